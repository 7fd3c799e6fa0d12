"""Moved to `seer.kinds.regex_gen` (the value-kinds room makes pattern strings for every engine)."""

from seer.kinds.regex_gen import string_for_pattern

__all__ = ["string_for_pattern"]
