#pragma once
// The sanitizer build (clang with AddressSanitizer and UndefinedBehaviorSanitizer, three to ten
// times slower) checks the code for memory errors and undefined behaviour; the Release build
// checks the numbers. A test that plays many matches for its numbers plays fewer there: every
// code path still runs under the sanitizers, the rates and counts are checked in Release.

namespace rulelab::testsupport {

#ifdef RULELAB_SANITIZE
inline constexpr bool kSanitizerBuild = true;
#else
inline constexpr bool kSanitizerBuild = false;
#endif

// `release` in the Release build, `sanitized` in the sanitizer build.
template <typename T>
constexpr T releaseOrSanitized(T release, T sanitized) {
    return kSanitizerBuild ? sanitized : release;
}

}  // namespace rulelab::testsupport
