#include "readings_on_disk.h"

#include "experiment/prepared_reading.h"
#include "support/files.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <set>
#include <tuple>

namespace rulelab::harness {

namespace fs = std::filesystem;

std::string caseName(const GameReading &gr) {
    std::string n = gr.game + "_" + gr.reading;
    for (char &c : n)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return n;
}

std::string caseNameOf(const ::testing::TestParamInfo<GameReading> &info) { return caseName(info.param); }

std::vector<std::string> testGamesDirs() {
    std::vector<std::string> dirs{(fs::path(RULELAB_SOURCE_DIR) / "data" / "games").string()};
    for (const QString &d : qEnvironmentVariable("RULELAB_TEST_GAMES_DIR").split(QLatin1Char(':'), Qt::SkipEmptyParts))
        dirs.push_back(d.toStdString());
    return dirs;
}

namespace {

using testsupport::readAll;

std::vector<fs::path> jsonFiles(const fs::path &dir) {
    std::vector<fs::path> out;
    std::error_code ec;
    for (const auto &f : fs::directory_iterator(dir, ec))
        if (f.path().extension() == ".json") out.push_back(f.path());
    std::sort(out.begin(), out.end());
    return out;
}

// The game id and reading ids of a rules file ("" when it is not one).
std::string rulesFileGame(const fs::path &file, std::vector<std::string> &readings) {
    const QJsonObject o = QJsonDocument::fromJson(readAll(QString::fromStdString(file.string()))).object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("rulelab-rules")) return {};
    for (const auto &r : o.value(QStringLiteral("readings")).toArray())
        readings.push_back(r.toObject().value(QStringLiteral("id")).toString().toStdString());
    return o.value(QStringLiteral("id")).toString().toStdString();
}

}  // namespace

std::vector<GameReading> readingsOnDisk() {
    std::vector<GameReading> out;
    std::error_code ec;
    for (const auto &dir : fs::directory_iterator(fs::path(RULELAB_SOURCE_DIR) / "data" / "readings", ec)) {
        if (!dir.is_directory()) continue;
        for (const fs::path &f : jsonFiles(dir.path()))
            out.push_back({dir.path().filename().string(), f.stem().string(), f.string(), false});
    }
    for (const std::string &dir : testGamesDirs())
        for (const fs::path &f : jsonFiles(dir)) {
            std::vector<std::string> readings;
            const std::string game = rulesFileGame(f, readings);
            for (const std::string &r : readings) out.push_back({game, r, f.string(), true});
        }
    std::sort(out.begin(), out.end(), [](const GameReading &a, const GameReading &b) {
        return std::tie(a.game, a.reading) < std::tie(b.game, b.reading);
    });
    return out;
}

namespace {

std::vector<std::string> &problems() {
    static std::vector<std::string> p;
    return p;
}

// A file on disk and the copy a built plugin holds (a Qt resource) must be the same.
void checkBuiltCopy(const QString &resource, const fs::path &disk) {
    const QByteArray built = readAll(resource), now = readAll(QString::fromStdString(disk.string()));
    if (built != now)
        problems().push_back(disk.string() + ": the built plugin holds another version (" + resource.toStdString() +
                             "): rebuild");
}

// The rules files of the test games folders: those the built rules-file plugin holds must be the
// files on disk; the others are added from disk.
void addRulesFiles(PluginRegistry &reg) {
    for (const std::string &dir : testGamesDirs())
        for (const fs::path &f : jsonFiles(dir)) {
            std::vector<std::string> readings;
            const std::string game = rulesFileGame(f, readings);
            if (game.empty()) continue;
            if (const LoadedGame *g = reg.find(game); g && g->sourceFile.startsWith(QLatin1String(":/"))) {
                checkBuiltCopy(g->sourceFile, f);
                continue;
            }
            QString error;
            if (!reg.addRulesFile(QString::fromStdString(f.string()), error))
                problems().push_back(f.string() + ": " + error.toStdString());
        }
}

}  // namespace

const PluginRegistry &registry() {
    static PluginRegistry *reg = [] {
        auto *r = new PluginRegistry;
        r->loadFrom(QStringList{QStringLiteral(RULELAB_PLUGIN_DIR)});
        addRulesFiles(*r);
        for (const GameReading &gr : readingsOnDisk()) {
            if (gr.rulesFile) continue;
            const QString resource =
                QStringLiteral(":/readings/%1/%2")
                    .arg(QString::fromStdString(gr.game), QString::fromStdString(fs::path(gr.file).filename().string()));
            if (!QFile::exists(resource))
                problems().push_back(gr.file + ": not in the built plugin of " + gr.game +
                                     " (list it in its CMakeLists.txt and rebuild); tested from the file");
            else checkBuiltCopy(resource, gr.file);
        }
        return r;
    }();
    return *reg;
}

