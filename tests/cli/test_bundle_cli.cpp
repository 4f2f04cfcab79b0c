// The publication bundle (issue 40): `bundle` packages results as an RO-Crate 1.1, checked here
// field by field against the specification's requirements (no JSON-LD validator is packaged);
// `verify` re-runs what it holds and reproduces it byte for byte, names a file edited by hand,
// reports a plugin that is not installed as not checkable, refuses a damaged archive, and
// samples results folders by seed.
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <set>

#include "support/cli_runner.h"

using namespace rulelab::testsupport;

namespace {

const QStringList kNim = words("run fixture-nim --reading normal --reading misere --matches 60 --seed 3 --out");

QString runNim(const QTemporaryDir &dir, const QString &name, const QStringList &extra = {}) {
    const QString out = dir.filePath(name);
    const Result r = cli(kNim + QStringList{out} + extra);
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    return out;
}

Result bundle(const QStringList &args) {
    return cli(QStringList{QStringLiteral("bundle")} + args +
               words("--author Doe,_Jane --date 2026-01-02").replaceInStrings(QStringLiteral("_"), QStringLiteral(" ")));
}

QJsonObject crateOf(const QString &folder) {
    return QJsonDocument::fromJson(readAll(QDir(folder).filePath(QStringLiteral("ro-crate-metadata.json")))).object();
}

std::map<QString, QJsonObject> entitiesById(const QJsonObject &crate) {
    std::map<QString, QJsonObject> out;
    for (const QJsonValue &v : crate.value(QStringLiteral("@graph")).toArray())
        out[v.toObject().value(QStringLiteral("@id")).toString()] = v.toObject();
    return out;
}

// The lines of verify's report about one file.
QString lineAbout(const QString &report, const QString &path) {
    for (const QString &line : report.split(QLatin1Char('\n')))
        if (line.contains(QLatin1Char(' ') + path)) return line;
    return QString();
}

}  // namespace

