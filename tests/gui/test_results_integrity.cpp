// The workbench takes no figure from an edited results folder (issue 34, item 6): File > Open of
// a results folder or an exploration, and File > Compare Results Folders, refuse a summary.json
// edited after it was written with a message box naming the file; untouched folders open.
#include "main_window.h"
#include "plugin/plugin_registry.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <gtest/gtest.h>

#include <functional>

#include "support/cli_runner.h"

using namespace rulelab;
using namespace rulelab::testsupport;

namespace {

QString fixturePlugin() {
    const QDir d(QStringLiteral(RULELAB_FIXTURE_DIR "/good"));
    return d.filePath(d.entryList(QDir::Files).value(0));
}

// The text of the message box `action` opens, which is then closed ("" when none opened). The
// box is found from the event loop it runs; no time is waited for.
QString messageBoxOf(const std::function<void()> &action) {
    QString text;
    QObject guard;  // the looks still pending when this returns are dropped with it
    std::function<void()> look = [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            text = box->text();
            box->done(QMessageBox::Ok);
            return;
        }
        QTimer::singleShot(0, &guard, look);
    };
    QTimer::singleShot(0, &guard, look);
    action();
    return text;
}

void flipFirst(const QString &file, const QByteArray &from, const QByteArray &to) {
    QByteArray text = readAll(file);
    const qsizetype at = text.indexOf(from);
    ASSERT_GE(at, 0) << from.toStdString();
    text.replace(at, from.size(), to);
    writeAll(file, text);
}

}  // namespace

TEST(ResultsIntegrity, OpeningOrComparingAnEditedFolderShowsTheErrorNamingTheFile) {
    PluginRegistry reg;
    ASSERT_TRUE(reg.loadFile(fixturePlugin()));
    QTemporaryDir dir;
    const QString good = dir.filePath(QStringLiteral("good")), other = dir.filePath(QStringLiteral("other")),
                  edited = dir.filePath(QStringLiteral("edited"));
    ASSERT_EQ(cli(words("run fixture-nim --reading normal --matches 200 --seed 2 --out") + QStringList{good}).code, 0);
    ASSERT_EQ(cli(words("run fixture-nim --reading misere --matches 200 --seed 2 --out") + QStringList{other}).code, 0);
    ASSERT_EQ(cli(words("run fixture-nim --reading normal --matches 200 --seed 2 --out") + QStringList{edited}).code, 0);
    const QString summary = QDir(edited).filePath(QStringLiteral("summary.json"));
    flipFirst(summary, "\"first_wins\": ", "\"first_wins\": 1");  // a count with a digit put before it

    MainWindow w(reg);
    w.setQuiet(true);
    ASSERT_TRUE(w.openFile(good)) << w.lastError().toStdString();
    EXPECT_FALSE(w.chartData().readings.empty());
    EXPECT_FALSE(w.statusBar()->currentMessage().contains(QStringLiteral("Warning"))) << "an untouched folder";
    ASSERT_TRUE(w.compareResultFolders({good, other})) << w.lastError().toStdString();

    // Not quiet: the error is shown in a message box, and the shown results stay as they were.
    w.setQuiet(false);
    const QString shownBefore = w.chartData().game;
    const QString box = messageBoxOf([&] { EXPECT_FALSE(w.openFile(edited)); });
    EXPECT_TRUE(box.contains(summary + QStringLiteral(" was edited after it was written"))) << box.toStdString();
    EXPECT_EQ(w.lastError(), box);
    EXPECT_EQ(w.chartData().game, shownBefore);
    const QString cmpBox = messageBoxOf([&] { EXPECT_FALSE(w.compareResultFolders({edited, other})); });
    EXPECT_TRUE(cmpBox.contains(summary + QStringLiteral(" was edited after it was written"))) << cmpBox.toStdString();

    // Written before summaries were sealed: opens, with a warning in the status bar.
    w.setQuiet(true);
    const QString otherSummary = QDir(other).filePath(QStringLiteral("summary.json"));
    QJsonObject unsealed = QJsonDocument::fromJson(readAll(otherSummary)).object();
    unsealed.remove(QStringLiteral("integrity"));
    writeAll(otherSummary, QJsonDocument(unsealed).toJson());
    ASSERT_TRUE(w.openFile(other)) << w.lastError().toStdString();
    EXPECT_TRUE(w.statusBar()->currentMessage().contains(otherSummary + QStringLiteral(" has no integrity record")))
        << w.statusBar()->currentMessage().toStdString();

    // A row of matches.csv edited: refused naming matches.csv.
    const QString csv = QDir(good).filePath(QStringLiteral("matches.csv"));
    flipFirst(csv, ",finished,", ",finished,9");
    EXPECT_FALSE(w.openFile(good));
    EXPECT_TRUE(w.lastError().contains(csv + QStringLiteral(" differs from the one"))) << w.lastError().toStdString();
}

TEST(ResultsIntegrity, AnExplorationWithAFlippedVerdictDoesNotOpen) {
    PluginRegistry reg;
    ASSERT_TRUE(reg.loadFile(fixturePlugin()));
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("explored"));
    ASSERT_EQ(cli({QStringLiteral("explore"), QStringLiteral("fixture-nim"), QStringLiteral("--base"), QStringLiteral("normal"),
                   QStringLiteral("--vary"), QStringLiteral("pile=1,50"), QStringLiteral("--require"),
                   QStringLiteral("Completion >= 0.8"), QStringLiteral("--cap"), QStringLiteral("max_turns=10"),
                   QStringLiteral("--budget"), QStringLiteral("1000"), QStringLiteral("--seed"), QStringLiteral("3"),
                   QStringLiteral("--out"), out})
                  .code,
              0);
    MainWindow w(reg);
    w.setQuiet(true);
    ASSERT_TRUE(w.openFile(out)) << w.lastError().toStdString();
    const QString summary = QDir(out).filePath(QStringLiteral("summary.json"));
    flipFirst(summary, "\"verdict\": \"infeasible\"", "\"verdict\": \"feasible\"");
    EXPECT_FALSE(w.openFile(out));
    EXPECT_TRUE(w.lastError().contains(summary + QStringLiteral(" was edited after it was written")))
        << w.lastError().toStdString();
}
