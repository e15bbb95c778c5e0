#include "cli/workload/printed_log.h"

#include <doctest/doctest.h>

#include <string>

using gpuq::cli::PrintedLog;

namespace {

struct Out {
  std::string text;
  bool ok = true;
  PrintedLog log(bool prefixed) {
    return PrintedLog(prefixed, [this](std::string_view t) {
      text.append(t);
      return ok;
    });
  }
};

}  // namespace

TEST_CASE("a stream without prefixes: a replay prints only what is past the printed bytes") {
  Out out;
  PrintedLog log = out.log(false);
  CHECK(log.take("one\ntw"));
  log.replay();
  CHECK(log.take("on"));
  CHECK(log.take("e\ntwo\nthr"));
  CHECK(log.take("ee\n"));
  CHECK(out.text == "one\ntwo\nthree\n");
  // A second restart.
  log.replay();
  CHECK(log.take("one\ntwo\nthree\nfour\n"));
  CHECK(out.text == "one\ntwo\nthree\nfour\n");
}

TEST_CASE("a prefixed stream: each pod's lines are counted apart, in any interleaving") {
  Out out;
  PrintedLog log = out.log(true);
  CHECK(log.take("[a-0] x1\n[a-1] y1\n[a-0] x"));
  CHECK(out.text == "[a-0] x1\n[a-1] y1\n");  // a line is printed once whole
  log.replay();
  CHECK(log.take("[a-1] y1\n[a-1] y2\n[a-0] x1\n[a-0] x2\n"));
  CHECK(out.text == "[a-0] x1\n[a-1] y1\n[a-1] y2\n[a-0] x2\n");
}

TEST_CASE("after follow_on nothing is dropped, and a failed print stops the stream") {
  Out out;
  PrintedLog log = out.log(false);
  CHECK(log.take("old\n"));
  log.follow_on();
  CHECK(log.take("new\n"));
  CHECK(out.text == "old\nnew\n");
  out.ok = false;
  CHECK_FALSE(log.take("more\n"));
  CHECK(log.output_failed());
  CHECK_FALSE(log.take("after\n"));
  CHECK(out.text == "old\nnew\nmore\n");
}
