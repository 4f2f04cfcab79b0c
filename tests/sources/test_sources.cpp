// The bibliography and rule points (data/sources) against every installed game plugin, and the
// methods export (library and `rulelab-cli methods`) on a real results folder.
#include "support/shipped_plugins.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "sources/methods.h"
#include "sources/sources.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <algorithm>

#include <set>

using namespace rulelab;

namespace {

const PluginRegistry &plugins() { return testsupport::shippedPlugins(); }

std::string join(const std::vector<std::string> &v) {
    std::string s;
    for (const auto &x : v) s += (s.empty() ? "" : "\n  ") + x;
    return s;
}

struct CliRun {
    int code;
    QString out, err;
};
CliRun cli(const QStringList &args) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), QStringLiteral(RULELAB_PLUGIN_DIR));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RULELAB_CLI), args);
    p.waitForFinished(120000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

}  // namespace

TEST(Bibliography, ParsesAndHasTheSourcesOfTheIssue) {
    ASSERT_EQ(SourceLibrary::builtinError(), "");
    const SourceLibrary &lib = SourceLibrary::builtin();
    for (const char *k : {"dasgupta1923", "dasgupta1924", "dasgupta1926a", "dasgupta1927", "humphries1906", "murray1951", "S0",
                          "S1", "S2", "S3", "L-KB", "L-BB", "CAT"})
        EXPECT_NE(lib.entry(k), nullptr) << k;
    EXPECT_NE(lib.entry("L-KB")->field("note").find("1.3.4"), std::string::npos) << "Ludii encodings carry their version";
    EXPECT_EQ(lib.entry("dasgupta1926a")->field("year"), "1926");
}

TEST(Bibliography, RejectsAnUnclosedEntry) {
    std::vector<BibEntry> out;
    std::string error;
    EXPECT_FALSE(parseBibtex("@misc{a,\n title = {x}\n", out, error));
    EXPECT_NE(error.find("line 1"), std::string::npos) << error;
}

TEST(Bibliography, EveryCitationKeyOfEveryPluginIsInIt) {
    ASSERT_FALSE(plugins().games().empty());
    const SourceLibrary &lib = SourceLibrary::builtin();
    std::vector<std::string> missing;
    auto check = [&](const std::string &key, const std::string &where) {
        if (!lib.entry(key)) missing.push_back(key + " (" + where + ")");
    };
    for (const auto &g : plugins().games()) {
        const GameInfo &info = g.plugin->info();
        for (const auto &k : info.bibliography) check(k, info.id + " bibliography");
        for (const auto &o : info.options) {
            for (const auto &c : o.citations) check(c.source, info.id + "." + o.id);
            for (const auto &ch : o.choices)
                for (const auto &c : ch.citations) check(c.source, info.id + "." + o.id + "=" + ch.id);
        }
        if (const GameSources *gs = lib.game(info.id))
            for (const auto &p : gs->points)
                for (const auto &c : p.citations) check(c.source, info.id + " rule point " + p.id);
    }
    EXPECT_TRUE(missing.empty()) << "citation keys missing from data/sources/bibliography.bib:\n  " << join(missing);
}

