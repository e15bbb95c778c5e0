// Tables, documents, errors and cell formats for commands. See output.h.
#include "cli/app/output.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <sstream>

#include "core/printable.h"
#include "core/quantity.h"

namespace gpuq::cli {
namespace {

// Columns on screen: UTF-8 continuation bytes take none (cells hold no
// control bytes: cell_text()).
std::size_t display_width(std::string_view text) {
  std::size_t width = 0;
  for (const char ch : text) {
    if ((static_cast<unsigned char>(ch) & 0xC0) != 0x80) ++width;
  }
  return width;
}

// ---- YAML -------------------------------------------------------------------

bool looks_special(const std::string& lower) {
  static const char* kWords[] = {"true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"};
  for (const char* w : kWords) {
    if (lower == w) return true;
  }
  // Anything a YAML reader might take for a number.
  char* end = nullptr;
  std::strtod(lower.c_str(), &end);
  if (end != lower.c_str() && *end == '\0') return true;
  return lower.starts_with("0x") || lower.starts_with("0o") || lower == ".inf" ||
         lower == "-.inf" || lower == ".nan";
}

bool plain_safe(const std::string& s) {
  if (s.empty() || s.size() > 200) return false;
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (!(std::isalnum(u) || c == '_' || c == '-' || c == '.' || c == '/' || c == '@' || c == '+' ||
          c == '=' || c == ' ' || u >= 0x80)) {
      return false;
    }
  }
  if (s.front() == ' ' || s.back() == ' ' || s.front() == '@') return false;
  if (s.front() == '-' && (s.size() == 1 || s[1] == ' ')) return false;
  std::string lower(s);
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return !looks_special(lower);
}

std::string yaml_scalar(const nlohmann::json& v) {
  if (v.is_null()) return "null";
  if (v.is_string()) {
    const std::string& s = v.get_ref<const std::string&>();
    return plain_safe(s) ? s : nlohmann::json(s).dump();  // JSON strings are YAML strings
  }
  if (v.is_object()) return "{}";
  if (v.is_array()) return "[]";
  return v.dump();
}

bool is_block(const nlohmann::json& v) { return (v.is_object() || v.is_array()) && !v.empty(); }

void write_seq(std::ostream& out, const nlohmann::json& v, int indent, bool inline_first);

// A map whose first key goes where the cursor is when inline_first (after "- ").
void write_map(std::ostream& out, const nlohmann::json& v, int indent, bool inline_first) {
  bool first = true;
  for (const auto& [key, value] : v.items()) {
    if (!(first && inline_first)) out << std::string(static_cast<std::size_t>(indent), ' ');
    first = false;
    out << yaml_scalar(nlohmann::json(key)) << ":";
    if (!is_block(value)) {
      out << " " << yaml_scalar(value) << "\n";
    } else if (value.is_object()) {
      out << "\n";
      write_map(out, value, indent + 2, false);
    } else {
      out << "\n";
      write_seq(out, value, indent + 2, false);
    }
  }
}

void write_seq(std::ostream& out, const nlohmann::json& v, int indent, bool inline_first) {
  bool first = true;
  for (const nlohmann::json& item : v) {
    if (!(first && inline_first)) out << std::string(static_cast<std::size_t>(indent), ' ');
    first = false;
    out << "-";
    if (!is_block(item)) {
      out << " " << yaml_scalar(item) << "\n";
    } else if (item.is_object()) {
      out << " ";
      write_map(out, item, indent + 2, true);
    } else {
      out << " ";
      write_seq(out, item, indent + 2, true);
    }
  }
}

}  // namespace

