// The daemon's configuration file: the top level, paths and policy. Pools
// are read in config_pools.cpp; projects, departments and profiles in
// config_projects.cpp.
#include "daemon/config/config.h"

#include <unistd.h>

#include <algorithm>
#include <array>
#include <climits>
#include <cstdlib>
#include <filesystem>
#include <string_view>

#include "core/iso_time.h"
#include "core/yaml/yaml_document.h"
#include "daemon/config/config_reader.h"

namespace gpuq::daemon {
namespace config_reader {
namespace {

constexpr std::array<std::string_view, 13> kTopKeys = {
    "state_dir", "socket", "listen",   "gpus",  "administrators", "pools",     "departments",
    "projects",  "policy", "profiles", "ports", "backend",        "kubernetes"};
constexpr std::array<std::string_view, 5> kKubernetesKeys = {
    "kubeconfig", "context", "namespace_prefix", "queue_label", "instance"};
constexpr std::array<std::string_view, 2> kSocketKeys = {"path", "group"};
constexpr std::array<std::string_view, 4> kUsageKeys = {"half_life", "window", "window_type",
                                                        "tumbling_start"};
constexpr std::array<std::string_view, 2> kWindowTypes = {"sliding", "tumbling"};
constexpr std::array<std::string_view, 12> kPolicyKeys = {"termination_grace_period",
                                                          "max_termination_grace_period",
                                                          "max_consolidation_victims",
                                                          "allow_gpu_memory_limits",
                                                          "stale_gang_grace_period",
                                                          "retry_backoff",
                                                          "log_limit",
                                                          "log_disk_reserve",
                                                          "preempt_min_runtime",
                                                          "reclaim_min_runtime",
                                                          "k_value",
                                                          "usage"};

bool name_char(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; }
bool user_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
         c == '_' || c == '.';
}

// `value` relative to the directory of `file` when it is a relative path.
std::string relative_to(const std::string& file, const std::string& value) {
  std::filesystem::path base = std::filesystem::path(file).parent_path();
  if (value.empty() || std::filesystem::path(value).is_absolute() || base.empty()) return value;
  return (base / value).lexically_normal().string();
}

core::Result<void> read_policy(core::YamlDocument& yaml, const core::YamlValue& v,
                               PolicyConfig& out) {
  auto map = yaml.map(v, kPolicyKeys);
  if (!map) return std::unexpected(map.error());
  const core::YamlValue* grace = map->find("termination_grace_period");
  for (const core::YamlValue& e : map->entries()) {
    if (e.key == "termination_grace_period") {
      auto s = yaml.seconds(e);
      if (!s) return std::unexpected(s.error());
      out.termination_grace_s = *s;
    } else if (e.key == "max_termination_grace_period") {
      auto s = yaml.seconds(e);
      if (!s) return std::unexpected(s.error());
      out.max_termination_grace_s = *s;
    } else if (e.key == "max_consolidation_victims") {
      auto n = yaml.integer(e, -1, INT_MAX);
      if (!n) return std::unexpected(n.error());
      out.max_consolidation_victims = static_cast<int>(*n);
    } else if (e.key == "allow_gpu_memory_limits") {
      auto b = yaml.boolean(e);
      if (!b) return std::unexpected(b.error());
      out.allow_gpu_memory_limits = *b;
    } else if (e.key == "stale_gang_grace_period") {
      bool never = e.node.IsScalar() && (e.node.Scalar() == "-1" || e.node.Scalar() == "never");
      auto s = never ? core::Result<int64_t>(-1) : yaml.seconds(e);
      if (!s) {
        return yaml.fail(e, "expected a duration such as 60, 60s or 5m, or never (-1), got " +
                                core::describe_yaml(e.node));
      }
      out.stale_grace_period_s = *s;
    } else if (e.key == "retry_backoff") {
      auto s = yaml.seconds(e);
      if (!s) return std::unexpected(s.error());
      if (*s > kMaxRetryBackoffS) {
        return yaml.fail(e, "the retry back-off must be at most " +
                                std::to_string(kMaxRetryBackoffS) + "s (6m)");
      }
      out.retry_backoff_s = *s;
    } else if (e.key == "preempt_min_runtime" || e.key == "reclaim_min_runtime") {
      auto s = yaml.seconds(e);
      if (!s) return std::unexpected(s.error());
      (e.key == "preempt_min_runtime" ? out.preempt_min_runtime_s : out.reclaim_min_runtime_s) = *s;
    } else if (e.key == "k_value") {
      auto k = yaml.number(e, 0.0);
      if (!k) return std::unexpected(k.error());
      out.k_value = *k;
    } else if (e.key == "usage") {
      core::UsageParams usage;
      if (!e.node.IsNull()) {
        const core::YamlValue* window_type = nullptr;
        const core::YamlValue* tumbling_start = nullptr;
        auto keys = yaml.map(e, kUsageKeys);
        if (!keys) return std::unexpected(keys.error());
        for (const core::YamlValue& k : keys->entries()) {
          if (k.key == "window_type") {
            auto word = yaml.word(k, kWindowTypes);
            if (!word) return std::unexpected(word.error());
            usage.window = *word == "tumbling" ? core::UsageParams::Window::tumbling
                                               : core::UsageParams::Window::sliding;
            window_type = &k;
            continue;
          }
          if (k.key == "tumbling_start") {
            auto text = yaml.string(k);
            if (!text) return std::unexpected(text.error());
            auto ms = core::parse_iso8601(*text);
            if (!ms) return yaml.fail(k, ms.error().message);
            usage.tumbling_start_s = *ms / 1000;
            tumbling_start = &k;
            continue;
          }
          auto s = yaml.seconds(k);
          if (!s) return std::unexpected(s.error());
          if (k.key == "window" && *s == 0) return yaml.fail(k, "the window must be above 0");
          (k.key == "half_life" ? usage.half_life_s : usage.window_s) = *s;
        }
        // KAI requires the start of a tumbling window: anchored anywhere else
        // (the epoch, the daemon's start) its resets would surprise.
        if (usage.window == core::UsageParams::Window::tumbling && tumbling_start == nullptr) {
          return yaml.fail(*window_type,
                           "a tumbling window needs tumbling_start, the time its first window "
                           "starts (such as 2026-01-05T00:00:00Z); windows then start every "
                           "`window` after it");
        }
        if (usage.window == core::UsageParams::Window::sliding && tumbling_start != nullptr) {
          return yaml.fail(
              *tumbling_start,
              "tumbling_start applies to a tumbling window only (window_type: tumbling)");
        }
      }
      out.usage = usage;
    } else if (e.key == "log_disk_reserve") {
      auto b = yaml.bytes(e);
      if (!b) return std::unexpected(b.error());
      out.log_disk_reserve = *b;
    } else if (e.key == "log_limit") {
      auto b = yaml.bytes(e);
      if (!b) return std::unexpected(b.error());
      if (*b <= 0) return yaml.fail(e, "the log limit must be above 0 bytes");
      out.log_limit = *b;
    }
  }
  if (out.termination_grace_s > out.max_termination_grace_s) {
    return yaml.fail(grace != nullptr ? *grace : map->self(),
                     "the default grace period (" + std::to_string(out.termination_grace_s) +
                         "s) is above max_termination_grace_period (" +
                         std::to_string(out.max_termination_grace_s) + "s)");
  }
  return {};
}

// A Kubernetes label value: at most 63 of [A-Za-z0-9._-], alphanumeric at
// both ends (empty is one too).
bool is_label_value(const std::string& v) {
  auto alnum = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  };
  if (v.size() > 63) return false;
  for (char c : v) {
    if (!alnum(c) && c != '-' && c != '_' && c != '.') return false;
  }
  return v.empty() || (alnum(v.front()) && alnum(v.back()));
}

// The `kubernetes:` section. Each value is a string; the namespace prefix
// must leave room for a project's name in a 63-character DNS label.
core::Result<void> read_kubernetes(core::YamlDocument& yaml, const core::YamlValue& v,
                                   KubernetesConfig& out) {
  auto map = yaml.map(v, kKubernetesKeys);
  if (!map) return std::unexpected(map.error());
  for (const core::YamlValue& e : map->entries()) {
    auto text = yaml.string(e);
    if (!text) return std::unexpected(text.error());
    if (e.key == "kubeconfig") {
      if (text->empty()) return yaml.fail(e, "expected a path, got an empty string");
      out.kubeconfig = relative_to(yaml.file(), *text);
    } else if (e.key == "context") {
      out.context = *text;
    } else if (e.key == "namespace_prefix") {
      for (char c : *text) {
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) {
          return yaml.fail(e, "a namespace prefix has lower-case letters, digits and '-' only");
        }
      }
      if (!text->empty() && text->front() == '-') {
        return yaml.fail(e, "a namespace prefix starts with a letter or digit");
      }
      if (text->size() > 40) return yaml.fail(e, "a namespace prefix of at most 40 characters");
      out.namespace_prefix = *text;
    } else if (e.key == "queue_label") {
      // A label key: an optional DNS prefix and '/', then a name.
      const auto slash = text->find('/');
      const std::string name = slash == std::string::npos ? *text : text->substr(slash + 1);
      const std::string prefix = slash == std::string::npos ? "" : text->substr(0, slash);
      if (!is_label_value(name) || name.empty() ||
          (slash != std::string::npos &&
           (prefix.empty() || prefix.size() > 253 ||
            prefix.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789.-") !=
                std::string::npos))) {
        return yaml.fail(e, "expected a label key such as kai.scheduler/queue, got " + *text);
      }
      out.queue_label = *text;
    } else if (e.key == "instance") {
      if (text->empty() || !is_label_value(*text)) {
        return yaml.fail(e,
                         "expected a label value: 1 to 63 letters, digits, '-', '_' or '.', "
                         "starting and ending with a letter or digit");
      }
      out.instance = *text;
    }
  }
  return {};
}

