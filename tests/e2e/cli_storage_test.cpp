// Storage flags against a real daemon, typed as runai users type them:
// --new-pvc / --existing-pvc / v1 --pvc (gpuq volumes), --host-path / v1 -v
// (host directories the pod's user could read, read-only unless asked, made
// so by a mount namespace of the pod's own), and gpuq volume describe.
#include <doctest/doctest.h>

#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::read_file;
using gpuq::test::Run;
using gpuq::test::run_gpuq;
using gpuq::test::run_shell;
using nlohmann::json;

namespace {

// Submits `line` and waits for it to end; its log.
std::string run_to_end(const Daemon& d, const std::string& name, const std::string& line) {
  Run o = run_gpuq(d, line);
  REQUIRE_MESSAGE(o.code == 0, o.err);
  REQUIRE(Daemon::eventually([&] {
    const std::string phase = d.phase(name);
    return phase == "Completed" || phase == "Failed";
  }));
  return run_gpuq(d, "logs " + name + " -p team-a").out;
}

}  // namespace

TEST_CASE("volumes: an ephemeral --new-pvc is sent and described as the workload's own") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  const Run submitted =
      run_gpuq(d, "training submit e1 -p team-a --new-pvc claimname=tmp,size=2Gi,path=" + d.dir() +
                      "/tmp,ephemeral -- true");
  REQUIRE(submitted.code == 0);
  const json w = json::parse(run_gpuq(d, "describe job e1 -p team-a -o json").out);
  REQUIRE(w["runSpec"]["volumes"].size() == 1);
  CHECK(w["runSpec"]["volumes"][0]["ephemeral"] == true);
  CHECK(w["runSpec"]["volumes"][0]["existing"] == false);
  const Run wrong = run_gpuq(
      d, "training submit e2 -p team-a --existing-pvc claimname=tmp,path=/x,ephemeral -- true");
  CHECK(wrong.code == 2);
  CHECK(contains(wrong.err, "unknown item \"ephemeral\""));
}

TEST_CASE(
    "volumes: --new-pvc makes one, --existing-pvc and v1 --pvc use it, read-only when asked") {
  if (::geteuid() != 0) {
    MESSAGE("read-only storage needs a root daemon (mount namespaces); skipped");
    return;
  }
  Daemon d;
  d.start();
  d.project("team-a", 4);
  const std::string at = d.dir() + "/ds";
  std::string log =
      run_to_end(d, "w1",
                 "training submit w1 -p team-a --new-pvc claimname=data,size=1Gi,path=" + at +
                     " -- sh -c 'echo 42 > " + at + "/answer && echo wrote'");
  CHECK(contains(log, "wrote"));
  log = run_to_end(d, "r1",
                   "training submit r1 -p team-a --existing-pvc claimname=data,path=" + at +
                       ",readonly -- sh -c 'cat " + at + "/answer; touch " + at +
                       "/x || echo refused'");
  CHECK(contains(log, "42"));
  CHECK(contains(log, "Read-only file system"));
  CHECK(contains(log, "refused"));
  CHECK(contains(run_gpuq(d, "describe job r1 -p team-a").out,
                 "Volume: data at " + at + ", read-only"));
  log = run_to_end(d, "v1",
                   "submit v1 -p team-a --pvc data:" + at + " -- sh -c 'cat " + at + "/answer'");
  CHECK(contains(log, "42"));

  Run missing = run_gpuq(
      d, "training submit m -p team-a --existing-pvc claimname=nope,path=" + at + "2 -- true");
  CHECK(missing.code == 1);
  CHECK(contains(missing.err, "no volume nope in project team-a"));

  Run described = run_gpuq(d, "volume describe data -p team-a");
  CHECK(described.code == 0);
  CHECK(contains(described.out, "Size:       1Gi"));
  CHECK(contains(described.out, "Used:       4Ki"));
  const json v = json::parse(run_gpuq(d, "volume describe data -p team-a -o json").out);
  CHECK(v["usedBytes"] == 4096);
  CHECK(run_gpuq(d, "volume describe nope -p team-a").code == 1);

  CHECK(run_gpuq(d, "training submit b -p team-a --new-pvc size=1Gi,path=/tmp/x -- true").code ==
        2);
  CHECK(contains(run_gpuq(d, "submit b -p team-a --pvc justaname -- true").err, "NAME:PATH"));
}

