#include "gpuq/error.h"

namespace gpuq::client {

std::string ApiError::describe() const {
  std::string out = message;
  if (!field.empty()) out += " (field: " + field + ")";
  if (!hint.empty()) out += "\n" + hint;
  return out;
}

}  // namespace gpuq::client
