#!/usr/bin/env python3
"""Precision of a rule on real news, re-measured from findings judged once by hand.

bench/labels/<rule>-<corpus>-<round>.tsv holds a random sample of one run's findings (file, span, verdict
and the kind of mistake; no article text). Any later run is scored on the labelled findings it
still reports: a change that only removes findings is measured exactly, and the labelled sample
stays a random sample of what remains. Findings the labels never saw are counted apart; when
they are many, draw and judge a fresh sample.

Usage: bench/labelled_precision.py LABELS.tsv FINDINGS.jsonl [--rule ID]
"""
import argparse
import collections
import csv
import sys

import findings_jsonl


def read_findings(path: str, rule: str) -> set:
    found = set()
    for document in findings_jsonl.documents(path):
        for finding in document.get("findings", []):
            if finding.get("rule") == rule:
                found.add((document.get("input"), int(finding["span"]["start"])))
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("labels")
    parser.add_argument("jsonl")
    parser.add_argument("--rule", default="attribution.unattributed-number")
    args = parser.parse_args()

    with open(args.labels, encoding="utf-8") as f:
        labels = list(csv.DictReader(f, delimiter="\t"))
    found = read_findings(args.jsonl, args.rule)
    kept = [row for row in labels if (row["file"], int(row["start"])) in found]
    gone = collections.Counter(row["verdict"] for row in labels if row not in kept)
    right = sum(row["verdict"] == "right" for row in kept)
    wrong_kinds = collections.Counter(row["class"] for row in kept if row["verdict"] == "wrong")
    print(f"{args.rule}: {len(found)} findings; {len(kept)} of {len(labels)} labelled ones remain")
    if kept:
        print(f"precision on the labelled ones: {right}/{len(kept)} = {right / len(kept):.3f}")
    print(f"labelled findings no longer reported: {gone['right']} right, {gone['wrong']} wrong")
    borderline = collections.Counter(row["verdict"] for row in kept if row.get("borderline") == "yes")
    print(f"judged borderline among those left: {borderline['right']} right, {borderline['wrong']} wrong")
    print("wrong ones left by kind: " +
          ", ".join(f"{kind or '?'} {count}" for kind, count in wrong_kinds.most_common()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
