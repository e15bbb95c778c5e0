// Which fields of a list's items a client asked for: `?fields=name,phase,
// allocatedResources.gpu` (repeated parameters add up). A dotted path picks
// a field inside an object; naming an object takes all of it. Lists of many
// items are much cheaper to write, send and read when a client asks only for
// what it shows (a table of 10,000 workloads needs about a quarter of each
// item's bytes).
//
// The writers take the selection through SelectedKeys, which keeps them as
// cheap as an unconditional write: it expects an object's keys in ascending
// byte order (the order the list items are written in) and compares each
// key once.
//
// Pure and thread-safe once built.
#ifndef GPUQ_DAEMON_API_FIELD_SELECTION_H_
#define GPUQ_DAEMON_API_FIELD_SELECTION_H_

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"

namespace gpuq::daemon::api {

class FieldSelection {
 public:
  struct Entry {
    std::string key;
    std::shared_ptr<const FieldSelection> inside;  // null: the whole value
  };

  // `text` is the comma-joined parameter values; `known` every path an item
  // may have, objects and their fields alike ("allocatedResources",
  // "allocatedResources.gpu"). nullopt (no parameter, or only empty values)
  // means every field. Errors (invalid_argument, field "fields"): an empty
  // path segment, or a path not in `known`, naming the known top-level fields.
  static core::Result<std::shared_ptr<const FieldSelection>> parse(
      const std::vector<std::string_view>& values, std::span<const std::string_view> known);

  const std::vector<Entry>& entries() const { return entries_; }  // sorted by key

 private:
  void add(std::string_view path);
  std::vector<Entry> entries_;
};

// One object's keys, asked in ascending order.
class SelectedKeys {
 public:
  explicit SelectedKeys(const FieldSelection* selection) : selection_(selection) {}

  // Whether `key` is selected; `inside` (when given) gets the selection
  // within it (nullptr: all of it). Keys must come in ascending byte order.
  bool take(std::string_view key, const FieldSelection** inside = nullptr) {
    if (inside != nullptr) *inside = nullptr;
    if (selection_ == nullptr) return true;
    const auto& entries = selection_->entries();
    while (next_ < entries.size() && entries[next_].key < key) ++next_;
    if (next_ == entries.size() || entries[next_].key != key) return false;
    if (inside != nullptr) *inside = entries[next_].inside.get();
    ++next_;
    return true;
  }

 private:
  const FieldSelection* selection_;
  std::size_t next_ = 0;
};

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_FIELD_SELECTION_H_
