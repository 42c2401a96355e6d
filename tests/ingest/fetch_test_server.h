// A real HTTP server on 127.0.0.1 for the fetch tests: serves fixtures and misbehaves on purpose.
#pragma once

#include <httplib.h>
#include <zlib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "tests/support/test_support.h"

namespace auditor::testing {

/// What the server saw of one request.
struct SeenRequest {
  std::string target;  ///< path and query, as requested
  std::string if_none_match;
  std::string if_modified_since;
  std::string accept_encoding;
  std::string user_agent;
  int status = 0;
  size_t body_bytes = 0;  ///< bytes of body the handler sent (0 for 304)
};

/// Gzips bytes (RFC 1952), for a body served with Content-Encoding: gzip.
inline std::string gzip(const std::string& in) {
  z_stream z{};
  deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
  std::string out(deflateBound(&z, in.size()) + 32, '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  z.avail_in = static_cast<uInt>(in.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  deflateEnd(&z);
  return out;
}

/// The server: one instance per test suite, on an ephemeral port, in its own thread.
class FetchTestServer {
 public:
  /// The page /big serves, larger than the limits the tests set.
  static constexpr size_t kBigBytes = 2u << 20;

  FetchTestServer() {
    // Enough workers for every client connection the tests and the bench open at once.
    server_.new_task_queue = [] { return new httplib::ThreadPool(48); };
    server_.set_keep_alive_timeout(1);
    server_.set_keep_alive_max_count(1000);
    routes();
    port_ = server_.bind_to_any_port("127.0.0.1");
    // The socket listens from bind on, so clients may connect before the thread runs.
    thread_ = std::thread([this] { server_.listen_after_bind(); });
  }

  ~FetchTestServer() {
    stopping_ = true;
    server_.stop();
    thread_.join();
  }

  /// The absolute URL of a path on this server.
  std::string url(const std::string& path) const {
    return "http://127.0.0.1:" + std::to_string(port_) + path;
  }

  int port() const { return port_; }

  /// Every request seen for a target (path and query), in order.
  std::vector<SeenRequest> seen(const std::string& target) {
    std::lock_guard lock(mutex_);
    std::vector<SeenRequest> out;
    for (const SeenRequest& r : log_)
      if (r.target == target) out.push_back(r);
    return out;
  }

  /// Requests served so far (all paths).
  size_t total_requests() {
    std::lock_guard lock(mutex_);
    return log_.size();
  }

  /// The most requests to /slow/* that were being answered at the same time.
  int max_parallel_slow() const { return max_parallel_slow_; }

 private:
  void routes() {
    const std::string article = read_file(repo_path("fixtures/http/article.html"));
    const std::string cp1252 = read_file(repo_path("fixtures/http/cp1252.html"));
    serve("/article.html", [article](const httplib::Request&, httplib::Response& res, int) {
      res.set_content(article, "text/html; charset=utf-8");
    });
    serve("/cp1252.html", [cp1252](const httplib::Request&, httplib::Response& res, int) {
      res.set_content(cp1252, "text/html");  // no charset: the page's <meta> must decide
    });
    // A child sitemap of the sitemap-index tests: one page that exists and one that does not.
    serve("/sitemap-pages.xml", [](const httplib::Request& req, httplib::Response& res, int) {
      std::string base = "http://" + req.get_header_value("Host");
      res.set_content("<?xml version=\"1.0\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                      "<url><loc>" + base + "/article.html?t=sitemap</loc></url>"
                      "<url><loc>" + base + "/missing</loc></url></urlset>\n",
                      "application/xml");
    });
    serve("/missing", [](const httplib::Request&, httplib::Response& res, int) {
      res.status = 404;
      res.set_content("<html><body>gone</body></html>", "text/html");
    });
    serve("/always-500", [](const httplib::Request&, httplib::Response& res, int) {
      res.status = 500;
      res.set_content("broken", "text/plain");
    });
    serve("/flaky", [article](const httplib::Request&, httplib::Response& res, int hit) {
      if (hit == 1) {
        res.status = 500;
        res.set_content("try again", "text/plain");
      } else {
        res.set_content(article, "text/html; charset=utf-8");
      }
    });
    serve("/limited", [article](const httplib::Request&, httplib::Response& res, int hit) {
      if (hit == 1) {
        res.status = 429;
        res.set_header("Retry-After", "1");
        res.set_content("slow down", "text/plain");
      } else {
        res.set_content(article, "text/html; charset=utf-8");
      }
    });
    serve("/loop-a", [](const httplib::Request&, httplib::Response& res, int) {
      res.set_redirect("/loop-b", 302);
    });
    serve("/loop-b", [](const httplib::Request&, httplib::Response& res, int) {
      res.set_redirect("/loop-a", 302);
    });
    serve("/moved", [](const httplib::Request&, httplib::Response& res, int) {
      res.set_redirect("/article.html", 301);
    });
    serve("/big", [](const httplib::Request&, httplib::Response& res, int) {
      res.set_content("<html><body><p>" + std::string(kBigBytes, 'x') + "</p></body></html>",
                      "text/html");
    });
    serve("/big-chunked", [](const httplib::Request&, httplib::Response& res, int) {
      // No Content-Length: only counting the bytes as they arrive can stop this one.
      res.set_chunked_content_provider("text/html", [](size_t offset, httplib::DataSink& sink) {
        if (offset >= kBigBytes) {
          sink.done();
          return true;
        }
        std::string chunk(64 * 1024, 'y');
        return sink.write(chunk.data(), chunk.size());
      });
    });
    serve("/stall", [this](const httplib::Request&, httplib::Response& res, int) {
      auto until = std::chrono::steady_clock::now() + std::chrono::seconds(3);
      while (!stopping_ && std::chrono::steady_clock::now() < until)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
      res.set_content("<html><body><p>too late</p></body></html>", "text/html");
    });
    serve("/gzip.html", [article](const httplib::Request&, httplib::Response& res, int) {
      // A fixed-length provider keeps httplib from compressing again: the bytes go out as is.
      auto body = std::make_shared<std::string>(gzip(article));
      res.set_header("Content-Encoding", "gzip");
      res.set_content_provider(body->size(), "text/html; charset=utf-8",
                               [body](size_t offset, size_t length, httplib::DataSink& sink) {
                                 return sink.write(body->data() + offset, length);
                               });
    });
    serve("/etag.html", [article](const httplib::Request& req, httplib::Response& res, int) {
      res.set_header("ETag", "\"v1\"");
      if (req.get_header_value("If-None-Match") == "\"v1\"") {
        res.status = 304;
        return;
      }
      res.set_content(article, "text/html; charset=utf-8");
    });
    serve("/lastmod.html", [article](const httplib::Request& req, httplib::Response& res, int) {
      const char* date = "Tue, 04 Mar 2025 10:00:00 GMT";
      res.set_header("Last-Modified", date);
      if (req.get_header_value("If-Modified-Since") == date) {
        res.status = 304;
        return;
      }
      res.set_content(article, "text/html; charset=utf-8");
    });
    serve("/report.pdf", [](const httplib::Request&, httplib::Response& res, int) {
      // Over the tests' size limit too: the type must be reported, not the size.
      res.set_content("%PDF-1.4\n" + std::string(300000, 'p'), "application/pdf");
    });
    serve("/photo.png", [](const httplib::Request&, httplib::Response& res, int) {
      res.set_content("\x89PNG\r\n\x1a\n" + std::string(1000, 'i'), "image/png");
    });
    serve("/notes.txt", [](const httplib::Request&, httplib::Response& res, int) {
      res.set_content("A short plain note about the harbour ferry timetable.\n",
                      "text/plain; charset=utf-8");
    });
    server_.Get(R"(/slow/(\d+))", [this](const httplib::Request& req, httplib::Response& res) {
      int now = ++parallel_slow_;
      int seen = max_parallel_slow_;
      while (now > seen && !max_parallel_slow_.compare_exchange_weak(seen, now)) {
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(150));
      --parallel_slow_;
      res.set_content("<html><body><p>Slow page " + req.matches[1].str() + ".</p></body></html>",
                      "text/html");
      log(req, res);
    });
    server_.Get(R"(/page/(\d+))", [this](const httplib::Request& req, httplib::Response& res) {
      res.set_content("<html><head><title>Page " + req.matches[1].str() +
                          "</title></head><body><article><p>Short test page number " +
                          req.matches[1].str() +
                          " about the harbour ferry.</p></article></body></html>",
                      "text/html; charset=utf-8");
    });
  }

  using Handler = std::function<void(const httplib::Request&, httplib::Response&, int hit)>;

  // Registers a handler that knows how many times its target was hit (tests give each case its
  // own query string, so counts do not leak between tests), and logs each request.
  void serve(const std::string& path, Handler handler) {
    server_.Get(path, [this, handler](const httplib::Request& req, httplib::Response& res) {
      int hit = 0;
      {
        std::lock_guard lock(mutex_);
        hit = ++hits_[req.target];
      }
      handler(req, res, hit);
      log(req, res);
    });
  }

  void log(const httplib::Request& req, const httplib::Response& res) {
    std::lock_guard lock(mutex_);
    log_.push_back({req.target, req.get_header_value("If-None-Match"),
                    req.get_header_value("If-Modified-Since"),
                    req.get_header_value("Accept-Encoding"), req.get_header_value("User-Agent"),
                    res.status < 0 ? 200 : res.status, res.body.size()});
  }

  httplib::Server server_;
  std::thread thread_;
  int port_ = 0;
  std::atomic<bool> stopping_{false};
  std::mutex mutex_;
  std::map<std::string, int> hits_;
  std::vector<SeenRequest> log_;
  std::atomic<int> parallel_slow_{0};
  std::atomic<int> max_parallel_slow_{0};
};

}  // namespace auditor::testing
