// Fetch throughput against a local HTTP server (cpp-httplib on 127.0.0.1): pages per second for
// the fetcher alone, for fetch plus HTML reading in input order, and for a re-run revalidated
// through the cache (every page answers 304).
// Usage: bench_fetch [PAGES=2000] [CONCURRENCY=32]
#include <httplib.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "auditor/ingest/fetch.h"
#include "auditor/ingest/fetch_reader.h"

namespace {

using namespace auditor;
using Clock = std::chrono::steady_clock;

// A small article page (~1.5 KB) with an ETag, so a second run can revalidate.
void serve_pages(httplib::Server& server) {
  server.Get(R"(/page/(\d+))", [](const httplib::Request& req, httplib::Response& res) {
    std::string n = req.matches[1].str();
    std::string etag = "\"p" + n + "\"";
    res.set_header("ETag", etag);
    if (req.get_header_value("If-None-Match") == etag) {
      res.status = 304;
      return;
    }
    std::string body =
        "<!doctype html><html><head><title>Test page " + n +
        "</title></head><body><nav><a href='/'>Home</a></nav><article><h1>Test page " + n + "</h1>";
    for (int p = 0; p < 6; ++p) {
      body += "<p>Paragraph " + std::to_string(p) +
              " of a short page the benchmark serves, long enough to look like a news brief about "
              "a harbour ferry, its fares and its timetable.</p>";
    }
    body += "</article></body></html>";
    // A fixed-length provider: httplib would otherwise brotli-compress every response at top
    // quality, and the bench would measure the server's compressor instead of the fetcher.
    auto shared = std::make_shared<std::string>(std::move(body));
    res.set_content_provider(shared->size(), "text/html; charset=utf-8",
                             [shared](size_t offset, size_t length, httplib::DataSink& sink) {
                               return sink.write(shared->data() + offset, length);
                             });
  });
}

// httplib listens with a backlog of 5: a burst of 32 connects overflows it and the dropped SYNs
// come back after the kernel's 1 s retransmit timer. Real servers queue hundreds; so does this one,
// by finding its listening socket and calling listen() again, which Linux allows to resize it.
void widen_backlog(int port) {
  for (int fd = 3; fd < 4096; ++fd) {
    sockaddr_in addr{};
    socklen_t len = sizeof addr;
    int listening = 0;
    socklen_t optlen = sizeof listening;
    if (getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len) != 0 ||
        addr.sin_family != AF_INET)
      continue;
    if (ntohs(addr.sin_port) != port) continue;
    if (getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &listening, &optlen) == 0 && listening)
      listen(fd, 1024);
  }
}

double run(const std::vector<std::string>& urls, const ingest::FetchOptions& options, bool read,
           size_t& ok) {
  ok = 0;
  auto start = Clock::now();
  if (read) {
    (void)ingest::fetch_documents(
        urls, options, [&](size_t, const std::string&, Result<Document> d) { ok += d.ok(); });
  } else {
    Result<ingest::Fetcher> fetcher = ingest::Fetcher::create(options);
    if (!fetcher) {
      std::fprintf(stderr, "bench_fetch: %s\n", fetcher.error().to_string().c_str());
      std::exit(2);
    }
    fetcher->fetch(urls, [&](size_t, Result<ingest::FetchedPage> p) { ok += p.ok(); });
  }
  return std::chrono::duration<double>(Clock::now() - start).count();
}

void report(const char* what, size_t pages, size_t ok, double seconds) {
  std::printf("%-34s pages=%zu ok=%zu seconds=%.3f pages_per_second=%.0f\n", what, pages, ok,
              seconds, pages / seconds);
}

}  // namespace

int main(int argc, char** argv) {
  size_t pages = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 2000;
  unsigned concurrency = argc > 2 ? static_cast<unsigned>(std::strtoul(argv[2], nullptr, 10)) : 32;

  httplib::Server server;
  server.new_task_queue = [concurrency] { return new httplib::ThreadPool(concurrency + 8); };
  server.set_keep_alive_max_count(100000);
  server.set_keep_alive_timeout(2);
  server.set_tcp_nodelay(true);  // else Nagle plus delayed ACKs add ~40 ms to each response
  serve_pages(server);
  int port = server.bind_to_any_port("127.0.0.1");
  widen_backlog(port);
  std::thread listener([&] { server.listen_after_bind(); });

  std::vector<std::string> urls;
  for (size_t i = 0; i < pages; ++i)
    urls.push_back("http://127.0.0.1:" + std::to_string(port) + "/page/" + std::to_string(i));

  ingest::FetchOptions options;
  options.concurrency = concurrency;
  options.per_host = concurrency;  // one local host: the per-host limit must not be the bottleneck
  size_t ok = 0;
  report("fetch (no cache)", pages, ok, run(urls, options, false, ok));
  report("fetch + read HTML, in order", pages, ok, run(urls, options, true, ok));

  std::string cache = (std::filesystem::temp_directory_path() /
                       ("auditor-bench-fetch-" + std::to_string(::getpid()) + ".db"))
                          .string();
  options.cache_path = cache;
  run(urls, options, false, ok);  // fills the cache
  report("re-fetch through the cache (304s)", pages, ok, run(urls, options, false, ok));
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(cache + suffix);

  server.stop();
  listener.join();
  return 0;
}
