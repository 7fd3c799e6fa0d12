"""A choice a call makes, said as a person says it, not as its identifier: a wait's condition
("wait until the "Save changes" element is visible", "wait for the page to load", "wait 3 seconds";
never "wait for conditions element_visible") and the mode of a tool whose object says nothing
("delete the empty layers", "delete layer 5"; never "delete things (the what empty_layers)")."""

from __future__ import annotations

import re
from typing import Any

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.lexicon import singular, words
from seer.generate.symbolic.rendering import label, render

_STATES = {"visible": "visible", "hidden": "hidden", "invisible": "hidden", "clickable": "clickable", "enabled": "enabled",
           "present": "on the page", "attached": "on the page", "detached": "gone", "stale": "gone", "selected": "selected"}
_SUBJECTS = {"url": "the URL", "title": "the page title", "text": "the page text"}
_TESTS = {"contains": "contains", "is": "is", "equals": "is", "matches": "matches", "changes": "changes"}
_VAGUE = frozenset("thing things something stuff".split())  # an object that says nothing: the mode says what
_MODES = frozenset("what mode action op operation kind type".split())


def said_choice(p: Profile, verb: str, obj: str, items: list[tuple[str, Any]]) -> tuple[str, list[tuple[str, Any]]] | None:
    """(the request's verb phrase, the values it leaves to mention) when a choice says what the call does."""
    if verb.split()[:1] == ["wait"]:
        said, chosen = _wait(items), _find(items, "condition")
    elif (back := _back(p, verb, items)) is not None:
        said, chosen = back, next(((k, v) for k, v in items if label(k) in _MODES), None)
    elif obj.split() and obj.split()[-1].lower() in _VAGUE:
        said, chosen = _vague(p, verb, items), next(((k, v) for k, v in items if label(k) in _MODES), None)
    else:
        return None
    if said is None or chosen is None or not isinstance(chosen[1], str) or _listed(p, chosen[0]) \
            or re.search(rf"(?<![\w-]){re.escape(chosen[1].lower())}(?![\w-])", said[0].lower()):
        return said
    return f"{said[0]} ({label(chosen[0])}: {chosen[1]})", said[1]  # a free-form choice the call sends: said as the API names it too


_HOME = frozenset("default parent main top root".split())  # frame(action=default): back to the page, no frame to name
_BACK = re.compile(r"\bback to (?:the )?([a-z]+(?: [a-z]+)?)\b", re.I)


def _back(p: Profile, verb: str, items):
    """frame(action=default) "Switch focus to a frame or back to the main page": "switch back to the main page"."""
    mode = next(((k, v) for k, v in items if label(k) in _MODES and isinstance(v, str) and v.lower() in _HOME), None)
    m = _BACK.search(p.tool.description or "") if mode is not None else None
    if m is None:
        return None
    place = m[1].lower()
    return f"{verb.split()[0] if verb else 'go'} back to the {place}", [it for it in items if it != mode]


def _listed(p: Profile, path: str) -> bool:
    """The choice is an enum member of its parameter (the agent reads it off the schema)."""
    return any(x.core.get("enum") for x in p.params if x.json_path == path)


def _find(items, *names: str):
    return next(((k, v) for k, v in items if label(k).split()[-1:] and label(k).split()[-1] in names), None)


def _wait(items):
    cond = _find(items, "condition")
    if cond is None or not isinstance(cond[1], str):
        return None
    ws = [w for w in re.split(r"[_\-\s]+", cond[1].lower()) if w]
    rest = [it for it in items if it != cond]
    if ws and ws[0] in ("time", "sleep", "delay", "timeout") and len(ws) == 1:
        span = _find(rest, "duration", "seconds", "ms", "time", "delay")
        if span is None or not isinstance(span[1], (int, float)):
            return "wait a moment", rest
        unit = "milliseconds" if label(span[0]).split()[-1] == "ms" else "seconds"
        return f"wait {render(span[1])} {unit}", [it for it in rest if it != span]
    if "load" in ws or "loaded" in ws:
        return "wait for the page to load", [it for it in rest if label(it[0]).split()[-1] not in ("element", "ref", "value")]
    if ws and ws[0] in _SUBJECTS and len(ws) > 1 and ws[1] in _TESTS:
        target = _find(rest, "value", "text", "expected", "url", "title", "pattern")
        if target is None:
            return f"wait until {_SUBJECTS[ws[0]]} {_TESTS[ws[1]]}", rest
        return f"wait until {_SUBJECTS[ws[0]]} {_TESTS[ws[1]]} {render(target[1])}", [it for it in rest if it != target]
    state = next((_STATES[w] for w in ws if w in _STATES), None)
    if state is None:
        return None
    target = _find(rest, "element", "selector", "locator", "value", "ref", "target")
    if target is None or not isinstance(target[1], str):
        return f"wait until the element is {state}", rest
    rest = [it for it in rest if it != target]
    lab, v = label(target[0]).split()[-1], target[1]
    if lab == "element" and " " in v.strip() or lab == "element" and v[:1].isupper():
        subject = f"the {render(v)} element"  # an element description: the "Save changes" element
    elif lab == "ref":
        subject = f"element {v}"
    else:
        subject = f"the element {render(v)}"  # a selector
    ref = _find(rest, "ref")
    if ref is not None and lab != "ref" and isinstance(ref[1], str):
        subject += f" ({ref[1]})"
        rest = [it for it in rest if it != ref]
    return f"wait until {subject} is {state}", rest


def _vague(p: Profile, verb: str, items):
    """delete things(what=empty_layers) -> "delete the empty layers", (what=layer, layer=5) -> "delete layer 5"."""
    mode = next(((k, v) for k, v in items if label(k) in _MODES and isinstance(v, str) and re.fullmatch(r"[a-z][a-z_\-]*", v)), None)
    if mode is None:
        return None
    rest = [it for it in items if it != mode]
    named = [(k, v) for k, v in rest if "_".join(words(label(k))) == mode[1]]
    said_verb = verb.split()[0] if verb else "use"
    if named:  # what=layer, layer=5: the layer is the thing
        values = [x for _k, v in named for x in (v if isinstance(v, list) else [v])]
        shown = " and ".join(render(x) for x in values)
        noun = mode[1].replace("_", " ")
        noun = noun if len(values) > 1 else singular(noun)
        return f"{said_verb} {noun} {shown}", [it for it in rest if it not in named]
    return f"{said_verb} the {_phrase_of(p, mode[1])}", rest


def _phrase_of(p: Profile, value: str) -> str:
    """The words the tool's own title or description give a choice: off_artboard -> "off-artboard art"
    (from "Delete items, empty layers, off-artboard art or a layer"), empty_layers -> "empty layers"."""
    ws = [w for w in re.split(r"[_\-]+", value) if w]
    text = " ".join(str(x or "") for x in (p.tool.title, p.tool.description))
    m = re.search(r"\b" + r"[\s\-]".join(map(re.escape, ws)) + r"\b((?:\s+[a-z]+)?)", text, re.I)
    if m is None:
        return " ".join(ws)
    said = m[0][: len(m[0]) - len(m[1])]
    tail = m[1].strip().lower()
    if tail and tail not in ("or", "and", "of", "in", "on", "to", "from", "with", "for", "is", "are", "a", "the") \
            and len(ws) > 1 and not ws[-1].endswith("s"):
        said += " " + tail  # "off-artboard" is said with the noun after it: "off-artboard art"
    return said.lower()
