// Server addresses: unix:///path, http://host[:port][/prefix], https://...
#include <cctype>
#include <string>

#include "gpuq/transport.h"

namespace gpuq::client {
namespace {

constexpr std::string_view kForms =
    "expected unix:///path/to/socket, http://host:port or https://host:port";

std::unexpected<ApiError> bad(std::string_view text, std::string why) {
  return usage_error(
      "bad server \"" + std::string(text) + "\": " + why + " (" + std::string(kForms) + ")",
      "server");
}

bool valid_port(std::string_view port) {
  if (port.empty() || port.size() > 5) return false;
  int n = 0;
  for (char c : port) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    n = n * 10 + (c - '0');
  }
  return n >= 1 && n <= 65535;
}

}  // namespace

ApiResult<Server> Server::parse(std::string_view text) {
  Server s;
  for (char c : text) {
    if (std::iscntrl(static_cast<unsigned char>(c))) {
      return bad(text, "it contains a control character");
    }
  }
  if (text.starts_with("unix://")) {  // a socket's path may hold spaces
    std::string_view path = text.substr(7);
    if (!path.starts_with('/')) return bad(text, "the socket path must be absolute");
    if (path.size() == 1) return bad(text, "the socket path is missing");
    s.scheme = Scheme::unix_socket;
    s.socket_path = std::string(path);
    return s;
  }
  std::size_t scheme_end = text.find("://");
  if (scheme_end == std::string_view::npos) {
    if (text.starts_with('/'))
      return bad(text, "write a socket path as unix://" + std::string(text));
    return bad(text, "no scheme");
  }
  std::string_view scheme = text.substr(0, scheme_end);
  if (scheme == "http") {
    s.scheme = Scheme::http;
  } else if (scheme == "https") {
    s.scheme = Scheme::https;
  } else {
    return bad(text, "unknown scheme \"" + std::string(scheme) + "\"");
  }
  std::string_view rest = text.substr(scheme_end + 3);
  if (rest.find(' ') != std::string_view::npos) return bad(text, "it contains a space");
  if (rest.find_first_of("?#") != std::string_view::npos) {
    return bad(text, "a query or fragment is not allowed");
  }
  std::size_t slash = rest.find('/');
  std::string_view authority = rest.substr(0, slash);
  std::string_view prefix = slash == std::string_view::npos ? "" : rest.substr(slash);
  while (prefix.ends_with('/')) prefix.remove_suffix(1);
  if (authority.find('@') != std::string_view::npos) {
    return bad(text, "credentials in the address are not allowed; use a token file");
  }
  std::string_view host = authority, port;
  if (authority.starts_with('[')) {  // [IPv6]:port
    std::size_t close = authority.find(']');
    if (close == std::string_view::npos) return bad(text, "unclosed [ in the host");
    host = authority.substr(0, close + 1);
    std::string_view after = authority.substr(close + 1);
    if (!after.empty()) {
      if (!after.starts_with(':')) return bad(text, "expected :port after the host");
      port = after.substr(1);
      if (!valid_port(port)) return bad(text, "the port must be a number from 1 to 65535");
    }
  } else if (std::size_t colon = authority.rfind(':'); colon != std::string_view::npos) {
    host = authority.substr(0, colon);
    port = authority.substr(colon + 1);
    if (!valid_port(port)) return bad(text, "the port must be a number from 1 to 65535");
  }
  if (host.empty() || host == "[]") return bad(text, "the host is missing");
  s.base_url = std::string(scheme) + "://" + std::string(authority) + std::string(prefix);
  return s;
}

std::string Server::to_string() const {
  if (scheme == Scheme::unix_socket) return "unix://" + socket_path;
  return base_url;
}

}  // namespace gpuq::client
