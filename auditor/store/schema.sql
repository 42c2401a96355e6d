-- The auditor's SQLite schema. Each "-- version N" section migrates a database from version N-1
-- to N; PRAGMA user_version records the version a database is at. Never edit a released section:
-- add a new one.

-- version 1
CREATE TABLE runs (
  id            INTEGER PRIMARY KEY,
  started_at    TEXT NOT NULL,
  finished_at   TEXT,
  tool_version  TEXT NOT NULL,
  rules_digest  TEXT NOT NULL,
  config        TEXT NOT NULL DEFAULT '',
  arguments     TEXT NOT NULL DEFAULT '[]',   -- JSON array of the command line
  documents     INTEGER NOT NULL DEFAULT 0,
  findings      INTEGER NOT NULL DEFAULT 0,
  failures      INTEGER NOT NULL DEFAULT 0,
  status        TEXT NOT NULL DEFAULT 'running'  -- running, finished
);

-- One row per distinct text: a document read twice with the same content is stored once.
CREATE TABLE documents (
  id            INTEGER PRIMARY KEY,
  content_hash  TEXT NOT NULL UNIQUE,
  input         TEXT NOT NULL,
  url           TEXT NOT NULL DEFAULT '',
  title         TEXT NOT NULL DEFAULT '',
  byline        TEXT NOT NULL DEFAULT '',
  publisher     TEXT NOT NULL DEFAULT '',
  published     TEXT NOT NULL DEFAULT '',
  modified      TEXT NOT NULL DEFAULT '',
  language      TEXT NOT NULL DEFAULT '',
  format        TEXT NOT NULL DEFAULT '',
  text          TEXT NOT NULL,
  first_run     INTEGER NOT NULL REFERENCES runs(id)
);

-- A document audited with one set of rules; the same text under the same rules is audited once.
CREATE TABLE audits (
  id                  INTEGER PRIMARY KEY,
  document_id         INTEGER NOT NULL REFERENCES documents(id),
  rules_digest        TEXT NOT NULL,
  run_id              INTEGER NOT NULL REFERENCES runs(id),
  input               TEXT NOT NULL,
  language            TEXT NOT NULL DEFAULT '',
  language_confidence REAL NOT NULL DEFAULT 0,
  UNIQUE (document_id, rules_digest)
);

-- Which documents each run saw, including those audited before under the same rules.
CREATE TABLE run_documents (
  run_id    INTEGER NOT NULL REFERENCES runs(id),
  audit_id  INTEGER NOT NULL REFERENCES audits(id),
  input     TEXT NOT NULL,
  PRIMARY KEY (run_id, audit_id, input)
);

CREATE TABLE findings (
  id           INTEGER PRIMARY KEY,
  audit_id     INTEGER NOT NULL REFERENCES audits(id),
  rule         TEXT NOT NULL,
  category     TEXT NOT NULL,
  severity     TEXT NOT NULL,
  message      TEXT NOT NULL,
  excerpt      TEXT NOT NULL,
  sentence     TEXT NOT NULL,
  start_byte   INTEGER NOT NULL,
  end_byte     INTEGER NOT NULL,
  line         INTEGER NOT NULL,
  col          INTEGER NOT NULL,
  end_line     INTEGER NOT NULL,
  end_col      INTEGER NOT NULL,
  fingerprint  TEXT NOT NULL,
  evidence     TEXT NOT NULL DEFAULT '[]'  -- JSON array (provenance findings)
);

-- Inputs a run could not audit.
CREATE TABLE failures (
  id       INTEGER PRIMARY KEY,
  run_id   INTEGER NOT NULL REFERENCES runs(id),
  input    TEXT NOT NULL,
  code     TEXT NOT NULL,
  location TEXT NOT NULL DEFAULT '',
  message  TEXT NOT NULL
);

-- An editor's decision that a finding needs no change; it survives small edits to the text.
CREATE TABLE waivers (
  fingerprint TEXT PRIMARY KEY,
  rule        TEXT NOT NULL DEFAULT '',
  reason      TEXT NOT NULL,
  who         TEXT NOT NULL DEFAULT '',
  created_at  TEXT NOT NULL
);

CREATE INDEX findings_by_audit ON findings(audit_id);
CREATE INDEX findings_by_rule ON findings(rule, severity);
CREATE INDEX findings_by_fingerprint ON findings(fingerprint);
CREATE INDEX audits_by_run ON audits(run_id);
CREATE INDEX run_documents_by_input ON run_documents(input);
CREATE INDEX documents_by_publisher ON documents(publisher);
CREATE INDEX documents_by_language ON documents(language);
CREATE INDEX failures_by_run ON failures(run_id);

-- version 2
-- The corpus index of `auditor provenance`: a MinHash signature per stored document, its LSH band
-- keys, and the clusters of near-duplicate articles it found (who copied whom).
CREATE TABLE corpus_signatures (
  document_id INTEGER PRIMARY KEY REFERENCES documents(id),
  params      TEXT NOT NULL,     -- shingling and hashing parameters; others are re-indexed
  shingles    INTEGER NOT NULL,  -- distinct word shingles in the document
  signature   BLOB NOT NULL      -- one little-endian uint32 minimum per hash function
);

-- One row per band of a signature; documents sharing a bucket are candidate near-duplicates.
CREATE TABLE corpus_bands (
  band        INTEGER NOT NULL,
  bucket      INTEGER NOT NULL,  -- hash of the band number and its rows
  document_id INTEGER NOT NULL REFERENCES documents(id),
  PRIMARY KEY (band, bucket, document_id)
) WITHOUT ROWID;

-- A document that copied from another: shares of shingles, both ways.
CREATE TABLE corpus_edges (
  copy_id      INTEGER NOT NULL REFERENCES documents(id),
  source_id    INTEGER NOT NULL REFERENCES documents(id),
  copied_share REAL NOT NULL,    -- share of the copy's shingles found in the source
  source_used  REAL NOT NULL,    -- share of the source's shingles found in the copy
  run_id       INTEGER NOT NULL REFERENCES runs(id),
  PRIMARY KEY (copy_id, source_id)
);

-- Connected groups of copies and their originals, recomputed from corpus_edges by every run.
CREATE TABLE corpus_clusters (
  document_id INTEGER PRIMARY KEY REFERENCES documents(id),
  cluster_id  INTEGER NOT NULL,  -- the smallest document id in the cluster
  role        TEXT NOT NULL      -- original (copied from no one in the cluster) or copy
);

CREATE INDEX corpus_edges_by_source ON corpus_edges(source_id);
CREATE INDEX corpus_clusters_by_cluster ON corpus_clusters(cluster_id);
