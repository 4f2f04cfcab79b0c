#include "reading_json.h"

#include "file_access.h"
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace rulelab {

static int lineOfOffset(const QByteArray &data, int offset) {
    int line = 1;
    for (int i = 0; i < offset && i < data.size(); ++i)
        if (data[i] == '\n') ++line;
    return line;
}

bool optionValueText(const QJsonValue &v, std::string &text) {
    text.clear();
    if (v.isString()) text = v.toString().toStdString();
    else if (v.isBool()) text = v.toBool() ? "true" : "false";
    else if (v.isDouble()) {
        const double d = v.toDouble();
        if (std::floor(d) == d && std::fabs(d) < 9e15) text = std::to_string(static_cast<long long>(d));
        else text = QString::number(d, 'g', 17).toStdString();
    } else {
        return false;
    }
    return true;
}

QJsonObject optionValuesJson(const OptionValues &values) {
    QJsonObject opts;
    for (const auto &[k, v] : values) opts.insert(QString::fromStdString(k), QString::fromStdString(v));
    return opts;
}

bool parseReadingJson(const QByteArray &data, const std::string &origin, Reading &out, std::string &error) {
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
    if (pe.error != QJsonParseError::NoError) {
        error =
            origin + ":" + std::to_string(lineOfOffset(data, pe.offset)) + ": invalid JSON: " + pe.errorString().toStdString();
        return false;
    }
    if (!doc.isObject()) {
        error = origin + ": expected a JSON object with a reading";
        return false;
    }
    const QJsonObject o = doc.object();
    auto str = [&](const char *field, bool required, std::string &dst) -> bool {
        const QJsonValue v = o.value(QLatin1String(field));
        if (v.isUndefined()) {
            if (required) {
                error = origin + ": field '" + field + "' is missing (expected a string)";
                return false;
            }
            return true;
        }
        if (!v.isString()) {
            error = origin + ": field '" + field + "' must be a string";
            return false;
        }
        dst = v.toString().toStdString();
        return true;
    };
    const QJsonValue fmt = o.value(QStringLiteral("format"));
    if (!fmt.isUndefined() && fmt.toString() != QStringLiteral("rulelab-reading")) {
        error = origin + ": field 'format' is '" + fmt.toString().toStdString() + "', expected 'rulelab-reading'";
        return false;
    }
    const QJsonValue ver = o.value(QStringLiteral("version"));
    if (!ver.isUndefined() && (!ver.isDouble() || ver.toInt() != 1)) {
        error = origin + ": field 'version' must be 1 (this RuleLab reads reading files of version 1)";
        return false;
    }
    Reading r;
    if (!str("game", true, r.game) || !str("id", true, r.id) || !str("name", false, r.name) || !str("source", false, r.source) ||
        !str("description", false, r.description))
        return false;
    if (r.id.empty()) {
        error = origin + ": field 'id' is empty";
        return false;
    }
    const QJsonValue opts = o.value(QStringLiteral("options"));
    if (!opts.isObject()) {
        error = origin + ": field 'options' is missing or not an object (expected {\"option\": value, ...})";
        return false;
    }
    const QJsonObject om = opts.toObject();
    for (auto it = om.begin(); it != om.end(); ++it) {
        std::string text;
        if (!optionValueText(it.value(), text)) {
            error = origin + ": options." + it.key().toStdString() + " must be a string, number or boolean";
            return false;
        }
        r.values[it.key().toStdString()] = text;
    }
    r.origin = origin;
    out = std::move(r);
    return true;
}

bool loadReadingFile(const QString &path, Reading &out, std::string &error) {
    return loadParsed(path, kSmallFileCap, parseReadingJson, out, error);
}

QByteArray readingToJson(const Reading &reading) {
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("rulelab-reading"));
    o.insert(QStringLiteral("version"), 1);
    o.insert(QStringLiteral("game"), QString::fromStdString(reading.game));
    o.insert(QStringLiteral("id"), QString::fromStdString(reading.id));
    o.insert(QStringLiteral("name"), QString::fromStdString(reading.name));
    o.insert(QStringLiteral("source"), QString::fromStdString(reading.source));
    o.insert(QStringLiteral("description"), QString::fromStdString(reading.description));
    o.insert(QStringLiteral("options"), optionValuesJson(reading.values));
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

bool saveReadingFile(const QString &path, const Reading &reading, std::string &error) {
    return saveAtomically(path, readingToJson(reading), error);
}

std::vector<Reading> loadReadingDir(const QString &dir, std::vector<std::string> &errors) {
    std::vector<Reading> out;
    const QStringList files = QDir(dir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &f : files) {
        Reading r;
        std::string err;
        if (loadReadingFile(QDir(dir).filePath(f), r, err)) {
            r.origin = "builtin";
            out.push_back(std::move(r));
        } else {
            errors.push_back(err);
        }
    }
    return out;
}

}  // namespace rulelab
