// Sitemap expansion: local sitemap files parsed, child sitemaps fetched, page URLs collected.
#include "auditor/cli/sitemap_inputs.h"

#include <optional>
#include <unordered_set>

#include "auditor/ingest/record_source.h"
#include "auditor/ingest/sitemap_reader.h"

namespace auditor::cli {

namespace {

/// Sitemap indexes nest; a chain longer than this is a loop or a mistake, not a site.
constexpr int kMaxDepth = 3;

/// Walks sitemaps breadth first, fetching child sitemaps with one fetcher made on first need.
class SitemapWalk {
 public:
  SitemapWalk(std::vector<std::string>& urls, std::vector<Error>& errors,
              const ingest::FetchOptions& fetch)
      : urls_(urls), errors_(errors), fetch_options_(fetch) {}

  void read(const std::string& bytes, const std::string& name, int depth) {
    Result<ingest::Sitemap> sitemap = ingest::parse_sitemap(bytes, name);
    if (!sitemap) {
      errors_.push_back(sitemap.error());
      return;
    }
    for (const Diagnostic& d : sitemap->diagnostics) {
      errors_.push_back(make_error(ErrorCode::Parse, d.where, d.message));
    }
    for (const ingest::SitemapEntry& entry : sitemap->entries) {
      if (entry.kind == ingest::SitemapEntry::Kind::Page) {
        if (pages_.insert(entry.url).second) urls_.push_back(entry.url);
      } else if (depth + 1 >= kMaxDepth) {
        errors_.push_back(make_error(ErrorCode::Parse, name + ":" + std::to_string(entry.line),
                                     "sitemap indexes nest more than " + std::to_string(kMaxDepth) +
                                         " levels deep; " + entry.url + " was not read"));
      } else if (sitemaps_.insert(entry.url).second) {
        fetch_child(entry.url, depth + 1);
      }
    }
  }

 private:
  void fetch_child(const std::string& url, int depth) {
    if (!fetcher_) {
      Result<ingest::Fetcher> made = ingest::Fetcher::create(fetch_options_);
      if (!made) {
        errors_.push_back(make_error(made.error().code, url, made.error().message));
        return;
      }
      fetcher_.emplace(std::move(made).value());
    }
    Result<ingest::FetchedPage> page = fetcher_->fetch_one(url);
    if (!page) {
      errors_.push_back(page.error());
      return;
    }
    read(page->body, url, depth);
  }

  std::vector<std::string>& urls_;
  std::vector<Error>& errors_;
  const ingest::FetchOptions& fetch_options_;
  std::optional<ingest::Fetcher> fetcher_;
  std::unordered_set<std::string> pages_;
  std::unordered_set<std::string> sitemaps_;
};

}  // namespace

void expand_sitemaps(std::vector<ingest::InputRef>& inputs, std::vector<std::string>& urls,
                     std::vector<Error>& errors, const ingest::ReadOptions& read,
                     const ingest::FetchOptions& fetch) {
  SitemapWalk walk(urls, errors, fetch);
  std::erase_if(inputs, [&](const ingest::InputRef& input) {
    if (input.path == "-" || ingest::file_input_kind(input, read) != ingest::InputKind::Sitemap) {
      return false;
    }
    Result<std::string> bytes = ingest::load_bytes(input.path, read.max_bytes);
    if (!bytes) {
      errors.push_back(bytes.error());
    } else {
      walk.read(*bytes, input.path, 0);
    }
    return true;
  });
}

}  // namespace auditor::cli
