#!/usr/bin/env python3
"""Draws a fixed random sample of findings per rule from `auditor check --format jsonl` output,
for judging precision on real articles by hand (bench/real_news.md records the verdicts).

Usage: bench/sample_findings.py FINDINGS.jsonl [--rule ID] [--count N] [--seed S]
"""
import argparse
import collections
import random
import sys

import findings_jsonl


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("jsonl")
    parser.add_argument("--rule", help="only this rule id")
    parser.add_argument("--count", type=int, default=20, help="findings per rule (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    args = parser.parse_args()

    by_rule = collections.defaultdict(list)
    documents = 0
    for document in findings_jsonl.documents(args.jsonl):
        documents += 1
        for finding in document.get("findings", []):
            by_rule[finding["rule"]].append((document.get("input", "?"), finding))

    print(f"{documents} documents; findings per rule: "
          + ", ".join(f"{rule} {len(found)}" for rule, found in sorted(by_rule.items())))
    rng = random.Random(args.seed)
    for rule in sorted(by_rule):
        if args.rule and rule != args.rule:
            continue
        found = by_rule[rule]
        print(f"\n== {rule} ({min(args.count, len(found))} of {len(found)})")
        for path, finding in rng.sample(found, min(args.count, len(found))):
            span = finding.get("span", {})
            sentence = " ".join((finding.get("sentence") or "").split())
            print(f"- {path}:{span.get('line')}:{span.get('column')} [{finding.get('excerpt')}] {sentence[:240]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
