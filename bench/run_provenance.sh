#!/usr/bin/env bash
# Whole-run timing of `auditor provenance` on a generated corpus already stored in a database:
# indexing, candidate search, clustering and the comparison of every copy with its sources.
# Usage: bench/run_provenance.sh [COUNT=100000] [JOBS=2]   (needs a Release build in build/)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-100000}
jobs=${2:-2}
db=$(mktemp -u /tmp/auditor-provenance-XXXXXX.db)
trap 'rm -f "$db" "$db-wal" "$db-shm" "$db.rss"' EXIT
build/bench_corpus make-db "$db" "$count"
start=$(date +%s.%N)
/usr/bin/time -f "%M" -o "$db.rss" build/auditor provenance --db "$db" --jobs "$jobs" --format json > "$db.json"
end=$(date +%s.%N)
clusters=$(grep -c '"originals"' "$db.json" || true); rm -f "$db.json"
awk -v n="$count" -v j="$jobs" -v s="$start" -v e="$end" -v r="$(cat "$db.rss")" -v c="$clusters" 'BEGIN {
  printf "documents=%d jobs=%d seconds=%.1f documents_per_second=%.0f clusters=%d peak_rss_MB=%.1f\n",
         n, j, e - s, n / (e - s), c, r / 1024
}'
