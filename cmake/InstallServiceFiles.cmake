# Run at install time (install(SCRIPT)), so that the paths follow the prefix
# of this installation, which the package sets (/usr) after configuration:
#   /usr        -> /etc/gpuq/daemon.yaml, /lib/systemd/system, zsh's
#                  vendor-completions (where Debian's zsh looks)
#   PREFIX      -> PREFIX/etc/gpuq/daemon.yaml, PREFIX/lib/systemd/system,
#                  PREFIX/share/zsh/site-functions
# Needs GPUQ_SOURCE_DIR and GPUQ_BINARY_DIR (set by install(CODE) before).
if(CMAKE_INSTALL_PREFIX STREQUAL "/usr")
  set(sysconfdir "/etc")
  set(unitdir "/lib/systemd/system")
  set(zshdir "/usr/share/zsh/vendor-completions")
else()
  set(sysconfdir "${CMAKE_INSTALL_PREFIX}/etc")
  set(unitdir "${CMAKE_INSTALL_PREFIX}/lib/systemd/system")
  set(zshdir "${CMAKE_INSTALL_PREFIX}/share/zsh/site-functions")
endif()
set(staging "${GPUQ_BINARY_DIR}/service-files/${CMAKE_INSTALL_PREFIX}")

# The unit, with this installation's paths.
set(GPUQ_UNIT_BINDIR "${CMAKE_INSTALL_PREFIX}/bin")
set(GPUQ_UNIT_SYSCONFDIR "${sysconfdir}")
configure_file("${GPUQ_SOURCE_DIR}/deploy/systemd/gpuq-daemon.service.in"
               "${staging}/gpuq-daemon.service" @ONLY)
file(INSTALL "${staging}/gpuq-daemon.service" DESTINATION "${unitdir}"
     FILE_PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)

file(INSTALL "${GPUQ_SOURCE_DIR}/completions/_gpuq" DESTINATION "${zshdir}"
     FILE_PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)

# daemon.yaml: examples/daemon.yaml with every setting commented out, under a
# header and the one setting a shared server needs (the gpuq group may use
# the socket). Every default then holds, and the comments say what each key
# does. An administrator's edited file is never overwritten: the new one is
# installed beside it as daemon.yaml.new (the package's conffile handling
# does the same through dpkg).
# Read whole and commented by a regular expression: a CMake list of lines
# would split each at its semicolons.
file(READ "${GPUQ_SOURCE_DIR}/examples/daemon.yaml" example)
# (A newline in front stands for the first line's start: CMake's ^ matches
# wherever each repeated match begins.)
string(REGEX REPLACE "\n([^#\n])" "\n# \\1" example "\n${example}")
string(SUBSTRING "${example}" 1 -1 example)
set(config "# gpuq daemon configuration for this machine, read by gpuq-daemon.service.
#
# After an edit:  sudo systemctl reload gpuq-daemon   (running pods keep running)
# Check it first: gpuq-daemon --config ${sysconfdir}/gpuq/daemon.yaml --check-config
#
# Below the one setting in effect, every key of examples/daemon.yaml follows,
# commented out: uncomment and edit what this machine needs.

# Members of the gpuq group may use the daemon's socket (sudo adduser NAME gpuq).
socket:
  group: gpuq

# ----------------------------------------------------------------------------
")
string(APPEND config "${example}")
file(WRITE "${staging}/daemon.yaml" "${config}")
set(installed_config "$ENV{DESTDIR}${sysconfdir}/gpuq/daemon.yaml")
if(EXISTS "${installed_config}")
  file(READ "${installed_config}" current)
  if(NOT current STREQUAL config)
    message(STATUS "Keeping the edited ${sysconfdir}/gpuq/daemon.yaml; the new one is daemon.yaml.new")
    file(INSTALL "${staging}/daemon.yaml" DESTINATION "${sysconfdir}/gpuq"
         RENAME daemon.yaml.new FILE_PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
    return()
  endif()
endif()
file(INSTALL "${staging}/daemon.yaml" DESTINATION "${sysconfdir}/gpuq"
     FILE_PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
