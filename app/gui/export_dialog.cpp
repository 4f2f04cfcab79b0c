#include "export_dialog.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QSpinBox>

namespace rulelab {

// The dialog's texts keep the translation context they had in the chart export of the window
// (rulelab::MainWindow), so that translations/*.ts still apply to them.

ExportDialog::ExportDialog(const Setup &setup, QWidget *parent) : QDialog(parent), fontPt_(setup.fontPt) {
    setWindowTitle(setup.title);
    auto *form = new QFormLayout(this);
    width_ = new QDoubleSpinBox;
    height_ = new QDoubleSpinBox;
    for (auto *b : {width_, height_}) {
        b->setRange(10, 1000);
        b->setSuffix(QStringLiteral(" mm"));
        b->setEnabled(!setup.journalSizes);
    }
    width_->setValue(setup.widthMm);
    height_->setValue(setup.heightMm);
    if (setup.journalSizes) {
        size_ = new QComboBox;
        size_->addItem(QCoreApplication::translate("rulelab::MainWindow", "Single column (85 mm)"), QStringLiteral("single"));
        size_->addItem(QCoreApplication::translate("rulelab::MainWindow", "Double column (175 mm)"), QStringLiteral("double"));
        size_->addItem(QCoreApplication::translate("rulelab::MainWindow", "Custom"), QStringLiteral("custom"));
        connect(size_, &QComboBox::currentIndexChanged, this, [this] {
            charts::ExportOptions o;
            const bool custom = size_->currentData().toString() == QLatin1String("custom");
            if (!custom && charts::parseSize(size_->currentData().toString(), o)) {
                width_->setValue(o.widthMm);
                height_->setValue(o.heightMm);
            }
            width_->setEnabled(custom);
            height_->setEnabled(custom);
        });
        form->addRow(QCoreApplication::translate("rulelab::MainWindow", "Size:"), size_);
    }
    form->addRow(QCoreApplication::translate("rulelab::MainWindow", "Width:"), width_);
    form->addRow(QCoreApplication::translate("rulelab::MainWindow", "Height:"), height_);
    if (setup.fontSize) {
        font_ = new QDoubleSpinBox;
        font_->setRange(4, 36);
        font_->setValue(setup.fontPt);
        font_->setSuffix(QStringLiteral(" pt"));
        form->addRow(QCoreApplication::translate("rulelab::MainWindow", "Font size:"), font_);
    }
    dpi_ = new QSpinBox;
    dpi_->setRange(50, 2400);
    dpi_->setValue(300);
    form->addRow(QCoreApplication::translate("rulelab::MainWindow", "PNG resolution (dpi):"), dpi_);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

charts::ExportOptions ExportDialog::options() const {
    charts::ExportOptions o;
    o.widthMm = width_->value();
    o.heightMm = height_->value();
    o.dpi = dpi_->value();
    return o;
}

double ExportDialog::fontPt() const { return font_ ? font_->value() : fontPt_; }

bool ExportDialog::ask(const QString &fileTitle, const QString &defaultName, QString &file) {
    if (exec() != QDialog::Accepted) return false;
    file =
        QFileDialog::getSaveFileName(parentWidget(), fileTitle, defaultName,
                                     QCoreApplication::translate("rulelab::MainWindow", "PDF (*.pdf);;PNG (*.png);;SVG (*.svg)"));
    return !file.isEmpty();
}

}  // namespace rulelab
