// Tables, YAML and JSON documents, error reports and cell formats.
#include <doctest/doctest.h>

#include <ctime>
#include <iostream>
#include <string>

#include <sstream>

#include "cli/app/output.h"

using gpuq::cli::Table;
using json = nlohmann::json;

TEST_CASE("a table is aligned, with '-' for empty cells and two spaces between columns") {
  Table t({"Workload", "Type", "GPU Alloc."});
  t.add_row({"a1", "Training", "2"});
  t.add_row({"longer-name", "", "0.5"});
  std::ostringstream out;
  t.print(out);
  CHECK(out.str() ==
        "Workload     Type      GPU Alloc.\n"
        "a1           Training  2\n"
        "longer-name  -         0.5\n");
  std::ostringstream bare;
  t.print(bare, /*headers=*/false);
  CHECK(bare.str() ==
        "a1           Training  2\n"
        "longer-name  -         0.5\n");
  CHECK(t.rows() == 2);
}

TEST_CASE("a table measures cells by UTF-8 characters, escapes as written") {
  Table t({"A", "B"});
  t.add_row({"\x1b[32mok", "x"});
  t.add_row({"día", "y"});
  std::ostringstream out;
  t.print(out);
  CHECK(out.str() ==
        "A           B\n"
        "\\x1b[32mok  x\n"
        "día         y\n");
}

TEST_CASE("select_columns keeps the columns named, in that order, ignoring case and punctuation") {
  Table t({"Workload", "Type", "GPU Alloc."});
  t.add_row({"a1", "Training", "2"});
  REQUIRE(t.select_columns({"gpualloc", "WORKLOAD"}));
  std::ostringstream out;
  t.print(out);
  CHECK(out.str() ==
        "GPU Alloc.  Workload\n"
        "2           a1\n");
  auto bad = t.select_columns({"Status"});
  REQUIRE_FALSE(bad);
  CHECK(bad.error().field == "--columns");
  CHECK(bad.error().message.find("GPU Alloc., Workload") != std::string::npos);
}

TEST_CASE("YAML output: nesting, lists of maps, and quoting what would read otherwise") {
  const json doc = json::parse(R"({
    "name": "a1", "gpu": 0.5, "count": 2, "ok": true, "none": null,
    "tricky": ["true", "123", "", "a: b", "- x", "@me", "line\nbreak", "plain text", "-x"],
    "pods": [{"name": "a1-0", "devices": [{"index": 0}]}, {"name": "a1-1", "devices": []}],
    "empty": {}, "nested": {"deep": {"k": "v"}}, "matrix": [[1, 2], []]
  })");
  std::ostringstream out;
  gpuq::cli::print_document(out, doc, gpuq::cli::OutputFormat::yaml);
  CHECK(out.str() ==
        "count: 2\n"
        "empty: {}\n"
        "gpu: 0.5\n"
        "matrix:\n"
        "  - - 1\n"
        "    - 2\n"
        "  - []\n"
        "name: a1\n"
        "nested:\n"
        "  deep:\n"
        "    k: v\n"
        "none: null\n"
        "ok: true\n"
        "pods:\n"
        "  - devices:\n"
        "      - index: 0\n"
        "    name: a1-0\n"
        "  - devices: []\n"
        "    name: a1-1\n"
        "tricky:\n"
        "  - \"true\"\n"
        "  - \"123\"\n"
        "  - \"\"\n"
        "  - \"a: b\"\n"
        "  - \"- x\"\n"
        "  - \"@me\"\n"
        "  - \"line\\nbreak\"\n"
        "  - plain text\n"
        "  - -x\n");
}

TEST_CASE("JSON output is pretty-printed with two spaces") {
  std::ostringstream out;
  gpuq::cli::print_document(out, json::parse(R"({"a":[1],"b":"x"})"),
                            gpuq::cli::OutputFormat::json);
  CHECK(out.str() == "{\n  \"a\": [\n    1\n  ],\n  \"b\": \"x\"\n}\n");
  CHECK(gpuq::cli::parse_json("{\"a\":1}")["a"] == 1);
  CHECK(gpuq::cli::parse_json("nope").is_null());
}

TEST_CASE("report gives exit code 2 for usage errors and 1 for the rest") {
  using gpuq::client::ApiError;
  CHECK(gpuq::cli::report(ApiError{ApiError::Kind::usage, 0, "bad", "--x", ""}) == 2);
  CHECK(gpuq::cli::report(ApiError{ApiError::Kind::http, 400, "bad", "spec.x", ""}) == 2);
  CHECK(gpuq::cli::report(ApiError{ApiError::Kind::http, 409, "exists", "", ""}) == 1);
  CHECK(gpuq::cli::report(ApiError{ApiError::Kind::transport, 0, "no daemon", "", "start"}) == 1);
}

TEST_CASE("report shows a message's control characters but never sends them to the terminal") {
  using gpuq::client::ApiError;
  CHECK(gpuq::cli::terminal_safe("no workload x\x1b[2Jy\r\x7f") ==
        "no workload x\\x1b[2Jy\\x0d\\x7f");
  // Lines and tabs stay: messages and hints use them.
  CHECK(gpuq::cli::terminal_safe("a\tb\nc") == "a\tb\nc");
  // UTF-8 passes as it is.
  CHECK(gpuq::cli::terminal_safe("\xc3\xb1"
                                 "ame") ==
        "\xc3\xb1"
        "ame");
  std::ostringstream err;
  std::streambuf* old = std::cerr.rdbuf(err.rdbuf());
  gpuq::cli::report(ApiError{ApiError::Kind::http, 404, "no workload \x1b]0;owned\x07", "", ""});
  std::cerr.rdbuf(old);
  CHECK(err.str() == "gpuq: error: no workload \\x1b]0;owned\\x07\n");
}

