"""Issue #12, lead's seed-906 [4] read: replace_color(from_color={"type": "none"}, to_color={"type": "none"}) replaced
no colour by no colour. A find-and-replace finds a real colour and puts a different one of the same type in its place
(the tool says "from_color and to_color must use the same color type")."""

from __future__ import annotations

from pathlib import Path

import pytest

from seer.generate.base import GenerationPlan
from seer.generate.symbolic import SymbolicEngine
from seer.harness.model import Scenario
from seer.spec.load import load_spec

SPEC = Path(__file__).resolve().parents[1].parent / "shared" / "specs" / "illustrator.json"


def test_a_colour_replacement_replaces_one_real_colour_by_another_of_its_type():
    if not SPEC.exists():
        pytest.skip(f"{SPEC} is absent (the shared specs are not in the repo)")
    spec = load_spec(SPEC)
    seen = 0
    for seed in [*range(6), 906]:
        for s in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)):
            if not isinstance(s, Scenario) or s.kind == "error":
                continue
            for c in s.expected_tools:
                if c.tool == "replace_color":
                    seen += 1
                    a, b = c.arguments["from_color"], c.arguments["to_color"]
                    assert a["type"] == b["type"] and a["type"] in ("rgb", "cmyk") and a != b, (s.id, c.arguments)
    assert seen >= 3
