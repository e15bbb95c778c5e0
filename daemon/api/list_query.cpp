#include "daemon/api/list_query.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "daemon/model/iso_time.h"

namespace gpuq::daemon::api {
namespace {

struct OpName {
  std::string_view text;
  FilterOp op;
};
constexpr OpName kOps[] = {
    {"==", FilterOp::eq},          {"!=", FilterOp::ne},        {"<=", FilterOp::le},
    {">=", FilterOp::ge},          {"=@", FilterOp::contains},  {"!@", FilterOp::not_contains},
    {"=^", FilterOp::starts_with}, {"=$", FilterOp::ends_with},
};

bool is_field_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '.';
}

std::string field_names(const FieldKinds& fields) {
  std::string names;
  for (const auto& [name, kind] : fields) names += (names.empty() ? "" : ", ") + name;
  return names;
}

std::string number_text(double n) {
  char buf[32];
  if (n == std::floor(n) && std::fabs(n) < 1e15) {
    std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(n));
  } else {
    std::snprintf(buf, sizeof buf, "%g", n);
  }
  return buf;
}

core::Result<std::size_t> read_count(const std::string& text, const char* name) {
  char* end = nullptr;
  errno = 0;
  long long v = std::strtoll(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0' || errno != 0 || v < 0) {
    return core::fail("expected a whole number of 0 or more, got \"" + text + "\"", name);
  }
  return static_cast<std::size_t>(v);
}

// Orders two values of one field (absent first).
bool less_value(const FieldValue& a, const FieldValue& b, FieldKind kind) {
  if (a.present != b.present) return !a.present;
  if (!a.present) return false;
  if (kind == FieldKind::text) return a.text < b.text;
  return a.number < b.number;
}

}  // namespace

FieldValue FieldValue::of_time(int64_t ms) {
  if (ms == 0) return none();
  return {true, format_iso8601(ms), static_cast<double>(ms)};
}

core::Result<std::vector<Filter>> parse_filter_by(std::string_view text, const FieldKinds& fields) {
  std::vector<Filter> filters;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t comma = text.find(',', start);
    std::string_view term = text.substr(
        start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    start = comma == std::string_view::npos ? text.size() + 1 : comma + 1;
    if (term.empty()) continue;
    std::size_t end = 0;
    while (end < term.size() && is_field_char(term[end])) ++end;
    Filter f;
    f.field = std::string(term.substr(0, end));
    const OpName* found = nullptr;
    for (const OpName& o : kOps) {
      if (term.substr(end, 2) == o.text) found = &o;
    }
    if (f.field.empty() || found == nullptr) {
      return core::fail(
          "expected <field><op><value> with op one of == != <= >= =@ !@ =^ =$, got \"" +
              std::string(term) + "\"",
          "filterBy");
    }
    auto known = fields.find(f.field);
    if (known == fields.end()) {
      return core::fail("unknown field " + f.field + " (known: " + field_names(fields) + ")",
                        "filterBy");
    }
    f.kind = known->second;
    f.op = found->op;
    f.text = std::string(term.substr(end + 2));
    const bool ordered = f.op == FilterOp::eq || f.op == FilterOp::ne || f.op == FilterOp::le ||
                         f.op == FilterOp::ge;
    if (f.kind == FieldKind::number && ordered) {
      char* stop = nullptr;
      f.number = std::strtod(f.text.c_str(), &stop);
      if (f.text.empty() || *stop != '\0' || !std::isfinite(f.number)) {
        return core::fail(f.field + " is a number, got \"" + f.text + "\"", "filterBy");
      }
    } else if (f.kind == FieldKind::time && ordered) {
      auto ms = parse_iso8601(f.text);
      if (!ms) return core::fail(f.field + ": " + ms.error().message, "filterBy");
      f.number = static_cast<double>(*ms);
    }
    filters.push_back(std::move(f));
  }
  return filters;
}

