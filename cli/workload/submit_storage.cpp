#include "cli/workload/submit_storage.h"

#include <string>
#include <vector>

#include "cli/app/option_adder.h"

namespace gpuq::cli {
namespace {

using client::ApiResult;
using client::usage_error;

// "claimname=NAME,path=PATH,size=10Gi,ro,...": runai's --existing-pvc and --new-pvc.
ApiResult<client::PvcSpec> parse_claim(const std::string& text, bool existing, const char* flag) {
  client::PvcSpec p;
  p.existing = existing;
  for (const std::string& item : split_items(text, ',')) {
    const std::size_t eq = item.find('=');
    const std::string key = item.substr(0, eq);
    const std::string value = eq == std::string::npos ? "" : item.substr(eq + 1);
    if (key == "claimname") {
      p.claim_name = value;
    } else if (key == "path") {
      p.path = value;
    } else if (key == "size" && !existing) {
      p.size = value;
    } else if (key == "readonly" || key == "ro" || key == "accessmode-rom") {
      p.read_only = true;
    } else if (!existing && key == "ephemeral") {
      p.ephemeral = true;
    } else if (!existing &&
               (key == "storageclass" || key == "accessmode-rwo" || key == "accessmode-rwm")) {
      continue;  // a cluster's; one machine has one kind of storage
    } else {
      return usage_error("unknown item \"" + item + "\" in \"" + text + "\" (expected " +
                             (existing ? "claimname=NAME,path=PATH[,readonly]"
                                       : "claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]") +
                             ")",
                         flag);
    }
  }
  if (p.claim_name.empty())
    return usage_error("claimname=NAME is missing in \"" + text + "\"", flag);
  if (p.path.empty()) return usage_error("path=PATH is missing in \"" + text + "\"", flag);
  return p;
}

// v1's NAME:PATH[:ro].
ApiResult<client::PvcSpec> parse_v1_pvc(const std::string& text) {
  const std::vector<std::string> parts = split_items(text, ':');
  client::PvcSpec p;
  if (parts.size() < 2 || parts.size() > 3 || parts[0].empty() || parts[1].empty() ||
      (parts.size() == 3 && parts[2] != "ro" && parts[2] != "rw")) {
    return usage_error("expected NAME:PATH or NAME:PATH:ro, got \"" + text + "\"", "--pvc");
  }
  p.claim_name = parts[0];
  p.path = parts[1];
  p.read_only = parts.size() == 3 && parts[2] == "ro";
  return p;
}

ApiResult<client::HostPathSpec> parse_host_path(const std::string& text) {
  client::HostPathSpec h;
  for (const std::string& item : split_items(text, ',')) {
    const std::size_t eq = item.find('=');
    const std::string key = item.substr(0, eq);
    const std::string value = eq == std::string::npos ? "" : item.substr(eq + 1);
    if (key == "path") {
      h.path = value;
    } else if (key == "mount" || key == "mount-path") {
      h.mount_path = value;
    } else if (key == "readwrite" || key == "rw") {
      h.read_only = false;
    } else if (key == "readonly" || key == "ro") {
      h.read_only = true;
    } else if (key == "mount-propagation") {
      continue;  // recorded by a cluster; nothing to propagate on one machine
    } else {
      return usage_error("unknown item \"" + item + "\" in \"" + text +
                             "\" (expected path=DIR[,mount-path=DIR][,readwrite])",
                         "--host-path");
    }
  }
  if (h.path.empty()) return usage_error("path=DIR is missing in \"" + text + "\"", "--host-path");
  return h;
}

// v1's SRC:DST[:ro|:rw], read-only unless :rw.
ApiResult<client::HostPathSpec> parse_v1_volume(const std::string& text) {
  const std::vector<std::string> parts = split_items(text, ':');
  if (parts.size() < 2 || parts.size() > 3 || parts[0].empty() || parts[1].empty() ||
      (parts.size() == 3 && parts[2] != "ro" && parts[2] != "rw")) {
    return usage_error("expected SRC:DST, SRC:DST:ro or SRC:DST:rw, got \"" + text + "\"",
                       "--volume");
  }
  return client::HostPathSpec{parts[0], parts[1], !(parts.size() == 3 && parts[2] == "rw")};
}

}  // namespace

void add_storage_flags(CLI::App* c, SubmitFlags& f, bool v1) {
  OptionAdder add(c);
  add.option("--existing-pvc", f.existing_pvcs,
             "claimname=NAME,path=PATH[,readonly]: a volume of the project that exists "
             "(repeat)")
      ->allow_extra_args(false);
  add.option("--new-pvc", f.new_pvcs,
             "claimname=NAME,size=SIZE,path=PATH[,ro][,ephemeral]: a volume, made on first "
             "use; ephemeral: on a Kubernetes backend, deleted with the workload (repeat)")
      ->allow_extra_args(false);
  add.option("--host-path", f.host_paths,
             "path=DIR[,mount-path=DIR][,readwrite]: a host directory, read-only unless "
             "readwrite (repeat)")
      ->allow_extra_args(false);
  if (!v1) return;
  add.option("--pvc", f.pvcs_v1, "NAME:PATH[:ro]: a volume of the project (runai v1; repeat)")
      ->allow_extra_args(false);
  add.option("-v,--volume", f.volumes_v1,
             "SRC:DST[:ro|:rw]: a host directory at DST, read-only unless :rw (runai v1; "
             "repeat)")
      ->allow_extra_args(false);
}

ApiResult<void> apply_storage(const SubmitFlags& f, client::WorkloadSpec& s) {
  for (const std::string& text : f.existing_pvcs) {
    auto p = parse_claim(text, true, "--existing-pvc");
    if (!p) return std::unexpected(p.error());
    s.pvcs.push_back(std::move(*p));
  }
  for (const std::string& text : f.new_pvcs) {
    auto p = parse_claim(text, false, "--new-pvc");
    if (!p) return std::unexpected(p.error());
    s.pvcs.push_back(std::move(*p));
  }
  for (const std::string& text : f.pvcs_v1) {
    auto p = parse_v1_pvc(text);
    if (!p) return std::unexpected(p.error());
    s.pvcs.push_back(std::move(*p));
  }
  for (const std::string& text : f.host_paths) {
    auto h = parse_host_path(text);
    if (!h) return std::unexpected(h.error());
    s.host_paths.push_back(std::move(*h));
  }
  for (const std::string& text : f.volumes_v1) {
    auto h = parse_v1_volume(text);
    if (!h) return std::unexpected(h.error());
    s.host_paths.push_back(std::move(*h));
  }
  return {};
}

}  // namespace gpuq::cli
