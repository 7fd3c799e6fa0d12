"""A call that names things by a list of handles (select_objects(uuids=[a, b]), ai_select(items=[72])) acts on those things: its answer is the
object of the first handle (the one find_objects listed), never the object an earlier call last touched, and an object
the request has not seen yet carries the handle it was named by."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.lexicon import words

_LIST_HANDLES = {"uuids": "uuid", "ids": "id", "item_ids": "id", "object_ids": "id", "items": "index"}


def listed(args: dict[str, Any]) -> dict[str, Any]:
    """The first value of each list argument (uuids=[a, b] -> a)."""
    return {k: v[0] for k, v in args.items() if isinstance(v, list) and v and isinstance(v[0], (str, int)) and not isinstance(v[0], bool)}


def names_by_list(args: dict[str, Any]) -> bool:
    """The call names its objects by a list of handles: no "current object" stands in for them."""
    return any(k in _LIST_HANDLES and (k != "items" or isinstance(v, int)) or words(k)[-1:] in (["uuids"], ["ids"])
               for k, v in listed(args).items())


def give_listed_handle(record: dict[str, Any], args: dict[str, Any]) -> None:
    """A record made for a call naming it by uuids=[a, ...] has uuid a."""
    for k, v in listed(args).items():
        field = _LIST_HANDLES.get(k)
        if field and (isinstance(v, str) and field != "index" or field == "index" and isinstance(v, int) and field in record):
            record[field] = v  # ai_select(items=[72]) selects item 72
            return
