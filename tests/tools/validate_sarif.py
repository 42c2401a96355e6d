#!/usr/bin/env python3
"""Validates a SARIF log against the SARIF 2.1.0 JSON schema, for the SARIF writer's test.

Usage: validate_sarif.py SCHEMA LOG. Exit 0 when valid, 1 when not (each error on stderr), 3 when
the jsonschema module is missing (Debian package python3-jsonschema), so the test can skip.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("the python3 module jsonschema is missing (Debian package python3-jsonschema)", file=sys.stderr)
    sys.exit(3)


def main(schema_path, log_path):
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    with open(log_path, encoding="utf-8") as f:
        log = json.load(f)
    # The validator class follows the schema's own "$schema" (draft-04 for the OASIS errata file).
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=jsonschema.FormatChecker())
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
    for error in errors:
        path = "/".join(str(p) for p in error.absolute_path)
        print(f"{path or '(root)'}: {error.message}", file=sys.stderr)
    print(f"{validator_class.__name__}: {len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
