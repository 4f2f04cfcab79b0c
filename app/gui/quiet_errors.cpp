#include "quiet_errors.h"

#include <QMessageBox>

namespace rulelab {

void QuietErrors::warn(QWidget *parent, const QString &title, const QString &text) {
    lastError_ = text;
    if (!quiet_) QMessageBox::warning(parent, title, text);
}

}  // namespace rulelab