// "HOST:PORT" (HOST may be "[v6]"); empty: no TCP listener.
core::Result<std::string> read_listen(core::YamlDocument& yaml, const core::YamlValue& v) {
  auto text = yaml.string(v);
  if (!text) return std::unexpected(text.error());
  if (text->empty()) return *text;
  std::size_t colon = text->rfind(':');
  bool ok = colon != std::string::npos && colon > 0;
  if (ok && (*text)[0] == '[') ok = (*text)[colon - 1] == ']' && colon > 2;
  if (ok) {
    core::YamlValue port{YAML::Node(text->substr(colon + 1)), v.path, v.key, v.line};
    ok = yaml.integer(port, 1, 65535).has_value();
  }
  if (!ok) {
    return yaml.fail(v, "expected HOST:PORT such as 127.0.0.1:8470 or [::1]:8470, got " +
                            core::describe_yaml(v.node));
  }
  return *text;
}

// "FIRST-LAST", the host ports the daemon may hand to pods (1024-65535).
core::Result<std::pair<int, int>> read_port_range(core::YamlDocument& yaml,
                                                  const core::YamlValue& v) {
  auto text = yaml.string(v);
  if (!text) return std::unexpected(text.error());
  const std::size_t dash = text->find('-');
  int first = 0, last = 0;
  bool ok = dash != std::string::npos;
  if (ok) {
    core::YamlValue a{YAML::Node(text->substr(0, dash)), v.path, v.key, v.line};
    core::YamlValue b{YAML::Node(text->substr(dash + 1)), v.path, v.key, v.line};
    auto fa = yaml.integer(a, 1024, 65535);
    auto fb = yaml.integer(b, 1024, 65535);
    ok = fa && fb && *fa <= *fb;
    if (ok) {
      first = static_cast<int>(*fa);
      last = static_cast<int>(*fb);
    }
  }
  if (!ok) {
    return yaml.fail(v,
                     "expected FIRST-LAST ports between 1024 and 65535 such as 30000-32767, got " +
                         core::describe_yaml(v.node));
  }
  return std::pair{first, last};
}

