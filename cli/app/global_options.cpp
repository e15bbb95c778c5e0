// The global options' meaning: contexts, the client, the project. See
// global_options.h.
#include "cli/app/global_options.h"

#include <chrono>
#include <iostream>
#include <memory>
#include <string_view>

#include "cli/app/output.h"

namespace gpuq::cli {
namespace {

// -v: each request, its status and how long it took, on stderr.
class VerboseTransport : public client::Transport {
 public:
  explicit VerboseTransport(std::unique_ptr<client::Transport> inner) : inner_(std::move(inner)) {}

  client::ApiResult<client::HttpAnswer> call(const client::HttpCall& call) override {
    const auto start = std::chrono::steady_clock::now();
    auto answer = inner_->call(call);
    log(call, answer, start);
    return answer;
  }
  client::ApiResult<client::HttpAnswer> stream(
      const client::HttpCall& call, const std::function<bool(std::string_view)>& sink) override {
    const auto start = std::chrono::steady_clock::now();
    auto answer = inner_->stream(call, sink);
    log(call, answer, start);
    return answer;
  }
  client::ApiResult<client::UpgradeAnswer> upgrade(const client::HttpCall& call,
                                                   std::string_view protocol) override {
    const auto start = std::chrono::steady_clock::now();
    auto answer = inner_->upgrade(call, protocol);
    log(call, answer ? std::optional<int>(answer->answer.status) : std::nullopt, start);
    return answer;
  }
  std::string server_name() const override { return inner_->server_name(); }

 private:
  void log(const client::HttpCall& call, const client::ApiResult<client::HttpAnswer>& answer,
           std::chrono::steady_clock::time_point start) const {
    log(call, answer ? std::optional<int>(answer->status) : std::nullopt, start);
  }
  void log(const client::HttpCall& call, std::optional<int> status,
           std::chrono::steady_clock::time_point start) const {
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    std::cerr << "gpuq: " << call.method << " " << server_name() << call.target << " -> ";
    if (status) {
      std::cerr << *status;
    } else {
      std::cerr << "no answer";
    }
    char took[32];
    std::snprintf(took, sizeof took, " (%.1f ms)\n", ms);
    std::cerr << took;
  }

  std::unique_ptr<client::Transport> inner_;
};

}  // namespace

std::string config_path(const GlobalOptions& options) {
  if (options.config) return *options.config;
  return client::default_config_path(client::process_environment());
}

client::ApiResult<client::ResolvedContext> resolve(const GlobalOptions& options) {
  auto config = client::ClientConfig::load(config_path(options));
  if (!config) return std::unexpected(config.error());
  return client::resolve_context(*config, {options.context, options.server, options.project},
                                 client::process_environment());
}

client::ApiResult<client::Client> open_client(const GlobalOptions& options) {
  auto context = resolve(options);
  if (!context) return std::unexpected(context.error());
  return open_client(options, *context);
}

client::ApiResult<client::Client> open_client(const GlobalOptions& options,
                                              const client::ResolvedContext& context) {
  if (options.verbose) std::cerr << "gpuq: using " << context.origin << "\n";
  auto transport = client::make_transport(context.transport);
  if (!transport) return std::unexpected(transport.error());
  std::unique_ptr<client::Transport> outer = std::move(*transport);
  if (options.verbose) outer = std::make_unique<VerboseTransport>(std::move(outer));
  // A server's warnings about a request it carried out, as kubectl shows them.
  outer->on_warning(
      [](std::string_view text) { std::cerr << "Warning: " << terminal_safe(text) << "\n"; });
  return client::Client(std::move(outer));
}

client::ApiResult<std::string> require_project(const client::ResolvedContext& context) {
  if (!context.context.project.empty()) return context.context.project;
  client::ApiError e{client::ApiError::Kind::usage, 0, "no project given", "-p",
                     "give one with -p NAME, set GPUQ_PROJECT, or store a default with "
                     "'gpuq project set NAME'"};
  return std::unexpected(e);
}

}  // namespace gpuq::cli
