#!/usr/bin/env python3
"""Turns the judges' verdicts of a round into a labels file for bench/labelled_precision.py.

Reads every <prefix>-<k>.tsv in FOLDER with its <prefix>-<k>.verdicts.tsv and writes LABELS.tsv
(file, start, end, verdict, class, borderline: no article text, no notes). A row without a
verdict is an error naming the part and the row.

For a round of flagged and unflagged figures (prepare_mixed.py), --key KEY.tsv adds each row's
stratum and the stratum's size, for bench/labelled_recall.py, and --flagged-only FILE writes the
flagged rows alone as a precision labels file.

Usage: bench/judging/collect.py FOLDER PREFIX LABELS.tsv [--key KEY.tsv] [--flagged-only FILE]
"""
import argparse
import csv
import glob
import os
import sys


COLUMNS = ["file", "start", "end", "verdict", "class", "borderline"]


def write(path: str, columns: list, rows: list) -> None:
    with open(path, "w", encoding="utf-8") as f:
        f.write("\t".join(columns) + "\n")
        for row in rows:
            f.write("\t".join(row) + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder")
    parser.add_argument("prefix")
    parser.add_argument("out")
    parser.add_argument("--key", help="prepare_mixed.py's key of the round")
    parser.add_argument("--flagged-only", help="also write the flagged rows alone here")
    args = parser.parse_args()
    folder, prefix, out = args.folder, args.prefix, args.out
    strata = {}
    if args.key:
        with open(args.key, encoding="utf-8") as f:
            strata = {row["id"]: row for row in csv.DictReader(f, delimiter="\t")}
    labels, flagged = [], []
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
                label = [row["file"], row["start"], row["end"], verdict["verdict"].strip(),
                         verdict["class"].strip(), verdict["borderline"].strip()]
                if args.key:
                    if row["id"] not in strata:
                        print(f"{args.key}: no row {row['id']}", file=sys.stderr)
                        return 1
                    stratum = strata[row["id"]]
                    if stratum["stratum"] == "flagged":
                        flagged.append(label)
                    label = label + [stratum["stratum"], stratum["stratum_size"]]
                labels.append(label)
    write(out, COLUMNS + (["stratum", "stratum_size"] if args.key else []), labels)
    print(f"{len(labels)} labels written to {out}")
    if args.flagged_only:
        write(args.flagged_only, COLUMNS, flagged)
        print(f"{len(flagged)} labels of flagged findings written to {args.flagged_only}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
