"""The hybrid engine against the real local model (../shared/realmodel), when it is served.

Slow (a request takes 20-60 s on 2 cores) and skipped with a reason when no server answers on
127.0.0.1:8089; CI never depends on it. Start it with `bash ../shared/realmodel/serve.sh`."""

from __future__ import annotations

import json
import os
import urllib.request
from pathlib import Path

import pytest

from seer.config import GeneratorConfig
from seer.generate.base import GenerationPlan
from seer.generate.hybrid import HybridEngine
from seer.harness import checks
from seer.harness.model import Discard, Scenario
from seer.spec.load import load_spec

API_BASE = os.environ.get("SEER_REALMODEL_API_BASE", "http://127.0.0.1:8089/v1")
MODEL = os.environ.get("SEER_REALMODEL_MODEL", "openai/qwen2.5-coder-1.5b")
REDIS = Path(__file__).resolve().parents[1].parent / "shared" / "specs" / "redis.json"


def served() -> bool:
    try:
        with urllib.request.urlopen(API_BASE + "/models", timeout=2) as resp:
            return bool(json.load(resp).get("data"))
    except Exception:  # noqa: BLE001 - anything but an answer means "not served"
        return False


@pytest.mark.slow
def test_hybrid_engine_on_the_real_model_makes_valid_records(tmp_path):
    if not REDIS.exists():
        pytest.skip("../shared/specs is not beside this checkout")
    if not served():
        pytest.skip(f"no local model server at {API_BASE} (bash ../shared/realmodel/serve.sh starts one)")
    spec = load_spec(REDIS)
    cfg = GeneratorConfig(name="hybrid", engine="hybrid", model=MODEL, api_base=API_BASE, response_format="json_schema",
                          concurrency=2, timeout_s=900, temperature=0.7)
    engine = HybridEngine(cfg, cache_dir=tmp_path)
    plan = GenerationPlan(seed=0, scenarios={"simple": 1, "complex": 0}, negatives=False, multiturn=False)
    out = list(engine.generate(spec, plan))
    records = [r for r in out if isinstance(r, Scenario)]
    discards = [r for r in out if isinstance(r, Discard)]
    assert len(records) + len({d.item for d in discards}) >= len(engine.planned_items(spec, plan))  # nothing vanishes
    assert records, [d.reason for d in discards]
    for sc in records:
        assert checks.check_scenario(spec, sc) == [] and all(c.tool in spec.tool_names for c in sc.expected_tools)
