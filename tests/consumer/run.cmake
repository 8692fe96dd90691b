# The package test: installs this build as a stranger gets it and uses nothing else.
# -D BUILD, PROJECT (the source tree), SOURCE (tests/consumer), WORK, COMPILER, and FLAGS
# (compile and link flags the library was built with that a consumer needs too).
#  1. install into WORK/staged, then move it to WORK/prefix: nothing may rely on where it
#     was installed, and no installed CMake file may name the build or source tree or pass
#     a -march flag;
#  2. every installed header compiles from include/ alone (#include <deepthought/...>);
#  3. tests/consumer builds against the prefix (find_package) and prints perft 3;
#  4. PREFIX/bin/deepthought check, run from an empty folder outside any checkout (the
#     temporary directory: under the build tree it would find the checkout above), checks
#     the rulebook installed in PREFIX/share/deepthought and passes;
#  5. with MPI built, the installed tool loads its MPI module from the prefix.
file(REMOVE_RECURSE ${WORK})
function(step)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output
                  WORKING_DIRECTORY ${WORK})
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${ARGN}: exit ${status}\n${output}")
  endif()
  set(output "${output}" PARENT_SCOPE)
endfunction()
file(MAKE_DIRECTORY ${WORK})
step(${CMAKE_COMMAND} --install ${BUILD} --prefix ${WORK}/staged)
file(RENAME ${WORK}/staged ${WORK}/prefix)
set(prefix ${WORK}/prefix)

file(GLOB_RECURSE package_files ${prefix}/*.cmake)
if(NOT package_files)
  message(FATAL_ERROR "no CMake package installed under ${prefix}")
endif()
foreach(file ${package_files})
  file(READ ${file} text)
  foreach(tree ${BUILD} ${PROJECT})
    string(FIND "${text}" "${tree}" at)
    if(NOT at EQUAL -1)
      message(FATAL_ERROR "${file} names ${tree}: the installed package must stand alone")
    endif()
  endforeach()
  if(text MATCHES "-march")
    message(FATAL_ERROR "${file} passes -march to consumers")
  endif()
endforeach()

file(GLOB_RECURSE headers RELATIVE ${prefix}/include ${prefix}/include/deepthought/*.hpp)
list(LENGTH headers header_count)
if(header_count LESS 10)
  message(FATAL_ERROR "expected the library's headers under ${prefix}/include/deepthought, found ${header_count}")
endif()
set(every_header "")
foreach(header ${headers})
  string(APPEND every_header "#include <${header}>\n")
endforeach()
file(WRITE ${WORK}/every_header.cpp "${every_header}")
step(${COMPILER} -std=c++20 -fsyntax-only -I ${prefix}/include ${WORK}/every_header.cpp)

step(${CMAKE_COMMAND} -S ${SOURCE} -B ${WORK}/build -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=${COMPILER}
     -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
     "-DCMAKE_CXX_FLAGS=${FLAGS}" "-DCMAKE_EXE_LINKER_FLAGS=${FLAGS}")
step(${CMAKE_COMMAND} --build ${WORK}/build)
step(${WORK}/build/perft3)
string(STRIP "${output}" perft)

execute_process(COMMAND mktemp -d -t dt-consumer-XXXXXX OUTPUT_VARIABLE empty OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT IS_DIRECTORY "${empty}")
  message(FATAL_ERROR "mktemp -d made no folder")
endif()
execute_process(COMMAND ${prefix}/bin/deepthought check WORKING_DIRECTORY ${empty}
                RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE errors)
file(REMOVE_RECURSE ${empty})
file(REAL_PATH ${prefix}/share/deepthought rulebook)
string(REGEX MATCH "^[^\n]*" first "${output}")
string(REGEX MATCH "[0-9]+ passed, [0-9]+ failed" summary "${output}")
if(NOT status EQUAL 0 OR NOT first STREQUAL "rulebook: ${rulebook} (installed)")
  message(FATAL_ERROR "installed deepthought check from an empty folder: exit ${status}\n${output}${errors}")
endif()
# 5. with MPI built, the installed tool finds its MPI module where it was installed
#    (<libdir>/deepthought, mpi/mpi_module.hpp) and counts under --mpi as one process.
file(GLOB_RECURSE mpi_module ${prefix}/*/libdt_mpi.so)
if(mpi_module)
  step(${CMAKE_COMMAND} -E env ASAN_OPTIONS=detect_leaks=0 ${prefix}/bin/deepthought perft orthodox 3 --mpi --json)
  if(NOT output MATCHES "\"depth\":3,\"nodes\":8902,")
    message(FATAL_ERROR "installed deepthought perft orthodox 3 --mpi: expected 8902 nodes at depth 3\n${output}")
  endif()
  message("installed --mpi found its module")
endif()
message("perft 3: ${perft}\ninstalled check from an empty folder: ${summary}")
