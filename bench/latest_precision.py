#!/usr/bin/env python3
"""Precision of a rule on real news over every judged round at once, each finding by its latest verdict.

bench/labels/<rule>-<lang>-<round>[-second].tsv hold verdicts on findings of earlier runs (file,
span start, verdict, kind of mistake). A finding judged in several rounds takes the verdict of the
latest round (a second reading after its first); the recall rounds' labels
(bench/labels/mixed-<rule>-<lang>-<round>.tsv) count too, since their judges read unflagged figures
blind under the same rule. Findings of this run no round judged are counted apart: their share
says when a fresh blind round is due.

Usage: bench/latest_precision.py RULE LANG FINDINGS.jsonl [--wrong]
  e.g. bench/latest_precision.py attribution.unattributed-number pt /tmp/pt.jsonl --wrong
"""
import argparse
import csv
import glob
import os
import re
import sys

import findings_jsonl

ROUND = re.compile(r"-(\d+)(-second)?\.tsv$")


def label_files(rule: str, lang: str) -> list:
    short = rule.split(".")[-1]
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "labels")
    # Recall rounds (mixed-*) judged figures the rule then left alone, blind and under the same
    # instructions: a later run that flags one of them reads its verdict there.
    files = [f for pattern in (f"{short}-{lang}-*.tsv", f"mixed-{short}-{lang}-*.tsv")
             for f in glob.glob(os.path.join(here, pattern)) if ROUND.search(f)]

    def order(path: str):
        m = ROUND.search(path)
        return (int(m.group(1)), 1 if m.group(2) else 0)

    return sorted(files, key=order)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rule")
    parser.add_argument("lang")
    parser.add_argument("jsonl")
    parser.add_argument("--wrong", action="store_true", help="list the findings judged wrong")
    args = parser.parse_args()

    latest = {}
    by_end = {}
    for path in label_files(args.rule, args.lang):
        with open(path, encoding="utf-8") as f:
            for row in csv.DictReader(f, delimiter="\t"):
                if row.get("verdict"):
                    verdict = (row["verdict"], row.get("class", ""), os.path.basename(path))
                    latest[(row["file"], int(row["start"]))] = verdict
                    # A span that took in a qualifier later ("entre 6 mil e 7 mil") keeps its end.
                    if row.get("end"):
                        by_end[(row["file"], int(row["end"]))] = verdict
    right = wrong = unjudged = 0
    wrong_rows = []
    for document in findings_jsonl.documents(args.jsonl):
        for finding in document.get("findings", []):
            if finding.get("rule") != args.rule:
                continue
            key = (document.get("input"), int(finding["span"]["start"]))
            verdict = latest.get(key) or by_end.get((key[0], int(finding["span"]["end"])))
            if verdict is None:
                unjudged += 1
            elif verdict[0] == "right":
                right += 1
            else:
                wrong += 1
                wrong_rows.append((verdict[1], verdict[2], key[0], key[1]))
    judged = right + wrong
    precision = f"{right / judged:.3f}" if judged else "n/a"
    print(f"{args.rule} {args.lang}: {right + wrong + unjudged} findings, {right} judged right, "
          f"{wrong} wrong, {unjudged} never judged; precision on the judged {precision}")
    if args.wrong:
        for kind, source, path, start in sorted(wrong_rows):
            print(f"  {kind}  {source}  {path}:{start}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
