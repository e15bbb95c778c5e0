#include "daemon/api/kube_metadata.h"

#include <string_view>

#include "core/printable.h"
#include "daemon/api/json_read.h"

namespace gpuq::daemon::api {
namespace {

constexpr std::size_t kMaxName = 63;
constexpr std::size_t kMaxPrefix = 253;
constexpr std::size_t kMaxAnnotations = 256 * 1024;

bool alphanumeric(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

// "" when `text` is a label's name or value (empty allowed for a value).
std::string name_problem(std::string_view text, bool empty_ok) {
  if (text.empty()) return empty_ok ? "" : "is empty";
  if (text.size() > kMaxName) {
    return "is " + std::to_string(text.size()) + " characters long, more than " +
           std::to_string(kMaxName);
  }
  for (char c : text) {
    if (!alphanumeric(c) && c != '-' && c != '_' && c != '.') {
      return "has the character '" + core::printable(std::string_view(&c, 1)) +
             "' (letters, digits, '-', '_' and '.' only)";
    }
  }
  if (!alphanumeric(text.front()) || !alphanumeric(text.back())) {
    return "must start and end with a letter or digit";
  }
  return "";
}

// "" when `prefix` is a DNS subdomain: dot-separated lower-case labels.
std::string prefix_problem(std::string_view prefix) {
  if (prefix.empty() || prefix.size() > kMaxPrefix) {
    return "has a prefix (before '/') of " + std::to_string(prefix.size()) +
           " characters: 1 to 253 of a DNS subdomain";
  }
  for (std::size_t start = 0; start <= prefix.size();) {
    std::size_t end = prefix.find('.', start);
    if (end == std::string_view::npos) end = prefix.size();
    const std::string_view part = prefix.substr(start, end - start);
    bool ok = !part.empty() && part.size() <= kMaxName && part.front() != '-' && part.back() != '-';
    for (char c : part) ok = ok && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-');
    if (!ok) {
      return "has a prefix (before '/') that is not a DNS subdomain (lower-case letters, digits, "
             "'-' and '.')";
    }
    start = end + 1;
  }
  return "";
}

std::string key_problem(std::string_view key) {
  const std::size_t slash = key.rfind('/');
  if (slash != std::string_view::npos) {
    if (std::string p = prefix_problem(key.substr(0, slash)); !p.empty()) return p;
    key = key.substr(slash + 1);
  }
  return name_problem(key, false);
}

std::string shown(std::string_view text) {
  return "\"" + core::printable(text.substr(0, 80)) + (text.size() > 80 ? "...\"" : "\"");
}

}  // namespace

core::Result<void> check_labels(const MetadataPairs& labels, const std::string& field) {
  for (std::size_t i = 0; i < labels.size(); ++i) {
    const auto& [key, value] = labels[i];
    const std::string at = field + "[" + std::to_string(i) + "]";
    if (std::string p = key_problem(key); !p.empty()) {
      return fail_at(at + ".name", "the label key " + shown(key) + " " + p);
    }
    if (std::string p = name_problem(value, true); !p.empty()) {
      return fail_at(at + ".value", "the value of label " + shown(key) + " " + p);
    }
  }
  return {};
}

core::Result<void> check_annotations(const MetadataPairs& annotations, const std::string& field) {
  std::size_t total = 0;
  for (std::size_t i = 0; i < annotations.size(); ++i) {
    const auto& [key, value] = annotations[i];
    if (std::string p = key_problem(key); !p.empty()) {
      return fail_at(field + "[" + std::to_string(i) + "].name",
                     "the annotation key " + shown(key) + " " + p);
    }
    total += key.size() + value.size();
  }
  if (total > kMaxAnnotations) {
    return fail_at(field, "annotations take " + std::to_string(total) +
                              " bytes together, more than " + std::to_string(kMaxAnnotations) +
                              " (256Ki)");
  }
  return {};
}

}  // namespace gpuq::daemon::api
