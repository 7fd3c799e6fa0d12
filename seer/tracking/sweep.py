"""Tags that tie the jobs of one Hydra multirun together (`seer.sweep` = the sweep folder)."""

from __future__ import annotations


def redact_override(override: str) -> str:
    """`judge.api_key=sk-...` -> `judge.api_key=***` (a secret typed on the command line)."""
    from seer.secrets import REDACTED, is_secret_key, scrub

    key, sep, value = override.partition("=")
    if sep and is_secret_key(key.lstrip("+~").rsplit(".", 1)[-1]) and value not in ("", "null"):
        return f"{key}={REDACTED}"
    return scrub(override)


def hydra_tags() -> dict[str, str]:
    """Sweep id, job number and the job's overrides when called inside a Hydra job; {} otherwise."""
    try:
        from hydra.core.hydra_config import HydraConfig
        from hydra.types import RunMode
    except ImportError:
        return {}
    if not HydraConfig.initialized():
        return {}
    hc = HydraConfig.get()
    tags = {"seer.overrides": " ".join(redact_override(o) for o in hc.overrides.task)[:8000]}
    if hc.mode == RunMode.MULTIRUN:
        tags["seer.sweep"] = str(hc.sweep.dir)
        tags["seer.job_num"] = str(hc.job.num)
    return tags


PARENT_FILE = "mlflow_parent.json"


def sweep_parent(client, experiment_id: str, sweep_dir: str, uri: str) -> str | None:
    """The parent run of a sweep (created by the first job that asks), so the MLflow UI nests the
    jobs under it. Jobs on one machine agree through a file lock in the sweep folder; the run id is
    kept in `<sweep dir>/mlflow_parent.json` per tracking URI."""
    import contextlib
    import fcntl
    import json
    from pathlib import Path

    folder = Path(sweep_dir)
    if not folder.is_dir():
        return None
    with (folder / ".mlflow_parent.lock").open("a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            known: dict[str, str] = {}
            path = folder / PARENT_FILE
            if path.is_file():
                with contextlib.suppress(ValueError):
                    known = json.loads(path.read_text(encoding="utf-8"))
            key = f"{uri}|{experiment_id}"
            if key in known:
                return known[key]
            run = client.create_run(experiment_id, run_name=f"sweep {folder.name}",
                                    tags={"seer.sweep": str(folder), "seer.sweep_parent": "true"})
            client.set_terminated(run.info.run_id, "FINISHED")
            known[key] = run.info.run_id
            path.write_text(json.dumps(known, indent=1), encoding="utf-8")
            return run.info.run_id
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
