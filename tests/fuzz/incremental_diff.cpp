// incremental_diff: drives random event sequences (arrivals, many of them
// twins of a waiting job; cycles carried out; deletes; completions; clock
// steps across minimum runtimes) through core::IncrementalScheduler, and
// after every event compares its decisions and queue reports with a full
// core::run_cycle on the same snapshot.
//
// A difference is shrunk to the shortest event sequence that still shows it
// and printed as a scenario file (`gpuq simulate` replays it with full
// cycles), with the two results' differing lines; exit status 1.
//
//   incremental_diff [--sequences N] [--seconds S] [--seed K] [--events E]
//
// Prints how many sequences and events it checked, and how many events the
// incremental path decided without a full cycle (it fails when none did:
// the check would then prove nothing).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "core/cycle.h"
#include "core/incremental.h"
#include "core/scenario/world.h"

namespace {

using namespace gpuq::core;

struct Event {
  enum class Kind { submit, schedule, remove, complete, advance } kind;
  WorkloadSpec workload;  // submit
  std::string target;     // remove, complete
  int64_t seconds = 0;    // advance
};

struct Case {
  Snapshot start;
  std::vector<Event> events;
  // Whether the scheduler validates what it is given: half the cases run
  // as the daemon runs it (off), whose paths change the snapshot in place.
  bool check = true;
};

std::string pod_status(PodStatus s) { return std::string(pod_status_name(s)); }

// One line per workload and per queue report: what the comparison reads.
std::vector<std::string> lines_of(const Snapshot& snap, const CycleResult& r) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < r.workloads.size(); ++i) {
    const auto& d = r.workloads[i];
    std::ostringstream line;
    line << (i < snap.workloads.size() ? snap.workloads[i].name : "?") << ": "
         << pod_status(d.status) << " [" << d.reason << "]";
    if (d.protected_until_s) line << " protected until " << *d.protected_until_s;
    for (const auto& p : d.pods) {
      line << " {" << pod_status(p.status) << " " << p.node << "<-" << p.from_node;
      for (const auto& dev : p.devices) line << " d" << dev.index << ":" << dev.portion;
      for (const auto& m : p.mig) line << " " << m.profile << "#" << m.index;
      line << "}";
    }
    out.push_back(line.str());
  }
  for (const auto& q : r.queues) {
    std::ostringstream line;
    line << "queue " << q.project << "@" << q.pool;
    for (const auto* v : {&q.deserved, &q.limit, &q.fair_share, &q.fair_share_by_weight,
                          &q.allocated, &q.requested}) {
      line << " (" << (*v)[Resource::gpu] << "," << (*v)[Resource::cpu] << ","
           << (*v)[Resource::memory] << ")";
    }
    out.push_back(line.str());
  }
  return out;
}

class Generator {
 public:
  explicit Generator(uint64_t seed) : rng_(seed) {}

  int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
  bool chance(int percent) { return pick(1, 100) <= percent; }

  Snapshot start() {
    Snapshot s;
    const bool two_pools = chance(10);
    const int nodes = pick(1, 4);
    for (int n = 0; n < nodes; ++n) {
      NodeSpec node;
      node.name = "node-" + std::to_string(n + 1);
      node.pool = two_pools && n % 2 == 1 ? "other" : "default";
      node.gpu_count = pick(1, 4);
      if (chance(30)) node.cpu = pick(2, 16) * 1000;
      s.nodes.push_back(node);
    }
    if (chance(25)) {
      s.config.preempt_min_runtime_s = pick(0, 3) * 30;
      s.config.reclaim_min_runtime_s = pick(0, 3) * 30;
    }
    if (chance(20)) s.config.k_value = 1.0;
    const bool department = chance(30);
    if (department) s.projects.push_back(project("dept", ""));
    const int projects = pick(1, 4);
    for (int p = 0; p < projects; ++p) {
      s.projects.push_back(project("team-" + std::to_string(p), department && p < 2 ? "dept" : ""));
    }
    const int workloads = pick(0, 8);
    for (int w = 0; w < workloads; ++w) s.workloads.push_back(workload(s));
    return s;
  }

  ProjectSpec project(const std::string& name, const std::string& parent) {
    ProjectSpec p;
    p.name = name;
    p.parent = parent;
    p.quota.deserved[Resource::gpu] = pick(0, 4) * 1000;
    if (chance(30)) p.quota.limit[Resource::gpu] = pick(1, 6) * 1000;
    if (chance(20)) p.quota.deserved[Resource::cpu] = pick(1, 8) * 1000;
    if (chance(20)) p.priority = 100 + pick(-1, 1) * 10;
    if (chance(20)) p.usage[0] = pick(0, 10) / 10.0;
    return p;
  }

