// How commands print: aligned tables for people, JSON and YAML for scripts,
// and errors.
//
// Colour only when stdout is a terminal and NO_COLOR is unset. JSON is the
// server's JSON, pretty-printed with 2 spaces; YAML is the same document as
// YAML (keys in the same order). Tables have a header row unless
// --no-headers; columns are separated by at least two spaces; an empty value
// prints as "-".
#ifndef GPUQ_CLI_APP_OUTPUT_H_
#define GPUQ_CLI_APP_OUTPUT_H_

#include <CLI/CLI.hpp>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "gpuq/error.h"

namespace gpuq::cli {

enum class OutputFormat { table, json, yaml };

struct OutputOptions {
  OutputFormat format = OutputFormat::table;
  bool no_headers = false;
};

// Adds --json, --yaml, --table and -o/--output table|json|yaml to `command`.
void add_output_flags(CLI::App* command, OutputOptions& options);

// A table built row by row and printed aligned.
// A column name as --columns compares it: letters and digits, lower case
// ("GPU Alloc." and "gpu-alloc" are both "gpualloc").
std::string normalised_column(std::string_view name);

class Table {
 public:
  explicit Table(std::vector<std::string> header);
  // Each cell as cell_text() writes it: a command or a path with control
  // characters in it cannot break the table or drive the terminal.
  void add_row(std::vector<std::string> cells);
  // Keeps only the columns named (case-insensitively, by header), in that
  // order. Errors (usage, field "--columns") on an unknown name, listing the
  // known ones.
  client::ApiResult<void> select_columns(const std::vector<std::string>& names);
  void print(std::ostream& out, bool headers = true) const;
  // The table under a "Heading:" line, each line two spaces in.
  void print_indented(std::ostream& out) const;
  std::size_t rows() const { return rows_.size(); }

 private:
  std::vector<std::string> header_;
  std::vector<std::vector<std::string>> rows_;
};

// Prints `doc` as JSON (format json) or YAML (format yaml) to `out`.
void print_document(std::ostream& out, const nlohmann::json& doc, OutputFormat format);
// For a list that came back empty: "No secrets in project team-a." on
// stderr, so that stdout stays as a script expects it (nothing with -q, []
// for JSON, the header alone for a table). Says nothing when `count` > 0.
void say_if_empty(std::size_t count, std::string_view what);
// Prints a list exactly as print_document prints an array of the same
// items, one item at a time, so that a long list (workload list --json over
// thousands) is never held whole.
class ListPrinter {
 public:
  ListPrinter(std::ostream& out, OutputFormat format) : out_(out), format_(format) {}
  void add(const nlohmann::json& item);
  void finish();  // after the last item; prints the empty list when there was none
  bool empty() const { return items_ == 0; }

 private:
  std::ostream& out_;
  OutputFormat format_;
  std::size_t items_ = 0;
};

// Parses the compact JSON text a libclient result keeps (its `json` member).
nlohmann::json parse_json(std::string_view text);

// `text` with its control characters other than newline and tab written as
// \xNN: what came from elsewhere (a name as typed, a server's message) can be
// shown on a terminal but cannot drive it.
std::string terminal_safe(std::string_view text);
// A value for one line of a table or a "Label: value" line: as
// terminal_safe, with newline and tab written out too. Table::add_row
// applies it to every cell.
std::string cell_text(std::string_view text);

// Prints "gpuq: error: MESSAGE (field: F)" and the hint to stderr, made
// terminal_safe, and returns the exit code: 2 for usage errors and HTTP
// 400/422 answers naming a field given on the command line, 1 otherwise.
int report(const client::ApiError& error);

// `error`, which the daemon wrote about an API field ("spec.workingDir: ..."),
// as about what the person typed: `typed` (a flag or an argument) becomes its
// field, and the message loses the "FIELD: " it starts with.
client::ApiError as_typed(client::ApiError error, std::string typed);

// Helpers for cells.
std::string format_gpus(double gpus);          // 2, 0.5, 1.25
std::string format_age(std::string_view iso);  // "5m", "3h", "2d" from an ISO-8601 time
// "2026-11-27T12:00:00.123Z" -> ms since the epoch; nullopt when not that form.
std::optional<int64_t> iso_to_unix_ms(std::string_view iso);
std::string format_bytes(int64_t bytes);  // "80Gi"
// A quantity of bytes as the API writes it ("20615843020", "20Gi") for
// people: "19Gi"; the text as it is when it is no quantity.
std::string format_quantity_bytes(const std::string& quantity);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_APP_OUTPUT_H_
