// File > Export Publication Bundle (issue 40), driven offscreen: Prepare lists every file that
// goes in with its size and the total, Save writes a ZIP holding the crate, and Cancel while it is
// written leaves no file behind.
#include "bundle_dialog.h"
#include "plugin/plugin_registry.h"
#include "publish/zip_archive.h"

#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>

#include "support/cli_runner.h"

using namespace rulelab;
using namespace rulelab::testsupport;

namespace {

QString nimResults(const QTemporaryDir &dir) {
    const QString out = dir.filePath(QStringLiteral("nim-results"));
    const testsupport::Result r = cli(words("run fixture-nim --reading normal --matches 40 --seed 2 --out") + QStringList{out});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    return out;
}

QString fixturePlugin() {
    const QDir d(QStringLiteral(RULELAB_FIXTURE_DIR "/good"));
    return d.filePath(d.entryList(QDir::Files).value(0));
}

QStringList column(const QTableWidget *t, int c) {
    QStringList out;
    for (int r = 0; r < t->rowCount(); ++r) out << t->item(r, c)->text();
    return out;
}

}  // namespace

// A results folder of the fixture game and a registry that has it.
class BundleDialogTest : public ::testing::Test {
protected:
    void SetUp() override {
        results = nimResults(dir);
        ASSERT_TRUE(reg.loadFile(fixturePlugin()));
    }
    QTemporaryDir dir;
    QString results;
    PluginRegistry reg;
};

TEST_F(BundleDialogTest, ShowsWhatGoesInThenSavesAZip) {
    BundleDialog d(nullptr, reg, {results});
    d.findChild<QLineEdit *>(QStringLiteral("bundleAuthors"))->setText(QStringLiteral("Doe, Jane"));
    auto *files = d.findChild<QTableWidget *>(QStringLiteral("bundleFiles"));
    auto *save = d.findChild<QPushButton *>(QStringLiteral("bundleSave"));
    EXPECT_EQ(files->rowCount(), 0);
    EXPECT_FALSE(save->isEnabled()) << "nothing to save before it is prepared";
    d.findChild<QPushButton *>(QStringLiteral("bundlePrepare"))->click();
    const QStringList paths = column(files, 0);
    for (const char *f : {"README.md", "CITATION.cff", "results/nim-results/summary.json", "results/nim-results/matches.csv",
                          "ro-crate-metadata.json"})
        EXPECT_TRUE(paths.contains(QLatin1String(f))) << f << "\n" << paths.join(QLatin1Char('\n')).toStdString();
    const int csvRow = static_cast<int>(paths.indexOf(QStringLiteral("results/nim-results/matches.csv")));
    const qint64 csvSize = QFileInfo(QDir(results).filePath(QStringLiteral("matches.csv"))).size();
    EXPECT_EQ(files->item(csvRow, 1)->text(), QLocale().formattedDataSize(csvSize));
    EXPECT_FALSE(files->item(csvRow, 2)->text().isEmpty());
    EXPECT_TRUE(save->isEnabled());

    const QString zip = dir.filePath(QStringLiteral("bundle.zip"));
    ASSERT_TRUE(d.save(zip)) << d.status().toStdString();
    std::vector<ZipEntry> entries;
    std::string error;
    ASSERT_TRUE(readZipDirectory(zip, entries, error)) << error;
    EXPECT_EQ(static_cast<int>(entries.size()), files->rowCount()) << "the archive holds what the table listed";
    // The total shown is the size of what was written.
    int64_t bytes = 0;
    for (const ZipEntry &e : entries) bytes += e.size;
    const QString total = QStringLiteral(", %1 in all.").arg(QLocale().formattedDataSize(bytes));
    bool shown = false;
    for (const QLabel *l : d.findChildren<QLabel *>())
        shown = shown || (l->text().startsWith(QString::number(files->rowCount()) + QLatin1Char(' ')) && l->text().contains(total));
    EXPECT_TRUE(shown) << "no label says " << files->rowCount() << " files" << total.toStdString();
    EXPECT_TRUE(d.status().contains(zip));

    // An edit of the form invalidates the prepared bundle.
    QTest::keyClick(d.findChild<QLineEdit *>(QStringLiteral("bundleAuthors")), Qt::Key_A);
    EXPECT_EQ(files->rowCount(), 0);
    EXPECT_FALSE(save->isEnabled());
}

TEST_F(BundleDialogTest, CancelWhileWritingLeavesNothingBehind) {
    BundleDialog d(nullptr, reg, {results});
    ASSERT_TRUE(d.prepare()) << d.status().toStdString();
    bool closed = false;
    QObject::connect(&d, &QDialog::rejected, [&] { closed = true; });
    // The click arrives while the first file is being written (the writer lets events through).
    QMetaObject::invokeMethod(d.findChild<QPushButton *>(QStringLiteral("bundleCancel")), "click", Qt::QueuedConnection);
    const QString zip = dir.filePath(QStringLiteral("cancelled.zip"));
    EXPECT_FALSE(d.save(zip));
    EXPECT_FALSE(QFileInfo::exists(zip));
    EXPECT_TRUE(d.status().startsWith(QStringLiteral("Cancelled"))) << d.status().toStdString();
    EXPECT_FALSE(closed) << "Cancel during writing stops the writing, not the dialog";
}
