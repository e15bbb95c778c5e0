#include "daemon/api/router.h"

#include "daemon/api/json_read.h"

namespace gpuq::daemon::api {
namespace {

std::vector<std::string_view> split_path(std::string_view path) {
  std::vector<std::string_view> out;
  std::size_t pos = 0;
  while (pos < path.size()) {
    std::size_t slash = path.find('/', pos);
    if (slash == std::string_view::npos) slash = path.size();
    if (slash > pos) out.push_back(path.substr(pos, slash - pos));
    pos = slash + 1;
  }
  return out;
}

bool is_hole(const std::string& segment) {
  return segment.size() >= 2 && segment.front() == '{' && segment.back() == '}';
}

// True when `a` is more specific than `b` (a literal where b has a hole,
// first from the left).
bool more_specific(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) {
    if (is_hole(a[i]) != is_hole(b[i])) return !is_hole(a[i]);
  }
  return false;
}

}  // namespace

const std::string* ApiContext::query(std::string_view key) const {
  auto it = request.query.find(std::string(key));
  return it == request.query.end() ? nullptr : &it->second;
}

core::Result<bool> ApiContext::flag(std::string_view key) const {
  const std::string* v = query(key);
  if (v == nullptr || *v == "false" || *v == "0" || *v == "no") return false;
  if (v->empty() || *v == "true" || *v == "1" || *v == "yes") return true;
  return core::fail("expected true or false, got \"" + *v + "\"", std::string(key));
}

void Router::add(std::string method, std::string_view pattern, RouteHandler handler,
                 bool is_public) {
  Route r;
  r.method = std::move(method);
  for (std::string_view s : split_path(pattern)) r.segments.emplace_back(s);
  r.handler = std::move(handler);
  r.is_public = is_public;
  routes_.push_back(std::move(r));
}

Router::Match Router::match(std::string_view method, std::string_view path) const {
  const std::vector<std::string_view> parts = split_path(path);
  Match best;
  const Route* chosen = nullptr;
  for (const Route& r : routes_) {
    if (r.segments.size() != parts.size()) continue;
    bool fits = true;
    for (std::size_t i = 0; fits && i < parts.size(); ++i) {
      fits = is_hole(r.segments[i]) || r.segments[i] == parts[i];
    }
    if (!fits) continue;
    if (best.allowed.find(r.method) == std::string::npos) {
      best.allowed += (best.allowed.empty() ? "" : ", ") + r.method;
    }
    if (r.method != method) continue;
    if (chosen == nullptr || more_specific(r.segments, chosen->segments)) chosen = &r;
  }
  if (chosen != nullptr) {
    best.handler = &chosen->handler;
    best.is_public = chosen->is_public;
    for (std::size_t i = 0; i < parts.size(); ++i) {
      if (is_hole(chosen->segments[i])) best.params.emplace_back(parts[i]);
    }
  }
  return best;
}

int http_status(core::Error::Code code) {
  switch (code) {
    case core::Error::Code::invalid_argument:
      return 400;
    case core::Error::Code::unauthenticated:
      return 401;
    case core::Error::Code::permission_denied:
      return 403;
    case core::Error::Code::not_found:
      return 404;
    case core::Error::Code::conflict:
      return 409;
    case core::Error::Code::no_space:
      return 507;
    case core::Error::Code::io:
    case core::Error::Code::internal:
      return 500;
  }
  return 500;
}

HttpResponse json_response(int status, const nlohmann::json& body) {
  HttpResponse r;
  r.status = status;
  r.body = to_text(body);
  return r;
}

HttpResponse with_warnings(HttpResponse response, const std::vector<std::string>& texts) {
  // An answer's head has room for a few lines, not for one per key of a
  // hostile body.
  constexpr std::size_t kMaxTexts = 10, kMaxText = 300;
  std::vector<std::string> said(texts.begin(), texts.begin() + static_cast<std::ptrdiff_t>(std::min(
                                                                   texts.size(), kMaxTexts)));
  if (texts.size() > kMaxTexts) {
    said.push_back("and " + std::to_string(texts.size() - kMaxTexts) + " more warnings");
  }
  std::string value;
  for (std::string& text : said) {
    if (text.size() > kMaxText) text = text.substr(0, kMaxText) + "...";
    value += value.empty() ? "299 - \"" : ", 299 - \"";
    for (char ch : text) {
      if (ch == '"' || ch == '\\') value += '\\';
      // A header is one line of visible text: control bytes do not go.
      value += (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f) ? ' ' : ch;
    }
    value += '"';
  }
  if (!value.empty()) response.headers["Warning"] = value;
  return response;
}

HttpResponse error_response(const core::Error& error) {
  const int status = http_status(error.code);
  nlohmann::json body = {{"code", status}, {"message", error.to_string()}};
  if (!error.where.empty()) body["field"] = error.where;
  HttpResponse r = json_response(status, body);
  if (status == 401) r.headers["WWW-Authenticate"] = "Bearer";
  return r;
}

HttpResponse status_response(int status, const std::string& message) {
  return json_response(status, {{"code", status}, {"message", message}});
}

}  // namespace gpuq::daemon::api
