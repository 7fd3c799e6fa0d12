"""Pytest fixtures for the LLM room: a fake OpenAI-compatible server, and a scripted model that
answers seer's four generation stages validly for a given spec (tests inject faults around it).

Registered by tests/conftest.py (`from tests.fixtures_llm import *`)."""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any, Iterator

import pytest

from seer.config import GeneratorConfig
from seer.spec.load import load_spec
from seer.spec.model import Spec
from seer.harness.checks import leaves
from tests.fakeserver import FakeRequest, FakeServer, Reply

__all__ = ["fake_llm", "llm_cfg", "spec_named", "ScriptedModel", "stage_of", "fill", "FakeServer", "Reply"]

SHARED_SPECS = Path(__file__).resolve().parents[1].parent / "shared" / "specs"

_STAGE = re.compile(r"seer stage: (\w+)")


def stage_of(req: FakeRequest) -> str | None:
    """Which seer stage a request is for (from the prompt's first line)."""
    m = _STAGE.search(req.system)
    return m.group(1) if m else None


# a worked example in a prompt (seer.generate.llm.worked): its request, then one "call N: tool {args}" line per call
WORKED_EXAMPLE = re.compile(r"^user_instruction: (.+)$((?:\ncall \d+: \S+ .+$)+)", re.M)


def copied_example(system: str, title: str, novelty: str) -> dict[str, Any] | None:
    """The draft a small model writes when shown a worked example: the example's request and calls; None without one."""
    shown = WORKED_EXAMPLE.search(system)
    if not shown:
        return None
    calls = [{"tool": m.group(1), "arguments": json.loads(m.group(2)), "quick_explanation": f"{m.group(1)} is the step asked for"}
             for m in re.finditer(r"^call \d+: (\S+) (.+)$", shown.group(2), re.M)]
    return {"title": title, "category": "operations", "user_instruction": shown.group(1), "calls": calls,
            "novelty_reason": novelty, "follow_up": "Anything else?"}


def fill(schema: Any, hint: str = "value", tool: Any = None) -> Any:
    """A small value that satisfies common JSON Schemas (type, enum, const, anyOf/oneOf, bounds,
    required properties). Good enough for the test specs; a test checks it against them."""
    if not isinstance(schema, dict):
        return f"{hint}-1"
    if "const" in schema:
        return schema["const"]
    if schema.get("enum"):
        return schema["enum"][0]
    for key in ("anyOf", "oneOf"):
        if schema.get(key):
            branches = [b for b in schema[key] if b.get("type") != "null"] or schema[key]
            return fill(branches[0], hint, tool)
    t = schema.get("type")
    if isinstance(t, list):
        t = next((x for x in t if x != "null"), "string")
    if t is None:
        t = "object" if "properties" in schema else "string"
    if t == "object":
        props = schema.get("properties") or {}
        return {k: fill(props.get(k, {}), k, tool) for k in schema.get("required", [])}
    if t == "array":
        return [fill(schema.get("items", {}), hint, tool) for _ in range(max(1, schema.get("minItems", 1)))]
    if t == "boolean":
        return True
    if t in ("integer", "number"):
        lo = schema.get("minimum", schema.get("exclusiveMinimum", 0))
        v = max(7, int(lo) + 1)
        if "maximum" in schema:
            v = min(v, int(schema["maximum"]))
        return v
    made = _kind_value(hint, schema, tool)
    if made is not None:
        return made
    word = re.sub(r"[^a-z0-9]", "", hint.lower()) or "value"
    text = f"{word}7x"
    if schema.get("minLength", 0) > len(text):
        text = text + "x" * (schema["minLength"] - len(text))
    return text


def _kind_value(hint: str, schema: dict, tool: Any = None) -> Any:
    """A realistic string for the parameter named `hint` (seer.kinds), seeded by the name: the engines
    check model values against the same catalogue, so a cooperative model must pass that check."""
    return _kind_value_cached(hint, json.dumps(schema, sort_keys=True), getattr(tool, "name", ""), getattr(tool, "description", ""))


@functools.lru_cache(maxsize=4096)
def _kind_value_cached(hint: str, schema_json: str, tool_name: str, description: str) -> Any:
    # cached: the fake server answers benchmarks at 32 requests/s and must not be their bottleneck
    try:
        import random

        from seer.kinds import infer, make, plausible
    except ImportError:
        return None
    schema = json.loads(schema_json)
    kind = infer(hint, schema, tool_name=tool_name, tool_description=description)
    value = make(kind, random.Random(hint), schema, hint=hint)
    return value if isinstance(value, str) and value and plausible(kind, value) else None