  // A new pending workload of a leaf project.
  WorkloadSpec workload(const Snapshot& s) {
    std::vector<std::string> leaves;
    for (const auto& p : s.projects) {
      bool parent = false;
      for (const auto& q : s.projects) parent = parent || q.parent == p.name;
      if (!parent) leaves.push_back(p.name);
    }
    WorkloadSpec w;
    w.name = "w" + std::to_string(next_++);
    w.project = leaves[static_cast<std::size_t>(pick(0, static_cast<int>(leaves.size()) - 1))];
    const int pods = chance(70) ? 1 : pick(2, 3);
    w.pods.resize(static_cast<std::size_t>(pods));
    w.min_available = chance(70) ? pods : pick(1, pods);
    if (chance(20)) {
      w.request.gpu_portion = 500;
    } else if (chance(90)) {
      w.request.gpus = pick(1, 2);
    }
    if (chance(30)) w.request.cpu = pick(1, 4) * 1000;
    static const int priorities[] = {40, 50, 50, 50, 75, 100};
    w.priority = priorities[pick(0, 5)];
    w.preemptible = w.priority < 100;
    if (w.priority == 100) w.type = WorkloadType::workspace;
    return w;
  }

  // A copy of a wholly pending workload under a new name, or a new one.
  WorkloadSpec arrival(const Snapshot& s) {
    std::vector<const WorkloadSpec*> waiting;
    for (const auto& w : s.workloads) {
      bool pending = true;
      for (const auto& p : w.pods) pending = pending && p.phase == PodPhase::pending;
      if (pending) waiting.push_back(&w);
    }
    if (!waiting.empty() && chance(60)) {
      WorkloadSpec twin =
          *waiting[static_cast<std::size_t>(pick(0, static_cast<int>(waiting.size()) - 1))];
      twin.name = "w" + std::to_string(next_++);
      return twin;
    }
    return workload(s);
  }

  std::string any_name(const Snapshot& s) {
    if (s.workloads.empty()) return "nothing";
    return s.workloads[static_cast<std::size_t>(pick(0, static_cast<int>(s.workloads.size()) - 1))]
        .name;
  }

 private:
  std::mt19937_64 rng_;
  int next_ = 0;
};

// Replays `c`; the index of the first event after which the two differ
// (-1: none), with both results' lines then.
struct Outcome {
  int bad_event = -1;
  std::vector<std::string> incremental, full;
  int64_t fast = 0, events = 0;
};

// What changed from `mine` to `next`, as the daemon's walk finds it; nullopt
// when a workload appears among the others (the daemon then passes the
// whole snapshot to update()).
std::optional<WorkloadChanges> changes_between(const Snapshot& mine, const Snapshot& next) {
  WorkloadChanges c;
  c.now_s = next.config.now_s;
  std::size_t j = 0;
  for (const WorkloadSpec& w : next.workloads) {
    while (j < mine.workloads.size() && mine.workloads[j].name != w.name) {
      const std::string& name = mine.workloads[j].name;
      if (std::any_of(next.workloads.begin(), next.workloads.end(),
                      [&](const WorkloadSpec& n) { return n.name == name; })) {
        return std::nullopt;
      }
      c.removed.push_back(name);
      ++j;
    }
    if (j == mine.workloads.size()) {
      c.arrivals.push_back(w);
      continue;
    }
    if (!(mine.workloads[j] == w)) c.changed.push_back(w);
    ++j;
  }
  for (; j < mine.workloads.size(); ++j) c.removed.push_back(mine.workloads[j].name);
  return c;
}

// The two ways the daemon hands over a new state, in turn: the whole
// snapshot, or only what changed.
bool hand_over(IncrementalScheduler& sched, const Snapshot& world, bool as_changes) {
  if (as_changes) {
    if (auto c = changes_between(sched.snapshot(), world))
      return sched.apply(std::move(*c)).has_value();
  }
  return sched.update(world).has_value();
}

