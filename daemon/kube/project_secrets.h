// A project's secrets in its namespace: one Secret, `gpuq-secrets`, whose
// keys are the secrets' names (each also the environment variable a pod
// gets it in) and whose values are theirs. A pod of a workload that asks
// for secrets reads each through `env[].valueFrom.secretKeyRef` (see
// workload_objects.h), so no value is written into a pod spec.
//
// Written by server-side apply (field manager gpuq) with every key the
// project has: a secret deleted in gpuq leaves the Secret at the next
// apply. Carries owner_labels(), so only this gpuq's is written.
#ifndef GPUQ_DAEMON_KUBE_PROJECT_SECRETS_H_
#define GPUQ_DAEMON_KUBE_PROJECT_SECRETS_H_

#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "daemon/kube/api_client.h"
#include "daemon/kube/queue_objects.h"

namespace gpuq::daemon::kube {

inline constexpr char kSecretsName[] = "gpuq-secrets";

// The Secret of a namespace holding `values` (name -> value).
nlohmann::json secrets_object(const std::string& namespace_name,
                              const std::map<std::string, std::string>& values,
                              const KubeNaming& naming);

// Applies it; the API's error when it was not written.
core::Result<void> apply_secrets(ApiClient& client, const nlohmann::json& secret);

std::string base64_encode(const std::string& bytes);

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_DAEMON_KUBE_PROJECT_SECRETS_H_
