# RuleLab's build helpers: one way to declare a core library, a test and a game plugin.
# Included once from the top-level CMakeLists.txt; see docs/architecture.md for the layers.

# --- Warnings -------------------------------------------------------------------------------
# Every RuleLab target links rulelab_warnings (PRIVATE). RULELAB_WERROR (on in CI) turns them
# into errors; third-party headers (Qt, Boost, QCustomPlot, GoogleTest) are system includes.
option(RULELAB_WERROR "Treat compiler warnings as errors (CI sets this)" OFF)
add_library(rulelab_warnings INTERFACE)
target_compile_options(rulelab_warnings INTERFACE -Wall -Wextra -Wpedantic)
# GCC (the compiler of the Release build CI checks with -Werror): conversions that may change a
# value, and locals shadowing locals. Plain -Wshadow would flag every scoped enumerator that
# shares a name with a type (StepKind::Move, RoundEnd::NoMove) under GCC 12; clang has no =local
# form, and its -Wconversion includes sign conversions (the sanitizer build keeps its defaults).
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  target_compile_options(rulelab_warnings INTERFACE -Wconversion -Wshadow=local)
endif()
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
  # GCC 12 reports -Wrestrict inside std::string concatenation (GCC bug 105651).
  target_compile_options(rulelab_warnings INTERFACE -Wno-restrict)
endif()
if(RULELAB_WERROR)
  target_compile_options(rulelab_warnings INTERFACE -Werror)
endif()

# --- Code generation ---------------------------------------------------------------------------
# rulelab_position_independent(<target>): PIC for code that ends up in a game plugin (a shared
# library), without semantic interposition: nobody replaces RuleLab's functions at load time, so
# calls between them inside one library may be direct and inlined, not made through the PLT.
# (Measured on the sowing kit: a call through the PLT per relay lap cost a fifth of the laps.)
function(rulelab_position_independent target)
  set_target_properties(${target} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(${target} PRIVATE -fno-semantic-interposition)
  endif()
endfunction()

# --- Core libraries -------------------------------------------------------------------------
# rulelab_add_library(<target> FOLDER <core folder> SOURCES <files...> [LINK <targets...>]
#                     [QT] [NO_UNITY])
# A static library for core/<folder>. Its include root is a folder of its own in the build
# tree, build/include/<target>/, holding one link <folder> -> core/<folder>. So
# #include "<folder>/x.h" works exactly for the targets that link <target> (directly or
# through a PUBLIC dependency), and an include that skips a layer fails to compile.
# LINK targets are PUBLIC dependencies; QT turns on AUTOMOC (off by default: most of core is
# plain C++). NO_UNITY keeps a library out of unity builds (rulelab_unity): the kits and the
# simulator, whose hot loops are measured file by file as they are compiled alone.
function(rulelab_add_library target)
  cmake_parse_arguments(ARG "QT;NO_UNITY" "FOLDER" "SOURCES;LINK" ${ARGN})
  add_library(${target} STATIC ${ARG_SOURCES})
  if(ARG_LINK)
    target_link_libraries(${target} PUBLIC ${ARG_LINK})
  endif()
  target_link_libraries(${target} PRIVATE rulelab_warnings)
  rulelab_include_root(${target} ${ARG_FOLDER})
  rulelab_position_independent(${target})
  if(NOT ARG_QT)
    set_target_properties(${target} PROPERTIES AUTOMOC OFF)
  endif()
  if(NOT ARG_NO_UNITY)
    rulelab_unity(${target})
  endif()
endfunction()

# The include root of <target>: build/include/<target>/<folder> -> core/<folder>.
function(rulelab_include_root target folder)
  set(_root ${CMAKE_BINARY_DIR}/include/${target})
  file(MAKE_DIRECTORY ${_root})
  if(NOT IS_SYMLINK ${_root}/${folder})
    file(CREATE_LINK ${PROJECT_SOURCE_DIR}/core/${folder} ${_root}/${folder} SYMBOLIC)
  endif()
  target_include_directories(${target} PUBLIC ${_root})
endfunction()

# --- Unity builds --------------------------------------------------------------------------------
# rulelab_unity(<target>): with RULELAB_UNITY_BUILD, the target's sources are compiled in batches
# (CMake's UNITY_BUILD), so the headers they share (GoogleTest, Qt) are read and their templates
# instantiated once a batch instead of once a file. Used by every test program, the core
# libraries but the kits and the simulator, and the app's libraries and programs. Every file must therefore compile beside the others of its target: no two files of a
# target may define the same name in an anonymous namespace or `using namespace` a namespace whose
# names clash with another file's. A file that cannot is listed with SKIP_UNITY_BUILD_INCLUSION.
function(rulelab_unity target)
  if(RULELAB_UNITY_BUILD)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${RULELAB_UNITY_BATCH})
    # A batch includes .cpp files, which GCC then takes for headers: a test fixture declared in
    # an anonymous namespace would be warned of as a type "used in a header".
    target_compile_options(${target} PRIVATE $<$<CXX_COMPILER_ID:GNU>:-Wno-subobject-linkage>)
  endif()
