// gpuq submit (v1) and gpuq TYPE submit (v2): flags, generated names, -f
// files, --wait, usage errors and a daemon that is not there.
#include <doctest/doctest.h>

#include <pwd.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::gpuq_at;
using gpuq::test::Run;
using gpuq::test::run_gpuq;
using gpuq::test::run_shell;
using nlohmann::json;

namespace {

json described(const Daemon& d, const std::string& name) {
  Run r = run_gpuq(d, "workload describe " + name + " -o json");
  REQUIRE(r.code == 0);
  return json::parse(r.out);
}

}  // namespace

TEST_CASE("submit maps the v1 and v2 flags onto the workload") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  Run half = run_gpuq(d,
                      "submit half -g 0.5 -p team-a --cpu 0.5 --memory 64Mi -e A=1 -e B='x y' "
                      "--backoff-limit 2 --working-dir /tmp -- sh -c 'echo \"$A $B\"; sleep 600'");
  REQUIRE(half.code == 0);
  REQUIRE(Daemon::eventually([&] { return d.phase("half") == "Running"; }));
  json w = described(d, "half");
  CHECK(w["allocatedResources"]["gpu"] == 0.5);
  CHECK(w["backoffLimit"] == 2);
  CHECK(w["workingDir"] == "/tmp");
  CHECK(w["podsRequestedResources"]["cpu"]["request"] == 0.5);
  CHECK(Daemon::eventually([&] { return contains(run_gpuq(d, "logs half").out, "1 x y"); }));

  // A list flag right before `--` takes one value; the command keeps its own flags.
  for (std::string command : {"submit -p team-a --name-prefix last -e C=3",
                              "submit -p team-a --name-prefix last "
                              "--node-pools default",
                              "training submit -p team-a --name-prefix last --label team=a",
                              "training submit -p team-a --name-prefix last --annotation n=v",
                              "training submit -p team-a --name-prefix last --environment C=3"}) {
    CAPTURE(command);
    Run last = run_gpuq(d, command + " -- sh -c 'exit 0'");
    CHECK(last.code == 0);
    CHECK_MESSAGE(!contains(last.err, "not expected"), last.err);
  }

  Run ws = run_gpuq(d, "submit nb --interactive --preemptible -g 1 -p team-a -- sleep 600");
  REQUIRE(ws.code == 0);
  CHECK(contains(ws.out, "The workspace 'nb'"));
  w = described(d, "nb");
  CHECK(w["type"] == "Workspace");
  CHECK(w["preemptible"] == true);
  CHECK(w["priorityClassName"] == "interactive-preemptible");

  Run v2 = run_gpuq(d,
                    "training submit t2 -p team-a --gpu-portion-request 0.25 --priority low "
                    "--label team=vision --annotation note=x --termination-grace-period 5s "
                    "--runs 2 --parallelism 1 -- sleep 600");
  REQUIRE(v2.code == 0);
  w = described(d, "t2");
  CHECK(w["priorityClassName"] == "low");
  CHECK(w["terminationGracePeriodSeconds"] == 5);
  CHECK(w["requestedPods"]["completions"] == 2);
  CHECK(w["podsRequestedResources"]["gpu"]["request"] == 0.25);

  Run inf =
      run_gpuq(d, "inference submit srv -p team-a --preemptibility non-preemptible -- sleep 600");
  REQUIRE(inf.code == 0);
  CHECK(described(d, "srv")["type"] == "Inference");
}

TEST_CASE("a missing name is generated from the type or --name-prefix") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  Run job = run_gpuq(d, "-q submit -p team-a -- true");
  REQUIRE(job.code == 0);
  CHECK(job.out.rfind("job-", 0) == 0);
  CHECK(job.out.size() == std::string("job-xxxxx\n").size());
  Run ws = run_gpuq(d, "workspace submit -q -p team-a -- sleep 1");
  CHECK(ws.out.rfind("workspace-", 0) == 0);
  Run sweep = run_gpuq(d, "training submit --name-prefix sweep -q -p team-a -- true");
  CHECK(sweep.out.rfind("sweep-", 0) == 0);
  CHECK(run_gpuq(d, "submit a1 --name-prefix x -p team-a -- true").code == 2);
  Run dup1 = run_gpuq(d, "submit dup -p team-a -- sleep 60");
  Run dup2 = run_gpuq(d, "submit dup -p team-a -- sleep 60");
  CHECK(dup1.code == 0);
  CHECK(dup2.code == 1);
  CHECK(contains(dup2.err, "already exists"));
}

