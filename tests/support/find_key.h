#pragma once
// The element of a list of keyed rows (metrics, comparison rows, readings) with a given key, for tests.

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

// The element of `v` whose `member` is `key` (`&Reading::id`, `&ReadingResult::reading`), or null.
template <class T>
const T *findBy(const std::vector<T> &v, std::string T::*member, const std::string &key) {
    for (const auto &x : v)
        if (x.*member == key) return &x;
    return nullptr;
}
template <class T>
const T *findBy(std::vector<T> &&, std::string T::*, const std::string &) = delete;  // would dangle

}  // namespace rulelab::testsupport
