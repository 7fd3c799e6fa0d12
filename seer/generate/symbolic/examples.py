"""Mocks from example outputs (the spec's or a side file's): the example's shape and data,
made to agree with the call and to hand on what later calls need."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.clone import clone
from seer.generate.symbolic.lexicon import words
from seer.generate.symbolic.values import MISSING, fits


def from_example(example: Any, values: list, args: dict[str, Any]) -> tuple[Any, list]:
    """The example's structure and data, made to agree with this call: leaves named like an
    argument take the argument's value; a need takes the example's own value where the example
    has a field for it (and it suits the consumer), else the need's value goes in that field."""
    out = clone(example)
    for k, v in args.items():
        if isinstance(v, (str, int, float)) and not isinstance(v, bool):
            old = _find_first(out, {_norm_key(k)})
            if _replace_first(out, {_norm_key(k)}, v) and isinstance(old, str) and isinstance(v, str):
                _follow(out, old, v)
    kept = []
    for need, value in values:
        names = {_norm_key(need.param.name)} | ({_norm_key(need.field.path[-1])} if need.field else set())
        own = _find_first(out, names)
        if own is not MISSING and fits(need.param.item_schema, own) and own not in args.values():
            value = own
        elif not _replace_first(out, names, value) and isinstance(out, dict):
            out[need.param.name] = value
        kept.append((need, value))
    return out, kept


def _norm_key(key: str) -> str:
    return "_".join(words(key))


def _find_first(node: Any, keys: set[str]) -> Any:
    if isinstance(node, dict):
        for k, v in node.items():
            if _norm_key(k) in keys and not isinstance(v, (dict, list)):
                return v
        for v in node.values():
            hit = _find_first(v, keys)
            if hit is not MISSING:
                return hit
    elif isinstance(node, list) and node:
        return _find_first(node[0], keys)
    return MISSING


def _replace_first(node: Any, keys: set[str], value: Any) -> bool:
    if isinstance(node, dict):
        for k in node:
            if _norm_key(k) in keys and not isinstance(node[k], (dict, list)) and type(node[k]) is type(value):
                node[k] = value
                return True
        return any(_replace_first(v, keys, value) for v in node.values())
    if isinstance(node, list) and node:
        return _replace_first(node[0], keys, value)
    return False


def _follow(node: Any, old: str, new: str) -> None:
    """An id taken from the call (l_5t6y7u8i -> l_fkgr6ih0): text built on the old id (its url) follows;
    a folder taken from the call (/reports -> /home/chen/app/tests): the paths inside it move there."""
    import re

    if old.startswith("/") and new.startswith("/") and old != new:
        _follow_folder(node, old.rstrip("/") + "/", new.rstrip("/") + "/")
        return
    a, b = (re.fullmatch(r"[A-Za-z]{0,5}[_-]([a-z0-9]{6,})", x) for x in (old, new))
    if not (a and b) or old == new:
        return
    if isinstance(node, dict):
        for k, v in node.items():
            if isinstance(v, str) and a.group(1) in v and v != new:
                node[k] = v.replace(a.group(1), b.group(1))
            elif isinstance(v, (dict, list)):
                _follow(v, old, new)
    elif isinstance(node, list):
        for v in node:
            _follow(v, old, new)


def _follow_folder(node: Any, old: str, new: str) -> None:
    """Every path under `old` (ends with "/") is the same path under `new`: a listing of the folder asked."""
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for k, v in list(items):
        if isinstance(v, str) and v.startswith(old):
            node[k] = new + v[len(old):]
        elif isinstance(v, (dict, list)):
            _follow_folder(v, old, new)
