# Installation of what a service needs, and the Debian packages built from
# this build tree with CPack (scripts/package.sh runs it):
#
#   gpuq      /usr/bin/gpuq and gpuq-daemon, /usr/libexec/gpuq/ (helpers),
#             man pages, completions, /etc/gpuq/daemon.yaml (a conffile),
#             the systemd unit; postinst creates the gpuq group
#   gpuq-dev  the client library, its headers and its CMake package
#
# The package's prefix is /usr whatever CMAKE_INSTALL_PREFIX this tree was
# configured with (CPACK_SET_DESTDIR with CPACK_INSTALL_PREFIX): what depends
# on the prefix (/etc, the unit's paths) is decided at install time by
# cmake/InstallServiceFiles.cmake.

# Man pages, compressed as Debian wants them (and as man reads them anywhere).
file(GLOB GPUQ_MAN_PAGES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/man/*.1)
set(GPUQ_MAN_GZ)
foreach(page IN LISTS GPUQ_MAN_PAGES)
  get_filename_component(name ${page} NAME)
  set(out ${PROJECT_BINARY_DIR}/man/${name}.gz)
  add_custom_command(OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/man
    COMMAND gzip -9nc ${page} > ${out}
    DEPENDS ${page} VERBATIM)
  list(APPEND GPUQ_MAN_GZ ${out})
endforeach()
add_custom_target(gpuq-man-pages ALL DEPENDS ${GPUQ_MAN_GZ})
install(FILES ${GPUQ_MAN_GZ} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT runtime)

install(FILES completions/gpuq.bash RENAME gpuq
  DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions COMPONENT runtime)
install(FILES completions/gpuq.fish
  DESTINATION ${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d COMPONENT runtime)
# The unit, daemon.yaml and zsh's completion: paths decided at install time.
install(CODE "set(GPUQ_SOURCE_DIR \"${PROJECT_SOURCE_DIR}\")
set(GPUQ_BINARY_DIR \"${PROJECT_BINARY_DIR}\")" COMPONENT runtime)
install(SCRIPT cmake/InstallServiceFiles.cmake COMPONENT runtime)

# The lintian tags that are intended, each with why.
install(FILES deploy/debian/lintian-overrides RENAME gpuq
  DESTINATION ${CMAKE_INSTALL_DATADIR}/lintian/overrides COMPONENT runtime)

# Each package's copyright and changelog (Debian policy 12.5 and 12.7).
string(TIMESTAMP GPUQ_PACKAGE_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)
set(GPUQ_MAINTAINER "gpuq developers <gpuq@example.org>")
file(WRITE ${PROJECT_BINARY_DIR}/package/changelog
  "gpuq (${PROJECT_VERSION}) unstable; urgency=medium\n\n"
  "  * Built from the gpuq source tree.\n\n"
  " -- ${GPUQ_MAINTAINER}  ${GPUQ_PACKAGE_DATE}\n")
add_custom_command(OUTPUT ${PROJECT_BINARY_DIR}/package/changelog.gz
  COMMAND gzip -9nc ${PROJECT_BINARY_DIR}/package/changelog > ${PROJECT_BINARY_DIR}/package/changelog.gz
  DEPENDS ${PROJECT_BINARY_DIR}/package/changelog VERBATIM)
add_custom_target(gpuq-package-changelog ALL DEPENDS ${PROJECT_BINARY_DIR}/package/changelog.gz)
foreach(pair IN ITEMS runtime:gpuq dev:gpuq-dev)
  string(REPLACE ":" ";" pair ${pair})
  list(GET pair 0 component)
  list(GET pair 1 package)
  install(FILES deploy/debian/copyright ${PROJECT_BINARY_DIR}/package/changelog.gz
    DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/${package} COMPONENT ${component})
endforeach()

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME gpuq)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "${GPUQ_MAINTAINER}")
set(CPACK_PACKAGE_DIRECTORY ${PROJECT_BINARY_DIR}/package)
set(CPACK_SET_DESTDIR ON)
set(CPACK_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL runtime dev)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION admin)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)  # Depends from what is linked (dpkg-shlibdeps)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_ENABLE_COMPONENT_DEPENDS ON)

set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME gpuq)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SECTION admin)
# addgroup (postinst), deb-systemd-helper and deb-systemd-invoke, kill
# (procps: the unit's ExecReload). NVML is
# loaded by the daemon with dlopen (Debian's non-free libnvidia-ml1, or the
# driver's own); libcurl by gpuq too, but gpuq-daemon links it (Depends).
set(CPACK_DEBIAN_RUNTIME_PACKAGE_DEPENDS "adduser, init-system-helpers (>= 1.52), procps")
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SUGGESTS "libnvidia-ml1")
set(CPACK_COMPONENT_RUNTIME_DESCRIPTION "fair sharing of a machine's GPUs: scheduler daemon and CLI
gpuq shares the GPUs of one machine among the users and projects of a lab:
quotas, over-quota use with fair share and reclaim, preemption, gangs, GPU
fractions and MIG, with a command line in the style of Run:ai (gpuq submit,
gpuq workload list). Workloads run as processes of the users who submit them.
.
This package holds the CLI, the daemon and its systemd service
(gpuq-daemon.service), started on installation. Members of the gpuq group
may use the daemon's socket.")
set(CPACK_DEBIAN_RUNTIME_PACKAGE_CONTROL_EXTRA
  ${PROJECT_SOURCE_DIR}/deploy/debian/conffiles ${PROJECT_SOURCE_DIR}/deploy/debian/postinst
  ${PROJECT_SOURCE_DIR}/deploy/debian/prerm ${PROJECT_SOURCE_DIR}/deploy/debian/postrm)

set(CPACK_DEBIAN_DEV_PACKAGE_NAME gpuq-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
# No dependency on gpuq: a program built with the library talks to a daemon
# that may be on another machine, and installing gpuq would start one here.
# What gpuqConfig.cmake finds (find_dependency) and the headers include.
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS "libyaml-cpp-dev, nlohmann-json3-dev, libcurl4")
set(CPACK_COMPONENT_DEV_DESCRIPTION "fair sharing of a machine's GPUs: client library
The C++ client library of gpuq (a static library, C++23), its headers and
its CMake package: find_package(gpuq) gives the target gpuq::client, which
submits, lists and follows workloads on a gpuq daemon.")

include(CPack)
