#include "core/iso_time.h"

#include <algorithm>
#include <cstdio>

namespace gpuq::core {
namespace {

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
int64_t days_from_civil(int64_t y, unsigned m, unsigned d) {
  y -= m <= 2;
  const int64_t era = (y >= 0 ? y : y - 399) / 400;
  const unsigned yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<int64_t>(doe) - 719468;
}

void civil_from_days(int64_t z, int64_t& y, unsigned& m, unsigned& d) {
  z += 719468;
  const int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const unsigned doe = static_cast<unsigned>(z - era * 146097);
  const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  y = static_cast<int64_t>(yoe) + era * 400;
  const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const unsigned mp = (5 * doy + 2) / 153;
  d = doy - (153 * mp + 2) / 5 + 1;
  m = mp < 10 ? mp + 3 : mp - 9;
  y += m <= 2;
}

// Reads exactly `n` digits at `pos`.
bool digits(std::string_view s, std::size_t& pos, std::size_t n, int64_t& out) {
  if (pos + n > s.size()) return false;
  out = 0;
  for (std::size_t i = 0; i < n; ++i) {
    char c = s[pos + i];
    if (c < '0' || c > '9') return false;
    out = out * 10 + (c - '0');
  }
  pos += n;
  return true;
}

bool expect(std::string_view s, std::size_t& pos, char c) {
  if (pos >= s.size() || s[pos] != c) return false;
  ++pos;
  return true;
}

// A month's three-letter name ("Jan") -> 1..12, 0 when it is none.
int64_t month_number(std::string_view name) {
  static constexpr std::string_view kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                 "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  for (std::size_t i = 0; i < 12; ++i) {
    if (name == kMonths[i]) return static_cast<int64_t>(i) + 1;
  }
  return 0;
}

// "HH:MM:SS" at pos.
bool clock_time(std::string_view s, std::size_t& pos, int64_t& h, int64_t& mi, int64_t& sec) {
  return digits(s, pos, 2, h) && expect(s, pos, ':') && digits(s, pos, 2, mi) &&
         expect(s, pos, ':') && digits(s, pos, 2, sec);
}

}  // namespace

std::size_t format_iso8601(int64_t ms, char (&buf)[64]) {
  int64_t days = ms >= 0 ? ms / 86400000 : -((-ms + 86399999) / 86400000);
  int64_t rest = ms - days * 86400000;
  int64_t y = 0;
  unsigned m = 0, d = 0;
  civil_from_days(days, y, m, d);
  if (y < 0 || y > 9999) {
    int n = std::snprintf(
        buf, sizeof buf, "%04lld-%02u-%02uT%02lld:%02lld:%02lld.%03lldZ", static_cast<long long>(y),
        m, d, static_cast<long long>(rest / 3600000), static_cast<long long>(rest / 60000 % 60),
        static_cast<long long>(rest / 1000 % 60), static_cast<long long>(rest % 1000));
    return n < 0 ? 0 : std::min(static_cast<std::size_t>(n), sizeof buf - 1);
  }
  // The common case without snprintf: lists write four times per workload.
  auto put = [&buf](std::size_t at, int64_t v, int width) {
    for (int i = width - 1; i >= 0; --i, v /= 10)
      buf[at + static_cast<std::size_t>(i)] = static_cast<char>('0' + v % 10);
  };
  put(0, y, 4);
  buf[4] = '-';
  put(5, m, 2);
  buf[7] = '-';
  put(8, d, 2);
  buf[10] = 'T';
  put(11, rest / 3600000, 2);
  buf[13] = ':';
  put(14, rest / 60000 % 60, 2);
  buf[16] = ':';
  put(17, rest / 1000 % 60, 2);
  buf[19] = '.';
  put(20, rest % 1000, 3);
  buf[23] = 'Z';
  buf[24] = '\0';
  return 24;
}

std::string format_iso8601(int64_t ms) {
  char buf[64];
  return std::string(buf, format_iso8601(ms, buf));
}

