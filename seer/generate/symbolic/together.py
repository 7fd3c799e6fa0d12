"""Values said together: a list of records with names and links record by record, a search body's match as a
search, a locator and its value as one element, a colour's three channels as one colour."""

from __future__ import annotations

import re
from typing import Any

from seer.generate.symbolic.rendering import label, render

_AS_LINK = frozenset("url uri link href endpoint".split())
_LOCATOR = frozenset("by strategy locator_type".split())


_ITEM = re.compile(r"(.*)\[(\d+)\]\.(\w+)")


def _named_links(items) -> tuple[list, list[tuple[str, str]]]:
    """A list of records that each have a name and a link (attachments: filename + url) is said
    record by record ("the attachments deploy.sh (https://...) and main.py (https://...)"), never its
    names and its links apart ("at deploy.sh and main.py ... URLs ... and ...")."""
    rows: dict[str, dict[int, dict[str, Any]]] = {}
    for path, value in items:
        m = _ITEM.fullmatch(path)
        if m and isinstance(value, str):
            rows.setdefault(m[1], {}).setdefault(int(m[2]), {})[m[3]] = value
    said, used = [], set()
    for lst, recs in rows.items():
        pairs = []  # (index, name key, link key, record) of each record whose name and link are both still to say
        for i, rec in recs.items():
            name = next((k for k in rec if label("$." + k).split()[-1].lower() in ("filename", "name", "title")), None)
            link = next((k for k in rec if label("$." + k).split()[-1].lower() in _AS_LINK), None)
            if name and link:
                pairs.append((i, name, link, rec))
        if not pairs:
            continue
        shown = [f"{render(r[n])} ({r[k]})" for _i, n, k, r in pairs]
        body = " and ".join(shown) if len(shown) <= 2 else ", ".join(shown[:-1]) + " and " + shown[-1]
        said.append(f"the {label(lst)} {body}")
        used |= {f"{lst}[{i}].{key}" for i, n, k, _r in pairs for key in (n, k)}
    return [(path, v) for path, v in items if path not in used], said


_QUERY_LEAF = re.compile(r".*\.(match|match_phrase|term|prefix|wildcard)\.([A-Za-z_][\w.]*)$")


def _query_leaves(items) -> tuple[list, list[str]]:
    """A search body's match is said as a search ('for "quarterly report" in the description field'),
    not as a value labelled by its field ('named "quarterly report"' of a match on title)."""
    said, rest = [], []
    for path, value in items:
        m = _QUERY_LEAF.fullmatch(path)
        if m is None or isinstance(value, (dict, list)):
            rest.append((path, value))
            continue
        field = m[2].replace("_", " ")
        said.append(f"where {field} is {render(value)}" if m[1] == "term" or " " not in str(value) else
                    f"for {field}s starting with {render(value)}" if m[1] == "prefix" else f"for {render(value)} in the {field} field")
    return rest, said


_LOCATE = {"id": "with id {v}", "css": "matching {v}", "css selector": "matching {v}", "xpath": "at {v}", "class": "with class {v}",
           "class name": "with class {v}", "name": "named {v}", "tag": "with tag {v}", "tag name": "with tag {v}",
           "link text": "with link text {v}", "partial link text": "whose link text has {v}"}


def _located(items) -> tuple[list, list[str]]:
    """A locator strategy and its value are one element: "for the element with class alert-danger", never "the
    value alert-danger by class" (the value said as the thing the tool gets)."""
    by = next(((path, v) for path, v in items if label(path) in _LOCATOR | {"locator strategy"} and isinstance(v, str)
               and v.lower() in _LOCATE), None)
    value = next(((path, v) for path, v in items if label(path) == "value" and isinstance(v, str)), None)
    if by is None or value is None or by[0].rsplit(".", 1)[0] != value[0].rsplit(".", 1)[0]:
        return items, []
    said = "for the element " + _LOCATE[by[1].lower()].format(v=render(value[1]))
    return [it for it in items if it not in (by, value)], [said]