endfunction()

# --- Tests ------------------------------------------------------------------------------------
# rulelab_add_test(<target> SOURCES <files...> [LINK <targets...>] [DEPENDS <targets...>]
#                  [MAIN gtest|qt|none] [ENVIRONMENT <VAR=value...>] [LIST_AT_TEST_TIME])
# A GoogleTest executable with its tests discovered into CTest. MAIN gtest (the default) uses
# gtest_main; MAIN qt gives the tests a QCoreApplication (tests/support/qt_main.cpp); MAIN none
# means the test links its own (widget tests: rulelab_test_gui_main). DEPENDS names targets
# (plugins, programs) that must be built first. LIST_AT_TEST_TIME: the tests are listed each time
# ctest runs (cmake/RuleLabListTests.cmake), not when the program is built: for programs whose
# tests are made from data on disk (tests/plugins: a test per game x reading of data/).
function(rulelab_add_test target)
  cmake_parse_arguments(ARG "LIST_AT_TEST_TIME" "MAIN" "SOURCES;LINK;DEPENDS;ENVIRONMENT" ${ARGN})
  add_executable(${target} ${ARG_SOURCES})
  target_link_libraries(${target} PRIVATE ${ARG_LINK} rulelab_test_support rulelab_warnings)
  rulelab_unity(${target})
  # The tests' own code at RULELAB_TEST_OPTIMIZE (-O1): it compiles in half the time of -O3, and
  # what it tests (the libraries and plugins) keeps the build type's optimisation.
  if(RULELAB_TEST_OPTIMIZE)
    target_compile_options(${target} PRIVATE ${RULELAB_TEST_OPTIMIZE})
  endif()
  if(ARG_MAIN STREQUAL "qt")
    target_link_libraries(${target} PRIVATE rulelab_test_qt_main)
  elseif(ARG_MAIN STREQUAL "none")
    # The test links its own main (the widget tests link rulelab_test_gui_main).
  else()
    target_link_libraries(${target} PRIVATE GTest::gtest_main)
  endif()
  if(ARG_DEPENDS)
    add_dependencies(${target} ${ARG_DEPENDS})
  endif()
  if(ARG_LIST_AT_TEST_TIME)
    rulelab_list_tests_at_test_time(${target} "${ARG_ENVIRONMENT}")
  elseif(ARG_ENVIRONMENT)
    gtest_discover_tests(${target} DISCOVERY_TIMEOUT 60 PROPERTIES ENVIRONMENT "${ARG_ENVIRONMENT}")
  else()
    gtest_discover_tests(${target} DISCOVERY_TIMEOUT 60)
  endif()
endfunction()

# rulelab_list_tests_at_test_time(<target> <environment>): the script ctest reads for <target>'s
# tests; it runs the program with --gtest_list_tests every time (milliseconds).
set(RULELAB_LIST_TESTS_SCRIPT ${CMAKE_CURRENT_LIST_DIR}/RuleLabListTests.cmake)
function(rulelab_list_tests_at_test_time target environment)
  set(_include ${CMAKE_CURRENT_BINARY_DIR}/${target}_list_tests.cmake)
  file(GENERATE OUTPUT ${_include} CONTENT
"set(RULELAB_LIST_TARGET [==[${target}]==])
set(RULELAB_LIST_EXECUTABLE [==[$<TARGET_FILE:${target}>]==])
set(RULELAB_LIST_DIR [==[${CMAKE_CURRENT_BINARY_DIR}]==])
set(RULELAB_LIST_ENVIRONMENT [==[${environment}]==])
set(RULELAB_LIST_CMAKE [==[${CMAKE_COMMAND}]==])
include([==[${RULELAB_LIST_TESTS_SCRIPT}]==])
")
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES ${_include})
endfunction()

# --- Game plugins -------------------------------------------------------------------------------
# rulelab_add_game_rules(<target> LINK <libraries...> SOURCES <files...>)
# A game's rules as a static library, linked into the game's plugin and directly by its tests
# (its folder is their include path): without moc, with the project's warnings, and built as
# every shipped rules library is (rulelab_position_independent), since it ends up in a plugin.
function(rulelab_add_game_rules target)
  cmake_parse_arguments(ARG "" "" "LINK;SOURCES" ${ARGN})
  add_library(${target} STATIC ${ARG_SOURCES})
  target_link_libraries(${target} PUBLIC ${ARG_LINK})
  target_link_libraries(${target} PRIVATE rulelab_warnings)
  target_include_directories(${target} PUBLIC ${CMAKE_CURRENT_SOURCE_DIR})
  set_target_properties(${target} PROPERTIES AUTOMOC OFF)
  rulelab_position_independent(${target})
endfunction()

