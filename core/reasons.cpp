#include "core/reasons.h"

#include <algorithm>

#include "core/quantity.h"

namespace gpuq::core {
namespace {

std::string plural(int64_t n, const std::string& word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

// The most of something free on one node, with that node's name.
struct Best {
  int64_t amount = -1;
  std::string node;
  void offer(int64_t a, const std::string& n) {
    if (a > amount) {
      amount = a;
      node = n;
    }
  }
  std::string where() const { return node.empty() ? "" : " on " + node; }
};

}  // namespace

std::string describe_amount(Resource r, int64_t amount) {
  switch (r) {
    case Resource::gpu:
      return format_decimal_milli(amount) + (amount == kMilli ? " GPU" : " GPUs");
    case Resource::cpu:
      return format_decimal_milli(amount) + (amount == kMilli ? " CPU" : " CPUs");
    case Resource::memory:
      return format_bytes_short(amount) + " memory";
  }
  return std::to_string(amount);
}

std::string describe_request(const PodRequest& r) {
  std::string out;
  auto add = [&](const std::string& part) { out += (out.empty() ? "" : ", ") + part; };
  if (r.gpus > 0) add(plural(r.gpus, "GPU"));
  if (r.gpu_portion > 0) add(format_decimal_milli(r.gpu_portion) + " of a GPU");
  if (r.gpu_memory > 0) add(format_bytes_short(r.gpu_memory) + " of GPU memory");
  for (const auto& [profile, count] : r.mig) {
    add(count == 1 ? "MIG " + profile : std::to_string(count) + " MIG " + profile);
  }
  if (r.cpu > 0) add(describe_amount(Resource::cpu, r.cpu));
  if (r.memory > 0) add(describe_amount(Resource::memory, r.memory));
  for (const auto& [name, amount] : r.extended) add(std::to_string(amount) + " " + name);
  return out.empty() ? "nothing" : out;
}

std::string describe_not_ready(const RtJob& job) {
  return "gang needs " + std::to_string(job.spec->min_available) + " pods together but only " +
         std::to_string(job.pending_pods() + job.active_pods()) + " exist";
}

std::string qualified_name(const Session& session, const RtJob& job) {
  if (job.project < 0) return job.spec->name;
  return session.queues()[static_cast<std::size_t>(job.project)].spec->name + "/" + job.spec->name;
}

std::string describe_no_fit(Session& session, const RtJob& job, int count, int placed) {
  const PodRequest& r = job.spec->request;
  std::string gang;
  if (count > 1) gang = " (gang of " + std::to_string(count) + " pods)";
  if (session.pool_nodes().empty()) return "no node in pool " + session.pool();

  Best whole, portion, gpu_memory, cpu, memory;
  for (int n : session.pool_nodes()) {
    const NodeState& node = session.nodes()[static_cast<std::size_t>(n)];
    whole.offer(node.whole_devices_free(false), node.name());
    portion.offer(node.best_device_free(false), node.name());
    // A memory request is answered in memory, not in thousandths of a GPU.
    gpu_memory.offer(node.best_device_free(false) * node.spec().gpu_memory / kMilli, node.name());
    if (node.cpu().capacity < kUnconstrained) cpu.offer(node.cpu().idle(), node.name());
    if (node.memory().capacity < kUnconstrained) memory.offer(node.memory().idle(), node.name());
  }
  // Report the first resource that no single node can give.
  if (r.gpus > 0 && whole.amount <= 0) {
    return "needs " + plural(r.gpus, "GPU") + "; every GPU of pool " + session.pool() +
           " is in use" + gang;
  }
  if (r.gpus > 0 && whole.amount < r.gpus) {
    return "needs " + plural(r.gpus, "GPU") + " on one node; the largest free block is " +
           std::to_string(std::max<int64_t>(whole.amount, 0)) + whole.where() + gang;
  }
  if (r.gpu_portion > 0 && portion.amount < r.gpu_portion) {
    return "needs " + format_decimal_milli(r.gpu_portion) +
           " of one GPU; the most free on a device is " +
           format_decimal_milli(std::max<int64_t>(portion.amount, 0)) + portion.where() + gang;
  }
  if (r.gpu_memory > 0) {
    return "needs " + format_bytes_short(r.gpu_memory) +
           " of GPU memory on one device; the most free on a device is " +
           format_bytes_short(std::max<int64_t>(gpu_memory.amount, 0)) + gpu_memory.where() + gang;
  }
  for (const auto& [profile, want] : r.mig) {
    Best mig;
    for (int n : session.pool_nodes()) {
      const NodeState& node = session.nodes()[static_cast<std::size_t>(n)];
      mig.offer(node.mig_free(profile, false), node.name());
    }
    if (mig.amount < want) {
      return "needs " + plural(want, "MIG " + profile + " instance") + "; the most free is " +
             std::to_string(std::max<int64_t>(mig.amount, 0)) + mig.where() + gang;
    }
  }
  if (r.cpu > 0 && cpu.amount >= 0 && cpu.amount < r.cpu) {
    return "needs " + describe_amount(Resource::cpu, r.cpu) + " on one node; the most free is " +
           describe_amount(Resource::cpu, std::max<int64_t>(cpu.amount, 0)) + cpu.where() + gang;
  }
  if (r.memory > 0 && memory.amount >= 0 && memory.amount < r.memory) {
    return "needs " + describe_amount(Resource::memory, r.memory) +
           " on one node; the most free is " +
           describe_amount(Resource::memory, std::max<int64_t>(memory.amount, 0)) + memory.where() +
           gang;
  }
  for (const auto& [name, want] : r.extended) {
    Best ext;
    for (int n : session.pool_nodes()) {
      const NodeState& node = session.nodes()[static_cast<std::size_t>(n)];
      ext.offer(node.extended_free(name, false), node.name());
    }
    if (ext.amount < want) {
      return "needs " + std::to_string(want) + " " + name + " on one node; the most free is " +
             std::to_string(std::max<int64_t>(ext.amount, 0)) + ext.where() + gang;
    }
  }
  if (count > 1) {
    return "gang of " + std::to_string(count) + " pods, each needing " + describe_request(r) +
           ": only " + std::to_string(placed) + " fit at once";
  }
  return "no node has " + describe_request(r) + " free at once";
}

}  // namespace gpuq::core
