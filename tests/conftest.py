"""Suite-wide test setup: no real model requests, no telemetry, nothing written outside tmp dirs."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pytest

# Before anything imports litellm or mlflow.
os.environ["SEER_ALLOW_MODEL_REQUESTS"] = "0"  # the LLM room accepts only loopback endpoints
os.environ["LITELLM_LOCAL_MODEL_COST_MAP"] = "True"
os.environ["LITELLM_OFFLINE_MODE"] = "true"
os.environ["MLFLOW_DISABLE_TELEMETRY"] = "true"
os.environ["DO_NOT_TRACK"] = "true"
os.environ.pop("MLFLOW_TRACKING_URI", None)
# per-user data folders (inspect_ai writes its traces under XDG_DATA_HOME/inspect_ai): a temporary one
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="seer-tests-data-")

REPO = Path(__file__).resolve().parents[1]
SHARED_SPECS = REPO.parent / "shared" / "specs"
SHARED_CANDIDATES = REPO.parent / "shared" / "specs-candidates"

if (REPO / "tests" / "fixtures_llm.py").exists():
    from tests.fixtures_llm import *  # noqa: F401,F403  (the fake OpenAI-compatible server fixtures)


@pytest.fixture(autouse=True)
def _cwd_in_a_temporary_folder(tmp_path_factory, monkeypatch):
    """Every test runs in its own empty working directory. Defaults that write relative to the cwd
    then land in a temporary folder, never in the checkout: MLflow's SQLite store puts artifacts
    and traces under `./mlruns` (its default artifact root) for an experiment made with
    `mlflow.set_experiment`; Hydra writes `outputs/`; `tracking=local` writes `outputs/mlflow.db`."""
    monkeypatch.chdir(tmp_path_factory.mktemp("cwd"))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    """Without ../shared beside the checkout, a test that fails because it reads a shared spec is
    skipped with that reason (a fresh clone passes alone; CI, with ../shared, runs them)."""
    outcome = yield
    if SHARED_SPECS.parent.is_dir() or outcome.excinfo is None:
        return
    error = outcome.excinfo[1]
    if str(SHARED_SPECS.parent) in f"{error} {getattr(error, 'file', '')}":
        outcome.force_exception(pytest.skip.Exception(
            f"needs {SHARED_SPECS.parent}, which is not beside this checkout", _use_item_location=True))


@pytest.fixture(autouse=True)
def _isolated_cache(tmp_path_factory, monkeypatch):
    """Every test gets its own content store, so tests never reuse each other's work by accident."""
    monkeypatch.setenv("SEER_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))


@pytest.fixture(autouse=True)
def _no_leaked_tracking_uri():
    """`mlflow.set_tracking_uri` also exports MLFLOW_TRACKING_URI (for subprocesses): a test reading
    its store back must not redirect the runs of the tests after it."""
    os.environ.pop("MLFLOW_TRACKING_URI", None)
    yield
    if "mlflow" in sys.modules:
        sys.modules["mlflow"].set_tracking_uri(None)
    os.environ.pop("MLFLOW_TRACKING_URI", None)


@pytest.fixture
def shared_specs() -> Path:
    if not SHARED_SPECS.is_dir():
        pytest.skip("../shared/specs is not beside this checkout")
    return SHARED_SPECS


@pytest.fixture
def compose():
    """Compose the real conf/ with overrides, as `python -m seer` would (no run)."""
    from hydra import compose as hydra_compose
    from hydra import initialize_config_module
    from hydra.core.global_hydra import GlobalHydra

    from seer.config import register_configs

    register_configs()

    def _compose(*overrides: str, return_hydra_config: bool = False):
        GlobalHydra.instance().clear()
        with initialize_config_module(config_module="seer.conf", version_base=None):
            return hydra_compose(config_name="config", overrides=list(overrides), return_hydra_config=return_hydra_config)

    yield _compose
    GlobalHydra.instance().clear()
