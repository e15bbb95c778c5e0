// Whether a user may enter a pod's working directory, checked at submit.
#include "daemon/exec/user_access.h"

#include <doctest/doctest.h>
#include <grp.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace gpuq::daemon {

TEST_CASE("user access: the permission bits of every directory on the way") {
  const passwd* nobody = ::getpwnam("nobody");
  REQUIRE(nobody != nullptr);
  const std::string base =
      std::filesystem::temp_directory_path() / ("gpuq-access-" + std::to_string(::getpid()));
  std::filesystem::create_directories(base + "/open/inner");
  std::filesystem::create_directories(base + "/closed/inner");
  ::chmod(base.c_str(), 0755);
  ::chmod((base + "/open").c_str(), 0755);
  ::chmod((base + "/closed").c_str(), 0700);
  const bool root = ::geteuid() == 0;
  if (root) {  // owned by root: nobody is "other"
    CHECK(check_user_can_enter(base + "/open/inner", nobody->pw_uid, nobody->pw_gid));
    auto refused = check_user_can_enter(base + "/closed/inner", nobody->pw_uid, nobody->pw_gid);
    REQUIRE_FALSE(refused.has_value());
    CHECK(refused.error().where == "spec.workingDir");
    CHECK(refused.error().message.find("may not enter " + base + "/closed") != std::string::npos);
    CHECK(check_user_can_enter(base + "/closed/inner", 0, 0));  // root enters anything
  }
  auto missing = check_user_can_enter(base + "/nope", ::geteuid(), ::getegid());
  REQUIRE_FALSE(missing.has_value());
  CHECK(missing.error().message == base + "/nope: No such file or directory");
  std::ofstream(base + "/file") << "x";
  CHECK(check_user_can_enter(base + "/file", ::geteuid(), ::getegid()).error().message ==
        base + "/file is not a directory");
  CHECK_FALSE(check_user_can_enter("relative/dir", ::geteuid(), ::getegid()).has_value());
  std::filesystem::remove_all(base);
}

TEST_CASE("user groups: what initgroups would give, read by the daemon for the pod") {
  const passwd* me = ::getpwuid(::geteuid());
  REQUIRE(me != nullptr);
  const std::string home = me->pw_dir;
  const UserGroups user = user_groups(::geteuid(), ::getegid());
  CHECK(user.home == home);
  int count = 256;
  std::vector<gid_t> expected(static_cast<std::size_t>(count));
  REQUIRE(::getgrouplist(me->pw_name, ::getegid(), expected.data(), &count) >= 0);
  expected.resize(static_cast<std::size_t>(count));
  CHECK(user.groups == expected);
  // A uid without a passwd entry keeps its own group only and has no home.
  const UserGroups stranger = user_groups(54321, 54322);
  CHECK(stranger.groups == std::vector<gid_t>{54322});
  CHECK(stranger.home.empty());
  // The cache answers the same.
  UserGroupsCache cache;
  for (int i = 0; i < 2; ++i) {
    CHECK(cache.get(::geteuid(), ::getegid()).groups == expected);
    CHECK(cache.get(54321, 54322).groups == std::vector<gid_t>{54322});
  }
}

}  // namespace gpuq::daemon
