// Data-driven tests of the record readers: every fixtures/{feeds,jsonl}/<case> with a
// <case>.expected.json beside it is read as a record stream and compared with the expectations.
// AUDITOR_UPDATE_GOLDEN=1 rewrites the expectations from what the readers produce.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "auditor/ingest/record_source.h"
#include "tests/support/test_support.h"

namespace auditor::ingest {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

// Record names relative to the fixture folder, so expectations do not hold absolute paths.
std::string relative(const std::string& name, const std::string& dir) {
  return name.rfind(dir + "/", 0) == 0 ? name.substr(dir.size() + 1) : name;
}

Json document_summary(const Document& doc, const std::string& dir) {
  Json blocks = Json::array();
  for (const Block& b : doc.blocks) {
    Position at = doc.position(b.span.start);
    blocks.push_back({to_string(b.kind), std::string(doc.view(b.span)),
                      std::to_string(at.line) + ":" + std::to_string(at.column)});
  }
  Json links = Json::array();
  for (const Link& l : doc.links) links.push_back({std::string(doc.view(l.anchor)), l.href});
  const Metadata& m = doc.metadata;
  return Json{{"input", relative(doc.input, dir)},
              {"format", doc.format},
              {"title", m.title},
              {"byline", m.byline},
              {"published", m.published},
              {"modified", m.modified},
              {"url", m.canonical_url},
              {"language", m.language},
              {"publisher", m.publisher},
              {"blocks", std::move(blocks)},
              {"links", std::move(links)},
              {"diagnostics", doc.diagnostics.size()}};
}

Json sitemap_summary(const Sitemap& sitemap, const std::string& dir) {
  Json urls = Json::array();
  for (const SitemapEntry& e : sitemap.entries) {
    urls.push_back({{"kind", to_string(e.kind)},
                    {"url", e.url},
                    {"line", e.line},
                    {"lastmod", e.lastmod},
                    {"news_title", e.news_title},
                    {"news_published", e.news_published},
                    {"news_publication", e.news_publication},
                    {"news_language", e.news_language}});
  }
  Json skipped = Json::array();
  for (const Diagnostic& d : sitemap.diagnostics) skipped.push_back(relative(d.where, dir));
  return Json{
      {"index", sitemap.is_index}, {"urls", std::move(urls)}, {"skipped", std::move(skipped)}};
}

// Everything the stream yields for one fixture, in order.
Json read_case(const fs::path& path) {
  const std::string dir = path.parent_path().string();
  RecordStream stream({{path.string()}}, ReadOptions{});
  Json records = Json::array();
  while (std::optional<PendingRecord> record = stream.next()) {
    Json entry;
    if (record->sitemap) entry["sitemap"] = sitemap_summary(*record->sitemap, dir);
    Result<Document> doc = record->read();
    if (doc.ok()) {
      entry["document"] = document_summary(*doc, dir);
    } else {
      entry["error"] = {{"where", relative(doc.error().where, dir)},
                        {"code", to_string(doc.error().code)},
                        {"message", doc.error().message}};
    }
    records.push_back(std::move(entry));
  }
  return Json{{"records", std::move(records)}};
}

// Messages name inputs by their full path; the expectations say "<repo>" so that they hold in
// any checkout.
Json without_repo_path(const Json& actual) {
  std::string text = actual.dump();
  const std::string repo = testing::repo_path("");
  for (size_t at = text.find(repo); at != std::string::npos; at = text.find(repo, at)) {
    text.replace(at, repo.size(), "<repo>/");
  }
  return Json::parse(text);
}

// Inputs with expectations; when updating, every input (so a new case needs only its input).
std::vector<fs::path> cases(bool update) {
  std::vector<fs::path> out;
  for (const char* folder : {"fixtures/feeds", "fixtures/jsonl"}) {
    for (const auto& entry : fs::directory_iterator(testing::repo_path(folder))) {
      const fs::path& p = entry.path();
      std::string name = p.filename().string();
      // <case>.expected.json is this test's; <case>.expected (findings) is record_positions_test's.
      if (name.find(".expected") != std::string::npos) continue;
      if (update || fs::exists(p.parent_path() / (p.stem().string() + ".expected.json")))
        out.push_back(p);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

TEST(RecordFixtures, EveryCaseMatchesItsExpectations) {
  const bool update = std::getenv("AUDITOR_UPDATE_GOLDEN") != nullptr;
  std::vector<fs::path> all = cases(update);
  ASSERT_GE(all.size(), 6u) << "the record fixtures are missing";
  for (const fs::path& path : all) {
    SCOPED_TRACE(path.string());
    fs::path expected_path = path.parent_path() / (path.stem().string() + ".expected.json");
    Json actual = without_repo_path(read_case(path));
    if (update) {
      testing::write_file(expected_path.string(), actual.dump(2, ' ', false) + "\n");
      continue;
    }
    Json expected = Json::parse(testing::read_file(expected_path.string()));
    ASSERT_EQ(actual["records"].size(), expected["records"].size()) << actual.dump(2);
    for (size_t i = 0; i < actual["records"].size(); ++i) {
      EXPECT_EQ(actual["records"][i], expected["records"][i]) << "record " << i;
    }
  }
}

}  // namespace
}  // namespace auditor::ingest
