"""Per-slot response schemas: what constrained decoding (llama.cpp, vLLM, OpenAI, Gemini) makes
impossible to get wrong. Tool names are an enum of the slot's tools (a focus tool first and
required), each call's `arguments` is that tool's inputSchema, `quick_explanation` is required.

`sanitize` keeps the JSON Schema keywords grammar converters agree on (type, properties,
required, items, enum, const, anyOf/oneOf, lengths, counts) and drops the rest (`$ref`, patterns,
formats they may not know): the reply is still validated against the full schema afterwards.
"""

from __future__ import annotations

from typing import Any, Iterable

from seer.spec.model import Spec

_KEEP = {"type", "enum", "const", "minItems", "maxItems", "minLength", "maxLength", "description"}
MAX_DEPTH = 6


def sanitize(schema: Any, depth: int = 0) -> dict[str, Any]:
    if not isinstance(schema, dict) or depth > MAX_DEPTH:
        return {}
    out: dict[str, Any] = {k: v for k, v in schema.items() if k in _KEEP}
    if isinstance(out.get("description"), str):
        out["description"] = out["description"][:200]
    if isinstance(schema.get("properties"), dict):
        out["properties"] = {k: sanitize(v, depth + 1) for k, v in schema["properties"].items()}
        req = [r for r in schema.get("required") or [] if r in out["properties"]]
        if req:
            out["required"] = req
        out.setdefault("type", "object")
    if isinstance(schema.get("items"), dict):
        out["items"] = sanitize(schema["items"], depth + 1)
    for key in ("anyOf", "oneOf"):
        if isinstance(schema.get(key), list):
            out["anyOf"] = [sanitize(b, depth + 1) for b in schema[key] if isinstance(b, dict)]
    return out


def required_nonempty(schema: dict[str, Any]) -> dict[str, Any]:
    """Required string arguments get minLength 1: an empty required value cannot be sent."""
    props = schema.get("properties") or {}
    for name in schema.get("required") or []:
        p = props.get(name)
        if isinstance(p, dict) and p.get("type") == "string" and "enum" not in p and "const" not in p:
            p.setdefault("minLength", 1)
    return schema


_CALLS: dict[tuple[int, str], tuple[Any, dict[str, Any]]] = {}  # (id(tool), name) -> (tool, schema): built once per tool


def call_schema(spec: Spec, name: str) -> dict[str, Any]:
    """One call of `name` (shared, read-only: a request only serialises it)."""
    tool = spec.tool(name)
    hit = _CALLS.get((id(tool), name))
    if hit is not None and hit[0] is tool:
        return hit[1]
    made = _call_schema(spec, name)
    if len(_CALLS) > 50_000:
        _CALLS.clear()
    _CALLS[(id(tool), name)] = (tool, made)
    return made


def _call_schema(spec: Spec, name: str) -> dict[str, Any]:
    tool = spec.tool(name)
    args = required_nonempty(sanitize(tool.input_schema if tool else {}))
    args.setdefault("type", "object")
    return {"type": "object", "properties": {"tool": {"const": name}, "arguments": args,
                                             "quick_explanation": text(1, 200)},
            "required": ["tool", "arguments", "quick_explanation"]}


# upper bounds on free text: a grammar-constrained small model otherwise rambles inside a string
# until max_tokens (one card field took minutes on a 1.5B model at 3 tokens/s), and a cut-off reply
# is invalid JSON, i.e. one more request
SHORT, SENTENCE, PARAGRAPH = 80, 240, 600
SPLIT_TURN_CHARS = 300  # one turn of the paper's multi-turn split


def text(min_length: int = 1, max_length: int = SENTENCE) -> dict[str, Any]:
    return {"type": "string", "minLength": min_length, "maxLength": max_length}


def card_schema() -> dict[str, Any]:
    """The interpretation stage's reply: the four card fields, each a few sentences at most."""
    fields = ("what_it_does", "what_it_needs", "why_its_used", "enterprise_context")
    return {"type": "object", "properties": {f: text(1, SENTENCE) for f in fields}, "required": list(fields)}


