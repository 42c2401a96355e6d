#!/usr/bin/env python3
"""Turns the judges' verdicts of a round into a labels file for bench/labelled_precision.py.

Reads every <prefix>-<k>.tsv in FOLDER with its <prefix>-<k>.verdicts.tsv and writes LABELS.tsv
(file, start, end, verdict, class, borderline: no article text, no notes). A row without a
verdict is an error naming the part and the row.

Usage: bench/judging/collect.py FOLDER PREFIX LABELS.tsv
"""
import csv
import glob
import os
import sys


def main() -> int:
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    folder, prefix, out = sys.argv[1:]
    labels = []
    for part in sorted(glob.glob(os.path.join(folder, f"{prefix}-*.tsv"))):
        if part.endswith(".verdicts.tsv"):
            continue
        verdicts_path = part[:-len(".tsv")] + ".verdicts.tsv"
        with open(verdicts_path, encoding="utf-8") as f:
            verdicts = {row["id"]: row for row in csv.DictReader(f, delimiter="\t")}
        with open(part, encoding="utf-8") as f:
            for row in csv.DictReader(f, delimiter="\t"):
                verdict = verdicts.get(row["id"])
                if verdict is None:
                    print(f"{verdicts_path}: no verdict for row {row['id']}", file=sys.stderr)
                    return 1
                labels.append([row["file"], row["start"], row["end"], verdict["verdict"].strip(),
                               verdict["class"].strip(), verdict["borderline"].strip()])
    with open(out, "w", encoding="utf-8") as f:
        f.write("file\tstart\tend\tverdict\tclass\tborderline\n")
        for label in labels:
            f.write("\t".join(label) + "\n")
    print(f"{len(labels)} labels written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
