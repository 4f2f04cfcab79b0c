#pragma once
// The rules-file check's problems in the interface's language. The check (`rulelab-cli check`,
// the rules_file plugin) writes each problem in English, "FIELD: message"; the rules form, the
// workbench's refused files and `rulelab-cli check` show
// the message in Hindi or Urdu by matching it against the check's wording, its values ('bay
// khom', the allowed ones) kept as written: a field typed or chosen wrongly in the form, and what
// only a hand-written file can get wrong (its JSON's shape, a translations table). A message it
// does not know (a JSON syntax error, from Qt) is shown as the check wrote it.
#include <QString>

namespace rulelab {

struct PluginLoadError;

QString rulesCheckText(const QString &message);

// One line of a rules file's problems as the check writes it, "ORIGIN: FIELD: message" (or, with
// `withOrigin` false, "FIELD: message": the loader's, its file said apart), with its message in
// the interface's language, the origin and the field kept as written. A line of another kind is
// returned as it is.
QString rulesProblemText(const QString &line, bool withOrigin);
// A load error of the plugin registry, its message in the interface's language when it is a rules
// file's (PluginLoadError::isRulesFile); any other as it is.
QString loadErrorText(const PluginLoadError &e);

}  // namespace rulelab
