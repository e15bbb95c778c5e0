// The Kubernetes API client against a scripted server: what a real API
// server will not do on demand (429 with Retry-After, a stream cut in the
// middle of an object, a token that expires, a 403 to explain).
#include "daemon/kube/api_client.h"

#include <doctest/doctest.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>

#include "daemon/kube/exec_credential.h"
#include "tests/daemon/kube/plain_http_cluster.h"
#include "tests/support/scripted_server.h"

namespace gpuq::daemon::kube {
namespace {

using test::reply_with;
using test::ScriptedServer;
using test::Step;

ApiClientOptions recording_sleeps(std::vector<long>& slept) {
  ApiClientOptions o;
  o.sleep = [&slept](std::chrono::milliseconds d) { slept.push_back(d.count()); };
  return o;
}

std::string chunk(const std::string& data) {
  char size[16];
  std::snprintf(size, sizeof size, "%zx", data.size());
  return std::string(size) + "\r\n" + data + "\r\n";
}

// Streams a watch of pods to its end, keeping every line.
core::Result<void> stream_all(ApiClient& client, std::vector<std::string>& lines) {
  return client.stream(
      "/api/v1/pods?watch=1",
      [&](std::string_view line) {
        lines.emplace_back(line);
        return true;
      },
      nullptr);
}

const std::string kChunkedHead =
    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";

struct TempDir {
  std::filesystem::path path;
  TempDir() {
    char name[] = "/tmp/gpuq-kube-test-XXXXXX";
    path = ::mkdtemp(name);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
};

}  // namespace

TEST_CASE("action_of names the verb and resource of a request") {
  auto action = [](std::string method, std::string path) {
    return action_of(ApiRequest{std::move(method), std::move(path), "", ""});
  };
  auto a = action("GET", "/apis/batch/v1/namespaces/team-a/jobs/train-1");
  CHECK(a.verb == "get");
  CHECK(a.group == "batch");
  CHECK(a.resource == "jobs");
  CHECK(a.namespace_name == "team-a");
  CHECK(a.name == "train-1");
  CHECK(action("GET", "/apis/scheduling.run.ai/v2/queues?labelSelector=x").verb == "list");
  CHECK(action("GET", "/api/v1/pods?watch=1&resourceVersion=5").verb == "watch");
  auto log = action("GET", "/api/v1/namespaces/a/pods/p/log?follow=true");
  CHECK(log.group.empty());
  CHECK(log.resource == "pods/log");
  CHECK(log.verb == "get");
  CHECK(action("PATCH", "/apis/scheduling.run.ai/v2/queues/q?fieldManager=gpuq").verb == "patch");
  CHECK(action("POST", "/api/v1/namespaces").verb == "create");
  auto ns = action("DELETE", "/api/v1/namespaces/runai-a");
  CHECK(ns.resource == "namespaces");
  CHECK(ns.name == "runai-a");
  CHECK(ns.verb == "delete");
  CHECK(action("DELETE", "/api/v1/namespaces/a/pods?labelSelector=x").verb == "deletecollection");
}

TEST_CASE("a 403 names the verb, the resource and the RBAC rule that is missing") {
  ApiResponse r;
  r.status = 403;
  r.body =
      R"({"kind":"Status","apiVersion":"v1","status":"Failure","message":"queues.scheduling.run.ai is forbidden: User \"gpuq\" cannot list resource \"queues\"","reason":"Forbidden","code":403})";
  const auto e = error_of(ApiRequest{"GET", "/apis/scheduling.run.ai/v2/queues", "", ""}, r,
                          "https://k:6443 (kubeconfig x, context c)");
  CHECK(e.code == core::Error::Code::permission_denied);
  CHECK(e.message.find("refused list queues.scheduling.run.ai") != std::string::npos);
  CHECK(e.message.find(
            R"({apiGroups: ["scheduling.run.ai"], resources: ["queues"], verbs: ["list"]})") !=
        std::string::npos);
  CHECK(e.message.find("cannot list resource") != std::string::npos);
  CHECK(e.where == "https://k:6443 (kubeconfig x, context c)");

