#include "results_view.h"

#include <QJsonArray>

#include "experiment/answers.h"
#include "experiment/display_names.h"
#include "experiment/glossary.h"
#include "main_window.h"  // MainWindow::tr, the translation context of these texts
#include "plugin/qt_text.h"
#include "shown_text.h"
#include "experiment/outcome_text.h"
#include "sim/agents.h"
#include "stats/distributions.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonObject>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollArea>
#include <QStringList>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace rulelab {

namespace {
QString fmt(double v) { return QString::number(v, 'f', 3); }
QString withInterval(const charts::IntervalValue &i) {
    if (!i.known) return MainWindow::tr("n/a");  // no matches to rest on: no value, never 0
    if (i.lo == i.hi && i.lo == i.value) return fmt(i.value);
    return QStringLiteral("%1 [%2, %3]").arg(fmt(i.value), fmt(i.lo), fmt(i.hi));
}
QString pValue(double p) { return q(stats::formatPValue(p)); }
// The isolate marks around a number shown right to left (LRI ... PDI): inside them the number
// and its interval read left to right as a unit, so -410.169 does not show as "410.169-" and
// "0.51 [0.47, 0.55]" keeps its brackets. Left to right the text stays as it is.
const QChar kLeftToRightIsolate(0x2066), kPopDirectionalIsolate(0x2069);
QString numberText(const QString &text, bool rtl) {
    if (!rtl || text.isEmpty()) return text;
    return kLeftToRightIsolate + text + kPopDirectionalIsolate;
}
QTableWidgetItem *numberItem(const QString &text, bool rtl) {
    auto *item = new QTableWidgetItem(numberText(text, rtl));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}
// A row's tooltip: its id as in summary.json, then what the glossary says `id` means (as rich
// text, so that it wraps); the id alone when the glossary has nothing.
QString idTip(const QString &key, const QString &id) {
    const QString what = glossaryExplanation(id.toStdString());
    if (what.isEmpty()) return key;
    return QStringLiteral("<p>%1 \u2014 %2</p>").arg(key.toHtmlEscaped(), what.toHtmlEscaped());
}
}  // namespace

ResultsView::ResultsView(QWidget *parent) : QSplitter(Qt::Vertical, parent) {
    // The answers in words: a pane of their own, above the tables, that scrolls and resizes.
    auto *answersPane = new QScrollArea;
    answersPane->setWidgetResizable(true);
    answersPane->setFrameShape(QFrame::NoFrame);
    auto *top = new QWidget;
    auto *tl = new QVBoxLayout(top);
    answers_ = new QLabel;
    answers_->setWordWrap(true);
    answers_->setTextFormat(Qt::RichText);
    answers_->setTextInteractionFlags(Qt::TextBrowserInteraction);
    answers_->setObjectName(QStringLiteral("answers"));
    connect(answers_, &QLabel::linkActivated, this,
            [this](const QString &link) { showRowsBehind(link == QLatin1String("rows:all") ? -1 : link.mid(5).toInt()); });
    answers_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    answers_->setContentsMargins(6, 0, 6, 0);
    answersPane->setWidget(answers_);
    note_ = new QLabel;
    note_->setObjectName(QStringLiteral("resultsNote"));
    note_->setWordWrap(true);
    tl->addWidget(note_);
    metrics_ = new QTableWidget;
    metrics_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    metrics_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    tl->addWidget(metrics_);
    auto *bottom = new QWidget;
    auto *bl = new QVBoxLayout(bottom);
    auto *differences =
        new QLabel(MainWindow::tr("Differences between readings (first minus second) with 95% intervals; p (Bonferroni): "
                                  "adjusted within each metric across the pairs of readings, or within the primary "
                                  "metrics together. n/a: a reading has no matches the metric rests on."));
    differences->setWordWrap(true);
    bl->addWidget(differences);
    comparisons_ = new QTableWidget;
    comparisons_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    bl->addWidget(comparisons_);
    addWidget(answersPane);
    addWidget(top);
    addWidget(bottom);
    setSizes({330, 270, 220});
    for (QTableWidget *t : {metrics_, comparisons_}) {
        t->setContextMenuPolicy(Qt::ActionsContextMenu);
        auto *tsv = new QAction(MainWindow::tr("Copy as TSV"), t);
        connect(tsv, &QAction::triggered, this, [t] { QApplication::clipboard()->setText(tableText(t, QLatin1Char('\t'))); });
        auto *csv = new QAction(MainWindow::tr("Copy as CSV"), t);
        connect(csv, &QAction::triggered, this, [t] { QApplication::clipboard()->setText(tableText(t, QLatin1Char(','))); });
        auto *exp = new QAction(MainWindow::tr("Export CSV..."), t);
        connect(exp, &QAction::triggered, this, [this, t] { emit exportRequested(t); });
        t->addActions({tsv, csv, exp});
    }
}

