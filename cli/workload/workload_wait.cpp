#include "cli/workload/workload_wait.h"

#include <chrono>
#include <ostream>
#include <thread>

#include "cli/workload/wait_condition.h"

namespace gpuq::cli {

bool final_phase(const std::string& phase) {
  return phase == "Completed" || phase == "Failed" || phase == "Stopped" || phase == "Deleted";
}

client::ApiResult<Started> wait_until_started(client::Client& client, const std::string& name,
                                              const std::string& project, std::ostream& out) {
  std::string shown;
  // Polling is enough here: a cycle runs at least every second, and a
  // submit-to-start takes milliseconds; start fast, then back off to 500 ms.
  auto pause = std::chrono::milliseconds(20);
  DaemonOutage outage(/*heard=*/true);  // it answered the submit
  for (;;) {
    auto detail = client.get_workload(name, project);
    if (!detail && outage.bear(detail.error())) {
      std::this_thread::sleep_for(pause);
      pause = std::min(pause * 2, std::chrono::milliseconds(500));
      continue;
    }
    if (!detail) return std::unexpected(detail.error());
    outage.answered();
    const client::Workload& w = detail->workload;
    std::string line = w.name + ": " + w.phase;
    if (!w.phase_message.empty() && w.phase != "Running") line += " (" + w.phase_message + ")";
    if (line != shown) {
      out << line << "\n" << std::flush;
      shown = line;
    }
    const PodRuns runs = pod_runs(*detail);
    if (w.phase == "Running" || final_phase(w.phase) || runs.attempts > 0) {
      const bool retrying = !final_phase(w.phase) && w.phase != "Running";
      return Started{w.phase, retrying ? runs.failed_exit : std::nullopt, w.phase_message};
    }
    std::this_thread::sleep_for(pause);
    pause = std::min(pause * 2, std::chrono::milliseconds(500));
  }
}

client::ApiResult<void> follow_logs(client::Client& client, const std::string& name,
                                    const std::string& project, std::ostream& out) {
  client::LogQuery query;
  query.follow = true;
  return client.logs(name, project, query, [&out](std::string_view chunk) {
    out << chunk << std::flush;
    return static_cast<bool>(out);
  });
}

}  // namespace gpuq::cli
