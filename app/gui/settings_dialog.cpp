#include "settings_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSettings>

#include "plugin/plugin_registry.h"
#include "widget_rows.h"

#include <algorithm>

namespace rulelab {

SettingsDialog::SettingsDialog(QWidget *parent) : QDialog(parent) {
    setWindowTitle(tr("Settings"));
    auto *form = new QFormLayout(this);
    language_ = new QComboBox;
    language_->addItem(tr("System default"), QString());
    // Language names in their own script, so that anyone can find their own.
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language_->addItem(QStringLiteral("हिन्दी (Hindi)"), QStringLiteral("hi"));
    language_->addItem(QStringLiteral("اردو (Urdu)"), QStringLiteral("ur"));
    language_->setCurrentIndex(std::max(0, language_->findData(QSettings().value(QStringLiteral("language")).toString())));
    form->addRow(tr("Language:"), language_);
    auto *note = wrappedLabel(tr("The new language is used when RuleLab starts again."));
    form->addRow(note);
    gamesDirs_ = new QPlainTextEdit;
    gamesDirs_->setPlaceholderText(tr("one folder per line"));
    gamesDirs_->setPlainText(
        QSettings().value(QString::fromLatin1(PluginRegistry::kGamesDirsSetting)).toStringList().join(QLatin1Char('\n')));
    gamesDirs_->setMaximumHeight(90);
    form->addRow(tr("Games folders:"), gamesDirs_);
    auto *gamesNote =
        wrappedLabel(tr("Every rules file (docs/rules-files.md) in these folders is loaded as a game when "
                        "RuleLab starts, by the workbench and by rulelab-cli."));
    form->addRow(gamesNote);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

void SettingsDialog::accept() {
    QSettings().setValue(QStringLiteral("language"), language_->currentData().toString());
    QStringList dirs;
    for (const QString &line : gamesDirs_->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (!line.trimmed().isEmpty()) dirs << line.trimmed();
    QSettings().setValue(QString::fromLatin1(PluginRegistry::kGamesDirsSetting), dirs);
    QDialog::accept();
}

}  // namespace rulelab
