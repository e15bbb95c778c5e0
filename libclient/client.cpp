// Client: construction and the workload calls (/api/v1/workloads...).
#include "gpuq/client.h"

#include <algorithm>
#include <future>
#include <system_error>

#include "libclient/client_call.h"
#include "libclient/workload_page_reader.h"

namespace gpuq::client {
namespace {

using detail::call_json;
using detail::call_void;
using detail::project_query;
using detail::request_text;

constexpr int64_t kPageSize = 500;  // the server's largest page

std::string_view collection(WorkloadType type) {
  switch (type) {
    case WorkloadType::training:
      return "trainings";
    case WorkloadType::workspace:
      return "workspaces";
    case WorkloadType::inference:
      return "inferences";
  }
  return "trainings";
}

std::string workload_path(std::string_view name_or_id, std::string_view suffix = {}) {
  return "/api/v1/workloads/" + url_escape(name_or_id) + std::string(suffix);
}

std::string list_target(const WorkloadListQuery& q) {
  std::string target =
      "/api/v1/workloads?offset=" + std::to_string(q.offset) + "&limit=" + std::to_string(q.limit);
  if (q.project) target += "&filterBy=" + url_escape("projectName==" + *q.project);
  for (const std::string& f : q.filters) target += "&filterBy=" + url_escape(f);
  if (q.sort_by) {
    target += "&sortBy=" + url_escape(*q.sort_by);
    target += q.descending ? "&sortOrder=desc" : "&sortOrder=asc";
  }
  if (q.search) target += "&search=" + url_escape(*q.search);
  if (!q.fields.empty()) {
    std::string fields;
    for (const std::string& f : q.fields) fields += (fields.empty() ? "" : ",") + f;
    target += "&fields=" + url_escape(fields);
  }
  return target;
}

}  // namespace

Client::Client(std::unique_ptr<Transport> transport) : transport_(std::move(transport)) {}
Client::Client(Client&&) noexcept = default;
Client& Client::operator=(Client&&) noexcept = default;
Client::~Client() = default;

ApiResult<Client> Client::connect(TransportOptions options) {
  auto transport = make_transport(std::move(options));
  if (!transport) return std::unexpected(transport.error());
  return Client(std::move(*transport));
}

ApiResult<Workload> Client::submit(const SubmitRequest& request) {
  if (request.name.empty()) return usage_error("a workload needs a name", "name");
  if (request.project.empty()) return usage_error("a workload needs a project", "project");
  auto body = submit_body(request);
  if (!body) return std::unexpected(body.error());
  auto text = request_text(*body);
  if (!text) return std::unexpected(text.error());
  const std::string collection_path =
      request.distributed ? "distributed" : std::string(collection(request.type));
  // The answer is read as a list item, in place (no DOM), so the full
  // detail view, which echoes the whole spec, is not asked for. A server
  // that ignores the preference sends the detail, which reads the same.
  HttpCall call{
      "POST",
      "/api/v1/workloads/" + collection_path + (request.allow_pending ? "?allowPending=true" : ""),
      std::move(*text), "return=minimal"};
  const std::string what = call.method + " " + call.target;
  auto answer = detail::call_text(*transport_, std::move(call));
  if (!answer) return std::unexpected(answer.error());
  return detail::read_workload_item(*answer, what);
}

ApiResult<Workload> Client::update_inference(std::string_view name_or_id, std::string_view project,
                                             const WorkloadSpec& changes, bool allow_pending) {
  SubmitRequest request;
  request.type = WorkloadType::inference;
  request.spec = changes;
  auto body = submit_body(request);
  if (!body) return std::unexpected(body.error());
  std::string target =
      "/api/v1/workloads/inferences/" + url_escape(name_or_id) + detail::project_query(project);
  if (allow_pending) target += project.empty() ? "?allowPending=true" : "&allowPending=true";
  const json patch = {{"spec", (*body)["spec"]}};
  auto text = request_text(patch);
  if (!text) return std::unexpected(text.error());
  auto answer = call_json(*transport_, "PATCH", target, std::move(*text));
  if (!answer) return std::unexpected(answer.error());
  return workload_from_json(*answer);
}

ApiResult<WorkloadPage> Client::list_workloads(const WorkloadListQuery& query) {
  if (query.limit < 1 || query.limit > kPageSize) {
    return usage_error("the page size must be from 1 to " + std::to_string(kPageSize) + ", not " +
                           std::to_string(query.limit),
                       "limit");
  }
  if (query.offset < 0) return usage_error("the offset must be 0 or more", "offset");
  const std::string target = list_target(query);
  auto answer = call_json(*transport_, "GET", target);
  auto items =
      detail::read_list<Workload>(answer, "workloads", "GET " + target, workload_from_json);
  if (!items) return std::unexpected(items.error());
  WorkloadPage page;
  page.items = std::move(*items);
  page.total = answer->value("total", static_cast<int64_t>(page.items.size()));
  return page;
}

ApiResult<WorkloadPage> Client::list_all_workloads(WorkloadListQuery query) {
  if (query.limit < 0) return usage_error("the limit must be 0 or more", "limit");
  const int64_t wanted = query.limit;  // 0: all
  WorkloadPage all;
  while (true) {
    const int64_t left = wanted > 0 ? wanted - static_cast<int64_t>(all.items.size()) : kPageSize;
    if (left <= 0) break;
    query.limit = std::min(left, kPageSize);
    auto page = list_workloads(query);
    if (!page) return std::unexpected(page.error());
    all.total = page->total;
    const auto got = static_cast<int64_t>(page->items.size());
    std::move(page->items.begin(), page->items.end(), std::back_inserter(all.items));
    query.offset += got;
    if (got < query.limit || query.offset >= page->total) break;
  }
  return all;
}

ApiResult<int64_t> Client::for_each_workload(WorkloadListQuery query,
                                             const std::function<bool(Workload&&)>& sink) {
  if (query.limit < 0) return usage_error("the limit must be 0 or more", "limit");
  if (query.offset < 0) return usage_error("the offset must be 0 or more", "offset");
  const int64_t wanted = query.limit;  // 0: all
  auto page_size = [&](int64_t handed) {
    return wanted > 0 ? std::min(wanted - handed, kPageSize) : kPageSize;
  };
  auto fetch = [this](const std::string& target) { return transport_->call({"GET", target, {}}); };

  WorkloadListQuery page = query;
  page.limit = page_size(0);
  std::string target = list_target(page);
  ApiResult<HttpAnswer> answer = fetch(target);
  // Once the first page has told the total, the next page is fetched on a
  // second thread while this one reads the current page, so the daemon's
  // work and the reading overlap. One request is in flight at a time, so the
  // transport is still used by one thread at a time.
  std::future<ApiResult<HttpAnswer>> next;
  int64_t handed = 0;
  int64_t total = -1;
  for (;;) {
    const std::string what = "GET " + target;
    if (!answer) return std::unexpected(answer.error());
    if (answer->status >= 400) return std::unexpected(error_from_answer(*answer, what));
    WorkloadListQuery following = page;
    following.offset += page.limit;
    following.limit = page_size(handed + page.limit);
    const std::string following_target = list_target(following);
    if (total >= 0 && following.limit > 0 && following.offset < total) {
      try {
        next = std::async(std::launch::async, fetch, following_target);
      } catch (const std::system_error&) {
        // No thread to be had: fetch it after this page instead.
      }
    }
    auto read = detail::read_workload_page(answer->body, what, sink);
    if (!read) return std::unexpected(read.error());
    total = read->total;
    handed += read->items;
    if (read->stopped || read->items < page.limit || following.limit <= 0 ||
        following.offset >= total) {
      break;
    }
    page = following;
    target = following_target;
    answer = next.valid() ? next.get() : fetch(target);
  }
  return total;
}

ApiResult<WorkloadDetail> Client::get_workload(std::string_view name_or_id,
                                               std::string_view project) {
  auto answer = call_json(*transport_, "GET", workload_path(name_or_id) + project_query(project));
  if (!answer) return std::unexpected(answer.error());
  return workload_detail_from_json(*answer);
}

ApiResult<void> Client::delete_workload(std::string_view name_or_id, std::string_view project,
                                        bool force) {
  std::string path = workload_path(name_or_id) + project_query(project);
  if (force) path += (path.find('?') == std::string::npos ? "?" : "&") + std::string("force=true");
  return call_void(*transport_, "DELETE", path);
}

ApiResult<void> Client::suspend_workload(std::string_view name_or_id, std::string_view project) {
  return call_void(*transport_, "POST",
                   workload_path(name_or_id, "/suspend") + project_query(project));
}

ApiResult<void> Client::resume_workload(std::string_view name_or_id, std::string_view project) {
  return call_void(*transport_, "POST",
                   workload_path(name_or_id, "/resume") + project_query(project));
}

ApiResult<void> Client::logs(std::string_view name_or_id, std::string_view project,
                             const LogQuery& query,
                             const std::function<bool(std::string_view chunk)>& sink) {
  std::string target = workload_path(name_or_id, "/logs");
  char separator = '?';
  auto add = [&](std::string_view key, const std::string& value) {
    target += separator;
    target += key;
    target += '=';
    target += url_escape(value);
    separator = '&';
  };
  if (!project.empty()) add("project", std::string(project));
  if (query.follow) add("follow", "true");
  if (query.tail) add("tail", std::to_string(*query.tail));
  if (query.pod) add("pod", *query.pod);
  if (query.timestamps) add("timestamps", "true");
  auto answer = transport_->stream({"GET", target, {}}, sink);
  if (!answer) return std::unexpected(answer.error());
  if (answer->status >= 400) return std::unexpected(error_from_answer(*answer, "GET " + target));
  return {};
}

ApiResult<std::vector<Event>> Client::events(std::string_view name_or_id,
                                             std::string_view project) {
  const std::string target = workload_path(name_or_id, "/events") + project_query(project);
  return detail::read_list<Event>(call_json(*transport_, "GET", target), "events", "GET " + target,
                                  event_from_json);
}

ApiResult<std::string> Client::request(std::string_view method, std::string_view target,
                                       std::string_view body) {
  const std::string what = std::string(method) + " " + std::string(target);
  auto answer = transport_->call({std::string(method), std::string(target), std::string(body)});
  if (!answer) return std::unexpected(answer.error());
  if (answer->status >= 400) return std::unexpected(error_from_answer(*answer, what));
  return std::move(answer->body);
}

}  // namespace gpuq::client
