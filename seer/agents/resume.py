"""Resuming an evaluation in its run folder: scenarios already scored are not replayed.

`evaluate.json` in the folder names the harness (sha256) and the agent; a folder holding another
evaluation is refused. A scenario is done when its line is in scenario_scores.jsonl (written last
for each scenario); lines of trajectories.jsonl and scores.jsonl for scenarios that are not done
(the process died between writes) are dropped, so nothing appears twice.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from seer.errors import SeerError
from seer.harness.io import read_raw, write_jsonl

MARKER = "evaluate.json"
FILES = ("trajectories.jsonl", "scores.jsonl", "scenario_scores.jsonl")


def prepare(run_dir: Path, identity: dict[str, Any]) -> set[str]:
    """The ids of the scenarios already scored in `run_dir` (empty for a fresh folder)."""
    run_dir.mkdir(parents=True, exist_ok=True)
    marker = run_dir / MARKER
    if marker.exists():
        found = json.loads(marker.read_text(encoding="utf-8"))
        if found != identity:
            diff = ", ".join(f"{k}: {found.get(k)!r} != {v!r}" for k, v in identity.items() if found.get(k) != v)
            raise SeerError(f"this run folder holds another evaluation ({diff})", file=str(run_dir),
                            hint="use a new run folder, or the same harness and agent to resume")
    else:
        for name in FILES:
            (run_dir / name).unlink(missing_ok=True)
        marker.write_text(json.dumps(identity, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        return set()
    done = {row["scenario_id"] for row in read_raw(run_dir / "scenario_scores.jsonl")}
    for name in ("trajectories.jsonl", "scores.jsonl"):
        path = run_dir / name
        rows = [row for row in read_raw(path) if row.get("scenario_id") in done]
        write_jsonl(path, rows)
    write_jsonl(run_dir / "scenario_scores.jsonl", list(read_raw(run_dir / "scenario_scores.jsonl")))
    return done
