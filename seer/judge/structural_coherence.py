"""Coherence checks of the structural judge: the five aspects of one turn, 1-3 (rubric.md, section 3).

These are lexical proxies for what an LLM judge reads for meaning; each says what it measures.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from seer.harness.model import Scenario
from seer.judge.structural_text import STOP, citable_pieces, content_stems, keyed_leaves, stem, text_fields, topic_stems, words
from seer.spec.model import Spec

_SENTENCE = re.compile(r"(?<=[.!?])\s+")
# how a reply to an earlier turn opens: a first turn that opens like this answers nothing
_CONTINUATION = re.compile(r"^\W*(thanks|thank you|great|got it|that's helpful|that is helpful|of course|perfect|also)\b",
                           re.IGNORECASE)


@dataclass(frozen=True)
class SpecVocabulary:
    """The spec's domain words, and each tool's name as the stems a user would say to ask for it
    (without namespace words most tool names share, like "git" in git_commit)."""

    stems: frozenset[str]
    tool_stems: dict[str, frozenset[str]]
    said_by: dict[str, frozenset[str]]  # the words of each tool's name and description
    by_rarest: dict[str, tuple[str, ...]] = field(default_factory=dict)  # rarest name stem -> tools (named_tools)

    @classmethod
    def of(cls, spec: Spec) -> "SpecVocabulary":
        vocab: set[str] = set()
        per_tool: dict[str, frozenset[str]] = {}
        said_by: dict[str, frozenset[str]] = {}
        for t in spec.tools:
            said_by[t.name] = frozenset(content_stems(t.name) | content_stems(t.description))
            per_tool[t.name] = frozenset(stem(w) for w in words(t.name) if w not in STOP and len(w) > 2)
            vocab |= topic_stems(t.name) | topic_stems(t.description) | topic_stems(t.title or "")
            for p, sub in (t.input_schema.get("properties") or {}).items():
                vocab |= topic_stems(p)
                if isinstance(sub, dict):
                    vocab |= topic_stems(str(sub.get("description", "")))
        if len(per_tool) >= 4:
            df = Counter(w for ts in per_tool.values() for w in ts)
            common = {w for w, n in df.items() if n > 0.3 * len(per_tool)}
            per_tool = {n: ts - common for n, ts in per_tool.items()}
        return cls(frozenset(vocab), per_tool, said_by, _index_by_rarest(per_tool))

    def named_tools(self, stems: set[str]) -> list[str]:
        """Tools with a two-word-or-longer name every word of which is among `stems`: looked up
        through each name's rarest word, so a record costs its own words, not the spec's size."""
        out = []
        for s in stems:
            out += [n for n in self.by_rarest.get(s, ()) if self.tool_stems[n] <= stems]
        return out


def _index_by_rarest(per_tool: dict[str, frozenset[str]]) -> dict[str, tuple[str, ...]]:
    df = Counter(w for ts in per_tool.values() for w in ts)
    index: dict[str, list[str]] = {}
    for name, ts in per_tool.items():
        if len(ts) >= 2:
            index.setdefault(min(ts, key=lambda w: (df[w], w)), []).append(name)
    return {w: tuple(ns) for w, ns in index.items()}


def _keyed_citation(key: str | None, value, low: str) -> bool:
    """A value too short to count bare ('e1', 2 characters) said as a word right after its key's
    last word ('ref e1 it is'): the user read it from the output."""
    if not key or isinstance(value, bool) or not isinstance(value, (str, int)):
        return False
    v, kw = str(value).strip().lower(), words(key)
    return bool(v and kw) and re.search(rf"\b{re.escape(kw[-1])}\s+{re.escape(v)}(?![\w:/.-]*\w)", low) is not None


@dataclass
class CoherenceVerdict:
    scores: dict[str, float]
    notes: dict[str, str] = field(default_factory=dict)


def check_turn(scenario: Scenario, t: int, vocab: SpecVocabulary, earlier_outputs: list,
               called: set[str], strict: bool) -> CoherenceVerdict:
    """Score turn `t`'s conversation; `earlier_outputs`: mock outputs of earlier turns' calls,
    `called`: tools called in turns up to and including this one."""
    user = scenario.conversation[t].user
    low = user.strip().lower()
    stems = content_stems(user)
    has_calls = bool(scenario.conversation[t].calls)
    s = dict(logical_flow=3.0, completeness=3.0, conciseness=3.0, topic_relevance=3.0, context_retention=3.0)
    notes: dict[str, str] = {}

    repeated = any(low == scenario.conversation[k].user.strip().lower() for k in range(t))
    # logical_flow: the turn says something, not what an earlier turn already said, and a first turn
    # does not reply to a conversation that never happened
    if not low:
        s["logical_flow"], notes["logical_flow"] = 1.0, "empty user turn"
    elif repeated:
        s["logical_flow"], notes["logical_flow"] = 1.0, "repeats an earlier turn verbatim"
    elif t == 0 and _CONTINUATION.match(user):
        s["logical_flow"] = 1.0 if strict else 2.0
        notes["logical_flow"] = "the first turn opens as if answering an earlier one"

    # completeness: the turn names tools (every word of a two-word-or-longer name) that no call so far
    # performs; one-word names are too common in ordinary requests to count as asking for the tool,
    # and words that the called tools' own names and descriptions explain do not count either
    # (a turn that calls an invented tool has its gap charged to selection, not here)
    invented = any(scenario.expected_tools[i].tool not in vocab.tool_stems for i in scenario.conversation[t].calls)
    if (has_calls or scenario.kind == "normal") and not invented:
        explained = set().union(*(vocab.said_by.get(c, frozenset()) for c in called))
        asked = [name for name in vocab.named_tools(stems)
                 if name not in called and not vocab.tool_stems[name] <= explained]
        if asked:
            s["completeness"] = 1.0 if strict or len(asked) > 1 else 2.0
            notes["completeness"] = f"asks for {', '.join(sorted(asked))} but no call does it"

    # conciseness: length and repetition of the user text
    n_words = len(user.split())
    sentences = [x.strip().lower() for x in _SENTENCE.split(user) if len(x.split()) >= 4]
    if n_words > 500:
        s["conciseness"], notes["conciseness"] = 1.0, f"{n_words} words"
    elif n_words > 250 or len(sentences) != len(set(sentences)):
        s["conciseness"], notes["conciseness"] = 2.0, f"{n_words} words" if n_words > 250 else "repeats a sentence"

    # topic_relevance: the user text shares words with the spec's domain (a no_tool request is off-domain on purpose)
    words_here = topic_stems(user)
    if scenario.kind != "no_tool" and words_here and not words_here & vocab.stems:
        s["topic_relevance"], notes["topic_relevance"] = 1.0, "no word of the tools' domain"

    # context_retention: a later turn names a concrete value that earlier calls returned (a verbatim
    # repeat is charged to logical_flow alone)
    if t > 0 and not repeated:
        pairs = [kv for out in earlier_outputs for kv in keyed_leaves(out)]
        pairs += [kv for _, v in pairs for kv in text_fields(v)]  # a text answer's 'key: value' lines
        values = {p for _, v in pairs for p in citable_pieces(v)}
        if values and not any(v in low for v in values) and not any(_keyed_citation(k, v, low) for k, v in pairs):
            key_stems = {stem(w) for k, _ in pairs if k for w in words(k) if w not in STOP}
            s["context_retention"] = 2.0 if (not strict and key_stems & stems) else 1.0
            notes["context_retention"] = "cites no value from earlier outputs"
    return CoherenceVerdict(s, notes)