core::Result<std::string> read_gpus(core::YamlDocument& yaml, const core::YamlValue& v) {
  auto text = yaml.string(v);
  if (!text) return std::unexpected(text.error());
  if (*text == "auto" || *text == "none") return *text;
  if (text->starts_with("mock:") && text->size() > 5) {
    return "mock:" + relative_to(yaml.file(), text->substr(5));
  }
  return yaml.fail(v, "expected auto, none or mock:FILE, got " + core::describe_yaml(v.node));
}

}  // namespace

core::Result<std::string> read_name(core::YamlDocument& yaml, const core::YamlValue& v) {
  auto text = yaml.string(v);
  if (!text) return std::unexpected(text.error());
  const std::string& s = *text;
  bool ok = !s.empty() && s.size() <= 63 && std::ranges::all_of(s, name_char) && s.front() != '-' &&
            s.back() != '-';
  if (!ok) {
    return yaml.fail(v,
                     "expected a name of lowercase letters, digits and \"-\" (at most 63, "
                     "starting and ending with a letter or digit), got " +
                         core::describe_yaml(v.node));
  }
  return s;
}

core::Result<std::string> read_principal(core::YamlDocument& yaml, const core::YamlValue& v) {
  auto text = yaml.string(v);
  if (!text) return std::unexpected(text.error());
  std::string_view name = *text;
  if (name.starts_with('@')) name.remove_prefix(1);
  if (name.empty() || name.size() > 256 || !std::ranges::all_of(name, user_char) ||
      name.front() == '-') {
    return yaml.fail(v,
                     "expected a user name, or a group written \"@group\" (quoted in YAML), got " +
                         core::describe_yaml(v.node));
  }
  return *text;
}

core::Result<std::vector<std::string>> read_principals(core::YamlDocument& yaml,
                                                       const core::YamlValue& v) {
  std::vector<core::YamlValue> items;
  if (v.node.IsScalar()) {
    items.push_back(v);
  } else {
    auto list = yaml.list(v);
    if (!list) return std::unexpected(list.error());
    items = std::move(*list);
  }
  std::vector<std::string> out;
  for (const core::YamlValue& item : items) {
    auto p = read_principal(yaml, item);
    if (!p) return std::unexpected(p.error());
    out.push_back(std::move(*p));
  }
  return out;
}

