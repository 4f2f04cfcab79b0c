#pragma once
// The element of a list of keyed rows (metrics, comparison rows) with a given key, for tests.

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace rulelab::testsupport {

// The element of `v` whose `key` is `key`. None is a test failure ("no WHAT KEY") and gives an
// empty element. A temporary list would leave the reference dangling: keep the list.
template <class T>
const T &findKey(const std::vector<T> &v, const std::string &key, const char *what) {
    for (const auto &x : v)
        if (x.key == key) return x;
    static T none;
    ADD_FAILURE() << "no " << what << ' ' << key;
    return none;
}
template <class T>
const T &findKey(std::vector<T> &&, const std::string &, const char *) = delete;  // would dangle

}  // namespace rulelab::testsupport