# rulelab_add_game_plugin(<target> [SOURCES <files...>] [OUTPUT_DIR <dir>]
#                         [METADATA <json> HEADER <header> NAMESPACE <ns> INFO <function> FACTORY <function>]
#                         [RESOURCES_BASE <dir> RESOURCES <files...>])
# One Qt plugin per game. It links the plugin contract (core/plugin: the rules API and Qt Core)
# and nothing else from core; the game's rules library adds core/kits where it needs them.
# Output goes to build/plugins (or OUTPUT_DIR for test fixtures); shipped plugins install into
# <libdir>/rulelab/plugins, which the programs find relative to themselves.
# With METADATA, the plugin object of a compiled game is written for it from
# cmake/game_plugin.cpp.in: a ShippedGamePlugin (core/plugin/shipped_game_plugin.h) of
# <ns>::<function>() and <ns>::<factory>, declared in <header>, with Qt's macros and <json>.
function(rulelab_add_game_plugin target)
  cmake_parse_arguments(ARG "" "OUTPUT_DIR;RESOURCES_BASE;METADATA;HEADER;NAMESPACE;INFO;FACTORY"
                        "SOURCES;RESOURCES" ${ARGN})
  qt_add_plugin(${target} SHARED CLASS_NAME ${target})
  if(ARG_METADATA)
    rulelab_write_game_plugin_object(${target} ${ARG_METADATA} ${ARG_HEADER} ${ARG_NAMESPACE} ${ARG_INFO} ${ARG_FACTORY})
    list(APPEND ARG_SOURCES ${ARG_METADATA})
  endif()
  target_sources(${target} PRIVATE ${ARG_SOURCES})
  target_link_libraries(${target} PRIVATE rulelab_plugin rulelab_warnings)
  rulelab_position_independent(${target})
  if(NOT ARG_OUTPUT_DIR)
    set(ARG_OUTPUT_DIR ${RULELAB_PLUGIN_OUTPUT_DIR})
  endif()
  set_target_properties(${target} PROPERTIES LIBRARY_OUTPUT_DIRECTORY ${ARG_OUTPUT_DIR})
  set_property(GLOBAL APPEND PROPERTY RULELAB_GAME_PLUGINS ${target})
  if(ARG_OUTPUT_DIR STREQUAL RULELAB_PLUGIN_OUTPUT_DIR)
    install(TARGETS ${target} LIBRARY DESTINATION ${RULELAB_INSTALL_PLUGIN_DIR})
  endif()
  if(ARG_RESOURCES)
    # Format 1 keeps no file times: a plugin built from the same commit has the same bytes (and
    # SHA-256, its provenance) in any checkout, so a publication bundle verifies on a clean clone.
    qt_add_resources(${target} "${target}_data" PREFIX "/" BASE ${ARG_RESOURCES_BASE} FILES ${ARG_RESOURCES}
                     OPTIONS --format-version 1)
  endif()
  rulelab_add_game_translations(${target} "${ARG_SOURCES}")
endfunction()

# The plugin object of a compiled game, build/.../<target>_plugin.cpp (see rulelab_add_game_plugin).
set(RULELAB_GAME_PLUGIN_TEMPLATE ${CMAKE_CURRENT_LIST_DIR}/game_plugin.cpp.in)
function(rulelab_write_game_plugin_object target metadata header namespace info factory)
  set(PLUGIN_METADATA ${CMAKE_CURRENT_SOURCE_DIR}/${metadata})
  set(PLUGIN_HEADER ${header})
  set(PLUGIN_NAMESPACE ${namespace})
  set(PLUGIN_INFO ${info})
  set(PLUGIN_FACTORY ${factory})
  set(PLUGIN_MOC ${target}_plugin.moc)
  configure_file(${RULELAB_GAME_PLUGIN_TEMPLATE} ${CMAKE_CURRENT_BINARY_DIR}/${target}_plugin.cpp @ONLY)
  target_sources(${target} PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/${target}_plugin.cpp)
endfunction()

# A plugin's own translations: every translations/*_<lang>.ts of its folder, compiled into the
# plugin as :/i18n/games/<game id>/*_<lang>.qm (the id from the plugin's metadata .json), where
# the programs find them when the plugin loads (core/plugin/game_texts.h). A plugin without the
# folder has its texts in English only.
function(rulelab_add_game_translations target sources)
  file(GLOB _ts CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/translations/*.ts)
  if(NOT _ts)
    return()
  endif()
  set(_id "")
  foreach(_s ${sources})
    if(_s MATCHES "\\.json$")
      file(READ ${CMAKE_CURRENT_SOURCE_DIR}/${_s} _meta)
      string(JSON _id GET "${_meta}" id)
    endif()
  endforeach()
  if(NOT _id)
    message(FATAL_ERROR "${target}: translations/ needs the plugin's metadata .json (its \"id\") in SOURCES")
  endif()
  set(_qm_dir ${CMAKE_CURRENT_BINARY_DIR}/i18n)
  set_source_files_properties(${_ts} PROPERTIES OUTPUT_LOCATION ${_qm_dir})
  qt_add_lrelease(${target} TS_FILES ${_ts} QM_FILES_OUTPUT_VARIABLE _qm)
  qt_add_resources(${target} "${target}_i18n" PREFIX "/i18n/games/${_id}" BASE ${_qm_dir} FILES ${_qm}
                   OPTIONS --format-version 1)
endfunction()
