#include "daemon/api/ports_spec.h"

#include <algorithm>
#include <string>

#include "daemon/api/json_read.h"

namespace gpuq::daemon::api {
namespace {

using json = nlohmann::json;

// Pods share the host's network: each published port holds a host port
// while the pod lives, from a range of a few thousand that every user draws
// on. A workload that asks for more than this is refused, so that one user
// cannot take the range.
constexpr std::size_t kMaxPortsPerWorkload = 16;

}  // namespace

core::Result<void> read_ports(const json& spec, RunExtras& extras) {
  GPUQ_TRY(ports, read_array(spec, "ports", "spec"));
  if (ports != nullptr && ports->size() > kMaxPortsPerWorkload) {
    return fail_at("spec.ports", "at most " + std::to_string(kMaxPortsPerWorkload) +
                                     " ports a workload, got " + std::to_string(ports->size()));
  }
  if (ports != nullptr) {
    for (std::size_t i = 0; i < ports->size(); ++i) {
      const json& p = (*ports)[i];
      const std::string path = "spec.ports[" + std::to_string(i) + "]";
      if (!p.is_object()) return std::unexpected(type_error(path, "an object", p));
      if (auto ok = check_keys(
              p, path,
              {"container", "external", "serviceType", "name", "toolType", "toolName", "exclude"});
          !ok) {
        return ok;
      }
      GPUQ_TRY(exclude, read_bool(p, "exclude", path));
      if (exclude && *exclude) continue;  // Run:ai's way of leaving a template's port out
      GPUQ_TRY(container, read_int(p, "container", path, 1, 65535));
      if (!container) return fail_at(path + ".container", "is required: the pod's port");
      GPUQ_TRY(external, read_int(p, "external", path, 0, 65535));
      GPUQ_TRY(service_type, read_string(p, "serviceType", path));
      if (service_type && *service_type != "NodePort" && *service_type != "LoadBalancer" &&
          *service_type != "ClusterIP") {
        return fail_at(
            path + ".serviceType",
            "must be NodePort, LoadBalancer or ClusterIP, not \"" + *service_type + "\"");
      }
      GPUQ_TRY(name, read_string(p, "name", path));
      for (const char* key : {"toolType", "toolName"}) {
        GPUQ_TRY(text, read_string(p, key, path));
        (void)text;
      }
      const int port = static_cast<int>(*container);
      if (std::any_of(extras.ports.begin(), extras.ports.end(),
                      [&](const RunExtras::Port& q) { return q.container == port; })) {
        return fail_at(path + ".container", "port " + std::to_string(port) + " is published twice");
      }
      const int host = static_cast<int>(external.value_or(0));
      if (host > 0 && std::any_of(extras.ports.begin(), extras.ports.end(),
                                  [&](const RunExtras::Port& q) { return q.external == host; })) {
        return fail_at(path + ".external",
                       "host port " + std::to_string(host) + " is asked for twice");
      }
      extras.ports.push_back({port, static_cast<int>(external.value_or(0)),
                              service_type.value_or("NodePort"), name.value_or("")});
    }
  }
  GPUQ_TRY(urls, read_array(spec, "exposedUrls", "spec"));
  if (urls != nullptr) {
    for (std::size_t i = 0; i < urls->size(); ++i) {
      const json& u = (*urls)[i];
      const std::string path = "spec.exposedUrls[" + std::to_string(i) + "]";
      if (!u.is_object()) return std::unexpected(type_error(path, "an object", u));
      if (auto ok = check_keys(u, path,
                               {"container", "url", "authorizedUsers", "authorizedGroups",
                                "toolType", "toolName", "name", "exclude"});
          !ok) {
        return ok;
      }
      GPUQ_TRY(container, read_int(u, "container", path, 1, 65535));
      GPUQ_TRY(url, read_string(u, "url", path));
      (void)container;
      (void)url;
    }
    if (!urls->empty()) {
      extras.exposed_urls = *urls;
      extras.no_effect.push_back("exposedUrls");
    }
  }
  return {};
}

}  // namespace gpuq::daemon::api
