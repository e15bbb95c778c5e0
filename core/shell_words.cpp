#include "core/shell_words.h"

namespace gpuq::core {
namespace {

bool is_separator(char c) { return c == ' ' || c == '\t' || c == '\n'; }

// Characters a backslash escapes inside double quotes.
bool escapable_in_double_quotes(char c) {
  return c == '$' || c == '`' || c == '"' || c == '\\' || c == '\n';
}

Result<std::vector<std::string>> unterminated(std::string_view kind, std::size_t at) {
  const std::string column = "column " + std::to_string(at + 1);
  return fail("unterminated " + std::string(kind) + " quote (opened at " + column + ")", column);
}

}  // namespace

Result<std::vector<std::string>> split_shell_words(std::string_view text) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;  // a word has begun, even if empty so far ('')
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (is_separator(c)) {
      if (in_word) words.push_back(std::move(word));
      word.clear();
      in_word = false;
    } else if (c == '\\') {
      if (i + 1 == text.size()) {
        word += '\\';
      } else if (text[++i] != '\n') {
        word += text[i];
      } else if (!in_word) {
        continue;  // a continuation line between words begins none
      }
      in_word = true;
    } else if (c == '\'') {
      const std::size_t close = text.find('\'', i + 1);
      if (close == std::string_view::npos) return unterminated("single", i);
      word.append(text.substr(i + 1, close - i - 1));
      i = close;
      in_word = true;
    } else if (c == '"') {
      const std::size_t open = i;
      for (++i;; ++i) {
        if (i == text.size()) return unterminated("double", open);
        if (text[i] == '"') break;
        if (text[i] == '\\' && i + 1 < text.size() && escapable_in_double_quotes(text[i + 1])) {
          if (text[++i] != '\n') word += text[i];
        } else {
          word += text[i];
        }
      }
      in_word = true;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (in_word) words.push_back(std::move(word));
  return words;
}

std::string shell_join(const std::vector<std::string>& words, std::size_t from) {
  static constexpr std::string_view kSafe =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./=:,@%+";
  std::string out;
  for (std::size_t i = from; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (!out.empty()) out += ' ';
    if (!w.empty() && w.find_first_not_of(kSafe) == std::string::npos) {
      out += w;
      continue;
    }
    out += '\'';
    for (char c : w) {
      if (c == '\'') {
        out += "'\\''";
      } else {
        out += c;
      }
    }
    out += '\'';
  }
  return out;
}

}  // namespace gpuq::core
