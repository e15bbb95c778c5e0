#include "libclient/curl_library.h"

#include <dlfcn.h>
#include <sys/auxv.h>

#include <mutex>
#include <string>

namespace gpuq::client {
namespace {

struct Loaded {
  CurlLibrary library;
  ApiError error;
  bool ok = false;
};

ApiError load_error(std::string message) {
  return ApiError{ApiError::Kind::transport,
                  0,
                  std::move(message),
                  {},
                  "install libcurl (Debian and Ubuntu: apt install libcurl4)"};
}

template <class F>
bool resolve(void* handle, const char* name, F& slot, std::string& missing) {
  void* symbol = dlsym(handle, name);
  if (symbol == nullptr) {
    missing += (missing.empty() ? "" : ", ") + std::string(name);
    return false;
  }
  slot = reinterpret_cast<F>(symbol);
  return true;
}

Loaded load() {
  Loaded out;
  // A statically linked program has no dynamic loader (AT_BASE 0): loading
  // libcurl would bring a second libc into it. The static gpuq hands such
  // commands to its dynamic twin before they get here (cli/app/dynamic_twin.h).
  if (getauxval(AT_BASE) == 0) {
    out.error = ApiError{ApiError::Kind::transport,
                         0,
                         std::string("this program is linked statically and cannot load ") +
                             kCurlSoname + ", which gpuq needs to talk to a server over TCP",
                         {},
                         "use gpuq-dynamic, installed beside gpuq, or link the program "
                         "dynamically"};
    return out;
  }
  void* handle = dlopen(kCurlSoname, RTLD_NOW | RTLD_LOCAL);
  if (handle == nullptr) {
    const char* why = dlerror();
    out.error = load_error(std::string("cannot load ") + kCurlSoname +
                           ", which gpuq needs to talk to a server" +
                           (why != nullptr ? std::string(" (") + why + ")" : std::string()));
    return out;
  }
  CurlLibrary& c = out.library;
  std::string missing;
  resolve(handle, "curl_global_init", c.global_init, missing);
  resolve(handle, "curl_easy_init", c.easy_init, missing);
  resolve(handle, "curl_easy_setopt", c.easy_setopt, missing);
  resolve(handle, "curl_easy_perform", c.easy_perform, missing);
  resolve(handle, "curl_easy_getinfo", c.easy_getinfo, missing);
  resolve(handle, "curl_easy_reset", c.easy_reset, missing);
  resolve(handle, "curl_easy_cleanup", c.easy_cleanup, missing);
  resolve(handle, "curl_easy_strerror", c.easy_strerror, missing);
  resolve(handle, "curl_slist_append", c.slist_append, missing);
  resolve(handle, "curl_slist_free_all", c.slist_free_all, missing);
  resolve(handle, "curl_easy_send", c.easy_send, missing);
  resolve(handle, "curl_easy_recv", c.easy_recv, missing);
  if (!missing.empty()) {
    out.error = load_error(std::string(kCurlSoname) + " lacks " + missing +
                           " (too old a libcurl; gpuq needs 7.45 or later)");
    return out;
  }
  if (CURLcode rc = c.global_init(CURL_GLOBAL_DEFAULT); rc != CURLE_OK) {
    out.error = load_error(std::string("libcurl failed to start: ") + c.easy_strerror(rc));
    return out;
  }
  out.ok = true;
  return out;
}

}  // namespace

ApiResult<const CurlLibrary*> curl_library() {
  static std::once_flag once;
  static Loaded loaded;
  std::call_once(once, [] { loaded = load(); });
  if (!loaded.ok) return std::unexpected(loaded.error);
  return &loaded.library;
}

}  // namespace gpuq::client