core::Result<ListQuery> parse_list_query(const std::multimap<std::string, std::string>& query,
                                         const FieldKinds& fields) {
  ListQuery q;
  for (const auto& [key, value] : query) {
    if (key == "filterBy") {
      auto f = parse_filter_by(value, fields);
      if (!f) return std::unexpected(f.error());
      q.filters.insert(q.filters.end(), f->begin(), f->end());
    } else if (key == "sortBy") {
      if (!fields.contains(value)) {
        return core::fail("cannot sort by \"" + value + "\" (fields: " + field_names(fields) + ")",
                          "sortBy");
      }
      q.sort_by = value;
      q.sort_kind = fields.find(value)->second;
    } else if (key == "sortOrder") {
      if (value != "asc" && value != "desc") {
        return core::fail("expected asc or desc, got \"" + value + "\"", "sortOrder");
      }
      q.descending = value == "desc";
    } else if (key == "offset") {
      auto n = read_count(value, "offset");
      if (!n) return std::unexpected(n.error());
      q.offset = *n;
    } else if (key == "limit") {
      auto n = read_count(value, "limit");
      if (!n) return std::unexpected(n.error());
      if (*n < 1 || *n > kMaxLimit) {
        return core::fail("must be between 1 and " + std::to_string(kMaxLimit) + ", got " + value,
                          "limit");
      }
      q.limit = *n;
    } else if (key == "search") {
      q.search = value;
      for (char& c : q.search) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
  }
  return q;
}

bool matches(const Filter& f, const FieldValue& v) {
  if (!v.present) return f.op == FilterOp::ne || f.op == FilterOp::not_contains;
  const bool numeric = f.kind != FieldKind::text;
  const std::string text = f.kind == FieldKind::number ? number_text(v.number) : v.text;
  switch (f.op) {
    case FilterOp::eq:
      return numeric ? v.number == f.number : text == f.text;
    case FilterOp::ne:
      return numeric ? v.number != f.number : text != f.text;
    case FilterOp::le:
      return numeric ? v.number <= f.number : text <= f.text;
    case FilterOp::ge:
      return numeric ? v.number >= f.number : text >= f.text;
    case FilterOp::contains:
      return text.find(f.text) != std::string::npos;
    case FilterOp::not_contains:
      return text.find(f.text) == std::string::npos;
    case FilterOp::starts_with:
      return text.starts_with(f.text);
    case FilterOp::ends_with:
      return text.ends_with(f.text);
  }
  return false;
}

Page select_page(std::size_t count, const ListQuery& q, const FieldGetter& field,
                 const SearchMatch& search) {
  std::vector<std::size_t> kept;
  kept.reserve(count);
  for (std::size_t i = 0; i < count; ++i) {
    bool ok = q.search.empty() || search(i, q.search);
    for (std::size_t f = 0; ok && f < q.filters.size(); ++f) {
      const Filter& filter = q.filters[f];
      if (filter.op == FilterOp::eq) {
        // The first == term of its field stands for all of them: any may match.
        bool first = true;
        for (std::size_t g = 0; first && g < f; ++g) {
          first = !(q.filters[g].op == FilterOp::eq && q.filters[g].field == filter.field);
        }
        if (!first) continue;
        const FieldValue value = field(i, filter.field);
        bool any = false;
        for (std::size_t g = f; !any && g < q.filters.size(); ++g) {
          any = q.filters[g].op == FilterOp::eq && q.filters[g].field == filter.field &&
                matches(q.filters[g], value);
        }
        ok = any;
      } else {
        ok = matches(filter, field(i, filter.field));
      }
    }
    if (ok) kept.push_back(i);
  }
  if (!q.sort_by.empty()) {
    const FieldKind kind = q.sort_kind;
    std::vector<std::pair<FieldValue, std::size_t>> keyed;
    keyed.reserve(kept.size());
    for (std::size_t i : kept) keyed.emplace_back(field(i, q.sort_by), i);
    std::stable_sort(keyed.begin(), keyed.end(), [&](const auto& a, const auto& b) {
      return q.descending ? less_value(b.first, a.first, kind) : less_value(a.first, b.first, kind);
    });
    for (std::size_t k = 0; k < keyed.size(); ++k) kept[k] = keyed[k].second;
  }
  Page page;
  page.total = kept.size();
  if (q.offset < kept.size()) {
    std::size_t end = std::min(kept.size(), q.offset + q.limit);
    page.items.assign(kept.begin() + static_cast<std::ptrdiff_t>(q.offset),
                      kept.begin() + static_cast<std::ptrdiff_t>(end));
    if (end < kept.size()) page.next = end;
  }
  return page;
}

bool contains_folded(std::string_view haystack, std::string_view needle) {
  if (needle.empty()) return true;
  auto it =
      std::search(haystack.begin(), haystack.end(), needle.begin(), needle.end(),
                  [](char a, char b) { return std::tolower(static_cast<unsigned char>(a)) == b; });
  return it != haystack.end();
}

}  // namespace gpuq::daemon::api
