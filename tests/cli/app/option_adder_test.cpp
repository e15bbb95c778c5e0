// Options added through OptionAdder: in order, parsed as CLI11's own, and a
// name used twice refused as CLI11 refuses it.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "cli/app/option_adder.h"

using gpuq::cli::OptionAdder;

namespace {

std::vector<std::string> names_of(const CLI::App& app) {
  std::vector<std::string> out;
  for (const CLI::Option* option : app.get_options()) out.push_back(option->get_name());
  return out;
}

}  // namespace

TEST_CASE("options added through OptionAdder keep their order and parse as CLI11's own") {
  CLI::App app("test", "test");
  int gpus = 0;
  bool wait = false;
  std::string name;
  std::vector<std::string> env;
  OptionAdder add(&app);
  add.option("-g,--gpu", gpus, "GPUs")->check(CLI::Range(0, 8));
  add.flag("--wait", wait, "Wait");
  add.option_function<std::string>(
      "--name", [&](const std::string& value) { name = value; }, "A name");
  add.option("-e,--environment", env, "NAME=VALUE");
  CHECK(names_of(app) ==
        std::vector<std::string>{"--help", "--gpu", "--wait", "--name", "--environment"});
  app.parse("-g 3 --wait --name n -e a=1 -e b=2", /*program_name_included=*/false);
  CHECK(gpus == 3);
  CHECK(wait);
  CHECK(name == "n");
  CHECK(env == std::vector<std::string>{"a=1", "b=2"});
  // The checks CLI11 attaches still apply.
  CHECK_THROWS_AS(app.parse("-g 9", false), CLI::ValidationError);
}

TEST_CASE("a name used twice through OptionAdder is refused as CLI11 refuses it") {
  CLI::App app("test", "test");
  int a = 0;
  int b = 0;
  OptionAdder add(&app);
  add.option("-g,--gpu", a, "GPUs");
  const std::vector<std::string> before = names_of(app);
  struct Case {
    std::string names;
    std::string clash;
  };
  for (const Case& c : {Case{"--gpu", "gpu"}, Case{"-g,--gpus", "g"}, Case{"-x,--gpu", "gpu"},
                        Case{"-h", "h"}, Case{"--help", "help"}}) {
    CAPTURE(c.names);
    std::string said;
    try {
      add.option(c.names, b, "again");
    } catch (const CLI::OptionAlreadyAdded& e) {
      said = e.what();
    }
    CHECK(said == "added option matched existing option name: " + c.clash + " is already added");
    CHECK(names_of(app) == before);  // the command is as it was
  }
  // CLI11's own add_option refuses the same names with the same words.
  try {
    app.add_option("-x,--gpu", b, "again");
    FAIL("CLI11 took a second --gpu");
  } catch (const CLI::OptionAlreadyAdded& e) {
    CHECK(std::string(e.what()) ==
          "added option matched existing option name: gpu is already added");
  }
  // A flag's names are checked too, and other names still go in.
  CHECK_THROWS_AS(add.flag("--gpu", b, "again"), CLI::OptionAlreadyAdded);
  add.flag("--other", b, "another");
  CHECK(names_of(app).back() == "--other");
}

TEST_CASE("what CLI11 refuses to construct through OptionAdder leaves the command as it was") {
  CLI::App app("test", "test");
  bool flag = false;
  OptionAdder add(&app);
  add.flag("--wait", flag, "Wait");
  const std::vector<std::string> before = names_of(app);
  CHECK_THROWS_AS(add.flag("POSITIONAL", flag, "a flag cannot be positional"),
                  CLI::IncorrectConstruction);
  CHECK(names_of(app) == before);
  CHECK_THROWS_AS(add.option("--bad name", flag, "a space"), CLI::BadNameString);
  CHECK(names_of(app) == before);
}
