// The fetch loop: one curl multi handle, our own scheduler for the overall and per-host limits,
// retries with backoff, and conditional requests against the cache.
#include "auditor/ingest/fetch.h"

#include <curl/curl.h>

#include <algorithm>
#include <cctype>
#include <ctime>
#include <limits>
#include <map>
#include <mutex>
#include <optional>
#include <set>

#include "auditor/ingest/fetch_cache.h"
#include "auditor/ingest/fetch_errors.h"
#include "auditor/ingest/html_charset.h"
#include "auditor/ingest/http_headers.h"

namespace auditor::ingest {

namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

// The longest the loop sleeps without looking at its gate and retry timers.
constexpr milliseconds kMaxPoll{200};
// Backoff never grows past this, however many retries are allowed.
constexpr milliseconds kMaxBackoff{30000};

void global_init() {
  static std::once_flag once;
  std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

/// The headers of the final response that curl does not keep for us.
struct SeenHeaders {
  std::string etag;
  std::string last_modified;
  std::string retry_after;
};

/// One URL's state across its attempts.
struct Slot {
  std::string url;
  std::string host;  ///< scheme://host:port: the unit of the per-host limit
  unsigned attempts = 0;
  std::optional<CachedPage> cached;
  bool looked_up = false;
};

/// One attempt in flight.
struct Transfer {
  size_t index = 0;
  CURL* easy = nullptr;
  curl_slist* request_headers = nullptr;
  std::string body;
  SeenHeaders seen;
  size_t max_bytes = 0;
  bool any_content_type = false;
  bool type_checked = false;
  bool too_large = false;
  std::optional<std::pair<http::ContentKind, std::string>> refused_type;
  char error[CURL_ERROR_SIZE] = {};

  ~Transfer() {
    curl_slist_free_all(request_headers);
    if (easy) curl_easy_cleanup(easy);
  }
};

/// The per-host queue and limits.
struct Host {
  std::set<size_t> queue;  ///< waiting URL indices, lowest (earliest in the input) first
  unsigned active = 0;
  Clock::time_point not_before{};  ///< set by a 429's Retry-After: the whole host waits
};

long response_code(CURL* easy) {
  long status = 0;
  curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &status);
  return status;
}

std::string content_type_of(CURL* easy) {
  char* type = nullptr;
  curl_easy_getinfo(easy, CURLINFO_CONTENT_TYPE, &type);
  return type ? type : "";
}

// Refuses, before its body downloads, a successful response the auditor cannot read.
bool refuse_content_type(Transfer& t) {
  t.type_checked = true;
  long status = response_code(t.easy);
  if (t.any_content_type || status < 200 || status >= 300) return false;
  std::string type = http::media_type(content_type_of(t.easy));
  http::ContentKind kind = http::classify(type);
  if (http::is_readable(kind)) return false;
  t.refused_type = {kind, type};
  return true;
}

size_t on_body(char* data, size_t size, size_t count, void* user) {
  auto* t = static_cast<Transfer*>(user);
  size_t bytes = size * count;
  if (!t->type_checked && refuse_content_type(*t)) return 0;  // aborts the transfer
  // Counted after decoding, so a small compressed body cannot expand past the limit.
  if (t->body.size() + bytes > t->max_bytes) {
    t->too_large = true;
    return 0;
  }
  t->body.append(data, bytes);
  return bytes;
}

size_t on_header(char* data, size_t size, size_t count, void* user) {
  auto* t = static_cast<Transfer*>(user);
  std::string_view line(data, size * count);
  // Each response after a redirect starts with its status line; keep only the last one's headers.
  if (line.substr(0, 5) == "HTTP/") {
    t->seen = {};
    return line.size();
  }
  size_t colon = line.find(':');
  if (colon == std::string_view::npos) return line.size();
  std::string_view name = line.substr(0, colon);
  std::string value(http::trim(line.substr(colon + 1)));
  if (http::iequals(name, "etag"))
    t->seen.etag = value;
  else if (http::iequals(name, "last-modified"))
    t->seen.last_modified = value;
  else if (http::iequals(name, "retry-after"))
    t->seen.retry_after = value;
  return line.size();
}

// "scheme://host:port" for a valid http(s) URL, or the reason it is not one.
Result<std::string> host_key(const std::string& url) {
  CURLU* u = curl_url();
  CURLUcode rc = curl_url_set(u, CURLUPART_URL, url.c_str(), 0);
  std::string key;
  std::string why;
  char* scheme = nullptr;
  char* host = nullptr;
  char* port = nullptr;
  if (rc != CURLUE_OK) {
    why = curl_url_strerror(rc);
  } else if (curl_url_get(u, CURLUPART_SCHEME, &scheme, 0) != CURLUE_OK ||
             (std::string(scheme) != "http" && std::string(scheme) != "https")) {
    why = "only http:// and https:// addresses are fetched";
  } else if (curl_url_get(u, CURLUPART_HOST, &host, 0) != CURLUE_OK || !*host) {
    why = "it names no server";
  } else {
    curl_url_get(u, CURLUPART_PORT, &port, CURLU_DEFAULT_PORT);
    key = std::string(scheme) + "://" + host + ":" + (port ? port : "");
    for (char& c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  curl_free(scheme);
  curl_free(host);
  curl_free(port);
  curl_url_cleanup(u);
  if (!why.empty()) return invalid_url_error(url, why);
  return key;
}

milliseconds backoff_for(const FetchOptions& o, unsigned attempt) {
  milliseconds wait = o.backoff;
  for (unsigned i = 1; i < attempt && wait < kMaxBackoff; ++i) wait *= 2;
  return std::min(wait, kMaxBackoff);
}

}  // namespace

Status validate_url(const std::string& url) {
  Result<std::string> key = host_key(url);
  if (!key) return key.error();
  return Ok{};
}

std::string default_user_agent() {
  return std::string("auditor/") + AUDITOR_VERSION + " (news article auditor; libcurl)";
}

struct Fetcher::Impl {
  FetchOptions options;
  CURLM* multi = nullptr;
  std::optional<FetchCache> cache;

  // State of the running fetch().
  std::vector<Slot> slots;
  std::map<std::string, Host> hosts;
  std::multimap<Clock::time_point, size_t> retry_at;
  std::map<CURL*, std::unique_ptr<Transfer>> active;
  const FetchCallback* on_done = nullptr;
  size_t remaining = 0;

  ~Impl() {
    active.clear();
    if (multi) curl_multi_cleanup(multi);
  }

  void deliver(size_t index, Result<FetchedPage> result) {
    --remaining;
    slots[index].cached.reset();
    (*on_done)(index, std::move(result));
  }

  void enqueue(const std::vector<std::string>& urls) {
    slots.assign(urls.size(), Slot{});
    for (size_t i = 0; i < urls.size(); ++i) {
      slots[i].url = urls[i];
      Result<std::string> key = host_key(urls[i]);
      if (!key) {
        deliver(i, key.error());
        continue;
      }
      slots[i].host = *key;
      hosts[*key].queue.insert(i);
    }
  }

  void release_due_retries(Clock::time_point now) {
    while (!retry_at.empty() && retry_at.begin()->first <= now) {
      size_t index = retry_at.begin()->second;
      retry_at.erase(retry_at.begin());
      hosts[slots[index].host].queue.insert(index);
    }
  }

  // The waiting URL that should start next: the earliest in the input whose host has room.
  Host* next_ready(Clock::time_point now, size_t& index) {
    Host* best = nullptr;
    index = std::numeric_limits<size_t>::max();
    for (auto& [key, host] : hosts) {
      if (host.queue.empty() || host.active >= options.per_host || host.not_before > now) continue;
      if (*host.queue.begin() < index) {
        index = *host.queue.begin();
        best = &host;
      }
    }
    return best;
  }

  void start_ready(const StartGate& gate) {
    Clock::time_point now = Clock::now();
    while (active.size() < options.concurrency) {
      size_t index = 0;
      Host* host = next_ready(now, index);
      if (!host || (gate && !gate(index))) return;
      host->queue.erase(host->queue.begin());
      ++host->active;
      start(index);
    }
  }

  void add_request_headers(Transfer& t, Slot& slot) {
    t.request_headers = curl_slist_append(
        nullptr,
        "Accept: text/html,application/xhtml+xml,application/xml;q=0.9,text/plain;q=0.8,*/*;q=0.5");
    if (!slot.looked_up && cache) {
      slot.looked_up = true;
      slot.cached = cache->find(slot.url);
      // Only the validators wait in memory; a 304 reads the body back from the cache.
      if (slot.cached) std::string().swap(slot.cached->body);
    }
    if (slot.cached && !slot.cached->etag.empty()) {
      t.request_headers =
          curl_slist_append(t.request_headers, ("If-None-Match: " + slot.cached->etag).c_str());
    }
    if (slot.cached && !slot.cached->last_modified.empty()) {
      t.request_headers = curl_slist_append(
          t.request_headers, ("If-Modified-Since: " + slot.cached->last_modified).c_str());
    }
  }

  void configure(Transfer& t, const std::string& url) {
    CURL* e = t.easy;
    curl_easy_setopt(e, CURLOPT_URL, url.c_str());
    curl_easy_setopt(e, CURLOPT_PRIVATE, &t);
    curl_easy_setopt(e, CURLOPT_WRITEFUNCTION, on_body);
    curl_easy_setopt(e, CURLOPT_WRITEDATA, &t);
    curl_easy_setopt(e, CURLOPT_HEADERFUNCTION, on_header);
    curl_easy_setopt(e, CURLOPT_HEADERDATA, &t);
    curl_easy_setopt(e, CURLOPT_ERRORBUFFER, t.error);
    curl_easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(e, CURLOPT_FOLLOWLOCATION, 1L);
    curl_easy_setopt(e, CURLOPT_MAXREDIRS, options.max_redirects);
    curl_easy_setopt(e, CURLOPT_AUTOREFERER, 1L);
    // Redirects must not lead to file:// or other schemes a web page has no business naming.
    curl_easy_setopt(e, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(e, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(e, CURLOPT_ACCEPT_ENCODING, "");  // every encoding this libcurl decodes
    curl_easy_setopt(e, CURLOPT_USERAGENT, options.user_agent.c_str());
    curl_easy_setopt(e, CURLOPT_CONNECTTIMEOUT_MS,
                     static_cast<long>(options.connect_timeout.count()));
    curl_easy_setopt(e, CURLOPT_TIMEOUT_MS, static_cast<long>(options.timeout.count()));
    // Refuses at once a body whose Content-Length is over the limit; on_body checks the rest.
    curl_easy_setopt(e, CURLOPT_MAXFILESIZE_LARGE, static_cast<curl_off_t>(options.max_bytes));
    curl_easy_setopt(e, CURLOPT_HTTPHEADER, t.request_headers);
  }

  void start(size_t index) {
    Slot& slot = slots[index];
    ++slot.attempts;
    auto t = std::make_unique<Transfer>();
    t->index = index;
    t->easy = curl_easy_init();
    t->max_bytes = options.max_bytes;
    t->any_content_type = options.any_content_type;
    add_request_headers(*t, slot);
    configure(*t, slot.url);
    CURL* easy = t->easy;
    active.emplace(easy, std::move(t));
    curl_multi_add_handle(multi, easy);
  }

  // Schedules another attempt, or returns the error that ends this URL.
  std::optional<Error> retry_or_fail(Slot& slot, size_t index, long status,
                                     const std::string& retry_after, Error final_error) {
    if (slot.attempts > options.retries) return final_error;
    milliseconds wait = backoff_for(options, slot.attempts);
    if (auto asked = http::parse_retry_after(retry_after, std::time(nullptr))) {
      if (*asked > options.max_wait) {
        return wait_too_long_error(slot.url, status, *asked, options.max_wait);
      }
      wait = *asked;
    }
    Clock::time_point due = Clock::now() + wait;
    // A 429 speaks for the whole server: hold its other URLs back too.
    if (status == 429) hosts[slot.host].not_before = std::max(hosts[slot.host].not_before, due);
    retry_at.emplace(due, index);
    return std::nullopt;
  }

  FetchedPage page_from(const Transfer& t, long status) {
    FetchedPage page;
    const Slot& slot = slots[t.index];
    page.url = slot.url;
    char* effective = nullptr;
    curl_easy_getinfo(t.easy, CURLINFO_EFFECTIVE_URL, &effective);
    page.final_url = effective ? effective : slot.url;
    page.status = status;
    page.content_type = content_type_of(t.easy);
    curl_off_t wire = 0;
    curl_easy_getinfo(t.easy, CURLINFO_SIZE_DOWNLOAD_T, &wire);
    page.wire_bytes = static_cast<uint64_t>(wire);
    page.attempts = slot.attempts;
    return page;
  }

  void fill_type(FetchedPage& page) {
    page.media_type = http::media_type(page.content_type);
    page.charset = charset_from_content_type(page.content_type);
  }

  Result<FetchedPage> from_cache(const Transfer& t) {
    std::optional<CachedPage> found = cache->find(slots[t.index].url);
    if (!found) return status_error(slots[t.index].url, 304, slots[t.index].attempts);
    CachedPage& cached = *found;
    FetchedPage page = page_from(t, cached.status);
    page.final_url = cached.final_url;
    page.content_type = cached.content_type;
    page.body = std::move(cached.body);
    page.from_cache = true;
    fill_type(page);
    if (page.body.size() > options.max_bytes) return too_large_error(page.url, options.max_bytes);
    return page;
  }

  void remember(const FetchedPage& page, const SeenHeaders& seen) {
    if (!cache || (seen.etag.empty() && seen.last_modified.empty())) return;
    CachedPage entry{page.final_url,
                     page.status,
                     page.content_type,
                     seen.etag,
                     seen.last_modified,
                     page.body,
                     static_cast<int64_t>(std::time(nullptr))};
    // A cache that cannot be written costs a download next time, nothing more.
    (void)cache->store(page.url, entry);
  }

  Result<FetchedPage> success(Transfer& t, long status) {
    FetchedPage page = page_from(t, status);
    fill_type(page);
    http::ContentKind kind = http::classify(page.media_type);
    if (!options.any_content_type && !http::is_readable(kind)) {
      return content_type_error(page.url, kind, page.media_type);
    }
    page.body = std::move(t.body);
    remember(page, t.seen);
    return page;
  }

  // Why a transfer that libcurl ended with an error failed, and whether to try again.
  std::optional<Result<FetchedPage>> failed(Transfer& t, CURLcode code) {
    Slot& slot = slots[t.index];
    // A big PDF fails on its Content-Length before any body arrives; "a PDF" says more than "big".
    if (!t.type_checked) refuse_content_type(t);
    if (t.refused_type)
      return content_type_error(slot.url, t.refused_type->first, t.refused_type->second);
    if (t.too_large || code == CURLE_FILESIZE_EXCEEDED)
      return too_large_error(slot.url, options.max_bytes);
    TransferFailure f;
    f.curl_code = code;
    f.url = slot.url;
    char* effective = nullptr;
    curl_easy_getinfo(t.easy, CURLINFO_EFFECTIVE_URL, &effective);
    f.last_url = effective ? effective : slot.url;
    f.curl_message = t.error;
    curl_off_t connect_us = 0;
    curl_easy_getinfo(t.easy, CURLINFO_CONNECT_TIME_T, &connect_us);
    f.connected = connect_us > 0;
    f.attempts = slot.attempts;
    Error error = transfer_error(f, options);
    // A dropped connection is often a busy server; a timeout already cost the full wait.
    bool transient = code == CURLE_GOT_NOTHING || code == CURLE_RECV_ERROR ||
                     code == CURLE_SEND_ERROR || code == CURLE_PARTIAL_FILE;
    if (!transient) return error;
    std::optional<Error> final = retry_or_fail(slot, t.index, 0, "", error);
    if (final) return *final;
    return std::nullopt;
  }

  // The outcome of a finished transfer, or nullopt when it will be retried.
  std::optional<Result<FetchedPage>> outcome(Transfer& t, CURLcode code) {
    Slot& slot = slots[t.index];
    long status = response_code(t.easy);
    if (status == 304 && slot.cached && cache) return from_cache(t);
    if (status >= 300 && (status >= 400 || code == CURLE_OK)) {
      Error error = status_error(slot.url, status, slot.attempts);
      if (!http::is_retryable_status(status)) return error;
      std::optional<Error> final = retry_or_fail(slot, t.index, status, t.seen.retry_after, error);
      if (final) return *final;
      return std::nullopt;
    }
    if (code != CURLE_OK) return failed(t, code);
    if (status < 200) return status_error(slot.url, status, slot.attempts);
    return success(t, status);
  }

  void finish(CURL* easy, CURLcode code) {
    auto it = active.find(easy);
    curl_multi_remove_handle(multi, easy);
    std::unique_ptr<Transfer> t = std::move(it->second);
    active.erase(it);
    --hosts[slots[t->index].host].active;
    std::optional<Result<FetchedPage>> result = outcome(*t, code);
    if (result) deliver(t->index, std::move(*result));
  }

  // Handles finished transfers; returns how many, so the loop refills their slots at once.
  size_t drain_messages() {
    int left = 0;
    size_t finished = 0;
    while (CURLMsg* msg = curl_multi_info_read(multi, &left)) {
      if (msg->msg != CURLMSG_DONE) continue;
      finish(msg->easy_handle, msg->data.result);
      ++finished;
    }
    return finished;
  }

  // How long to sleep: until the next retry or rate-limited host is due, at most kMaxPoll.
  int poll_timeout_ms() const {
    Clock::time_point now = Clock::now();
    Clock::time_point wake = now + kMaxPoll;
    if (!retry_at.empty()) wake = std::min(wake, retry_at.begin()->first);
    for (const auto& [key, host] : hosts) {
      if (!host.queue.empty() && host.not_before > now) wake = std::min(wake, host.not_before);
    }
    auto ms = std::chrono::duration_cast<milliseconds>(wake - now).count();
    return static_cast<int>(std::clamp<long long>(ms + 1, 0, kMaxPoll.count()));
  }

  void run(const std::vector<std::string>& urls, const FetchCallback& callback,
           const StartGate& gate) {
    on_done = &callback;
    remaining = urls.size();
    hosts.clear();
    retry_at.clear();
    enqueue(urls);
    while (remaining > 0) {
      release_due_retries(Clock::now());
      start_ready(gate);
      int running = 0;
      curl_multi_perform(multi, &running);
      size_t finished = drain_messages();
      if (remaining == 0) break;
      if (finished == 0) curl_multi_poll(multi, nullptr, 0, poll_timeout_ms(), nullptr);
    }
    if (cache) (void)cache->flush();
    slots.clear();
    on_done = nullptr;
  }
};

Fetcher::Fetcher(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Fetcher::~Fetcher() = default;
Fetcher::Fetcher(Fetcher&&) noexcept = default;
Fetcher& Fetcher::operator=(Fetcher&&) noexcept = default;

Result<Fetcher> Fetcher::create(FetchOptions options) {
  if (options.concurrency == 0 || options.per_host == 0) {
    return make_error(ErrorCode::Usage, "--concurrency",
                      "the number of parallel downloads must be at least 1");
  }
  if (options.timeout.count() <= 0 || options.connect_timeout.count() <= 0) {
    return make_error(ErrorCode::Usage, "--timeout", "the timeout must be more than 0 seconds");
  }
  global_init();
  auto impl = std::make_unique<Impl>();
  if (!options.cache_path.empty()) {
    Result<FetchCache> cache = FetchCache::open(options.cache_path);
    if (!cache) return cache.error();
    impl->cache.emplace(std::move(cache).value());
  }
  impl->multi = curl_multi_init();
  if (!impl->multi) return make_error(ErrorCode::Internal, "", "libcurl could not start");
  // Our scheduler enforces the limits; these stop libcurl opening more behind our back (redirects).
  curl_multi_setopt(impl->multi, CURLMOPT_MAX_TOTAL_CONNECTIONS,
                    static_cast<long>(options.concurrency));
  curl_multi_setopt(impl->multi, CURLMOPT_MAXCONNECTS, static_cast<long>(options.concurrency) * 2);
  impl->options = std::move(options);
  return Fetcher(std::move(impl));
}

void Fetcher::fetch(const std::vector<std::string>& urls, const FetchCallback& on_done,
                    const StartGate& may_start) {
  impl_->run(urls, on_done, may_start);
}

Result<FetchedPage> Fetcher::fetch_one(const std::string& url) {
  std::optional<Result<FetchedPage>> out;
  fetch({url}, [&](size_t, Result<FetchedPage> r) { out.emplace(std::move(r)); });
  return std::move(*out);
}

void Fetcher::wakeup() {
  curl_multi_wakeup(impl_->multi);
}

const FetchOptions& Fetcher::options() const {
  return impl_->options;
}

}  // namespace auditor::ingest