QTableWidget *ResultsView::focusedTable() const { return comparisons_->hasFocus() ? comparisons_ : metrics_; }

namespace {
// The agents of an experiment in words ("random against greedy"); the text as stored when it is
// not a pair of agents.
QString agentsText(const QString &stored) {
    std::array<AgentSpec, 2> pair;
    std::string error;
    if (!parseAgentPair(stored.toStdString(), pair, error)) return isolated(stored);
    return participantsText(pair, {false, false});
}

// The line above the tables: the game, how many readings, matches, seed and agents, whether the
// run was cancelled, and each reading's warnings, all by name; the ids go to `ids` (the tooltip).
QString noteText(const charts::ChartData &data, QString &ids) {
    const auto &rs = data.readings;
    if (rs.empty()) return MainWindow::tr("No results yet: tick readings and press Run, or open a results file (summary.json).");
    const QJsonObject e = data.experiment;
    const QString agents = e.value(QStringLiteral("agents")).toVariant().toString();
    QStringList readingIds;
    for (const auto &s : rs) readingIds << s.id;
    ids = MainWindow::tr("Game %1; readings %2").arg(data.game, readingIds.join(QStringLiteral(", ")));
    if (!agents.isEmpty()) ids += QStringLiteral("; ") + MainWindow::tr("agents %1").arg(agents);
    QString note = MainWindow::tr("%1: %n reading(s)", nullptr, static_cast<int>(rs.size()))
                       .arg(isolated(data.gameName.isEmpty() ? data.game : data.gameName));
    if (!e.isEmpty())
        note += MainWindow::tr(", %1 matches per reading, seed %2, agents %3")
                    .arg(e.value(QStringLiteral("matches")).toVariant().toString(),
                         e.value(QStringLiteral("seed")).toVariant().toString(), agentsText(agents));
    if (data.cancelled) {
        // The header names what was planned; say what was played. The readings are played
        // interleaved, so each holds its first matches and the comparisons use them.
        qint64 played = 0;
        for (const auto &s : rs) played += s.matches;
        const qint64 planned =
            e.value(QStringLiteral("matches")).toVariant().toLongLong() * e.value(QStringLiteral("readings")).toArray().size();
        note += QStringLiteral(". ") + MainWindow::tr("Cancelled: partial results, %1 of the %2 planned matches played; "
                                                      "the comparisons use the matches played.")
                                           .arg(played)
                                           .arg(planned);
    }
    for (const auto &s : rs)
        for (const auto &w : s.warnings)
            note += QLatin1Char('\n') + MainWindow::tr("Warning: %1: %2").arg(isolated(s.label()), warningText(w));
    for (const auto &s : rs)
        if (!s.precision.isEmpty())
            note += QLatin1Char('\n') + MainWindow::tr("%1: %2 matches; %3").arg(isolated(s.label())).arg(s.matches).arg(s.precision);
    return note;
}
// A core text that names readings by id ("no test: reading ludii-code has ..."), with their names.
QString readingIdsInNames(const std::vector<charts::ReadingSeries> &rs, QString text) {
    for (const auto &s : rs)
        if (!s.name.isEmpty())
            text.replace(QRegularExpression(QStringLiteral("(?<![\\w-])%1(?![\\w-])").arg(QRegularExpression::escape(s.id))),
                         isolated(s.name));
    return text;
}

// The metrics table's rows, by key: the counts first (outcomes, how the matches ended: rule /
// proven guard / cap, and the outcomes of the rule-ended matches alone), then the metrics.
const QString kOutcome = QStringLiteral("outcome: "), kEndedBy = QStringLiteral("ended by: "),
              kByRule = QStringLiteral("rule-ended outcome: ");

QStringList metricKeys(const std::vector<charts::ReadingSeries> &rs) {
    QStringList keys{QStringLiteral("matches")};
    auto addKeys = [&](const QString &prefix, auto member) {
        for (const auto &s : rs)
            for (const auto &[k, v] : s.*member)
                if (!keys.contains(prefix + k)) keys << prefix + k;
    };
    addKeys(kOutcome, &charts::ReadingSeries::outcomes);
    addKeys(kEndedBy, &charts::ReadingSeries::endedBy);
    addKeys(kByRule, &charts::ReadingSeries::outcomesByRule);
    for (const auto &s : rs)
        for (const auto &[k, v] : s.metrics)
            if (!keys.contains(k)) keys << k;
    return keys;
}

// A metrics row's head in plain words; the id (as in summary.json) is the tooltip and the item's data.
QTableWidgetItem *metricHead(const QString &key) {
    QString label = key == QLatin1String("matches") ? MainWindow::tr("matches") : metricName(key.toStdString());
    if (key.startsWith(kOutcome)) label = outcomeName(key.mid(kOutcome.size()).toStdString());
    else if (key.startsWith(kEndedBy)) label = endedByName(key.mid(kEndedBy.size()).toStdString());
    else if (key.startsWith(kByRule)) label = MainWindow::tr("rule-ended: %1").arg(outcomeName(key.mid(kByRule.size()).toStdString()));
    QString id = key;  // the glossary's id: the key without its prefix
    for (const QString &prefix : {kOutcome, kEndedBy, kByRule})
        if (key.startsWith(prefix)) id = key.mid(prefix.size());
    auto *head = new QTableWidgetItem(label);
    head->setToolTip(idTip(key, id));
    head->setData(Qt::UserRole, key);
    return head;
}

// Metrics: one row per metric, one column per reading.
void fillMetrics(QTableWidget *metrics, const std::vector<charts::ReadingSeries> &rs, bool rtl) {
    const QStringList keys = metricKeys(rs);
    metrics->clear();
    metrics->setRowCount(static_cast<int>(keys.size()));
    metrics->setColumnCount(static_cast<int>(rs.size()));
    QStringList heads;
    for (const auto &s : rs) heads << (s.name.isEmpty() ? s.id : s.name);
    metrics->setHorizontalHeaderLabels(heads);
    for (int r = 0; r < keys.size(); ++r) metrics->setVerticalHeaderItem(r, metricHead(keys[r]));
    for (int c = 0; c < static_cast<int>(rs.size()); ++c) {
        const auto &s = rs[static_cast<size_t>(c)];
        metrics->horizontalHeaderItem(c)->setToolTip(s.id);  // the id, as in summary.json
        metrics->setItem(0, c, numberItem(QString::number(s.matches), rtl));
        for (int r = 1; r < keys.size(); ++r) {
            QString text;
            for (const auto &[prefix, list] :
                 {std::pair{kOutcome, &s.outcomes}, std::pair{kEndedBy, &s.endedBy}, std::pair{kByRule, &s.outcomesByRule}})
                for (const auto &[k, v] : *list)
                    if (prefix + k == keys[r]) text = QString::number(v);
            if (const auto *m = text.isEmpty() ? s.metric(keys[r]) : nullptr) {
                text = withInterval(*m);
            }
            metrics->setItem(r, c, numberItem(text, rtl));
        }
    }
    metrics->resizeColumnsToContents();
}

// Comparisons: one row per pair of readings and metric.
void fillComparisons(QTableWidget *comparisons, const charts::ChartData &data, bool rtl) {
    const auto &rs = data.readings;
    comparisons->clear();
    comparisons->setColumnCount(8);
    comparisons->setHorizontalHeaderLabels({MainWindow::tr("Reading A"), MainWindow::tr("Reading B"), MainWindow::tr("Metric"),
                                            MainWindow::tr("Difference [95%]"), MainWindow::tr("p"),
                                            MainWindow::tr("p (Bonferroni)"), MainWindow::tr("Role"), MainWindow::tr("Test")});
    comparisons->setRowCount(static_cast<int>(data.comparisons.size()));
    auto nameOf = [&](const QString &id) {
        for (const auto &s : rs)
            if (s.id == id && !s.name.isEmpty()) return s.name;
        return id;
    };
    for (int r = 0; r < static_cast<int>(data.comparisons.size()); ++r) {
        const auto &c = data.comparisons[static_cast<size_t>(r)];
        const QString role = c.role == QLatin1String("primary")       ? MainWindow::tr("primary")
                             : c.role == QLatin1String("exploratory") ? MainWindow::tr("exploratory")
                                                                      : QString();
        const QStringList cells{nameOf(c.a),
                                nameOf(c.b),
                                metricName(c.metric.toStdString()),
                                c.test == QLatin1String("no-data")
                                    ? MainWindow::tr("n/a")  // a reading has no matches the metric rests on
                                    : numberText(c.hasDifference ? withInterval(c.difference) : QString(), rtl),
                                c.hasP ? numberText(pValue(c.p), rtl) : QStringLiteral("-"),
                                c.hasP ? numberText(pValue(c.pAdjusted), rtl) : QStringLiteral("-"),
                                role,
                                c.testName.isEmpty() ? c.test : readingIdsInNames(rs, testNameText(c.testName))};
        for (int k = 0; k < cells.size(); ++k) comparisons->setItem(r, k, new QTableWidgetItem(cells[k]));
        comparisons->item(r, 0)->setToolTip(c.a);  // the ids, as in summary.json
        comparisons->item(r, 1)->setToolTip(c.b);
        comparisons->item(r, 2)->setToolTip(idTip(c.metric, c.metric));
        comparisons->item(r, 2)->setData(Qt::UserRole, c.metric);
        comparisons->item(r, 7)->setToolTip(idTip(c.test, c.test));
    }
    comparisons->resizeColumnsToContents();
}

}  // namespace

