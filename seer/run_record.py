"""The versioned record a run returns. The core builds it; the tracking room logs it.

The core never imports MLflow: it hands this record (params, metrics, tags, the run folder)
to `seer.tracking`, which decides where it goes.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

RUN_RECORD_VERSION = "seer.run/1"


def _command() -> list[str]:
    """The command that made the record: `python -m seer ...` rather than .../seer/__main__.py."""
    argv = list(sys.argv)
    parts = Path(argv[0]).resolve().parts if argv else ()
    if argv and parts[-1] == "__main__.py" and "seer" in parts:
        argv[0] = "python -m " + ".".join(parts[len(parts) - 1 - parts[::-1].index("seer"):-1])
    return argv


class RunRecord(BaseModel):
    version: str = RUN_RECORD_VERSION
    task: str  # generate | evaluate
    run_dir: str
    run_name: str | None = None
    params: dict[str, Any] = Field(default_factory=dict)  # flattened resolved config, secrets redacted
    metrics: dict[str, float] = Field(default_factory=dict)  # "spec/<name>/tc_mean", "overall/coh_mean", ...
    tags: dict[str, str] = Field(default_factory=dict)  # specs, engine, judge, sweep id, experiment
    artifacts: list[str] = Field(default_factory=list)  # files under run_dir to log
    status: str = "FINISHED"  # FINISHED | KILLED | FAILED
    objective: float | None = None  # what a Hydra sweeper would optimise (overall TC)
    summary: dict[str, Any] = Field(default_factory=dict)  # printable summary (tables)
    # wall-clock times (epoch seconds): the record is built as the run ends; a run without a start
    # began `run/seconds` before its end (seer.tracking.readable)
    started_at: float | None = None
    ended_at: float | None = Field(default_factory=time.time)
    command: list[str] = Field(default_factory=_command)  # becomes MLflow's source name (secrets redacted)
