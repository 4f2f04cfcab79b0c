#pragma once
// One chart tab of the workbench: the figure of one kind (charts::buildChart) drawn from the
// shown results, with the choices its kind offers (the length measure and ECDF, the advantage
// metric, the metric of the main effects, the metric and pair of options of an interaction, the
// usage maps' measure and an observed map to set beside them) and an Export button.
//
// Its texts keep the translation context of the window (MainWindow::tr), where they were
// before the window was split, so that translations/*.ts still apply to them.

#include "chart_data.h"
#include "charts.h"

#include <QWidget>

class QComboBox;
class QHBoxLayout;
class QCustomPlot;
class QLabel;

namespace rulelab {

class ChartPanel : public QWidget {
    Q_OBJECT
public:
    // Draws `data`, which must outlive the panel (the window's shown results).
    ChartPanel(charts::ChartKind kind, const charts::ChartData &data, QWidget *parent = nullptr);

    charts::ChartKind kind() const { return kind_; }
    QCustomPlot *plot() const { return plot_; }
    charts::ChartStyle &style() { return style_; }
    QComboBox *metricBox() const { return metric_; }  // effects and interactions (else null)
    QComboBox *pairBox() const { return pair_; }      // interactions (else null)

    // The data changed: offer its metrics (and pairs of options), then draw again.
    void refresh();
    void redraw();

    QComboBox *roundGraphBox() const { return rounds_; }  // end reasons: the reading (else null)

    // Usage maps: the measure (all, lifted, sown, captured, landed) and the observed map.
    QComboBox *usageMeasureBox() const { return usageMeasure_; }
    QLabel *observedNote() const { return observedNote_; }  // the loaded map, or why it was refused
    // Reads an observed usage map (CSV "cell,value") and draws it beside the readings' maps.
    // False, with the error (naming the file and the line) shown under the buttons, when it
    // cannot be read or names a cell the boards do not have.
    bool loadObservedMap(const QString &file);
    void clearObservedMap();

signals:
    void exportRequested();
    // End reasons: the Round graph tab for this reading.
    void roundGraphRequested(const QString &readingId);

private:
    void fillInteractionPairs();
    // Adds `label` and `box` to the bar; a choice in `box` sets that style field to the choice's
    // data and redraws.
    void addChoiceBox(QHBoxLayout *bar, const QString &label, QComboBox *box, QString charts::ChartStyle::*field);
    // The choices of one kind of chart, added to the bar.
    void addRoundGraphChoice(QHBoxLayout *bar);
    void addInteractionChoices(QHBoxLayout *bar);
    void addUsageChoices(QHBoxLayout *bar);

    const charts::ChartKind kind_;
    const charts::ChartData &data_;
    charts::ChartStyle style_;
    QCustomPlot *plot_ = nullptr;
    QComboBox *metric_ = nullptr, *pair_ = nullptr, *rounds_ = nullptr, *usageMeasure_ = nullptr;
    QLabel *observedNote_ = nullptr;
};

}  // namespace rulelab
