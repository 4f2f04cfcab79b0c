#pragma once
// What a view that reports its errors keeps for the window and the tests: its last error, and
// whether its warnings stay off the screen (quiet: the tests and --screenshot).

#include <QString>

class QWidget;

namespace rulelab {

class QuietErrors {
public:
    QString lastError() const { return lastError_; }
    void setQuiet(bool quiet) { quiet_ = quiet; }

protected:
    ~QuietErrors() = default;
    // Keeps `text` as the last error and, unless quiet, shows it in a warning titled `title`
    // over `parent`.
    void warn(QWidget *parent, const QString &title, const QString &text);

    bool quiet_ = false;
    QString lastError_;
};

}  // namespace rulelab
