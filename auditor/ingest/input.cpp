// Turning command-line inputs into decoded text: folder expansion, loading, charset repair,
// dispatch.
#include "auditor/ingest/input.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <limits>
#include <memory>

#include "auditor/ingest/html_reader.h"
#include "auditor/ingest/markdown_reader.h"
#include "auditor/ingest/record_source.h"
#include "auditor/ingest/text_reader.h"
#include "auditor/ingest/xhtml_reader.h"
#include "auditor/text/normalize.h"
#include "auditor/text/utf8.h"

namespace auditor::ingest {

namespace fs = std::filesystem;

namespace {

// Spans are uint32_t offsets, so no input may reach 4 GiB whatever --max-size says.
constexpr size_t kHardLimit = std::numeric_limits<uint32_t>::max() - 16;
// How much of the input the binary sniffing looks at.
constexpr size_t kSniffBytes = 8192;

std::string display_name(const std::string& path) {
  return path == "-" ? "standard input" : path;
}

std::string lower(std::string s) {
  for (char& c : s) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return s;
}

std::string lower_extension(const fs::path& p) {
  return lower(p.extension().string());
}

bool is_hidden(const fs::path& p) {
  std::string name = p.filename().string();
  return !name.empty() && name[0] == '.';
}

// "2.5 MB", "812 KB", "97 bytes": sizes as a person reads them.
std::string human_size(uint64_t bytes) {
  char buf[64];
  if (bytes < 1024) {
    std::snprintf(buf, sizeof buf, "%llu bytes", static_cast<unsigned long long>(bytes));
  } else if (bytes < (1u << 20)) {
    std::snprintf(buf, sizeof buf, "%.0f KB", bytes / 1024.0);
  } else {
    double mb = bytes / 1048576.0;
    std::snprintf(buf, sizeof buf,
                  mb == static_cast<double>(static_cast<uint64_t>(mb)) ? "%.0f MB" : "%.1f MB", mb);
  }
  return buf;
}

Error too_large(const std::string& where, uint64_t size, size_t limit, bool stream) {
  std::string what = stream ? "is larger than " : "is " + human_size(size) + ", larger than ";
  return make_error(ErrorCode::TooLarge, where,
                    "the input " + what + "the " + human_size(limit) +
                        " limit; raise the limit with --max-size if this really is one article");
}

std::string extension_list(const std::vector<std::string>& extensions) {
  std::string out;
  for (const std::string& e : extensions) out += (out.empty() ? "" : ", ") + e;
  return out;
}

// Collects matching files under a folder; unreadable subfolders are reported, not fatal.
void collect_folder(const fs::path& dir, const ReadOptions& options,
                    std::vector<std::string>& files, std::vector<Error>& errors) {
  std::error_code ec;
  fs::directory_iterator it(dir, ec);
  if (ec) {
    std::string why = ec == std::errc::permission_denied ? "permission denied" : ec.message();
    errors.push_back(
        make_error(ErrorCode::Unreadable, dir.string(),
                   "cannot open this folder (" + why + "); its articles were skipped"));
    return;
  }
  for (; it != fs::directory_iterator(); it.increment(ec)) {
    if (ec) break;
    const fs::path& p = it->path();
    if (is_hidden(p)) continue;
    std::error_code kind_ec;
    // Symlinked folders are not followed: they can form cycles and duplicate articles.
    if (it->is_directory(kind_ec) && !it->is_symlink(kind_ec)) {
      collect_folder(p, options, files, errors);
    } else if (it->is_regular_file(kind_ec)) {
      const std::string ext = lower_extension(p);
      if (std::find(options.extensions.begin(), options.extensions.end(), ext) !=
          options.extensions.end()) {
        files.push_back(p.string());
      }
    }
  }
  if (ec) {
    errors.push_back(make_error(ErrorCode::Unreadable, dir.string(),
                                "stopped reading this folder: " + ec.message()));
  }
}

// Reads an open stream whole, stopping as soon as it passes the limit.
Result<std::string> read_stream(std::FILE* f, const std::string& where, size_t limit) {
  std::string bytes;
  char buf[65536];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) {
    if (bytes.size() + n > limit) return too_large(where, bytes.size() + n, limit, true);
    bytes.append(buf, n);
  }
  if (std::ferror(f)) {
    return make_error(ErrorCode::Unreadable, where,
                      std::string("could not read the input: ") + std::strerror(errno));
  }
  return bytes;
}

// ---- decoding ------------------------------------------------------------------------------

bool starts_with(std::string_view s, std::string_view prefix) {
  return s.size() >= prefix.size() && s.substr(0, prefix.size()) == prefix;
}

// Names a well-known binary format from its first bytes, or "" when none matches.
const char* binary_format_name(std::string_view b) {
  if (starts_with(b, "%PDF-")) return "a PDF document";
  if (starts_with(b, "PK\x03\x04")) return "a ZIP archive (or a Word/OpenDocument file)";
  if (starts_with(b, "\x89PNG")) return "a PNG image";
  if (starts_with(b, "\xFF\xD8\xFF")) return "a JPEG image";
  if (starts_with(b, "GIF8")) return "a GIF image";
  if (starts_with(b, "\x1F\x8B")) return "a gzip archive";
  if (starts_with(b, std::string_view("\xD0\xCF\x11\xE0", 4))) return "an old Word/Excel document";
  return "";
}

// NUL bytes or many control characters near the start mean this is not an article.
bool looks_binary(std::string_view bytes) {
  std::string_view head = bytes.substr(0, kSniffBytes);
  if (head.find('\0') != std::string_view::npos) return true;
  // The controls text does not use: all below 0x20 but TAB, LF, VT, FF, CR (0x09-0x0D) and ESC
  // (0x1B), and DEL. Written as byte ranges, the count compiles to vector compares.
  size_t controls = 0;
  for (unsigned char c : head) {
    controls += static_cast<size_t>(c < 0x09 || static_cast<unsigned char>(c - 0x0E) < 13 ||
                                    static_cast<unsigned char>(c - 0x1C) < 4 || c == 0x7F);
  }
  return controls * 10 > head.size();  // more than 10% control characters
}

// True when the text holds nothing but white space (ASCII, NBSP, ideographic space, BOMs).
bool only_white_space(std::string_view s) {
  size_t i = 0;
  while (i < s.size()) {
    char32_t cp = text::next_code_point(s, i);
    bool space = cp == ' ' || (cp >= 0x09 && cp <= 0x0D) || cp == 0xA0 || cp == 0xFEFF ||
                 cp == 0x3000 || cp == 0x2028 || cp == 0x2029 || (cp >= 0x2000 && cp <= 0x200B);
    if (!space) return false;
  }
  return true;
}

enum class Utf16 { None, Le, Be };

// UTF-16 without a BOM shows up as ASCII with a NUL in every other byte.
Utf16 sniff_utf16_without_bom(std::string_view b) {
  std::string_view head = b.substr(0, kSniffBytes & ~size_t{1});
  if (head.size() < 4 || b.size() % 2 != 0) return Utf16::None;
  size_t even_nul = 0, odd_nul = 0;
  for (size_t i = 0; i < head.size(); ++i) {
    if (head[i] == '\0') ++(i % 2 ? odd_nul : even_nul);
  }
  size_t half = head.size() / 2;
  if (odd_nul * 10 >= half * 7 && even_nul * 50 < half) return Utf16::Le;
  if (even_nul * 10 >= half * 7 && odd_nul * 50 < half) return Utf16::Be;
  return Utf16::None;
}

// Decodes UTF-16 to UTF-8; unpaired surrogates become U+FFFD and are counted.
std::string utf16_to_utf8(std::string_view b, Utf16 order, size_t& bad) {
  auto unit = [&](size_t i) -> char16_t {
    auto lo = static_cast<unsigned char>(b[i]), hi = static_cast<unsigned char>(b[i + 1]);
    return order == Utf16::Le ? static_cast<char16_t>(lo | (hi << 8))
                              : static_cast<char16_t>(hi | (lo << 8));
  };
  std::string out;
  out.reserve(b.size());
  bad = b.size() % 2;
  for (size_t i = 0; i + 1 < b.size(); i += 2) {
    char16_t u = unit(i);
    char32_t cp = u;
    if (u >= 0xD800 && u <= 0xDBFF && i + 3 < b.size()) {
      char16_t v = unit(i + 2);
      if (v >= 0xDC00 && v <= 0xDFFF) {
        cp = 0x10000 + ((char32_t(u) - 0xD800) << 10) + (v - 0xDC00);
        i += 2;
      } else {
        cp = 0xFFFD;
        ++bad;
      }
    } else if (u >= 0xD800 && u <= 0xDFFF) {
      cp = 0xFFFD;
      ++bad;
    }
    text::append_utf8(out, cp);
  }
  if (b.size() % 2) text::append_utf8(out, 0xFFFD);
  return out;
}

// Bytes that windows-1252 leaves unassigned: their presence means the text is something else.
bool decodes_as_windows1252(std::string_view b) {
  for (unsigned char c : b) {
    if (c == 0x81 || c == 0x8D || c == 0x8F || c == 0x90 || c == 0x9D) return false;
  }
  return true;
}

// "line L, column C" of a byte offset in raw bytes, columns in code points.
std::pair<size_t, size_t> line_column(std::string_view b, size_t offset) {
  size_t line = 1, line_start = 0;
  for (size_t i = 0; i < offset; ++i) {
    if (b[i] == '\n') {
      ++line;
      line_start = i + 1;
    }
  }
  size_t column = 1;
  for (size_t i = line_start; i < offset; ++i) {
    if ((static_cast<unsigned char>(b[i]) & 0xC0) != 0x80) ++column;
  }
  return {line, column};
}

// Makes UTF-8 out of bytes that are not valid UTF-8, recording what was done.
std::string repair_encoding(std::string_view b, const text::Utf8Report& report, size_t bom,
                            const std::string& input, std::vector<Diagnostic>& diagnostics) {
  if (report.multibyte_count == 0 && decodes_as_windows1252(b)) {
    diagnostics.push_back({input,
                           "not UTF-8; read as windows-1252 (save the file as UTF-8 to "
                           "silence this)"});
    return text::windows1252_to_utf8(b);
  }
  auto [line, column] = line_column(b, report.first_invalid);
  std::string where = input + ":" + std::to_string(line) + ":" + std::to_string(column);
  diagnostics.push_back({where, "invalid UTF-8 at line " + std::to_string(line) + ", column " +
                                    std::to_string(column) + " (byte offset " +
                                    std::to_string(report.first_invalid + bom) +
                                    "): " + std::to_string(report.invalid_count) +
                                    (report.invalid_count == 1 ? " bad byte" : " bad bytes") +
                                    " replaced with U+FFFD"});
  return text::repair_utf8(b);
}

// NULs past the sniffed head are corruption, not binary data: replace them so readers see text.
std::string replace_late_nuls(std::string s, const std::string& input,
                              std::vector<Diagnostic>& diagnostics) {
  size_t first = s.find('\0');
  if (first == std::string::npos) return s;
  auto [line, column] = line_column(s, first);
  std::string out;
  size_t count = 0;
  for (char c : s) {
    if (c == '\0') {
      out += "\xEF\xBF\xBD";
      ++count;
    } else {
      out += c;
    }
  }
  diagnostics.push_back({input + ":" + std::to_string(line) + ":" + std::to_string(column),
                         std::to_string(count) + " NUL byte(s) replaced with U+FFFD"});
  return out;
}

/// What the first bytes say about the encoding: a BOM's length, UTF-16 byte order, UTF-32.
struct Encoding {
  size_t bom = 0;
  Utf16 utf16 = Utf16::None;
  bool utf32 = false;
};

Encoding detect_encoding(std::string_view bytes) {
  if (starts_with(bytes, "\xEF\xBB\xBF")) return {3, Utf16::None, false};
  if (starts_with(bytes, std::string_view("\xFF\xFE\0\0", 4)) ||
      starts_with(bytes, std::string_view("\0\0\xFE\xFF", 4))) {
    return {0, Utf16::None, true};
  }
  if (starts_with(bytes, "\xFF\xFE")) return {2, Utf16::Le, false};
  if (starts_with(bytes, "\xFE\xFF")) return {2, Utf16::Be, false};
  return {0, sniff_utf16_without_bom(bytes), false};
}

Result<std::string> decode_utf16(std::string_view body, Utf16 order, const std::string& input,
                                 std::vector<Diagnostic>& diagnostics) {
  size_t bad = 0;
  std::string decoded = utf16_to_utf8(body, order, bad);
  if (bad > 0) {
    diagnostics.push_back({input, "UTF-16 text with " + std::to_string(bad) +
                                      " broken character(s), replaced with U+FFFD"});
  }
  if (looks_binary(decoded)) {
    return make_error(ErrorCode::Binary, input, "looks like a binary file, not text");
  }
  return decoded;
}

Result<std::string> decode_utf8(std::string_view body, size_t bom, const std::string& input,
                                std::vector<Diagnostic>& diagnostics) {
  if (const char* kind = binary_format_name(body); *kind) {
    return make_error(ErrorCode::Binary, input,
                      std::string("looks like a binary file (") + kind +
                          "), not text; export the article as plain text or Markdown");
  }
  if (looks_binary(body)) {
    return make_error(ErrorCode::Binary, input, "looks like a binary file, not text");
  }
  text::Utf8Report report = text::scan_utf8(body);
  if (report.valid) return std::string(body);
  return repair_encoding(body, report, bom, input, diagnostics);
}

bool is_markdown_extension(const std::string& ext) {
  return ext == ".md" || ext == ".markdown" || ext == ".mdown" || ext == ".mkd";
}

// Markdown when the text uses syntax that plain prose almost never contains.
bool sniff_markdown(std::string_view s) {
  if (starts_with(s, "---\n") || starts_with(s, "---\r\n")) return true;
  if (s.find("](") != std::string_view::npos) return true;
  size_t pos = 0;
  while (pos < s.size()) {
    size_t end = s.find('\n', pos);
    if (end == std::string_view::npos) end = s.size();
    std::string_view line = s.substr(pos, end - pos);
    pos = end + 1;
    size_t i = 0;
    while (i < line.size() && i < 3 && line[i] == ' ') ++i;
    line.remove_prefix(i);
    size_t hashes = 0;
    while (hashes < line.size() && line[hashes] == '#') ++hashes;
    if (hashes >= 1 && hashes <= 6 && hashes < line.size() && line[hashes] == ' ') return true;
    if (line.size() > 2 && (line[0] == '-' || line[0] == '*' || line[0] == '+') && line[1] == ' ')
      return true;
    size_t digits = 0;
    while (digits < line.size() && line[digits] >= '0' && line[digits] <= '9') ++digits;
    if (digits > 0 && digits < 10 && digits + 1 < line.size() &&
        (line[digits] == '.' || line[digits] == ')') && line[digits + 1] == ' ')
      return true;
    if (starts_with(line, "[") && line.find("]: ") != std::string_view::npos) return true;
  }
  return false;
}

bool is_html_extension(const std::string& ext) {
  return ext == ".html" || ext == ".htm" || ext == ".xhtml";
}

// HTML is recognised before decoding: its charset comes from the page itself, not from guessing.
bool wants_html(const std::string& requested, const std::string& path, std::string_view bytes) {
  std::string f = lower(requested);
  if (f == "html" || f == "htm" || f == "xhtml") return true;
  if (f != "auto" && !f.empty()) return false;
  if (path == "-" || path.empty()) return sniff_html(bytes);
  return is_html_extension(lower_extension(path));
}

Result<std::string> resolve_format(const std::string& requested, const std::string& path,
                                   std::string_view text) {
  std::string f = lower(requested);
  if (f == "text" || f == "txt" || f == "plain") return std::string("text");
  if (f == "markdown" || f == "md") return std::string("markdown");
  if (f != "auto" && !f.empty()) {
    return make_error(ErrorCode::Usage, "",
                      "unknown input format '" + requested + "'; use auto, text, markdown or html");
  }
  if (path == "-" || path.empty()) return std::string(sniff_markdown(text) ? "markdown" : "text");
  return std::string(is_markdown_extension(lower_extension(path)) ? "markdown" : "text");
}

Result<Document> parse_text(std::string text, const std::string& input, const std::string& format,
                            std::vector<Diagnostic> diagnostics) {
  Result<Document> doc = format == "markdown"
                             ? read_markdown(std::move(text), input)
                             : Result<Document>(read_plain_text(std::move(text), input));
  if (!doc) return doc;
  doc->input = input;
  doc->format = format;
  // Decoding diagnostics come first: they happened first and explain the rest.
  diagnostics.insert(diagnostics.end(), doc->diagnostics.begin(), doc->diagnostics.end());
  doc->diagnostics = std::move(diagnostics);
  return doc;
}

}  // namespace

