// rulelab-cli play: a person plays a reading in the terminal (#19), one move per line from
// standard input (so sessions can be piped and scripted), against an agent, another person, or
// watching two agents. The session itself is core/play (the workbench's Play tab uses it too).
#include "cli.h"

#include "cli_common.h"
#include "experiment/display_names.h"
#include "experiment/outcome_text.h"
#include "experiment/prepared_reading.h"
#include "play/play_session.h"
#include "plugin/plugin_registry.h"
#include "replay/match_replay.h"

#include <csignal>
#include <iostream>
#include <string>

namespace rulelab {

namespace {

// Ctrl-C interrupts a read from the terminal (no SA_RESTART), so the game can be saved.
void interruptReads() {
    struct sigaction sa {};
    sa.sa_handler = rulelabOnInterrupt;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
}

QString seatName(const Game &game, int seat) {
    return seatNameText(game.info().playerNames, seat);
}

// The end of a finished game: the board, who won, the score, and why it ended.
void printEnd(QTextStream &out, const State &s, const Game &game) {
    const auto sc = s.scores();
    const Result res = s.result();
    const QString who = outcomeText({res, s.startingPlayer(), sc, true}, game.info().playerNames);
    out << '\n' << q(renderBoardText(s.boardView(), game.info().playerNames));
    // Why, and how: by the rules, by a proven guard or by a cap (said once when the same).
    const QString why = endReasonName(s.endReason());
    const QString how = endedByName(endedByKey(endedByOf(s.endReason(), s.progress().roundsByGuard)));
    out << Cli::tr("End: %1. Why: %2.").arg(who, why == how ? why : Cli::tr("%1 (%2)").arg(why, how))
        << '\n';
}

}  // namespace

int Cli::cmdPlay(const QStringList &args) {
    CommandParser p(
        QStringLiteral("play"),
        tr("Play a reading yourself. The board and the numbered legal moves are printed; answer with a move's number "
           "(from 1) or its text, one per line. 'undo', 'redo', 'hint' and 'quit' are words too. The agent's moves and "
           "the throws are played and printed. End of input or Ctrl-C ends the game (saved with --save)."));
    const QString &cmd = p.name();
    p.addGameArgument();
    QCommandLineOption reading(QStringLiteral("reading"), tr("the reading to play (an id or a reading file)"),
                               QStringLiteral("R"));
    QCommandLineOption set(QStringLiteral("set"), tr("override an option; repeatable"), QStringLiteral("OPTION=VALUE"));
    QCommandLineOption seat(QStringLiteral("seat"),
                            tr("the seats you play: first, second, both (hot seat) or none (watch "
                               "two agents); default first"),
                            QStringLiteral("SEAT"));
    QCommandLineOption agent(QStringLiteral("agent"), tr("the agent of the other seat(s) (default greedy)"), QStringLiteral("A"));
    QCommandLineOption hintAgent(QStringLiteral("hint-agent"), tr("the agent 'hint' asks (default search:4)"),
                                 QStringLiteral("A"));
    QCommandLineOption seed(QStringLiteral("seed"), tr("the seed of the agent's and the throws' random choices"),
                            QStringLiteral("S"));
    QCommandLineOption fromMatch(QStringLiteral("from-match"), tr("start from a position of a saved match"),
                                 QStringLiteral("FILE"));
    QCommandLineOption afterMove(QStringLiteral("after-move"), tr("with --from-match: start after this many of its moves"),
                                 QStringLiteral("K"));
    QCommandLineOption save(QStringLiteral("save"), tr("save the game as a match file when it ends or is left"),
                            QStringLiteral("FILE"));
    p.addOptions({reading, set, seat, agent, hintAgent, seed, fromMatch, afterMove, save});
    p.expectPositional(1, 1, tr("give one GAME"));
    if (const int rc = parse(p, args); rc >= 0) return rc;
    const std::string gameId = p.positionalArguments().first().toStdString();

    PlayConfig config;
    const QString seats = p.isSet(seat) ? p.value(seat) : QStringLiteral("first");
    if (seats == QLatin1String("first")) config.person = {true, false};
    else if (seats == QLatin1String("second")) config.person = {false, true};
    else if (seats == QLatin1String("both")) config.person = {true, true};
    else if (seats == QLatin1String("none")) config.person = {false, false};
    else return usageError(cmd, tr("--seat must be first, second, both or none, not '%1'").arg(seats));
    std::string err;
    if (!parseAgentSpec(p.isSet(agent) ? p.value(agent).toStdString() : "greedy", config.agent, err))
        return usageError(cmd, tr("--agent: %1").arg(q(err)));
    AgentSpec hintSpec;
    if (!parseAgentSpec(p.isSet(hintAgent) ? p.value(hintAgent).toStdString() : "search:4", hintSpec, err))
        return usageError(cmd, tr("--hint-agent: %1").arg(q(err)));
    if (p.isSet(seed)) {
        bool ok = false;
        config.seed = p.value(seed).toULongLong(&ok);
        if (!ok) return usageError(cmd, tr("--seed must be a whole number, not '%1'").arg(p.value(seed)));
    }
    if (p.isSet(afterMove) && !p.isSet(fromMatch)) return usageError(cmd, tr("--after-move needs --from-match"));
    std::vector<std::string> overrides;
    for (const QString &s : p.values(set)) overrides.push_back(s.toStdString());
    // A game is never played only to be lost at its end: --save is checked before it starts.
    if (QString bad; !checkOutputs({p.value(save)}, {}, bad)) return runtimeError(bad);

    PluginRegistry reg;
    loadPlugins(reg, false);
    PreparedReading pr;
    InputError kind;
    std::vector<Move> prefix;
    if (p.isSet(fromMatch)) {
        MatchReplay match;
        if (!loadMatchFile(p.value(fromMatch), match, err)) return runtimeError(q(err));
        if (match.gameId != gameId)
            return runtimeError(tr("%1: the match is of game '%2'").arg(p.value(fromMatch), q(match.gameId)));
        // The match's own seed and agent, unless given.
        if (!p.isSet(seed)) config.seed = match.seed;
        if (!p.isSet(agent)) config.agent = match.agents[match.persons[0] ? 1 : 0];
        if (!prepareReading(reg, readingOfReplay(match), overrides, Limits{}, pr, err, kind)) {
            // The match file's own options at fault (not a --set): exit 1, naming the file.
            PreparedReading alone;
            std::string fileErr;
            if (kind == InputError::Usage && !overrides.empty() &&
                prepareReading(reg, readingOfReplay(match), {}, Limits{}, alone, fileErr, kind))
                return usageError(cmd, q(err));
            return runtimeError(tr("%1: %2").arg(p.value(fromMatch), q(err)));
        }
        qlonglong k = static_cast<qlonglong>(match.moves.size());
        if (p.isSet(afterMove)) {
            bool ok = false;
            k = p.value(afterMove).toLongLong(&ok);
            if (!ok || k < 0 || k > static_cast<qlonglong>(match.moves.size()))
                return usageError(cmd, tr("--after-move must be between 0 and %1").arg(match.moves.size()));
        }
        prefix = replayMovePrefix(match, static_cast<size_t>(k));
    } else {
        if (!p.isSet(reading)) return usageError(cmd, tr("--reading R is required"));
        if (!prepareReading(reg, gameId, p.value(reading).toStdString(), overrides, Limits{}, pr, err, kind))
            return kind == InputError::Usage ? usageError(cmd, q(err)) : runtimeError(q(err));
    }
    PlaySession session(pr.game, pr.reading.id, pr.options.values(), config);
    if (!prefix.empty() && !session.startAfter(prefix, err)) return runtimeError(tr("%1: %2").arg(p.value(fromMatch), q(err)));
    const Game &game = session.game();
    interruptReads();
    session.setCancel(&interruptFlag());  // Ctrl-C stops an agent within its decision

    auto saveGame = [&]() -> bool {
        if (!p.isSet(save)) return true;
        std::string e;
        if (!saveMatchFile(p.value(save), session.toReplay(), e)) {
            err_ << q(e) << '\n';
            return false;
        }
        out_ << tr("Game saved to %1").arg(p.value(save)) << '\n';
        return true;
    };
    auto whoPlays = [&](int s) { return config.person[static_cast<size_t>(s)] ? tr("you") : q(config.agent.text()); };
    auto printMoves = [&](const std::vector<PlayedMove> &made) {
        for (const PlayedMove &m : made)
            out_ << (m.player == kChancePlayer
                         ? (chanceTextSaysSo(m.description) ? q(m.description) : tr("chance: %1").arg(q(m.description)))
                         : tr("%1 (%2): %3").arg(seatName(game, m.player), whoPlays(m.player), q(m.description)))
                 << '\n';
    };

    out_ << tr("%1, reading %2. %3: %4; %5: %6; seed %7.")
                .arg(q(game.info().name), q(pr.reading.name.empty() ? pr.reading.id : pr.reading.name), seatName(game, 0),
                     whoPlays(0), seatName(game, 1), whoPlays(1))
                .arg(config.seed)
         << '\n';
    out_ << tr("Answer with a move's number or text; undo, redo, hint, quit.") << '\n';
    out_.flush();  // shown before the agents think
    bool quit = false;
    while (!quit) {
        printMoves(session.advance());
        if (session.finished()) break;
        if (interruptFlag().load()) {  // during the agents' moves: the game so far is saved
            out_ << '\n' << tr("Interrupted.") << '\n';
            break;
        }
        const int seatToMove = session.personToMove();
        if (seatToMove < 0) break;  // nothing a person can do (a plugin without legal moves)
        out_ << '\n' << q(renderBoardText(session.state().boardView(), game.info().playerNames));
        const auto moves = session.legalMoves();
        for (size_t i = 0; i < moves.size(); ++i) out_ << QStringLiteral("  %1. ").arg(i + 1) << q(moves[i].text) << '\n';
        for (;;) {
            out_ << tr("Your move (%1): ").arg(seatName(game, seatToMove));
            out_.flush();
            std::string line;
            if (!std::getline(std::cin, line) || interruptFlag().load()) {
                out_ << '\n' << (interruptFlag().load() ? tr("Interrupted.") : tr("Input ended.")) << '\n';
                quit = true;
                break;
            }
            const QString answer = QString::fromStdString(line).trimmed();
            if (answer.isEmpty()) continue;
            if (answer == QLatin1String("quit")) {
                quit = true;
                break;
            }
            if (answer == QLatin1String("undo") || answer == QLatin1String("redo")) {
                const bool done = answer == QLatin1String("undo") ? session.undo() : session.redo();
                out_ << (done ? (answer == QLatin1String("undo") ? tr("Undone.") : tr("Redone."))
                              : tr("Nothing to %1.").arg(answer))
                     << '\n';
                if (done) break;
                continue;
            }
            if (answer == QLatin1String("hint")) {
                PlaySession::Choice hint;
                if (session.hint(hintSpec, hint, err)) {
                    const PlaySession::Evaluation ev = session.evaluate(hint.move);
                    out_ << tr("Hint (%1): %2; after it, %3 wins %4% of %5 random games")
                                .arg(q(hintSpec.text()), q(hint.text), seatName(game, seatToMove))
                                .arg(qRound(ev.share * 100))
                                .arg(ev.playouts)
                         << '\n';
                } else out_ << q(err) << '\n';
                continue;
            }
            const int i = session.findMove(answer.toStdString());
            if (i < 0) {
                out_ << tr("Not a legal move: '%1'. Type a number from 1 to %2, a move's text, undo, redo, hint or quit.")
                            .arg(answer)
                            .arg(moves.size())
                     << '\n';
                continue;
            }
            if (!session.play(moves[static_cast<size_t>(i)].move, err)) {
                out_ << q(err) << '\n';
                continue;
            }
            out_ << tr("%1 (you): %2").arg(seatName(game, seatToMove), q(moves[static_cast<size_t>(i)].text)) << '\n';
            break;
        }
    }
    if (session.finished()) printEnd(out_, session.state(), game);
    if (!saveGame()) return 1;
    return interruptFlag().load() ? 130 : 0;  // Ctrl-C: saved, and said as every command says it
}

}  // namespace rulelab
