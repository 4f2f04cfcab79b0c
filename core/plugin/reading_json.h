#pragma once
// Reading files (JSON). Format, version 1:
//   { "format": "rulelab-reading", "version": 1, "game": "khutka-boia", "id": "...",
//     "name": "...", "source": "...", "description": "...", "options": { "four": "none", ... } }
// Option values may be JSON strings, numbers or booleans. Errors name the file and field.

#include "game/reading.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <string>
#include <vector>

namespace rulelab {

// The text of an option value written in JSON: a string as is, a boolean as "true"/"false", a
// whole number without a decimal point, another number with 17 significant digits. Returns
// false (and leaves `text` empty) for null, arrays and objects. Every reader of options in
// reading, experiment, summary and match files uses this, so "pits": 7 and "pits": "7" agree.
bool optionValueText(const QJsonValue &value, std::string &text);
// The "options" object of reading, experiment, summary, explore and match files: each option's
// value as a JSON string.
QJsonObject optionValuesJson(const OptionValues &values);

// Parses one reading. `origin` (a file path) is used in error messages and stored in the reading.
bool parseReadingJson(const QByteArray &data, const std::string &origin, Reading &out, std::string &error);
bool loadReadingFile(const QString &path, Reading &out, std::string &error);
QByteArray readingToJson(const Reading &reading);
// Atomic save (QSaveFile).
bool saveReadingFile(const QString &path, const Reading &reading, std::string &error);

// Loads every *.json reading in a Qt resource or file directory; errors are collected.
std::vector<Reading> loadReadingDir(const QString &dir, std::vector<std::string> &errors);

}  // namespace rulelab
