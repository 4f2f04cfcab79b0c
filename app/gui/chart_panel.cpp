#include "chart_panel.h"

#include "experiment/display_names.h"
#include "plugin/file_access.h"

#include "main_window.h"  // MainWindow::tr, the translation context of these texts
#include "widget_rows.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <memory>

namespace rulelab {

namespace {

// A button of the bar, named for the tests, with its tooltip.
QPushButton *namedButton(const QString &text, const char *objectName, const QString &toolTip = QString()) {
    auto *b = new QPushButton(text);
    b->setObjectName(QLatin1String(objectName));
    b->setToolTip(toolTip);
    return b;
}

}  // namespace

void ChartPanel::addChoiceBox(QHBoxLayout *bar, const QString &label, QComboBox *box, QString charts::ChartStyle::*field) {
    connect(box, &QComboBox::currentIndexChanged, this, [this, box, field] {
        style_.*field = box->currentData().toString();
        redraw();
    });
    addLabelled(bar, label, box);
}

ChartPanel::ChartPanel(charts::ChartKind kind, const charts::ChartData &data, QWidget *parent)
    : QWidget(parent), kind_(kind), data_(data) {
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    style_.fontPt = 9;
    if (kind == charts::ChartKind::Length) {
        auto *measure = new QComboBox;
        measure->addItem(MainWindow::tr("Turns"), QStringLiteral("turns"));
        measure->addItem(MainWindow::tr("Laps"), QStringLiteral("laps"));
        measure->addItem(MainWindow::tr("Rounds"), QStringLiteral("rounds"));
        auto *ecdf = new QCheckBox(MainWindow::tr("Cumulative (ECDF)"));
        connect(ecdf, &QCheckBox::toggled, this, [this](bool on) {
            style_.ecdf = on;
            redraw();
        });
        addChoiceBox(bar, MainWindow::tr("Measure:"), measure, &charts::ChartStyle::measure);
        bar->addWidget(ecdf);
    } else if (kind == charts::ChartKind::Advantage) {
        auto *metric = new QComboBox;
        metric->addItem(MainWindow::tr("AdvantageP1 (first mover's points)"), QStringLiteral("AdvantageP1"));
        metric->addItem(MainWindow::tr("First mover win rate"), QStringLiteral("first_mover_win_rate"));
        addChoiceBox(bar, MainWindow::tr("Metric:"), metric, &charts::ChartStyle::advantageMetric);
    } else if (kind == charts::ChartKind::Ends) {
        addRoundGraphChoice(bar);
    } else if (kind == charts::ChartKind::Effects) {
        metric_ = new QComboBox;
        addChoiceBox(bar, MainWindow::tr("Metric:"), metric_, &charts::ChartStyle::effectMetric);
    } else if (kind == charts::ChartKind::Interaction) {
        addInteractionChoices(bar);
    } else if (kind == charts::ChartKind::Usage) {
        addUsageChoices(bar);
    }
    bar->addStretch();
    auto *exportButton = new QPushButton(MainWindow::tr("Export..."));
    exportButton->setToolTip(MainWindow::tr("Save the chart as PNG, PDF or SVG at a journal size, with its data as CSV"));
    connect(exportButton, &QPushButton::clicked, this, &ChartPanel::exportRequested);
    bar->addWidget(exportButton);
    plot_ = new QCustomPlot;
    plot_->setObjectName(QStringLiteral("chart_") + charts::kindKey(kind));
    layout->addLayout(bar);
    if (observedNote_) layout->addWidget(observedNote_);
    layout->addWidget(plot_, 1);
}

// Why do they not end? The round-level graph of a reading (the Round graph tab).
void ChartPanel::addRoundGraphChoice(QHBoxLayout *bar) {
    rounds_ = new QComboBox;
    rounds_->setObjectName(QStringLiteral("roundGraphReading"));
    rounds_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    rounds_->setMinimumContentsLength(12);
    auto *show = namedButton(MainWindow::tr("Round graph"), "roundGraphButton",
                             MainWindow::tr("The configurations between rounds of this reading's matches and the cycles "
                                            "among them: why its matches stall or do not end"));
    connect(show, &QPushButton::clicked, this, [this] {
        if (rounds_->count() > 0) emit roundGraphRequested(rounds_->currentData().toString());
    });
    addLabelled(bar, MainWindow::tr("Why they end so:"), rounds_);
    bar->addWidget(show);
}

void ChartPanel::addInteractionChoices(QHBoxLayout *bar) {
    metric_ = new QComboBox;
    metric_->setObjectName(QStringLiteral("interactionMetric"));
    pair_ = new QComboBox;
    pair_->setObjectName(QStringLiteral("interactionPair"));
    pair_->setToolTip(MainWindow::tr("The two options whose interaction is drawn, the largest first"));
    connect(metric_, &QComboBox::currentIndexChanged, this, [this] {
        style_.effectMetric = metric_->currentData().toString();
        fillInteractionPairs();
        redraw();
    });
    connect(pair_, &QComboBox::currentIndexChanged, this, [this] {
        style_.interaction = pair_->currentText();
        redraw();
    });
    addLabelled(bar, MainWindow::tr("Metric:"), metric_);
    addLabelled(bar, MainWindow::tr("Options:"), pair_);
}

void ChartPanel::addUsageChoices(QHBoxLayout *bar) {
    usageMeasure_ = new QComboBox;
    usageMeasure_->setObjectName(QStringLiteral("usageMeasure"));
    usageMeasure_->addItem(MainWindow::tr("Every use"), QStringLiteral("all"));
    usageMeasure_->addItem(MainWindow::tr("Lifted"), QStringLiteral("lifted"));
    usageMeasure_->addItem(MainWindow::tr("Sown"), QStringLiteral("sown"));
    usageMeasure_->addItem(MainWindow::tr("Captured"), QStringLiteral("captured"));
    usageMeasure_->addItem(MainWindow::tr("Landed"), QStringLiteral("landed"));
    usageMeasure_->setToolTip(
        MainWindow::tr("What each cell counts: counters lifted from it, sown into it, captured from it, pieces landed "
                       "on it, or all of these"));
    auto *load = namedButton(MainWindow::tr("Load observed map..."), "loadObservedMap",
                             MainWindow::tr("A CSV of cell,value rows (wear depth, a tally) to compare with each "
                                            "reading's map by Spearman's rank correlation"));
    connect(load, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, MainWindow::tr("Load observed usage map"), QString(),
                                                          MainWindow::tr("Usage maps (*.csv);;All files (*)"));
        if (!file.isEmpty()) loadObservedMap(file);
    });
    auto *clear = namedButton(MainWindow::tr("Clear"), "clearObservedMap");
    connect(clear, &QPushButton::clicked, this, &ChartPanel::clearObservedMap);
    addChoiceBox(bar, MainWindow::tr("Measure:"), usageMeasure_, &charts::ChartStyle::usageMeasure);
    bar->addWidget(load);
    bar->addWidget(clear);
    observedNote_ = new QLabel;
    observedNote_->setObjectName(QStringLiteral("usageObservedNote"));
    observedNote_->setWordWrap(true);
    observedNote_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    observedNote_->hide();
}

