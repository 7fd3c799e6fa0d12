"""Results shaped by an outputSchema: fields filled by kind, echoes of the call's arguments, needs planted at
their paths, and an inferred result written into a schema without named fields."""

from __future__ import annotations

import random
import re
from typing import Any

from seer import kinds
from seer.generate.symbolic.clone import clone
from seer.generate.symbolic.args import World
from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.lexicon import singular, words
from seer.generate.symbolic.mocks.common import (
    ECHO_HANDLES,
    ECHO_KINDS,
    MockError,
    arg_kind,
)
from seer.generate.symbolic.values import MISSING, ValueMaker, fits
from seer.generate.symbolic.world import entity_noun
from seer.harness.checks import objects
from seer.harness.model import MockOutput
from seer.kinds.words import make_identifier


def _item_schema(schema: dict, path: tuple[str, ...]) -> dict:
    """The schema of the records of the first list on `path`."""
    node = schema
    for key in path:
        if key == "[]":
            return node.get("items") or {}
        node = (node.get("properties") or {}).get(key) or {}
    return {}


def _set_path(out: Any, path: tuple[str, ...], value: Any, at: int = 0, another=None) -> None:
    """Plant `value` at `path` in the record `at` of its (first) list; a list too short grows by `another()`."""
    node, listed = out, None
    for i, key in enumerate(path):
        last = i == len(path) - 1
        if key == "[]":
            if not node:
                node.append({})
            while len(node) <= at and another is not None:
                node.append(another())
            listed, node = node, node[min(at, len(node) - 1)]
            continue
        if last:
            node[key] = value
            owner = path[path.index("[]") - 1] if "[]" in path and path.index("[]") > 0 else ""
            for n, peer in enumerate(listed[1:] if last and isinstance(listed, list) else [], 2):
                if isinstance(peer, dict) and peer is not node and peer.get(key) == value and not isinstance(value, bool):  # the planted value is the pick's own
                    peer[key] = _another(value, n, f"{owner} {key}", listed, key) if isinstance(value, str) else \
                        value + n if isinstance(value, (int, float)) else peer[key]
        else:
            if not isinstance(node.get(key), (dict, list)):
                node[key] = [] if path[i + 1] == "[]" else {}
            node = node[key]


def _another(value: str, n: int, hint: str, listed: list, key: str) -> str:
    """A listed peer of the planted value, under another name of its kind: the remotes fork and origin, not fork and
    fork-2; a numbered twin only when the kind has no other name."""
    from seer.kinds.words import named_pool

    shown = {p.get(key) for p in listed if isinstance(p, dict)}
    return next((x for x in named_pool(hint) or () if x not in shown), f"{value}-{n}")


def _from_schema(p: Profile, args: dict[str, Any], values: list, rng: random.Random, record: dict | None = None):
    schema = p.tool.output_schema
    echo = {tuple(words(k)): v for k, v in (record or {}).items() if not isinstance(v, (dict, list))}
    echo.update({tuple(words(k)): v for k, v in args.items()})  # the entity the call names, as the world knows it
    # `pull_number` of a pull request tool comes back as its `number`; a notebook_id is no note's `id`
    handles = {tuple(words(k)[-1:]): v for k, v in args.items()
               if len(words(k)) > 1 and words(k)[-1] in ECHO_HANDLES and singular(words(k)[-2]) in p.nouns}

    ctx = dict(tool_name=p.ctx[0], tool_description=p.ctx[1])
    by_kind: dict[str, list] = {}
    for k, v in args.items():
        if isinstance(v, str):
            by_kind.setdefault(arg_kind(p, k), []).append(v)

    def lookup(ws: list[str], sch: dict) -> Any:
        if ws in (["success"], ["ok"]) and fits(sch, True):
            return True  # a normal scenario's calls succeed; failures are kind "error"
        v = echo.get(tuple(ws), MISSING)
        if v is MISSING and ws:  # threshold left out comes back as its default (0.35), not a drawn 24
            left = next((q for q in p.params if words(q.name) == ws and q.name not in args and "default" in (q.schema or {})), None)
            v = left.schema["default"] if left is not None and left.schema["default"] is not None else MISSING
        if v is MISSING and ws:  # the one argument of the field's kind comes back there (an address geocoded)
            same = by_kind.get(kinds.infer("_".join(ws), sch, **ctx))
            if same and len(same) == 1 and kinds.infer("_".join(ws), sch, **ctx) in ECHO_KINDS:
                v = same[0]
        if v is MISSING and len(ws) == 1:
            v = handles.get(tuple(ws), MISSING)  # `pull_number` comes back as the record's `number`
        if v is MISSING and len(ws) > 1 and ws[0] == "is":  # isBare: the `bare` asked for, else its default (off)
            flag = next((q for q in p.params if words(q.name) == ws[1:] and (q.schema or {}).get("type") == "boolean"), None)
            if flag is not None:
                default = (flag.schema or {}).get("default")
                v = args.get(flag.name, default if isinstance(default, bool) else False)
        return v if v is not MISSING and fits(sch, v) else MISSING

    for attempt in range(6):
        placed = values if attempt < 4 else []
        out = ValueMaker(rng, lookup, 0.6 if attempt < 3 else 0.0, context=p.ctx).make(schema)
        out = _own_id_form(p, out, args, rng)
        try:
            rows: dict[tuple, list] = {}  # per list on a path, the values planted in its records so far
            for need, value in placed:
                if need.field is None:
                    continue
                path = need.field.path
                if "[]" not in path:
                    _set_path(out, path, value)
                    continue
                items = value if isinstance(value, list) and value and not fits(need.field.schema, value) else [value]
                planted = rows.setdefault(path, [])
                maker = ValueMaker(rng, lookup, 0.6, context=p.ctx)
                for item in items:  # git_tag's commit and cherry_pick's commits from recentCommits[].hash: two listed
                    at = planted.index(item) if item in planted else len(planted)  # commits, never one written over
                    planted.append(item) if item not in planted else None
                    _set_path(out, path, item, at, lambda: maker.make(_item_schema(schema, path)))
        except (TypeError, AttributeError, IndexError):
            continue
        agreed = clone(out)
        _agree(agreed, args)  # an echoed argument the schema refuses (status "blocked" where the output enum has none) is not forced
        for candidate in (agreed, out) if agreed != out else (agreed,):  # the same value is checked once
            if fits(schema, candidate):
                return [(n, v) for n, v in placed if n.field is not None], MockOutput(output=candidate, grounding="low")
    raise MockError(f"{p.name}: no mock valid against outputSchema")


