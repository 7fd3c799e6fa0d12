"""Argument to text, for the semantic judge: is a value the user gave attached to the parameter
the text attaches it to, is a pick from an earlier list the element the text singles out, is a
carried id taken from the call that produces that kind of thing, and is nothing the user asked
for emptied or left out?

Attachment reads the words right around a value in the user text: "key: a", "key set to a",
"with key a" (the parameter named just before, back to the previous value or punctuation) or
"a as the key" (named just after). A value named for no parameter is attached to nothing, and
nothing is charged: the judge only contradicts what the text says.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterator

from seer.judge.structural_text import FUNCTION, concept_groups, stem, words

_TOKEN = re.compile(r"[a-z0-9]+")
# "x as the key", "x (for the value)"; never "get a vector (for the name, take the second one it lists)": a pick hint
# of the next call, whose parameter is named before a comma
_AS_THE = re.compile(r"\W{0,3}(?:as|for)\s+(?:the|a|an|its|my)?\s*([a-z0-9 ]+)(?!\s*[a-z0-9 ]*,\s*take\b)")
_LEFT_STOP = re.compile(r"[.;()\[\]\n,!?]")


def scalar_paths(value: Any, path: tuple = ()) -> Iterator[tuple[tuple, Any]]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield from scalar_paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from scalar_paths(v, (*path, i))
    else:
        yield path, value


def stated(v: Any) -> str | None:
    """The text form of a value a user could state (None for flags, 0/1 and short strings)."""
    if isinstance(v, bool) or v is None:
        return None
    if isinstance(v, (int, float)):
        return None if v in (0, 1) else (str(int(v)) if float(v).is_integer() else str(v))
    s = str(v).strip().lower()
    return s if len(s) >= 3 else None


def _inner(c: str) -> bool:
    return bool(c) and (c.isalnum() or c in "_:/-")


def occurrences(needle: str, text: str) -> list[tuple[int, int]]:
    """Spans of `needle` in `text` not inside a longer word, number or path (str.find, not a regex
    per value: thousands of distinct values would overflow re's pattern cache)."""
    out, start, n = [], 0, len(needle)
    while needle and (k := text.find(needle, start)) >= 0:
        before = text[k - 1] if k else " "
        after, after2 = text[k + n: k + n + 1], text[k + n + 1: k + n + 2]
        if not (_inner(before) or before == ".") and not (_inner(after) or (after == "." and _inner(after2))):
            out.append((k, k + n))
        start = k + 1
    return out


# words that may stand between a parameter's name and its value: "key: a", "limit set to 5", "key of a"
CONNECTORS = frozenset("set to is of as the a an called named equal equals".split())
_PLACES = frozenset("before after above below behind".split())  # a place named by its neighbour


# short forms in parameter names and the words a request uses for them
_ABBREVIATIONS = {"ts": "timestamp time", "id": "identifier", "dir": "directory folder", "msg": "message",
                  "num": "number", "url": "link address", "repo": "repository", "src": "source",
                  "dest": "destination target", "ref": "reference", "desc": "description", "max": "maximum",
                  "min": "minimum", "db": "database", "env": "environment", "cfg": "config configuration",
                  "index": "indices indexes", "args": "arguments argument", "arg": "argument",
                  "params": "parameters parameter", "opts": "options", "name": "named called"}


@lru_cache(maxsize=16384)
def param_words(param: str) -> tuple[frozenset[str], ...]:
    """What names a parameter in a request: each word of its name, with its synonyms and short forms
    ("to" and "from" count: toRef and fromRef differ by nothing else)."""
    return tuple(frozenset({stem(w)} | _synonyms(w)) for w in words(param) if w not in ("a", "an", "the"))


@lru_cache(maxsize=16384)
def _synonyms(w: str) -> frozenset[str]:
    extra = {stem(x) for x in _ABBREVIATIONS.get(w, "").split()}
    return next((g for g in concept_groups(w) if stem(w) in g), frozenset()) | extra


@dataclass
class Attachments:
    """Which parameter of one tool the text names right beside each value it states."""

    text: str  # lower-cased user text of the turn
    params: list[str]
    tool_name: str = ""

    def __post_init__(self) -> None:
        self.groups = {p: param_words(p) for p in self.params}
        self.own = {stem(w) for w in words(self.tool_name)}
        self.name_words = {w for p in self.params for w in words(p)}

    def _named(self, toks: list[str]) -> str | None:
        """The parameter the tokens (nearest last) name: the last token must be a word of its name
        that is not a word of the tool's name ("datasets" in manage_datasets names the tool); the
        one with most of its words said wins; a tie names nothing."""
        said = {stem(t) for t in toks}
        last = stem(toks[-1])

        def names_it(gs: list[frozenset[str]]) -> bool:
            # a word of the tool's name names the parameter only when the parameter has no other word
            # ("item" for add_item's item; "datasets" is not manage_datasets' dataset_name)
            mine = [g for g in gs if not g & self.own] or gs
            return any(last in g for g in mine)
        scored = sorted(((sum(bool(g & said) for g in gs), p) for p, gs in self.groups.items()
                         if gs and names_it(gs)), reverse=True)
        if not scored or (len(scored) > 1 and scored[0][0] == scored[1][0]):
            return None
        return scored[0][1]

    def _run(self, toks: list[str]) -> list[str]:
        """The leading tokens up to the first function word that is no word of a parameter's name
        ("source and destination" -> "source"; "to ref" stays whole for toRef)."""
        out = []
        for t in toks:
            if t in FUNCTION and t not in self.name_words:
                break
            out.append(t)
        return out

    def attached(self, value: str, spans_of_values: list[tuple[int, int]]) -> set[str]:
        """Parameters the text attaches `value` to (one per occurrence that names one)."""
        out = set()
        for s, e in occurrences(value, self.text):
            if any(a <= s and e <= b and b - a > e - s for a, b in spans_of_values):
                continue  # inside a longer value (a title quoted again as the content's heading): that value's, not said apart
            m = _AS_THE.match(self.text[e:e + 40])
            if m:
                toks = self._run(_TOKEN.findall(m.group(1))[:3])
                for k in range(len(toks), 0, -1):  # "as the expire seconds": the longest naming prefix
                    p = self._named(toks[:k])
                    if p:
                        out.add(p)
                        break
                else:
                    p = None
                if p:
                    continue
            start = max([x for _, x in spans_of_values if x <= s] + [0])
            left = self.text[start:s]
            stops = list(_LEFT_STOP.finditer(left))
            toks = _TOKEN.findall(left[stops[-1].end():] if stops else left)
            set_to = self._named(toks[-2:-1]) if len(toks) >= 2 and toks[-1] == "to" else None
            if set_to and not any("to" in g for g in self.groups[set_to]):
                continue  # "set that key to X": X is what the key is set to, never the key (a thing named, then "to")
            while toks and toks[-1] in CONNECTORS:
                toks.pop()
            toks = self._run(toks[::-1][:3])[::-1]
            place = self._named(toks[-2:-1]) if len(toks) >= 2 and toks[-2] in _PLACES else None
            if place:  # "move layer 5 before layer 4": 4 is the place (before), the noun says what it counts
                out.add(place)
                continue
            if toks:
                p = self._named(toks)
                if p:
                    out.add(p)
        return out


def said_less(named_param: str, param: str) -> bool:
    """The text named a parameter whose words are all words of the call's parameter ("path" for
    filePath, "paths" for path): it may have meant this one. ("new key" for key says more: no.)"""
    return {stem(w) for w in words(named_param)} <= {stem(w) for w in words(param)}


def misattached(arguments: dict[str, Any], params: list[str], text: str, tool_name: str = "") -> list[str]:
    """Values the text attaches to another parameter of the same tool than the call does."""
    att = Attachments(text, params, tool_name)
    keyed = {n: [(next((x for x in reversed(path) if isinstance(x, str)), ""), s) for path, v in scalar_paths(arguments[n])
                 if (s := stated(v))] for n in arguments}
    vals = {n: [s for _, s in kv] for n, kv in keyed.items()}
    spans = [sp for vs in vals.values() for v in vs for sp in occurrences(v, text)]
    out = []
    for n, kv in keyed.items():
        for key, v in kv:
            where = att.attached(v, spans)  # "order ID ord_34679" of document.order_id names that field, not the `id`
            wrong = {q for q in where if q != n and not said_less(q, n) and stated(arguments.get(q)) != v
                     and not (key and key != n and said_less(q, key))}
            if wrong and n not in where:
                out.append(f"{n}={v!r}: the text gives it as the {', '.join(sorted(wrong))}")
    return out
