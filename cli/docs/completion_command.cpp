#include "cli/docs/completion_command.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <set>

#include "cli/app/output.h"
#include "cli/docs/command_tree.h"
#include "cli/docs/completion_script.h"
#include "cli/docs/man_page.h"

#ifndef GPUQ_VERSION
#define GPUQ_VERSION "0.0.0"
#endif

namespace gpuq::cli {
namespace {

namespace fs = std::filesystem;

// A completion must not keep the shell waiting: a daemon that does not
// answer this fast gets no names offered.
constexpr long kCompleteTimeoutMs = 300;

// The names of `kind`, or nothing on any error.
std::vector<std::string> live_names(const GlobalOptions& g, const std::string& kind) {
  std::vector<std::string> names;
  if (kind == "contexts") {
    auto config = client::ClientConfig::load(config_path(g));
    if (!config) return names;
    for (const client::Context& c : config->contexts) names.push_back(c.name);
    if (std::find(names.begin(), names.end(), "default") == names.end()) {
      names.push_back("default");
    }
    return names;
  }
  auto resolved = resolve(g);
  if (!resolved) return names;
  client::TransportOptions transport = resolved->transport;
  transport.connect_timeout_ms = kCompleteTimeoutMs;
  transport.timeout_ms = kCompleteTimeoutMs;
  auto c = client::Client::connect(transport);
  if (!c) return names;
  auto add_all = [&](const auto& result) {
    if (!result) return;
    for (const auto& item : *result) names.push_back(item.name);
  };
  if (kind == "projects") add_all(c->list_projects());
  if (kind == "departments") add_all(c->list_departments());
  if (kind == "nodepools") add_all(c->list_node_pools());
  if (kind == "nodes") add_all(c->list_nodes());
  if (kind == "profiles") add_all(c->list_profiles());
  if (kind == "compute-resources") add_all(c->list_compute_resources());
  if (kind == "workloads") {
    client::WorkloadListQuery query;
    query.limit = 500;
    if (g.project) query.project = g.project;
    if (auto page = c->list_workloads(query)) {
      for (const client::Workload& w : page->items) names.push_back(w.name);
    }
  }
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

std::string script(const CLI::App& app, const std::string& shell) {
  const CommandDoc tree = command_tree(app);
  if (shell == "zsh") return zsh_completion(tree);
  if (shell == "fish") return fish_completion(tree);
  return bash_completion(tree);
}

client::ApiResult<void> write_file(const fs::path& path, const std::string& text) {
  std::error_code ec;
  fs::create_directories(path.parent_path(), ec);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  if (!out) return client::usage_error("cannot write " + path.string());
  return {};
}

}  // namespace

client::ApiResult<void> generate_docs(const CLI::App& app, const std::string& dir) {
  const CommandDoc tree = command_tree(app);
  const fs::path root(dir);
  std::set<std::string> written;
  for (const ManPage& page : man_pages(tree, GPUQ_VERSION)) {
    if (auto ok = write_file(root / "man" / page.file, page.text); !ok) return ok;
    written.insert(page.file);
  }
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(root / "man", ec)) {
    const std::string name = entry.path().filename().string();
    if (name.starts_with("gpuq") && name.ends_with(".1") && !written.contains(name)) {
      fs::remove(entry.path(), ec);
    }
  }
  for (auto [file, text] :
       {std::pair{"gpuq.bash", bash_completion(tree)}, std::pair{"_gpuq", zsh_completion(tree)},
        std::pair{"gpuq.fish", fish_completion(tree)}}) {
    if (auto ok = write_file(root / "completions" / file, text); !ok) return ok;
  }
  return {};
}

void add_completion_command(CLI::App& app, CommandRegistry& registry) {
  const CLI::App* root = &app;
  auto shell = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand("completion", "Print a shell completion script");
  cmd->add_option("SHELL", *shell, "bash, zsh or fish")
      ->required()
      ->check(CLI::IsMember({"bash", "zsh", "fish"}));
  cmd->footer(
      "Examples:\n"
      "  source <(gpuq completion bash)\n"
      "      completion in this bash session (add it to ~/.bashrc to keep it)\n"
      "  gpuq completion zsh > \"${fpath[1]}/_gpuq\"\n"
      "  gpuq completion fish > ~/.config/fish/completions/gpuq.fish\n"
      "Commands, flags and fixed values complete; so do project, workload, profile, "
      "compute-resource, node-pool and context names, asked from the daemon (within 0.3 s).");
  registry.add(cmd, [root, shell] {
    std::cout << script(*root, *shell);
    return kExitSuccess;
  });

  auto kind = std::make_shared<std::string>();
  CLI::App* complete = app.add_subcommand("__complete", "Names for shell completion");
  complete->group("");
  complete->add_option("KIND", *kind, "projects, workloads, contexts, ...")->required();
  const GlobalOptions* g = &registry.globals();
  registry.add(complete, [g, kind] {
    for (const std::string& name : live_names(*g, *kind)) std::cout << name << "\n";
    return kExitSuccess;
  });

  auto dir = std::make_shared<std::string>();
  CLI::App* docs = app.add_subcommand("__generate-docs", "Write man pages and completions");
  docs->group("");
  docs->add_option("DIR", *dir, "Where man/ and completions/ go")->required();
  registry.add(docs, [root, dir] {
    if (auto ok = generate_docs(*root, *dir); !ok) return report(ok.error());
    return kExitSuccess;
  });
}

}  // namespace gpuq::cli