TEST_CASE("--wait shows the phases until the workload runs, a failure exits 1") {
  Daemon d;
  d.start();
  d.project("team-a", 2);
  Run ok = run_gpuq(d, "training submit w -p team-a -g 1 --wait -- sleep 600", 30);
  CHECK(ok.code == 0);
  REQUIRE(!ok.lines().empty());
  CHECK(ok.lines().back() == "w: Running");
  Run bad =
      run_gpuq(d, "training submit f -p team-a --backoff-limit 0 --wait -- sh -c 'exit 3'", 30);
  // It may be seen Running before it fails; --attach waits for the end.
  CHECK((bad.code == 1 || bad.lines().back() == "f: Running"));
  // --attach attaches once it runs: the pod waits for the line sent on
  // gpuq's stdin, so its answer comes through the stream, and its code out.
  std::ofstream(d.dir() + "/line") << "hello\n";
  Run attached =
      run_gpuq(d,
               "submit at -p team-a --attach -- sh -c 'read l; echo \"got $l\"; exit 3' < " +
                   d.dir() + "/line",
               30);
  CHECK(attached.code == 3);
  CHECK(contains(attached.out, "got hello"));
  // Left with a failing status, it is not started again with no one there.
  REQUIRE(Daemon::eventually([&] { return d.phase("at") == "Failed"; }));
  CHECK(contains(run_gpuq(d, "workload describe at -p team-a").out, "(backoff limit 0)"));
  // Unless asked for.
  Run retried = run_gpuq(
      d, "submit at2 -p team-a --attach --backoff-limit 2 -- sh -c 'exit 3' < " + d.dir() + "/line",
      30);
  CHECK(retried.code != 0);  // 3 when attached in time; 1 when it ran and failed before
  CHECK(contains(run_gpuq(d, "workload describe at2 -p team-a").out, "(backoff limit 2)"));
}

TEST_CASE("-f FILE: a whole body or a spec, flags override it, errors name the line") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  const std::string body = d.dir() + "/body.yaml";
  std::ofstream(body) << "name: from-file\n"
                         "projectId: team-a\n"
                         "spec:\n"
                         "  command: sleep 600\n"
                         "  compute:\n"
                         "    gpuDevicesRequest: 1\n"
                         "  environmentVariables:\n"
                         "    - {name: A, value: \"1\"}\n";
  Run r = run_gpuq(d, "training submit -f " + body + " -g 2");
  REQUIRE(r.code == 0);
  REQUIRE(Daemon::eventually([&] { return d.phase("from-file") == "Running"; }));
  CHECK(described(d, "from-file")["allocatedResources"]["gpu"] == 2);

  const std::string spec = d.dir() + "/spec.json";
  std::ofstream(spec)
      << "{\n  \"command\": \"sleep 600\",\n  \"compute\": {\"gpuDevicesRequest\": 1}\n}\n";
  CHECK(run_gpuq(d, "training submit js -p team-a -f " + spec).code == 0);

  const std::string broken = d.dir() + "/broken.yaml";
  std::ofstream(broken) << "spec:\n  command: sleep 1\n  compute: {gpuDevicesRequest: 1\n";
  Run b = run_gpuq(d, "training submit x -p team-a -f " + broken);
  CHECK(b.code == 2);
  CHECK(contains(b.err, broken + ":"));

  const std::string wrong = d.dir() + "/wrong.yaml";
  std::ofstream(wrong) << "command: sleep 1\n"
                          "compute:\n"
                          "  gpuDevicesRequest: lots\n";
  Run w = run_gpuq(d, "training submit y -p team-a -f " + wrong);
  CHECK(w.code != 0);
  CHECK(contains(w.err, wrong + ":3"));
  CHECK(run_gpuq(d, "training submit z -p team-a -f " + d.dir() + "/none.yaml -- true").code == 2);
}

