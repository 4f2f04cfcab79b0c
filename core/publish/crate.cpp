#include "crate.h"

#include "experiment/answers.h"
#include "experiment/results_io.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace rulelab {
namespace {

QJsonObject ref(const QString &id) { return QJsonObject{{QStringLiteral("@id"), id}}; }

QString licenseUrl(const QString &spdx) { return QStringLiteral("https://spdx.org/licenses/") + spdx; }

QString authorId(int i) { return QStringLiteral("#author-%1").arg(i + 1); }

// A YAML double-quoted scalar.
QString yamlQuoted(const QString &s) {
    QString out = s;
    out.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""));
    out.replace(QLatin1Char('\n'), QStringLiteral("\\n"));
    return QLatin1Char('"') + out + QLatin1Char('"');
}

QString gameOf(const QJsonObject &summary) {
    return summary.value(QStringLiteral("experiment")).toObject().value(QStringLiteral("game")).toString();
}

// "What was asked" of one results folder: the game, the readings, the matches, the players.
QString askedText(const QJsonObject &summary) {
    const QJsonObject e = summary.value(QStringLiteral("experiment")).toObject();
    QStringList readings;
    for (const QJsonValue &r : summary.value(QStringLiteral("readings")).toArray()) {
        const QJsonObject o = r.toObject();
        readings << QStringLiteral("%1 (`%2`)").arg(o.value(QStringLiteral("name")).toString(),
                                                    o.value(QStringLiteral("reading")).toString());
    }
    QString text = QStringLiteral("How do the rules of the game `%1` behave under %2 of its readings: %3? ")
                       .arg(gameOf(summary))
                       .arg(readings.size())
                       .arg(readings.join(QStringLiteral("; ")));
    text += QStringLiteral("Each reading was played %1 times by the agents %2, from seed %3")
                .arg(e.value(QStringLiteral("matches")).toVariant().toString(),
                     e.value(QStringLiteral("agents")).toString(), e.value(QStringLiteral("seed")).toVariant().toString());
    const QJsonObject shard = summary.value(QStringLiteral("shard")).toObject();
    if (!shard.isEmpty())
        text += QStringLiteral(" (this folder holds shard %1 of %2 of those matches)")
                    .arg(shard.value(QStringLiteral("index")).toInt() + 1)
                    .arg(shard.value(QStringLiteral("count")).toInt());
    return text + QStringLiteral(".");
}

}  // namespace

void splitAuthor(const QString &author, QString &given, QString &family) {
    const QString a = author.trimmed();
    if (a.contains(QLatin1Char(','))) {
        family = a.section(QLatin1Char(','), 0, 0).trimmed();
        given = a.section(QLatin1Char(','), 1).trimmed();
    } else if (a.contains(QLatin1Char(' '))) {
        family = a.section(QLatin1Char(' '), -1).trimmed();
        given = a.section(QLatin1Char(' '), 0, -2).trimmed();
    } else {
        family = a;
        given.clear();
    }
}

QJsonObject crateJson(const std::vector<BundleFile> &files, const CrateInfo &info) {
    QJsonArray graph;
    graph.append(QJsonObject{{QStringLiteral("@id"), QLatin1String(kCrateMetadataName)},
                             {QStringLiteral("@type"), QStringLiteral("CreativeWork")},
                             {QStringLiteral("conformsTo"), ref(QLatin1String(kCrateConformsTo))},
                             {QStringLiteral("about"), ref(QStringLiteral("./"))}});
    QJsonArray parts, authors;
    for (const BundleFile &f : files) parts.append(ref(f.path));
    for (int i = 0; i < info.authors.size(); ++i) authors.append(ref(authorId(i)));
    graph.append(QJsonObject{{QStringLiteral("@id"), QStringLiteral("./")},
                             {QStringLiteral("@type"), QStringLiteral("Dataset")},
                             {QStringLiteral("name"), info.title},
                             {QStringLiteral("description"), info.description},
                             {QStringLiteral("datePublished"), info.date.toString(Qt::ISODate)},
                             {QStringLiteral("license"), ref(licenseUrl(info.license))},
                             {QStringLiteral("author"), authors},
                             {QStringLiteral("hasPart"), parts}});
    graph.append(QJsonObject{{QStringLiteral("@id"), licenseUrl(info.license)},
                             {QStringLiteral("@type"), QStringLiteral("CreativeWork")},
                             {QStringLiteral("name"), info.license},
                             {QStringLiteral("identifier"), info.license}});
    for (int i = 0; i < info.authors.size(); ++i)
        graph.append(QJsonObject{{QStringLiteral("@id"), authorId(i)},
                                 {QStringLiteral("@type"), QStringLiteral("Person")},
                                 {QStringLiteral("name"), info.authors[i]}});
    for (const BundleFile &f : files)
        graph.append(QJsonObject{{QStringLiteral("@id"), f.path},
                                 {QStringLiteral("@type"), QStringLiteral("File")},
                                 {QStringLiteral("name"), f.path.section(QLatin1Char('/'), -1)},
                                 {QStringLiteral("description"), f.role},
                                 {QStringLiteral("encodingFormat"), f.format},
                                 {QStringLiteral("contentSize"), QString::number(f.size)},
                                 {QStringLiteral("sha256"), f.sha256}});
    return QJsonObject{{QStringLiteral("@context"), QLatin1String(kCrateContext)}, {QStringLiteral("@graph"), graph}};
}

