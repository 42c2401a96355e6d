// Fetched pages to Documents: a fetch thread feeds an in-order consumer through a bounded window.
#include "auditor/ingest/fetch_reader.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <map>
#include <mutex>
#include <thread>

#include "auditor/ingest/html_reader.h"
#include "auditor/ingest/http_headers.h"
#include "auditor/ingest/input.h"

namespace auditor::ingest {

namespace {

// Pages fetched ahead of the one being read, per allowed transfer: enough to keep every slot busy
// while one slow page holds up the order, small enough that memory does not grow with the list.
constexpr size_t kWindowPerSlot = 4;
constexpr size_t kMinWindow = 16;

Result<Document> read_html_page(const FetchedPage& page) {
  HtmlReadOptions html;
  html.http_charset = page.charset;
  html.page_url = page.final_url;
  return read_html(page.body, page.url, html);
}

Result<Document> read_by_kind(const FetchedPage& page) {
  http::ContentKind kind = http::classify(page.media_type);
  switch (kind) {
    case http::ContentKind::Html: return read_html_page(page);
    case http::ContentKind::Text: return read_document_from_memory(page.body, page.url, "text");
    case http::ContentKind::Xml:
      // XHTML served as XML is a page; feeds and sitemaps need their own readers.
      if (sniff_html(page.body)) return read_html_page(page);
      return make_error(
          ErrorCode::Parse, page.url,
          "the server sent an XML document (" + page.media_type +
              "), not an article page; feeds and sitemaps are not read from a URL yet");
    case http::ContentKind::Unknown:
      if (sniff_html(page.body)) return read_html_page(page);
      return read_document_from_memory(page.body, page.url, "auto");
    default:
      return make_error(ErrorCode::Binary, page.url,
                        "the server sent " + http::describe(kind, page.media_type) +
                            ", not an HTML page; the auditor reads web pages and text only");
  }
}

}  // namespace

Result<Document> read_fetched_page(const FetchedPage& page) {
  Result<Document> doc = read_by_kind(page);
  if (!doc) return doc;
  doc->input = page.url;
  if (!page.final_url.empty() && page.final_url != page.url) {
    doc->diagnostics.insert(doc->diagnostics.begin(),
                            Diagnostic{page.url, "redirected to " + page.final_url});
  }
  return doc;
}

Status fetch_documents(const std::vector<std::string>& urls, const FetchOptions& options,
                       const UrlDocumentCallback& on_document) {
  if (urls.empty()) return Ok{};
  Result<Fetcher> fetcher = Fetcher::create(options);
  if (!fetcher) return fetcher.error();

  const size_t window =
      std::max(kMinWindow, static_cast<size_t>(options.concurrency) * kWindowPerSlot);
  std::mutex mutex;
  std::condition_variable ready;
  std::map<size_t, Result<FetchedPage>> finished;
  std::atomic<size_t> consumed{0};

  // The gate keeps the fetcher from running more than `window` pages ahead of the reader.
  StartGate gate = [&](size_t index) { return index < consumed.load() + window; };
  FetchCallback deliver = [&](size_t index, Result<FetchedPage> page) {
    std::lock_guard lock(mutex);
    finished.emplace(index, std::move(page));
    ready.notify_one();
  };
  std::thread fetching([&] { fetcher->fetch(urls, deliver, gate); });

  for (size_t i = 0; i < urls.size(); ++i) {
    std::unique_lock lock(mutex);
    ready.wait(lock, [&] { return finished.count(i) > 0; });
    auto node = finished.extract(i);
    lock.unlock();
    consumed.store(i + 1);
    fetcher->wakeup();
    Result<FetchedPage>& page = node.mapped();
    on_document(i, urls[i], page ? read_fetched_page(*page) : Result<Document>(page.error()));
  }
  fetching.join();
  return Ok{};
}

}  // namespace auditor::ingest
