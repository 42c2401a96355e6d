// Reading and writing the corpus index tables (schema version 2) with prepared statements.
#include "auditor/store/corpus_index.h"

#include <algorithm>
#include <cstring>
#include <tuple>
#include <unordered_map>

#include "auditor/store/statement.h"

namespace auditor::store {

namespace {

// Signatures are stored as the raw uint32 array; every supported platform is little-endian, and
// the params text would change with the layout.
std::span<const std::byte> signature_bytes(const provenance::Signature& s) { return std::as_bytes(std::span(s.mins)); }

std::vector<uint32_t> signature_mins(std::span<const std::byte> bytes) {
  std::vector<uint32_t> mins(bytes.size() / sizeof(uint32_t));
  if (!mins.empty()) std::memcpy(mins.data(), bytes.data(), mins.size() * sizeof(uint32_t));
  return mins;
}

}  // namespace

Status CorpusIndex::drop_stale() {
  const std::string params = hasher_.params().describe();
  Statement stale(store_.handle(), "SELECT count(*) FROM corpus_signatures WHERE params != ?");
  stale.bind(1, params);
  if (stale.step() != SQLITE_ROW) return store_.error("cannot read the corpus index");
  if (stale.column_int(0) == 0) return Ok{};
  // Signed under other parameters: every signature and band key is rebuilt, since keys made under
  // different hash functions never match.
  Statement bands(store_.handle(), "DELETE FROM corpus_bands");
  Statement signatures(store_.handle(), "DELETE FROM corpus_signatures");
  if (bands.step() != SQLITE_DONE || signatures.step() != SQLITE_DONE) {
    return store_.error("cannot reset the corpus index");
  }
  return Ok{};
}

Result<std::vector<CorpusIndex::Unindexed>> CorpusIndex::unindexed(int64_t after, size_t limit) {
  Statement q(store_.handle(),
              "SELECT d.id, d.text FROM documents d WHERE d.id > ? AND NOT EXISTS "
              "(SELECT 1 FROM corpus_signatures s WHERE s.document_id = d.id) ORDER BY d.id LIMIT ?");
  q.bind(1, after).bind(2, static_cast<int64_t>(limit));
  std::vector<Unindexed> out;
  int rc;
  while ((rc = q.step()) == SQLITE_ROW) out.push_back({q.column_int(0), q.column_text(1)});
  if (rc != SQLITE_DONE) return store_.error("cannot read the documents to index");
  return out;
}

Result<StoredDocument> CorpusIndex::document(int64_t id) {
  Statement q(store_.handle(),
              "SELECT id, content_hash, input, url, title, byline, publisher, published, modified, language, "
              "format, text FROM documents WHERE id = ?");
  q.bind(1, id);
  if (q.step() != SQLITE_ROW) return store_.error("cannot read stored document " + std::to_string(id));
  StoredDocument d;
  d.id = q.column_int(0);
  std::string* fields[] = {&d.content_hash, &d.input,     &d.url,      &d.title,  &d.byline, &d.publisher,
                           &d.published,    &d.modified,  &d.language, &d.format, &d.text};
  for (int i = 0; i < static_cast<int>(std::size(fields)); ++i) *fields[i] = q.column_text(i + 1);
  return d;
}

Status CorpusIndex::add(int64_t document_id, const provenance::Signature& signature) {
  return add(std::span(&document_id, 1), std::span(&signature, 1));
}

Status CorpusIndex::add(std::span<const int64_t> document_ids, std::span<const provenance::Signature> signatures) {
  Statement insert(store_.handle(),
                   "INSERT OR REPLACE INTO corpus_signatures(document_id, params, shingles, signature) "
                   "VALUES (?,?,?,?)");
  const std::string params = hasher_.params().describe();
  struct BandRow {
    uint64_t band, bucket;
    int64_t document_id;
    auto operator<=>(const BandRow&) const = default;
  };
  std::vector<BandRow> rows;
  for (size_t i = 0; i < document_ids.size(); ++i) {
    const provenance::Signature& signature = signatures[i];
    insert.bind(1, document_ids[i]).bind(2, params).bind(3, static_cast<int64_t>(signature.shingles))
        .bind_blob(4, signature_bytes(signature));
    if (insert.step() != SQLITE_DONE) return store_.error("cannot index document " + std::to_string(document_ids[i]));
    insert.reset();
    if (signature.too_short()) continue;  // indexed, but too short to band: it would match anything short
    std::vector<uint64_t> keys = hasher_.band_keys(signature);
    for (size_t b = 0; b < keys.size(); ++b) rows.push_back({b, keys[b], document_ids[i]});
  }
  // The table's key order is (band, bucket as a signed integer, document).
  std::sort(rows.begin(), rows.end(), [](const BandRow& x, const BandRow& y) {
    return std::tuple(x.band, static_cast<int64_t>(x.bucket), x.document_id) <
           std::tuple(y.band, static_cast<int64_t>(y.bucket), y.document_id);
  });
  Statement band(store_.handle(), "INSERT OR IGNORE INTO corpus_bands(band, bucket, document_id) VALUES (?,?,?)");
  for (const BandRow& r : rows) {
    band.bind(1, static_cast<int64_t>(r.band)).bind(2, static_cast<int64_t>(r.bucket)).bind(3, r.document_id);
    if (band.step() != SQLITE_DONE) return store_.error("cannot index document " + std::to_string(r.document_id));
    band.reset();
  }
  return Ok{};
}

Status CorpusIndex::for_each_entry(const std::function<void(provenance::CorpusEntry&&)>& visit) {
  Statement q(store_.handle(),
              "SELECT s.document_id, d.published, s.shingles, s.signature FROM corpus_signatures s "
              "JOIN documents d ON d.id = s.document_id ORDER BY s.document_id");
  int rc;
  while ((rc = q.step()) == SQLITE_ROW) {
    provenance::CorpusEntry e;
    e.id = q.column_int(0);
    e.published = q.column_text(1);
    e.signature.shingles = static_cast<uint32_t>(q.column_int(2));
    e.signature.mins = signature_mins(q.column_blob(3));
    visit(std::move(e));
  }
  if (rc != SQLITE_DONE) return store_.error("cannot read the corpus index");
  return Ok{};
}

Result<provenance::CorpusEntry> CorpusIndex::entry(int64_t id) {
  Statement q(store_.handle(),
              "SELECT d.published, s.shingles, s.signature FROM corpus_signatures s "
              "JOIN documents d ON d.id = s.document_id WHERE s.document_id = ?");
  q.bind(1, id);
  if (q.step() != SQLITE_ROW) return store_.error("cannot read the signature of document " + std::to_string(id));
  provenance::CorpusEntry e;
  e.id = id;
  e.published = q.column_text(0);
  e.signature.shingles = static_cast<uint32_t>(q.column_int(1));
  e.signature.mins = signature_mins(q.column_blob(2));
  return e;
}

Result<std::vector<provenance::CorpusEntry>> CorpusIndex::candidates(const provenance::Signature& signature) {
  std::vector<provenance::CorpusEntry> out;
  if (signature.too_short()) return out;
  std::unordered_map<int64_t, uint32_t> shared;
  Statement q(store_.handle(), "SELECT document_id FROM corpus_bands WHERE band = ? AND bucket = ?");
  std::vector<uint64_t> keys = hasher_.band_keys(signature);
  for (size_t b = 0; b < keys.size(); ++b) {
    q.bind(1, static_cast<int64_t>(b)).bind(2, static_cast<int64_t>(keys[b]));
    int rc;
    while ((rc = q.step()) == SQLITE_ROW) ++shared[q.column_int(0)];
    if (rc != SQLITE_DONE) return store_.error("cannot search the corpus index");
    q.reset();
  }
  for (const auto& [id, bands] : shared) {
    if (bands < hasher_.params().min_shared_bands) continue;
    Result<provenance::CorpusEntry> e = entry(id);
    if (!e) return e.error();
    out.push_back(std::move(e).value());
  }
  return out;
}

Status CorpusIndex::add_edge(const provenance::CopyEdge& edge, int64_t run_id) {
  Statement insert(store_.handle(),
                   "INSERT OR REPLACE INTO corpus_edges(copy_id, source_id, copied_share, source_used, run_id) "
                   "VALUES (?,?,?,?,?)");
  insert.bind(1, edge.copy_id).bind(2, edge.source_id).bind(3, edge.copied_share).bind(4, edge.source_used)
      .bind(5, run_id);
  if (insert.step() != SQLITE_DONE) return store_.error("cannot store a copy edge");
  return Ok{};
}

Status CorpusIndex::remove_edge(const provenance::CopyEdge& edge) {
  Statement remove(store_.handle(), "DELETE FROM corpus_edges WHERE copy_id = ? AND source_id = ?");
  remove.bind(1, edge.copy_id).bind(2, edge.source_id);
  if (remove.step() != SQLITE_DONE) return store_.error("cannot remove a copy edge");
  return Ok{};
}

Result<std::vector<provenance::CopyEdge>> CorpusIndex::edges() {
  Statement q(store_.handle(),
              "SELECT copy_id, source_id, copied_share, source_used FROM corpus_edges ORDER BY copy_id, source_id");
  std::vector<provenance::CopyEdge> out;
  int rc;
  while ((rc = q.step()) == SQLITE_ROW) {
    out.push_back({q.column_int(0), q.column_int(1), q.column_double(2), q.column_double(3)});
  }
  if (rc != SQLITE_DONE) return store_.error("cannot read the copy edges");
  return out;
}

Status CorpusIndex::replace_clusters(std::span<const provenance::Cluster> clusters) {
  Statement clear(store_.handle(), "DELETE FROM corpus_clusters");
  if (clear.step() != SQLITE_DONE) return store_.error("cannot store the clusters");
  Statement insert(store_.handle(), "INSERT INTO corpus_clusters(document_id, cluster_id, role) VALUES (?,?,?)");
  auto put = [&](int64_t id, int64_t cluster, std::string_view role) {
    insert.bind(1, id).bind(2, cluster).bind(3, role);
    bool ok = insert.step() == SQLITE_DONE;
    insert.reset();
    return ok;
  };
  for (const provenance::Cluster& c : clusters) {
    for (int64_t id : c.originals) {
      if (!put(id, c.id, "original")) return store_.error("cannot store the clusters");
    }
    for (int64_t id : c.copies) {
      if (!put(id, c.id, "copy")) return store_.error("cannot store the clusters");
    }
  }
  return Ok{};
}

Result<std::vector<provenance::Cluster>> CorpusIndex::clusters() {
  Statement q(store_.handle(),
              "SELECT cluster_id, document_id, role FROM corpus_clusters ORDER BY cluster_id, document_id");
  std::vector<provenance::Cluster> out;
  int rc;
  while ((rc = q.step()) == SQLITE_ROW) {
    int64_t cluster = q.column_int(0);
    if (out.empty() || out.back().id != cluster) out.push_back({cluster, {}, {}});
    (q.column_text(2) == "copy" ? out.back().copies : out.back().originals).push_back(q.column_int(1));
  }
  if (rc != SQLITE_DONE) return store_.error("cannot read the clusters");
  return out;
}

}  // namespace auditor::store
