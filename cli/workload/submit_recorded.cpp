#include "cli/workload/submit_recorded.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <string>
#include <string_view>

#include "cli/app/option_adder.h"

namespace gpuq::cli {
namespace {

using client::ApiResult;
using client::usage_error;

// The word of `allowed` that `value` spells in any case, else "".
template <std::size_t N>
std::string spelled(const std::string& value, const std::array<std::string_view, N>& allowed) {
  for (std::string_view a : allowed) {
    if (lower_case(std::string(a)) == lower_case(value)) return std::string(a);
  }
  return {};
}

ApiResult<client::Toleration> parse_toleration(const std::string& text) {
  static constexpr const char* kFlag = "--toleration";
  static constexpr const char* kForm =
      "operator=Equal|Exists,key=KEY[,value=VALUE][,effect=NoSchedule|NoExecute|"
      "PreferNoSchedule][,seconds=N]";
  client::Toleration t;
  for (const std::string& item : split_items(text)) {
    const std::size_t eq = item.find('=');
    if (eq == std::string::npos) {
      return usage_error("expected KEY=VALUE items (" + std::string(kForm) + "), got \"" + item +
                             "\" in \"" + text + "\"",
                         kFlag);
    }
    const std::string key = item.substr(0, eq), value = item.substr(eq + 1);
    if (key == "operator") {
      t.operator_name = spelled(value, std::array<std::string_view, 2>{"Equal", "Exists"});
      if (t.operator_name.empty()) {
        return usage_error("operator must be Equal or Exists, not \"" + value + "\"", kFlag);
      }
    } else if (key == "key") {
      t.key = value;
    } else if (key == "value") {
      t.value = value;
    } else if (key == "effect") {
      t.effect = spelled(
          value, std::array<std::string_view, 3>{"NoSchedule", "NoExecute", "PreferNoSchedule"});
      if (t.effect.empty()) {
        return usage_error(
            "effect must be NoSchedule, NoExecute or PreferNoSchedule, not \"" + value + "\"",
            kFlag);
      }
    } else if (key == "seconds") {
      int64_t n = 0;
      const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
      if (ec != std::errc() || end != value.data() + value.size() || n < 1) {
        return usage_error("seconds must be a whole number of at least 1, not \"" + value + "\"",
                           kFlag);
      }
      t.seconds = n;
    } else {
      return usage_error("unknown key \"" + key + "\" in \"" + text + "\" (expected " + kForm + ")",
                         kFlag);
    }
  }
  if (t.operator_name.empty()) t.operator_name = "Equal";
  if (t.key.empty() && t.operator_name != "Exists") {
    return usage_error("key=KEY is needed unless operator=Exists (" + std::string(kForm) + ")",
                       kFlag);
  }
  return t;
}

}  // namespace

void add_recorded_flags(CLI::App* c, SubmitFlags& f, bool v1) {
  OptionAdder add(c);
  add.option(
      "--node-type", f.node_type,
      "A node type label to run on (a Kubernetes backend only; no effect on a local daemon)");
  add.option("--toleration", f.tolerations,
             "operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N] (repeat the "
             "flag; a Kubernetes backend only, no effect on a local daemon)")
      ->allow_extra_args(false);
  add.option(
      "--image-pull-policy", f.image_pull_policy,
      "Always, IfNotPresent or Never (a Kubernetes backend only; no effect on a local daemon)");
  add.option("--template", f.template_name,
             "A Run:ai template (recorded for Kubernetes; no effect here)");
  add.option(v1 ? "--ttl-after-finish" : "--auto-deletion-time-after-completion", f.delete_after,
             "Delete the workload this long after it ends (90s, 10m, 2h)");
}

ApiResult<void> apply_recorded(const SubmitFlags& f, client::SubmitRequest& r) {
  client::WorkloadSpec& s = r.spec;
  s.node_type = f.node_type;
  if (f.image_pull_policy) {
    s.image_pull_policy = spelled(
        *f.image_pull_policy, std::array<std::string_view, 3>{"Always", "IfNotPresent", "Never"});
    if (s.image_pull_policy->empty()) {
      return usage_error(
          "must be Always, IfNotPresent or Never, not \"" + *f.image_pull_policy + "\"",
          "--image-pull-policy");
    }
  }
  for (const std::string& text : f.tolerations) {
    auto t = parse_toleration(text);
    if (!t) return std::unexpected(t.error());
    s.tolerations.push_back(std::move(*t));
  }
  r.template_id = f.template_name;
  if (f.delete_after) {
    const std::string flag = f.v1 ? "--ttl-after-finish" : "--auto-deletion-time-after-completion";
    auto seconds = parse_seconds(*f.delete_after, flag);
    if (!seconds) return std::unexpected(seconds.error());
    s.auto_deletion_seconds = *seconds;
  }
  return {};
}

}  // namespace gpuq::cli
