#pragma once
// The rules-file check's problems in the interface's language. The check (`rulelab-cli check`,
// the rules_file plugin) writes each problem in English, "FIELD: message"; the rules form shows
// the message in Hindi or Urdu when it is one the form can produce (a field typed or chosen
// wrongly), by matching it against the check's wording, its values ('bay khom', the allowed
// ones) kept as written. Any other message (a JSON file's shape) is shown as the check wrote it.
#include <QString>

namespace rulelab {

QString rulesCheckText(const QString &message);

}  // namespace rulelab
