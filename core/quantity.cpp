#include "core/quantity.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <utility>

namespace gpuq::core {
namespace {

// A quantity as written, before it is scaled to a unit:
// value = mantissa * 10^decimal_exponent * 2^binary_exponent.
struct Parsed {
  int64_t mantissa = 0;
  int decimal_exponent = 0;
  int binary_exponent = 0;
};

enum class Failure { syntax, negative, too_large, not_whole };

struct Suffix {
  std::string_view text;
  int decimal_exponent;
  int binary_exponent;
};

// Kubernetes suffixes; the suffix must be the whole rest of the text.
constexpr std::array<Suffix, 15> kSuffixes = {{
    {"Ki", 0, 10},
    {"Mi", 0, 20},
    {"Gi", 0, 30},
    {"Ti", 0, 40},
    {"Pi", 0, 50},
    {"Ei", 0, 60},
    {"n", -9, 0},
    {"u", -6, 0},
    {"m", -3, 0},
    {"k", 3, 0},
    {"M", 6, 0},
    {"G", 9, 0},
    {"T", 12, 0},
    {"P", 15, 0},
    {"E", 18, 0},
}};

// Exponents beyond this cannot give a representable non-zero value; they are
// clamped so that the arithmetic below stays bounded.
constexpr int kExponentBound = 400;

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Parses the syntax of a quantity: [+]digits[.digits][suffix | e[+-]digits].
std::expected<Parsed, Failure> parse_syntax(std::string_view text) {
  std::size_t i = 0;
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
    if (text[i] == '-') {
      // "-0" is still zero; anything else negative is refused below.
      bool all_zero = true;
      for (std::size_t j = 1; j < text.size() && (is_digit(text[j]) || text[j] == '.'); ++j) {
        if (text[j] != '0' && text[j] != '.') all_zero = false;
      }
      if (!all_zero) {
        // Only call it negative if the rest is a number at all.
        std::string_view unsigned_part = text.substr(1);
        if (!unsigned_part.empty() && (unsigned_part[0] == '+' || unsigned_part[0] == '-')) {
          return std::unexpected(Failure::syntax);
        }
        auto rest = parse_syntax(unsigned_part);
        if (rest || rest.error() != Failure::syntax) return std::unexpected(Failure::negative);
        return std::unexpected(Failure::syntax);
      }
    }
    ++i;
  }
  Parsed p;
  bool any_digit = false;
  bool overflow = false;
  auto add_digit = [&](char c) {
    any_digit = true;
    if (overflow) return;
    if (__builtin_mul_overflow(p.mantissa, int64_t{10}, &p.mantissa) ||
        __builtin_add_overflow(p.mantissa, int64_t{c - '0'}, &p.mantissa)) {
      overflow = true;
    }
  };
  while (i < text.size() && is_digit(text[i])) add_digit(text[i++]);
  if (i < text.size() && text[i] == '.') {
    ++i;
    std::size_t start = i;
    std::size_t end = i;
    while (end < text.size() && is_digit(text[end])) ++end;
    // Trailing zeros of the fraction change nothing; dropping them keeps
    // "1.50000000000000000000" from overflowing the mantissa.
    std::size_t last = end;
    while (last > start && text[last - 1] == '0') --last;
    if (end > start) any_digit = true;
    for (std::size_t j = start; j < last; ++j) {
      add_digit(text[j]);
      --p.decimal_exponent;
    }
    i = end;
  }
  if (!any_digit) return std::unexpected(Failure::syntax);
  std::string_view rest = text.substr(i);
  if (!rest.empty()) {
    bool exponent = (rest[0] == 'e' || rest[0] == 'E') && rest.size() > 1 &&
                    (is_digit(rest[1]) ||
                     ((rest[1] == '+' || rest[1] == '-') && rest.size() > 2 && is_digit(rest[2])));
    if (exponent) {
      std::size_t j = 1;
      bool minus = false;
      if (rest[j] == '+' || rest[j] == '-') minus = rest[j++] == '-';
      int e = 0;
      for (; j < rest.size(); ++j) {
        if (!is_digit(rest[j])) return std::unexpected(Failure::syntax);
        if (e < kExponentBound) e = e * 10 + (rest[j] - '0');
      }
      if (e > kExponentBound) e = kExponentBound;
      p.decimal_exponent += minus ? -e : e;
    } else {
      bool known = false;
      for (const Suffix& s : kSuffixes) {
        if (rest == s.text) {
          p.decimal_exponent += s.decimal_exponent;
          p.binary_exponent = s.binary_exponent;
          known = true;
          break;
        }
      }
      if (!known) return std::unexpected(Failure::syntax);
    }
  }
  if (overflow) return std::unexpected(Failure::too_large);
  if (p.mantissa == 0) return Parsed{};  // zero in any unit
  return p;
}

// mantissa * 10^decimal_exponent * 2^binary_exponent as an exact int64_t.
std::expected<int64_t, Failure> evaluate(Parsed p) {
  int64_t n = p.mantissa;
  if (n == 0) return 0;
  int twos = p.binary_exponent;
  int fives = 0;
  if (p.decimal_exponent >= 0) {
    twos += p.decimal_exponent;
    fives = p.decimal_exponent;
  } else {
    // Divide by 10^-e: cancel the twos of the suffix first, then the digits.
    int twos_down = -p.decimal_exponent;
    int fives_down = -p.decimal_exponent;
    int cancel = std::min(twos, twos_down);
    twos -= cancel;
    twos_down -= cancel;
    while (twos_down > 0 && n % 2 == 0) {
      n /= 2;
      --twos_down;
    }
    while (fives_down > 0 && n % 5 == 0) {
      n /= 5;
      --fives_down;
    }
    if (twos_down > 0 || fives_down > 0) return std::unexpected(Failure::not_whole);
  }
  for (; fives > 0; --fives) {
    if (__builtin_mul_overflow(n, int64_t{5}, &n)) return std::unexpected(Failure::too_large);
  }
  for (; twos > 0; --twos) {
    if (__builtin_mul_overflow(n, int64_t{2}, &n)) return std::unexpected(Failure::too_large);
  }
  return n;
}

std::string quoted(std::string_view text) {
  std::string out = "\"";
  out.append(text);
  out += '"';
  return out;
}

Result<int64_t> parse_scaled(std::string_view text, int unit_decimal_exponent, bool bytes) {
  auto syntax = parse_syntax(text);
  std::expected<int64_t, Failure> value = std::unexpected(Failure::syntax);
  if (syntax) {
    Parsed p = *syntax;
    p.decimal_exponent += unit_decimal_exponent;
    value = evaluate(p);
  } else {
    value = std::unexpected(syntax.error());
  }
  if (value) return *value;
  switch (value.error()) {
    case Failure::syntax:
      if (bytes) {
        return fail("expected a byte quantity such as 1024, 20G, 32Gi or 1.5Gi, got " +
                    quoted(text));
      }
      return fail("expected a quantity such as 500m, 1.5, 20G or 32Gi, got " + quoted(text));
    case Failure::negative:
      return fail("expected an amount of 0 or more, got the negative quantity " + quoted(text));
    case Failure::too_large:
      return fail("quantity " + quoted(text) + " is too large (the limit is 2^63-1 " +
                  (bytes ? "bytes)" : "thousandths)"));
    case Failure::not_whole:
      if (bytes) return fail("quantity " + quoted(text) + " is not a whole number of bytes");
      return fail("quantity " + quoted(text) +
                  " is finer than the smallest unit, a thousandth (1m = 0.001)");
  }
  return fail("invalid quantity " + quoted(text));
}

// "-" for negative values, then the magnitude (safe for INT64_MIN).
std::pair<std::string, uint64_t> sign_and_magnitude(int64_t value) {
  if (value >= 0) return {"", static_cast<uint64_t>(value)};
  return {"-", static_cast<uint64_t>(-(value + 1)) + 1};
}

}  // namespace

