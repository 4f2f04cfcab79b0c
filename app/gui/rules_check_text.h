#pragma once
// The rules-file check's problems in the interface's language. The check (`rulelab-cli check`,
// the rules_file plugin) writes each problem in English, "FIELD: message"; the rules form shows
// the message in Hindi or Urdu by matching it against the check's wording, its values ('bay
// khom', the allowed ones) kept as written: a field typed or chosen wrongly in the form, and what
// only a hand-written file can get wrong (its JSON's shape, a translations table). A message it
// does not know (a JSON syntax error, from Qt) is shown as the check wrote it.
#include <QString>

namespace rulelab {

QString rulesCheckText(const QString &message);

}  // namespace rulelab