_GENERIC_ID = re.compile(r"(id|obj|rec)_[0-9a-z]{8}")


def _own_id_form(p: Profile, out: Any, args: dict[str, Any], rng: random.Random) -> Any:
    """Ids made up here have their entity's form: a new note is not_…, like every other note, and a listed
    notebook's id is a notebook's (the record's noun: the tool's own at the top, a list's item below)."""
    said = {v for v in args.values() if isinstance(v, str)}

    def walk(node: Any, noun: str) -> None:
        if isinstance(node, list):
            for item in node:
                walk(item, noun)
        elif isinstance(node, dict):
            own = node.get("id")
            if isinstance(own, str) and _GENERIC_ID.fullmatch(own) and own not in said:
                node["id"] = make_identifier(rng, hint=f"{noun} id")
            for k, v in node.items():
                if isinstance(v, (dict, list)) and words(k):
                    walk(v, singular(words(k)[-1]))

    if not p.nouns or not isinstance(out, dict):
        return out
    shaped = clone(out)
    walk(shaped, entity_noun(p.nouns))
    return shaped if shaped == out or fits(p.tool.output_schema, shaped) else out  # unchanged: no need to validate


def no_empty_records(p: Profile, out: Any, world: World, rng: random.Random, args: dict[str, Any] | None = None) -> Any:
    """A free-form object the schema leaves empty ({"artboard": {}}) is a record of its noun when the world
    knows the noun (an artboard's index, name and size), else an optional one is left out: no record says
    nothing. Top-level fields only; the result is kept only if it still fits the outputSchema."""
    from seer.generate.symbolic.mocks.art_filters import art_filters
    from seer.generate.symbolic.world import known_noun

    if not isinstance(out, dict):
        return out
    if p.read:  # ae_list_layers answered "layers": [] (free-form items): a listing lists the world's layers
        listed = clone(out)
        for node in [listed, *[v for v in listed.values() if isinstance(v, dict)]]:
            for k, v in node.items():
                noun = singular(words(k)[-1]) if words(k) else ""
                if v == [] and noun in p.words + p.nouns and known_noun(noun, p.ctx):
                    drawn, honoured = art_filters(p, args or {}, world.listing(noun, rng.randint(2, 4), rng, p.ctx), world, noun, rng)
                    node[k] = sorted(clone(drawn),  # ai_list_items(layer=8): the items of that layer
                                     key=lambda r: r.get("index") if isinstance(r.get("index"), int) else 0)  # in stacking order
                    layers = {r.get("layer") for r in drawn}
                    if isinstance(node.get("scope"), str) and len(layers) == 1 and any(words(h)[:1] == ["layer"] for h in honoured):
                        node["scope"] = layers.pop()  # the scope listed is the layer asked for, not an item's name
        out = listed if listed == out or fits(p.tool.output_schema, listed) else out
    shaped = dict(out)
    required = set(p.tool.output_schema.get("required") or [])
    for k, v in out.items():
        if v != {} or not words(k):
            continue
        noun = singular(words(k)[-1])
        if known_noun(noun, p.ctx):
            shaped[k] = world.keep(noun, world.new_record(noun, rng, p.ctx))
        elif k not in required:
            del shaped[k]
    return shaped if shaped == out or fits(p.tool.output_schema, shaped) else out


