#include "sources.h"

#include "plugin/file_access.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cctype>
#include <set>

namespace rulelab {

namespace {

std::string trim(const std::string &s) {
    size_t a = 0, b = s.size();
    while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
    while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
    return s.substr(a, b - a);
}

int lineOf(const std::string &text, size_t pos) {
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(std::min(pos, text.size())), '\n'));
}

std::string plain(std::string s) {
    static const std::pair<const char *, const char *> accents[] = {
        {"{\\'E}", "E"}, {"{\\'e}", "e"}, {"{\\'\\i}", "i"}, {"\\'", ""}, {"--", "-"}, {"``", "\""}, {"''", "\""}};
    for (const auto &[from, to] : accents) {
        size_t p;
        while ((p = s.find(from)) != std::string::npos) s.replace(p, std::char_traits<char>::length(from), to);
    }
    s.erase(std::remove_if(s.begin(), s.end(), [](char c) { return c == '{' || c == '}'; }), s.end());
    return s;
}

}  // namespace

std::string BibEntry::field(const std::string &name) const {
    auto it = fields.find(name);
    return it == fields.end() ? std::string() : it->second;
}

std::string BibEntry::shortReference() const {
    std::string who = field("author");
    if (who.empty()) who = field("editor");
    if (who.empty()) who = field("howpublished");
    std::string s = plain(who);
    const std::string year = field("year");
    if (!year.empty()) s += " (" + year + ")";
    const std::string title = plain(field("title"));
    if (!title.empty()) s += (s.empty() ? "" : ", ") + title;
    return s.empty() ? key : s;
}

namespace {

std::string lowered(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
    return s;
}

// The position of the brace that closes the one at `open` (text.size() when none does).
size_t closingBrace(const std::string &text, size_t open) {
    int depth = 0;
    size_t end = open;
    for (; end < text.size(); ++end) {
        if (text[end] == '{' || text[end] == '(') ++depth;
        else if (text[end] == '}' || text[end] == ')') {
            if (--depth == 0) break;
        }
    }
    return end;
}

// Fields: name = {value} | "value" | bare, separated by commas at depth 0, from `p` on; errors
// start with `where`.
bool readBibFields(const std::string &body, size_t p, const std::string &where, BibEntry &e, std::string &error) {
    while (p < body.size()) {
        const size_t eq = body.find('=', p);
        if (eq == std::string::npos) break;
        const std::string name = lowered(trim(body.substr(p, eq - p)));
        size_t v = eq + 1;
        while (v < body.size() && std::isspace(static_cast<unsigned char>(body[v]))) ++v;
        std::string value;
        if (v < body.size() && (body[v] == '{' || body[v] == '"')) {
            const char close = body[v] == '{' ? '}' : '"';
            int d = 0;
            size_t q = v;
            for (; q < body.size(); ++q) {
                if (body[q] == '{') ++d;
                else if (body[q] == '}') --d;
                if (q > v && body[q] == close && d == 0) break;
            }
            if (q >= body.size()) {
                error = where + ": field '" + name + "' of '" + e.key + "' is not closed";
                return false;
            }
            value = body.substr(v + 1, q - v - 1);
            p = body.find(',', q);
        } else {
            const size_t q = body.find(',', v);
            value = trim(body.substr(v, q == std::string::npos ? std::string::npos : q - v));
            p = q;
        }
        if (!name.empty()) e.fields[name] = value;
        if (p == std::string::npos) break;
        ++p;
    }
    return true;
}

}  // namespace

