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
_NEXT_VALUE = re.compile(r"(?:\s*(?::|=|\bset to\b|\bis\b|\bof\b|\bto\b|\bcalled\b|\bnamed\b|\btitled\b))?\s*(" + _VALUE.pattern + ")")
_VALUE_AS = re.compile(r"(" + _VALUE.pattern + r")\s+(?:as|for)\s+(?:the\s+)?[a-z0-9 ]*$")
# "keys matching user:*", "Redis keys for order:2025:*": a preposition may stand between cue and value
_AFTER_CUE = re.compile(r"\s+(?:(?:for|like|with|of)\s+)?(?:the\s+|a\s+)?(" + _VALUE.pattern + ")")


def _word_starts(word: str, text: str) -> list[int]:
    return [k for k, _ in occurrences(word, text) if not (k and text[k - 1].isalnum())]


def _bare(v: str) -> str:
    """A value as the text gives it, without quotes and the sentence's closing punctuation."""
    return v.strip().strip('"').strip('`').rstrip(".,!?;:`").lower()


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
            if m and _value_like(m.group(1), []) and _bare(m.group(1)) not in used | {"0", "1"}:  # 0 and 1 are too
                # common to tell apart from the values a turn's calls send (stated() leaves them out of `used`)
                out.append(f"the text gives {q} after {cue!r} ({_bare(m.group(1))!r}); the call leaves it out")
                break
    return out


def given_but_absent(arguments: dict[str, Any], props: dict[str, Any], tool_name: str, text: str,
                     used: set[str], members: dict[str, list] | None = None, tool_description: str = "",
                     vocabulary: frozenset[str] = frozenset(), own_text: str | None = None,
                     elsewhere: frozenset[str] = frozenset()) -> list[str]:
    """Parameters absent from the call that the text gives a value for ("tail 40", "since tag
    v2.1.1", "apply as the mode", "the new name upstream" for a name) while no call of the turn
    uses that value. A plain word counts only for a parameter that names a thing (seer.kinds) and
    only where it is no word of the spec's tool names (`vocabulary`) or of this tool's parameters,
    nor a function word or an action verb: "the new branch" gives no newName. A plain word counts only
    in the call's own clauses (`own_text`, when given): "show the cluster statistics" is another
    call's request, not a cluster named "statistics". A value only another call of the turn sends
    (`elsewhere`) still counts where the text gives it in this call's own clauses: "add a frame with
    the font name year, then add path text" asks the font of the frame's call too."""
    from seer.judge.semantic_named import names_a_thing, plain_name, used_at
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
    others = {_bare(u) for u in elsewhere}
    ours = {u for u in used if u not in others}
    vocab = vocabulary | {w for p in props for w in words(p)} | set(words(tool_name))
    out = []
    for q, top in names.items():
        groups = param_words(q)
        span = len(groups)  # the words as written: 'dataset name prefix' spans three, though 'name' need not be said
        # "the layer 'Blue Meadow'" gives layer_name: a handle word (name, id) need not be said
        groups = [g for g in groups if not g & _HANDLES] or groups
        if not groups:
            continue
        enum = members[top] if members is not None and top in members else enum_members(props.get(top) or {})
        plain = q == top and not enum and names_a_thing(q, props.get(q) or {}, tool_name, tool_description)
        own = {stem(w) for w in words(q)} | _HANDLES
        found = None
        for k, m in enumerate(toks):
            if not any(stem(m.group()) in g for g in groups[-1:]):
                continue
            if text[m.end():m.end() + 1] in ("_", "/") or text[max(0, m.start() - 1):m.start()] in ("_", "/"):
                continue  # "select" of a tool named select_option is no parameter said (batch steps name tools), nor
                # "comp" of "every comp/layer" a comp named "/layer" (s46)
            said = {stem(t.group()) for t in toks[max(0, k - span + 1): k + 1]}
            if not all(g & said for g in groups):
                continue
            named = att._named([t.group() for t in toks[max(0, k - 2): k + 1]])
            if named is not None and named != q:
                continue
            nxt = _NEXT_VALUE.match(text, _past_own_words(text, m.end(), own))
            start = max(0, m.start() - 200)
            window = text[start:m.start()] + " "
            before = _VALUE_AS.search(window)
            # the value must sit right before "as the <parameter>" (the regex runs to the window's end)
            before = before if before and len(window) - before.end(1) < 30 else None
            for v, at in ((nxt.group(1), nxt.start(1)) if nxt else (None, 0),
                          (before.group(1), start + before.start(1)) if before else (None, 0)):
                if not v:
                    continue
                mine = own_text is None or text[min(m.start(), at):max(m.end(), at + len(v))] in own_text
                taken = ours if own_text is not None and mine else used
                if _bare(v) in taken or used_at(text, at, taken):
                    continue
                # a plain word names one thing only after the parameter's word in the singular ("the
                # new upstream"; "merge the branches together" names no branch)
                one = not m.group().endswith("s") or any(w.endswith("s") for w in words(q))
                if _value_like(v, enum) or (plain and one and mine and plain_name(v, vocab) and not _bare(v).endswith("ly")):
                    found = _bare(v)
                    break
            if found:
                break
        if found:
            out.append(f"the text gives {q} ({found!r}); the call leaves {top} out")
    return out


_WORD_AT = re.compile(r"\s+([a-z0-9]+)")


def _past_own_words(text: str, pos: int, own: set[str]) -> int:
    """Past the parameter's other words right after the one found ("new name upstream": 'name')."""
    while (m := _WORD_AT.match(text, pos)) and stem(m.group(1)) in own:
        pos = m.end()
    return pos


def _fields(schema: dict, depth: int = 0) -> list[str]:
    """The field names of an object parameter, its oneOf/anyOf alternatives' too (a colour given
    as "r 33, g 187, b 14" is an rgb alternative's fields)."""
    if not isinstance(schema, dict) or depth > 1:
        return []
    alts = [a for k in ("oneOf", "anyOf", "allOf") for a in (schema.get(k) or ()) if isinstance(a, dict)]
    out = [n for a in alts for n in _fields(a, depth)]
    props = schema.get("properties")
    if isinstance(props, dict):
        out += [n for n, sub in props.items() for n in (n, *_fields(sub, depth + 1))]
    return list(dict.fromkeys(out))


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