TEST_CASE("usage errors exit 2 and say what is wrong") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  struct Case {
    const char* line;
    const char* says;
  };
  const Case cases[] = {
      {"submit a -g abc -p team-a -- true", "-g"},
      {"submit a -g -1 -p team-a -- true", "-g"},
      {"submit a -g 1.5 -p team-a -- true", "whole number"},
      {"submit a -e NOVALUE -p team-a -- true", "NAME=VALUE"},
      {"submit a --memory lots -p team-a -- true", "--memory"},
      {"submit a --memory 23.6Gi -p team-a -- true",
       "quantity \"23.6Gi\" is not a whole number of bytes (field: --memory)"},
      {"submit a -p team-a", "no command: give it after --, as in: gpuq submit a1"},
      {"workspace submit a -p team-a", "as in: gpuq workspace submit a1 -g 1 -- python"},
      {"training pytorch submit a -p team-a", "as in: gpuq training pytorch submit a1"},
      // The command's own flag, typed without --.
      {"submit x4 -p team-a python -c 'print(1)'",
       "unknown flag '-c' for 'gpuq submit'; if it belongs to the command, give the command "
       "after --, as in 'gpuq submit x4 -- python -c ...'"},
      {"training submit a -p team-a --preemptible=false --preemptibility preemptible -- true",
       "contradicts --preemptibility preemptible (field: --preemptible)"},
      // A misspelt flag is the mistake, even where NAME is missing too.
      {"logs --folow", "unknown flag '--folow' for 'gpuq logs'; did you mean '--follow'?"},
      {"workload describe --bogus", "unknown flag '--bogus' for 'gpuq workload describe'\n"},
      {"submit a -g 1 -- true", "no project"},
      {"training submit a -p team-a --preemptibility maybe -- true", "--preemptibility"},
      {"training submit a -p team-a --extended-resource fpga -- true", "--extended-resource"},
      {"training submit a -p team-a --termination-grace-period soon -- true", "duration"},
      {"training submit a -p team-a --gpu-portion-request 2 -- true", "at most 1"},
      // An empty word is a script's unset variable: never a silent default.
      {"submit '' -p team-a -- true", "must not be empty (leave NAME out for a generated one)"},
      {"submit a -p '' -- true", "--project: must not be empty"},
      {"submit --name '' -p team-a -- true", "--name: must not be empty"},
      {"submit a --working-dir '' -p team-a -- true", "--working-dir: must not be empty"},
      {"logs a -p team-a --pod ''", "--pod: must not be empty"},
      {"exec a -p team-a --pod '' -- true", "--pod: must not be empty"},
      {"port-forward a -p team-a --pod '' --port 1:2", "--pod: must not be empty"},
      {"submit a1 --name a2 -p team-a -- true", "give either NAME or --name (field: --name)"},
      // The daemon's checks, named by the flag typed, never by the API's field.
      {"submit a -p team-a -g 0.0000001 -- true", "must be at least 0.001 (field: -g)"},
      {"submit a -p team-a --cpu 1 --cpu-limit 0.5 -- true",
       "must be more than 0 and at least --cpu (field: --cpu-limit)"},
      {"submit a -p team-a --memory 1Gi --memory-limit 1Mi -- true", "(field: --memory-limit)"},
      {"submit a -p team-a --port 8080 --port 8080 -- true",
       "port 8080 is published twice (field: --port)"},
      {"submit a -p team-a --gpu-memory 20Gi -g 0.5 -- true", "(field: --gpu-memory)"},
      {"training submit a -p team-a --cpu-core-request 1 --cpu-core-limit 0.5 -- true",
       "at least --cpu-core-request (field: --cpu-core-limit)"},
      {"workload list --type batch", "unknown type"},
      {"workload list --status sleeping", "unknown status"},
      {"workload list --limit -3", "--limit"},
      {"workload list --bogus", "bogus"},
      {"workload lst", "workload"},
      {"submitt a -- true", "submit"},
  };
  for (const Case& c : cases) {
    const std::string line = c.line;
    CAPTURE(line);
    Run r = run_gpuq(d, c.line);
    CHECK(r.code == 2);
    CHECK(contains(r.err, c.says));
  }
  // Nothing was submitted.
  CHECK(run_gpuq(d, "-q workload list -A").out.empty());
}

