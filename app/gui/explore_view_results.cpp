// The Explore tab's run in the background and its results: the table, the drivers, the figure
// and its export.
#include "explore_view.h"
#include "explore_view_parts.h"

#include "experiment/explore_verdict.h"
#include "experiment/display_names.h"
#include "export_dialog.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "plugin/reading_json.h"
#include "sources_view.h"  // pluginText

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QTreeWidget>
#include <qcustomplot.h>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rulelab {

using namespace explore_parts;

// ---- running ----

QString ExploreView::progressText(int round, int decided, int candidates, qint64 matches, qint64 budget) {
    const QLocale l;
    return tr("Round %1 \u00b7 %2 of %3 candidates decided \u00b7 %4 of %5 matches")
        .arg(l.toString(round + 1), l.toString(decided), l.toString(candidates), l.toString(matches), l.toString(budget));
}

bool ExploreView::start() {
    if (watcher_) return false;
    lastError_.clear();
    showError(formError_, QString());
    ExploreSpec spec;
    QString error;
    if (!specFromForm(spec, error)) {
        fail(error);
        return false;
    }
    auto prepared = std::make_shared<PreparedExplore>();
    std::string err;
    InputError kind = InputError::None;
    if (!prepareExplore(registry_, spec, *prepared, err, kind)) {
        fail(q(err));
        return false;
    }
    cancelFlag_ = false;
    const std::atomic<bool> *cancelFlag = &cancelFlag_;
    watcher_ = new QFutureWatcher<std::shared_ptr<ExploreResult>>(this);
    connect(watcher_, &QFutureWatcher<std::shared_ptr<ExploreResult>>::finished, this, &ExploreView::finish);
    watcher_->setFuture(QtConcurrent::run([this, prepared, cancelFlag] {
        ExploreRunOptions o;
        o.cancel = cancelFlag;
        // Between blocks, on the worker thread: the queued connection shows it.
        o.progress = [this](const ExploreProgress &p) {
            emit progressed(p.round, p.decided, p.candidates, p.matchesUsed, p.budget);
        };
        return std::make_shared<ExploreResult>(runExplore(*prepared, o));
    }));
    run_->setEnabled(false);
    open_->setEnabled(false);
    cancel_->setEnabled(true);
    progress_->setValue(0);
    progressText_->setText(tr("Exploring %n candidate(s)...", nullptr, static_cast<int>(prepared->candidates.size())) +
                           (prepared->sampled
                                ? QLatin1Char(' ') + tr("(a sample of %1 combinations: %2)")
                                                         .arg(QLocale().toString(static_cast<qlonglong>(prepared->spaceSize)),
                                                              q(prepared->samplingMethod))
                                : QString()));
    return true;
}

void ExploreView::cancel() {
    if (!watcher_) return;
    cancelFlag_ = true;
    progressText_->setText(tr("Cancelling: the matches being played finish first..."));
}

void ExploreView::onProgress(int round, int decided, int candidates, qint64 matches, qint64 budget) {
    if (!watcher_) return;
    progress_->setValue(budget > 0 ? static_cast<int>(std::min<qint64>(1000, matches * 1000 / budget)) : 0);
    if (!cancelFlag_) progressText_->setText(progressText(round, decided, candidates, matches, budget));
}

void ExploreView::finish() {
    std::shared_ptr<ExploreResult> r = watcher_->result();
    watcher_->deleteLater();
    watcher_ = nullptr;
    run_->setEnabled(true);
    open_->setEnabled(true);
    cancel_->setEnabled(false);
    result_ = r;
    reprepared_.reset();
    const QLocale l;
    int decided = 0;
    for (const Candidate &c : r->candidates) decided += c.decidedInRound >= 0 ? 1 : 0;
    if (!r->cancelled) progress_->setValue(1000);
    progressText_->setText(
        r->cancelled ? tr("Cancelled after %1 of %2 matches: the %n verdict(s) reached so far are kept.", nullptr, decided)
                           .arg(l.toString(static_cast<qlonglong>(r->matchesUsed)),
                                l.toString(static_cast<qlonglong>(r->prepared.spec.budget)))
                     : tr("Finished: %1 of %2 matches in %n round(s).", nullptr, r->rounds)
                           .arg(l.toString(static_cast<qlonglong>(r->matchesUsed)),
                                l.toString(static_cast<qlonglong>(r->prepared.spec.budget))));
    showResult();
    emit finished();
}

