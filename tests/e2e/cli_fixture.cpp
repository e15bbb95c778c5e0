#include "cli_fixture.h"

#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

namespace gpuq::test {

int free_tcp_port() {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t size = sizeof a;
  ::bind(fd, reinterpret_cast<sockaddr*>(&a), size);
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &size);
  ::close(fd);
  return ntohs(a.sin_port);
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> Run::lines() const {
  std::vector<std::string> out_lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) out_lines.push_back(line);
  return out_lines;
}

Run run_shell(const std::string& server, const std::string& config_home,
              const std::string& scratch_dir, const std::string& command, double timeout_s) {
  // Tests run commands from several threads at once (a follower beside its
  // checks): each run its own files.
  static std::atomic<int> counter{0};
  const std::string base =
      scratch_dir + "/cli-" + std::to_string(getpid()) + "-" + std::to_string(++counter);
  const std::string out_path = base + ".out", err_path = base + ".err";
  std::filesystem::create_directories(config_home);
  const std::string path =
      std::filesystem::path(GPUQ_BINARY).parent_path().string() + ":/usr/bin:/bin";
  pid_t pid = fork();
  if (pid == 0) {
    setpgid(0, 0);
    int in = ::open("/dev/null", O_RDONLY);
    int out = ::open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int err = ::open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    dup2(in, 0);
    dup2(out, 1);
    dup2(err, 2);
    if (server.empty()) {
      unsetenv("GPUQ_SERVER");
    } else {
      setenv("GPUQ_SERVER", server.c_str(), 1);
    }
    setenv("XDG_CONFIG_HOME", config_home.c_str(), 1);
    setenv("NO_COLOR", "1", 1);
    setenv("PATH", path.c_str(), 1);
    unsetenv("GPUQ_PROJECT");
    unsetenv("GPUQ_CONTEXT");
    execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  Run run;
  int status = 0;
  const auto deadline = std::chrono::steady_clock::now() +
                        std::chrono::milliseconds(static_cast<int>(timeout_s * 1000));
  bool interrupted = false;
  for (;;) {
    pid_t done = waitpid(pid, &status, WNOHANG);
    if (done == pid) break;
    if (std::chrono::steady_clock::now() > deadline) {
      kill(-pid, interrupted ? SIGKILL : SIGINT);
      interrupted = true;
      std::this_thread::sleep_for(std::chrono::milliseconds(500));
      continue;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  run.code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  run.out = read_file(out_path);
  run.err = read_file(err_path);
  std::filesystem::remove(out_path);
  std::filesystem::remove(err_path);
  return run;
}

Run gpuq_at(const std::string& server, const std::string& dir, const std::string& line,
            double timeout_s) {
  return run_shell(server, dir + "/config-home", dir,
                   std::string("exec ") + GPUQ_BINARY + " " + line, timeout_s);
}

Run run_gpuq(const Daemon& daemon, const std::string& line, double timeout_s) {
  return gpuq_at("unix://" + daemon.socket(), daemon.dir(), line, timeout_s);
}

std::vector<std::vector<std::string>> table_rows(const std::string& text) {
  std::vector<std::vector<std::string>> rows;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    std::vector<std::string> cells;
    std::size_t i = 0;
    while (i < line.size()) {
      while (i < line.size() && line[i] == ' ') ++i;
      if (i >= line.size()) break;
      std::size_t j = i;
      while (j < line.size() && !(line[j] == ' ' && j + 1 < line.size() && line[j + 1] == ' ') &&
             !(line[j] == ' ' && j + 1 == line.size())) {
        ++j;
      }
      cells.push_back(line.substr(i, j - i));
      i = j;
    }
    if (!cells.empty()) rows.push_back(std::move(cells));
  }
  return rows;
}

}  // namespace gpuq::test
