#pragma once
// What the commands of rulelab-cli share: their flags (cli_flags.h), argument parsing,
// building an Experiment from flags (and --experiment), and plain-text tables.

#include "cli_flags.h"
#include "experiment/experiment.h"
#include "plugin/file_access.h"
#include "plugin/qt_text.h"
#include "stats/reading_stats.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <utility>

namespace rulelab {

// Columns a terminal gives `text`: its characters less the combining marks drawn on another
// (Devanagari's vowel signs above and below, Urdu's short vowels) and invisible format marks.
int displayWidth(const QString &text);
// Left-aligned text table; the columns line up by displayWidth (ASCII: one column a character).
QString formatTable(const QList<QStringList> &rows);
// "54.0% (27)", or "-" when `whole` is 0.
QString percent(int64_t part, int64_t whole);
// A whole number without decimals, else one decimal.
QString num(double v);
QString fmt(double v, int decimals = 3);
// "0.512 [0.480, 0.544]", or "0.512 [n/a]".
QString withInterval(const stats::Interval &i, int decimals = 3);

// How a command takes its GAME argument: not at all (None, or as the command declares it), exactly
// one (One: parseArgs reports any other count), always (Required: the command counts them), or
// (OrExperiment) unless --experiment names it.
enum class GameArgument { None, One, Required, OrExperiment };

// One command's parser: the command's name (its usage errors and --help line name it), what it
// does, and how many positional arguments it takes. Cli::parse parses it with the command's usage
// errors (parseArgs).
class CommandParser : public QCommandLineParser {
public:
    CommandParser(QString name, const QString &description, GameArgument game = GameArgument::None) : name_(std::move(name)) {
        setApplicationDescription(description);
        if (game == GameArgument::One) takeOneGame();
        else if (game != GameArgument::None) addGameArgument(game);
    }
    const QString &name() const { return name_; }
    // The GAME argument, in the help as most commands give it.
    void addGameArgument(GameArgument kind = GameArgument::Required) {
        addPositionalArgument(QStringLiteral("GAME"),
                              kind == GameArgument::Required
                                  ? QCoreApplication::translate("Cli", "game id")
                                  : QCoreApplication::translate("Cli", "game id (may be omitted with --experiment)"));
    }
    // The exactly one GAME most commands take: addGameArgument, and parseArgs reports any other
    // count as "expected exactly one GAME".
    void takeOneGame() {
        addGameArgument();
        expectPositional(1, 1, QCoreApplication::translate("Cli", "expected exactly one GAME"));
    }
    // From `least` to `most` (-1: no limit) positional arguments; parseArgs reports any other count
    // as the usage error `error`.
    void expectPositional(qsizetype least, qsizetype most, QString error) {
        least_ = least;
        most_ = most;
        countError_ = std::move(error);
    }
    // An option the command cannot do without; parseArgs reports it missing or empty as `error`.
    void requireValue(const QCommandLineOption &option, QString error) { required_.append({option, std::move(error)}); }
    // The first usage error of what was given: the count of positional arguments, then a required
    // option; "" when there is none.
    QString shapeError() const {
        const qsizetype n = positionalArguments().size();
        if (n < least_ || (most_ >= 0 && n > most_)) return countError_;
        for (const auto &[option, error] : required_)
            if (!isSet(option) || value(option).isEmpty()) return error;
        return {};
    }

private:
    QString name_;
    qsizetype least_ = 0, most_ = -1;
    QString countError_;
    QList<std::pair<QCommandLineOption, QString>> required_;
};

// Parses a subcommand's arguments (adds --help, whose Usage line names `rulelab-cli COMMAND`) and
// checks what it expects (shapeError). Returns -1 to continue, or an exit code.
int parseArgs(CommandParser &p, const QStringList &args, QTextStream &out, const std::function<int(const QString &)> &fail);

// Checks, before any work, that every output can be written (core/plugin/file_access.h): each
// of `files` is absent or a regular file in a writable folder, and each of `folders` is a
// writable folder (or can be made one) whose result files (summary.json, matches.csv, ...) are
// absent or regular files. Empty names are skipped. False with `error` naming the first that
// cannot be used: a device, a FIFO or a folder where a file goes, a missing or read-only folder.
// The caller returns a runtime error (exit 1).
bool checkOutputs(const QStringList &files, const QStringList &folders, QString &error);

// --threads T into `threads` (left as it is when the flag is not given). False with `error` when T
// is not a whole number from 1 to 1024.
bool readThreads(const QCommandLineParser &p, const QCommandLineOption &option, int &threads, QString &error);
// "KEY=NUMBER" (--precision, --margin) into `key` and `value`: false when no KEY stands before an '='
// or what follows it is not a number.
bool splitKeyNumber(const QString &text, QString &key, double &value);
// --cap NAME=N (repeatable) into `limits`. False with `error` naming the first that is not
// NAME=NUMBER or names no limit.
bool readCaps(const QStringList &caps, Limits &limits, QString &error);

// Builds the experiment from --experiment and the flags. Returns -1 to go on, or an exit code:
// 2 (usage: `error` names the flag) or 1 (the experiment file cannot be used).
int buildExperiment(QCommandLineParser &p, const ExperimentOptions &eo, bool requireReadings, Experiment &e, QString &error);

}  // namespace rulelab
