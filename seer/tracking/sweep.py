"""Tags that tie the jobs of one Hydra multirun together (`seer.sweep` = the sweep folder)."""

from __future__ import annotations


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
    tags = {"seer.overrides": " ".join(hc.overrides.task)[:8000]}
    if hc.mode == RunMode.MULTIRUN:
        tags["seer.sweep"] = str(hc.sweep.dir)
        tags["seer.job_num"] = str(hc.job.num)
    return tags
