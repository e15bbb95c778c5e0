// "Did you mean": the edit distance between two words, and the candidate
// closest to a word that named nothing known. One implementation for the
// scenario files, the daemon's config and the command line.
//
// Pure functions; thread-safe.
#ifndef GPUQ_CORE_CLOSEST_H_
#define GPUQ_CORE_CLOSEST_H_

#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

namespace gpuq::core {

// Levenshtein distance: the fewest insertions, deletions and substitutions
// of one byte that turn `a` into `b`. Case counts.
std::size_t edit_distance(std::string_view a, std::string_view b);

// The candidate nearest to `word`, ignoring ASCII case, if one is within
// `max_distance` edits; ties go to the earlier candidate.
std::optional<std::string_view> closest(std::string_view word,
                                        std::span<const std::string_view> candidates,
                                        std::size_t max_distance = 2);

}  // namespace gpuq::core

#endif  // GPUQ_CORE_CLOSEST_H_
