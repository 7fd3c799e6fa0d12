"""Objects found after a document's structure was shown are objects of that structure: get_document_structure listed
the Background layer's children (Logo mark, Hero image, Logo), then find_objects(type=group, layer_name=Background)
answered Logo and Header, neither a group of that layer (round 1234)."""

from __future__ import annotations

from typing import Any

from seer.harness.checks import objects


def _kind(t: Any) -> str:
    """TextFrame, text, PathItem, path, compound-path, CompoundPathItem: one word per kind of object."""
    k = str(t or "").lower().replace("-", "").replace("_", "").replace(" ", "").removesuffix("item")
    return {"textframe": "text", "compoundpath": "compoundpath", "placed": "image", "raster": "image"}.get(k, k)


def _structure_children(earlier: tuple) -> list[tuple[str, dict[str, Any]]]:
    """(layer name, child) of every layer a structure shown earlier in the request listed."""
    out = []
    for o in earlier:
        for node in objects(o):
            tree = node.get("structure") if isinstance(node, dict) else None
            layers = tree.get("layers") if isinstance(tree, dict) else None
            for layer in layers if isinstance(layers, list) else ():
                if isinstance(layer, dict) and isinstance(layer.get("name"), str):
                    out += [(layer["name"], c) for c in layer.get("children") or ()
                            if isinstance(c, dict) and isinstance(c.get("name"), str)]
    return out


def objects_follow_structure(args: dict[str, Any], out: Any, earlier: tuple, handed: set, pools: Any = None) -> dict[str, str]:
    """Rename the objects a search found to the children the structure showed of the layer and type asked for, in place;
    returns old name -> new name. Records holding a value a later call takes are kept; none is dropped when one would be."""
    lists = out.values() if isinstance(out, dict) else ()
    found = next((v for v in lists if isinstance(v, list) and v
                  and all(isinstance(r, dict) and "name" in r and "type" in r for r in v)), None)
    children = _structure_children(earlier) if found is not None else []  # (a read that found no objects walks nothing)
    if not children:
        return {}
    layer, kind, named = args.get("layer_name") or args.get("layer"), args.get("type"), args.get("name")
    fit = [(ln, c) for ln, c in children if (not isinstance(layer, str) or ln == layer)
           and (not kind or _kind(c.get("type")) == _kind(kind))
           and (not isinstance(named, str) or named.lower() in c["name"].lower())]  # find_objects(name="CTA button"): partial match
    if not kind:  # find_objects(font_name=Lato-Light) found text frames: only text can stand for them
        shown = {_kind(r.get("type")) for r in found}
        fit = [(ln, c) for ln, c in fit if _kind(c.get("type")) in shown]
    if not fit:
        return {}
    holds = [r for r in found if any(x in handed for x in r.values() if isinstance(x, (str, int)))]
    if len(holds) > len(fit):
        return {}
    found.sort(key=lambda r: r not in holds)  # a record a later call takes stays
    del found[len(fit):]
    renamed = {}
    for rec, (ln, child) in zip(found, fit):
        if rec["name"] != child["name"]:
            renamed[rec["name"]] = child["name"]
        rec["name"] = child["name"]
        if "layer" in rec:
            rec["layer"] = ln
        if kind and isinstance(rec.get("type"), str):
            rec["type"] = kind
    for pool in pools.values() if pools is not None else ():  # the world's own record of each: set_z_order(uuid) of it
        for kept in pool:  # answers "Hero image", never the name it was drawn with
            twin = next((r for r in found for f in ("uuid", "id")
                         if isinstance(kept, dict) and r.get(f) and kept.get(f) == r.get(f)), None)
            if twin is not None:
                kept.update({f: twin[f] for f in ("name", "layer", "type") if f in kept and f in twin})
    for k in ("total", "count"):
        if isinstance(out.get(k), int) and not isinstance(out[k], bool):
            out[k] = len(found)
    return renamed
