#include "game_info.h"

namespace rulelab {

const RuleOption *GameInfo::findOption(const std::string &optionId) const {
    for (const auto &o : options)
        if (o.id == optionId) return &o;
    return nullptr;
}

OptionValues GameInfo::defaults() const {
    OptionValues v;
    for (const auto &o : options) v[o.id] = o.defaultValue;
    return v;
}

}  // namespace rulelab
