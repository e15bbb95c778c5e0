// A JSON value as the compact text nlohmann's dump() writes, byte for byte,
// for request bodies. dump() decodes every byte of every string through its
// UTF-8 state machine; a request's strings (a captured environment: paths,
// names) are mostly printable ASCII, copied here as they are, and only the
// others go through dump(). Internal to libclient.
#ifndef GPUQ_LIBCLIENT_COMPACT_JSON_H_
#define GPUQ_LIBCLIENT_COMPACT_JSON_H_

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace gpuq::client::detail {

// `value` as dump() writes it (no indent, non-ASCII text as UTF-8, keys in
// the object's order), or nullopt where dump() would throw: a string or key
// that is not UTF-8.
std::optional<std::string> compact_json(const nlohmann::json& value);

}  // namespace gpuq::client::detail

#endif  // GPUQ_LIBCLIENT_COMPACT_JSON_H_
