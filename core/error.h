// Error values of the core and its edge libraries (scenario loader, writers).
//
// Convention for this layer: functions that can fail return `Result<T>`
// (std::expected<T, Error>); no exception leaves the core. `where` names the
// place at fault for the person who must fix it: "file.yaml:12: workloads[3].gpu",
// a flag, or a JSON field.
#ifndef GPUQ_CORE_ERROR_H_
#define GPUQ_CORE_ERROR_H_

#include <expected>
#include <string>
#include <utility>

namespace gpuq::core {

struct Error {
  enum class Code {
    invalid_argument,   // bad input: HTTP 400, exit 2
    not_found,          // 404
    conflict,           // duplicate name, in use: 409
    permission_denied,  // known caller, not allowed: 403
    unauthenticated,    // no or bad credentials: 401
    io,                 // file system, database, process: 500
    no_space,           // the disk holding the state is full: 507
    internal,
  };

  Code code = Code::invalid_argument;
  std::string message;  // for people: what is wrong and what was expected
  std::string where;    // location at fault (file:line: key, flag, field); may be empty

  // "where: message", or the message alone when there is no location.
  std::string to_string() const { return where.empty() ? message : where + ": " + message; }
};

template <class T>
using Result = std::expected<T, Error>;

inline std::unexpected<Error> fail(std::string message, std::string where = {},
                                   Error::Code code = Error::Code::invalid_argument) {
  return std::unexpected(Error{code, std::move(message), std::move(where)});
}

}  // namespace gpuq::core

#endif  // GPUQ_CORE_ERROR_H_
