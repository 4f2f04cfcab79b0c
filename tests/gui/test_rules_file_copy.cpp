// Edit > Edit a Copy of This Game keeps a rules file's own translations (docs/rules-files.md#translations):
// every text the copy leaves as it was stays translated, the name the copy gives itself is
// renamed in each language too, and a text the user edits loses its own translation only, with
// a note in the form; the saved copy loads without a warning.
#include "main_window_test_support.h"
#include "main_window.h"
#include "plugin/game_texts.h"
#include "plugin/plugin_registry.h"
#include "rules_file_dialogs.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <gtest/gtest.h>

#include <map>

using namespace rulelab;
using rulelab::main_window_test::ShippedRegistry;

namespace {

QJsonObject jsonOf(const QString &path) {
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return QJsonDocument::fromJson(f.readAll()).object();
}

// Selects game `id` in the window's tree and opens the form on a copy of its rules file.
RulesFormDialog *copyOf(MainWindow &w, const QString &id) {
    for (int i = 0; i < w.gameTree()->topLevelItemCount(); ++i)
        if (w.gameTree()->topLevelItem(i)->data(0, Qt::UserRole + 1).toString() == id)
            w.gameTree()->setCurrentItem(w.gameTree()->topLevelItem(i));
    return w.rulesForm(true);
}

QJsonObject table(const QJsonObject &file, const char *language) {
    return file.value(QStringLiteral("translations")).toObject().value(QLatin1String(language)).toObject();
}

}  // namespace

TEST(RulesFileCopy, ACopyOfEveryShippedRulesFileLoadsWithItsTranslations) {
    ShippedRegistry reg;
    MainWindow w(reg);
    w.setQuiet(true);
    QTemporaryDir dir;
    std::map<QString, QJsonObject> originals;  // the copy's id -> the shipped file
    for (const LoadedGame &g : reg.games()) {
        if (g.definedBy != QLatin1String("rules-file")) continue;
        const QJsonObject original = jsonOf(g.sourceFile);
        ASSERT_FALSE(table(original, "hi").isEmpty()) << g.pluginId.toStdString() << " ships without Hindi";
        RulesFormDialog *form = copyOf(w, g.pluginId);
        ASSERT_TRUE(form);
        const QString name = original.value(QStringLiteral("name")).toString();
        EXPECT_EQ(form->nameEdit()->text(), name + QStringLiteral(" (edited)")) << "the file's name is English";
        form->checkNow();
        EXPECT_TRUE(form->droppedTranslations().isEmpty()) << form->droppedTranslations().join(QLatin1Char('\n')).toStdString();
        EXPECT_TRUE(form->translationNote()->isHidden());
        const QString id = form->idEdit()->text();
        ASSERT_TRUE(form->saveTo(dir.filePath(id + QStringLiteral(".json")))) << id.toStdString();
        originals[id] = original;
    }
    ASSERT_GE(originals.size(), 9u) << "the shipped rules files";

    PluginRegistry copies;
    copies.setGamesDirs({dir.path()});
    copies.loadFrom({QStringLiteral(RULELAB_PLUGIN_DIR)});
    EXPECT_TRUE(copies.errors().empty()) << copies.errors().front().message.toStdString();
    EXPECT_TRUE(copies.warnings().empty()) << copies.warnings().front().message.toStdString();
    for (const auto &[id, original] : originals) {
        const LoadedGame *g = copies.find(id.toStdString());
        ASSERT_TRUE(g) << id.toStdString();
        EXPECT_TRUE(g->languages.contains(QStringLiteral("hi")) && g->languages.contains(QStringLiteral("ur"))) << id.toStdString();
        const QString name = original.value(QStringLiteral("name")).toString();
        const QJsonObject hi = table(original, "hi");
        for (auto it = hi.begin(); it != hi.end(); ++it) {
            if (it.key() == name) continue;
            EXPECT_EQ(gameTextTranslation(id.toStdString(), QStringLiteral("hi"), it.key().toUtf8().constData()), it.value().toString())
                << id.toStdString() << ": " << it.key().toStdString();
        }
        // The copy's name, renamed the same way in Hindi ("(edited)" from the app's catalogue).
        const QString copyName = name + QStringLiteral(" (edited)");
        EXPECT_EQ(gameTextTranslation(id.toStdString(), QStringLiteral("hi"), copyName.toUtf8().constData()),
                  hi.value(name).toString() + QStringLiteral(" (संपादित)"))
            << id.toStdString();
    }
}

TEST(RulesFileCopy, AnEditedTextLosesOnlyItsOwnTranslation) {
    ShippedRegistry reg;
    MainWindow w(reg);
    w.setQuiet(true);
    RulesFormDialog *form = copyOf(w, QStringLiteral("daramuti"));
    ASSERT_TRUE(form);
    const QJsonObject original = jsonOf(QStringLiteral(RULELAB_SOURCE_DIR "/data/games/daramuti.json"));
    const QString summary = original.value(QStringLiteral("summary")).toString();
    const QString reading = original.value(QStringLiteral("readings")).toArray().at(1).toObject().value(QStringLiteral("name")).toString();
    form->summaryEdit()->setPlainText(summary + QStringLiteral(" As edited."));
    QTableWidget *readings = form->readingTable();
    ASSERT_EQ(readings->item(1, RulesFormDialog::ReadingNameCol)->text(), reading);
    readings->item(1, RulesFormDialog::ReadingNameCol)->setText(reading + QStringLiteral(", edited"));
    form->checkNow();
    // Each edited text loses its Hindi and its Urdu, said under the form (not a problem: it saves).
    EXPECT_EQ(form->droppedTranslations().size(), 4) << form->droppedTranslations().join(QLatin1Char('\n')).toStdString();
    EXPECT_FALSE(form->translationNote()->isHidden());
    EXPECT_TRUE(form->translationNote()->text().contains(reading)) << form->translationNote()->text().toStdString();
    EXPECT_TRUE(form->translationNote()->text().contains(QStringLiteral("हिन्दी"))) << "the language by its own name";
    EXPECT_EQ(form->problemCount(), 0);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("daramuti-edited.json"));
    ASSERT_TRUE(form->saveTo(path));
    const QJsonObject saved = jsonOf(path);
    const QJsonObject hi = table(saved, "hi"), shippedHi = table(original, "hi");
    EXPECT_FALSE(hi.contains(summary));
    EXPECT_FALSE(hi.contains(reading));
    EXPECT_FALSE(table(saved, "ur").contains(summary));
    EXPECT_EQ(hi.size(), shippedHi.size() - 2) << "the other texts keep their Hindi";
    for (const char *kept : {"Sri Lanka", "South"}) EXPECT_EQ(hi.value(QLatin1String(kept)), shippedHi.value(QLatin1String(kept))) << kept;

    // Changed back, the texts are the file's again and keep their translations.
    form->summaryEdit()->setPlainText(summary);
    readings->item(1, RulesFormDialog::ReadingNameCol)->setText(reading);
    form->checkNow();
    EXPECT_TRUE(form->droppedTranslations().isEmpty());
    EXPECT_TRUE(form->translationNote()->isHidden());
}
