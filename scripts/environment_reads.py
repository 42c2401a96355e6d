#!/usr/bin/env python3
"""Lists every environment read (getenv) in auditor/ outside the places that are meant to read one.

The library's behaviour must follow from its options and rule packs alone; an environment
variable read in the analysis or a rule is a debugging switch left behind (one once sat in a rule's
inner loop for a session). The CLI, the fetch cache and the rule-pack lookup read documented
variables (NO_COLOR, AUDITOR_DB, AUDITOR_FETCH_CACHE, AUDITOR_RULES_DIR...) and are allowed.

Usage: scripts/environment_reads.py   (exit 1 and one line per read when any is found)
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
ALLOWED = ("auditor/cli/", "auditor/ingest/fetch_cache.cpp", "auditor/rules/rule_set.cpp")
GETENV = re.compile(r"\bgetenv\s*\(")


def main() -> int:
    found = []
    for folder, _, files in os.walk(os.path.join(ROOT, "auditor")):
        for name in sorted(files):
            if not name.endswith((".cpp", ".h")):
                continue
            path = os.path.relpath(os.path.join(folder, name), ROOT)
            if path.startswith(ALLOWED):
                continue
            with open(os.path.join(ROOT, path), encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    if GETENV.search(line):
                        found.append(f"{path}:{number}: {line.strip()}")
    for line in found:
        print(line)
    print(f"environment_reads: {len(found)} read(s) outside {', '.join(ALLOWED)}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
