#include "daemon/kube/kubeconfig.h"

#include <nettle/base64.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>

#include "core/yaml/yaml_document.h"

namespace gpuq::daemon::kube {
namespace {

using core::YamlDocument;
using core::YamlMap;
using core::YamlValue;

// A named cluster, user or context, and the file it came from.
struct Named {
  YamlValue body;  // the `cluster:`, `user:` or `context:` map
  YamlDocument* doc = nullptr;
  std::filesystem::path dir;  // the file's directory, for relative paths
};

struct Merged {
  std::vector<std::unique_ptr<YamlDocument>> docs;
  std::map<std::string, Named> clusters, users, contexts;
  std::string current_context;
  std::vector<std::string> files;
};

// Whether `path` exists; false (not a throw) when it cannot be looked at.
bool path_exists(const std::filesystem::path& path) {
  std::error_code error;
  return std::filesystem::exists(path, error);
}

core::Result<std::string> read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return core::fail("cannot read " + path.string(), path.string(), core::Error::Code::io);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::filesystem::path resolve(const std::filesystem::path& dir, const std::string& path) {
  const std::filesystem::path p(path);
  return p.is_absolute() ? p : (dir / p).lexically_normal();
}

core::Result<std::string> decode_base64(YamlDocument& doc, const YamlValue& v) {
  auto text = doc.string(v);
  if (!text) return std::unexpected(text.error());
  std::string input;
  for (char c : *text) {
    if (c != '\n' && c != '\r' && c != ' ') input += c;
  }
  std::string out(BASE64_DECODE_LENGTH(input.size()), '\0');
  base64_decode_ctx ctx;
  base64_decode_init(&ctx);
  std::size_t length = out.size();
  if (base64_decode_update(&ctx, &length, reinterpret_cast<uint8_t*>(out.data()), input.size(),
                           input.data()) == 0 ||
      base64_decode_final(&ctx) == 0) {
    return doc.fail(v, "not valid base64 (the *-data fields hold base64 of PEM)");
  }
  out.resize(length);
  return out;
}

// The content of `data_key` (base64) or of the file `path_key` names; empty
// when neither is given.
core::Result<std::string> pem_of(YamlDocument& doc, const YamlMap& map, const Named& named,
                                 std::string_view data_key, std::string_view path_key) {
  if (const YamlValue* data = map.find(data_key)) return decode_base64(doc, *data);
  if (const YamlValue* path = map.find(path_key)) {
    auto name = doc.string(*path);
    if (!name) return std::unexpected(name.error());
    const std::filesystem::path file = resolve(named.dir, *name);
    std::error_code ignored;
    if (std::filesystem::is_directory(file, ignored)) {
      return doc.fail(*path, file.string() + " is a directory, not a PEM file");
    }
    auto text = read_text(file);
    if (!text) return doc.fail(*path, "cannot read " + file.string());
    // An empty file would silently mean "no CA" (or no certificate).
    if (text->find("-----BEGIN") == std::string::npos) {
      return doc.fail(*path, file.string() + " holds no PEM block");
    }
    return *text;
  }
  return std::string();
}

// Adds the `clusters`, `users` or `contexts` of one file; the first file
// that names one wins.
core::Result<void> add_named(YamlDocument& doc, const YamlMap& root, std::string_view list_key,
                             std::string_view body_key, const std::filesystem::path& dir,
                             std::map<std::string, Named>& out) {
  const YamlValue* list = root.find(list_key);
  if (list == nullptr) return {};
  auto items = doc.list(*list);
  if (!items) return std::unexpected(items.error());
  for (const YamlValue& item : *items) {
    auto entry = doc.any_map(item);
    if (!entry) return std::unexpected(entry.error());
    const YamlValue* name = entry->find("name");
    if (name == nullptr) return doc.fail(item, "needs a name");
    auto text = doc.string(*name);
    if (!text) return std::unexpected(text.error());
    const YamlValue* body = entry->find(body_key);
    if (body == nullptr) return doc.fail(item, "needs " + std::string(body_key));
    out.try_emplace(*text, Named{*body, &doc, dir});
  }
  return {};
}

core::Result<void> add_file(Merged& merged, const std::filesystem::path& path) {
  auto loaded = YamlDocument::load(path.string());
  if (!loaded) return std::unexpected(loaded.error());
  merged.docs.push_back(std::make_unique<YamlDocument>(std::move(*loaded)));
  YamlDocument& doc = *merged.docs.back();
  merged.files.push_back(path.string());
  if (doc.root().node.IsNull()) return {};  // an empty file adds nothing
  auto root = doc.any_map(doc.root());
  if (!root) return std::unexpected(root.error());
  std::error_code error;  // the throwing form would end a daemon thread
  std::filesystem::path dir = std::filesystem::absolute(path, error).parent_path();
  if (error) dir = path.parent_path();
  if (auto ok = add_named(doc, *root, "clusters", "cluster", dir, merged.clusters); !ok) return ok;
  if (auto ok = add_named(doc, *root, "users", "user", dir, merged.users); !ok) return ok;
  if (auto ok = add_named(doc, *root, "contexts", "context", dir, merged.contexts); !ok) return ok;
  if (const YamlValue* current = root->find("current-context");
      current != nullptr && merged.current_context.empty()) {
    auto name = doc.string(*current);
    if (!name) return std::unexpected(name.error());
    merged.current_context = *name;
  }
  return {};
}

core::Result<void> read_cluster(const Named& named, ClusterCredentials& out) {
  YamlDocument& doc = *named.doc;
  auto map = doc.any_map(named.body);
  if (!map) return std::unexpected(map.error());
  const YamlValue* server = map->find("server");
  if (server == nullptr) return doc.fail(named.body, "cluster " + out.cluster + " has no server");
  auto url = doc.string(*server);
  if (!url) return std::unexpected(url.error());
  if (!url->starts_with("https://") && !url->starts_with("http://")) {
    return doc.fail(*server, "expected an https:// URL, got \"" + *url + "\"");
  }
  out.server = *url;
  while (out.server.ends_with('/')) out.server.pop_back();
  auto ca = pem_of(doc, *map, named, "certificate-authority-data", "certificate-authority");
  if (!ca) return std::unexpected(ca.error());
  out.ca_pem = std::move(*ca);
  if (auto ok = read_optional(*map, "insecure-skip-tls-verify", out.insecure_skip_tls_verify,
                              [&](const YamlValue& v) { return doc.boolean(v); });
      !ok) {
    return ok;
  }
  auto string_of = [&](const YamlValue& v) { return doc.string(v); };
  if (auto ok = read_optional(*map, "tls-server-name", out.tls_server_name, string_of); !ok) {
    return ok;
  }
  return read_optional(*map, "proxy-url", out.proxy_url, string_of);
}

core::Result<ExecPlugin> read_exec(YamlDocument& doc, const YamlValue& v,
                                   const std::filesystem::path& dir) {
  static constexpr std::string_view kKeys[] = {
      "apiVersion",         "command",    "args", "env", "interactiveMode",
      "provideClusterInfo", "installHint"};
  auto map = doc.map(v, kKeys);
  if (!map) return std::unexpected(map.error());
  ExecPlugin exec;
  const YamlValue* command = map->find("command");
  if (command == nullptr) return doc.fail(v, "needs a command");
  auto text = doc.string(*command);
  if (!text) return std::unexpected(text.error());
  // As client-go: a command with a '/' is a path, relative to the file.
  exec.command = text->find('/') == std::string::npos ? *text : resolve(dir, *text).string();
  static constexpr std::string_view kVersions[] = {"client.authentication.k8s.io/v1",
                                                   "client.authentication.k8s.io/v1beta1"};
  const YamlValue* version = map->find("apiVersion");
  if (version == nullptr) return doc.fail(v, "needs an apiVersion");
  auto api_version = doc.word(*version, kVersions);
  if (!api_version) return std::unexpected(api_version.error());
  exec.api_version = *api_version;
  if (const YamlValue* args = map->find("args")) {
    auto list = doc.list(*args);
    if (!list) return std::unexpected(list.error());
    for (const YamlValue& a : *list) {
      auto arg = doc.string(a);
      if (!arg) return std::unexpected(arg.error());
      exec.args.push_back(*arg);
    }
  }
  if (const YamlValue* env = map->find("env")) {
    auto list = doc.list(*env);
    if (!list) return std::unexpected(list.error());
    for (const YamlValue& e : *list) {
      static constexpr std::string_view kPair[] = {"name", "value"};
      auto pair = doc.map(e, kPair);
      if (!pair) return std::unexpected(pair.error());
      const YamlValue* name = pair->find("name");
      if (name == nullptr) return doc.fail(e, "needs a name");
      auto n = doc.string(*name);
      if (!n) return std::unexpected(n.error());
      std::string value;
      if (auto ok = read_optional(*pair, "value", value,
                                  [&](const YamlValue& x) { return doc.string(x); });
          !ok) {
        return std::unexpected(ok.error());
      }
      exec.env.emplace_back(*n, value);
    }
  }
  static constexpr std::string_view kModes[] = {"Never", "IfAvailable", "Always"};
  if (auto ok = read_optional(*map, "interactiveMode", exec.interactive_mode,
                              [&](const YamlValue& x) { return doc.word(x, kModes); });
      !ok) {
    return std::unexpected(ok.error());
  }
  if (exec.api_version.ends_with("/v1") && map->find("interactiveMode") == nullptr) {
    return doc.fail(v,
                    "client.authentication.k8s.io/v1 needs an interactiveMode (Never, "
                    "IfAvailable or Always)");
  }
  if (auto ok = read_optional(*map, "provideClusterInfo", exec.provide_cluster_info,
                              [&](const YamlValue& x) { return doc.boolean(x); });
      !ok) {
    return std::unexpected(ok.error());
  }
  return exec;
}

core::Result<void> read_user(const Named& named, ClusterCredentials& out) {
  YamlDocument& doc = *named.doc;
  auto map = doc.any_map(named.body);
  if (!map) return std::unexpected(map.error());
  auto cert = pem_of(doc, *map, named, "client-certificate-data", "client-certificate");
  if (!cert) return std::unexpected(cert.error());
  out.client_certificate_pem = std::move(*cert);
  auto key = pem_of(doc, *map, named, "client-key-data", "client-key");
  if (!key) return std::unexpected(key.error());
  out.client_key_pem = std::move(*key);
  if (out.client_certificate_pem.empty() != out.client_key_pem.empty()) {
    return doc.fail(named.body, "a client certificate needs its key, and a key its certificate");
  }
  auto string_of = [&](const YamlValue& v) { return doc.string(v); };
  if (auto ok = read_optional(*map, "token", out.token, string_of); !ok) return ok;
  if (const YamlValue* file = map->find("tokenFile")) {
    auto name = doc.string(*file);
    if (!name) return std::unexpected(name.error());
    out.token_file = resolve(named.dir, *name).string();
  }
  if (auto ok = read_optional(*map, "as", out.impersonate_user, string_of); !ok) return ok;
  if (const YamlValue* groups = map->find("as-groups")) {
    auto list = doc.strings(*groups);
    if (!list) return std::unexpected(list.error());
    out.impersonate_groups = std::move(*list);
  }
  if (const YamlValue* exec = map->find("exec")) {
    auto plugin = read_exec(doc, *exec, named.dir);
    if (!plugin) return std::unexpected(plugin.error());
    out.exec = std::move(*plugin);
  }
  if (const YamlValue* provider = map->find("auth-provider")) {
    return doc.fail(*provider,
                    "auth-provider is not supported (kubectl removed it too): use an exec "
                    "credential plugin (users[].user.exec), such as gke-gcloud-auth-plugin or "
                    "kubelogin");
  }
  return {};
}

// The entry of `table` that the context's value `v` names (its name into
// `name`); an error at `v` ("no cluster x") when there is none.
core::Result<const Named*> named_by(YamlDocument& doc, const YamlValue& v,
                                    const std::map<std::string, Named>& table,
                                    std::string_view what, std::string& name) {
  auto text = doc.string(v);
  if (!text) return std::unexpected(text.error());
  name = *text;
  auto found = table.find(name);
  if (found == table.end()) return doc.fail(v, "no " + std::string(what) + " " + name);
  return &found->second;
}

core::Result<ClusterCredentials> from_kubeconfig(Merged& merged, const KubeconfigOptions& options) {
  const std::string files = [&] {
    std::string s;
    for (const std::string& f : merged.files) s += (s.empty() ? "" : ":") + f;
    return s;
  }();
  ClusterCredentials out;
  out.context = options.context.empty() ? merged.current_context : options.context;
  if (out.context.empty()) {
    return core::fail("no current-context in " + files + " (give --context NAME)", files,
                      core::Error::Code::not_found);
  }
  auto context = merged.contexts.find(out.context);
  if (context == merged.contexts.end()) {
    std::string names;
    for (const auto& [name, _] : merged.contexts) names += (names.empty() ? "" : ", ") + name;
    return core::fail("no context " + out.context + " in " + files +
                          " (contexts: " + (names.empty() ? "none" : names) + ")",
                      options.context.empty() ? files : "--context", core::Error::Code::not_found);
  }
  out.source = "kubeconfig " + files + ", context " + out.context;
  YamlDocument& doc = *context->second.doc;
  static constexpr std::string_view kContextKeys[] = {"cluster", "user", "namespace", "extensions"};
  auto map = doc.map(context->second.body, kContextKeys);
  if (!map) return std::unexpected(map.error());
  const YamlValue* cluster = map->find("cluster");
  if (cluster == nullptr) return doc.fail(context->second.body, "names no cluster");
  auto c = named_by(doc, *cluster, merged.clusters, "cluster", out.cluster);
  if (!c) return std::unexpected(c.error());
  if (auto ok = read_cluster(**c, out); !ok) return std::unexpected(ok.error());
  if (const YamlValue* user = map->find("user")) {
    auto u = named_by(doc, *user, merged.users, "user", out.user);
    if (!u) return std::unexpected(u.error());
    if (auto ok = read_user(**u, out); !ok) return std::unexpected(ok.error());
  }
  if (auto ok = read_optional(*map, "namespace", out.namespace_name,
                              [&](const YamlValue& v) { return doc.string(v); });
      !ok) {
    return std::unexpected(ok.error());
  }
  if (out.namespace_name.empty()) out.namespace_name = "default";
  return out;
}

core::Result<ClusterCredentials> in_cluster(const KubeEnvironment& env) {
  ClusterCredentials out;
  out.source = "in-cluster service account (" + env.service_account_dir + ")";
  const bool ipv6 = env.service_host.find(':') != std::string::npos;
  out.server = "https://" + (ipv6 ? "[" + env.service_host + "]" : env.service_host) + ":" +
               env.service_port;
  const std::filesystem::path dir(env.service_account_dir);
  auto ca = read_text(dir / "ca.crt");
  if (!ca) return std::unexpected(ca.error());
  out.ca_pem = std::move(*ca);
  out.token_file = (dir / "token").string();
  if (auto ns = read_text(dir / "namespace"); ns && !ns->empty()) {
    out.namespace_name = *ns;
    while (!out.namespace_name.empty() &&
           std::isspace(static_cast<unsigned char>(out.namespace_name.back()))) {
      out.namespace_name.pop_back();
    }
  }
  return out;
}

}  // namespace

KubeEnvironment KubeEnvironment::from_process() {
  KubeEnvironment env;
  auto get = [](const char* name) -> std::string {
    const char* v = std::getenv(name);
    return v == nullptr ? std::string() : std::string(v);
  };
  if (const char* v = std::getenv("KUBECONFIG")) env.kubeconfig = v;
  env.home = get("HOME");
  env.service_host = get("KUBERNETES_SERVICE_HOST");
  env.service_port = get("KUBERNETES_SERVICE_PORT");
  return env;
}

core::Result<ClusterCredentials> load_credentials(const KubeconfigOptions& options,
                                                  const KubeEnvironment& env) {
  Merged merged;
  if (!options.kubeconfig.empty()) {
    if (!path_exists(options.kubeconfig)) {
      return core::fail("no such file: " + options.kubeconfig, "--kubeconfig",
                        core::Error::Code::not_found);
    }
    if (auto ok = add_file(merged, options.kubeconfig); !ok) return std::unexpected(ok.error());
    return from_kubeconfig(merged, options);
  }
  if (env.kubeconfig && !env.kubeconfig->empty()) {
    std::stringstream list(*env.kubeconfig);
    for (std::string path; std::getline(list, path, ':');) {
      if (path.empty() || !path_exists(path)) continue;
      if (auto ok = add_file(merged, path); !ok) return std::unexpected(ok.error());
    }
    if (!merged.files.empty()) return from_kubeconfig(merged, options);
    if (env.service_host.empty() || env.service_port.empty() || !options.context.empty()) {
      return core::fail("none of the files in KUBECONFIG exists: " + *env.kubeconfig, "KUBECONFIG",
                        core::Error::Code::not_found);
    }
    return in_cluster(env);  // as client-go: an empty configuration, inside a pod
  }
  const std::filesystem::path home_config = std::filesystem::path(env.home) / ".kube" / "config";
  if (!env.home.empty() && path_exists(home_config)) {
    if (auto ok = add_file(merged, home_config); !ok) return std::unexpected(ok.error());
    return from_kubeconfig(merged, options);
  }
  if (!env.service_host.empty() && !env.service_port.empty()) {
    if (!options.context.empty()) {
      return core::fail(
          "there is no kubeconfig to take a context from (in a pod, the service account "
          "is used)",
          "--context");
    }
    return in_cluster(env);
  }
  return core::fail("no kubeconfig: give --kubeconfig FILE, set KUBECONFIG, or create " +
                        home_config.string() +
                        " (or run the daemon in a pod with a service account)",
                    "--kubeconfig", core::Error::Code::not_found);
}

core::Result<std::string> current_token(const ClusterCredentials& credentials) {
  if (credentials.token_file.empty()) return credentials.token;
  auto text = read_text(credentials.token_file);
  if (!text) return std::unexpected(text.error());
  while (!text->empty() && std::isspace(static_cast<unsigned char>(text->back()))) text->pop_back();
  return *text;
}

}  // namespace gpuq::daemon::kube