std::string normalised_column(std::string_view name) {
  std::string out;
  for (char c : name) {
    if (std::isalnum(static_cast<unsigned char>(c))) {
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
  }
  return out;
}

void add_output_flags(CLI::App* command, OutputOptions& options) {
  auto* o = &options;
  CLI::Option* json_flag = command->add_flag_callback(
      "--json", [o] { o->format = OutputFormat::json; }, "Print JSON (as -o json)");
  CLI::Option* yaml_flag = command->add_flag_callback(
      "--yaml", [o] { o->format = OutputFormat::yaml; }, "Print YAML (as -o yaml)");
  CLI::Option* table_flag = command->add_flag_callback(
      "--table", [o] { o->format = OutputFormat::table; }, "Print a table (the default)");
  CLI::Option* output = command
                            ->add_option_function<std::string>(
                                "-o,--output",
                                [o](const std::string& v) {
                                  o->format = v == "json"   ? OutputFormat::json
                                              : v == "yaml" ? OutputFormat::yaml
                                                            : OutputFormat::table;
                                },
                                "Output format: table, json or yaml")
                            ->check(CLI::IsMember({"table", "json", "yaml"}));
  json_flag->excludes(yaml_flag)->excludes(table_flag)->excludes(output);
  yaml_flag->excludes(table_flag)->excludes(output);
  table_flag->excludes(output);
}

Table::Table(std::vector<std::string> header) : header_(std::move(header)) {}

std::string cell_text(std::string_view text) {
  // Every control byte is written out, colour sequences too: a cell holds
  // what others typed (a command, a name), and "\x1b[8m" would hide text.
  return core::printable(text);
}

void Table::add_row(std::vector<std::string> cells) {
  cells.resize(header_.size());
  for (std::string& cell : cells) cell = cell_text(cell);
  rows_.push_back(std::move(cells));
}

client::ApiResult<void> Table::select_columns(const std::vector<std::string>& names) {
  std::vector<std::size_t> chosen;
  for (const std::string& name : names) {
    const std::string want = normalised_column(name);
    auto it = std::find_if(header_.begin(), header_.end(),
                           [&](const std::string& h) { return normalised_column(h) == want; });
    if (want.empty() || it == header_.end()) {
      std::string known;
      for (const std::string& h : header_) known += (known.empty() ? "" : ", ") + h;
      return client::usage_error("unknown column \"" + name + "\" (columns: " + known + ")",
                                 "--columns");
    }
    chosen.push_back(static_cast<std::size_t>(it - header_.begin()));
  }
  auto pick = [&](const std::vector<std::string>& row) {
    std::vector<std::string> out;
    for (std::size_t i : chosen) out.push_back(row[i]);
    return out;
  };
  header_ = pick(header_);
  for (auto& row : rows_) row = pick(row);
  return {};
}

void Table::print_indented(std::ostream& out) const {
  std::ostringstream text;
  print(text);
  std::istringstream lines(text.str());
  for (std::string line; std::getline(lines, line);) out << "  " << line << "\n";
}

void Table::print(std::ostream& out, bool headers) const {
  std::vector<std::size_t> width(header_.size(), 0);
  // Both branches as views: `s.empty() ? "-" : s` would be a temporary std::string.
  auto cell = [](const std::string& s) -> std::string_view {
    return s.empty() ? std::string_view("-") : std::string_view(s);
  };
  if (headers) {
    for (std::size_t i = 0; i < header_.size(); ++i) width[i] = display_width(header_[i]);
  }
  for (const auto& row : rows_) {
    for (std::size_t i = 0; i < row.size(); ++i) {
      width[i] = std::max(width[i], display_width(cell(row[i])));
    }
  }
  auto line = [&](const std::vector<std::string>& row, bool is_header) {
    std::string text;
    for (std::size_t i = 0; i < row.size(); ++i) {
      std::string_view value = is_header ? std::string_view(row[i]) : cell(row[i]);
      text += value;
      if (i + 1 < row.size()) text.append(width[i] - display_width(value) + 2, ' ');
    }
    out << text << "\n";
  };
  if (headers) line(header_, true);
  for (const auto& row : rows_) line(row, false);
}

void say_if_empty(std::size_t count, std::string_view what) {
  if (count == 0) std::cerr << "No " << what << ".\n";
}

void print_document(std::ostream& out, const nlohmann::json& doc, OutputFormat format) {
  if (format == OutputFormat::yaml) {
    if (doc.is_object() && !doc.empty()) {
      write_map(out, doc, 0, false);
    } else if (doc.is_array() && !doc.empty()) {
      write_seq(out, doc, 0, false);
    } else {
      out << yaml_scalar(doc) << "\n";
    }
    return;
  }
  out << doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
}

void ListPrinter::add(const nlohmann::json& item) {
  if (format_ == OutputFormat::yaml) {
    write_seq(out_, nlohmann::json::array({item}), 0, false);
  } else {
    // As the array's dump(2): each item one level in.
    std::string text = item.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
    std::string indented = items_ == 0 ? "[\n  " : ",\n  ";
    indented.reserve(indented.size() + text.size() + text.size() / 8);
    for (char c : text) {
      indented += c;
      if (c == '\n') indented += "  ";
    }
    out_ << indented;
  }
  ++items_;
}

void ListPrinter::finish() {
  if (items_ == 0) {
    print_document(out_, nlohmann::json::array(), format_);
  } else if (format_ != OutputFormat::yaml) {
    out_ << "\n]\n";
  }
}

nlohmann::json parse_json(std::string_view text) {
  nlohmann::json doc = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  return doc.is_discarded() ? nlohmann::json() : doc;
}

std::string terminal_safe(std::string_view text) { return core::printable(text, true); }

client::ApiError as_typed(client::ApiError error, std::string typed) {
  const std::string prefix = error.field + ": ";
  if (!error.field.empty() && error.message.starts_with(prefix)) {
    error.message.erase(0, prefix.size());
  }
  error.field = std::move(typed);
  return error;
}

int report(const client::ApiError& error) {
  // The message may echo what was typed (a name with an escape sequence in
  // it): shown, never obeyed.
  std::cerr << "gpuq: error: " << terminal_safe(error.message);
  // The daemon's messages start with "FIELD: " already: name it once.
  if (!error.field.empty() && !error.message.starts_with(error.field + ": ")) {
    std::cerr << " (field: " << terminal_safe(error.field) << ")";
  }
  std::cerr << "\n";
  if (!error.hint.empty()) std::cerr << terminal_safe(error.hint) << "\n";
  using Kind = client::ApiError::Kind;
  const bool usage =
      error.kind == Kind::usage ||
      (error.kind == Kind::http && (error.http_status == 400 || error.http_status == 422) &&
       !error.field.empty());
  return usage ? 2 : 1;
}

std::string format_gpus(double gpus) {
  char buf[64];
  auto [end, error] = std::to_chars(buf, buf + sizeof buf, gpus, std::chars_format::fixed, 3);
  if (error != std::errc()) return "-";
  std::string text(buf, end);
  while (text.ends_with('0')) text.pop_back();
  if (text.ends_with('.')) text.pop_back();
  return text == "-0" ? "0" : text;
}

namespace {

// Days from 1970-01-01 to y-m-d in the proleptic Gregorian calendar (Howard
// Hinnant's days_from_civil): timegm without the time zone machinery.
int64_t days_from_civil(int64_t y, unsigned m, unsigned d) {
  y -= m <= 2 ? 1 : 0;
  const int64_t era = (y >= 0 ? y : y - 399) / 400;
  const auto yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<int64_t>(doe) - 719468;
}

// The number in text[at, at + n) when all of it is digits, else -1.
int digits(std::string_view text, std::size_t at, std::size_t n) {
  int value = 0;
  for (std::size_t i = at; i < at + n; ++i) {
    if (text[i] < '0' || text[i] > '9') return -1;
    value = value * 10 + (text[i] - '0');
  }
  return value;
}

}  // namespace

std::optional<int64_t> iso_to_unix_ms(std::string_view iso) {
  // "YYYY-MM-DDTHH:MM:SS[.mmm]Z", read in place: a table of 10,000 rows
  // formats 10,000 of these.
  if (iso.size() < 19 || iso[4] != '-' || iso[7] != '-' || iso[10] != 'T' || iso[13] != ':' ||
      iso[16] != ':') {
    return std::nullopt;
  }
  const int year = digits(iso, 0, 4), month = digits(iso, 5, 2), day = digits(iso, 8, 2);
  const int hour = digits(iso, 11, 2), minute = digits(iso, 14, 2), second = digits(iso, 17, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || minute < 0 ||
      second < 0) {
    return std::nullopt;
  }
  const int64_t seconds =
      days_from_civil(year, static_cast<unsigned>(month), static_cast<unsigned>(day)) * 86400 +
      hour * 3600 + minute * 60 + second;
  const int milliseconds = iso.size() >= 23 && iso[19] == '.' ? digits(iso, 20, 3) : 0;
  return seconds * 1000 + std::max(milliseconds, 0);
}

std::string format_age(std::string_view iso) {
  const auto then = iso_to_unix_ms(iso);
  if (!then) return "-";
  const std::time_t now = std::time(nullptr);
  const long long s = std::max<long long>(0, static_cast<long long>(now - *then / 1000));
  if (s < 60) return std::to_string(s) + "s";
  if (s < 3600) return std::to_string(s / 60) + "m";
  if (s < 86400) return std::to_string(s / 3600) + "h";
  return std::to_string(s / 86400) + "d";
}

std::string format_quantity_bytes(const std::string& quantity) {
  auto bytes = core::parse_bytes(quantity);
  return bytes ? core::format_bytes_short(*bytes) : quantity;
}

std::string format_bytes(int64_t bytes) {
  static constexpr const char* kUnits[] = {"", "Ki", "Mi", "Gi", "Ti", "Pi"};
  double value = static_cast<double>(bytes);
  std::size_t unit = 0;
  while (std::fabs(value) >= 1024 && unit + 1 < std::size(kUnits)) {
    value /= 1024;
    ++unit;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", value);
  std::string text = buf;
  if (text.ends_with(".0")) text.resize(text.size() - 2);
  return text + kUnits[unit];
}

}  // namespace gpuq::cli