bool ChartPanel::loadObservedMap(const QString &file) {
    auto observed = std::make_shared<stats::ObservedUsage>();
    QString error;
    std::string err;
    QByteArray bytes;
    if (!readFileCapped(file, kSmallFileCap, bytes, err)) {
        error = QString::fromStdString(err);
    } else if (!stats::parseObservedUsage(bytes.toStdString(), file.toStdString(), *observed, err)) {
        error = QString::fromStdString(err);
    } else if (!data_.usage.empty()) {
        // Its cells must be cells of the boards drawn (of one reading at least).
        bool onBoard = false;
        QString first;
        for (const auto &u : data_.usage) {
            std::vector<int> cells;
            if (stats::resolveObservedCells(*observed, u.board, cells, err)) onBoard = true;
            else if (first.isEmpty()) first = QString::fromStdString(err);
        }
        if (!onBoard) error = first;
    }
    observedNote_->show();
    if (!error.isEmpty()) {
        observedNote_->setStyleSheet(QStringLiteral("color: #b00020;"));
        observedNote_->setText(error);
        return false;
    }
    observedNote_->setStyleSheet(QString());
    observedNote_->setText(MainWindow::tr("Observed map: %1, %2 cells (%3)")
                               .arg(QFileInfo(file).fileName())
                               .arg(observed->labels.size())
                               .arg(QString::fromLatin1(stats::usageMeasureKey(observed->measure))));
    style_.observed = observed;
    // The readings' maps in the measure the observed map measures, so that the colours and rho
    // compare the same thing.
    const int i = usageMeasure_->findData(QString::fromLatin1(stats::usageMeasureKey(observed->measure)));
    if (i >= 0 && i != usageMeasure_->currentIndex()) usageMeasure_->setCurrentIndex(i);  // redraws
    else redraw();
    return true;
}

void ChartPanel::clearObservedMap() {
    style_.observed.reset();
    if (observedNote_) {
        observedNote_->clear();
        observedNote_->hide();
    }
    redraw();
}

void ChartPanel::refresh() {
    // Metrics by name, their ids as the items' data (what the summary and the style hold).
    if (kind_ == charts::ChartKind::Effects) {
        const QSignalBlocker b(metric_);
        metric_->clear();
        for (const QString &m : data_.effectMetrics()) metric_->addItem(metricName(m.toStdString()), m);
        style_.effectMetric = metric_->currentData().toString();
    } else if (kind_ == charts::ChartKind::Interaction) {
        const QSignalBlocker b(metric_);
        metric_->clear();
        for (const QString &m : data_.effectMetrics())
            if (!charts::interactionPairs(data_, m).isEmpty()) metric_->addItem(metricName(m.toStdString()), m);
        style_.effectMetric = metric_->currentData().toString();
        fillInteractionPairs();
    } else if (kind_ == charts::ChartKind::Ends) {
        const QSignalBlocker b(rounds_);
        rounds_->clear();
        for (const auto &r : data_.readings) rounds_->addItem(r.name, r.id);
    }
    redraw();
}

void ChartPanel::fillInteractionPairs() {
    const QSignalBlocker b(pair_);
    pair_->clear();
    pair_->addItems(charts::interactionPairs(data_, metric_->currentData().toString()));
    style_.interaction = pair_->currentText();
}

void ChartPanel::redraw() { charts::buildChart(plot_, data_, kind_, style_); }

}  // namespace rulelab
