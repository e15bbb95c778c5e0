#include "daemon/http/connection_gate.h"

namespace gpuq::daemon {

bool ConnectionGate::opened(const std::string& caller, bool exempt) {
  std::lock_guard lock(mu_);
  std::size_t& mine = by_caller_[caller];
  const bool room = exempt ? open_ < limits_.total
                           : open_ + limits_.reserve < limits_.total && mine < limits_.per_caller;
  if (!room) {
    if (mine == 0) by_caller_.erase(caller);
    return false;
  }
  ++mine;
  ++open_;
  return true;
}

void ConnectionGate::closed(const std::string& caller) {
  std::lock_guard lock(mu_);
  auto it = by_caller_.find(caller);
  if (it == by_caller_.end()) return;
  if (--it->second == 0) by_caller_.erase(it);
  if (open_ > 0) --open_;
}

bool ConnectionGate::busy() const {
  std::lock_guard lock(mu_);
  return open_ > limits_.busy;
}

std::size_t ConnectionGate::open_count() const {
  std::lock_guard lock(mu_);
  return open_;
}

std::size_t ConnectionGate::open_count(const std::string& caller) const {
  std::lock_guard lock(mu_);
  auto it = by_caller_.find(caller);
  return it == by_caller_.end() ? 0 : it->second;
}

}  // namespace gpuq::daemon
