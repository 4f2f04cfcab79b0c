#include "window_fit.h"

#include <algorithm>

namespace rulelab {

QRect fitIntoScreen(const QRect &client, const QMargins &frame, const QRect &available) {
    if (available.isEmpty()) return client;
    const QRect room = available.marginsRemoved(frame);  // where the client area may lie
    QRect out = client;
    out.setWidth(std::min(client.width(), room.width()));
    out.setHeight(std::min(client.height(), room.height()));
    out.moveLeft(std::max(room.left(), std::min(out.left(), room.right() - out.width() + 1)));
    out.moveTop(std::max(room.top(), std::min(out.top(), room.bottom() - out.height() + 1)));
    return out;
}

}  // namespace rulelab
