// The command tree, completion scripts and man pages generated from a small
// CLI11 app shaped like gpuq's (global -p with fall-through, a group with an
// alias, a hidden command); the bash script is also run in a real bash.
#include <doctest/doctest.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "cli/docs/command_tree.h"
#include "cli/docs/completion_script.h"
#include "cli/docs/man_page.h"

namespace gpuq::cli {
namespace {

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

struct SmallApp {
  CLI::App app{"Shares GPUs fairly.", "gpuq"};
  std::string project, name, output, backslash;
  bool quiet = false;

  SmallApp() {
    app.fallthrough();
    app.add_option("-p,--project", project, "The project");
    app.add_flag("-q,--quiet", quiet, "Only names");
    CLI::App* group = app.add_subcommand("project", "Projects and their quotas");
    CLI::App* list = group->add_subcommand("list", "List projects\nwith more text");
    list->alias("ls");
    list->add_option("-o,--output", output, "table, json or yaml");
    list->footer("Examples:\n  gpuq project list\n.starts with a dot \\ and a backslash");
    CLI::App* describe = group->add_subcommand("describe", "Show a project");
    describe->add_option("NAME", name, "Name or id")->required();
    CLI::App* create = group->add_subcommand("create", "Create a project");
    create->add_option("NAME", name, "Project name")->required();
    create->add_option("--description", backslash, "It's free text");
    CLI::App* hidden = app.add_subcommand("__complete", "Hidden");
    hidden->group("");
  }
};

TEST_CASE("command tree: paths, aliases, hidden commands, values and inherited flags") {
  SmallApp s;
  const CommandDoc tree = command_tree(s.app);
  CHECK(tree.path.empty());
  CHECK(tree.options.size() == 2);  // -p, -q; not --help
  REQUIRE(tree.subcommands.size() == 2);
  CHECK(tree.subcommands[1].hidden);
  const CommandDoc* list = find_command(tree, {"project", "list"});
  REQUIRE(list != nullptr);
  CHECK(list->full_name() == "gpuq project list");
  CHECK(list->aliases == std::vector<std::string>{"ls"});
  REQUIRE(list->options.size() == 1);
  CHECK(list->options[0].takes_value);
  CHECK(list->options[0].spelling() == "-o, --output");
  CHECK(value_spec(list->options[0].values) == "=table,json,yaml");
  const CommandDoc* describe = find_command(tree, {"project", "describe"});
  REQUIRE(describe != nullptr);
  REQUIRE(describe->positionals.size() == 1);
  CHECK(describe->positionals[0].name == "NAME");
  CHECK(value_spec(describe->positionals[0].values) == "live:projects");
  const CommandDoc* create = find_command(tree, {"project", "create"});
  CHECK(value_spec(create->positionals[0].values) == "-");  // a new name: nothing to offer
  // Subcommands inherit fall-through, so -p and -q apply everywhere.
  std::vector<OptionDoc> in_effect = options_in_effect(tree, *list);
  REQUIRE(in_effect.size() == 3);
  CHECK(in_effect[1].longs == std::vector<std::string>{"project"});
  CHECK(value_spec(in_effect[1].values) == "live:projects");
  CHECK_FALSE(in_effect[2].takes_value);  // -q is a flag
  CHECK(all_commands(tree).size() == 5);  // gpuq, project, list, describe, create
  CHECK(all_commands(tree, true).size() == 6);
  CHECK(find_command(tree, {"nope"}) == nullptr);
}

TEST_CASE("completion scripts name every command, alias and flag") {
  SmallApp s;
  const CommandDoc tree = command_tree(s.app);
  const std::string bash = bash_completion(tree);
  CHECK(has(bash, "['gpuq']='project'"));
  CHECK(has(bash, "['gpuq project']='list ls describe create'"));
  CHECK(has(bash, "['gpuq project|ls']='list'"));
  CHECK(has(bash, "['gpuq project list|--output']='=table,json,yaml'"));
  CHECK(has(bash, "['gpuq project list|-p']='live:projects'"));
  CHECK(has(bash, "['gpuq project describe']='live:projects'"));
  CHECK(has(bash, "complete -F _gpuq gpuq"));
  CHECK_FALSE(has(bash, "['gpuq']='project __complete'"));  // hidden

  const std::string zsh = zsh_completion(tree);
  CHECK(zsh.starts_with("#compdef gpuq\n"));
  CHECK(has(zsh, "'gpuq project' 'list:List projects\nls:List projects\ndescribe:Show a project"));
  CHECK(has(zsh, "'gpuq project list|-o' '=table,json,yaml'"));
  CHECK(has(zsh, "compdef _gpuq_main gpuq"));

  const std::string fish = fish_completion(tree);
  CHECK(
      has(fish, "complete -c gpuq -n '__gpuq_is \\'gpuq project\\'' -a 'list' -d 'List projects'"));
  CHECK(has(fish, "-s o -l output -d 'table, json or yaml' -x -a 'table json yaml'"));
  CHECK(has(fish, "-l description -d 'It\\'s free text' -x"));
  CHECK(has(fish, "-a '(__gpuq_live projects)'"));
  CHECK(has(fish, "case 'gpuq project|ls'\n            echo list"));
}

// Runs `script` in bash and returns what it prints.
std::string bash_output(const std::string& script) {
  const std::filesystem::path file =
      std::filesystem::temp_directory_path() / ("gpuq-bash-" + std::to_string(getpid()) + ".sh");
  std::ofstream(file) << script;
  std::string out;
  FILE* pipe = popen(("bash --norc --noprofile " + file.string() + " 2>&1").c_str(), "r");
  std::array<char, 4096> buf{};
  while (pipe != nullptr && fgets(buf.data(), buf.size(), pipe) != nullptr) out += buf.data();
  if (pipe != nullptr) pclose(pipe);
  std::filesystem::remove(file);
  return out;
}

TEST_CASE("the bash script completes commands, aliases, flags and fixed values in bash") {
  SmallApp s;
  const std::string script = bash_completion(command_tree(s.app)) + R"(
at() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _gpuq; echo "${COMPREPLY[*]}"; }
complete -p gpuq
at gpuq ''
at gpuq pro
at gpuq project ''
at gpuq project ls --o
at gpuq project ls -o ''
at gpuq -p x project list --output j
at gpuq project list -
)";
  const std::string out = bash_output(script);
  CHECK(out ==
        "complete -F _gpuq gpuq\n"
        "project\n"
        "project\n"
        "list ls describe create\n"
        "--output\n"
        "table json yaml\n"
        "json\n"
        "-o --output -p --project -q --quiet --help\n");
}

