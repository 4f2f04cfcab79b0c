#pragma once
// Reading the text form of a state ("<tag> key=value key=a,b,c ..."), shared by the mancala
// plugins' deserialisers. Not hot code. Error messages start with "<game> state: ".

#include <cstdlib>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace rulelab::kits {

class StateText {
public:
    // Splits `text` into fields; false (with `error`) unless it starts with `tag`.
    bool parse(std::string_view text, const std::string &game, const std::string &tag, std::string &error) {
        game_ = game;
        std::istringstream is{std::string(text)};
        std::string tok;
        if (!(is >> tok) || tok != tag) {
            error = "not a " + game + " state (expected it to start with '" + tag + "')";
            return false;
        }
        while (is >> tok) {
            const size_t eq = tok.find('=');
            if (eq == std::string::npos) {
                error = game + " state: malformed field '" + tok + "'";
                return false;
            }
            fields_[tok.substr(0, eq)] = tok.substr(eq + 1);
        }
        return true;
    }
    // The comma-separated integers of field `name` (at least minCount of them) into `out`.
    bool ints(const char *name, size_t minCount, std::vector<long long> &out, std::string &error) const {
        const std::string *raw = field(name);
        if (!raw || !splitInts(*raw, out) || out.size() < minCount) {
            error = game_ + " state: field '" + name + "' is missing or malformed";
            return false;
        }
        return true;
    }
    const std::string &game() const { return game_; }
    const std::string *field(const char *name) const {
        const auto it = fields_.find(name);
        return it == fields_.end() ? nullptr : &it->second;
    }

    // Splits "a,b,c" into integers; false on any malformed number.
    static bool splitInts(const std::string &text, std::vector<long long> &out) {
        out.clear();
        size_t i = 0;
        while (i <= text.size()) {
            const size_t j = text.find(',', i);
            const std::string tok = text.substr(i, j == std::string::npos ? std::string::npos : j - i);
            if (tok.empty()) return false;
            char *end = nullptr;
            const long long v = std::strtoll(tok.c_str(), &end, 10);
            if (*end != '\0') return false;
            out.push_back(v);
            if (j == std::string::npos) break;
            i = j + 1;
        }
        return true;
    }

private:
    std::string game_;
    std::map<std::string, std::string> fields_;
};

}  // namespace rulelab::kits
