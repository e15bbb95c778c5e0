#include "cli/docs/command_tree.h"

#include <algorithm>
#include <map>
#include <set>

namespace gpuq::cli {
namespace {

using Type = ValueCompletion::Type;

ValueCompletion live(std::string kind) { return {Type::live, {}, std::move(kind)}; }
ValueCompletion words(std::vector<std::string> w) { return {Type::words, std::move(w), {}}; }
ValueCompletion file() { return {Type::file, {}, {}}; }

// What an option's value completes to, by its long name: the same flag means
// the same thing in every command.
ValueCompletion option_values(const std::vector<std::string>& longs) {
  static const std::map<std::string, ValueCompletion> by_name = {
      {"project", live("projects")},
      {"context", live("contexts")},
      {"profile", live("profiles")},
      {"compute", live("compute-resources")},
      {"node-pools", live("nodepools")},
      {"node-pool", live("nodepools")},
      {"node-pool-name", live("nodepools")},
      {"parent", live("departments")},
      {"department", live("departments")},
      {"output", words({"table", "json", "yaml"})},
      {"type", words({"training", "workspace", "inference"})},
      {"gpu-request-type", words({"portion", "memory", "migProfile"})},
      {"preemptibility", words({"preemptible", "non-preemptible"})},
      {"for", words({"running", "completion", "deletion"})},
      {"status", words({"Pending", "Initializing", "Running", "Releasing", "Stopped", "Completed",
                        "Failed", "Deleting"})},
      {"token-file", file()},
      {"config", file()},
      {"file", file()},
      {"state-dir", file()},
      {"socket", file()},
      {"gpus", file()},
  };
  for (const std::string& name : longs) {
    if (auto it = by_name.find(name); it != by_name.end()) return it->second;
  }
  return {};
}

bool is_create_verb(const std::string& verb) { return verb == "create" || verb == "submit"; }

// What a positional completes to, by the command group it is in: the names
// of that group's things, except where the command makes a new one.
ValueCompletion positional_values(const std::vector<std::string>& path, const std::string& name) {
  if (path.empty()) return {};
  const std::string& group = path.front();
  const std::string& verb = path.back();
  if (group == "completion") return words({"bash", "zsh", "fish"});
  if (group == "__complete") {
    return words({"projects", "departments", "workloads", "profiles", "compute-resources",
                  "nodepools", "nodes", "contexts"});
  }
  if (group == "config" && (verb == "use-context" || verb == "set-context")) {
    return live("contexts");
  }
  if (group == "top" || group == "node") return live("nodes");
  // Top-level verbs whose positional is a workload (runai's).
  static const std::set<std::string> kWorkloadVerbs = {"logs", "attach", "exec", "bash",
                                                       "port-forward"};
  const bool workload_verb = kWorkloadVerbs.contains(group);
  if (is_create_verb(verb) || (path.size() == 1 && !workload_verb)) return {};
  if (name == "COMMAND" || name == "ARGS") return {};
  if (workload_verb) return live("workloads");
  static const std::map<std::string, std::string> kinds = {
      {"project", "projects"},
      {"department", "departments"},
      {"workload", "workloads"},
      {"training", "workloads"},
      {"workspace", "workloads"},
      {"inference", "workloads"},
      {"compute-resource", "compute-resources"},
      {"profile", "profiles"},
  };
  if (auto it = kinds.find(group); it != kinds.end()) return live(it->second);
  return {};
}

OptionDoc option_doc(const CLI::Option& o, const std::vector<std::string>& path) {
  OptionDoc d;
  d.shorts = o.get_snames();
  d.longs = o.get_lnames();
  d.takes_value = o.get_type_size_max() > 0 && o.get_expected_min() > 0;
  if (o.get_type_size_max() > 0) d.value_name = o.get_type_name();
  if (d.value_name.empty() && d.takes_value) d.value_name = "VALUE";
  d.repeatable = o.get_items_expected_max() > 1 ||
                 o.get_multi_option_policy() != CLI::MultiOptionPolicy::Throw;
  d.required = o.get_required();
  d.description = o.get_description();
  d.group = o.get_group();
  if (d.takes_value) d.values = option_values(d.longs);
  (void)path;
  return d;
}

// `parent_footer`: CLI11 copies a parent's footer into the subcommands made
// after it was set; such a copy is not the command's own.
CommandDoc describe(const CLI::App& app, std::vector<std::string> path,
                    const std::string& parent_footer) {
  CommandDoc c;
  c.path = path;
  c.aliases = app.get_aliases();
  c.description = app.get_description();
  c.footer = app.get_footer();
  if (c.footer == parent_footer) c.footer.clear();
  c.hidden = app.get_group().empty();
  c.fallthrough = app.get_fallthrough();
  for (const CLI::Option* o : app.get_options()) {
    if (o == app.get_help_ptr() || o == app.get_help_all_ptr()) continue;
    if (o->get_group().empty()) continue;  // hidden
    if (o->get_positional() && !o->nonpositional()) {
      PositionalDoc p;
      p.name = o->get_name();
      p.description = o->get_description();
      p.required = o->get_required();
      p.repeatable = o->get_items_expected_max() > 1;
      p.values = positional_values(path, p.name);
      c.positionals.push_back(std::move(p));
    } else {
      c.options.push_back(option_doc(*o, path));
    }
  }
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) {
    std::vector<std::string> sub_path = path;
    sub_path.push_back(sub->get_name());
    c.subcommands.push_back(describe(*sub, std::move(sub_path), app.get_footer()));
  }
  return c;
}

void collect(const CommandDoc& c, bool with_hidden, std::vector<const CommandDoc*>& out) {
  if (c.hidden && !with_hidden) return;
  out.push_back(&c);
  for (const CommandDoc& sub : c.subcommands) collect(sub, with_hidden, out);
}

}  // namespace

