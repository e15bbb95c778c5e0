// Ctrl-P Ctrl-Q in typed input, however it is split across reads.
#include "cli/workload/detach_keys.h"

#include <doctest/doctest.h>

using gpuq::cli::DetachKeys;

TEST_CASE("Ctrl-P Ctrl-Q detaches and neither key is sent") {
  DetachKeys keys;
  auto scan = keys.scan("ls\x10\x11rest");
  CHECK(scan.detach);
  CHECK(scan.forward == "ls");
}

TEST_CASE("the sequence split across two reads still detaches") {
  DetachKeys keys;
  auto first = keys.scan("echo\x10");
  CHECK_FALSE(first.detach);
  CHECK(first.forward == "echo");  // the Ctrl-P waits for the next key
  auto second = keys.scan("\x11");
  CHECK(second.detach);
  CHECK(second.forward.empty());
}

TEST_CASE("a Ctrl-P followed by anything else is sent on with it") {
  DetachKeys keys;
  CHECK(keys.scan("\x10").forward.empty());
  auto next = keys.scan("a");
  CHECK_FALSE(next.detach);
  CHECK(next.forward ==
        "\x10"
        "a");
  CHECK(keys.scan("x\x10y").forward == "x\x10y");
  // Ctrl-P Ctrl-P Ctrl-Q: the first is sent, the second starts the sequence.
  auto twice = keys.scan("\x10\x10\x11");
  CHECK(twice.detach);
  CHECK(twice.forward == "\x10");
  CHECK(DetachKeys().scan("\x11").forward == "\x11");
}
