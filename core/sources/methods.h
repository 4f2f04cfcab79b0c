#pragma once
// Methods export: from a summary.json (which embeds the experiment, the engine version and the
// metric definitions) and the game's rule options with their citations, a text a historian can
// adapt for a paper's methods section, in Markdown (pandoc citations, [@key, locator]) or LaTeX
// (\cite[locator]{key}), plus a BibTeX file holding exactly the cited sources.
// The text is in English, the language of the paper, whatever the interface language.

#include "sources.h"

#include <QByteArray>
#include <QString>

#include <string>
#include <vector>

namespace rulelab {

class PluginRegistry;

enum class MethodsFormat { Markdown, LaTeX };

struct MethodsText {
    std::string text;
    std::string bibtex;
    std::vector<std::string> citedKeys;  // in order of first citation
    std::vector<std::string> warnings;   // e.g. a cited key missing from the bibliography
};

// Reads DIR/summary.json or the file itself. Errors name the file.
bool readSummaryFile(const QString &path, QByteArray &out, std::string &error);

// Fails (with the field named) on a summary that is not a RuleLab summary, or whose game is not
// installed (its option labels and citations are needed).
bool buildMethods(const QByteArray &summary, const std::string &origin, const PluginRegistry &registry,
                  const SourceLibrary &library, MethodsFormat format, MethodsText &out, std::string &error);

std::string latexEscape(const std::string &s);

}  // namespace rulelab