TEST(RulePoints, EveryOptionInterpretsARulePointOrIsMarkedNonHistorical) {
    const SourceLibrary &lib = SourceLibrary::builtin();
    std::vector<std::string> problems;
    for (const auto &g : plugins().games()) {
        const GameInfo &info = g.plugin->info();
        const GameSources *gs = lib.game(info.id);
        if (g.definedBy == QLatin1String("rules-file")) {
            // A rules file is its own sources record (docs/rules-files.md): every historical rule
            // cites a passage (and names no other game's rule point), every reading names a known
            // source.
            for (const auto &o : info.options) {
                if (o.experimental || o.id == "relay_loop" || o.id == "stall" || o.id == "ludii_limit") continue;
                if (o.citations.empty()) problems.push_back(info.id + "." + o.id + " cites nothing");
                if (o.rulePoint.rfind("PG-", 0) == 0 && info.id.rfind("pachgarhwa", 0) != 0)
                    problems.push_back(info.id + "." + o.id + " names Pachgarhwa's rule point " + o.rulePoint);
            }
            for (const auto &r : g.readings)
                if (lib.followedSources(r).empty()) problems.push_back(info.id + " reading " + r.id + " follows no known source");
            continue;
        }
        if (!gs) {
            problems.push_back(info.id + ": no data/sources/" + info.id + ".json");
            continue;
        }
        for (const auto &o : info.options) {
            const bool linked = !gs->pointsForOption(o.id).empty();
            if (!linked && !lib.isNonHistorical(info, o.id))
                problems.push_back(info.id + "." + o.id + " is linked to no rule point");
            // The rule points a historical option names (its third argument in choiceOption, ...;
            // several separated by commas, a sub-point "KB-16b" of "KB-16") must exist. A catalogue
            // section ("3.1") is not a rule point id and is passed over.
            static const QRegularExpression pointId(QStringLiteral("^([A-Z][A-Z0-9]*-[0-9]+)[a-z]?$"));
            for (const QString &named : QString::fromStdString(o.rulePoint).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const auto m = pointId.match(named.trimmed());
                if (o.experimental || !m.hasMatch()) continue;
                const auto has = [&](const QString &id) {
                    return std::any_of(gs->points.begin(), gs->points.end(), [&](const RulePoint &p) { return q(p.id) == id; });
                };
                if (!has(m.captured(0)) && !has(m.captured(1)))
                    problems.push_back(info.id + "." + o.id + " names rule point " + m.captured(0).toStdString() +
                                       ", which data/sources/" + info.id + ".json does not have");
            }
        }
        for (const auto &p : gs->points)
            for (const auto &id : p.options)
                if (!info.findOption(id)) problems.push_back(info.id + " rule point " + p.id + " names unknown option " + id);
        for (const auto &[reading, keys] : gs->readingSources) {
            if (!plugins().findReading(info.id, reading))
                problems.push_back(info.id + ": sources listed for unknown reading " + reading);
            for (const auto &k : keys)
                if (!lib.entry(k)) problems.push_back(info.id + " reading " + reading + " follows unknown source " + k);
        }
        for (const auto &r : g.readings)
            if (lib.followedSources(r).empty()) problems.push_back(info.id + " reading " + r.id + " follows no known source");
    }
    EXPECT_TRUE(problems.empty()) << join(problems);
}

TEST(RulePoints, ReadingVerdictsSeparateFollowingFromDeparting) {
    const LoadedGame *g = plugins().find("khutka-boia");
    ASSERT_NE(g, nullptr);
    const Reading *ludii = plugins().findReading("khutka-boia", "ludii-code");
    const Reading *aibdd = plugins().findReading("khutka-boia", "aibdd-literal");
    ASSERT_TRUE(ludii && aibdd);
    const SourceLibrary &lib = SourceLibrary::builtin();
    EXPECT_EQ(lib.followedSources(*ludii), std::vector<std::string>{"L-KB"});
    std::map<std::string, OptionVerdict> v;
    for (auto &x : lib.verdicts(g->plugin->info(), *aibdd)) v[x.option] = x;
    EXPECT_EQ(v.count("relay_loop"), 0u) << "guards are not historical";
    ASSERT_EQ(v.count("four"), 1u);
    EXPECT_EQ(v["kungidar"].kind, OptionVerdict::Follows);  // per_turn_from_start_hole cites S0
    // A user reading: its sources are read from the text.
    Reading mine = *aibdd;
    mine.id = "mine";
    mine.origin = "/tmp/mine.json";
    mine.source = "S1 with TB habits";
    EXPECT_EQ(lib.followedSources(mine), (std::vector<std::string>{"S1", "TB"}));
}

TEST(Methods, LatexEscapesSpecialCharacters) {
    EXPECT_EQ(latexEscape("50% of a_b & {c} #1 $2 ~^\\"), "50\\% of a\\_b \\& \\{c\\} \\#1 \\$2 \\~{}\\^{}\\textbackslash{}");
}

class MethodsCli : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        dir_ = new QTemporaryDir;
        const CliRun r = cli({QStringLiteral("run"), QStringLiteral("bheri-bakri"), QStringLiteral("--reading"),
                              QStringLiteral("aibdd-literal"), QStringLiteral("--reading"), QStringLiteral("ludii-code"),
                              QStringLiteral("--matches"), QStringLiteral("20"), QStringLiteral("--seed"), QStringLiteral("7"),
                              QStringLiteral("--out"), dir_->filePath(QStringLiteral("res"))});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
    }
    static void TearDownTestSuite() { delete dir_; }
    static QTemporaryDir *dir_;
};
QTemporaryDir *MethodsCli::dir_ = nullptr;

