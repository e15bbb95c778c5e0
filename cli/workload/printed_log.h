// What `gpuq logs -f` has printed of a workload's log, so that a stream
// opened again after the daemon restarted prints each byte once.
//
// The daemon sends a log from its start each time it is asked (without
// --tail), so a stream opened again repeats what was printed. Of a stream
// whose lines are not prefixed (one pod) the first N bytes are dropped; of
// one whose lines start with "[POD] " (kubectl's --prefix), the first N bytes
// of each pod's lines, since the pods' lines may come interleaved otherwise.
//
//   PrintedLog printed(prefixed, [](std::string_view text) { return print(text); });
//   client.logs(..., [&](std::string_view chunk) { return printed.take(chunk); });
//   // the connection dropped, the daemon answers again:
//   printed.replay();
//   client.logs(..., [&](std::string_view chunk) { return printed.take(chunk); });
#ifndef GPUQ_CLI_WORKLOAD_PRINTED_LOG_H_
#define GPUQ_CLI_WORKLOAD_PRINTED_LOG_H_

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <string_view>

namespace gpuq::cli {

class PrintedLog {
 public:
  // `print` writes text out and says whether it could (false: stdout is
  // gone, and the stream should stop).
  PrintedLog(bool prefixed, std::function<bool(std::string_view)> print);

  // A piece of the stream, as the daemon sent it: what was not printed
  // before goes to `print`. False once `print` failed.
  bool take(std::string_view chunk);
  // The stream starts again from the log's start: what it repeats is dropped.
  void replay();
  // The stream starts again at the log's end (a --tail stream: its start is
  // not where the first one began): nothing of it is dropped.
  void follow_on();

  bool output_failed() const { return failed_; }

 private:
  struct Count {
    int64_t printed = 0;  // bytes printed, over every stream
    int64_t seen = 0;     // bytes of the current stream
  };
  bool pass(Count& count, std::string_view text);

  bool prefixed_;
  std::function<bool(std::string_view)> print_;
  Count whole_;                          // a stream without prefixes
  std::map<std::string, Count> by_pod_;  // by prefix ("[a1-0] ")
  std::string partial_;                  // of a prefixed stream: a line not ended yet
  bool dropping_ = true;                 // false after follow_on()
  bool failed_ = false;
};

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_PRINTED_LOG_H_
