#include "daemon/api/field_selection.h"

#include <algorithm>

namespace gpuq::daemon::api {
namespace {

// "a,b,,c" -> "a", "b", "c" (empty items are skipped).
std::vector<std::string_view> split_commas(std::string_view text) {
  std::vector<std::string_view> out;
  while (!text.empty()) {
    const std::size_t comma = text.find(',');
    std::string_view item = text.substr(0, comma);
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
    if (!item.empty()) out.push_back(item);
    text.remove_prefix(comma == std::string_view::npos ? text.size() : comma + 1);
  }
  return out;
}

std::string top_level_names(std::span<const std::string_view> known) {
  std::string out;
  for (std::string_view path : known) {
    if (path.find('.') != std::string_view::npos) continue;
    out += (out.empty() ? "" : ", ") + std::string(path);
  }
  return out;
}

}  // namespace

core::Result<std::shared_ptr<const FieldSelection>> FieldSelection::parse(
    const std::vector<std::string_view>& values, std::span<const std::string_view> known) {
  std::vector<std::string_view> paths;
  for (std::string_view value : values) {
    for (std::string_view path : split_commas(value)) paths.push_back(path);
  }
  if (paths.empty()) return std::shared_ptr<const FieldSelection>();
  auto selection = std::make_shared<FieldSelection>();
  for (std::string_view path : paths) {
    if (path.front() == '.' || path.back() == '.' || path.find("..") != std::string_view::npos) {
      return core::fail("\"" + std::string(path) + "\" has an empty part", "fields");
    }
    if (std::find(known.begin(), known.end(), path) == known.end()) {
      return core::fail("no field \"" + std::string(path) + "\" in the items (fields are " +
                            top_level_names(known) + ", and those inside them as a.b)",
                        "fields");
    }
    selection->add(path);
  }
  return std::shared_ptr<const FieldSelection>(std::move(selection));
}

void FieldSelection::add(std::string_view path) {
  const std::size_t dot = path.find('.');
  const std::string_view key = path.substr(0, dot);
  auto it = std::lower_bound(entries_.begin(), entries_.end(), key,
                             [](const Entry& e, std::string_view k) { return e.key < k; });
  const bool whole = dot == std::string_view::npos;
  if (it == entries_.end() || it->key != key) {
    it = entries_.insert(it, Entry{std::string(key), nullptr});
    if (whole) return;
    auto inside = std::make_shared<FieldSelection>();
    inside->add(path.substr(dot + 1));
    it->inside = std::move(inside);
    return;
  }
  if (it->inside == nullptr) return;  // already the whole value
  if (whole) {
    it->inside = nullptr;
    return;
  }
  auto inside = std::make_shared<FieldSelection>(*it->inside);
  inside->add(path.substr(dot + 1));
  it->inside = std::move(inside);
}

}  // namespace gpuq::daemon::api
