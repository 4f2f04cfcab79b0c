#include "graph_view.h"

#include "sim/runner.h"

#include "board_widget.h"
#include "charts.h"
#include "plugin/plugin_registry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>

#include <qcustomplot.h>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <map>

namespace rulelab {

namespace {

QString q(const std::string &s) { return QString::fromStdString(s); }

const QColor kDraw(0x9e, 0x9e, 0x9e);
const QColor kCycle(0x8e, 0x44, 0xad);
const QColor kChanceDecides(0xe6, 0xb4, 0x3c);
const QColor kUnknown(0xdc, 0xdc, 0xdc);
const QColor kChanceNode(0xf0, 0xe6, 0x8c);
const QColor kUndecided(0x40, 0x40, 0x40);
// Okabe-Ito (colour-blind safe), for cyclic components.
const QColor kPalette[] = {QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9), QColor(0x00, 0x9e, 0x73),
                           QColor(0xf0, 0xe4, 0x42), QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00),
                           QColor(0xcc, 0x79, 0xa7)};

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

QString seatName(const GraphData &d, int seat) {
    const auto &names = d.game->info().playerNames;
    return seat >= 0 && static_cast<size_t>(seat) < names.size() ? q(names[static_cast<size_t>(seat)])
                                                               : GraphCanvas::tr("Seat %1").arg(seat + 1);
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

// ---------------------------------------------------------------------------------------------
// GraphCanvas

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
    case GraphColouring::Component:
        return n.cyclic ? kPalette[n.component % (sizeof kPalette / sizeof kPalette[0])] : kUnknown;
    case GraphColouring::Result:
        if (g.player == kTerminalPlayer)
            return g.result == Result::Win0 ? seatColor(0) : g.result == Result::Win1 ? seatColor(1)
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
    if (layout_ && layout_->kind == LayoutKind::Components)
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
    const GraphData &d = *data_;
    const GraphLayout &l = *layout_;
    const QTransform t = fitTransform(area, withZoom);
    const double s = t.m11();
    const QRectF ga = graphArea(area);
    if (withZoom) p.setClipRect(area.adjusted(0, 0, -kLegendWidth - 8, 0));

    // Depth of each row, left of the rows.
    if (l.rows) {
        p.setPen(QColor(0x80, 0x80, 0x80));
        std::map<int32_t, double> rowY;
        for (const auto &n : l.nodes) rowY.emplace(n.layer, n.y);
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

    // Edges.
    const bool arrows = l.edges.size() <= 1500 && s * 0.3 >= 3;
    int edges = 0;
    for (const auto &e : l.edges) {
        const LayoutNode &a = l.nodes[e.from], &b = l.nodes[e.to];
        const QPointF pa = t.map(QPointF(a.x, a.y)), pb = t.map(QPointF(b.x, b.y));
        const bool chance = d.graph.nodes[a.state].player == kChancePlayer && l.kind != LayoutKind::Components;
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

    // Nodes.
    const bool labels = l.nodes.size() <= 400;
    int nodes = 0;
    for (size_t i = 0; i < l.nodes.size(); ++i) {
        const LayoutNode &n = l.nodes[i];
        const GraphNode &g = d.graph.nodes[n.state];
        const QPointF c = t.map(QPointF(n.x, n.y));
        const double r = std::max(1.5, n.radius * s);
        const bool start = n.state == 0;
        const int shape = l.kind == LayoutKind::Components && n.members > 1 ? 0
                          : g.player == kChancePlayer                        ? 1
                          : g.player == kTerminalPlayer                      ? 2
                                                                             : 0;
        QPen pen(start ? QColor(Qt::black) : QColor(0x30, 0x30, 0x30), start ? std::max(2.0, r * 0.22) : std::clamp(r * 0.08, 0.5, 1.2));
        if (!g.expanded && g.player != kTerminalPlayer && l.kind != LayoutKind::Components) pen.setStyle(Qt::DashLine);
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
            const QString text = l.kind == LayoutKind::Components ? QString::number(n.members) : QString::number(n.state);
            p.drawText(QRectF(c.x() - r * 1.5, c.y() - r, r * 3, r * 2), Qt::AlignCenter, text);
            p.setFont(font);
        }
    }
    p.setClipping(false);

    // Legend, top right.
    const std::vector<GraphLegendEntry> entries = legend();
    const QFontMetricsF fm(font);
    const double line = std::max(fm.height() * 1.15, 15.0);
    const double box = 10;
    QStringList wrapped;
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
    const QString title = colouring_ == GraphColouring::Outcome   ? tr("Outcome under best play")
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
    p.restore();
    return {nodes, edges};
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

// ---------------------------------------------------------------------------------------------
// GraphView

GraphView::GraphView(const PluginRegistry &registry, QWidget *parent) : QWidget(parent), registry_(registry) {
    title_ = new QLabel(tr("No reading chosen."));
    QFont tf = title_->font();
    tf.setBold(true);
    title_->setFont(tf);
    overrides_ = new QLineEdit;
    overrides_->setPlaceholderText(tr("option=value ..."));
    overrides_->setToolTip(tr("Option values to change for this graph only, e.g. a smaller board (separated by spaces)"));
    maxStates_ = new QSpinBox;
    maxStates_->setRange(1, 50000000);
    maxStates_->setValue(200000);
    maxStates_->setGroupSeparatorShown(true);
    maxStates_->setToolTip(tr("Stop exploring after this many states (the graph is then incomplete)"));
    solve_ = new QCheckBox(tr("&Solve"));
    solve_->setChecked(true);
    solve_->setToolTip(tr("Compute the value of every state under best play (complete graphs only)"));
    explore_ = new QPushButton(tr("&Explore"));
    cancel_ = new QPushButton(tr("&Cancel"));
    cancel_->setEnabled(false);
    progress_ = new QProgressBar;
    progress_->setRange(0, 1000);
    progress_->setValue(0);
    progress_->setMaximumWidth(160);
    progressText_ = new QLabel;
    layoutKind_ = new QComboBox;
    layoutKind_->addItem(tr("Automatic"), static_cast<int>(LayoutKind::Automatic));
    layoutKind_->addItem(tr("Rows by depth"), static_cast<int>(LayoutKind::Layered));
    layoutKind_->addItem(tr("Force-directed"), static_cast<int>(LayoutKind::Force));
    layoutKind_->addItem(tr("Components"), static_cast<int>(LayoutKind::Components));
    layoutKind_->addItem(tr("Neighbourhood"), static_cast<int>(LayoutKind::Neighbourhood));
    centre_ = new QSpinBox;
    centre_->setRange(0, 0);
    centre_->setToolTip(tr("Neighbourhood: the state at its centre (0 is the start; right-click a node to choose it)"));
    radius_ = new QSpinBox;
    radius_->setRange(0, 100);
    radius_->setValue(2);
    radius_->setToolTip(tr("Neighbourhood: moves from the centre, in either direction"));
    drawLimit_ = new QSpinBox;
    drawLimit_->setRange(10, 20000);
    drawLimit_->setValue(1500);
    drawLimit_->setToolTip(tr("Larger graphs are drawn as their components, or the neighbourhood of a state"));
    colour_ = new QComboBox;
    colour_->addItem(tr("Outcome under best play"), static_cast<int>(GraphColouring::Outcome));
    colour_->addItem(tr("Win probability"), static_cast<int>(GraphColouring::Value));
    colour_->addItem(tr("Component"), static_cast<int>(GraphColouring::Component));
    colour_->addItem(tr("End result"), static_cast<int>(GraphColouring::Result));
    export_ = new QPushButton(tr("E&xport..."));
    export_->setToolTip(tr("Save the drawing as PNG, SVG or PDF"));
    canvas_ = new GraphCanvas;
    summary_ = new QLabel;
    summary_->setWordWrap(true);
    summary_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    summary_->setMinimumWidth(230);
    summary_->setMaximumWidth(300);

    auto *row1 = new QHBoxLayout;
    row1->addWidget(new QLabel(tr("Options:")));
    row1->addWidget(overrides_, 1);
    row1->addWidget(new QLabel(tr("Max states:")));
    row1->addWidget(maxStates_);
    row1->addWidget(solve_);
    row1->addWidget(explore_);
    row1->addWidget(cancel_);
    row1->addWidget(progress_);
    row1->addWidget(progressText_);
    auto *row2 = new QHBoxLayout;
    row2->addWidget(new QLabel(tr("Layout:")));
    row2->addWidget(layoutKind_);
    row2->addWidget(new QLabel(tr("Centre:")));
    row2->addWidget(centre_);
    row2->addWidget(new QLabel(tr("Radius:")));
    row2->addWidget(radius_);
    row2->addWidget(new QLabel(tr("Draw up to:")));
    row2->addWidget(drawLimit_);
    row2->addWidget(new QLabel(tr("Colour by:")));
    row2->addWidget(colour_);
    row2->addStretch();
    row2->addWidget(export_);
    auto *body = new QHBoxLayout;
    body->addWidget(canvas_, 1);
    body->addWidget(summary_);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addLayout(row1);
    layout->addLayout(row2);
    layout->addLayout(body, 1);

    tip_ = new QFrame(this, Qt::ToolTip);
    static_cast<QFrame *>(tip_)->setFrameStyle(QFrame::Box | QFrame::Plain);
    tip_->setAutoFillBackground(true);
    QPalette pal = tip_->palette();
    pal.setColor(QPalette::Window, Qt::white);
    tip_->setPalette(pal);
    auto *tipLayout = new QVBoxLayout(tip_);
    tipLayout->setContentsMargins(6, 6, 6, 6);
    tipBoard_ = new QLabel;
    tipText_ = new QLabel;
    tipLayout->addWidget(tipBoard_);
    tipLayout->addWidget(tipText_);
    tip_->hide();

    progressTimer_ = new QTimer(this);
    progressTimer_->setInterval(100);
    connect(progressTimer_, &QTimer::timeout, this, &GraphView::updateProgress);
    connect(explore_, &QPushButton::clicked, this, [this] { explore(); });
    connect(cancel_, &QPushButton::clicked, this, &GraphView::cancel);
    connect(export_, &QPushButton::clicked, this, &GraphView::exportDialog);
    connect(colour_, &QComboBox::currentIndexChanged, this,
            [this] { canvas_->setColouring(static_cast<GraphColouring>(colour_->currentData().toInt())); });
    // The centre matters to a neighbourhood (asked for, or a fallback), the radius only when asked for.
    connect(centre_, &QSpinBox::valueChanged, this, [this] {
        if (layout_.kind == LayoutKind::Neighbourhood) relayout();
    });
    connect(radius_, &QSpinBox::valueChanged, this, [this] {
        if (layoutKind_->currentData().toInt() == static_cast<int>(LayoutKind::Neighbourhood)) relayout();
    });
    // A layout can take a second: lay out again when a number is entered, not at every keystroke.
    for (QSpinBox *box : {centre_, radius_, drawLimit_}) box->setKeyboardTracking(false);
    connect(drawLimit_, &QSpinBox::valueChanged, this, [this] { relayout(); });
    connect(layoutKind_, &QComboBox::currentIndexChanged, this, [this] { relayout(); });
    connect(canvas_, &GraphCanvas::nodeHovered, this, &GraphView::showNodeTip);
    connect(canvas_, &GraphCanvas::nodeDoubleClicked, this, [this](int n) {
        tip_->hide();
        openNode(n);
    });
    connect(canvas_, &GraphCanvas::nodeMenuRequested, this, [this](int n, QPoint at) {
        tip_->hide();
        const uint32_t state = layout_.nodes[static_cast<size_t>(n)].state;
        QMenu menu(this);
        menu.addAction(tr("Replay the moves to state %1").arg(state), this, [this, n] { openNode(n); });
        menu.addAction(tr("Neighbourhood of state %1").arg(state), this, [this, state] {
            const QSignalBlocker b1(centre_), b2(layoutKind_);
            centre_->setValue(static_cast<int>(state));
            layoutKind_->setCurrentIndex(layoutKind_->findData(static_cast<int>(LayoutKind::Neighbourhood)));
            relayout();
        });
        menu.exec(at);
    });
    updateSummary();
}

GraphView::~GraphView() {
    if (watcher_) {
        cancelFlag_ = true;
        watcher_->waitForFinished();
    }
}

void GraphView::fail(const QString &title, const QString &text) {
    lastError_ = text;
    progressText_->setText(text);
    if (!quiet_) QMessageBox::warning(this, title, text);
}

void GraphView::setReading(const Reading &reading) {
    reading_ = reading;
    const LoadedGame *g = registry_.find(reading.game);
    const QString game = g ? q(g->plugin->info().name) : q(reading.game);
    title_->setText(tr("%1, reading %2").arg(game, q(reading.name.empty() ? reading.id : reading.name)));
    startMoves_.clear();
    startOrigin_.clear();
}

void GraphView::setStartMoves(std::vector<Move> moves, const QString &origin) {
    startMoves_ = std::move(moves);
    startOrigin_ = origin;
    const LoadedGame *g = registry_.find(reading_.game);
    const QString game = g ? q(g->plugin->info().name) : q(reading_.game);
    const QString reading = q(reading_.name.empty() ? reading_.id : reading_.name);
    title_->setText(startMoves_.empty() ? tr("%1, reading %2").arg(game, reading)
                                        : tr("%1, reading %2, from the position after %n move(s) of %3", nullptr,
                                             static_cast<int>(startMoves_.size()))
                                              .arg(game, reading, origin));
}

LayoutOptions GraphView::layoutOptions() const {
    LayoutOptions o;
    o.kind = static_cast<LayoutKind>(layoutKind_->currentData().toInt());
    o.drawLimit = static_cast<size_t>(drawLimit_->value());
    o.centre = static_cast<uint32_t>(centre_->value());
    o.radius = radius_->value();
    return o;
}

bool GraphView::explore() {
    if (watcher_) return false;
    lastError_.clear();
    const LoadedGame *lg = registry_.find(reading_.game);
    if (!lg) {
        fail(tr("Cannot explore"), tr("Choose a reading first (select one in the workbench, then Analysis > State Graph)."));
        return false;
    }
    const GameInfo &info = lg->plugin->info();
    Reading r = reading_;
    for (const QString &o : overrides_->text().split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts)) {
        const std::string err = applyOverride(info, r, o.toStdString());
        if (!err.empty()) {
            fail(tr("Cannot explore"), q(err));
            return false;
        }
    }
    Options options;
    std::vector<std::string> errors;
    if (!resolveOptions(info, r, options, errors)) {
        fail(tr("Cannot explore"), q(errors.front()));
        return false;
    }
    std::string gerr;
    std::shared_ptr<const Game> game(lg->plugin->createGame(options, Limits{}, gerr));
    if (!game) {
        fail(tr("Cannot explore"), q(gerr));
        return false;
    }
    // The start: the initial state, or the position after the chosen moves (each checked legal).
    std::shared_ptr<const State> start;
    const std::vector<Move> prefix = startMoves_;
    if (!prefix.empty()) {
        std::string err;
        start = stateAfterMoves(*game, prefix, err);
        if (!start) {
            fail(tr("Cannot explore"), tr("The moves to the chosen position do not replay under these options: %1").arg(q(err)));
            return false;
        }
    }
    cancelFlag_ = false;
    found_ = 0;
    expanded_ = 0;
    runLimit_ = static_cast<size_t>(maxStates_->value());
    const bool solveIt = solve_->isChecked();
    const LayoutOptions lo = layoutOptions();
    std::atomic<bool> *cancel = &cancelFlag_;
    std::atomic<size_t> *found = &found_, *expanded = &expanded_;
    const size_t limit = runLimit_;
    watcher_ = new QFutureWatcher<std::shared_ptr<GraphData>>(this);
    connect(watcher_, &QFutureWatcher<std::shared_ptr<GraphData>>::finished, this, &GraphView::finish);
    watcher_->setFuture(QtConcurrent::run([game, r, solveIt, lo, cancel, found, expanded, limit, start, prefix] {
        auto d = std::make_shared<GraphData>();
        d->game = game;
        d->reading = r;
        d->prefix = prefix;
        ExploreOptions eo;
        eo.maxNodes = limit;
        eo.maxBytes = defaultGraphMemoryBudget();  // the CLI's default: half the physical memory
        eo.cancel = cancel;
        eo.progress = [found, expanded](size_t f, size_t e) {
            found->store(f, std::memory_order_relaxed);
            expanded->store(e, std::memory_order_relaxed);
        };
        d->graph = rulelab::explore(*game, start.get(), eo);
        found->store(d->graph.nodes.size());
        d->analysis = analyse(d->graph);
        if (solveIt && d->graph.complete) d->solution = solve(d->graph, &d->analysis);
        d->discovery = discoveryEdges(d->graph);
        d->layout = layoutGraph(d->graph, d->analysis, lo);
        return d;
    }));
    explore_->setEnabled(false);
    cancel_->setEnabled(true);
    progress_->setValue(0);
    progressText_->setText(tr("Exploring..."));
    progressTimer_->start();
    return true;
}

void GraphView::cancel() {
    if (watcher_) cancelFlag_ = true;
}

void GraphView::updateProgress() {
    const size_t f = found_.load(std::memory_order_relaxed), e = expanded_.load(std::memory_order_relaxed);
    progress_->setValue(runLimit_ ? static_cast<int>(std::min<size_t>(1000, f * 1000 / runLimit_)) : 0);
    progressText_->setText(tr("%1 states found, %2 expanded").arg(QLocale().toString(static_cast<qulonglong>(f)),
                                                                  QLocale().toString(static_cast<qulonglong>(e))));
}

void GraphView::finish() {
    auto d = watcher_->result();
    watcher_->deleteLater();
    watcher_ = nullptr;
    progressTimer_->stop();
    explore_->setEnabled(true);
    cancel_->setEnabled(false);
    layout_ = std::move(d->layout);
    data_ = d;
    boards_.clear();
    {
        const QSignalBlocker b(centre_);
        centre_->setRange(0, static_cast<int>(std::min<size_t>(data_->graph.nodes.size() - 1, INT32_MAX)));
    }
    canvas_->setGraph(data_, &layout_);
    canvas_->resetZoom();
    progress_->setValue(1000);
    progressText_->setText(data_->graph.cancelled
                               ? tr("Cancelled: %1 states found").arg(QLocale().toString(static_cast<qulonglong>(data_->graph.nodes.size())))
                               : tr("%1 states in %2 s")
                                     .arg(QLocale().toString(static_cast<qulonglong>(data_->graph.nodes.size())))
                                     .arg(data_->graph.seconds, 0, 'f', 2));
    updateSummary();
    emit finished();
}

void GraphView::relayout() {
    if (!data_) return;
    layout_ = layoutGraph(data_->graph, data_->analysis, layoutOptions());
    canvas_->setGraph(data_, &layout_);
    canvas_->resetZoom();
    updateSummary();
}

QString GraphView::outcomeText(uint32_t state) const {
    const GraphSolution &s = data_->solution;
    if (!s.solved) return {};
    if (!s.outcome.empty()) {
        const uint8_t o = s.outcome[state];
        const QString who = o == 0 ? tr("%1 wins").arg(seatName(*data_, 0))
                            : o == 1 ? tr("%1 wins").arg(seatName(*data_, 1))
                            : o == 2 ? tr("draw")
                                     : tr("no side can force an end");
        if (s.hasMargin && o < 3) return tr("best play: %1, margin %2").arg(who).arg(s.margin[state]);
        return tr("best play: %1").arg(who);
    }
    return tr("probability that %1 wins: %2").arg(seatName(*data_, 0)).arg(s.winProbability[state], 0, 'f', 4);
}

QString GraphView::summaryText() const { return summary_->text(); }

void GraphView::updateSummary() {
    if (!data_) {
        summary_->setText(tr("Explore a reading to see its state graph: how many states, which can loop for ever, "
                             "which can never end, and the value of the start under best play."));
        return;
    }
    const GraphData &d = *data_;
    const GraphAnalysis &a = d.analysis;
    auto num = [](int64_t v) { return QLocale().toString(static_cast<qlonglong>(v)); };
    auto row = [](const QString &k, const QString &v) {
        return QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(k.toHtmlEscaped(), v.toHtmlEscaped());
    };
    QString html = QStringLiteral("<table cellspacing=2>");
    html += row(tr("States:"), num(static_cast<int64_t>(d.graph.nodes.size())) + QStringLiteral(" ") +
                                   (d.graph.complete    ? tr("(complete)")
                                    : d.graph.cancelled ? tr("(incomplete: cancelled)")
                                                        : tr("(incomplete: state limit reached)")));
    html += row(tr("Edges:"), num(static_cast<int64_t>(d.graph.edgeCount())));
    QStringList ends;
    for (const auto &[k, v] : a.terminalsByResult) {
        const QString name = k == "win0"   ? tr("%1 wins").arg(seatName(d, 0))
                             : k == "win1" ? tr("%1 wins").arg(seatName(d, 1))
                             : k == "draw" ? tr("draw")
                                           : tr("undecided");
        ends << QStringLiteral("%1 %2").arg(name, num(v));
    }
    html += row(tr("Ends:"), num(a.terminals) + (ends.isEmpty() ? QString() : QStringLiteral(" (") + ends.join(QStringLiteral(", ")) + QStringLiteral(")")));
    html += row(tr("Cyclic components:"), tr("%1 (%2 states on cycles)").arg(num(a.cyclicComponents), num(a.statesInCycles)));
    html += row(tr("Largest component:"), tr("%n state(s)", nullptr, static_cast<int>(a.largestComponent)));
    html += row(tr("Dead states:"), num(a.deadStates));
    if (a.unexpanded > 0) html += row(tr("Not expanded:"), num(a.unexpanded));
    html += row(tr("Deepest state:"), tr("depth %1").arg(a.maxDepth));
    QString start;
    if (d.solution.solved) start = outcomeText(0) + QStringLiteral(" (") + q(d.solution.method) + QStringLiteral(")");
    else if (!d.solution.error.empty()) start = tr("not solved: %1").arg(q(d.solution.error));
    else if (!d.graph.complete) start = tr("not solved: the graph is incomplete (raise Max states)");
    else start = tr("not solved (tick Solve and explore again)");
    html += row(tr("Start:"), start);
    QString drawn;
    switch (layout_.kind) {
    case LayoutKind::Components:
        drawn = tr("%1 components, %2 links between them").arg(layout_.nodes.size()).arg(layout_.edges.size());
        break;
    case LayoutKind::Neighbourhood:
        drawn = tr("%1 states within %2 moves of state %3, %4 edges")
                    .arg(layout_.nodes.size())
                    .arg(layout_.radius)
                    .arg(layout_.centre)
                    .arg(layout_.edges.size());
        break;
    default: drawn = tr("%1 states, %2 edges").arg(layout_.nodes.size()).arg(layout_.edges.size()); break;
    }
    html += row(tr("Drawn:"), drawn);
    html += QStringLiteral("</table>");
    if (layout_.fellBack)
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(tr("Too many states to draw one by one (more than %1): showing %2.")
                             .arg(drawLimit_->value())
                             .arg(layout_.kind == LayoutKind::Components ? tr("the component graph")
                                                                         : tr("the neighbourhood of a state"))
                             .toHtmlEscaped());
    if (layout_.truncated)
        html += QStringLiteral("<p><i>%1</i></p>").arg(tr("The neighbourhood was cut at the drawing limit.").toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Hover a node to see its board; double-click it to replay the moves to it; right-click for "
                        "its neighbourhood. Wheel: zoom; drag: pan.")
                         .toHtmlEscaped());
    summary_->setText(html);
}

