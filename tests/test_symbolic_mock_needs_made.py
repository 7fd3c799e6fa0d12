"""Issue #12, lead's seed-901 [19] and 903 [15]/[17] reads: ai_add_layer(name="Guides") answered
{"layer": {"name": "Guides", ..., "layer": "Artwork"}} and the next calls drew on layer "Artwork"; get_layers listed a
layer with a stray "target_layer": "Background". What a create hands on is the thing it made (its given name), and
a listed record hands on its own name: no field named after the consumer's parameter inside the record."""

from __future__ import annotations

from pathlib import Path

import pytest

from seer.generate.base import GenerationPlan
from seer.generate.symbolic import SymbolicEngine
from seer.harness.checks import objects
from seer.harness.model import Scenario
from seer.spec.load import load_spec

SHARED = Path(__file__).resolve().parents[1].parent / "shared"


def _scenarios(rel: str, seeds):
    path = SHARED / rel
    if not path.exists():
        pytest.skip(f"{path} is absent (the shared specs are not in the repo)")
    spec = load_spec(path)
    for seed in seeds:
        yield from (s for s in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)) if isinstance(s, Scenario))


@pytest.mark.parametrize("rel", ["specs-candidates/illustrator-mograph-mcp.json", "specs/illustrator.json"])
def test_a_layer_record_holds_no_field_named_after_a_later_parameter(rel):
    layers = 0
    for s in _scenarios(rel, range(8)):
        for c, m in zip(s.expected_tools, s.mock_outputs):
            if "layer" not in c.tool:
                continue
            for rec in objects(m.output):
                if "name" in rec and ("visible" in rec or "locked" in rec):
                    layers += 1
                    assert not {"layer", "target_layer", "layer_name"} & set(rec), (s.id, c.tool, rec)
    assert layers > 20


def test_a_made_layer_is_the_layer_the_next_calls_take():
    handed = 0
    for s in _scenarios("specs-candidates/illustrator-mograph-mcp.json", [*range(8), 901, 903]):  # 901, 903: the reads
        for i, c in enumerate(s.expected_tools):
            if c.tool != "ai_add_layer" or s.mock_outputs[i].is_error:
                continue
            for later in s.expected_tools[i + 1:]:
                if later.tool in ("ai_add", "ai_move_to_layer") and "layer" in later.arguments:
                    handed += 1
                    assert later.arguments["layer"] == c.arguments["name"], (s.id, later.tool, later.arguments, c.arguments)
    assert handed >= 1