// ---- the results ----

QString ExploreView::verdictText(Verdict v) {
    switch (v) {
    case Verdict::Feasible: return tr("feasible");
    case Verdict::Infeasible: return tr("infeasible");
    case Verdict::Uncertain: break;
    }
    return tr("uncertain");
}

const GameInfo *ExploreView::resultGame() const {
    if (!result_) return nullptr;
    const LoadedGame *g = registry_.find(result_->prepared.spec.game);
    return g ? &g->plugin->info() : nullptr;
}

QString ExploreView::candidateText(size_t candidate) const {
    if (!result_ || candidate >= result_->candidates.size()) return {};
    const GameInfo *info = resultGame();
    QStringList parts;
    for (const auto &[option, value] : result_->candidates[candidate].values)
        parts << tr("%1: %2").arg(labelOf(info, option), wordsOf(info, option, value));
    return parts.join(QStringLiteral("; "));
}

int ExploreView::verdictColumn() const { return kVerdictColumn; }

int ExploreView::candidateOfRow(int row) const {
    const QTableWidgetItem *item = table_->item(row, kNumberColumn);
    return item ? item->data(kCandidateRole).toInt() : -1;
}

void ExploreView::showResult() {
    const ExploreResult &r = *result_;
    const QLocale l;
    int counts[3] = {0, 0, 0};
    for (const Candidate &c : r.candidates) ++counts[static_cast<size_t>(verdictRank(c.verdict))];
    QString text = tr("%n candidate(s)", nullptr, static_cast<int>(r.candidates.size()));
    if (r.prepared.sampled)
        text +=
            QLatin1Char(' ') + tr("(%1 of %2 combinations: %3)")
                                   .arg(l.toString(static_cast<qlonglong>(r.candidates.size())),
                                        l.toString(static_cast<qlonglong>(r.prepared.spaceSize)), q(r.prepared.samplingMethod));
    text +=
        QStringLiteral(" \u00b7 ") +
        tr("%1 feasible, %2 infeasible, %3 uncertain").arg(l.toString(counts[0]), l.toString(counts[2]), l.toString(counts[1]));
    text += QStringLiteral(" \u00b7 ") + tr("%1 of %2 matches in %n round(s)", nullptr, r.rounds)
                                             .arg(l.toString(static_cast<qlonglong>(r.matchesUsed)),
                                                  l.toString(static_cast<qlonglong>(r.prepared.spec.budget)));
    if (r.shardCount > 1) text += QStringLiteral(" \u00b7 ") + tr("shard %1 of %2").arg(r.shardIndex + 1).arg(r.shardCount);
    if (r.cancelled)
        text += QStringLiteral(" \u00b7 ") +
                tr("Cancelled: the verdicts reached before the cancel are kept; the other candidates are uncertain.");
    else if (counts[1] > 0) {
        const UncertainSummary u = uncertainSummary(r);
        text += QLatin1Char('\n') +
                tr("%n uncertain verdict(s): the budget did not settle them at the promised error rate.", nullptr, counts[1]);
        if (!u.more.empty())
            text += QLatin1Char(' ') + tr("Roughly %1 more matches each would settle %n of them (the median).", nullptr,
                                          static_cast<int>(u.more.size()))
                                           .arg(l.toString(static_cast<qlonglong>(u.median())));
    }
    summary_->setText(text);
    fillTable();
    {
        const QSignalBlocker b(figureRequirement_);
        figureRequirement_->clear();
        for (const Requirement &req : r.prepared.requirements) {
            figureRequirement_->addItem(charts::requirementTitle(req));
            figureRequirement_->setItemData(figureRequirement_->count() - 1, q(req.text()), Qt::ToolTipRole);
        }
    }
    redrawFigure();
    fillDrivers();
    methods_->setPlainText(q(exploreMethodsText(r)));
    save_->setEnabled(true);
}

void ExploreView::clearResult() {
    result_.reset();
    summary_->setText(info_ ? tr("No exploration of %1 yet: run one, or open a saved one.").arg(pluginText(info_->id, info_->name))
                            : tr("No exploration yet: run one, or open a saved one."));
    table_->setSortingEnabled(false);
    table_->clear();
    table_->setRowCount(0);
    table_->setColumnCount(0);
    {
        const QSignalBlocker b(figureRequirement_);
        figureRequirement_->clear();
    }
    redrawFigure();
    drivers_->clear();
    methods_->clear();
    save_->setEnabled(false);
}

