"""Items of an argument array whose item schema says nothing (`{"type": "object",
"additionalProperties": true}`): a rename list, a scene's moves, a proposal's clusters.

A required list left empty asks for nothing ("rename many items" with nothing to rename), so the
items get fields: the shape the tool's description shows (`[{"item": "2/0/5", "name": "cabeza"}]`),
else the fields the list's own noun implies (a rename names an item and its new name), else a name.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any, Callable

from seer.generate.symbolic.lexicon import singular, words

_OBJECT = re.compile(r"\{[^{}\[\]]{3,200}\}")
# what one item of a list named so holds, when nothing shows it: field -> words its value is made for
_BY_NOUN: dict[str, tuple[tuple[str, str], ...]] = {
    "rename": (("item", "item name"), ("name", "new name")),
    "move": (("layer", "layer name"), ("effect", "move effect")),
    "cluster": (("name", "group name"), ("items", "item names")),
    "update": (("property", "property name"), ("value", "value")),
    "change": (("field", "field name"), ("value", "value")),
    "operation": (("op", "operation"), ("key", "key"), ("value", "value")),
    "mapping": (("source", "source name"), ("target", "target name")),
    "step": (("do", "step action"), ("target", "target name")),
}
_ACTIONS = {"move": ("fade_in", "slide_in", "scale_up", "fade_out", "pop"),
            "step": ("click", "type", "wait", "scroll"),
            "operation": ("add", "replace", "remove")}


def example_fields(description: str) -> dict[str, Any] | None:
    """The first flat JSON object a description shows inside a list: its fields and example values."""
    start = description.find("[{")
    while start >= 0:
        hit = _OBJECT.match(description, start + 1)
        if hit:
            try:
                obj = json.loads(hit.group(0))
            except ValueError:
                obj = None
            if isinstance(obj, dict) and obj and all(isinstance(v, (str, int, float, bool)) for v in obj.values()):
                return obj
        start = description.find("[{", start + 2)
    return None


def _like(example: str, rng: random.Random) -> str:
    """A value shaped as the example (an item path "2/0/5"): its digits drawn afresh."""
    return re.sub(r"\d", lambda m: str(rng.randint(0, 9 if m.start() else 6)), example)


def free_items(list_words: list[str], description: str, n: int, rng: random.Random,
               make: Callable[[str, list[str], type], Any]) -> list[dict]:
    """`n` items for a list named `list_words`; `make(kind_words, field_words, type)` makes one field's value."""
    shown = example_fields(description)
    noun = singular(list_words[-1]) if list_words else ""
    out: list[dict] = []
    seen: set = set()

    def fresh(key: str, field_words: list[str], typ: type) -> Any:
        value = make(key, field_words, typ)
        for _ in range(4):  # two renames to one name, one item in two clusters: no list anyone writes
            if not isinstance(value, str) or value not in seen:
                break
            value = make(key, field_words, typ)
        seen.add(value)
        return value

    for i in range(n * 3):
        if len(out) >= n:
            break
        item: dict[str, Any] = {}
        if shown:
            for key, ex in shown.items():
                if isinstance(ex, bool):
                    item[key] = ex
                elif isinstance(ex, (int, float)):
                    item[key] = fresh(key, words(key), type(ex))
                elif re.fullmatch(r"[\d/.:\- ]+", ex):
                    item[key] = _like(ex, rng)
                else:
                    item[key] = fresh(key, words(key), str)
        elif noun in _BY_NOUN:
            for key, said in _BY_NOUN[noun]:
                if key in ("effect", "do", "op"):
                    item[key] = rng.choice(_ACTIONS.get(noun, ("add",)))
                elif key == "items":
                    item[key] = [fresh("name", ["item", "name"], str) for _ in range(2)]
                elif noun == "update" and key == "value" and isinstance(item.get("property"), str):
                    from seer.generate.symbolic.motion import property_value  # here: motion reads values, which reads items

                    item[key] = property_value(item["property"], rng)  # an anchor point's [x, y], an opacity's 75: never a sentence
                else:
                    item[key] = fresh(key, said.split(), str)
        else:
            item["name"] = fresh("name", [noun or "item", "name"], str)
        if item not in out and all(v not in ("", None, []) for v in item.values()):
            out.append(item)
    return out
