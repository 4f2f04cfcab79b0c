#pragma once
// No control changes a setting unasked (issue 37): the mouse wheel over a spin box, combo box or
// slider that does not have the keyboard focus scrolls the page it sits on instead of changing
// the value. Click (or tab) into the control first to change it with the wheel.

#include <QObject>

namespace rulelab {

class WheelGuard : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

// Installs one guard on the application (idempotent); the workbench window calls it.
void installWheelGuard();
bool wheelGuardInstalled();
void removeWheelGuard();  // for tests

}  // namespace rulelab
