"""The harness contract (seer.harness/1) and its JSONL files."""

from seer.harness.io import JsonlWriter, read_jsonl, write_jsonl
from seer.harness.model import (SCHEMA_VERSION, Discard, ExpectedCall, MockOutput, Provenance, Scenario,
                                Turn)

__all__ = ["SCHEMA_VERSION", "Scenario", "ExpectedCall", "MockOutput", "Turn", "Provenance", "Discard",
           "JsonlWriter", "read_jsonl", "write_jsonl"]
