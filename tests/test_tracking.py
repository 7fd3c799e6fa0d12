"""The tracking room against a temporary SQLite store, read back with mlflow.search_runs."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from seer.run_record import RunRecord
from seer.tracking import flatten_config, log_run, redact, resolve_uri

REPO = Path(__file__).resolve().parents[1]
CANARY = "sk-canary-7f3a9c2e51d4"


def _run_folder(tmp_path: Path, name: str = "run") -> Path:
    run = tmp_path / name
    (run / "tables").mkdir(parents=True)
    (run / "report.md").write_text("# report\n")
    (run / "tables" / "per_spec.csv").write_text("spec,tc_mean\na,0.9\n")
    return run


def _record(run: Path, **kw) -> RunRecord:
    base = dict(task="generate", run_dir=str(run), run_name="r1",
                params={"judge.model": "m", "judge.api_key": CANARY, "generator.extra": f"Bearer {CANARY}",
                        "long": "x" * 9000, "seed": 0},
                metrics={"overall/tc_mean": 0.91, "spec/a/tc_mean": 0.9},
                tags={"seer.specs": "a", "seer.engine": "symbolic", "seer.judge": "structural_lenient"},
                artifacts=["report.md", "tables/per_spec.csv"], summary={"rows": [{"spec": "a"}]})
    base.update(kw)
    return RunRecord(**base)


def _runs(uri: str, experiment: str = "seer"):
    import mlflow

    # set_tracking_uri also exports MLFLOW_TRACKING_URI (for subprocesses): unset it after reading,
    # or the next log_run in this process would follow it
    mlflow.set_tracking_uri(uri)
    try:
        return mlflow.search_runs(experiment_names=[experiment], output_format="list")
    finally:
        mlflow.set_tracking_uri(None)


@pytest.fixture
def canary_env(monkeypatch):
    monkeypatch.setenv("SEER_TEST_API_KEY", CANARY)


def test_log_run_into_sqlite_reads_back_without_secrets(tmp_path, canary_env, capsys):
    run = _run_folder(tmp_path)
    (run / "report.md").write_text(f"# report\nkey was {CANARY}\n")  # a leaky artifact is the caller's bug...
    db = tmp_path / "store" / "mlflow.db"
    run_id = log_run(_record(run), {"backend": "local", "uri": str(db)})
    assert run_id
    captured = capsys.readouterr()
    assert f"mlflow ui --backend-store-uri sqlite:///{db}" in captured.out
    assert "report.md held a secret value; logged a redacted copy" in captured.err
    (r,) = _runs(f"sqlite:///{db}")
    assert r.info.run_id == run_id and r.info.status == "FINISHED"
    assert r.data.metrics["overall/tc_mean"] == pytest.approx(0.91)
    assert r.data.params["judge.model"] == "m" and r.data.params["judge.api_key"] == "***"
    assert r.data.params["generator.extra"] == "Bearer ***"
    assert len(r.data.params["long"]) == 6000  # truncated to MLflow's limit, not an error
    assert r.data.tags["seer.engine"] == "symbolic" and r.data.tags["seer.run_dir"] == str(run)
    from mlflow.tracking import MlflowClient

    client = MlflowClient(f"sqlite:///{db}")
    assert {a.path for a in client.list_artifacts(run_id, "tables")} == {"tables/per_spec.csv"}
    report = Path(client.download_artifacts(run_id, "report.md", str(tmp_path / "dl")))
    assert report.read_text() == "# report\nkey was ***\n"
    assert CANARY in (run / "report.md").read_text()  # the run folder itself is not rewritten
    assert json.loads((run / "mlflow_run.json").read_text())["run_id"] == run_id
    # ...and the canary appears nowhere in the store
    for path in (tmp_path / "store").rglob("*"):
        if path.is_file():
            assert CANARY.encode() not in path.read_bytes(), path


def test_env_tracking_uri_wins_over_config(tmp_path, monkeypatch):
    env_db, cfg_db = tmp_path / "env.db", tmp_path / "cfg.db"
    monkeypatch.setenv("MLFLOW_TRACKING_URI", f"sqlite:///{env_db}")
    assert resolve_uri({"backend": "local", "uri": str(cfg_db)}) == f"sqlite:///{env_db}"
    assert log_run(_record(_run_folder(tmp_path)), {"backend": "local", "uri": str(cfg_db)}, quiet=True)
    assert env_db.exists() and not cfg_db.exists()
    assert len(_runs(f"sqlite:///{env_db}")) == 1
    assert resolve_uri({"backend": "none"}) is None  # an explicit tracking=none stays off


def test_tracking_none_logs_nothing(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert log_run(_record(_run_folder(tmp_path)), {"backend": "none"}) is None
    assert not (tmp_path / "outputs").exists()


def test_killed_status_is_kept(tmp_path):
    db = tmp_path / "m.db"
    log_run(_record(_run_folder(tmp_path), status="KILLED"), {"backend": "local", "uri": str(db)}, quiet=True)
    assert _runs(f"sqlite:///{db}")[0].info.status == "KILLED"


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_unreachable_server_keeps_the_run_and_log_later_logs_it(tmp_path, capsys):
    run = _run_folder(tmp_path)
    record = _record(run)
    (run / "run_record.json").write_text(record.model_dump_json())
    uri = f"http://127.0.0.1:{_closed_port()}"
    assert log_run(record, {"backend": "server", "uri": uri}) is None
    err = capsys.readouterr().err
    assert "could not log" in err and f"python -m seer.tracking log {run}" in err
    assert (run / "report.md").exists() and not (run / "mlflow_run.json").exists()

    db = tmp_path / "later.db"
    env = {k: v for k, v in os.environ.items() if k != "MLFLOW_TRACKING_URI"}
    cmd = [sys.executable, "-m", "seer.tracking", "log", str(run), "--uri", str(db)]
    first = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert first.returncode == 0, first.stderr
    (r,) = _runs(f"sqlite:///{db}")
    assert r.data.metrics["spec/a/tc_mean"] == pytest.approx(0.9) and r.data.params["judge.api_key"] == "***"
    again = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert again.returncode == 0 and "already logged" in again.stdout
    assert len(_runs(f"sqlite:///{db}")) == 1


def test_log_later_on_a_folder_without_a_record_is_a_clear_error(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "seer.tracking", "log", str(tmp_path)], cwd=REPO,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert "no run_record.json" in proc.stderr and "Traceback" not in proc.stderr


def test_redact_and_flatten(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", CANARY)
    cfg = {"judge": {"model": "gpt", "api_key": "literal", "api_key_env": "OPENAI_API_KEY",
                     "extra": {"headers": {"Authorization": "Bearer x"}, "note": f"k={CANARY}"}},
           "tiers": ["simple", "complex"], "panel": {}, "seed": 3}
    flat = flatten_config(redact(cfg))
    assert flat == {"judge.model": "gpt", "judge.api_key": "***", "judge.api_key_env": "OPENAI_API_KEY",
                    "judge.extra.headers.Authorization": "***", "judge.extra.note": "k=***",
                    "tiers": '["simple", "complex"]', "panel": "{}", "seed": 3}
    # flattening first and redacting after gives the same answer (keys are checked by their last part)
    assert redact(flatten_config(cfg)) == flat


def test_flatten_accepts_omegaconf():
    from omegaconf import OmegaConf

    cfg = OmegaConf.create({"a": {"b": 1, "c": "${a.b}"}})
    assert flatten_config(cfg) == {"a.b": 1, "a.c": 1}


def test_a_store_locked_too_long_does_not_lose_the_run(tmp_path, monkeypatch, capsys):
    import fcntl

    from seer.tracking import store

    db = tmp_path / "busy.db"
    monkeypatch.setattr(store, "LOCK_TIMEOUT_S", 0.3)
    run = _run_folder(tmp_path)
    with open(tmp_path / "busy.db.lock", "w") as held:  # another process holds the store
        fcntl.flock(held, fcntl.LOCK_EX)
        assert log_run(_record(run), {"backend": "local", "uri": str(db)}) is None
    err = capsys.readouterr().err
    assert "stayed locked" in err and f"python -m seer.tracking log {run}" in err
    assert (run / "report.md").exists()
    assert log_run(_record(run), {"backend": "local", "uri": str(db)}, quiet=True)  # lock released: it logs


def test_secrets_typed_as_overrides_are_redacted_in_the_sweep_tags(monkeypatch):
    from seer.tracking.sweep import redact_override

    monkeypatch.setenv("SOME_TOKEN", CANARY)
    assert redact_override("judge.api_key=sk-literal-123") == "judge.api_key=***"
    assert redact_override("+generator.extra.headers.Authorization=Bearer abc") == "+generator.extra.headers.Authorization=***"
    assert redact_override("judge.api_key_env=QWEN_API_KEY") == "judge.api_key_env=QWEN_API_KEY"
    assert redact_override(f"judge.api_base=http://h/?k={CANARY}") == "judge.api_base=http://h/?k=***"
    assert redact_override("seed=3") == "seed=3"


def test_hydra_tags_inside_a_hydra_job_carry_the_redacted_overrides(tmp_path):
    script = tmp_path / "app.py"
    script.write_text(
        "import hydra\n"
        "from seer.tracking import hydra_tags\n"
        "@hydra.main(version_base=None, config_path=None)\n"
        "def main(cfg):\n"
        "    print('TAGS', hydra_tags())\n"
        "main()\n")
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    proc = subprocess.run([sys.executable, str(script), "-m", "+seed=1,2", "+judge.api_key=sk-typed-999",
                           f"hydra.sweep.dir={tmp_path / 'sw'}"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    lines = [line for line in proc.stdout.splitlines() if line.startswith("TAGS")]
    assert len(lines) == 2
    assert all("sk-typed-999" not in line and "+judge.api_key=***" in line for line in lines)
    assert all(f"'seer.sweep': '{tmp_path / 'sw'}'" in line for line in lines)
    assert {"'seer.job_num': '0'", "'seer.job_num': '1'"} == {p for line in lines for p in ("'seer.job_num': '0'", "'seer.job_num': '1'") if p in line}
