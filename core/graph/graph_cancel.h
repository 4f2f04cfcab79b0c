#pragma once
// The cancel check the graph analyses share (internal to rulelab_graph).

#include <atomic>
#include <cstdint>

namespace rulelab {

// Whether a caller asked to stop, looked at once every 4096 steps `i` of a loop.
inline bool stopAt(const std::atomic<bool> *cancel, uint64_t i) {
    return (i & 4095) == 0 && cancel && cancel->load(std::memory_order_relaxed);
}

}  // namespace rulelab
