"""BFCL export: the shapes bfcl-eval's loaders and AST checker index (always checked), and, when
bfcl-eval is installed (the `bfcl` extra), BFCL's own decoder and checker on the export: the
oracle passes 100% with no exception, a mutated oracle fails every entry."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from seer.export.bfcl import CATEGORIES, MANIFEST, VERSION_PREFIX, decode_ground_truth, export_bfcl
from seer.generate.base import GenerationPlan
from seer.generate.symbolic import SymbolicEngine
from seer.harness.io import read_raw
from seer.harness.model import Scenario
from seer.spec.load import load_spec

REPO = Path(__file__).resolve().parents[1]
EDGE = REPO / "tests" / "fixtures" / "specs" / "bfcl_edge.json"
SHARED = REPO.parent / "shared" / "specs"
BFCL_TYPES = {"string", "integer", "float", "boolean", "array", "tuple", "dict", "any"}  # PYTHON_TYPE_MAPPING


def harness(paths):
    specs, scenarios = {}, []
    for p in paths:
        spec = load_spec(p)
        specs[spec.name] = spec
        scenarios += [o for o in SymbolicEngine().generate(spec, GenerationPlan(seed=0)) if isinstance(o, Scenario)]
    return specs, scenarios


def _params(schema):
    """Every property schema, nested ones included."""
    for key, prop in (schema.get("properties") or {}).items():
        yield key, prop
        yield from _params(prop)
        if isinstance(prop.get("items"), dict):
            yield from _params(prop["items"])


def test_export_has_the_shapes_bfcl_indexes(tmp_path):
    specs, scenarios = harness([EDGE])
    paths = export_bfcl(specs, scenarios, tmp_path)
    manifest = json.loads((tmp_path / MANIFEST).read_text())
    exported = sum(manifest["exported"].values())
    assert exported + len(manifest["not_exported"]) == len(scenarios)
    assert all(s["reason"] for s in manifest["not_exported"])
    multi = {s.id for s in scenarios if len(s.conversation) > 1}
    assert multi and multi <= {s["id"] for s in manifest["not_exported"]}  # multi-turn is not claimed
    data_files = [p for p in paths if p.parent == tmp_path and p.name != MANIFEST]
    assert data_files and all(p.name.startswith(f"{VERSION_PREFIX}_") for p in data_files)
    for path in data_files:
        category = path.stem[len(VERSION_PREFIX) + 1:]
        assert category in CATEGORIES
        rows = list(read_raw(path))
        answers = {a["id"]: a["ground_truth"] for a in read_raw(path.parent / "possible_answer" / path.name)} \
            if category != "seer_irrelevance" else {}
        for n, row in enumerate(rows):
            assert row["id"] == f"{category}_{n}" and row["id"].rsplit("_", 1)[0] == category
            for doc in row["function"]:
                assert doc["name"].isidentifier() and doc["parameters"]["type"] == "dict"
                assert isinstance(doc["parameters"]["required"], list)
                assert all(k.isidentifier() and k != "from" for k in doc["parameters"]["properties"])
                for _, prop in _params(doc["parameters"]):
                    assert prop["type"] in BFCL_TYPES and "anyOf" not in prop
                    if prop["type"] == "array":
                        assert prop["items"]["type"] in BFCL_TYPES
            back = row["seer"]
            assert back["tool_names"]["search_items"] == "search.items"
            assert back["param_names"]["search_items"] == {"from_": "from"}
            if category == "seer_irrelevance":
                continue
            original = next(s for s in scenarios if s.id == back["id"])
            calls = [decode_ground_truth(item, row["function"]) for item in answers[row["id"]]]
            for (ident, args), call in zip(calls, original.expected_tools):
                assert back["tool_names"][ident] == call.tool
                renamed = back["param_names"].get(ident, {})
                restored = {renamed.get(k, k): v for k, v in args.items()}
                assert {k: v for k, v in restored.items() if k in call.arguments} == call.arguments


def test_accept_alternatives_and_omission_become_possible_answers():
    from seer.export.bfcl import Names, possible_answer
    from seer.export.bfcl_schema import function_doc
    from seer.harness.model import ExpectedCall

    spec = load_spec(EDGE)
    names = Names(spec)
    doc = function_doc(spec, "search.items", "search_items", names.params["search.items"])
    call = ExpectedCall(tool="search.items", arguments={"query": "shoes", "from": 0, "size": 10},
                        accept={"query": ["Shoes!"], "from": [None]})
    truth = possible_answer(call, doc, names)["search_items"]
    assert truth["query"] == ["shoes", "Shoes!"]
    assert truth["from_"] == [0, ""]  # may be omitted: BFCL's "" marker
    assert truth["size"] == [10, ""]  # equal to the schema default: omission allowed, as seer's scorer allows
    assert "filter" not in truth  # not in the oracle and no default: a model that sends it is wrong


# ---- BFCL's own checker (the `bfcl` extra) ----

def _mutate(row, truth) -> str:
    """A wrong answer for every entry: a call where none is due, else the first argument changed
    (or, with no arguments, another function called)."""
    docs = row["function"]
    if truth is None:
        return f"[{docs[0]['name']}()]"
    calls = [decode_ground_truth(item, docs) for item in truth]
    ident, args = calls[0]
    if args:
        k, v = next(iter(args.items()))
        if isinstance(v, bool):
            v = not v
        elif isinstance(v, (int, float)):
            v = v + 1000.5
        else:  # strings, lists, objects
            v = "WRONG-VALUE"
        args = {**args, k: v}
        calls[0] = (ident, args)
    else:
        calls[0] = (next(d["name"] for d in docs if d["name"] != ident), {})
    return "[" + ", ".join(f"{f}({', '.join(f'{k}={v!r}' for k, v in a.items())})" for f, a in calls) + "]"


def _bfcl_check(tmp_path, monkeypatch, paths):
    monkeypatch.setenv("BFCL_PROJECT_ROOT", str(tmp_path / "bfcl_root"))  # bfcl_eval writes folders at import
    pytest.importorskip("bfcl_eval.eval_checker.ast_eval.ast_checker", reason="bfcl-eval is not installed (the bfcl extra)")
    from seer.export.bfcl_check import check_export

    specs, scenarios = harness(paths)
    out = tmp_path / "bfcl"
    export_bfcl(specs, scenarios, out)
    oracle = check_export(out)
    assert sum(r["entries"] for r in oracle) > 0
    assert [(r["category"], r["exceptions"], r["invalid"]) for r in oracle] == [(r["category"], 0, 0) for r in oracle], \
        [e for r in oracle for e in r["errors"][:3]]
    mutated = {}
    for path in out.glob(f"{VERSION_PREFIX}_*.json"):
        answers_path = out / "possible_answer" / path.name
        answers = {a["id"]: a["ground_truth"] for a in read_raw(answers_path)} if answers_path.is_file() else {}
        mutated.update({row["id"]: _mutate(row, answers.get(row["id"])) for row in read_raw(path)})
    wrong = check_export(out, mutated)
    assert all(r["exceptions"] == 0 and r["valid"] == 0 and r["invalid"] == r["entries"] for r in wrong), \
        [(r["category"], r["valid"]) for r in wrong]
    return oracle


@pytest.mark.slow  # importing bfcl_eval imports every model SDK it wraps: about 20 s
def test_bfcl_checker_passes_the_oracle_and_fails_a_mutated_one(tmp_path, monkeypatch):
    report = _bfcl_check(tmp_path, monkeypatch, [EDGE])
    assert {r["category"] for r in report} >= {"seer_multiple", "seer_irrelevance"}


@pytest.mark.slow
def test_bfcl_checker_on_the_shared_specs(tmp_path, monkeypatch):
    if not SHARED.is_dir():
        pytest.skip("../shared/specs is not beside this checkout")
    _bfcl_check(tmp_path, monkeypatch, sorted(SHARED.glob("*.json")))