TEST_CASE("a table cell or a describe value is one line that cannot drive the terminal") {
  // Another user's command, as describe and the tables show it.
  CHECK(gpuq::cli::cell_text("echo '\x1b]0;pwned\x07hi'\nrm") ==
        "echo '\\x1b]0;pwned\\x07hi'\\nrm");
  // Colours are written out too ("\x1b[8m" hides what follows); UTF-8 stays.
  CHECK(gpuq::cli::cell_text("\x1b[8mok\x1b[0m \xc3\xb1") == "\\x1b[8mok\\x1b[0m \xc3\xb1");
  CHECK(gpuq::cli::cell_text("\x1b[2J\x1b[") == "\\x1b[2J\\x1b[");
  Table t({"COMMAND"});
  t.add_row({"sh -c '\x1b[2J'"});
  std::ostringstream out;
  t.print(out);
  CHECK(out.str() == "COMMAND\nsh -c '\\x1b[2J'\n");
}

TEST_CASE("cell formats") {
  CHECK(gpuq::cli::format_gpus(2) == "2");
  CHECK(gpuq::cli::format_gpus(0.5) == "0.5");
  CHECK(gpuq::cli::format_gpus(1.25) == "1.25");
  CHECK(gpuq::cli::format_gpus(0) == "0");
  CHECK(gpuq::cli::format_bytes(80LL << 30) == "80Gi");
  CHECK(gpuq::cli::format_bytes(1536) == "1.5Ki");
  CHECK(gpuq::cli::format_bytes(100) == "100");
  CHECK(gpuq::cli::format_age("") == "-");
  CHECK(gpuq::cli::format_age("garbage-time-string") == "-");
  CHECK(gpuq::cli::format_age("2000-01-01T00:00:00.000Z").ends_with("d"));
  CHECK(gpuq::cli::format_age("2000-13-01T00:00:00.000Z") == "-");
  CHECK(gpuq::cli::format_age("2000-01-01 00:00:00.000Z") == "-");
  CHECK(gpuq::cli::format_gpus(-0.0001) == "0");
  CHECK(gpuq::cli::format_gpus(0.3333333) == "0.333");
}

TEST_CASE("format_age agrees with timegm, leap days and all") {
  // Times at known distances before now, written as the API writes them.
  auto iso_ago = [](std::time_t seconds_ago) {
    const std::time_t then = std::time(nullptr) - seconds_ago;
    std::tm tm{};
    gmtime_r(&then, &tm);
    char buf[64];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S.000Z", &tm);
    return std::string(buf);
  };
  // A second may pass between writing and reading: allow the next unit up.
  auto one_of = [](const std::string& got, std::initializer_list<const char*> wanted) {
    for (const char* w : wanted) {
      if (got == w) return true;
    }
    return false;
  };
  CHECK(one_of(gpuq::cli::format_age(iso_ago(5)), {"5s", "6s"}));
  CHECK(one_of(gpuq::cli::format_age(iso_ago(90)), {"1m"}));
  CHECK(one_of(gpuq::cli::format_age(iso_ago(3 * 3600 + 10)), {"3h"}));
  CHECK(one_of(gpuq::cli::format_age(iso_ago(400LL * 86400 + 100)), {"400d"}));
  CHECK(gpuq::cli::format_age(iso_ago(-3600)) == "0s");  // a clock ahead of ours
  // Across a leap day: 2024-02-29 against timegm's count of days.
  std::tm leap{};
  leap.tm_year = 124;
  leap.tm_mon = 1;
  leap.tm_mday = 29;
  const long long days = (std::time(nullptr) - timegm(&leap)) / 86400;
  const std::string got = gpuq::cli::format_age("2024-02-29T00:00:00.000Z");
  CHECK((got == std::to_string(days) + "d" || got == std::to_string(days + 1) + "d"));
}

TEST_CASE("ListPrinter prints what print_document prints for the whole array") {
  using gpuq::cli::OutputFormat;
  const nlohmann::json items = nlohmann::json::parse(R"([
    {"name": "a", "nodes": ["n1", "n2"], "empty": {}, "none": [], "deep": {"x": [{"y": 1}]}},
    {"name": "multi\nline", "n": 0.5, "ok": true, "nothing": null},
    [1, [2, 3]],
    "scalar"
  ])");
  for (OutputFormat format : {OutputFormat::json, OutputFormat::yaml}) {
    for (std::size_t n = 0; n <= items.size(); ++n) {
      nlohmann::json some = nlohmann::json::array();
      std::ostringstream streamed;
      gpuq::cli::ListPrinter printer(streamed, format);
      for (std::size_t i = 0; i < n; ++i) {
        some.push_back(items[i]);
        printer.add(items[i]);
      }
      printer.finish();
      std::ostringstream whole;
      gpuq::cli::print_document(whole, some, format);
      INFO(n << " items");
      CHECK(streamed.str() == whole.str());
    }
  }
}
