#pragma once
// Help > Glossary: every term of the workbench in plain words (core/experiment/glossary.h), by
// category, with a search field. Help > Getting started: five short walkthroughs, whose links
// to terms open the glossary at that term.

#include <QDialog>

class QLabel;
class QLineEdit;
class QTextBrowser;
class QTreeWidget;

namespace rulelab {

class GlossaryDialog : public QDialog {
    Q_OBJECT
public:
    explicit GlossaryDialog(QWidget *parent = nullptr);

    QLineEdit *searchField() const { return search_; }
    QTreeWidget *tree() const { return tree_; }
    QLabel *detailLabel() const { return detail_; }
    // Entries shown under the current search, and in all.
    int shownCount() const { return shown_; }
    int totalCount() const { return total_; }
    // Clears the search, then selects the entry with this id and scrolls to it.
    void showTerm(const QString &id);

private:
    void filter(const QString &text);

    QLineEdit *search_ = nullptr;
    QTreeWidget *tree_ = nullptr;
    QLabel *count_ = nullptr;
    QLabel *detail_ = nullptr;  // the current entry in full
    int shown_ = 0;
    int total_ = 0;
};

class GettingStartedDialog : public QDialog {
    Q_OBJECT
public:
    explicit GettingStartedDialog(QWidget *parent = nullptr);

    QTextBrowser *browser() const { return text_; }

signals:
    // A link to a glossary term was clicked.
    void termRequested(const QString &id);

private:
    // The walkthroughs as HTML, in two halves.
    QString firstWalkthroughs() const;
    QString laterWalkthroughs() const;

    QTextBrowser *text_ = nullptr;
};

// Shows a non-modal dialog, or brings it to the front when it is already open.
void bringToFront(QWidget *dialog);

}  // namespace rulelab
