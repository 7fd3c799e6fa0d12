"""`python -m seer generator=<entry>` end to end against the fake OpenAI-compatible server."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from seer.harness.model import Scenario
from seer.spec.load import load_spec
from tests.fakeserver import FakeServer
from tests.fixtures_llm import ScriptedModel

REPO = Path(__file__).resolve().parents[1]
SPEC = REPO.parent / "shared" / "specs" / "slack.json"
ENTRIES = ["gemini_flash_lite", "openai", "anthropic", "vllm", "ollama", "llamacpp"]
KEY_ENVS = {"gemini_flash_lite": "GEMINI_API_KEY", "openai": "OPENAI_API_KEY", "anthropic": "ANTHROPIC_API_KEY"}


def seer(*overrides: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "seer", "progress=false", "tracking=none", *overrides], cwd=cwd,
                          env={**os.environ, "PYTHONPATH": str(REPO), **env}, capture_output=True, text=True, timeout=600)


@pytest.fixture
def served():
    if not SPEC.exists():
        pytest.skip("../shared/specs is not beside this checkout")
    spec = load_spec(SPEC)
    with FakeServer(ScriptedModel(spec)) as server:
        yield spec, server


def run_entry(entry: str, server: FakeServer, tmp_path: Path, run: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    # every entry keeps its own settings; the model and endpoint point at the test server
    return seer(f"generator={entry}", "generator.model=openai/fake-model", f"generator.api_base={server.url}",
                f"suite.paths=[{SPEC}]", f"hydra.run.dir={tmp_path / run}", f"cache_dir={tmp_path / 'cache'}",
                cwd=tmp_path, env=env)


def harness(run_dir: Path) -> list[Scenario]:
    return [Scenario.model_validate_json(line) for line in (run_dir / "harness.jsonl").read_text().splitlines()]


@pytest.mark.slow  # two whole CLI runs (~13 s); the engine's own tests cover the same path in-process
def test_cli_generates_with_a_local_server_and_reruns_from_cache(served, tmp_path):
    spec, server = served
    env = {"SEER_ALLOW_MODEL_REQUESTS": "0"}
    first = run_entry("vllm", server, tmp_path, "a", env)
    assert first.returncode == 0, first.stderr[-2000:]
    records = harness(tmp_path / "a")
    assert {c.tool for s in records for c in s.expected_tools} == set(spec.tool_names)
    assert all(s.provenance.engine == "llm" for s in records)
    sent = server.count
    assert sent > 0
    again = run_entry("vllm", server, tmp_path, "b", env)
    assert again.returncode == 0, again.stderr[-2000:]
    assert server.count == sent, "an identical rerun makes no model request"
    assert (tmp_path / "a" / "harness.jsonl").read_bytes() == (tmp_path / "b" / "harness.jsonl").read_bytes()


def test_cli_missing_key_fails_before_any_request(served, tmp_path):
    _, server = served
    env = {k: v for k, v in os.environ.items() if k != "OPENAI_API_KEY"}
    proc = subprocess.run([sys.executable, "-m", "seer", "progress=false", "tracking=none", "generator=openai",
                           f"generator.api_base={server.url}", f"suite.paths=[{SPEC}]", f"hydra.run.dir={tmp_path / 'r'}"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 2
    out = proc.stdout + proc.stderr
    assert "OPENAI_API_KEY" in out and "generator=symbolic" in out and "Traceback" not in out
    assert server.count == 0


@pytest.mark.slow
@pytest.mark.parametrize("entry", ENTRIES)
def test_every_generator_entry_runs_end_to_end(served, tmp_path, entry):
    spec, server = served
    env = {"SEER_ALLOW_MODEL_REQUESTS": "0"}
    canary = "sk-canary-cli-5e0c1d"
    if entry in KEY_ENVS:
        env[KEY_ENVS[entry]] = canary
    proc = run_entry(entry, server, tmp_path, "run", env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert {c.tool for s in harness(tmp_path / "run") for c in s.expected_tools} == set(spec.tool_names)
    if entry in KEY_ENVS:
        assert server.requests[0].headers.get("authorization") == f"Bearer {canary}"
        for path in tmp_path.rglob("*"):
            if path.is_file():
                assert canary.encode() not in path.read_bytes(), path
        assert canary not in proc.stdout + proc.stderr