Result<int64_t> parse_milli(std::string_view text) { return parse_scaled(text, 3, false); }

Result<int64_t> parse_bytes(std::string_view text) { return parse_scaled(text, 0, true); }

std::string format_milli(int64_t milli) {
  auto [sign, m] = sign_and_magnitude(milli);
  if (m % 1000 == 0) return sign + std::to_string(m / 1000);
  return sign + std::to_string(m) + "m";
}

std::string format_decimal_milli(int64_t milli) {
  auto [sign, m] = sign_and_magnitude(milli);
  std::string out = sign + std::to_string(m / 1000);
  uint64_t frac = m % 1000;
  if (frac == 0) return out;
  std::string digits = std::to_string(frac);
  digits.insert(0, 3 - digits.size(), '0');
  while (digits.back() == '0') digits.pop_back();
  return out + "." + digits;
}

std::string format_bytes(int64_t bytes) {
  auto [sign, b] = sign_and_magnitude(bytes);
  if (b == 0) return "0";
  struct Unit {
    uint64_t size;
    std::string_view suffix;
  };
  // Descending size; at each level the binary unit (2^10k) is larger than the
  // decimal one (10^3k), so it is tried first.
  static constexpr std::array<Unit, 12> kUnits = {{
      {1ULL << 60, "Ei"},
      {1000000000000000000ULL, "E"},
      {1ULL << 50, "Pi"},
      {1000000000000000ULL, "P"},
      {1ULL << 40, "Ti"},
      {1000000000000ULL, "T"},
      {1ULL << 30, "Gi"},
      {1000000000ULL, "G"},
      {1ULL << 20, "Mi"},
      {1000000ULL, "M"},
      {1ULL << 10, "Ki"},
      {1000ULL, "k"},
  }};
  for (const Unit& u : kUnits) {
    if (b % u.size == 0) return sign + std::to_string(b / u.size) + std::string(u.suffix);
  }
  return sign + std::to_string(b);
}

