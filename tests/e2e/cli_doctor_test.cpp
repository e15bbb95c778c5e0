// gpuq doctor as users meet it: against a healthy daemon, with no daemon,
// and as a user who may not open the socket (nobody, through setpriv), or
// whose group membership is not in effect in this session yet.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "cli_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::gpuq_at;
using gpuq::test::Run;
using gpuq::test::run_gpuq;
using gpuq::test::run_shell;
using nlohmann::json;

TEST_CASE("gpuq doctor against a healthy daemon: every check, and a mock inventory is a warning") {
  Daemon d;
  d.start();
  d.project("team-a", 2);
  Run o = run_gpuq(d, "doctor -p team-a");
  CHECK_MESSAGE(o.code == 0, (o.out + o.err));
  CHECK(contains(o.out, "ok    config   context default (none chosen), server from GPUQ_SERVER"));
  CHECK(contains(o.out, "; server unix://" + d.socket() + "\n"));
  CHECK(contains(o.out, "ok    socket   " + d.socket() +
                            " (mode 0660, owner root, group root), "
                            "open to root"));
  CHECK(contains(o.out, "ok    daemon   gpuq "));
  CHECK(contains(o.out, "ok    project  default team-a; root may submit to team-a"));
  CHECK(contains(o.out, "warn  gpus     4 GPUs from a mock inventory (mock:" + d.dir()));
  CHECK(contains(o.out, "               fix: for the real GPUs: gpus: auto in daemon.yaml"));
  CHECK(contains(o.out, " limits   "));
  CHECK(contains(o.out, " state    " + d.dir() + "/state, "));
  CHECK(contains(o.out, "ok    clock    the daemon's and this clock agree"));

  // Without -p: no default project is a warning with the command that sets one.
  o = run_gpuq(d, "doctor");
  CHECK(o.code == 0);
  CHECK(contains(o.out, "warn  project  no default project; root may submit to team-a"));
  CHECK(contains(o.out, "fix: gpuq project set team-a"));

  // -q keeps what is not ok; JSON for a bug report.
  o = run_gpuq(d, "-q doctor -p team-a");
  CHECK(o.code == 0);
  CHECK_FALSE(contains(o.out, "ok    daemon"));
  CHECK(contains(o.out, "warn  gpus"));
  o = run_gpuq(d, "doctor -p team-a -o json");
  REQUIRE(o.code == 0);
  const json report = json::parse(o.out);
  CHECK(report["ok"] == true);
  bool saw_daemon = false;
  for (const json& c : report["checks"]) {
    if (c["check"] == "daemon") saw_daemon = c["status"] == "ok" && c["fix"].is_null();
  }
  CHECK(saw_daemon);
}

TEST_CASE("gpuq doctor with no daemon: the socket and the daemon fail, with how to start one") {
  Daemon d;  // not started: its directory only
  Run o = gpuq_at("unix://" + d.dir() + "/none.sock", d.dir(), "doctor");
  CHECK(o.code == 1);
  CHECK(contains(o.out, "FAIL  socket   no socket at " + d.dir() + "/none.sock"));
  CHECK(contains(o.out, "FAIL  daemon   unix://" + d.dir() + "/none.sock does not answer"));
  CHECK(contains(o.out, "fix: sudo systemctl start gpuq-daemon"));
  CHECK(contains(o.out, " driver   "));  // what this machine says without the daemon
  CHECK(contains(o.out, "skip  project  needs the daemon"));
  CHECK(contains(o.out, "skip  state    needs the daemon"));
  CHECK(contains(o.out, "skip  clock    needs the daemon"));
}

TEST_CASE("gpuq doctor as a user who may not open the socket, or not yet in this session") {
  Daemon d(Daemon::kFourGpus, "socket: {group: nogroup}\n");
  d.start();
  // The socket's group is nogroup, nobody's own group in the user database:
  // a session whose groups do not hold it yet, as after `adduser` without a
  // new login.
  Run o = run_shell("unix://" + d.socket(), d.dir() + "/cfg", d.dir(),
                    "setpriv --reuid=65534 --regid=100 --clear-groups gpuq doctor");
  CHECK(o.code == 1);
  CHECK(contains(o.out, "nobody was added to group nogroup after this session began"));
  CHECK(contains(o.out, "fix: log out and in again (or run: newgrp nogroup)"));
  CHECK(contains(o.out, "FAIL  daemon"));

  Daemon closed;  // its socket's group is root's
  closed.start();
  o = run_shell("unix://" + closed.socket(), closed.dir() + "/cfg", closed.dir(),
                "setpriv --reuid=65534 --regid=65534 --clear-groups gpuq doctor");
  CHECK(o.code == 1);
  CHECK(contains(o.out, "group root): nobody may not open it"));
  // Adding people to group root is not the advice: giving the socket a group is.
  CHECK(contains(o.out,
                 "fix: an administrator sets the socket's group (socket: {group: gpuq} in "
                 "/etc/gpuq/daemon.yaml), restarts the daemon and adds nobody to that group"));
  CHECK(contains(o.out, "fix: as the socket line says"));

  // In the group: the same user passes the socket check.
  o = run_shell("unix://" + d.socket(), d.dir() + "/cfg", d.dir(),
                "setpriv --reuid=65534 --regid=65534 --clear-groups gpuq doctor");
  CHECK(contains(o.out, "open to nobody"));
  CHECK(contains(o.out, "ok    daemon"));
}
