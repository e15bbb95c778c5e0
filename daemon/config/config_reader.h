// Internal to the config reader (config.cpp, config_projects.cpp): the parts
// of the file that are read in their own source file, and the checks they
// share. Not for use elsewhere; the interface is daemon/config/config.h.
#ifndef GPUQ_DAEMON_CONFIG_CONFIG_READER_H_
#define GPUQ_DAEMON_CONFIG_CONFIG_READER_H_

#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/yaml/yaml_document.h"
#include "daemon/config/config.h"

namespace gpuq::daemon::config_reader {

// A name for a pool, project, department or profile: a DNS label (1 to 63 of
// [a-z0-9-], starting and ending with a letter or digit). Fails at `v`.
core::Result<std::string> read_name(core::YamlDocument& yaml, const core::YamlValue& v);

// A user name, or "@group". Fails at `v`.
core::Result<std::string> read_principal(core::YamlDocument& yaml, const core::YamlValue& v);
// A list of them (one string reads as a list of one).
core::Result<std::vector<std::string>> read_principals(core::YamlDocument& yaml,
                                                       const core::YamlValue& v);

// The names node pools may be called by in this file: the declared pools,
// or "default" when none are declared.
std::vector<std::string> pool_names(const DaemonConfig& config);

// `pools:` (the value `v`) into out.pools. Checks names, devices (no device
// in two pools) and that each pool names its devices when there are several.
core::Result<void> read_pools(core::YamlDocument& yaml, const core::YamlValue& v,
                              DaemonConfig& out);

// `departments:` and `projects:` of `root` into out.projects (departments
// first, each list in file order). Needs out.pools already read.
core::Result<void> read_projects(core::YamlDocument& yaml, const core::YamlMap& root,
                                 DaemonConfig& out);

// `profiles:` of `root` into out.profiles. Needs out.pools already read.
core::Result<void> read_profiles(core::YamlDocument& yaml, const core::YamlMap& root,
                                 DaemonConfig& out);

}  // namespace gpuq::daemon::config_reader

#endif  // GPUQ_DAEMON_CONFIG_CONFIG_READER_H_