void ExploreView::fillTable() {
    const ExploreResult &r = *result_;
    const auto &reqs = r.prepared.requirements;
    const int nReq = static_cast<int>(reqs.size());
    const QLocale l;
    table_->setSortingEnabled(false);
    table_->clear();
    table_->setColumnCount(kFirstRequirementColumn + nReq);
    table_->setRowCount(static_cast<int>(r.candidates.size()));
    QStringList headers{tr("No."), tr("Verdict"), tr("Candidate"), tr("Matches")};
    for (const Requirement &req : reqs) {
        QString metric = charts::exploreMetricTitle(req.metric);
        if (!req.evidence.empty()) metric = tr("%1 with %2").arg(metric, QFileInfo(q(req.evidence)).fileName());
        headers << metric + QLatin1Char('\n') + boundText(req);
    }
    table_->setHorizontalHeaderLabels(headers);
    for (int c = 0; c < nReq; ++c)
        table_->horizontalHeaderItem(kFirstRequirementColumn + c)
            ->setToolTip(tr("%1: the estimate with its 95% interval; ✓ met, ✗ violated on the verdict's adjusted interval")
                             .arg(q(reqs[static_cast<size_t>(c)].text())));
    for (int i = 0; i < static_cast<int>(r.candidates.size()); ++i) {
        const Candidate &c = r.candidates[static_cast<size_t>(i)];
        auto *no = new SortItem(QString::number(i + 1));
        no->setData(kSortRole, i + 1);
        no->setData(kCandidateRole, i);
        table_->setItem(i, kNumberColumn, no);
        auto *name = new SortItem(candidateText(static_cast<size_t>(i)));
        name->setToolTip(q(c.id));
        table_->setItem(i, kCandidateColumn, name);
        auto *matches = new SortItem(l.toString(static_cast<qlonglong>(c.matches)));
        matches->setData(kSortRole, static_cast<qlonglong>(c.matches));
        matches->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table_->setItem(i, kMatchesColumn, matches);
        for (int k = 0; k < nReq; ++k) {
            QString cell = QStringLiteral("\u2014");
            QString tip;
            double sortKey = -std::numeric_limits<double>::max();
            if (static_cast<size_t>(k) < c.requirements.size() && c.matches > 0) {
                const RequirementResult &rr = c.requirements[static_cast<size_t>(k)];
                const stats::Interval &e = rr.estimate;
                cell = !e.hasValue   ? tr("n/a")  // no matches to rest on: no value, never 0
                       : e.available ? QStringLiteral("%1 [%2, %3]").arg(number(e.value), number(e.lo), number(e.hi))
                                     : tr("%1 (no interval)").arg(number(e.value));
                if (rr.status > 0) cell += QStringLiteral(" \u2713");
                if (rr.status < 0) cell += QStringLiteral(" \u2717");
                const QString status = rr.status > 0 ? tr("met") : rr.status < 0 ? tr("violated") : tr("not settled");
                tip = tr("%1: %2 (adjusted interval of the verdict: [%3, %4])")
                          .arg(charts::requirementTitle(reqs[static_cast<size_t>(k)]), status, number(rr.adjusted.lo),
                               number(rr.adjusted.hi));
                if (std::isfinite(e.value)) sortKey = e.value;
            }
            auto *item = new SortItem(cell);
            item->setData(kSortRole, sortKey);
            item->setToolTip(tip);
            table_->setItem(i, kFirstRequirementColumn + k, item);
        }
        auto *verdict = new SortItem(verdictText(c.verdict));
        verdict->setData(kSortRole, verdictRank(c.verdict));
        verdict->setData(kVerdictRole, QString::fromLatin1(verdictKey(c.verdict)));
        verdict->setBackground(verdictBackground(c.verdict));
        verdict->setForeground(QColor(Qt::black));
        if (c.decidedInRound >= 0) verdict->setToolTip(tr("Decided in round %1").arg(c.decidedInRound + 1));
        table_->setItem(i, kVerdictColumn, verdict);
    }
    table_->setSortingEnabled(true);
    table_->sortByColumn(kNumberColumn, Qt::AscendingOrder);
    table_->resizeColumnsToContents();
    // Long candidate descriptions wrap rather than push the requirements out of view.
    table_->setColumnWidth(kCandidateColumn, std::min(table_->columnWidth(kCandidateColumn), 260));
    table_->resizeRowsToContents();
}

