// A temporary directory removed at the end of a test.
#ifndef GPUQ_TESTS_CLIENT_TEMP_DIR_H_
#define GPUQ_TESTS_CLIENT_TEMP_DIR_H_

#include <cstdlib>
#include <filesystem>
#include <string>

namespace gpuq::test {

class TempDir {
 public:
  TempDir() {
    std::string pattern =
        (std::filesystem::temp_directory_path() / "gpuq-client-test-XXXXXX").string();
    path_ = ::mkdtemp(pattern.data());
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

}  // namespace gpuq::test

#endif  // GPUQ_TESTS_CLIENT_TEMP_DIR_H_