std::vector<std::string> pool_names(const DaemonConfig& config) {
  std::vector<std::string> names;
  for (const PoolConfig& p : config.pools) names.push_back(p.name);
  if (names.empty()) names.push_back("default");
  return names;
}

}  // namespace config_reader

namespace {

core::Result<DaemonConfig> read_config(core::Result<core::YamlDocument> yaml) {
  using namespace config_reader;
  if (!yaml) return std::unexpected(yaml.error());
  auto root = yaml->map(yaml->root(), kTopKeys);
  if (!root) return std::unexpected(root.error());
  DaemonConfig c;
  auto path = [&](const core::YamlValue& v, std::string& out) -> core::Result<void> {
    auto s = yaml->string(v);
    if (!s) return std::unexpected(s.error());
    if (s->empty()) return yaml->fail(v, "expected a path, got an empty string");
    out = relative_to(yaml->file(), *s);
    return {};
  };
  // Pools first: projects and profiles name them.
  if (const core::YamlValue* v = root->find("pools")) {
    if (auto ok = read_pools(*yaml, *v, c); !ok) return std::unexpected(ok.error());
  }
  for (const core::YamlValue& e : root->entries()) {
    core::Result<void> ok;
    if (e.key == "state_dir") {
      ok = path(e, c.state_dir);
    } else if (e.key == "socket") {
      auto socket = yaml->map(e, kSocketKeys);
      if (!socket) return std::unexpected(socket.error());
      if (const core::YamlValue* p = socket->find("path")) ok = path(*p, c.socket_path);
      if (const core::YamlValue* g = socket->find("group"); ok && g) {
        auto group = yaml->string(*g);
        if (!group) return std::unexpected(group.error());
        c.socket_group = *group;
      }
    } else if (e.key == "listen") {
      auto listen = read_listen(*yaml, e);
      if (!listen) return std::unexpected(listen.error());
      c.listen = *listen;
    } else if (e.key == "ports") {
      auto range = read_port_range(*yaml, e);
      if (!range) return std::unexpected(range.error());
      c.port_range_first = range->first;
      c.port_range_last = range->second;
    } else if (e.key == "gpus") {
      auto gpus = read_gpus(*yaml, e);
      if (!gpus) return std::unexpected(gpus.error());
      c.gpus = *gpus;
    } else if (e.key == "administrators") {
      auto admins = read_principals(*yaml, e);
      if (!admins) return std::unexpected(admins.error());
      c.administrators = std::move(*admins);
    } else if (e.key == "policy") {
      ok = read_policy(*yaml, e, c.policy);
    } else if (e.key == "backend") {
      auto backend = yaml->string(e);
      if (!backend) return std::unexpected(backend.error());
      if (*backend != "local" && *backend != "kubernetes") {
        return yaml->fail(e, "expected local or kubernetes, got " + *backend);
      }
      c.backend = *backend;
    } else if (e.key == "kubernetes") {
      ok = read_kubernetes(*yaml, e, c.kubernetes);
    }
    if (!ok) return std::unexpected(ok.error());
  }
  if (auto ok = read_projects(*yaml, *root, c); !ok) return std::unexpected(ok.error());
  if (auto ok = read_profiles(*yaml, *root, c); !ok) return std::unexpected(ok.error());
  return c;
}

}  // namespace

core::Result<DaemonConfig> parse_config(const std::string& text, const std::string& file) {
  return read_config(core::YamlDocument::parse(text, file));
}

core::Result<DaemonConfig> load_config(const std::string& path) {
  return read_config(core::YamlDocument::load(path));
}

std::string default_socket_path() {
  if (geteuid() == 0) return "/run/gpuq/gpuq.sock";
  const char* runtime = std::getenv("XDG_RUNTIME_DIR");
  if (runtime != nullptr && runtime[0] == '/') return std::string(runtime) + "/gpuq.sock";
  return "/tmp/gpuq-" + std::to_string(geteuid()) + "/gpuq.sock";
}

std::string default_state_dir() {
  if (geteuid() == 0) return "/var/lib/gpuq";
  const char* state = std::getenv("XDG_STATE_HOME");
  if (state != nullptr && state[0] == '/') return std::string(state) + "/gpuq";
  const char* home = std::getenv("HOME");
  if (home != nullptr && home[0] == '/') return std::string(home) + "/.local/state/gpuq";
  return "/tmp/gpuq-" + std::to_string(geteuid()) + "/state";
}

}  // namespace gpuq::daemon
