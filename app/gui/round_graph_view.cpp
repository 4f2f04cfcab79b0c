#include "round_graph_view.h"

#include "experiment/display_names.h"
#include "experiment/experiment_runner.h"
#include "experiment/outcome_text.h"
#include "experiment/prepared_reading.h"
#include "replay/match_replay.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "sources_view.h"  // pluginText
#include "widget_rows.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <memory>

namespace rulelab {

namespace {
constexpr int kFreshRole = Qt::UserRole + 1;  // an entry that plays new matches, not the results'
}  // namespace

RoundGraphView::RoundGraphView(const PluginRegistry &registry, QWidget *parent) : QWidget(parent), registry_(registry) {
    setObjectName(QStringLiteral("roundGraphView"));
    auto *layout = new QVBoxLayout(this);
    auto *row = new QHBoxLayout;
    reading_ = new QComboBox;
    reading_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    reading_->setMinimumContentsLength(16);
    addLabelled(row, tr("Reading:"), reading_, 1);
    matches_ = newCountBox(1, 100000, 500);
    matches_->setToolTip(
        tr("The first matches of the results to replay (their seeds, agents and seats; at most as many as the "
           "results hold), or the new matches to play of a reading the results do not have (with the Experiment "
           "panel's agents, seed and caps)"));
    addLabelled(row, tr("Matches:"), matches_);
    connect(matches_, &QSpinBox::valueChanged, this, [this](int n) { askedMatches_ = n; });
    build_ = new QPushButton(tr("Build"));
    cancel_ = newCancelButton(tr("Cancel"));
    row->addWidget(build_);
    row->addWidget(cancel_);
    layout->addLayout(row);
    status_ = new QLabel;
    status_->setWordWrap(true);
    status_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(status_);
    summary_ =
        new QLabel(tr("Select a reading in Games and readings, or run or open results and choose one of their readings, "
                      "then press Build. For a reading played in rounds, this shows what each refill decided (a "
                      "configuration), how often the matches played a round in it, and which configurations lie on a "
                      "cycle: matches that go round and round between them are the matches that do not end."));
    summary_->setObjectName(QStringLiteral("roundGraphSummary"));
    summary_->setWordWrap(true);
    summary_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(summary_);
    table_ = new QTableWidget;
    table_->setColumnCount(5);
    table_->setHorizontalHeaderLabels(
        {tr("No."), tr("Rounds played in it"), tr("On a cycle"), tr("Configuration"), tr("Leads to (times)")});
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->setVisible(false);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setWordWrap(false);
    layout->addWidget(table_, 1);

    watcher_ = new QFutureWatcher<RoundGraph>(this);
    connect(watcher_, &QFutureWatcher<RoundGraph>::finished, this, [this] {
        build_->setEnabled(true);
        cancel_->setEnabled(false);
        if (cancelFlag_.load()) {
            status_->setText(tr("Cancelled: the graph shown is unchanged."));
        } else {
            graph_ = watcher_->result();
            showGraph();
        }
        emit built();
    });
    connect(build_, &QPushButton::clicked, this, [this] { build(); });
    connect(reading_, &QComboBox::currentIndexChanged, this, &RoundGraphView::choiceChanged);
    connect(cancel_, &QPushButton::clicked, this, &RoundGraphView::cancel);
}

RoundGraphView::~RoundGraphView() {
    cancelFlag_ = true;
    watcher_->waitForFinished();
}

void RoundGraphView::setResults(const Experiment &experiment) {
    experiment_ = experiment;
    std::string err;
    Experiment expanded = experiment;
    const QString current = reading_->currentData().toString();
    reading_->clear();
    if (!expandSweep(registry_, expanded, err)) return;
    {
        const QSignalBlocker b(reading_);
        for (const auto &r : expanded.readings) {
            const std::string id = r.isInline ? r.reading.id : r.spec;
            const QString name = r.isInline && !r.reading.name.empty() ? q(r.reading.name) : readingName(expanded.game, q(id));
            reading_->addItem(name, q(id));
            reading_->setItemData(reading_->count() - 1, q(id), Qt::ToolTipRole);  // the id, for the files
        }
    }
    const int keep = reading_->findData(current);
    if (keep >= 0) reading_->setCurrentIndex(keep);
    fitMatchesToChoice();
}

void RoundGraphView::fitMatchesToChoice() {
    const int most = freshChosen() ? 100000 : static_cast<int>(std::clamp<int64_t>(experiment_.matches, 1, 100000));
    const QSignalBlocker b(matches_);  // not the user's choice: askedMatches_ stays
    matches_->setMaximum(most);
    matches_->setValue(std::min(askedMatches_, most));
}

bool RoundGraphView::showReading(const QString &readingId) {
    const int i = reading_->findData(readingId);
    if (i < 0) {
        lastError_ = tr("The shown results have no reading '%1'.").arg(readingId);
        status_->setText(lastError_);
        return false;
    }
    reading_->setCurrentIndex(i);
    return build();
}

bool RoundGraphView::followReading(const QString &readingId, const Experiment &fresh) {
    const QSignalBlocker b(reading_);
    for (int i = reading_->count() - 1; i >= 0; --i)
        if (reading_->itemData(i, kFreshRole).toBool()) reading_->removeItem(i);
    int i = reading_->findData(readingId);
    const bool inResults = i >= 0;
    if (!inResults) {
        fresh_ = fresh;
        reading_->addItem(tr("%1 (new matches)").arg(readingName(fresh.game, readingId)), readingId);
        i = reading_->count() - 1;
        reading_->setItemData(i, readingId, Qt::ToolTipRole);
        reading_->setItemData(i, true, kFreshRole);
    }
    reading_->setCurrentIndex(i);
    choiceChanged();  // its signal was blocked
    return inResults;
}

void RoundGraphView::choiceChanged() {
    noteWhichIsShown();
    fitMatchesToChoice();
}

bool RoundGraphView::freshChosen() const { return reading_->currentData(kFreshRole).toBool(); }

void RoundGraphView::noteWhichIsShown() {
    if (watcher_->isRunning() || builtReading_.isEmpty()) return;
    const QString chosen = reading_->currentData().toString();
    if (chosen == builtReading_) status_->clear();
    else
        status_->setText(tr("The graph below is of %1. Press Build for %2.")
                             .arg(readingName(builtGame_, builtReading_), reading_->currentText()));
}

QString RoundGraphView::readingName(const std::string &game, const QString &id) const {
    const LoadedGame *g = registry_.find(game);
    if (g)
        for (const Reading &r : g->readings)
            if (q(r.id) == id) return pluginText(game, r.name.empty() ? r.id : r.name);
    return id;
}

QString RoundGraphView::nodeText(const std::string &label) const {
    const QString t = q(label);
    if (t == QLatin1String("(one round)")) return tr("(one round)");
    const QRegularExpressionMatch end = QRegularExpression(QStringLiteral("^end: (\\w+), (\\w+)$")).match(t);
    if (end.hasMatch()) {
        EndReason reason;
        const QString why = endReasonFromKey(end.captured(1).toStdString(), reason) ? endReasonName(reason) : end.captured(1);
        const LoadedGame *g = registry_.find(builtGame_);
        const std::vector<std::string> names = g ? g->plugin->info().playerNames : std::vector<std::string>{};
        return tr("End: %1; %2").arg(why, resultKeyValueText(end.captured(2).toStdString(), names));
    }
    // The two-row kit's configuration: "S live: h0 h1 | N live: h5 | Bhadar South, bha h3"; the
    // statuses as Replay's notes say them ("Bhadar: South, bha h3"), in the interface's language.
    QStringList parts = t.split(QStringLiteral(" | "));
    for (QString &part : parts)
        if (part.startsWith(QLatin1String("Bhadar ")))
            part = boardText(
                part.replace(QRegularExpression(QStringLiteral("\\b(Bhadar|Kungidar) (\\w+)")), QStringLiteral("\\1: \\2"))
                    .toStdString());
    QString out = parts.join(QStringLiteral(" | "));
    out.replace(QStringLiteral("S live:"), tr("South in play:")).replace(QStringLiteral("N live:"), tr("North in play:"));
    out.replace(QStringLiteral(": none"), QStringLiteral(": ") + tr("none", "no holes"));
    return out;
}

bool RoundGraphView::isBuilding() const { return watcher_->isRunning(); }

void RoundGraphView::cancel() { cancelFlag_ = true; }

bool RoundGraphView::build() {
    if (watcher_->isRunning()) return false;
    const bool fresh = freshChosen();
    Experiment e = fresh ? fresh_ : experiment_;
    std::string err;
    std::vector<PreparedReading> prepared;
    InputError kind;
    if (!expandSweep(registry_, e, err) || !prepareExperiment(registry_, e, prepared, err, kind)) {
        lastError_ = err.empty() ? tr("No results are shown.") : q(err);
        status_->setText(lastError_);
        return false;
    }
    const std::string want = reading_->currentData().toString().toStdString();
    std::shared_ptr<const Game> game;
    for (const auto &p : prepared)
        if (p.reading.id == want || fresh) game = p.game;  // new matches: the one reading prepared
    if (!game) {
        lastError_ = tr("Choose a reading of the shown results.");
        status_->setText(lastError_);
        return false;
    }
    RunOptions ro;
    ro.matches = fresh ? matches_->value() : std::min<int64_t>(matches_->value(), std::max<int64_t>(1, e.matches));
    ro.seed = e.seed;
    ro.agents = e.agents;
    ro.swapSeats = e.swapSeats;
    ro.recordMoves = true;
    ro.cancel = &cancelFlag_;
    cancelFlag_ = false;
    builtReading_ = q(want);
    builtGame_ = e.game;
    builtFresh_ = fresh;
    build_->setEnabled(false);
    cancel_->setEnabled(true);
    const QString name = readingName(builtGame_, builtReading_);
    status_->setText(fresh ? tr("Playing %n new match(es) of %1...", nullptr, static_cast<int>(ro.matches)).arg(name)
                           : tr("Replaying %n match(es) of %1...", nullptr, static_cast<int>(ro.matches)).arg(name));
    watcher_->setFuture(QtConcurrent::run([game, want, ro] { return buildRoundGraph(*game, runMatches(*game, want, ro)); }));
    return true;
}

void RoundGraphView::showGraph() {
    const RoundGraph &g = graph_;
    status_->clear();
    const QString name = readingName(builtGame_, builtReading_);
    QString text = (builtFresh_ ? tr("%1: %n new match(es) played; ", nullptr, static_cast<int>(g.matches)).arg(name)
                                : tr("%1: %n match(es) replayed; ", nullptr, static_cast<int>(g.matches)).arg(name)) +
                   tr("%n configuration(s) between rounds, ", nullptr, static_cast<int>(g.labels.size())) +
                   tr("%n transition(s), ", nullptr, static_cast<int>(g.edges.size())) +
                   tr("%n group(s) of configurations the matches go round in.", nullptr, static_cast<int>(g.cyclicComponents));
    if (!g.hasRounds)
        text += QLatin1Char(' ') + tr("This reading is played in one round: there is nothing between rounds to show.");
    else if (g.cyclicComponents > 0)
        text += QLatin1Char(' ') + tr("Rows marked on a cycle (shaded) are configurations the matches left and came back "
                                      "to: rounds can go round among them, which is how a match can go on without end. "
                                      "Rows starting \"End:\" are how the matches ended.");
    summary_->setText(text);
    // The most visited first; every node keeps its number (its position in this order).
    std::vector<uint32_t> order(g.labels.size());
    for (uint32_t v = 0; v < order.size(); ++v) order[v] = v;
    std::stable_sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return g.visits[a] > g.visits[b]; });
    std::vector<int> number(g.labels.size());
    for (size_t i = 0; i < order.size(); ++i) number[order[i]] = static_cast<int>(i + 1);
    table_->setRowCount(static_cast<int>(order.size()));
    for (size_t i = 0; i < order.size(); ++i) {
        const uint32_t v = order[i];
        std::vector<std::pair<int64_t, uint32_t>> out;
        for (const auto &[edge, times] : g.edges)
            if (edge.first == v) out.push_back({times, edge.second});
        std::sort(out.begin(), out.end(), std::greater<>());
        QStringList leads;
        for (const auto &[times, to] : out) leads << tr("no. %1 (%2)").arg(number[to]).arg(times);
        const int r = static_cast<int>(i);
        table_->setItem(r, 0, new QTableWidgetItem(QString::number(i + 1)));
        auto *visits = new QTableWidgetItem(QString::number(g.visits[v]));
        visits->setToolTip(g.absorbing[v] ? tr("matches that ended here") : tr("rounds played in this configuration"));
        table_->setItem(r, 1, visits);
        table_->setItem(r, 2, new QTableWidgetItem(g.inCycle[v] ? tr("yes") : QString()));
        auto *label = new QTableWidgetItem(nodeText(g.labels[v]));
        label->setToolTip(label->text());
        table_->setItem(r, 3, label);
        table_->setItem(r, 4, new QTableWidgetItem(leads.join(QStringLiteral(", "))));
        if (g.inCycle[v])
            for (int c = 0; c < 5; ++c) table_->item(r, c)->setBackground(QColor(0xfb, 0xe3, 0xd6));
    }
    table_->resizeColumnsToContents();
}

}  // namespace rulelab
