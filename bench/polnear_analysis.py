#!/usr/bin/env python3
"""The analysis's attributions checked against PolNeAR's hand annotation, cue by cue.

PolNeAR (../shared/corpora/en-attribution) marks, in 840 US political news articles, every
attribution's cue ("said", "according to"), source ("Sanders", "he") and content span. This
script reads `auditor analyze --format json` of those articles and reports, with no judging round:

- cue recall: the share of annotated attributions whose cue the analysis also finds (overall and
  for the speech and reporting verbs the analysis is meant to read; PolNeAR also marks beliefs and
  feelings, "don't like", "figures", which it is not);
- cue precision: the share of the analysis's cues that lie on an annotated cue;
- speaker agreement, on the cues both find: the analysis's source has a mention on the annotated
  source span (a name, "the company"), or, when the annotation marks a pronoun, names someone;
- content coverage: how much of each annotated content the analysis's attribution covers.

Annotated spans are mapped onto the text the auditor extracted (bench/polnear.py). One annotation
file per article is read (15 articles were annotated by several people: the first in name order).

Usage: bench/polnear_analysis.py ANALYSIS.json [--corpus DIR] [--misses N] [--extra N]
                                [--disagree N] [--cue WORD]
"""
import argparse
import collections
import json
import os
import re
import sys

import polnear

# Cues the analysis is meant to read: speech, reporting and publication verbs and phrases. Matched
# on the first word of the annotated cue, lower-cased, after "has/had/have/was/were/is".
SPEECH_WORDS = set("""
say says said saying tell tells told telling add adds added adding note notes noted noting
claim claims claimed claiming argue argues argued arguing insist insists insisted insisting
explain explains explained explaining write writes wrote written writing report reports reported
reporting announce announces announced announcing declare declares declared declaring state states
stated stating warn warns warned warning ask asks asked asking suggest suggests suggested
acknowledge acknowledges acknowledged admit admits admitted confirm confirms confirmed deny denies
denied predict predicts predicted promise promises promised recall recalls recalled respond
responds responded reply replies replied answer answers answered tweet tweets tweeted tweeting
post posts posted according per quoted quoting cited citing call calls called calling describe
describes described describing charge charges charged accuse accuses accused accusing complain
complains complained complaining criticize criticizes criticized urge urges urged pointed point
points estimate estimates estimated show shows showed shown find finds found reveal reveals
revealed indicate indicates indicated testify testified contend contends contended maintain
maintains maintained assert asserts asserted emphasize emphasized stress stresses stressed
repeat repeated joke joked quip quipped boast boasted vow vows vowed pledge pledged concede
conceded mention mentioned observe observed remark remarked agree agreed disagree disagreed
""".split())
AUXILIARIES = {"has", "had", "have", "was", "were", "is", "are", "be", "been", "also", "later",
               "then", "would", "will", "could", "did", "does", "do", "not", "previously", "once"}
PRONOUNS = {"he", "she", "they", "i", "we", "it", "you", "him", "her", "them", "his", "their",
            "its", "us", "me", "who", "which", "that", "himself", "herself", "themselves"}


def cue_head(cue_text: str) -> str:
    words = re.findall(r"[a-z’']+", cue_text.lower())
    while words and words[0] in AUXILIARIES:
        words = words[1:]
    return words[0] if words else ""


def overlaps(a_start: int, a_end: int, b_start: int, b_end: int) -> bool:
    return a_start < b_end and b_start < a_end


def overlap_size(a_start: int, a_end: int, b_start: int, b_end: int) -> int:
    return max(0, min(a_end, b_end) - max(a_start, b_start))


class Tally:
    """Counts over the whole corpus, with a few examples of each kind of disagreement."""

    def __init__(self):
        self.gold = self.gold_speech = self.found = self.found_speech = 0
        self.cues = self.cues_on_gold = 0
        self.with_source = self.source_agrees = self.source_none = self.source_other = 0
        self.pronoun = self.pronoun_named = 0
        self.content_bytes = self.content_covered = 0
        self.missed_heads = collections.Counter()
        self.extra_cues = collections.Counter()
        self.misses, self.extras, self.disagreements = [], [], []


def analysis_cues(document: dict) -> dict:
    """(start, end) of each cue the analysis found -> its attributions."""
    cues = collections.defaultdict(list)
    for attribution in document.get("attributions", []):
        cue = attribution.get("cue")
        # A zero-width cue is a speaker carried to a quotation with no verb of its own.
        if cue and cue["end"] > cue["start"] and not attribution.get("via_link"):
            cues[(cue["start"], cue["end"])].append(attribution)
    return cues


def source_by_name(document: dict) -> dict:
    return {s["name"]: s for s in document.get("sources", [])}