  r.status = 409;
  r.body =
      R"({"kind":"Status","reason":"AlreadyExists","message":"jobs.batch \"x\" already exists","code":409})";
  const auto c = error_of(ApiRequest{"POST", "/apis/batch/v1/namespaces/a/jobs", "{}", ""}, r, "");
  CHECK(c.code == core::Error::Code::conflict);
  CHECK(c.message ==
        "create jobs.batch in namespace a: 409 AlreadyExists: jobs.batch \"x\" already exists");

  r.status = 502;
  r.body = "Bad Gateway\n";
  const auto b = error_of(ApiRequest{"GET", "/api/v1/nodes", "", ""}, r, "");
  CHECK(b.code == core::Error::Code::io);
  CHECK(b.message == "list nodes: 502: Bad Gateway");
}

TEST_CASE("a request carries the bearer token and impersonation, and reads warnings") {
  ScriptedServer server({Step{reply_with(200, R"({"kind":"NamespaceList","items":[]})",
                                         "Warning: 299 - \"unknown field \\\"spec.x\\\"\"\r\n")}});
  auto creds = plain_http(server);
  creds.impersonate_user = "alice";
  creds.impersonate_groups = {"team-a", "admins"};
  ApiClient client(creds);
  auto r = client.send(ApiRequest{"GET", "/api/v1/namespaces", "", ""});
  REQUIRE(r.has_value());
  CHECK(r->status == 200);
  CHECK(r->body == R"({"kind":"NamespaceList","items":[]})");
  REQUIRE(r->warnings.size() == 1);
  CHECK(r->warnings[0] == R"(unknown field \"spec.x\")");
  const auto sent = server.requests().at(0);
  CHECK(sent.starts_with("GET /api/v1/namespaces HTTP/1.1\r\n"));
  CHECK(sent.find("Authorization: Bearer secret-token\r\n") != std::string::npos);
  CHECK(sent.find("Impersonate-User: alice\r\n") != std::string::npos);
  CHECK(sent.find("Impersonate-Group: team-a\r\n") != std::string::npos);
  CHECK(sent.find("Impersonate-Group: admins\r\n") != std::string::npos);
  CHECK(sent.find("Accept: application/json\r\n") != std::string::npos);
}

TEST_CASE("a 429 is retried after the time Retry-After asks, then answered") {
  const std::string busy =
      R"({"kind":"Status","reason":"TooManyRequests","message":"slow down","code":429})";
  ScriptedServer server({Step{reply_with(429, busy, "Retry-After: 2\r\n")},
                         Step{reply_with(429, busy, "Retry-After: 1\r\n")},
                         Step{reply_with(201, R"({"kind":"Queue"})")}});
  std::vector<long> slept;
  ApiClient client(plain_http(server), recording_sleeps(slept));
  auto r = client.call(
      ApiRequest{"POST", "/apis/scheduling.run.ai/v2/queues", "{}", "application/json"});
  REQUIRE(r.has_value());
  CHECK(*r == R"({"kind":"Queue"})");
  CHECK(slept == std::vector<long>{2000, 1000});
  CHECK(server.requests().size() == 3);
}

TEST_CASE("a 503 whose Retry-After is a date waits until then by the server's clock") {
  const std::string unavailable =
      R"({"kind":"Status","reason":"ServiceUnavailable","message":"starting","code":503})";
  ScriptedServer server({Step{reply_with(503, unavailable,
                                         "Date: Sun, 06 Nov 1994 08:49:37 GMT\r\n"
                                         "Retry-After: Sun, 06 Nov 1994 08:49:42 GMT\r\n")},
                         Step{reply_with(200, R"({"kind":"NodeList","items":[]})")}});
  std::vector<long> slept;
  ApiClient client(plain_http(server), recording_sleeps(slept));
  auto r = client.call(ApiRequest{"GET", "/api/v1/nodes", "", ""});
  REQUIRE(r.has_value());
  CHECK(slept == std::vector<long>{5000});
}

