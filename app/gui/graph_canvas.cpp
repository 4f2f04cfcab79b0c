#include "graph_canvas.h"

#include "board_widget.h"  // seatColor
#include "experiment/outcome_text.h"
#include "game/game.h"
#include "plugin/qt_text.h"

#include <QContextMenuEvent>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <map>

namespace rulelab {

namespace {

const QColor kDraw(0x9e, 0x9e, 0x9e);
const QColor kCycle(0x8e, 0x44, 0xad);
const QColor kChanceDecides(0xe6, 0xb4, 0x3c);
const QColor kUnknown(0xdc, 0xdc, 0xdc);
const QColor kChanceNode(0xf0, 0xe6, 0x8c);
const QColor kUndecided(0x40, 0x40, 0x40);
// Okabe-Ito (colour-blind safe), for cyclic components.
const QColor kPalette[] = {QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9), QColor(0x00, 0x9e, 0x73), QColor(0xf0, 0xe4, 0x42),
                           QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00), QColor(0xcc, 0x79, 0xa7)};

QColor tint(int seat) {
    const QColor c = seatColor(seat);
    return QColor((c.red() + 3 * 255) / 4, (c.green() + 3 * 255) / 4, (c.blue() + 3 * 255) / 4);
}

QColor mix(const QColor &a, const QColor &b, double t) {
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

// Seat 1 wins (0) through white (0.5) to seat 0 wins (1).
QColor valueColour(double p) {
    p = std::clamp(p, 0.0, 1.0);
    return p < 0.5 ? mix(seatColor(1), Qt::white, p * 2) : mix(Qt::white, seatColor(0), (p - 0.5) * 2);
}

// Probability that seat 0 wins under best play, from either kind of solution (-1: unknown).
double winValue(const GraphSolution &s, uint32_t state) {
    if (!s.solved) return -1;
    if (!s.outcome.empty()) {
        const uint8_t o = s.outcome[state];
        return o == 0 ? 1.0 : o == 1 ? 0.0 : 0.5;
    }
    return state < s.winProbability.size() ? s.winProbability[state] : -1;
}

void drawShape(QPainter &p, QPointF c, double r, int shape) {
    if (shape == 1) {
        QPolygonF d;
        d << QPointF(c.x(), c.y() - r * 1.2) << QPointF(c.x() + r * 1.2, c.y()) << QPointF(c.x(), c.y() + r * 1.2)
          << QPointF(c.x() - r * 1.2, c.y());
        p.drawPolygon(d);
    } else if (shape == 2) {
        p.drawRect(QRectF(c.x() - r * 0.9, c.y() - r * 0.9, r * 1.8, r * 1.8));
    } else {
        p.drawEllipse(c, r, r);
    }
}

constexpr double kLegendWidth = 200;

}  // namespace

QString GraphCanvas::seatName(const GraphData &d, int seat) {
    return seatNameText(d.game->info().playerNames, seat);
}

GraphCanvas::GraphCanvas(QWidget *parent) : QWidget(parent) {
    setMouseTracking(true);
    setMinimumSize(320, 240);
    setAutoFillBackground(false);
    setToolTip(QString());
}

void GraphCanvas::setGraph(std::shared_ptr<const GraphData> data, const GraphLayout *layout) {
    data_ = std::move(data);
    layout_ = layout;
    hovered_ = -1;
    update();
}

void GraphCanvas::setColouring(GraphColouring c) {
    colouring_ = c;
    update();
}

void GraphCanvas::resetZoom() {
    zoom_ = 1;
    pan_ = QPointF();
    update();
}

QColor GraphCanvas::nodeColour(int node) const {
    if (!data_ || !layout_ || node < 0 || node >= static_cast<int>(layout_->nodes.size())) return kUnknown;
    const LayoutNode &n = layout_->nodes[static_cast<size_t>(node)];
    const GraphNode &g = data_->graph.nodes[n.state];
    const GraphSolution &s = data_->solution;
    switch (colouring_) {
    case GraphColouring::Outcome:
        if (!s.solved) return kUnknown;
        if (!s.outcome.empty()) {
            switch (s.outcome[n.state]) {
            case 0: return seatColor(0);
            case 1: return seatColor(1);
            case 2: return kDraw;
            default: return kCycle;
            }
        } else {
            const double p = s.winProbability[n.state];
            return p >= 1 - 1e-9 ? seatColor(0) : p <= 1e-9 ? seatColor(1) : kChanceDecides;
        }
    case GraphColouring::Value: {
        const double v = winValue(s, n.state);
        return v < 0 ? kUnknown : valueColour(v);
    }
    case GraphColouring::Component: return n.cyclic ? kPalette[n.component % (sizeof kPalette / sizeof kPalette[0])] : kUnknown;
    case GraphColouring::Result:
        if (g.player == kTerminalPlayer)
            return g.result == Result::Win0   ? seatColor(0)
                   : g.result == Result::Win1 ? seatColor(1)
                   : g.result == Result::Draw ? kDraw
                                              : kUndecided;
        if (!g.expanded) return Qt::white;
        if (g.player == kChancePlayer) return kChanceNode;
        return tint(g.player);
    }
    return kUnknown;
}

