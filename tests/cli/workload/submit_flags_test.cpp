// The submit flags: how they become a SubmitRequest, and their errors.
#include "cli/workload/submit_flags.h"

#include <doctest/doctest.h>

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "cli/workload/workload_file.h"

using gpuq::cli::SubmitFlags;
using gpuq::cli::to_submit_request;

namespace {

SubmitFlags with_command() {
  SubmitFlags f;
  f.name = "a1";
  f.command = {"python", "train.py", "--name", "my run"};
  return f;
}

std::string error_field(const SubmitFlags& f, const std::string& project = "team-a") {
  auto r = to_submit_request(f, project, "");
  REQUIRE(!r);
  return r.error().field;
}

// A file of this process's own (another user's run of the tests may have
// left one of the same name); the test removes it.
std::string temp_file(const std::string& name, const std::string& text) {
  const std::string path = (std::filesystem::temp_directory_path() /
                            ("gpuq-submit-flags-" + std::to_string(::getpid()) + "-" + name))
                               .string();
  std::ofstream(path) << text;
  return path;
}

}  // namespace

TEST_CASE("-g below 1 is a portion of one GPU, whole numbers are devices") {
  SubmitFlags f = with_command();
  f.gpu = "0.5";
  auto r = to_submit_request(f, "team-a", "");
  REQUIRE(r);
  CHECK(r->spec.compute.gpu_devices_request == 1);
  CHECK(r->spec.compute.gpu_portion_request == 0.5);
  CHECK(r->spec.compute.gpu_request_type == "portion");
  f.gpu = "2";
  r = to_submit_request(f, "team-a", "");
  REQUIRE(r);
  CHECK(r->spec.compute.gpu_devices_request == 2);
  CHECK(!r->spec.compute.gpu_portion_request);
  for (const char* bad : {"abc", "-1", "1.5", "", "nan"}) {
    CAPTURE(bad);
    f.gpu = bad;
    CHECK(error_field(f) == "-g");
  }
  f.gpu = "1e308";  // whole, but no machine's
  auto huge = to_submit_request(f, "team-a", "");
  REQUIRE(!huge);
  CHECK(huge.error().message == "at most 1024 GPUs, got 1e308");
}

TEST_CASE("the command is shell-quoted so the daemon splits it back into the same words") {
  auto r = to_submit_request(with_command(), "team-a", "");
  REQUIRE(r);
  CHECK(r->spec.command == "python train.py --name 'my run'");
}

TEST_CASE("names: given, a prefix, from the type, never both") {
  SubmitFlags f = with_command();
  f.name.clear();
  auto r = to_submit_request(f, "team-a", "");
  REQUIRE(r);
  CHECK(r->name == "job");
  CHECK(r->name_as_prefix);
  f.name_prefix = "sweep";
  r = to_submit_request(f, "team-a", "");
  REQUIRE(r);
  CHECK(r->name == "sweep");
  f.name = "a1";
  CHECK(error_field(f) == "--name-prefix");
}

