#!/usr/bin/env python3
"""Prints the passage around one flagged figure, the figure marked >>>so<<<.

Usage: python3 show.py ROW_ID [CHARS_BEFORE]   (run from anywhere; reads the folder it sits in)
"""
import csv
import glob
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main() -> int:
    row_id = sys.argv[1]
    before = int(sys.argv[2]) if len(sys.argv) > 2 else 2500
    with open(os.path.join(HERE, "texts.json"), encoding="utf-8") as f:
        texts = json.load(f)
    for path in glob.glob(os.path.join(HERE, "*.tsv")):
        if path.endswith(".verdicts.tsv"):
            continue
        with open(path, encoding="utf-8") as f:
            for row in csv.DictReader(f, delimiter="\t"):
                if row["id"] != row_id:
                    continue
                text = texts[row["file"]].encode()
                start, end = int(row["start"]), int(row["end"])
                low = max(0, start - before)
                print(f"{row['file']} (figure at line {row['line']}, column {row['column']})\n")
                print(("[...]" if low > 0 else "") + text[low:start].decode(errors="replace") +
                      " >>>" + text[start:end].decode(errors="replace") + "<<< " +
                      text[end:end + 700].decode(errors="replace") +
                      ("[...]" if end + 700 < len(text) else ""))
                return 0
    print(f"no row {row_id}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
