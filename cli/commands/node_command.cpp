#include "cli/commands/node_command.h"

#include <iostream>
#include <memory>
#include <string>

#include "cli/app/validators.h"
#include "cli/workload/workload_list.h"

namespace gpuq::cli {
namespace {

struct NodeListFlags {
  OutputOptions output;
  std::string node;  // top node NODE
};

void add_node_list_flags(CLI::App* cmd, NodeListFlags& f) {
  add_output_flags(cmd, f.output);
  cmd->add_flag("--no-headers", f.output.no_headers, "Print the table without its header row");
}

nlohmann::json items_of(const auto& things) {
  nlohmann::json items = nlohmann::json::array();
  for (const auto& t : things) items.push_back(parse_json(t.json));
  return items;
}

int node_list(const GlobalOptions& g, const NodeListFlags& f) {
  auto c = open_client(g);
  if (!c) return report(c.error());
  auto nodes = c->list_nodes();
  if (!nodes) return report(nodes.error());
  if (g.quiet) {
    for (const client::Node& n : *nodes) std::cout << n.name << "\n";
    return kExitSuccess;
  }
  if (f.output.format != OutputFormat::table) {
    print_document(std::cout, items_of(*nodes), f.output.format);
    return kExitSuccess;
  }
  Table table(
      {"Node", "Node Pool", "Status", "GPUs", "Allocated GPUs", "GPU Model", "CPU", "Memory"});
  for (const client::Node& n : *nodes) {
    table.add_row({n.name, n.pool, n.status, std::to_string(n.gpus), format_gpus(n.gpus_allocated),
                   n.gpu_model, n.cpu > 0 ? format_gpus(n.cpu) : "-",
                   n.memory_bytes > 0 ? format_bytes(n.memory_bytes) : "-"});
  }
  table.print(std::cout, !f.output.no_headers);
  return kExitSuccess;
}

int nodepool_list(const GlobalOptions& g, const NodeListFlags& f) {
  auto c = open_client(g);
  if (!c) return report(c.error());
  auto pools = c->list_node_pools();
  if (!pools) return report(pools.error());
  if (g.quiet) {
    for (const client::NodePool& p : *pools) std::cout << p.name << "\n";
    return kExitSuccess;
  }
  if (f.output.format != OutputFormat::table) {
    print_document(std::cout, items_of(*pools), f.output.format);
    return kExitSuccess;
  }
  Table table(
      {"Node Pool", "Placement", "Nodes", "GPUs", "Allocated GPUs", "Min Guaranteed Runtime"});
  for (const client::NodePool& p : *pools) {
    table.add_row({p.name, p.placement, std::to_string(p.nodes), format_gpus(p.gpus),
                   format_gpus(p.gpus_allocated), p.min_guaranteed_runtime.value_or("-")});
  }
  table.print(std::cout, !f.output.no_headers);
  return kExitSuccess;
}

struct NodePoolUpdateFlags {
  std::string name;
  std::string min_guaranteed_runtime;
};

int nodepool_update(const GlobalOptions& g, const NodePoolUpdateFlags& f) {
  auto c = open_client(g);
  if (!c) return report(c.error());
  auto pool = c->update_node_pool(f.name, f.min_guaranteed_runtime);
  if (!pool) return report(pool.error());
  std::cout << "Node pool " << pool->name << ": minimum guaranteed runtime "
            << pool->min_guaranteed_runtime.value_or("not set (the daemon's policy applies)")
            << "\n";
  return kExitSuccess;
}

// Keeps the node named `name` (all when empty); false, said on stderr, when
// there is none.
bool only_node(std::vector<client::Node>& nodes, const std::string& name) {
  if (name.empty()) return true;
  std::erase_if(nodes, [&](const client::Node& n) { return n.name != name; });
  if (!nodes.empty()) return true;
  std::cerr << "gpuq: error: no node named " << name
            << "\nRun 'gpuq node list' for the nodes there are.\n";
  return false;
}

int top_node(const GlobalOptions& g, const NodeListFlags& f) {
  auto c = open_client(g);
  if (!c) return report(c.error());
  auto nodes = c->list_nodes();
  if (!nodes) return report(nodes.error());
  if (!only_node(*nodes, f.node)) return kExitFailure;
  if (g.quiet) {  // names only, as `node list -q`
    for (const client::Node& n : *nodes) std::cout << n.name << "\n";
    return kExitSuccess;
  }
  print_gpu_top(std::cout, *nodes, f.output);
  return kExitSuccess;
}

// One node for people: its row of `node list` as fields, then its GPUs and
// who holds them (`top node`'s table); every node when none is named.
int node_describe(const GlobalOptions& g, const NodeListFlags& f) {
  auto c = open_client(g);
  if (!c) return report(c.error());
  auto nodes = c->list_nodes();
  if (!nodes) return report(nodes.error());
  if (!only_node(*nodes, f.node)) return kExitFailure;
  if (g.quiet) {
    for (const client::Node& n : *nodes) std::cout << n.name << "\n";
    return kExitSuccess;
  }
  if (f.output.format != OutputFormat::table) {
    nlohmann::json doc = items_of(*nodes);
    print_document(std::cout, f.node.empty() ? doc : doc.at(0), f.output.format);
    return kExitSuccess;
  }
  bool first = true;
  for (const client::Node& n : *nodes) {
    if (!first) std::cout << "\n";
    first = false;
    const auto line = [](const char* label, const std::string& value) {
      std::cout << label << std::string(16 - std::string_view(label).size(), ' ') << value << "\n";
    };
    line("Name:", n.name);
    line("Node Pool:", n.pool.empty() ? "-" : n.pool);
    line("Status:", n.status);
    line("GPUs:", std::to_string(n.gpus) + (n.gpu_model.empty() ? "" : " x " + n.gpu_model));
    line("Allocated GPUs:", format_gpus(n.gpus_allocated));
    line("CPU:", n.cpu > 0 ? format_gpus(n.cpu) + " cores" : "-");
    line("Memory:", n.memory_bytes > 0 ? format_bytes(n.memory_bytes) : "-");
    if (!n.devices.empty()) {
      std::cout << "\nGPUs:\n";
      print_gpu_top(std::cout, {n}, f.output);
    }
  }
  return kExitSuccess;
}

// "team-a/train-a/train-a-0" -> {"team-a", "train-a", "train-a-0"}.
std::vector<std::string> holder_parts(const std::string& holder) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (int i = 0; i < 2; ++i) {
    const std::size_t slash = holder.find('/', start);
    if (slash == std::string::npos) break;
    parts.push_back(holder.substr(start, slash - start));
    start = slash + 1;
  }
  parts.push_back(holder.substr(start));
  while (parts.size() < 3) parts.insert(parts.begin(), "-");
  return parts;
}

std::string memory_cell(const client::NodeDevice& d) {
  const std::string total = d.memory_bytes > 0 ? format_bytes(d.memory_bytes) : "-";
  return (d.memory_used_bytes ? format_bytes(*d.memory_used_bytes) : "-") + "/" + total;
}

}  // namespace

