// The static gpuq and its dynamic twin.
//
// Where glibc's archive is installed, `gpuq` is linked statically: no dynamic
// loader, libc or libm to map and relocate, which is a third of a short
// command's CPU and its wall time in a submit loop (bench/README.md, round 5).
// A static program cannot safely load shared libraries, and two things need
// them: libcurl (dlopen, for http:// and https:// servers) and the user
// database (NSS, for the home directory when $HOME is not set). For those the
// static gpuq replaces itself (execv) with `gpuq-dynamic`, the same command
// line linked dynamically and installed with it, with the same arguments,
// environment and working directory, before the command has read or written
// anything. Commands on the local daemon's Unix socket never pay for it.
#ifndef GPUQ_CLI_APP_DYNAMIC_TWIN_H_
#define GPUQ_CLI_APP_DYNAMIC_TWIN_H_

#include <optional>
#include <string>

#include "cli/app/global_options.h"
#include "gpuq/transport.h"

namespace gpuq::cli {

// The environment variable that names the twin (for tests and unusual
// installs); unset or empty: gpuq-dynamic beside the running binary.
inline constexpr const char* kDynamicTwinVariable = "GPUQ_DYNAMIC_BINARY";
// Set by a static gpuq for the twin it execs, which removes it at once (so
// that no pod's captured environment keeps it): a static binary that finds
// it set runs the command itself instead of handing it over again.
inline constexpr const char* kHandedOverVariable = "GPUQ_HANDED_OVER";

// Why a command needs shared libraries: "the server is https://..." when
// `transport` uses libcurl, "$HOME is not set" (the user database); nullopt
// when the static binary can run it.
std::optional<std::string> needs_shared_libraries(const client::TransportOptions& transport);

// $GPUQ_DYNAMIC_BINARY when set, else "gpuq-dynamic" where gpuq installs it
// (daemon/flags/install_layout.h: beside the running binary or in
// ../libexec/gpuq/); "" when /proc/self/exe cannot be read.
std::string dynamic_twin_path();

// In a static gpuq (options.linkage), when the command's context (resolved
// from the options) needs shared libraries: execs dynamic_twin_path() with
// options.argv and does not return. When the twin cannot be run the command
// runs here (with -v, saying why): most commands need neither, and libcurl
// refuses to load into a static program with an error naming gpuq-dynamic.
// nullopt when the command runs here; run() calls it after parsing, before
// the command has read or written anything.
std::optional<int> hand_over_if_needed(const GlobalOptions& options);

// The same for a command that talks to a server of its own choosing
// (`gpuq login --server`), with that server's transport options. Call it
// before reading standard input or writing anything.
std::optional<int> hand_over_if_needed(const GlobalOptions& options,
                                       const client::TransportOptions& transport);

// The same for a command that needs shared libraries for `reason` of its
// own (`gpuq doctor` reads the group database): hands over unconditionally
// in a static gpuq.
std::optional<int> hand_over_for(const GlobalOptions& options, const std::string& reason);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_APP_DYNAMIC_TWIN_H_
