#pragma once
// Where a top-level window goes so that the whole of it, frame and title bar included, lies on
// the screen: a saved geometry from another screen, or one that sat a few pixels low on a
// smaller screen, is moved (and shrunk when it must be) into the screen's available area.

#include <QMargins>
#include <QRect>

namespace rulelab {

// The client geometry (QWidget::geometry) for a window whose client area is `client`, whose
// frame adds `frame` on each side, on a screen whose available area is `available`. Unchanged
// when it already fits. A window that cannot be as small as the screen (its minimum size) should
// still be placed at the top-left of `available`: call again with its real size.
QRect fitIntoScreen(const QRect &client, const QMargins &frame, const QRect &available);

}  // namespace rulelab
