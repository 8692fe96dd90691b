# A test program run with TMPDIR pointed at a folder of its own: the test fails if the
# program fails or leaves anything in that folder (what a test writes there is its own to
# remove; a user's temporary directory is not a place to leave files in).
#   cmake -DPROGRAM=<binary> -DARGS=<arguments, a ;-list> -DSCRATCH=<folder> -P leaves_nothing.cmake
file(REMOVE_RECURSE "${SCRATCH}")
file(MAKE_DIRECTORY "${SCRATCH}")
execute_process(COMMAND "${CMAKE_COMMAND}" -E env "TMPDIR=${SCRATCH}" "${PROGRAM}" ${ARGS} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${PROGRAM} ${ARGS}: exit status ${status}")
endif()
file(GLOB_RECURSE left_behind LIST_DIRECTORIES true "${SCRATCH}/*")
if(left_behind)
  list(LENGTH left_behind count)
  list(GET left_behind 0 first)
  message(FATAL_ERROR "${PROGRAM} left ${count} files or folders in the temporary directory, such as ${first}")
endif()
file(REMOVE_RECURSE "${SCRATCH}")
