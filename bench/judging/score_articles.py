#!/usr/bin/env python3
"""Scores the tool's findings against a whole-article round (prepare_articles.py): recall and
precision of attribution.vague-source, sourcing.concentration and disclosure.missing.

Two steps. `collect` turns the judges' files into two labels files (no article text): LABELS.vague.tsv,
each vague source a judge listed as a byte span (its words located in the article, on the line
the judge gave when they occur more than once), and LABELS.articles.tsv, each article's reading
(one party or not, a tie and whether it is disclosed). `score` reads those labels and a findings
file: a listed vague source is found when a vague-source finding overlaps it (within a few bytes);
an article is one-party, or has an undisclosed tie, when its judge says so. Figures are given per
stratum: `random` articles stand for the corpus, `ties` articles were chosen for words that may
reveal a tie.

The readers listed what they would ask "who?" about, which is wider than the rule's definition
(a group whose member is quoted in the next sentence, say). `pool` writes the sure vague sources
of some rounds as findings, for a blind precision round under the rule's own instructions
(prepare.py --instructions INSTRUCTIONS-vague.md, collect.py); `score --definition` then counts
only the listed sources that round judged right, so recall and precision share one definition.

Usage: bench/judging/score_articles.py collect FOLDER KEY.tsv LABELS
       bench/judging/score_articles.py score FINDINGS.jsonl LABELS [--borderline]
           [--definition JUDGED.tsv]
       bench/judging/score_articles.py pool OUT.jsonl LABELS... [--auditor build/auditor]
LABELS is a path prefix, e.g. bench/labels/articles-pt-15. --borderline counts the vague sources
a judge hesitated over too (left out by default).
"""
import argparse
import collections
import csv
import glob
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import findings_jsonl  # noqa: E402
from prepare import article_texts  # noqa: E402

SLACK = 30  # bytes either side of the listed words a finding may start or end in
ARTICLE_COLUMNS = ["file", "stratum", "stratum_size", "one_party", "share", "party_borderline",
                   "tie", "disclosed"]


def read_tsv(path: str) -> list:
    with open(path, encoding="utf-8") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def fold(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("’", "'").replace("‘", "'")).lower()


def locate(text: str, words: str, line: str):
    """Byte span of the listed words in the article, nearest the given line; None if absent."""
    wanted = fold(words.strip().strip('"“”'))
    if not wanted:
        return None
    lines = text.split("\n")
    order = list(range(len(lines)))
    if line.isdigit() and 0 < int(line) <= len(lines):
        order.sort(key=lambda k: abs(k - (int(line) - 1)))
    for k in order:
        at = fold(lines[k]).find(wanted)
        if at < 0:
            continue
        before = "\n".join(lines[:k]) + ("\n" if k else "")
        # fold() keeps lengths but where it squeezes white space; SLACK absorbs that.
        start = len((before + lines[k][:at]).encode())
        return start, start + len(words.strip().encode())
    return None


def collect(folder: str, key_path: str, labels: str) -> int:
    key = {row["article"]: row for row in read_tsv(key_path)}
    with open(os.path.join(folder, "texts.json"), encoding="utf-8") as f:
        texts = json.load(f)
    articles, vague, unlocated = [], [], 0
    for path in sorted(glob.glob(os.path.join(folder, "*.articles.tsv"))):
        for row in read_tsv(path):
            k = key.get(row.get("article", ""))
            if k is None:
                print(f"{path}: no article {row.get('article')!r} in {key_path}", file=sys.stderr)
                return 1
            articles.append([k["file"], k["stratum"], k["stratum_size"], row["one_party"],
                             row.get("share", ""), row.get("party_borderline", ""), row["tie"],
                             row["disclosed"]])
    for path in sorted(glob.glob(os.path.join(folder, "*.vague.tsv"))):
        for row in read_tsv(path):
            k = key[row["article"]]
            where = locate(texts[k["file"]], row["words"], row.get("line", ""))
            if where is None:
                unlocated += 1
                continue
            vague.append([k["file"], str(where[0]), str(where[1]), row.get("borderline", ""),
                          k["stratum"]])
    with open(labels + ".articles.tsv", "w", encoding="utf-8") as f:
        f.write("\t".join(ARTICLE_COLUMNS) + "\n")
        f.writelines("\t".join(row) + "\n" for row in articles)
    with open(labels + ".vague.tsv", "w", encoding="utf-8") as f:
        f.write("file\tstart\tend\tborderline\tstratum\n")
        f.writelines("\t".join(row) + "\n" for row in vague)
    print(f"{len(articles)} articles, {len(vague)} vague sources written to {labels}.*"
          + (f"; {unlocated} listed words not found in their article" if unlocated else ""))
    return 0


def interval(hits: int, total: int) -> str:
    """Wilson 95% interval."""
    z, p = 1.96, hits / total
    centre = (p + z * z / (2 * total)) / (1 + z * z / total)
    half = z * ((p * (1 - p) / total + z * z / (4 * total * total)) ** 0.5) / (1 + z * z / total)
    return f"{max(0.0, centre - half):.2f}-{min(1.0, centre + half):.2f}"


