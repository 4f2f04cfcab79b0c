#pragma once
// What a game plugin says about its game before any match is played: identity,
// provenance, and the rule options a reading must give values for.

#include "rule_option.h"

#include <string>
#include <vector>

namespace rulelab {

struct GameInfo {
    std::string id;                         // stable, e.g. "khutka-boia"
    std::string name;                       // documented spelling, e.g. "Khutka Boia"
    std::string localName;                  // local-script name where known
    std::string region;                     // e.g. "Mianwali district, Punjab"
    std::string period;                     // e.g. "documented 1926"
    std::string summary;                    // one paragraph, our own words
    std::vector<std::string> bibliography;  // source keys
    std::vector<std::string> playerNames;   // seat 0 first, e.g. {"South", "North"}
    std::vector<RuleOption> options;

    const RuleOption *findOption(const std::string &id) const;
    // Every option at its default value (always a valid reading).
    OptionValues defaults() const;
};

}  // namespace rulelab
