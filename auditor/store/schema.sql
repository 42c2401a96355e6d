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
-- `auditor report` rebuilds a stored run exactly as `check` printed it: the order documents and
-- failures reached the report (seq), each finding's sentence span (the text report underlines the
-- excerpt inside it), and the reader's notes on each input (they belong to the input read, not to
-- the deduplicated text, so they live with the run's link to the document).
ALTER TABLE run_documents ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
ALTER TABLE run_documents ADD COLUMN diagnostics TEXT NOT NULL DEFAULT '[]';
ALTER TABLE failures ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
ALTER TABLE findings ADD COLUMN sentence_start INTEGER NOT NULL DEFAULT 0;
ALTER TABLE findings ADD COLUMN sentence_end INTEGER NOT NULL DEFAULT 0;
CREATE INDEX run_documents_by_run ON run_documents(run_id, seq);
-- The same text read from two inputs (a page and its plain-text copy, a re-wrapped file) can give
-- different findings: links differ, and lines and columns point into different files. An audit is
-- reused only when its findings are identical too (findings_digest), so a report of any run shows
-- exactly what that run found. From this version documents.content_hash keys the document as read
-- (text, format and metadata), so each run's title and format come back as it read them. SQLite
-- cannot change a UNIQUE constraint in place: the audits table is rebuilt.
CREATE TABLE audits_v2 (
  id                  INTEGER PRIMARY KEY,
  document_id         INTEGER NOT NULL REFERENCES documents(id),
  rules_digest        TEXT NOT NULL,
  run_id              INTEGER NOT NULL REFERENCES runs(id),
  input               TEXT NOT NULL,
  language            TEXT NOT NULL DEFAULT '',
  language_confidence REAL NOT NULL DEFAULT 0,
  findings_digest     TEXT NOT NULL DEFAULT '',
  UNIQUE (document_id, rules_digest, findings_digest)
);
INSERT INTO audits_v2(id, document_id, rules_digest, run_id, input, language, language_confidence)
  SELECT id, document_id, rules_digest, run_id, input, language, language_confidence FROM audits;
DROP TABLE audits;
ALTER TABLE audits_v2 RENAME TO audits;
CREATE INDEX audits_by_run ON audits(run_id);