Outcome replay(const Case& c) {
  Outcome out;
  IncrementalScheduler sched(c.start, c.check);
  Snapshot world = c.start;  // the events' own view, to know what applies
  for (std::size_t i = 0; i < c.events.size(); ++i) {
    const Event& e = c.events[i];
    switch (e.kind) {
      case Event::Kind::submit: {
        if (!scenario::submit(world, e.workload)) continue;
        auto r =
            i % 3 == 2
                ? sched.apply(WorkloadChanges{world.config.now_s, {}, {}, {world.workloads.back()}})
                : sched.add_workload(world.workloads.back());
        if (!r) {
          std::fprintf(stderr, "add_workload refused %s: %s\n", e.workload.name.c_str(),
                       r.error().to_string().c_str());
          std::exit(2);
        }
        break;
      }
      case Event::Kind::schedule: {
        auto next = scenario::advance(world, sched.result());
        if (!next) continue;
        world = *next;
        if (!hand_over(sched, world, i % 2 == 1)) std::exit(2);
        break;
      }
      case Event::Kind::remove:
        if (!scenario::remove(world, e.target)) continue;
        if (i % 2 == 1 ? !sched.apply(WorkloadChanges{world.config.now_s, {e.target}, {}, {}})
                       : !sched.remove_workload(e.target)) {
          std::exit(2);
        }
        break;
      case Event::Kind::complete: {
        if (!scenario::complete(world, e.target)) continue;
        // Also as one workload's change, by name.
        auto done = std::find_if(world.workloads.begin(), world.workloads.end(),
                                 [&](const WorkloadSpec& w) { return w.name == e.target; });
        if (i % 3 == 0 && done != world.workloads.end()) {
          if (!sched.update_workload(*done)) std::exit(2);
        } else if (!hand_over(sched, world, i % 2 == 1)) {
          std::exit(2);
        }
        break;
      }
      case Event::Kind::advance:
        scenario::advance_clock(world, e.seconds);
        sched.set_time(world.config.now_s);
        break;
    }
    ++out.events;
    // Without validation in the scheduler, the events' own world is checked
    // here: an invalid one would otherwise pass unnoticed.
    if (!c.check) {
      if (auto ok = validate(world); !ok) {
        std::fprintf(stderr, "event %zu made an invalid snapshot: %s\n", i,
                     ok.error().to_string().c_str());
        std::exit(2);
      }
    }
    if (!(sched.snapshot().workloads == world.workloads) ||
        sched.snapshot().config.now_s != world.config.now_s) {
      out.bad_event = static_cast<int>(i);
      out.incremental = {"the scheduler's snapshot differs from the events' own"};
      break;
    }
    const auto inc = lines_of(sched.snapshot(), sched.result());
    const auto full = lines_of(sched.snapshot(), run_cycle(sched.snapshot()));
    if (inc != full) {
      out.bad_event = static_cast<int>(i);
      out.incremental = inc;
      out.full = full;
      break;
    }
  }
  out.fast = sched.incremental_count();
  return out;
}

// Drops events and starting workloads while the difference stays, last
// first, until none can go.
Case shrink(Case c) {
  bool smaller = true;
  while (smaller) {
    smaller = false;
    for (std::size_t i = c.events.size(); i-- > 0;) {
      Case trial = c;
      trial.events.erase(trial.events.begin() + static_cast<std::ptrdiff_t>(i));
      if (replay(trial).bad_event >= 0) {
        c = std::move(trial);
        smaller = true;
      }
    }
    for (std::size_t i = c.start.workloads.size(); i-- > 0;) {
      Case trial = c;
      trial.start.workloads.erase(trial.start.workloads.begin() + static_cast<std::ptrdiff_t>(i));
      if (replay(trial).bad_event >= 0) {
        c = std::move(trial);
        smaller = true;
      }
    }
  }
  return c;
}

std::string gpu_text(int64_t milli) {
  return milli % 1000 == 0 ? std::to_string(milli / 1000) : std::to_string(milli / 1000.0);
}

std::string workload_yaml(const WorkloadSpec& w) {
  std::ostringstream y;
  y << "{name: " << w.name << ", project: " << w.project << ", pods: " << w.pods.size()
    << ", min_available: " << w.min_available << ", priority: " << w.priority
    << ", preemptible: " << (w.preemptible ? "true" : "false");
  if (w.type == WorkloadType::workspace) y << ", type: workspace";
  if (w.request.gpus > 0) y << ", gpu: " << w.request.gpus;
  if (w.request.gpu_portion > 0) y << ", gpu_fraction: " << w.request.gpu_portion / 1000.0;
  if (w.request.cpu > 0) y << ", cpu: " << w.request.cpu / 1000;
  y << "}";
  return y.str();
}