std::vector<GraphLegendEntry> GraphCanvas::legend() const {
    std::vector<GraphLegendEntry> out;
    if (!data_) return out;
    const GraphData &d = *data_;
    const bool retro = d.solution.solved && !d.solution.outcome.empty();
    switch (colouring_) {
    case GraphColouring::Outcome:
        out.push_back({tr("Best play: %1 wins").arg(seatName(d, 0)), seatColor(0), 0});
        out.push_back({tr("Best play: %1 wins").arg(seatName(d, 1)), seatColor(1), 0});
        if (retro || !d.solution.solved) {
            out.push_back({tr("Best play: draw"), kDraw, 0});
            out.push_back({tr("No side can force an end"), kCycle, 0});
        } else {
            out.push_back({tr("Chance decides"), kChanceDecides, 0});
        }
        if (!d.solution.solved) out.push_back({tr("Not solved"), kUnknown, 0});
        break;
    case GraphColouring::Value:
        out.push_back({tr("Probability that %1 wins, 0 to 1").arg(seatName(d, 0)), QColor(), 3});
        if (!d.solution.solved) out.push_back({tr("Not solved"), kUnknown, 0});
        break;
    case GraphColouring::Component:
        out.push_back({tr("On a cycle (a colour per component)"), kPalette[0], 0});
        out.push_back({tr("Not on a cycle"), kUnknown, 0});
        break;
    case GraphColouring::Result:
        out.push_back({tr("End: %1 wins").arg(seatName(d, 0)), seatColor(0), 2});
        out.push_back({tr("End: %1 wins").arg(seatName(d, 1)), seatColor(1), 2});
        out.push_back({tr("End: draw"), kDraw, 2});
        out.push_back({tr("End: undecided"), kUndecided, 2});
        out.push_back({tr("%1 to move").arg(seatName(d, 0)), tint(0), 0});
        out.push_back({tr("%1 to move").arg(seatName(d, 1)), tint(1), 0});
        out.push_back({tr("Chance to play"), kChanceNode, 1});
        out.push_back({tr("Not expanded (limit)"), Qt::white, 0});
        break;
    }
    // Shapes and outlines, whatever the colours.
    if (colouring_ != GraphColouring::Result) {
        out.push_back({tr("Chance (diamond)"), QColor(), 1});
        out.push_back({tr("End of the match (square)"), QColor(), 2});
    }
    out.push_back({tr("Start (thick outline)"), QColor(), 4});
    if (layout_ && layout_->collapsed)
        out.push_back({tr("Ringed node: states play can go round in, drawn as one; its number says how many"), QColor(), 5});
    else if (layout_ && layout_->kind == LayoutKind::Components)
        out.push_back({tr("Component: size grows with its states; double ring: cyclic"), QColor(), 5});
    return out;
}

QRectF GraphCanvas::graphArea(const QRectF &area) const {
    const double left = layout_ && layout_->rows ? 56 : 12;
    return area.adjusted(left, 12, -kLegendWidth - 16, -12);
}

QTransform GraphCanvas::fitTransform(const QRectF &area, bool withZoom) const {
    QTransform t;
    if (!layout_ || layout_->nodes.empty()) return t;
    const QRectF ga = graphArea(area);
    const double lw = std::max(1e-6, layout_->maxX - layout_->minX), lh = std::max(1e-6, layout_->maxY - layout_->minY);
    const double s = std::min({ga.width() / lw, ga.height() / lh, 60.0});
    t.translate(ga.center().x(), ga.center().y());
    if (withZoom) {
        t.translate(pan_.x(), pan_.y());
        t.scale(zoom_, zoom_);
    }
    t.scale(s, s);
    t.translate(-(layout_->minX + layout_->maxX) / 2, -(layout_->minY + layout_->maxY) / 2);
    return t;
}

