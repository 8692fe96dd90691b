# The man page and the bash completion, written by the tool just built from the command
# table its --help prints (harness/commands/command_table.hpp), so that neither can drift
# from it. -D TOOL (the built deepthought), MAN (deepthought.1.gz), COMPLETION (the script).
# The man page is compressed as Debian installs man pages: gzip -9 without a name or time,
# so that the same sources give the same bytes.
foreach(file MAN COMPLETION)
  get_filename_component(dir ${${file}} DIRECTORY)
  file(MAKE_DIRECTORY ${dir})
endforeach()
execute_process(COMMAND ${TOOL} help --man OUTPUT_FILE ${MAN}.roff RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${TOOL} help --man: exit ${status}")
endif()
execute_process(COMMAND gzip -9n INPUT_FILE ${MAN}.roff OUTPUT_FILE ${MAN} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "gzip -9n ${MAN}.roff: exit ${status}")
endif()
file(REMOVE ${MAN}.roff)
execute_process(COMMAND ${TOOL} help --completion bash OUTPUT_FILE ${COMPLETION} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${TOOL} help --completion bash: exit ${status}")
endif()