bool parseBibtex(const std::string &text, std::vector<BibEntry> &out, std::string &error) {
    out.clear();
    size_t i = 0;
    while ((i = text.find('@', i)) != std::string::npos) {
        // Skip '@' inside comment lines (a '%' earlier on the same line).
        const size_t lineStart = text.rfind('\n', i) == std::string::npos ? 0 : text.rfind('\n', i) + 1;
        if (text.substr(lineStart, i - lineStart).find('%') != std::string::npos) {
            ++i;
            continue;
        }
        const std::string where = "line " + std::to_string(lineOf(text, i));
        const size_t open = text.find_first_of("{(", i);
        if (open == std::string::npos) {
            error = where + ": '@' without an opening brace";
            return false;
        }
        BibEntry e;
        e.type = lowered(trim(text.substr(i + 1, open - i - 1)));
        const size_t end = closingBrace(text, open);
        if (end >= text.size()) {
            error = where + ": entry is not closed";
            return false;
        }
        e.text = text.substr(i, end - i + 1);
        const std::string body = text.substr(open + 1, end - open - 1);
        if (e.type == "comment" || e.type == "preamble" || e.type == "string") {
            i = end + 1;
            continue;
        }
        const size_t comma = body.find(',');
        if (comma == std::string::npos) {
            error = where + ": entry has no key";
            return false;
        }
        e.key = trim(body.substr(0, comma));
        if (e.key.empty()) {
            error = where + ": empty key";
            return false;
        }
        if (!readBibFields(body, comma + 1, where, e, error)) return false;
        out.push_back(std::move(e));
        i = end + 1;
    }
    std::set<std::string> seen;
    for (const auto &e : out)
        if (!seen.insert(e.key).second) {
            error = "duplicate key '" + e.key + "'";
            return false;
        }
    return true;
}

const RulePoint *GameSources::find(const std::string &id) const {
    for (const auto &p : points)
        if (p.id == id) return &p;
    return nullptr;
}

std::vector<const RulePoint *> GameSources::pointsForOption(const std::string &option) const {
    std::vector<const RulePoint *> out;
    for (const auto &p : points)
        if (std::find(p.options.begin(), p.options.end(), option) != p.options.end()) out.push_back(&p);
    return out;
}

std::vector<std::string> GameSources::sourceKeys() const {
    std::vector<std::string> keys;
    for (const auto &p : points)
        for (const auto &c : p.citations)
            if (std::find(keys.begin(), keys.end(), c.source) == keys.end()) keys.push_back(c.source);
    return keys;
}

const char *verdictName(OptionVerdict::Kind k) {
    switch (k) {
    case OptionVerdict::Follows: return "follows";
    case OptionVerdict::Departs: return "departs";
    case OptionVerdict::Completion: return "completion";
    }
    return "?";
}

bool isCatalogueKey(const std::string &key) { return key == "CAT" || key == "catalogue"; }

namespace {
struct Builtin {
    SourceLibrary lib;
    std::string error;
    Builtin() {
        if (!lib.loadDir(QStringLiteral(":/sources"), error)) error = ":/sources: " + error;
    }
};
const Builtin &builtinData() {
    static const Builtin b;
    return b;
}
}  // namespace

const SourceLibrary &SourceLibrary::builtin() { return builtinData().lib; }
const std::string &SourceLibrary::builtinError() { return builtinData().error; }

bool SourceLibrary::loadDir(const QString &dir, std::string &error) {
    entries_.clear();
    games_.clear();
    const QString bibPath = dir + QStringLiteral("/bibliography.bib");
    QByteArray bib;
    if (!readFileCapped(bibPath, kSmallFileCap, bib, error)) return false;
    std::string e;
    if (!parseBibtex(bib.toStdString(), entries_, e)) {
        error = bibPath.toStdString() + ": " + e;
        return false;
    }
    const QStringList files = QDir(dir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &name : files) {
        const QString path = dir + QLatin1Char('/') + name;
        const std::string where = path.toStdString();
        QJsonObject o;
        if (!readJsonObjectFile(path, kSmallFileCap, o, error)) return false;
        if (o.value(QStringLiteral("format")).toString() != QLatin1String("rulelab-sources")) {
            error = where + ": field 'format': expected \"rulelab-sources\"";
            return false;
        }
        GameSources g;
        g.game = jsonText(o, "game");
        if (g.game.empty()) {
            error = where + ": field 'game': expected a game id";
            return false;
        }
        const QJsonArray points = o.value(QStringLiteral("points")).toArray();
        for (int i = 0; i < points.size(); ++i) {
            const QJsonObject p = points[i].toObject();
            RulePoint rp;
            rp.id = jsonText(p, "id");
            rp.title = jsonText(p, "title");
            rp.text = jsonText(p, "text");
            if (rp.id.empty() || rp.title.empty() || rp.text.empty()) {
                error = where + ": points[" + std::to_string(i) + "]: expected non-empty 'id', 'title' and 'text'";
                return false;
            }
            for (const auto &c : p.value(QStringLiteral("citations")).toArray()) {
                const QJsonObject co = c.toObject();
                rp.citations.push_back({jsonText(co, "source"), jsonText(co, "locator"), {}});
                if (rp.citations.back().source.empty()) {
                    error = where + ": point " + rp.id + ": a citation without 'source'";
                    return false;
                }
            }
            for (const auto &opt : p.value(QStringLiteral("options")).toArray())
                rp.options.push_back(opt.toString().toStdString());
            g.points.push_back(std::move(rp));
        }
        const QJsonObject readings = o.value(QStringLiteral("readings")).toObject();
        for (auto it = readings.begin(); it != readings.end(); ++it) {
            std::vector<std::string> keys;
            for (const auto &k : it.value().toArray()) keys.push_back(k.toString().toStdString());
            g.readingSources[it.key().toStdString()] = keys;
        }
        for (const auto &k : o.value(QStringLiteral("non_historical")).toArray())
            g.nonHistorical.push_back(k.toString().toStdString());
        games_[g.game] = std::move(g);
    }
    return true;
}

