#include "daemon/api/workload_request.h"

#include <algorithm>

#include "core/priority_class.h"
#include "core/shell_words.h"
#include "daemon/api/json_read.h"
#include "daemon/api/kube_metadata.h"
#include "daemon/model/run_extras.h"
#include "daemon/service/identity.h"

namespace gpuq::daemon::api {
namespace {

using Pairs = std::vector<std::pair<std::string, std::string>>;

// A scalar as text: strings as they are, numbers and booleans as JSON.
core::Result<std::string> scalar_text(const json& v, const std::string& path) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number() || v.is_boolean()) return to_text(v);
  return std::unexpected(type_error(path, "a string", v));
}

// [{name, value, exclude}] or {NAME: value}. `env` refuses names with '='
// and values from secrets, config maps and the like.
// NUL ends a C string: in a command, argument, name or value it would cut
// the text short or, in an environment, smuggle in another variable.
core::Result<void> check_no_nul(const std::string& text, const std::string& at) {
  if (text.find('\0') != std::string::npos) return fail_at(at, "must not contain a NUL byte");
  return {};
}

core::Result<Pairs> read_pairs(const json& spec, std::string_view key, bool env) {
  const std::string path = field_path("spec", key);
  const json* v = member(spec, key);
  Pairs out;
  if (v == nullptr) return out;
  auto check_key = [&](const std::string& name, const std::string& at) -> core::Result<void> {
    if (name.empty()) return fail_at(at, "must not be empty");
    if (name.find('\0') != std::string::npos || (env && name.find('=') != std::string::npos)) {
      return fail_at(at, "\"" + name + "\" is not a valid name");
    }
    return {};
  };
  if (v->is_object()) {
    for (const auto& [name, value] : v->items()) {
      const std::string at = field_path(path, name);
      if (auto ok = check_key(name, at); !ok) return std::unexpected(ok.error());
      GPUQ_TRY(text, scalar_text(value, at));
      if (auto ok = check_no_nul(text, at); !ok) return std::unexpected(ok.error());
      out.emplace_back(name, std::move(text));
    }
    return out;
  }
  if (!v->is_array()) return std::unexpected(type_error(path, "an array of {name, value}", *v));
  for (std::size_t i = 0; i < v->size(); ++i) {
    const std::string item = index_path(path, i);
    const json& e = (*v)[i];
    if (!e.is_object()) return std::unexpected(type_error(item, "an object", e));
    GPUQ_TRY(exclude, read_bool(e, "exclude", item));
    if (exclude.value_or(false)) continue;
    GPUQ_TRY(name, read_string(e, "name", item));
    if (!name)
      return std::unexpected(
          core::Error{core::Error::Code::invalid_argument, "required", field_path(item, "name")});
    if (auto ok = check_key(*name, field_path(item, "name")); !ok) {
      return std::unexpected(ok.error());
    }
    std::string value;
    if (const json* val = member(e, "value")) {
      GPUQ_TRY(text, scalar_text(*val, field_path(item, "value")));
      if (auto ok = check_no_nul(text, field_path(item, "value")); !ok) {
        return std::unexpected(ok.error());
      }
      value = std::move(text);
    } else {
      for (const char* source : {"secret", "configMap", "podFieldRef", "userCredential"}) {
        if (member(e, source) != nullptr) {
          return std::unexpected(
              core::Error{core::Error::Code::invalid_argument,
                          std::string(source) + " values are not supported by gpuq; give a value",
                          field_path(item, source)});
        }
      }
    }
    out.emplace_back(std::move(*name), std::move(value));
  }
  return out;
}

// command and args: strings split into words, or arrays of strings.
core::Result<std::vector<std::string>> read_words(const json& spec, std::string_view key) {
  const std::string path = field_path("spec", key);
  const json* v = member(spec, key);
  if (v == nullptr) return std::vector<std::string>{};
  if (v->is_string()) {
    if (auto ok = check_no_nul(v->get<std::string>(), path); !ok)
      return std::unexpected(ok.error());
    auto words = core::split_shell_words(v->get<std::string>());
    if (!words) {
      return std::unexpected(
          core::Error{core::Error::Code::invalid_argument, words.error().message, path});
    }
    return *words;
  }
  if (!v->is_array()) return std::unexpected(type_error(path, "a string", *v));
  std::vector<std::string> words;
  for (std::size_t i = 0; i < v->size(); ++i) {
    if (!(*v)[i].is_string()) {
      return std::unexpected(type_error(index_path(path, i), "a string", (*v)[i]));
    }
    if (auto ok = check_no_nul((*v)[i].get<std::string>(), index_path(path, i)); !ok) {
      return std::unexpected(ok.error());
    }
    words.push_back((*v)[i].get<std::string>());
  }
  return words;
}

