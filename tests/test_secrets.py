"""Secrets never leave the process: a whole LLM run (generator and judge against the local test
server) with MLflow tracking and tracing on, canary keys in the environment, in a config value
typed on the command line and in a header, then every file the run wrote is read for them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from seer.spec.load import load_spec
from tests.fakeserver import FakeServer, Reply
from tests.fixtures_llm import ScriptedModel, stage_of
from tests.test_judge_llm import verdict

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[1]
ENV_KEY = "sk-canary-env-9d2f61a0b7"
CMDLINE_KEY = "sk-canary-cmdline-3c8e7d"
JUDGE_KEY = "sk-canary-judge-51ab0e"


def test_no_canary_in_any_file_log_or_store(tmp_path, shared_specs):
    spec_path = shared_specs / "slack.json"
    generator = ScriptedModel(load_spec(spec_path))

    def responder(req):
        return Reply.json(verdict()) if stage_of(req) == "judge" else generator(req)

    db = tmp_path / "mlflow.db"
    env = {**os.environ, "SEER_ALLOW_MODEL_REQUESTS": "0", "CANARY_API_KEY": ENV_KEY, "QWEN_API_KEY": JUDGE_KEY,
           "SEER_CACHE_DIR": str(tmp_path / "cache")}
    with FakeServer(responder) as server:
        proc = subprocess.run(
            [sys.executable, "-m", "seer", "progress=false", f"suite.paths=[{spec_path}]", "generator=vllm",
             "generator.model=openai/fake-model", f"generator.api_base={server.url}",
             "generator.api_key_env=CANARY_API_KEY",
             "judge=qwen_replication", f"judge.api_base={server.url}", "tracking=local", f"tracking.uri={db}",
             "tracking.tracing=true", f"hydra.run.dir={tmp_path / 'run'}"],
            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
        sent = list(server.requests)
    assert proc.returncode == 0, proc.stderr[-3000:]
    # the keys were really used: requests carried them
    auth = {r.headers.get("authorization") for r in sent}
    assert {f"Bearer {JUDGE_KEY}", f"Bearer {ENV_KEY}"} <= auth

    files = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert (tmp_path / "run" / "harness.jsonl") in files and db in files
    assert any(p.suffix == ".log" for p in files), "Hydra's job log should be among the files read"
    for canary in (ENV_KEY, JUDGE_KEY):
        assert canary not in proc.stdout + proc.stderr
        for path in files:
            assert canary.encode() not in path.read_bytes(), f"{canary} found in {path}"

    import mlflow

    mlflow.set_tracking_uri(f"sqlite:///{db}")
    runs = mlflow.search_runs(experiment_names=["seer"], output_format="list")
    assert runs and runs[0].data.params["generator.api_key_env"] == "CANARY_API_KEY"
    traces = mlflow.search_traces(locations=[runs[0].info.experiment_id], return_type="list")
    assert traces, "tracing was on: LLM calls should be traced"
    for trace in traces:
        text = trace.to_json()
        for canary in (ENV_KEY, JUDGE_KEY):
            assert canary not in text


def test_a_key_typed_into_config_is_refused_and_never_written(tmp_path):
    run_dir = tmp_path / "run"
    proc = subprocess.run(
        [sys.executable, "-m", "seer", "progress=false", "generator=vllm", f"+generator.extra.api_key={CMDLINE_KEY}",
         "tracking=none", f"hydra.run.dir={run_dir}"],
        cwd=tmp_path, env={**os.environ, "SEER_CACHE_DIR": str(tmp_path / "cache")}, capture_output=True, text=True,
        timeout=300)
    assert proc.returncode == 2
    assert "generator.extra.api_key" in proc.stderr and "api_key_env" in proc.stderr
    assert CMDLINE_KEY not in proc.stdout + proc.stderr
    written = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert (run_dir / ".hydra" / "overrides.yaml") in written
    for path in written:
        assert CMDLINE_KEY.encode() not in path.read_bytes(), path
