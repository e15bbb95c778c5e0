// start_http_server() on libmicrohttpd.
//
// Threads: one thread per connection (MHD_USE_THREAD_PER_CONNECTION). A log
// follow holds its connection for as long as the pod runs, so a fixed pool
// would be exhausted by a handful of `gpuq logs -f`; a thread per connection
// never starves short requests behind long streams. The connection limit
// bounds the threads, and an idle timeout closes forgotten keep-alive
// connections (streams are exempt). HttpServerOptions::threads is not used.
//
// Connections: a ConnectionGate (connection_gate.h) keeps any one caller
// from holding more than its share and a reserve for administrators; what
// it refuses is shut down as soon as it is accepted.
//
// Streams: MHD asks the content reader for bytes; returning 0 in this mode
// would make it spin, so the reader waits itself: it polls the client's
// socket for a hang-up for up to kStreamPoll between pulls from the stream,
// and gives up at once when the client is gone or stop() was called, so
// stop() returns within about kStreamPoll.
#include <arpa/inet.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cstring>
#include <memory>
#include <mutex>

#include "daemon/http/connection_gate.h"
#include "daemon/http/http_listen.h"
#include "daemon/http/http_server.h"
#include "daemon/http/refused_target.h"

namespace gpuq::daemon {
namespace {

constexpr int kStreamPollMs = 100;
// MHD's own limit, above the gate's (connection_gate.h), which decides.
constexpr unsigned kConnectionLimit = 1024;
constexpr unsigned kIdleTimeoutS = 120;
constexpr unsigned kBusyIdleTimeoutS = 10;
constexpr std::size_t kStreamBlock = 64 * 1024;

class MhdServer;

// One MHD daemon: which server it belongs to and whether it is the socket.
struct Listener {
  MhdServer* server = nullptr;
  bool unix_socket = false;
};

// An upgrade between respond() and its end: the handler (which may own the
// other side of the stream, such as a pod's socket) and where to look for
// the server's stop.
struct UpgradeState {
  UpgradeHandler handler;
  const std::atomic<bool>* stopping = nullptr;
};

// A request while MHD feeds us its body, and its upgrade once answered. MHD
// frees it when the request ends (request_completed): after the upgraded
// connection closes, or when the 101 was never sent (the client left, the
// answer could not be queued), so that what the handler holds goes then.
struct RequestState {
  HttpRequest request;
  // The target as sent, before libmicrohttpd decoded it: what decoding
  // hides is refused from it (refused_target()).
  std::string raw_target;
  bool started = false;  // the request's head has been read
  bool too_large = false;
  std::unique_ptr<UpgradeState> upgrade;
  std::function<void()> after_sent;  // the answer's, run by request_completed()
};

// A streamed body between calls of the content reader.
struct StreamState {
  BodyStream stream;
  std::string pending;
  std::size_t pos = 0;
  bool ended = false;
  int fd = -1;  // the client's socket, watched for a hang-up
  const std::atomic<bool>* stopping = nullptr;
};

std::string json_error(int code, const std::string& message) {
  std::string escaped;
  for (char c : message) {
    if (c == '"' || c == '\\') escaped += '\\';
    if (static_cast<unsigned char>(c) < 0x20) continue;
    escaped += c;
  }
  return "{\"code\": " + std::to_string(code) + ", \"message\": \"" + escaped + "\"}";
}

HttpResponse error_response(int status, const std::string& message) {
  HttpResponse r;
  r.status = status;
  r.body = json_error(status, message);
  return r;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

MHD_Result collect_header(void* cls, MHD_ValueKind, const char* key, const char* value) {
  auto* headers = static_cast<std::map<std::string, std::string>*>(cls);
  if (key != nullptr) (*headers)[lower(key)] = value != nullptr ? value : "";
  return MHD_YES;
}

// A request's state from the moment its target is read, with the target as
// sent; request_completed() deletes it.
// Nothing may be thrown into libmicrohttpd's C: without memory the
// request has no state, and on_request() drops it.
void* start_request(void*, const char* uri, MHD_Connection*) {
  try {
    auto state = std::make_unique<RequestState>();
    if (uri != nullptr) state->raw_target = uri;
    return state.release();
  } catch (...) {
    return nullptr;
  }
}

MHD_Result collect_argument(void* cls, MHD_ValueKind, const char* key, const char* value) {
  auto* query = static_cast<std::multimap<std::string, std::string>*>(cls);
  if (key != nullptr) query->emplace(key, value != nullptr ? value : "");
  return MHD_YES;
}

void read_peer(MHD_Connection* connection, HttpRequest& request) {
  const MHD_ConnectionInfo* info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  if (info == nullptr) return;
  ucred cred{};
  socklen_t len = sizeof cred;
  if (getsockopt(info->connect_fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) == 0) {
    request.peer_pid = cred.pid;
    request.peer_uid = cred.uid;
    request.peer_gid = cred.gid;
  }
}

std::string bearer_of(const std::map<std::string, std::string>& headers) {
  auto it = headers.find("authorization");
  if (it == headers.end()) return {};
  const std::string& v = it->second;
  if (v.size() < 7 || lower(v.substr(0, 7)) != "bearer ") return {};
  std::size_t b = v.find_first_not_of(' ', 7);
  std::size_t e = v.find_last_not_of(" \t");
  return b == std::string::npos ? std::string() : v.substr(b, e - b + 1);
}

// True when the client hung up; waits up to `ms` for that to happen.
bool client_gone(int fd, int ms) {
  if (fd < 0) {
    poll(nullptr, 0, ms);
    return false;
  }
  pollfd p{fd, POLLRDHUP, 0};
  int rc = poll(&p, 1, ms);
  return rc > 0 && (p.revents & (POLLRDHUP | POLLHUP | POLLERR | POLLNVAL)) != 0;
}

ssize_t read_stream(void* cls, uint64_t, char* buf, std::size_t max) {
  auto& s = *static_cast<StreamState*>(cls);
  try {
    for (;;) {
      if (s.pos < s.pending.size()) {
        std::size_t n = std::min(max, s.pending.size() - s.pos);
        std::memcpy(buf, s.pending.data() + s.pos, n);
        s.pos += n;
        return static_cast<ssize_t>(n);
      }
      if (s.ended) return MHD_CONTENT_READER_END_OF_STREAM;
      if (s.stopping->load()) return MHD_CONTENT_READER_END_WITH_ERROR;
      s.pending.clear();
      s.pos = 0;
      if (!s.stream(s.pending)) s.ended = true;
      if (s.pending.empty() && !s.ended && client_gone(s.fd, kStreamPollMs)) {
        return MHD_CONTENT_READER_END_WITH_ERROR;
      }
    }
  } catch (...) {
    return MHD_CONTENT_READER_END_WITH_ERROR;
  }
}

void free_stream(void* cls) { delete static_cast<StreamState*>(cls); }

void on_upgrade(void* cls, MHD_Connection*, void*, const char* extra_in, std::size_t extra_in_size,
                MHD_socket sock, MHD_UpgradeResponseHandle* urh) {
  auto* state = static_cast<UpgradeState*>(cls);
  try {
    UpgradeHandler handler = std::move(state->handler);
    state->handler = nullptr;
    handler(sock, std::string(extra_in != nullptr ? extra_in : "", extra_in_size),
            *state->stopping);
  } catch (...) {
    // The connection ends; there is no answer left to give.
  }
  MHD_upgrade_action(urh, MHD_UPGRADE_ACTION_CLOSE);
}

class MhdServer final : public HttpServer {
 public:
  MhdServer(HttpHandler handler, std::size_t max_body)
      : handler_(std::move(handler)), max_body_(max_body) {}
  ~MhdServer() override { stop(); }

  core::Result<void> start(const HttpServerOptions& options);
  void stop() override;
  std::string tcp_address() const override { return tcp_address_; }

  MHD_Result on_request(const Listener& listener, MHD_Connection* connection, const char* url,
                        const char* method, const char* upload, std::size_t* upload_size,
                        void** con_cls);
  // A connection opens (the gate decides whether it stays) or closes.
  void on_connection(const Listener& listener, MHD_Connection* connection, void** socket_context,
                     MHD_ConnectionNotificationCode code);

 private:
  MHD_Daemon* start_daemon(Listener* listener, int fd);
  // `owner`: the request's state, which keeps an upgrade's handler.
  MHD_Result respond(MHD_Connection* connection, HttpResponse response,
                     RequestState* owner = nullptr);
  HttpResponse handle(const HttpRequest& request);

  HttpHandler handler_;
  std::size_t max_body_;
  ConnectionGate gate_;
  std::atomic<bool> stopping_{false};
  std::mutex stop_mu_;
  Listener unix_{this, true};
  Listener tcp_{this, false};
  MHD_Daemon* unix_daemon_ = nullptr;
  MHD_Daemon* tcp_daemon_ = nullptr;
  std::string socket_path_;
  SocketFileId socket_file_;
  std::string tcp_address_;
};

MHD_Result access_handler(void* cls, MHD_Connection* connection, const char* url,
                          const char* method, const char*, const char* upload,
                          std::size_t* upload_size, void** con_cls) {
  const auto* listener = static_cast<const Listener*>(cls);
  return listener->server->on_request(*listener, connection, url, method, upload, upload_size,
                                      con_cls);
}

void connection_notified(void* cls, MHD_Connection* connection, void** socket_context,
                         MHD_ConnectionNotificationCode code) {
  const auto* listener = static_cast<const Listener*>(cls);
  listener->server->on_connection(*listener, connection, socket_context, code);
}

// The whole HTTP answer to a connection the gate refused: 429, with the
// daemon's JSON error naming the caller and the limits.
std::string refusal_answer(const std::string& key, const ConnectionGate::Limits& limits) {
  std::string who = key;
  if (who.starts_with("uid:")) who = "uid " + who.substr(4);
  if (who.starts_with("tcp:")) who = "address " + who.substr(4);
  const std::string message =
      "the daemon refused the connection: too many are open (at most " +
      std::to_string(limits.per_caller) + " for " + who + ", and the last " +
      std::to_string(limits.reserve) + " of " + std::to_string(limits.total) +
      " are kept for administrators); end some (gpuq logs -f, gpuq attach, gpuq exec, "
      "gpuq port-forward) and try again";
  const std::string body = "{\"code\":429,\"message\":\"" + message + "\"}";
  return "HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/json\r\nContent-Length: " +
         std::to_string(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
}

// Who holds a connection: "uid:N" on the socket, the address on TCP (the
// token comes with each request, after the connection is held).
std::string caller_key(const Listener& listener, MHD_Connection* connection, bool& exempt) {
  exempt = false;
  if (listener.unix_socket) {
    const MHD_ConnectionInfo* info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    ucred cred{};
    socklen_t len = sizeof cred;
    if (info == nullptr ||
        getsockopt(info->connect_fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) != 0) {
      return "uid:?";
    }
    exempt = cred.uid == 0 || cred.uid == ::geteuid();
    return "uid:" + std::to_string(cred.uid);
  }
  const MHD_ConnectionInfo* info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  if (info == nullptr || info->client_addr == nullptr) return "tcp:?";
  char host[INET6_ADDRSTRLEN] = {};
  const sockaddr* addr = info->client_addr;
  if (addr->sa_family == AF_INET) {
    inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in*>(addr)->sin_addr, host, sizeof host);
  } else if (addr->sa_family == AF_INET6) {
    inet_ntop(AF_INET6, &reinterpret_cast<const sockaddr_in6*>(addr)->sin6_addr, host, sizeof host);
  }
  return std::string("tcp:") + host;
}

void request_completed(void*, MHD_Connection*, void** con_cls, MHD_RequestTerminationCode) {
  auto* state = static_cast<RequestState*>(*con_cls);
  *con_cls = nullptr;
  if (state != nullptr && state->after_sent) {
    try {
      state->after_sent();
    } catch (...) {  // nothing may be thrown into libmicrohttpd's C
    }
  }
  delete state;
}

MHD_Daemon* MhdServer::start_daemon(Listener* listener, int fd) {
  return MHD_start_daemon(MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD |
                              MHD_USE_POLL | MHD_ALLOW_UPGRADE,
                          0, nullptr, nullptr, &access_handler, listener, MHD_OPTION_LISTEN_SOCKET,
                          fd, MHD_OPTION_NOTIFY_COMPLETED, &request_completed, nullptr,
                          MHD_OPTION_URI_LOG_CALLBACK, &start_request, nullptr,
                          MHD_OPTION_NOTIFY_CONNECTION, &connection_notified, listener,
                          MHD_OPTION_CONNECTION_LIMIT, kConnectionLimit,
                          MHD_OPTION_CONNECTION_TIMEOUT, kIdleTimeoutS, MHD_OPTION_END);
}

void MhdServer::on_connection(const Listener& listener, MHD_Connection* connection,
                              void** socket_context, MHD_ConnectionNotificationCode code) {
  if (code == MHD_CONNECTION_NOTIFY_CLOSED) {
    auto* key = static_cast<std::string*>(*socket_context);
    if (key != nullptr) gate_.closed(*key);
    delete key;
    *socket_context = nullptr;
    return;
  }
  bool exempt = false;
  std::string key = caller_key(listener, connection, exempt);
  if (!gate_.opened(key, exempt)) {
    // Over its share: the connection ends before a request is read, with
    // an answer that says why (the client reads it after its send fails).
    if (const MHD_ConnectionInfo* info =
            MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD)) {
      const std::string answer = refusal_answer(key, gate_.limits());
      (void)::send(info->connect_fd, answer.data(), answer.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
      ::shutdown(info->connect_fd, SHUT_RDWR);
    }
    *socket_context = nullptr;
    return;
  }
  *socket_context = new std::string(std::move(key));
  if (gate_.busy()) {
    MHD_set_connection_option(connection, MHD_CONNECTION_OPTION_TIMEOUT, kBusyIdleTimeoutS);
  }
}

core::Result<void> MhdServer::start(const HttpServerOptions& options) {
  auto unix_fd = listen_unix(options.socket_path, options.socket_group);
  if (!unix_fd) return std::unexpected(unix_fd.error());
  socket_path_ = options.socket_path;
  socket_file_ = unix_fd->file;
  unix_daemon_ = start_daemon(&unix_, unix_fd->fd);
  if (unix_daemon_ == nullptr) {
    close(unix_fd->fd);
    remove_unix_socket(socket_path_, socket_file_);
    return core::fail("cannot start the HTTP server on " + socket_path_, "socket_path",
                      core::Error::Code::io);
  }
  if (options.listen.empty()) return {};
  auto tcp_fd = listen_tcp(options.listen);
  if (!tcp_fd) {
    stop();
    return std::unexpected(tcp_fd.error());
  }
  tcp_address_ = bound_address(*tcp_fd);
  tcp_daemon_ = start_daemon(&tcp_, *tcp_fd);
  if (tcp_daemon_ == nullptr) {
    close(*tcp_fd);
    stop();
    return core::fail("cannot start the HTTP server on " + options.listen, "listen",
                      core::Error::Code::io);
  }
  return {};
}

void MhdServer::stop() {
  std::lock_guard lock(stop_mu_);
  stopping_ = true;
  // MHD closes the listening sockets and joins every connection thread.
  if (tcp_daemon_ != nullptr) MHD_stop_daemon(tcp_daemon_);
  if (unix_daemon_ != nullptr) MHD_stop_daemon(unix_daemon_);
  tcp_daemon_ = unix_daemon_ = nullptr;
  if (!socket_path_.empty()) remove_unix_socket(socket_path_, socket_file_);
  socket_path_.clear();
}

HttpResponse MhdServer::handle(const HttpRequest& request) {
  try {
    return handler_(request);
  } catch (const std::exception& e) {
    return error_response(500, std::string("internal error: ") + e.what());
  } catch (...) {
    return error_response(500, "internal error");
  }
}

MHD_Result MhdServer::on_request(const Listener& listener, MHD_Connection* connection,
                                 const char* url, const char* method, const char* upload,
                                 std::size_t* upload_size, void** con_cls) {
  try {
    // start_request() could not allocate: without the target as sent, the
    // checks of refused_target() cannot be made, so the request is dropped.
    if (*con_cls == nullptr) return MHD_NO;
    auto& state = *static_cast<RequestState*>(*con_cls);
    if (!state.started) {  // headers are in; the body (if any) follows
      state.started = true;
      if (auto why = refused_target(state.raw_target)) {
        return respond(connection, error_response(400, *why));
      }
      HttpRequest& r = state.request;
      r.method = method != nullptr ? method : "";
      r.path = url != nullptr ? url : "";
      MHD_get_connection_values(connection, MHD_HEADER_KIND, &collect_header, &r.headers);
      MHD_get_connection_values(connection, MHD_GET_ARGUMENT_KIND, &collect_argument, &r.query);
      r.unix_socket = listener.unix_socket;
      if (r.unix_socket) read_peer(connection, r);
      r.bearer = bearer_of(r.headers);
      auto& headers = r.headers;
      if (auto it = headers.find("content-length"); it != headers.end()) {
        char* end = nullptr;
        unsigned long long length = std::strtoull(it->second.c_str(), &end, 10);
        if (end != it->second.c_str() && length > max_body_) {
          return respond(connection, error_response(413, "the request body is larger than " +
                                                             std::to_string(max_body_) + " bytes"));
        }
      }
      return MHD_YES;
    }
    if (*upload_size > 0) {
      if (!state.too_large && state.request.body.size() + *upload_size > max_body_) {
        state.too_large = true;
        std::string().swap(state.request.body);
      }
      if (!state.too_large) state.request.body.append(upload, *upload_size);
      *upload_size = 0;
      return MHD_YES;
    }
    if (state.too_large) {
      return respond(connection, error_response(413, "the request body is larger than " +
                                                         std::to_string(max_body_) + " bytes"));
    }
    return respond(connection, handle(state.request), &state);
  } catch (...) {
    return MHD_NO;  // out of memory or worse: drop the connection
  }
}

MHD_Result MhdServer::respond(MHD_Connection* connection, HttpResponse response,
                              RequestState* owner) {
  MHD_Response* r = nullptr;
  if (response.after_sent) {
    // Kept by the request, which runs it when it ends, sent or not. Only
    // the server's own answers (errors) come without a request's state.
    if (owner != nullptr) {
      owner->after_sent = std::move(response.after_sent);
    } else {
      response.after_sent();
    }
  }
  if (response.upgrade && owner == nullptr) return MHD_NO;
  if (response.upgrade) {
    // One response per connection, whose state the request keeps.
    owner->upgrade =
        std::make_unique<UpgradeState>(UpgradeState{std::move(response.upgrade), &stopping_});
    r = MHD_create_response_for_upgrade(&on_upgrade, owner->upgrade.get());
    if (r == nullptr) {
      owner->upgrade.reset();
      return MHD_NO;
    }
    response.status = MHD_HTTP_SWITCHING_PROTOCOLS;
    MHD_set_connection_option(connection, MHD_CONNECTION_OPTION_TIMEOUT, 0u);
    for (const auto& [name, value] : response.headers) {
      MHD_add_response_header(r, name.c_str(), value.c_str());
    }
    MHD_Result ok = MHD_queue_response(connection, MHD_HTTP_SWITCHING_PROTOCOLS, r);
    MHD_destroy_response(r);
    return ok;
  }
  if (response.stream) {
    auto* s = new StreamState{std::move(response.stream), {}, 0, false, -1, &stopping_};
    if (const MHD_ConnectionInfo* info =
            MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD)) {
      s->fd = info->connect_fd;
    }
    r = MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, kStreamBlock, &read_stream, s,
                                          &free_stream);
    if (r == nullptr) {
      delete s;
      return MHD_NO;
    }
    MHD_set_connection_option(connection, MHD_CONNECTION_OPTION_TIMEOUT, 0u);
  } else {
    r = MHD_create_response_from_buffer(response.body.size(), response.body.data(),
                                        MHD_RESPMEM_MUST_COPY);
    if (r == nullptr) return MHD_NO;
  }
  MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, response.content_type.c_str());
  for (const auto& [name, value] : response.headers) {
    MHD_add_response_header(r, name.c_str(), value.c_str());  // refuses CR/LF itself
  }
  MHD_Result ok = MHD_queue_response(connection, static_cast<unsigned>(response.status), r);
  MHD_destroy_response(r);
  return ok;
}

}  // namespace

core::Result<std::unique_ptr<HttpServer>> start_http_server(const HttpServerOptions& options,
                                                            HttpHandler handler) {
  auto server = std::make_unique<MhdServer>(std::move(handler), options.max_body);
  if (auto ok = server->start(options); !ok) return std::unexpected(ok.error());
  return std::unique_ptr<HttpServer>(std::move(server));
}

}  // namespace gpuq::daemon
