#!/usr/bin/env python3
"""Flagged figures checked against PolNeAR's own attribution annotation.

PolNeAR (../shared/corpora/en-attribution) marks, for every article, each attribution's source,
cue and content span (brat standoff, read onto the extracted text by bench/polnear.py). A figure
that attribution.unattributed-number flags inside the content of an attribution with a source is
one the annotators read as someone's statement: the analysis missed its cue. This gives an objective check
of the rule's "no source in the sentence" half, on every finding and with no judging round. It
cannot see the other half (a figure the passage sources, a plan, a name), which only the judged
labels measure.

Usage: bench/polnear_attribution.py FINDINGS.jsonl [--corpus DIR] [--rule ID] [-v]
"""
import argparse
import sys

import findings_jsonl
import polnear


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("jsonl")
    parser.add_argument("--corpus", default=polnear.DEFAULT_CORPUS)
    parser.add_argument("--auditor", default="build/auditor", help="to read each article's extracted text")
    parser.add_argument("--rule", default="attribution.unattributed-number")
    parser.add_argument("-v", "--verbose", action="store_true", help="list the figures inside")
    args = parser.parse_args()
    documents = [d for d in findings_jsonl.documents(args.jsonl)
                 if any(f.get("rule") == args.rule for f in d.get("findings", []))]
    corpus = polnear.Corpus(args.corpus, [d["input"] for d in documents], args.auditor,
                            every_annotator=True)
    if not corpus.available():
        print(f"{args.corpus}: no PolNeAR annotations here (skipped)", file=sys.stderr)
        return 0

    flagged, inside = 0, []
    for document in documents:
        gold = corpus.documents.get(document["input"])
        if gold is None:
            continue
        spans = [a["content"] for a in gold.attributions if a["source"] and a["content"]]
        for finding in (f for f in document["findings"] if f.get("rule") == args.rule):
            flagged += 1
            start = int(finding["span"]["start"])
            if any(a <= start < b for a, b in spans):
                inside.append((document["input"], start, finding.get("excerpt", "")))
    if flagged == 0:
        print("no findings of", args.rule)
        return 0
    outside = flagged - len(inside)
    print(f"{args.rule}: {flagged} flagged figures; {outside} ({outside / flagged:.3f}) lie outside "
          f"every attributed content PolNeAR marks, {len(inside)} inside one")
    if args.verbose:
        for path, start, excerpt in inside:
            print(f"  {path}:{start}: {excerpt}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
