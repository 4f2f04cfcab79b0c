// The texts of a replay: micro-steps, header, end and the whole text `rulelab-cli replay` prints.
#include "match_replay.h"

#include "experiment/display_names.h"
#include "experiment/outcome_text.h"
#include "replay_tr.h"

#include "plugin/qt_text.h"

#include <QCoreApplication>

namespace rulelab {

namespace {

// The notes the kits and the shipped plugins write into micro-steps, translated when shown
// (context "rulelab::steps"); a note not listed here is shown as written.
const char *const kStepNotes[] = {
    QT_TRANSLATE_NOOP("rulelab::steps", "capture"),
    QT_TRANSLATE_NOOP("rulelab::steps", "four"),
    QT_TRANSLATE_NOOP("rulelab::steps", "fee"),
    QT_TRANSLATE_NOOP("rulelab::steps", "bha"),
    QT_TRANSLATE_NOOP("rulelab::steps", "bha chosen"),
    QT_TRANSLATE_NOOP("rulelab::steps", "bha at round end"),
    QT_TRANSLATE_NOOP("rulelab::steps", "last counter"),
    QT_TRANSLATE_NOOP("rulelab::steps", "own row"),
    QT_TRANSLATE_NOOP("rulelab::steps", "opponent takes all"),
    QT_TRANSLATE_NOOP("rulelab::steps", "leftover"),
    QT_TRANSLATE_NOOP("rulelab::steps", "leftover split"),
    QT_TRANSLATE_NOOP("rulelab::steps", "fill"),
    QT_TRANSLATE_NOOP("rulelab::steps", "hole captured"),
    QT_TRANSLATE_NOOP("rulelab::steps", "nothing to sow"),
    QT_TRANSLATE_NOOP("rulelab::steps", "both players passed: a draw"),
    QT_TRANSLATE_NOOP("rulelab::steps", "the relay cannot go on: the round ends"),
    QT_TRANSLATE_NOOP("rulelab::steps", "short hole: blocked for the round"),
    QT_TRANSLATE_NOOP("rulelab::steps", "chance: North starts"),
    QT_TRANSLATE_NOOP("rulelab::steps", "chance: South starts"),
    QT_TRANSLATE_NOOP("rulelab::steps", "perpetual relay (G-1)"),
    QT_TRANSLATE_NOOP("rulelab::steps", "relay lap cap (G-1)"),
    QT_TRANSLATE_NOOP("rulelab::steps", "relay repeated a state: the move stops"),
    QT_TRANSLATE_NOOP("rulelab::steps", "relay redirected (Ludii quirk KB-20.1)"),
    QT_TRANSLATE_NOOP("rulelab::steps", "Kungidar gives 1 to the Bhadar"),
    QT_TRANSLATE_NOOP("rulelab::steps", "Bhadar pays 1 to the Kungidar"),
    QT_TRANSLATE_NOOP("rulelab::steps", "2 go to the Bhadar"),
    QT_TRANSLATE_NOOP("rulelab::steps", "fives to the winner"),
    QT_TRANSLATE_NOOP("rulelab::steps", "groups to the winner"),
    QT_TRANSLATE_NOOP("rulelab::steps", "declines"),
    QT_TRANSLATE_NOOP("rulelab::steps", "throws again"),
    QT_TRANSLATE_NOOP("rulelab::steps", "leaves the board"),
    QT_TRANSLATE_NOOP("rulelab::steps", "no point"),
    QT_TRANSLATE_NOOP("rulelab::steps", "throw cap reached"),
    QT_TRANSLATE_NOOP("rulelab::steps", "deadlock: no throw gives either side a move"),
    QT_TRANSLATE_NOOP("rulelab::steps", "remaining credits lost: none can be used"),
    QT_TRANSLATE_NOOP("rulelab::steps", "Ludii's trial limit reached"),
};

QString noteText(const std::string &note) {
    for (const char *known : kStepNotes)
        if (note == known) return QCoreApplication::translate("rulelab::steps", known);
    return stepNoteText(note);  // the notes with a number or a name in them
}

// A capture, in words: what was taken and why ("capture 3 from h5, after the empty h4").
QString captureText(const MicroStep &s, const QString &cell, const QString &trigger) {
    if (s.note == "four") return MatchReplayText::tr("four rule: %1 taken from %2").arg(s.count).arg(cell);
    if (s.note == "capture" && !trigger.isEmpty())
        return MatchReplayText::tr("capture %1 from %2, after the empty %3").arg(s.count).arg(cell, trigger);
    QString t = MatchReplayText::tr("capture %1 from %2").arg(s.count).arg(cell);
    if (!s.note.empty()) t += QStringLiteral(": ") + noteText(s.note);
    return t;
}

// The board as `rulelab-cli replay` prints it: store labels and notes in the user's language
// (boardText), cell labels as the game wrote them (they line up the columns by bytes), the
// pieces' letters from the players' own names.
std::string boardTextForPrint(BoardView board, const std::vector<std::string> &playerNames) {
    for (auto &s : board.stores) s.label = boardText(s.label).toStdString();
    for (auto &n : board.notes) n = boardText(n).toStdString();
    return renderBoardText(board, playerNames);
}

}  // namespace

QString microStepText(const MicroStep &s, const BoardView &labels) {
    auto name = [&](int id) {
        for (const auto &c : labels.cells)
            if (c.id == id) return boardText(c.label);  // "h3 (North)" in the language
        return id < 0 ? MatchReplayText::tr("off the board") : QString::number(id);
    };
    QString t;
    switch (s.kind) {
    case StepKind::Lift: t = MatchReplayText::tr("lift %1 from %2").arg(s.count).arg(name(s.cell)); break;
    case StepKind::Drop: t = MatchReplayText::tr("drop 1 into %1").arg(name(s.cell)); break;
    case StepKind::Capture: return captureText(s, name(s.cell), s.to >= 0 ? name(s.to) : QString());
    case StepKind::Lap: t = MatchReplayText::tr("relay lap from %1").arg(name(s.cell)); break;
    case StepKind::Move: t = MatchReplayText::tr("move from %1 to %2").arg(name(s.cell), name(s.to)); break;
    default: return microStepText(s);
    }
    if (!s.note.empty()) t += QStringLiteral(": ") + noteText(s.note);
    return t;
}

QString microStepText(const MicroStep &s) {
    QString t;
    switch (s.kind) {
    case StepKind::Lift: t = MatchReplayText::tr("lift %1 from cell %2").arg(s.count).arg(s.cell); break;
    case StepKind::Drop: t = MatchReplayText::tr("drop 1 into cell %1").arg(s.cell); break;
    case StepKind::Capture:
        return captureText(s, MatchReplayText::tr("cell %1").arg(s.cell),
                           s.to >= 0 ? MatchReplayText::tr("cell %1").arg(s.to) : QString());
    case StepKind::Lap: t = MatchReplayText::tr("relay lap from cell %1").arg(s.cell); break;
    case StepKind::Move: t = MatchReplayText::tr("move from cell %1 to cell %2").arg(s.cell).arg(s.to); break;
    case StepKind::Throw: t = MatchReplayText::tr("throw %1").arg(s.count); break;
    case StepKind::Pass: t = MatchReplayText::tr("pass"); break;
    case StepKind::Round: t = MatchReplayText::tr("round"); break;
    case StepKind::Note: break;
    }
    if (!s.note.empty()) t += (s.kind == StepKind::Note ? QString() : QStringLiteral(": ")) + noteText(s.note);
    return t;
}

QString replayHeaderText(const MatchReplay &r, const QString &gameName, const QString &readingName) {
    const QString game = gameName.isEmpty() ? q(r.gameName) : gameName;
    const QString reading = readingName.isEmpty() ? q(r.readingId) : readingName;
    if (r.graphState >= 0)
        return MatchReplayText::tr("%1, reading %2: the moves from the start to state %3 of the state graph (%n move(s))",
                                   nullptr, static_cast<int>(r.moves.size()))
            .arg(game, reading)
            .arg(r.graphState);
    // Who played, seat 0 first: "you against greedy" for a game played in the Play tab.
    std::array<AgentSpec, 2> bySeat = r.agents;
    if (r.swapped) std::swap(bySeat[0], bySeat[1]);
    const QString who = participantsText(bySeat, r.persons);
    if (r.persons[0] || r.persons[1])
        return MatchReplayText::tr("%1, reading %2: %3, seed %4").arg(game, reading, who).arg(r.seed);
    return MatchReplayText::tr("%1, reading %2, seed %3, match %4 (match seed %5): %6")
        .arg(game, reading)
        .arg(r.seed)
        .arg(r.index)
        .arg(r.matchSeed)
        .arg(who);
}

QString replayEndText(const MatchReplay &r) {
    const MatchRecord &rec = r.record;
    if (r.graphState >= 0 && rec.endReason == EndReason::None)
        return MatchReplayText::tr("Not an end of the match; scores %1-%2; %3 turns, %4 laps, %5 rounds so far")
            .arg(rec.scores[0])
            .arg(rec.scores[1])
            .arg(rec.progress.turns)
            .arg(rec.progress.laps)
            .arg(rec.progress.rounds);
    // In words: how it ended, who won and whether they moved first, the scores by seat name.
    auto seat = [&](int i) { return seatNameText(r.playerNames, i); };
    const QString result = outcomeText({rec.result, rec.firstPlayer, rec.scores, false}, r.playerNames);
    return MatchReplayText::tr("End: %1. %2. Scores: %3 %4, %5 %6; %7 turns, %8 laps, %9 rounds")
        .arg(endReasonName(rec.endReason), result, seat(0))
        .arg(rec.scores[0])
        .arg(seat(1))
        .arg(rec.scores[1])
        .arg(rec.progress.turns)
        .arg(rec.progress.laps)
        .arg(rec.progress.rounds);
}

QString replayText(const MatchReplay &r, bool steps) {
    QString out;
    out += replayHeaderText(r) + QStringLiteral("\n\n");
    out += MatchReplayText::tr("Start") + QLatin1Char('\n') + q(boardTextForPrint(r.start, r.playerNames)) + QLatin1Char('\n');
    for (size_t i = 0; i < r.moves.size(); ++i) {
        const ReplayMove &m = r.moves[i];
        out += QString::number(i + 1) + QStringLiteral(". ") + moveText(m.description) + QLatin1Char('\n');
        if (steps)
            for (const auto &s : m.steps) out += QStringLiteral("     ") + microStepText(s, r.before(i)) + QLatin1Char('\n');
        out += q(boardTextForPrint(m.after, r.playerNames)) + QLatin1Char('\n');
    }
    out += replayEndText(r) + QLatin1Char('\n');
    return out;
}

}  // namespace rulelab