void print_gpu_top(std::ostream& out, const std::vector<client::Node>& nodes,
                   const OutputOptions& output) {
  if (output.format != OutputFormat::table) {
    nlohmann::json gpus = nlohmann::json::array();
    for (const client::Node& n : nodes) {
      for (const client::NodeDevice& d : n.devices) {
        nlohmann::json holders = nlohmann::json::array();
        for (const auto& [holder, portion] : d.holders) {
          const std::vector<std::string> p = holder_parts(holder);
          holders.push_back(
              {{"project", p[0]}, {"workload", p[1]}, {"pod", p[2]}, {"portion", portion}});
        }
        gpus.push_back({{"node", n.name},
                        {"index", d.index},
                        {"uuid", d.uuid},
                        {"model", d.model},
                        {"allocated", d.allocated},
                        {"memory", d.memory_bytes},
                        {"memoryUsed", d.memory_used_bytes ? nlohmann::json(*d.memory_used_bytes)
                                                           : nlohmann::json(nullptr)},
                        {"holders", std::move(holders)}});
      }
    }
    print_document(out, gpus, output.format);
    return;
  }
  Table table({"Node", "GPU", "Model", "Project", "Workload", "Pod", "Portion", "Allocated",
               "Memory (Used/Total)"});
  for (const client::Node& n : nodes) {
    for (const client::NodeDevice& d : n.devices) {
      const std::string gpu = std::to_string(d.index) + (d.mig.empty() ? "" : " (MIG)");
      if (d.holders.empty()) {
        table.add_row(
            {n.name, gpu, d.model, "-", "-", "-", "-", format_gpus(d.allocated), memory_cell(d)});
      }
      for (const auto& [holder, portion] : d.holders) {
        const std::vector<std::string> p = holder_parts(holder);
        table.add_row({n.name, gpu, d.model, p[0], p[1], p[2], format_gpus(portion),
                       format_gpus(d.allocated), memory_cell(d)});
      }
    }
  }
  table.print(out, !output.no_headers);
}

void configure_node_list(CLI::App* cmd, CommandRegistry& registry) {
  auto f = std::make_shared<NodeListFlags>();
  add_node_list_flags(cmd, *f);
  const GlobalOptions* g = &registry.globals();
  registry.add(cmd, [g, f] { return node_list(*g, *f); });
}

