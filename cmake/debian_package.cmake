# make package: the Debian package deepthought_VERSION_ARCH.deb, by CPack's DEB generator
# from this build's install (docs/building.md, "Package"). Everything `cmake --install`
# puts in place goes in under /usr, with what Debian asks of every package: the copyright
# file (written here from LICENSE in Debian's machine-readable format) and the changelog
# (packaging/changelog, whose newest entry must name this version), both under
# /usr/share/doc/deepthought; Depends is computed by dpkg-shlibdeps from the binaries, and
# names python3 for the Python module in a build with DEEPTHOUGHT_PYTHON.

# The changelog's newest entry is the version packaged: a release bumps both together.
file(STRINGS ${PROJECT_SOURCE_DIR}/packaging/changelog dt_changelog_top LIMIT_COUNT 1)
if(NOT dt_changelog_top MATCHES "^deepthought \\(([^)]+)\\) ")
  message(FATAL_ERROR "packaging/changelog: line 1: expected 'deepthought (VERSION) ...', found '${dt_changelog_top}'")
endif()
if(NOT CMAKE_MATCH_1 STREQUAL PROJECT_VERSION)
  message(FATAL_ERROR "packaging/changelog: line 1: its newest entry is version ${CMAKE_MATCH_1}, the project is "
                      "${PROJECT_VERSION}: add an entry for ${PROJECT_VERSION}")
endif()
set(DT_DEBIAN_DOCS ${PROJECT_BINARY_DIR}/debian-docs)
file(MAKE_DIRECTORY ${DT_DEBIAN_DOCS})
execute_process(COMMAND gzip -9n INPUT_FILE ${PROJECT_SOURCE_DIR}/packaging/changelog
                OUTPUT_FILE ${DT_DEBIAN_DOCS}/changelog.gz RESULT_VARIABLE dt_gzip_status)
if(NOT dt_gzip_status EQUAL 0)
  message(FATAL_ERROR "gzip -9n packaging/changelog: exit ${dt_gzip_status}")
endif()
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/packaging/changelog
                                                               ${PROJECT_SOURCE_DIR}/LICENSE)

# The copyright file: LICENSE's notice and text, each line indented by one space and an
# empty line written " .", as the format's License paragraph takes them.
file(STRINGS ${PROJECT_SOURCE_DIR}/LICENSE dt_license_lines)
list(FILTER dt_license_lines EXCLUDE REGEX "^MIT License$")
set(dt_notice "")
set(dt_license_text "")
foreach(line IN LISTS dt_license_lines)
  if(line MATCHES "^Copyright (.*)$" AND dt_notice STREQUAL "")
    set(dt_notice "${CMAKE_MATCH_1}")
    continue()
  endif()
  if(line STREQUAL "")
    string(APPEND dt_license_text "\n .")
  else()
    string(APPEND dt_license_text "\n ${line}")
  endif()
endforeach()
string(REGEX REPLACE "^\n \\.\n" "\n" dt_license_text "${dt_license_text}")
string(REGEX REPLACE "(\n \\.)+$" "" dt_license_text "${dt_license_text}")
file(WRITE ${DT_DEBIAN_DOCS}/copyright
     "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
     "Upstream-Name: deepthought\n\n"
     "Files: *\nCopyright: ${dt_notice}\nLicense: Expat${dt_license_text}\n")
install(FILES ${DT_DEBIAN_DOCS}/copyright ${DT_DEBIAN_DOCS}/changelog.gz DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/deepthought)

set(DEEPTHOUGHT_MAINTAINER "Deep Thought maintainers <maintainers@users.noreply.a-seed-be46f263.example>"
    CACHE STRING "The Maintainer field of the Debian package")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME deepthought)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_OUTPUT_FILE_PREFIX ${PROJECT_BINARY_DIR})
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER ${DEEPTHOUGHT_MAINTAINER})
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The Python module (/usr/lib/python3/dist-packages/deepthought) is an extension built for one
# Python, X.Y, which its file name says (_deepthought.cpython-XY-...so): it loads in that
# Python only. dpkg-shlibdeps finds no library for Python in it (an extension leaves the
# interpreter's symbols unresolved), so the dependency is written here, the range that
# Debian's dh_python3 writes for an extension of one version: python3 (>= X.Y~), python3 (<< X.Y+1).
# CPack puts what dpkg-shlibdeps computes beside it.
set(DT_DEBIAN_DESCRIPTION_PYTHON "")
if(DEEPTHOUGHT_PYTHON)
  find_package(Python3 REQUIRED COMPONENTS Interpreter)
  math(EXPR dt_python_next "${Python3_VERSION_MINOR} + 1")
  set(CPACK_DEBIAN_PACKAGE_DEPENDS
      "python3 (>= ${Python3_VERSION_MAJOR}.${Python3_VERSION_MINOR}~), python3 (<< ${Python3_VERSION_MAJOR}.${dt_python_next})")
  set(DT_DEBIAN_DESCRIPTION_PYTHON ",
and the Python module deepthought for python3")
endif()
# The library's consumers build with a C++20 compiler and CMake (docs/library.md); the
# engines the examples compare against are Debian's.
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "cmake, g++, stockfish, fairy-stockfish")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "executable rulebook and perft harness for chess variants")
# The extended description: CPack puts the synopsis above it and a space before each line.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Deep Thought holds the rules of five chess variants, orthodox chess and
Chess960 as code and as a rulebook of specifications and position files.
The deepthought command counts move trees (perft), compares the counts
with other engines over UCI or the perftree protocol and descends to the
first move where they disagree, checks perft suites, and runs the
rulebook's positions.
.
This package holds the command with its manual page and bash completion,
the rulebook with every perft suite in /usr/share/deepthought, and the
rules as a C++20 static library with its headers and CMake package
(find_package(DeepThought))${DT_DEBIAN_DESCRIPTION_PYTHON}.")
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE
                                                WORLD_READ WORLD_EXECUTE)
include(CPack)