class ScriptedModel:
    """A cooperative model for one spec: valid cards, scenarios using the focus tools (every value
    stated in the instruction), schema-valid mocks citing a marker value, and two-turn splits."""

    def __init__(self, spec: Spec, *, ignore_focus: bool = False):
        self.spec = spec
        self.ignore_focus = ignore_focus  # use only the first menu tool: forces coverage top-up

    def __call__(self, req: FakeRequest) -> Reply:
        stage = stage_of(req)
        handler = getattr(self, f"_{stage}", None)
        if handler is None:
            return Reply.text("I do not know this stage")
        return Reply.json(handler(req))

    def _interpret(self, req: FakeRequest) -> dict[str, Any]:
        name = re.search(r"Explain the tool '([^']+)'", req.last_user or "") or re.search(r'"name":"([^"]+)"', req.system)
        return {"what_it_does": f"{name.group(1) if name else 'it'} does its job", "what_it_needs": "its inputs",
                "why_its_used": "to get work done", "enterprise_context": "an operations team"}

    def _menu(self, text: str) -> list[str]:
        return [n for n in re.findall(r"^- ([^:\n]+): ", text, re.M) if self.spec.tool(n)]

    def _focus(self, text: str) -> list[str]:
        m = re.search(r"(?:must\s+use[^:]*|never used these tools): ([^\n]+?)\.\s", text)
        return [n.strip() for n in m.group(1).split(",") if self.spec.tool(n.strip())] if m else []

    def _scenarios(self, req: FakeRequest) -> dict[str, Any]:
        text = req.system
        if "negative scenario" in text:
            return {"title": "Out of scope", "category": "negative", "user_instruction": "Please order me a pizza.",
                    "calls": [], "novelty_reason": "nothing here orders food", "follow_up": None}
        menu = self._menu(text)
        focus = menu[:1] if self.ignore_focus and "never used" not in text else (self._focus(text) or menu[:1])
        if "Tier: complex" in text and len(focus) < 3:  # a complex scenario has three calls at least
            focus = list(dict.fromkeys(focus + menu))[:3]
        calls = [{"tool": n, "arguments": fill(self.spec.tool(n).input_schema, tool=self.spec.tool(n)), "quick_explanation": f"uses {n}"}
                 for n in focus]
        extra: dict[str, Any] = {}
        if "missing-information scenario" in text:  # leave one required string value for the clarification
            args = calls[0]["arguments"]
            arg = next((k for k, v in args.items() if isinstance(v, (str, int)) and not isinstance(v, bool)), None)
            if arg is not None:
                extra = {"missing_argument": arg, "clarification": f"Sorry, use {json.dumps(args[arg])}."}
                calls = [dict(calls[0], arguments={**args, arg: args[arg]})]
        said = lambda v: " ".join(v.split()) if isinstance(v, str) else json.dumps(v)  # noqa: E731 - a user types text as text, on one line
        values = sorted({said(v) for c in calls for v in _leaves(c["arguments"])} - {said(calls[0]["arguments"].get(extra.get("missing_argument")))})
        instruction = f"Using the server, run {', '.join(focus)} with these values: {' ; '.join(values) or 'none'}."
        return {"title": f"Work with {focus[0]}", "category": "operations", "user_instruction": instruction,
                "calls": calls, "novelty_reason": "exercises " + ", ".join(focus), "follow_up": "Anything else to check?", **extra}

    def _mocks(self, req: FakeRequest) -> dict[str, Any]:
        calls = re.findall(r"^(\d+)\. (\S+) (.*)$", req.system, re.M)
        error = "evaluates error handling" in req.system
        mocks = []
        for i, name, shown in calls:
            tool = self.spec.tool(name)
            out = fill(tool.output_schema, "result") if tool and tool.output_schema else {"status": "ok", "ref": f"ref{i}marker"}
            if isinstance(out, dict) and tool and tool.output_schema and not tool.output_schema.get("properties"):
                out = {}
            try:  # a cooperative model answers the values a call was given under their own names
                given = json.loads(shown)
            except ValueError:
                given = {}
            if isinstance(out, dict) and isinstance(given, dict):
                out.update({k: v for k, v in given.items() if k in out and type(v) is type(out[k])})
            is_err = error and int(i) == len(calls) - 1
            mocks.append({"call": int(i), "output": "Error: permission denied" if is_err else out, "is_error": is_err})
        return {"mocks": mocks}

    def _multiturn(self, req: FakeRequest) -> dict[str, Any]:
        calls = re.findall(r"^(\d+)\. \S+ .* -> (.*)$", req.system, re.M)
        instruction = re.search(r"Scenario: (.*)", req.system).group(1)
        n = len(calls)
        cite = next((v for v in _leaves(json.loads(calls[0][1])) if isinstance(v, str) and len(v) >= 2), None) if calls else None
        if n < 2 or cite is None:
            return {"turns": [{"user": instruction, "calls": list(range(n))}]}
        return {"turns": [{"user": instruction, "calls": [0]},
                          {"user": f"Thanks. Now continue with {cite} from that result.", "calls": list(range(1, n))}]}


