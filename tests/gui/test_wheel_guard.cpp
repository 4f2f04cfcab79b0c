// The wheel scrolls and changes no setting it passes over (issue 37, item 2): over a spin box or
// combo box without the keyboard focus it scrolls the page; with the focus it changes the value.
#include "main_window.h"
#include "wheel_guard.h"

#include "plugin/plugin_registry.h"

#include <QApplication>
#include <QComboBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <gtest/gtest.h>

using namespace rulelab;

namespace {

// One notch of the wheel, away from the user (up), over the middle of `w`.
void wheel(QWidget *w, int notches = -1) {
    const QPointF at(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent e(at, w->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton, Qt::NoModifier,
                  Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &e);
}

}  // namespace

TEST(WheelGuard, TheWheelScrollsPastControlsWithoutFocusAndChangesThemWithIt) {
    installWheelGuard();
    ASSERT_TRUE(wheelGuardInstalled());
    QScrollArea area;
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    auto *spin = new QSpinBox;
    spin->setRange(0, 100);
    spin->setValue(50);
    auto *combo = new QComboBox;
    combo->addItems({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
    combo->setCurrentIndex(1);
    auto *other = new QSpinBox;  // takes the focus away from the two
    layout->addWidget(other);
    layout->addWidget(spin);
    layout->addWidget(combo);
    layout->addSpacing(2000);
    area.setWidget(page);
    area.resize(300, 200);
    area.show();
    other->setFocus();
    QApplication::processEvents();

    wheel(spin, -3);
    wheel(combo, -3);
    EXPECT_EQ(spin->value(), 50) << "no focus: the value stays";
    EXPECT_EQ(combo->currentIndex(), 1);
    EXPECT_GT(area.verticalScrollBar()->value(), 0) << "the page scrolled instead";
    EXPECT_FALSE(spin->hasFocus()) << "the wheel gave it no focus either";

    // Clicked into (focused), the control takes the wheel as before.
    spin->setFocus();
    QApplication::processEvents();
    ASSERT_TRUE(spin->hasFocus());
    wheel(spin, 1);
    EXPECT_EQ(spin->value(), 51);
    combo->setFocus();
    QApplication::processEvents();
    wheel(combo, -1);
    EXPECT_EQ(combo->currentIndex(), 2);
}

TEST(WheelGuard, TheWorkbenchInstallsIt) {
    removeWheelGuard();
    ASSERT_FALSE(wheelGuardInstalled());
    PluginRegistry registry;
    MainWindow w(registry);
    EXPECT_TRUE(wheelGuardInstalled());
}