Result<int64_t> parse_iso8601(std::string_view s) {
  auto bad = [&] {
    return core::fail(
        "expected an ISO-8601 time such as 2024-03-01 or 2024-03-01T12:00:00Z, got \"" +
        std::string(s) + "\"");
  };
  std::size_t pos = 0;
  int64_t y = 0, mo = 0, d = 0, h = 0, mi = 0, sec = 0, ms = 0;
  if (!digits(s, pos, 4, y) || !expect(s, pos, '-') || !digits(s, pos, 2, mo) ||
      !expect(s, pos, '-') || !digits(s, pos, 2, d)) {
    return bad();
  }
  if (pos < s.size() && (s[pos] == 'T' || s[pos] == 't' || s[pos] == ' ')) {
    ++pos;
    if (!digits(s, pos, 2, h) || !expect(s, pos, ':') || !digits(s, pos, 2, mi)) return bad();
    if (pos < s.size() && s[pos] == ':') {
      ++pos;
      if (!digits(s, pos, 2, sec)) return bad();
      if (pos < s.size() && (s[pos] == '.' || s[pos] == ',')) {
        ++pos;
        int64_t scale = 100;
        std::size_t start = pos;
        while (pos < s.size() && s[pos] >= '0' && s[pos] <= '9') {
          ms += (s[pos] - '0') * scale;
          scale /= 10;
          ++pos;
        }
        if (pos == start) return bad();
      }
    }
  }
  int64_t offset_min = 0;
  if (pos < s.size() && (s[pos] == 'Z' || s[pos] == 'z')) {
    ++pos;
  } else if (pos < s.size() && (s[pos] == '+' || s[pos] == '-')) {
    int sign = s[pos] == '-' ? -1 : 1;
    ++pos;
    int64_t oh = 0, om = 0;
    if (!digits(s, pos, 2, oh)) return bad();
    if (pos < s.size() && s[pos] == ':') ++pos;
    if (!digits(s, pos, 2, om)) return bad();
    offset_min = sign * (oh * 60 + om);
  }
  if (pos != s.size()) return bad();
  static constexpr int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (mo < 1 || mo > 12 || d < 1 || d > kDays[mo - 1] || h > 23 || mi > 59 || sec > 60) {
    return bad();
  }
  const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  if (mo == 2 && d == 29 && !leap) return bad();
  int64_t days = days_from_civil(y, static_cast<unsigned>(mo), static_cast<unsigned>(d));
  return ((days * 24 + h) * 60 + mi - offset_min) * 60000 + sec * 1000 + ms;
}

Result<int64_t> parse_http_date(std::string_view s) {
  auto bad = [&] {
    return core::fail("expected an HTTP date such as \"Sun, 06 Nov 1994 08:49:37 GMT\", got \"" +
                      std::string(s) + "\"");
  };
  const std::size_t comma = s.find(',');
  const std::size_t first_space = s.find(' ');
  if (first_space == std::string_view::npos || first_space == 0) return bad();
  std::size_t pos = 0;
  int64_t y = 0, mo = 0, d = 0, h = 0, mi = 0, sec = 0;
  if (comma == 3) {  // IMF-fixdate: "Sun, 06 Nov 1994 08:49:37 GMT"
    pos = 4;
    if (!expect(s, pos, ' ') || !digits(s, pos, 2, d) || !expect(s, pos, ' ') ||
        pos + 3 > s.size()) {
      return bad();
    }
    mo = month_number(s.substr(pos, 3));
    pos += 3;
    if (!expect(s, pos, ' ') || !digits(s, pos, 4, y) || !expect(s, pos, ' ') ||
        !clock_time(s, pos, h, mi, sec) || s.substr(pos) != " GMT") {
      return bad();
    }
  } else if (comma != std::string_view::npos && comma + 1 == first_space) {
    // RFC 850: "Sunday, 06-Nov-94 08:49:37 GMT"
    pos = comma + 2;
    if (!digits(s, pos, 2, d) || !expect(s, pos, '-') || pos + 3 > s.size()) return bad();
    mo = month_number(s.substr(pos, 3));
    pos += 3;
    if (!expect(s, pos, '-') || !digits(s, pos, 2, y) || !expect(s, pos, ' ') ||
        !clock_time(s, pos, h, mi, sec) || s.substr(pos) != " GMT") {
      return bad();
    }
    y += y < 50 ? 2000 : 1900;
  } else if (comma == std::string_view::npos && first_space == 3) {
    // asctime: "Sun Nov  6 08:49:37 1994" (the day padded with a space)
    pos = 4;
    if (pos + 3 > s.size()) return bad();
    mo = month_number(s.substr(pos, 3));
    pos += 3;
    if (!expect(s, pos, ' ')) return bad();
    if (pos < s.size() && s[pos] == ' ') {
      ++pos;
      if (!digits(s, pos, 1, d)) return bad();
    } else if (!digits(s, pos, 2, d)) {
      return bad();
    }
    if (!expect(s, pos, ' ') || !clock_time(s, pos, h, mi, sec) || !expect(s, pos, ' ') ||
        !digits(s, pos, 4, y) || pos != s.size()) {
      return bad();
    }
  } else {
    return bad();
  }
  static constexpr int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (mo < 1 || d < 1 || d > kDays[mo - 1] || h > 23 || mi > 59 || sec > 60) return bad();
  const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  if (mo == 2 && d == 29 && !leap) return bad();
  const int64_t days = days_from_civil(y, static_cast<unsigned>(mo), static_cast<unsigned>(d));
  return (((days * 24 + h) * 60 + mi) * 60 + sec) * 1000;
}

}  // namespace gpuq::core
