// `auditor extract`: prints each document as the auditor read it (clean text, blocks, metadata,
// links), so editors can see why a finding points where it does and benchmarks can score reading.
#include <fstream>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "auditor/cli/commands.h"
#include "auditor/cli/exit_codes.h"
#include "auditor/cli/options.h"
#include "auditor/ingest/input.h"

namespace auditor::cli {

namespace {

using Json = nlohmann::ordered_json;

struct ExtractOptions {
  std::vector<std::string> inputs;
  std::string format = "text";
  std::string output;
  std::string input_format = "auto";
  std::string max_size = "16M";
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

int run_extract(const ExtractOptions& o) {
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
  ingest::ExpandedInputs expanded = ingest::expand_inputs(o.inputs, read);
  size_t failures = expanded.errors.size(), done = 0;
  for (const Error& e : expanded.errors) std::cerr << "auditor: " << e.to_string() << '\n';
  Json documents = Json::array();
  for (const ingest::InputRef& input : expanded.inputs) {
    Result<Document> doc = ingest::read_document(input, read);
    if (!doc) {
      std::cerr << "auditor: " << doc.error().to_string() << '\n';
      ++failures;
      continue;
    }
    if (o.format == "json") {
      documents.push_back(document_json(*doc));
    } else {
      if (done) out << '\n';
      write_text(*doc, out);
    }
    ++done;
  }
  if (o.format == "json") {
    out << Json{{"documents", std::move(documents)}}.dump(2, ' ', false,
                                                          Json::error_handler_t::replace)
        << '\n';
  }
  if (done == 0) return kExitUsage;
  return failures ? kExitFindings : kExitClean;
}

}  // namespace

Action add_extract_command(CLI::App& app, const Globals& /*globals*/) {
  auto options = std::make_shared<ExtractOptions>();
  CLI::App* cmd = app.add_subcommand(
      "extract",
      "Print articles as read: clean text, blocks with their kinds, metadata and links.");
  cmd->add_option("inputs", options->inputs, "Files, folders or '-'")->required();
  cmd->add_option("-f,--format", options->format, "text or json")
      ->check(CLI::IsMember({"text", "json"}))
      ->capture_default_str();
  cmd->add_option("-o,--output", options->output, "Write to FILE instead of standard output");
  cmd->add_option("--input-format", options->input_format, "auto, text, markdown or html")
      ->check(CLI::IsMember({"auto", "text", "markdown", "html"}))
      ->capture_default_str();
  cmd->add_option("--max-size", options->max_size, "Refuse inputs larger than this (e.g. 16M)")
      ->capture_default_str();
  return [options] { return run_extract(*options); };
}

}  // namespace auditor::cli
