#include "cli_common.h"

#include "sim/agents.h"

#include <algorithm>

namespace rulelab {

int displayWidth(const QString &text) {
    int width = 0;
    for (const char32_t c : text.toUcs4()) {
        const QChar::Category cat = QChar::category(c);
        if (cat == QChar::Mark_NonSpacing || cat == QChar::Mark_Enclosing || cat == QChar::Other_Format) continue;
        ++width;
    }
    return width;
}

QString formatTable(const QList<QStringList> &rows) {
    QList<int> widths;
    for (const auto &r : rows)
        for (int i = 0; i < r.size(); ++i) {
            if (widths.size() <= i) widths << 0;
            widths[i] = std::max(widths[i], displayWidth(r[i]));
        }
    QString s;
    for (const auto &r : rows) {
        QString line;
        for (int i = 0; i < r.size(); ++i) {
            line += r[i];
            if (i + 1 < r.size()) line += QString(std::max(0, widths[i] + 2 - displayWidth(r[i])), QLatin1Char(' '));
        }
        s += line.trimmed().isEmpty() ? QString() : line + QLatin1Char('\n');
    }
    return s;
}

QString percent(int64_t part, int64_t whole) {
    if (whole <= 0) return QCoreApplication::translate("Cli", "n/a");  // a share of nothing has no value
    return QString::number(100.0 * static_cast<double>(part) / static_cast<double>(whole), 'f', 1) + QStringLiteral("% (") +
           QString::number(part) + QLatin1Char(')');
}

QString num(double v) { return QString::number(v, 'f', v == static_cast<int64_t>(v) ? 0 : 1); }

QString fmt(double v, int decimals) { return QString::number(v, 'f', decimals); }

QString withInterval(const stats::Interval &i, int decimals) {
    if (!i.hasValue) return QCoreApplication::translate("Cli", "n/a");  // no matches to rest on: no value, not 0
    if (!i.available) return fmt(i.value, decimals) + QStringLiteral(" [n/a]");
    return fmt(i.value, decimals) + QStringLiteral(" [") + fmt(i.lo, decimals) + QStringLiteral(", ") + fmt(i.hi, decimals) +
           QLatin1Char(']');
}

int parseArgs(CommandParser &p, const QStringList &args, QTextStream &out, const std::function<int(const QString &)> &fail) {
    p.addHelpOption();  // --help prints the command's description (CommandParser) above its options
    QStringList full = args;
    const QString program = QStringLiteral("rulelab-cli ") + p.name();
    full.prepend(program);
    if (!p.parse(full)) return fail(p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        // Qt's Usage line names the program file (QCoreApplication::arguments), not the command.
        QString help = p.helpText();
        const QStringList app = QCoreApplication::arguments();
        const qsizetype lineEnd = help.indexOf(QLatin1Char('\n'));
        const qsizetype at = app.isEmpty() || app.first().isEmpty() ? -1 : help.indexOf(app.first());
        if (at >= 0 && at < lineEnd) help.replace(at, app.first().size(), program);
        out << help;
        return 0;
    }
    if (const QString error = p.shapeError(); !error.isEmpty()) return fail(error);
    return -1;
}

bool checkOutputs(const QStringList &files, const QStringList &folders, QString &error) {
    static const char *const resultFiles[] = {"summary.json", "matches.csv", "usage.csv", "candidates.csv", nullptr};
    std::string e;
    for (const QString &f : files)
        if (!f.isEmpty() && !checkOutputFile(f, e)) {
            error = q(e);
            return false;
        }
    for (const QString &d : folders)
        if (!d.isEmpty() && !checkOutputFolder(d, e, resultFiles)) {
            error = q(e);
            return false;
        }
    return true;
}

bool readThreads(const QCommandLineParser &p, const QCommandLineOption &option, int &threads, QString &error) {
    if (!p.isSet(option)) return true;
    bool ok = false;
    threads = p.value(option).toInt(&ok);
    if (ok && threads >= 1 && threads <= 1024) return true;
    error = QCoreApplication::translate("Cli", "--threads must be a whole number from 1 to 1024, not '%1'").arg(p.value(option));
    return false;
}

bool splitKeyNumber(const QString &text, QString &key, double &value) {
    const qsizetype eq = text.indexOf(QLatin1Char('='));
    bool ok = false;
    value = eq > 0 ? text.mid(eq + 1).toDouble(&ok) : 0;
    key = eq > 0 ? text.left(eq) : QString();
    return eq > 0 && ok;
}

bool readCaps(const QStringList &caps, Limits &limits, QString &error) {
    for (const auto &c : caps) {
        const qsizetype eq = c.indexOf(QLatin1Char('='));
        bool numOk = false;
        const qlonglong v = eq > 0 ? c.mid(eq + 1).toLongLong(&numOk) : 0;
        if (eq <= 0 || !numOk) {
            error = QCoreApplication::translate("Cli", "--cap '%1': expected NAME=NUMBER").arg(c);
            return false;
        }
        const std::string err = applyLimit(limits, c.left(eq).toStdString(), v);
        if (!err.empty()) {
            error = QStringLiteral("--cap ") + c + QStringLiteral(": ") + q(err);
            return false;
        }
    }
    return true;
}

namespace {

// --precision METRIC=HALFWIDTH (repeatable) into `e`; a usage error's text, or "".
QString readPrecision(const QStringList &given, Experiment &e) {
    for (const auto &c : given) {
        QString key;
        double h = 0;
        if (!splitKeyNumber(c, key, h) || !(h > 0))
            return QCoreApplication::translate("Cli", "--precision '%1': expected METRIC=HALFWIDTH with HALFWIDTH > 0").arg(c);
        const std::string metric = key.toStdString();
        const stats::ReadingStats probe;
        const auto all = stats::computeMetrics(probe, true);
        if (std::none_of(all.begin(), all.end(), [&](const stats::Metric &x) { return x.key == metric; }))
            return QCoreApplication::translate("Cli", "--precision: unknown metric '%1' (see docs/metrics.md)").arg(q(metric));
        e.precision[metric] = h;
    }
    return {};
}

// --matches and --seed into `e` (required without an experiment file: --matches only when
// `requireReadings`); a usage error's text, or "".
QString readMatchesAndSeed(const QCommandLineParser &p, const ExperimentOptions &eo, bool fromFile, bool requireReadings,
                           Experiment &e) {
    bool ok = false;
    if (p.isSet(eo.matches)) {
        e.matches = p.value(eo.matches).toLongLong(&ok);
        if (!ok || e.matches < 1)
            return QCoreApplication::translate("Cli", "--matches must be a whole number of at least 1, not '%1'")
                .arg(p.value(eo.matches));
    } else if (!fromFile && requireReadings) {
        return QCoreApplication::translate("Cli", "--matches N is required");
    }
    if (p.isSet(eo.seed)) {
        e.seed = p.value(eo.seed).toULongLong(&ok);
        if (!ok)
            return QCoreApplication::translate("Cli", "--seed must be a whole number from 0 to 18446744073709551615, not '%1'")
                .arg(p.value(eo.seed));
    } else if (!fromFile) {
        return QCoreApplication::translate("Cli", "--seed S is required");
    }
    return {};
}

// The flags after the game, matches and seed: agents, seat swap, precision, caps; then the
// readings' count and repeats. A usage error's text, or "".
QString readExperimentFlags(const QCommandLineParser &p, const ExperimentOptions &eo, bool requireReadings, Experiment &e) {
    if (!eo.ladder && p.isSet(eo.agents)) {
        std::string err;
        if (!parseAgentPair(p.value(eo.agents).toStdString(), e.agents, err)) return QStringLiteral("--agents: ") + q(err);
    }
    if (!eo.ladder && p.isSet(eo.swap)) e.swapSeats = true;
    if (QString bad = readPrecision(eo.ladder ? QStringList() : p.values(eo.precision), e); !bad.isEmpty()) return bad;
    if (QString bad; !readCaps(p.values(eo.cap), e.limits, bad)) return bad;
    if (requireReadings && e.readings.empty()) return QCoreApplication::translate("Cli", "give at least one --reading");
    for (size_t i = 0; i < e.readings.size(); ++i)
        for (size_t j = 0; j < i; ++j)
            if (!e.readings[i].isInline && e.readings[i].spec == e.readings[j].spec)
                return QCoreApplication::translate("Cli", "reading '%1' is given twice").arg(q(e.readings[i].spec));
    return {};
}

}  // namespace

int buildExperiment(QCommandLineParser &p, const ExperimentOptions &eo, bool requireReadings, Experiment &e, QString &error) {
    const bool fromFile = !eo.ladder && p.isSet(eo.experiment);
    if (fromFile) {
        std::string err;
        if (!loadExperimentFile(p.value(eo.experiment), e, err)) {
            error = q(err);
            return 1;
        }
    } else {
        if (p.positionalArguments().size() != 1) {
            error = QCoreApplication::translate("Cli", "expected exactly one GAME (or --experiment FILE)");
            return 2;
        }
        e.game = p.positionalArguments().first().toStdString();
        e.matches = 0;
        e.seed = 0;
    }
    if (fromFile && !p.positionalArguments().isEmpty() && p.positionalArguments().first().toStdString() != e.game) {
        error = QCoreApplication::translate("Cli", "the experiment is for game '%1', not '%2'")
                    .arg(q(e.game), p.positionalArguments().first());
        return 2;
    }
    for (const auto &r : p.values(eo.reading)) {
        ReadingRef ref;
        ref.spec = r.toStdString();
        e.readings.push_back(ref);
    }
    for (const auto &s : p.values(eo.set)) e.overrides.push_back(s.toStdString());
    error = readMatchesAndSeed(p, eo, fromFile, requireReadings, e);
    if (error.isEmpty()) error = readExperimentFlags(p, eo, requireReadings, e);
    return error.isEmpty() ? -1 : 2;
}

}  // namespace rulelab
