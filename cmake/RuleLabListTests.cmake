# Read by ctest (a TEST_INCLUDE_FILES script written by rulelab_add_test ... LIST_AT_TEST_TIME)
# each time it reads the list of tests: asks the GoogleTest program for its tests now and adds
# them. So a program whose tests are made from data on disk (every reading of data/readings and of
# the games folders: tests/plugins) has the tests of the data as it is when ctest runs, not as it
# was when the program was built. (gtest_discover_tests' PRE_TEST mode lists once and then only
# again when the program is rebuilt, so a reading added later would go untested.)
#
# Set by the including script: RULELAB_LIST_TARGET, RULELAB_LIST_EXECUTABLE, RULELAB_LIST_DIR
# (working directory), RULELAB_LIST_ENVIRONMENT (a list of VAR=value) and RULELAB_LIST_CMAKE.
if(NOT EXISTS "${RULELAB_LIST_EXECUTABLE}")
  add_test("${RULELAB_LIST_TARGET}_NOT_BUILT" "${RULELAB_LIST_TARGET}_NOT_BUILT")
  return()
endif()
execute_process(COMMAND "${RULELAB_LIST_EXECUTABLE}" --gtest_list_tests
  WORKING_DIRECTORY "${RULELAB_LIST_DIR}"
  OUTPUT_VARIABLE _rl_out ERROR_VARIABLE _rl_err RESULT_VARIABLE _rl_rc TIMEOUT 60)
if(NOT _rl_rc EQUAL 0)
  # A test that fails and says why, rather than a silently shorter list.
  add_test("${RULELAB_LIST_TARGET}_NOT_LISTED" "${RULELAB_LIST_CMAKE}" -E echo
           "${RULELAB_LIST_EXECUTABLE} --gtest_list_tests failed (${_rl_rc}): ${_rl_err}")
  set_tests_properties("${RULELAB_LIST_TARGET}_NOT_LISTED" PROPERTIES FAIL_REGULAR_EXPRESSION "failed")
  return()
endif()
# One line a suite ("Prefix/Suite." with an optional "# TypeParam = ..."), then one line a test
# ("  Name" with an optional "  # GetParam() = ..."). Comments go first; names hold no ';'.
# The tests of the suites instantiated over the readings on disk ("OnDisk/Suite.Test/<case>")
# run as one ctest test a reading, "<program>/<case>" (all its OnDisk tests in one process, with
# the filter "OnDisk/*/<case>"): the program starts and loads the plugins once a reading, not once
# a test (in the sanitizer build, a start and a load cost half a second).
string(REPLACE ";" "" _rl_out "${_rl_out}")
set(_rl_cases "")
string(REPLACE "\n" ";" _rl_lines "${_rl_out}")
set(_rl_suite "")
foreach(_rl_line IN LISTS _rl_lines)
  string(REGEX REPLACE "#.*" "" _rl_line "${_rl_line}")
  string(STRIP "${_rl_line}" _rl_name)
  if(_rl_name STREQUAL "")
    continue()
  endif()
  if(NOT _rl_line MATCHES "^ ")
    set(_rl_suite "${_rl_name}")
    continue()
  endif()
  set(_rl_test "${_rl_suite}${_rl_name}")
  if(_rl_test MATCHES "(^|[./])DISABLED_")
    continue()
  endif()
  if(_rl_test MATCHES "^OnDisk/[^/]+/([^/]+)$")
    list(APPEND _rl_cases "${CMAKE_MATCH_1}")
    continue()
  endif()
  add_test("${_rl_test}" "${RULELAB_LIST_EXECUTABLE}" "--gtest_filter=${_rl_test}")
  set_tests_properties("${_rl_test}" PROPERTIES WORKING_DIRECTORY "${RULELAB_LIST_DIR}"
                       SKIP_REGULAR_EXPRESSION "\\[  SKIPPED \\]")
  if(RULELAB_LIST_ENVIRONMENT)
    set_tests_properties("${_rl_test}" PROPERTIES ENVIRONMENT "${RULELAB_LIST_ENVIRONMENT}")
  endif()
endforeach()
list(REMOVE_DUPLICATES _rl_cases)
foreach(_rl_case IN LISTS _rl_cases)
  set(_rl_test "${RULELAB_LIST_TARGET}/${_rl_case}")
  add_test("${_rl_test}" "${RULELAB_LIST_EXECUTABLE}" "--gtest_filter=OnDisk/*/${_rl_case}")
  set_tests_properties("${_rl_test}" PROPERTIES WORKING_DIRECTORY "${RULELAB_LIST_DIR}"
                       FAIL_REGULAR_EXPRESSION "Running 0 tests")
  if(RULELAB_LIST_ENVIRONMENT)
    set_tests_properties("${_rl_test}" PROPERTIES ENVIRONMENT "${RULELAB_LIST_ENVIRONMENT}")
  endif()
endforeach()
