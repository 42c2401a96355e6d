// `auditor provenance`: finds who copied whom among the stored articles, checks each copy against
// its sources, and prints the clusters of near-duplicates.
#include <filesystem>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>

#include "auditor/cli/commands.h"
#include "auditor/cli/exit_codes.h"
#include "auditor/cli/options.h"
#include "auditor/cli/store_options.h"
#include "auditor/pipeline/corpus_run.h"
#include "auditor/report/html_writer.h"
#include "auditor/report/markup.h"
#include "auditor/store/corpus_index.h"

namespace auditor::cli {

namespace {

struct ProvenanceOptions {
  std::string db;
  std::string format = "text";
  double min_containment = 0.3;
  std::string language = "auto";
  std::string rules_dir;
  std::string config;
  bool no_config = false;
  unsigned jobs = 0;
  std::vector<std::string> arguments;
};

/// What the report shows of a document.
struct DocumentLine {
  std::string input, title, published, publisher;
};

/// Everything printed: clusters, edges, the documents they name, and this run's findings.
struct Report {
  std::vector<provenance::Cluster> clusters;
  std::map<int64_t, std::vector<provenance::CopyEdge>> edges_by_copy;
  std::map<int64_t, DocumentLine> documents;
  std::map<int64_t, const pipeline::CheckedCopy*> checked;
};

Result<Report> gather(store::CorpusIndex& index, const pipeline::CorpusRunResult& run) {
  Report r;
  Result<std::vector<provenance::Cluster>> clusters = index.clusters();
  if (!clusters) return clusters.error();
  r.clusters = std::move(clusters).value();
  Result<std::vector<provenance::CopyEdge>> edges = index.edges();
  if (!edges) return edges.error();
  for (const provenance::CopyEdge& e : *edges) r.edges_by_copy[e.copy_id].push_back(e);
  for (const provenance::Cluster& c : r.clusters) {
    for (const auto* ids : {&c.originals, &c.copies}) {
      for (int64_t id : *ids) {
        Result<store::StoredDocument> d = index.document(id);
        if (!d) return d.error();
        r.documents[id] = {d->input, d->title, d->published, d->publisher};
      }
    }
  }
  for (const pipeline::CheckedCopy& c : run.checked) r.checked[c.document_id] = &c;
  return r;
}

std::string percent(double share) { return std::to_string(static_cast<int>(share * 100 + 0.5)) + "%"; }

void print_document(std::ostream& out, const char* role, const DocumentLine& d) {
  out << "  " << role << "  " << d.input;
  if (!d.published.empty()) out << "  " << d.published;
  if (!d.publisher.empty()) out << "  " << d.publisher;
  if (!d.title.empty()) out << "  \"" << d.title << '"';
  out << '\n';
}

void print_text(std::ostream& out, const Report& r, const pipeline::CorpusRunResult& run) {
  for (const provenance::Cluster& c : r.clusters) {
    out << "cluster " << c.id << " (" << c.originals.size() + c.copies.size() << " articles)\n";
    for (int64_t id : c.originals) print_document(out, "original", r.documents.at(id));
    for (int64_t id : c.copies) {
      print_document(out, "copy    ", r.documents.at(id));
      for (const provenance::CopyEdge& e : r.edges_by_copy.at(id)) {
        out << "      copied " << percent(e.copied_share) << " of its text from " << r.documents.at(e.source_id).input
            << " (using " << percent(e.source_used) << " of it)\n";
      }
      auto checked = r.checked.find(id);
      if (checked == r.checked.end()) continue;
      for (const Finding& f : checked->second->findings) {
        out << "      " << to_string(f.severity) << ' ' << f.rule << ": " << f.message << '\n';
      }
    }
  }
  out << run.documents << " documents indexed (" << run.indexed << " new), " << r.clusters.size()
      << " clusters, " << run.new_edges << " new copy links, " << run.checked.size() << " copies checked (run "
      << run.run_id << ")\n";
}

nlohmann::json document_json(int64_t id, const DocumentLine& d) {
  return {{"id", id}, {"input", d.input}, {"title", d.title}, {"published", d.published}, {"publisher", d.publisher}};
}

nlohmann::json cluster_json(const provenance::Cluster& c, const Report& r) {
  nlohmann::json j = {{"id", c.id}, {"originals", nlohmann::json::array()}, {"copies", nlohmann::json::array()}};
  for (int64_t id : c.originals) j["originals"].push_back(document_json(id, r.documents.at(id)));
  for (int64_t id : c.copies) {
    nlohmann::json copy = document_json(id, r.documents.at(id));
    copy["sources"] = nlohmann::json::array();
    for (const provenance::CopyEdge& e : r.edges_by_copy.at(id)) {
      copy["sources"].push_back({{"id", e.source_id}, {"input", r.documents.at(e.source_id).input},
                                 {"copied_share", e.copied_share}, {"source_used", e.source_used}});
    }
    if (auto checked = r.checked.find(id); checked != r.checked.end()) {
      copy["findings"] = nlohmann::json::array();
      for (const Finding& f : checked->second->findings) {
        copy["findings"].push_back({{"rule", f.rule}, {"severity", to_string(f.severity)}, {"message", f.message},
                                    {"excerpt", f.excerpt}, {"line", f.position.line}, {"column", f.position.column}});
      }
    }
    j["copies"].push_back(std::move(copy));
  }
  return j;
}

void print_json(std::ostream& out, const Report& r, const pipeline::CorpusRunResult& run, const std::string& db) {
  nlohmann::json j = {{"database", db}, {"run", run.run_id}, {"documents", run.documents}, {"indexed", run.indexed},
                      {"new_edges", run.new_edges}, {"clusters", nlohmann::json::array()}};
  for (const provenance::Cluster& c : r.clusters) j["clusters"].push_back(cluster_json(c, r));
  out << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
}

std::string document_cell(const DocumentLine& d) {
  std::string cell = "<code>" + report::html_escape(d.input) + "</code>";
  if (!d.title.empty()) cell += "<br>" + report::html_escape(d.title);
  return cell;
}

std::string copy_rows(int64_t id, const Report& r) {
  const DocumentLine& d = r.documents.at(id);
  std::string from;
  for (const provenance::CopyEdge& e : r.edges_by_copy.at(id)) {
    from += (from.empty() ? "" : "<br>") + percent(e.copied_share) + " of its text from <code>" +
            report::html_escape(r.documents.at(e.source_id).input) + "</code> (using " +
            percent(e.source_used) + " of it)";
  }
  std::string html = "<tr class=\"copy\"><td>copy</td><td>" + document_cell(d) + "</td><td>" +
                     report::html_escape(d.published) + "</td><td>" + report::html_escape(d.publisher) +
                     "</td><td>" + from + "</td></tr>\n";
  auto checked = r.checked.find(id);
  if (checked == r.checked.end() || checked->second->findings.empty()) return html;
  html += "<tr><td></td><td colspan=\"4\"><ul class=\"findings\">\n";
  for (const Finding& f : checked->second->findings) {
    html += std::string("<li class=\"finding cat-") + to_string(f.category) + " sev-" +
            to_string(f.severity) + "\"><span class=\"sev\">" + to_string(f.severity) +
            "</span> <code>" + report::html_escape(f.rule) + "</code> " +
            report::html_escape(f.message) + "</li>\n";
  }
  return html + "</ul></td></tr>\n";
}

// The clusters as a report page: per cluster its originals and copies, what each copy took from
// which source, and the copy's provenance findings.
void print_html(std::ostream& out, const Report& r, const pipeline::CorpusRunResult& run) {
  std::string body = "<main id=\"report\">\n<h1>Copies and their originals</h1>\n<p class=\"totals\">" +
                     std::to_string(run.documents) + " documents indexed, " +
                     std::to_string(r.clusters.size()) + " clusters, " +
                     std::to_string(run.checked.size()) + " copies checked</p>\n";
  for (const provenance::Cluster& c : r.clusters) {
    body += "<section class=\"cluster\">\n<h2>Cluster " + std::to_string(c.id) + " (" +
            std::to_string(c.originals.size() + c.copies.size()) +
            " articles)</h2>\n<table>\n<thead><tr><th>role</th><th>article</th><th>published</th>"
            "<th>outlet</th><th>copied from</th></tr></thead>\n<tbody>\n";
    for (int64_t id : c.originals) {
      const DocumentLine& d = r.documents.at(id);
      body += "<tr class=\"original\"><td>original</td><td>" + document_cell(d) + "</td><td>" +
              report::html_escape(d.published) + "</td><td>" + report::html_escape(d.publisher) +
              "</td><td></td></tr>\n";
    }
    for (int64_t id : c.copies) body += copy_rows(id, r);
    body += "</tbody>\n</table>\n</section>\n";
  }
  out << report::html_page("auditor provenance", body + "</main>", AUDITOR_VERSION);
}

int run_provenance(const ProvenanceOptions& o, const Globals& globals) {
  const std::string path = database_path(o.db);
  if (!std::filesystem::exists(path)) {
    return report_usage_error(make_error(ErrorCode::NotFound, path,
                                         "no findings database here; 'auditor check' stores the articles to "
                                         "search (or pass --db PATH)"));
  }
  auto store = store::Store::open(path);
  if (!store) return report_usage_error(store.error());
  pipeline::AuditOptions options;
  options.language = o.language;
  options.rules_dir = o.rules_dir.empty() ? rules::default_rules_dir(globals.executable) : o.rules_dir;
  auto config = load_project_config(o.config, o.no_config);
  if (!config) return report_usage_error(config.error());
  options.config = std::move(config).value();
  Result<pipeline::Auditor> auditor = pipeline::Auditor::create(options);
  if (!auditor) return report_usage_error(auditor.error());

  pipeline::CorpusRunOptions run_options;
  run_options.min_containment = o.min_containment;
  run_options.jobs = o.jobs;
  run_options.arguments = o.arguments;
  Result<pipeline::CorpusRunResult> run = pipeline::run_corpus(*auditor, **store, run_options);
  if (!run) return report_usage_error(run.error());

  provenance::MinHasher hasher(run_options.params);
  store::CorpusIndex index(**store, hasher);
  Result<Report> report = gather(index, *run);
  if (!report) return report_usage_error(report.error());
  if (o.format == "json") {
    print_json(std::cout, *report, *run, path);
  } else if (o.format == "html") {
    print_html(std::cout, *report, *run);
  } else {
    print_text(std::cout, *report, *run);
  }
  return kExitClean;
}

}  // namespace

Action add_provenance_command(CLI::App& app, const Globals& globals) {
  auto o = std::make_shared<ProvenanceOptions>();
  CLI::App* cmd = app.add_subcommand(
      "provenance",
      "Find who copied whom among the stored articles (indexing the new ones), check each copy against "
      "its sources, and print the clusters of near-duplicates");
  cmd->add_option("--db", o->db, "Database file (default: $AUDITOR_DB, or ./auditor.db)");
  cmd->add_option("-f,--format", o->format, "Report format: text, json or html (one offline page)")
      ->check(CLI::IsMember({"text", "json", "html"}))
      ->capture_default_str();
  cmd->add_option("--min-containment", o->min_containment,
                  "Link two articles when at least this share of one's word shingles is in the other")
      ->check(CLI::Range(0.01, 1.0))
      ->capture_default_str();
  cmd->add_option("-l,--lang", o->language, "Article language: auto (identify per document), pt, en or es")
      ->check(CLI::IsMember({"auto", "pt", "en", "es"}))
      ->capture_default_str();
  cmd->add_option("--rules-dir", o->rules_dir,
                  "Folder of rule packs (default: $AUDITOR_RULES_DIR, or the rules installed with auditor)");
  cmd->add_option("--config", o->config, "Project configuration (default: auditor.toml in the working directory)");
  cmd->add_flag("--no-config", o->no_config, "Ignore auditor.toml");
  cmd->add_option("-j,--jobs", o->jobs, "Comparison threads (0: all cores)")->capture_default_str();
  return [o, &globals] {
    // The run is recorded with what decides its links; the other options only shape the report.
    o->arguments = {"auditor", "provenance", "--min-containment", std::to_string(o->min_containment)};
    return run_provenance(*o, globals);
  };
}

}  // namespace auditor::cli