std::unique_ptr<State> GraphView::stateOf(uint32_t state) const {
    auto s = data_->game->newInitialState();
    for (Move m : data_->prefix) s->apply(m);
    for (uint64_t e : pathTo(data_->graph, data_->discovery, state)) s->apply(data_->graph.move[e]);
    return s;
}

QString GraphView::nodeText(int node) const {
    if (!data_ || node < 0 || node >= static_cast<int>(layout_.nodes.size())) return {};
    const LayoutNode &n = layout_.nodes[static_cast<size_t>(node)];
    const GraphData &d = *data_;
    const GraphNode &g = d.graph.nodes[n.state];
    QStringList lines;
    if (layout_.kind == LayoutKind::Components) {
        lines << (n.cyclic ? tr("Component of %n state(s); play can go round in it", nullptr, static_cast<int>(n.members))
                           : tr("Component of %n state(s)", nullptr, static_cast<int>(n.members)));
        lines << tr("Its first state reached: state %1, depth %2").arg(n.state).arg(g.depth);
    } else {
        lines << tr("State %1, depth %2").arg(n.state).arg(g.depth);
    }
    if (g.player >= 0) lines << tr("%1 to move").arg(seatName(d, g.player));
    else if (g.player == kChancePlayer) lines << tr("Chance to play");
    else {
        const QString res = g.result == Result::Win0   ? tr("%1 wins").arg(seatName(d, 0))
                            : g.result == Result::Win1 ? tr("%1 wins").arg(seatName(d, 1))
                            : g.result == Result::Draw ? tr("draw")
                                                       : tr("undecided");
        lines << tr("End: %1 (%2), margin %3").arg(res, QString::fromLatin1(endReasonKey(g.endReason))).arg(g.margin);
    }
    if (!g.expanded && g.player != kTerminalPlayer) lines << tr("Not expanded: the state limit was reached");
    const QString value = outcomeText(n.state);
    if (!value.isEmpty()) lines << value.left(1).toUpper() + value.mid(1);
    if (n.state != 0 && d.discovery[n.state] != kNoEdge) {
        const uint64_t e = d.discovery[n.state];
        const auto parent = stateOf(edgeSource(d.graph, e));
        lines << tr("Reached from state %1 by: %2").arg(edgeSource(d.graph, e)).arg(q(parent->describeMove(d.graph.move[e])));
    }
    lines << tr("Double-click to replay the %n move(s) from the start.", nullptr, g.depth + static_cast<int>(d.prefix.size()));
    return lines.join(QLatin1Char('\n'));
}

