// A workload spec file given with `-f FILE` (YAML or JSON; JSON is read as
// YAML, which it is a subset of, so both get line numbers).
//
// A document with a top-level `spec` is a whole Run:ai body (`name`,
// `projectId`, `useGivenNameAsPrefix`, `computeResource`, `profile`, `spec`);
// any other mapping is the spec itself. Every key's line is kept so that an
// error the daemon reports about a field ("spec.compute.gpuDevicesRequest")
// can name the file's line.
#ifndef GPUQ_CLI_WORKLOAD_WORKLOAD_FILE_H_
#define GPUQ_CLI_WORKLOAD_WORKLOAD_FILE_H_

#include <map>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "gpuq/error.h"

namespace gpuq::cli {

struct WorkloadFile {
  std::string path;
  std::optional<std::string> name, project, compute_resource, profile;
  bool name_as_prefix = false;
  nlohmann::json spec = nlohmann::json::object();
  // "spec.compute.gpuDevicesRequest" -> 7: where each key of the body is.
  std::map<std::string, int> lines;

  // "FILE:LINE" for an API field path, or for its closest parent in the file;
  // "" when the file has none of it.
  std::string where(const std::string& field) const;
};

// Reads and checks `path`. Errors (usage): the file cannot be read, is not
// YAML/JSON, is not a mapping, or a top-level key has the wrong type; the
// error's field is "FILE:LINE".
client::ApiResult<WorkloadFile> load_workload_file(const std::string& path);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_WORKLOAD_FILE_H_
