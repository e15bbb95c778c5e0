// libcurl, loaded at run time.
//
// Why not link it: measured on a quiet host (the lent H100 machine), an
// empty program starts in 0.66 ms, and in 6.09 ms when it is linked to
// Debian's libcurl (which pulls in 36 shared objects: TLS, LDAP, SSH, HTTP/2,
// Kerberos...). That alone breaks a start-up budget of 5 ms for `gpuq --version`
// (bench/README.md), and most gpuq commands (help, version, simulate, daemon) never
// make a request. So libcurl is opened with dlopen on the first request, and
// only the few functions libclient calls are resolved, into this table.
//
// Thread-safe: the library is loaded once per process (std::call_once) and
// never unloaded.
#ifndef GPUQ_LIBCLIENT_CURL_LIBRARY_H_
#define GPUQ_LIBCLIENT_CURL_LIBRARY_H_

#include <curl/curl.h>

#include "gpuq/error.h"

namespace gpuq::client {

// The soname opened; libcurl4's (any TLS flavour installs it).
inline constexpr const char* kCurlSoname = "libcurl.so.4";

struct CurlLibrary {
  CURLcode (*global_init)(long flags) = nullptr;
  CURL* (*easy_init)() = nullptr;
  CURLcode (*easy_setopt)(CURL* handle, CURLoption option, ...) = nullptr;
  CURLcode (*easy_perform)(CURL* handle) = nullptr;
  CURLcode (*easy_getinfo)(CURL* handle, CURLINFO info, ...) = nullptr;
  void (*easy_reset)(CURL* handle) = nullptr;
  void (*easy_cleanup)(CURL* handle) = nullptr;
  const char* (*easy_strerror)(CURLcode code) = nullptr;
  curl_slist* (*slist_append)(curl_slist* list, const char* text) = nullptr;
  void (*slist_free_all)(curl_slist* list) = nullptr;
  // For upgrades (CURLOPT_CONNECT_ONLY): the connection's raw bytes.
  CURLcode (*easy_send)(CURL* handle, const void* buffer, size_t length, size_t* sent) = nullptr;
  CURLcode (*easy_recv)(CURL* handle, void* buffer, size_t length, size_t* received) = nullptr;
};

// The loaded library with curl_global_init done. Errors (transport): the
// library or one of its functions cannot be found, or it fails to start;
// the message names kCurlSoname and the hint says to install libcurl4. In a
// statically linked program it is never loaded (an error saying so).
ApiResult<const CurlLibrary*> curl_library();

}  // namespace gpuq::client

#endif  // GPUQ_LIBCLIENT_CURL_LIBRARY_H_
