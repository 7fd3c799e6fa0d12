"""Issue #12, lead's seed-907 [6] read: analyzer_save_profile(filename="README.md", outputFormat="json") "Save the
completed risk profile to a file", then planner_save_plan(filename="README.md") over it. A file a save writes is
named for what it holds and ends in the format asked (risk-profile.json, test-plan.md), and one save's file name is
not the next save's."""

from __future__ import annotations

from pathlib import Path

import pytest

from seer.generate.base import GenerationPlan
from seer.generate.symbolic import SymbolicEngine
from seer.harness.model import Scenario
from seer.spec.load import load_spec

SHARED = Path(__file__).resolve().parents[1].parent / "shared"


def test_a_saved_file_is_named_for_what_it_holds_in_the_format_asked():
    path = SHARED / "specs" / "selenium.json"
    if not path.exists():
        pytest.skip(f"{path} is absent (the shared specs are not in the repo)")
    spec = load_spec(path)
    profiles = plans = 0
    for seed in [*range(8), 907]:  # eight seeds: an optional filename is drawn, and plans shift as the planner learns
        for s in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)):
            if not isinstance(s, Scenario) or s.kind == "error":
                continue
            names = []
            for c in s.expected_tools:
                name = c.arguments.get("filename")
                if c.tool == "analyzer_save_profile" and name:
                    profiles += 1
                    fmt = c.arguments["outputFormat"]
                    assert name.endswith("." + fmt) and not name.lower().startswith("readme"), (s.id, c.arguments)
                if c.tool == "planner_save_plan" and name and c.arguments.get("planContent", "").startswith("# "):
                    plans += 1
                    assert name.endswith(".md") and not name.lower().startswith("readme"), (s.id, c.arguments)
                if name and c.tool in ("analyzer_save_profile", "planner_save_plan"):
                    names.append(name)
            assert len(names) == len(set(names)), (s.id, names)  # two saves, two files
    assert profiles >= 2 and plans >= 2