void ExploreView::fillDrivers() {
    drivers_->clear();
    const ExploreResult &r = *result_;
    const GameInfo *info = resultGame();
    // "capture,lap_origin" and "chain,skip": each option with its value, in words.
    auto split = [](const std::string &s) { return q(s).split(QLatin1Char(',')); };
    for (const Driver &d : r.drivers) {
        const QStringList options = split(d.option);
        QStringList names;
        for (const QString &o : options) names << labelOf(info, o.toStdString());
        auto *top = new QTreeWidgetItem(drivers_);
        top->setText(0, names.join(QStringLiteral(" \u00d7 ")));
        top->setToolTip(0, q(d.option));
        top->setText(2, tr("spread %1").arg(number(d.spread)));
        top->setToolTip(2, tr("How far apart the shares of feasible candidates of its values are (largest minus smallest)"));
        for (const DriverLevel &lv : d.levels) {
            const QStringList values = split(lv.value);
            QStringList words;
            for (qsizetype i = 0; i < values.size(); ++i)
                words << (i < options.size() ? wordsOf(info, options[i].toStdString(), values[i].toStdString()) : values[i]);
            auto *item = new QTreeWidgetItem(top);
            item->setText(0, words.join(QStringLiteral(", ")));
            item->setToolTip(0, q(lv.value));
            item->setText(1, tr("%1 of %2").arg(lv.feasible).arg(lv.decided));
            item->setText(
                2, lv.share.available
                       ? QStringLiteral("%1 [%2, %3]").arg(number(lv.share.value), number(lv.share.lo), number(lv.share.hi))
                       : number(lv.share.value));
        }
        for (const std::string &note : d.notes) {
            auto *item = new QTreeWidgetItem(top);
            item->setText(0, q(note));
            QFont f = item->font(0);
            f.setItalic(true);
            item->setFont(0, f);
            item->setFirstColumnSpanned(true);
        }
    }
    if (r.drivers.empty()) {
        auto *item = new QTreeWidgetItem(drivers_);
        item->setText(0, tr("No drivers: too few candidates were decided to tell which options matter."));
        item->setFirstColumnSpanned(true);
    }
    drivers_->expandAll();
    drivers_->resizeColumnToContents(1);
    drivers_->resizeColumnToContents(2);
}

void ExploreView::redrawFigure() {
    static const ExploreResult none;
    charts::ChartStyle style;
    style.fontPt = 9;
    const int i = figureRequirement_->currentIndex();
    charts::buildExploreChart(plot_, result_ ? *result_ : none, i < 0 ? 0 : static_cast<size_t>(i), style);
}

bool ExploreView::exportFigure(const QString &file, const charts::ExportOptions &options, double fontPt) {
    if (!result_) {
        failLoud(tr("Cannot export"), tr("There is no exploration to export yet."));
        return false;
    }
    const int i = figureRequirement_->currentIndex();
    const size_t req = i < 0 ? 0 : static_cast<size_t>(i);
    // Built offscreen at the page's size (96-dpi layout units), as the charts export.
    QCustomPlot page;
    const QSize size(qRound(options.widthMm / 25.4 * 96), qRound(options.heightMm / 25.4 * 96));
    page.resize(size);
    page.setViewport(QRect(QPoint(0, 0), size));
    charts::ChartStyle style;
    style.fontPt = fontPt;
    charts::buildExploreChart(&page, *result_, req, style);
    QString error;
    if (!charts::exportPlot(&page, options, file, charts::exploreChartCsv(*result_, req), error)) {
        failLoud(tr("Cannot export"), error);
        return false;
    }
    return true;
}

void ExploreView::exportDialog() {
    if (!result_) {
        fail(tr("There is no exploration to export yet."));
        return;
    }
    ExportDialog::Setup setup;
    setup.title = tr("Export the exploration's figure");
    setup.journalSizes = true;
    setup.fontSize = true;
    ExportDialog dlg(setup, this);
    QString file;
    if (dlg.ask(tr("Export figure"), QStringLiteral("explore.pdf"), file)) exportFigure(file, dlg.options(), dlg.fontPt());
}

}  // namespace rulelab
