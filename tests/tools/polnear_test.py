#!/usr/bin/env python3
"""bench/polnear.py: PolNeAR's code-point spans land on the same words of the extracted text."""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench"))
import polnear  # noqa: E402

RAW = "Mayor Dana Ruiz  said the pier\u2019s   repairs cost $3 million.\n***\nCritics disagreed."
# What the extractor makes of it: runs of spaces collapsed, the rule line dropped.
TEXT = "Mayor Dana Ruiz said the pier\u2019s repairs cost $3 million.\n\nCritics disagreed."


def span(words: str) -> str:
    """brat's "start end" of words in RAW, in code points."""
    start = RAW.index(words)
    return f"{start} {start + len(words)}"


CONTENT = "the pier\u2019s   repairs cost $3 million"
ANNOTATION = (
    f"T1\tSource {span('Dana Ruiz')}\tDana Ruiz\n"
    f"T2\tCue {span('said')}\tsaid\n"
    f"T3\tContent {span(CONTENT)}\t{CONTENT}\n"
    f"T4\tAttribution {span('said')}\tsaid\n"
    "E1\tAttribution:T4 Content:T3 Cue:T2 Source:T1\n"
    f"T5\tCue {span('disagreed')}\tdisagreed\n"
    f"T6\tAttribution {span('disagreed')}\tdisagreed\n"
    "E2\tAttribution:T6 Cue:T5\n"
)


class AlignTest(unittest.TestCase):
    def test_every_kept_character_maps_to_itself(self):
        where = polnear.align(RAW, TEXT)
        for i, ch in enumerate(RAW):
            if not ch.isspace() and ch != "*":
                self.assertEqual(TEXT[where[i]], ch, f"raw offset {i}")
        self.assertEqual(where[len(RAW)], len(TEXT))

    def test_a_dropped_run_resynchronizes(self):
        raw = "alpha beta \x89\x90\x91 gamma delta epsilon zeta eta"
        text = "alpha beta gamma delta epsilon zeta eta"
        where = polnear.align(raw, text)
        self.assertEqual(text[where[raw.index("gamma")]:][:5], "gamma")


class DocumentTest(unittest.TestCase):
    def test_spans_are_bytes_of_the_extracted_text(self):
        with tempfile.TemporaryDirectory() as folder:
            article = os.path.join(folder, "story.txt")
            annotation = os.path.join(folder, "story_a1.ann")
            with open(article, "w", encoding="utf-8") as f:
                f.write(RAW)
            with open(annotation, "w", encoding="utf-8") as f:
                f.write(ANNOTATION)
            document = polnear.Document(article, TEXT, [annotation])
        said, disagreed = document.attributions
        self.assertEqual(document.words(said["cue"]), "said")
        self.assertEqual(document.words(said["source"]), "Dana Ruiz")
        self.assertEqual(document.words(said["content"]), "the pier\u2019s repairs cost $3 million")
        self.assertEqual(document.words(disagreed["cue"]), "disagreed")
        self.assertIsNone(disagreed["source"])


if __name__ == "__main__":
    unittest.main()