TEST_F(MethodsCli, MarkdownNamesEveryOptionAndCitesOnlyBibliographyKeys) {
    const QString out = dir_->filePath(QStringLiteral("methods.md"));
    const CliRun r = cli({QStringLiteral("methods"), dir_->filePath(QStringLiteral("res")), QStringLiteral("--out"), out});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    QFile f(out), b(dir_->filePath(QStringLiteral("methods.bib")));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    ASSERT_TRUE(b.open(QIODevice::ReadOnly)) << "the .bib goes beside --out";
    QString text = QString::fromUtf8(f.readAll());
    text.remove(QRegularExpression(QStringLiteral("<!--.*?-->"), QRegularExpression::DotMatchesEverythingOption));
    const QString bib = QString::fromUtf8(b.readAll());
    const GameInfo &info = plugins().find("bheri-bakri")->plugin->info();
    for (const auto &o : info.options)
        EXPECT_TRUE(text.contains(QStringLiteral("`%1`").arg(QString::fromStdString(o.id)))) << o.id;
    for (const char *s : {"aibdd-literal", "ludii-code", "seed 7", "20 matches per reading", "RuleLab ", "AdvantageP1"})
        EXPECT_TRUE(text.contains(QLatin1String(s))) << s;
    std::set<QString> cited;
    for (const auto &m : QRegularExpression(QStringLiteral("@([A-Za-z0-9-]+)")).globalMatch(text)) {
        cited.insert(m.captured(1));
    }
    // Drop e-mail-like false positives: keys are what the .bib holds.
    ASSERT_FALSE(cited.empty());
    for (const QString &k : cited) {
        EXPECT_NE(SourceLibrary::builtin().entry(k.toStdString()), nullptr) << k.toStdString();
        EXPECT_TRUE(bib.contains(QLatin1Char('{') + k + QLatin1Char(','))) << "missing from the .bib: " << k.toStdString();
    }
    // Exactly the cited sources.
    const auto entries =
        QRegularExpression(QStringLiteral("^@\\w+\\{([^,]+),"), QRegularExpression::MultilineOption).globalMatch(bib);
    int n = 0;
    for (const auto &m : entries) {
        ++n;
        EXPECT_TRUE(cited.count(m.captured(1))) << "not cited: " << m.captured(1).toStdString();
    }
    EXPECT_EQ(n, static_cast<int>(cited.size()));
}

TEST_F(MethodsCli, LatexToStdoutWithBib) {
    const QString bib = dir_->filePath(QStringLiteral("x.bib"));
    const CliRun r = cli({QStringLiteral("methods"), dir_->filePath(QStringLiteral("res/summary.json")),
                          QStringLiteral("--format"), QStringLiteral("latex"), QStringLiteral("--bib"), bib});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("\\section*{Methods}")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("\\texttt{exit\\_from\\_8\\_only}")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("\\cite[Rules, para. 3]{S3}")));
    EXPECT_FALSE(r.out.contains(QStringLiteral("pod_priority"))) << "underscores must be escaped";
    EXPECT_TRUE(QFile::exists(bib));
}

TEST_F(MethodsCli, DamagedSummaryFailsWithoutOutput) {
    const QString bad = dir_->filePath(QStringLiteral("bad.json"));
    QFile src(dir_->filePath(QStringLiteral("res/summary.json")));
    ASSERT_TRUE(src.open(QIODevice::ReadOnly));
    QByteArray data = src.readAll();
    data.truncate(data.size() / 2);
    QFile dst(bad);
    ASSERT_TRUE(dst.open(QIODevice::WriteOnly));
    dst.write(data);
    dst.close();
    const QString out = dir_->filePath(QStringLiteral("never.md"));
    const CliRun r = cli({QStringLiteral("methods"), bad, QStringLiteral("--out"), out});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("bad.json"))) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(out));
    EXPECT_FALSE(QFile::exists(dir_->filePath(QStringLiteral("never.bib"))));
    const CliRun u = cli(
        {QStringLiteral("methods"), dir_->filePath(QStringLiteral("res")), QStringLiteral("--format"), QStringLiteral("word")});
    EXPECT_EQ(u.code, 2);
}
