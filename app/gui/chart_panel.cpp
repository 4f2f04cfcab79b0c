#include "chart_panel.h"

#include "main_window.h"  // MainWindow::tr, the translation context of these texts

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace rulelab {

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
        connect(measure, &QComboBox::currentIndexChanged, this, [this, measure] {
            style_.measure = measure->currentData().toString();
            redraw();
        });
        auto *ecdf = new QCheckBox(MainWindow::tr("Cumulative (ECDF)"));
        connect(ecdf, &QCheckBox::toggled, this, [this](bool on) {
            style_.ecdf = on;
            redraw();
        });
        bar->addWidget(new QLabel(MainWindow::tr("Measure:")));
        bar->addWidget(measure);
        bar->addWidget(ecdf);
    } else if (kind == charts::ChartKind::Advantage) {
        auto *metric = new QComboBox;
        metric->addItem(MainWindow::tr("AdvantageP1 (first mover's points)"), QStringLiteral("AdvantageP1"));
        metric->addItem(MainWindow::tr("First mover win rate"), QStringLiteral("first_mover_win_rate"));
        connect(metric, &QComboBox::currentIndexChanged, this, [this, metric] {
            style_.advantageMetric = metric->currentData().toString();
            redraw();
        });
        bar->addWidget(new QLabel(MainWindow::tr("Metric:")));
        bar->addWidget(metric);
    } else if (kind == charts::ChartKind::Effects) {
        metric_ = new QComboBox;
        connect(metric_, &QComboBox::currentIndexChanged, this, [this] {
            style_.effectMetric = metric_->currentText();
            redraw();
        });
        bar->addWidget(new QLabel(MainWindow::tr("Metric:")));
        bar->addWidget(metric_);
    } else if (kind == charts::ChartKind::Interaction) {
        metric_ = new QComboBox;
        metric_->setObjectName(QStringLiteral("interactionMetric"));
        pair_ = new QComboBox;
        pair_->setObjectName(QStringLiteral("interactionPair"));
        pair_->setToolTip(MainWindow::tr("The two options whose interaction is drawn, the largest first"));
        connect(metric_, &QComboBox::currentIndexChanged, this, [this] {
            style_.effectMetric = metric_->currentText();
            fillInteractionPairs();
            redraw();
        });
        connect(pair_, &QComboBox::currentIndexChanged, this, [this] {
            style_.interaction = pair_->currentText();
            redraw();
        });
        bar->addWidget(new QLabel(MainWindow::tr("Metric:")));
        bar->addWidget(metric_);
        bar->addWidget(new QLabel(MainWindow::tr("Options:")));
        bar->addWidget(pair_);
    }
    bar->addStretch();
    auto *exportButton = new QPushButton(MainWindow::tr("Export..."));
    exportButton->setToolTip(MainWindow::tr("Save the chart as PNG, PDF or SVG at a journal size, with its data as CSV"));
    connect(exportButton, &QPushButton::clicked, this, &ChartPanel::exportRequested);
    bar->addWidget(exportButton);
    plot_ = new QCustomPlot;
    plot_->setObjectName(QStringLiteral("chart_") + charts::kindKey(kind));
    layout->addLayout(bar);
    layout->addWidget(plot_, 1);
}

void ChartPanel::refresh() {
    if (kind_ == charts::ChartKind::Effects) {
        const QSignalBlocker b(metric_);
        metric_->clear();
        metric_->addItems(data_.effectMetrics());
        style_.effectMetric = metric_->currentText();
    } else if (kind_ == charts::ChartKind::Interaction) {
        const QSignalBlocker b(metric_);
        metric_->clear();
        for (const QString &m : data_.effectMetrics())
            if (!charts::interactionPairs(data_, m).isEmpty()) metric_->addItem(m);
        style_.effectMetric = metric_->currentText();
        fillInteractionPairs();
    }
    redraw();
}

void ChartPanel::fillInteractionPairs() {
    const QSignalBlocker b(pair_);
    pair_->clear();
    pair_->addItems(charts::interactionPairs(data_, metric_->currentText()));
    style_.interaction = pair_->currentText();
}

void ChartPanel::redraw() { charts::buildChart(plot_, data_, kind_, style_); }

}  // namespace rulelab
