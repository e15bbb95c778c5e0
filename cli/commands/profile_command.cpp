#include "cli/commands/profile_command.h"

#include <iostream>
#include <memory>
#include <string>

#include "cli/app/output.h"

namespace gpuq::cli {
namespace {

using nlohmann::json;

struct Flags {
  std::string name;
  bool clear = false;
  OutputOptions output;
};

std::string field(const json& p, const char* key) {
  auto it = p.find(key);
  if (it == p.end() || it->is_null()) return {};
  return it->is_string() ? it->get<std::string>() : it->dump();
}

// "gpu 1, cpu 8 (limit 16), mem 64Gi, pools batch, model H100, disk 100Gi"
std::string summary(const json& p) {
  std::string out;
  auto add = [&](const std::string& label, const std::string& value, const std::string& limit) {
    if (value.empty()) return;
    out += (out.empty() ? "" : ", ") + label + " " + value;
    if (!limit.empty()) out += " (limit " + limit + ")";
  };
  add("gpu", field(p, "gpu"), field(p, "gpu_limit"));
  add("gpu memory", field(p, "gpu_memory"), field(p, "gpu_memory_limit"));
  add("mig", field(p, "mig"), "");
  add("cpu", field(p, "cpu"), field(p, "cpu_limit"));
  add("mem", field(p, "mem"), field(p, "mem_limit"));
  add("model", field(p, "gpu_model"), "");
  add("pool", field(p, "node_pool"), "");
  add("pools", field(p, "node_pools"), "");
  add("disk", field(p, "disk"), "");
  add("compute resource", field(p, "computeResource"), "");
  if (field(p, "large_shm") == "true") out += (out.empty() ? "" : ", ") + std::string("large shm");
  return out;
}

int list(CommandRegistry& registry, const Flags& f) {
  auto c = open_client(registry.globals());
  if (!c) return report(c.error());
  auto profiles = c->list_profiles();
  if (!profiles) return report(profiles.error());
  say_if_empty(profiles->size(), "hardware profiles");
  if (registry.globals().quiet) {
    for (const auto& p : *profiles) std::cout << p.name << "\n";
    return kExitSuccess;
  }
  if (f.output.format != OutputFormat::table) {
    json doc = json::array();
    for (const auto& p : *profiles) doc.push_back(parse_json(p.json));
    print_document(std::cout, doc, f.output.format);
    return kExitSuccess;
  }
  std::string current;
  if (auto ctx = resolve(registry.globals())) current = ctx->context.profile;
  Table table({"Name", "Description", "Resources", "Default"});
  for (const auto& p : *profiles) {
    table.add_row(
        {p.name, p.description, summary(parse_json(p.json)), p.name == current ? "*" : ""});
  }
  table.print(std::cout, !f.output.no_headers);
  return kExitSuccess;
}

int describe(CommandRegistry& registry, const Flags& f) {
  auto c = open_client(registry.globals());
  if (!c) return report(c.error());
  auto p = c->get_profile(f.name);
  if (!p) return report(p.error());
  const json doc = parse_json(p->json);
  if (f.output.format != OutputFormat::table) {
    print_document(std::cout, doc, f.output.format);
    return kExitSuccess;
  }
  std::cout << "Name:        " << p->name << "\n"
            << "Description: " << (p->description.empty() ? "-" : p->description) << "\n"
            << "Resources:   " << summary(doc) << "\n"
            << "As spec.compute (wins over the flags at submit):\n";
  const json compute = doc.value("computeSpec", json::object());
  for (const auto& [k, v] : compute.items()) {
    std::cout << "  " << k << ": " << (v.is_string() ? v.get<std::string>() : v.dump()) << "\n";
  }
  return kExitSuccess;
}

int use(CommandRegistry& registry, const Flags& f) {
  const bool clear = f.clear || f.name.empty();
  if (!clear) {
    auto c = open_client(registry.globals());
    if (!c) return report(c.error());
    auto p = c->get_profile(f.name);
    if (!p) return report(p.error());
  }
  auto ctx = resolve(registry.globals());
  if (!ctx) return report(ctx.error());
  const std::string path = config_path(registry.globals());
  auto config = client::ClientConfig::load(path);
  if (!config) return report(config.error());
  config->upsert(ctx->context.name).profile = clear ? "" : f.name;
  if (auto ok = config->save(path); !ok) return report(ok.error());
  if (!registry.globals().quiet) {
    if (clear) {
      std::cout << "context " << ctx->context.name << " has no default profile now\n";
    } else {
      std::cout << "context " << ctx->context.name << " now submits with profile " << f.name
                << " unless --profile says otherwise\n";
    }
  }
  return kExitSuccess;
}

}  // namespace

void add_profile_command(CLI::App& app, CommandRegistry& registry) {
  CLI::App* group = app.add_subcommand("profile", "Hardware profiles the administrators define");
  group->alias("profiles");
  group->require_subcommand(1);
  group->footer(
      "Examples:\n  gpuq profile list\n  gpuq profile use full-h100\n"
      "  gpuq training submit t1 --profile half-h100 -- python train.py");

  auto lf = std::make_shared<Flags>();
  CLI::App* list_cmd = group->add_subcommand("list", "List the hardware profiles");
  list_cmd->add_flag("--no-headers", lf->output.no_headers, "Leave out the header row");
  add_output_flags(list_cmd, lf->output);
  list_cmd->footer("Examples:\n  gpuq profile list\n  gpuq profile list --json");
  registry.add(list_cmd, [&registry, lf] { return list(registry, *lf); });

  auto df = std::make_shared<Flags>();
  CLI::App* describe_cmd = group->add_subcommand("describe", "Show a hardware profile");
  describe_cmd->add_option("name", df->name, "The profile")->required();
  add_output_flags(describe_cmd, df->output);
  describe_cmd->footer("Examples:\n  gpuq profile describe full-h100 -o yaml");
  registry.add(describe_cmd, [&registry, df] { return describe(registry, *df); });

  auto uf = std::make_shared<Flags>();
  CLI::App* use_cmd =
      group->add_subcommand("use", "Submit with this profile by default (in the context)");
  use_cmd->footer(R"(Examples:
  gpuq profile use full-h100     later submits send --profile full-h100
  gpuq profile use --clear       no default profile)");
  use_cmd->add_option("name", uf->name, "The profile");
  use_cmd->add_flag("--clear", uf->clear, "Remove the default profile");
  registry.add(use_cmd, [&registry, uf] { return use(registry, *uf); });
}

}  // namespace gpuq::cli
