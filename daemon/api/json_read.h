// Reading request bodies: typed access to JSON members that names the field
// path in every error ("spec.compute.gpuDevicesRequest: expected a number,
// got \"two\""), and writing JSON text that never throws.
//
// Conventions of the API: a member that is absent or null is "not given";
// integers may be written as 2 or 2.0, never as "2"; quantities accept a
// Kubernetes quantity string or a plain number. Every error is
// invalid_argument with `where` set to the field path. Pure functions,
// thread-safe. Nothing here throws.
#ifndef GPUQ_DAEMON_API_JSON_READ_H_
#define GPUQ_DAEMON_API_JSON_READ_H_

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/error.h"

// Declares `var` as the value of the Result `expr`, or returns its error
// from the enclosing function (which returns some core::Result).
#define GPUQ_TRY(var, expr)                                          \
  auto var##_result_ = (expr);                                       \
  if (!var##_result_) return std::unexpected(var##_result_.error()); \
  auto var = std::move(*var##_result_)

namespace gpuq::daemon::api {

using nlohmann::json;

// Parses a request body. Errors name the byte offset ("malformed JSON at
// byte 17: ..."); an empty body is an error when `required`, else {} (an
// empty object).
core::Result<json> parse_json_body(const std::string& body, bool required = true);

// JSON text of `value`; invalid UTF-8 in strings is replaced, never thrown on.
std::string to_text(const json& value, int indent = -1);

// "a.b" / "a[3]" path building.
std::string field_path(std::string_view parent, std::string_view key);
std::string index_path(std::string_view parent, std::size_t index);

// invalid_argument `message` at `path` (a field such as "spec.ports[0].container").
std::unexpected<core::Error> fail_at(const std::string& path, std::string message);

// invalid_argument "expected <what>, got <value as JSON>" at `path`.
core::Error type_error(const std::string& path, std::string_view what, const json& got);

// The member `key` of `object`, or nullptr when absent or null.
const json* member(const json& object, std::string_view key);

// Fails when `object` (at `path`) has a member not in `allowed`, listing them.
core::Result<void> check_keys(const json& object, const std::string& path,
                              std::initializer_list<std::string_view> allowed);

// Typed readers of `object[key]` (the path is `parent`.`key`); nullopt when
// not given. The object must itself be a JSON object.
core::Result<std::optional<std::string>> read_string(const json& object, std::string_view key,
                                                     std::string_view parent);
core::Result<std::optional<bool>> read_bool(const json& object, std::string_view key,
                                            std::string_view parent);
// An integer in [min, max].
core::Result<std::optional<int64_t>> read_int(const json& object, std::string_view key,
                                              std::string_view parent, int64_t min = 0,
                                              int64_t max = INT64_MAX);
// Any finite number >= min.
core::Result<std::optional<double>> read_number(const json& object, std::string_view key,
                                                std::string_view parent, double min = 0);
// An object or array member; nullptr when not given.
core::Result<const json*> read_object(const json& object, std::string_view key,
                                      std::string_view parent);
core::Result<const json*> read_array(const json& object, std::string_view key,
                                     std::string_view parent);
// Bytes: "20G", "1.5Gi", or a whole number of bytes.
core::Result<std::optional<int64_t>> read_bytes(const json& object, std::string_view key,
                                                std::string_view parent);
// Seconds: a duration such as "10m" or "5d8h40m" (core/duration.h), or a
// whole number of seconds.
core::Result<std::optional<int64_t>> read_duration(const json& object, std::string_view key,
                                                   std::string_view parent);
// Thousandths: cores or GPUs as a number (0.5) or a quantity string ("500m").
core::Result<std::optional<int64_t>> read_milli(const json& object, std::string_view key,
                                                std::string_view parent);
// A string or an integer, as text (ids may be either: "3" or 3).
core::Result<std::optional<std::string>> read_id(const json& object, std::string_view key,
                                                 std::string_view parent);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_JSON_READ_H_
