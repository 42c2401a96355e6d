#!/usr/bin/env bash
# Whole-run memory check for JSONL dumps: generates COUNT records in /tmp, audits them with
# `auditor check`, and reports peak RSS and articles per second (memory must not grow with COUNT).
# Usage: bench/jsonl_memory.sh [COUNT=100000] [JOBS=2] [BUILD=build]
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-100000}
jobs=${2:-2}
build=${3:-build}
dump=$(mktemp /tmp/auditor-dump-XXXXXX.jsonl)
log=$(mktemp /tmp/auditor-time-XXXXXX.txt)
trap 'rm -f "$dump" "$log"' EXIT

# Synthetic records from templates: every fourth one is HTML, one in a thousand is malformed.
python3 - "$count" > "$dump" <<'PY'
import json, random, sys
n = int(sys.argv[1])
rng = random.Random(7)
cities = ["Taubaté", "Jacareí", "Caçapava", "Lorena", "Guaratinguetá", "Pindamonhangaba"]
topics = ["a reforma da praça", "o novo terminal de ônibus", "a ampliação do hospital",
          "a coleta seletiva", "o programa de vacinação", "a iluminação das estradas rurais"]
def paragraph(i):
    city, topic = rng.choice(cities), rng.choice(topics)
    n1, n2 = rng.randint(2, 900), rng.randint(10, 99)
    return (f"A prefeitura de {city} apresentou nesta semana o plano para {topic}, "
            f"com custo estimado em R$ {n1} mil e prazo de {n2} dias, segundo a secretaria responsável. "
            f"Moradores ouvidos pela reportagem disseram que esperam a obra há anos.")
for i in range(1, n + 1):
    if i % 1000 == 500:
        print('{"id": "quebrado-%d", "text": "linha sem fim' % i)
        continue
    paras = [paragraph(i) for _ in range(rng.randint(3, 6))]
    rec = {"id": f"r{i}", "url": f"https://noticias.example/{i}", "title": f"Notícia {i}",
           "published": "2024-03-12", "language": "pt"}
    if i % 4 == 0:
        rec["html"] = "<article><h1>Notícia %d</h1>%s</article>" % (i, "".join(f"<p>{p}</p>" for p in paras))
    else:
        rec["text"] = "\n\n".join(paras)
    print(json.dumps(rec, ensure_ascii=False))
PY
bytes=$(stat -c %s "$dump")
start=$(date +%s.%N)
/usr/bin/time -v "$build/auditor" check --jobs "$jobs" --fail-on never --format jsonl -o /dev/null \
  "$dump" 2> "$log" || true
end=$(date +%s.%N)
rss=$(awk -F: '/Maximum resident set size/ {gsub(/ /, "", $2); print $2}' "$log")
status=$(awk -F: '/Exit status/ {gsub(/ /, "", $2); print $2}' "$log")
awk -v n="$count" -v b="$bytes" -v s="$start" -v e="$end" -v j="$jobs" -v r="$rss" -v x="$status" 'BEGIN {
  t = e - s
  printf "records=%d jobs=%d dump_MB=%.1f seconds=%.2f articles_per_second=%.0f MB_per_second=%.1f peak_rss_MB=%.1f exit=%s\n",
         n, j, b / 1e6, t, n / t, b / t / 1e6, r / 1024, x
}'
