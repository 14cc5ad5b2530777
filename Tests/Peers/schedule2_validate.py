#!/usr/bin/env python3
"""Validates a c3voc schedule2 document against its JSON Schema with the `jsonschema` package
(an independent validator, from PyPI) and prints the verdict as JSON, for Conbook's tests.

Usage: schedule2_validate.py SCHEMA DOCUMENT
Prints {"valid": true|false, "errors": ["path: message", ...], "events": N} where N is the
length of schedule.events (null when there is none).
"""
import json
import sys

import jsonschema


def main(schema_path, document_path):
    with open(schema_path, "rb") as file:
        schema = json.load(file)
    with open(document_path, "rb") as file:
        document = json.load(file)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
    events = document.get("schedule", {}).get("events") if isinstance(document, dict) else None
    print(json.dumps({
        "valid": not errors,
        "errors": ["/".join(str(step) for step in error.absolute_path) + ": " + error.message for error in errors],
        "events": len(events) if isinstance(events, list) else None,
    }))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
