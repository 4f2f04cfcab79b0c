#pragma once
// Reading files (JSON). Format, version 1:
//   { "format": "rulelab-reading", "version": 1, "game": "khutka-boia", "id": "...",
//     "name": "...", "source": "...", "description": "...", "options": { "four": "none", ... } }
// Option values may be JSON strings, numbers or booleans. Errors name the file and field.

#include "game/reading.h"

#include <QByteArray>
#include <QString>

#include <string>
#include <vector>

namespace rulelab {

// Parses one reading. `origin` (a file path) is used in error messages and stored in the reading.
bool parseReadingJson(const QByteArray &data, const std::string &origin, Reading &out, std::string &error);
bool loadReadingFile(const QString &path, Reading &out, std::string &error);
QByteArray readingToJson(const Reading &reading);
// Atomic save (QSaveFile).
bool saveReadingFile(const QString &path, const Reading &reading, std::string &error);

// Loads every *.json reading in a Qt resource or file directory; errors are collected.
std::vector<Reading> loadReadingDir(const QString &dir, std::vector<std::string> &errors);

}  // namespace rulelab
