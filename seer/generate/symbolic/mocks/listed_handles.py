"""A call that names things by a list of handles (select_objects(uuids=[a, b]), ai_select(items=[72])) acts on those things: its answer is the
object of the first handle (the one find_objects listed), never the object an earlier call last touched, and an object
the request has not seen yet carries the handle it was named by. A list named after the thing itself (ae_set_layer(layer=[8]),
layers=["Logo"]) names it by its position (a number) or its name (s26 round 708: layer=[8] answered layer 5 'Title text')."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.lexicon import singular, words

_LIST_HANDLES = {"uuids": "uuid", "ids": "id", "item_ids": "id", "object_ids": "id", "items": "index"}


def listed(args: dict[str, Any]) -> dict[str, Any]:
    """The first value of each list argument (uuids=[a, b] -> a)."""
    return {k: v[0] for k, v in args.items() if isinstance(v, list) and v and isinstance(v[0], (str, int)) and not isinstance(v[0], bool)}


def _own_field(k: str, v: Any, noun: str | None) -> str | None:
    """The field a list named after the thing (layer=[8], layers=['Logo']) names it by: its index, else its name."""
    if noun is None or [singular(w) for w in words(k)] != [noun]:
        return None
    return "index" if isinstance(v, int) else "name"


def names_by_list(args: dict[str, Any], noun: str | None = None) -> bool:
    """The call names its objects by a list of handles: no "current object" stands in for them."""
    return any(k in _LIST_HANDLES and (k != "items" or isinstance(v, int)) or words(k)[-1:] in (["uuids"], ["ids"])
               or _own_field(k, v, noun) for k, v in listed(args).items())


def by_own_list(args: dict[str, Any], noun: str | None) -> dict[str, Any]:
    """The handles a list named after the thing gives, as fields of it (layer=[8] -> {"index": 8})."""
    return {f: v for k, v in listed(args).items() if (f := _own_field(k, v, noun))}


def give_listed_handle(record: dict[str, Any], args: dict[str, Any], noun: str | None = None) -> None:
    """A record made for a call naming it by uuids=[a, ...] has uuid a."""
    for k, v in listed(args).items():
        if k == "items" and noun not in (None, "item", "object"):
            continue  # ai_move_to_layer(items=[79], layer=Text): item 79 is no layer's index
        if noun and k in ("uuids", "ids") and any(noun in words(a) and a != k for a in args):
            continue  # move_to_layer(uuids=[a, b], target_layer=Product photo): a is the object moved, no layer's uuid
        field = _LIST_HANDLES.get(k) or _own_field(k, v, noun)
        if field and (isinstance(v, str) and field != "index" or field == "index" and isinstance(v, int) and field in record):
            record[field] = v  # ai_select(items=[72]) selects item 72
            return
