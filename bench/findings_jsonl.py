"""Reads `auditor check --format jsonl` output one document at a time, for the bench scripts."""
import json
import sys
from typing import Iterator


def documents(path: str) -> Iterator[dict]:
    """Yields each document of a JSONL findings file; a line that is not JSON is reported and skipped."""
    with open(path, encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            try:
                yield json.loads(line)
            except json.JSONDecodeError as error:
                print(f"{path}:{number}: not JSON ({error.msg}); skipped", file=sys.stderr)
