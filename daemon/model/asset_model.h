// Assets the daemon keeps besides projects and workloads: compute
// resources (Run:ai's named templates of per-pod compute), secrets and
// volumes (the digitalhub run spec's, per project). Plain values guarded by
// Service's mutex, like daemon/model/model.h.
//
// The Store keeps each asset as one row of its `assets` table: a kind, an
// id and the JSON text of asset_to_json(); the *_from_json functions return
// invalid_argument naming what is malformed. Pure functions, thread-safe.
#ifndef GPUQ_DAEMON_MODEL_ASSET_MODEL_H_
#define GPUQ_DAEMON_MODEL_ASSET_MODEL_H_

#include <sys/types.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/error.h"

namespace gpuq::daemon {

// A compute resource asset. `spec_json` is the Run:ai spec object as
// accepted (validated by the API with parse_compute; a GPU memory given in
// % is kept as a portion), so that it is echoed back and merged field by
// field at submit.
struct ComputeResource {
  int64_t id = 0;
  std::string name;               // unique within its scope
  std::string scope = "cluster";  // cluster | department | project
  int64_t scope_id = 0;           // the project or department; 0 for cluster
  std::string description;
  std::string spec_json = "{}";
  std::string created_by;
  int64_t created_at = 0;
  std::string updated_by;
  int64_t updated_at = 0;
};

// A secret of a project: injected into the environment of the pods of the
// workloads that name it. The value never leaves the daemon through the API,
// events or logs.
struct Secret {
  int64_t id = 0;
  int64_t project_id = 0;
  std::string name;  // also the environment variable's name
  std::string value;
  std::string created_by;
  int64_t created_at = 0;
  int64_t updated_at = 0;
};

// A persistent volume of a project: <state_dir>/volumes/<project id>/<name>,
// created at the first workload that asks for it and kept until deleted.
struct Volume {
  int64_t id = 0;
  int64_t project_id = 0;
  std::string name;
  int64_t size = 0;  // bytes requested (recorded, not enforced)
  std::string created_by;
  uid_t owner_uid = static_cast<uid_t>(-1);  // who the directory belongs to
  int64_t created_at = 0;
};

// <state_dir>/volumes/<project id>/<name>: where a volume's files live.
std::string volume_dir(const std::string& state_dir, int64_t project_id, const std::string& name);

// What the daemon holds of each kind, in id order.
struct Assets {
  std::vector<ComputeResource> compute;
  std::vector<Secret> secrets;
  std::vector<Volume> volumes;
  int64_t next_id = 1;  // shared by all kinds
};

// One row of the store's assets table.
struct StoredAsset {
  std::string kind;  // "compute", "secret", "volume"
  int64_t id = 0;
  std::string body;  // JSON text
};

StoredAsset to_stored(const ComputeResource& c);
StoredAsset to_stored(const Secret& s);
StoredAsset to_stored(const Volume& v);
// Adds a stored row to `assets` (and moves next_id past it). Unknown kinds
// are kept out with an error, so that a newer database is not misread.
core::Result<void> add_stored(const StoredAsset& row, Assets& assets);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_MODEL_ASSET_MODEL_H_
