// The static gpuq finds its exception frames through .eh_frame_hdr
// (cli/app/static_unwind.cpp): the program carries PT_GNU_EH_FRAME, and
// exceptions thrown deep in CLI11 (help, usage errors) and in yaml-cpp (a
// spec file that is not YAML) are caught where they always were.
#include <doctest/doctest.h>
#include <elf.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "gpuq_runner.h"

using gpuq::test::contains;
using gpuq::test::GpuqRunner;
using gpuq::test::Outcome;

namespace {

struct ProgramHeaders {
  bool interpreter = false;   // PT_INTERP: linked dynamically
  bool eh_frame_hdr = false;  // PT_GNU_EH_FRAME
};

ProgramHeaders program_headers(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  Elf64_Ehdr header{};
  in.read(reinterpret_cast<char*>(&header), sizeof header);
  REQUIRE(in.good());
  REQUIRE(header.e_ident[EI_CLASS] == ELFCLASS64);
  ProgramHeaders found;
  for (int i = 0; i < header.e_phnum; ++i) {
    Elf64_Phdr p{};
    in.seekg(static_cast<std::streamoff>(header.e_phoff + i * header.e_phentsize));
    in.read(reinterpret_cast<char*>(&p), sizeof p);
    REQUIRE(in.good());
    found.interpreter = found.interpreter || p.p_type == PT_INTERP;
    found.eh_frame_hdr = found.eh_frame_hdr || p.p_type == PT_GNU_EH_FRAME;
  }
  return found;
}

}  // namespace

TEST_CASE("gpuq carries the table its unwinder searches, and its exceptions are caught") {
  const ProgramHeaders headers = program_headers(GPUQ_BINARY);
  // A dynamic program gets .eh_frame_hdr from the compiler driver; the
  // static one from CMakeLists.txt (without it the unwinder finds nothing).
  CHECK(headers.eh_frame_hdr);

  GpuqRunner gpuq("/nonexistent/gpuq.sock");
  const Outcome help = gpuq("training submit --help");  // CLI11 throws CallForHelp
  CHECK(help.code == 0);
  CHECK(contains(help.out, "--gpu-devices-request"));
  const Outcome usage = gpuq("training submit a1 --gpuu 1 -- true");
  CHECK(usage.code == 2);
  CHECK(contains(usage.err, "unknown flag '--gpuu'"));
  // Thrown in yaml-cpp's archive, caught in the spec reader.
  const std::string spec = std::filesystem::temp_directory_path().string() + "/gpuq-unwind-" +
                           std::to_string(::getpid()) + ".yaml";
  std::ofstream(spec) << "name: [\n";
  const Outcome not_yaml = gpuq("training submit -f " + spec);
  std::filesystem::remove(spec);
  CHECK(not_yaml.code == 2);
  CHECK(contains(not_yaml.err, spec + ":2"));
}
