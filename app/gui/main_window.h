#pragma once
// The workbench window. For now: the loaded games and their readings, with each reading's
// options; the experiment, results and chart views are their own issues.

#include <QMainWindow>

class QTreeWidget;
class QTextBrowser;

namespace rulelab {

class PluginRegistry;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(const PluginRegistry &registry, QWidget *parent = nullptr);

    QTreeWidget *gameTree() const { return tree_; }
    QTextBrowser *details() const { return details_; }

private:
    void populate();
    void showSelection();

    const PluginRegistry &registry_;
    QTreeWidget *tree_ = nullptr;
    QTextBrowser *details_ = nullptr;
};

}  // namespace rulelab
