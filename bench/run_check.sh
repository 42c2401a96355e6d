#!/usr/bin/env bash
# Whole-run timing of `auditor check` on a generated corpus: articles per second and peak memory.
# Usage: bench/run_check.sh [COUNT=10000] [JOBS=1] [SIZE=5000]   (needs a Release build in build/)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-10000}
jobs=${2:-1}
size=${3:-5000}
corpus=$(mktemp -d /tmp/auditor-corpus-XXXXXX)
trap 'rm -rf "$corpus"' EXIT
build/generate_corpus "$corpus" "$count" "$size"
bytes=$(du -sb "$corpus" | cut -f1)
start=$(date +%s.%N)
/usr/bin/time -f "%M" -o "$corpus.rss" build/auditor check --jobs "$jobs" --fail-on never \
  --format jsonl -o /dev/null "$corpus"
end=$(date +%s.%N)
rss=$(cat "$corpus.rss"); rm -f "$corpus.rss"
awk -v n="$count" -v b="$bytes" -v s="$start" -v e="$end" -v j="$jobs" -v r="$rss" 'BEGIN {
  t = e - s
  printf "articles=%d jobs=%d bytes=%d seconds=%.3f articles_per_second=%.0f MB_per_second=%.1f peak_rss_MB=%.1f\n",
         n, j, b, t, n / t, b / t / 1e6, r / 1024
}'