const BibEntry *SourceLibrary::entry(const std::string &key) const {
    for (const auto &e : entries_)
        if (e.key == key) return &e;
    return nullptr;
}

const GameSources *SourceLibrary::game(const std::string &gameId) const {
    auto it = games_.find(gameId);
    return it == games_.end() ? nullptr : &it->second;
}

std::string SourceLibrary::bibtex(const std::vector<std::string> &keys) const {
    std::string out;
    for (const auto &k : keys)
        if (const BibEntry *e = entry(k)) out += e->text + "\n\n";
    return out;
}

std::vector<std::string> SourceLibrary::followedSources(const Reading &reading) const {
    if (const GameSources *g = game(reading.game)) {
        auto it = g->readingSources.find(reading.id);
        if (it != g->readingSources.end() &&
            (reading.origin.empty() || reading.origin == "builtin" || reading.origin.rfind(":/", 0) == 0))
            return it->second;
    }
    std::vector<std::string> keys;
    const QString text = QString::fromStdString(reading.source);
    for (const auto &e : entries_) {
        const QRegularExpression word(QStringLiteral("(^|[^A-Za-z0-9-])") +
                                      QRegularExpression::escape(QString::fromStdString(e.key)) +
                                      QStringLiteral("($|[^A-Za-z0-9-])"));
        const auto m = word.match(text);
        if (m.hasMatch()) keys.push_back(e.key);
    }
    // Order by first mention.
    std::sort(keys.begin(), keys.end(), [&](const std::string &a, const std::string &b) {
        return text.indexOf(QString::fromStdString(a)) < text.indexOf(QString::fromStdString(b));
    });
    return keys;
}

bool SourceLibrary::isNonHistorical(const GameInfo &game, const std::string &option) const {
    const RuleOption *o = game.findOption(option);
    if (o && o->experimental) return true;
    if (const GameSources *g = this->game(game.id))
        return std::find(g->nonHistorical.begin(), g->nonHistorical.end(), option) != g->nonHistorical.end();
    return false;
}

std::vector<OptionVerdict> SourceLibrary::verdicts(const GameInfo &game, const Reading &reading) const {
    const std::vector<std::string> followed = followedSources(reading);
    std::vector<OptionVerdict> out;
    for (const auto &opt : game.options) {
        if (isNonHistorical(game, opt.id)) continue;
        OptionVerdict v;
        v.option = opt.id;
        auto it = reading.values.find(opt.id);
        v.value = it != reading.values.end() ? it->second : opt.defaultValue;
        const std::vector<Citation> *cites = &opt.citations;
        if (opt.type == OptionType::Choice)
            if (const OptionChoice *c = opt.findChoice(v.value)) cites = &c->citations;
        std::vector<std::string> keys;
        for (const auto &c : *cites)
            if (!isCatalogueKey(c.source) && std::find(keys.begin(), keys.end(), c.source) == keys.end())
                keys.push_back(c.source);
        std::vector<std::string> hit;
        for (const auto &k : keys)
            if (std::find(followed.begin(), followed.end(), k) != followed.end()) hit.push_back(k);
        if (!hit.empty()) {
            v.kind = OptionVerdict::Follows;
            v.cited = hit;
        } else if (!keys.empty()) {
            v.kind = OptionVerdict::Departs;
            v.cited = keys;
        } else {
            v.kind = OptionVerdict::Completion;
        }
        out.push_back(std::move(v));
    }
    return out;
}

}  // namespace rulelab
