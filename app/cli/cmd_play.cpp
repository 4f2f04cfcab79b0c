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

namespace {

// The seats, agents and seed of play's flags into `config` and `hintSpec`; a usage error's text, or "".
QString readPlayConfig(const QCommandLineParser &p, const PlayFlags &f, PlayConfig &config, AgentSpec &hintSpec) {
    const QString seats = p.isSet(f.seat) ? p.value(f.seat) : QStringLiteral("first");
    if (seats == QLatin1String("first")) config.person = {true, false};
    else if (seats == QLatin1String("second")) config.person = {false, true};
    else if (seats == QLatin1String("both")) config.person = {true, true};
    else if (seats == QLatin1String("none")) config.person = {false, false};
    else return Cli::tr("--seat must be first, second, both or none, not '%1'").arg(seats);
    std::string err;
    if (!parseAgentSpec(p.isSet(f.agent) ? p.value(f.agent).toStdString() : "greedy", config.agent, err))
        return Cli::tr("--agent: %1").arg(q(err));
    if (!parseAgentSpec(p.isSet(f.hintAgent) ? p.value(f.hintAgent).toStdString() : "search:4", hintSpec, err))
        return Cli::tr("--hint-agent: %1").arg(q(err));
    if (p.isSet(f.seed)) {
        bool ok = false;
        config.seed = p.value(f.seed).toULongLong(&ok);
        if (!ok) return Cli::tr("--seed must be a whole number, not '%1'").arg(p.value(f.seed));
    }
    if (p.isSet(f.afterMove) && !p.isSet(f.fromMatch)) return Cli::tr("--after-move needs --from-match");
    return {};
}

// A game played in the terminal: the agents' moves and the throws printed, a person's answers read
// from standard input, one per line.
class TerminalGame {
public:
    TerminalGame(QTextStream &out, PlaySession &session, const PlayConfig &config, const AgentSpec &hintSpec)
        : out_(out), session_(session), config_(config), hintSpec_(hintSpec), game_(session.game()) {}

    // "Aghadi: you; Pichadi: greedy" and the words a person may answer.
    void printHeader(const PreparedReading &pr) {
        out_ << Cli::tr("%1, reading %2. %3: %4; %5: %6; seed %7.")
                    .arg(q(game_.info().name), q(pr.reading.name.empty() ? pr.reading.id : pr.reading.name),
                         seatName(game_, 0), whoPlays(0), seatName(game_, 1), whoPlays(1))
                    .arg(config_.seed)
             << '\n';
        out_ << Cli::tr("Answer with a move's number or text; undo, redo, hint, quit.") << '\n';
        out_.flush();  // shown before the agents think
    }

    // Plays until the game ends, a person quits, the input ends or Ctrl-C.
    void play() {
        bool quit = false;
        while (!quit) {
            printMoves(session_.advance());
            if (session_.finished()) break;
            if (interruptFlag().load()) {  // during the agents' moves: the game so far is saved
                out_ << '\n' << Cli::tr("Interrupted.") << '\n';
                break;
            }
            const int seatToMove = session_.personToMove();
            if (seatToMove < 0) break;  // nothing a person can do (a plugin without legal moves)
            quit = personMoves(seatToMove);
        }
        if (session_.finished()) printEnd(out_, session_.state(), game_);
    }

private:
    QString whoPlays(int s) const { return config_.person[static_cast<size_t>(s)] ? Cli::tr("you") : q(config_.agent.text()); }

    void printMoves(const std::vector<PlayedMove> &made) {
        for (const PlayedMove &m : made)
            out_ << (m.player == kChancePlayer
                         ? (chanceTextSaysSo(m.description) ? q(m.description) : Cli::tr("chance: %1").arg(q(m.description)))
                         : Cli::tr("%1 (%2): %3").arg(seatName(game_, m.player), whoPlays(m.player), q(m.description)))
                 << '\n';
    }

    // The board, the legal moves, and the person's answers until one moves (false) or quits (true).
    bool personMoves(int seatToMove) {
        out_ << '\n' << q(renderBoardText(session_.state().boardView(), game_.info().playerNames));
        const auto moves = session_.legalMoves();
        for (size_t i = 0; i < moves.size(); ++i) out_ << QStringLiteral("  %1. ").arg(i + 1) << q(moves[i].text) << '\n';
        for (;;) {
            out_ << Cli::tr("Your move (%1): ").arg(seatName(game_, seatToMove));
            out_.flush();
            std::string line;
            if (!std::getline(std::cin, line) || interruptFlag().load()) {
                out_ << '\n' << (interruptFlag().load() ? Cli::tr("Interrupted.") : Cli::tr("Input ended.")) << '\n';
                return true;
            }
            const QString answer = QString::fromStdString(line).trimmed();
            if (answer.isEmpty()) continue;
            if (answer == QLatin1String("quit")) return true;
            if (answer == QLatin1String("undo") || answer == QLatin1String("redo")) {
                if (undoOrRedo(answer)) return false;
                continue;
            }
            if (answer == QLatin1String("hint")) {
                printHint(seatToMove);
                continue;
            }
            if (playAnswer(answer, moves, seatToMove)) return false;
        }
    }

    // undo or redo; whether it was done.
    bool undoOrRedo(const QString &answer) {
        const bool done = answer == QLatin1String("undo") ? session_.undo() : session_.redo();
        out_ << (done ? (answer == QLatin1String("undo") ? Cli::tr("Undone.") : Cli::tr("Redone."))
                      : Cli::tr("Nothing to %1.").arg(answer))
             << '\n';
        return done;
    }

