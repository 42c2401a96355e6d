#!/usr/bin/env python3
"""Prepares a blind round for the recall of sourcing.single-source: flagged claims and claims it left.

The analysis lists every claim with the sources it rests on. This draws, from one corpus, the
superlative and comparative claims that rest on exactly one source (the rule's domain) and the
rule's own findings, shuffles them, and gives judges INSTRUCTIONS-single-source.md, which does not
say which rows the rule flagged. KEY.tsv (kept away from the judges) records each row's stratum
and the stratum's size, for bench/labelled_recall.py.

Usage: bench/judging/prepare_claims.py FINDINGS.jsonl ANALYSIS.json OUT KEY.tsv --prefix pt
       [--unflagged 45] [--seed S] [--parts 1] [--auditor build/auditor]
"""
import argparse
import json
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import findings_jsonl  # noqa: E402
from prepare_mixed import write_round  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
RULE = "sourcing.single-source"
KINDS = {"superlative", "comparative"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("jsonl")
    parser.add_argument("analysis")
    parser.add_argument("out")
    parser.add_argument("key")
    parser.add_argument("--prefix", required=True)
    parser.add_argument("--unflagged", type=int, default=45)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--parts", type=int, default=1)
    parser.add_argument("--auditor", default="build/auditor")
    args = parser.parse_args()

    flagged = {}
    for document in findings_jsonl.documents(args.jsonl):
        for finding in document.get("findings", []):
            if finding["rule"] == RULE:
                flagged[(document["input"], int(finding["span"]["start"]))] = finding["span"]
    with open(args.analysis, encoding="utf-8") as f:
        documents = json.load(f)["documents"]
    pool = [(document["input"], claim["trigger"])
            for document in documents for claim in document["claims"]
            if claim["kind"] in KINDS and len(claim["sources"]) == 1
            and (document["input"], claim["trigger"]["start"]) not in flagged]
    rng = random.Random(args.seed)
    rows = [("flagged", len(flagged), path, span) for (path, _), span in sorted(flagged.items())]
    rows += [("unflagged", len(pool), path, span)
             for path, span in rng.sample(pool, min(args.unflagged, len(pool)))]
    rng.shuffle(rows)

    write_round(args.out, args.key, args.prefix, args.parts, rows, args.auditor,
                "INSTRUCTIONS-single-source.md", "claim")
    print(f"{len(rows)} rows under {args.out}: {len(flagged)} flagged, "
          f"{min(args.unflagged, len(pool))} of {len(pool)} one-source claims left alone")
    return 0


if __name__ == "__main__":
    sys.exit(main())
