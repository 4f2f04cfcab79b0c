// The integrity record of a results folder (core/experiment/integrity.h): a real run's summary is
// sealed with the checksums of its files and of its own canonical content, in the form
// docs/cli.md states (checked here from the file's bytes, without the core's code); an edit to
// the summary, to a data file, or a data file of another run is refused naming the file.
#include "support/shipped_experiment.h"
#include "experiment/integrity.h"
#include "experiment/prepared_reading.h"
#include "experiment/result_merge.h"
#include "experiment/session.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace rulelab;

namespace {

QByteArray bytesOf(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeBytes(const QString &path, const QByteArray &data) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(data);
}

QString sha(const QByteArray &b) { return QString::fromLatin1(QCryptographicHash::hash(b, QCryptographicHash::Sha256).toHex()); }

// The documented canonical form, from the file as written: the whitespace between tokens taken
// out, and the member "summary_sha256":"..." with the comma before it.
QByteArray canonicalFromFile(const QByteArray &file) {
    QByteArray out;
    bool inString = false;
    for (qsizetype i = 0; i < file.size(); ++i) {
        const char c = file[i];
        if (inString) {
            out += c;
            if (c == '\\') out += file[++i];
            else if (c == '"') inString = false;
        } else if (c == '"') {
            inString = true;
            out += c;
        } else if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
            out += c;
        }
    }
    const qsizetype at = out.indexOf(",\"summary_sha256\":\"");
    if (at >= 0) out.remove(at, out.indexOf('"', at + 19) + 1 - at);
    return out;
}

SessionResult runInto(const QString &dir, int threads) {
    const Experiment e = testsupport::shippedExperiment("khutka-boia", {"reconstruction", "ludii-code"}, 80, 4);
    const std::vector<PreparedReading> prepared = testsupport::prepareShipped(e);
    SessionOptions o;
    o.threads = threads;
    o.outDir = dir;
    SessionResult s = runSession(e, prepared, o);
    EXPECT_TRUE(s.ok) << s.error;
    return s;
}

}  // namespace

TEST(Integrity, ARunIsSealedInTheDocumentedFormTheSameOnAnyThreadCount) {
    QTemporaryDir dir;
    const QString one = dir.filePath(QStringLiteral("one")), two = dir.filePath(QStringLiteral("two"));
    const SessionResult s = runInto(one, 1);
    runInto(two, 2);
    const QByteArray file = bytesOf(QDir(one).filePath(QStringLiteral("summary.json")));
    EXPECT_EQ(file, bytesOf(QDir(two).filePath(QStringLiteral("summary.json"))));
    EXPECT_EQ(file, s.summaryJson()) << "the document the session returns is the one saved";
    const QJsonObject in = QJsonDocument::fromJson(file).object().value(QStringLiteral("integrity")).toObject();
    EXPECT_EQ(in.value(QStringLiteral("summary_sha256")).toString(), sha(canonicalFromFile(file)));
    const QJsonObject files = in.value(QStringLiteral("files")).toObject();
    ASSERT_EQ(files.size(), 3);
    for (const char *name : {"matches.csv", "usage.csv", "usage_groups.csv"})
        EXPECT_EQ(files.value(QLatin1String(name)).toString(), sha(bytesOf(QDir(one).filePath(QLatin1String(name))))) << name;
    IntegrityCheck check;
    std::string error;
    ASSERT_TRUE(verifySummaryIntegrity(QJsonDocument::fromJson(file).object(), QDir(one).filePath(QStringLiteral("summary.json")),
                                       check, error))
        << error;
    EXPECT_TRUE(check.sealed);
    EXPECT_TRUE(check.warning.empty());
}