QPointF GraphCanvas::nodeCentre(int node) const {
    if (!layout_ || node < 0 || node >= static_cast<int>(layout_->nodes.size())) return {};
    const LayoutNode &n = layout_->nodes[static_cast<size_t>(node)];
    return fitTransform(QRectF(rect()), true).map(QPointF(n.x, n.y));
}

int GraphCanvas::nodeAt(QPointF pos) const {
    if (!layout_) return -1;
    const QTransform t = fitTransform(QRectF(rect()), true);
    const double s = t.m11();
    for (int i = static_cast<int>(layout_->nodes.size()) - 1; i >= 0; --i) {
        const LayoutNode &n = layout_->nodes[static_cast<size_t>(i)];
        const QPointF c = t.map(QPointF(n.x, n.y));
        if (QLineF(c, pos).length() <= std::max(n.radius * s * 1.2, 4.0)) return i;
    }
    return -1;
}

std::pair<int, int> GraphCanvas::paintGraph(QPainter &p, const QRectF &area) const { return paintInto(p, area, false); }

std::pair<int, int> GraphCanvas::paintInto(QPainter &p, const QRectF &area, bool withZoom) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.fillRect(area, Qt::white);
    QFont font = this->font();
    font.setPointSizeF(8.5);
    p.setFont(font);
    if (!data_ || !layout_ || layout_->nodes.empty()) {
        p.setPen(QColor(0x60, 0x60, 0x60));
        p.drawText(area, Qt::AlignCenter | Qt::TextWordWrap,
                   tr("No graph yet: select a reading in the workbench and choose Analysis > State Graph, or press "
                      "Explore."));
        p.restore();
        return {0, 0};
    }
    const QTransform t = fitTransform(area, withZoom);
    if (withZoom) p.setClipRect(area.adjusted(0, 0, -kLegendWidth - 8, 0));
    if (layout_->rows) paintDepths(p, area, t, font);
    const int edges = paintEdges(p, t);
    const int nodes = paintNodes(p, t, font, withZoom);
    p.setClipping(false);
    paintLegend(p, area, font);
    p.restore();
    return {nodes, edges};
}

