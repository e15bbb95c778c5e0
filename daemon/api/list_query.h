// The list conventions of the Run:ai API: filterBy, sortBy, sortOrder,
// offset, limit and search, parsed from the query and applied to any list
// whose items can name the value of a field.
//
// filterBy is a comma-joined list of `<field><op><value>`; ops are == != <=
// >= (numbers compare as numbers, times as times given in ISO-8601, text
// byte-wise) and =@ (contains), !@ (does not contain), =^ (starts with), =$
// (ends with), which compare text, case-sensitively. An item without a value
// for the field matches only != and !@. Terms are all required, except
// that == terms on one field are alternatives ("phase==Pending,
// phase==Running": either phase), as no item could match both. `search` is a case-insensitive
// substring of whatever the list says (name, project, submitter for
// workloads). Sorting is stable: ties, and the unsorted list, keep the
// items' own order; items without a value sort first ascending.
//
// Pure functions, thread-safe; errors are invalid_argument naming the query
// parameter.
#ifndef GPUQ_DAEMON_API_LIST_QUERY_H_
#define GPUQ_DAEMON_API_LIST_QUERY_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"

namespace gpuq::daemon::api {

inline constexpr std::size_t kDefaultLimit = 50;
inline constexpr std::size_t kMaxLimit = 500;

enum class FieldKind { text, number, time };

// The fields a list knows, by name, with their kinds.
using FieldKinds = std::map<std::string, FieldKind, std::less<>>;

enum class FilterOp { eq, ne, le, ge, contains, not_contains, starts_with, ends_with };

struct Filter {
  std::string field;
  FieldKind kind = FieldKind::text;
  FilterOp op = FilterOp::eq;
  std::string text;   // the value as written
  double number = 0;  // number fields: the value; time fields: milliseconds since the epoch
};

// The value of one field of one item.
struct FieldValue {
  bool present = false;
  std::string text;   // text fields; the ISO-8601 form of times
  double number = 0;  // number fields; milliseconds since the epoch for times

  static FieldValue none() { return {}; }
  static FieldValue of_text(std::string t) { return {true, std::move(t), 0}; }
  static FieldValue of_number(double n) { return {true, {}, n}; }
  static FieldValue of_time(int64_t ms);  // none for 0 ("not yet")
};

struct ListQuery {
  std::vector<Filter> filters;
  std::string sort_by;  // empty: the list's own order
  FieldKind sort_kind = FieldKind::text;
  bool descending = false;
  std::size_t offset = 0;
  std::size_t limit = kDefaultLimit;
  std::string search;  // lower case; empty: none
};

// "name!=a,allocatedGPU>=2" -> filters; unknown fields, missing operators and
// values that are not numbers or times where the field needs one fail.
core::Result<std::vector<Filter>> parse_filter_by(std::string_view text, const FieldKinds& fields);

// Reads filterBy (repeated parameters add up), sortBy, sortOrder (asc|desc),
// offset, limit (1..500, default 50) and search; other parameters are ignored.
core::Result<ListQuery> parse_list_query(const std::multimap<std::string, std::string>& query,
                                         const FieldKinds& fields);

// Whether `value` (of the filter's field) passes `filter`.
bool matches(const Filter& filter, const FieldValue& value);

// The value of `field` in item `index`.
using FieldGetter = std::function<FieldValue(std::size_t index, const std::string& field)>;
// Whether item `index` contains `needle` (lower case).
using SearchMatch = std::function<bool(std::size_t index, std::string_view needle)>;

struct Page {
  std::vector<std::size_t> items;   // indices of the page's items, in order
  std::optional<std::size_t> next;  // offset of the next page; none after the last
  std::size_t total = 0;            // items that passed the filters
};

// Filters items 0..count-1, sorts them and cuts the page. Reads each field
// once per item (sort keys are computed before sorting).
Page select_page(std::size_t count, const ListQuery& query, const FieldGetter& field,
                 const SearchMatch& search);

// Case-insensitive "haystack contains needle" where `needle` is lower case.
bool contains_folded(std::string_view haystack, std::string_view needle);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_LIST_QUERY_H_
