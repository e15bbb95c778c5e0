// The shim's command line, built by the daemon and parsed by the shim.
#include <algorithm>
#include <charconv>
#include <string>

#include "daemon/exec/shim/pod_shim.h"

namespace gpuq::daemon {
namespace {

template <class T>
bool parse_integer(std::string_view text, T& value) {
  if (text.empty()) return false;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size();
}

// "0,4,27" (an empty list is not one: a user always has its own group).
bool parse_groups(std::string_view text, std::vector<gid_t>& groups) {
  groups.clear();
  std::size_t start = 0;
  for (;;) {
    const std::size_t end = std::min(text.find(',', start), text.size());
    gid_t g = 0;
    if (!parse_integer(text.substr(start, end - start), g)) return false;
    groups.push_back(g);
    if (end == text.size()) return true;
    start = end + 1;
  }
}

}  // namespace

std::vector<std::string> pod_shim_arguments(const PodShimOptions& options) {
  std::vector<std::string> args = {std::string(kPodShimCommand),
                                   "--exit-file",
                                   options.exit_file,
                                   "--log-fd",
                                   std::to_string(options.log_fd),
                                   "--log-limit",
                                   std::to_string(options.log_limit),
                                   "--env-fd",
                                   std::to_string(options.env_fd),
                                   "--uid",
                                   std::to_string(options.uid),
                                   "--gid",
                                   std::to_string(options.gid)};
  std::string groups;
  for (gid_t g : options.groups) groups += (groups.empty() ? "" : ",") + std::to_string(g);
  args.insert(args.end(), {"--groups", groups});
  if (!options.home.empty()) args.insert(args.end(), {"--home", options.home});
  if (options.log_reserve > 0) {
    args.insert(args.end(), {"--log-reserve", std::to_string(options.log_reserve)});
  }
  if (!options.working_dir.empty()) {
    args.insert(args.end(), {"--cwd", options.working_dir});
  }
  if (!options.cgroup_dir.empty()) {
    args.insert(args.end(), {"--cgroup", options.cgroup_dir});
  }
  for (const std::string& dir : options.read_only) args.insert(args.end(), {"--read-only", dir});
  if (options.input != PodInput::none) {
    args.insert(args.end(), {"--input", options.input == PodInput::tty ? "tty" : "pipe"});
  }
  if (!options.control.empty()) args.insert(args.end(), {"--control", options.control});
  if (options.control_fd >= 0) {
    args.insert(args.end(), {"--control-fd", std::to_string(options.control_fd)});
  }
  args.emplace_back("--");
  args.insert(args.end(), options.argv.begin(), options.argv.end());
  return args;
}

core::Result<PodShimOptions> parse_pod_shim_arguments(const std::vector<std::string_view>& args) {
  PodShimOptions options;
  std::size_t i = 0;
  for (; i < args.size() && args[i] != "--"; i += 2) {
    const std::string_view flag = args[i];
    if (i + 1 == args.size()) return core::fail("needs a value", std::string(flag));
    const std::string_view value = args[i + 1];
    bool ok = true;
    if (flag == "--exit-file") {
      options.exit_file = value;
    } else if (flag == "--log-fd") {
      ok = parse_integer(value, options.log_fd);
    } else if (flag == "--log-limit") {
      ok = parse_integer(value, options.log_limit) && options.log_limit >= 0;
    } else if (flag == "--log-reserve") {
      ok = parse_integer(value, options.log_reserve) && options.log_reserve >= 0;
    } else if (flag == "--env-fd") {
      ok = parse_integer(value, options.env_fd);
    } else if (flag == "--uid") {
      ok = parse_integer(value, options.uid);
    } else if (flag == "--gid") {
      ok = parse_integer(value, options.gid);
    } else if (flag == "--groups") {
      ok = parse_groups(value, options.groups);
    } else if (flag == "--home") {
      options.home = value;
    } else if (flag == "--cwd") {
      options.working_dir = value;
    } else if (flag == "--cgroup") {
      options.cgroup_dir = value;
    } else if (flag == "--input") {
      ok = value == "none" || value == "pipe" || value == "tty";
      options.input = value == "tty"    ? PodInput::tty
                      : value == "pipe" ? PodInput::pipe
                                        : PodInput::none;
    } else if (flag == "--control") {
      ok = !value.empty() && value.size() < 100;
      options.control = value;
    } else if (flag == "--control-fd") {
      ok = parse_integer(value, options.control_fd) && options.control_fd > 2;
    } else if (flag == "--read-only") {
      ok = value.starts_with('/');
      options.read_only.emplace_back(value);
    } else {
      return core::fail("unknown flag", std::string(flag));
    }
    if (!ok) return core::fail("bad value '" + std::string(value) + "'", std::string(flag));
  }
  if (i == args.size()) return core::fail("expected '--' and the command to run");
  for (++i; i < args.size(); ++i) options.argv.emplace_back(args[i]);
  if (options.argv.empty()) return core::fail("no command after '--'");
  if (options.exit_file.empty()) return core::fail("is required", "--exit-file");
  if (options.groups.empty()) return core::fail("is required", "--groups");
  return options;
}

}  // namespace gpuq::daemon
