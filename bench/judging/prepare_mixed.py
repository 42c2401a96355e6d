#!/usr/bin/env python3
"""Prepares a blind judging round of figures the rule flagged and figures it did not, for recall.

Precision rounds (prepare.py) show judges only flagged figures; they cannot tell what the rule
misses. This round draws, from one corpus, flagged findings and statistic figures of the analysis
that the rule left alone, shuffles them, and gives judges the same rule to apply to every row
without saying which rows were flagged. The unflagged figures are drawn in three strata, since
most are plainly sourced or small counts: figures the analysis credited to a source, counts under
100, and the rest. KEY.tsv (kept outside OUT, away from the judges) records each row's stratum
and the stratum's size, for bench/labelled_recall.py.

Usage: bench/judging/prepare_mixed.py FINDINGS.jsonl ANALYSIS.json OUT KEY.tsv --prefix pt
       [--flagged 50] [--sourced 15] [--small 15] [--rest 70] [--seed S] [--parts 3]
       [--exclude LABELS.tsv ...] [--auditor build/auditor]

ANALYSIS.json is `auditor analyze --format json` over the same inputs. --exclude keeps flagged
findings an earlier round judged out of the draw (unflagged figures are never excluded).
"""
import argparse
import csv
import json
import os
import random
import shutil
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import findings_jsonl  # noqa: E402
from prepare import article_texts  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SMALL_COUNT = 100  # the rule's min-count in both languages' packs


def stratum(number: dict) -> str:
    if number.get("source"):
        return "sourced"
    if number["kind"] == "count" and number["value"] < SMALL_COUNT:
        return "small"
    return "rest"


def write_round(out: str, key_path: str, prefix: str, parts: int, rows: list, auditor: str,
                instructions: str, column: str) -> None:
    """Writes a blind round: the parts judges read, the texts, the viewer and the instructions in
    OUT, and the key (each row's stratum and its size) at KEY_PATH, away from the judges. Each row
    is (stratum, stratum size, file, span)."""
    os.makedirs(out, exist_ok=True)
    texts_path = os.path.join(out, "texts.json")
    texts = {}
    if os.path.exists(texts_path):
        with open(texts_path, encoding="utf-8") as f:
            texts = json.load(f)
    texts.update(article_texts(auditor, sorted({row[2] for row in rows})))
    with open(texts_path, "w", encoding="utf-8") as f:
        json.dump(texts, f)
    size = -(-len(rows) // parts)
    with open(key_path, "w", encoding="utf-8") as key:
        key.write("id\tfile\tstart\tend\tstratum\tstratum_size\n")
        for part in range(parts):
            path = os.path.join(out, f"{prefix}-{part + 1}.tsv")
            with open(path, "w", encoding="utf-8") as f:
                f.write(f"id\tfile\tstart\tend\tline\tcolumn\t{column}\n")
                for n, (name, pool_size, file, span) in enumerate(
                        rows[part * size:(part + 1) * size], 1):
                    row_id = f"{prefix}{part + 1}-{n}"
                    text = texts[file].encode()[span["start"]:span["end"]].decode(errors="replace")
                    f.write(f"{row_id}\t{file}\t{span['start']}\t{span['end']}\t{span['line']}\t"
                            f"{span['column']}\t{text}\n")
                    key.write(f"{row_id}\t{file}\t{span['start']}\t{span['end']}\t{name}\t"
                              f"{pool_size}\n")
    shutil.copy(os.path.join(HERE, "show.py"), out)
    shutil.copy(os.path.join(HERE, instructions), os.path.join(out, "INSTRUCTIONS.md"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("jsonl")
    parser.add_argument("analysis")
    parser.add_argument("out")
    parser.add_argument("key")
    parser.add_argument("--prefix", required=True)
    parser.add_argument("--rule", default="attribution.unattributed-number")
    parser.add_argument("--flagged", type=int, default=50)
    parser.add_argument("--sourced", type=int, default=15)
    parser.add_argument("--small", type=int, default=15)
    parser.add_argument("--rest", type=int, default=70)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--parts", type=int, default=3)
    parser.add_argument("--exclude", action="append", default=[])
    parser.add_argument("--auditor", default="build/auditor")
    args = parser.parse_args()

    judged = set()
    for path in args.exclude:
        with open(path, encoding="utf-8") as f:
            judged.update((r["file"], int(r["start"])) for r in csv.DictReader(f, delimiter="\t"))
    flagged = {}
    for document in findings_jsonl.documents(args.jsonl):
        for finding in document.get("findings", []):
            if finding["rule"] == args.rule:
                span = finding["span"]
                flagged[(document["input"], int(span["start"]))] = span
    with open(args.analysis, encoding="utf-8") as f:
        documents = json.load(f)["documents"]
    pools = {"sourced": [], "small": [], "rest": []}
    for document in documents:
        for number in document["numbers"]:
            if number["statistic"] and (document["input"], number["start"]) not in flagged:
                pools[stratum(number)].append((document["input"], number))

    rng = random.Random(args.seed)
    fresh = sorted(key for key in flagged if key not in judged)
    rows = [("flagged", len(flagged), path, flagged[(path, start)])
            for path, start in rng.sample(fresh, min(args.flagged, len(fresh)))]
    for name, count in (("sourced", args.sourced), ("small", args.small), ("rest", args.rest)):
        pool = pools[name]
        rows += [(name, len(pool), path, number)
                 for path, number in rng.sample(pool, min(count, len(pool)))]
    rng.shuffle(rows)

    write_round(args.out, args.key, args.prefix, args.parts, rows, args.auditor,
                "INSTRUCTIONS-mixed.md", "figure")
    sizes = ", ".join(f"{name} {len(pool)}" for name, pool in pools.items())
    print(f"{len(rows)} rows in {args.parts} parts under {args.out}; unflagged pools: {sizes}; "
          f"flagged {len(flagged)} ({len(fresh)} never judged)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