def _colour_triplets(items) -> tuple[list, list[str]]:
    """fill_r, fill_g, fill_b are one colour: "the fill RGB 95, 40, 12", not "a fill r of 95, the fill g 40 ..."."""
    by: dict[str, dict[str, Any]] = {}
    for path, value in items:
        ws = label(path).split()
        if len(ws) > 1 and ws[-1] in ("r", "g", "b") and isinstance(value, (int, float)) and not isinstance(value, bool):
            by.setdefault(" ".join(ws[:-1]), {})[ws[-1]] = (path, value)
    said, used = [], set()
    for name, trio in by.items():
        if len(trio) == 3:
            said.append(f"the {name} RGB {', '.join(render(trio[c][1]) for c in ('r', 'g', 'b'))}")
            used |= {trio[c][0] for c in trio}
    return [(path, v) for path, v in items if path not in used], said


_FIELD = re.compile(r"(.*)\[(\d+)\]\.(\w+)(?:\[\d+\])?")
_NEW_NAME = frozenset({"name", "new name", "to", "new"})


def _records(items) -> tuple[list, list[str]]:
    """A list of records with two fields or more is said record by record ("the renames 5/9/7 to
    "Hero title" and 6/8/0 to "Price tag"", "the moves "Title" (effect fade_in) and ..."), never as
    each field's values apart ("items 5/9/7 and 6/8/0 named "Hero title""), which loses who goes with what."""
    rows: dict[str, dict[int, dict[str, list]]] = {}
    for path, value in items:
        m = _FIELD.fullmatch(path)
        if m and not isinstance(value, (dict, list)):
            rows.setdefault(m[1], {}).setdefault(int(m[2]), {}).setdefault(m[3], []).append((path, value))
    said, used = [], set()
    for lst, recs in rows.items():
        if len(recs) < 1 or not all(len(rec) >= 2 for rec in recs.values()):
            continue
        shown = []
        for _i, rec in sorted(recs.items()):
            fields = list(rec.items())
            vals = {k: " and ".join(render(v) for _p, v in pv) for k, pv in fields}
            new = next((k for k, _pv in fields[1:] if label("$." + k) in _NEW_NAME and len(rec[k]) == 1), None)
            if set(rec) == {"x", "y"} and all(len(pv) == 1 for pv in rec.values()):
                shown.append(f"({vals['x']}, {vals['y']})")  # an anchor at x 200, y 100: "(200, 100)", never "200 (y 100)"
            elif set(rec) == {"width", "height"} and all(len(pv) == 1 for pv in rec.values()):
                shown.append(f"{vals['width']}×{vals['height']}")  # a size: "320×240", never "320 (height 240)"
            elif new is not None and len(fields) == 2:
                first = fields[0][0]
                shown.append(f"{vals[first]} to {vals[new]}")
            else:
                head, *rest = fields
                shown.append(f"{vals[head[0]]} ({', '.join(label('$.' + k) + ' ' + vals[k] for k, _pv in rest)})")
            used |= {p for _k, pv in fields for p, _v in pv}
        body = " and ".join(shown) if len(shown) <= 2 else ", ".join(shown[:-1]) + " and " + shown[-1]
        said.append(f"the {label(lst)} {body}")
    return [(path, v) for path, v in items if path not in used], said


_CELL = re.compile(r"(.*)\[(\d+)\]\[(\d+)\]")


def _point_lists(items) -> tuple[list, list[str]]:
    """A list of points ([[120, 90], [120, 540]]) is said point by point ("the points (120, 90) and (120, 540)"),
    never as its numbers pooled ("points 120, 90 and 540", a repeated 120 lost)."""
    rows: dict[str, dict[int, dict[int, tuple[str, Any]]]] = {}
    for path, value in items:
        m = _CELL.fullmatch(path)
        if m and isinstance(value, (int, float)) and not isinstance(value, bool):
            rows.setdefault(m[1], {}).setdefault(int(m[2]), {})[int(m[3])] = (path, value)
    said, used = [], set()
    for lst, pts in rows.items():
        shown = [f"({', '.join(render(v) for _j, (_p, v) in sorted(pt.items()))})" for _i, pt in sorted(pts.items())]
        body = " and ".join(shown) if len(shown) <= 2 else ", ".join(shown[:-1]) + " and " + shown[-1]
        said.append(f"the {label(lst)} {body}")
        used |= {p for pt in pts.values() for p, _v in pt.values()}
    return [(path, v) for path, v in items if path not in used], said


