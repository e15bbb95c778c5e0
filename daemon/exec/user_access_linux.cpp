#include "daemon/exec/user_access.h"

#include <grp.h>
#include <pwd.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <vector>

namespace gpuq::daemon {
namespace {

// The user's groups: `gid` and the supplementary groups of its passwd entry.
std::vector<gid_t> groups_of(uid_t uid, gid_t gid) {
  std::vector<gid_t> groups = {gid};
  std::vector<char> buffer(16384);
  passwd entry{};
  passwd* found = nullptr;
  if (getpwuid_r(uid, &entry, buffer.data(), buffer.size(), &found) != 0 || found == nullptr) {
    return groups;
  }
  int count = 64;
  std::vector<gid_t> list(static_cast<std::size_t>(count));
  if (getgrouplist(found->pw_name, gid, list.data(), &count) < 0) {
    list.resize(static_cast<std::size_t>(count));
    if (getgrouplist(found->pw_name, gid, list.data(), &count) < 0) return groups;
  }
  list.resize(static_cast<std::size_t>(count));
  groups.insert(groups.end(), list.begin(), list.end());
  return groups;
}

bool may_search(const struct stat& st, uid_t uid, const std::vector<gid_t>& groups) {
  if (st.st_uid == uid) return (st.st_mode & S_IXUSR) != 0;
  if (std::find(groups.begin(), groups.end(), st.st_gid) != groups.end()) {
    return (st.st_mode & S_IXGRP) != 0;
  }
  return (st.st_mode & S_IXOTH) != 0;
}

}  // namespace

UserGroups user_groups(uid_t uid, gid_t gid) {
  UserGroups user{{gid}, {}};
  std::vector<char> buffer(16384);
  passwd entry{};
  passwd* found = nullptr;
  if (getpwuid_r(uid, &entry, buffer.data(), buffer.size(), &found) != 0 || found == nullptr) {
    return user;
  }
  user.home = found->pw_dir != nullptr ? found->pw_dir : "";
  int count = 64;
  std::vector<gid_t> list(static_cast<std::size_t>(count));
  if (getgrouplist(found->pw_name, gid, list.data(), &count) < 0) {
    list.resize(static_cast<std::size_t>(count));
    if (getgrouplist(found->pw_name, gid, list.data(), &count) < 0) return user;
  }
  list.resize(static_cast<std::size_t>(count));
  user.groups = std::move(list);
  return user;
}

UserGroups UserGroupsCache::get(uid_t uid, gid_t gid) {
  const auto now = std::chrono::steady_clock::now();
  {
    std::lock_guard lock(mu_);
    auto it = entries_.find({uid, gid});
    if (it != entries_.end() && now < it->second.expires) return it->second.user;
  }
  UserGroups user = user_groups(uid, gid);  // without the lock: it reads files
  std::lock_guard lock(mu_);
  if (entries_.size() >= kMaxEntries) entries_.clear();
  entries_[{uid, gid}] = Entry{user, now + kTtl};
  return user;
}

core::Result<void> check_user_can_read_dir(const std::string& dir, uid_t uid, gid_t gid,
                                           const std::string& field) {
  if (auto ok = check_user_can_enter(dir, uid, gid); !ok) {
    core::Error e = ok.error();
    e.where = field;
    if (e.message.ends_with(" (the pods would start there)")) {
      e.message.resize(e.message.size() - std::string_view(" (the pods would start there)").size());
    }
    return std::unexpected(std::move(e));
  }
  if (uid == 0) return {};
  struct stat st {};
  if (::stat(dir.c_str(), &st) != 0) return core::fail(dir + ": " + std::strerror(errno), field);
  const std::vector<gid_t> groups = groups_of(uid, gid);
  const bool readable = st.st_uid == uid ? (st.st_mode & S_IRUSR) != 0
                        : std::find(groups.begin(), groups.end(), st.st_gid) != groups.end()
                            ? (st.st_mode & S_IRGRP) != 0
                            : (st.st_mode & S_IROTH) != 0;
  if (!readable) {
    return core::fail("uid " + std::to_string(uid) + " may not read " + dir, field,
                      core::Error::Code::permission_denied);
  }
  return {};
}

core::Result<void> check_user_can_enter(const std::string& dir, uid_t uid, gid_t gid) {
  if (dir.empty() || dir.front() != '/') {
    return core::fail("must be an absolute path, got \"" + dir + "\"", "spec.workingDir");
  }
  // Root's checks need no groups: skip reading the user databases.
  const std::vector<gid_t> groups = uid == 0 ? std::vector<gid_t>{} : groups_of(uid, gid);
  std::filesystem::path so_far;
  for (const auto& part : std::filesystem::path(dir).lexically_normal()) {
    so_far /= part;
    if (part.empty()) continue;  // a trailing separator
    struct stat st {};
    if (::stat(so_far.c_str(), &st) != 0) {
      return core::fail(so_far.string() + ": " + std::strerror(errno), "spec.workingDir");
    }
    if (!S_ISDIR(st.st_mode)) {
      return core::fail(so_far.string() + " is not a directory", "spec.workingDir");
    }
    if (uid != 0 && !may_search(st, uid, groups)) {
      return core::fail("uid " + std::to_string(uid) + " may not enter " + so_far.string() +
                            " (the pods would start there)",
                        "spec.workingDir", core::Error::Code::permission_denied);
    }
  }
  return {};
}

}  // namespace gpuq::daemon