ExpandedInputs expand_inputs(const std::vector<std::string>& arguments,
                             const ReadOptions& options) {
  ExpandedInputs out;
  for (const std::string& arg : arguments) {
    if (arg == "-") {
      out.inputs.push_back({arg});
      continue;
    }
    std::error_code ec;
    fs::file_status st = fs::status(arg, ec);
    if (ec == std::errc::permission_denied) {
      out.errors.push_back(
          make_error(ErrorCode::Unreadable, arg, "cannot look at this path: permission denied"));
      continue;
    }
    if (!fs::exists(st)) {
      out.errors.push_back(make_error(ErrorCode::NotFound, arg, "no such file or folder"));
      continue;
    }
    if (!fs::is_directory(st)) {
      out.inputs.push_back({arg});  // a file named explicitly is read whatever its extension
      continue;
    }
    std::vector<std::string> files;
    size_t errors_before = out.errors.size();
    collect_folder(arg, options, files, out.errors);
    std::sort(files.begin(), files.end());
    if (files.empty() && out.errors.size() == errors_before) {
      out.errors.push_back(make_error(
          ErrorCode::NotFound, arg,
          "this folder holds no articles (looked for " + extension_list(options.extensions) + ")"));
    }
    for (std::string& f : files) out.inputs.push_back({std::move(f)});
  }
  return out;
}

