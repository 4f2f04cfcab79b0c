// The texts the games write into their boards and move descriptions (plain English in the
// plugins, which have no Qt), translated when they are shown: store labels and notes ("North
// store", "Round 2", "Throws: 4") in the context "rulelab::board", move descriptions ("South sows
// h3 (6)") in "rulelab::moves", with the players' names and the throws' names in
// "rulelab::board". The kits' and the shipped plugins' formats are recognised whole (anchored
// patterns); any other text is shown as written. Untranslated, every recognised text is rebuilt
// exactly as it came, so English output does not change, except the end of a two-row match
// ("Match over: win0 (finished)"), whose keys are put in words in every language.
#include "match_replay.h"
#include "replay_tr.h"

#include "experiment/display_names.h"
#include "experiment/outcome_text.h"
#include "plugin/qt_text.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <mutex>
#include <unordered_map>

namespace rulelab {

namespace {

// The sides of the shipped games (the two-row kit's seats, Bheri Bakri's sides).
const char *const kPlayers[] = {
    QT_TRANSLATE_NOOP("rulelab::board", "South"),
    QT_TRANSLATE_NOOP("rulelab::board", "North"),
    QT_TRANSLATE_NOOP("rulelab::board", "Goats"),
    QT_TRANSLATE_NOOP("rulelab::board", "Sheep"),
};

// Bheri Bakri's throws: how many cowries land mouth up (0 to 4).
const char *const kThrows[] = {
    QT_TRANSLATE_NOOP("rulelab::board", "no point"), QT_TRANSLATE_NOOP("rulelab::board", "pod"),
    QT_TRANSLATE_NOOP("rulelab::board", "do"),       QT_TRANSLATE_NOOP("rulelab::board", "tin"),
    QT_TRANSLATE_NOOP("rulelab::board", "car"),
};

// Why a two-row round ended (kits::roundEndCauseText).
const char *const kRoundEndCauses[] = {
    QT_TRANSLATE_NOOP("rulelab::board", "none"),
    QT_TRANSLATE_NOOP("rulelab::board", "board empty"),
    QT_TRANSLATE_NOOP("rulelab::board", "one counter left"),
    QT_TRANSLATE_NOOP("rulelab::board", "a player had nothing to sow"),
    QT_TRANSLATE_NOOP("rulelab::board", "no further capture"),
    QT_TRANSLATE_NOOP("rulelab::board", "stalled (guard G-2)"),
};

// Board texts without a number or a name in them.
const char *const kBoardTexts[] = {
    QT_TRANSLATE_NOOP("rulelab::board", "Chance decides who starts"),
    QT_TRANSLATE_NOOP("rulelab::board", "Deadlock: no throw gives either side a legal move"),
    QT_TRANSLATE_NOOP("rulelab::board", "Throw cap reached"),
    QT_TRANSLATE_NOOP("rulelab::board", "sowing order"),
    QT_TRANSLATE_NOOP("rulelab::board", "off the board"),
};

QString fromTable(const char *context, const char *const *table, size_t size, const QString &text) {
    for (size_t i = 0; i < size; ++i)
        if (text == QLatin1String(table[i])) return QCoreApplication::translate(context, table[i]);
    return text;
}

template <size_t N>
QString fromTable(const char *context, const char *const (&table)[N], const QString &text) {
    return fromTable(context, table, N, text);
}

QString player(const QString &name) { return fromTable("rulelab::board", kPlayers, name); }
QString throwWord(const QString &name) { return fromTable("rulelab::board", kThrows, name); }

// "pod, do, do" (Bheri Bakri's banked credits) or "none".
QString throwList(const QString &list) {
    if (list == QLatin1String("none")) return QCoreApplication::translate("rulelab::board", "none");
    QStringList items = list.split(QStringLiteral(", "));
    for (QString &t : items) t = throwWord(t);
    return items.join(QCoreApplication::translate("rulelab::board", ", "));
}

// An anchored match of `pattern` (a literal: its address keys the compiled expression) against
// `text`; no match unless the whole text matches. A long match's move list asks thousands of
// times, so each pattern is compiled once.
QRegularExpressionMatch matchWhole(const QString &text, const char *pattern) {
    static std::mutex mutex;
    static std::unordered_map<const char *, QRegularExpression> compiled;
    QRegularExpression re;
    {
        const std::lock_guard<std::mutex> lock(mutex);
        auto it = compiled.find(pattern);
        if (it == compiled.end()) {
            QRegularExpression fresh(QLatin1String("^(?:") + QLatin1String(pattern) + QLatin1String(")$"));
            fresh.optimize();
            it = compiled.emplace(pattern, std::move(fresh)).first;
        }
        re = it->second;  // implicitly shared: matching needs no lock
    }
    return re.match(text);
}

// The result key of a finished two-row match ("win0" ...), as the note says it: the kit's seats
// are South and North.
QString resultWords(const QString &key) { return resultKeyValueText(key.toStdString(), {"South", "North"}); }

QString endReasonWords(const QString &key) {
    EndReason reason;
    const std::string k = key.toStdString();
    return endReasonFromKey(k, reason) ? endReasonName(reason) : key;
}

// How a Bheri Bakri piece move used its throw: "pod", "do credit", "1, first half of do".
QString throwUse(const QString &how) {
    QRegularExpressionMatch m;
    if ((m = matchWhole(how, "(\\d+), second half of (.+)")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "%1, second half of %2")
            .arg(m.captured(1), throwWord(m.captured(2)));
    if ((m = matchWhole(how, "(\\d+), first half of (.+)")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "%1, first half of %2").arg(m.captured(1), throwWord(m.captured(2)));
    if ((m = matchWhole(how, "(.+) credit")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "%1 credit").arg(throwWord(m.captured(1)));
    return throwWord(how);
}

}  // namespace

QString playerText(const std::string &name) { return player(q(name)); }

QString boardText(const std::string &text) {
    const QString t = q(text);
    for (const char *known : kBoardTexts)
        if (t == QLatin1String(known)) return QCoreApplication::translate("rulelab::board", known);
    QRegularExpressionMatch m;
    // Stores.
    if ((m = matchWhole(t, "(\\w+) store")).hasMatch())
        return QCoreApplication::translate("rulelab::board", "%1 store").arg(player(m.captured(1)));
    if ((m = matchWhole(t, "(\\w+) reserve")).hasMatch())
        return QCoreApplication::translate("rulelab::board", "%1 reserve").arg(player(m.captured(1)));
    if ((m = matchWhole(t, "captured by (\\w+)")).hasMatch())
        return QCoreApplication::translate("rulelab::board", "captured by %1").arg(player(m.captured(1)));
    if ((m = matchWhole(t, "(\\w+) off the board")).hasMatch())
        return QCoreApplication::translate("rulelab::board", "%1 off the board").arg(player(m.captured(1)));
    // A hole owned across the rows: "h3 (North)".
    if ((m = matchWhole(t, "(\\S+) \\((\\w+)\\)")).hasMatch() && player(m.captured(2)) != m.captured(2))
        return QCoreApplication::translate("rulelab::board", "%1 (%2)").arg(m.captured(1), player(m.captured(2)));
    // The two-row kit's notes.
    if ((m = matchWhole(t, "Round (\\d+)")).hasMatch())
        return QCoreApplication::translate("rulelab::board", "Round %1").arg(m.captured(1));
    if ((m = matchWhole(t, "Bhadar: (\\w+), Kungidar: (\\w+)")).hasMatch())
        return QCoreApplication::translate("rulelab::board", "Bhadar: %1, Kungidar: %2")
            .arg(player(m.captured(1)), player(m.captured(2)));
    if ((m = matchWhole(t, "Bhadar: (\\w+)(, bha (\\S+))?(, returns 2 at the round's end)?")).hasMatch()) {
        QString out = QCoreApplication::translate("rulelab::board", "Bhadar: %1").arg(player(m.captured(1)));
        if (m.capturedLength(2) > 0) out += QCoreApplication::translate("rulelab::board", ", bha %1").arg(m.captured(3));
        if (m.capturedLength(4) > 0) out += QCoreApplication::translate("rulelab::board", ", returns 2 at the round's end");
        return out;
    }
    if ((m = matchWhole(t, "Last round ended \\((.+)\\): South (\\d+), North (\\d+)")).hasMatch())
        return QCoreApplication::translate("rulelab::board", "Last round ended (%1): South %2, North %3")
            .arg(fromTable("rulelab::board", kRoundEndCauses, m.captured(1)), m.captured(2), m.captured(3));
    if ((m = matchWhole(t, "Rounds ended by the stall guard: (\\d+)")).hasMatch())
        return QCoreApplication::translate("rulelab::board", "Rounds ended by the stall guard: %1").arg(m.captured(1));
    if ((m = matchWhole(t, "(\\w+) places a group of five")).hasMatch())
        return QCoreApplication::translate("rulelab::board", "%1 places a group of five").arg(player(m.captured(1)));
    if ((m = matchWhole(t, "(\\w+) places a group of (\\d+)")).hasMatch())
        return QCoreApplication::translate("rulelab::board", "%1 places a group of %2").arg(player(m.captured(1)), m.captured(2));
    if ((m = matchWhole(t, "(\\w+) chooses the bha")).hasMatch())
        return QCoreApplication::translate("rulelab::board", "%1 chooses the bha").arg(player(m.captured(1)));
    if ((m = matchWhole(t, "Match over: (\\w+) \\((\\w+)\\)")).hasMatch()) {
        // The note names the result and the end by their keys ("win0 (finished)"): in words.
        return QCoreApplication::translate("rulelab::board", "Match over: %1 (%2)")
            .arg(resultWords(m.captured(1)), endReasonWords(m.captured(2)));
    }
    // Bheri Bakri's notes.
    if ((m = matchWhole(t, "Throws: (\\d+)")).hasMatch())
        return QCoreApplication::translate("rulelab::board", "Throws: %1").arg(m.captured(1));
    if ((m = matchWhole(t, "(\\w+) to throw")).hasMatch())
        return QCoreApplication::translate("rulelab::board", "%1 to throw").arg(player(m.captured(1)));
    if ((m = matchWhole(t, "Credits: (.+)")).hasMatch())
        return QCoreApplication::translate("rulelab::board", "Credits: %1").arg(throwList(m.captured(1)));
    if ((m = matchWhole(t, "(\\w+) to spend a credit: (.+)")).hasMatch())
        return QCoreApplication::translate("rulelab::board", "%1 to spend a credit: %2")
            .arg(player(m.captured(1)), throwList(m.captured(2)));
    if ((m = matchWhole(t, "(\\w+) to move: throw (\\d+) \\((.+)\\)")).hasMatch())
        return QCoreApplication::translate("rulelab::board", "%1 to move: throw %2 (%3)")
            .arg(player(m.captured(1)), m.captured(2), throwWord(m.captured(3)));
    if ((m = matchWhole(t, "(\\w+) to use the second half: (\\d+) \\(not with piece (\\d+)\\)")).hasMatch())
        return QCoreApplication::translate("rulelab::board", "%1 to use the second half: %2 (not with piece %3)")
            .arg(player(m.captured(1)), m.captured(2), m.captured(3));
    if ((m = matchWhole(t, "(\\w+) win: every enemy piece captured")).hasMatch())
        return QCoreApplication::translate("rulelab::board", "%1 win: every enemy piece captured").arg(player(m.captured(1)));
    return t;
}

QString moveText(const std::string &description) {
    const QString t = q(description);
    QRegularExpressionMatch m;
    // The two-row kit (Khutka Boia, Pachgarhwa).
    if ((m = matchWhole(t, "chance: (\\w+) starts")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "chance: %1 starts").arg(player(m.captured(1)));
    if ((m = matchWhole(t, "(\\w+) sows (\\S+) \\((\\d+)\\) clockwise")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "%1 sows %2 (%3) clockwise")
            .arg(player(m.captured(1)), m.captured(2), m.captured(3));
    if ((m = matchWhole(t, "(\\w+) sows (\\S+) \\((\\d+)\\)")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "%1 sows %2 (%3)")
            .arg(player(m.captured(1)), m.captured(2), m.captured(3));
    if ((m = matchWhole(t, "(\\w+) passes \\(nothing to sow\\)")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "%1 passes (nothing to sow)").arg(player(m.captured(1)));
    if ((m = matchWhole(t, "(\\w+) fills (\\S+) with five")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "%1 fills %2 with five").arg(player(m.captured(1)), m.captured(2));
    if ((m = matchWhole(t, "(\\w+) fills (\\S+) with (\\d+)")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "%1 fills %2 with %3")
            .arg(player(m.captured(1)), m.captured(2), m.captured(3));
    if ((m = matchWhole(t, "(\\w+) makes (\\S+) the bha")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "%1 makes %2 the bha").arg(player(m.captured(1)), m.captured(2));
    if ((m = matchWhole(t, "(\\w+) makes (\\S+) (\\w+)'s bha")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "%1 makes %2 %3's bha")
            .arg(player(m.captured(1)), m.captured(2), player(m.captured(3)));
    if ((m = matchWhole(t, "move (-?\\d+) \\(not legal here\\)")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "move %1 (not legal here)").arg(m.captured(1));
    // Bheri Bakri.
    if ((m = matchWhole(t, "chance: (\\w+) start")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "chance: %1 start").arg(player(m.captured(1)));
    if ((m = matchWhole(t, "throw: (\\d+) \\((.+)\\)")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "throw: %1 (%2)").arg(m.captured(1), throwWord(m.captured(2)));
    if ((m = matchWhole(t,
                        "(\\w+) move piece (\\d+) from (\\S+) (?:to (\\S+)|(off the board)) \\((.+?)\\)"
                        "(, capturing (\\w+) piece (\\d+))?"))
            .hasMatch()) {
        QString out = m.capturedLength(5) > 0
                          ? QCoreApplication::translate("rulelab::moves", "%1 move piece %2 from %3 off the board (%4)")
                                .arg(player(m.captured(1)), m.captured(2), m.captured(3), throwUse(m.captured(6)))
                          : QCoreApplication::translate("rulelab::moves", "%1 move piece %2 from %3 to %4 (%5)")
                                .arg(player(m.captured(1)), m.captured(2), m.captured(3), m.captured(4), throwUse(m.captured(6)));
        if (m.capturedLength(7) > 0)
            out += QCoreApplication::translate("rulelab::moves", ", capturing %1 piece %2")
                       .arg(player(m.captured(8)), m.captured(9));
        return out;
    }
    if ((m = matchWhole(t, "(\\w+) give up the second half \\((\\d+)\\)")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "%1 give up the second half (%2)")
            .arg(player(m.captured(1)), m.captured(2));
    if ((m = matchWhole(t, "(\\w+) give up their remaining credits")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "%1 give up their remaining credits").arg(player(m.captured(1)));
    if ((m = matchWhole(t, "(\\w+) decline the throw of (\\d+) \\((.+)\\)")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "%1 decline the throw of %2 (%3)")
            .arg(player(m.captured(1)), m.captured(2), throwWord(m.captured(3)));
    if ((m = matchWhole(t, "(\\w+): no move \\(the match is over\\)")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "%1: no move (the match is over)").arg(player(m.captured(1)));
    if ((m = matchWhole(t, "(\\w+): illegal move (-?\\d+)")).hasMatch())
        return QCoreApplication::translate("rulelab::moves", "%1: illegal move %2").arg(player(m.captured(1)), m.captured(2));
    return t;
}

QString stepNoteText(const std::string &note) {
    const QString t = q(note);
    QRegularExpressionMatch m;
    // The two-row kit's round boundaries.
    if ((m = matchWhole(t, "round (\\d+) ends \\((.+)\\): South (\\d+), North (\\d+)")).hasMatch())
        return QCoreApplication::translate("rulelab::steps", "round %1 ends (%2): South %3, North %4")
            .arg(m.captured(1), fromTable("rulelab::board", kRoundEndCauses, m.captured(2)), m.captured(3), m.captured(4));
    if ((m = matchWhole(t, "round (\\d+) begins, (\\w+) starts")).hasMatch())
        return QCoreApplication::translate("rulelab::steps", "round %1 begins, %2 starts")
            .arg(m.captured(1), player(m.captured(2)));
    // Bheri Bakri's throws and pieces.
    if ((m = matchWhole(t, "throw: (\\d+) \\((.+)\\)")).hasMatch()) return moveText(note);
    if ((m = matchWhole(t, "(\\w+) start")).hasMatch())
        return QCoreApplication::translate("rulelab::steps", "%1 start").arg(player(m.captured(1)));
    if ((m = matchWhole(t, "capture: throws again")).hasMatch())
        return QCoreApplication::translate("rulelab::steps", "capture: throws again");
    if ((m = matchWhole(t, "(.+): throws again")).hasMatch())
        return QCoreApplication::translate("rulelab::steps", "%1: throws again").arg(throwWord(m.captured(1)));
    if ((m = matchWhole(t, "(.+) lost: no legal move")).hasMatch())
        return QCoreApplication::translate("rulelab::steps", "%1 lost: no legal move").arg(throwWord(m.captured(1)));
    if ((m = matchWhole(t, "captures (\\w+) piece (\\d+)")).hasMatch())
        return QCoreApplication::translate("rulelab::steps", "captures %1 piece %2").arg(player(m.captured(1)), m.captured(2));
    if ((m = matchWhole(t, "(\\w+) piece (\\d+)")).hasMatch())
        return QCoreApplication::translate("rulelab::steps", "%1 piece %2").arg(player(m.captured(1)), m.captured(2));
    if ((m = matchWhole(t, "(\\w+) have captured every piece")).hasMatch())
        return QCoreApplication::translate("rulelab::steps", "%1 have captured every piece").arg(player(m.captured(1)));
    return t;
}

QString captionText(const std::string &caption) {
    const QString t = q(caption);
    const QRegularExpressionMatch m = matchWhole(t, "(\\d+)\\. (.*)");
    if (!m.hasMatch()) return t;
    // "12. South sows h3 (6)", then "  [step text]" (already in the language) on a step frame.
    QString description = m.captured(2), rest;
    const qsizetype cut = description.indexOf(QStringLiteral("  ["));
    if (cut >= 0) {
        rest = description.mid(cut);
        description.truncate(cut);
    }
    return m.captured(1) + QStringLiteral(". ") + moveText(description.toStdString()) + rest;
}

QString interestingWhyText(const InterestingMatch &m) {
    if (m.kind == "upset") {
        if (m.margin < 0) return q(m.why);
        return m.underdogSeat >= 0
                   ? MatchReplayText::tr("margin %1, won by seat %2 (wins less often)").arg(m.margin).arg(m.underdogSeat + 1)
                   : MatchReplayText::tr("margin %1, won by the second mover").arg(m.margin);
    }
    if (m.turns < 0) return q(m.why);
    return MatchReplayText::tr("%1 turns").arg(m.turns);
}

}  // namespace rulelab
