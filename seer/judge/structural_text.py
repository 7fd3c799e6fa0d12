"""Text and JSON helpers of the structural judge: words, crude stems, JSON leaves, and what an
agent can know at a point of the conversation (the grounding context)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Iterator

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_WORD = re.compile(r"[a-z0-9]+")
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")

# Words that say nothing about a parameter's concept or a domain (kept small on purpose).
STOP = frozenset("""
a an the and or of to in on at by for with from into as is are be it its this that these those
me my you your we our us i please can could would should will then also just all any some
name names id ids type value values data key text content input output file files path query
string number list item items option options param params flag mode request response info
result results get set new use using include including specify specified optional default
""".split())

# Concepts users name in other words (the paper's Redis example: time-limited storage -> expiry).
_SYNONYM_WORDS = {
    "expire": "ttl temporary temporarily lifetime expiry expiration",
    "ttl": "expire expiry expiration temporary temporarily lifetime",
    "recursive": "recursively subfolders subdirectories nested",
    "limit": "top first most max",
    "max": "top first most limit",
}


def words(text: str) -> list[str]:
    """Lower-case words, with camelCase and snake_case split."""
    return _WORD.findall(_CAMEL.sub(" ", text).lower())


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A crude stem: drop a plural s, keep five letters ("expiry", "expires", "expiration" -> "expir")."""
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    return word[:5]


def content_stems(text: str) -> set[str]:
    return {stem(w) for w in words(text) if w not in STOP and len(w) > 2 and not w.isdigit()}


@lru_cache(maxsize=16384)
def concept_stems(param_name: str) -> frozenset[str]:
    """What a user would say to ask for this parameter: its name's meaningful words, and synonyms."""
    out: set[str] = set()
    for w in words(param_name):
        if w in STOP or len(w) < 3:
            continue
        s = stem(w)
        out.add(s)
        out |= _SYNONYMS.get(s, frozenset())
    return frozenset(out)


_SYNONYMS = {stem(k): frozenset(stem(w) for w in v.split()) for k, v in _SYNONYM_WORDS.items()}


def numbers_in(text: str) -> set[float]:
    return {float(m) for m in _NUMBER.findall(text)}


def leaves(value: Any) -> Iterator[Any]:
    """The scalars of a JSON value, depth first."""
    if isinstance(value, dict):
        for v in value.values():
            yield from leaves(v)
    elif isinstance(value, list):
        for v in value:
            yield from leaves(v)
    else:
        yield value


def keyed_leaves(value: Any, key: str | None = None) -> Iterator[tuple[str | None, Any]]:
    """(nearest key, scalar) pairs of a JSON value."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from keyed_leaves(v, k)
    elif isinstance(value, list):
        for v in value:
            yield from keyed_leaves(v, key)
    else:
        yield key, value


def norm_key(name: str) -> str:
    return "".join(words(name))


def is_trivial_scalar(v: Any) -> bool:
    """Values an agent can pick without being told: booleans, null, 0, 1, the empty string."""
    if v is None or isinstance(v, bool):
        return True
    if isinstance(v, (int, float)):
        return v in (0, 1)
    if isinstance(v, str):
        return v.strip() == ""
    return False


def citable(v: Any) -> bool:
    """A mock value concrete enough that a user naming it shows they read the output."""
    if isinstance(v, bool) or v is None:
        return False
    if isinstance(v, (int, float)):
        return abs(v) >= 10
    return isinstance(v, str) and len(v.strip()) >= 3


@dataclass
class Knowledge:
    """What an agent can know at one point: the user text so far and the outputs returned so far."""

    text: str = ""  # lower-cased user turns so far
    text_words: set[str] = field(default_factory=set)
    text_numbers: set[float] = field(default_factory=set)
    strings: set[str] = field(default_factory=set)  # lower-cased string leaves of earlier mocks
    numbers: set[float] = field(default_factory=set)  # numeric leaves of earlier mocks
    keys: dict[str, list[Any]] = field(default_factory=dict)  # normalised mock key -> its values

    def add_text(self, text: str) -> None:
        self.text += "\n" + text.lower()
        self.text_words |= set(words(text))
        self.text_numbers |= numbers_in(text)

    def add_output(self, output: Any) -> None:
        for k, v in keyed_leaves(output):
            if k is not None:
                self.keys.setdefault(norm_key(k), []).append(v)
            if isinstance(v, bool) or v is None:
                continue
            if isinstance(v, (int, float)):
                self.numbers.add(float(v))
                continue
            s = str(v).strip().lower()
            self.strings.add(s)
            try:
                self.numbers.add(float(s))
            except ValueError:
                pass

    def carried_key(self, arg_name: str) -> str | None:
        """The earlier mock key this argument name points at (issue_id -> id), if any."""
        a = norm_key(arg_name)
        if not a:
            return None
        for k in self.keys:
            if k and (a == k or (len(k) >= 2 and a.endswith(k)) or (len(a) >= 2 and k.endswith(a))):
                return k
        return None

    def knows_number(self, n: float) -> bool:
        if n in self.numbers or n in self.text_numbers:
            return True
        # unit conversions of a number the user gave (10 minutes -> 600 seconds, 2 s -> 2000 ms)
        return any(abs(m * f - n) < 1e-9 for m in self.text_numbers for f in (60, 3600, 86400, 1000, 1024))

    def knows_string(self, s: str) -> float:
        """1.0 if the string appears in the user text or equals/occurs in an earlier output; 0.5 if
        all its words do (a reformatting); 0.0 otherwise."""
        s = s.strip().lower()
        if s in self.text or s in self.strings:
            return 1.0
        if len(s) >= 3 and any(s in m for m in self.strings):
            return 1.0
        ws = words(s)
        if ws and all(w in self.text_words or any(w in m for m in self.strings) for w in ws):
            return 0.5
        return 0.0