def ratio(hits: int, total: int) -> str:
    if total == 0:
        return "0 / 0"
    return f"{hits} / {total} = {hits / total:.2f} ({interval(hits, total)})"


def judged_right(definition: str) -> set:
    """The pooled vague sources a round under the rule's instructions judged right."""
    return {(row["file"], row["start"], row["end"]) for row in read_tsv(definition)
            if row["verdict"] == "right"}


def score(jsonl: str, labels: str, borderline: bool, definition: str) -> int:
    findings = collections.defaultdict(list)
    for document in findings_jsonl.documents(jsonl):
        for finding in document.get("findings", []):
            findings[(document["input"], finding["rule"])].append(finding["span"])
    articles = read_tsv(labels + ".articles.tsv")
    vague = [v for v in read_tsv(labels + ".vague.tsv") if borderline or v["borderline"] != "yes"]
    if definition:
        right = judged_right(definition)
        kept = [v for v in vague if (v["file"], v["start"], v["end"]) in right]
        print(f"under the rule's definition: {len(kept)} of {len(vague)} listed vague sources")
        vague = kept
    for stratum in ("random", "ties"):
        read = [a for a in articles if a["stratum"] == stratum]
        if not read:
            continue
        files = {a["file"] for a in read}
        print(f"== {stratum}: {len(read)} articles")
        items = [v for v in vague if v["file"] in files]
        found = 0
        for v in items:
            start, end = int(v["start"]), int(v["end"])
            found += any(s["start"] < end + SLACK and s["end"] > start - SLACK
                         for s in findings[(v["file"], "attribution.vague-source")])
        flagged = [s for f in files for s in findings[(f, "attribution.vague-source")]]
        listed = sum(any(s["start"] < int(v["end"]) + SLACK and s["end"] > int(v["start"]) - SLACK
                         for v in items if v["file"] == f)
                     for f in files for s in findings[(f, "attribution.vague-source")])
        print(f"attribution.vague-source: recall {ratio(found, len(items))}; "
              f"findings a judge also listed {ratio(listed, len(flagged))}")
        for rule, wanted in (("sourcing.concentration", lambda a: a["one_party"] == "yes"),
                             ("disclosure.missing",
                              lambda a: a["tie"] == "yes" and a["disclosed"] == "no")):
            positive = {a["file"] for a in read if wanted(a)}
            hit = {f for f in files if findings[(f, rule)]}
            print(f"{rule}: judged yes {len(positive)}, flagged {len(hit)}; recall "
                  f"{ratio(len(positive & hit), len(positive))}; precision "
                  f"{ratio(len(positive & hit), len(hit))}")
        ties = [a for a in read if a["tie"] == "yes"]
        print(f"ties: {len(ties)}, disclosed {sum(a['disclosed'] == 'yes' for a in ties)}")
    return 0


def line_and_column(text: bytes, offset: int) -> tuple:
    line_start = text.rfind(b"\n", 0, offset) + 1
    return text.count(b"\n", 0, offset) + 1, len(text[line_start:offset].decode(errors="replace")) + 1


def pool(out: str, labels: list, auditor: str) -> int:
    """Writes the sure vague sources of LABELS as vague-source findings, one document per article."""
    listed = collections.defaultdict(list)
    for prefix in labels:
        for v in read_tsv(prefix + ".vague.tsv"):
            if v["borderline"] != "yes":
                listed[v["file"]].append((int(v["start"]), int(v["end"])))
    files = sorted(listed)
    texts = {path: text.encode() for path, text in article_texts(auditor, files).items()}
    with open(out, "w", encoding="utf-8") as f:
        for path in files:
            findings = []
            for start, end in sorted(set(listed[path])):
                line, column = line_and_column(texts[path], start)
                findings.append({"rule": "attribution.vague-source",
                                 "span": {"start": start, "end": end, "line": line, "column": column},
                                 "excerpt": texts[path][start:end].decode(errors="replace")})
            f.write(json.dumps({"input": path, "findings": findings}, ensure_ascii=False) + "\n")
    print(f"{sum(len(set(v)) for v in listed.values())} vague sources of {len(files)} articles "
          f"written to {out}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("folder")
    c.add_argument("key")
    c.add_argument("labels")
    s = sub.add_parser("score")
    s.add_argument("jsonl")
    s.add_argument("labels")
    s.add_argument("--borderline", action="store_true")
    s.add_argument("--definition", help="a round judging the pooled sources under the rule's instructions")
    p = sub.add_parser("pool")
    p.add_argument("out")
    p.add_argument("labels", nargs="+")
    p.add_argument("--auditor", default="build/auditor")
    args = parser.parse_args()
    if args.command == "collect":
        return collect(args.folder, args.key, args.labels)
    if args.command == "pool":
        return pool(args.out, args.labels, args.auditor)
    return score(args.jsonl, args.labels, args.borderline, args.definition)


if __name__ == "__main__":
    sys.exit(main())