// The case as a scenario file: its start, then its events as steps.
std::string scenario_yaml(const Case& c) {
  std::ostringstream y;
  y << "name: incremental-diff\nwhat: the incremental scheduler and a full cycle differ after "
       "the last step\nconfig:\n  preempt_min_runtime_s: "
    << c.start.config.preempt_min_runtime_s
    << "\n  reclaim_min_runtime_s: " << c.start.config.reclaim_min_runtime_s
    << "\n  k_value: " << c.start.config.k_value << "\ncluster:\n  nodes:\n";
  for (const auto& n : c.start.nodes) {
    y << "    - {name: " << n.name << ", pool: " << n.pool << ", gpus: " << n.gpu_count;
    if (n.cpu != kUnlimited) y << ", cpu: " << n.cpu / 1000;
    y << "}\n";
  }
  y << "projects:\n";
  for (const auto& p : c.start.projects) {
    y << "  - {name: " << p.name;
    if (!p.parent.empty()) y << ", parent: " << p.parent;
    y << ", quota: {gpu: " << gpu_text(p.quota.deserved[Resource::gpu]);
    if (p.quota.deserved[Resource::cpu] != kUnlimited) {
      y << ", cpu: " << p.quota.deserved[Resource::cpu] / 1000;
    }
    y << "}";
    if (p.quota.limit[Resource::gpu] != kUnlimited) {
      y << ", limit: {gpu: " << gpu_text(p.quota.limit[Resource::gpu]) << "}";
    }
    y << ", priority: " << p.priority;
    if (p.usage[0] > 0) y << ", usage: {gpu: " << p.usage[0] << "}";
    y << "}\n";
  }
  y << "workloads:\n";
  for (const auto& w : c.start.workloads) y << "  - " << workload_yaml(w) << "\n";
  if (c.start.workloads.empty()) y << "  []\n";
  y << "steps:\n";
  for (const Event& e : c.events) {
    switch (e.kind) {
      case Event::Kind::submit:
        y << "  - submit: " << workload_yaml(e.workload) << "\n";
        break;
      case Event::Kind::schedule:
        y << "  - schedule: {cycles: 1}\n";
        break;
      case Event::Kind::remove:
        y << "  - delete: " << e.target << "\n";
        break;
      case Event::Kind::complete:
        y << "  - complete: " << e.target << "\n";
        break;
      case Event::Kind::advance:
        y << "  - advance: " << e.seconds << "\n";
        break;
    }
  }
  y << "  - schedule: {cycles: 1}\n  - expect: {}\n";
  return y.str();
}

Case random_case(Generator& g, int events) {
  Case c;
  c.start = g.start();
  Snapshot world = c.start;
  for (int i = 0; i < events; ++i) {
    Event e;
    const int roll = g.pick(1, 100);
    if (roll <= 40) {
      e.kind = Event::Kind::submit;
      e.workload = g.arrival(world);
      (void)scenario::submit(world, e.workload);
    } else if (roll <= 75) {
      e.kind = Event::Kind::schedule;
    } else if (roll <= 85) {
      e.kind = Event::Kind::remove;
      e.target = g.any_name(world);
      (void)scenario::remove(world, e.target);
    } else if (roll <= 93) {
      e.kind = Event::Kind::complete;
      e.target = g.any_name(world);
    } else {
      e.kind = Event::Kind::advance;
      e.seconds = g.pick(1, 4) * 20;
    }
    c.events.push_back(std::move(e));
  }
  return c;
}

}  // namespace

int main(int argc, char** argv) {
  int64_t sequences = 2000, seconds = 0, events = 40;
  uint64_t seed = 1;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    const long long value = std::atoll(argv[i + 1]);
    if (flag == "--sequences") {
      sequences = value;
    } else if (flag == "--seconds") {
      seconds = value;
    } else if (flag == "--seed") {
      seed = static_cast<uint64_t>(value);
    } else if (flag == "--events") {
      events = value;
    } else {
      std::fprintf(stderr,
                   "unknown flag %s; usage: incremental_diff [--sequences N] "
                   "[--seconds S] [--seed K] [--events E]\n",
                   flag.c_str());
      return 2;
    }
  }
  Generator g(seed);
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
  int64_t done = 0, checked = 0, fast = 0;
  while (seconds > 0 ? std::chrono::steady_clock::now() < until : done < sequences) {
    Case c = random_case(g, static_cast<int>(events));
    c.check = done % 2 == 0;  // not from the generator: a seed's sequences stay as they were
    Outcome o = replay(c);
    ++done;
    checked += o.events;
    fast += o.fast;
    if (o.bad_event < 0) continue;
    Case small = shrink(c);
    Outcome s = replay(small);
    std::printf("# sequence %lld (seed %llu, validation %s) differs after %d of its events:\n%s",
                static_cast<long long>(done), static_cast<unsigned long long>(seed),
                small.check ? "on" : "off", s.bad_event + 1, scenario_yaml(small).c_str());
    for (std::size_t i = 0; i < std::max(s.incremental.size(), s.full.size()); ++i) {
      const std::string a = i < s.incremental.size() ? s.incremental[i] : "(none)";
      const std::string b = i < s.full.size() ? s.full[i] : "(none)";
      if (a != b) std::printf("# incremental: %s\n# full cycle:  %s\n", a.c_str(), b.c_str());
    }
    return 1;
  }
  std::printf("checked %lld sequences, %lld events; %lld decided without a full cycle\n",
              static_cast<long long>(done), static_cast<long long>(checked),
              static_cast<long long>(fast));
  return fast > 0 ? 0 : 1;
}
