#pragma once
// What the files of the Play tab share (play_view*.cpp). Internal to the tab.

#include <QApplication>

namespace rulelab::play_parts {

// A wait cursor while an agent or a hint thinks.
struct WaitCursor {
    WaitCursor() { QApplication::setOverrideCursor(Qt::WaitCursor); }
    ~WaitCursor() { QApplication::restoreOverrideCursor(); }
    WaitCursor(const WaitCursor &) = delete;
    WaitCursor &operator=(const WaitCursor &) = delete;
};

}  // namespace rulelab::play_parts
