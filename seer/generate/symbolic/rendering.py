"""How a value reads in a request: a key's label in words ("old text"), a value quoted as a person types it."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from seer.generate.symbolic.lexicon import words
from seer.generate.symbolic.phrasing import ABBREVIATIONS
from seer.harness.checks import norm_text


@lru_cache(maxsize=65536)
def label(path: str) -> str:
    """`$.edits[0].oldText` -> "old text"; the last named key of a JSON path, in words."""
    keys = [k for k in path.replace("[", ".[").split(".") if k and k != "$" and not k.startswith("[")]
    # a key with no word in it (":", "🔍") is labelled "value" too: every caller needs a word
    said = " ".join(ABBREVIATIONS.get(w, w) for w in words(keys[-1])) if keys else ""
    if said in _SWITCHES and len(keys) > 1:  # expectation.diffOptions.enabled: "diff turned on", never "enabled turned
        said = " ".join(w for w in words(keys[-2]) if w not in _GROUPS) or said  # on" (seed 1380)
    if said.startswith("number ") and len(said.split()) == 2 and said.endswith("s"):
        said = f"number of {said.split()[1]}"  # num_docs: "the number of documents", not "the number documents"
    said = _SAID_AS.get(said, said)  # find_what: "the text to find Logo", not "the find what Logo"
    return said or "value"


_SWITCHES = frozenset({"enabled", "enable", "active", "on"})  # a switch of the options group it sits in
_GROUPS = frozenset({"options", "option", "settings", "config", "opts", "params"})
_SAID_AS = {"find what": "text to find", "change to": "replacement", "replace with": "replacement", "find": "text to find"}


def labelled(lab: str, shown: str) -> str:
    """"node node-pool-a" says its label twice: the value alone then."""
    last = lab.split()[-1].lower() if lab.split() else ""
    if len(lab.split()) > 1 and shown.startswith('"'):  # target_layer="Layer 1": "the target layer "Layer 1"", never
        return f"{lab} {shown}"  # "move objects ... and "Layer 1"" (seed 1386): a name in quotes is no label
    return shown if last and shown.strip('"').lower().startswith(last) else f"{lab} {shown}"


def render(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, (int, float)):
        return norm_text(value)
    if isinstance(value, str):
        if value[:1] in "{[" and _is_json(value):
            return f"`{value}`"  # a JSON value quoted in code marks, not in quotes it already holds
        if '"' in value and "`" not in value and "\n" not in value:
            return f"`{value.strip()}`"  # a line of code or JSON ('"debug": false,') in code marks, never in nested quotes
        return f'"{value}"' if (" " in value or not value) else value
    return json.dumps(value, ensure_ascii=False)


def _is_json(text: str) -> bool:
    try:
        json.loads(text)
    except ValueError:
        return False
    return True
