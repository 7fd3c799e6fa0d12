"""Hostile tool schemas: cycles, deep nesting, huge enums, odd types, unicode names.

Each generated spec either loads and goes through the symbolic engine and the structural judge,
or is refused with one SeerError line naming the file and the tool. Nothing else: no traceback.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from seer.errors import SeerError, SpecError
from seer.generate.base import GenerationPlan, build_engine
from seer.harness.model import Discard
from seer.judge.base import build_judge
from seer.spec.load import load_spec
from seer.spec.suite import load_suite

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
ENGINE = build_engine(SimpleNamespace(name="symbolic", engine="symbolic"))
JUDGE = build_judge(SimpleNamespace(name="structural_lenient", kind="structural", profile="lenient"))
PLAN = GenerationPlan(seed=0, scenarios={"simple": 2, "complex": 2})


def _write(tmp_path: Path, tools: list, name: str = "hostile.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps({"name": "hostile", "tools": tools}, ensure_ascii=False), encoding="utf-8")
    return path


def _tool(name: str, schema: dict) -> dict:
    return {"name": name, "description": f"Does {name}.", "inputSchema": schema}


def run_everything(path: Path) -> str:
    """Load, generate, judge. 'refused' with a one-line SeerError naming the file, else 'ran'."""
    try:
        spec = load_spec(path)
    except SeerError as exc:
        line = exc.one_line()
        assert "\n" not in line and str(path) in line
        return "refused"
    records = [r for r in ENGINE.generate(spec, PLAN) if not isinstance(r, Discard)]
    judgments = list(JUDGE.judge(spec, records))
    assert len(judgments) == sum(len(r.conversation) for r in records)
    return "ran"


# --- the loops the issue names, one by one -------------------------------------------------

ALIAS_LOOP = {"type": "object", "$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}},
              "properties": {"x": {"$ref": "#/$defs/a"}}, "required": ["x"]}
LOOPS = {
    "alias a -> b -> a": ALIAS_LOOP,
    "self alias": {"type": "object", "$defs": {"a": {"$ref": "#/$defs/a"}}, "properties": {"x": {"$ref": "#/$defs/a"}}},
    "through allOf": {"type": "object", "$defs": {"a": {"allOf": [{"type": "string"}, {"$ref": "#/$defs/a"}]}},
                      "properties": {"x": {"$ref": "#/$defs/a"}}},
    "through anyOf and not": {"type": "object",
                              "$defs": {"a": {"anyOf": [{"type": "string"}, {"$ref": "#/$defs/b"}]},
                                        "b": {"not": {"$ref": "#/$defs/a"}}},
                              "properties": {"x": {"$ref": "#/$defs/a"}}},
    "definitions (draft 7)": {"type": "object", "definitions": {"a": {"$ref": "#/definitions/b"},
                                                                 "b": {"$ref": "#/definitions/a"}},
                              "properties": {"x": {"$ref": "#/definitions/a"}}},
}


@pytest.mark.parametrize("case", sorted(LOOPS))
def test_a_ref_loop_is_one_line_naming_file_tool_and_parameter(tmp_path, case):
    path = _write(tmp_path, [_tool("t1", LOOPS[case])])
    with pytest.raises(SpecError) as info:
        load_spec(path)
    line = info.value.one_line()
    assert str(path) in line and "tool 't1'" in line and "parameter 'x'" in line and "$ref loop" in line


def test_root_loop_names_the_top_level(tmp_path):
    path = _write(tmp_path, [_tool("t1", {"type": "object", "allOf": [{"$ref": "#"}]})])
    with pytest.raises(SpecError, match="the top level uses a \\$ref loop"):
        load_spec(path)


@pytest.mark.parametrize("schema", [
    # recursion that descends into the value each round ends with the value: these load
    {"type": "object", "$defs": {"n": {"type": "object", "properties": {"kids": {"type": "array", "items": {"$ref": "#/$defs/n"}}}}},
     "properties": {"tree": {"$ref": "#/$defs/n"}}},
    {"type": "object", "properties": {"v": {"type": "string"}, "nested": {"$ref": "#"}}},
    {"type": "object", "$defs": {"a": {"$ref": "#/$defs/a"}}, "properties": {"x": {"type": "string"}}},  # unused
])
def test_recursion_through_the_value_still_loads_and_runs(tmp_path, schema):
    assert run_everything(_write(tmp_path, [_tool("t1", schema)])) == "ran"


def test_cli_exits_2_with_one_line_for_an_alias_loop(tmp_path):
    spec = _write(tmp_path, [_tool("t1", ALIAS_LOOP)])
    out = subprocess.run([sys.executable, "-m", "seer", "tracking=none", "progress=false", f"suite.paths=[{spec}]",
                          f"hydra.run.dir={tmp_path / 'run'}"], cwd=tmp_path, capture_output=True, text=True,
                         env={"SEER_CACHE_DIR": str(tmp_path / "cache"), "PATH": "/usr/bin:/bin"}, timeout=120)
    assert out.returncode == 2, out.stderr[-2000:]
    errors = [line for line in out.stderr.splitlines() if line.strip()]
    assert len(errors) == 1 and "$ref loop" in errors[0] and "tool 't1'" in errors[0], out.stderr[-2000:]


def test_a_suite_skips_the_looping_spec_and_keeps_the_others(tmp_path):
    bad = _write(tmp_path, [_tool("t1", ALIAS_LOOP)], "bad.json")
    good = _write(tmp_path, [_tool("t2", {"type": "object", "properties": {"q": {"type": "string"}}})], "good.json")
    (tmp_path / "good.json").write_text(json.dumps({"name": "good", "tools": json.loads(good.read_text())["tools"]}))
    result = load_suite({"paths": [str(bad), str(good)]}, strict=False, cache_dir=tmp_path / "cache")
    assert [s.name for s in result.specs] == ["good"]
    assert len(result.errors) == 1 and "$ref loop" in result.errors[0].one_line()


# --- generated hostile schemas ---------------------------------------------------------------

NAMES = st.one_of(st.sampled_from(["id", "name", "q", "$ref", "type", "properties", "x y", "a/b", "..", "🔍", "名前",
                                   "çé", "\u00a0", "null", "__proto__", "0"]),
                  st.text(min_size=1, max_size=12))
ODD_TYPES = st.sampled_from(["string", "integer", "number", "boolean", "null", "array", "object",
                             ["string", "null"], ["integer", "string"], [], "strng", 7])
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-10**12, 10**12), st.text(max_size=8),
                    st.floats(allow_nan=False, allow_infinity=False))


def leaf():
    return st.one_of(
        st.builds(lambda t: {"type": t}, ODD_TYPES),
        st.builds(lambda vals: {"enum": vals}, st.lists(SCALARS, min_size=0, max_size=6)),
        st.builds(lambda n: {"type": "string", "enum": [f"v{i}" for i in range(n)]}, st.sampled_from([1, 300, 5000])),
        st.builds(lambda c: {"const": c}, SCALARS),
        st.builds(lambda lo, hi: {"type": "integer", "minimum": lo, "maximum": hi}, st.integers(-5, 5), st.integers(-5, 5)),
        st.builds(lambda lo, hi: {"type": "string", "minLength": lo, "maxLength": hi}, st.integers(0, 50), st.integers(0, 50)),
        st.builds(lambda p: {"type": "string", "pattern": p}, st.sampled_from(["^[a-z]+$", "(", "\\d{3}-\\d{4}", "^$", "a{1000}"])),
        st.builds(lambda f: {"type": "string", "format": f}, st.sampled_from(["email", "uri", "date-time", "ipv6", "uuid", "nope"])),
        st.just({}), st.just(True), st.just(False), st.just({"not": {}}),
        st.builds(lambda r: {"$ref": r}, st.sampled_from(["#/$defs/a", "#/$defs/b", "#", "#/nowhere", "#/$defs/a/properties"])),
    )


def schemas():
    return st.recursive(leaf(), lambda inner: st.one_of(
        st.builds(lambda props, req: {"type": "object", "properties": props, "required": req},
                  st.dictionaries(NAMES, inner, max_size=4), st.lists(NAMES, max_size=3)),
        st.builds(lambda items, lo: {"type": "array", "items": items, "minItems": lo}, inner, st.integers(0, 3)),
        st.builds(lambda subs, key: {key: subs}, st.lists(inner, min_size=1, max_size=3),
                  st.sampled_from(["anyOf", "oneOf", "allOf"])),
        st.builds(lambda extra: {"type": "object", "additionalProperties": extra}, inner),
    ), max_leaves=8)


def deep(depth: int, leaf_schema) -> dict:
    schema = leaf_schema
    for i in range(depth):
        schema = {"type": "object", "properties": {f"l{i}": schema}, "required": [f"l{i}"]}
    return schema


TOOL_SCHEMAS = st.one_of(
    st.builds(lambda props, defs: {"type": "object", "properties": props, **({"$defs": defs} if defs else {})},
              st.dictionaries(NAMES, schemas(), min_size=1, max_size=4),
              st.one_of(st.none(), st.fixed_dictionaries({"a": schemas(), "b": schemas()}))),
    st.builds(deep, st.integers(1, 70), leaf()),
)


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(st.lists(st.tuples(NAMES, TOOL_SCHEMAS), min_size=1, max_size=3, unique_by=lambda t: t[0]))
def test_hostile_schemas_never_give_a_traceback(tmp_path_factory, tools):
    path = _write(tmp_path_factory.mktemp("fuzz"), [_tool(name, schema) for name, schema in tools])
    assert run_everything(path) in ("refused", "ran")
