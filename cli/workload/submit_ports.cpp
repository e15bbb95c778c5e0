#include "cli/workload/submit_ports.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <string>

#include "cli/app/option_adder.h"

namespace gpuq::cli {
namespace {

using client::ApiResult;
using client::usage_error;

std::optional<int> port_number(const std::string& text) {
  int n = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (ec != std::errc() || end != text.data() + text.size() || n < 1 || n > 65535) {
    return std::nullopt;
  }
  return n;
}

// runai's service types, any case, as the API's: portforward and ingress
// reach the pod inside the cluster (ClusterIP).
std::optional<std::string> service_type_of(const std::string& text) {
  const std::string t = lower_case(text);
  if (t == "nodeport") return "NodePort";
  if (t == "loadbalancer") return "LoadBalancer";
  if (t == "clusterip" || t == "portforward" || t == "ingress") return "ClusterIP";
  return std::nullopt;
}

// Splits "a=1,b=2" into pairs; nullopt when an item has no '='.
std::optional<std::vector<std::pair<std::string, std::string>>> key_values(
    const std::string& text) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const std::string& item : split_items(text)) {
    const std::size_t eq = item.find('=');
    if (eq == std::string::npos) return std::nullopt;
    out.emplace_back(item.substr(0, eq), item.substr(eq + 1));
  }
  return out;
}

ApiResult<client::PortSpec> parse_port(const std::string& text) {
  static constexpr const char* kFlag = "--port";
  static constexpr const char* kForms =
      "POD, HOST:POD, or service-type=NodePort,container=POD[,external=HOST]";
  client::PortSpec p;
  if (text.find('=') != std::string::npos) {
    auto pairs = key_values(text);
    if (!pairs)
      return usage_error("expected " + std::string(kForms) + ", got \"" + text + "\"", kFlag);
    for (const auto& [key, value] : *pairs) {
      if (key == "container" || key == "external") {
        auto n = port_number(value);
        if (!n) {
          return usage_error(key + " must be a port from 1 to 65535, not \"" + value + "\"", kFlag);
        }
        (key == "container" ? p.container : p.external.emplace()) = *n;
      } else if (key == "service-type" || key == "serviceType") {
        p.service_type = service_type_of(value);
        if (!p.service_type) {
          return usage_error(
              "service-type must be NodePort, LoadBalancer or ClusterIP, not \"" + value + "\"",
              kFlag);
        }
      } else {
        return usage_error(
            "unknown key \"" + key + "\" in \"" + text + "\" (expected " + kForms + ")", kFlag);
      }
    }
    if (p.container == 0) return usage_error("container=POD is missing in \"" + text + "\"", kFlag);
    return p;
  }
  const std::size_t colon = text.find(':');
  const std::string pod = colon == std::string::npos ? text : text.substr(colon + 1);
  auto container = port_number(pod);
  std::optional<int> host;
  if (colon != std::string::npos) host = port_number(text.substr(0, colon));
  if (!container || (colon != std::string::npos && !host)) {
    return usage_error(
        "expected " + std::string(kForms) + " with ports from 1 to 65535, got \"" + text + "\"",
        kFlag);
  }
  p.container = *container;
  p.external = host;
  return p;
}

ApiResult<client::ExposedUrl> parse_url(const std::string& text) {
  static constexpr const char* kFlag = "--external-url";
  auto pairs = key_values(text);
  client::ExposedUrl u;
  if (pairs) {
    for (const auto& [key, value] : *pairs) {
      if (key == "container") {
        auto n = port_number(value);
        if (!n) return usage_error("container must be a port from 1 to 65535", kFlag);
        u.container = *n;
      } else if (key == "url") {
        u.url = value;
      } else {
        return usage_error("unknown key \"" + key + "\" (expected container=POD,url=URL)", kFlag);
      }
    }
  }
  if (!pairs || u.container == 0 || u.url.empty()) {
    return usage_error("expected container=POD,url=URL, got \"" + text + "\"", kFlag);
  }
  return u;
}

}  // namespace

void add_port_flags(CLI::App* c, SubmitFlags& f) {
  OptionAdder add(c);
  add.option("--port", f.ports,
             "Publish a pod port: POD, HOST:POD or service-type=NodePort,container=POD"
             "[,external=HOST] (repeat); the pod listens on $PORT")
      ->allow_extra_args(false);
  add.option("-s,--service-type", f.service_type,
             "How ports are reached: nodeport, loadbalancer, portforward, ingress "
             "(recorded; here every port is a port of this host)");
  add.option("--external-url", f.external_urls,
             "container=POD,url=URL: an ingress URL for a port (recorded; no effect here)")
      ->allow_extra_args(false);
}

ApiResult<void> apply_ports(const SubmitFlags& f, client::WorkloadSpec& s) {
  std::optional<std::string> default_type;
  if (f.service_type) {
    default_type = service_type_of(*f.service_type);
    if (!default_type) {
      return usage_error(
          "must be nodeport, loadbalancer, portforward, ingress or clusterip, "
          "not \"" +
              *f.service_type + "\"",
          "--service-type");
    }
  }
  for (const std::string& text : f.ports) {
    auto p = parse_port(text);
    if (!p) return std::unexpected(p.error());
    if (!p->service_type) p->service_type = default_type;
    s.ports.push_back(std::move(*p));
  }
  for (const std::string& text : f.external_urls) {
    auto u = parse_url(text);
    if (!u) return std::unexpected(u.error());
    s.exposed_urls.push_back(std::move(*u));
  }
  return {};
}

}  // namespace gpuq::cli