std::string OptionDoc::spelling() const {
  std::string out;
  for (const std::string& s : shorts) out += (out.empty() ? "-" : ", -") + s;
  for (const std::string& l : longs) out += (out.empty() ? "--" : ", --") + l;
  return out;
}

std::string CommandDoc::full_name() const {
  std::string out = "gpuq";
  for (const std::string& word : path) out += " " + word;
  return out;
}

CommandDoc command_tree(const CLI::App& app) { return describe(app, {}, {}); }

std::vector<const CommandDoc*> all_commands(const CommandDoc& root, bool with_hidden) {
  std::vector<const CommandDoc*> out;
  collect(root, with_hidden, out);
  return out;
}

const CommandDoc* find_command(const CommandDoc& root, const std::vector<std::string>& path) {
  const CommandDoc* here = &root;
  for (const std::string& word : path) {
    auto it = std::find_if(here->subcommands.begin(), here->subcommands.end(),
                           [&](const CommandDoc& c) { return c.name() == word; });
    if (it == here->subcommands.end()) return nullptr;
    here = &*it;
  }
  return here;
}

std::vector<OptionDoc> options_in_effect(const CommandDoc& root, const CommandDoc& command) {
  std::vector<OptionDoc> out = command.options;
  std::vector<std::string> path = command.path;
  bool falls = command.fallthrough;
  while (falls && !path.empty()) {
    path.pop_back();
    const CommandDoc* parent = find_command(root, path);
    if (parent == nullptr) break;
    for (const OptionDoc& o : parent->options) {
      // A command's own option shadows its parent's of the same spelling.
      bool shadowed = false;
      for (const OptionDoc& mine : out) {
        for (const std::string& l : o.longs) {
          shadowed =
              shadowed || std::find(mine.longs.begin(), mine.longs.end(), l) != mine.longs.end();
        }
        for (const std::string& s : o.shorts) {
          shadowed =
              shadowed || std::find(mine.shorts.begin(), mine.shorts.end(), s) != mine.shorts.end();
        }
      }
      if (!shadowed) out.push_back(o);
    }
    falls = parent->fallthrough;
  }
  return out;
}

}  // namespace gpuq::cli
