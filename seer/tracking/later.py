"""Log a finished run folder afterwards (the tracking server was down, the store was locked, ...).

    python -m seer.tracking log <run_dir> [--uri URI] [--experiment NAME] [--force]

Reads `<run_dir>/run_record.json` (written by the pipeline) and logs it like the run would have.
A folder already logged to the same store is not logged twice unless --force.
"""

from __future__ import annotations

import json
from pathlib import Path

from seer.errors import SeerError
from seer.run_record import RunRecord
from seer.tracking.log import MARKER, log_run
from seer.tracking.uri import resolve_uri


def read_record(run_dir: str | Path) -> RunRecord:
    path = Path(run_dir) / "run_record.json"
    if not path.is_file():
        raise SeerError("no run_record.json here: not a finished seer run folder", file=str(Path(run_dir)))
    try:
        record = RunRecord.model_validate_json(path.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise SeerError(f"run_record.json is not a valid run record ({str(exc).splitlines()[0]})", file=str(path)) from None
    # the folder may have moved since the run: artifacts are found where the record is now
    return record.model_copy(update={"run_dir": str(Path(run_dir).resolve())})


def log_later(run_dir: str | Path, *, uri: str | None = None, experiment: str | None = None,
              backend: str | None = None, force: bool = False) -> str | None:
    record = read_record(run_dir)
    tracking = {"backend": backend or ("server" if uri and uri.startswith("http") else "local"),
                "uri": uri, "experiment": experiment or "seer"}
    saved = Path(run_dir) / ".hydra" / "config.yaml"
    if uri is None and saved.is_file():  # the run's own tracking config, when Hydra saved it
        from omegaconf import OmegaConf

        t = OmegaConf.load(saved).get("tracking") or {}
        tracking.update({k: t.get(k) for k in ("backend", "uri") if t.get(k) is not None})
        if experiment is None and t.get("experiment"):
            tracking["experiment"] = t.get("experiment")
        if tracking["backend"] == "none":
            tracking["backend"] = "local"  # asking to log means: log it, to the default store
            tracking["uri"] = None
    target = resolve_uri(tracking)
    marker = Path(run_dir) / MARKER
    if marker.is_file() and not force:
        done = json.loads(marker.read_text(encoding="utf-8"))
        if done.get("tracking_uri") == target:
            print(f"seer: {run_dir} is already logged as run {done.get('run_id')} in {target} (use --force to log again)")
            return done.get("run_id")
    run_id = log_run(record, tracking)
    if run_id is None:
        raise SeerError("could not log the run folder; see the message above", file=str(run_dir))
    return run_id
