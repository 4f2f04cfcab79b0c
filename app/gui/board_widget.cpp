#include "board_widget.h"

#include "plugin/qt_text.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QSvgGenerator>
#include <QtMath>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace rulelab {

namespace {

QColor seatTint(int seat) {
    if (seat == 0) return QColor(0xf6, 0xe3, 0xd3);
    if (seat == 1) return QColor(0xdc, 0xe8, 0xf5);
    return QColor(0xee, 0xee, 0xe6);
}

QString seatName(const std::vector<std::string> &names, int seat) {
    if (seat >= 0 && seat < static_cast<int>(names.size())) return playerText(names[static_cast<size_t>(seat)]);
    return seat < 0 ? BoardWidget::tr("neutral") : BoardWidget::tr("seat %1").arg(seat + 1);
}

// The sizes paintBoard derives from its area: the unit, the base font (its pixel size set) and
// the top line (who is to move, the hand box).
struct TopLine {
    double unit = 8;
    QFont base;
    QRectF top, inner;
};

TopLine topLine(const QRectF &area, const QFont &font) {
    TopLine t;
    t.unit = std::max(8.0, std::min(area.width(), area.height()) / 40.0);
    t.base = font;
    t.base.setPixelSize(static_cast<int>(t.unit * 1.1));
    const QFontMetricsF fm(t.base);
    t.inner = area.adjusted(t.unit, t.unit, -t.unit, -t.unit);
    t.top = QRectF(t.inner.left(), t.inner.top(), t.inner.width(), fm.height() * 1.6);
    return t;
}

QString handText(int hand) { return BoardWidget::tr("In hand: %1").arg(hand); }

// The hand box at the end of the top line (the right left to right, the left right to left):
// a margin, the text, a gap, the dots, a margin, in reading order.
HandBoxRects handLayout(const QRectF &top, const QFont &base, const QString &text, bool rtl) {
    const QFontMetricsF fm(base);
    const double h = top.height(), pad = std::max(6.0, h * 0.3), gap = h * 0.5, textW = fm.horizontalAdvance(text);
    const double w = pad + textW + gap + h + pad;
    HandBoxRects r;
    r.box = QRectF(rtl ? top.left() : top.right() - w, top.top(), w, h);
    if (rtl) {
        r.text = QRectF(r.box.right() - pad - textW, top.top(), textW, h);
        r.dots = QRectF(r.text.left() - gap - h, top.top(), h, h);
    } else {
        r.text = QRectF(r.box.left() + pad, top.top(), textW, h);
        r.dots = QRectF(r.text.right() + gap, top.top(), h, h);
    }
    return r;
}

// Up to 12 counters as dots in a ring (or a small grid) inside `r`.
void drawCounters(QPainter &p, const QRectF &r, int n, const QColor &c) {
    n = std::min(n, 12);
    if (n <= 0) return;
    const double rad = std::min(r.width(), r.height()) * 0.08;
    const QPointF centre = r.center();
    const double ring = std::min(r.width(), r.height()) * (n <= 6 ? 0.22 : 0.30);
    p.setPen(QPen(c.darker(150), 0.8));
    p.setBrush(c);
    for (int i = 0; i < n; ++i) {
        const double a = 2 * M_PI * i / n - M_PI / 2;
        const QPointF pt = n == 1 ? centre : centre + QPointF(std::cos(a) * ring, std::sin(a) * ring);
        p.drawEllipse(pt, rad, rad);
    }
}

void arrowHead(QPainter &p, QPointF from, QPointF to, double size) {
    const QPointF d = to - from;
    const double len = std::hypot(d.x(), d.y());
    if (len < 1e-6) return;
    const QPointF u = d / len, n(-u.y(), u.x());
    const QPointF tip = from + d * 0.5 + u * size * 0.5;
    QPolygonF head{tip, tip - u * size + n * size * 0.5, tip - u * size - n * size * 0.5};
    p.drawPolygon(head);
}

}  // namespace

