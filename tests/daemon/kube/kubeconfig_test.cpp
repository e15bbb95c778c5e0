// kubeconfig resolution as kubectl does it (daemon/kube/kubeconfig.h): the
// order of the sources, merging, relative paths, base64 data, and errors
// that name the file and line. Where kubectl is installed, its own
// resolution (`kubectl config view --minify --raw -o json`) is the oracle.
#include "daemon/kube/kubeconfig.h"

#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

namespace gpuq::daemon::kube {
namespace {

namespace fs = std::filesystem;

class Dir {
 public:
  Dir() {
    static int n = 0;
    path_ = fs::temp_directory_path() /
            ("gpuq-kubeconfig-" + std::to_string(::getpid()) + "-" + std::to_string(++n));
    fs::create_directories(path_);
  }
  ~Dir() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
  std::string write(const std::string& name, const std::string& text) const {
    const fs::path p = path_ / name;
    fs::create_directories(p.parent_path());
    std::ofstream(p) << text;
    return p.string();
  }
  std::string path(const std::string& name = "") const { return (path_ / name).string(); }

 private:
  fs::path path_;
};

// "-----BEGIN CERTIFICATE-----\nCA\n..." in base64, as kubeconfigs hold it.
constexpr const char* kCaPem = "-----BEGIN CERTIFICATE-----\nQ0E=\n-----END CERTIFICATE-----\n";
constexpr const char* kProdCa =
    "-----BEGIN CERTIFICATE-----\nUFJPRA==\n-----END CERTIFICATE-----\n";
constexpr const char* kCaBase64 =
    "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tClEwRT0KLS0tLS1FTkQgQ0VSVElGSUNBVEUtLS0tLQo=";

const std::string kFirst = std::string(R"(apiVersion: v1
kind: Config
current-context: dev
clusters:
- name: dev-cluster
  cluster:
    server: https://10.0.0.1:6443/
    certificate-authority-data: )") +
                           kCaBase64 + R"(
    tls-server-name: kubernetes
- name: shared
  cluster:
    server: https://first.example:6443
users:
- name: dev-user
  user:
    token: first-token
    as: alice
    as-groups: [ml, ops]
contexts:
- name: dev
  context: {cluster: dev-cluster, user: dev-user, namespace: team-a}
- name: shared
  context: {cluster: shared, user: dev-user}
)";

const std::string kSecond = R"(apiVersion: v1
kind: Config
current-context: prod
clusters:
- name: shared
  cluster:
    server: https://second.example:6443
- name: prod-cluster
  cluster:
    server: https://prod.example:443
    certificate-authority: certs/ca.pem
users:
- name: prod-user
  user:
    tokenFile: token
- name: plugin-user
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1
      command: ./bin/get-token
      args: [--cluster, prod]
      env: [{name: REGION, value: eu}]
      interactiveMode: Never
      provideClusterInfo: true
contexts:
- name: prod
  context: {cluster: prod-cluster, user: prod-user}
- name: plugin
  context: {cluster: prod-cluster, user: plugin-user}
)";

ClusterCredentials load(const KubeconfigOptions& options, const KubeEnvironment& env) {
  auto out = load_credentials(options, env);
  REQUIRE_MESSAGE(out.has_value(), (out ? "" : out.error().to_string()));
  return *out;
}

std::string failure(const KubeconfigOptions& options, const KubeEnvironment& env) {
  auto out = load_credentials(options, env);
  REQUIRE_FALSE(out.has_value());
  return out.error().where + ": " + out.error().message;
}

}  // namespace