TEST_CASE("the daemon's refusals name the flag typed, not the API's field") {
  Daemon d;
  d.start();
  d.project("team-a", 2);
  Run compute = run_gpuq(d, "training submit c -p team-a --compute nosuch -- true");
  CHECK(compute.code == 1);
  CHECK(contains(compute.err, "(field: --compute)"));
  Run replicas = run_gpuq(d, "pytorch submit p -p team-a --workers 2 --min-replicas 5 -- true");
  CHECK(replicas.code == 2);
  CHECK(contains(replicas.err, "--min-replicas (5) must be at most --workers (2)"));
  Run pvc = run_gpuq(d,
                     "training submit v -p team-a --existing-pvc claimname=a,path=/a "
                     "--new-pvc claimname=bad/name,size=1G,path=/b -- true");
  CHECK(pvc.code == 2);
  CHECK(contains(pvc.err, "(field: --new-pvc)"));
  // A label as Kubernetes takes it: not a megabyte into the store.
  Run label =
      run_gpuq(d, "training submit l -p team-a --label big=" + std::string(100, 'a') + " -- true");
  CHECK(label.code == 2);
  CHECK(contains(label.err, "the value of label \"big\" is 100 characters long, more than 63"));
  CHECK(contains(label.err, "(field: --label)"));
  // A field one level too high is taken, and said, as Kubernetes' API server says it.
  std::ofstream(d.dir() + "/high.yaml") << "spec:\n  command: sleep 1\n  gpuDevicesRequest: 1\n";
  Run high = run_gpuq(d, "training submit h -p team-a -f " + d.dir() + "/high.yaml");
  CHECK_MESSAGE(high.code == 0, high.err);
  CHECK(contains(high.err,
                 "Warning: unknown field \"spec.gpuDevicesRequest\" "
                 "(spec.compute.gpuDevicesRequest is read)\n"));
  // A bad value in the file is named in the file's words, not a flag's.
  std::ofstream(d.dir() + "/neg.yaml")
      << "spec:\n  command: sleep 1\n  compute:\n    gpuDevicesRequest: -3\n";
  Run neg = run_gpuq(d, "training submit n -p team-a -f " + d.dir() + "/neg.yaml");
  CHECK(neg.code == 2);
  CHECK(contains(neg.err, "spec.compute.gpuDevicesRequest: must be between 0 and 1024, got -3"));
  CHECK(contains(neg.err, "(field: " + d.dir() + "/neg.yaml:4 (spec.compute.gpuDevicesRequest))"));
  CHECK(!contains(neg.err, "--gpu-devices-request"));
}

TEST_CASE("a daemon that is not running: a clear message and exit 1") {
  Daemon d;  // never started: its directory exists, nothing listens
  Run r = gpuq_at("unix://" + d.dir() + "/none.sock", d.dir(), "workload list -A");
  CHECK(r.code == 1);
  CHECK(contains(r.err, "gpuq daemon"));
  Run s = gpuq_at("unix://" + d.dir() + "/none.sock", d.dir(), "submit a -p team-a -- true");
  CHECK(s.code == 1);
}

TEST_CASE("submit from a project directory with a virtualenv runs there, with its python") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  // A project with a virtualenv whose `python` is its own (a script here, so
  // that the test needs no Python): found only through the venv's PATH.
  const std::string proj = d.dir() + "/proj";
  std::filesystem::create_directories(proj + "/venv/bin");
  std::ofstream(proj + "/train.py") << "trained\n";
  std::ofstream(proj + "/venv/bin/activate")
      << "VIRTUAL_ENV=" << proj << "/venv; export VIRTUAL_ENV\n"
      << "PATH=\"$VIRTUAL_ENV/bin:$PATH\"; export PATH\n";
  {
    std::ofstream python(proj + "/venv/bin/python");
    python << "#!/bin/sh\n"
           << "echo \"python of $VIRTUAL_ENV in $(pwd): $(cat \"$1\")\"\n"
           << "echo \"HOME=$HOME USER=$USER agent=${SSH_AUTH_SOCK:-none} mine=$MY_SETTING\"\n";
  }
  std::filesystem::permissions(proj + "/venv/bin/python", std::filesystem::perms::owner_all |
                                                              std::filesystem::perms::group_read |
                                                              std::filesystem::perms::others_read |
                                                              std::filesystem::perms::group_exec |
                                                              std::filesystem::perms::others_exec);
  const std::string line = "cd " + proj + " && . venv/bin/activate && MY_SETTING=42 " +
                           "SSH_AUTH_SOCK=/tmp/agent.sock HOME=/nowhere gpuq submit venvjob -p " +
                           "team-a -g 1 -- python train.py";
  Run submitted = run_shell("unix://" + d.socket(), d.dir() + "/config-home", d.dir(), line);
  REQUIRE_MESSAGE(submitted.code == 0, submitted.err);
  CHECK_MESSAGE(!contains(submitted.err, "Warning"), submitted.err);  // HOME was captured
  REQUIRE(Daemon::eventually([&] { return d.phase("venvjob") == "Completed"; }));
  const std::string log = run_gpuq(d, "logs venvjob -p team-a").out;
  CHECK(contains(log, "python of " + proj + "/venv in " + proj + ": trained"));
  const passwd* me = ::getpwuid(::geteuid());
  REQUIRE(me != nullptr);
  CHECK(contains(log, std::string("HOME=") + me->pw_dir + " USER=" + me->pw_name));
  CHECK(contains(log, "agent=none"));  // the session's agent stays with the session
  CHECK(contains(log, "mine=42"));

  // --export NONE: only what -e gives; the venv's python is not on PATH.
  const std::string none =
      "cd " + proj + " && . venv/bin/activate && gpuq submit bare -p team-a " +
      "--export NONE -e A=1 -- sh -c 'echo \"A=$A venv=${VIRTUAL_ENV:-none}\"'";
  REQUIRE(run_shell("unix://" + d.socket(), d.dir() + "/config-home", d.dir(), none).code == 0);
  REQUIRE(Daemon::eventually([&] { return d.phase("bare") == "Completed"; }));
  CHECK(contains(run_gpuq(d, "logs bare -p team-a").out, "A=1 venv=none"));

  // -e HOME or USER: the passwd entry's all the same, and the submit says so.
  Run given = run_gpuq(d,
                       "submit given -p team-a -e HOME=/tmp/evil -e USER=root -e KEPT=1 -- sh -c "
                       "'echo \"HOME=$HOME USER=$USER KEPT=$KEPT\"'");
  REQUIRE_MESSAGE(given.code == 0, given.err);
  CHECK(contains(given.err,
                 "Warning: environment variable HOME is set in every pod from the user's passwd "
                 "entry; the value given is not used\n"));
  CHECK(contains(given.err, "Warning: environment variable USER is set"));
  CHECK(!contains(given.err, "KEPT"));
  REQUIRE(Daemon::eventually([&] { return d.phase("given") == "Completed"; }));
  CHECK(contains(run_gpuq(d, "logs given -p team-a").out,
                 std::string("HOME=") + me->pw_dir + " USER=" + me->pw_name + " KEPT=1"));
}

