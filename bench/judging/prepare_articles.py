#!/usr/bin/env python3
"""Prepares a whole-article judging round: judges read articles in full, without the tool, and
list every vague source, whether the sourcing leans on one party, and any tie that needs a
disclosure (INSTRUCTIONS-articles.md). bench/judging/score_articles.py compares their readings
with the tool's findings, for the recall of vague-source, concentration and disclosure.missing.

Two strata of articles: `random` (drawn at random from the corpus: every rule's recall) and
`ties` (every article whose text matches --ties, a regex of words that may reveal a tie: the only
affordable way to find ties, which few articles have). KEY.tsv records each article's stratum and
the stratum's size, away from the judges.

Usage: bench/judging/prepare_articles.py OUT KEY.tsv --prefix pt --random 40 [--ties REGEX]
       [--parts 4] [--seed S] [--auditor build/auditor] FILE...
"""
import argparse
import json
import os
import random
import re
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from prepare import article_texts  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("key")
    parser.add_argument("files", nargs="+")
    parser.add_argument("--prefix", required=True)
    parser.add_argument("--random", type=int, default=40)
    parser.add_argument("--ties", default="")
    parser.add_argument("--parts", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--auditor", default="build/auditor")
    args = parser.parse_args()

    files = sorted(args.files)
    rng = random.Random(args.seed)
    chosen = {path: "random" for path in rng.sample(files, min(args.random, len(files)))}
    tie_pool = []
    if args.ties:
        pattern = re.compile(args.ties, re.IGNORECASE)
        for path in files:
            with open(path, encoding="utf-8", errors="replace") as f:
                if pattern.search(f.read()):
                    tie_pool.append(path)
        for path in tie_pool:
            chosen.setdefault(path, "ties")
    sizes = {"random": len(files), "ties": len(tie_pool)}
    order = sorted(chosen)
    rng.shuffle(order)

    os.makedirs(args.out, exist_ok=True)
    # Rounds of several corpora share one folder: keep the texts an earlier prefix wrote.
    texts_path = os.path.join(args.out, "texts.json")
    texts = {}
    if os.path.exists(texts_path):
        with open(texts_path, encoding="utf-8") as f:
            texts = json.load(f)
    texts.update(article_texts(args.auditor, order))
    with open(texts_path, "w", encoding="utf-8") as f:
        json.dump(texts, f)
    size = -(-len(order) // args.parts)
    with open(args.key, "w", encoding="utf-8") as key:
        key.write("article\tfile\tstratum\tstratum_size\tin_ties\n")
        for part in range(args.parts):
            with open(os.path.join(args.out, f"{args.prefix}-{part + 1}.tsv"), "w",
                      encoding="utf-8") as f:
                f.write("article\tfile\n")
                for n, path in enumerate(order[part * size:(part + 1) * size], 1):
                    article = f"{args.prefix}{part + 1}-{n}"
                    f.write(f"{article}\t{path}\n")
                    stratum = chosen[path]
                    in_ties = "yes" if path in tie_pool else "no"
                    key.write(f"{article}\t{path}\t{stratum}\t{sizes[stratum]}\t{in_ties}\n")
    shutil.copy(os.path.join(HERE, "read.py"), args.out)
    shutil.copy(os.path.join(HERE, "INSTRUCTIONS-articles.md"),
                os.path.join(args.out, "INSTRUCTIONS.md"))
    print(f"{len(order)} articles in {args.parts} parts under {args.out}: "
          f"{sum(s == 'random' for s in chosen.values())} random of {len(files)}, "
          f"{sum(s == 'ties' for s in chosen.values())} more of the {len(tie_pool)} matching --ties")
    return 0


if __name__ == "__main__":
    sys.exit(main())
