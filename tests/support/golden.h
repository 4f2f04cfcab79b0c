#pragma once
// Golden files: a test's output compared with a file kept in the source tree. After a deliberate
// change, regenerate by running the test binary (not ctest, whose parallel processes would race
// on shared files) with RULELAB_UPDATE_GOLDEN=1: each golden file is then rewritten with the
// current output and the test is reported as skipped.

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace rulelab::testing {

inline bool updatingGoldenFiles() { return std::getenv("RULELAB_UPDATE_GOLDEN") != nullptr; }

// Expects `actual` to equal the contents of `path` (or writes it there when updating). `what`
// names the output in the failure message.
inline void expectGolden(const std::string &path, const std::string &actual, const std::string &what) {
    if (updatingGoldenFiles()) {
        std::ofstream(path, std::ios::binary) << actual;
        return;
    }
    std::ifstream in(path, std::ios::binary);
    ASSERT_TRUE(in) << "missing golden file " << path << " (run the test with RULELAB_UPDATE_GOLDEN=1)";
    std::stringstream expected;
    expected << in.rdbuf();
    EXPECT_EQ(actual, expected.str()) << what << " differs from " << path
                                      << " (if the change is intended, rerun with RULELAB_UPDATE_GOLDEN=1)";
}

}  // namespace rulelab::testing
