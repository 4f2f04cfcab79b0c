#include "bundle_dialog.h"

#include "chart_bundle.h"
#include "plugin/qt_text.h"
#include "publish/bundle.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QVBoxLayout>

namespace rulelab {

BundleDialog::BundleDialog(QWidget *parent, const PluginRegistry &registry, const QStringList &results)
    : QDialog(parent), registry_(registry) {
    setWindowTitle(tr("Export Publication Bundle"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Results folders to publish (each with its summary.json):"), this));
    folders_ = new QListWidget(this);
    folders_->setObjectName(QStringLiteral("bundleFolders"));
    folders_->addItems(results);
    layout->addWidget(folders_);
    auto *folderButtons = new QHBoxLayout;
    auto *add = new QPushButton(tr("&Add Folder..."), this);
    auto *remove = new QPushButton(tr("&Remove"), this);
    folderButtons->addWidget(add);
    folderButtons->addWidget(remove);
    folderButtons->addStretch();
    layout->addLayout(folderButtons);
    auto *form = new QFormLayout;
    authors_ = new QLineEdit(this);
    authors_->setObjectName(QStringLiteral("bundleAuthors"));
    authors_->setPlaceholderText(tr("Family, Given; Family, Given"));
    title_ = new QLineEdit(this);
    title_->setPlaceholderText(tr("made from the games when empty"));
    license_ = new QLineEdit(QStringLiteral("CC-BY-4.0"), this);
    form->addRow(tr("Authors:"), authors_);
    form->addRow(tr("Title:"), title_);
    form->addRow(tr("License (SPDX):"), license_);
    layout->addLayout(form);
    files_ = new QTableWidget(0, 3, this);
    files_->setObjectName(QStringLiteral("bundleFiles"));
    files_->setHorizontalHeaderLabels({tr("File"), tr("Size"), tr("What it is")});
    files_->horizontalHeader()->setStretchLastSection(true);
    files_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(files_, 1);
    total_ = new QLabel(tr("Prepare the bundle to see what goes in."), this);
    total_->setWordWrap(true);
    layout->addWidget(total_);
    progress_ = new QProgressBar(this);
    progress_->setRange(0, 1000);
    progress_->setValue(0);
    layout->addWidget(progress_);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    layout->addWidget(status_);
    auto *buttons = new QDialogButtonBox(this);
    prepare_ = buttons->addButton(tr("&Prepare"), QDialogButtonBox::ActionRole);
    save_ = buttons->addButton(tr("&Save Bundle..."), QDialogButtonBox::AcceptRole);
    cancel_ = buttons->addButton(QDialogButtonBox::Cancel);
    prepare_->setObjectName(QStringLiteral("bundlePrepare"));
    save_->setObjectName(QStringLiteral("bundleSave"));
    cancel_->setObjectName(QStringLiteral("bundleCancel"));
    save_->setEnabled(false);
    layout->addWidget(buttons);
    connect(add, &QPushButton::clicked, this, &BundleDialog::addFolder);
    connect(remove, &QPushButton::clicked, this, [this] {
        delete folders_->currentItem();
        invalidate();
    });
    connect(authors_, &QLineEdit::textEdited, this, &BundleDialog::invalidate);
    connect(title_, &QLineEdit::textEdited, this, &BundleDialog::invalidate);
    connect(license_, &QLineEdit::textEdited, this, &BundleDialog::invalidate);
    connect(prepare_, &QPushButton::clicked, this, &BundleDialog::prepare);
    connect(save_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save the publication bundle"), QStringLiteral("bundle.zip"),
                                                          tr("ZIP archives (*.zip)"));
        if (!path.isEmpty() && save(path)) accept();
    });
    // Cancel stops a bundle being written; otherwise it closes the dialog.
    connect(cancel_, &QPushButton::clicked, this, [this] {
        if (progress_->value() > 0 && progress_->value() < progress_->maximum()) cancelled_ = true;
        else reject();
    });
    resize(760, 560);
}

BundleDialog::~BundleDialog() = default;

QString BundleDialog::status() const { return status_->text(); }

void BundleDialog::addFolder() {
    const QString d = QFileDialog::getExistingDirectory(this, tr("A results folder to publish"));
    if (d.isEmpty()) return;
    folders_->addItem(d);
    invalidate();
}

void BundleDialog::invalidate() {
    plan_.reset();
    files_->setRowCount(0);
    save_->setEnabled(false);
    total_->setText(tr("Prepare the bundle to see what goes in."));
}

bool BundleDialog::prepare() {
    invalidate();
    BundleOptions o;
    for (int i = 0; i < folders_->count(); ++i) o.results << folders_->item(i)->text();
    for (const QString &a : authors_->text().split(QLatin1Char(';'), Qt::SkipEmptyParts))
        if (!a.trimmed().isEmpty()) o.authors << a.trimmed();
    o.title = title_->text().trimmed();
    if (!license_->text().trimmed().isEmpty()) o.license = license_->text().trimmed();
    o.figures = [this](const QString &results, const QString &dir, const QString &base, QStringList &written, QString &error) {
        return charts::bundleFigures(results, dir, base, registry_, written, error);
    };
    work_ = std::make_unique<QTemporaryDir>();
    auto plan = std::make_unique<BundlePlan>();
    std::string error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = planBundle(o, registry_, work_->path(), *plan, error);
    QApplication::restoreOverrideCursor();
    if (!ok) {
        status_->setText(tr("Cannot prepare the bundle: %1").arg(q(error)));
        return false;
    }
    const QLocale locale;
    files_->setRowCount(static_cast<int>(plan->files.size()));
    for (int row = 0; row < files_->rowCount(); ++row) {
        const BundleFile &f = plan->files[static_cast<size_t>(row)];
        files_->setItem(row, 0, new QTableWidgetItem(f.path));
        files_->setItem(row, 1, new QTableWidgetItem(locale.formattedDataSize(f.size)));
        files_->setItem(row, 2, new QTableWidgetItem(f.role));
    }
    files_->resizeColumnToContents(0);
    files_->resizeColumnToContents(1);
    QString text = tr("%n file(s), %1 in all.", nullptr, files_->rowCount()).arg(locale.formattedDataSize(plan->totalBytes()));
    for (const QString &n : plan->notes) text += QLatin1Char('\n') + n;
    total_->setText(text);
    plan_ = std::move(plan);
    save_->setEnabled(true);
    status_->clear();
    return true;
}

bool BundleDialog::save(const QString &path) {
    if (!plan_ && !prepare()) return false;
    cancelled_ = false;
    prepare_->setEnabled(false);
    save_->setEnabled(false);
    progress_->setValue(1);
    std::string error;
    const bool ok = writeBundle(*plan_, path, error, [this](int64_t done, int64_t total) {
        progress_->setValue(std::max(1, static_cast<int>(total > 0 ? done * 1000 / total : 1000)));
        QApplication::processEvents();
        return !cancelled_;
    });
    prepare_->setEnabled(true);
    save_->setEnabled(true);
    progress_->setValue(ok ? progress_->maximum() : 0);
    status_->setText(ok ? tr("Bundle written to %1. A reader checks it with 'rulelab-cli verify'.").arg(path)
                     : cancelled_ ? tr("Cancelled: no bundle was written.")
                                  : tr("Cannot write the bundle: %1").arg(q(error)));
    return ok;
}

}  // namespace rulelab