QColor seatColor(int seat) {
    if (seat == 0) return QColor(0xb0, 0x3a, 0x2e);
    if (seat == 1) return QColor(0x1f, 0x5f, 0xa8);
    return QColor(0x70, 0x70, 0x70);
}

namespace {

// Where paintBoard puts things: the top line, the notes, the stores and the grid of cells.
// Shared with the hit test of BoardWidget (a click on a cell) so the two cannot differ.
struct BoardLayout {
    double unit = 8;
    QFont base;
    QRectF top, inner, notes, grid;
    std::vector<size_t> left, right;  // stores beside the grid
    double storeW = 0;
    int rows = 1, cols = 1;
    double cell = 0;
    QPointF origin;

    bool contains(const BoardCell &c) const { return c.row >= 0 && c.col >= 0 && c.row < rows && c.col < cols; }
    QRectF cellRect(const BoardCell &c) const {
        return {origin.x() + c.col * cell + cell * 0.06, origin.y() + c.row * cell + cell * 0.06, cell * 0.88, cell * 0.88};
    }
    QPointF centreOf(const BoardCell &c) const { return origin + QPointF((c.col + 0.5) * cell, (c.row + 0.5) * cell); }
};

BoardLayout layoutBoard(const QRectF &area, const BoardView &b, const QFont &font) {
    BoardLayout l;
    l.unit = std::max(8.0, std::min(area.width(), area.height()) / 40.0);
    const double unit = l.unit;
    l.base = font;
    l.base.setPixelSize(static_cast<int>(unit * 1.1));
    const QFontMetricsF fm(l.base);
    const double margin = unit;
    QRectF inner = area.adjusted(margin, margin, -margin, -margin);
    const double topH = fm.height() * 1.6;
    l.top = QRectF(inner.left(), inner.top(), inner.width(), topH);
    inner.setTop(l.top.bottom() + unit * 0.5);
    const double notesH = fm.height() * 1.25 * static_cast<double>(b.notes.size()) + (b.notes.empty() ? 0 : unit * 0.5);
    l.notes = QRectF(inner.left(), inner.bottom() - notesH, inner.width(), notesH);
    inner.setBottom(l.notes.top());
    l.inner = inner;
    // Stores: seat 1 (and neutral) on the left, seat 0 on the right, stacked.
    for (size_t i = 0; i < b.stores.size(); ++i) (b.stores[i].owner == 1 ? l.left : l.right).push_back(i);
    if (l.left.empty() && l.right.size() > 1) {  // balance: nothing belongs to seat 1
        l.left.push_back(l.right.front());
        l.right.erase(l.right.begin());
    }
    l.storeW = b.stores.empty() ? 0 : std::min(inner.width() * 0.18, unit * 9);
    l.grid = inner.adjusted(l.left.empty() ? 0 : l.storeW + unit, 0, l.right.empty() ? 0 : -(l.storeW + unit), 0);
    l.rows = std::max(1, b.rows);
    l.cols = std::max(1, b.cols);
    l.cell = std::min(l.grid.width() / l.cols, l.grid.height() / l.rows);
    l.origin = QPointF(l.grid.center().x() - l.cell * l.cols / 2, l.grid.center().y() - l.cell * l.rows / 2);
    return l;
}

// Top line: who is to move, and the hand while sowing.
void drawTopLine(QPainter &p, const BoardLayout &layout, const ReplayFrame &frame, const std::vector<std::string> &names,
                 bool rtl) {
    const BoardView &b = frame.board;
    const QRectF &top = layout.top;
    p.setPen(Qt::black);
    QString status = b.toMove >= 0 ? BoardWidget::tr("%1 to move").arg(seatName(names, b.toMove)) : QString();
    p.drawText(top, Qt::AlignLeft | Qt::AlignVCenter, status);
    if (frame.hand > 0 || frame.handOwner >= 0) {
        const QString hand = handText(frame.hand);
        const HandBoxRects hr = handLayout(top, layout.base, hand, rtl);
        p.setPen(QPen(seatColor(frame.handOwner), 1.5));
        p.setBrush(seatTint(frame.handOwner));
        p.drawRoundedRect(hr.box, 4, 4);
        p.setPen(Qt::black);
        p.drawText(hr.text, Qt::AlignHCenter | Qt::AlignVCenter, hand);
        drawCounters(p, hr.dots, frame.hand, seatColor(frame.handOwner));
    }
}

// The stores `ids`, stacked beside the grid at `x`: each its label and its count.
void drawStores(QPainter &p, const BoardLayout &layout, const BoardView &b, const std::vector<size_t> &ids, double x) {
    if (ids.empty()) return;
    const double unit = layout.unit;
    const QRectF &grid = layout.grid;
    const double h = std::min(grid.height() / static_cast<double>(ids.size()), unit * 8);
    const double y0 = grid.center().y() - h * static_cast<double>(ids.size()) / 2;
    for (size_t k = 0; k < ids.size(); ++k) {
        const BoardStore &s = b.stores[ids[k]];
        QRectF r(x, y0 + h * static_cast<double>(k) + unit * 0.2, layout.storeW, h - unit * 0.4);
        p.setPen(QPen(seatColor(s.owner), 1.5));
        p.setBrush(seatTint(s.owner));
        p.drawRoundedRect(r, unit * 0.8, unit * 0.8);
        p.setPen(Qt::black);
        QFont small = layout.base;
        small.setPixelSize(static_cast<int>(unit * 0.85));
        p.setFont(small);
        p.drawText(r.adjusted(3, 3, -3, 0), Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, boardText(s.label));
        QFont big = layout.base;
        big.setPixelSize(static_cast<int>(unit * 1.8));
        big.setBold(true);
        p.setFont(big);
        p.drawText(r.adjusted(0, 0, 0, -3), Qt::AlignHCenter | Qt::AlignBottom, QString::number(s.count));
        p.setFont(layout.base);
    }
}

// The fonts of a cell's label and of its count.
struct CellFonts {
    QFont label, count;
};

// A cell's shape, its highlight (the last move, the start of a sowing), the rings of a capture step
// and the cross of a dead cell.
void drawCellShape(QPainter &p, const BoardLayout &layout, const BoardCell &c, bool pieces) {
    const double cell = layout.cell;
    const QRectF r = layout.cellRect(c);
    const bool dead = c.flags & CellDead;
    auto shape = [&](const QRectF &at) {
        if (pieces) p.drawRect(at);
        else p.drawEllipse(at);
    };
    QColor fill = dead ? QColor(0xc8, 0xc8, 0xc8) : seatTint(c.owner);
    if ((c.flags & CellSpecial) && !dead) fill = QColor(0xf7, 0xdf, 0x8c);
    QPen outline(QColor(0x7a, 0x6a, 0x55), 1.2);
    if (c.flags & CellSpecial) outline = QPen(QColor(0xb8, 0x86, 0x0b), 2.5);
    p.setPen(outline);
    p.setBrush(fill);
    shape(r);
    if (c.flags & (CellLastMove | CellStart)) {
        QPen hl((c.flags & CellLastMove) ? QColor(0x1e, 0x90, 0x3c) : QColor(0xe0, 0x8a, 0x00), std::max(2.0, cell * 0.05));
        if (!(c.flags & CellLastMove)) hl.setStyle(Qt::DashLine);
        p.setPen(hl);
        p.setBrush(Qt::NoBrush);
        shape(r.adjusted(-cell * 0.03, -cell * 0.03, cell * 0.03, cell * 0.03));
    }
    // A capture step: the captured cell in a thick red ring, the empty hole that allowed it in a
    // dotted blue one (the caption says which is which).
    for (const auto &[flag, colour, style] :
         {std::tuple{CellCaptured, captureColor(), Qt::SolidLine}, std::tuple{CellTrigger, triggerColor(), Qt::DotLine}}) {
        if (!(c.flags & flag)) continue;
        QPen ring(colour, std::max(3.0, cell * 0.07), style);
        p.setPen(ring);
        p.setBrush(Qt::NoBrush);
        shape(r.adjusted(-cell * 0.04, -cell * 0.04, cell * 0.04, cell * 0.04));
    }
    if (dead) {
        p.setPen(QPen(QColor(0x80, 0x80, 0x80), 2));
        const QRectF x = r.adjusted(cell * 0.2, cell * 0.2, -cell * 0.2, -cell * 0.2);
        p.drawLine(x.topLeft(), x.bottomRight());
        p.drawLine(x.topRight(), x.bottomLeft());
    }
}

// A cell's label, and what it holds: its pieces, or its counters as dots with the count below.
void drawCellContents(QPainter &p, const BoardLayout &layout, const BoardCell &c, bool pieces, const CellFonts &fonts) {
    const double cell = layout.cell;
    const QRectF r = layout.cellRect(c);
    const bool dead = c.flags & CellDead;
    p.setPen(QColor(0x50, 0x45, 0x38));
    p.setFont(fonts.label);
    QString lab = boardText(c.label);
    if (c.flags & CellSpecial) lab += QStringLiteral(" \u2605");
    p.drawText(r.adjusted(cell * 0.05, cell * (pieces ? 0.02 : 0.1), -cell * 0.05, 0), Qt::AlignHCenter | Qt::AlignTop, lab);
    if (!c.pieces.empty()) {
        const double pr = cell * 0.24;
        const size_t n = c.pieces.size();
        for (size_t k = 0; k < n; ++k) {
            const QPointF pc = layout.centreOf(c) +
                               QPointF((static_cast<double>(k) - static_cast<double>(n - 1) / 2.0) * pr * 1.3, cell * 0.06);
            p.setPen(QPen(seatColor(c.pieces[k].owner).darker(160), 1.5));
            p.setBrush(seatColor(c.pieces[k].owner));
            p.drawEllipse(pc, pr, pr);
            p.setPen(Qt::white);
            p.setFont(fonts.count);
            p.drawText(QRectF(pc.x() - pr, pc.y() - pr, 2 * pr, 2 * pr), Qt::AlignCenter, QString::number(c.pieces[k].number));
        }
    } else if (!dead && !pieces) {
        // The counters as dots in the middle, the count below them.
        const QColor counter(0x8a, 0x6d, 0x3b);
        const QFontMetricsF cm(fonts.count), lm(fonts.label);
        const QRectF countBox(r.left(), r.bottom() - r.height() * 0.12 - cm.height(), r.width(), cm.height());
        const double dotsTop = r.top() + r.height() * 0.1 + lm.height();
        const double side = std::max(0.0, std::min(countBox.top() - dotsTop, r.width() * 0.6));
        drawCounters(p, QRectF(r.center().x() - side / 2, dotsTop, side, side), c.count, counter);
        p.setPen(Qt::black);
        p.setFont(fonts.count);
        p.drawText(countBox, Qt::AlignCenter, c.count > 12 ? QStringLiteral("%1").arg(c.count) : QString::number(c.count));
    } else if (!dead && c.count > 0) {
        p.setPen(Qt::black);
        p.setFont(fonts.count);
        p.drawText(r, Qt::AlignCenter, QString::number(c.count));
    }
}

// Tracks: arrows through the cell centres, each seat's slightly offset.
void drawTracks(QPainter &p, const BoardLayout &layout, const BoardView &b) {
    const double cell = layout.cell;
    std::map<int, const BoardCell *> byId;
    for (const auto &c : b.cells) byId[c.id] = &c;
    for (size_t t = 0; t < b.tracks.size(); ++t) {
        const BoardTrack &track = b.tracks[t];
        std::vector<QPointF> pts;
        const double off = (track.owner == 0 ? 1 : track.owner == 1 ? -1 : 0) * cell * 0.09;
        for (int id : track.cells) {
            auto it = byId.find(id);
            if (it == byId.end()) continue;
            pts.push_back(layout.centreOf(*it->second) + QPointF(off, off));
        }
        if (pts.size() < 2) continue;
        QColor col = seatColor(track.owner);
        col.setAlpha(track.loop ? 120 : 80);
        QPen pen(col, std::max(1.5, cell * 0.03));
        if (!track.loop) pen.setStyle(Qt::DashLine);
        p.setPen(pen);
        p.setBrush(col);
        const size_t segs = track.loop ? pts.size() : pts.size() - 1;
        for (size_t i = 0; i < segs; ++i) {
            const QPointF a = pts[i], z = pts[(i + 1) % pts.size()];
            p.drawLine(a, z);
            QPen solid = pen;
            solid.setStyle(Qt::SolidLine);
            p.setPen(solid);
            arrowHead(p, a, z, cell * 0.11);
            p.setPen(pen);
        }
    }
}

void drawNotes(QPainter &p, const BoardLayout &layout, const BoardView &b) {
    const QRectF &notes = layout.notes;
    const QFontMetricsF fm(layout.base);
    p.setFont(layout.base);
    p.setPen(QColor(0x30, 0x30, 0x30));
    double y = notes.top() + layout.unit * 0.5;
    for (const auto &n : b.notes) {
        p.drawText(QRectF(notes.left(), y, notes.width(), fm.height() * 1.25), Qt::AlignLeft | Qt::AlignVCenter, boardText(n));
        y += fm.height() * 1.25;
    }
}

}  // namespace