def _keep_listed(world: World, noun: str, out: Any) -> None:
    """The records an example listing shows are the world's: a later delete or read of one gets it."""
    if isinstance(out, dict):
        for v in out.values():
            if isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
                for rec in v:
                    world.keep(noun, rec)


def _agree(out: Any, args: dict[str, Any]) -> None:
    """A result that holds a field of an argument's name holds the argument's value there (in its
    first record, when none has it): a created tag carries the message it was given."""
    nodes = objects(out)
    for k, v in args.items():
        if isinstance(v, list) and v and all(isinstance(x, str) for x in v):  # cherry-pick a b: pickedCommits are a b
            last = singular(words(k)[-1]) if words(k) else ""
            for n in nodes:
                for f, x in n.items():
                    if f != k and isinstance(x, list) and x and all(isinstance(y, str) for y in x) and last \
                            and singular(words(f)[-1] if words(f) else "") == last:
                        n[f] = list(v)
            continue
        if isinstance(v, (dict, list, bool)) or v is None:
            continue
        held = [n for n in nodes if k in n and not isinstance(n[k], (dict, list))]
        if held and not any(n[k] == v for n in held) and type(held[0][k]) is type(v):
            held[0][k] = v


def _agreed(out: Any, args: dict[str, Any]) -> Any:
    _agree(out, args)  # git_tag(commit=X) lists the tags of X
    return out


def _flat(node: dict[str, Any]):
    """(key, scalar) pairs of a nested record, for writing it as text lines."""
    for k, v in node.items():
        if isinstance(v, dict):
            yield from _flat(v)
        elif isinstance(v, list):
            yield k, ", ".join(str(x) for x in v if not isinstance(x, (dict, list)))
        else:
            yield k, v


def _shown(value: Any) -> str:
    """A scalar as a tool's text shows it: a missing value is JSON's null, never Python's None (flags keep
    True/False: the later turns read those as flags, text.py)."""
    return "null" if value is None else str(value)


def _textual(schema: dict, shaped: dict[str, Any], rng: random.Random) -> Any:
    """An outputSchema without named fields: the inferred result as the schema allows it, either
    as it is, inside the schema's one free-form property ({"result": [...]}), or written as text
    into its first string property ({"content": string})."""
    props = list((schema.get("properties") or {}).items())
    listed = next((v for v in shaped.values() if isinstance(v, list)), None)
    candidates: list[Any] = [shaped]
    if props:
        key = next((k for k in schema.get("required") or [] if k in dict(props)), props[0][0])
        candidates += [{key: shaped}] + ([{key: listed}] if listed is not None else [])
    for cand in candidates:
        if fits(schema, cand):
            return cand
    strings = [k for k, v in props if isinstance(v, dict) and v.get("type") == "string"]
    if isinstance(shaped.get("content"), str) and len(strings) == 1 and len(shaped) <= 6 + len(strings):
        cand = {strings[0]: shaped["content"]}  # a file read as text: the text itself
        if fits(schema, cand):
            return cand
    lines = []
    said: set[str] = set()  # a key is written once: `action: create` is not followed by `action: <the record's>`
    for key, value in shaped.items():
        if isinstance(value, list):
            for item in value:
                if isinstance(item, dict) and item:
                    filed = isinstance(item.get("path"), str) and (item["path"].count("/") > 1 or "." in item["path"])
                    heads = ("path", "name", "title", "index", "key", "id") if filed else ("name", "title", "index", "key", "id", "path")
                    hk = next((k for k in heads if item.get(k) not in (None, "")), next(iter(item)))  # a cookie's path "/"
                    # is no head, nor a blank tab's empty title ("-  (handle: ..., url: about:blank)", seed 1455)
                    rest = ", ".join(f"{k}: {_shown(v)}" for k, v in item.items() if k != hk and v != "")
                    lines.append(f"- {item[hk]}" + (f" ({rest})" if rest else ""))
        elif isinstance(value, dict):
            for k, v in _flat(value):
                if k not in said:
                    said.add(k)
                    lines.append(f"{k}: {_shown(v)}")
        elif key not in said:
            said.add(key)
            lines.append(f"{key}: {_shown(value)}")
    text = "\n".join(lines)
    only = next(iter(shaped.values())) if len(shaped) == 1 else None
    if len(shaped) == 1 and not isinstance(only, (dict, list)) and next(iter(shaped)) in strings:
        text = _shown(only)  # a script's one value is the text ("7"), not "result: 7"
    for _ in range(3):
        out = ValueMaker(rng, optional_share=0.0).make(schema)
        if isinstance(out, dict):
            key = next((k for k, v in out.items() if isinstance(v, str)), None)
            if key is not None:
                out[key] = text
        if fits(schema, out):
            return out
    raise MockError("no textual mock valid against outputSchema")