TEST_CASE(
    "a shell's bytes that are not UTF-8: a variable left out with a warning, a word refused") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  const std::string server = "unix://" + d.socket();
  // A Latin-1 directory name that an earlier cd left in OLDPWD: the submit
  // goes on without it, and says so.
  Run left_out = run_shell(server, d.dir() + "/cfg", d.dir(),
                           "export OLDPWD=\"$(printf '/data/caf\\351')\"; gpuq submit latin -p "
                           "team-a -- sh -c 'echo \"old=${OLDPWD:-none}\"'");
  CHECK_MESSAGE(left_out.code == 0, left_out.err);
  CHECK(contains(left_out.err,
                 "gpuq: warning: not passed to the pod, not UTF-8 (a request "
                 "carries text only): OLDPWD\n"));
  REQUIRE(Daemon::eventually([&] { return d.phase("latin") == "Completed"; }));
  CHECK(contains(run_gpuq(d, "logs latin -p team-a").out, "old=none"));
  // A word of the command cannot be left out: refused, its byte written out.
  Run word = run_shell(server, d.dir() + "/cfg", d.dir(),
                       "gpuq submit word -p team-a -- echo \"$(printf 'caf\\351')\"");
  CHECK(word.code == 2);
  CHECK(contains(word.err,
                 "gpuq: error: not UTF-8: \"caf\\xe9\" (a request carries text only) "
                 "(field: COMMAND (word 2))"));
  CHECK_FALSE(contains(run_gpuq(d, "workload list -p team-a -q").out, "word"));
}

TEST_CASE("a request no node could ever hold is refused at submit unless --allow-pending") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  Run big = run_gpuq(d, "submit big -p team-a -g 5 -- true");
  CHECK(big.code == 1);
  CHECK(contains(big.err,
                 "gpuq: error: it could never run on this machine: a pod asks for 5 "
                 "GPUs and node vm has 4 GPUs\nAdd --allow-pending"));
  CHECK(run_gpuq(d, "workload list -p team-a -q").out.empty());  // nothing was queued
  Run memory = run_gpuq(d, "training submit m -p team-a --gpu-memory-request 100G -- true");
  CHECK(memory.code == 1);
  CHECK(contains(memory.err, "a pod asks for 100G of GPU memory and the GPUs of node vm have"));
  Run queued = run_gpuq(d, "submit big -p team-a -g 5 --allow-pending -- true");
  CHECK_MESSAGE(queued.code == 0, queued.err);
  CHECK(d.phase("big") == "Pending");
}