QImage GraphView::nodeBoard(int node) {
    if (!data_ || node < 0 || node >= static_cast<int>(layout_.nodes.size())) return {};
    const uint32_t state = layout_.nodes[static_cast<size_t>(node)].state;
    if (const QImage *cached = boards_.object(state)) return *cached;
    const auto s = stateOf(state);
    ReplayFrame frame;
    frame.board = s->boardView();
    bool pieces = !frame.board.tracks.empty();
    for (const auto &c : frame.board.cells) pieces = pieces || !c.pieces.empty();
    BoardWidget board;
    board.setFrame(frame, data_->game->info().playerNames, pieces);
    auto *img = new QImage(board.toImage(QSize(380, 210)));
    boards_.insert(state, img);
    return *img;
}

void GraphView::showNodeTip(int node, QPoint globalPos) {
    if (node < 0 || !data_) {
        tip_->hide();
        return;
    }
    tipBoard_->setPixmap(QPixmap::fromImage(nodeBoard(node)));
    tipText_->setText(nodeText(node));
    tip_->adjustSize();
    tip_->move(globalPos + QPoint(16, 16));
    tip_->show();
}

QString GraphView::tipText() const { return tip_->isVisible() ? tipText_->text() : QString(); }

bool GraphView::pathReplay(uint32_t state, MatchReplay &out, QString &error) const {
    if (!data_ || state >= data_->graph.nodes.size()) {
        error = tr("There is no such state.");
        return false;
    }
    const GraphData &d = *data_;
    const GameInfo &info = d.game->info();
    out = MatchReplay{};
    out.gameId = info.id;
    out.gameName = info.name;
    out.readingId = d.reading.id;
    out.graphState = state;
    out.options = d.game->options().values();
    out.playerNames = info.playerNames;
    out.start = d.game->newInitialState()->boardView();
    // The moves that led to the explored start (a position of a replayed match), then the path.
    std::vector<Move> moves = d.prefix;
    for (uint64_t e : pathTo(d.graph, d.discovery, state)) moves.push_back(d.graph.move[e]);
    std::string err;
    const std::unique_ptr<State> s = replayIntoMoves(*d.game, moves, out, err);
    if (!s) {
        error = q(err);
        return false;
    }
    for (const ReplayMove &mv : out.moves)
        if (mv.player >= 0) {
            out.record.firstPlayer = static_cast<int8_t>(mv.player);
            break;
        }
    if (s->key() != std::string(d.graph.key(state))) {
        error = tr("The moves to state %1 do not lead to it again (the plugin is not deterministic?)").arg(state);
        return false;
    }
    out.record.result = s->result();
    out.record.endReason = s->endReason();
    out.record.scores = s->scores();
    out.record.progress = s->progress();
    finalizeReplay(out);
    return true;
}

