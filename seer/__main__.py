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


def main() -> None:
    from seer.errors import SeerError

    try:
        _app()
    except SeerError as exc:  # Hydra re-raises job errors in single runs; keep it to one line
        print(f"seer: error: {exc.one_line()}", file=sys.stderr)
        raise SystemExit(exc.exit_code) from None


if __name__ == "__main__":
    main()
