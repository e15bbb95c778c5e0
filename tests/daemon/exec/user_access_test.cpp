// Whether a user may enter a pod's working directory, checked at submit.
#include "daemon/exec/user_access.h"

#include <doctest/doctest.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

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

}  // namespace gpuq::daemon