Result<std::string> load_bytes(const std::string& path, size_t max_bytes) {
  const size_t limit = std::min(max_bytes, kHardLimit);
  if (path == "-") return read_stream(stdin, display_name(path), limit);
  std::error_code ec;
  fs::file_status st = fs::status(path, ec);
  if (!fs::exists(st)) {
    if (ec == std::errc::permission_denied) {
      return make_error(ErrorCode::Unreadable, path, "cannot open the file: permission denied");
    }
    return make_error(ErrorCode::NotFound, path, "no such file");
  }
  if (fs::is_directory(st)) {
    return make_error(ErrorCode::Unreadable, path,
                      "this is a folder, not a file; pass it to `auditor check`, which reads the "
                      "articles inside it");
  }
  if (fs::is_regular_file(st)) {
    uintmax_t size = fs::file_size(path, ec);
    if (!ec && size > limit) return too_large(path, size, limit, false);
  }
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> f(std::fopen(path.c_str(), "rb"), &std::fclose);
  if (!f) {
    if (errno == EACCES || errno == EPERM) {
      return make_error(ErrorCode::Unreadable, path, "cannot open the file: permission denied");
    }
    return make_error(ErrorCode::Unreadable, path,
                      std::string("cannot open the file: ") + std::strerror(errno));
  }
  return read_stream(f.get(), path, limit);
}

