"""Intent to tool, for the semantic judge: does the turn's text call for this tool more than for
any other tool of the spec, and does it ask to look where the call changes (or the reverse)?

Retrieval is BM25 (rank_bm25) over each tool's name, title, description and parameter names.
Words are crude stems (seer.judge.structural_text.stem); action verbs also add the token of
their action class, so "wipe" in a request meets "delete" in a tool name. Values (quoted text,
paths, ids the user or an output gave) are taken out of the query first: they say which thing,
not which action.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations, permutations
from typing import Iterable

from rank_bm25 import BM25Okapi

from seer.judge.structural_text import FUNCTION, stem, words
from seer.spec.model import Spec, Tool

# action classes and the verbs that say them (the judge's own lexicon, not the generator's)
ACTIONS = {
    "look": "get list read search find query show see view display fetch look check inspect describe browse "
            "lookup retrieve preview tell enumerate review examine peek",
    "delete": "delete remove erase wipe drop purge destroy clear clean unset kill prune discard trash close shut "
              "terminate cancel stop end",
    "create": "create add make new insert write put post save store upload init initialize register generate "
              "compose send publish export start begin launch duplicate copy clone import",
    "update": "update edit modify change rename move relocate replace patch adjust toggle enable disable rewrite "
              "reset apply commit push merge rebase revert tag checkout switch stage set",
}
_ACTION_OF = {w: a for a, ws in ACTIONS.items() for w in ws.split()}
TEXT_ORDER_SLACK = 0.5  # how much total fit the text's own order of clauses may cost in assigned_fits
CHANGE = frozenset({"delete", "create", "update"})
_CLAUSE = re.compile(r"(?<=[.!?;])\s+|,?\s+(?:and then|then|after that|afterwards|next|and also|also|"
                     r"and once that's done|once that's done|and once that is done|once that is done)\b,?\s*|\s+—\s+",
                     re.I)
# phrases whose words mislead a bag of words: "set to" names a value, "get rid of" removes
_PHRASES = [(re.compile(r"\bget rid of\b", re.I), "remove"), (re.compile(r"\b(?:set|turned|switched) (?:to|on|off)\b", re.I), " "),
            (re.compile(r"\bi see\b|\bsee you\b", re.I), " "),
            (re.compile(r"\b(?:take|have) a (?:look|peek) at\b", re.I), "look at"),
            (re.compile(r"\btrack down\b|\bhunt down\b", re.I), "find"),
            (re.compile(r"\bgo (?:through|over)\b", re.I), "review"),
            (re.compile(r"\bpull up\b", re.I), "get"), (re.compile(r"\bset up\b", re.I), "create"), (re.compile(r"\blistings?\b", re.I), "list"),
            (re.compile(r"\bmove the (?:mouse|pointer|cursor) over\b", re.I), "hover over"),
            # "with the ref from the condition": the words after "from" name the call that gave the
            # value (an earlier tool), not the tool this clause asks for
            (re.compile(r"\bwith (?:the|its|that) [\w ]{1,40}? from (?:the|that|this) [^,.;()]+", re.I), " ")]


def normalize(text: str) -> str:
    for pat, repl in _PHRASES:
        text = pat.sub(repl, text)
    return text


def tokens(text: str) -> list[str]:
    out = []
    for w in words(normalize(text)):
        if w in FUNCTION or len(w) < 2 or w.isdigit():
            continue
        out.append(stem(w))
        if w in _ACTION_OF:
            out.append("@" + _ACTION_OF[w])
    return out


def tool_action(tool: Tool) -> str | None:
    """What a tool does to the world: MCP annotations first, else the first action verb of its name."""
    ann = tool.annotations or {}
    if ann.get("readOnlyHint") is True:
        return "look"
    if ann.get("destructiveHint") is True:
        return "delete"
    for w in words(tool.name):
        if w in _ACTION_OF or w in _NAME_VERBS:
            return _ACTION_OF.get(w) or _NAME_VERBS[w]
    return None


# verbs that say what a tool does by its name, though in a request they are as often a noun or a
# value's word ("Place a visual style guide" names the tool place_style_guide)
_NAME_VERBS = {"place": "create"}


def _name_nouns(spec: Spec) -> dict[str, frozenset[str]]:
    from seer.judge.semantic_nouns import name_nouns

    return name_nouns(spec)


_LEAD = frozenset("to please and then now you lets let just also first next".split())


def text_actions(text: str) -> set[str]:
    """The actions a text asks for: action verbs that open a clause or follow "to", "please",
    "and"... (an imperative or a wish), not the nouns "commit history" or "the undo count"."""
    out = set()
    for clause in re.split(r"[,:(]", normalize(text)):
        ws = words(clause)
        for k, w in enumerate(ws):
            if w in _ACTION_OF and (k == 0 or ws[k - 1] in _LEAD):
                out.add(_ACTION_OF[w])
    return out


def clauses(text: str) -> list[str]:
    parts = [p.strip() for p in _CLAUSE.split(text) if p and p.strip()]
    return parts or [text]


def request_of(text: str, cited: Iterable[str], called: Iterable[str] = ()) -> str:
    """The sentences of a turn that ask for something: a sentence that cites an earlier output's
    value ("I see a1 in that result.") is context, unless every sentence does, or unless, the cited
    values taken out, it still says a word of a called tool's name ("Place a visual style guide"
    where an earlier output held a layer "Style Guide")."""
    cited = [c for c in cited if len(c) >= 3]
    own = {stem(w) for t in called for w in words(t) if w not in _ACTION_OF and w not in FUNCTION and len(w) >= 3}
    sentences = re.split(r"(?<=[.!?])\s+", text)
    asking = [s for s in sentences if not any(c in s.lower() for c in cited)
              or own & {stem(w) for w in words(strip_values(s, cited))}]
    return " ".join(asking) if asking else text


def strip_values(text: str, values: Iterable[str]) -> str:
    """The text without the given values and quoted strings (longest first, case-insensitive)."""
    text = _QUOTED.sub(" ", text)
    # a plain word ("undo", "add") may be the very action asked for: only value-like strings go
    for v in sorted({v.lower() for v in values if len(v) >= 2 and not v.isalpha()}, key=len, reverse=True):
        low = text.lower()
        k = low.find(v)
        while k >= 0:  # case-insensitive, without a regex per value
            text, low = text[:k] + " " + text[k + len(v):], low[:k] + " " + low[k + len(v):]
            k = low.find(v, k + 1)
    return text


_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”")
# a sentence that picks or acknowledges a result: context, not a request for a tool
_PICK = re.compile(r"\b(?:is|are|it's|that's) the (?:one|ones)\b|\bis what i mean\b|\blooks? right\b|\bit is\.\s*$|"
                   r"\bis there\.\s*$|^\W*(?:ok|okay|good|great|thanks)\W+(?:so\s+)?the \w+ (?:is|are)\b", re.I)


class _BM25(BM25Okapi):
    """Okapi BM25 with Lucene's idf, ln(1 + (N - n + 0.5) / (n + 0.5)): never zero or negative, so
    a word half of a small spec's tools share ("value" in redis get and set) still counts a little."""

    def _calc_idf(self, nd: dict) -> None:
        import math

        self.idf = {w: math.log(1 + (self.corpus_size - n + 0.5) / (n + 0.5)) for w, n in nd.items()}


