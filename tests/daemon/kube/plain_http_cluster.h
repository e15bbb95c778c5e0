// Credentials for an API server played by a ScriptedServer: plain HTTP on
// its loopback port, a fixed bearer token.
#ifndef GPUQ_TESTS_DAEMON_KUBE_PLAIN_HTTP_CLUSTER_H_
#define GPUQ_TESTS_DAEMON_KUBE_PLAIN_HTTP_CLUSTER_H_

#include <string>

#include "daemon/kube/kubeconfig.h"
#include "tests/support/scripted_server.h"

namespace gpuq::daemon::kube {

inline ClusterCredentials plain_http(const test::ScriptedServer& server) {
  ClusterCredentials c;
  c.source = "kubeconfig test, context t";
  c.server = "http://127.0.0.1:" + std::to_string(server.port());
  c.token = "secret-token";
  return c;
}

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_TESTS_DAEMON_KUBE_PLAIN_HTTP_CLUSTER_H_
