"""Two views of one page agree: get_accessibility_tree showed a "Sign in" button and a "Pricing" link, and
get_interactive_elements of the same page a moment later listed "Next", "Submit order", "Contact sales" and "Download
report". The first view of a page's controls names them; a later listing of interactive elements lists those controls
(their roles as tags), an element a call goes on to use keeping its own text."""

from __future__ import annotations

import json
from typing import Any

from seer.harness.checks import objects
from seer.harness.model import MockOutput

_ROLE_TAGS = {"button": "button", "link": "a", "textbox": "input", "searchbox": "input", "checkbox": "input",
              "combobox": "select"}
_NAVIGATES = frozenset("navigate open goto go url back forward refresh reload switch tab".split())


def page_views_agree(profiles: list[Any], calls: list[dict[str, Any]], mocks: list[MockOutput | None]) -> None:
    """In place, over a scenario's mocks; a navigation between two views starts a new page."""
    controls: list[tuple[str, str]] = []
    for i, (p, m) in enumerate(zip(profiles, mocks)):
        if set(p.words) & _NAVIGATES and not p.read:
            controls = []
        if m is None or m.is_error or m.grounding == "high":
            continue
        nodes = [n for n in objects(m.output) if isinstance(n.get("role"), str) and isinstance(n.get("name"), str)]
        if nodes and not controls:
            controls = [(_ROLE_TAGS[n["role"]], n["name"]) for n in nodes if n["role"] in _ROLE_TAGS]
            continue
        elements = [n for n in objects(m.output) if isinstance(n.get("tag"), str) and isinstance(n.get("text"), str) and "ref" in n]
        if not controls or len(elements) < 2 or not p.read:
            continue
        used = json.dumps(calls[i + 1:])
        free = [e for e in elements if f'"{e["text"]}"' not in used and f'"{e["ref"]}"' not in used]
        taken = {e["text"] for e in elements if e not in free}
        for e, (tag, text) in zip(free, [c for c in controls if c[1] not in taken]):
            e["tag"], e["text"] = tag, text
