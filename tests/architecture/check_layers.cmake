# The layering of ARCHITECTURE.md, checked: each library may link and
# include only the layers below it. Fails naming the file and the include,
# or the target and the link, that points up or sideways.
#
#   cmake -DSRC=<source dir> -DLINKS=<file written at configure time> -P check_layers.cmake
#
# LINKS has one line per target: "<target>: <gpuq targets it links>".
cmake_minimum_required(VERSION 3.25)

# name | folder | target | layers it may use directly
set(layers
  "core|core|gpuq_core|"
  "yaml|core/yaml|gpuq_yaml|core"
  "scenario|core/scenario|gpuq_scenario|core yaml"
  "client_api|include/gpuq|gpuq_client|"
  "client|libclient|gpuq_client|client_api"
  "model|daemon/model|gpuq_daemon_model|core"
  "store|daemon/store|gpuq_daemon_store|model"
  "config|daemon/config|gpuq_daemon_config|core yaml"
  "gpu|daemon/gpu|gpuq_daemon_gpu|core yaml config"
  "shim|daemon/exec/shim|gpuq_pod_shim|core"
  "exec|daemon/exec|gpuq_daemon_exec|model shim"
  "service|daemon/service|gpuq_daemon_service|model store config gpu exec"
  "sched|daemon/sched|gpuq_daemon_sched|model service exec shim"
  "kube|daemon/kube|gpuq_daemon_kube|core yaml model"
  "kube_backend|daemon/kube/backend|gpuq_daemon_kube_backend|model service kube"
  "http|daemon/http|gpuq_daemon_http|core"
  "api|daemon/api|gpuq_daemon_api|model store config service http"
  "flags|daemon/flags|gpuq_daemon_flags|"
  "entry||gpuq_daemon_entry|flags shim"
  "main|daemon/main|gpuq_daemon_main|flags api sched kube kube_backend http exec gpu store config service"
  "cli|cli|gpuq_cli|client client_api scenario entry")

set(names "")
foreach(row IN LISTS layers)
  string(REPLACE "|" ";" f "${row}")
  list(GET f 0 name)
  list(GET f 1 folder)
  list(GET f 2 target)
  list(GET f 3 deps)
  separate_arguments(deps)
  list(APPEND names ${name})
  set(folder_${name} "${folder}")
  set(target_${name} "${target}")
  set(deps_${name} ${deps})
endforeach()

# What each layer may reach: itself and everything below it, transitively.
foreach(name IN LISTS names)
  set(reach ${name})
  set(todo ${deps_${name}})
  while(todo)
    list(POP_FRONT todo next)
    if(NOT next IN_LIST reach)
      list(APPEND reach ${next})
      list(APPEND todo ${deps_${next}})
    endif()
  endwhile()
  set(reach_${name} ${reach})
endforeach()

# The layer a path belongs to: the one with the longest folder prefix.
function(layer_of path out)
  set(best "")
  set(best_len -1)
  foreach(name IN LISTS names)
    set(folder "${folder_${name}}")
    if(folder STREQUAL "")
      continue()
    endif()
    string(LENGTH "${folder}" len)
    string(FIND "${path}" "${folder}/" at)
    if(at EQUAL 0 AND len GREATER best_len)
      set(best ${name})
      set(best_len ${len})
    endif()
  endforeach()
  set(${out} "${best}" PARENT_SCOPE)
endfunction()

set(problems "")

# Includes. Public headers are included as "gpuq/x.h".
foreach(name IN LISTS names)
  set(folder "${folder_${name}}")
  if(folder STREQUAL "" OR NOT IS_DIRECTORY "${SRC}/${folder}")
    continue()
  endif()
  file(GLOB_RECURSE files RELATIVE "${SRC}" "${SRC}/${folder}/*.h" "${SRC}/${folder}/*.cpp")
  foreach(file IN LISTS files)
    layer_of("${file}" owner)
    if(NOT owner STREQUAL name)
      continue()  # a deeper layer's file
    endif()
    file(STRINGS "${SRC}/${file}" lines REGEX "^#include \"")
    foreach(line IN LISTS lines)
      string(REGEX REPLACE "^#include \"([^\"]+)\".*" "\\1" included "${line}")
      if(included MATCHES "^gpuq/")
        set(included "include/${included}")
      endif()
      layer_of("${included}" target_layer)
      if(target_layer STREQUAL "")
        continue()  # a file beside it ("x.h")
      endif()
      if(NOT target_layer IN_LIST reach_${name})
        list(APPEND problems
          "${file}: includes ${included}: ${name} may not use ${target_layer}")
      endif()
    endforeach()
  endforeach()
endforeach()

# Links.
file(STRINGS "${LINKS}" link_lines)
foreach(line IN LISTS link_lines)
  string(REGEX REPLACE "^([^:]+):.*" "\\1" target "${line}")
  string(REGEX REPLACE "^[^:]+:(.*)" "\\1" linked "${line}")
  separate_arguments(linked)
  set(name "")
  foreach(n IN LISTS names)
    if(target_${n} STREQUAL target AND NOT n STREQUAL "client_api")
      set(name ${n})
    endif()
  endforeach()
  if(name STREQUAL "")
    continue()
  endif()
  set(allowed_targets "")
  foreach(n IN LISTS reach_${name})
    list(APPEND allowed_targets ${target_${n}})
  endforeach()
  foreach(dep IN LISTS linked)
    if(dep STREQUAL "")
      continue()
    endif()
    if(NOT dep IN_LIST allowed_targets)
      list(APPEND problems "${target} links ${dep}: ${name} may not use it")
    endif()
  endforeach()
endforeach()

if(problems)
  list(LENGTH problems n)
  string(REPLACE ";" "\n  " text "${problems}")
  message(FATAL_ERROR "${n} layering problem(s) (see ARCHITECTURE.md):\n  ${text}")
endif()
message(STATUS "layers: every include and link points down")