@dataclass
class ToolIndex:
    """BM25 over a spec's tools, built once per spec, with an inverted index so that a query is
    scored only against the tools that share a distinctive word with it (cost per record: its own
    words' postings, not the spec's size)."""

    position: dict[str, int]
    names: list[str]
    bm25: BM25Okapi | None  # over name (twice: the strongest evidence), title, description, parameter names
    postings: dict[str, list[int]]  # token -> tools holding it (tokens too common to tell tools apart left out)
    actions: dict[str, str | None]
    vocabulary: frozenset[str] = frozenset()  # words of the spec's tool names: never a name a user gives
    shared: dict[str, list[int]] | None = None  # token -> tools holding it, common words too (at most 256)
    parameter_words: frozenset[str] = frozenset()  # words of the spec's parameter names
    nouns: dict[str, frozenset[str]] | None = None  # tool -> the words of its name that say what it acts on
    _noun_tools: dict[str, list[str]] | None = None
    _last_fits: tuple | None = None


    @classmethod
    def of(cls, spec: Spec) -> "ToolIndex":
        docs = []
        for t in spec.tools:
            props = " ".join((t.input_schema.get("properties") or {}).keys())
            docs.append(tokens(f"{t.name} {t.name} {t.title or ''} {t.description} {props}") or ["_"])
        postings: dict[str, list[int]] = {}
        for k, doc in enumerate(docs):
            for tok in set(doc):
                postings.setdefault(tok, []).append(k)
        # a word in over a quarter of the tools, or in more than 256, tells no tool apart: no postings
        # (it still counts in the scores of the tools scored), so a clause costs at most 256 per word
        cap = min(max(3, len(docs) // 4), 256)
        # on a spec of up to 256 tools, a call's fit is against every tool that shares a word with the
        # clause: "read a file" against read_file when only common words are said, not against itself
        # alone (a larger spec keeps the distinctive postings: a clause's cost stays bounded)
        shared = postings if len(docs) <= 256 else None
        postings = {tok: ks for tok, ks in postings.items() if len(ks) <= cap}
        vocabulary = frozenset(w for t in spec.tools for w in words(t.name))
        return cls({t.name: k for k, t in enumerate(spec.tools)}, [t.name for t in spec.tools], _BM25(docs) if docs else None, postings,
                   {t.name: tool_action(t) for t in spec.tools}, vocabulary, shared,
                   frozenset(w for t in spec.tools for p in (t.input_schema.get("properties") or {}) for w in words(p)),
                   _name_nouns(spec))

    def clause_fits(self, text: str, tools: list[str]) -> tuple[list[str], list[list[float]]]:
        """The clauses of `text` and, per clause, each tool's BM25 score against the clause's best tool.
        A clause of a word or two that opens with a parameter's word ("— path /x", values taken out)
        asks for nothing of its own: it goes with the clause before ("navigate back" does ask); a sentence that only singles out a result ("X is the one") asks for
        no tool while other clauses are left for every call."""
        cs: list[str] = []
        for c in clauses(text):
            if not tokens(c):
                continue
            if cs and len(tokens(c)) <= 2 and words(c)[0] in self.parameter_words:
                cs[-1] = f"{cs[-1]} {c}"
            else:
                cs.append(c)
        asking = [c for c in cs if not _PICK.search(c)]
        if len(asking) >= len(tools) and asking:
            cs = asking
        return cs, self.fits_in(cs, tools)

    def owners(self, raw: list[str], query: list[str], tools: list[str]) -> list[int | None]:
        """Per clause, the index of the call (of `tools`) that fits it best, None for a clause no
        call fits (`query`: the clauses as scored, values taken out; `raw`: as the user wrote them)."""
        if self.bm25 is None or not tools:
            return [None] * len(raw)
        keep = [k for k, q in enumerate(query) if len(tokens(q)) > 2]
        rows = self.fits_in([query[k] for k in keep], tools)
        out: list[int | None] = [None] * len(raw)
        for k, row in zip(keep, rows):
            best = max(range(len(tools)), key=lambda c: row[c])
            out[k] = best if row[best] > 0 else None
        for k in range(1, len(raw)):  # "— path /x": a clause of a word or two and a value goes with the one before
            if k not in keep:
                out[k] = out[k - 1]
        return out

    def fits_in(self, cs: list[str], tools: list[str]) -> list[list[float]]:
        key = (tuple(cs), tuple(tools))
        if self._last_fits is not None and self._last_fits[0] == key:  # owners and ordering ask the same
            return self._last_fits[1]
        rows = self._fits_in(cs, tools)
        self._last_fits = (key, rows)
        return rows

    def _fits_in(self, cs: list[str], tools: list[str]) -> list[list[float]]:
        rows = []
        for clause in cs:
            q = tokens(clause)
            ks = [self.position.get(t) for t in tools]
            postings = self.postings if self.shared is None else self.shared
            candidates = sorted({*(k for k in ks if k is not None), *(d for tok in q for d in postings.get(tok, ()))})
            scores = dict(zip(candidates, self.bm25.get_batch_scores(q, candidates))) if candidates else {}
            top = max(scores.values(), default=0.0)
            rows.append([1.0 if k is None else (float(scores[k]) / top if top > 0 else 0.0) for k in ks])
        return rows

    def assigned_fits(self, text: str, tools: list[str]) -> list[tuple[float, str]]:
        """Each call's fit in the clause it is given when every call takes a clause of its own (the
        assignment with the highest total fit; calls share clauses only when there are fewer
        clauses than calls): a tool cannot borrow the clause another call of the turn answers."""
        if self.bm25 is None or not tools:
            return [(1.0, text) for _ in tools]
        cs, rows = self.clause_fits(text, tools)
        if not cs:
            return [(1.0, text) for _ in tools]
        n, m = len(tools), len(cs)
        if m < n or m > 8 or n > 5:
            best = [max(range(m), key=lambda c: rows[c][k]) for k in range(n)]
        else:
            total = lambda p: sum(rows[c][k] for k, c in enumerate(p))  # noqa: E731
            best = list(max(permutations(range(m), n), key=total))
            # the calls in the order the text asks for them, unless that costs half a clause's fit:
            # the best sum alone lets a wrong tool take the next call's clause ("show me fonts, then
            # look for the objects" with list_text_frames first)
            ordered = list(max(combinations(range(m), n), key=total))
            if total(ordered) >= total(best) - TEXT_ORDER_SLACK:
                best = ordered
        return [(rows[c][k], cs[c]) for k, c in enumerate(best)]

    def better_named(self, tool: str, clause: str) -> str | None:
        """Another tool whose name's nouns the clause says while it says none of this tool's
        (semantic_nouns.better_named)."""
        from seer.judge.semantic_nouns import better_named

        return better_named(self, tool, clause)

    def top_tool(self, clause: str) -> str | None:
        """The tool a clause calls for most (None when it shares no distinctive word with any)."""
        q = tokens(clause)
        candidates = sorted({d for tok in q for d in self.postings.get(tok, ())})
        if self.bm25 is None or not candidates:
            return None
        scores = self.bm25.get_batch_scores(q, candidates)
        k = max(range(len(candidates)), key=lambda x: scores[x])
        return self.names[candidates[k]] if scores[k] > 0 else None