// The depth of each row, left of the rows.
void GraphCanvas::paintDepths(QPainter &p, const QRectF &area, const QTransform &t, const QFont &font) const {
    const QRectF ga = graphArea(area);
    p.setPen(QColor(0x80, 0x80, 0x80));
    std::map<int32_t, double> rowY;
    for (const auto &n : layout_->nodes) rowY.emplace(n.layer, n.y);
    const QFontMetricsF fm(font);
    double lastY = -1e9;
    for (const auto &[layer, y] : rowY) {
        const double sy = t.map(QPointF(0, y)).y();
        if (sy - lastY < fm.height()) continue;
        lastY = sy;
        p.drawText(QRectF(area.left() + 2, sy - fm.height() / 2, ga.left() - area.left() - 6, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, tr("depth %1").arg(layer));
    }
}

// The edges (dashed from chance states), with arrow heads when there are few enough; returns
// how many were drawn.
int GraphCanvas::paintEdges(QPainter &p, const QTransform &t) const {
    const GraphData &d = *data_;
    const GraphLayout &l = *layout_;
    const double s = t.m11();
    const bool arrows = l.edges.size() <= 1500 && s * 0.3 >= 3;
    int edges = 0;
    for (const auto &e : l.edges) {
        const LayoutNode &a = l.nodes[e.from], &b = l.nodes[e.to];
        const QPointF pa = t.map(QPointF(a.x, a.y)), pb = t.map(QPointF(b.x, b.y));
        const bool chance =
            d.graph.nodes[a.state].player == kChancePlayer && (l.kind != LayoutKind::Components || a.members == 1);
        QPen pen(QColor(0x50, 0x50, 0x50, l.edges.size() > 600 ? 90 : 150));
        pen.setWidthF(std::clamp(s * 0.025, 0.5, 1.6) * (1 + 0.4 * std::log2(static_cast<double>(e.count))));
        if (chance) pen.setStyle(Qt::DashLine);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        ++edges;
        if (e.from == e.to) {  // a loop: a small circle on top of the node
            const double r = a.radius * s;
            p.drawEllipse(QPointF(pa.x(), pa.y() - r * 1.3), r * 0.6, r * 0.6);
            continue;
        }
        const QLineF line(pa, pb);
        if (line.length() < 1e-6) continue;
        const QPointF dir = (pb - pa) / line.length();
        const QPointF from = pa + dir * (a.radius * s), to = pb - dir * (b.radius * s * 1.1);
        p.drawLine(from, to);
        if (arrows) {
            const double size = std::clamp(s * 0.12, 3.0, 8.0);
            const QPointF normal(-dir.y(), dir.x());
            QPolygonF head;
            head << to << to - dir * size + normal * size * 0.45 << to - dir * size - normal * size * 0.45;
            p.setBrush(pen.color());
            p.setPen(Qt::NoPen);
            p.drawPolygon(head);
        }
    }
    return edges;
}

// The nodes: shape by kind of state, fill by the colouring, thick outline at the start, dashed
// when not expanded, their numbers when there are few enough; returns how many were drawn.
int GraphCanvas::paintNodes(QPainter &p, const QTransform &t, const QFont &font, bool withZoom) const {
    const GraphData &d = *data_;
    const GraphLayout &l = *layout_;
    const double s = t.m11();
    const bool labels = l.nodes.size() <= 400;
    int nodes = 0;
    for (size_t i = 0; i < l.nodes.size(); ++i) {
        const LayoutNode &n = l.nodes[i];
        const GraphNode &g = d.graph.nodes[n.state];
        const QPointF c = t.map(QPointF(n.x, n.y));
        const double r = std::max(1.5, n.radius * s);
        const bool start = n.state == 0;
        const int shape = l.kind == LayoutKind::Components && n.members > 1 ? 0
                          : g.player == kChancePlayer                       ? 1
                          : g.player == kTerminalPlayer                     ? 2
                                                                            : 0;
        QPen pen(start ? QColor(Qt::black) : QColor(0x30, 0x30, 0x30),
                 start ? std::max(2.0, r * 0.22) : std::clamp(r * 0.08, 0.5, 1.2));
        if (!g.expanded && g.player != kTerminalPlayer && (l.kind != LayoutKind::Components || n.members == 1))
            pen.setStyle(Qt::DashLine);
        if (withZoom && static_cast<int>(i) == hovered_) pen = QPen(QColor(0xff, 0x8c, 0x00), std::max(2.0, r * 0.25));
        p.setPen(pen);
        p.setBrush(nodeColour(static_cast<int>(i)));
        drawShape(p, c, r, shape);
        if (l.kind == LayoutKind::Components && n.cyclic) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(QColor(0x30, 0x30, 0x30), std::clamp(r * 0.06, 0.5, 1.2)));
            p.drawEllipse(c, r * 1.18, r * 1.18);
        }
        ++nodes;
        if (labels && r >= 8) {
            const QColor fill = nodeColour(static_cast<int>(i));
            p.setPen(fill.lightnessF() < 0.55 ? Qt::white : Qt::black);
            QFont f = font;
            f.setPixelSize(static_cast<int>(std::clamp(r * 0.75, 7.0, 13.0)));
            p.setFont(f);
            // A component of several states: how many; a single state (of any layout): its number.
            const QString text =
                l.kind == LayoutKind::Components && n.members > 1 ? QString::number(n.members) : QString::number(n.state);
            p.drawText(QRectF(c.x() - r * 1.5, c.y() - r, r * 3, r * 2), Qt::AlignCenter, text);
            p.setFont(font);
        }
    }
    return nodes;
}

