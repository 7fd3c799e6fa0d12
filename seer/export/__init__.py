"""Exports of a harness to the formats other evaluation tools read: BFCL multi-turn, inspect_ai."""
