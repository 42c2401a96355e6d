// Reading HTTP responses: media types, what a page holds, Retry-After, and which statuses to retry.
#pragma once

#include <chrono>
#include <ctime>
#include <optional>
#include <string>
#include <string_view>

namespace auditor::ingest::http {

/// What a response holds, judged by its media type; decides whether the auditor can read it.
enum class ContentKind {
  Html,     ///< text/html, application/xhtml+xml
  Xml,      ///< XML documents: feeds, sitemaps (application/rss+xml, text/xml, ...)
  Text,     ///< text/plain, text/markdown
  Unknown,  ///< no Content-Type, or application/octet-stream: the reader sniffs the bytes
  Pdf,      ///< application/pdf
  Image,    ///< image/*
  Audio,    ///< audio/*
  Video,    ///< video/*
  Other,    ///< anything else (JSON, archives, office files, ...)
};

/// The media type of a Content-Type value, lower case, without parameters ("text/html").
std::string media_type(std::string_view content_type);

/// Classifies a media type (as returned by media_type()).
ContentKind classify(std::string_view media_type);

/// Whether the auditor reads this kind of content (HTML, XML, text, or unknown and sniffed).
bool is_readable(ContentKind kind);

/// Names a content kind for a person: "a PDF document (application/pdf)", "an image (image/png)".
std::string describe(ContentKind kind, std::string_view media_type);

/// The wait a Retry-After value asks for: delta-seconds ("120") or an HTTP date, relative to
/// `now`; a date in the past means no wait. nullopt when the value is empty or malformed.
std::optional<std::chrono::milliseconds> parse_retry_after(std::string_view value, std::time_t now);

/// Whether a status is temporary and worth retrying: 408, 429, and 5xx except 501 and 505
/// (which say the server will never handle the request).
bool is_retryable_status(long status);

/// The standard reason phrase of a status ("Not Found"), or "" when unknown.
const char* reason_phrase(long status);

/// Case-insensitive ASCII comparison of header names.
bool iequals(std::string_view a, std::string_view b);

/// Trims spaces and tabs (and a trailing CR LF) from both ends of a header value.
std::string_view trim(std::string_view s);

}  // namespace auditor::ingest::http