QByteArray citationCff(const CrateInfo &info) {
    QString s = QStringLiteral("cff-version: 1.2.0\n"
                               "message: \"If you use these results, please cite them as below.\"\n"
                               "type: dataset\n");
    s += QStringLiteral("title: %1\n").arg(yamlQuoted(info.title));
    s += QStringLiteral("authors:\n");
    for (const QString &a : info.authors) {
        QString given, family;
        splitAuthor(a, given, family);
        s += QStringLiteral("  - family-names: %1\n").arg(yamlQuoted(family));
        if (!given.isEmpty()) s += QStringLiteral("    given-names: %1\n").arg(yamlQuoted(given));
    }
    s += QStringLiteral("date-released: %1\n").arg(info.date.toString(Qt::ISODate));
    s += QStringLiteral("license: %1\n").arg(info.license);
    s += QStringLiteral("abstract: %1\n").arg(yamlQuoted(info.description));
    s += QStringLiteral("keywords:\n  - board games\n  - rules reconstruction\n  - simulation\n  - RuleLab\n");
    return s.toUtf8();
}

QByteArray readmeText(const CrateInfo &info, const std::vector<BundledResult> &results,
                      const std::vector<BundleFile> &files, const QStringList &notes) {
    QString s = QStringLiteral("# %1\n\n%2\n\n").arg(info.title, info.description);
    s += QStringLiteral("Published %1 by %2. License: %3. Made with %4.\n\n")
             .arg(info.date.toString(Qt::ISODate), info.authors.join(QStringLiteral(", ")), info.license,
                  QLatin1String(engineVersion()));
    for (const BundledResult &r : results) {
        s += QStringLiteral("## %1\n\n### What was asked\n\n%2\n\n### What was found\n\n").arg(r.name, askedText(r.summary));
        const std::vector<Answer> answers = answersFromSummary(r.summary, true);
        if (answers.empty()) s += QStringLiteral("These results hold no readings to answer from.\n\n");
        for (const Answer &a : answers) {
            s += QStringLiteral("**%1**\n\n").arg(questionText(a.question, true));
            for (const QString &line : a.lines) s += QStringLiteral("- %1\n").arg(line);
            s += QLatin1Char('\n');
        }
        s += QStringLiteral("The figures behind these sentences are in `results/%1/summary.json`; the methods text is in "
                            "`methods/%1.md`.\n\n")
                 .arg(r.name);
    }
    if (!notes.isEmpty()) {
        s += QStringLiteral("## Left out\n\n");
        for (const QString &n : notes) s += QStringLiteral("- %1\n").arg(n);
        s += QLatin1Char('\n');
    }
    s += QStringLiteral("## Re-running it\n\nWith RuleLab built from the same version (%1), run\n\n"
                        "    rulelab-cli verify THIS-BUNDLE.zip\n\n"
                        "It checks every file against the SHA-256 in `ro-crate-metadata.json`, plays every experiment "
                        "and exploration again with the same plugins (`provenance.json` names each build and its SHA-256) "
                        "and compares "
                        "what it produces with these files byte for byte, figures included (their numbers are drawn "
                        "again). `--sample K` re-runs K of the results folders, chosen at random, or of a bundle with "
                        "one results folder K of ten slices of its matches.\n\n")
             .arg(QLatin1String(engineVersion()));
    s += QStringLiteral("## Files\n\n| file | size (bytes) | what it is |\n|---|---|---|\n");
    for (const BundleFile &f : files)
        s += QStringLiteral("| `%1` | %2 | %3 |\n").arg(f.path).arg(f.size).arg(f.role);
    s += QStringLiteral("| `README.md` | | this text |\n");
    s += QStringLiteral("| `%1` | | the RO-Crate 1.1 metadata: every file with its type, size, SHA-256 and role |\n\n"
                        "To cite this bundle, see `CITATION.cff`.\n")
             .arg(QLatin1String(kCrateMetadataName));
    return s.toUtf8();
}

}  // namespace rulelab
