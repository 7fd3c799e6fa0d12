"""Issue #12, lead's seed-905 [6] read: ai_reframe_layout(ratio="Logo") (a layer's name as an aspect ratio; the tool
says "e.g. ratio='9:16'") and then ai_apply_layout(plan={}) "Materialise a reframe proposal from ai_reframe_layout"
(an empty plan right after the call that proposed one)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from seer.generate.base import GenerationPlan
from seer.generate.symbolic import SymbolicEngine
from seer.harness.model import Scenario
from seer.kinds.described import arg_docs
from seer.spec.load import load_spec

SPEC = Path(__file__).resolve().parents[1].parent / "shared" / "specs-candidates" / "illustrator-mograph-mcp.json"


def test_an_example_in_the_tool_description_documents_its_argument():
    assert arg_docs("Propose how the composition moves into another format (e.g. ratio='9:16'). Nothing is modified.") \
        == {"ratio": "e.g. '9:16'"}


def test_a_ratio_reads_width_to_height_and_a_proposal_is_applied_as_proposed():
    if not SPEC.exists():
        pytest.skip(f"{SPEC} is absent (the shared specs are not in the repo)")
    spec = load_spec(SPEC)
    ratios = applied = 0
    for seed in [*range(6), 905]:
        for s in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)):
            if not isinstance(s, Scenario):
                continue
            for i, c in enumerate(s.expected_tools):
                if isinstance(c.arguments.get("ratio"), str):
                    ratios += 1
                    assert re.fullmatch(r"\d+:\d+", c.arguments["ratio"]), (s.id, c.arguments)
                if c.tool == "ai_apply_layout":
                    proposed = [m.output for e, m in zip(s.expected_tools[:i], s.mock_outputs[:i]) if e.tool == "ai_reframe_layout"]
                    if proposed:
                        applied += 1
                        assert c.arguments["plan"] == proposed[-1], (s.id, c.arguments)
    assert ratios >= 3 and applied >= 1