TEST_CASE("flags map onto the spec, bad values name their flag") {
  SubmitFlags f = with_command();
  f.environment = {"A=1", "B=x=y"};
  f.labels = {"team=vision"};
  f.cpu_core_request = "500m";
  f.cpu_memory_limit = "4Gi";
  f.termination_grace_period = "1m30s";
  f.interactive = true;
  f.preemptible = true;
  f.node_pools = {"a", "b"};
  auto r = to_submit_request(f, "team-a", "1xa100");
  REQUIRE(r);
  CHECK(r->type == gpuq::client::WorkloadType::workspace);
  CHECK(r->spec.environment == gpuq::client::NameValues{{"A", "1"}, {"B", "x=y"}});
  CHECK(r->spec.compute.cpu_core_request == 0.5);
  CHECK(r->spec.compute.cpu_memory_limit == "4Gi");
  CHECK(r->spec.termination_grace_period_seconds == 90);
  CHECK(r->spec.priority_class == "interactive-preemptible");
  CHECK(r->spec.preemptibility == "preemptible");
  CHECK(r->profile == "1xa100");
  CHECK(r->spec.node_pools == std::vector<std::string>{"a", "b"});

  SubmitFlags e = with_command();
  e.environment = {"NOVALUE"};
  CHECK(error_field(e) == "-e");
  e = with_command();
  e.cpu_memory_request = "lots";
  CHECK(error_field(e) == "--cpu-memory-request");
  // A unit left out is one byte; a CPU amount below 1m says so.
  e = with_command();
  e.gpu_memory_request = "1";
  auto unitless = to_submit_request(e, "team-a", "");
  REQUIRE(!unitless);
  CHECK(unitless.error().field == "--gpu-memory-request");
  CHECK(unitless.error().message == "1 is 1 byte; give a unit, such as 500Mi, 4G or 20Gi");
  e.gpu_memory_request = "2097152";  // plain bytes are fine
  CHECK(to_submit_request(e, "team-a", ""));
  e = with_command();
  e.cpu_core_request = "0.0001";
  auto tiny = to_submit_request(e, "team-a", "");
  REQUIRE(!tiny);
  CHECK(tiny.error().message == "less than the smallest amount, 1m (0.001 of a core), got 0.0001");
  for (const char* negative : {"-2", "-500m"}) {
    e = with_command();
    e.cpu_core_request = negative;
    auto refused = to_submit_request(e, "team-a", "");
    REQUIRE(!refused);
    CHECK(refused.error().message == std::string("must not be negative, got ") + negative);
    CHECK(refused.error().field == "--cpu-core-request");
  }
  e = with_command();
  e.preemptibility = "maybe";
  CHECK(error_field(e) == "--preemptibility");
  e = with_command();
  e.gpu_portion_limit = 0.5;
  CHECK(error_field(e) == "--gpu-portion-limit");
  e = with_command();
  e.gpu_request_type = "whole";
  CHECK(error_field(e) == "--gpu-request-type");
  e = with_command();
  e.extended_resources = {"fpga=lots"};
  CHECK(error_field(e) == "--extended-resource");
  e = with_command();
  CHECK(error_field(e, "") == "-p");
  e.command.clear();
  CHECK(error_field(e) == "COMMAND");
}

TEST_CASE("durations") {
  using gpuq::cli::parse_seconds;
  CHECK(parse_seconds("90", "--x") == 90);
  CHECK(parse_seconds("5m", "--x") == 300);
  CHECK(parse_seconds("1h30m", "--x") == 5400);
  CHECK(!parse_seconds("soon", "--x"));
  CHECK(!parse_seconds("1m30", "--x"));
  CHECK(!parse_seconds("", "--x"));
}

TEST_CASE("a workload file: a whole body or a spec, with the line of every key") {
  const std::string body = temp_file("body.yaml",
                                     "name: a1\n"
                                     "projectId: team-a\n"
                                     "spec:\n"
                                     "  command: sleep 1\n"
                                     "  compute:\n"
                                     "    gpuDevicesRequest: 1\n"
                                     "    gpuMemoryRequest: \"20\"\n");
  auto f = gpuq::cli::load_workload_file(body);
  REQUIRE(f);
  CHECK(f->name == "a1");
  CHECK(f->project == "team-a");
  CHECK(f->spec["compute"]["gpuDevicesRequest"] == 1);
  CHECK(f->spec["compute"]["gpuMemoryRequest"] == "20");  // quoted: a string
  CHECK(f->where("spec.compute.gpuDevicesRequest") == body + ":6");
  CHECK(f->where("spec.compute.extendedResources[0]") == body + ":5");

  SubmitFlags flags;
  flags.file = body;
  flags.gpu = "2";
  auto r = to_submit_request(flags, "", "");
  REQUIRE(r);
  CHECK(r->name == "a1");
  CHECK(r->project == "team-a");
  CHECK(r->spec.compute.gpu_devices_request == 2);
  REQUIRE(r->base_spec_json);
  CHECK(r->base_spec_json->find("sleep 1") != std::string::npos);

  const std::string spec =
      temp_file("spec.json", "{\"command\": \"true\",\n \"backoffLimit\": 2}\n");
  f = gpuq::cli::load_workload_file(spec);
  REQUIRE(f);
  CHECK(f->spec["backoffLimit"] == 2);
  CHECK(f->where("spec.backoffLimit") == spec + ":2");

  const std::string broken = temp_file("broken.yaml", "spec:\n  command: [a\n");
  f = gpuq::cli::load_workload_file(broken);
  REQUIRE(!f);
  CHECK(f.error().field.rfind(broken + ":", 0) == 0);
  const std::string unknown = temp_file("unknown.yaml", "name: a\nspecs: {}\nspec: {}\n");
  f = gpuq::cli::load_workload_file(unknown);
  REQUIRE(!f);
  CHECK(f.error().field == unknown + ":2");
  CHECK(!gpuq::cli::load_workload_file("/nonexistent/file.yaml"));
  f = gpuq::cli::load_workload_file("/tmp");
  REQUIRE(!f);
  CHECK(f.error().message == "the workload file /tmp is a directory");
  // A file without end, or one too large to send, is refused before it fills
  // the client's memory.
  f = gpuq::cli::load_workload_file("/dev/zero");
  REQUIRE(!f);
  CHECK(f.error().message ==
        "the workload file /dev/zero is larger than 1 MiB, the most a "
        "request may carry");
  CHECK(f.error().field == "/dev/zero");
  const std::string empty = temp_file("empty.yaml", "");
  f = gpuq::cli::load_workload_file(empty);
  REQUIRE(!f);
  CHECK(f.error().field == empty + ":1");  // a line that exists
  for (const std::string& p : {body, spec, broken, unknown, empty}) std::remove(p.c_str());
}