TEST(Bundle, IsAnROCrateOneOneWithEveryFileDescribed) {
    QTemporaryDir dir;
    const QString results = runNim(dir, QStringLiteral("nim-run"));
    const QString folder = dir.filePath(QStringLiteral("bundle")) + QLatin1Char('/');
    const Result r = bundle({results, QStringLiteral("--out"), folder});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject crate = crateOf(folder);
    EXPECT_EQ(crate.value(QStringLiteral("@context")).toString(), QStringLiteral("https://w3id.org/ro/crate/1.1/context"));
    ASSERT_TRUE(crate.value(QStringLiteral("@graph")).isArray());
    const auto byId = entitiesById(crate);
    // Every entity has an @id and a @type.
    for (const QJsonValue &v : crate.value(QStringLiteral("@graph")).toArray()) {
        EXPECT_FALSE(v.toObject().value(QStringLiteral("@id")).toString().isEmpty());
        EXPECT_TRUE(v.toObject().value(QStringLiteral("@type")).isString() ||
                    v.toObject().value(QStringLiteral("@type")).isArray());
    }
    // The metadata descriptor.
    ASSERT_TRUE(byId.count(QStringLiteral("ro-crate-metadata.json")));
    const QJsonObject descriptor = byId.at(QStringLiteral("ro-crate-metadata.json"));
    EXPECT_EQ(descriptor.value(QStringLiteral("@type")).toString(), QStringLiteral("CreativeWork"));
    EXPECT_EQ(descriptor.value(QStringLiteral("conformsTo")).toObject().value(QStringLiteral("@id")).toString(),
              QStringLiteral("https://w3id.org/ro/crate/1.1"));
    EXPECT_EQ(descriptor.value(QStringLiteral("about")).toObject().value(QStringLiteral("@id")).toString(), QStringLiteral("./"));
    // The root data entity.
    ASSERT_TRUE(byId.count(QStringLiteral("./")));
    const QJsonObject root = byId.at(QStringLiteral("./"));
    EXPECT_EQ(root.value(QStringLiteral("@type")).toString(), QStringLiteral("Dataset"));
    EXPECT_FALSE(root.value(QStringLiteral("name")).toString().isEmpty());
    EXPECT_FALSE(root.value(QStringLiteral("description")).toString().isEmpty());
    EXPECT_EQ(root.value(QStringLiteral("datePublished")).toString(), QStringLiteral("2026-01-02"));
    const QString license = root.value(QStringLiteral("license")).toObject().value(QStringLiteral("@id")).toString();
    EXPECT_EQ(license, QStringLiteral("https://spdx.org/licenses/CC-BY-4.0"));
    EXPECT_TRUE(byId.count(license)) << "the license is an entity of the crate";
    // Every file of the bundle is in hasPart and described as a File with its true size and hash.
    std::set<QString> parts;
    for (const QJsonValue &v : root.value(QStringLiteral("hasPart")).toArray())
        parts.insert(v.toObject().value(QStringLiteral("@id")).toString());
    int files = 0;
    QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString rel = QDir(folder).relativeFilePath(path);
        if (rel == QLatin1String("ro-crate-metadata.json")) continue;
        ++files;
        EXPECT_TRUE(parts.count(rel)) << rel.toStdString() << " is not in hasPart";
        ASSERT_TRUE(byId.count(rel)) << rel.toStdString();
        const QJsonObject e = byId.at(rel);
        EXPECT_EQ(e.value(QStringLiteral("@type")).toString(), QStringLiteral("File"));
        EXPECT_FALSE(e.value(QStringLiteral("encodingFormat")).toString().isEmpty()) << rel.toStdString();
        EXPECT_FALSE(e.value(QStringLiteral("description")).toString().isEmpty()) << rel.toStdString();
        EXPECT_EQ(e.value(QStringLiteral("contentSize")).toString(), QString::number(QFileInfo(path).size()))
            << rel.toStdString();
        EXPECT_EQ(e.value(QStringLiteral("sha256")).toString(),
                  QString::fromLatin1(QCryptographicHash::hash(readAll(path), QCryptographicHash::Sha256).toHex()))
            << rel.toStdString();
    }
    EXPECT_EQ(static_cast<size_t>(files), parts.size());
    // What goes in: the results as written, the experiment, the builds, the citation, the README.
    for (const char *f : {"results/nim-run/summary.json", "results/nim-run/matches.csv", "experiments/nim-run.json",
                          "provenance.json", "CITATION.cff", "README.md"})
        EXPECT_TRUE(parts.count(QLatin1String(f))) << f;
    EXPECT_EQ(readAll(QDir(folder).filePath(QStringLiteral("results/nim-run/matches.csv"))),
              readAll(QDir(results).filePath(QStringLiteral("matches.csv"))));
    const QByteArray cff = readAll(QDir(folder).filePath(QStringLiteral("CITATION.cff")));
    EXPECT_TRUE(cff.startsWith("cff-version: 1.2.0\n")) << cff.toStdString();
    EXPECT_TRUE(cff.contains("  - family-names: \"Doe\"\n    given-names: \"Jane\"\n")) << cff.toStdString();
    EXPECT_TRUE(cff.contains("date-released: 2026-01-02\n"));
    const QString provenance = QString::fromUtf8(readAll(QDir(folder).filePath(QStringLiteral("provenance.json"))));
    const QJsonObject summary = QJsonDocument::fromJson(readAll(QDir(results).filePath(QStringLiteral("summary.json")))).object();
    EXPECT_TRUE(
        provenance.contains(summary.value(QStringLiteral("plugin")).toObject().value(QStringLiteral("sha256")).toString()));
    const QString readme = QString::fromUtf8(readAll(QDir(folder).filePath(QStringLiteral("README.md"))));
    EXPECT_TRUE(readme.contains(QStringLiteral("### What was asked"))) << readme.toStdString();
    EXPECT_TRUE(readme.contains(QStringLiteral("Does it end by its rules?"))) << readme.toStdString();
    EXPECT_TRUE(readme.contains(QStringLiteral("played 60 times"))) << readme.toStdString();
#ifdef RULELAB_HAVE_CHARTS
    for (const char *ext : {"pdf", "svg", "png", "csv"})
        EXPECT_TRUE(parts.count(QStringLiteral("figures/nim-run-ends.") + QLatin1String(ext))) << ext;
#else
    EXPECT_TRUE(readme.contains(QStringLiteral("Figures left out"))) << readme.toStdString();
#endif
}

