#include "cli/commands/secret_command.h"

#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "cli/app/bounded_read.h"
#include "cli/app/output.h"

namespace gpuq::cli {
namespace {

using nlohmann::json;

struct SecretFlags {
  std::string name;
  std::optional<std::string> value, from_file;
  bool all = false;
  OutputOptions output;
};

int usage(const std::string& message, const std::string& flag) {
  return report(client::ApiError{client::ApiError::Kind::usage, 0, message, flag, {}});
}

// The project of a command that needs one; empty with -A (every project).
client::ApiResult<std::string> project_of(CommandRegistry& registry, bool all) {
  if (all) return std::string();
  auto ctx = resolve(registry.globals());
  if (!ctx) return std::unexpected(ctx.error());
  return require_project(*ctx);
}

int create_secret(CommandRegistry& registry, const SecretFlags& f) {
  auto project = project_of(registry, false);
  if (!project) return report(project.error());
  std::string value;
  if (f.value && f.from_file) return usage("give --value or --from-file, not both", "--value");
  if (f.value) {
    value = *f.value;
  } else if (f.from_file) {
    std::ifstream in(*f.from_file, std::ios::binary);
    if (!in) return usage("cannot read " + *f.from_file, "--from-file");
    BoundedText read = read_bounded(in);
    if (read.status == BoundedText::Status::too_large) {
      return usage(*f.from_file + " is larger than " + upload_limit_text() +
                       ", the most a request may carry",
                   "--from-file");
    }
    if (read.status != BoundedText::Status::ok) {
      return usage("cannot read " + *f.from_file, "--from-file");
    }
    value = std::move(read.text);
  } else {
    BoundedText read = read_bounded(std::cin);
    if (read.status == BoundedText::Status::too_large) {
      return usage("the value on standard input is larger than " + upload_limit_text() +
                       ", the most a request may carry",
                   "--value");
    }
    if (read.status != BoundedText::Status::ok) {
      return usage("cannot read the value from standard input", "--value");
    }
    value = std::move(read.text);
    if (value.ends_with('\n')) value.pop_back();
  }
  auto c = open_client(registry.globals());
  if (!c) return report(c.error());
  auto s = c->create_secret(*project, f.name, value);
  if (!s) return report(s.error());
  if (!registry.globals().quiet) {
    std::cout << "secret " << s->name << " stored in project " << *project << " (pods see it as $"
              << s->name << " when a run spec names it)\n";
  }
  return kExitSuccess;
}

int list_secrets(CommandRegistry& registry, const SecretFlags& f) {
  auto project = project_of(registry, f.all);
  if (!project) return report(project.error());
  auto c = open_client(registry.globals());
  if (!c) return report(c.error());
  auto secrets = c->list_secrets(*project);
  if (!secrets) return report(secrets.error());
  say_if_empty(secrets->size(),
               project->empty() ? std::string("secrets") : "secrets in project " + *project);
  if (registry.globals().quiet) {
    for (const auto& s : *secrets) std::cout << s.name << "\n";
    return kExitSuccess;
  }
  if (f.output.format != OutputFormat::table) {
    json doc = json::array();
    for (const auto& s : *secrets) doc.push_back(parse_json(s.json));
    print_document(std::cout, doc, f.output.format);
    return kExitSuccess;
  }
  Table table({"Name", "Project", "Created by", "Created", "Updated"});
  for (const auto& s : *secrets) {
    table.add_row({s.name, s.project_name, s.created_by, s.created_at, s.updated_at});
  }
  table.print(std::cout, !f.output.no_headers);
  return kExitSuccess;
}

int delete_secret(CommandRegistry& registry, const SecretFlags& f) {
  auto project = project_of(registry, false);
  if (!project) return report(project.error());
  auto c = open_client(registry.globals());
  if (!c) return report(c.error());
  if (auto ok = c->delete_secret(*project, f.name); !ok) return report(ok.error());
  if (!registry.globals().quiet) std::cout << "secret " << f.name << " deleted\n";
  return kExitSuccess;
}

int list_volumes(CommandRegistry& registry, const SecretFlags& f) {
  auto project = project_of(registry, f.all);
  if (!project) return report(project.error());
  auto c = open_client(registry.globals());
  if (!c) return report(c.error());
  auto volumes = c->list_volumes(*project);
  if (!volumes) return report(volumes.error());
  say_if_empty(volumes->size(),
               project->empty() ? std::string("volumes") : "volumes in project " + *project);
  if (registry.globals().quiet) {
    for (const auto& v : *volumes) std::cout << v.name << "\n";
    return kExitSuccess;
  }
  if (f.output.format != OutputFormat::table) {
    json doc = json::array();
    for (const auto& v : *volumes) doc.push_back(parse_json(v.json));
    print_document(std::cout, doc, f.output.format);
    return kExitSuccess;
  }
  Table table({"Name", "Project", "Size", "Used by", "Created by", "Created", "Path"});
  for (const auto& v : *volumes) {
    std::string used;
    for (const std::string& w : v.used_by) used += (used.empty() ? "" : ",") + w;
    table.add_row({v.name, v.project_name, v.size_bytes > 0 ? format_bytes(v.size_bytes) : "", used,
                   v.created_by, v.created_at, v.path});
  }
  table.print(std::cout, !f.output.no_headers);
  return kExitSuccess;
}

int describe_volume(CommandRegistry& registry, const SecretFlags& f) {
  auto project = project_of(registry, false);
  if (!project) return report(project.error());
  auto c = open_client(registry.globals());
  if (!c) return report(c.error());
  auto v = c->get_volume(*project, f.name);
  if (!v) return report(v.error());
  if (f.output.format != OutputFormat::table) {
    print_document(std::cout, parse_json(v->json), f.output.format);
    return kExitSuccess;
  }
  std::string used;
  for (const std::string& w : v->used_by) used += (used.empty() ? "" : ", ") + w;
  const auto line = [](const char* label, const std::string& value) {
    std::cout << label << std::string(12 - std::string_view(label).size(), ' ')
              << (value.empty() ? "-" : value) << "\n";
  };
  line("Name:", v->name);
  line("Project:", v->project_name);
  line("Size:", v->size_bytes > 0 ? format_bytes(v->size_bytes) + " (recorded, not enforced)" : "");
  line("Used:", v->used_bytes ? format_bytes(*v->used_bytes) : "");
  line("Used by:", used);
  line("Path:", v->path);
  line("Created by:", v->created_by);
  line("Created:", v->created_at);
  return kExitSuccess;
}

int delete_volume(CommandRegistry& registry, const SecretFlags& f) {
  auto project = project_of(registry, false);
  if (!project) return report(project.error());
  auto c = open_client(registry.globals());
  if (!c) return report(c.error());
  if (auto ok = c->delete_volume(*project, f.name); !ok) return report(ok.error());
  if (!registry.globals().quiet) std::cout << "volume " << f.name << " deleted with its files\n";
  return kExitSuccess;
}

}  // namespace

void add_secret_command(CLI::App& app, CommandRegistry& registry) {
  CLI::App* group = app.add_subcommand("secret", "A project's secrets, for run specs");
  group->alias("secrets");
  group->require_subcommand(1);
  group->footer(
      "Examples:\n  gpuq secret create HF_TOKEN -p team-a < token.txt\n"
      "  gpuq secret list -p team-a\n  gpuq secret delete HF_TOKEN -p team-a");

  auto cf = std::make_shared<SecretFlags>();
  CLI::App* create = group->add_subcommand("create", "Store a secret (or replace its value)");
  create->footer(R"(Examples:
  gpuq secret create HF_TOKEN -p team-a < token.txt
  gpuq secret create HF_TOKEN -p team-a --from-file ~/.hf-token
  then in a run spec: secrets: [HF_TOKEN]   (the pod sees $HF_TOKEN)
A secret is the project's, as a Kubernetes Secret is its namespace's: no
answer, event or log shows its value, but every member's pods may use it,
and so read it. Keep a secret no one else should hold out of shared projects.)");
  create->add_option("name", cf->name, "The secret's name, also its variable's")->required();
  create->add_option("--from-file", cf->from_file, "Read the value from this file");
  create->add_option("--value", cf->value, "The value (shows in shell history; prefer stdin)");
  registry.add(create, [&registry, cf] { return create_secret(registry, *cf); });

  auto lf = std::make_shared<SecretFlags>();
  CLI::App* list = group->add_subcommand("list", "List secrets (names only, never values)");
  list->add_flag("-A,--all-projects", lf->all, "Every project's");
  list->add_flag("--no-headers", lf->output.no_headers, "Leave out the header row");
  add_output_flags(list, lf->output);
  list->footer("Examples:\n  gpuq secret list -p team-a\n  gpuq secret list -A --json");
  registry.add(list, [&registry, lf] { return list_secrets(registry, *lf); });

  auto df = std::make_shared<SecretFlags>();
  CLI::App* del = group->add_subcommand("delete", "Delete a secret");
  del->add_option("name", df->name, "The secret")->required();
  del->footer(
      "Examples:\n  gpuq secret delete HF_TOKEN -p team-a\n      its owner or an administrator");
  registry.add(del, [&registry, df] { return delete_secret(registry, *df); });
}

void add_volume_command(CLI::App& app, CommandRegistry& registry) {
  CLI::App* group = app.add_subcommand("volume", "A project's volumes, kept across runs");
  group->alias("volumes");
  group->require_subcommand(1);
  group->footer(
      "Examples:\n  gpuq volume list -p team-a\n  gpuq volume delete datasets -p team-a\n"
      "Volumes are made on first use by the workloads that name them: --new-pvc, --pvc, or\n"
      "volumes: in a run spec (-f FILE).");

  auto lf = std::make_shared<SecretFlags>();
  CLI::App* list = group->add_subcommand("list", "List volumes");
  list->add_flag("-A,--all-projects", lf->all, "Every project's");
  list->add_flag("--no-headers", lf->output.no_headers, "Leave out the header row");
  add_output_flags(list, lf->output);
  list->footer("Examples:\n  gpuq volume list -p team-a\n  gpuq volume list -A");
  registry.add(list, [&registry, lf] { return list_volumes(registry, *lf); });

  auto df = std::make_shared<SecretFlags>();
  auto vf = std::make_shared<SecretFlags>();
  CLI::App* describe = group->add_subcommand(
      "describe", "Show a volume: size asked for, bytes used, the workloads using it");
  describe->add_option("name", vf->name, "The volume")->required();
  add_output_flags(describe, vf->output);
  describe->footer(
      "Examples:\n  gpuq volume describe datasets -p team-a\n"
      "  gpuq volume describe datasets -o json");
  registry.add(describe, [&registry, vf] { return describe_volume(registry, *vf); });
  CLI::App* del =
      group->add_subcommand("delete", "Delete a volume and its files (refused while in use)");
  del->add_option("name", df->name, "The volume")->required();
  del->footer("Examples:\n  gpuq volume delete datasets -p team-a\n      its files go with it");
  registry.add(del, [&registry, df] { return delete_volume(registry, *df); });
}

}  // namespace gpuq::cli
