// ClientConfig::load and save: the YAML file of contexts. See gpuq/context.h.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "gpuq/context.h"

namespace gpuq::client {
namespace {

constexpr std::string_view kTopKeys = "current-context, contexts";
constexpr std::string_view kContextKeys = "name, server, token-file, project, profile, insecure";

struct Reader {
  const std::string& path;

  std::unexpected<ApiError> fail(const YAML::Node& at, const std::string& key,
                                 const std::string& message) const {
    std::string where = path;
    if (at.IsDefined() && at.Mark().line >= 0) where += ":" + std::to_string(at.Mark().line + 1);
    return usage_error(where + ": " + message, key);
  }

  ApiResult<std::string> text(const YAML::Node& node, const std::string& key) const {
    if (!node.IsScalar()) return fail(node, key, key + " must be a text");
    return node.as<std::string>();
  }
};

ApiResult<Context> read_context(const Reader& r, const YAML::Node& node, const std::string& at) {
  if (!node.IsMap()) return r.fail(node, at, at + " must be a map (name, server, ...)");
  Context c;
  bool named = false;
  for (const auto& entry : node) {
    const std::string key = entry.first.as<std::string>();
    const std::string field = at + "." + key;
    const YAML::Node& value = entry.second;
    if (key == "insecure") {
      bool flag = false;
      if (!value.IsScalar() || !YAML::convert<bool>::decode(value, flag)) {
        return r.fail(value, field, field + " must be true or false");
      }
      c.insecure = flag;
      continue;
    }
    std::string* slot = key == "name"         ? &c.name
                        : key == "server"     ? &c.server
                        : key == "token-file" ? &c.token_file
                        : key == "project"    ? &c.project
                        : key == "profile"    ? &c.profile
                                              : nullptr;
    if (slot == nullptr) {
      return r.fail(
          entry.first, field,
          "unknown key \"" + key + "\" in a context (known: " + std::string(kContextKeys) + ")");
    }
    auto t = r.text(value, field);
    if (!t) return std::unexpected(t.error());
    *slot = std::move(*t);
    named = named || key == "name";
  }
  if (!named || c.name.empty()) return r.fail(node, at + ".name", at + " has no name");
  if (!c.server.empty()) {
    if (auto s = Server::parse(c.server); !s) {
      return r.fail(node["server"], at + ".server", s.error().message);
    }
  }
  return c;
}

}  // namespace

ApiResult<ClientConfig> ClientConfig::load(const std::string& path) {
  ClientConfig config;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    if (errno == ENOENT) return config;
    return usage_error("cannot read " + path + ": " + std::strerror(errno), path);
  }
  std::ostringstream text;
  text << in.rdbuf();
  YAML::Node root;
  try {
    root = YAML::Load(text.str());
  } catch (const YAML::ParserException& e) {
    return usage_error(path + ":" + std::to_string(e.mark.line + 1) + ": not valid YAML: " + e.msg,
                       path);
  }
  const Reader r{path};
  if (root.IsNull()) return config;
  if (!root.IsMap()) return r.fail(root, "", "expected a map with " + std::string(kTopKeys));
  try {
    for (const auto& entry : root) {
      const std::string key = entry.first.as<std::string>();
      if (key == "current-context") {
        if (entry.second.IsNull()) continue;
        auto t = r.text(entry.second, key);
        if (!t) return std::unexpected(t.error());
        config.current_context = std::move(*t);
      } else if (key == "contexts") {
        if (entry.second.IsNull()) continue;
        if (!entry.second.IsSequence()) return r.fail(entry.second, key, "contexts must be a list");
        for (std::size_t i = 0; i < entry.second.size(); ++i) {
          const std::string at = "contexts[" + std::to_string(i) + "]";
          auto c = read_context(r, entry.second[i], at);
          if (!c) return std::unexpected(c.error());
          if (config.find(c->name) != nullptr) {
            return r.fail(entry.second[i], at + ".name",
                          "context \"" + c->name + "\" is defined twice");
          }
          config.contexts.push_back(std::move(*c));
        }
      } else {
        return r.fail(entry.first, key,
                      "unknown key \"" + key + "\" (known: " + std::string(kTopKeys) + ")");
      }
    }
  } catch (const YAML::Exception& e) {  // a key that is not a scalar, and the like
    return usage_error(path + ":" + std::to_string(e.mark.line + 1) + ": " + e.msg, path);
  }
  return config;
}

ApiResult<void> ClientConfig::save(const std::string& path) const {
  YAML::Emitter out;
  out << YAML::BeginMap;
  if (!current_context.empty())
    out << YAML::Key << "current-context" << YAML::Value << current_context;
  out << YAML::Key << "contexts" << YAML::Value << YAML::BeginSeq;
  for (const Context& c : contexts) {
    out << YAML::BeginMap << YAML::Key << "name" << YAML::Value << c.name;
    auto put = [&](const char* key, const std::string& value) {
      if (!value.empty()) out << YAML::Key << key << YAML::Value << value;
    };
    put("server", c.server);
    put("token-file", c.token_file);
    put("project", c.project);
    put("profile", c.profile);
    if (c.insecure) out << YAML::Key << "insecure" << YAML::Value << true;
    out << YAML::EndMap;
  }
  out << YAML::EndSeq << YAML::EndMap;
  std::string text = std::string(out.c_str()) + "\n";

  auto fail = [&](const std::string& what) {
    return usage_error("cannot " + what + ": " + std::strerror(errno), path);
  };
  // The directory (and any missing parent), private to the user.
  const std::size_t slash = path.rfind('/');
  if (slash != std::string::npos && slash > 0) {
    const std::string dir = path.substr(0, slash);
    for (std::size_t pos = 1; pos <= dir.size(); ++pos) {
      if (pos != dir.size() && dir[pos] != '/') continue;
      const std::string part = dir.substr(0, pos);
      if (::mkdir(part.c_str(), 0700) != 0 && errno != EEXIST) return fail("create " + part);
    }
  }
  std::string temporary = path + ".XXXXXX";
  const int fd = ::mkstemp(temporary.data());  // mode 0600
  if (fd < 0) return fail("create a temporary file beside " + path);
  auto abandon = [&](const std::string& what) {
    auto e = fail(what);
    ::close(fd);
    ::unlink(temporary.c_str());
    return e;
  };
  if (::fchmod(fd, 0600) != 0) return abandon("set the mode of " + temporary);
  for (std::size_t done = 0; done < text.size();) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return abandon("write " + temporary);
    done += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0) return abandon("sync " + temporary);
  if (::close(fd) != 0) {
    auto e = fail("close " + temporary);
    ::unlink(temporary.c_str());
    return e;
  }
  if (::rename(temporary.c_str(), path.c_str()) != 0) {
    auto e = fail("replace " + path);
    ::unlink(temporary.c_str());
    return e;
  }
  return {};
}

}  // namespace gpuq::client
