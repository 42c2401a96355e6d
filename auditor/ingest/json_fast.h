// A fast reader for the JSON of article records; the JSON library judges anything it declines.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>

namespace auditor::ingest {

/// Parses one JSON text (a JSONL line) into the same value nlohmann::json::parse gives, copying
/// each string's plain runs whole where the library's lexer adds them byte by byte (on 5 KB
/// records that lexer was most of the cost of reading a dump). Returns nullopt for anything it
/// does not take as valid, or nesting deeper than `max_depth`: the caller then asks the library,
/// which gives the same value or the exact error. `text` must be valid UTF-8 (the JSONL reader
/// repairs lines first); a malformed sequence inside a string is copied as is.
std::optional<nlohmann::json> parse_json_fast(std::string_view text, int max_depth);

/// The code unit written as four hex digits at text[at] (the XXXX of "\uXXXX"), or -1.
long json_hex4(std::string_view text, size_t at);

}  // namespace auditor::ingest
