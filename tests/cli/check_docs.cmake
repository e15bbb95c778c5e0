# Fails when the committed man/ and completions/ differ from what the built
# gpuq generates. Run as: cmake -DGPUQ=... -DSRC=... -DOUT=... -P check_docs.cmake
file(REMOVE_RECURSE ${OUT})
execute_process(COMMAND ${GPUQ} __generate-docs ${OUT} RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "gpuq __generate-docs failed (${rc}): ${err}")
endif()
set(stale "")
foreach(dir man completions)
  execute_process(COMMAND diff -ru ${SRC}/${dir} ${OUT}/${dir}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message("${out}")
    set(stale "${stale} ${dir}/")
  endif()
endforeach()
if(stale)
  message(FATAL_ERROR "${stale} out of date with the commands: run scripts/regen-docs.sh")
endif()
