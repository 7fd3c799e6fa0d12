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
_AS_THE = re.compile(r"\W{0,3}(?:as|for)\s+(?:the|a|an|its|my)?\s*([a-z0-9 ]+)")
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


# short forms in parameter names and the words a request uses for them
_ABBREVIATIONS = {"ts": "timestamp time", "id": "identifier", "dir": "directory folder", "msg": "message",
                  "num": "number", "url": "link address", "repo": "repository", "src": "source",
                  "dest": "destination target", "ref": "reference", "desc": "description", "max": "maximum",
                  "min": "minimum", "db": "database", "env": "environment", "cfg": "config configuration",
                  "index": "indices indexes"}


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
            while toks and toks[-1] in CONNECTORS:
                toks.pop()
            toks = self._run(toks[::-1][:3])[::-1]
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
    vals = {n: [s for _, v in scalar_paths(arguments[n]) if (s := stated(v))] for n in arguments}
    spans = [sp for vs in vals.values() for v in vs for sp in occurrences(v, text)]
    out = []
    for n, vs in vals.items():
        for v in vs:
            where = att.attached(v, spans)
            wrong = {q for q in where if q != n and not said_less(q, n) and stated(arguments.get(q)) != v}
            if wrong and n not in where:
                out.append(f"{n}={v!r}: the text gives it as the {', '.join(sorted(wrong))}")
    return out


_HANDLES = frozenset({"name", "id"})
_VALUE = re.compile(r"\"[^\"]+\"|[^\s,;()]+")
_NEXT_VALUE = re.compile(r"(?:\s*(?::|=|\bset to\b|\bis\b|\bof\b|\bto\b))?\s*(" + _VALUE.pattern + ")")
_VALUE_AS = re.compile(r"(" + _VALUE.pattern + r")\s+as\s+(?:the\s+)?[a-z0-9 ]*$")
_AFTER_CUE = re.compile(r"\s+(?:the\s+|a\s+)?(" + _VALUE.pattern + ")")


def _word_starts(word: str, text: str) -> list[int]:
    return [k for k, _ in occurrences(word, text) if not (k and text[k - 1].isalnum())]


def _bare(v: str) -> str:
    """A value as the text gives it, without quotes and the sentence's closing punctuation."""
    return v.strip().strip('"').rstrip(".,!?;:").lower()


def _value_like(v: str, enum: list) -> bool:
    """A piece of text that can only be a value: quoted, with a digit or a path/id character, or a
    member of the parameter's enum (a plain word is too often just the next word of the sentence)."""
    b = v.rstrip(".,!?;:")
    if not any(c.isalnum() for c in b):
        return False
    return b.startswith('"') or any(c.isdigit() or c in "/:._-@#*" for c in b) or _bare(v) in {str(e).lower() for e in enum}


def description_cues(description: str, param: str) -> set[str]:
    """Words a tool's description puts right before a parameter's name ("List the keys matching a
    glob pattern" -> {"matching"} for pattern): a request says them before the value."""
    ws = words(description)
    mine = {stem(w) for w in words(param)}
    cues = set()
    for k, w in enumerate(ws):
        if stem(w) in mine:
            cues |= {x for x in ws[max(0, k - 3):k] if x not in FUNCTION and stem(x) not in mine}
    return cues


def given_by_cue(arguments: dict[str, Any], props: dict[str, Any], description: str, text: str,
                 used: set[str]) -> list[str]:
    """An absent parameter whose description cue is followed by a value in the text ("keys
    matching user:*" for pattern) that no call of the turn uses."""
    out = []
    used = used | {_bare(u) for u in used}
    for q in props:
        if q in arguments:
            continue
        for cue in description_cues(description, q):
            m = next((x for k in _word_starts(cue, text) if (x := _AFTER_CUE.match(text, k + len(cue)))), None)
            if m and _value_like(m.group(1), []) and _bare(m.group(1)) not in used:
                out.append(f"the text gives {q} after {cue!r} ({_bare(m.group(1))!r}); the call leaves it out")
                break
    return out


