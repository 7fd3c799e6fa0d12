"""What makes a logged run readable in the MLflow UI: a name that says what ran, times that cover
the run, source and git tags, the params of the task that ran, and one rule for metric names.

Metric names: levels are joined by `/` and nothing else; within a level only letters, digits,
`_` and `-` are kept (anything else, dots included, becomes `_`), so a spec named `../x` is the
level `___x` and never a path MLflow refuses. A key written with dots alone (`llm.total.cost_usd`,
the LLM room's stats) has its dots read as levels: `llm/total/cost_usd`.
"""

from __future__ import annotations

import re
import subprocess
import time
from functools import lru_cache
from pathlib import Path
from typing import Any

from seer.run_record import RunRecord

_BAD_LEVEL = re.compile(r"[^A-Za-z0-9_\-]")
MAX_KEY = 250
# config groups a task does not read: left out of its params (task=generate never runs an agent)
_UNUSED_BY_TASK = {"generate": ("agent.",), "judge": ("agent.",), "calibrate": ("agent.",), "dry_run": ("agent.",)}


def metric_name(key: str) -> str:
    levels = key.split(".") if "/" not in key else key.split("/")
    return "/".join(_BAD_LEVEL.sub("_", level) or "_" for level in levels)[:MAX_KEY]


def metric_names(metrics: dict[str, float]) -> dict[str, float]:
    return {metric_name(k): v for k, v in metrics.items()}


def task_params(record: RunRecord) -> dict[str, Any]:
    drop = _UNUSED_BY_TASK.get(record.task, ())
    return {k: v for k, v in record.params.items() if not str(k).startswith(drop)}


def _specs_label(specs: str) -> str:
    names = [s for s in specs.split(",") if s]
    if len(names) <= 2:
        return "+".join(names) or "no-spec"
    return f"{len(names)}-specs"


def run_name(record: RunRecord) -> str:
    """`generate 7-specs symbolic judge=structural seed=0`: task, suite, engine, judge(s), seed."""
    if record.run_name:
        return record.run_name
    tags, params = record.tags, record.params
    suite = _specs_label(tags.get("seer.specs") or tags.get("specs") or "")
    parts = [record.task, suite, tags.get("seer.engine", "")]
    if tags.get("seer.judge"):
        parts.append(f"judge={tags['seer.judge'].replace(',', '+')}")
    if "seed" in params:
        parts.append(f"seed={params['seed']}")
    if tags.get("seer.experiment"):
        parts.insert(0, tags["seer.experiment"])
    return " ".join(p for p in parts if p)[:250]


def times_ms(record: RunRecord) -> tuple[int, int]:
    """(start, end) in ms: the record's own times; a record without a start began `run/seconds` before its end."""
    end = record.ended_at or time.time()
    start = record.started_at or end - float(record.metrics.get("run/seconds", 0.0))
    return int(start * 1000), int(end * 1000)


@lru_cache(maxsize=1)
def _git(repo: str) -> dict[str, str]:
    if not (Path(repo) / ".git").exists():
        return {}
    out = {}
    for tag, args in (("mlflow.source.git.commit", ["rev-parse", "HEAD"]),
                      ("mlflow.source.git.branch", ["rev-parse", "--abbrev-ref", "HEAD"])):
        try:
            done = subprocess.run(["git", "-C", repo, *args], capture_output=True, text=True, timeout=5)
        except (OSError, subprocess.SubprocessError):
            return out
        if done.returncode == 0 and done.stdout.strip():
            out[tag] = done.stdout.strip()
    return out


def source_tags(record: RunRecord) -> dict[str, str]:
    """MLflow's own source tags (the UI's Source column and git link) and the whole command.
    The UI shows the source name after its last `/`, so the name is the program and task, no paths."""
    import seer

    command = list(record.command)
    if not command or command[0].startswith("python -m seer.tracking"):  # logged later: the run's command is unknown
        command = []
    program = command[0] if command else "python -m seer"
    tags = {"mlflow.source.name": f"{program} task={record.task}", "mlflow.source.type": "LOCAL"}
    if command:
        tags["seer.command"] = " ".join(command)[:4000]
    return {**tags, **_git(str(Path(seer.__file__).resolve().parents[1]))}
