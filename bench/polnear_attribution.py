#!/usr/bin/env python3
"""Flagged figures checked against PolNeAR's own attribution annotation.

PolNeAR (../shared/corpora/en-attribution) marks, for every article, each attribution's source,
cue and content span (brat standoff, offsets in code points). A figure that
attribution.unattributed-number flags inside the content of an attribution with a source is one the
annotators read as someone's statement: the analysis missed its cue. This gives an objective check
of the rule's "no source in the sentence" half, on every finding and with no judging round. It
cannot see the other half (a figure the passage sources, a plan, a name), which only the judged
labels measure.

Usage: bench/polnear_attribution.py FINDINGS.jsonl [--corpus DIR] [--rule ID] [-v]
"""
import argparse
import glob
import os
import sys

import findings_jsonl

DEFAULT_CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared",
                              "corpora", "en-attribution", "train")


def byte_offsets(text: str) -> list:
    """Byte offset of every code point of text, and of its end."""
    offsets = [0]
    for ch in text:
        offsets.append(offsets[-1] + len(ch.encode("utf-8")))
    return offsets


def read_annotation(path: str, offsets: list) -> list:
    """(start, end) byte spans of the contents of attributions that name a source."""
    entities, relations = {}, []
    limit = len(offsets) - 1
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            if len(fields) < 2:
                continue
            if fields[0].startswith("T"):
                kind, *span = fields[1].split(" ")
                try:
                    start, end = int(span[0]), int(span[-1].split(";")[-1])
                except (ValueError, IndexError):
                    continue
                entities[fields[0]] = (kind, offsets[min(start, limit)], offsets[min(end, limit)])
            elif fields[0].startswith("E"):
                roles = dict(part.split(":", 1) for part in fields[1].split(" ")[1:] if ":" in part)
                relations.append(roles)
    spans = []
    for roles in relations:
        content, source = roles.get("Content"), roles.get("Source")
        if content in entities and source in entities:
            spans.append(entities[content][1:])
    return spans


def attributed_spans(corpus: str, stem: str) -> list:
    text_path = os.path.join(corpus, "text", stem + ".txt")
    with open(text_path, encoding="utf-8") as f:
        offsets = byte_offsets(f.read())
    spans = []
    for path in glob.glob(os.path.join(corpus, "attributions", glob.escape(stem) + "_*.ann")):
        spans.extend(read_annotation(path, offsets))
    return spans


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("jsonl")
    parser.add_argument("--corpus", default=DEFAULT_CORPUS)
    parser.add_argument("--rule", default="attribution.unattributed-number")
    parser.add_argument("-v", "--verbose", action="store_true", help="list the figures inside")
    args = parser.parse_args()
    if not os.path.isdir(os.path.join(args.corpus, "attributions")):
        print(f"{args.corpus}: no PolNeAR annotations here (skipped)", file=sys.stderr)
        return 0

    flagged, inside = 0, []
    for document in findings_jsonl.documents(args.jsonl):
        findings = [f for f in document.get("findings", []) if f.get("rule") == args.rule]
        if not findings:
            continue
        stem = os.path.splitext(os.path.basename(document["input"]))[0]
        spans = attributed_spans(args.corpus, stem)
        for finding in findings:
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
