// SharedText: an immutable text that equal copies share. Thousands of
// pending workloads give the same reason ("needs 8 GPUs ..."); as a
// std::string each held its own copy (32 bytes plus some 90 on the heap),
// as a SharedText they hold 16 bytes and one copy between them, provided the
// text comes from a TextPool (or is copied from one that did).
//
// Assign it like a string; read it with str(). Copies are thread-safe (the
// text never changes); a TextPool is not.
#ifndef GPUQ_DAEMON_MODEL_SHARED_TEXT_H_
#define GPUQ_DAEMON_MODEL_SHARED_TEXT_H_

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

namespace gpuq::daemon {

class SharedText {
 public:
  SharedText() = default;
  SharedText(std::string text) { assign(std::move(text)); }        // NOLINT: a string, shared
  SharedText(const char* text) : SharedText(std::string(text)) {}  // NOLINT
  SharedText& operator=(std::string text) {
    assign(std::move(text));
    return *this;
  }
  SharedText& operator=(const char* text) { return *this = std::string(text); }

  const std::string& str() const { return text_ ? *text_ : empty_text(); }
  operator const std::string&() const { return str(); }  // NOLINT: reads as a string
  bool empty() const { return text_ == nullptr; }
  void clear() { text_.reset(); }

  friend bool operator==(const SharedText& a, const SharedText& b) {
    return a.text_ == b.text_ || a.str() == b.str();
  }
  friend bool operator==(const SharedText& a, const std::string& b) { return a.str() == b; }

 private:
  void assign(std::string text) {
    if (text.empty()) {
      text_.reset();
    } else {
      text_ = std::make_shared<const std::string>(std::move(text));
    }
  }
  static const std::string& empty_text() {
    static const std::string kEmpty;
    return kEmpty;
  }
  std::shared_ptr<const std::string> text_;
};

// Hands out one SharedText per distinct text. Holds at most `capacity`
// texts (then starts over), so unique texts do not pile up.
class TextPool {
 public:
  explicit TextPool(std::size_t capacity = 256) : capacity_(capacity) {}
  SharedText get(const std::string& text) {
    auto it = texts_.find(text);
    if (it != texts_.end()) return it->second;
    if (texts_.size() >= capacity_) texts_.clear();
    return texts_.emplace(text, SharedText(text)).first->second;
  }

 private:
  std::size_t capacity_;
  std::unordered_map<std::string, SharedText> texts_;
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_MODEL_SHARED_TEXT_H_
