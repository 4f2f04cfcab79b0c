#include "wheel_guard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QPointer>
#include <QScrollBar>
#include <QWheelEvent>

namespace rulelab {

namespace {

QPointer<WheelGuard> theGuard;

// A control whose value the wheel would change (a scroll bar is for scrolling: left alone).
bool isValueControl(const QWidget *w) {
    if (qobject_cast<const QScrollBar *>(w)) return false;
    return qobject_cast<const QAbstractSpinBox *>(w) || qobject_cast<const QComboBox *>(w) ||
           qobject_cast<const QAbstractSlider *>(w);
}

// The control the event is for: the widget itself or the one it is part of (a spin box's line edit).
QWidget *valueControlOf(QObject *o) {
    for (QWidget *w = qobject_cast<QWidget *>(o); w; w = w->parentWidget()) {
        if (isValueControl(w)) return w;
        if (w->isWindow()) break;
    }
    return nullptr;
}

}  // namespace

bool WheelGuard::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() != QEvent::Wheel) return false;
    QWidget *control = valueControlOf(watched);
    if (!control || control->hasFocus() || (QApplication::focusWidget() && control->isAncestorOf(QApplication::focusWidget())))
        return false;
    // Not focused: scroll the nearest scroll area instead, and never touch the control's value.
    for (QWidget *w = control->parentWidget(); w; w = w->parentWidget()) {
        if (auto *area = qobject_cast<QAbstractScrollArea *>(w)) {
            if (watched != area->viewport()) QCoreApplication::sendEvent(area->viewport(), event);
            break;
        }
        if (w->isWindow()) break;
    }
    return true;
}

void installWheelGuard() {
    if (theGuard || !qApp) return;
    theGuard = new WheelGuard(qApp);
    qApp->installEventFilter(theGuard);
}

bool wheelGuardInstalled() { return !theGuard.isNull(); }

void removeWheelGuard() { delete theGuard.data(); }

}  // namespace rulelab
