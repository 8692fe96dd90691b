# Profile-guided optimisation with GCC, opt-in (make pgo runs both steps; docs/performance.md,
# "Profile-guided build"): DEEPTHOUGHT_PGO=generate builds the rules and the tool instrumented,
# writing their profile to DEEPTHOUGHT_PGO_DIR when they run; =use builds them again
# optimised with that profile. Like every build setting it changes speed, never a count:
# make pgo checks the optimised tool against the rulebook's deep counts.
set(DEEPTHOUGHT_PGO "OFF" CACHE STRING "Profile-guided optimisation: OFF, generate (instrumented, writes the profile) or use (optimised with it)")
set_property(CACHE DEEPTHOUGHT_PGO PROPERTY STRINGS OFF generate use)
set(DEEPTHOUGHT_PGO_DIR "${CMAKE_BINARY_DIR}/pgo-profile" CACHE PATH "The profile folder DEEPTHOUGHT_PGO=generate writes and =use reads")
if(NOT DEEPTHOUGHT_PGO MATCHES "^(OFF|generate|use)$")
  message(FATAL_ERROR "DEEPTHOUGHT_PGO is '${DEEPTHOUGHT_PGO}': expected OFF, generate or use")
endif()

if(NOT DEEPTHOUGHT_PGO STREQUAL "OFF")
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    message(FATAL_ERROR "DEEPTHOUGHT_PGO=${DEEPTHOUGHT_PGO} needs GCC (-fprofile-generate, -fprofile-use); the compiler is ${CMAKE_CXX_COMPILER_ID}")
  endif()
  # The profile names each object by its path under the build folder, not the absolute one,
  # so that a profile written by one build folder is found by a build in another.
  set(dt_pgo_common -fprofile-prefix-path=${CMAKE_BINARY_DIR})
  if(DEEPTHOUGHT_PGO STREQUAL "generate")
    # Atomic counters: the threads of --threads update the same ones.
    set(dt_pgo_compile -fprofile-generate=${DEEPTHOUGHT_PGO_DIR} -fprofile-update=atomic ${dt_pgo_common})
    set(dt_pgo_link -fprofile-generate=${DEEPTHOUGHT_PGO_DIR})
  else()
    # ccache does not know -fprofile-prefix-path: it would look for the profile under the
    # absolute name, find none, and serve an object compiled with an older profile.
    if(CMAKE_CXX_COMPILER_LAUNCHER MATCHES "ccache")
      message(FATAL_ERROR "DEEPTHOUGHT_PGO=use: CMAKE_CXX_COMPILER_LAUNCHER is '${CMAKE_CXX_COMPILER_LAUNCHER}': expected none (ccache cannot see the profile)")
    endif()
    if(NOT EXISTS ${DEEPTHOUGHT_PGO_DIR})
      message(FATAL_ERROR "DEEPTHOUGHT_PGO=use: DEEPTHOUGHT_PGO_DIR '${DEEPTHOUGHT_PGO_DIR}' does not exist: expected the folder a DEEPTHOUGHT_PGO=generate build's runs wrote")
    endif()
    # Code the training did not run is optimised as in a plain build, not for size.
    set(dt_pgo_compile -fprofile-use=${DEEPTHOUGHT_PGO_DIR} -fprofile-partial-training -Wno-missing-profile ${dt_pgo_common})
    set(dt_pgo_link)
  endif()
  string(REPLACE ";" " " dt_pgo_text "${dt_pgo_compile}")
  message(STATUS "Deep Thought: ${dt_pgo_text} (DEEPTHOUGHT_PGO=${DEEPTHOUGHT_PGO})")
endif()

# dt_pgo(TARGET...): the rules library and the tool compiled with the profile flags; a program
# linking the instrumented library takes its run-time library (libgcov) with it.
function(dt_pgo)
  if(DEEPTHOUGHT_PGO STREQUAL "OFF")
    return()
  endif()
  foreach(target ${ARGN})
    target_compile_options(${target} PRIVATE ${dt_pgo_compile})
  endforeach()
  if(dt_pgo_link)
    target_link_options(dt_rules INTERFACE $<BUILD_INTERFACE:${dt_pgo_link}>)
  endif()
endfunction()
