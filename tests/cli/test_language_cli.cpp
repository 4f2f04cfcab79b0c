// The CLI under --lang says a game's own words (reading names, option labels, the figures' reading
// names) in that language, as the workbench does, and keeps the ids a user types; in English it
// prints what it always printed. Run on Khutka Boia, whose plugin carries Hindi and Urdu catalogues.
#include <QRegularExpression>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <map>

#include "khutka_cli.h"
#include "support/files.h"

using namespace rulelab::testsupport;

namespace {

// Whether `text` has a letter of the Devanagari block (Hindi).
bool hasDevanagari(const QString &text) {
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.unicode() >= 0x0900 && c.unicode() <= 0x097F; });
}

// The `readings` table as reading id -> name (columns are set apart by two spaces or more).
std::map<QString, QString> readingNames(const QString &table) {
    std::map<QString, QString> out;
    const QStringList lines = table.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QStringList cells = lines[i].split(QRegularExpression(QStringLiteral("\\s{2,}")));
        if (cells.size() >= 2) out[cells[0]] = cells[1];
    }
    return out;
}

}  // namespace

TEST(CliLanguage, ReadingsAreNamedInHindiAndKeepTheirIds) {
    const Result en = khutkaCli(words("readings khutka-boia"));
    const Result hi = khutkaCli(words("--lang hi readings khutka-boia"));
    ASSERT_EQ(en.code, 0) << en.err.toStdString();
    ASSERT_EQ(hi.code, 0) << hi.err.toStdString();
    const auto english = readingNames(en.out), hindi = readingNames(hi.out);
    ASSERT_GE(english.size(), 4u) << en.out.toStdString();
    ASSERT_EQ(hindi.size(), english.size()) << hi.out.toStdString();
    for (const auto &[id, name] : english) {
        ASSERT_TRUE(hindi.count(id)) << id.toStdString() << ": the id is kept";
        EXPECT_NE(hindi.at(id), name) << id.toStdString();
        EXPECT_TRUE(hasDevanagari(hindi.at(id))) << hindi.at(id).toStdString();
    }
}

TEST(CliLanguage, DescribeGivesTheOptionsLabelsInTheLanguage) {
    const Result en = khutkaCli(words("describe khutka-boia"));
    const Result hi = khutkaCli(words("--lang hi describe khutka-boia"));
    ASSERT_EQ(en.code, 0) << en.err.toStdString();
    ASSERT_EQ(hi.code, 0) << hi.err.toStdString();
    const QRegularExpression relay(QStringLiteral("^relay  \\[[^\\]]+\\]  (.+?)(  \\(|$)"), QRegularExpression::MultilineOption);
    const QString englishLabel = relay.match(en.out).captured(1), hindiLabel = relay.match(hi.out).captured(1);
    EXPECT_EQ(englishLabel, QStringLiteral("Relay")) << en.out.left(400).toStdString();
    EXPECT_TRUE(hasDevanagari(hindiLabel)) << hindiLabel.toStdString();
}

// A figure's data names each reading as `readings` does in that language; in English as before.
TEST(CliLanguage, AFiguresReadingsAreNamedInTheLanguage) {
    RULELAB_NEEDS_CHARTS();
    QTemporaryDir dir;
    const QString res = dir.filePath(QStringLiteral("res"));
    const Result run = khutkaCli(
        words("run khutka-boia --reading reconstruction --reading aibdd-literal --matches 10 --seed 1 --out") + QStringList{res});
    ASSERT_EQ(run.code, 0) << run.err.toStdString();
    const auto hindi = readingNames(khutkaCli(words("--lang hi readings khutka-boia")).out);
    const auto english = readingNames(khutkaCli(words("readings khutka-boia")).out);
    for (const char *lang : {"hi", "en"}) {
        const QString out = dir.filePath(QStringLiteral("adv-%1.png").arg(QLatin1String(lang)));
        const Result r = khutkaCli({QStringLiteral("--lang"), QLatin1String(lang), QStringLiteral("chart"), res,
                                    QStringLiteral("--kind"), QStringLiteral("advantage"), QStringLiteral("--out"), out});
        ASSERT_EQ(r.code, 0) << lang << r.err.toStdString();
        const QString csv = QString::fromUtf8(readAll(dir.filePath(QStringLiteral("adv-%1.csv").arg(QLatin1String(lang)))));
        const auto &names = QLatin1String(lang) == QLatin1String("hi") ? hindi : english;
        for (const char *id : {"reconstruction", "aibdd-literal"}) {
            const QString name = names.at(QLatin1String(id));
            EXPECT_TRUE(csv.contains(name + QStringLiteral(",") + QLatin1String(id)) ||
                        csv.contains(QStringLiteral("\"%1\",%2").arg(name, QLatin1String(id))))
                << lang << " " << id << "\n"
                << csv.toStdString();
        }
    }
}

// The publication's messages (bundle, verify, the ZIP reader) are in the catalogues too: a folder
// that is no bundle and a file that is no ZIP archive are refused in Hindi.
TEST(CliLanguage, VerifysRefusalsAreInHindi) {
    QTemporaryDir dir;
    const Result folder = khutkaCli({QStringLiteral("--lang"), QStringLiteral("hi"), QStringLiteral("verify"), dir.path()});
    EXPECT_NE(folder.code, 0);
    EXPECT_TRUE(folder.err.contains(QStringLiteral("प्रकाशन बंडल नहीं है"))) << folder.err.toStdString();
    const QString zip = dir.filePath(QStringLiteral("bundle.zip"));
    writeAll(zip, "PK not really");
    const Result archive = khutkaCli({QStringLiteral("--lang"), QStringLiteral("hi"), QStringLiteral("verify"), zip});
    EXPECT_NE(archive.code, 0);
    EXPECT_TRUE(archive.err.contains(QStringLiteral("ZIP संग्रह नहीं"))) << archive.err.toStdString();
}
