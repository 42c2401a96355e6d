#!/usr/bin/env bash
# Whole-run cost of storing: `auditor check` on a generated corpus with the findings database on
# and with --no-db (articles per second, store overhead), and peak memory for two batch sizes.
# Usage: bench/run_store.sh [COUNT=10000] [JOBS=2] [SMALL=2000] [SIZE=5000]   (Release build in build/)
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-10000}
jobs=${2:-2}
small=${3:-2000}
size=${4:-5000}
work=$(mktemp -d /tmp/auditor-store-bench-XXXXXX)
trap 'rm -rf "$work"' EXIT

# One timed run: prints "seconds peak_rss_kB".
timed() {
  local start end
  start=$(date +%s.%N)
  /usr/bin/time -f "%M" -o "$work/rss" build/auditor check --jobs "$jobs" --fail-on never \
    --no-config --format jsonl -o /dev/null "$@" >/dev/null
  end=$(date +%s.%N)
  echo "$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", e - s }') $(cat "$work/rss")"
}

report() {  # label articles seconds rss_kB
  awk -v l="$1" -v n="$2" -v t="$3" -v r="$4" 'BEGIN {
    printf "%-22s articles=%-6d seconds=%-8.2f articles_per_second=%-6.0f peak_rss_MB=%.1f\n", l, n, t, n / t, r / 1024 }'
}

build/generate_corpus "$work/big" "$count" "$size"
build/generate_corpus "$work/small" "$small" "$size"
cat "$work"/big/*.txt >/dev/null  # warm the page cache so both runs read from memory

read -r t_nodb rss_nodb < <(timed --no-db "$work/big")
read -r t_db rss_db < <(timed --db "$work/runs.db" "$work/big")
read -r t_small rss_small < <(timed --db "$work/small.db" "$work/small")
report "no-db" "$count" "$t_nodb" "$rss_nodb"
report "db" "$count" "$t_db" "$rss_db"
report "db (small batch)" "$small" "$t_small" "$rss_small"
awk -v a="$t_nodb" -v b="$t_db" 'BEGIN { printf "store overhead: %.1f%% of the run\n", (b - a) / b * 100 }'
echo "database: $(du -h "$work/runs.db" | cut -f1) for $count articles"
