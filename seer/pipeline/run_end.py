"""How a run ends, shared by task=generate, task=judge and task=calibrate: an interrupt or an
abort becomes the run's status (with one line saying what is kept and how to go on), and the run
record gets the same preamble (params, the common tags, artifacts) whoever builds it."""

from __future__ import annotations

import signal
import sys
import threading
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from seer.errors import RunAborted
from seer.run_record import RunRecord


@dataclass
class RunState:
    status: str = "FINISHED"  # FINISHED | KILLED (interrupted) | FAILED (aborted: RunAborted)


class _Latch:
    """Remembers a Ctrl-C even when the KeyboardInterrupt it raises is swallowed: Python drops an
    exception raised while a generator or an object is being finalized ("Exception ignored in ..."),
    and a run then went on to exit 0 as if nobody had pressed Ctrl-C."""

    def __init__(self) -> None:
        self.pressed = False

    def __call__(self, signum, frame) -> None:
        self.pressed = True
        raise KeyboardInterrupt


@contextmanager
def _latched() -> Iterator[_Latch]:
    latch = _Latch()
    if threading.current_thread() is not threading.main_thread():  # signal handlers belong to the main thread
        yield latch
        return
    before = signal.signal(signal.SIGINT, latch)
    try:
        yield latch
    finally:
        signal.signal(signal.SIGINT, before)


@contextmanager
def ending(kept: str, again: str) -> Iterator[RunState]:
    """Run the body; Ctrl-C makes the status KILLED, a RunAborted makes it FAILED, each with one
    line on stderr: `kept` says what survives ("finished records are kept"), `again` how to go on
    ("resume with: python -m seer resume=..."). Other errors pass through."""
    state = RunState()
    try:
        with _latched() as latch:
            yield state
        if latch.pressed:  # the interrupt was swallowed on its way up: the run still stops as interrupted
            raise KeyboardInterrupt
    except KeyboardInterrupt:
        state.status = "KILLED"
        print(f"\nseer: interrupted; {kept}. {again[:1].upper()}{again[1:]}", file=sys.stderr)
    except RunAborted as exc:
        state.status = "FAILED"
        print(f"seer: stopped: {exc.one_line()}. {kept[:1].upper()}{kept[1:]}; {again}", file=sys.stderr)


def write_run_record(cfg: Any, run_dir: Path, *, task: str, specs: list, judges: list, metrics: dict[str, float],
                     status: str = "FINISHED", tags: dict[str, str] | None = None, objective: float | None = None,
                     summary: dict | None = None) -> RunRecord:
    """The run record with the tags every task shares (`tags` add to or override them), every file
    of the run folder as an artifact, written to run_record.json."""
    from seer import __version__
    from seer.pipeline.rundir import flatten_config, resolved_config
    from seer.tracking.sweep import hydra_tags

    record = RunRecord(
        task=task,
        run_dir=str(run_dir),
        params=flatten_config(resolved_config(cfg)),
        metrics=metrics,
        tags={
            "seer.specs": ",".join(s.name for s in specs)[:4000],
            "seer.engine": str(cfg.generator.name),
            "seer.judge": ",".join(j.name for j in judges),
            "seer.aggregation": str(cfg.aggregation.rule),
            "seer.version": __version__,
            **({"seer.experiment": str(cfg.experiment_name)} if cfg.get("experiment_name") else {}),
            **hydra_tags(),  # sweep id and job number, kept for a folder logged later
            **(tags or {}),
        },
        artifacts=sorted(str(p.relative_to(run_dir)) for p in run_dir.rglob("*") if p.is_file()),
        status=status,
        objective=objective,
        summary=summary or {},
    )
    (run_dir / "run_record.json").write_text(record.model_dump_json(indent=1), encoding="utf-8")
    return record
