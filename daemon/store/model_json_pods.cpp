// Pods in the store's JSON: one positional array per pod (see model_json.h);
// load() reads one such list per workload, so it is kept compact.
#include "daemon/store/json_text.h"
#include "daemon/store/model_json.h"

namespace gpuq::daemon {

bool pod_phase_of(std::string_view name, PodPhase& phase) {
  for (auto p : {PodPhase::pending, PodPhase::starting, PodPhase::running, PodPhase::releasing,
                 PodPhase::succeeded, PodPhase::failed}) {
    if (pod_phase_name(p) == name) {
      phase = p;
      return true;
    }
  }
  return false;
}

std::string pods_to_json(const std::vector<Pod>& pods) {
  JsonTextWriter w;
  w.begin_array();
  for (const Pod& p : pods) {
    w.begin_array();
    w.value(p.index);
    w.value(pod_phase_name(p.phase));
    w.value(p.node);
    w.begin_array();
    for (const auto& d : p.devices) {
      w.begin_array();
      w.value(d.index);
      w.value(d.portion);
      w.end_array();
    }
    w.end_array();
    w.begin_array();
    for (const auto& m : p.mig) {
      w.begin_array();
      w.value(m.profile);
      w.value(m.index);
      w.end_array();
    }
    w.end_array();
    w.value(p.pid);
    w.value(p.start_ticks);
    w.value(p.exit_code);
    w.value(p.attempts);
    w.value(p.started_at);
    w.value(p.finished_at);
    w.value(p.kill_at);
    w.value(p.log_path);
    // Optional trailing fields, left out at their defaults.
    const bool own_index = p.completion_index != p.index;
    const bool ports = !p.ports.empty();
    if (p.retry_at != 0 || own_index || ports) w.value(p.retry_at);
    if (own_index || ports) w.value(p.completion_index);
    if (ports) {
      w.begin_array();
      for (const PortBinding& b : p.ports) {
        w.begin_array();
        w.value(b.container);
        w.value(b.host);
        w.end_array();
      }
      w.end_array();
    }
    w.end_array();
  }
  w.end_array();
  return w.take();
}

namespace {

// Reads the next element of the pod's array with `read`.
template <class F>
void element(JsonTextReader& r, F read) {
  if (!r.more_elements()) throw JsonTextError("a pod has 13 to 16 fields");
  read();
}

Pod read_pod(JsonTextReader& r) {
  Pod p;
  r.begin_array();
  element(r, [&] { p.index = r.integer<int>(); });
  element(r, [&] {
    if (!pod_phase_of(r.string(), p.phase)) throw JsonTextError("unknown pod phase");
  });
  element(r, [&] { p.node = r.string(); });
  element(r, [&] {
    r.begin_array();
    while (r.more_elements()) {
      core::DeviceShare d;
      r.begin_array();
      element(r, [&] { d.index = r.integer<int>(); });
      element(r, [&] { d.portion = r.integer<int64_t>(); });
      if (r.more_elements()) throw JsonTextError("expected [device, portion]");
      p.devices.push_back(d);
    }
  });
  element(r, [&] {
    r.begin_array();
    while (r.more_elements()) {
      core::MigSlot m;
      r.begin_array();
      element(r, [&] { m.profile = r.string(); });
      element(r, [&] { m.index = r.integer<int>(); });
      if (r.more_elements()) throw JsonTextError("expected [profile, index]");
      p.mig.push_back(std::move(m));
    }
  });
  element(r, [&] { p.pid = r.integer<pid_t>(); });
  element(r, [&] { p.start_ticks = r.integer<uint64_t>(); });
  element(r, [&] { p.exit_code = r.integer<int>(); });
  element(r, [&] { p.attempts = r.integer<int>(); });
  element(r, [&] { p.started_at = r.integer<int64_t>(); });
  element(r, [&] { p.finished_at = r.integer<int64_t>(); });
  element(r, [&] { p.kill_at = r.integer<int64_t>(); });
  element(r, [&] { p.log_path = r.string(); });
  // Absent: their defaults (and in stores written before they existed).
  p.completion_index = p.index;
  // (more_elements() consumes the closing bracket when it says no.)
  if (r.more_elements()) {
    p.retry_at = r.integer<int64_t>();
    if (r.more_elements()) {
      p.completion_index = r.integer<int>();
      if (r.more_elements()) {
        r.begin_array();
        while (r.more_elements()) {
          PortBinding b;
          r.begin_array();
          element(r, [&] { b.container = r.integer<int>(); });
          element(r, [&] { b.host = r.integer<int>(); });
          if (r.more_elements()) throw JsonTextError("expected [container, host]");
          p.ports.push_back(b);
        }
        if (r.more_elements()) throw JsonTextError("a pod has 13 to 16 fields");
      }
    }
  }
  return p;
}

}  // namespace

core::Result<std::vector<Pod>> pods_from_json(std::string_view text) {
  try {
    JsonTextReader r(text);
    std::vector<Pod> pods;
    r.begin_array();
    while (r.more_elements()) pods.push_back(read_pod(r));
    r.finish();
    return pods;
  } catch (const std::exception& e) {
    return core::fail(std::string("malformed pods JSON: ") + e.what());
  }
}

}  // namespace gpuq::daemon
