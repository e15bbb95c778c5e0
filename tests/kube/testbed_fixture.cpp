#include "testbed_fixture.h"

#include <doctest/doctest.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <map>

#include "schema_check.h"

namespace gpuq::test {

daemon::kube::ClusterCredentials testbed_credentials() {
  const std::string kubeconfig = std::string(GPUQ_KUBE_TESTBED) + "/kubeconfig";
  if (!std::filesystem::exists(kubeconfig)) {
    FAIL("no testbed at " GPUQ_KUBE_TESTBED
         ": run the kube tests through ctest (the kube_testbed fixture starts it), or "
         "GPUQ_KUBE_TESTBED=" GPUQ_KUBE_TESTBED " scripts/kube-testbed.sh start");
  }
  daemon::kube::KubeEnvironment env;
  auto creds = daemon::kube::load_credentials({kubeconfig, ""}, env);
  REQUIRE_MESSAGE(creds.has_value(), (creds ? "" : creds.error().to_string()));
  return *creds;
}

daemon::kube::ClusterCredentials norole_credentials() {
  auto creds = testbed_credentials();
  creds.token_file = std::string(GPUQ_KUBE_TESTBED) + "/norole.token";
  creds.token.clear();
  return creds;
}

daemon::kube::ClusterCredentials service_account_credentials() {
  auto creds = testbed_credentials();
  creds.impersonate_user = "system:serviceaccount:gpuq-system:gpuq";
  creds.impersonate_groups = {"system:serviceaccounts", "system:serviceaccounts:gpuq-system",
                              "system:authenticated"};
  return creds;
}

void apply_manifest(daemon::kube::ApiClient& client, const std::string& path) {
  static const std::map<std::string, std::string> kCollections = {
      {"Namespace", "/api/v1/namespaces"},
      {"ServiceAccount", "/api/v1/namespaces/{ns}/serviceaccounts"},
      {"ConfigMap", "/api/v1/namespaces/{ns}/configmaps"},
      {"ClusterRole", "/apis/rbac.authorization.k8s.io/v1/clusterroles"},
      {"ClusterRoleBinding", "/apis/rbac.authorization.k8s.io/v1/clusterrolebindings"},
  };
  for (const auto& object : yaml_documents(path)) {
    const std::string kind = object.value("kind", "");
    auto it = kCollections.find(kind);
    REQUIRE_MESSAGE(it != kCollections.end(), path << ": no collection known for " << kind);
    std::string collection = it->second;
    if (auto at = collection.find("{ns}"); at != std::string::npos) {
      collection.replace(at, 4, object["metadata"].value("namespace", "default"));
    }
    must(client, {"PATCH",
                  collection + "/" + object["metadata"].value("name", "") +
                      "?fieldManager=gpuq-test&force=true",
                  object.dump(), "application/apply-patch+yaml"});
  }
}

std::unique_ptr<daemon::kube::ApiClient> testbed_client() {
  return std::make_unique<daemon::kube::ApiClient>(testbed_credentials());
}

std::string unique_name(const std::string& prefix) {
  static std::atomic<int> next{0};
  return prefix + "-" + std::to_string(::getpid()) + "-" + std::to_string(next++);
}

nlohmann::json must(daemon::kube::ApiClient& client, const daemon::kube::ApiRequest& request) {
  auto r = client.call(request);
  const std::string failure =
      request.method + " " + request.path + ": " + (r ? std::string() : r.error().to_string());
  REQUIRE_MESSAGE(r.has_value(), failure);
  return r->empty() ? nlohmann::json() : nlohmann::json::parse(*r);
}

}  // namespace gpuq::test