void configure_node_describe(CLI::App* cmd, CommandRegistry& registry, bool node_required) {
  auto f = std::make_shared<NodeListFlags>();
  CLI::Option* node = cmd->add_option("NODE", f->node, "The node (every node when not given)");
  if (node_required) node->required()->description("The node");
  add_output_flags(cmd, f->output);
  const GlobalOptions* g = &registry.globals();
  registry.add(cmd, [g, f] { return node_describe(*g, *f); });
}

void add_node_command(CLI::App& app, CommandRegistry& registry) {
  CLI::App* group = app.add_subcommand("node", "The machine's nodes and their GPUs");
  group->require_subcommand(1);
  group->footer(
      "Examples:\n  gpuq node list\n  gpuq node describe vm\n  gpuq top node      who holds "
      "each GPU");
  CLI::App* list = group->add_subcommand("list", "List nodes: pool, GPUs, allocation, CPU, memory");
  list->alias("ls");
  configure_node_list(list, registry);
  list->footer("Examples:\n  gpuq node list\n  gpuq node list --json");
  CLI::App* describe = group->add_subcommand(
      "describe", "Show a node: pool, status, CPU, memory, and each GPU's holders");
  configure_node_describe(describe, registry, true);
  describe->footer("Examples:\n  gpuq node describe vm\n  gpuq node describe vm -o json");
}

void add_nodepool_command(CLI::App& app, CommandRegistry& registry) {
  CLI::App* group = app.add_subcommand("nodepool", "Node pools: groups of nodes with own quotas");
  group->require_subcommand(1);
  group->footer(
      "Examples:\n  gpuq nodepool list\n  gpuq nodepool update default --min-guaranteed-runtime "
      "1h\n"
      "Pools are set in the daemon's configuration (pools:, see examples/daemon.yaml).");
  auto f = std::make_shared<NodeListFlags>();
  CLI::App* list = group->add_subcommand("list", "List node pools: placement, nodes, GPUs");
  list->alias("ls");
  add_node_list_flags(list, *f);
  list->footer("Examples:\n  gpuq nodepool list\n  gpuq nodepool list -q      names only");
  const GlobalOptions* g = &registry.globals();
  registry.add(list, [g, f] { return nodepool_list(*g, *f); });

  auto u = std::make_shared<NodePoolUpdateFlags>();
  CLI::App* update = group->add_subcommand(
      "update", "Change a node pool's minimum guaranteed runtime (administrators)");
  update->add_option("NAME", u->name, "Node pool")->required();
  update
      ->add_option("--min-guaranteed-runtime", u->min_guaranteed_runtime,
                   "How long a workload runs before it may be preempted or reclaimed, unless its "
                   "project says otherwise, e.g. 1h or 5d8h40m (inherit: the configuration's)")
      ->required()
      ->check(duration_or_inherit());
  update->footer(
      "Examples:\n"
      "  gpuq nodepool update default --min-guaranteed-runtime 1h\n"
      "  gpuq nodepool update default --min-guaranteed-runtime 0        protects nothing\n"
      "  gpuq nodepool update default --min-guaranteed-runtime inherit  the configuration's\n"
      "A project's --preempt-min-runtime and --reclaim-min-runtime (gpuq project update) win "
      "over the pool's.");
  registry.add(update, [g, u] { return nodepool_update(*g, *u); });
}

void add_top_command(CLI::App& app, CommandRegistry& registry) {
  CLI::App* group = app.add_subcommand("top", "Who uses the GPUs now");
  group->require_subcommand(1);
  group->footer("Examples:\n  gpuq top node\n  gpuq top job\n  gpuq top node -o json");
  auto jobs = std::make_shared<ListFlags>();
  jobs->all_projects = true;
  jobs->status = "Running";
  jobs->columns = {"Workload", "Project", "User", "Node", "GPUs Alloc. (Req.)", "Age"};
  CLI::App* job = group->add_subcommand(
      "job", "Running workloads of every project: node, GPUs held, user, age");
  job->alias("jobs");
  add_output_flags(job, jobs->output);
  job->add_flag("--no-headers", jobs->output.no_headers, "Leave out the header row");
  job->footer(
      "Examples:\n  gpuq top job\n  gpuq top job -o json\nThe same as gpuq workload list -A "
      "--status Running with those columns.");
  registry.add(job, [jobs, &registry] { return run_list(*jobs, registry.globals()); });
  auto f = std::make_shared<NodeListFlags>();
  CLI::App* node = group->add_subcommand(
      "node", "Per GPU: who holds it (project, workload, pod), which portion, memory in use");
  node->alias("nodes");
  node->add_option("NODE", f->node, "Only this node");
  add_node_list_flags(node, *f);
  node->footer(
      "Examples:\n"
      "  gpuq top node\n"
      "  gpuq top node -o json\n"
      "Memory in use shows when the daemon reads it through NVML; otherwise '-'.");
  const GlobalOptions* g = &registry.globals();
  registry.add(node, [g, f] { return top_node(*g, *f); });
}

}  // namespace gpuq::cli
