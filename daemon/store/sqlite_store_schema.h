// The SQLite store's schema and its migrations; internal to sqlite_store.cpp.
//
// The database keeps its schema version in `meta`(key 'schema_version').
// Migration N takes a database from version N-1 to N; all pending ones run
// in one transaction at open, so a database is always at one known version.
#ifndef GPUQ_DAEMON_STORE_SQLITE_STORE_SCHEMA_H_
#define GPUQ_DAEMON_STORE_SQLITE_STORE_SCHEMA_H_

#include <sqlite3.h>

#include <string>

#include "core/error.h"

namespace gpuq::daemon {

// The version this build writes (the number of migrations).
int sqlite_schema_version();

// The store's error for a failed SQLite call on `db`: "state database
// <path>: <sqlite message>", code conflict for a constraint, else io; a
// busy file (another daemon holds it) is said as such.
core::Error sqlite_error(sqlite3* db, const std::string& path);

// Brings the freshly opened database `db` (at `path`, for messages) to
// sqlite_schema_version(). Fails, changing nothing, when the file is not an
// SQLite database, is an SQLite database without gpuq's `meta` table, or was
// written by a newer gpuq.
core::Result<void> migrate_sqlite_schema(sqlite3* db, const std::string& path);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_STORE_SQLITE_STORE_SCHEMA_H_
