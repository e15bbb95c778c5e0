#include "daemon/kube/project_secrets.h"

#include <nettle/base64.h>

namespace gpuq::daemon::kube {

std::string base64_encode(const std::string& bytes) {
  std::string out(BASE64_ENCODE_RAW_LENGTH(bytes.size()), '\0');
  base64_encode_raw(reinterpret_cast<char*>(out.data()), bytes.size(),
                    reinterpret_cast<const uint8_t*>(bytes.data()));
  return out;
}

nlohmann::json secrets_object(const std::string& namespace_name,
                              const std::map<std::string, std::string>& values,
                              const KubeNaming& naming) {
  nlohmann::json data = nlohmann::json::object();
  for (const auto& [name, value] : values) data[name] = base64_encode(value);
  return {
      {"apiVersion", "v1"},
      {"kind", "Secret"},
      {"metadata",
       {{"name", kSecretsName}, {"namespace", namespace_name}, {"labels", owner_labels(naming)}}},
      {"type", "Opaque"},
      {"data", std::move(data)}};
}

core::Result<void> apply_secrets(ApiClient& client, const nlohmann::json& secret) {
  const std::string path = "/api/v1/namespaces/" + secret["metadata"].value("namespace", "") +
                           "/secrets/" + kSecretsName + "?fieldManager=gpuq&force=true";
  auto r = client.call({"PATCH", path, secret.dump(), "application/apply-patch+yaml"});
  if (!r) return std::unexpected(r.error());
  return {};
}

}  // namespace gpuq::daemon::kube
