#pragma once
// QString from the core's UTF-8 std::string, for every Qt-facing file (CLI, workbench, files).

#include <QString>

#include <string>

namespace rulelab {

inline QString q(const std::string &s) { return QString::fromStdString(s); }

}  // namespace rulelab