-- version 3
-- What each audit's analysis found, for questions across a corpus ("who does this outlet quote?",
-- "which figures come from this agency?"). Kept per audit, like findings: the analysis depends on
-- the text and on the rules' lexicons.
CREATE TABLE sources (
  id            INTEGER PRIMARY KEY,
  audit_id      INTEGER NOT NULL REFERENCES audits(id),
  name          TEXT NOT NULL,
  role          TEXT NOT NULL DEFAULT '',
  organization  TEXT NOT NULL DEFAULT '',
  type          TEXT NOT NULL,   -- person, organization, outlet, document, anonymous, group
  stake         TEXT NOT NULL,   -- subject, interested, independent, unknown
  mentions      INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE quotes (
  id          INTEGER PRIMARY KEY,
  audit_id    INTEGER NOT NULL REFERENCES audits(id),
  start_byte  INTEGER NOT NULL,
  end_byte    INTEGER NOT NULL,
  text        TEXT NOT NULL,
  speaker     TEXT NOT NULL DEFAULT ''  -- the source's name; '' when unresolved
);

CREATE TABLE numbers (
  id          INTEGER PRIMARY KEY,
  audit_id    INTEGER NOT NULL REFERENCES audits(id),
  start_byte  INTEGER NOT NULL,
  end_byte    INTEGER NOT NULL,
  text        TEXT NOT NULL,
  value       REAL NOT NULL,
  unit        TEXT NOT NULL DEFAULT '',
  kind        TEXT NOT NULL,
  source      TEXT NOT NULL DEFAULT ''  -- the attributed source's name; '' when none
);

CREATE INDEX sources_by_audit ON sources(audit_id);
CREATE INDEX sources_by_name ON sources(name);
CREATE INDEX sources_by_organization ON sources(organization);
CREATE INDEX quotes_by_audit ON quotes(audit_id);
CREATE INDEX quotes_by_speaker ON quotes(speaker);
CREATE INDEX numbers_by_audit ON numbers(audit_id);
CREATE INDEX numbers_by_source ON numbers(source);

-- version 4
-- A run keeps one identity across databases, so `auditor db merge` copies each run once however
-- often the same shard database is merged. Runs stored before get a random one.
ALTER TABLE runs ADD COLUMN uid TEXT NOT NULL DEFAULT '';
UPDATE runs SET uid = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX runs_by_uid ON runs(uid);

-- version 5
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

-- version 6
-- Most numbers and quotes have no attributed source or speaker: leaving those rows out of the
-- indexes halves their size and the cost of every insert, and queries by name never want them.
DROP INDEX numbers_by_source;
CREATE INDEX numbers_by_source ON numbers(source) WHERE source <> '';
DROP INDEX quotes_by_speaker;
CREATE INDEX quotes_by_speaker ON quotes(speaker) WHERE speaker <> '';

-- version 7
-- Storing must cost little beside auditing (a batch writes dozens of rows per article), so:
-- * An audit's sources, quotes and numbers become one row of JSON arrays (analyses) instead of
--   ~50 rows and their indexes; the views sources, quotes and numbers read them back as rows with
--   the columns those tables had, ordinal being the item's place in its audit.
-- * The findings indexes by fingerprint and by rule go: they served only whole-table counts
--   (`db stats`) and `auditor waive`'s one lookup, which scan instead; every query that picks rows
--   (a run's report, export, --new-only) goes through runs, inputs and audits, still indexed.
-- * Documents are keyed by a 128-bit XXH3 hash, which the auditor registers as
--   auditor_document_hash() so the rows stored before are re-keyed here.
DROP INDEX findings_by_fingerprint;
DROP INDEX findings_by_rule;

-- Each array holds one JSON array per item, fields in the order of the views below.
CREATE TABLE analyses (
  audit_id INTEGER PRIMARY KEY REFERENCES audits(id),
  sources  TEXT NOT NULL DEFAULT '[]',  -- [name, role, organization, type, stake, mentions]
  quotes   TEXT NOT NULL DEFAULT '[]',  -- [start_byte, end_byte, text, speaker]
  numbers  TEXT NOT NULL DEFAULT '[]'   -- [start_byte, end_byte, text, value, unit, kind, source]
);
INSERT INTO analyses(audit_id, sources, quotes, numbers)
  SELECT a.id,
         (SELECT json_group_array(json_array(name, role, organization, type, stake, mentions))
            FROM (SELECT * FROM sources WHERE audit_id = a.id ORDER BY id)),
         (SELECT json_group_array(json_array(start_byte, end_byte, text, speaker))
            FROM (SELECT * FROM quotes WHERE audit_id = a.id ORDER BY id)),
         (SELECT json_group_array(json_array(start_byte, end_byte, text, value, unit, kind, source))
            FROM (SELECT * FROM numbers WHERE audit_id = a.id ORDER BY id))
  FROM audits a
  WHERE EXISTS (SELECT 1 FROM sources WHERE audit_id = a.id) OR EXISTS (SELECT 1 FROM quotes WHERE audit_id = a.id)
     OR EXISTS (SELECT 1 FROM numbers WHERE audit_id = a.id);
DROP TABLE sources;
DROP TABLE quotes;
DROP TABLE numbers;

CREATE VIEW sources(audit_id, ordinal, name, role, organization, type, stake, mentions) AS
  SELECT a.audit_id, j.key, json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]'),
         json_extract(j.value, '$[2]'), json_extract(j.value, '$[3]'), json_extract(j.value, '$[4]'),
         json_extract(j.value, '$[5]')
  FROM analyses a, json_each(a.sources) j;
CREATE VIEW quotes(audit_id, ordinal, start_byte, end_byte, text, speaker) AS
  SELECT a.audit_id, j.key, json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]'),
         json_extract(j.value, '$[2]'), json_extract(j.value, '$[3]')
  FROM analyses a, json_each(a.quotes) j;
CREATE VIEW numbers(audit_id, ordinal, start_byte, end_byte, text, value, unit, kind, source) AS
  SELECT a.audit_id, j.key, json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]'),
         json_extract(j.value, '$[2]'), json_extract(j.value, '$[3]'), json_extract(j.value, '$[4]'),
         json_extract(j.value, '$[5]'), json_extract(j.value, '$[6]')
  FROM analyses a, json_each(a.numbers) j;

UPDATE documents SET content_hash = auditor_document_hash(text, format, title, byline, publisher, published,
                                                          modified, url);