def _leaves(value: Any) -> Iterator[Any]:
    """Scalar leaves that carry a value (no null, no booleans)."""
    return (v for v in leaves(value) if not isinstance(v, bool))


@pytest.fixture
def fake_llm() -> Iterator[FakeServer]:
    """A started fake OpenAI-compatible server on 127.0.0.1 (set .responder / .faults / .script)."""
    with FakeServer() as server:
        yield server


@pytest.fixture
def spec_named():
    """Load a shared spec by name (../shared/specs/<name>.json); skips when the folder is not beside the checkout."""

    def load(name: str) -> Spec:
        path = SHARED_SPECS / f"{name}.json"
        if not path.exists():
            pytest.skip("../shared/specs is not beside this checkout")
        return load_spec(path)

    return load


@pytest.fixture
def llm_cfg():
    """Build a GeneratorConfig for the fake server: llm_cfg(server, **overrides)."""

    def make(server: FakeServer, **kw: Any) -> GeneratorConfig:
        base = dict(name="fake", engine="llm", model="openai/fake-model", api_base=server.url, api_key_env=None,
                    temperature=0.0, retries=3, backoff_s=0.001, timeout_s=5.0, concurrency=8, max_tries=3)
        base.update(kw)
        return GeneratorConfig(**base)

    return make


def request_schema(req: FakeRequest) -> dict[str, Any]:
    """The per-slot JSON Schema a request carries (response_format json_schema, or the JSON-mode prompt)."""
    rf = req.body.get("response_format") or {}
    if (rf.get("json_schema") or {}).get("schema"):
        return rf["json_schema"]["schema"]
    for m in req.messages:
        text = str(m.get("content") or "")
        if text.startswith("Reply with one JSON object only"):
            return json.loads(text.split("\n", 1)[1])
    return {}


