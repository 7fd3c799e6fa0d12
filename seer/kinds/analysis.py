"""Parts of a search engine's text analysis (Elasticsearch's _analyze): an analyzer, a tokenizer, token filters and
char filters by their built-in names, never search words ("error rate checkout" is no token filter)."""

from __future__ import annotations

from seer.kinds.base import is_str, pick, simple

_PARTS = {"char": ("html_strip", "mapping"), "tokenizer": ("standard", "whitespace", "keyword", "letter"),
          "analyzer": ("standard", "english", "simple", "whitespace"), "filter": ("lowercase", "asciifolding", "stop", "porter_stem")}
_ALL = frozenset(x for xs in _PARTS.values() for x in xs) | {"trim", "uppercase", "snowball", "synonym", "pattern", "french", "german"}


def _part(rng, hint: str = "") -> str:
    ws = set((hint or "").lower().replace("_", " ").split())
    key = "char" if "char" in ws else "tokenizer" if "tokenizer" in ws else "analyzer" if "analyzer" in ws else "filter"
    return pick(rng, _PARTS[key])


simple("analysis_part", _part, lambda v: is_str(v) and v in _ALL)
