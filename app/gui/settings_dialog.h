#pragma once
// Settings: the interface language (system, English, Hindi, Urdu), kept in QSettings under
// "language" and applied at the next start (rulelab --lang CODE overrides it for one run); the
// folders of rules files loaded at start (PluginRegistry::kGamesDirsSetting, one per line).

#include <QDialog>

class QComboBox;
class QPlainTextEdit;

namespace rulelab {

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget *parent = nullptr);
    QComboBox *languageBox() const { return language_; }
    QPlainTextEdit *gamesDirsEdit() const { return gamesDirs_; }
    void accept() override;

private:
    QComboBox *language_ = nullptr;
    QPlainTextEdit *gamesDirs_ = nullptr;
};

}  // namespace rulelab
