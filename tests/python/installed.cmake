# The installed Python package stands alone: `cmake --install` of the python component into
# a fresh prefix, then imported from PREFIX/DIR by the Python it was built for, which prints
# perft 3 of the orthodox start position (8902: Chess Programming Wiki, "Perft Results").
# -D BUILD (the build tree), WORK (a scratch folder), PYTHON, DIR (DEEPTHOUGHT_PYTHON_DIR).
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD} --prefix ${WORK}/prefix --component python
                RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "cmake --install --component python: exit ${status}\n${output}")
endif()
set(ENV{PYTHONPATH} ${WORK}/prefix/${DIR})
set(ENV{PYTHONDONTWRITEBYTECODE} 1)
execute_process(COMMAND ${PYTHON} -c "import deepthought, pathlib, sys; assert pathlib.Path(deepthought.__file__).is_relative_to(sys.argv[1]), deepthought.__file__; print('imported from the prefix: perft 3 =', deepthought.Game('orthodox').perft(3))" ${WORK}/prefix
                WORKING_DIRECTORY ${WORK} RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
file(REMOVE_RECURSE ${WORK})
message("${output}")
if(NOT status EQUAL 0)
  message(FATAL_ERROR "import from ${WORK}/prefix/${DIR}: exit ${status}")
endif()
