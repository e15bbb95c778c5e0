#include "daemon/kube/backend/collection_watch.h"

#include <algorithm>
#include <cstdio>
#include <exception>
#include <utility>

namespace gpuq::daemon::kube {

namespace {

// What the server sent has the shape every reader of the cache relies on:
// an object with an object `metadata`. Anything else is skipped here, at the
// edge, rather than trusted further in.
bool well_formed(const nlohmann::json& object) {
  if (!object.is_object()) return false;
  const auto metadata = object.find("metadata");
  return metadata != object.end() && metadata->is_object();
}

}  // namespace

std::string object_key(const nlohmann::json& object) {
  const auto metadata = object.find("metadata");
  if (metadata == object.end() || !metadata->is_object()) return {};
  const std::string ns = metadata->value("namespace", "");
  const std::string name = metadata->value("name", "");
  return ns.empty() ? name : ns + "/" + name;
}

CollectionWatch::CollectionWatch(ApiClient& client, std::string path, Trim keep,
                                 std::function<void()> on_change, Log log)
    : client_(client),
      path_(std::move(path)),
      keep_(std::move(keep)),
      on_change_(std::move(on_change)),
      log_(std::move(log)) {}

CollectionWatch::~CollectionWatch() { stop(); }

void CollectionWatch::start() {
  stopping_ = false;
  thread_ = std::thread([this] { run(); });
}

void CollectionWatch::stop() {
  {
    std::lock_guard lock(mu_);
    stopping_ = true;
  }
  stop_cv_.notify_all();
  if (thread_.joinable()) thread_.join();
}

std::map<std::string, CollectionWatch::Object> CollectionWatch::objects() const {
  std::lock_guard lock(mu_);
  return objects_;
}

std::string CollectionWatch::trouble() const {
  std::lock_guard lock(mu_);
  return trouble_;
}

void CollectionWatch::set_trouble(const std::string& why) {
  bool changed = false;
  {
    std::lock_guard lock(mu_);
    changed = trouble_ != why;
    trouble_ = why;
  }
  if (changed && !why.empty()) log_("cluster: " + path_ + ": " + why);
  if (changed) on_change_();
}

void CollectionWatch::pause(std::chrono::milliseconds d) {
  std::unique_lock lock(mu_);
  stop_cv_.wait_for(lock, d, [this] { return stopping_.load(); });
}

core::Result<void> CollectionWatch::list_once() {
  // In pages of 500: a list of 10,000 pods read whole is a DOM of hundreds
  // of megabytes for a moment; pages keep that to a few. The pages of one
  // list are one snapshot (the server's continue token holds its version).
  const std::string separator = path_.find('?') == std::string::npos ? "?" : "&";
  std::map<std::string, Object> fresh;
  std::string version, token;
  do {
    std::string url = path_ + separator + "limit=500";
    if (!token.empty()) url += "&continue=" + token;
    auto body = client_.call({"GET", url, "", ""});
    if (!body) return std::unexpected(body.error());
    auto doc = nlohmann::json::parse(*body, nullptr, false);
    body->clear();
    if (doc.is_discarded() || !doc.is_object()) {
      return core::fail("the list of " + path_ + " is not JSON", client_.describe_server(),
                        core::Error::Code::io);
    }
    if (doc.contains("items") && doc["items"].is_array()) {
      for (const auto& item : doc["items"]) {
        if (!well_formed(item)) continue;
        std::string key = object_key(item);
        fresh[std::move(key)] = std::make_shared<const nlohmann::json>(keep_ ? keep_(item) : item);
      }
    }
    const auto metadata = doc.value("metadata", nlohmann::json::object());
    version = metadata.value("resourceVersion", "");
    token = metadata.value("continue", "");
    // The token is opaque base64: '=' and '+' must not be taken as query syntax.
    std::string escaped;
    for (char c : token) {
      if (c == '=' || c == '+' || c == '/' || c == '&') {
        char hex[4];
        std::snprintf(hex, sizeof hex, "%%%02X", static_cast<unsigned char>(c));
        escaped += hex;
      } else {
        escaped += c;
      }
    }
    token = std::move(escaped);
  } while (!token.empty());
  {
    std::lock_guard lock(mu_);
    objects_ = std::move(fresh);
    resource_version_ = version;
    trouble_.clear();
  }
  synced_ = true;
  on_change_();
  return {};
}

void CollectionWatch::apply(const std::string& type, nlohmann::json object) {
  std::string key = object_key(object);
  const std::string version = object["metadata"].value("resourceVersion", "");
  {
    std::lock_guard lock(mu_);
    if (!version.empty()) resource_version_ = version;
    if (type == "DELETED") {
      objects_.erase(key);
    } else if (type == "ADDED" || type == "MODIFIED") {
      objects_[std::move(key)] =
          std::make_shared<const nlohmann::json>(keep_ ? keep_(object) : std::move(object));
    }
  }
  if (type != "BOOKMARK") on_change_();
}

bool CollectionWatch::watch() {
  std::string version;
  {
    std::lock_guard lock(mu_);
    version = resource_version_;
  }
  const std::string query = path_.find('?') == std::string::npos ? "?" : "&";
  const std::string url =
      path_ + query +
      "watch=1&allowWatchBookmarks=true&timeoutSeconds=300&resourceVersion=" + version;
  bool expired = false;
  auto streamed = client_.stream(
      url,
      [&](std::string_view line) {
        auto event = nlohmann::json::parse(line, nullptr, false);
        if (event.is_discarded() || !event.is_object()) return true;  // not an event: skip it
        const std::string type = event.value("type", "");
        if (type == "ERROR") {
          // 410 Gone: the version is older than the server keeps. Relist.
          expired = true;
          return false;
        }
        if (event.contains("object") && well_formed(event["object"])) {
          apply(type, std::move(event["object"]));
        }
        return true;
      },
      &stopping_);
  if (expired) return false;
  if (!streamed) {
    set_trouble(streamed.error().to_string());
    return false;
  }
  set_trouble("");
  return true;
}

void CollectionWatch::run() {
  // An exception must not end the daemon: the watch says so and starts over.
  while (!stopping_) {
    try {
      run_watching();
      return;
    } catch (const std::exception& e) {
      set_trouble(std::string("unexpected: ") + e.what());
      pause(std::chrono::seconds(5));
    }
  }
}

void CollectionWatch::run_watching() {
  // The wait before the next list grows while lists or watches fail at
  // once, so that a server that refuses the watch (403, 429, 5xx) or ends
  // every one at once is not sent a list and a watch in a tight loop; a
  // watch that lasted resets it.
  const auto first = std::chrono::milliseconds(500);
  const auto most = std::chrono::milliseconds(10000);
  auto wait = first;
  bool listed_already = synced_;  // list_once() at start: watch from there
  while (!stopping_) {
    if (std::exchange(listed_already, false)) {
      // the list is fresh: go straight to the watch
    } else if (auto listed = list_once(); !listed) {
      set_trouble(listed.error().to_string());
      pause(wait);
      wait = std::min(wait * 2, most);
      continue;
    }
    for (;;) {
      const auto started = std::chrono::steady_clock::now();
      const bool resumable = watch();
      const bool lasted = std::chrono::steady_clock::now() - started > std::chrono::seconds(5);
      if (stopping_) return;
      if (lasted) wait = first;
      if (!resumable) break;
      if (!lasted) {
        pause(wait);
        wait = std::min(wait * 2, most);
      }
    }
    ++relists_;
    pause(wait);
    wait = std::min(wait * 2, most);
  }
}

}  // namespace gpuq::daemon::kube
