"""Text and JSON helpers of the structural judge: words, crude stems, JSON leaves, and what an
agent can know at a point of the conversation (the grounding context)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from seer.harness.checks import keyed_leaves, leaves  # noqa: F401  (the judge reads JSON values as the harness checks do)

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_WORD = re.compile(r"[a-z0-9]+")
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")

# Function words: nothing about any domain.
FUNCTION = frozenset("""
a an the and or of to in on at by for with from into as is are be it its this that these those
me my you your we our us i please can could would should will then also just all any some
need want like let lets go ahead help now next after before when there here what which using via
""".split())
# ...and generic words that say nothing about which parameter a user is asking for.
STOP = FUNCTION | frozenset("""
name names id ids type value values data key text content input output file files path query
string number list item items option options param params flag mode request response info
result results get set new use using include including specify specified optional default
""".split())

_SYNONYM_WORDS = {
    "expire": "ttl temporary temporarily lifetime expiry expiration",
    "ttl": "expire expiry expiration temporary temporarily lifetime",
    "recursive": "recursively subfolders subdirectories nested",
    "limit": "top first most max",
    "seconds": "second minute minutes hour hours day days",
    "ms": "millisecond milliseconds second seconds",
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


def content_stems(text: str, stop: frozenset[str] = STOP) -> set[str]:
    return set(_content_stems(text, stop))


@lru_cache(maxsize=65536)
def _content_stems(text: str, stop: frozenset[str]) -> frozenset[str]:  # a scenario's texts are read by several checks
    return frozenset(stem(w) for w in words(text) if w not in stop and len(w) > 2 and not w.isdigit())


def topic_stems(text: str) -> set[str]:
    """Stems of every word but function words (a domain's vocabulary includes "key" and "value")."""
    return content_stems(text, FUNCTION)


_SYNONYMS = {stem(k): frozenset(stem(w) for w in v.split()) for k, v in _SYNONYM_WORDS.items()}


@lru_cache(maxsize=16384)
def concept_groups(param_name: str) -> tuple[frozenset[str], ...]:
    """What a user would say to ask for this parameter: one group per meaningful word of its name
    (the word's stem and its synonyms). expireSeconds -> ({expir, ttl, ...}, {secon, minut, ...})."""
    groups = []
    for w in words(param_name):
        if w in STOP or len(w) < 2:
            continue
        s = stem(w)
        groups.append(frozenset({s} | _SYNONYMS.get(s, frozenset())))
    return tuple(groups)


def named(param_name: str, stems: set[str]) -> bool:
    """The user named some word of the parameter's concept."""
    return any(g & stems for g in concept_groups(param_name))


def implied(param_name: str, stems: set[str]) -> bool:
    """The user named every word of the parameter's concept (stronger evidence: an optional
    argument the request implies)."""
    groups = concept_groups(param_name)
    return bool(groups) and all(g & stems for g in groups)


def numbers_in(text: str) -> set[float]:
    return {float(m) for m in _NUMBER.findall(text)}


@lru_cache(maxsize=65536)
def norm_key(name: str) -> str:  # every key of every mock, once per check that reads it
    return "".join(words(name))


def is_trivial_scalar(v: Any) -> bool:
    """Values an agent can pick without being told: booleans, null, 0, 1, the empty string, an empty JSON string
    (kwargs="{}": as harness.checks.nontrivial_values has it)."""
    if v is None or isinstance(v, bool):
        return True
    if isinstance(v, (int, float)):
        return v in (0, 1)
    if isinstance(v, str):
        return v.strip() in ("", "{}", "[]")
    return False


def citable(v: Any) -> bool:
    """A mock value concrete enough that a user naming it shows they read the output."""
    if isinstance(v, bool) or v is None:
        return False
    if isinstance(v, (int, float)):
        return abs(v) >= 10
    return isinstance(v, str) and len(v.strip()) >= 3


_PIECE = re.compile(r"[^\s,;()\[\]{}<>\"'`]+")


def citable_pieces(v: Any) -> set[str]:
    """What a user could quote from a mock value: the value itself, and for a long text its
    distinctive pieces (paths, ids, dates: a digit or one of / - _ . : @ inside, 5+ characters)."""
    if not citable(v):
        return set()
    s = str(v).strip().lower()
    out = {s} if len(s) <= 80 else set()
    if isinstance(v, str) and (" " in s or "\n" in s):
        out |= {p.strip(".:") for p in _PIECE.findall(s)
                if len(p.strip(".:")) >= 5 and (any(c.isdigit() for c in p) or any(c in p.strip(".:") for c in "/-_.:@"))}
    return out


_TEXT_FIELD = re.compile(r"^\s*(?:[-*]\s+)?([A-Za-z][\w .-]{0,39}):\s+(\S.{0,79}?)\s*$", re.M)


def text_fields(v: Any) -> list[tuple[str, str]]:
    """(key, value) of the 'key: value' lines of a text a tool answers ('status: passed\nurl: ...'):
    a record written out, whose fields a user cites as those of a JSON one."""
    if not isinstance(v, str) or "\n" not in v.strip():
        return []
    pairs = [(k.strip(), x.strip().strip('"')) for k, x in _TEXT_FIELD.findall(v)]
    return [(k, x) for k, x in pairs if x.lower() not in ("true", "false", "none", "null")]  # flags, as in JSON


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
