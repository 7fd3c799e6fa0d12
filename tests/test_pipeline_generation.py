"""The generation step on resume: records and discards are each written once."""

from __future__ import annotations

import pytest

from seer.generate.base import GenerationPlan
from seer.harness.io import read_jsonl
from seer.harness.model import Discard, Scenario
from seer.pipeline.generation import generate_spec
from seer.spec.model import Spec, Tool
from seer.store import Store
from tests.test_harness_io import scenario

SPEC = Spec(name="notes", tools=[Tool(name="list_notes", inputSchema={"type": "object"})])


class FlakyEngine:
    """Discards slot "bad", makes record s1, then (first run only) dies as a killed process would."""

    name, key = "flaky", "flaky-1"

    def __init__(self):
        self.runs = 0

    def generate(self, spec, plan, existing=()):
        self.runs += 1
        done = {s.id for s in existing}
        yield Discard(stage="scenarios", spec=spec.name, item="bad", reason="invalid", tries=3)
        if "s1" not in done:
            yield scenario(id="s1", spec=spec.name)
        if self.runs == 1:
            raise KeyboardInterrupt
        yield scenario(id="s2", spec=spec.name)


def test_resumed_generation_writes_each_record_and_discard_once(tmp_path):
    store, engine = Store(tmp_path), FlakyEngine()
    with pytest.raises(KeyboardInterrupt):
        generate_spec(SPEC, engine, GenerationPlan(), store)
    result = generate_spec(SPEC, engine, GenerationPlan(), store)
    assert result.resumed_from == 1
    assert [s.id for s in read_jsonl(result.path, Scenario)] == ["s1", "s2"]
    assert [(d.stage, d.item) for d in read_jsonl(result.entry.discards, Discard)] == [("scenarios", "bad")]
