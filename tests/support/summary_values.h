#pragma once
// Numbers read back from a summary.json, for tests that check what a run saved.

#include <QJsonObject>
#include <QString>

namespace rulelab::testsupport {

// The value of metric `key` of one reading's object of a summary ("readings"[i]).
inline double metricValue(const QJsonObject &reading, const QString &key) {
    return reading.value(QStringLiteral("metrics")).toObject().value(key).toObject().value(QStringLiteral("value")).toDouble();
}

}  // namespace rulelab::testsupport