TEST_CASE("a non-preemptible workload beyond its project's quota is accepted with a warning") {
  Daemon d;
  d.start();
  d.project("team-a", 2);
  Run big = run_gpuq(d, "workspace submit big -p team-a -g 3 -- sleep 60");
  CHECK_MESSAGE(big.code == 0, big.err);
  CHECK(contains(big.err,
                 "Warning: big will wait until a quota grows: it is non-preemptible and asks for "
                 "3 GPUs, more than the quota of team-a (2 GPUs in pool default); preemptible "
                 "workloads may use more than their quota\n"));
  // A training told --preemptible=false is non-preemptible too, and says so.
  Run told = run_gpuq(d, "submit told -p team-a -g 3 --preemptible=false -- sleep 60");
  CHECK_MESSAGE(told.code == 0, told.err);
  CHECK(contains(told.err, "Warning: told will wait until a quota grows: it is non-preemptible"));
  CHECK(d.phase("big") == "Pending");
  // Within the quota, or preemptible: nothing to say.
  Run fits = run_gpuq(d, "workspace submit fits -p team-a -g 2 -- sleep 60");
  CHECK(!contains(fits.err, "Warning"));
  Run over = run_gpuq(d, "workspace submit over -p team-a -g 3 --preemptible -- sleep 60");
  CHECK(!contains(over.err, "Warning"));
}

TEST_CASE("a submit over the daemon's request limit gets its answer, and how to send less") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  // Twelve variables of 120 KB in the shell: 1.4 MB to capture, over the
  // daemon's 1 MiB for a request. It answers 413 before reading the body.
  const std::string big =
      "for i in 1 2 3 4 5 6 7 8 9 10 11 12; do "
      "export \"BIG$i=$(head -c 120000 /dev/zero | tr '\\0' a)\"; done; ";
  const std::string server = "unix://" + d.socket();
  Run over =
      run_shell(server, d.dir() + "/cfg", d.dir(), big + "gpuq submit big -p team-a -- true");
  CHECK(over.code == 1);
  CHECK_MESSAGE(contains(over.err, "the request body is larger than 1048576 bytes"), over.err);
  CHECK(contains(over.err, "--export NONE"));
  CHECK_FALSE(contains(over.err, "Broken pipe"));
  CHECK(run_gpuq(d, "workload list -p team-a -q").out.empty());
  // Over the limit with -e, not the shell: no word about the shell's environment.
  Run by_flag =
      run_shell(server, d.dir() + "/cfg", d.dir(),
                "set --; for i in 1 2 3 4 5 6 7 8 9 10; do "
                "set -- \"$@\" -e \"B$i=$(head -c 120000 /dev/zero | tr '\\0' b)\"; done; "
                "gpuq submit big -p team-a --export NONE \"$@\" -- true");
  CHECK(by_flag.code == 1);
  CHECK(contains(by_flag.err, "the request body is larger than 1048576 bytes"));
  CHECK_FALSE(contains(by_flag.err, "captured from this shell"));
  // The same shell submits it without its environment.
  Run fine = run_shell(server, d.dir() + "/cfg", d.dir(),
                       big + "gpuq submit big -p team-a --export NONE -- true");
  CHECK_MESSAGE(fine.code == 0, fine.err);
}

TEST_CASE("the quick start as typed: an image alone is refused in one line, with a command noted") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  Run typed = run_gpuq(d, "submit a2 -i runai.jfrog.io/demo/quickstart -g 2 -p team-a");
  CHECK(typed.code == 2);
  CHECK(typed.out.empty());
  CHECK_MESSAGE(std::count(typed.err.begin(), typed.err.end(), '\n') == 1, typed.err);
  CHECK(contains(typed.err, "pods run on this machine's host"));
  CHECK(contains(typed.err, "gpuq submit a2 -- python train.py"));
  CHECK_FALSE(contains(run_gpuq(d, "workload list -p team-a -q").out, "a2"));

  Run with_command =
      run_gpuq(d, "submit a3 -i runai.jfrog.io/demo/quickstart -g 1 -p team-a -- true");
  CHECK(with_command.code == 0);
  const std::string note =
      "gpuq: note: the image runai.jfrog.io/demo/quickstart is used by a "
      "daemon with the Kubernetes backend";
  const std::size_t first = with_command.err.find(note);
  CHECK(first != std::string::npos);
  CHECK(with_command.err.find(note, first + 1) == std::string::npos);
  CHECK(Daemon::eventually([&] { return d.phase("a3") == "Completed"; }));
}
