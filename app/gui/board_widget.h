#pragma once
// Draws any game's position from its BoardView alone (no plugin drawing code): mancala holes
// as circles with their count and up to 12 counter dots, race boards as squares with pieces
// as discs labelled with their number and coloured by owner, stores as boxes beside the rows,
// dead cells greyed and crossed, special cells (e.g. the bha) in gold, the cells the current
// move or micro-step touched outlined, tracks (circuits) as arrows through the cell centres,
// the counters in hand during a sowing, and the notes below. In the Play tab it also rings the
// cells a click may choose (and the cell of a hint), and says which cell was clicked.

#include "replay/match_replay.h"

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QWidget>

class QPainter;

namespace rulelab {

// The colour of a seat's counters and pieces.
QColor seatColor(int seat);
// The rings of a capture step: the captured cell, and the empty hole that allowed the capture.
inline QColor captureColor() { return {0xc6, 0x28, 0x28}; }
inline QColor triggerColor() { return {0x1f, 0x5f, 0xbf}; }

// Paints `frame` into `area`. `pieces`: draw cells as squares (race games) rather than holes.
// The games' store labels, notes and side names are shown in the user's language (boardText,
// playerText). Right to left (the painter's layout direction, or the application's when the
// painter's is automatic) the top line is mirrored: who is to move on the right, the hand box
// on the left with its text before its dots in reading order.
void paintBoard(QPainter &p, const QRectF &area, const ReplayFrame &frame, const std::vector<std::string> &playerNames,
                bool pieces);

// Where paintBoard puts the counters in hand in `area`: the box, the text "In hand: N" in it,
// and the dots beside the text (after it in reading order: on its right left to right, on its
// left right to left). `font`: the painter's font (the application's by default).
struct HandBoxRects {
    QRectF box, text, dots;
};
HandBoxRects handBoxRects(const QRectF &area, int hand, Qt::LayoutDirection direction, const QFont &font = QFont());

class BoardWidget : public QWidget {
    Q_OBJECT
public:
    explicit BoardWidget(QWidget *parent = nullptr);
    void setFrame(const ReplayFrame &frame, const std::vector<std::string> &playerNames, bool pieces);
    const ReplayFrame &frame() const { return frame_; }
    bool pieceStyle() const { return pieces_; }
    QImage toImage(QSize size = QSize(), qreal dpr = 1.0) const;
    bool exportPng(const QString &file, QString &error) const;
    bool exportSvg(const QString &file, QString &error) const;
    QSize sizeHint() const override { return {760, 420}; }
    QSize minimumSizeHint() const override { return {320, 200}; }

    // The cells a click may choose, ringed over the board (not part of the frame, nor of the
    // exported images), and the one a hint suggests (-1: none).
    void setChoices(const std::vector<int> &cellIds, int hinted = -1);
    const std::vector<int> &choices() const { return choices_; }
    int hintedCell() const { return hinted_; }
    // The id of the cell drawn at `pos` (widget coordinates), -1 when none; and a cell's centre.
    int cellAt(const QPointF &pos) const;
    QPointF cellCentre(int cellId) const;

signals:
    // A left click on a cell (any cell: the receiver decides what it means).
    void cellClicked(int cellId);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    QRectF cellRect(int cellId) const;

    ReplayFrame frame_;
    std::vector<std::string> names_;
    bool pieces_ = false;
    std::vector<int> choices_;
    int hinted_ = -1;
};

}  // namespace rulelab
