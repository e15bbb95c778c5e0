#include "gpuq/error.h"

namespace gpuq::client {

std::string ApiError::describe() const {
  std::string out = message;
  // The daemon's messages start with "FIELD: " already: name it once.
  if (!field.empty() && !message.starts_with(field + ": ")) out += " (field: " + field + ")";
  if (!hint.empty()) out += "\n" + hint;
  return out;
}

}  // namespace gpuq::client