Result<std::string> decode_text(std::string_view bytes, const std::string& input,
                                std::vector<Diagnostic>& diagnostics) {
  Encoding enc = detect_encoding(bytes);
  if (enc.utf32) {
    return make_error(ErrorCode::InvalidEncoding, input,
                      "the file is UTF-32, which is not supported; save it as UTF-8");
  }
  std::string_view body = bytes.substr(enc.bom);
  if (body.empty()) return make_error(ErrorCode::Empty, input, "the file is empty");
  Result<std::string> decoded = enc.utf16 != Utf16::None
                                    ? decode_utf16(body, enc.utf16, input, diagnostics)
                                    : decode_utf8(body, enc.bom, input, diagnostics);
  if (!decoded) return decoded;
  std::string text = replace_late_nuls(std::move(*decoded), input, diagnostics);
  if (only_white_space(text)) {
    return make_error(ErrorCode::Empty, input, "the file is empty (it holds only white space)");
  }
  if (!text::is_nfc(text)) text = text::to_nfc(text);
  return text;
}

Result<Document> read_document(const InputRef& input, const ReadOptions& options) {
  Result<std::string> bytes = load_bytes(input.path, options.max_bytes);
  if (!bytes) return bytes.error();
  return read_loaded_document(*bytes, input.path, options);
}

