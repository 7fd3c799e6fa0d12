"""Stage 3, mocks: what each call returns, sharing the scenario's world.

A `Need` is a value a later call will use: the mock puts it where the producer would return it
(the matched outputSchema field, or an item of an inferred listing), and the world assigns it
to the consumer. Shapes: the tool's example output (grounding high), a similar tool's example
(medium), the outputSchema (low), else a shape read from the verb (listings, records, receipts).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from seer.generate.symbolic.args import PATH_WORDS, World, flat_args
from seer.generate.symbolic.cards import FREE_TEXT, OutputField, Param, Profile
from seer.generate.symbolic.lexicon import plural, words
from seer.generate.symbolic.values import MISSING, ValueMaker, fits
from seer.generate.symbolic import vocab
from seer.generate.symbolic.examples import from_example
from seer.harness.checks import found, leaves, norm_text
from seer.harness.model import MockOutput

LISTING_VERBS = frozenset("list search find query scan browse discover ls grep tree history log".split())


@dataclass
class Need:
    consumer: int  # index of the call that will use the value
    param: Param
    field: OutputField | None


class MockError(ValueError):
    """No mock valid against the outputSchema after the allowed tries."""


def make_mock(p: Profile, args: dict[str, Any], needs: list[Need], world: World, rng: random.Random,
              similar_example: Any = None) -> MockOutput:
    args = flat_args(p, args)  # look through a wrapper object: echoes and paths use the parameters
    values = [(n, _need_value(n, args, rng)) for n in needs]
    values = [(n, v) for n, v in values if v is not MISSING]
    tool = p.tool
    if tool.examples:
        out, kept = from_example(rng.choice(tool.examples), values, args)
        if tool.output_schema is None or fits(tool.output_schema, out):
            return _assign(world, kept, MockOutput(output=out, grounding="high"))
    if tool.output_schema is not None and p.structured:
        return _assign(world, *_from_schema(p, args, values, rng))
    if similar_example is not None and tool.output_schema is None:
        out, kept = from_example(similar_example, values, args)
        return _assign(world, kept, MockOutput(output=out, grounding="medium"))
    shaped = _inferred(p, args, values, rng)
    if tool.output_schema is None:
        return _assign(world, values, MockOutput(output=shaped, grounding="low"))
    return _assign(world, values, MockOutput(output=_textual(tool.output_schema, shaped, rng), grounding="low"))


def error_mock(p: Profile, args: dict[str, Any], rng: random.Random) -> MockOutput:
    args = flat_args(p, args)
    subject = next((f"{k} {v!s}" for k, v in args.items() if isinstance(v, (str, int)) and not isinstance(v, bool)), p.nouns[-1])
    code, text = rng.choice([(404, "not found"), (403, "permission denied for"), (409, "conflict on"), (422, "invalid value for")])
    message = f"{text} {subject}" if not text.endswith(("for", "on")) else f"{text} {subject}"
    if text == "not found":
        message = f"{subject} not found"
    return MockOutput(output={"error": {"code": code, "message": message}}, grounding="low", is_error=True)


def _assign(world: World, values: list, mock: MockOutput) -> MockOutput:
    """Hand each need's value to its consumer, only if the mock really returns it."""
    text = "\n".join(norm_text(v) for v in leaves(mock.output, keys=True))
    for need, value in values:
        if found(value, text):
            world.assigned[(need.consumer, need.param.name)] = value
    return mock


def _need_value(need: Need, args: dict[str, Any], rng: random.Random) -> Any:
    schema = need.param.item_schema
    maker = ValueMaker(rng)
    for _ in range(3):
        value = maker.make(schema, need.param.name, 0, need.param.words + (["dir"] if need.param.folder else []))
        if isinstance(value, str) and set(need.param.words) & PATH_WORDS and not need.param.folder:
            base = next((v for k, v in args.items() if isinstance(v, str) and v.startswith("/") and set(words(k)) & PATH_WORDS), None)
            joined = f"{base.rstrip('/')}/{value.rsplit('/', 1)[-1]}" if base else value
            value = joined if fits(schema, joined) else value
        if need.field is None or fits(need.field.schema, value):
            return value
        alt = maker.make(need.field.schema, need.param.name)
        if fits(schema, alt):
            return alt
    return MISSING


def _set_path(out: Any, path: tuple[str, ...], value: Any) -> None:
    node = out
    for i, key in enumerate(path):
        last = i == len(path) - 1
        if key == "[]":
            if not node:
                node.append({})
            node = node[0]
            continue
        if last:
            node[key] = value
        else:
            if not isinstance(node.get(key), (dict, list)):
                node[key] = [] if path[i + 1] == "[]" else {}
            node = node[key]