void paintBoard(QPainter &p, const QRectF &area, const ReplayFrame &frame, const std::vector<std::string> &names, bool pieces) {
    const BoardView &b = frame.board;
    p.save();
    // One direction for every text of the board (an automatic one would follow each text).
    const bool rtl = p.layoutDirection() == Qt::RightToLeft ||
                     (p.layoutDirection() == Qt::LayoutDirectionAuto && QGuiApplication::isRightToLeft());
    p.setLayoutDirection(rtl ? Qt::RightToLeft : Qt::LeftToRight);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(area, QColor(0xfb, 0xf8, 0xf1));
    const BoardLayout layout = layoutBoard(area, b, p.font());
    p.setFont(layout.base);
    drawTopLine(p, layout, frame, names, rtl);
    // Stores beside the grid.
    drawStores(p, layout, b, layout.left, layout.inner.left());
    drawStores(p, layout, b, layout.right, layout.inner.right() - layout.storeW);
    // The grid.
    CellFonts fonts{layout.base, layout.base};
    fonts.label.setPixelSize(static_cast<int>(std::clamp(layout.cell * 0.15, 7.0, layout.unit * 1.3)));
    fonts.count.setPixelSize(static_cast<int>(std::clamp(layout.cell * 0.26, 8.0, layout.unit * 2.2)));
    fonts.count.setBold(true);
    for (const auto &c : b.cells) {
        if (!layout.contains(c)) continue;
        drawCellShape(p, layout, c, pieces);
        drawCellContents(p, layout, c, pieces, fonts);
    }
    drawTracks(p, layout, b);
    drawNotes(p, layout, b);
    p.restore();
}

