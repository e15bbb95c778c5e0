#include "daemon/store/model_json.h"

#include "daemon/store/json_text.h"
#include "daemon/store/run_extras_json.h"

namespace gpuq::daemon {
namespace {

using Writer = JsonTextWriter;
using Reader = JsonTextReader;

template <class V>
void write_map(Writer& w, const std::map<std::string, V>& m) {
  w.begin_array();  // [[name, n], ...]: names need not be valid UTF-8
  for (const auto& [k, v] : m) {
    w.begin_array();
    w.value(k);
    w.value(v);
    w.end_array();
  }
  w.end_array();
}

template <class V>
std::map<std::string, V> read_map(Reader& r) {
  std::map<std::string, V> out;
  r.begin_array();
  while (r.more_elements()) {
    r.begin_array();
    if (!r.more_elements()) throw JsonTextError("expected [name, amount]");
    std::string k = r.string();
    if (!r.more_elements()) throw JsonTextError("expected [name, amount]");
    out.emplace(std::move(k), r.integer<V>());
    if (r.more_elements()) throw JsonTextError("expected [name, amount]");
  }
  return out;
}

void write_strings(Writer& w, const std::vector<std::string>& strings) {
  w.begin_array();
  for (const auto& s : strings) w.value(s);
  w.end_array();
}

std::vector<std::string> read_strings(Reader& r) {
  std::vector<std::string> out;
  r.begin_array();
  while (r.more_elements()) out.push_back(r.string());
  return out;
}

std::shared_ptr<const RunExtras> read_extras(std::string_view text) {
  auto extras = run_extras_from_json(text);
  if (!extras) throw JsonTextError(extras.error().message);
  return share_run_extras(std::move(*extras));
}

using Pairs = std::vector<std::pair<std::string, std::string>>;

void write_pairs(Writer& w, const Pairs& pairs) {
  w.begin_array();
  for (const auto& [k, v] : pairs) {
    w.begin_array();
    w.value(k);
    w.value(v);
    w.end_array();
  }
  w.end_array();
}

Pairs read_pairs(Reader& r) {
  Pairs out;
  r.begin_array();
  while (r.more_elements()) {
    r.begin_array();
    if (!r.more_elements()) throw JsonTextError("expected [key, value]");
    std::string k = r.string();
    if (!r.more_elements()) throw JsonTextError("expected [key, value]");
    out.emplace_back(std::move(k), r.string());
    if (r.more_elements()) throw JsonTextError("expected [key, value]");
  }
  return out;
}

}  // namespace

std::string request_to_json(const core::PodRequest& r) {
  const core::PodRequest d;  // fields at their default are left out
  Writer w;
  w.begin_object();
  auto integer = [&](const char* k, auto v, auto dv) {
    if (v != dv) {
      w.key(k);
      w.value(v);
    }
  };
  integer("gpus", r.gpus, d.gpus);
  integer("gpu_portion", r.gpu_portion, d.gpu_portion);
  integer("gpu_memory", r.gpu_memory, d.gpu_memory);
  if (!r.mig.empty()) {
    w.key("mig");
    write_map(w, r.mig);
  }
  integer("cpu", r.cpu, d.cpu);
  integer("memory", r.memory, d.memory);
  if (!r.extended.empty()) {
    w.key("extended");
    write_map(w, r.extended);
  }
  w.end_object();
  return w.take();
}

core::Result<core::PodRequest> request_from_json(std::string_view text) {
  return parse_json_text(text, "request", [](Reader& r) {
    core::PodRequest q;
    r.begin_object();
    std::string_view k;
    while (r.next_key(k)) {
      if (k == "gpus")
        q.gpus = r.integer<int>();
      else if (k == "gpu_portion")
        q.gpu_portion = r.integer<int64_t>();
      else if (k == "gpu_memory")
        q.gpu_memory = r.integer<int64_t>();
      else if (k == "mig")
        q.mig = read_map<int>(r);
      else if (k == "cpu")
        q.cpu = r.integer<int64_t>();
      else if (k == "memory")
        q.memory = r.integer<int64_t>();
      else if (k == "extended")
        q.extended = read_map<int64_t>(r);
      else
        r.skip_value();
    }
    return q;
  });
}

std::string limits_to_json(const PodLimits& l) {
  const PodLimits d;
  Writer w;
  w.begin_object();
  auto field = [&](const char* k, auto v, auto dv) {
    if (v != dv) {
      w.key(k);
      w.value(v);
    }
  };
  field("cpu", l.cpu, d.cpu);
  field("memory", l.memory, d.memory);
  field("gpu_portion", l.gpu_portion, d.gpu_portion);
  field("gpu_memory", l.gpu_memory, d.gpu_memory);
  field("large_shm", l.large_shm, d.large_shm);
  if (!l.extended.empty()) {
    w.key("extended");
    write_map(w, l.extended);
  }
  w.end_object();
  return w.take();
}

core::Result<PodLimits> limits_from_json(std::string_view text) {
  return parse_json_text(text, "limits", [](Reader& r) {
    PodLimits l;
    r.begin_object();
    std::string_view k;
    while (r.next_key(k)) {
      if (k == "cpu")
        l.cpu = r.integer<int64_t>();
      else if (k == "memory")
        l.memory = r.integer<int64_t>();
      else if (k == "gpu_portion")
        l.gpu_portion = r.integer<int64_t>();
      else if (k == "gpu_memory")
        l.gpu_memory = r.integer<int64_t>();
      else if (k == "large_shm")
        l.large_shm = r.boolean();
      else if (k == "extended")
        l.extended = read_map<int64_t>(r);
      else
        r.skip_value();
    }
    return l;
  });
}

std::string run_to_json(const RunSpec& s) {
  const RunSpec d;
  Writer w;
  w.begin_object();
  if (!s.argv.empty()) {
    w.key("argv");
    write_strings(w, s.argv);
  }
  if (!s.image.empty()) {
    w.key("image");
    w.value(s.image);
  }
  if (!s.working_dir.empty()) {
    w.key("working_dir");
    w.value(s.working_dir);
  }
  if (!s.environment.empty()) {
    w.key("environment");
    write_pairs(w, s.environment);
  }
  if (!s.labels.empty()) {
    w.key("labels");
    write_pairs(w, s.labels);
  }
  if (!s.annotations.empty()) {
    w.key("annotations");
    write_pairs(w, s.annotations);
  }
  if (s.uid != d.uid) {
    w.key("uid");
    w.value(static_cast<unsigned>(s.uid));
  }
  if (s.gid != d.gid) {
    w.key("gid");
    w.value(static_cast<unsigned>(s.gid));
  }
  if (s.stdin_open) {
    w.key("stdin");
    w.value(true);
  }
  if (s.tty) {
    w.key("tty");
    w.value(true);
  }
  if (s.extras != nullptr) {
    w.key("extras");
    w.value(run_extras_to_json(*s.extras));
  }
  w.end_object();
  return w.take();
}

core::Result<RunSpec> run_from_json(std::string_view text) {
  return parse_json_text(text, "run", [](Reader& r) {
    RunSpec s;
    r.begin_object();
    std::string_view k;
    while (r.next_key(k)) {
      if (k == "argv")
        s.argv = read_strings(r);
      else if (k == "image")
        s.image = r.string();
      else if (k == "working_dir")
        s.working_dir = r.string();
      else if (k == "environment")
        s.environment = read_pairs(r);
      else if (k == "labels")
        s.labels = read_pairs(r);
      else if (k == "annotations")
        s.annotations = read_pairs(r);
      else if (k == "uid")
        s.uid = r.integer<uid_t>();
      else if (k == "gid")
        s.gid = r.integer<gid_t>();
      else if (k == "stdin")
        s.stdin_open = r.boolean();
      else if (k == "tty")
        s.tty = r.boolean();
      else if (k == "extras")
        s.extras = read_extras(r.string());
      else
        r.skip_value();
    }
    return s;
  });
}

std::string strings_to_json(const std::vector<std::string>& strings) {
  Writer w;
  write_strings(w, strings);
  return w.take();
}

core::Result<std::vector<std::string>> strings_from_json(std::string_view text) {
  return parse_json_text(text, "string list", [](Reader& r) { return read_strings(r); });
}

}  // namespace gpuq::daemon