TEST(Integrity, EditsAndFilesOfAnotherRunAreRefusedNamingTheFile) {
    QTemporaryDir dir;
    const QString d = dir.filePath(QStringLiteral("r"));
    runInto(d, 2);
    const QString summaryPath = QDir(d).filePath(QStringLiteral("summary.json"));
    const QByteArray original = bytesOf(summaryPath);
    ResultPart part;
    std::string error;
    ASSERT_TRUE(readResultFolder(d, part, error)) << error;
    EXPECT_TRUE(part.integrityWarning.empty());

    // Whitespace is not content: the same document indented otherwise still verifies.
    QJsonObject root = QJsonDocument::fromJson(original).object();
    writeBytes(summaryPath, QJsonDocument(root).toJson(QJsonDocument::Compact));
    EXPECT_TRUE(readResultFolder(d, part, error)) << error;
    // One count changed: the summary no longer matches its checksum.
    QByteArray edited = original;
    edited.replace("\"first_wins\": ", "\"first_wins\": 1");
    writeBytes(summaryPath, edited);
    EXPECT_FALSE(readResultFolder(d, part, error));
    EXPECT_NE(error.find(summaryPath.toStdString() + " was edited after it was written"), std::string::npos) << error;
    // The checksums of the files are part of what the summary's own checksum covers.
    QJsonObject in = root.value(QStringLiteral("integrity")).toObject();
    QJsonObject files = in.value(QStringLiteral("files")).toObject();
    files.insert(QStringLiteral("matches.csv"), QString(64, QLatin1Char('0')));
    in.insert(QStringLiteral("files"), files);
    QJsonObject forged = root;
    forged.insert(QStringLiteral("integrity"), in);
    writeBytes(summaryPath, QJsonDocument(forged).toJson());
    EXPECT_FALSE(readResultFolder(d, part, error));
    EXPECT_NE(error.find("was edited after it was written"), std::string::npos) << error;
    // A damaged record is an edit too.
    forged.insert(QStringLiteral("integrity"), QStringLiteral("trust me"));
    writeBytes(summaryPath, QJsonDocument(forged).toJson());
    EXPECT_FALSE(readResultFolder(d, part, error));
    EXPECT_NE(error.find("was edited after it was written"), std::string::npos) << error;
    writeBytes(summaryPath, original);
    ASSERT_TRUE(readResultFolder(d, part, error)) << error;

    // usage_groups.csv edited: named.
    const QString groups = QDir(d).filePath(QStringLiteral("usage_groups.csv"));
    const QByteArray groupBytes = bytesOf(groups);
    writeBytes(groups, groupBytes + "\n");
    EXPECT_FALSE(readResultFolder(d, part, error));
    EXPECT_NE(error.find(groups.toStdString() + " differs from the one " + summaryPath.toStdString() + " was written with"),
              std::string::npos)
        << error;
    // Absent, it is no error for the summary (a reader that needs it says it cannot open it).
    ASSERT_TRUE(QFile::remove(groups));
    IntegrityCheck check;
    EXPECT_TRUE(verifySummaryBytes(original, summaryPath, check, error)) << error;
    EXPECT_TRUE(check.sealed);
    writeBytes(groups, groupBytes);
    // A data file the summary was not written with (an exploration's candidates.csv here).
    const QString stray = QDir(d).filePath(QStringLiteral("candidates.csv"));
    writeBytes(stray, "id,verdict\n");
    EXPECT_FALSE(verifySummaryBytes(original, summaryPath, check, error));
    EXPECT_NE(error.find(stray.toStdString() + " was not written with"), std::string::npos) << error;
    ASSERT_TRUE(QFile::remove(stray));

    // Without a record (written before summaries were sealed): read, with a warning.
    root.remove(QStringLiteral("integrity"));
    writeBytes(summaryPath, QJsonDocument(root).toJson());
    ASSERT_TRUE(readResultFolder(d, part, error)) << error;
    EXPECT_NE(part.integrityWarning.find("has no integrity record"), std::string::npos) << part.integrityWarning;
    // Bytes that are not JSON are left to the caller's parser.
    EXPECT_TRUE(verifySummaryBytes("{\"format\": ", summaryPath, check, error));
    EXPECT_FALSE(check.sealed);
}

TEST(Integrity, TheSealSurvivesTheFileRoundTripOfAnyNumber) {
    // Numbers Qt writes and reads back in another form (an integer beyond 2^53 comes back as a
    // double) still verify: the canonical form is that of the document as read back.
    QJsonObject s;
    s.insert(QStringLiteral("format"), QStringLiteral("rulelab-summary"));
    s.insert(QStringLiteral("big"), static_cast<qint64>(1) << 60);
    s.insert(QStringLiteral("small"), 1e-300);
    s.insert(QStringLiteral("text"), QStringLiteral("quote \" slash \\ tab \t hindi \u0916"));
    sealSummary(s, {});
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("summary.json"));
    writeBytes(path, QJsonDocument(s).toJson());
    IntegrityCheck check;
    std::string error;
    EXPECT_TRUE(verifySummaryBytes(bytesOf(path), path, check, error)) << error;
    EXPECT_TRUE(check.sealed);
    EXPECT_EQ(canonicalSummary(QJsonDocument::fromJson(bytesOf(path)).object()), canonicalSummary(s));
}