HandBoxRects handBoxRects(const QRectF &area, int hand, Qt::LayoutDirection direction, const QFont &font) {
    const TopLine line = topLine(area, font);
    return handLayout(line.top, line.base, handText(hand), direction == Qt::RightToLeft);
}

BoardWidget::BoardWidget(QWidget *parent) : QWidget(parent) {
    setObjectName(QStringLiteral("boardWidget"));
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void BoardWidget::setFrame(const ReplayFrame &frame, const std::vector<std::string> &names, bool pieces) {
    frame_ = frame;
    names_ = names;
    pieces_ = pieces;
    update();
}

void BoardWidget::paintEvent(QPaintEvent *) {
    QPainter p(this);
    paintBoard(p, rect(), frame_, names_, pieces_);
    if (choices_.empty() && hinted_ < 0) return;
    // The cells a click may choose: a teal ring and a light wash; a hint's cell: a thick gold ring.
    p.setRenderHint(QPainter::Antialiasing);
    const BoardLayout layout = layoutBoard(rect(), frame_.board, font());
    auto ring = [&](int id, const QPen &pen, const QColor &wash) {
        const QRectF r = cellRect(id);
        if (r.isEmpty()) return;
        const double out = layout.cell * 0.07;
        const QRectF hr = r.adjusted(-out, -out, out, out);
        p.setPen(pen);
        p.setBrush(wash);
        if (pieces_) p.drawRect(hr);
        else p.drawEllipse(hr);
    };
    for (int id : choices_)
        ring(id, QPen(QColor(0x00, 0x89, 0x7b), std::max(2.5, layout.cell * 0.05)), QColor(0x00, 0x89, 0x7b, 40));
    if (hinted_ >= 0) ring(hinted_, QPen(QColor(0xe6, 0xa1, 0x00), std::max(4.0, layout.cell * 0.09)), Qt::NoBrush);
}

void BoardWidget::setChoices(const std::vector<int> &cellIds, int hinted) {
    choices_ = cellIds;
    hinted_ = hinted;
    setMouseTracking(!choices_.empty());
    if (choices_.empty()) unsetCursor();
    update();
}

QRectF BoardWidget::cellRect(int cellId) const {
    const BoardLayout layout = layoutBoard(rect(), frame_.board, font());
    for (const auto &c : frame_.board.cells)
        if (c.id == cellId && layout.contains(c)) return layout.cellRect(c);
    return {};
}

int BoardWidget::cellAt(const QPointF &pos) const {
    const BoardLayout layout = layoutBoard(rect(), frame_.board, font());
    for (const auto &c : frame_.board.cells)
        if (layout.contains(c) && layout.cellRect(c).contains(pos)) return c.id;
    return -1;
}

QPointF BoardWidget::cellCentre(int cellId) const { return cellRect(cellId).center(); }

void BoardWidget::mousePressEvent(QMouseEvent *event) {
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    const int id = cellAt(event->position());
    if (id >= 0) emit cellClicked(id);
    event->accept();
}

void BoardWidget::mouseMoveEvent(QMouseEvent *event) {
    const int id = cellAt(event->position());
    const bool choice = id >= 0 && std::find(choices_.begin(), choices_.end(), id) != choices_.end();
    if (choice) setCursor(Qt::PointingHandCursor);
    else unsetCursor();
    QWidget::mouseMoveEvent(event);
}

QImage BoardWidget::toImage(QSize size, qreal dpr) const {
    if (!size.isValid()) size = this->size().isEmpty() ? sizeHint() : this->size();
    QImage img(size * dpr, QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(dpr);
    img.fill(Qt::white);
    QPainter p(&img);
    paintBoard(p, QRectF(QPointF(0, 0), QSizeF(size)), frame_, names_, pieces_);
    return img;
}

bool BoardWidget::exportPng(const QString &file, QString &error) const {
    if (!toImage(QSize(), 2.0).save(file, "PNG")) {
        error = BoardWidget::tr("%1: cannot write the PNG").arg(file);
        return false;
    }
    return true;
}

bool BoardWidget::exportSvg(const QString &file, QString &error) const {
    const QSize size = this->size().isEmpty() ? sizeHint() : this->size();
    QSvgGenerator gen;
    gen.setFileName(file);
    gen.setSize(size);
    gen.setViewBox(QRect(QPoint(0, 0), size));
    gen.setTitle(BoardWidget::tr("RuleLab board"));
    QPainter p;
    if (!p.begin(&gen)) {
        error = BoardWidget::tr("%1: cannot write the SVG").arg(file);
        return false;
    }
    paintBoard(p, QRectF(QPointF(0, 0), QSizeF(size)), frame_, names_, pieces_);
    p.end();
    if (!QFileInfo(file).exists() || QFileInfo(file).size() == 0) {
        error = BoardWidget::tr("%1: cannot write the SVG").arg(file);
        return false;
    }
    return true;
}

}  // namespace rulelab
