"""On harnesses from the symbolic engine for every real spec: the oracle passes every record, noop
scores 0 on every record that needs a call, random lands in between."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from seer.agents.builtin import NoopAgent, OracleAgent, RandomAgent
from seer.agents.check import passability
from seer.agents.replay import replay_sync
from seer.generate.base import GenerationPlan, build_engine
from seer.harness.model import Scenario
from seer.spec.load import load_spec
from tests.conftest import SHARED_CANDIDATES, SHARED_SPECS

# the real specs, and the candidates the engine was not tuned on
SPEC_FILES = [p for d in (SHARED_SPECS, SHARED_CANDIDATES) if d.is_dir() for p in sorted(d.glob("*.json"))]


@pytest.fixture(scope="module")
def engine():
    return build_engine(SimpleNamespace(name="symbolic", engine="symbolic"))


@pytest.mark.skipif(not SPEC_FILES, reason="../shared/specs is not beside this checkout")
@pytest.mark.parametrize("path", SPEC_FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_oracle_noop_random_on_symbolic_harness(engine, path):
    spec = load_spec(path)
    scenarios = [r for r in engine.generate(spec, GenerationPlan(seed=0)) if isinstance(r, Scenario)]
    assert scenarios
    specs = {spec.name: spec}
    assert passability(specs, scenarios) == []
    oracle = [t for r in replay_sync(OracleAgent(), specs, scenarios) for t in r.turn_scores]
    assert all(t.exact and t.partial == 1.0 for t in oracle)
    noop = [t for r in replay_sync(NoopAgent(), specs, scenarios) for t in r.turn_scores]
    needing = [t for t in noop if t.expected]
    assert needing and all(t.partial == 0.0 and not t.exact for t in needing)
    assert all(t.exact for t in noop if not t.expected)
    rand = replay_sync(RandomAgent(seed=0), specs, scenarios)
    mean = sum(r.score.partial for r in rand) / len(rand)
    noop_mean = sum(t.partial for t in noop) / len(noop)
    assert 0.0 < mean < 1.0 and noop_mean < 1.0