core::Result<void> parse_scheduling(const json& spec, core::WorkloadType type, Workload& w) {
  GPUQ_TRY(cls, read_string(spec, "priorityClass", "spec"));
  if (cls) {
    auto priority = core::priority_of_class(*cls);
    if (!priority) {
      return fail_at("spec.priorityClass", "unknown priority class \"" + *cls + "\" (valid: " +
                                               std::string(core::priority_class_names()) + ")");
    }
    w.priority_class = *cls;
    w.priority = *priority;
  } else {
    w.priority = core::default_priority(type);
  }
  GPUQ_TRY(preemptibility, read_string(spec, "preemptibility", "spec"));
  if (preemptibility && *preemptibility != "preemptible" && *preemptibility != "non-preemptible") {
    return fail_at("spec.preemptibility",
                   "expected preemptible or non-preemptible, got \"" + *preemptibility + "\"");
  }
  w.preemptible =
      preemptibility ? *preemptibility == "preemptible" : core::default_preemptible(w.priority);
  GPUQ_TRY(parallelism, read_int(spec, "parallelism", "spec", 1, 1000));
  GPUQ_TRY(completions, read_int(spec, "completions", "spec", 1, 1000000));
  if (type != core::WorkloadType::training) {
    if (parallelism.value_or(1) != 1) {
      return fail_at("spec.parallelism", "only trainings run more than one pod");
    }
    if (completions.value_or(1) != 1) {
      return fail_at("spec.completions", "only trainings run more than one pod");
    }
  }
  w.parallelism = static_cast<int>(parallelism.value_or(1));
  w.completions = static_cast<int>(completions.value_or(w.parallelism));
  // As a Kubernetes Job: never more pods at once than runs to complete
  // (--completions 2 --parallelism 5 runs two, and says two).
  w.parallelism = std::min(w.parallelism, w.completions);
  // --parallelism runs independent pods, as a Kubernetes Job does; gangs
  // (all or none) are for distributed workloads.
  w.min_available = 1;
  GPUQ_TRY(backoff, read_int(spec, "backoffLimit", "spec", 0, 1000000));
  w.backoff_limit = static_cast<int>(backoff.value_or(6));
  GPUQ_TRY(grace, read_int(spec, "terminationGracePeriodSeconds", "spec", 0, 86400 * 365));
  w.termination_grace_s = grace.value_or(-1);
  GPUQ_TRY(pools, read_array(spec, "nodePools", "spec"));
  if (pools != nullptr) {
    for (std::size_t i = 0; i < pools->size(); ++i) {
      const json& p = (*pools)[i];
      const std::string at = index_path("spec.nodePools", i);
      if (!p.is_string()) return std::unexpected(type_error(at, "a node pool name", p));
      if (p.get<std::string>().empty()) return fail_at(at, "must not be empty");
      w.node_pools.push_back(p.get<std::string>());
    }
  }
  return {};
}

core::Result<void> parse_run(const json& spec, Workload& w) {
  GPUQ_TRY(image, read_string(spec, "image", "spec"));
  GPUQ_TRY(dir, read_string(spec, "workingDir", "spec"));
  w.run.image = image.value_or("");
  w.run.working_dir = dir.value_or("");
  GPUQ_TRY(command, read_words(spec, "command"));
  GPUQ_TRY(args, read_words(spec, "args"));
  if (!command.empty() && command.front().empty()) {
    return fail_at("spec.command", "the program to run must not be empty");
  }
  if (auto ok = check_no_nul(w.run.working_dir, "spec.workingDir"); !ok) {
    return std::unexpected(ok.error());
  }
  w.run.argv = std::move(command);
  w.run.argv.insert(w.run.argv.end(), args.begin(), args.end());
  GPUQ_TRY(env, read_pairs(spec, "environmentVariables", true));
  GPUQ_TRY(labels, read_pairs(spec, "labels", false));
  GPUQ_TRY(annotations, read_pairs(spec, "annotations", false));
  if (auto ok = check_labels(labels, "spec.labels"); !ok) return std::unexpected(ok.error());
  if (auto ok = check_annotations(annotations, "spec.annotations"); !ok) {
    return std::unexpected(ok.error());
  }
  w.run.environment = std::move(env);
  w.run.labels = std::move(labels);
  w.run.annotations = std::move(annotations);
  GPUQ_TRY(stdin_open, read_bool(spec, "stdin", "spec"));
  GPUQ_TRY(tty, read_bool(spec, "tty", "spec"));
  // runai: a terminal implies input (attach implies tty and stdin).
  w.run.tty = tty.value_or(false);
  w.run.stdin_open = stdin_open.value_or(false) || w.run.tty;
  GPUQ_TRY(security, read_object(spec, "security", "spec"));
  if (security != nullptr) {
    constexpr int64_t kMaxId = 4294967294;  // (uid_t)-1 means "none"
    GPUQ_TRY(uid, read_int(*security, "runAsUid", "spec.security", 0, kMaxId));
    GPUQ_TRY(gid, read_int(*security, "runAsGid", "spec.security", 0, kMaxId));
    if (uid) w.run.uid = static_cast<uid_t>(*uid);
    if (gid) w.run.gid = static_cast<gid_t>(*gid);
  }
  return {};
}

}  // namespace

