// The state directory's reserve: space held in a file so that a full disk
// (a pod's log, another program) cannot stop every change, deletes
// included. Released at the first commit the disk refuses; made again once
// the file system has room for it twice over.
#include <fcntl.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <string>

#include "daemon/service/service.h"

namespace gpuq::daemon {
namespace {

constexpr int64_t kReserveBytes = 16LL << 20;

std::string reserve_path(const DaemonConfig& config) { return config.state_dir + "/reserve"; }

}  // namespace

void Service::make_reserve() {
  if (config().state_dir.empty()) return;
  struct statvfs fs {};
  if (::statvfs(config().state_dir.c_str(), &fs) == 0 &&
      static_cast<int64_t>(fs.f_bavail) * static_cast<int64_t>(fs.f_frsize) < 2 * kReserveBytes) {
    return;  // no room now: the next try comes after a commit
  }
  const std::string path = reserve_path(config());
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
  if (fd < 0) return;
  const bool made = ::posix_fallocate(fd, 0, kReserveBytes) == 0;
  ::close(fd);
  if (!made) {
    ::unlink(path.c_str());
    return;
  }
  if (reserve_released_ && logger_) logger_("the state directory has room again: reserve restored");
  reserve_released_ = false;
}

void Service::release_reserve() {
  if (reserve_released_ || config().state_dir.empty()) return;
  if (::unlink(reserve_path(config()).c_str()) != 0) return;
  reserve_released_ = true;
  last_reserve_try_ms_ = clock_.now_ms();
  if (logger_) {
    logger_("the state directory is full: released the " + std::to_string(kReserveBytes >> 20) +
            " MiB held in reserve, so that deletes can still free space");
  }
}

}  // namespace gpuq::daemon