TEST_CASE("a workload file's aliases: shared nodes read, a cycle or an explosion is an error") {
  using gpuq::cli::load_workload_file;
  // An alias to a node elsewhere is read as a copy of it.
  const std::string alias =
      temp_file("alias.yaml", "name: a1\nspec: {command: \"true\", labels: &l [x]}\nspec2: *l\n");
  auto shared = load_workload_file(alias);
  REQUIRE_FALSE(shared);
  CHECK(shared.error().field == alias + ":3");  // unknown key spec2
  const std::string reuse =
      temp_file("reuse.yaml",
                "name: a1\nspec:\n  command: \"true\"\n  nodePools: &p [a, b]\n  preferred: *p\n");
  auto reused = load_workload_file(reuse);
  REQUIRE(reused);
  CHECK(reused->spec["preferred"] == reused->spec["nodePools"]);
  // One inside what it names would recurse without end.
  const std::string cycle_file =
      temp_file("cycle.yaml", "name: x\nspec: &s\n  command: \"true\"\n  x: *s\n");
  auto cycle = load_workload_file(cycle_file);
  REQUIRE_FALSE(cycle);
  CHECK(cycle.error().field == cycle_file + ":2");
  CHECK(cycle.error().message == "an alias refers to a node that contains it");
  // Ten levels of ten aliases each: 10^10 values.
  std::string laughs =
      "name: x\nspec: {command: \"true\"}\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
  for (int i = 1; i < 10; ++i) {
    const std::string prev = "*a" + std::to_string(i - 1);
    laughs += "a" + std::to_string(i) + ": &a" + std::to_string(i) + " [";
    for (int k = 0; k < 10; ++k) laughs += (k ? ", " : "") + prev;
    laughs += "]\n";
  }
  const std::string laughs_file = temp_file("laughs.yaml", laughs);
  auto big = load_workload_file(laughs_file);
  REQUIRE_FALSE(big);
  CHECK(big.error().message == "more than 100000 values once its aliases are expanded");
  for (const std::string& p : {alias, reuse, cycle_file, laughs_file}) std::remove(p.c_str());
}