class HybridModel:
    """A cooperative model for the hybrid engine's three requests, reading the per-slot schemas:
    argument values from the schema (stated in the instruction unless fed by an earlier output),
    mocks in the example shapes shown, later turns citing the first allowed value."""

    def __init__(self, spec: Spec):
        self.spec = spec

    def __call__(self, req: FakeRequest) -> Reply:
        stage = stage_of(req)
        handler = getattr(self, f"_{stage}", None)
        return Reply.json(handler(req, request_schema(req))) if handler else Reply.text("unknown stage")

    def _hybrid_no_tool(self, req: FakeRequest, schema: dict) -> dict[str, Any]:
        return {"title": "Out of scope", "category": "negative", "user_instruction": "Please book me a table for two tonight.",
                "novelty_reason": "no tool books restaurants", "follow_up": "Anything else?"}

    def _hybrid_scenario(self, req: FakeRequest, schema: dict) -> dict[str, Any]:
        calls_schema = ((schema.get("properties") or {}).get("calls") or {}).get("properties") or {}
        blocks = {int(i): body for i, body in re.findall(r"^call_(\d+)\. (.*(?:\n  .*)*)", req.system, re.M)}
        withheld = re.search(r"\n  (\w+): the user forgets to give it", req.system)
        calls, stated, answer = {}, [], []
        shared: dict[tuple[str, str], Any] = {}
        for key, cs in calls_schema.items():
            idx = int(key.split("_")[1])
            args_schema = cs["properties"]["arguments"]
            tool = re.match(r"(\S+):", blocks.get(idx, ""))
            tool = self.spec.tool(tool.group(1)) if tool else None
            props = (tool.input_schema.get("properties") or {}) if tool else {}
            args = {k: fill(props.get(k, v), k, tool) for k, v in (args_schema.get("properties") or {}).items()}
            for name in list(args):  # two calls that take one value of one call (a message's ts as a reaction's timestamp
                src = re.search(rf"\b{re.escape(name)} comes from call[_ ]?(\d+)", blocks.get(idx, ""))  # and a reply's
                if src and isinstance(args[name], str):  # thread_ts) pass that one value, as a cooperative model does
                    kind = "ts" if name.split("_")[-1] in ("ts", "timestamp") else name
                    before = (calls.get(f"call_{src.group(1)}") or {}).get("arguments") or {}
                    own = next((v for k, v in before.items() if isinstance(v, str)  # the source call's own timestamp: the
                                and ("ts" if k.split("_")[-1] in ("ts", "timestamp") else k) == kind), None)  # one it answers
                    args[name] = shared.setdefault((src.group(1), kind), own if own is not None else args[name])
            calls[key] = {"arguments": args, "quick_explanation": f"step {idx}"}
            for name, value in args.items():
                linked = f"{name} comes from call" in blocks.get(idx, "")
                bucket = answer if withheld and idx == 0 and name == withheld.group(1) else None if linked else stated
                if bucket is not None:
                    bucket.extend(str(v) for v in _leaves(value))
        stated += re.findall(r"the user picks that item by its \w+: user_instruction says '([^']+)'", req.system)
        # the actions in plan order, by the tools' names (a request asks for the changes it makes: seer.generate.llm.asked)
        actions = [re.match(r"(\S+):", blocks[i]).group(1) for i in sorted(blocks) if re.match(r"(\S+):", blocks[i])] or ["handle this"]
        out = {"calls": calls, "title": "A task", "category": "operations",
               "user_instruction": f"Please {' then '.join(actions)} with " + " ; ".join(sorted(set(stated)) or ["care"]) + ".",
               "novelty_reason": "exercises the plan", "follow_up": "Anything else?"}
        if withheld:
            out["clarification"] = "It is " + " ; ".join(answer) + "."
        return out

    def _hybrid_mocks(self, req: FakeRequest, schema: dict) -> dict[str, Any]:
        props = ((schema.get("properties") or {}).get("mocks") or {}).get("properties") or {}
        shapes = {}
        for i, shown in re.findall(r"^call_(\d+)\. .*(?:\n  .*)*?\n  example output \(shape only\): (.*)$", req.system, re.M):
            try:
                shapes[int(i)] = json.loads(shown)
            except json.JSONDecodeError:  # a long example is shown truncated
                pass
        for i, raw in re.findall(r"^call_(\d+)\. \S+ (\{.*\})$", req.system, re.M):  # a cooperative model's result says
            try:  # what its own call gave (the reaction's timestamp), not the example's value
                given = json.loads(raw)
            except json.JSONDecodeError:
                continue
            _echo_args(shapes.get(int(i)), {k: v for k, v in given.items() if isinstance(v, (str, int, float))})
        mocks = {}
        for key, sch in props.items():
            idx = int(key.split("_")[1])
            if sch.get("type") == "string":
                mocks[key] = "Error: permission denied"
            elif sch:
                mocks[key] = fill(sch, "result")
            else:
                mocks[key] = shapes.get(idx, {"status": "ok"})
        return {"mocks": mocks}

    def _hybrid_turns(self, req: FakeRequest, schema: dict) -> dict[str, Any]:
        props = ((schema.get("properties") or {}).get("turns") or {}).get("properties") or {}
        instruction = re.search(r"Scenario: (.*)", req.system).group(1)
        turns = {}
        used: set[str] = set()
        said = ("Thanks. Now continue with {} from that result.", "Good, {} it is. Please carry on from there.",
                "I see {} there. Go ahead with the rest.")  # a cooperative model says each later turn its own way
        for n, (key, sch) in enumerate(props.items()):
            if key == "turn_0":
                turns[key] = {"user": instruction}
            else:
                options = sch["properties"]["cites"]["enum"]
                cite = next((c for c in options if c not in used), options[0])
                used.add(cite)
                turns[key] = {"cites": cite, "user": said[(n - 1) % len(said)].format(cite)}
        return {"turns": turns}


def _echo_args(node: Any, given: dict[str, Any]) -> None:
    """In place: every field of `node` named like an argument takes the argument's value."""
    if isinstance(node, dict):
        for k in list(node):
            if k in given and not isinstance(node[k], (dict, list)):
                node[k] = given[k]
            else:
                _echo_args(node[k], given)
    elif isinstance(node, list):
        for x in node:
            _echo_args(x, given)


def hybrid_multiturn(fake_llm, llm_cfg, tmp_path: Path, spec: Spec, rewrite) -> list[Any]:
    """The hybrid engine's multi-turn records (seed 0) when the first reply to each turns request passes through
    `rewrite(req, turns)`, which changes the turns in place; a fresh retry gets the cooperative model's turns."""
    from seer.generate.base import GenerationPlan
    from seer.generate.hybrid import HybridEngine
    from seer.harness.model import Scenario

    good = HybridModel(spec)

    def model(req: FakeRequest) -> Reply:
        reply = good(req)
        if stage_of(req) == "hybrid_turns" and not req.fresh_retry:
            data = json.loads(reply.content)
            rewrite(req, data["turns"])
            return Reply.json(data)
        return reply

    fake_llm.responder = model
    cfg = llm_cfg(fake_llm, engine="hybrid", response_format="json_schema")
    return [r for r in HybridEngine(cfg, cache_dir=tmp_path / "cache").generate(spec, GenerationPlan(seed=0))
            if isinstance(r, Scenario) and len(r.conversation) > 1]