TEST_CASE("kubeconfig: KUBECONFIG files merge, the first file that names a thing wins") {
  Dir d;
  const std::string first = d.write("a/config", kFirst);
  const std::string second = d.write("b/config", kSecond);
  d.write("b/certs/ca.pem", kProdCa);
  d.write("b/token", "rotating-token\n");
  KubeEnvironment env;
  env.kubeconfig = first + "::" + d.path("missing") + ":" + second;

  ClusterCredentials c = load({}, env);  // current-context of the first file
  CHECK(c.context == "dev");
  CHECK(c.server == "https://10.0.0.1:6443");
  CHECK(c.ca_pem == kCaPem);
  CHECK(c.tls_server_name == "kubernetes");
  CHECK(c.token == "first-token");
  CHECK(c.impersonate_user == "alice");
  CHECK(c.impersonate_groups == std::vector<std::string>{"ml", "ops"});
  CHECK(c.namespace_name == "team-a");
  CHECK(c.source == "kubeconfig " + first + ":" + second + ", context dev");

  c = load({.kubeconfig = "", .context = "shared"}, env);
  CHECK(c.server == "https://first.example:6443");  // defined in both: the first wins
  CHECK(c.namespace_name == "default");

  c = load({.kubeconfig = "", .context = "prod"},
           env);  // from the second file, paths relative to it
  CHECK(c.server == "https://prod.example:443");
  CHECK(c.ca_pem == kProdCa);
  CHECK(c.token.empty());
  CHECK(c.token_file == d.path("b/token"));
  CHECK(current_token(c).value() == "rotating-token");
  d.write("b/token", "rotated\n");
  CHECK(current_token(c).value() == "rotated");  // read on each use

  // token and tokenFile both: the file wins, as in client-go.
  const std::string both =
      d.write("both.yaml",
              "current-context: c\nclusters:\n- name: x\n  cluster: {server: https://h}\nusers:\n- "
              "name: u\n  user: {token: static, tokenFile: b/token}\ncontexts:\n- name: c\n  "
              "context: {cluster: x, user: u}\n");
  c = load({.kubeconfig = both, .context = ""}, env);
  CHECK(c.token == "static");
  CHECK(current_token(c).value() == "rotated");

  c = load({.kubeconfig = "", .context = "plugin"}, env);
  REQUIRE(c.exec.has_value());
  CHECK(c.exec->command == d.path("b/bin/get-token"));
  CHECK(c.exec->args == std::vector<std::string>{"--cluster", "prod"});
  CHECK(c.exec->env == std::vector<std::pair<std::string, std::string>>{{"REGION", "eu"}});
  CHECK(c.exec->interactive_mode == "Never");
  CHECK(c.exec->provide_cluster_info);
}

TEST_CASE("kubeconfig: --kubeconfig, then KUBECONFIG, then ~/.kube/config, then the pod's") {
  Dir d;
  const std::string home_config = d.write("home/.kube/config", kSecond);
  d.write("home/.kube/certs/ca.pem", kProdCa);
  const std::string other = d.write("other.yaml", kFirst);
  KubeEnvironment env;
  env.home = d.path("home");
  env.service_host = "10.96.0.1";
  env.service_port = "443";
  CHECK(load({}, env).context == "prod");  // ~/.kube/config
  env.kubeconfig = other;
  CHECK(load({}, env).context == "dev");  // KUBECONFIG first
  CHECK(load({.kubeconfig = home_config, .context = ""}, env).context == "prod");  // the flag first

  // No file at all: the service account, inside a pod.
  KubeEnvironment pod;
  pod.service_host = "fd00::1";
  pod.service_port = "443";
  pod.service_account_dir = d.path("sa");
  d.write("sa/ca.crt", "CLUSTER CA\n");
  d.write("sa/token", "sa-token\n");
  d.write("sa/namespace", "gpuq-system\n");
  ClusterCredentials c = load({}, pod);
  CHECK(c.server == "https://[fd00::1]:443");
  CHECK(c.ca_pem == "CLUSTER CA\n");
  CHECK(current_token(c).value() == "sa-token");
  CHECK(c.namespace_name == "gpuq-system");
  CHECK(c.source == "in-cluster service account (" + d.path("sa") + ")");

  CHECK(failure({}, KubeEnvironment{}).starts_with("--kubeconfig: no kubeconfig: give"));
  // KUBECONFIG naming no file that exists: inside a pod, its service account.
  pod.kubeconfig = d.path("gone");
  CHECK(load({}, pod).source.starts_with("in-cluster"));

  CHECK(failure({.kubeconfig = d.path("nope"), .context = ""}, env) ==
        "--kubeconfig: no such file: " + d.path("nope"));
  KubeEnvironment none;
  none.kubeconfig = d.path("x") + ":" + d.path("y");
  CHECK(failure({}, none).starts_with("KUBECONFIG: none of the files in KUBECONFIG exists"));
}

