#include "cli/local_api.h"

#include <curl/curl.h>

#include <iostream>

#include "cli/app.h"
#include "daemon/config.h"

namespace gpuq::cli {
namespace {

size_t append(char* data, size_t size, size_t count, void* out) {
  static_cast<std::string*>(out)->append(data, size * count);
  return size * count;
}

}  // namespace

core::Result<nlohmann::json> call_local_api(const std::string& socket, const std::string& method,
                                            const std::string& path, const std::string& body) {
  const std::string sock = socket.empty() ? daemon::default_socket_path() : socket;
  CURL* curl = curl_easy_init();
  if (curl == nullptr) return core::fail("cannot initialise libcurl", "", core::Error::Code::io);
  std::string answer;
  curl_slist* headers = curl_slist_append(nullptr, "Content-Type: application/json");
  curl_easy_setopt(curl, CURLOPT_UNIX_SOCKET_PATH, sock.c_str());
  curl_easy_setopt(curl, CURLOPT_URL, ("http://localhost" + path).c_str());
  curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, method.c_str());
  curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
  curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, append);
  curl_easy_setopt(curl, CURLOPT_WRITEDATA, &answer);
  curl_easy_setopt(curl, CURLOPT_TIMEOUT, 30L);
  if (!body.empty()) curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body.c_str());
  CURLcode rc = curl_easy_perform(curl);
  long status = 0;
  curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status);
  curl_slist_free_all(headers);
  curl_easy_cleanup(curl);
  if (rc != CURLE_OK) {
    return core::fail("no gpuq daemon answers on " + sock + " (" + curl_easy_strerror(rc) +
                          "); start one with: gpuq daemon",
                      "", core::Error::Code::io);
  }
  nlohmann::json json = nlohmann::json::parse(answer, nullptr, false);
  if (status < 200 || status >= 300) {
    std::string message = json.is_object() ? json.value("message", answer) : answer;
    return core::fail(message, "", core::Error::Code::invalid_argument);
  }
  return json.is_discarded() ? nlohmann::json::object() : json;
}

int report(const core::Error& error) {
  std::cerr << "gpuq: error: " << error.to_string() << "\n";
  return kExitFailure;
}

}  // namespace gpuq::cli