def check_document(document: dict, gold: "polnear.Document", tally: Tally, only_head: str):
    text_bytes = gold.bytes
    cues = analysis_cues(document)
    sources = source_by_name(document)
    matched_cues = set()
    for g in gold.attributions:
        if g["source"] is None:
            continue
        head = cue_head(text_bytes[g["cue"][0]:g["cue"][1]].decode("utf-8", "replace"))
        if only_head and head != only_head:
            continue
        speech = head in SPEECH_WORDS
        tally.gold += 1
        tally.gold_speech += speech
        hits = [key for key in cues if overlaps(key[0], key[1], *g["cue"])]
        if not hits:
            if speech:
                tally.missed_heads[head] += 1
                tally.misses.append((document["input"], g))
            continue
        tally.found += 1
        tally.found_speech += speech
        matched_cues.update(hits)
        attributions = [a for key in hits for a in cues[key]]
        judge_source(document, g, attributions, sources, text_bytes, tally)
        if g["content"]:
            start, end = g["content"]
            covered = max(overlap_size(a["covers"]["start"], a["covers"]["end"], start, end)
                          for a in attributions)
            tally.content_bytes += end - start
            tally.content_covered += covered
    for key in cues:
        if only_head:
            break
        tally.cues += 1
        if key in matched_cues or any(overlaps(key[0], key[1], *g["cue"]) for g in gold.attributions):
            tally.cues_on_gold += 1
        else:
            word = text_bytes[key[0]:key[1]].decode("utf-8", "replace").lower()
            tally.extra_cues[word] += 1
            tally.extras.append((document["input"], key))


def judge_source(document, g, attributions, sources, text_bytes, tally):
    """Whether the analysis's speaker is the annotated one (see the module's description)."""
    start, end = g["source"]
    gold_text = text_bytes[start:end].decode("utf-8", "replace").strip().lower()
    named = [sources.get(a["source"]) for a in attributions if a.get("source") is not None]
    named = [s for s in named if s is not None]
    tally.with_source += 1
    if gold_text in PRONOUNS:
        tally.pronoun += 1
        tally.pronoun_named += bool(named)
        return
    if not named:
        tally.source_none += 1
        tally.disagreements.append(("none", document["input"], g, None))
        return
    for s in named:
        if any(overlaps(m["start"], m["end"], start, end) for m in s.get("mentions", [])):
            tally.source_agrees += 1
            return
        folded = s["name"].lower()
        if folded and (folded in gold_text or gold_text.endswith(folded.split()[-1])):
            tally.source_agrees += 1
            return
    tally.source_other += 1
    tally.disagreements.append(("other", document["input"], g, named[0]["name"]))


def excerpt(text_bytes: bytes, start: int, end: int, width: int = 110) -> str:
    before = text_bytes[max(0, start - width):start].decode("utf-8", "replace")
    inside = text_bytes[start:end].decode("utf-8", "replace")
    after = text_bytes[end:end + width].decode("utf-8", "replace")
    return re.sub(r"\s+", " ", f"{before}[[{inside}]]{after}")


def ratio(part: int, whole: int) -> str:
    return f"{part} / {whole} = {part / whole:.3f}" if whole else f"{part} / 0"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("analysis", help="auditor analyze --format json of the corpus's text folder")
    parser.add_argument("--corpus", default=polnear.DEFAULT_CORPUS)
    parser.add_argument("--auditor", default="build/auditor", help="to read each article's extracted text")
    parser.add_argument("--misses", type=int, default=0, help="print this many missed speech cues")
    parser.add_argument("--extra", type=int, default=0, help="print this many cues PolNeAR lacks")
    parser.add_argument("--disagree", type=int, default=0, help="print this many speaker disagreements")
    parser.add_argument("--cue", default="", help="only annotated cues whose head word is this")
    args = parser.parse_args()
    with open(args.analysis, encoding="utf-8") as f:
        documents = json.load(f)["documents"]
    corpus = polnear.Corpus(args.corpus, [d["input"] for d in documents], args.auditor)
    if not corpus.available():
        print(f"{args.corpus}: no PolNeAR annotations here (skipped)", file=sys.stderr)
        return 0
    tally, texts = Tally(), {}
    for document in documents:
        gold = corpus.documents.get(document["input"])
        if gold is None:
            continue
        texts[document["input"]] = gold.bytes
        check_document(document, gold, tally, args.cue)
    report(tally, texts, args)
    return 0


def report(tally: Tally, texts: dict, args) -> None:
    print(f"annotated attributions with a source: {tally.gold} ({tally.gold_speech} with a speech cue)")
    print(f"cue recall, all: {ratio(tally.found, tally.gold)}")
    print(f"cue recall, speech cues: {ratio(tally.found_speech, tally.gold_speech)}")
    if tally.cues:
        print(f"cue precision: {ratio(tally.cues_on_gold, tally.cues)}")
    print(f"speaker, named in the annotation: agrees {ratio(tally.source_agrees, tally.with_source - tally.pronoun)}"
          f"; none found {tally.source_none}; someone else {tally.source_other}")
    print(f"speaker, a pronoun in the annotation: resolved {ratio(tally.pronoun_named, tally.pronoun)}")
    print(f"content covered: {ratio(tally.content_covered, tally.content_bytes)} bytes")
    print("missed speech cues by word:", ", ".join(f"{w} {n}" for w, n in tally.missed_heads.most_common(25)))
    if tally.cues:
        print("cues PolNeAR lacks, by word:", ", ".join(f"{w} {n}" for w, n in tally.extra_cues.most_common(25)))
    for path, g in tally.misses[:args.misses]:
        print("MISS", os.path.basename(path)[:50], excerpt(texts[path], *g["cue"]))
    for path, key in tally.extras[:args.extra]:
        print("EXTRA", os.path.basename(path)[:50], excerpt(texts[path], *key))
    for kind, path, g, name in tally.disagreements[:args.disagree]:
        print(f"SPEAKER {kind} ({name})", os.path.basename(path)[:50], excerpt(texts[path], *g["source"]))


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # piped into head
        sys.exit(0)
