"""PolNeAR's hand annotation (brat standoff) read onto the text the auditor analyses.

PolNeAR's offsets count code points of the raw article; the auditor's spans count bytes of the
text it extracted, which collapses runs of white space, drops rule lines ("***") and some stray
control characters. `Document` maps every annotated span onto that text.
"""
import glob
import json
import os
import subprocess

DEFAULT_CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared",
                              "corpora", "en-attribution", "train")
_RESYNC_ANCHOR = 12   # characters that must agree to take up the alignment again
_RESYNC_WINDOW = 300  # how far ahead to look for them


def align(raw: str, text: str) -> list:
    """For each code point of raw (and its end), the code point of text it became."""
    where = [0] * (len(raw) + 1)
    i = j = 0
    while i < len(raw):
        if j < len(text) and raw[i] == text[j]:
            where[i] = j
            i, j = i + 1, j + 1
        elif raw[i].isspace():
            where[i] = j
            i += 1
        elif j < len(text) and text[j].isspace():
            j += 1
        else:
            # Something dropped on one side: find where the two agree again.
            ahead = raw.find(text[j:j + _RESYNC_ANCHOR], i, i + _RESYNC_WINDOW) if j < len(text) else -1
            if ahead > i:
                where[i:ahead] = [j] * (ahead - i)
                i = ahead
                continue
            ahead = text.find(raw[i:i + _RESYNC_ANCHOR], j, j + _RESYNC_WINDOW)
            if ahead > j:
                j = ahead
                continue
            where[i] = min(j, len(text))
            i, j = i + 1, j + 1
    where[len(raw)] = min(j, len(text))
    return where


def byte_offsets(text: str) -> list:
    """Byte offset of every code point of text, and of its end."""
    offsets = [0]
    for ch in text:
        offsets.append(offsets[-1] + len(ch.encode("utf-8")))
    return offsets


class Document:
    """One annotated article: the extracted text and its attributions as byte spans of it."""

    def __init__(self, path: str, text: str, annotations: list):
        self.path = path
        self.text = text
        self.bytes = text.encode("utf-8")
        with open(path, encoding="utf-8") as f:
            raw = f.read()
        to_text = align(raw, text) if raw != text else list(range(len(raw) + 1))
        to_bytes = byte_offsets(text)
        limit = len(raw)
        self.attributions = []  # dicts: cue, source, content -> (start, end) bytes or None
        for annotation in annotations:
            self._read(annotation, limit, to_text, to_bytes)

    def _read(self, annotation: str, limit: int, to_text: list, to_bytes: list) -> None:
        entities, relations = {}, []
        with open(annotation, encoding="utf-8") as f:
            for line in f:
                fields = line.rstrip("\n").split("\t")
                if len(fields) < 2:
                    continue
                if fields[0].startswith("T"):
                    kind, *span = fields[1].split(" ")
                    try:
                        start, end = int(span[0]), int(span[-1].split(";")[-1])
                    except (ValueError, IndexError):
                        continue
                    start, end = min(start, limit), min(end, limit)
                    entities[fields[0]] = (kind, to_bytes[to_text[start]], to_bytes[to_text[end]])
                elif fields[0].startswith("E"):
                    relations.append(dict(part.split(":", 1) for part in fields[1].split(" ")[1:]
                                          if ":" in part))
        for roles in relations:
            spans = {role: entities[roles[role]][1:] if roles.get(role) in entities else None
                     for role in ("Cue", "Source", "Content")}
            if spans["Cue"] is not None:
                self.attributions.append({"cue": spans["Cue"], "source": spans["Source"],
                                          "content": spans["Content"]})

    def words(self, span) -> str:
        return self.bytes[span[0]:span[1]].decode("utf-8", "replace")


class Corpus:
    """The annotated articles among some inputs, with the auditor's extracted text of each."""

    def __init__(self, corpus: str, inputs: list, auditor: str, every_annotator: bool = False):
        self.annotations = os.path.join(corpus, "attributions")
        self.every_annotator = every_annotator
        self.documents = {}
        paths = [p for p in inputs if self.annotations_of(p)]
        if not paths:
            return
        extracted = subprocess.run([auditor, "extract", "--format", "json", *paths],
                                   check=True, capture_output=True, text=True).stdout
        for document in json.loads(extracted)["documents"]:
            path = document["input"]
            self.documents[path] = Document(path, document["text"], self.annotations_of(path))

    def annotations_of(self, path: str) -> list:
        """The article's annotation files: 15 articles were annotated by several people, whose
        files are all read when every_annotator, else the first in name order."""
        stem = os.path.splitext(os.path.basename(path))[0]
        files = sorted(glob.glob(os.path.join(self.annotations, glob.escape(stem) + "_*.ann")))
        return files if self.every_annotator else files[:1]

    def available(self) -> bool:
        return os.path.isdir(self.annotations)