def _from_schema(p: Profile, args: dict[str, Any], values: list, rng: random.Random):
    schema = p.tool.output_schema
    echo = {tuple(words(k)): v for k, v in args.items()}

    def lookup(ws: list[str], sch: dict) -> Any:
        if ws in (["success"], ["ok"]) and fits(sch, True):
            return True  # a normal scenario's calls succeed; failures are kind "error"
        v = echo.get(tuple(ws), MISSING)
        return v if v is not MISSING and fits(sch, v) else MISSING

    for attempt in range(6):
        placed = values if attempt < 4 else []
        out = ValueMaker(rng, lookup, 0.6 if attempt < 3 else 0.0).make(schema)
        try:
            for need, value in placed:
                if need.field is not None:
                    _set_path(out, need.field.path, value)
        except (TypeError, AttributeError, IndexError):
            continue
        if fits(schema, out):
            return [(n, v) for n, v in placed if n.field is not None], MockOutput(output=out, grounding="low")
    raise MockError(f"{p.name}: no mock valid against outputSchema")


def _free_text(name: str) -> bool:
    """A parameter holding prose (message, body, note), not echoed back in a receipt."""
    ws = words(name)
    return bool(ws) and ws[-1] in FREE_TEXT


def _field_name(p: Profile, param: Param) -> str:
    ws = param.words
    if len(ws) > 1 and ws[0] in p.nouns:
        return "_".join(ws[1:])
    return param.name


def _item(p: Profile, values: list, rng: random.Random, first: bool) -> dict[str, Any]:
    noun = p.nouns[-1]
    item: dict[str, Any] = {}
    for need, value in values:
        name = _field_name(p, need.param)
        item[name] = value if first else ValueMaker(rng).make(need.param.item_schema, need.param.name)
    for key, value in vocab.entity_fields(noun, rng).items():
        item.setdefault(key, value)
    if not vocab.NOUN_FIELDS.get(noun):
        item.setdefault("name", vocab.entity_value(noun, rng))
    if rng.random() < 0.6:
        item[rng.choice(["updated", "created"])] = f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    if rng.random() < 0.4:
        item["status"] = rng.choice(["active", "open", "archived", "ready"])
    return item


def _inferred(p: Profile, args: dict[str, Any], values: list, rng: random.Random) -> dict[str, Any]:
    noun = p.nouns[-1]
    if p.read and (p.verb in LISTING_VERBS or (p.words and p.words[-1].endswith("s"))):
        n = rng.randint(2, 4)
        cap = [v for k, v in args.items() if set(words(k)) & {"limit", "max", "count", "top", "size"}
               and isinstance(v, int) and not isinstance(v, bool) and v >= 1]
        n = min([n, *cap])  # a listing honours the limit it was asked for
        items = [_item(p, values, rng, i == 0) for i in range(n)]
        rng.shuffle(items)
        return {plural(noun): items, "total": n}
    if p.read:
        record = _item(p, values, rng, True)
        record.update({k: v for k, v in args.items() if not _free_text(k) and k not in record})
        return {noun: record}
    receipt: dict[str, Any] = {"ok": True, "action": p.verb, noun: {k: v for k, v in args.items() if not _free_text(k)},
                               "completed_at": f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(7, 19):02d}:{rng.randint(0, 59):02d}:00Z"}
    for need, value in values:
        receipt[_field_name(p, need.param)] = value
    return receipt


def _flat(node: dict[str, Any]):
    """(key, scalar) pairs of a nested record, for writing it as text lines."""
    for k, v in node.items():
        if isinstance(v, dict):
            yield from _flat(v)
        elif isinstance(v, list):
            yield k, ", ".join(str(x) for x in v if not isinstance(x, (dict, list)))
        else:
            yield k, v


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
    lines = []
    for key, value in shaped.items():
        if isinstance(value, list):
            for item in value:
                if isinstance(item, dict):
                    head = item.get("path") or item.get("name")
                    rest = ", ".join(f"{k}: {v}" for k, v in item.items() if item.get(k) is not head)
                    lines.append(f"- {head}" + (f" ({rest})" if rest else ""))
        elif isinstance(value, dict):
            lines.extend(f"{k}: {v}" for k, v in _flat(value))
        else:
            lines.append(f"{key}: {value}")
    text = "\n".join(lines)
    for _ in range(3):
        out = ValueMaker(rng, optional_share=0.0).make(schema)
        if isinstance(out, dict):
            key = next((k for k, v in out.items() if isinstance(v, str)), None)
            if key is not None:
                out[key] = text
        if fits(schema, out):
            return out
    raise MockError("no textual mock valid against outputSchema")
