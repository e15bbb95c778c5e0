// A page of GET /api/v1/workloads read in place (json_reader.h) straight
// into Workloads, without building a DOM first: what keeps `gpuq workload
// list -A` over 10,000 workloads quick. Reads the
// same fields as workload_from_json (json_results.cpp), as leniently;
// Workload::json is the item's text as the server sent it. Internal to
// libclient.
#ifndef GPUQ_LIBCLIENT_WORKLOAD_PAGE_READER_H_
#define GPUQ_LIBCLIENT_WORKLOAD_PAGE_READER_H_

#include <cstdint>
#include <functional>
#include <string_view>

#include "gpuq/error.h"
#include "gpuq/types.h"

namespace gpuq::client::detail {

struct WorkloadPageSummary {
  int64_t items = 0;     // items read
  int64_t total = 0;     // the answer's "total"; the items read when it has none
  bool stopped = false;  // the sink returned false
};

// Hands each item of the page `text` to `sink` as soon as it is read; stops
// when `sink` returns false. Errors (protocol, naming `what`): not JSON, not
// an object, or no "workloads" list.
ApiResult<WorkloadPageSummary> read_workload_page(std::string_view text, std::string_view what,
                                                  const std::function<bool(Workload&&)>& sink);

// One workload object, `text` (a submit's answer: its list item, or the
// detail from a server that ignores Prefer: return=minimal), read the same
// way; Workload::json is `text`. Errors (protocol, naming `what`): not JSON,
// or not an object.
ApiResult<Workload> read_workload_item(std::string_view text, std::string_view what);

}  // namespace gpuq::client::detail

#endif  // GPUQ_LIBCLIENT_WORKLOAD_PAGE_READER_H_
