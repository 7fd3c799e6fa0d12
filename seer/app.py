"""One Hydra job: dispatch the task, print the summary, log to tracking. Errors become one line."""

from __future__ import annotations

import logging
import sys

from omegaconf import DictConfig

log = logging.getLogger("seer")


def run_job(cfg: DictConfig) -> float | None:
    from seer.errors import SeerError

    try:
        if cfg.task == "generate":
            from seer.pipeline import run_generate

            record = run_generate(cfg)
        elif cfg.task == "evaluate":
            from seer.agents.evaluate import run_evaluate

            record = run_evaluate(cfg)
        elif cfg.task == "judge":
            from seer.pipeline.judge_task import run_judge

            record = run_judge(cfg)
        elif cfg.task == "calibrate":
            from seer.calibrate.task import run_calibrate

            record = run_calibrate(cfg)
        else:
            raise SeerError(f"unknown task {cfg.task!r}; known: generate, evaluate, judge, calibrate")
    except SeerError as exc:
        print(f"seer: error: {exc.one_line()}", file=sys.stderr)
        sys.exit(exc.exit_code)
    if record.task in ("generate", "judge", "calibrate"):  # task=evaluate logs its own run; a dry run is not a run
        from seer.tracking import log_run
        from seer.tracking.headline import agreement_lines

        for line in agreement_lines(record.metrics, record.tags.get("seer.judge", "").split(",")[0]):
            print(line)  # a cross-judge run's figures in the terminal, not only in MLflow and report.md

        log_run(record, cfg.tracking)
    print(f"run folder: {record.run_dir}")
    if record.status == "KILLED":
        sys.exit(130)
    if record.status == "FAILED":
        sys.exit(1)
    if record.tags.get("seer.exit_code", "0") != "0":  # short of its plan (seer/pipeline/status.py)
        sys.exit(int(record.tags["seer.exit_code"]))
    return record.objective