TEST_CASE("kubeconfig: errors name the file, the line and what is wrong") {
  Dir d;
  KubeEnvironment env;
  auto with = [&](const std::string& text, const KubeconfigOptions& options = {}) {
    env.kubeconfig = d.write("config", text);
    return failure(options, env);
  };
  const std::string file = d.path("config");
  CHECK(with(kFirst, {.kubeconfig = "", .context = "nope"}) ==
        "--context: no context nope in " + file + " (contexts: dev, shared)");
  CHECK(with("clusters: []\n") ==
        file + ": no current-context in " + file + " (give --context NAME)");
  CHECK(with("current-context: c\ncontexts:\n- name: c\n  context: {cluster: x}\n") ==
        file + ":4: contexts[0].context.cluster: no cluster x");
  CHECK(with("current-context: c\nclusters:\n- name: x\n  cluster: {insecure-skip-tls-verify: "
             "true}\ncontexts:\n- name: c\n  context: {cluster: x}\n")
            .starts_with(file + ":4: clusters[0].cluster: cluster x has no server"));
  CHECK(with("current-context: c\nclusters:\n- name: x\n  cluster:\n    server: https://h\n"
             "    certificate-authority-data: '***'\ncontexts:\n- name: c\n  context: {cluster: "
             "x}\n")
            .starts_with(file + ":6: clusters[0].cluster.certificate-authority-data: not valid "
                                "base64"));
  CHECK(with("current-context: c\nclusters:\n- name: x\n  cluster:\n    server: https://h\n"
             "    certificate-authority: /nonexistent/ca\ncontexts:\n- name: c\n  context: "
             "{cluster: x}\n") ==
        file + ":6: clusters[0].cluster.certificate-authority: cannot read /nonexistent/ca");
  d.write("empty.pem", "");
  CHECK(with("current-context: c\nclusters:\n- name: x\n  cluster:\n    server: https://h\n"
             "    certificate-authority: empty.pem\ncontexts:\n- name: c\n  context: "
             "{cluster: x}\n") == file + ":6: clusters[0].cluster.certificate-authority: " +
                                      d.path("empty.pem") + " holds no PEM block");
  CHECK(with("current-context: c\nclusters:\n- name: x\n  cluster: {server: h:6443}\n"
             "contexts:\n- name: c\n  context: {cluster: x}\n")
            .find("expected an https:// URL, got \"h:6443\"") != std::string::npos);
  CHECK(with("current-context: c\nclusters:\n- name: x\n  cluster: {server: https://h}\nusers:\n"
             "- name: u\n  user:\n    auth-provider: {name: gcp}\ncontexts:\n- name: c\n  "
             "context: {cluster: x, user: u}\n")
            .find("auth-provider is not supported") != std::string::npos);
  CHECK(with("current-context: c\nclusters:\n- name: x\n  cluster: {server: https://h}\nusers:\n"
             "- name: u\n  user:\n    exec: {apiVersion: client.authentication.k8s.io/v1, "
             "command: p}\ncontexts:\n- name: c\n  context: {cluster: x, user: u}\n")
            .find("needs an interactiveMode") != std::string::npos);
  CHECK(with("current-context: c\nclusters: [: bad\n").find("not valid YAML") != std::string::npos);
}

TEST_CASE("kubeconfig: the same resolution as kubectl's own") {
  if (std::system("kubectl version --client >/dev/null 2>&1") != 0) {
    MESSAGE("kubectl is not installed: the comparison with its resolution is skipped");
    return;
  }
  Dir d;
  const std::string first = d.write("a/config", kFirst);
  const std::string second = d.write("b/config", kSecond);
  d.write("b/certs/ca.pem", kProdCa);
  for (const std::string context : {"dev", "shared", "prod"}) {
    CAPTURE(context);
    const std::string out = d.path("view.json");
    const std::string command = "KUBECONFIG='" + first + ":" + second +
                                "' kubectl config view --minify --raw -o json --context " +
                                context + " > '" + out + "' 2>/dev/null";
    REQUIRE(std::system(command.c_str()) == 0);
    std::ifstream in(out);
    const nlohmann::json view = nlohmann::json::parse(in);
    KubeEnvironment env;
    env.kubeconfig = first + ":" + second;
    const ClusterCredentials c = load({.kubeconfig = "", .context = context}, env);
    const nlohmann::json& cluster = view["clusters"][0]["cluster"];
    std::string server = cluster.value("server", "");
    while (server.ends_with('/')) server.pop_back();
    CHECK(server == c.server);
    CHECK(view["contexts"][0]["context"].value("cluster", "") == c.cluster);
    CHECK(view["contexts"][0]["context"].value("user", "") == c.user);
    CHECK(view["contexts"][0]["context"].value("namespace", "default") == c.namespace_name);
    CHECK(view["users"][0]["user"].value("token", "") == c.token);
    if (cluster.contains("certificate-authority-data")) {
      CHECK(cluster["certificate-authority-data"] == kCaBase64);
      CHECK(c.ca_pem == kCaPem);
    }
    if (cluster.contains("certificate-authority")) {
      // kubectl shows the path as written, relative to its file.
      const fs::path ca =
          fs::path(second).parent_path() / cluster["certificate-authority"].get<std::string>();
      std::ifstream ca_in(ca);
      const std::string pem((std::istreambuf_iterator<char>(ca_in)), {});
      CHECK(pem == c.ca_pem);
    }
  }
}

}  // namespace gpuq::daemon::kube
