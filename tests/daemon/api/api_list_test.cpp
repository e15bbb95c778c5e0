// List queries (filterBy, sortBy, paging, search), ISO-8601 times, routing,
// error bodies, and the workload JSON of a hand-built state.
#include <doctest/doctest.h>

#include <chrono>
#include <nlohmann/json.hpp>

#include "daemon/api/list_query.h"
#include "daemon/api/metrics_text.h"
#include "daemon/api/router.h"
#include "daemon/api/workload_json.h"
#include "daemon/model/iso_time.h"

namespace gpuq::daemon::api {
namespace {

using nlohmann::json;

const FieldKinds kFields = {
    {"name", FieldKind::text}, {"allocatedGPU", FieldKind::number}, {"createdAt", FieldKind::time}};

Filter one_filter(const std::string& text) {
  auto f = parse_filter_by(text, kFields);
  REQUIRE_MESSAGE(f.has_value(), (f ? "" : f.error().to_string()));
  REQUIRE(f->size() == 1);
  return f->front();
}

bool passes(const std::string& filter, const FieldValue& v) {
  return matches(one_filter(filter), v);
}

TEST_CASE("list query: filterBy parses comma-joined terms with each operator") {
  auto f =
      parse_filter_by("name!=some-name,allocatedGPU>=2,createdAt>=2021-01-01T00:00:00Z", kFields);
  REQUIRE(f.has_value());
  REQUIRE(f->size() == 3);
  CHECK((*f)[0].field == "name");
  CHECK((*f)[0].op == FilterOp::ne);
  CHECK((*f)[0].text == "some-name");
  CHECK((*f)[1].op == FilterOp::ge);
  CHECK((*f)[1].number == 2);
  CHECK((*f)[2].number == 1609459200000.0);
  CHECK(one_filter("name==a").op == FilterOp::eq);
  CHECK(one_filter("name<=a").op == FilterOp::le);
  CHECK(one_filter("name=@a").op == FilterOp::contains);
  CHECK(one_filter("name!@a").op == FilterOp::not_contains);
  CHECK(one_filter("name=^a").op == FilterOp::starts_with);
  CHECK(one_filter("name=$a").op == FilterOp::ends_with);
  CHECK(one_filter("name==a=b").text == "a=b");
  CHECK(one_filter("name==").text.empty());
}

TEST_CASE("list query: filterBy errors name filterBy and say what is wrong") {
  auto error = [](const std::string& text) {
    auto f = parse_filter_by(text, kFields);
    REQUIRE_FALSE(f.has_value());
    CHECK(f.error().where == "filterBy");
    return f.error().message;
  };
  CHECK(
      error("phase==Running").find("unknown field phase (known: allocatedGPU, createdAt, name)") ==
      0);
  CHECK(error("name~a").find("expected <field><op><value>") == 0);
  CHECK(error("==a").find("expected <field><op><value>") == 0);
  CHECK(error("allocatedGPU>=two") == "allocatedGPU is a number, got \"two\"");
  CHECK(error("createdAt>=yesterday").find("createdAt: expected an ISO-8601 time") == 0);
}

TEST_CASE("list query: each operator on text, numbers, times and missing values") {
  const FieldValue text = FieldValue::of_text("train-alpha");
  CHECK(passes("name==train-alpha", text));
  CHECK_FALSE(passes("name==train", text));
  CHECK(passes("name!=train", text));
  CHECK(passes("name<=train-b", text));
  CHECK(passes("name>=train-a", text));
  CHECK(passes("name=@alp", text));
  CHECK_FALSE(passes("name=@ALP", text));  // case-sensitive
  CHECK(passes("name!@beta", text));
  CHECK(passes("name=^train", text));
  CHECK(passes("name=$alpha", text));
  CHECK_FALSE(passes("name=$train", text));

  const FieldValue gpus = FieldValue::of_number(1.5);
  CHECK(passes("allocatedGPU>=1.5", gpus));
  CHECK(passes("allocatedGPU<=2", gpus));
  CHECK_FALSE(passes("allocatedGPU>=10", gpus));  // numeric, not "1.5" >= "10" as text
  CHECK(passes("allocatedGPU==1.50", gpus));
  CHECK(passes("allocatedGPU!=1", gpus));
  CHECK(passes("allocatedGPU=@.5", gpus));

  const FieldValue created = FieldValue::of_time(1700000000000);  // 2023-11-14T22:13:20Z
  CHECK(passes("createdAt>=2023-11-14", created));
  CHECK(passes("createdAt<=2023-11-14T22:13:20Z", created));
  CHECK(passes("createdAt==2023-11-15T00:13:20+02:00", created));
  CHECK_FALSE(passes("createdAt>=2023-11-15", created));
  CHECK(passes("createdAt=^2023-11", created));

  const FieldValue none = FieldValue::none();
  CHECK_FALSE(passes("name==a", none));
  CHECK(passes("name!=a", none));
  CHECK_FALSE(passes("name=@a", none));
  CHECK(passes("name!@a", none));
  CHECK_FALSE(passes("allocatedGPU>=0", none));
  CHECK(FieldValue::of_time(0).present == false);
}

TEST_CASE("list query: the query parameters and their limits") {
  auto q = parse_list_query({{"filterBy", "name=@a"},
                             {"filterBy", "allocatedGPU>=1"},
                             {"sortBy", "createdAt"},
                             {"sortOrder", "desc"},
                             {"offset", "10"},
                             {"limit", "500"},
                             {"search", "Alice"},
                             {"deleted", "true"}},
                            kFields);
  REQUIRE(q.has_value());
  CHECK(q->filters.size() == 2);
  CHECK(q->sort_by == "createdAt");
  CHECK(q->sort_kind == FieldKind::time);
  CHECK(q->descending);
  CHECK(q->offset == 10);
  CHECK(q->limit == 500);
  CHECK(q->search == "alice");
  CHECK(parse_list_query({}, kFields)->limit == 50);

  auto error = [](std::multimap<std::string, std::string> query) {
    auto r = parse_list_query(query, kFields);
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().code == core::Error::Code::invalid_argument);
    return r.error().to_string();
  };
  CHECK(error({{"limit", "501"}}) == "limit: must be between 1 and 500, got 501");
  CHECK(error({{"limit", "0"}}) == "limit: must be between 1 and 500, got 0");
  CHECK(error({{"limit", "ten"}}).find("limit: expected a whole number") == 0);
  CHECK(error({{"offset", "-1"}}).find("offset: expected a whole number") == 0);
  CHECK(error({{"sortOrder", "up"}}) == "sortOrder: expected asc or desc, got \"up\"");
  CHECK(error({{"sortBy", "size"}}).find("sortBy: cannot sort by \"size\"") == 0);
}

struct Item {
  std::string name;
  double gpus;
};

Page page_of(const std::vector<Item>& items, const std::multimap<std::string, std::string>& query) {
  auto q = parse_list_query(query, kFields);
  REQUIRE(q.has_value());
  return select_page(
      items.size(), *q,
      [&](std::size_t i, const std::string& f) {
        return f == "name" ? FieldValue::of_text(items[i].name)
                           : FieldValue::of_number(items[i].gpus);
      },
      [&](std::size_t i, std::string_view needle) {
        return contains_folded(items[i].name, needle);
      });
}

TEST_CASE("list query: stable sorting, paging with next, and search") {
  const std::vector<Item> items = {{"c", 1}, {"a", 2}, {"b", 1}, {"d", 0}, {"E-big", 2}};
  using V = std::vector<std::size_t>;
  CHECK(page_of(items, {}).items == V{0, 1, 2, 3, 4});
  CHECK_FALSE(page_of(items, {}).next.has_value());
  CHECK(page_of(items, {{"sortBy", "name"}}).items == V{4, 1, 2, 0, 3});  // byte order: E < a
  CHECK(page_of(items, {{"sortBy", "allocatedGPU"}}).items == V{3, 0, 2, 1, 4});
  // Descending keeps ties in their own order.
  CHECK(page_of(items, {{"sortBy", "allocatedGPU"}, {"sortOrder", "desc"}}).items ==
        V{1, 4, 0, 2, 3});
  Page first = page_of(items, {{"limit", "2"}});
  CHECK(first.items == V{0, 1});
  CHECK(first.next == 2u);
  CHECK(first.total == 5);
  Page last = page_of(items, {{"limit", "2"}, {"offset", "4"}});
  CHECK(last.items == V{4});
  CHECK_FALSE(last.next.has_value());
  CHECK(page_of(items, {{"offset", "9"}}).items.empty());
  Page filtered = page_of(items, {{"filterBy", "allocatedGPU>=1"}, {"limit", "2"}});
  CHECK(filtered.items == V{0, 1});
  CHECK(filtered.next == 2u);
  CHECK(filtered.total == 4);
  CHECK(page_of(items, {{"search", "BIG"}}).items == V{4});
}

TEST_CASE("list query: == terms on one field are alternatives, other terms all apply") {
  const std::vector<Item> items = {{"c", 1}, {"a", 2}, {"b", 1}, {"d", 0}};
  using V = std::vector<std::size_t>;
  CHECK(page_of(items, {{"filterBy", "name==a,name==d"}}).items == V{1, 3});
  CHECK(page_of(items, {{"filterBy", "name==a,name==d,allocatedGPU>=1"}}).items == V{1});
  CHECK(page_of(items, {{"filterBy", "name==c,allocatedGPU==2"}}).items.empty());
  CHECK(page_of(items, {{"filterBy", "allocatedGPU==0,allocatedGPU==2"}}).items == V{1, 3});
}

TEST_CASE("iso-8601: formatting in UTC with milliseconds, parsing the usual forms") {
  CHECK(format_iso8601(0) == "1970-01-01T00:00:00.000Z");
  CHECK(format_iso8601(1700000000123) == "2023-11-14T22:13:20.123Z");
  CHECK(format_iso8601(951782400000) == "2000-02-29T00:00:00.000Z");
  CHECK(format_iso8601(-1000) == "1969-12-31T23:59:59.000Z");
  CHECK(iso_or_null(0).is_null());
  CHECK(iso_or_null(1000) == "1970-01-01T00:00:01.000Z");
  CHECK(parse_iso8601("2023-11-14T22:13:20.123Z") == 1700000000123);
  CHECK(parse_iso8601("2023-11-14T22:13:20Z") == 1700000000000);
  CHECK(parse_iso8601("2023-11-14T22:13:20") == 1700000000000);
  CHECK(parse_iso8601("2023-11-14T23:13:20+01:00") == 1700000000000);
  CHECK(parse_iso8601("2023-11-14T21:13:20-0100") == 1700000000000);
  CHECK(parse_iso8601("2023-11-14T22:13Z") == 1699999980000);
  CHECK(parse_iso8601("2021-01-01") == 1609459200000);
  for (int64_t ms : {int64_t{0}, int64_t{1700000000123}, int64_t{4102444800000}}) {
    CHECK(parse_iso8601(format_iso8601(ms)) == ms);
  }
  for (const char* bad : {"", "2023", "2023-13-01", "2023-02-29", "2023-11-14T25:00Z",
                          "2023-11-14T22:13:20Zjunk", "14/11/2023"}) {
    INFO(bad);
    CHECK_FALSE(parse_iso8601(bad).has_value());
  }
}

TEST_CASE("router: literal segments win, holes capture, unknown methods list the allowed") {
  Router router;
  auto tag = [](std::string name) {
    return [name](ApiContext&) -> core::Result<HttpResponse> {
      HttpResponse r;
      r.body = name;
      return r;
    };
  };
  router.add("GET", "/api/v1/workloads/{id}", tag("get"));
  router.add("DELETE", "/api/v1/workloads/{id}", tag("delete"));
  router.add("GET", "/api/v1/workloads/count", tag("count"));
  router.add("POST", "/api/v1/workloads/trainings", tag("submit"));
  router.add("GET", "/api/v1/workloads/trainings/{id}", tag("typed"));
  router.add("GET", "/api/v1/workloads/{id}/logs", tag("logs"));

  auto m = router.match("GET", "/api/v1/workloads/abc/");
  REQUIRE(m.handler != nullptr);
  CHECK(m.params == std::vector<std::string>{"abc"});
  CHECK(router.match("GET", "/api/v1/workloads/count").params.empty());
  CHECK(router.match("GET", "//api/v1/workloads/x/logs").params == std::vector<std::string>{"x"});
  auto typed = router.match("GET", "/api/v1/workloads/trainings/logs");
  REQUIRE(typed.handler != nullptr);
  CHECK(typed.params == std::vector<std::string>{"logs"});  // trainings/{id} beats {id}/logs
  auto wrong = router.match("PUT", "/api/v1/workloads/abc");
  CHECK(wrong.handler == nullptr);
  CHECK(wrong.allowed == "GET, DELETE");
  auto unknown = router.match("GET", "/api/v2/nothing");
  CHECK(unknown.handler == nullptr);
  CHECK(unknown.allowed.empty());
}

TEST_CASE("api errors: each code has its status and a JSON body with the field") {
  CHECK(http_status(core::Error::Code::invalid_argument) == 400);
  CHECK(http_status(core::Error::Code::unauthenticated) == 401);
  CHECK(http_status(core::Error::Code::permission_denied) == 403);
  CHECK(http_status(core::Error::Code::not_found) == 404);
  CHECK(http_status(core::Error::Code::conflict) == 409);
  CHECK(http_status(core::Error::Code::io) == 500);
  CHECK(http_status(core::Error::Code::internal) == 500);
  CHECK(http_status(core::Error::Code::no_space) == 507);
  HttpResponse r = error_response(core::Error{core::Error::Code::invalid_argument,
                                              "expected a number, got \"two\"",
                                              "spec.compute.gpuDevicesRequest"});
  CHECK(r.status == 400);
  json body = json::parse(r.body);
  CHECK(body["code"] == 400);
  CHECK(body["message"] == "spec.compute.gpuDevicesRequest: expected a number, got \"two\"");
  CHECK(body["field"] == "spec.compute.gpuDevicesRequest");
  HttpResponse unauth =
      error_response(core::Error{core::Error::Code::unauthenticated, "no token", ""});
  CHECK(unauth.status == 401);
  CHECK_FALSE(json::parse(unauth.body).contains("field"));
  CHECK(unauth.headers["WWW-Authenticate"] == "Bearer");
  CHECK(json::parse(status_response(202, "ok").body) == json{{"code", 202}, {"message", "ok"}});
}

}  // namespace
}  // namespace gpuq::daemon::api
