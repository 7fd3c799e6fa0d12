"""A tree read answers the tree of its thing, nested. s26/s27 rounds: ai_list_layers_tree ("the full layer tree
including sublayers, with per-layer item counts") answered a listing of .ai FILES, because a `tree` noun was read as a
folder's; directory_tree ("a recursive tree view ... as a JSON structure") answered a flat list of paths. A layer tree
holds layers (their sublayers and item counts, their items when asked); a folder's tree holds entries, each a file or a
directory with its children. Both are built from the world's own flat listing (the same layers and files every other
call shows), then nested."""

from __future__ import annotations

import json
import random
from typing import Any

from seer.generate.symbolic.lexicon import words

_FOLDER_NOUNS = frozenset({"directory", "directories", "folder", "folders", "dir", "file", "files", "filesystem"})
_TREE = frozenset({"tree", "hierarchy"})
_NOT_THE_THING = _TREE | frozenset({"full", "recursive", "whole", "entire", "nested"})


def tree_thing(p: Any) -> str | None:
    """What a read's tree holds: "layer" for a layer tree, "file" for a folder's tree, None when the call reads no tree
    (or a tree of something else, left to the other rules: an accessibility tree, a design document's structure)."""
    if not p.read or not (set(p.words) | set(p.nouns)) & _TREE:
        return None
    thing = [n for n in p.nouns if n not in _NOT_THE_THING]
    if not thing or set(thing) & _FOLDER_NOUNS:
        return "file"
    if thing[-1] in ("layer", "layers", "sublayer"):
        return "layer"
    return None


def tree_result(p: Any, args: dict[str, Any], values: list, rng: random.Random, world: Any, ctx: tuple[str, str],
                flat) -> dict[str, Any] | None:
    """The nested tree a tree read answers, built on `flat(noun)` (the world's listing of that noun, with the values handed
    on already placed), else None."""
    thing = tree_thing(p)
    if thing is None:
        return None
    listing = flat(thing)
    records = next((v for v in listing.values() if isinstance(v, list)), [])
    if thing == "layer":
        return _layer_tree(records, args, rng, world)
    return _file_tree(records, args, p)


def _layer_tree(layers: list[dict[str, Any]], args: dict[str, Any], rng: random.Random, world: Any) -> dict[str, Any]:
    """Top-level layers in stacking order, a layer whose record names a parent_layer nested under it as a sublayer; each
    with its item count (at least the items the world already put on it) and, with include_items, those items."""
    from seer.generate.symbolic.mocks.shapes import art_item_of

    with_items = any(v is True for k, v in args.items() if set(words(k)) & {"items", "item"} and "include" in words(k))
    cap = next((v for k, v in args.items() if "max" in words(k) and isinstance(v, int) and not isinstance(v, bool) and v >= 0), None)
    names = {r.get("name") for r in layers}
    nodes: dict[str, dict[str, Any]] = {}
    for rec in layers:
        node = {k: v for k, v in rec.items() if k != "parent_layer"}
        on = [i for i in world.records.get("item", []) if i.get("layer") == rec.get("name")]
        if with_items and not on:
            for kind in rng.sample(("PathItem", "GroupItem", "TextFrame"), rng.randint(1, 3)):
                item = art_item_of(kind, rng, rec.get("name"))
                if all(item["name"] != o["name"] for o in on):
                    on.append(world.keep("item", item))
        node["item_count"] = len(on) if with_items else max(len(on), rng.randint(2, 14))
        node["sublayers"] = []
        if with_items:
            node["items"] = [{k: i[k] for k in ("index", "name", "type") if k in i} for i in on][:cap]
        nodes[rec.get("name")] = node
    top = []
    for rec in layers:
        parent = rec.get("parent_layer")
        if parent in names and parent != rec.get("name") and not layers_parent(layers, parent):
            nodes[parent]["sublayers"].append(nodes[rec.get("name")])
        else:
            top.append(nodes[rec.get("name")])
    return {"layers": top, "total": len(layers)}


def layers_parent(layers: list[dict[str, Any]], name: Any) -> Any:
    """The parent_layer the layer `name` names (a sublayer's sublayers stay one level deep: none nests in a sublayer)."""
    return next((r.get("parent_layer") for r in layers if r.get("name") == name), None)


def _file_tree(files: list[dict[str, Any]], args: dict[str, Any], p: Any) -> dict[str, Any]:
    """The folder the call named (else the files' common folder) as a directory entry: its files by name, a file further
    down under its directories; written as the JSON text an outputSchema of one string asks for."""
    paths = [f["path"] for f in files if isinstance(f.get("path"), str)]
    root = next((v.rstrip("/") for k, v in args.items() if isinstance(v, str) and v.startswith("/") and "path" in words(k)
                 and "." not in v.rsplit("/", 1)[-1]), None)
    if root is None:
        root = _common_folder(paths)
    node: dict[str, Any] = {"name": root.rsplit("/", 1)[-1] or "/", "path": root, "type": "directory", "children": []}
    for path in paths:
        rel = path[len(root) + 1:] if path.startswith(root + "/") else path.rsplit("/", 1)[-1]
        at = node
        *dirs, name = rel.split("/")
        for d in dirs:
            sub = next((c for c in at["children"] if c["name"] == d and c["type"] == "directory"), None)
            if sub is None:
                sub = {"name": d, "type": "directory", "children": []}
                at["children"].append(sub)
            at = sub
        if all(c["name"] != name for c in at["children"]):
            at["children"].append({"name": name, "type": "file"})
    schema = getattr(p.tool, "output_schema", None) or {}
    props = schema.get("properties") or {}
    strings = [k for k, v in props.items() if isinstance(v, dict) and v.get("type") == "string"]
    if len(props) == 1 and strings:
        return {strings[0]: json.dumps(node, indent=2)}
    return {"tree": node}


def _common_folder(paths: list[str]) -> str:
    parts = [p.split("/")[:-1] for p in paths] or [[""]]
    common = []
    for seg in zip(*parts):
        if len(set(seg)) != 1:
            break
        common.append(seg[0])
    return "/".join(common) or "/"