def exact_lengths(prefix: list[dict[str, Any]], item: dict[str, Any], lo: int, hi: int) -> dict[str, Any]:
    """An array whose first items are `prefix` and the rest `item`, lo..hi long, written as an anyOf
    of fixed-length tuples: llama.cpp's grammar converter ignores `prefixItems` beside `items` (it
    would not force the focus tool first), but honours a tuple that has `prefixItems` only."""
    lo = max(lo, len(prefix))
    tuples = []
    for n in range(lo, max(lo, hi) + 1):
        tuples.append({"type": "array", "prefixItems": prefix + [item] * (n - len(prefix)), "minItems": n, "maxItems": n})
    return tuples[0] if len(tuples) == 1 else {"anyOf": tuples}


def draft_schema(spec: Spec, menu: Iterable[str], focus: Iterable[str], *, kind: str, tier: str,
                 need_all: bool = False) -> dict[str, Any]:
    """The scenario stage's reply for one slot: calls drawn from the menu's tools, a focus tool first
    (`need_all`: every focus tool, in order, before any other call)."""
    menu, focus = list(menu), list(focus)
    props: dict[str, Any] = {"title": text(1, SHORT), "category": text(1, 40)}
    if kind == "no_tool":
        props["calls"] = {"type": "array", "maxItems": 0}
    else:
        any_call = {"anyOf": [call_schema(spec, n) for n in menu]}
        lo, hi = (3, 6) if tier == "complex" and kind == "normal" else (1, 1 if kind == "missing_info" else max(3, len(focus)))
        if need_all and focus:
            prefix = [call_schema(spec, n) for n in focus[:hi]]
            lo = max(lo, len(prefix))
        else:
            prefix = [{"anyOf": [call_schema(spec, n) for n in (focus or menu)]}]
        props["calls"] = exact_lengths(prefix, any_call, lo, hi)
    props.update({"user_instruction": text(8, PARAGRAPH), "novelty_reason": text(), "follow_up": text()})
    required = list(props)
    if kind == "missing_info":
        props["missing_argument"] = text(1, SHORT)
        props["clarification"] = text()
        required += ["missing_argument", "clarification"]
    return {"type": "object", "properties": props, "required": required}


def mocks_schema(spec: Spec, tools: list[str], *, error_last: bool = False) -> dict[str, Any]:
    """One mock per call, in order: the output is the tool's outputSchema where it has one."""
    items = []
    for i, name in enumerate(tools):
        tool = spec.tool(name)
        out = sanitize(tool.output_schema) if tool is not None and tool.output_schema else {}
        if error_last and i == len(tools) - 1:
            out = {"type": "string", "minLength": 1}
        items.append({"type": "object", "properties": {"call": {"const": i}, "output": out, "is_error": {"type": "boolean"}},
                      "required": ["call", "output"]})
    return {"type": "object", "properties": {"mocks": {"type": "array", "prefixItems": items, "minItems": len(items),
                                                       "maxItems": len(items)}}, "required": ["mocks"]}


def split_schema(n_calls: int) -> dict[str, Any]:
    """The multi-turn stage's reply: 1..n turns, each the user's words (bounded) and call indices of this scenario."""
    turn = {"type": "object", "properties": {"user": text(1, SPLIT_TURN_CHARS), "calls": {"type": "array", "items": {"enum": list(range(n_calls))},
                                                                            "minItems": 1, "maxItems": n_calls}},
            "required": ["user", "calls"]}
    return {"type": "object", "properties": {"turns": {"type": "array", "items": turn, "minItems": 1, "maxItems": max(1, n_calls)}},
            "required": ["turns"]}


# reply caps per stage (tokens): far above a good reply, so only a runaway is cut off
CAPS = {"interpret": 600, "scenarios": 900, "scenarios_complex": 1400, "mock_per_call": 350, "multiturn": 600}
