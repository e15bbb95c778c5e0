// The keys that leave an interactive session without ending it: Ctrl-P
// then Ctrl-Q, as docker and runai have them. Typed input goes through a
// DetachKeys before it is sent to the pod.
#ifndef GPUQ_CLI_WORKLOAD_DETACH_KEYS_H_
#define GPUQ_CLI_WORKLOAD_DETACH_KEYS_H_

#include <string>
#include <string_view>

namespace gpuq::cli {

inline constexpr char kDetachFirst = '\x10';   // Ctrl-P
inline constexpr char kDetachSecond = '\x11';  // Ctrl-Q

class DetachKeys {
 public:
  struct Scan {
    std::string forward;  // what to send to the pod
    bool detach = false;  // the sequence was typed: send `forward`, then leave
  };
  // Scans the bytes read. A Ctrl-P is held back until the next byte: with a
  // Ctrl-Q it is the sequence (neither is sent); with anything else it is
  // sent on with that byte. Not thread-safe; one per session.
  Scan scan(std::string_view input);

 private:
  bool held_ = false;  // a Ctrl-P ended the last input
};

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_DETACH_KEYS_H_
