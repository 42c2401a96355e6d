#!/usr/bin/env python3
"""Prints one article of a whole-article round, every line numbered as the tool counts lines.

Usage: python3 read.py ARTICLE_ID   (run from anywhere; reads the folder it sits in)
"""
import csv
import glob
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main() -> int:
    article_id = sys.argv[1]
    with open(os.path.join(HERE, "texts.json"), encoding="utf-8") as f:
        texts = json.load(f)
    for path in sorted(glob.glob(os.path.join(HERE, "*.tsv"))):
        if path.endswith((".vague.tsv", ".articles.tsv")):
            continue
        with open(path, encoding="utf-8") as f:
            for row in csv.DictReader(f, delimiter="\t"):
                if row["article"] != article_id:
                    continue
                print(f"{article_id}: {row['file']}\n")
                for number, line in enumerate(texts[row["file"]].split("\n"), 1):
                    print(f"{number:4d}  {line}")
                return 0
    print(f"no article {article_id}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