namespace {

// format_bytes_short's rounding with `decimals` places below 10 of a unit
// (and none above, unless `decimals` > 1: then decimals - 1).
std::string rounded_bytes(int64_t bytes, int decimals) {
  const std::string exact = format_bytes(bytes);
  // "80Gi", "20G", "512Mi" are already short; "1264Ki" and "20615843020" are not.
  auto [sign, b] = sign_and_magnitude(bytes);
  if (b < 1024) return exact;
  const std::size_t digits = exact.find_first_not_of("-0123456789");
  if (digits != std::string::npos && digits <= 5 && std::stoll(exact.substr(0, digits)) < 1024 &&
      std::stoll(exact.substr(0, digits)) > -1024) {
    return exact;
  }
  static constexpr std::array<std::string_view, 6> kSuffixes = {"Ki", "Mi", "Gi", "Ti", "Pi", "Ei"};
  double value = static_cast<double>(b);
  std::size_t unit = 0;
  value /= 1024;
  while (value >= 1024 && unit + 1 < kSuffixes.size()) {
    value /= 1024;
    ++unit;
  }
  const int places = value < 10 ? decimals : std::max(0, decimals - 1);
  char text[32];
  std::snprintf(text, sizeof text, "%.*f", places, value);
  std::string out = text;
  if (out.find('.') != std::string::npos) {
    while (out.ends_with('0')) out.pop_back();
    if (out.ends_with('.')) out.pop_back();
  }
  return sign + out + std::string(kSuffixes[unit]);
}

}  // namespace

std::string format_bytes_short(int64_t bytes) { return rounded_bytes(bytes, 1); }

std::pair<std::string, std::string> format_bytes_apart(int64_t a, int64_t b) {
  for (int decimals = 1; decimals <= 4; ++decimals) {
    std::string ta = rounded_bytes(a, decimals), tb = rounded_bytes(b, decimals);
    if (a == b || ta != tb) return {std::move(ta), std::move(tb)};
  }
  return {format_bytes(a), format_bytes(b)};
}

}  // namespace gpuq::core
