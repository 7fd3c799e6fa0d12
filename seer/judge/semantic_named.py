"""Values in plain words, for the semantic judge: a name a person chose ("upstream", "Price tag")
looks like any other word of a sentence, so it counts as given only where the context says it is
a value. Three contexts, each for a parameter the call leaves out:

- a naming cue: "the objects called According test", "rename it to Price tag", a quoted text,
  for a parameter that names a thing (seer.kinds: a name, title, label...);
- the call's own output echoing the parameter with a value the user said as a phrase of its own
  (`{"newName": "upstream"}` from a call without newName, after "...the new upstream");
- a member of the parameter's enum right after "by", "using", "with", "via" ("merge by ours").

A word of the spec's tool names or of the tool's own parameters, a function word or an action
verb is never taken for a name: "create a new branch" names no branch ("upstream" may name a
remote though git_push has setUpstream: another tool's parameter words are fair names).
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from seer.judge.semantic_args import occurrences, stated
from seer.judge.structural_text import STOP, norm_key, words

# kinds whose values are names a person gives a thing
NAME_KINDS = frozenset({"name", "title", "label", "tag", "table_name", "k8s_name", "username", "organisation", "person"})
_NAMING_WORDS = frozenset({"name", "title", "label", "alias", "caption"})
# words that say which one ("the new", "the main", "the current") far more often than they name it
_WHICH = frozenset("new old current latest first last other same active selected previous default main master "
                   "top bottom both each every whole given one".split())


def names_a_thing(param: str, schema: dict, tool_name: str = "", tool_description: str = "") -> bool:
    """The parameter takes a name (a string that names a thing), by its words or its kind."""
    if not isinstance(schema, dict) or schema.get("type") not in (None, "string") or schema.get("enum"):
        return False
    if _NAMING_WORDS & set(words(param)):
        return True
    try:
        from seer.kinds import infer
    except ImportError:
        return False
    return infer(param, schema, tool_name=tool_name, tool_description=tool_description) in NAME_KINDS


def _actions() -> frozenset[str]:
    from seer.judge.semantic_intent import ACTIONS

    return frozenset(w for ws in ACTIONS.values() for w in ws.split())


def plain_name(v: str, vocabulary: Iterable[str] = ()) -> bool:
    """A plain word that can be a name: letters, not a function word, an action verb or a word of
    the spec's vocabulary."""
    w = v.strip().strip('"').rstrip(".,!?;:").lower()
    return (len(w) >= 3 and w.isalpha() and w not in STOP and w not in _WHICH and w not in _actions()
            and w not in vocabulary and w.rstrip("s") not in vocabulary)


def used_at(text: str, at: int, used: Iterable[str]) -> bool:
    """A value some call (or an earlier output) has starts right here in the text ("Price tag"
    is used though the word found was 'price')."""
    at += text[at:at + 1] == '"'
    return any(len(u) >= 3 and text.startswith(u, at) for u in used)


# "called X", "named X", "titled X", "rename ... to X", "name it X": what follows is a name
_CUE = re.compile(r"\b(?:called|named|titled|label(?:l)?ed|rename[sd]?\b[^,.;:()]{0,40}?\bto|(?:call|name) it)\s+"
                  r"(\"[^\"]+\"|[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2})")


def _phrase(m: re.Match, vocabulary: frozenset[str]) -> str | None:
    """The name after a cue: a quoted text, else the words up to the first function word."""
    v = m.group(1)
    if v.startswith('"'):
        return v.strip('"').strip() or None
    first = []
    for w in v.split():
        if w in STOP or w in vocabulary:
            break
        first.append(w)
    name = " ".join(first)
    return name if first and plain_name(first[0], vocabulary) else None


def given_by_name_cue(arguments: dict[str, Any], props: dict[str, Any], tool, text: str, used: set[str],
                      vocabulary: frozenset[str] = frozenset()) -> list[str]:
    """An absent parameter that names a thing while the text names one after a naming cue ("look
    for the objects called According test") that no call of the turn and no earlier output has."""
    absent = [q for q, sub in props.items() if q not in arguments and names_a_thing(q, sub, tool.name, tool.description)]
    if not absent:
        return []
    vocab = vocabulary | {w for p in props for w in words(p)} | set(words(tool.name))
    for m in _CUE.finditer(text):
        name = _phrase(m, vocab)
        if name and name not in used and not used_at(text, m.start(1), used):
            return [f"the text names {name!r} (after {m.group().split()[0]!r}); the call leaves {absent[0]} out"]
    return []


def _echoes(output: Any) -> Iterable[tuple[str, Any]]:
    """(key, value) of an output's fields outside any list: what a call's result says back about
    the request (a list's rows are results, not echoes)."""
    if isinstance(output, dict):
        for k, v in output.items():
            if isinstance(v, dict):
                yield from ((f"{k}.{kk}", vv) for kk, vv in _echoes(v))
            elif not isinstance(v, list):
                yield k, v


def given_by_echo(arguments: dict[str, Any], props: dict[str, Any], output: Any, text: str, used: set[str]) -> list[str]:
    """The call's own output echoes a parameter the call leaves out, with a value the user said as a
    phrase of its own and no call of the turn uses: the request asked for it."""
    absent = {norm_key(q): q for q in props if q not in arguments}
    if not absent:
        return []
    for path, v in _echoes(output):
        keys = path.split(".")
        q = absent.get(norm_key(keys[-1])) or absent.get(norm_key("".join(keys[-2:])))
        s = stated(v)
        if q is None or s is None or s in used or not isinstance(v, (str, int, float)):
            continue
        if occurrences(s, text):
            return [f"the call's output echoes {q}={v!r}, which the text gives; the call leaves {q} out"]
    return []


_BY = re.compile(r"\b(?:by|using|with|via)\s+([a-z][\w-]*)")


def given_by_enum_word(arguments: dict[str, Any], members: dict[str, list], text: str, used: set[str],
                       vocabulary: frozenset[str] = frozenset()) -> list[str]:
    """A member of an absent parameter's enum right after "by", "using", "with" or "via" in the
    call's own words ("merge the branches by ours"), that no call of the turn sends."""
    absent = {str(e).lower(): q for q, es in members.items() if q not in arguments for e in es
              if isinstance(e, str) and len(e) >= 3}
    if not absent:
        return []
    for m in _BY.finditer(text):
        w = m.group(1)
        if w in absent and w not in used and w not in STOP and w not in vocabulary:
            return [f"the text asks {w!r} (an allowed {absent[w]}); the call leaves {absent[w]} out"]
    return []


def given_in_plain_words(call, tool, members: dict, user: str, own: str, mock, used: set[str],
                         vocabulary: frozenset[str]) -> list[str]:
    """Plain-word values the context marks as given (semantic_named): after a naming cue or as
    an enum word in the call's own clause, or echoed by the call's own output."""
    props = tool.input_schema.get("properties") or {}
    out = given_by_name_cue(call.arguments, props, tool, own, used, vocabulary) if own else []
    if not out and own:
        out = given_by_enum_word(call.arguments, members or {}, own, used, vocabulary)
    if not out and not mock.is_error:
        out = given_by_echo(call.arguments, props, mock.output, user, used)
    return out
