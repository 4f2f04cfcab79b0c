// The State graph view's nodes: a node's state, text and board (its tooltip), the moves that
// reach it opened as a replay, and the drawing's export.
#include "graph_view.h"

#include "experiment/display_names.h"
#include "experiment/outcome_text.h"
#include "plugin/file_access.h"

#include "board_widget.h"
#include "charts.h"
#include "export_dialog.h"
#include "plugin/qt_text.h"

#include <QFileInfo>
#include <QLabel>
#include <QSaveFile>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace rulelab {

// The state of node `state`: from the nearest state on its discovery path that is still kept
// (or the start), by the moves after it; kept in turn. A hovered node's parent, shown in its
// tooltip, is usually kept already, so the node costs one move, not its whole path.
std::unique_ptr<State> GraphView::stateOf(uint32_t state) const {
    const GraphData &d = *data_;
    if (const State *kept = states_.object(state)) return kept->clone();
    std::vector<uint64_t> edges;  // from `state` back towards the start
    const State *base = nullptr;
    for (uint32_t v = state;;) {
        if (v != state) base = states_.object(v);
        if (base || v == 0 || v >= d.discovery.size() || d.discovery[v] == kNoEdge) break;
        edges.push_back(d.discovery[v]);
        v = edgeSource(d.graph, d.discovery[v]);
    }
    std::unique_ptr<State> s = base ? base->clone() : d.game->newInitialState();
    if (!base)
        for (Move m : d.prefix) s->apply(m);
    for (auto it = edges.rbegin(); it != edges.rend(); ++it) {
        if (std::next(it) == edges.rend()) {  // the parent, which the tooltip describes the move from
            const uint32_t parent = edgeSource(d.graph, *it);
            if (!states_.contains(parent)) states_.insert(parent, s->clone().release());
        }
        s->apply(d.graph.move[*it]);
        ++movesReplayed_;
    }
    states_.insert(state, s->clone().release());
    return s;
}

QString GraphView::nodeText(int node) const {
    if (!data_ || node < 0 || node >= static_cast<int>(layout_.nodes.size())) return {};
    const LayoutNode &n = layout_.nodes[static_cast<size_t>(node)];
    const GraphData &d = *data_;
    const GraphNode &g = d.graph.nodes[n.state];
    const int depth = d.graph.depth(n.state);
    QStringList lines;
    if (layout_.kind == LayoutKind::Components && n.members > 1) {
        lines << (n.cyclic ? tr("Component of %n state(s); play can go round in it", nullptr, static_cast<int>(n.members))
                           : tr("Component of %n state(s)", nullptr, static_cast<int>(n.members)));
        lines << tr("Its first state reached: state %1, depth %2").arg(n.state).arg(depth);
    } else {
        lines << tr("State %1, depth %2").arg(n.state).arg(depth);
    }
    if (g.player >= 0) lines << tr("%1 to move").arg(GraphCanvas::seatName(d, g.player));
    else if (g.player == kChancePlayer) lines << tr("Chance to play");
    else {
        const QString res = resultValueText(g.result, d.game->info().playerNames);
        lines << tr("End: %1 (%2), margin %3").arg(res, endReasonName(g.endReason)).arg(g.margin);
    }
    if (!g.expanded && g.player != kTerminalPlayer) lines << tr("Not expanded: the state limit was reached");
    const QString value = outcomeText(n.state);
    if (!value.isEmpty()) lines << value.left(1).toUpper() + value.mid(1);
    if (n.state != 0 && d.discovery[n.state] != kNoEdge) {
        const uint64_t e = d.discovery[n.state];
        const auto parent = stateOf(edgeSource(d.graph, e));
        lines << tr("Reached from state %1 by: %2").arg(edgeSource(d.graph, e)).arg(q(parent->describeMove(d.graph.move[e])));
    }
    lines << tr("Double-click to replay the %n move(s) from the start.", nullptr, depth + static_cast<int>(d.prefix.size()));
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
    ++boardsDrawn_;
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
    if (std::string bad; !checkOutputFile(file, bad)) {  // never a device, FIFO or folder replaced by a file
        fail(tr("Cannot export"), QString::fromStdString(bad));
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
    ExportDialog::Setup setup;
    setup.title = tr("Export state graph");
    setup.widthMm = 175;
    setup.heightMm = std::round(175.0 * canvas_->height() / std::max(1, canvas_->width()));
    ExportDialog dlg(setup, this);
    QString file;
    if (dlg.ask(tr("Export state graph"), QStringLiteral("state-graph.pdf"), file)) exportImage(file, dlg.options());
}

}  // namespace rulelab
