// `auditor extract`: prints each document as the auditor read it (clean text, blocks, metadata,
// links), so editors can see why a finding points where it does and benchmarks can score reading.
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <nlohmann/json.hpp>

#include "auditor/cli/commands.h"
#include "auditor/cli/exit_codes.h"
#include "auditor/cli/json_array_writer.h"
#include "auditor/cli/options.h"
#include "auditor/cli/url_inputs.h"
#include "auditor/ingest/input.h"
#include "auditor/ingest/record_source.h"

namespace auditor::cli {

namespace {

using Json = nlohmann::ordered_json;

struct ExtractOptions {
  std::vector<std::string> inputs;
  std::string format = "text";
  std::string output;
  std::string input_format = "auto";
  std::string max_size = "16M";
  UrlOptions urls;
};

Json metadata_json(const Metadata& m) {
  Json extra = Json::array();
  for (const auto& [k, v] : m.extra) extra.push_back(Json::array({k, v}));
  return Json{
      {"title", m.title},         {"byline", m.byline},     {"publisher", m.publisher},
      {"published", m.published}, {"modified", m.modified}, {"canonical_url", m.canonical_url},
      {"language", m.language},   {"json_ld", m.json_ld},   {"extra", std::move(extra)}};
}

Json document_json(const Document& doc) {
  Json blocks = Json::array();
  for (const Block& b : doc.blocks) {
    Json block{{"kind", to_string(b.kind)}, {"start", b.span.start}, {"end", b.span.end}};
    if (b.level) block["level"] = b.level;
    Position at = doc.position(b.span.start);
    block["line"] = at.line;
    block["column"] = at.column;
    blocks.push_back(std::move(block));
  }
  Json links = Json::array();
  for (const Link& l : doc.links) {
    links.push_back({{"href", l.href},
                     {"rel", l.rel},
                     {"title", l.title},
                     {"start", l.anchor.start},
                     {"end", l.anchor.end},
                     {"text", std::string(doc.view(l.anchor))}});
  }
  Json diagnostics = Json::array();
  for (const Diagnostic& d : doc.diagnostics)
    diagnostics.push_back({{"where", d.where}, {"message", d.message}});
  return Json{{"input", doc.input},
              {"format", doc.format},
              {"title", doc.metadata.title},
              {"byline", doc.metadata.byline},
              {"published", doc.metadata.published},
              {"language", doc.metadata.language},
              {"text", doc.text},
              {"blocks", std::move(blocks)},
              {"links", std::move(links)},
              {"metadata", metadata_json(doc.metadata)},
              {"diagnostics", std::move(diagnostics)}};
}

void write_field(std::ostream& out, const char* name, const std::string& value) {
  if (!value.empty()) out << name << ": " << value << '\n';
}

void write_text(const Document& doc, std::ostream& out) {
  out << "== " << doc.input << " (" << doc.format << ")\n";
  const Metadata& m = doc.metadata;
  write_field(out, "title", m.title);
  write_field(out, "byline", m.byline);
  write_field(out, "publisher", m.publisher);
  write_field(out, "published", m.published);
  write_field(out, "modified", m.modified);
  write_field(out, "canonical", m.canonical_url);
  write_field(out, "language", m.language);
  for (const auto& [k, v] : m.extra) out << "meta " << k << ": " << v << '\n';
  out << "\n-- blocks\n";
  for (const Block& b : doc.blocks) {
    Position at = doc.position(b.span.start);
    out << "[" << to_string(b.kind) << (b.level ? " " + std::to_string(b.level) : "") << " @"
        << at.line << ":" << at.column << "] " << doc.view(b.span) << '\n';
  }
  if (!doc.links.empty()) out << "\n-- links\n";
  for (const Link& l : doc.links) {
    out << "[" << doc.view(l.anchor) << "] " << l.href << (l.rel.empty() ? "" : " rel=" + l.rel)
        << '\n';
  }
  for (const Diagnostic& d : doc.diagnostics)
    out << "note: " << d.where << ": " << d.message << '\n';
}

// A sitemap lists URLs rather than articles: extract shows what a fetch would read.
Json sitemap_json(const std::string& input, const ingest::Sitemap& sitemap) {
  Json urls = Json::array();
  for (const ingest::SitemapEntry& e : sitemap.entries) {
    Json entry{{"kind", ingest::to_string(e.kind)}, {"url", e.url}, {"line", e.line}};
    if (!e.lastmod.empty()) entry["lastmod"] = e.lastmod;
    if (!e.changefreq.empty()) entry["changefreq"] = e.changefreq;
    if (!e.priority.empty()) entry["priority"] = e.priority;
    if (!e.news_title.empty()) entry["news_title"] = e.news_title;
    if (!e.news_published.empty()) entry["news_published"] = e.news_published;
    if (!e.news_publication.empty()) entry["news_publication"] = e.news_publication;
    if (!e.news_language.empty()) entry["news_language"] = e.news_language;
    urls.push_back(std::move(entry));
  }
  Json skipped = Json::array();
  for (const Diagnostic& d : sitemap.diagnostics)
    skipped.push_back({{"where", d.where}, {"message", d.message}});
  return Json{{"input", input},
              {"kind", sitemap.is_index ? "sitemapindex" : "urlset"},
              {"pages", sitemap.pages()},
              {"child_sitemaps", sitemap.child_sitemaps()},
              {"urls", std::move(urls)},
              {"diagnostics", std::move(skipped)}};
}

void write_sitemap_text(const std::string& input, const ingest::Sitemap& sitemap,
                        const char* separator, std::ostream& out) {
  out << separator << "== " << input << " (sitemap: " << sitemap.pages() << " page URLs, "
      << sitemap.child_sitemaps() << " child sitemaps to fetch)\n";
  for (const ingest::SitemapEntry& e : sitemap.entries) {
    out << ingest::to_string(e.kind) << ' ' << e.url;
    if (!e.lastmod.empty()) out << " lastmod=" << e.lastmod;
    if (!e.news_published.empty()) out << " published=" << e.news_published;
    if (!e.news_title.empty()) out << " title=\"" << e.news_title << '"';
    out << '\n';
  }
  for (const Diagnostic& d : sitemap.diagnostics)
    out << "note: " << d.where << ": " << d.message << '\n';
}

int run_extract(const ExtractOptions& o) {
  if (Status given = require_inputs(o.inputs, o.urls); !given) return report_usage_error(given.error());
  ingest::ReadOptions read;
  read.format = o.input_format;
  Result<size_t> max_bytes = parse_size(o.max_size);
  if (!max_bytes) return report_usage_error(max_bytes.error());
  read.max_bytes = *max_bytes;
  std::ofstream file;
  if (!o.output.empty()) {
    file.open(o.output, std::ios::binary | std::ios::trunc);
    if (!file) return report_usage_error(make_error(ErrorCode::Io, o.output, "cannot write here"));
  }
  std::ostream& out = o.output.empty() ? std::cout : file;
  // URLs are fetched after the files and printed in the order given (url_inputs.h).
  SplitInputs split = split_inputs(o.inputs, o.urls.url_files);
  Result<ingest::FetchOptions> fetch = resolve_fetch_options(o.urls, read.max_bytes);
  if (!fetch) return report_usage_error(fetch.error());
  ingest::ExpandedInputs expanded = ingest::expand_inputs(split.paths, read);
  expanded.errors.insert(expanded.errors.end(), split.errors.begin(), split.errors.end());
  size_t failures = expanded.errors.size(), done = 0;
  for (const Error& e : expanded.errors) std::cerr << "auditor: " << e.to_string() << '\n';
  // Records stream through: a JSONL dump of any length prints with flat memory.
  ingest::RecordStream records(std::move(expanded.inputs), read);
  std::optional<JsonArrayWriter> json;
  if (o.format == "json") json.emplace(out, "documents");
  Json sitemaps = Json::array();
  while (std::optional<ingest::PendingRecord> record = records.next()) {
    if (record->sitemap) {
      if (json) sitemaps.push_back(sitemap_json(record->input, *record->sitemap));
      else write_sitemap_text(record->input, *record->sitemap, done ? "\n" : "", out);
      ++done;
      continue;
    }
    Result<Document> doc = record->read();
    if (!doc) {
      std::cerr << "auditor: " << doc.error().to_string() << '\n';
      ++failures;
      continue;
    }
    if (json) {
      json->add(document_json(*doc));
    } else {
      if (done) out << '\n';
      write_text(*doc, out);
    }
    ++done;
  }
  read_urls(split.urls, *fetch, [&](const std::string&, Result<Document> doc) {
    if (!doc) {
      std::cerr << "auditor: " << doc.error().to_string() << '\n';
      ++failures;
      return;
    }
    if (json) {
      json->add(document_json(*doc));
    } else {
      if (done) out << '\n';
      write_text(*doc, out);
    }
    ++done;
  });
  if (json) json->finish(sitemaps.empty() ? Json::object() : Json{{"sitemaps", std::move(sitemaps)}});
  if (done == 0) return kExitUsage;
  return failures ? kExitFindings : kExitClean;
}

}  // namespace

Action add_extract_command(CLI::App& app, const Globals& /*globals*/) {
  auto options = std::make_shared<ExtractOptions>();
  CLI::App* cmd = app.add_subcommand(
      "extract",
      "Print articles as read: clean text, blocks with their kinds, metadata and links.");
  cmd->add_option("inputs", options->inputs,
                  "Files, folders, URLs, JSONL dumps, RSS/Atom feeds, sitemaps or '-'");
  cmd->add_option("-f,--format", options->format, "text or json")
      ->check(CLI::IsMember({"text", "json"}))
      ->capture_default_str();
  cmd->add_option("-o,--output", options->output, "Write to FILE instead of standard output");
  cmd->add_option("--input-format", options->input_format,
                  "auto, text, markdown, html, xhtml, jsonl, feed or sitemap")
      ->check(CLI::IsMember({"auto", "text", "markdown", "html", "xhtml", "jsonl", "feed", "sitemap"}))
      ->capture_default_str();
  cmd->add_option("--max-size", options->max_size, "Refuse inputs larger than this (e.g. 16M)")
      ->capture_default_str();
  add_url_options(*cmd, options->urls);
  return [options] { return run_extract(*options); };
}

}  // namespace auditor::cli
