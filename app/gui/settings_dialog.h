#pragma once
// Settings: the interface language (system, English, Hindi, Urdu), kept in QSettings under
// "language" and applied at the next start (rulelab --lang CODE overrides it for one run).

#include <QDialog>

class QComboBox;

namespace rulelab {

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget *parent = nullptr);
    QComboBox *languageBox() const { return language_; }
    void accept() override;

private:
    QComboBox *language_ = nullptr;
};

}  // namespace rulelab
