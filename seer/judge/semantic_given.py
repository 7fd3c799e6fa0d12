"""What the call leaves out, for the semantic judge: a value the text gives for a parameter the
call does not send ("tail 40", "apply as the mode"), after a word the tool's description puts
before that parameter ("keys matching user:*"), or of the parameter's kind (a path, a quoted text)
that no call of the turn uses."""

from __future__ import annotations

import re
from typing import Any

from seer.judge.semantic_args import Attachments, occurrences, param_words
from seer.judge.structural_text import FUNCTION, stem, words

_HANDLES = frozenset({"name", "id"})
_VALUE = re.compile(r"\"[^\"]+\"|[^\s,;()]+")
_NEXT_VALUE = re.compile(r"(?:\s*(?::|=|\bset to\b|\bis\b|\bof\b|\bto\b))?\s*(" + _VALUE.pattern + ")")
_VALUE_AS = re.compile(r"(" + _VALUE.pattern + r")\s+(?:as|for)\s+(?:the\s+)?[a-z0-9 ]*$")
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
    quoted = [m.span() for m in re.finditer(r"\"[^\"]*\"", text)] + [m.span() for m in _PIECE.finditer(text)]
    # a word inside a quoted text ("Japan Color 2001 Coated") or a path ("/x/config.yaml") is part of a
    # value, not a parameter named
    toks = [m for m in re.finditer(r"[a-z0-9]+", text) if not any(a <= m.start() < b for a, b in quoted)]
    used = used | {_bare(u) for u in used}
    out = []
    for q, top in names.items():
        groups = param_words(q)
        span = len(groups)  # the words as written: 'dataset name prefix' spans three, though 'name' need not be said
        # "the layer 'Blue Meadow'" gives layer_name: a handle word (name, id) need not be said
        groups = [g for g in groups if not g & _HANDLES] or groups
        if not groups:
            continue
        enum = members[top] if members is not None and top in members else enum_members(props.get(top) or {})
        found = None
        for k, m in enumerate(toks):
            if not any(stem(m.group()) in g for g in groups[-1:]):
                continue
            said = {stem(t.group()) for t in toks[max(0, k - span + 1): k + 1]}
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


# a path, a URL, or a file name with an extension ("pricing-9.png", "main.py")
_PIECE = re.compile(r"(?:https?://|/)[^\s,;()\"]+|(?<![\w/.-])[\w-]+\.(?:[a-z]{2,4})(?![\w.])")
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
    pieces = {p for m in _PIECE.finditer(text) if fresh(p := _bare(m.group()))}
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