    void printHint(int seatToMove) {
        PlaySession::Choice hint;
        std::string err;
        if (session_.hint(hintSpec_, hint, err)) {
            const PlaySession::Evaluation ev = session_.evaluate(hint.move);
            out_ << Cli::tr("Hint (%1): %2; after it, %3 wins %4% of %5 random games")
                        .arg(q(hintSpec_.text()), q(hint.text), seatName(game_, seatToMove))
                        .arg(qRound(ev.share * 100))
                        .arg(ev.playouts)
                 << '\n';
        } else out_ << q(err) << '\n';
    }

    // A move by its number or text; whether it was played.
    bool playAnswer(const QString &answer, const std::vector<PlaySession::Choice> &moves, int seatToMove) {
        const int i = session_.findMove(answer.toStdString());
        if (i < 0) {
            out_ << Cli::tr("Not a legal move: '%1'. Type a number from 1 to %2, a move's text, undo, redo, hint or quit.")
                        .arg(answer)
                        .arg(moves.size())
                 << '\n';
            return false;
        }
        std::string err;
        if (!session_.play(moves[static_cast<size_t>(i)].move, err)) {
            out_ << q(err) << '\n';
            return false;
        }
        out_ << Cli::tr("%1 (you): %2").arg(seatName(game_, seatToMove), q(moves[static_cast<size_t>(i)].text)) << '\n';
        return true;
    }

    QTextStream &out_;
    PlaySession &session_;
    const PlayConfig &config_;
    const AgentSpec &hintSpec_;
    const Game &game_;
};

}  // namespace

int Cli::cmdPlay(const QStringList &args) {
    const PlayFlags f;
    CommandParser p(QStringLiteral("play"), PlayFlags::about(), GameArgument::One);
    if (const int rc = parse(p, f, args); rc >= 0) return rc;
    PlayConfig config;
    AgentSpec hintSpec;
    const QString &cmd = p.name();
    if (const QString bad = readPlayConfig(p, f, config, hintSpec); !bad.isEmpty()) return usageError(cmd, bad);
    // A game is never played only to be lost at its end: --save is checked before it starts.
    if (QString bad; !checkOutputs({p.value(f.save)}, {}, bad)) return runtimeError(bad);

    PluginRegistry reg;
    loadPlugins(reg, false);
    PreparedReading pr;
    std::vector<Move> prefix;
    if (const int rc = preparePlay(p, f, reg, config, pr, prefix); rc >= 0) return rc;
    PlaySession session(pr.game, pr.reading.id, pr.options.values(), config);
    std::string err;
    if (!prefix.empty() && !session.startAfter(prefix, err)) return runtimeError(tr("%1: %2").arg(p.value(f.fromMatch), q(err)));
    interruptReads();
    session.setCancel(&interruptFlag());  // Ctrl-C stops an agent within its decision
    TerminalGame terminal(out_, session, config, hintSpec);
    terminal.printHeader(pr);
    terminal.play();
    if (p.isSet(f.save)) {
        if (!saveMatchFile(p.value(f.save), session.toReplay(), err)) {
            err_ << q(err) << '\n';
            return 1;
        }
        out_ << tr("Game saved to %1").arg(p.value(f.save)) << '\n';
    }
    return interruptFlag().load() ? 130 : 0;  // Ctrl-C: saved, and said as every command says it
}

// The reading to play (--reading, or the saved match's with its seed and agent unless given) and the
// moves of --from-match to start after; -1, or the exit code after the error.
int Cli::preparePlay(const CommandParser &p, const PlayFlags &f, const PluginRegistry &reg, PlayConfig &config,
                     PreparedReading &pr, std::vector<int32_t> &prefix) {
    const QString &cmd = p.name();
    const std::string gameId = p.positionalArguments().first().toStdString();
    std::vector<std::string> overrides;
    for (const QString &s : p.values(f.set)) overrides.push_back(s.toStdString());
    std::string err;
    InputError kind = InputError::None;
    if (!p.isSet(f.fromMatch)) {
        if (!p.isSet(f.reading)) return usageError(cmd, tr("--reading R is required"));
        return prepareGameReading(p, p.value(f.reading), overrides, Limits{}, reg, pr);
    }
    MatchReplay match;
    if (!loadMatchFile(p.value(f.fromMatch), match, err)) return runtimeError(q(err));
    if (match.gameId != gameId) return runtimeError(tr("%1: the match is of game '%2'").arg(p.value(f.fromMatch), q(match.gameId)));
    // The match's own seed and agent, unless given.
    if (!p.isSet(f.seed)) config.seed = match.seed;
    if (!p.isSet(f.agent)) config.agent = match.agents[match.persons[0] ? 1 : 0];
    if (!prepareReading(reg, readingOfReplay(match), overrides, Limits{}, pr, err, kind)) {
        // The match file's own options at fault (not a --set): exit 1, naming the file.
        PreparedReading alone;
        std::string fileErr;
        if (kind == InputError::Usage && !overrides.empty() &&
            prepareReading(reg, readingOfReplay(match), {}, Limits{}, alone, fileErr, kind))
            return usageError(cmd, q(err));
        return runtimeError(tr("%1: %2").arg(p.value(f.fromMatch), q(err)));
    }
    qlonglong k = static_cast<qlonglong>(match.moves.size());
    if (p.isSet(f.afterMove)) {
        bool ok = false;
        k = p.value(f.afterMove).toLongLong(&ok);
        if (!ok || k < 0 || k > static_cast<qlonglong>(match.moves.size()))
            return usageError(cmd, tr("--after-move must be between 0 and %1").arg(match.moves.size()));
    }
    prefix = replayMovePrefix(match, static_cast<size_t>(k));
    return -1;
}

}  // namespace rulelab