bool GraphView::openNode(int node) {
    if (!data_ || node < 0 || node >= static_cast<int>(layout_.nodes.size())) return false;
    MatchReplay r;
    QString error;
    if (!pathReplay(layout_.nodes[static_cast<size_t>(node)].state, r, error)) {
        fail(tr("Cannot replay"), error);
        return false;
    }
    emit replayRequested(r);
    return true;
}

bool GraphView::exportImage(const QString &file, const charts::ExportOptions &options) {
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (!data_) {
        fail(tr("Cannot export"), tr("There is no graph to export yet."));
        return false;
    }
    if (suffix != QLatin1String("png") && suffix != QLatin1String("pdf") && suffix != QLatin1String("svg")) {
        fail(tr("Cannot export"), tr("%1: the file name must end in .png, .pdf or .svg").arg(file));
        return false;
    }
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly)) {
        fail(tr("Cannot export"), tr("%1: cannot write: %2").arg(file, out.errorString()));
        return false;
    }
    const bool ok = charts::renderPage(out, suffix, options, tr("State graph"), [this](QCPPainter &p, const QSize &layout) {
        canvas_->paintGraph(p, QRectF(QPointF(0, 0), QSizeF(layout)));
    });
    if (!ok || !out.commit()) {
        out.cancelWriting();
        fail(tr("Cannot export"), tr("%1: cannot write: %2").arg(file, out.errorString()));
        return false;
    }
    return true;
}

