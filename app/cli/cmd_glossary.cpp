#include "cli.h"

#include "cli_common.h"
#include "experiment/glossary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rulelab {

int Cli::cmdGlossary(const QStringList &args) {
    CommandParser p(
        QStringLiteral("glossary"),
        tr("Explain the terms RuleLab uses (metrics, end reasons, tests, agents, state graphs, rules) in plain words, "
           "by category, in the chosen language (--lang). With SEARCH, only the terms whose name, id, category or "
           "explanation contains it."));
    p.addPositionalArgument(QStringLiteral("SEARCH"), tr("text to look for (any case)"), QStringLiteral("[SEARCH]"));
    QCommandLineOption json(QStringLiteral("json"), tr("print the terms as a JSON array of {id, category, term, explanation}"));
    p.addOption(json);
    p.expectPositional(0, 1, tr("expected at most one SEARCH text"));
    if (const int rc = parse(p, args); rc >= 0) return rc;
    const QString search = p.positionalArguments().value(0);
    std::vector<GlossaryEntry> shown;
    for (GlossaryEntry &e : glossary())
        if (glossaryMatches(e, search)) shown.push_back(std::move(e));
    if (p.isSet(json)) {
        QJsonArray a;
        for (const GlossaryEntry &e : shown)
            a.append(QJsonObject{{QStringLiteral("id"), QString::fromStdString(e.id)},
                                 {QStringLiteral("category"), e.category},
                                 {QStringLiteral("term"), e.term},
                                 {QStringLiteral("explanation"), e.explanation}});
        out_ << QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Indented));
        return 0;
    }
    if (shown.empty()) {
        out_ << tr("No term matches '%1'.").arg(search) << '\n';
        return 0;
    }
    QString category;
    for (const GlossaryEntry &e : shown) {
        if (e.category != category) {
            if (!category.isEmpty()) out_ << '\n';
            category = e.category;
            out_ << category << '\n';
        }
        out_ << "  " << tr("%1 (%2): %3").arg(e.term, QString::fromStdString(e.id), e.explanation) << '\n';
    }
    return 0;
}

}  // namespace rulelab
