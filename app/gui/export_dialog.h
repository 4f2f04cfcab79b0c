#pragma once
// The export dialog of the figures, shared by the chart tabs and the state-graph view: the
// page size in mm (optionally the journal sizes, single or double column), the font size
// (charts), and the PNG resolution; then the file, whose name picks PDF, PNG or SVG. (A chart
// also writes its data as CSV beside the figure: see charts::exportFigure.)

#include "charts.h"

#include <QDialog>
#include <QString>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace rulelab {

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    struct Setup {
        QString title;  // the window title
        double widthMm = 85, heightMm = 60;
        bool journalSizes = false;  // offer single/double column; width and height only for Custom
        bool fontSize = false;      // offer the font size of the figure
        double fontPt = 8;
    };

    explicit ExportDialog(const Setup &setup, QWidget *parent = nullptr);

    charts::ExportOptions options() const;
    double fontPt() const;  // the font size asked for (Setup::fontPt when not offered)

    // Runs the dialog, then asks for the file (`fileTitle`, starting at `defaultName`); false
    // when either is cancelled.
    bool ask(const QString &fileTitle, const QString &defaultName, QString &file);

private:
    QComboBox *size_ = nullptr;
    QDoubleSpinBox *width_ = nullptr, *height_ = nullptr, *font_ = nullptr;
    QSpinBox *dpi_ = nullptr;
    double fontPt_ = 8;
};

}  // namespace rulelab