-- version 8
-- Storing must cost little beside auditing, and findings are most of what a batch writes (about
-- 20 rows per article), so their rows shrink:
-- * They are clustered by audit (WITHOUT ROWID, keyed by audit and place in the report): a run's
--   findings are read by audit, and the separate findings_by_audit index each insert fed goes.
-- * The sentence is not stored: it is the document text between sentence_start and sentence_end
--   (bytes), which the findings view cuts out when asked. Rows whose stored sentence is not that
--   cut (none the auditor wrote; a hand-edited database might hold some) keep it.
-- The findings view keeps the columns queries used, with ordinal in place of id.
-- A run's record of a feed item or dump line also keeps the file it sits in (container): its
-- findings' lines and columns count in that file, and reports name it.
CREATE TABLE finding_rows (
  audit_id       INTEGER NOT NULL REFERENCES audits(id),
  ordinal        INTEGER NOT NULL,  -- the finding's place in its audit's report, from 0
  rule           TEXT NOT NULL,
  category       TEXT NOT NULL,
  severity       TEXT NOT NULL,
  message        TEXT NOT NULL,
  excerpt        TEXT NOT NULL,
  start_byte     INTEGER NOT NULL,
  end_byte       INTEGER NOT NULL,
  line           INTEGER NOT NULL,
  col            INTEGER NOT NULL,
  end_line       INTEGER NOT NULL,
  end_col        INTEGER NOT NULL,
  fingerprint    TEXT NOT NULL,
  evidence       TEXT NOT NULL DEFAULT '[]',  -- JSON array (provenance findings)
  sentence_start INTEGER NOT NULL,
  sentence_end   INTEGER NOT NULL,
  sentence       TEXT,  -- NULL: the document text's bytes [sentence_start, sentence_end)
  PRIMARY KEY (audit_id, ordinal)
) WITHOUT ROWID;
INSERT INTO finding_rows
  SELECT f.audit_id, row_number() OVER (PARTITION BY f.audit_id ORDER BY f.id) - 1, f.rule, f.category,
         f.severity, f.message, f.excerpt, f.start_byte, f.end_byte, f.line, f.col, f.end_line, f.end_col,
         f.fingerprint, f.evidence, f.sentence_start, f.sentence_end,
         CASE WHEN f.sentence IS CAST(substr(CAST(d.text AS BLOB), f.sentence_start + 1,
                                             f.sentence_end - f.sentence_start) AS TEXT)
              THEN NULL ELSE f.sentence END
  FROM findings f JOIN audits a ON a.id = f.audit_id JOIN documents d ON d.id = a.document_id;
DROP TABLE findings;

CREATE VIEW findings(audit_id, ordinal, rule, category, severity, message, excerpt, sentence, start_byte,
                     end_byte, line, col, end_line, end_col, fingerprint, evidence, sentence_start,
                     sentence_end) AS
  SELECT f.audit_id, f.ordinal, f.rule, f.category, f.severity, f.message, f.excerpt,
         coalesce(f.sentence,
                  (SELECT CAST(substr(CAST(d.text AS BLOB), f.sentence_start + 1,
                                      f.sentence_end - f.sentence_start) AS TEXT)
                   FROM audits a JOIN documents d ON d.id = a.document_id WHERE a.id = f.audit_id)),
         f.start_byte, f.end_byte, f.line, f.col, f.end_line, f.end_col, f.fingerprint, f.evidence,
         f.sentence_start, f.sentence_end
  FROM finding_rows f;

ALTER TABLE run_documents ADD COLUMN container TEXT NOT NULL DEFAULT '';

-- version 9
-- A finding's rule, category, severity and message are most of its row, and they repeat: a rule
-- writes one message per language with the finding's excerpt quoted in it ("“12%” is stated
-- without a source: …"). Rows now point at a finding kind that holds those four, with the message
-- kept as the words before and after the excerpt; the findings view puts the message back
-- together. A message that does not quote its excerpt is kept whole in its row.
-- Likewise a quote's or a number's text in analyses is null where it is the document's own bytes
-- at its span: the quotes and numbers views cut it from the stored text (rows written before keep
-- their text, which the views read as they are).
CREATE TABLE finding_kinds (
  id             INTEGER PRIMARY KEY,
  rule           TEXT NOT NULL,
  category       TEXT NOT NULL,
  severity       TEXT NOT NULL,
  message_before TEXT NOT NULL,  -- the message up to the excerpt it quotes
  message_after  TEXT NOT NULL,  -- the message after the excerpt
  UNIQUE (rule, category, severity, message_before, message_after)
);
-- Where a message quotes its (non-empty) excerpt, the first time it does; 0 where it does not.
CREATE TEMP VIEW finding_splits AS
  SELECT f.*, CASE WHEN f.excerpt <> '' THEN instr(f.message, f.excerpt) ELSE 0 END AS quoted_at
  FROM finding_rows f;
INSERT OR IGNORE INTO finding_kinds(rule, category, severity, message_before, message_after)
  SELECT rule, category, severity,
         CASE WHEN quoted_at > 0 THEN substr(message, 1, quoted_at - 1) ELSE '' END,
         CASE WHEN quoted_at > 0 THEN substr(message, quoted_at + length(excerpt)) ELSE '' END
  FROM finding_splits;