TEST_CASE("a watch answered 429 is asked again after Retry-After, then streams") {
  const std::string busy =
      R"({"kind":"Status","reason":"TooManyRequests","message":"slow down","code":429})";
  ScriptedServer server(
      {Step{reply_with(429, busy, "Retry-After: 2\r\n")},
       Step{kChunkedHead + chunk("{\"type\":\"ADDED\"}\n") + chunk(""), Step::Then::close}});
  std::vector<long> slept;
  ApiClient client(plain_http(server), recording_sleeps(slept));
  std::vector<std::string> lines;
  auto r = stream_all(client, lines);
  REQUIRE_MESSAGE(r.has_value(), (r ? "" : r.error().message));
  CHECK(slept == std::vector<long>{2000});  // no cancel flag: one wait
  CHECK(lines == std::vector<std::string>{R"({"type":"ADDED"})"});
  CHECK(server.requests().size() == 2);
}

TEST_CASE("a watch waiting out a Retry-After stops as soon as it is cancelled") {
  const std::string busy =
      R"({"kind":"Status","reason":"TooManyRequests","message":"slow down","code":429})";
  ScriptedServer server({Step{reply_with(429, busy, "Retry-After: 20\r\n")}});
  std::atomic<bool> cancel{false};
  std::vector<long> slept;
  ApiClientOptions options;
  options.sleep = [&](std::chrono::milliseconds d) {
    slept.push_back(d.count());
    if (slept.size() == 3) cancel = true;  // stopped during the third second
  };
  ApiClient client(plain_http(server), options);
  auto r = client.stream(
      "/api/v1/pods?watch=1", [](std::string_view) { return true; }, &cancel);
  CHECK(r.has_value());  // a stop, not an error
  CHECK(slept == std::vector<long>(3, 1000));
  CHECK(server.requests().size() == 1);
}

TEST_CASE("a 429 that goes on is an error after the last retry, and a 500 is not retried") {
  const std::string busy =
      R"({"kind":"Status","reason":"TooManyRequests","message":"busy","code":429})";
  std::vector<Step> script(5, Step{reply_with(429, busy, "Retry-After: 90\r\n")});
  script.push_back(
      Step{reply_with(500, R"({"kind":"Status","message":"etcd timeout","code":500})")});
  ScriptedServer server(script);
  std::vector<long> slept;
  ApiClient client(plain_http(server), recording_sleeps(slept));
  auto r = client.call(ApiRequest{"GET", "/api/v1/nodes", "", ""});
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().message == "list nodes: 429 TooManyRequests: busy");
  CHECK(slept == std::vector<long>(4, 30000));  // 90 s asked, cut to 30
  auto second = client.call(ApiRequest{"GET", "/api/v1/nodes", "", ""});
  REQUIRE_FALSE(second.has_value());
  CHECK(second.error().code == core::Error::Code::io);
  CHECK(second.error().message == "list nodes: 500: etcd timeout");
}

TEST_CASE("no server: the error names the request, the server and the context") {
  ScriptedServer server(std::vector<Step>{});
  auto creds = plain_http(server);
  creds.server = "http://127.0.0.1:1";
  ApiClient client(creds);
  auto r = client.call(ApiRequest{"GET", "/api/v1/nodes", "", ""});
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == core::Error::Code::io);
  CHECK(r.error().message.starts_with("no answer from the API server to GET /api/v1/nodes: "));
  CHECK(r.error().where == "http://127.0.0.1:1 (kubeconfig test, context t)");
}

TEST_CASE("a watch stream gives whole lines, however the chunks cut them") {
  const std::string a = R"({"type":"ADDED","object":{"metadata":{"name":"a"}}})";
  const std::string b = R"({"type":"MODIFIED","object":{"metadata":{"name":"b"}}})";
  const std::string body = a + "\n" + b + "\n";
  ScriptedServer server({Step{kChunkedHead + chunk(body.substr(0, 10)) +
                                  chunk(body.substr(10, 50)) + chunk(body.substr(60)) + "0\r\n\r\n",
                              Step::Then::close}});
  ApiClient client(plain_http(server));
  std::vector<std::string> lines;
  auto r = stream_all(client, lines);
  REQUIRE(r.has_value());
  CHECK(lines == std::vector<std::string>{a, b});
}

TEST_CASE("a watch cut in the middle of an object is an io error after the whole lines") {
  const std::string a = R"({"type":"ADDED","object":{"metadata":{"name":"a"}}})";
  ScriptedServer server({Step{kChunkedHead + chunk(a + "\n{\"type\":\"MODIF"), Step::Then::close}});
  ApiClient client(plain_http(server));
  std::vector<std::string> lines;
  auto r = stream_all(client, lines);
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == core::Error::Code::io);
  CHECK(r.error().message.starts_with("the stream of /api/v1/pods?watch=1 broke: "));
  CHECK(lines == std::vector<std::string>{a});
}

