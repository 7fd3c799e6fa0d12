"""A page element keeps its ref across a request: hover_element(element="Search", ref="e368") and then
drag_drop(target_element="Search", target_ref="e282") names one button by two refs. An element a call names
by its text takes the ref an earlier output showed for that text, and a carried ref takes its element's text."""

from __future__ import annotations

import re
from typing import Any

from seer.generate.symbolic.cards import Param, Profile, args_body
from seer.generate.symbolic.values import MISSING, fits

_LINE = re.compile(r"^(ref|text|element|tag): (.+)$", re.M)


def fit_element_refs(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple) -> None:
    pairs = _pairs(p)
    if not pairs or not earlier:
        return
    by_text, by_ref = _seen(earlier)
    if not by_text:
        return
    for name_param, ref_param in pairs:
        name, ref = name_param.get(args, MISSING), ref_param.get(args, MISSING)
        if ref_param.name in forced or name_param.name in forced and ref_param.name in forced:
            if isinstance(ref, str) and ref in by_ref and name_param.name not in forced and isinstance(name, str) \
                    and fits(name_param.schema, by_ref[ref]):
                name_param.put(args, by_ref[ref])  # the ref handed on is that element: its own text
            continue
        if isinstance(name, str) and name in by_text and by_text[name] != ref and fits(ref_param.schema, by_text[name]):
            ref_param.put(args, by_text[name])
        elif isinstance(ref, str) and ref in by_ref and by_ref[ref] != name and name_param.name not in forced \
                and isinstance(name, str) and fits(name_param.schema, by_ref[ref]):
            name_param.put(args, by_ref[ref])  # ref e219 shown as "Contact sales" is no "Add to cart" a step later


def renew_ref(flat: dict[str, Any], rng) -> None:
    """The call's element became another control (a text field, a dropdown): it gets that control's own ref, not the
    ref of the button it was named for (ref e241 was the Checkout button's)."""
    if isinstance(flat.get("ref"), str) and re.fullmatch(r"e\d+", flat["ref"]):
        flat["ref"] = f"e{rng.randint(300, 499)}"


def _pairs(p: Profile) -> list[tuple[Param, Param]]:
    """(element, ref), (source_element, source_ref), (to_element, to_ref): a name and its ref, side by side."""
    out = []
    for a in p.params:
        if a.words[-1:] == ["element"]:
            b = next((q for q in p.params if q.words == [*a.words[:-1], "ref"] and q.path[:-1] == a.path[:-1]), None)
            if b is not None:
                out.append((a, b))
    return out


def _seen(earlier: tuple) -> tuple[dict[str, str], dict[str, str]]:
    """Element text -> ref and ref -> text, from records ({"ref": "e368", "text": "Search"}) and from text
    results ("ref: e368\\ntext: Search"); the first sighting of a text wins (the page's own element)."""
    by_text: dict[str, str] = {}
    by_ref: dict[str, str] = {}
    for seen in _sightings(earlier):
        ref, text = seen.get("ref"), seen.get("element") or seen.get("text") or seen.get("name")  # a typing receipt's
        if isinstance(ref, str) and re.fullmatch(r"e\d+", ref) and isinstance(text, str) and text:  # element is the field
            by_text.setdefault(text, ref)  # ("Message"), its text what was typed into it
            by_ref.setdefault(ref, text)
    return by_text, by_ref


def _sightings(earlier: tuple):
    """Every element an earlier result showed, in order: a record with a ref, or the ref, text, element and tag lines of
    a text result."""
    def walk(v: Any):
        if isinstance(v, dict):
            if "ref" in v:
                yield v
            for x in v.values():
                yield from walk(x)
        elif isinstance(v, list):
            for x in v:
                yield from walk(x)
        elif isinstance(v, str) and "ref: " in v:
            yield dict(_LINE.findall(v))
    for out in earlier:
        yield from walk(out)


_NO_FIELD = frozenset(("button", "a", "img", "link"))


def fit_typed_ref(p: Profile, args: dict[str, Any], forced: dict, earlier: tuple, rng) -> None:
    """hover_element(ref=e2) showed the "Submit order" button, then input_text(ref=e2, text="Jane Doe") typed into it:
    text goes into a field. A typing call's own ref is never one an earlier result showed as a button or a link."""
    if not set(p.words) & {"type", "input", "fill"}:
        return
    flat = args_body(args)
    css = flat.get("selector")
    if "selector" not in forced and isinstance(css, str) and re.match(r"\s*(?:a|button)\b(?![\w-])|.*\[type=['\"]?submit", css):
        # type_text(selector=a[href='/pricing'], text=SAVE20) after a click on that link (seed 1063): text goes into a
        # field, never into a link or a button
        said = str(flat.get("text") or flat.get("value") or "")
        flat["selector"] = "#coupon-code" if re.fullmatch(r"[A-Z]+\d+", said) else "input[name='email']" if "@" in said \
            else rng.choice(_FIELDS)
    if "ref" in forced:
        return
    ref = flat.get("ref")
    if isinstance(ref, str) and re.fullmatch(r"e\d+", ref) and _tags(earlier).get(ref) in _NO_FIELD:
        renew_ref(flat, rng)


_FIELDS = ("#coupon-code", "input[name='email']", "input#search", "textarea#comment", "input[name='q']")


def _tags(earlier: tuple) -> dict[str, str]:
    """ref -> the tag an earlier result showed it with (records and "ref: e2\\ntag: button" text)."""
    out: dict[str, str] = {}
    for seen in _sightings(earlier):
        if isinstance(seen.get("ref"), str) and isinstance(seen.get("tag"), str):
            out.setdefault(seen["ref"], seen["tag"])
    return out