CREATE TABLE finding_rows_v9 (
  audit_id       INTEGER NOT NULL REFERENCES audits(id),
  ordinal        INTEGER NOT NULL,  -- the finding's place in its audit's report, from 0
  kind_id        INTEGER NOT NULL REFERENCES finding_kinds(id),
  message        TEXT,  -- NULL: the kind's message_before, the excerpt, then its message_after
  excerpt        TEXT NOT NULL,
  start_byte     INTEGER NOT NULL,
  end_byte       INTEGER NOT NULL,
  line           INTEGER NOT NULL,
  col            INTEGER NOT NULL,
  end_line       INTEGER NOT NULL,
  end_col        INTEGER NOT NULL,
  fingerprint    TEXT NOT NULL,
  evidence       TEXT NOT NULL DEFAULT '[]',  -- JSON array (provenance findings)
  sentence_start INTEGER NOT NULL,
  sentence_end   INTEGER NOT NULL,
  sentence       TEXT,  -- NULL: the document text's bytes [sentence_start, sentence_end)
  PRIMARY KEY (audit_id, ordinal)
) WITHOUT ROWID;
INSERT INTO finding_rows_v9
  SELECT f.audit_id, f.ordinal, k.id, CASE WHEN f.quoted_at > 0 THEN NULL ELSE f.message END, f.excerpt,
         f.start_byte, f.end_byte, f.line, f.col, f.end_line, f.end_col, f.fingerprint, f.evidence,
         f.sentence_start, f.sentence_end, f.sentence
  FROM finding_splits f
  JOIN finding_kinds k ON k.rule = f.rule AND k.category = f.category AND k.severity = f.severity
   AND k.message_before = CASE WHEN f.quoted_at > 0 THEN substr(f.message, 1, f.quoted_at - 1) ELSE '' END
   AND k.message_after = CASE WHEN f.quoted_at > 0 THEN substr(f.message, f.quoted_at + length(f.excerpt)) ELSE '' END;
DROP VIEW finding_splits;
DROP VIEW findings;
DROP TABLE finding_rows;
ALTER TABLE finding_rows_v9 RENAME TO finding_rows;

CREATE VIEW findings(audit_id, ordinal, rule, category, severity, message, excerpt, sentence, start_byte,
                     end_byte, line, col, end_line, end_col, fingerprint, evidence, sentence_start,
                     sentence_end) AS
  SELECT f.audit_id, f.ordinal, k.rule, k.category, k.severity,
         coalesce(f.message, k.message_before || f.excerpt || k.message_after), f.excerpt,
         coalesce(f.sentence,
                  (SELECT CAST(substr(CAST(d.text AS BLOB), f.sentence_start + 1,
                                      f.sentence_end - f.sentence_start) AS TEXT)
                   FROM audits a JOIN documents d ON d.id = a.document_id WHERE a.id = f.audit_id)),
         f.start_byte, f.end_byte, f.line, f.col, f.end_line, f.end_col, f.fingerprint, f.evidence,
         f.sentence_start, f.sentence_end
  FROM finding_rows f JOIN finding_kinds k ON k.id = f.kind_id;

DROP VIEW quotes;
DROP VIEW numbers;
CREATE VIEW quotes(audit_id, ordinal, start_byte, end_byte, text, speaker) AS
  SELECT q.audit_id, q.ordinal, q.start_byte, q.end_byte,
         coalesce(q.text, (SELECT CAST(substr(CAST(d.text AS BLOB), q.start_byte + 1, q.end_byte - q.start_byte) AS TEXT)
                           FROM audits a JOIN documents d ON d.id = a.document_id WHERE a.id = q.audit_id)),
         q.speaker
  FROM (SELECT a.audit_id, j.key AS ordinal, json_extract(j.value, '$[0]') AS start_byte,
               json_extract(j.value, '$[1]') AS end_byte, json_extract(j.value, '$[2]') AS text,
               json_extract(j.value, '$[3]') AS speaker
        FROM analyses a, json_each(a.quotes) j) q;
CREATE VIEW numbers(audit_id, ordinal, start_byte, end_byte, text, value, unit, kind, source) AS
  SELECT n.audit_id, n.ordinal, n.start_byte, n.end_byte,
         coalesce(n.text, (SELECT CAST(substr(CAST(d.text AS BLOB), n.start_byte + 1, n.end_byte - n.start_byte) AS TEXT)
                           FROM audits a JOIN documents d ON d.id = a.document_id WHERE a.id = n.audit_id)),
         n.value, n.unit, n.kind, n.source
  FROM (SELECT a.audit_id, j.key AS ordinal, json_extract(j.value, '$[0]') AS start_byte,
               json_extract(j.value, '$[1]') AS end_byte, json_extract(j.value, '$[2]') AS text,
               json_extract(j.value, '$[3]') AS value, json_extract(j.value, '$[4]') AS unit,
               json_extract(j.value, '$[5]') AS kind, json_extract(j.value, '$[6]') AS source
        FROM analyses a, json_each(a.numbers) j) n;
