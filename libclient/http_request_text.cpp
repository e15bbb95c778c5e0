#include "libclient/http_request_text.h"

namespace gpuq::client {

bool fits_request_line(std::string_view text) {
  for (char c : text) {
    if (static_cast<unsigned char>(c) <= ' ' || c == '\x7f') return false;
  }
  return !text.empty();
}

std::string http_request_text(const HttpCall& call, std::string_view host,
                              const std::vector<std::string>& extra_headers) {
  std::string r;
  r.reserve(160 + call.target.size() + call.body.size());
  r += call.method;
  r += call.target.starts_with('/') ? " " : " /";
  r += call.target;
  r += " HTTP/1.1\r\nHost: ";
  r += host;
  r += "\r\nAccept: application/json\r\n";
  if (!call.prefer.empty()) {
    r += "Prefer: ";
    r += call.prefer;
    r += "\r\n";
  }
  for (const std::string& header : extra_headers) {
    r += header;
    r += "\r\n";
  }
  if (!call.body.empty()) r += "Content-Type: application/json\r\n";
  if (!call.body.empty() || call.method == "POST" || call.method == "PUT") {
    r += "Content-Length: " + std::to_string(call.body.size()) + "\r\n";
  }
  r += "\r\n";
  r += call.body;
  return r;
}

}  // namespace gpuq::client