void ResultsView::showData(const charts::ChartData &data) {
    QString ids;
    const QString note = noteText(data, ids);
    note_->setToolTip(ids);
    note_->setText(shownLines(note));
    showAnswers(data);
    const bool rtl = isRightToLeft();
    fillMetrics(metrics_, data.readings, rtl);
    fillComparisons(comparisons_, data, rtl);
}

void ResultsView::showAnswers(const charts::ChartData &data) {
    // The readings by the names the tables show (in the interface language), isolated right to
    // left so that the colon after a Latin name stays where the Urdu sentence puts it.
    QJsonObject summary = data.summary;
    QJsonArray readings = summary.value(QStringLiteral("readings")).toArray();
    for (qsizetype i = 0; i < readings.size(); ++i) {
        QJsonObject r = readings[i].toObject();
        const QString id = r.value(QStringLiteral("reading")).toString();
        for (const auto &series : data.readings)
            if (series.id == id && !series.name.isEmpty()) r.insert(QStringLiteral("name"), isolated(series.name));
        readings[i] = r;
    }
    summary.insert(QStringLiteral("readings"), readings);
    std::vector<Answer> answers = answersFromSummary(summary);
    // Readings of games of different engines: their lengths are not counted in one unit.
    if (data.unitsDiffer)
        answers.erase(std::remove_if(answers.begin(), answers.end(),
                                     [](const Answer &a) { return a.question == Answer::Question::Length; }),
                      answers.end());
    answerMetrics_.clear();
    QString html;
    for (size_t i = 0; i < answers.size(); ++i) {
        const Answer &a = answers[i];
        answerMetrics_.push_back(a.metrics);
        // One paragraph for the question and one per line, each laid out in the interface's
        // direction whatever it starts with; names, ids and numbers in it isolated right to left.
        html += paragraphTag(QStringLiteral("margin-top:8px; margin-bottom:2px")) + QStringLiteral("<b>%1</b> <a href=\"rows:%2\">%3</a></p>")
                                     .arg(questionText(a.question).toHtmlEscaped())
                                     .arg(i)
                                     .arg(MainWindow::tr("(the rows behind it)").toHtmlEscaped());
        for (const QString &line : a.lines) html += paragraphTag(QStringLiteral("margin:0")) + isolatedRuns(line).toHtmlEscaped() + QStringLiteral("</p>");
    }
    if (!answers.empty())
        html += paragraphTag(QStringLiteral("margin-top:8px")) + QStringLiteral("<a href=\"rows:all\">%1</a></p>").arg(MainWindow::tr("Show every row").toHtmlEscaped());
    answers_->setText(html);
    widget(0)->setVisible(!answers.empty());
    showRowsBehind(-1);
}