const std::vector<std::string> &registryProblems() {
    registry();
    return problems();
}

std::shared_ptr<const Game> gameOf(const GameReading &gr, const Limits &limits, const std::vector<std::string> &overrides,
                                   bool quiet, std::string *whyNot) {
    const bool builtIn = gr.rulesFile || registry().findReading(gr.game, gr.reading);
    PreparedReading pr;
    std::string error;
    InputError kind;
    if (!prepareReading(registry(), gr.game, builtIn ? gr.reading : gr.file, overrides, limits, pr, error, kind)) {
        if (!quiet) ADD_FAILURE() << gr.game << "/" << gr.reading << ": " << error;
        if (whyNot) *whyNot = error;
        return nullptr;
    }
    return pr.game;
}

}  // namespace rulelab::harness

namespace rulelab::harness {

int runCtest(const std::vector<std::string> &args, const std::vector<std::string> &environment, std::string &output,
             std::string *errors) {
    QProcess ctest;
    ctest.setWorkingDirectory(QStringLiteral(RULELAB_TEST_BINARY_DIR));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const std::string &e : environment) {
        const size_t eq = e.find('=');
        env.insert(QString::fromStdString(e.substr(0, eq)), QString::fromStdString(e.substr(eq + 1)));
    }
    ctest.setProcessEnvironment(env);
    QStringList list;
    for (const std::string &a : args) list << QString::fromStdString(a);
    ctest.start(QStringLiteral(RULELAB_CTEST), list);
    const bool finished = ctest.waitForFinished(120000);
    output = ctest.readAllStandardOutput().toStdString();
    const std::string err = ctest.readAllStandardError().toStdString();
    if (errors) *errors = err;
    else output += err;
    if (!finished) {
        ctest.kill();
        ctest.waitForFinished();
        return -1;
    }
    return ctest.exitStatus() == QProcess::NormalExit ? ctest.exitCode() : -1;
}

std::set<std::string> ctestTests(const std::vector<std::string> &environment, std::string &error) {
    std::string output, errors;
    std::set<std::string> out;
    if (runCtest({"--show-only=json-v1"}, environment, output, &errors) != 0) {
        error = "ctest --show-only failed: " + errors;
        return out;
    }
    const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(output)).object();
    for (const auto &t : o.value(QStringLiteral("tests")).toArray()) {
        // gtest_discover_tests (CMake 3.25) appends "  # GetParam() = ..." to a name: not part of it.
        const std::string name = t.toObject().value(QStringLiteral("name")).toString().toStdString();
        out.insert(name.substr(0, name.find("  #")));
    }
    return out;
}

void expectEveryReadingHasItsTests() {
    // The suites over readings and their tests, as this program registers them.
    std::map<std::string, std::set<std::string>> bases;  // suite -> test names without the case
    std::set<std::string> registered;
    const ::testing::UnitTest &unit = *::testing::UnitTest::GetInstance();
    for (int i = 0; i < unit.total_test_suite_count(); ++i) {
        const ::testing::TestSuite &suite = *unit.GetTestSuite(i);
        const std::string name = suite.name();
        for (int j = 0; j < suite.total_test_count(); ++j) {
            const std::string test = suite.GetTestInfo(j)->name();
            registered.insert(name + "." + test);
            if (name.rfind("OnDisk/", 0) == 0) bases[name].insert(test.substr(0, test.rfind('/')));
        }
    }
    ASSERT_FALSE(bases.empty()) << "no suite instantiated as OnDisk/ over readingsOnDisk()";
    std::string error;
    const std::set<std::string> listed = ctestTests({}, error);
    ASSERT_TRUE(error.empty()) << error;
    const std::string program = QFileInfo(QCoreApplication::applicationFilePath()).fileName().toStdString();
    std::set<std::string> names;
    for (const GameReading &gr : readingsOnDisk()) {
        EXPECT_TRUE(names.insert(caseName(gr)).second)
            << gr.game << "/" << gr.reading << ": its case name " << caseName(gr) << " is another reading's too";
        for (const auto &[suite, tests] : bases)
            for (const std::string &t : tests) {
                const std::string full = suite + "." + t + "/" + caseName(gr);
                EXPECT_TRUE(registered.count(full)) << gr.file << ": " << full << " is not registered";
            }
        // ctest runs a reading's tests together (cmake/RuleLabListTests.cmake): "<program>/<case>".
        const std::string group = program + "/" + caseName(gr);
        EXPECT_TRUE(listed.count(group)) << gr.file << ": ctest does not run " << group
                                         << " (the tests were listed before the reading was added?)";
    }
}

}  // namespace rulelab::harness
