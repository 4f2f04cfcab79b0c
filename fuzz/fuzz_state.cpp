// libFuzzer target: state deserialisation of every game plugin in the build. A state that is
// accepted must serialise back to a text that deserialises to the same state, and its legal
// moves must be usable.
#include "plugin/plugin_registry.h"
#include "experiment/prepared_reading.h"

#include <QCoreApplication>

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>

namespace {
std::vector<std::shared_ptr<const rulelab::Game>> &games() {
    static std::vector<std::shared_ptr<const rulelab::Game>> g;
    return g;
}
}  // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv) {
    static QCoreApplication app(*argc, *argv);
    static rulelab::PluginRegistry reg;
    reg.loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR), QStringLiteral(RULELAB_FIXTURE_DIR "/good")});
    for (const auto &g : reg.games())
        for (const auto &r : g.readings) {
            rulelab::PreparedReading pr;
            std::string error;
            rulelab::InputError kind;
            if (rulelab::prepareReading(reg, g.pluginId.toStdString(), r.id, {}, rulelab::Limits{}, pr, error, kind))
                games().push_back(pr.game);
        }
    if (games().empty()) std::abort();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    const auto &game = *games()[data[0] % games().size()];
    const std::string_view text(reinterpret_cast<const char *>(data + 1), size - 1);
    std::string error;
    auto s = game.deserialize(text, error);
    if (!s) {
        if (error.empty()) std::abort();
        return 0;
    }
    const std::string once = s->serialize();
    auto t = game.deserialize(once, error);
    if (!t || t->serialize() != once || t->key() != s->key()) std::abort();
    if (s->currentPlayer() >= 0) {
        rulelab::MoveList moves;
        s->legalMoves(moves);
        if (moves.size > 0) s->apply(moves[0]);
    }
    return 0;
}