TEST_CASE("the submit context: the directory and the environment the command was typed in") {
  gpuq::cli::SubmitContext here;
  here.cwd = "/home/u/proj";
  here.environment = {{"PATH", "/home/u/proj/venv/bin:/usr/bin"},
                      {"VIRTUAL_ENV", "/home/u/proj/venv"},
                      {"SSH_AUTH_SOCK", "/tmp/ssh-x/agent"},
                      {"GPUQ_SERVER", "unix:///run/gpuq/gpuq.sock"},
                      {"LANG", "C.UTF-8"}};
  auto names = [](const gpuq::client::NameValues& env) {
    std::string out;
    for (const auto& [n, v] : env) out += n + "=" + v + ";";
    return out;
  };
  SubmitFlags f = with_command();
  auto r = to_submit_request(f, "team-a", "", here);
  REQUIRE(r);
  CHECK(r->spec.working_dir == "/home/u/proj");
  CHECK(names(r->spec.environment) ==
        "PATH=/home/u/proj/venv/bin:/usr/bin;VIRTUAL_ENV=/home/u/proj/venv;LANG=C.UTF-8;");
  // Said to be captured, so that a daemon whose pods run in a cluster drops them.
  CHECK(r->spec.working_dir_captured);
  CHECK(r->spec.captured_environment == std::vector<std::string>{"PATH", "VIRTUAL_ENV", "LANG"});

  f.working_dir = "data/../runs";                   // relative: to the client's directory
  f.environment = {"LANG=de_DE.UTF-8", "EXTRA=1"};  // -e wins over what was captured
  r = to_submit_request(f, "team-a", "", here);
  REQUIRE(r);
  CHECK(r->spec.working_dir == "/home/u/proj/runs");
  CHECK(names(r->spec.environment) ==
        "PATH=/home/u/proj/venv/bin:/usr/bin;VIRTUAL_ENV=/home/u/proj/venv;LANG=de_DE.UTF-8;"
        "EXTRA=1;");
  CHECK_FALSE(r->spec.working_dir_captured);
  CHECK(r->spec.captured_environment == std::vector<std::string>{"PATH", "VIRTUAL_ENV"});

  f = with_command();
  f.export_ = "NONE";
  CHECK(to_submit_request(f, "team-a", "", here)->spec.environment.empty());
  f.export_ = "PATH,SSH_AUTH_SOCK,MODE=fast";  // only those; a private one when named
  CHECK(names(to_submit_request(f, "team-a", "", here)->spec.environment) ==
        "PATH=/home/u/proj/venv/bin:/usr/bin;SSH_AUTH_SOCK=/tmp/ssh-x/agent;MODE=fast;");
  // Named on purpose: not "captured", so a cluster's daemon keeps them.
  CHECK(to_submit_request(f, "team-a", "", here)->spec.captured_environment.empty());
  f.export_ = "ALL,MODE=fast";
  CHECK(names(to_submit_request(f, "team-a", "", here)->spec.environment) ==
        "PATH=/home/u/proj/venv/bin:/usr/bin;VIRTUAL_ENV=/home/u/proj/venv;LANG=C.UTF-8;"
        "MODE=fast;");
  f.export_ = "PATH,,X";
  CHECK(error_field(f) == "--export");
  f.export_ = "=1";
  CHECK(error_field(f) == "--export");
  f.export_ = "NONE,ALL";  // contradicts itself
  CHECK(error_field(f) == "--export");
  f.export_ = "NONE,MODE=fast";  // NONE with names: only those
  CHECK(names(to_submit_request(f, "team-a", "", here)->spec.environment) == "MODE=fast;");

  // A remote server gets neither (an empty context): the daemon's defaults.
  r = to_submit_request(with_command(), "team-a", "");
  REQUIRE(r);
  CHECK_FALSE(r->spec.working_dir.has_value());
  CHECK(r->spec.environment.empty());
  CHECK(r->spec.captured_environment.empty());
}

TEST_CASE("words that are not UTF-8: left out of the environment, else an error naming them") {
  // A JSON request carries text only; a shell's variables, file names and
  // arguments may be any bytes (a Latin-1 directory in OLDPWD).
  gpuq::cli::SubmitContext here;
  here.cwd = "/home/u/proj";
  here.environment = {{"PATH", "/usr/bin"}};
  here.not_utf8 = {{"OLDPWD", "/data/caf\xe9"}, {"SSH_AUTH_SOCK", "/tmp/\xff"}};
  SubmitFlags f = with_command();
  auto r = to_submit_request(f, "team-a", "", here);
  REQUIRE(r);
  REQUIRE(r->spec.environment.size() == 1);
  CHECK(r->spec.environment[0].first == "PATH");
  // What ALL would have taken is said; a private variable never was.
  CHECK(gpuq::cli::left_out_of_environment(f, here) == std::vector<std::string>{"OLDPWD"});
  f.export_ = "NONE";
  CHECK(gpuq::cli::left_out_of_environment(f, here).empty());
  f.export_ = "A=hello,PATH";  // what --export sets itself is sent, not left out
  CHECK(gpuq::cli::left_out_of_environment(f, here).empty());
  f.export_ = "ALL,A=1";
  CHECK(gpuq::cli::left_out_of_environment(f, here) == std::vector<std::string>{"OLDPWD"});
  // Named, it must be sent: an error, with its bytes written out.
  f.export_ = "PATH,OLDPWD";
  auto named = to_submit_request(f, "team-a", "", here);
  REQUIRE_FALSE(named);
  CHECK(named.error().field == "--export");
  CHECK(named.error().message.find("OLDPWD=/data/caf\\xe9") != std::string::npos);

  f = with_command();
  f.environment = {"MODE=\xff"};
  CHECK(error_field(f) == "-e");
  f = with_command();
  f.command = {"echo", "caf\xe9"};
  CHECK(error_field(f) == "COMMAND (word 2)");
  f = with_command();
  f.name = "n\xff";
  CHECK(error_field(f) == "NAME");
  f = with_command();
  f.working_dir = "/data/caf\xe9";
  CHECK(error_field(f) == "--working-dir");
  // The directory it was typed in: --working-dir is the way out.
  here.cwd = "/data/caf\xe9";
  auto cwd = to_submit_request(with_command(), "team-a", "", here);
  REQUIRE_FALSE(cwd);
  CHECK(cwd.error().field == "--working-dir");
  f = with_command();
  f.working_dir = "/tmp";
  CHECK(to_submit_request(f, "team-a", "", here).has_value());
  // UTF-8 is text: it passes.
  f = with_command();
  f.command = {"echo", "caf\xc3\xa9"};
  f.environment = {"MODE=\xe5\x90\x8d"};
  CHECK(to_submit_request(f, "team-a", "", here).has_value() == false);  // cwd, as above
  here.cwd = "/home/u/caf\xc3\xa9";
  CHECK(to_submit_request(f, "team-a", "", here).has_value());
}