void GraphView::exportDialog() {
    if (!data_) {
        fail(tr("Cannot export"), tr("There is no graph to export yet."));
        return;
    }
    QDialog dlg(this);
    dlg.setWindowTitle(tr("Export state graph"));
    auto *form = new QFormLayout(&dlg);
    auto *w = new QDoubleSpinBox;
    auto *h = new QDoubleSpinBox;
    for (auto *b : {w, h}) {
        b->setRange(10, 1000);
        b->setSuffix(QStringLiteral(" mm"));
    }
    w->setValue(175);
    h->setValue(std::round(175.0 * canvas_->height() / std::max(1, canvas_->width())));
    auto *dpi = new QSpinBox;
    dpi->setRange(50, 2400);
    dpi->setValue(300);
    form->addRow(tr("Width:"), w);
    form->addRow(tr("Height:"), h);
    form->addRow(tr("PNG resolution (dpi):"), dpi);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &dlg, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dlg, &QDialog::reject);
    form->addRow(buttons);
    if (dlg.exec() != QDialog::Accepted) return;
    const QString file = QFileDialog::getSaveFileName(this, tr("Export state graph"), QStringLiteral("state-graph.pdf"),
                                                      tr("PDF (*.pdf);;PNG (*.png);;SVG (*.svg)"));
    if (file.isEmpty()) return;
    charts::ExportOptions o;
    o.widthMm = w->value();
    o.heightMm = h->value();
    o.dpi = dpi->value();
    exportImage(file, o);
}

}  // namespace rulelab