void drop_client_captured(SubmitRequest& request) {
  auto& env = request.draft.run.environment;
  std::erase_if(env, [&](const auto& pair) {
    return std::find(request.captured_environment.begin(), request.captured_environment.end(),
                     pair.first) != request.captured_environment.end();
  });
  if (request.working_dir_captured) request.draft.run.working_dir.clear();
}

void honour_cluster_fields(SubmitRequest& request) {
  const auto& extras = request.draft.run.extras;
  if (!extras || extras->no_effect.empty()) return;
  RunExtras honoured = *extras;
  std::erase_if(honoured.no_effect, [](const std::string& key) {
    return key == "nodeType" || key == "imagePullPolicy" || key == "tolerations" ||
           key == "node_selector" || key == "affinity" || key == "nodeAffinityRequired" ||
           key == "podAffinity";
  });
  request.draft.run.extras = share_run_extras(std::move(honoured));
}

core::Result<SubmitRequest> parse_submit(const json& body, core::WorkloadType type) {
  if (!body.is_object()) return std::unexpected(type_error("body", "an object", body));
  SubmitRequest out;
  Workload& w = out.draft;
  w.type = type;
  GPUQ_TRY(name, read_string(body, "name", ""));
  if (!name) return fail_at("name", "required");
  if (auto ok = check_name(*name, "name"); !ok) return std::unexpected(ok.error());
  w.name = *name;
  GPUQ_TRY(project, read_id(body, "projectId", ""));
  if (!project || project->empty()) return fail_at("projectId", "required (a project name or id)");
  out.project = *project;
  GPUQ_TRY(prefix, read_bool(body, "useGivenNameAsPrefix", ""));
  out.name_as_prefix = prefix.value_or(false);
  GPUQ_TRY(compute_resource, read_string(body, "computeResource", ""));
  GPUQ_TRY(profile, read_string(body, "profile", ""));
  GPUQ_TRY(spec_member, read_object(body, "spec", ""));
  static const json kNoSpec = json::object();
  const json& spec = spec_member != nullptr ? *spec_member : kNoSpec;
  if (auto ok = parse_run(spec, w); !ok) return std::unexpected(ok.error());
  if (auto ok = parse_scheduling(spec, type, w); !ok) return std::unexpected(ok.error());
  GPUQ_TRY(compute, read_object(spec, "compute", "spec"));
  if (compute != nullptr) {
    if (auto ok = parse_compute(*compute, "spec.compute", w.request, w.limits); !ok) {
      return std::unexpected(ok.error());
    }
  }
  GPUQ_TRY(captured, read_object(spec, "capturedFromClient", "spec"));
  if (captured != nullptr) {
    const std::string at = "spec.capturedFromClient";
    GPUQ_TRY(names, read_array(*captured, "environmentVariables", at));
    if (names != nullptr) {
      for (std::size_t i = 0; i < names->size(); ++i) {
        const json& n = (*names)[i];
        if (!n.is_string()) {
          return std::unexpected(
              type_error(index_path(at + ".environmentVariables", i), "a variable name", n));
        }
        out.captured_environment.push_back(n.get<std::string>());
      }
    }
    GPUQ_TRY(dir, read_bool(*captured, "workingDir", at));
    out.working_dir_captured = dir.value_or(false);
  }
  // The spec is kept as sent, less what only this request needed. It is
  // written member by member rather than copied and trimmed: the copy of a
  // spec carrying a whole environment was a tenth of a submit's work.
  std::string text = "{";
  auto put = [&text](const std::string& key, const json& value) {
    if (text.size() > 1) text += ',';
    text += to_text(json(key));
    text += ':';
    text += to_text(value);
  };
  for (const auto& [key, value] : spec.items()) {
    if (key != "capturedFromClient") put(key, value);
  }
  if (compute_resource && !spec.contains("computeResource"))
    put("computeResource", *compute_resource);
  if (profile && !spec.contains("profile")) put("profile", *profile);
  w.spec_json = text + "}";
  return out;
}

}  // namespace gpuq::daemon::api
