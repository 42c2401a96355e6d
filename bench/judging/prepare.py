#!/usr/bin/env python3
"""Prepares a judging round: a fixed random sample of one rule's findings, split for judges.

Writes into OUT: <prefix>-<k>.tsv (id, file, span, line, column, flagged text), texts.json (each
article's text as the tool read it, for show.py), show.py and INSTRUCTIONS.md. Give each judge
one part and the instructions; bench/judging/collect.py turns their verdicts into a labels file.

Usage: bench/judging/prepare.py FINDINGS.jsonl OUT --prefix pt [--rule ID] [--count 100]
       [--seed S] [--parts 2] [--auditor build/auditor] [--exclude LABELS.tsv ...]
       [--instructions INSTRUCTIONS-vague.md]

--exclude leaves out the findings an earlier round drew (its labels file), so two rounds are one
sample without repeats.
"""
import csv
import argparse
import json
import os
import random
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import findings_jsonl  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def article_texts(auditor: str, files: list) -> dict:
    texts = {}
    for i in range(0, len(files), 100):
        out = subprocess.run([auditor, "extract", "--format", "json"] + files[i:i + 100],
                             capture_output=True, text=True, check=True).stdout
        for document in json.loads(out)["documents"]:
            texts[document["input"]] = document["text"]
    return texts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("jsonl")
    parser.add_argument("out")
    parser.add_argument("--prefix", required=True, help="row id and file prefix, e.g. the corpus")
    parser.add_argument("--rule", default="attribution.unattributed-number")
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--parts", type=int, default=2)
    parser.add_argument("--auditor", default="build/auditor")
    parser.add_argument("--instructions", default="INSTRUCTIONS.md",
                        help="the judges' instructions for this rule, in bench/judging")
    parser.add_argument("--exclude", action="append", default=[],
                        help="a labels file whose findings are not drawn again")
    args = parser.parse_args()

    drawn = set()
    for path in args.exclude:
        with open(path, encoding="utf-8") as f:
            drawn.update((row["file"], int(row["start"])) for row in csv.DictReader(f, delimiter="\t"))

    findings = [(document["input"], finding)
                for document in findings_jsonl.documents(args.jsonl)
                for finding in document.get("findings", [])
                if finding["rule"] == args.rule
                and (document["input"], int(finding["span"]["start"])) not in drawn]
    sample = random.Random(args.seed).sample(findings, min(args.count, len(findings)))
    os.makedirs(args.out, exist_ok=True)
    # Several corpora may share one folder: add to the texts already there.
    texts_path = os.path.join(args.out, "texts.json")
    texts = {}
    if os.path.exists(texts_path):
        with open(texts_path, encoding="utf-8") as f:
            texts = json.load(f)
    texts.update(article_texts(args.auditor, sorted({path for path, _ in sample})))
    with open(texts_path, "w", encoding="utf-8") as f:
        json.dump(texts, f)
    # A concentration finding flags a cue word; what the judge weighs is its claim ("9 of 12
    # statements with a named source (75%) come from X"), the message before its advice.
    with_claim = args.rule == "sourcing.concentration"
    size = -(-len(sample) // args.parts)
    for part in range(args.parts):
        rows = sample[part * size:(part + 1) * size]
        with open(os.path.join(args.out, f"{args.prefix}-{part + 1}.tsv"), "w", encoding="utf-8") as f:
            f.write("id\tfile\tstart\tend\tline\tcolumn\tflagged" +
                    ("\tclaim" if with_claim else "") + "\n")
            for n, (path, finding) in enumerate(rows, 1):
                span = finding["span"]
                claim = "\t" + finding["message"].split(": ")[0] if with_claim else ""
                f.write(f"{args.prefix}{part + 1}-{n}\t{path}\t{span['start']}\t{span['end']}\t"
                        f"{span['line']}\t{span['column']}\t{finding['excerpt']}{claim}\n")
    shutil.copy(os.path.join(HERE, "show.py"), args.out)
    shutil.copy(os.path.join(HERE, args.instructions), os.path.join(args.out, "INSTRUCTIONS.md"))
    print(f"{len(sample)} of {len(findings)} findings in {args.parts} parts under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
