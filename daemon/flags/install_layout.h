// Where gpuq's programs find each other once installed. gpuq and
// gpuq-daemon are in the same bin directory; the helpers that people do not
// type (gpuq-pod-shim, gpuq-dynamic) are either beside them (a build tree)
// or in ../libexec/gpuq/ (a package: /usr/bin and /usr/libexec/gpuq).
#ifndef GPUQ_DAEMON_FLAGS_INSTALL_LAYOUT_H_
#define GPUQ_DAEMON_FLAGS_INSTALL_LAYOUT_H_

#include <string>
#include <string_view>

namespace gpuq::daemon {

// The path of gpuq's program `name` for this process: beside this
// process's binary when an executable of that name is there, else in
// <binary's dir>/../libexec/gpuq/ (a program in bin/ looking for a helper),
// else in <binary's dir>/../../bin/ (a helper in libexec/gpuq/, such as
// gpuq-dynamic, looking for gpuq-daemon), else the path beside (for the
// caller's error message). Empty when /proc/self/exe cannot be read.
std::string companion_binary(std::string_view name);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_FLAGS_INSTALL_LAYOUT_H_
