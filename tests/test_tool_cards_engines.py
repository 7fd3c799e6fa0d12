"""Both model engines write the four interpretation fields per tool (issue 12, item 6): the paper
pipeline hands over the cards its interpretation stage made, the hybrid engine the symbolic cards;
a rerun whose harness comes from the store reads the generating run's cards back, with no request."""

from __future__ import annotations

import json
from pathlib import Path

from seer.generate.base import GenerationPlan
from seer.generate.hybrid import HybridEngine
from seer.generate.llm import LLMEngine
from seer.pipeline.tool_cards import FIELDS, write_tool_cards
from seer.spec.load import load_spec
from tests.fixtures_llm import ScriptedModel

KV = load_spec(Path(__file__).parent / "fixtures" / "specs" / "kv_cache.json")
PLAN = GenerationPlan(seed=1, tiers=("simple",), scenarios={"simple": 2, "complex": 0}, multiturn=False, negatives=False)


def run_dir(tmp_path: Path, name: str) -> Path:
    (tmp_path / name).mkdir()
    return tmp_path / name


def rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_the_paper_pipeline_writes_the_cards_its_interpretation_made(fake_llm, llm_cfg, tmp_path):
    fake_llm.responder = ScriptedModel(KV)
    engine = LLMEngine(llm_cfg(fake_llm), cache_dir=tmp_path / "llm")
    list(engine.generate(KV, PLAN))
    interpreted = sum(1 for r in fake_llm.requests if "seer stage: interpret" in r.system)
    store = tmp_path / "store"
    got = rows(write_tool_cards(engine, [KV], run_dir(tmp_path, "run1"), store))
    assert [r["tool"] for r in got] == KV.tool_names and interpreted == len(KV.tools)
    assert all(r[f].strip() for r in got for f in FIELDS)
    assert got[0]["what_it_does"] == f"{KV.tool_names[0]} does its job"  # the model's words, not the symbolic reading

    before = len(fake_llm.requests)
    again = LLMEngine(llm_cfg(fake_llm), cache_dir=tmp_path / "llm")  # a rerun: the harness comes from the store
    assert rows(write_tool_cards(again, [KV], run_dir(tmp_path, "run2"), store)) == got
    assert len(fake_llm.requests) == before, "no request for cards"


def test_without_the_store_a_reused_harness_has_no_cards_and_makes_no_request(fake_llm, llm_cfg, tmp_path):
    fake_llm.responder = ScriptedModel(KV)
    engine = LLMEngine(llm_cfg(fake_llm), cache_dir=tmp_path / "llm")
    path = write_tool_cards(engine, [KV], run_dir(tmp_path, "run"), None)
    assert path.read_text() == "" and fake_llm.requests == []


def test_the_hybrid_engine_writes_the_symbolic_cards(fake_llm, llm_cfg, tmp_path):
    engine = HybridEngine(llm_cfg(fake_llm, engine="hybrid"), cache_dir=tmp_path / "llm")
    got = rows(write_tool_cards(engine, [KV], run_dir(tmp_path, "run"), None))
    want = engine.symbolic.tool_cards(KV)
    assert [r["tool"] for r in got] == KV.tool_names
    assert [r["what_it_does"] for r in got] == [c.what_it_does for c in want] and fake_llm.requests == []
