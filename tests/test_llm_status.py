"""Never silently short: the run's end status (seer/pipeline/status.py) and its exit code."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace as NS

import pytest

from seer.harness.model import Discard, ExpectedCall, MockOutput, Provenance, Scenario, Turn
from seer.pipeline.status import EXIT_PARTIAL, is_transient, reason_class, run_status
from seer.spec.load import load_spec
from seer.spec.model import Spec, Tool
from tests.fakeserver import FakeServer, Reply
from tests.fixtures_llm import HybridModel

REPO = Path(__file__).resolve().parents[1]
SLACK = REPO.parent / "shared" / "specs" / "slack.json"
SPEC = Spec(name="two", tools=[Tool(name=n, inputSchema={"type": "object"}) for n in ("a", "b")])


def record(sid: str, tool: str) -> Scenario:
    return Scenario(id=sid, spec="two", tier="simple", title="t", category="c", novelty_reason="n", prompt="p",
                    expected_tools=[ExpectedCall(tool=tool)], mock_outputs=[MockOutput(output={})],
                    conversation=[Turn(user="p", calls=[0])],
                    provenance=Provenance(engine="test", seed=0, spec_sha256="0" * 64, seer_version="0"))


def gen(records, discards=(), transient=()):
    return NS(spec=SPEC, scenarios=lambda: iter(records), discards=lambda: iter(discards), transient=list(transient))


def judged(scored: int, unscored: int):
    js = [NS(status="scored")] * scored + [NS(status="unscored")] * unscored
    return {"j": [NS(judgments=lambda: iter(js))]}


class Planner:
    def __init__(self, ids):
        self.ids = ids

    def planned_items(self, spec, plan):
        return self.ids


def cfg(**kw):
    return {"allow_partial": False, "unscored_max": 0.05, **kw}


def test_a_complete_run_exits_zero():
    st = run_status(cfg(), Planner(["x", "y"]), None, [gen([record("x", "a"), record("y", "b")])], judged(10, 0))
    assert st.complete and st.exit_code() == 0
    assert st.line().startswith("status: complete (2/2 planned items made, 10/10 judgments scored")


def test_lost_items_and_coverage_below_100_exit_3_with_what_is_missing():
    d = Discard(stage="mocks", spec="two", item="y", reason="call 0: mock output $: 'id' is a required property", tries=3)
    t = Discard(stage="scenarios", spec="two", item="z", reason="transport: gave up after 5 attempts; last error server: 503")
    st = run_status(cfg(), Planner(["x", "y", "z"]), None, [gen([record("x", "a")], [d], [t])], judged(4, 0))
    assert st.exit_code() == EXIT_PARTIAL
    line = st.line()
    assert "PARTIAL (1/3 planned items made" in line and "tool coverage below 100%: two 50%" in line
    assert "2 of 3 planned item(s) lost: 1 discarded, 1 failed in transport (a rerun retries them)" in line
    assert "allow_partial=true" in line
    spec = st.specs[0]
    assert (spec.planned, spec.made, spec.lost, spec.transient) == (3, 1, 2, 1)
    assert spec.discards == {"mocks: mock output $: _ is a required property": 1, "scenarios: transport: gave up after _ attempts": 1}
    md = st.markdown()
    assert "## Run status" in md and "| two | 3 | 1 | 0 | 2 | 1 | 50% |" in md
    m = st.metrics()
    assert m["run/planned"] == 3 and m["run/lost"] == 2 and m["run/complete"] == 0.0 and m["run/records_per_planned"] == pytest.approx(1 / 3)


def test_unscored_beyond_the_threshold_is_partial_and_allow_partial_accepts():
    gens = [gen([record("x", "a"), record("y", "b")])]
    assert run_status(cfg(), Planner(["x", "y"]), None, gens, judged(96, 4)).complete  # 4% <= 5%
    st = run_status(cfg(), Planner(["x", "y"]), None, gens, judged(50, 50))
    assert not st.complete and "50 of 100 judgment(s) unscored (50% > 5%)" in st.line()
    ok = run_status(cfg(allow_partial=True), Planner(["x", "y"]), None, gens, judged(50, 50))
    assert ok.exit_code() == 0 and "accepted" in ok.line()


def test_an_engine_that_cannot_list_its_plan_counts_made_plus_lost():
    d = Discard(stage="generate", spec="two", item="q", reason="no value fits")
    note = Discard(stage="multiturn", spec="two", item="x", reason="multi-turn expansion discarded, scenario kept single-turn: x")
    st = run_status(cfg(), object(), None, [gen([record("x", "a"), record("y", "b")], [d, note])], {})
    assert (st.planned, st.made, st.lost) == (3, 2, 1)


def test_transient_is_the_transport_prefix_only():
    assert is_transient(NS(reason="transport: gave up after 3 attempts"))
    assert not is_transient(NS(reason="call 0: transport is not a tool"))
    assert not is_transient(NS(reason="transport: fatal: BadRequestError: 400 the grammar cannot be parsed"))
    assert reason_class("call 2: argument 'x' = 'y' must appear verbatim; more") == "argument _ = _ must appear verbatim"


def seer(*overrides: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "seer", "progress=false", "tracking=none", *overrides], cwd=cwd,
                          env={**os.environ, "SEER_ALLOW_MODEL_REQUESTS": "0", "PYTHONPATH": str(REPO)}, capture_output=True, text=True, timeout=600)


@pytest.mark.slow
def test_cli_short_run_exits_3_and_a_rerun_completes_exactly_the_missing_items(tmp_path):
    if not SLACK.exists():
        pytest.skip("../shared/specs is not beside this checkout")
    spec = load_spec(SLACK)
    victims = ("slack/simple/n001", "slack/complex/n000")
    with FakeServer(HybridModel(spec)) as server:
        server.faults = lambda req: Reply.error(503) if req.item.startswith(victims) else None
        common = ["generator=hybrid", "generator.model=openai/fake-model", f"generator.api_base={server.url}",
                  "generator.retries=1", "generator.backoff_s=0.01", f"suite.paths=[{SLACK}]", f"cache_dir={tmp_path / 'cache'}"]
        first = seer(*common, f"hydra.run.dir={tmp_path / 'r1'}", cwd=tmp_path)
        assert first.returncode == 3, first.stderr[-2000:]
        assert "status: PARTIAL" in first.stdout and "failed in transport (a rerun retries them)" in first.stdout
        status = json.loads((tmp_path / "r1" / "status.json").read_text())
        assert status["specs"][0]["transient"] == status["specs"][0]["lost"] == 2
        assert "## Run status" in (tmp_path / "r1" / "report.md").read_text()

        server.faults = None
        before = server.count
        second = seer(*common, f"hydra.run.dir={tmp_path / 'r2'}", cwd=tmp_path)
        assert second.returncode == 0, second.stdout[-2000:] + second.stderr[-2000:]
        assert "status: complete" in second.stdout
        asked = {r.item.rsplit("-", 1)[0] for r in server.requests[before:]}
        assert asked == set(victims)  # exactly the missing items

        before = server.count
        third = seer(*common, f"hydra.run.dir={tmp_path / 'r3'}", cwd=tmp_path)
        assert third.returncode == 0 and server.count == before  # an identical rerun makes 0 requests
        lines = (tmp_path / "r2" / "harness.jsonl").read_text().splitlines()
        assert len(lines) == status["specs"][0]["planned"]


@pytest.mark.slow
def test_cli_run_with_no_records_says_no_records_and_exits_3(tmp_path):
    if not SLACK.exists():
        pytest.skip("../shared/specs is not beside this checkout")
    with FakeServer(lambda req: Reply.text("I cannot help with that.")) as server:
        out = seer("generator=hybrid", "generator.model=openai/fake-model", f"generator.api_base={server.url}",
                   f"suite.paths=[{SLACK}]", f"cache_dir={tmp_path / 'cache'}", f"hydra.run.dir={tmp_path / 'r'}",
                   "scenarios.simple=1", "scenarios.complex=0", "negatives=false", cwd=tmp_path)
    assert out.returncode == 3, out.stderr[-2000:]
    assert "passability: no records" in out.stdout and "full marks" not in out.stdout
    assert "status: PARTIAL (0/" in out.stdout


@pytest.mark.slow
def test_judgments_lost_in_transport_are_judged_again_by_a_rerun(tmp_path):
    from seer.harness.io import write_jsonl
    from seer.judge.base import build_judge
    from seer.pipeline.judging import judge_spec
    from seer.store import Store
    from tests.test_judge_llm import cfg as judge_cfg, clean_chain, verdict
    from tests.test_judge_records import tracker_spec

    records = [clean_chain()]
    harness = tmp_path / "harness.jsonl"
    write_jsonl(harness, records)
    store = Store(tmp_path / "store")
    healthy = False
    with FakeServer(lambda req: Reply.json(verdict()) if healthy else Reply.error(503)) as srv:
        judge = build_judge(judge_cfg(srv, retries=1), cache_dir=tmp_path / "cache")
        first = judge_spec(tracker_spec(), harness, judge, store)
        assert first.transient and not list(first.judgments())  # not written as a final unscored judgment
        st = run_status(cfg(), None, None, [], {"j": [first]})
        assert st.unscored == st.unscored_transient == len(first.transient) and not st.complete
        assert "transport failures (a rerun retries them)" in st.line()
        healthy = True
        again = judge_spec(tracker_spec(), harness, judge, store)
        assert not again.transient and [j.status for j in again.judgments()] == ["scored"] * len(first.transient)
        assert judge_spec(tracker_spec(), harness, judge, store).reused


@pytest.mark.slow
def test_cli_endpoint_gone_mid_run_says_what_is_missing_and_a_rerun_makes_exactly_that(tmp_path):
    if not SLACK.exists():
        pytest.skip("../shared/specs is not beside this checkout")
    spec = load_spec(SLACK)
    server = FakeServer(HybridModel(spec)).start()
    port = server.port
    server.die_after(7)  # the model server dies after 7 requests: nothing listens on its port any more
    common = ["generator=hybrid", "generator.model=openai/fake-model", f"generator.api_base={server.url}",
              "generator.concurrency=1", "generator.retries=1", "generator.backoff_s=0.01", f"suite.paths=[{SLACK}]",
              f"cache_dir={tmp_path / 'cache'}", "scenarios.simple=3", "scenarios.complex=1"]
    first = seer(*common, f"hydra.run.dir={tmp_path / 'r1'}", cwd=tmp_path)
    assert first.returncode != 0, first.stdout[-2000:]
    line = next((x for x in first.stdout.splitlines() if x.startswith("status: STOPPED (")), None)
    assert line and "missing" in line, first.stdout[-2000:] + first.stderr[-2000:]
    st = json.loads((tmp_path / "r1" / "status.json").read_text())["specs"][0]
    assert 0 < st["planned"] - st["made"] and f"{st['made']}/{st['planned']} planned items made" in line
    stored = [p for p in (tmp_path / "cache" / "harness").glob("*.jsonl") if not p.name.endswith(".discards.jsonl")]
    kept = {json.loads(x)["id"] for p in stored for x in p.read_text().splitlines()}
    assert len(kept) == st["made"]  # what was made before the server died is in the store

    server.requests.clear()
    server.start(port)  # the server is back, where it was
    try:
        second = seer(*common, f"hydra.run.dir={tmp_path / 'r2'}", cwd=tmp_path)
        assert second.returncode == 0 and "status: complete" in second.stdout, second.stdout[-2000:]
        lines = (tmp_path / "r2" / "harness.jsonl").read_text().splitlines()
        assert len(lines) == st["planned"]
        asked = {r.item for r in server.requests}
        assert asked and not asked & kept  # only items the first run had not made
        before = server.count
        third = seer(*common, f"hydra.run.dir={tmp_path / 'r3'}", cwd=tmp_path)
        assert third.returncode == 0 and server.count == before  # an identical rerun makes 0 requests
    finally:
        server.stop()


def test_the_discard_line_counts_kept_records_apart(capsys, tmp_path):
    """2 multi-turn expansions kept single-turn are not 'planned items discarded' (a real Redis run said 3 for 1)."""
    from seer.pipeline.study import _tell

    meta = {"summary": {"text": "table"}, "discards": 3, "kept": 2, "problems": 0, "scenarios": 4}
    _tell(meta, tmp_path)
    out = capsys.readouterr().out
    assert "1 item(s) discarded (planned or top-up; 2 more kept as a simpler record, e.g. single-turn)" in out
    _tell({**meta, "kept": 0, "discards": 1}, tmp_path)
    assert "1 item(s) discarded (planned or top-up): see" in capsys.readouterr().out
