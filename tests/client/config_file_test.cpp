// The client config file: reading, its errors (file:line and key), and
// saving (atomic, private).
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <fstream>

#include "gpuq/context.h"
#include "temp_dir.h"

using namespace gpuq::client;

namespace {

std::string write(const gpuq::test::TempDir& dir, const std::string& text) {
  const std::string path = dir.path() + "/config.yaml";
  std::ofstream(path) << text;
  return path;
}

}  // namespace

TEST_CASE("a missing config file is an empty config") {
  gpuq::test::TempDir dir;
  auto c = ClientConfig::load(dir.path() + "/none.yaml");
  REQUIRE(c);
  CHECK(c->contexts.empty());
  CHECK(c->current_context.empty());
}

TEST_CASE("the config file's contexts are read") {
  gpuq::test::TempDir dir;
  auto c = ClientConfig::load(write(dir,
                                    "current-context: lab\n"
                                    "contexts:\n"
                                    "  - name: local\n"
                                    "    server: unix:///run/user/1000/gpuq.sock\n"
                                    "    project: team-a\n"
                                    "  - name: lab\n"
                                    "    server: https://gpu1.lab:8443\n"
                                    "    token-file: ~/.config/gpuq/lab.token\n"
                                    "    profile: 1xa100\n"
                                    "    insecure: true\n"));
  REQUIRE(c);
  CHECK(c->current_context == "lab");
  REQUIRE(c->contexts.size() == 2);
  const Context* lab = c->find("lab");
  REQUIRE(lab != nullptr);
  CHECK(lab->server == "https://gpu1.lab:8443");
  CHECK(lab->token_file == "~/.config/gpuq/lab.token");
  CHECK(lab->profile == "1xa100");
  CHECK(lab->insecure);
  CHECK(c->find("local")->project == "team-a");
  CHECK(c->find("other") == nullptr);
}

TEST_CASE("config errors name the file, the line and the key") {
  gpuq::test::TempDir dir;
  struct Case {
    const char* text;
    const char* line;
    const char* key;
    const char* says;
  };
  const Case cases[] = {
      {"contexts:\n  - name: a\n    servr: unix:///x\n", ":3:", "contexts[0].servr", "unknown key"},
      {"current: a\n", ":1:", "current", "unknown key"},
      {"contexts:\n  - server: unix:///x\n", ":2:", "contexts[0].name", "has no name"},
      {"contexts:\n  - name: a\n    server: gpu1:80\n", ":3:", "contexts[0].server", "bad server"},
      {"contexts:\n  - name: a\n  - name: a\n", ":3:", "contexts[1].name", "defined twice"},
      {"contexts:\n  - name: a\n    insecure: maybe\n", ":3:", "contexts[0].insecure",
       "true or false"},
      {"contexts: 3\n", ":1:", "contexts", "must be a list"},
      {"contexts:\n  - name: [a]\n", ":2:", "contexts[0].name", "must be a text"},
      {"contexts: [\n", ":", "", "not valid YAML"},
      {"- a\n", ":1:", "", "expected a map"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.text);
    const std::string path = write(dir, c.text);
    auto config = ClientConfig::load(path);
    REQUIRE_FALSE(config);
    CHECK(config.error().kind == ApiError::Kind::usage);
    CHECK(config.error().message.starts_with(path + c.line));
    CHECK(config.error().message.find(c.says) != std::string::npos);
    if (c.key[0] != '\0') CHECK(config.error().field == c.key);
  }
}

TEST_CASE("save writes a private file that load reads back") {
  gpuq::test::TempDir dir;
  const std::string path = dir.path() + "/new/gpuq/config.yaml";
  ClientConfig config;
  config.current_context = "lab";
  config.upsert("local").server = "unix:///tmp/a b.sock";
  Context& lab = config.upsert("lab");
  lab.server = "https://gpu1.lab:8443";
  lab.token_file = "~/lab.token";
  lab.project = "team: a";  // needs quoting
  lab.insecure = true;
  REQUIRE(config.save(path));
  struct stat st {};
  REQUIRE(::stat(path.c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0600);
  REQUIRE(::stat((dir.path() + "/new/gpuq").c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0700);

  auto back = ClientConfig::load(path);
  REQUIRE(back);
  CHECK(back->current_context == "lab");
  REQUIRE(back->contexts.size() == 2);
  CHECK(back->contexts[0].name == "local");
  CHECK(back->contexts[0].server == "unix:///tmp/a b.sock");
  CHECK(back->contexts[1].project == "team: a");
  CHECK(back->contexts[1].token_file == "~/lab.token");
  CHECK(back->contexts[1].insecure);

  // Saving again replaces the file (no temporary left behind).
  config.upsert("local").project = "p";
  REQUIRE(config.save(path));
  CHECK(ClientConfig::load(path)->find("local")->project == "p");
  int files = 0;
  for ([[maybe_unused]] const auto& e :
       std::filesystem::directory_iterator(dir.path() + "/new/gpuq"))
    ++files;
  CHECK(files == 1);
}
