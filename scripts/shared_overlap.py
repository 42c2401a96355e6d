#!/usr/bin/env python3
"""Lists runs of 10 or more words that project files share with the real-world texts in ../shared.

The project must not copy real articles (seeds, corpora) into its files. The check before a stop
compares 10-word runs by CRC32, and with about two million runs from the corpora a file of ten
thousand words gets a few CRC collisions by chance: it reports runs that no corpus holds. This
script compares the runs themselves (64-bit hashes, then the words), so every run it prints is
really shared, with the file, line and corpus file it comes from.

Usage: scripts/shared_overlap.py [FILE...]   (default: every file git tracks or would add)
Exit status 1 when some run is shared, 77 when ../shared is absent (the test suite runs it and
skips it then).
"""
import json
import os
import re
import subprocess
import sys

WORD = re.compile(r"\w+", re.UNICODE)
RUN = 10
SKIPPED = 77  # the exit status ctest reads as a skipped test


def words(text):
    return [w.lower() for w in WORD.findall(text)]


def reference_runs(shared):
    """Maps the hash of every 10-word run of the shared texts to the file it comes from."""
    runs = {}

    def add(name, text):
        w = words(text)
        for i in range(len(w) - RUN + 1):
            runs.setdefault(hash(" ".join(w[i:i + RUN])), name)

    for sub in ("seeds", "corpora/pt-news/texts", "corpora/en-attribution/train/text"):
        folder = os.path.join(shared, sub)
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            with open(os.path.join(folder, name), encoding="utf-8", errors="ignore") as f:
                add(os.path.join(sub, name), f.read())
    gold = os.path.join(shared, "corpora/extraction/gold.json")
    if os.path.exists(gold):
        with open(gold, encoding="utf-8") as f:
            for key, page in json.load(f).items():
                add("corpora/extraction/gold.json#" + key, page.get("articleBody", ""))
    return runs


def confirmed(shared, source, run):
    """Whether the corpus file really holds the run (a hash can still collide, rarely)."""
    path, _, key = source.partition("#")
    with open(os.path.join(shared, path), encoding="utf-8", errors="ignore") as f:
        text = f.read()
    if key:
        text = json.loads(text)[key].get("articleBody", "")
    return run in " ".join(words(text))


def project_files(top):
    """The files git tracks or would add; every file outside build folders when git cannot say."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], capture_output=True,
                            text=True, cwd=top)
    if listed.returncode == 0:
        return [name for name in listed.stdout.split("\n") if name]
    files = []
    for folder, subfolders, names in os.walk(top):
        subfolders[:] = [d for d in subfolders if not d.startswith((".", "build"))]
        files += [os.path.relpath(os.path.join(folder, name), top) for name in names]
    return files


def main():
    top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    shared = os.path.join(top, "..", "shared")
    if not os.path.isdir(shared):
        print("shared_overlap: ../shared is absent; nothing to compare")
        return SKIPPED
    files = sys.argv[1:] or project_files(top)
    runs = reference_runs(shared)
    found = 0
    for name in files:
        path = name if os.path.isabs(name) else os.path.join(top, name)
        if not name or not os.path.isfile(path) or os.path.getsize(path) > 2_000_000:
            continue
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except (UnicodeDecodeError, OSError):
            continue
        matches = list(WORD.finditer(text))
        w = [m.group().lower() for m in matches]
        for i in range(len(w) - RUN + 1):
            run = " ".join(w[i:i + RUN])
            source = runs.get(hash(run))
            if source is None or not confirmed(shared, source, run):
                continue
            line = text.count("\n", 0, matches[i].start()) + 1
            print(f"{name}:{line}: \"{run}\" is in {source}")
            found += 1
    print(f"shared_overlap: {found} shared run(s) of {RUN} words")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
