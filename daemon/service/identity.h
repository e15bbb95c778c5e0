// Small helpers about who and what: user and group names of ids, random
// UUIDs, SHA-256 of token secrets, and name validation for anything that may
// touch the file system.
#ifndef GPUQ_DAEMON_SERVICE_IDENTITY_H_
#define GPUQ_DAEMON_SERVICE_IDENTITY_H_

#include <sys/types.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"

namespace gpuq::daemon {

// The user name of `uid`, or "uid:N" when it has none.
std::string user_name(uid_t uid);
// The uid and primary gid of a user name, when it exists.
std::optional<std::pair<uid_t, gid_t>> user_ids(const std::string& name);
// Whether this machine has a group of that name.
bool group_exists(const std::string& name);
// Names of the groups `user` belongs to (primary `gid` included).
std::vector<std::string> group_names(const std::string& user, gid_t gid);

// A random version-4 UUID, lower-case hex.
std::string random_uuid();
// A random secret for a token: 32 bytes as hex.
std::string random_secret();

// Lower-case hex SHA-256 of `data` (FIPS 180-4), computed by nettle (the
// library GnuTLS is built on, which the daemon loads through libmicrohttpd).
std::string sha256_hex(std::string_view data);
// Whether `a` and `b` are equal, in a time that depends only on their size:
// for comparing a presented secret's digest with stored ones.
bool equal_in_constant_time(std::string_view a, std::string_view b);

// DNS-label-like names: [a-z0-9]([-a-z0-9]*[a-z0-9])?, 1..63 characters.
// `what` names the field in the error ("name", "projectId").
core::Result<void> check_name(std::string_view name, std::string_view what);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SERVICE_IDENTITY_H_