TEST(Bundle, AZipVerifiesAndAHandEditIsNamed) {
    QTemporaryDir dir;
    const QString results = runNim(dir, QStringLiteral("nim-run"));
    const QString zip = dir.filePath(QStringLiteral("paper.zip"));
    ASSERT_EQ(bundle({results, QStringLiteral("--out"), zip}).code, 0);
    const Result ok = cli({QStringLiteral("verify"), zip, QStringLiteral("--threads"), QStringLiteral("2")});
    EXPECT_EQ(ok.code, 0) << ok.out.toStdString() << ok.err.toStdString();
    for (const char *f : {"results/nim-run/summary.json", "results/nim-run/matches.csv", "methods/nim-run.md",
                          "methods/nim-run.tex", "methods/nim-run.bib"})
        EXPECT_TRUE(lineAbout(ok.out, QLatin1String(f)).startsWith(QStringLiteral("reproduced"))) << ok.out.toStdString();
    EXPECT_TRUE(lineAbout(ok.out, QStringLiteral("results/nim-run/timing.json")).startsWith(QStringLiteral("not checkable")));
    EXPECT_TRUE(ok.out.contains(QStringLiteral("Verified:")));

    // The same as a folder, one row of matches.csv edited by hand.
    const QString folder = dir.filePath(QStringLiteral("unpacked")) + QLatin1Char('/');
    ASSERT_EQ(bundle({results, QStringLiteral("--out"), folder}).code, 0);
    const QString csv = QDir(folder).filePath(QStringLiteral("results/nim-run/matches.csv"));
    QByteArray rows = readAll(csv);
    const qsizetype at = rows.indexOf('\n', rows.indexOf('\n') + 1) + 1;  // the second match row
    const qsizetype turns = at + rows.mid(at).indexOf(",finished,") + 10;
    rows[turns] = rows[turns] == '1' ? '2' : '1';
    writeAll(csv, rows);
    // The folder named as a user in its parent folder names it.
    QProcess p;
    p.setProcessEnvironment(fixtureEnvironment());
    p.setWorkingDirectory(dir.path());
    p.start(QStringLiteral(RULELAB_CLI), {QStringLiteral("verify"), QStringLiteral("unpacked/")});
    ASSERT_TRUE(p.waitForFinished(120000));
    const Result bad{p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    EXPECT_EQ(bad.code, 1) << bad.out.toStdString();
    const QString line = lineAbout(bad.out, QStringLiteral("results/nim-run/matches.csv"));
    EXPECT_TRUE(line.startsWith(QStringLiteral("edited"))) << bad.out.toStdString();
    const QString where = QStringLiteral("line %1, field").arg(rows.left(turns).count('\n') + 1);
    EXPECT_TRUE(line.contains(where)) << where.toStdString() << "\n" << line.toStdString();
    EXPECT_TRUE(bad.out.contains(QStringLiteral("NOT verified")));
    EXPECT_FALSE(bad.out.contains(QStringLiteral("unlisted"))) << bad.out.toStdString();
    int failing = 0;
    for (const QString &l : bad.out.split(QLatin1Char('\n')))
        failing += l.startsWith(QStringLiteral("edited")) || l.startsWith(QStringLiteral("differing")) ||
                   l.startsWith(QStringLiteral("missing"));
    EXPECT_EQ(failing, 1) << "only the edited file fails: " << bad.out.toStdString();
}

TEST(Bundle, APluginThatIsNotInstalledIsNotCheckableAndNamed) {
    QTemporaryDir dir;
    const QString results = runNim(dir, QStringLiteral("nim-run"));
    const QString zip = dir.filePath(QStringLiteral("paper.zip"));
    ASSERT_EQ(bundle({results, QStringLiteral("--out"), zip}).code, 0);
    QProcessEnvironment env = fixtureEnvironment();
    ASSERT_TRUE(QDir().mkpath(dir.filePath(QStringLiteral("no-plugins"))));
    env.insert(QStringLiteral("RULELAB_PLUGIN_PATH"), dir.filePath(QStringLiteral("no-plugins")));
    const Result r = cliIn(env, {QStringLiteral("verify"), zip});
    EXPECT_EQ(r.code, 0) << "nothing checkable failed: " << r.out.toStdString();
    const QString sha = QJsonDocument::fromJson(readAll(QDir(results).filePath(QStringLiteral("summary.json"))))
                            .object()
                            .value(QStringLiteral("plugin"))
                            .toObject()
                            .value(QStringLiteral("sha256"))
                            .toString();
    const QString line = lineAbout(r.out, QStringLiteral("results/nim-run/matches.csv"));
    EXPECT_TRUE(line.startsWith(QStringLiteral("not checkable"))) << r.out.toStdString();
    EXPECT_TRUE(line.contains(QStringLiteral("'fixture-nim' is not installed"))) << line.toStdString();
    EXPECT_TRUE(line.contains(sha)) << line.toStdString();
}

TEST(Bundle, VerifySamplesResultsFoldersBySeedAndRefusesADamagedArchive) {
    QTemporaryDir dir;
    const QString a = runNim(dir, QStringLiteral("first"));
    const QString b = runNim(dir, QStringLiteral("second"), words("--matches 40"));
    const QString zip = dir.filePath(QStringLiteral("two.zip"));
    ASSERT_EQ(bundle({a, b, QStringLiteral("--out"), zip}).code, 0);
    const Result s1 = cli(words("verify --sample 1 --seed 7") + QStringList{zip});
    const Result s2 = cli(words("verify --sample 1 --seed 7") + QStringList{zip});
    EXPECT_EQ(s1.code, 0) << s1.out.toStdString();
    const QString said = s1.out.section(QLatin1Char('\n'), 0, 0);
    EXPECT_TRUE(said.startsWith(QStringLiteral("Sample of 1 (seed 7): re-ran results/"))) << said.toStdString();
    EXPECT_EQ(said, s2.out.section(QLatin1Char('\n'), 0, 0)) << "the same seed chooses the same folders";
    const QString rerun = said.section(QStringLiteral("re-ran "), 1).section(QLatin1Char(';'), 0, 0);
    const QString left = said.section(QStringLiteral("left out "), 1);
    EXPECT_TRUE(lineAbout(s1.out, rerun + QStringLiteral("/matches.csv")).startsWith(QStringLiteral("reproduced")));
    EXPECT_TRUE(lineAbout(s1.out, left + QStringLiteral("/matches.csv")).startsWith(QStringLiteral("intact")));

    QByteArray bytes = readAll(zip);
    const qsizetype at = bytes.indexOf("reading,match,seed");
    ASSERT_GT(at, 0);
    bytes[at + 2] = 'X';
    writeAll(zip, bytes);
    const Result damaged = cli({QStringLiteral("verify"), zip});
    EXPECT_EQ(damaged.code, 1);
    EXPECT_TRUE(damaged.err.contains(zip) && damaged.err.contains(QStringLiteral("matches.csv")) &&
                damaged.err.contains(QStringLiteral("CRC-32")))
        << damaged.err.toStdString();
}

TEST(Bundle, BadArgumentsAreNamed) {
    QTemporaryDir dir;
    const QString results = runNim(dir, QStringLiteral("nim-run"));
    struct Case {
        QStringList args;
        int code;
        const char *said;
    };
    const QString edited = dir.filePath(QStringLiteral("edited"));
    ASSERT_TRUE(QDir().mkpath(edited));
    for (const QString &f : QDir(results).entryList(QDir::Files))
        ASSERT_TRUE(QFile::copy(QDir(results).filePath(f), QDir(edited).filePath(f)));
    const QString summary = QDir(edited).filePath(QStringLiteral("summary.json"));
    writeAll(summary, readAll(summary).replace("\"matches\": 60", "\"matches\": 61"));
    const Case cases[] = {
        {{QStringLiteral("bundle"), results}, 2, "--out NAME.zip or --out DIR/ is required"},
        {{QStringLiteral("bundle"), results, QStringLiteral("--out"), dir.filePath(QStringLiteral("x.txt"))},
         2,
         "must end in .zip"},
        {{QStringLiteral("bundle"), QStringLiteral("--out"), dir.filePath(QStringLiteral("x.zip"))}, 2, "expected a RESULTS"},
        {{QStringLiteral("bundle"), results, QStringLiteral("--out"), dir.filePath(QStringLiteral("x.zip")),
          QStringLiteral("--date"), QStringLiteral("yesterday")},
         2,
         "--date must be YYYY-MM-DD"},
        {{QStringLiteral("bundle"), edited, QStringLiteral("--out"), dir.filePath(QStringLiteral("x.zip"))}, 1, "edited"},
        {{QStringLiteral("bundle"), dir.filePath(QStringLiteral("absent")), QStringLiteral("--out"),
          dir.filePath(QStringLiteral("x.zip"))},
         1,
         "absent"},
        {{QStringLiteral("verify")}, 2, "expected exactly one BUNDLE"},
        {{QStringLiteral("verify"), dir.filePath(QStringLiteral("x.zip")), QStringLiteral("--sample"), QStringLiteral("0")},
         2,
         "--sample must be a whole number of at least 1"},
        {{QStringLiteral("verify"), QDir(results).filePath(QStringLiteral("matches.csv"))}, 1, "not a ZIP archive"},
        {{QStringLiteral("verify"), results}, 1, "not a publication bundle"},
    };
    for (const Case &c : cases) {
        const Result r = cli(c.args);
        EXPECT_EQ(r.code, c.code) << c.args.join(QLatin1Char(' ')).toStdString() << "\n" << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QLatin1String(c.said))) << c.said << "\n" << r.err.toStdString();
    }
    EXPECT_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("x.zip")))) << "no bundle is left behind by a refusal";
}
