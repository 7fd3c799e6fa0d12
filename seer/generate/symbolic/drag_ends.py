"""What a drag moves and where it drops it: a card to a column, an item to a list, a file to an upload area, the way
drag-and-drop tests exercise a page (seed 1251: drag_drop dragged the "Search" button onto "Contact sales", and
mouse_drag dragged to "Download report": buttons are clicked, not dropped on)."""

from __future__ import annotations

import random
from typing import Any

from seer.generate.symbolic.cards import Profile

# (what is dragged, where it is dropped), each a pair a drag-and-drop test would use
DRAG_PAIRS = (("Column A", "Column B"), ("Task card: Fix login bug", "Done column"), ("Item 1", "Item 4"),
              ("report-q3.pdf", "Upload area"), ("Wireless headphones", "Cart"), ("Slider handle", "Slider track end"),
              ("Photo 3", "Album: Summer 2026"))
_SOURCE = frozenset("source from start drag origin".split())
_TARGET = frozenset("target to destination drop end".split())


def fit_drag_ends(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    if "drag" not in p.words and "drag" not in p.name.lower():
        return
    ends = [x for x in p.params if x.words[-1:] == ["element"] and len(x.words) > 1 and isinstance(x.get(args), str)]
    source = next((x for x in ends if x.words[0] in _SOURCE), None)
    target = next((x for x in ends if x.words[0] in _TARGET), None)
    if source is None or target is None:
        return
    dragged, dropped = rng.choice(DRAG_PAIRS)
    if source.name not in forced:
        source.put(args, dragged)
    if target.name not in forced:  # a carried source (a card seen before) is dropped on a place, never on "Column B"
        places = [t for _s, t in DRAG_PAIRS if t != "Column B"]  # (the other of a pair of columns)
        target.put(args, dropped if source.name not in forced else rng.choice(places))
    if target.get(args) == source.get(args):  # mouse_drag from "Sign in" e380 to "Sign in" e380 (seed 1342): both ends
        target.put(args, rng.choice([t for _s, t in DRAG_PAIRS if t != "Column B"]))  # carried from one hover; the drop
        refs = [x for x in p.params if x.words[-1:] == ["ref"] and len(x.words) > 1 and isinstance(x.get(args), str)]
        to_ref = next((x for x in refs if x.words[0] in _TARGET), None)  # is a place of its own, with its own ref
        from_ref = next((x for x in refs if x.words[0] in _SOURCE), None)
        if to_ref is not None and from_ref is not None and to_ref.get(args) == from_ref.get(args):
            to_ref.put(args, f"e{rng.randint(100, 499)}")