TEST_CASE("man pages: gpuq(1) with exit status, environment and files, one per group") {
  SmallApp s;
  const std::vector<ManPage> pages = man_pages(command_tree(s.app), "1.2.3");
  REQUIRE(pages.size() == 2);
  CHECK(pages[0].file == "gpuq.1");
  const std::string& root = pages[0].text;
  CHECK(has(root, ".TH GPUQ 1 \"\" \"gpuq 1.2.3\""));
  CHECK(has(root, ".SH EXIT STATUS"));
  CHECK(has(root, ".B GPUQ_CONTEXT"));
  CHECK(has(root, ".B NO_COLOR"));
  CHECK(has(root, ".I ~/.config/gpuq/config.yaml"));
  CHECK(has(root, ".BR gpuq\\-project (1)"));
  CHECK(has(root, "\\fB\\-p\\fR, \\fB\\-\\-project\\fR \\fITEXT\\fR"));
  CHECK_FALSE(has(root, "__complete"));
  CHECK(pages[1].file == "gpuq-project.1");
  const std::string& group = pages[1].text;
  CHECK(has(group, ".SH NAME\ngpuq\\-project \\- Projects and their quotas"));
  CHECK(has(group, ".B gpuq project describe\n\\fINAME\\fR\n"));
  CHECK(has(group, ".SS gpuq project list\nAlso: \\fBls\\fR."));
  CHECK(has(group, ".nf\n.RS 2\nExamples:\n  gpuq project list\n\\&.starts with a dot \\e and"));
  CHECK(roff_escape("--x") == "\\-\\-x");
  CHECK(roff_escape("'quoted") == "\\&'quoted");
}

}  // namespace
}  // namespace gpuq::cli