_NESTED = re.compile(r"(.*)\[(\d+)\]\.(\w+)\.(\w+)")
_CHANNELS = frozenset("c m y k r g b type value".split())


def coloured_records(items) -> tuple[list, list[str]]:
    """A list of records that each hold a colour (a gradient's stops) is said stop by stop: "the stops CMYK 25, 78, 59, 88
    at 0 and gray 89 at 100 (mid point 18)", never "the position [0, 100], the value 89 and the color CMYK ..."."""
    rows: dict[str, dict[int, dict[str, dict[str, tuple[str, Any]]]]] = {}
    for path, value in items:
        if isinstance(value, (dict, list)):
            continue
        m = _NESTED.fullmatch(path)
        if m and m[4] in _CHANNELS:
            rows.setdefault(m[1], {}).setdefault(int(m[2]), {"colour": {}, "fields": {}})["colour"][m[4]] = (path, value)
        elif (f := _FIELD.fullmatch(path)) and "[" not in path[len(f[1]) + 1:].split("]", 1)[1]:
            rows.setdefault(f[1], {}).setdefault(int(f[2]), {"colour": {}, "fields": {}})["fields"][f[3]] = (path, value)
    said, used = [], set()
    for lst, recs in rows.items():
        shown, paths = [], set()
        for _i, rec in sorted(recs.items()):
            ch = {k: v for k, (_p, v) in rec["colour"].items()}
            if all(k in ch for k in "cmyk"):
                colour = "CMYK " + ", ".join(render(ch[k]) for k in "cmyk")
            elif all(k in ch for k in "rgb"):
                colour = "RGB " + ", ".join(render(ch[k]) for k in "rgb")
            elif isinstance(ch.get("value"), (int, float)):
                colour = f"gray {render(ch['value'])}"
            else:
                break
            fields = dict(rec["fields"])
            at = next((fields.pop(k) for k in ("position", "offset", "location") if k in fields), None)
            text = colour + (f" at {render(at[1])}" if at else "")
            if fields:
                text += f" ({', '.join(label('$.' + k) + ' ' + render(v) for k, (_p, v) in fields.items())})"
            shown.append(text)
            paths |= {p for part in rec.values() for p, _v in part.values()}
        else:
            if len(shown) >= 2:
                said.append(f"the {label(lst)} " + (" and ".join(shown) if len(shown) == 2 else ", ".join(shown[:-1]) + " and " + shown[-1]))
                used |= paths
    return [(path, v) for path, v in items if path not in used], said


def _colour_objects(items) -> tuple[list, list[str]]:
    """stroke_color {type: cmyk, c, m, y, k} is one colour: "the stroke color CMYK 40, 15, 42, 25", never "the c 40,
    a m of 15, the y 42 and the k 25"."""
    by: dict[str, dict[str, tuple[str, Any]]] = {}
    for path, value in items:
        head, _, key = path.rpartition(".")
        if key in ("c", "m", "y", "k", "r", "g", "b", "type", "tolerance", "value") and head != "$":
            by.setdefault(head, {})[key] = (path, value)
    said, used = [], set()
    for head, ch in by.items():
        for model, keys in (("CMYK", "cmyk"), ("RGB", "rgb")):
            if all(k in ch for k in keys) and all(isinstance(ch[k][1], (int, float)) for k in keys):
                lab = label(head)
                lab = "new " + lab[3:] if lab.startswith("to ") else "current " + lab[5:] if lab.startswith("from ") else lab
                text = f"the {lab} {model} {', '.join(render(ch[k][1]) for k in keys)}"
                if "tolerance" in ch:
                    text += f" (tolerance {render(ch['tolerance'][1])})"
                said.append(text)
                used |= {ch[k][0] for k in (*keys, "type", "tolerance") if k in ch}
                break
        else:
            if ch.get("type", (None, None))[1] == "gray" and isinstance(ch.get("value", (None, None))[1], (int, float)):
                said.append(f"the {label(head)} gray {render(ch['value'][1])}")  # check_contrast(color1={type: gray,
                used |= {ch[k][0] for k in ("type", "value", "tolerance") if k in ch}  # value: 37}): "the color1 gray 37"
    return [(path, v) for path, v in items if path not in used], said