// The legend, top right: the colouring's title, then a swatch and a text per entry.
void GraphCanvas::paintLegend(QPainter &p, const QRectF &area, const QFont &font) const {
    const std::vector<GraphLegendEntry> entries = legend();
    const QFontMetricsF fm(font);
    const double line = std::max(fm.height() * 1.15, 15.0);
    const double box = 10;
    double height = 8 + fm.height() * 1.3;
    std::vector<QRectF> textRects;
    for (const auto &e : entries) {
        const QRectF r = fm.boundingRect(QRectF(0, 0, kLegendWidth - 34, 1000), Qt::TextWordWrap, e.text);
        textRects.push_back(r);
        height += std::max(line, r.height() + 3);
    }
    const QRectF legendBox(area.right() - kLegendWidth - 8, area.top() + 8, kLegendWidth, height + 6);
    p.setPen(QColor(0xb0, 0xb0, 0xb0));
    p.setBrush(QColor(255, 255, 255, 235));
    p.drawRect(legendBox);
    QFont bold = font;
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(Qt::black);
    const QString title = colouring_ == GraphColouring::Outcome     ? tr("Outcome under best play")
                          : colouring_ == GraphColouring::Value     ? tr("Win probability")
                          : colouring_ == GraphColouring::Component ? tr("Strongly connected component")
                                                                    : tr("End result and player to move");
    p.drawText(QRectF(legendBox.left() + 6, legendBox.top() + 4, kLegendWidth - 12, fm.height() * 1.3),
               Qt::AlignLeft | Qt::AlignVCenter, title);
    p.setFont(font);
    double y = legendBox.top() + 8 + fm.height() * 1.3;
    for (size_t i = 0; i < entries.size(); ++i) {
        const auto &e = entries[i];
        const double h = std::max(line, textRects[i].height() + 3);
        const QPointF c(legendBox.left() + 14, y + std::min(h, line) / 2);
        p.setPen(QPen(QColor(0x30, 0x30, 0x30), 0.8));
        if (e.shape == 3) {
            QLinearGradient grad(c.x() - 8, 0, c.x() + 8, 0);
            grad.setColorAt(0, valueColour(0));
            grad.setColorAt(0.5, valueColour(0.5));
            grad.setColorAt(1, valueColour(1));
            p.setBrush(grad);
            p.drawRect(QRectF(c.x() - 8, c.y() - box / 2, 16, box));
        } else if (e.shape == 4) {
            p.setPen(QPen(Qt::black, 2));
            p.setBrush(Qt::white);
            p.drawEllipse(c, box / 2, box / 2);
        } else if (e.shape == 5) {
            p.setBrush(Qt::white);
            p.drawEllipse(c, box / 2 - 1, box / 2 - 1);
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(c, box / 2 + 1, box / 2 + 1);
        } else {
            p.setBrush(e.colour.isValid() ? e.colour : QColor(Qt::white));
            drawShape(p, c, box / 2, e.shape);
        }
        p.setPen(Qt::black);
        p.drawText(QRectF(legendBox.left() + 28, y, kLegendWidth - 34, h), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
                   e.text);
        y += h;
    }
}

void GraphCanvas::paintEvent(QPaintEvent *) {
    QPainter p(this);
    lastPainted_ = paintInto(p, QRectF(rect()), true);
}

void GraphCanvas::mouseMoveEvent(QMouseEvent *event) {
    if (dragging_) {
        pan_ += event->position() - QPointF(dragFrom_);
        dragFrom_ = event->position().toPoint();
        update();
        return;
    }
    // Only a change of node rebuilds the tip (its board is a replay of the state's path).
    const int n = nodeAt(event->position());
    if (n == hovered_) return;
    hovered_ = n;
    update();
    emit nodeHovered(n, event->globalPosition().toPoint());
}

void GraphCanvas::mousePressEvent(QMouseEvent *event) {
    if (event->button() == Qt::LeftButton && nodeAt(event->position()) < 0) {
        dragging_ = true;
        dragFrom_ = event->position().toPoint();
        setCursor(Qt::ClosedHandCursor);
    }
}

void GraphCanvas::mouseReleaseEvent(QMouseEvent *) {
    dragging_ = false;
    unsetCursor();
}

void GraphCanvas::mouseDoubleClickEvent(QMouseEvent *event) {
    const int n = nodeAt(event->position());
    if (n >= 0) emit nodeDoubleClicked(n);
    else resetZoom();
}

void GraphCanvas::wheelEvent(QWheelEvent *event) {
    const double factor = std::pow(1.0015, event->angleDelta().y());
    const double z = std::clamp(zoom_ * factor, 0.2, 60.0);
    // Keep the point under the pointer where it is.
    const QPointF c = graphArea(QRectF(rect())).center();
    const QPointF at = event->position();
    const QPointF local = (at - c - pan_) / zoom_;
    zoom_ = z;
    pan_ = at - c - local * zoom_;
    update();
}

void GraphCanvas::leaveEvent(QEvent *) {
    if (hovered_ >= 0) {
        hovered_ = -1;
        update();
    }
    emit nodeHovered(-1, QPoint());
}

void GraphCanvas::contextMenuEvent(QContextMenuEvent *event) {
    const int n = nodeAt(event->pos());
    if (n >= 0) emit nodeMenuRequested(n, event->globalPos());
}

}  // namespace rulelab
