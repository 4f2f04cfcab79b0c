#include "ladder_view.h"

#include "charts.h"
#include "experiment/display_names.h"
#include "experiment/experiment_runner.h"
#include "experiment/ladder.h"
#include "experiment/outcome_text.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "widget_rows.h"

#include <QComboBox>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <qcustomplot.h>

#include <cmath>

namespace rulelab {

namespace {

constexpr int kSpecRole = Qt::UserRole;

// The agents offered, weakest first, and the ones ticked at the start.
const char *const kPresetAgents[] = {"random", "greedy", "mcts:100", "mcts:1000", "mcts:1000:reuse", "search:4"};
const char *const kTickedAgents[] = {"random", "greedy", "mcts:100"};

// "0.62 [0.55, 0.68]", or a dash for a value not known; the value under `valueKey` (a rating's is
// "elo").
QString intervalText(const QJsonObject &m, int decimals, const char *valueKey = "value") {
    if (!m.value(QLatin1String(valueKey)).isDouble()) return QStringLiteral("–");
    const QLocale l;
    // Rounded first, so that a value a hair below zero is not shown as "-0".
    const double scale = std::pow(10.0, decimals);
    auto text = [&](const char *key) {
        const double v = std::round(m.value(QLatin1String(key)).toDouble() * scale) / scale;
        return l.toString(v == 0 ? 0.0 : v, 'f', decimals);
    };
    return QStringLiteral("%1 [%2, %3]").arg(text(valueKey), text("lo"), text("hi"));
}

QString agentWords(const QString &spec) {
    AgentSpec a;
    std::string error;
    return parseAgentSpec(spec.toStdString(), a, error) ? agentText(a) : spec;
}

// A rung's value in the settle table's "metric" key in words.
QString readingLabel(const QJsonObject &reading) {
    const QString name = reading.value(QStringLiteral("name")).toString();
    return name.isEmpty() ? reading.value(QStringLiteral("reading")).toString() : name;
}

}  // namespace

LadderView::LadderView(const PluginRegistry &registry, QWidget *parent) : QWidget(parent), registry_(registry) {
    auto *layout = new QHBoxLayout(this);
    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(buildControls());
    auto *right = new QWidget;
    auto *rl = marginlessLayout<QVBoxLayout>(right);
    auto *metricRow = new QHBoxLayout;
    metricRow->addWidget(new QLabel(tr("Metric along the strength:")));
    metric_ = new QComboBox;
    for (const char *key : {"AdvantageP1", "Completion", "Drawishness", "Timeouts"})
        metric_->addItem(metricName(key), QString::fromLatin1(key));
    metricRow->addWidget(metric_, 1);
    rl->addLayout(metricRow);
    plot_ = new QCustomPlot;
    plot_->setMinimumHeight(260);
    rl->addWidget(plot_, 3);
    findings_ = new QLabel;
    findings_->setWordWrap(true);
    findings_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    rl->addWidget(findings_);
    table_ = new QTableWidget(0, 6);
    table_->setHorizontalHeaderLabels({tr("Reading"), tr("Agent"), tr("Rating (Elo) [95%]"),
                                       tr("First mover's points [95%]"), tr("Ended by the rules [95%]"), tr("Mean turns")});
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    rl->addWidget(table_, 2);
    split->addWidget(right);
    split->setStretchFactor(1, 1);
    layout->addWidget(split);
    connect(metric_, &QComboBox::currentIndexChanged, this, [this] { drawFigure(); });
    drawFigure();
}

LadderView::~LadderView() {
    if (watcher_) {
        cancelFlag_ = true;
        watcher_->waitForFinished();
    }
}

QWidget *LadderView::buildControls() {
    auto *box = new QWidget;
    auto *l = new QVBoxLayout(box);
    l->addWidget(
        wrappedLabel(tr("The readings ticked in the game list, played by each agent against itself for its "
                        "figures and against the next for a rating of its strength. Tick the agents, weakest "
                        "first.")));
    agents_ = new QListWidget;
    agents_->setObjectName(QStringLiteral("ladderAgents"));
    buildAgents();
    l->addWidget(agents_, 1);
    auto *addRow = new QHBoxLayout;
    agentEdit_ = new QLineEdit;
    agentEdit_->setPlaceholderText(tr("another agent, e.g. mcts:5000"));
    agentEdit_->setToolTip(tr("random, greedy, mcts:PLAYOUTS, mcts:SECONDSs (by time: not reproducible), "
                              "mcts:PLAYOUTS:reuse (keeps its tree between moves), search:DEPTH"));
    add_ = new QPushButton(tr("Add"));
    addRow->addWidget(agentEdit_, 1);
    addRow->addWidget(add_);
    l->addLayout(addRow);
    auto *matchesRow = new QHBoxLayout;
    matches_ = new QSpinBox;
    matches_->setRange(10, 1000000);
    matches_->setValue(100);
    addLabelled(matchesRow, tr("Matches per cell:"), matches_, 1);
    l->addLayout(matchesRow);
    auto *buttons = new QHBoxLayout;
    run_ = new QPushButton(tr("Climb the Ladder"));
    cancel_ = newCancelButton(tr("Cancel"));
    buttons->addWidget(run_);
    buttons->addWidget(cancel_);
    l->addLayout(buttons);
    progress_ = newJobProgressBar();
    l->addWidget(progress_);
    status_ = new QLabel;
    status_->setWordWrap(true);
    l->addWidget(status_);
    connect(add_, &QPushButton::clicked, this, [this] {
        if (addAgent(agentEdit_->text().trimmed())) agentEdit_->clear();
    });
    connect(agentEdit_, &QLineEdit::returnPressed, add_, &QPushButton::click);
    connect(run_, &QPushButton::clicked, this, [this] { start(); });
    connect(cancel_, &QPushButton::clicked, this, &LadderView::cancel);
    return box;
}

void LadderView::buildAgents() {
    for (const char *spec : kPresetAgents) {
        auto *item = new QListWidgetItem(agentWords(QString::fromLatin1(spec)));
        item->setData(kSpecRole, QString::fromLatin1(spec));
        item->setToolTip(QString::fromLatin1(spec));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        bool ticked = false;
        for (const char *t : kTickedAgents) ticked = ticked || qstrcmp(t, spec) == 0;
        item->setCheckState(ticked ? Qt::Checked : Qt::Unchecked);
        agents_->addItem(item);
    }
}

bool LadderView::addAgent(const QString &spec) {
    AgentSpec a;
    std::string error;
    if (!parseAgentSpec(spec.toStdString(), a, error)) {
        status_->setText(tr("Not an agent: %1").arg(q(error)));
        return false;
    }
    for (int i = 0; i < agents_->count(); ++i)
        if (agents_->item(i)->data(kSpecRole).toString() == q(a.text())) {
            agents_->item(i)->setCheckState(Qt::Checked);
            status_->setText(tr("%1 is in the list already: ticked.").arg(agentText(a)));
            return true;
        }
    auto *item = new QListWidgetItem(agentText(a));
    item->setData(kSpecRole, q(a.text()));
    item->setToolTip(q(a.text()));
    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
    item->setCheckState(Qt::Checked);
    agents_->addItem(item);
    status_->clear();
    return true;
}

bool LadderView::isRunning() const { return watcher_ != nullptr; }

bool LadderView::start() {
    if (isRunning()) return false;
    Ladder l;
    QString error;
    if (!settings_ || !settings_(l.base, error)) {
        status_->setText(error.isEmpty() ? tr("Select a game and tick its readings first.") : error);
        return false;
    }
    if (!l.base.sweepBase.empty()) {
        status_->setText(tr("A ladder climbs readings, not a sweep: tick the readings in the game list."));
        return false;
    }
    l.base.matches = matches_->value();
    l.base.precision.clear();  // every cell plays its matches: the ratings need them all
    bool timed = false;
    for (int i = 0; i < agents_->count(); ++i) {
        if (agents_->item(i)->checkState() != Qt::Checked) continue;
        AgentSpec a;
        std::string ignored;
        if (parseAgentSpec(agents_->item(i)->data(kSpecRole).toString().toStdString(), a, ignored)) l.rungs.push_back(a);
        timed = timed || a.timed();
    }
    if (l.rungs.size() < 2) {
        status_->setText(tr("Tick at least two agents: a ladder rates each against the next."));
        return false;
    }
    auto prepared = std::make_shared<std::vector<PreparedReading>>();
    std::string err;
    InputError kind;
    if (!prepareExperiment(registry_, l.base, *prepared, err, kind)) {
        status_->setText(q(err));
        return false;
    }
    cancelFlag_ = false;
    LadderOptions lo;
    lo.cancel = &cancelFlag_;
    auto cell = std::make_shared<std::atomic<int>>(0);
    const int cells = static_cast<int>(ladderCells(l).size());
    lo.cellStarted = [this, cell](size_t i, size_t n, const LadderCell &c, int64_t) {
        *cell = static_cast<int>(i);
        const QString what = c.selfPlay ? tr("%1 against itself").arg(agentText(c.experiment.agents[0]))
                                        : tr("%1 against %2").arg(agentText(c.experiment.agents[0]),
                                                                   agentText(c.experiment.agents[1]));
        QMetaObject::invokeMethod(
            this, [this, i, n, what] { cellStarted(static_cast<int>(i), static_cast<int>(n), what); }, Qt::QueuedConnection);
    };
    lo.progress = [this, cell, cells](size_t, const RunProgress &p) {
        const double done = p.total > 0 ? static_cast<double>(p.done) / static_cast<double>(p.total) : 0;
        const int at = *cell;
        QMetaObject::invokeMethod(this, [this, at, cells, done] { cellProgress(at, cells, done); }, Qt::QueuedConnection);
    };
    watcher_ = new QFutureWatcher<std::shared_ptr<LadderResult>>(this);
    connect(watcher_, &QFutureWatcher<std::shared_ptr<LadderResult>>::finished, this, &LadderView::done);
    watcher_->setFuture(QtConcurrent::run(
        [l, prepared, lo] { return std::make_shared<LadderResult>(runLadder(l, *prepared, lo)); }));
    run_->setEnabled(false);
    cancel_->setEnabled(true);
    progress_->setValue(0);
    status_->setText(timed ? tr("Climbing. An agent with a budget of time plays as many playouts as the machine "
                                "allows: its matches, and this ladder's numbers, are not reproducible.")
                           : tr("Climbing."));
    return true;
}

void LadderView::cancel() {
    if (!isRunning()) return;
    cancelFlag_ = true;
    status_->setText(tr("Cancelling…"));
}

void LadderView::cellStarted(int cell, int cells, const QString &what) {
    if (!isRunning()) return;
    status_->setText(tr("Cell %1 of %2: %3").arg(cell + 1).arg(cells).arg(what));
    progress_->setValue(cells > 0 ? cell * 1000 / cells : 0);
}

void LadderView::cellProgress(int cell, int cells, double done) {
    if (!isRunning() || cells <= 0) return;
    progress_->setValue(static_cast<int>((cell + done) * 1000 / cells));
}

void LadderView::done() {
    const std::shared_ptr<LadderResult> r = watcher_->result();
    watcher_->deleteLater();
    watcher_ = nullptr;
    run_->setEnabled(true);
    cancel_->setEnabled(false);
    if (!r || !r->ok) {
        status_->setText(r ? q(r->error) : tr("The ladder stopped."));
    } else if (r->cancelled) {
        status_->setText(tr("Cancelled: no ladder shown (a ladder is rated from all its cells)."));
    } else {
        progress_->setValue(1000);
        status_->setText(tr("Done: %n cell(s).", nullptr, static_cast<int>(r->cells.size())));
        show(r->summary);
    }
    emit finished();
}

void LadderView::show(const QJsonObject &summary) {
    summary_ = summary;
    fillTable(summary);
    findings_->setText(findingsText(summary));
    data_ = charts::ChartData{};
    QString error;
    if (!charts::parseSummary(QJsonDocument(summary).toJson(), tr("the ladder"), data_, error)) {
        findings_->setText(error);
        data_ = charts::ChartData{};
    }
    // Names in words on the figure: the agents beside their points, the readings in the legend.
    for (auto &reading : data_.ladder)
        for (auto &rung : reading.rungs) rung.agent = agentWords(rung.agent);
    drawFigure();
}

void LadderView::fillTable(const QJsonObject &summary) {
    table_->setRowCount(0);
    for (const QJsonValue &rv : summary.value(QStringLiteral("readings")).toArray()) {
        const QJsonObject reading = rv.toObject();
        for (const QJsonValue &gv : reading.value(QStringLiteral("rungs")).toArray()) {
            const QJsonObject g = gv.toObject();
            const QJsonObject metrics = g.value(QStringLiteral("metrics")).toObject();
            const int row = table_->rowCount();
            table_->insertRow(row);
            auto *agent = new QTableWidgetItem(agentWords(g.value(QStringLiteral("agent")).toString()));
            agent->setToolTip(g.value(QStringLiteral("agent")).toString());
            auto *name = new QTableWidgetItem(readingLabel(reading));
            name->setToolTip(reading.value(QStringLiteral("reading")).toString());
            table_->setItem(row, 0, name);
            table_->setItem(row, 1, agent);
            table_->setItem(row, 2, new QTableWidgetItem(intervalText(g.value(QStringLiteral("elo")).toObject(), 0, "elo")));
            table_->setItem(row, 3, new QTableWidgetItem(intervalText(metrics.value(QStringLiteral("AdvantageP1")).toObject(), 2)));
            table_->setItem(row, 4, new QTableWidgetItem(intervalText(metrics.value(QStringLiteral("Completion")).toObject(), 2)));
            const double turns = g.value(QStringLiteral("turns")).toObject().value(QStringLiteral("mean")).toDouble();
            table_->setItem(row, 5, new QTableWidgetItem(QLocale().toString(turns, 'f', 1)));
        }
    }
}

// Per reading, in words: whether the metrics settled between the two top rungs, and the limit of
// exact play where the board was solved, with whether the top rung reached it.
QString LadderView::findingsText(const QJsonObject &summary) const {
    QStringList paragraphs;
    for (const QJsonValue &rv : summary.value(QStringLiteral("readings")).toArray()) {
        const QJsonObject reading = rv.toObject();
        const QJsonObject settle = reading.value(QStringLiteral("settle")).toObject();
        QStringList changing;
        for (const QJsonValue &sv : settle.value(QStringLiteral("rows")).toArray())
            if (sv.toObject().value(QStringLiteral("status")).toString() == QLatin1String("still changing"))
                changing << metricName(sv.toObject().value(QStringLiteral("metric")).toString().toStdString());
        QString text = tr("%1: between %2 and %3, %4 metrics settled and %5 still changing")
                           .arg(readingLabel(reading), agentWords(settle.value(QStringLiteral("below")).toString()),
                                agentWords(settle.value(QStringLiteral("top")).toString()))
                           .arg(settle.value(QStringLiteral("settled")).toInt())
                           .arg(settle.value(QStringLiteral("still_changing")).toInt());
        if (!changing.isEmpty()) text += QStringLiteral(" (") + changing.join(QStringLiteral(", ")) + QLatin1Char(')');
        text += QLatin1Char('.');
        const QJsonObject exact = reading.value(QStringLiteral("exact")).toObject();
        if (const LadderLimit limit = ladderLimit(reading); limit != LadderLimit::NotSolved) {
            const double v = exact.value(QStringLiteral("first_mover_value")).toDouble();
            const bool within = limit == LadderLimit::Reached;
            text += QLatin1Char(' ') + tr("Under best play (%n state(s), solved exactly) the first mover's points are %1, "
                                          "the ladder's limit: ",
                                          nullptr, exact.value(QStringLiteral("states")).toInt())
                                           .arg(QLocale().toString(v, 'f', 2)) +
                    (within ? tr("the top rung's interval holds it.") : tr("the top rung has not reached it yet."));
        } else {
            text += QLatin1Char(' ') + tr("No exact limit: the board was not solved.");
        }
        paragraphs << text;
    }
    return paragraphs.join(QStringLiteral("\n"));
}

void LadderView::drawFigure() {
    if (data_.ladder.empty()) return;  // nothing climbed yet: an empty figure
    charts::ChartStyle style;
    style.ladderMetric = metric_->currentData().toString();
    charts::buildChart(plot_, data_, charts::ChartKind::Ladder, style);
}

}  // namespace rulelab
