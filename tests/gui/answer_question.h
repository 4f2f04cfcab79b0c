#pragma once
// Answers the next question box (a QMessageBox named `objectName`, e.g. the window's
// "unsavedResultsBox" or the rules form's "unsavedRulesBox") with `button`, from the event loop
// the box runs; `asked` counts the questions answered. Another box is left alone.
#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

namespace rulelab::testsupport {

inline void answerNextQuestion(const char *objectName, QMessageBox::StandardButton button, int &asked) {
    QTimer::singleShot(0, [objectName, button, &asked] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || box->objectName() != QLatin1String(objectName)) return;
        ++asked;
        box->button(button)->click();
    });
}

}  // namespace rulelab::testsupport
