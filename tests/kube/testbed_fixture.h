// The Kubernetes tests' access to the testbed that CTest's kube_testbed
// fixture started (scripts/kube-testbed.sh): its credentials as the backend
// reads them (the kubeconfig it wrote), a client as its admin or as a user
// with no role, and a name no other test uses.
#ifndef GPUQ_TESTS_KUBE_TESTBED_FIXTURE_H_
#define GPUQ_TESTS_KUBE_TESTBED_FIXTURE_H_

#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "daemon/kube/api_client.h"
#include "daemon/kube/kubeconfig.h"

namespace gpuq::test {

// The testbed's kubeconfig, read by load_credentials; fails the test (with
// how to start the testbed) when there is none.
daemon::kube::ClusterCredentials testbed_credentials();

// The same server, as the user `norole` (authenticated, no RBAC role).
daemon::kube::ClusterCredentials norole_credentials();

std::unique_ptr<daemon::kube::ApiClient> testbed_client();

// "PREFIX-<pid>-<n>": unique across this run's tests, a DNS-1123 label.
std::string unique_name(const std::string& prefix);

// The testbed as the ServiceAccount gpuq-system/gpuq (the admin
// impersonating it): what deploy/kubernetes/rbac.yaml lets the daemon do.
daemon::kube::ClusterCredentials service_account_credentials();

// Applies every object of a manifest (server-side apply, as kubectl apply
// --server-side does) with the admin's client.
void apply_manifest(daemon::kube::ApiClient& client, const std::string& path);

// A call that must succeed, its body parsed (CHECKs the error's text).
nlohmann::json must(daemon::kube::ApiClient& client, const daemon::kube::ApiRequest& request);

}  // namespace gpuq::test

#endif  // GPUQ_TESTS_KUBE_TESTBED_FIXTURE_H_
