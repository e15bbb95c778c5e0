// Reading a user's file or standard input up to a limit
// (cli/app/bounded_read.h): all of it below the limit, exactly at it, and an
// error, without the rest, past it.
#include "cli/app/bounded_read.h"

#include <doctest/doctest.h>

#include <sstream>
#include <string>

namespace {

using gpuq::cli::BoundedText;
using gpuq::cli::read_bounded;

}  // namespace

TEST_CASE("read_bounded: the whole text up to the limit, an error past it") {
  std::istringstream empty("");
  BoundedText r = read_bounded(empty, 10);
  CHECK(r.status == BoundedText::Status::ok);
  CHECK(r.text.empty());

  const std::string exact(40000, 'x');  // more than one read of the buffer
  std::istringstream at_limit(exact);
  r = read_bounded(at_limit, exact.size());
  CHECK(r.status == BoundedText::Status::ok);
  CHECK(r.text == exact);

  std::istringstream over(exact + "y");
  r = read_bounded(over, exact.size());
  CHECK(r.status == BoundedText::Status::too_large);
  CHECK(r.text.empty());

  std::istringstream small("name: a\n");
  r = read_bounded(small);
  CHECK(r.status == BoundedText::Status::ok);
  CHECK(r.text == "name: a\n");
  CHECK(gpuq::cli::upload_limit_text() == "1 MiB");
}
