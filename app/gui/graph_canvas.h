#pragma once
// The drawing of an explored state graph (the State graph view's canvas, and its exports
// through paintGraph): nodes placed by a layout from core/graph/graph_layout, coloured by the
// outcome under best play, the win probability, the strongly connected component or the end
// result, with a legend; zoom with the wheel, pan by dragging, and signals when a node is
// hovered, double-clicked or asked for its menu.

#include "game/reading.h"
#include "graph/graph_layout.h"
#include "graph/state_graph.h"

#include <QColor>
#include <QPoint>
#include <QPointF>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QTransform>
#include <QWidget>

#include <memory>
#include <utility>
#include <vector>

class QFont;
class QPainter;

namespace rulelab {

enum class GraphColouring { Outcome, Value, Component, Result };

// What one exploration produced (built in the background, then only read).
struct GraphData {
    std::shared_ptr<const Game> game;
    Reading reading;  // with the options explored
    StateGraph graph;
    GraphAnalysis analysis;
    GraphSolution solution;  // solved only when asked and the graph is complete
    std::vector<uint64_t> discovery;
    GraphLayout layout;        // the layout with the options of the exploration
    std::vector<Move> prefix;  // moves from the initial state to the explored start (empty: the initial state)
};

struct GraphLegendEntry {
    QString text;
    QColor colour;
    int shape = 0;  // 0 disc, 1 diamond (chance), 2 square (end), 3 gradient bar, 4 ring (outline only)
};

// Draws a laid-out graph (the widget, and the exports through paintGraph).
class GraphCanvas : public QWidget {
    Q_OBJECT
public:
    explicit GraphCanvas(QWidget *parent = nullptr);
    void setGraph(std::shared_ptr<const GraphData> data, const GraphLayout *layout);
    void setColouring(GraphColouring c);
    GraphColouring colouring() const { return colouring_; }
    const GraphLayout *graphLayout() const { return layout_; }

    QColor nodeColour(int node) const;  // drawn node index
    std::vector<GraphLegendEntry> legend() const;
    // Where drawn node `node` is in the widget, and the node under a widget position (-1: none).
    QPointF nodeCentre(int node) const;
    int nodeAt(QPointF pos) const;
    // Paints the whole graph fitted into `area` (legend included), ignoring zoom and pan.
    // Returns the number of nodes and edges drawn.
    std::pair<int, int> paintGraph(QPainter &p, const QRectF &area) const;
    std::pair<int, int> lastPainted() const { return lastPainted_; }
    void resetZoom();
    QSize sizeHint() const override { return {800, 560}; }
    // The name of a seat of the explored game ("Seat N" when the game does not name it).
    static QString seatName(const GraphData &d, int seat);

signals:
    void nodeHovered(int node, QPoint globalPos);  // -1 when the pointer leaves the nodes
    void nodeDoubleClicked(int node);
    void nodeMenuRequested(int node, QPoint globalPos);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    QTransform fitTransform(const QRectF &area, bool withZoom) const;
    QRectF graphArea(const QRectF &area) const;
    std::pair<int, int> paintInto(QPainter &p, const QRectF &area, bool withZoom) const;
    void paintDepths(QPainter &p, const QRectF &area, const QTransform &t, const QFont &font) const;
    int paintEdges(QPainter &p, const QTransform &t) const;
    int paintNodes(QPainter &p, const QTransform &t, const QFont &font, bool withZoom) const;
    void paintLegend(QPainter &p, const QRectF &area, const QFont &font) const;

    std::shared_ptr<const GraphData> data_;
    const GraphLayout *layout_ = nullptr;
    GraphColouring colouring_ = GraphColouring::Outcome;
    double zoom_ = 1;
    QPointF pan_;
    QPoint dragFrom_;
    bool dragging_ = false;
    int hovered_ = -1;
    mutable std::pair<int, int> lastPainted_{0, 0};
};

}  // namespace rulelab
