#pragma once
// File > Export Publication Bundle... (issue 40): the results folders to publish, the authors,
// title and license; "Prepare" gathers the bundle (core/publish/bundle.h, with every figure) and
// lists what goes in with each file's size and role and the total; "Save Bundle..." writes it as a
// ZIP with a progress bar and a Cancel button (a cancelled ZIP leaves nothing behind).

#include <QDialog>
#include <QStringList>

#include <memory>

class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTemporaryDir;

namespace rulelab {

class PluginRegistry;
struct BundlePlan;

class BundleDialog : public QDialog {
    Q_OBJECT
public:
    BundleDialog(QWidget *parent, const PluginRegistry &registry, const QStringList &results);
    ~BundleDialog() override;

    // Gathers the bundle and fills the table; false (with the reason in the status line) on error.
    bool prepare();
    // Writes the prepared bundle to `path` (.zip); false on error or when cancelled.
    bool save(const QString &path);
    // The status line (what was written, or what went wrong).
    QString status() const;

private:
    void addFolder();
    void invalidate();
    const PluginRegistry &registry_;
    QListWidget *folders_ = nullptr;
    QLineEdit *authors_ = nullptr, *title_ = nullptr, *license_ = nullptr;
    QTableWidget *files_ = nullptr;
    QLabel *total_ = nullptr, *status_ = nullptr;
    QProgressBar *progress_ = nullptr;
    QPushButton *prepare_ = nullptr, *save_ = nullptr, *cancel_ = nullptr;
    std::unique_ptr<QTemporaryDir> work_;
    std::unique_ptr<BundlePlan> plan_;
    bool cancelled_ = false;
};

}  // namespace rulelab