TEST_CASE("a stream ends when the consumer stops it, or when it is cancelled while idle") {
  ScriptedServer server({Step{kChunkedHead + chunk("one\ntwo\nthree\n"), Step::Then::hang},
                         Step{kChunkedHead + chunk("first\n"), Step::Then::hang}});
  ApiClient client(plain_http(server));
  std::vector<std::string> lines;
  auto r = client.stream(
      "/api/v1/pods?watch=1",
      [&](std::string_view line) {
        lines.emplace_back(line);
        return lines.size() < 2;
      },
      nullptr);
  REQUIRE(r.has_value());
  CHECK(lines == std::vector<std::string>{"one", "two"});

  std::atomic<bool> cancel{false};
  std::vector<std::string> seen;
  const auto started = std::chrono::steady_clock::now();
  auto cancelled = client.stream(
      "/api/v1/pods?watch=1",
      [&](std::string_view line) {
        seen.emplace_back(line);
        cancel = true;  // as another thread would, while the server is silent
        return true;
      },
      &cancel);
  REQUIRE(cancelled.has_value());
  CHECK(seen == std::vector<std::string>{"first"});
  CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(20));
}

TEST_CASE("a stream answered with an error status is that error") {
  ScriptedServer server({Step{reply_with(
      410,
      R"j({"kind":"Status","reason":"Expired","message":"too old resource version: 5 (90)","code":410})j")}});
  ApiClient client(plain_http(server));
  auto r = client.stream(
      "/api/v1/pods?watch=1&resourceVersion=5", [](std::string_view) { return true; }, nullptr);
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().message == "watch pods: 410 Expired: too old resource version: 5 (90)");
}

TEST_CASE("read_exec_credential reads a token, or a certificate and key, and the expiry") {
  auto t = read_exec_credential(
      R"({"apiVersion":"client.authentication.k8s.io/v1","kind":"ExecCredential","status":{"token":"abc","expirationTimestamp":"2026-11-27T05:00:00Z"}})",
      "plugin");
  REQUIRE(t.has_value());
  CHECK(t->token == "abc");
  REQUIRE(t->expires.has_value());
  CHECK(std::chrono::duration_cast<std::chrono::seconds>(t->expires->time_since_epoch()).count() ==
        1795755600);
  auto bad = read_exec_credential(R"({"kind":"ExecCredential","status":{}})", "my-plugin");
  REQUIRE_FALSE(bad.has_value());
  CHECK(bad.error().where == "credential plugin my-plugin");
  CHECK_FALSE(read_exec_credential("not json", "p").has_value());
  CHECK_FALSE(read_exec_credential(R"({"status":{"token":"a","expirationTimestamp":"soon"}})", "p")
                  .has_value());
  CHECK_FALSE(parse_rfc3339("2026-11-27").has_value());
  CHECK(parse_rfc3339("2026-11-27T05:00:00.5+01:00").has_value());
}

