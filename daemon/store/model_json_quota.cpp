// Project quotas in the store's JSON (see model_json.h).
#include "daemon/store/json_text.h"
#include "daemon/store/model_json.h"

namespace gpuq::daemon {
namespace {

using Writer = JsonTextWriter;
using Reader = JsonTextReader;

// [gpu, cpu, memory] integers, or [w, w, w] weights.
template <class T, class Array>
void write_triple(Writer& w, const Array& a) {
  w.begin_array();
  for (std::size_t i = 0; i < core::kResourceCount; ++i) w.value(static_cast<T>(a[i]));
  w.end_array();
}

template <class Read>
void read_triple(Reader& r, Read read) {
  r.begin_array();
  for (std::size_t i = 0; i < core::kResourceCount; ++i) {
    if (!r.more_elements()) throw JsonTextError("expected 3 values");
    read(i);
  }
  if (r.more_elements()) throw JsonTextError("expected 3 values");
}

void write_quota(Writer& w, const core::QueueQuota& q) {
  w.begin_object();
  w.key("deserved");
  write_triple<int64_t>(w, q.deserved.v);
  w.key("limit");
  write_triple<int64_t>(w, q.limit.v);
  w.key("weight");
  write_triple<double>(w, q.over_quota_weight);
  w.end_object();
}

core::QueueQuota read_quota(Reader& r) {
  core::QueueQuota q;
  r.begin_object();
  std::string_view key;
  while (r.next_key(key)) {
    if (key == "deserved") {
      read_triple(r, [&](std::size_t i) { q.deserved.v[i] = r.integer<int64_t>(); });
    } else if (key == "limit") {
      read_triple(r, [&](std::size_t i) { q.limit.v[i] = r.integer<int64_t>(); });
    } else if (key == "weight") {
      read_triple(r, [&](std::size_t i) { q.over_quota_weight[i] = r.number(); });
    } else {
      r.skip_value();
    }
  }
  return q;
}

}  // namespace

std::string quota_to_json(const core::QueueQuota& quota) {
  Writer w;
  write_quota(w, quota);
  return w.take();
}

core::Result<core::QueueQuota> quota_from_json(std::string_view text) {
  return parse_json_text(text, "quota", [](Reader& r) { return read_quota(r); });
}

std::string quotas_to_json(const std::map<std::string, core::QueueQuota>& quotas) {
  Writer w;
  w.begin_array();  // [[pool, quota], ...]: pool names need not be valid UTF-8
  for (const auto& [pool, q] : quotas) {
    w.begin_array();
    w.value(pool);
    write_quota(w, q);
    w.end_array();
  }
  w.end_array();
  return w.take();
}

core::Result<std::map<std::string, core::QueueQuota>> quotas_from_json(std::string_view text) {
  return parse_json_text(text, "quotas", [](Reader& r) {
    std::map<std::string, core::QueueQuota> out;
    r.begin_array();
    while (r.more_elements()) {
      r.begin_array();
      if (!r.more_elements()) throw JsonTextError("expected [pool, quota]");
      std::string pool = r.string();
      if (!r.more_elements()) throw JsonTextError("expected [pool, quota]");
      out.emplace(std::move(pool), read_quota(r));
      if (r.more_elements()) throw JsonTextError("expected [pool, quota]");
    }
    return out;
  });
}

}  // namespace gpuq::daemon
