"""`python -m seer`: the Hydra app. Heavy imports (litellm, mlflow, mcp) happen only where used,
so `--help` and composition stay fast."""

from __future__ import annotations

import os
import sys

# Set before anything can import them: litellm must not reach the network for its cost map,
# MLflow must not send telemetry.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("LITELLM_OFFLINE_MODE", "true")
os.environ.setdefault("MLFLOW_DISABLE_TELEMETRY", "true")
os.environ.setdefault("DO_NOT_TRACK", "true")

import hydra  # noqa: E402
from omegaconf import DictConfig  # noqa: E402

from seer.config import register_configs  # noqa: E402

register_configs()


@hydra.main(version_base=None, config_path="conf", config_name="config")
def _app(cfg: DictConfig) -> float | None:
    from seer.app import run_job

    return run_job(cfg)


def _resume_overrides(argv: list[str]) -> list[str]:
    """`resume=<run folder>`: compose the same config that run had (its saved overrides), then ours."""
    resume = next((a.split("=", 1)[1] for a in argv if a.startswith("resume=")), None)
    if not resume:
        return argv
    from pathlib import Path

    import yaml

    saved = Path(resume) / ".hydra" / "overrides.yaml"
    if not saved.exists():
        print(f"seer: error: {resume}: not a seer run folder (no .hydra/overrides.yaml)", file=sys.stderr)
        raise SystemExit(2)
    before = [o for o in (yaml.safe_load(saved.read_text()) or []) if not o.startswith(("resume=", "hydra."))]
    given = {a.split("=", 1)[0] for a in argv if "=" in a}
    return [o for o in before if o.split("=", 1)[0] not in given] + argv


def main() -> None:
    from seer.errors import SeerError

    sys.argv[1:] = _resume_overrides(sys.argv[1:])
    try:
        _app()
    except SeerError as exc:  # Hydra re-raises job errors in single runs; keep it to one line
        print(f"seer: error: {exc.one_line()}", file=sys.stderr)
        raise SystemExit(exc.exit_code) from None
    except KeyboardInterrupt:  # Ctrl-C after the work (the study, logging): one line, the shell's code for it
        print("\nseer: interrupted", file=sys.stderr)
        raise SystemExit(130) from None


if __name__ == "__main__":
    main()
