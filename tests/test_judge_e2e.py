"""`python -m seer judge=<entry>` end to end: both structural profiles offline, an LLM judge against
the fake OpenAI-compatible server on 127.0.0.1, and an aggregation sweep that judges once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.fakeserver import FakeServer, Reply
from tests.test_judge_llm import record_of, verdict

REPO = Path(__file__).resolve().parents[1]


def run_seer(*args: str, cwd: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    """`python -m seer [flags] progress=false overrides...`, importable from the checkout whether or
    not the package is installed."""
    flags = [a for a in args if a.startswith("-")]
    overrides = [a for a in args if not a.startswith("-")]
    full_env = {**os.environ, "PYTHONPATH": str(REPO), **(env or {})}
    proc = subprocess.run([sys.executable, "-m", "seer", *flags, "progress=false", *overrides], cwd=cwd, env=full_env,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, f"seer exited {proc.returncode}\nstdout:\n{proc.stdout}\nstderr:\n{proc.stderr}"
    return proc

ASPECTS = {"logical_flow", "completeness", "conciseness", "topic_relevance", "context_retention"}


def judgments(run_dir: Path) -> list[dict]:
    return [json.loads(line) for line in (run_dir / "judgments.jsonl").read_text().splitlines()]


@pytest.mark.slow
@pytest.mark.parametrize("entry", ["structural_lenient", "structural_strict"])
def test_structural_entries_write_every_dimension(tmp_path, entry):
    run = tmp_path / "run"
    run_seer(f"judge={entry}", "tracking=none", f"hydra.run.dir={run}", cwd=tmp_path)
    js = judgments(run)
    harness = [json.loads(line) for line in (run / "harness.jsonl").read_text().splitlines()]
    assert len(js) == sum(len(s["conversation"]) for s in harness)
    for j in js:
        assert j["judge"] == entry and j["status"] == "scored"
        assert set(j["tool_call"]) == {"selection", "argument", "ordering", "usage"}
        assert len(j["argument"]) == 6 and set(j["coherence"]) == ASPECTS
    # a good generator's harness scores high, and every lowered score says why
    assert sum(j["tool_call"]["selection"] for j in js) / len(js) > 9
    for j in js:
        low = [d for d, v in j["tool_call"].items() if v < 10 and d != "argument"]
        assert all(d in j["reasons"] for d in low), j


@pytest.mark.slow
def test_llm_judge_entry_against_the_fake_server_and_unscored_records(tmp_path):
    def responder(req):
        return Reply.malformed() if record_of(req).endswith("#1") else Reply.json(verdict(value_accuracy=7))

    with FakeServer(responder) as srv:
        run = tmp_path / "run"
        run_seer("judge=qwen_replication", f"judge.api_base={srv.url}", "judge.max_tries=2", "tracking=none",
                 "allow_partial=true",  # unscored records on purpose: the run says PARTIAL, accepted here
                 f"hydra.run.dir={run}", cwd=tmp_path, env={"QWEN_API_KEY": "test-key"})
        requests = srv.count
    js = judgments(run)
    unscored = [j for j in js if j["status"] == "unscored"]
    scored = [j for j in js if j["status"] == "scored"]
    assert scored and unscored and all(j["record_id"].endswith("#1") for j in unscored)
    assert all(j["tool_call"] is None and "no valid verdict" in j["unscored_reason"] for j in unscored)
    assert all(j["argument"]["value_accuracy"] == 7 and j["reasons"] for j in scored)
    assert requests == len(scored) + 2 * len(unscored)  # each malformed verdict was retried once
    assert "unscored" in (run / "report.md").read_text()
    record = json.loads((run / "run_record.json").read_text())
    assert record["metrics"]["overall/unscored"] == len(unscored)  # counted, never scored as zero
    assert "test-key" not in (run / "run_record.json").read_text()  # the key never reaches the record


@pytest.mark.slow
def test_aggregation_sweep_judges_once(tmp_path):
    with FakeServer(lambda req: Reply.json(verdict(usage=5))) as srv:
        sweep = tmp_path / "sweep"
        run_seer("-m", "aggregation=arithmetic,harmonic,min", "judge=qwen_replication", f"judge.api_base={srv.url}",
                 "tracking=none", f"hydra.sweep.dir={sweep}", cwd=tmp_path, env={"QWEN_API_KEY": "k"})
        requests = srv.count
    runs = sorted(sweep.glob("*/run_record.json"))
    assert len(runs) == 3
    records = [json.loads(p.read_text()) for p in runs]
    n_records = len(judgments(runs[0].parent))
    assert requests == n_records  # one judge call per record, for three aggregation rules
    assert records[0]["metrics"]["run/reused_judgments"] == 0
    assert all(r["metrics"]["run/reused_judgments"] > 0 for r in records[1:])
    assert [r["tags"]["seer.aggregation"] for r in records] == ["arithmetic", "harmonic", "min"]
    # usage 5 on one of four dimensions: arithmetic > harmonic > min
    tc = [r["metrics"]["overall/tc_mean"] for r in records]
    assert tc[0] > tc[1] > tc[2]
