// libFuzzer target: RSS/Atom parsing and item reading, sitemap parsing, and input sniffing.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "auditor/ingest/feed_reader.h"
#include "auditor/ingest/record_source.h"
#include "auditor/ingest/sitemap_reader.h"
#include "fuzz/fuzz_checks.h"

namespace {
// Items beyond this add time, not coverage.
constexpr size_t kMaxItems = 8;
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace auditor;
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  (void)ingest::sniff_input_kind("fuzz", bytes, "auto");
  Result<ingest::Feed> feed = ingest::parse_feed(bytes, "fuzz.xml");
  if (feed.ok()) {
    for (size_t i = 0; i < std::min(feed->items.size(), kMaxItems); ++i)
      fuzz::check_document(ingest::read_feed_item(feed->items[i], "fuzz.xml:item", "fuzz.xml"));
  } else {
    fuzz::require(!feed.error().message.empty(), "feed error without a message");
  }
  Result<ingest::Sitemap> sitemap = ingest::parse_sitemap(bytes, "fuzz.xml");
  if (sitemap.ok()) {
    fuzz::require(sitemap->pages() <= sitemap->entries.size(), "sitemap counts disagree");
    for (const ingest::SitemapEntry& e : sitemap->entries)
      fuzz::require(!e.url.empty(), "a sitemap entry without a URL");
  }
  return 0;
}
