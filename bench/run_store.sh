#!/usr/bin/env bash
# Whole-run cost of storing: `auditor check` on a generated corpus with the findings database on
# and with --no-db (articles per second, store overhead), and peak memory for two batch sizes.
# Usage: [ROUNDS=3] bench/run_store.sh [COUNT=10000] [JOBS=2] [SMALL=2000] [SIZE=5000]   (Release build in build/)
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

# The shared 2-core machines drift by tens of percent between minutes: the two configurations
# alternate, ROUNDS times, and each is reported by its median run.
rounds=${ROUNDS:-3}
: >"$work/nodb.times"
: >"$work/db.times"
for _ in $(seq "$rounds"); do
  timed --no-db "$work/big" >>"$work/nodb.times"
  rm -f "$work"/runs.db*
  timed --db "$work/runs.db" "$work/big" >>"$work/db.times"
done
median() { sort -n "$1" | awk '{ line[NR] = $0 } END { print line[int((NR + 1) / 2)] }'; }
read -r t_nodb rss_nodb < <(median "$work/nodb.times")
read -r t_db rss_db < <(median "$work/db.times")
read -r t_small rss_small < <(timed --db "$work/small.db" "$work/small")
# Real news when ../shared is there: its articles cycled to COUNT distinct texts (a lettered tag
# ends each copy). They carry ~3 findings and ~25 analysed items each, where the generated ones
# carry ~20 and ~50: the generated batch is the heavy case for the store, this the usual one.
real_src=../shared/corpora
if [ -d "$real_src/pt-news" ]; then
  python3 - "$real_src" "$work/real" "$count" <<'PY'
import pathlib, sys
src, out, count = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), int(sys.argv[3])
files = sorted(src.glob("pt-news/texts/*.txt")) + sorted(src.glob("en-attribution/train/text/*.txt"))
out.mkdir(parents=True)
def tag(i):
    letters = ""
    while True:
        letters = chr(97 + i % 26) + letters
        i //= 26
        if i == 0:
            return letters
for i in range(count):
    text = files[i % len(files)].read_text(encoding="utf-8", errors="replace")
    (out / f"real-{i:06d}.txt").write_text(text.rstrip() + f"\n\nref. {tag(i)}\n", encoding="utf-8")
PY
  : >"$work/real-nodb.times"
  : >"$work/real-db.times"
  for _ in $(seq "$rounds"); do
    timed --no-db "$work/real" >>"$work/real-nodb.times"
    rm -f "$work"/real.db*
    timed --db "$work/real.db" "$work/real" >>"$work/real-db.times"
  done
  read -r r_nodb r_rss_nodb < <(median "$work/real-nodb.times")
  read -r r_db r_rss_db < <(median "$work/real-db.times")
fi

report "no-db (median)" "$count" "$t_nodb" "$rss_nodb"
report "db (median)" "$count" "$t_db" "$rss_db"
report "db (small batch)" "$small" "$t_small" "$rss_small"
echo "no-db runs (s, kB): $(tr '\n' ';' <"$work/nodb.times")"
echo "db runs (s, kB):    $(tr '\n' ';' <"$work/db.times")"
awk -v a="$t_nodb" -v b="$t_db" 'BEGIN { printf "store overhead: %.1f%% of the run\n", (b - a) / b * 100 }'
echo "database: $(du -h "$work/runs.db" | cut -f1) for $count articles"
if [ -n "${r_db:-}" ]; then
  report "real news no-db" "$count" "$r_nodb" "$r_rss_nodb"
  report "real news db" "$count" "$r_db" "$r_rss_db"
  awk -v a="$r_nodb" -v b="$r_db" 'BEGIN { printf "real news store overhead: %.1f%% of the run\n", (b - a) / b * 100 }'
fi
