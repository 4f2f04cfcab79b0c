// The field-test sheet (#19): one A4 page with the reading in words, the moves, the result and
// the notes; a long match lists its first and last moves.
#include "support/shipped_plugins.h"
#include "field_sheet.h"
#include "experiment/display_names.h"
#include "experiment/prepared_reading.h"
#include "plugin/plugin_registry.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextDocument>
#include <gtest/gtest.h>

using namespace rulelab;

namespace {

const PluginRegistry &registry() { return testsupport::shippedPlugins(); }

MatchReplay simulated(const char *game, const char *reading, int64_t index) {
    PreparedReading pr;
    std::string err;
    InputError kind;
    EXPECT_TRUE(prepareReading(registry(), game, reading, {}, Limits{}, pr, err, kind)) << err;
    ReplayRequest req;
    req.seed = 2;
    req.index = index;
    MatchReplay r;
    EXPECT_TRUE(computeReplay(pr, req, r, err)) << err;
    r.persons = {true, false};
    return r;
}

QString plain(const QString &html) {
    QTextDocument d;
    d.setHtml(html);
    return d.toPlainText();
}

}  // namespace

TEST(FieldSheet, OnePageWithTheReadingInWordsTheMovesTheResultAndTheNotes) {
    // The first of the simulated matches long enough to be cut (seed 2).
    MatchReplay m;
    for (int64_t i = 0; i < 40 && m.moves.size() <= 240; ++i) m = simulated("bheri-bakri", "aibdd-literal", i);
    const GameInfo &info = registry().find("bheri-bakri")->plugin->info();
    const QString text = plain(fieldSheetHtml(m, &info, QStringLiteral("Informant in Mianwali: 'we never lapped'")));
    EXPECT_TRUE(text.contains(QStringLiteral("Field sheet: Bheri Bakri, reading aibdd-literal")));
    // With the reading's name (as the Play tab passes it), the title has no id.
    const QString named = plain(fieldSheetHtml(m, &info, QString(), QStringLiteral("AIBDD, as printed")));
    EXPECT_TRUE(named.contains(QStringLiteral("Field sheet: Bheri Bakri, reading AIBDD, as printed")));
    EXPECT_FALSE(named.contains(QStringLiteral("aibdd-literal")));
    EXPECT_TRUE(text.contains(QStringLiteral("Cowrie mouth-up chance"))) << "options by label";
    EXPECT_FALSE(text.contains(QStringLiteral("cowrie_p"))) << "not by id";
    EXPECT_TRUE(text.contains(QStringLiteral("Goats: a person")));
    EXPECT_TRUE(text.contains(QStringLiteral("Sheep: random")));
    EXPECT_TRUE(text.contains(QStringLiteral("1. ") + QString::fromStdString(m.moves[0].description)));
    EXPECT_TRUE(text.contains(QStringLiteral("Why: ") + endReasonName(m.record.endReason)));
    EXPECT_TRUE(text.contains(QStringLiteral("we never lapped")));
    // A long match: its first 200 and last 40 moves, and how many are left out.
    ASSERT_GT(m.moves.size(), 240u) << "this fixture needs a long match";
    EXPECT_TRUE(text.contains(QStringLiteral("%1 moves left out").arg(m.moves.size() - 240)));
    EXPECT_TRUE(text.contains(QStringLiteral("%1. ").arg(m.moves.size())));
    EXPECT_FALSE(text.contains(QStringLiteral("\n201. ")));
    // The PDF: one page, A4.
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
    QString error;
    ASSERT_TRUE(writeFieldSheet(pdf, m, &info, QString(), QString(), error)) << error.toStdString();
    QFile f(pdf);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    EXPECT_TRUE(bytes.startsWith("%PDF"));
    EXPECT_EQ(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r") + bytes.count("/Type /Page "), 1) << "one page";
    EXPECT_TRUE(bytes.contains("/MediaBox [0 0 595")) << "A4";
    const QString shots = qEnvironmentVariable("RULELAB_SCREENSHOT_DIR");
    if (!shots.isEmpty())
        writeFieldSheet(shots + QStringLiteral("/field-sheet.pdf"), m, &info, QStringLiteral("Informant: 'we never lapped'"),
                        QString(), error);
    // An unwritable place is refused, naming the file.
    EXPECT_FALSE(writeFieldSheet(QStringLiteral("/nonexistent-dir/sheet.pdf"), m, &info, QString(), QString(), error));
    EXPECT_TRUE(error.contains(QStringLiteral("/nonexistent-dir/sheet.pdf")));
}