TEST_CASE("an exec plugin's token is cached until it expires and fetched again after a 401") {
  TempDir dir;
  const auto counter = dir.path / "runs";
  const auto plugin = dir.path / "plugin.sh";
  {
    std::ofstream out(plugin);
    // Each run prints the next token; the first expires in an hour.
    out << "#!/bin/sh\n"
        << "n=$(cat '" << counter.string() << "' 2>/dev/null || echo 0); n=$((n+1)); echo $n > '"
        << counter.string() << "'\n"
        << "[ -n \"$KUBERNETES_EXEC_INFO\" ] || exit 3\n"
        << "echo "
           "'{\"apiVersion\":\"client.authentication.k8s.io/v1\",\"kind\":\"ExecCredential\","
        << "\"status\":{\"token\":\"token-'$n'\",\"expirationTimestamp\":\"'\"$EXPIRY\"'\"}}'\n";
  }
  std::filesystem::permissions(plugin, std::filesystem::perms::owner_all);
  const std::string expired =
      R"({"kind":"Status","reason":"Unauthorized","message":"Unauthorized","code":401})";
  ScriptedServer server({Step{reply_with(200, "{}")}, Step{reply_with(200, "{}")},
                         Step{reply_with(401, expired)}, Step{reply_with(200, "{}")},
                         Step{reply_with(200, "{}")}});
  auto creds = plain_http(server);
  creds.token.clear();
  creds.exec = ExecPlugin{"client.authentication.k8s.io/v1",    plugin.string(), {},
                          {{"EXPIRY", "2099-01-01T00:00:00Z"}}, "Never",         false};
  ApiClient client(creds);
  for (int i = 0; i < 3; ++i) {
    REQUIRE(client.call(ApiRequest{"GET", "/api/v1/nodes", "", ""}).has_value());
  }
  const auto requests = server.requests();
  REQUIRE(requests.size() == 4);
  CHECK(requests[0].find("Bearer token-1\r\n") != std::string::npos);
  CHECK(requests[1].find("Bearer token-1\r\n") != std::string::npos);
  CHECK(requests[2].find("Bearer token-1\r\n") != std::string::npos);  // answered 401
  CHECK(requests[3].find("Bearer token-2\r\n") != std::string::npos);

  // A token past its expiry is not sent: the plugin runs again first.
  ScriptedServer second({Step{reply_with(200, "{}")}, Step{reply_with(200, "{}")}});
  auto stale = plain_http(second);
  stale.token.clear();
  stale.exec = creds.exec;
  stale.exec->env = {{"EXPIRY", "2020-01-01T00:00:00Z"}};
  ApiClient again(stale);
  REQUIRE(again.call(ApiRequest{"GET", "/api/v1/nodes", "", ""}).has_value());
  REQUIRE(again.call(ApiRequest{"GET", "/api/v1/nodes", "", ""}).has_value());
  const auto sent = second.requests();
  CHECK(sent[0].find("Bearer token-3\r\n") != std::string::npos);
  CHECK(sent[1].find("Bearer token-4\r\n") != std::string::npos);
}

TEST_CASE("an exec plugin that fails, or asks for a terminal, is a clear error") {
  ScriptedServer server(std::vector<Step>{});
  auto creds = plain_http(server);
  creds.exec = ExecPlugin{"client.authentication.k8s.io/v1", "false", {}, {}, "IfAvailable", false};
  ApiClient client(creds);
  auto r = client.call(ApiRequest{"GET", "/api/v1/nodes", "", ""});
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().to_string() ==
        "credential plugin false: exited with status 1 (its messages are in "
        "the daemon's log)");
  creds.exec->interactive_mode = "Always";
  ApiClient always(creds);
  auto a = always.call(ApiRequest{"GET", "/api/v1/nodes", "", ""});
  REQUIRE_FALSE(a.has_value());
  CHECK(a.error().message ==
        "has interactiveMode Always, and the daemon has no terminal to give it");
  creds.exec->interactive_mode = "Never";
  creds.exec->command = "/nonexistent/plugin";
  ApiClient missing(creds);
  auto m = missing.call(ApiRequest{"GET", "/api/v1/nodes", "", ""});
  REQUIRE_FALSE(m.has_value());
  CHECK(m.error().message == "cannot run: No such file or directory");
}

TEST_CASE("an exec plugin that hangs, or leaves a child holding its output, is killed in time") {
  ClusterCredentials creds;
  creds.source = "test";
  creds.exec = ExecPlugin{
      "client.authentication.k8s.io/v1", "/bin/sh", {"-c", "sleep 30"}, {}, "Never", false};
  const auto started = std::chrono::steady_clock::now();
  auto r = run_exec_plugin(creds, std::chrono::milliseconds(300));
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().message == "did not finish in 300 ms and was killed");
  // A wrapper whose child keeps the pipe open: the whole group goes.
  creds.exec->args = {"-c", "sleep 30 & echo '{}'; wait"};
  auto wrapped = run_exec_plugin(creds, std::chrono::milliseconds(300));
  REQUIRE_FALSE(wrapped.has_value());
  CHECK(wrapped.error().message == "did not finish in 300 ms and was killed");
  CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(10));
}

}  // namespace gpuq::daemon::kube