TEST_CASE(
    "host paths: read-only unless asked, linked at another path, refused to who cannot read") {
  if (::geteuid() != 0) {
    MESSAGE("read-only storage needs a root daemon (mount namespaces); skipped");
    return;
  }
  Daemon d(Daemon::kFourGpus, "socket: {group: nogroup}\n");
  d.start();
  d.project("team-a", 4);
  const std::string data = d.dir() + "/data";
  std::filesystem::create_directory(data);
  ::chmod(data.c_str(), 0777);
  std::ofstream(data + "/f.txt") << "hello\n";
  std::string log =
      run_to_end(d, "h1",
                 "training submit h1 -p team-a --host-path path=" + data + " -- sh -c 'cat " +
                     data + "/f.txt; touch " + data + "/new || echo refused'");
  CHECK(contains(log, "hello"));
  CHECK(contains(log, "refused"));
  CHECK_FALSE(std::filesystem::exists(data + "/new"));
  log = run_to_end(d, "h2",
                   "training submit h2 -p team-a --host-path path=" + data +
                       ",readwrite -- sh -c 'touch " + data + "/new && echo wrote'");
  CHECK(contains(log, "wrote"));
  // v1: SRC:DST, with a link at DST; read-only unless :rw.
  const std::string link = d.dir() + "/linked";
  log = run_to_end(d, "h3",
                   "submit h3 -p team-a -v " + data + ":" + link + " -- sh -c 'cat " + link +
                       "/f.txt; touch " + link + "/other || echo refused'");
  CHECK(contains(log, "hello"));
  CHECK(contains(log, "refused"));
  CHECK(contains(run_gpuq(d, "describe job h3 -p team-a").out,
                 "Host path: " + data + " at " + link + " (read-only)"));

  // A mount below it is read-only too, and keeps its own nosuid, nodev and
  // noexec: read-only never gives a pod more than the host's mount did.
  const std::string sub = data + "/sub";
  std::filesystem::create_directory(sub);
  struct Unmount {
    std::string at;
    bool mounted = false;
    ~Unmount() {
      if (mounted) ::umount2(at.c_str(), MNT_DETACH);
    }
  } unmount{sub};
  unmount.mounted =
      ::mount("tmpfs", sub.c_str(), "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=1m") == 0;
  if (unmount.mounted) {
    ::chmod(sub.c_str(), 0777);
    log = run_to_end(d, "h4",
                     "training submit h4 -p team-a --host-path path=" + data + " -- sh -c 'touch " +
                         sub + "/x || echo refused; grep \" " + sub + " \" /proc/self/mountinfo'");
    CHECK(contains(log, "refused"));
    CHECK(contains(log, " " + sub + " ro,nosuid,nodev,noexec"));
    CHECK_FALSE(std::filesystem::exists(sub + "/x"));
  }

  // Someone who may not read the directory cannot have it.
  const std::string secret = d.dir() + "/secret";
  std::filesystem::create_directory(secret);
  ::chmod(secret.c_str(), 0700);
  Run refused = run_shell("unix://" + d.socket(), d.dir() + "/nobody-config", d.dir(),
                          "cd / && setpriv --reuid=65534 --regid=65534 --clear-groups gpuq submit "
                          "s -p team-a --host-path path=" +
                              secret + " -- true");
  CHECK(refused.code == 1);
  CHECK(contains(refused.err, "uid 65534 may not enter " + secret));
  CHECK(contains(refused.err, "(field: --host-path)"));
  CHECK(run_gpuq(d, "submit b -p team-a --host-path colour=red -- true").code == 2);
  CHECK(run_gpuq(d, "submit b -p team-a -v /only -- true").code == 2);
}
