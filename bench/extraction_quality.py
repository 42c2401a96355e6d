#!/usr/bin/env python3
"""Extraction quality and speed on real pages: token precision, recall and F1 against gold text.

Runs `auditor extract --format json` over the corpus pages (../shared/corpora/extraction by
default) and compares the extracted body with gold.json's articleBody, as the
article-extraction-benchmark does: bags of lower-cased word tokens. The gold body holds neither
the headline nor photo captions, so the main score leaves out title and caption blocks; the
score with captions (everything but the title) is printed too.

  bench/extraction_quality.py [--auditor build/auditor] [--corpus DIR] [--worst N] [--json]
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import time

TOKEN = re.compile(r"\w+", re.UNICODE)


def tokens(text):
    return [t.lower() for t in TOKEN.findall(text)]


def prf(predicted, gold):
    """Token-level precision, recall and F1 of two texts (bags of tokens)."""
    p, g = collections.Counter(tokens(predicted)), collections.Counter(tokens(gold))
    common = sum((p & g).values())
    if not p and not g:
        return 1.0, 1.0, 1.0
    precision = common / sum(p.values()) if p else 0.0
    recall = common / sum(g.values()) if g else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return precision, recall, f1


def body_text(document, left_out):
    """The text of the document's blocks whose kind is not in left_out."""
    # Spans are byte offsets into UTF-8 text; slice bytes, not Python characters.
    raw = document["text"].encode("utf-8")
    return "\n\n".join(raw[b["start"]:b["end"]].decode("utf-8", "replace")
                       for b in document["blocks"] if b["kind"] not in left_out)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(here)
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--auditor", default=os.path.join(repo, "build", "auditor"))
    ap.add_argument("--corpus", default=os.path.join(
        os.environ.get("AUDITOR_SHARED_DIR", os.path.join(repo, "..", "shared")),
        "corpora", "extraction"))
    ap.add_argument("--worst", type=int, default=10, help="list the N worst pages")
    ap.add_argument("--json", action="store_true", help="print the scores as JSON")
    args = ap.parse_args()

    gold = json.load(open(os.path.join(args.corpus, "gold.json"), encoding="utf-8"))
    pages_dir = os.path.join(args.corpus, "pages")
    ids = sorted(gold)
    paths = [os.path.join(pages_dir, i + ".html") for i in ids]
    size = sum(os.path.getsize(p) for p in paths)

    start = time.perf_counter()
    run = subprocess.run([args.auditor, "extract", "--format", "json", *paths],
                         capture_output=True, check=False)
    elapsed = time.perf_counter() - start
    if run.returncode not in (0, 1):
        sys.exit("auditor extract failed (%d): %s" % (run.returncode, run.stderr.decode()[:2000]))
    documents = {os.path.basename(d["input"])[:-5]: d for d in json.loads(run.stdout)["documents"]}

    rows = []
    for i in ids:
        doc = documents.get(i)
        body = gold[i]["articleBody"]
        p, r, f = prf(body_text(doc, {"title", "caption"}) if doc else "", body)
        f_captions = prf(body_text(doc, {"title"}) if doc else "", body)[2]
        rows.append({"id": i, "precision": p, "recall": r, "f1": f, "f1_with_captions": f_captions,
                     "url": gold[i].get("url", "")})

    n = len(rows)
    mean = {k: sum(row[k] for row in rows) / n
            for k in ("precision", "recall", "f1", "f1_with_captions")}
    below = sum(1 for row in rows if row["f1"] < 0.8)
    summary = {"pages": n, "mean_precision": mean["precision"], "mean_recall": mean["recall"],
               "mean_f1": mean["f1"], "mean_f1_with_captions": mean["f1_with_captions"],
               "pages_below_0.8": below, "seconds": elapsed,
               "pages_per_second": n / elapsed, "mb_per_second": size / elapsed / 1e6,
               "failed": n - len(documents)}
    if args.json:
        print(json.dumps({"summary": summary, "pages": rows}, indent=2))
        return
    print("pages %d  precision %.3f  recall %.3f  F1 %.3f  (below 0.8: %d, failed: %d)"
          % (n, mean["precision"], mean["recall"], mean["f1"], below, summary["failed"]))
    print("F1 counting captions as body: %.3f" % mean["f1_with_captions"])
    print("speed %.1f pages/s, %.1f MB/s of HTML (%.2f s for %.1f MB, one process, whole CLI)"
          % (summary["pages_per_second"], summary["mb_per_second"], elapsed, size / 1e6))
    for row in sorted(rows, key=lambda r: r["f1"])[:args.worst]:
        print("  %.3f  P %.3f R %.3f  %s  %s" % (row["f1"], row["precision"], row["recall"],
                                                 row["id"][:12], row["url"]))


if __name__ == "__main__":
    main()