def given_but_absent(arguments: dict[str, Any], props: dict[str, Any], tool_name: str, text: str,
                     used: set[str], members: dict[str, list] | None = None) -> list[str]:
    """Parameters absent from the call that the text gives a value for ("tail 40", "since tag
    v2.1.1", "apply as the mode") while no call of the turn uses that value."""
    from seer.judge.structural_args import enum_members

    names = {q: q for q in props if q not in arguments}
    for q in list(names):  # an object parameter is given through its fields ("max length 30")
        for sub in _fields(props.get(q) or {}):
            names.setdefault(sub, q)
    att = Attachments(text, list(names), tool_name)
    toks = list(re.finditer(r"[a-z0-9]+", text))
    used = used | {_bare(u) for u in used}
    out = []
    for q, top in names.items():
        groups = param_words(q)
        # "the layer 'Blue Meadow'" gives layer_name: a handle word (name, id) need not be said
        groups = [g for g in groups if not g & _HANDLES] or groups
        if not groups:
            continue
        enum = members[top] if members is not None and top in members else enum_members(props.get(top) or {})
        found = None
        for k, m in enumerate(toks):
            if not any(stem(m.group()) in g for g in groups[-1:]):
                continue
            said = {stem(t.group()) for t in toks[max(0, k - len(groups) + 1): k + 1]}
            if not all(g & said for g in groups):
                continue
            named = att._named([t.group() for t in toks[max(0, k - 2): k + 1]])
            if named is not None and named != q:
                continue
            after = text[m.end():]
            nxt = _NEXT_VALUE.match(after)
            before = _VALUE_AS.search(text[max(0, m.start() - 200):m.start()] + " ")
            for v in (nxt.group(1) if nxt else None, before.group(1) if before and m.start() - before.end() < 30 else None):
                if v and _value_like(v, enum) and _bare(v) not in used:
                    found = _bare(v)
                    break
            if found:
                break
        if found:
            out.append(f"the text gives {q} ({found!r}); the call leaves {top} out")
    return out


def _fields(schema: dict, depth: int = 0) -> list[str]:
    props = schema.get("properties") if isinstance(schema, dict) else None
    if not isinstance(props, dict) or depth > 1:
        return []
    return [n for n, sub in props.items() for n in (n, *_fields(sub, depth + 1))]


_QUOTED_TEXT = re.compile(r"\"[^\"]{3,}\"")
_FREE_TEXT = frozenset({"message", "body", "ui_text", "commit_message", "log_message"})


def given_by_kind(arguments: dict[str, Any], props: dict[str, Any], tool, text: str, used: set[str]) -> list[str]:
    """A path or URL in the text that no call of the turn uses, while the call leaves out a
    parameter of exactly that kind ("manage stashes at /home/x/repo" and no `path`): seer.kinds says
    what the parameter is, and whether the text's value is one."""
    try:
        from seer.kinds import FALLBACKS, infer, plausible
    except ImportError:
        return []
    fresh = lambda p: p not in used and not any(p in u or u in p for u in used if len(u) > 4)  # noqa: E731
    pieces = {p for m in re.finditer(r"(?:https?://|/)[^\s,;()\"]+", text) if fresh(p := _bare(m.group()))}
    quoted = sorted({p for m in _QUOTED_TEXT.finditer(text) if len(p := _bare(m.group())) >= 3 and fresh(p)})
    if not pieces and not quoted:
        return []
    out = []
    for q, sub in props.items():
        if q in arguments or not isinstance(sub, dict):
            continue
        kind = infer(q, sub, tool_name=tool.name, tool_description=tool.description)
        if kind in _FREE_TEXT and quoted:  # "handle the dialog saying 'x'" and no call sends 'x': the text left out
            out.append(f"the text gives a {kind} ({quoted[0]!r}) no call uses; the call leaves {q} out")
            quoted = quoted[1:]
            continue
        if kind in FALLBACKS:
            continue
        # a path kind takes a path, a URL kind a URL (a URL can pass for a path on its own)
        shaped = [p for p in pieces if ("url" in kind or "uri" in kind) == p.startswith(("http://", "https://"))]
        fits = sorted(p for p in shaped if plausible(kind, p))
        if fits:
            out.append(f"the text gives a {kind} ({fits[0]!r}) no call uses; the call leaves {q} out")
            pieces -= set(fits[:1])
    return out