void ResultsView::showRowsBehind(int index) {
    const QStringList keys = index >= 0 && index < static_cast<int>(answerMetrics_.size())
                                 ? answerMetrics_[static_cast<size_t>(index)]
                                 : QStringList();
    for (int r = 0; r < comparisons_->rowCount(); ++r) {
        const QTableWidgetItem *it = comparisons_->item(r, 2);
        comparisons_->setRowHidden(r, !keys.isEmpty() && !(it && keys.contains(it->data(Qt::UserRole).toString())));
    }
    metrics_->clearSelection();
    for (int r = 0; r < metrics_->rowCount(); ++r) {
        const QTableWidgetItem *head = metrics_->verticalHeaderItem(r);
        if (!keys.isEmpty() && head && keys.contains(head->data(Qt::UserRole).toString())) {
            metrics_->selectionModel()->select(metrics_->model()->index(r, 0),
                                               QItemSelectionModel::Select | QItemSelectionModel::Rows);
            metrics_->scrollToItem(metrics_->item(r, 0));
        }
    }
}

QString ResultsView::tableText(const QTableWidget *t, QChar sep) {
    auto field = [sep](QString s) {
        s.remove(kLeftToRightIsolate).remove(kPopDirectionalIsolate);  // display marks (numberText), not data
        if (sep == QLatin1Char(',') && (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"'))))
            s = QLatin1Char('"') + s.replace(QStringLiteral("\""), QStringLiteral("\"\"")) + QLatin1Char('"');
        if (sep == QLatin1Char('\t')) s.replace(QLatin1Char('\t'), QLatin1Char(' '));
        return s;
    };
    const bool rowHeads = t->verticalHeaderItem(0) != nullptr;
    QStringList lines;
    QStringList head;
    if (rowHeads) head << field(MainWindow::tr("metric"));
    for (int c = 0; c < t->columnCount(); ++c)
        head << field(t->horizontalHeaderItem(c) ? t->horizontalHeaderItem(c)->text() : QString());
    lines << head.join(sep);
    for (int r = 0; r < t->rowCount(); ++r) {
        QStringList cells;
        if (rowHeads) cells << field(t->verticalHeaderItem(r) ? t->verticalHeaderItem(r)->text() : QString());
        for (int c = 0; c < t->columnCount(); ++c) cells << field(t->item(r, c) ? t->item(r, c)->text() : QString());
        lines << cells.join(sep);
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

}  // namespace rulelab
