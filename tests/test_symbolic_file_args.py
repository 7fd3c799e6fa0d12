"""Issue #12, lead's reads of filesystem records: a file read after a listing is a file the listing showed
(directory_tree listed schema.sql, users.csv, README.md; read_multiple_files read components/settings.json and
another project's users.csv), and a read takes its first N lines or its last N, never both (head and tail)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from seer.generate.base import GenerationPlan
from seer.generate.symbolic import SymbolicEngine
from seer.generate.symbolic.file_args import _shown_files
from seer.harness.model import Scenario
from seer.spec.load import load_spec

FILESYSTEM = Path(__file__).resolve().parents[1].parent / "shared" / "specs" / "filesystem.json"
_READS = ("read_file", "read_text_file", "read_multiple_files")


def test_the_files_an_output_shows_are_read_from_trees_listings_and_paths():
    tree = {"name": "components", "path": "/p/src/components", "type": "directory",
            "children": [{"name": "users.csv", "type": "file"}, {"name": "lib", "type": "directory",
                                                                  "children": [{"name": "a.py", "type": "file"}]}]}
    assert _shown_files({"content": json.dumps(tree)}) == ["/p/src/components/users.csv", "/p/src/components/lib/a.py"]
    listing = "- /p/data/notes.txt (size: 81)\n- /p/data/deploy (size: 4096, type: directory)\ntotal: 2"
    assert _shown_files({"content": listing}) == ["/p/data/notes.txt"]  # a folder is no file to read


def _scenarios(seeds):
    if not FILESYSTEM.exists():
        pytest.skip(f"{FILESYSTEM} is absent (the shared specs are not in the repo)")
    spec = load_spec(FILESYSTEM)
    for seed in seeds:
        yield from (s for s in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)) if isinstance(s, Scenario))


def test_a_file_read_after_a_listing_is_one_it_listed():
    checked = 0
    for s in _scenarios(range(6)):
        for i, c in enumerate(s.expected_tools):
            if c.tool not in _READS or i == 0 or s.kind == "error":
                continue
            shown = {f for m in s.mock_outputs[:i] if not m.is_error for f in _shown_files(m.output)}
            paths = c.arguments.get("paths") or [c.arguments.get("path")]
            said = json.dumps([m.output for m in s.mock_outputs[:i]])
            paths = [x for x in paths if x not in said]  # a path carried from an output is the mocks' to choose
            if shown and paths:
                checked += 1
                assert set(paths) <= shown, (s.id, c.tool, paths, sorted(shown))
    assert checked >= 5


def test_a_read_takes_its_head_or_its_tail_not_both():
    reads = [c for s in _scenarios(range(6)) for c in s.expected_tools if c.tool in ("read_file", "read_text_file")]
    assert reads and not [c.arguments for c in reads if "head" in c.arguments and "tail" in c.arguments]
    assert any("head" in c.arguments or "tail" in c.arguments for c in reads)  # the windows are still used