Result<Document> read_loaded_document(std::string_view bytes, const std::string& path,
                                      const ReadOptions& options) {
  const std::string name = display_name(path);
  InputKind kind = sniff_input_kind(path, bytes, options.format);
  if (kind == InputKind::Xhtml) {
    Result<Document> doc = read_xhtml(bytes, name);
    if (doc) doc->input = path;
    return doc;
  }
  if (kind != InputKind::Article) {
    return make_error(ErrorCode::Usage, name,
                      std::string("this input is a ") + to_string(kind) +
                          " file holding many records, not one article; pass it to `auditor "
                          "check` or `auditor extract`, which read each record");
  }
  if (wants_html(options.format, path, bytes)) {
    Result<Document> doc = read_html(bytes, name);
    if (doc) doc->input = path;
    return doc;
  }
  std::vector<Diagnostic> diagnostics;
  Result<std::string> text = decode_text(bytes, name, diagnostics);
  if (!text) return text.error();
  Result<std::string> format = resolve_format(options.format, path, *text);
  if (!format) return format.error();
  Result<Document> doc = parse_text(std::move(*text), name, *format, std::move(diagnostics));
  if (doc) doc->input = path;
  return doc;
}

Result<Document> read_document_from_memory(std::string_view bytes, const std::string& input,
                                           const std::string& format) {
  if (wants_html(format, "", bytes)) return read_html(bytes, input);
  std::vector<Diagnostic> diagnostics;
  Result<std::string> text = decode_text(bytes, input, diagnostics);
  if (!text) return text.error();
  // Memory buffers have no extension to go by: "auto" sniffs, like standard input.
  Result<std::string> resolved = resolve_format(format, "", *text);
  if (!resolved) return resolved.error();
  return parse_text(std::move(*text), input, *resolved, std::move(diagnostics));
}

}  // namespace auditor::ingest
