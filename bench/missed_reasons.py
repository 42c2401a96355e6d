#!/usr/bin/env python3
"""Why a rule passed over the items judges read in blind mixed rounds.

Reads `auditor analyze --explain --format json` output and the labels of blind mixed rounds
(file, start, end, verdict), and prints, for every reason the rule gives, how many labelled rows
it covers and how many of those the judges called right (the rule should flag it) or wrong. A
reason that passes over many rows judged right is where recall goes; one whose rows are mostly
wrong earns its place. attribution.unattributed-number reads numbers (labels
mixed-unattributed-number-*), sourcing.single-source reads claims by their trigger (labels
mixed-single-source-*).

    build/auditor analyze --explain ../shared/corpora/pt-news --format json -o /tmp/pt.explain.json
    bench/missed_reasons.py /tmp/pt.explain.json bench/labels/mixed-unattributed-number-pt-*.tsv
    bench/missed_reasons.py --rule sourcing.single-source /tmp/pt.explain.json \
        bench/labels/mixed-single-source-pt-*.tsv
"""
import argparse
import collections
import csv
import json
import sys

def reasons_by_span(analysis_path, rule):
    """(file name, start) -> the rule's verdict, for every number and claim of every document."""
    with open(analysis_path, encoding="utf-8") as f:
        documents = json.load(f)["documents"]
    out = {}
    for doc in documents:
        name = doc["input"].rsplit("/", 1)[-1]
        items = [(n, n["start"]) for n in doc["numbers"]]
        items += [(c, c["trigger"]["start"]) for c in doc["claims"]]
        for item, start in items:
            verdict = item.get("rules", {}).get(rule)
            if verdict is not None:
                out[(name, start)] = verdict
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("analysis", help="auditor analyze --explain --format json output")
    parser.add_argument("labels", nargs="+", help="mixed-round label files")
    parser.add_argument("--rule", default="attribution.unattributed-number",
                        help="the rule whose reasons to tally (default attribution.unattributed-number)")
    parser.add_argument("--slack", type=int, default=3,
                        help="bytes a label's start may differ from the number's (default 3)")
    args = parser.parse_args()
    reasons = reasons_by_span(args.analysis, args.rule)
    if not any(v for v in reasons.values()):
        sys.exit(f"{args.analysis}: no number carries the rule's verdict; run analyze with --explain")
    tally = collections.defaultdict(collections.Counter)
    unmatched = 0
    for path in args.labels:
        with open(path, encoding="utf-8") as f:
            for row in csv.DictReader(f, delimiter="\t"):
                name, start = row["file"].rsplit("/", 1)[-1], int(row["start"])
                verdict = next((reasons[(name, start + d)] for d in range(-args.slack, args.slack + 1)
                                if (name, start + d) in reasons), None)
                if verdict is None:
                    unmatched += 1
                    continue
                tally[verdict][row["verdict"]] += 1
    print(f"{'right':>6} {'wrong':>6}  reason")
    for reason, counts in sorted(tally.items(), key=lambda kv: -sum(kv[1].values())):
        print(f"{counts['right']:>6} {counts['wrong']:>6}  {reason}")
    if unmatched:
        print(f"({unmatched} labelled rows match no number of this analysis)")


if __name__ == "__main__":
    main()