TEST_CASE("an image without a command goes to the daemon, which knows where pods run") {
  SubmitFlags f;
  f.name = "a2";
  f.image = "runai.jfrog.io/demo/quickstart";
  f.gpu = "2";
  auto r = to_submit_request(f, "team-a", "");
  REQUIRE(r.has_value());
  CHECK_FALSE(r->spec.command.has_value());
  CHECK(r->spec.image == "runai.jfrog.io/demo/quickstart");
  f.image.reset();
  auto none = to_submit_request(f, "team-a", "");
  REQUIRE_FALSE(none.has_value());
  CHECK(none.error().field == "COMMAND");
}

TEST_CASE("--gpu-memory 50% is half of one GPU, as on compute-resource create") {
  SubmitFlags f = with_command();
  f.v1 = true;
  f.gpu_memory_request = "50%";
  auto r = to_submit_request(f, "team-a", "");
  REQUIRE(r);
  CHECK(r->spec.compute.gpu_portion_request == 0.5);
  CHECK(r->spec.compute.gpu_request_type == "portion");
  CHECK(!r->spec.compute.gpu_memory_request);
  f.v1 = false;
  f.gpu_memory_request = "25%";
  f.gpu_memory_limit = "50%";
  r = to_submit_request(f, "team-a", "");
  REQUIRE(r);
  CHECK(r->spec.compute.gpu_portion_limit == 0.5);
  for (const char* bad : {"0%", "150%", "x%", "%"}) {
    CAPTURE(bad);
    f.gpu_memory_request = bad;
    CHECK(error_field(f) == "--gpu-memory-request");
  }
  f.gpu_memory_request = "25%";
  f.gpu_memory_limit = "10Gi";
  CHECK(error_field(f) == "--gpu-memory-limit");
  f.v1 = true;
  f.gpu_memory_limit.reset();
  f.gpu = "0.5";
  CHECK(error_field(f) == "--gpu-memory");  // the flag typed, not an API field
}

TEST_CASE("--stdin and -t set spec.stdin and spec.tty, --attach implies both, not on inference") {
  SubmitFlags f = with_command();
  auto plain = to_submit_request(f, "team-a", "");
  REQUIRE(plain);
  CHECK_FALSE(plain->spec.stdin_open);
  CHECK_FALSE(plain->spec.tty);

  f.tty = true;
  auto tty = to_submit_request(f, "team-a", "");
  REQUIRE(tty);
  CHECK_FALSE(tty->spec.stdin_open);
  CHECK(tty->spec.tty == true);

  f = with_command();
  f.attach = true;
  auto attach = to_submit_request(f, "team-a", "");
  REQUIRE(attach);
  CHECK(attach->spec.stdin_open == true);
  CHECK(attach->spec.tty == true);

  f.type = gpuq::client::WorkloadType::inference;
  auto inference = to_submit_request(f, "team-a", "");
  REQUIRE(inference);
  CHECK_FALSE(inference->spec.stdin_open);
  CHECK_FALSE(inference->spec.tty);
}

TEST_CASE("parse_seconds: days and weeks as core/duration reads them, at most a year") {
  using gpuq::cli::parse_seconds;
  CHECK(parse_seconds("2d", "--x") == 2 * 86400);
  CHECK(parse_seconds("1w1d", "--x") == 8 * 86400);
  CHECK(parse_seconds("0", "--x") == 0);
  CHECK(!parse_seconds("400d", "--x"));
  CHECK(!parse_seconds("1m1h", "--x"));
  CHECK(!parse_seconds("-5", "--x"));
}
