#!/usr/bin/env python3
"""Recall of a rule on real news, estimated from a blind round of flagged and unflagged figures.

bench/judging/prepare_mixed.py draws flagged findings and, in strata, statistic figures the rule
left alone, and writes a key with each row's stratum and the stratum's size; judges label every
row without knowing which is which, and bench/judging/collect.py --key turns their verdicts into
labels that carry the stratum (bench/labels/mixed-*.tsv).
Figures judged right in an unflagged stratum are the rule's misses: scaled by the stratum's size
they estimate how many unsourced figures the corpus holds that the rule does not report.

    found  = flagged findings x the share of flagged rows judged right
    missed = sum over unflagged strata of stratum size x the share of its rows judged right
    recall = found / (found + missed)

The interval is a bootstrap over rows within each stratum (2,000 draws, 2.5th-97.5th percentile).
The estimate is for the run the round was drawn from. --precision P takes the flagged findings'
precision from elsewhere (every finding judged, say) instead of the round's flagged rows. Counts
under 100 are outside the rule by design (min-count); the recall without them is printed too.

Usage: bench/labelled_recall.py LABELS.tsv [--precision P] [--seed S]
"""
import argparse
import collections
import csv
import random
import sys


def read_tsv(path: str) -> list:
    with open(path, encoding="utf-8") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def estimate(strata: dict, sizes: dict, precision=None, skip=()) -> tuple:
    """(found, missed, recall) over the strata not in skip."""
    found = sizes["flagged"] * (share(strata["flagged"]) if precision is None else precision)
    missed = sum(sizes[name] * share(rows) for name, rows in strata.items()
                 if name != "flagged" and name not in skip)
    return found, missed, found / (found + missed) if found + missed else 0.0


def share(verdicts: list) -> float:
    return sum(v == "right" for v in verdicts) / len(verdicts) if verdicts else 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("labels")
    parser.add_argument("--precision", type=float, help="precision of the flagged findings")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    strata, sizes = collections.defaultdict(list), {}
    classes = collections.defaultdict(collections.Counter)
    for row in read_tsv(args.labels):
        if "stratum" not in row:
            print(f"{args.labels}: no stratum column (collect.py --key writes it)", file=sys.stderr)
            return 1
        strata[row["stratum"]].append(row["verdict"])
        sizes[row["stratum"]] = int(row["stratum_size"])
        classes[row["stratum"]][row["class"] if row["verdict"] == "wrong" else "right"] += 1
    if "flagged" not in strata:
        print(f"{args.labels}: no flagged rows; recall needs them", file=sys.stderr)
        return 1

    for name, verdicts in strata.items():
        right = sum(v == "right" for v in verdicts)
        wrong = ", ".join(f"{k} {n}" for k, n in classes[name].most_common() if k != "right")
        print(f"{name}: {sizes[name]} figures; {right} of {len(verdicts)} judged right to flag "
              f"({right / len(verdicts):.2f}); wrong to flag: {wrong or 'none'}")
    rng = random.Random(args.seed)
    draws = [{n: rng.choices(v, k=len(v)) for n, v in strata.items()} for _ in range(2000)]
    variants = [("all rows", ())]
    if "small" in strata:
        variants.append(("without counts under 100", ("small",)))
    for label, skip in variants:
        found, missed, recall = estimate(strata, sizes, args.precision, skip)
        spread = sorted(estimate(d, sizes, args.precision, skip)[2] for d in draws)
        print(f"{label}: found about {found:.0f}, missed about {missed:.0f}: recall {recall:.3f} "
              f"(95% interval {spread[50]:.3f}-{spread[1949]:.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
