"""task=judge: a harness edited by hand is judged again with the generation run's store, study and
MLflow run; the edited record's score drops, the others keep theirs."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from seer.harness.io import read_jsonl
from seer.judge.model import Judgment

FIXTURE = Path(__file__).parent / "fixtures" / "judge_task"


def harness_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "given"
    shutil.copytree(FIXTURE, folder)
    return folder / "harness.jsonl"


def edit_record(path: Path, sid: str, change) -> None:
    lines = path.read_text().splitlines()
    out = []
    for line in lines:
        doc = json.loads(line)
        if doc["id"] == sid:
            change(doc)
        out.append(json.dumps(doc))
    path.write_text("\n".join(out) + "\n")


def judge(compose, tmp_path: Path, harness: Path, name: str, *extra: str, mlflow: bool = False):
    from seer.app import run_job

    tracking = [f"tracking.uri={tmp_path / 'mlflow.db'}"] if mlflow else ["tracking=none"]
    cfg = compose("task=judge", f"harness={harness}", f"run_dir={tmp_path / name}", f"cache_dir={tmp_path / 'cache'}",
                  *tracking, "progress=false", *extra)
    run_job(cfg)
    run_dir = tmp_path / name
    return run_dir, {j.record_id: j for j in read_jsonl(run_dir / "judgments.jsonl", Judgment)}


def tc(j: Judgment) -> float:
    from seer.judge.aggregate import tc_score

    return tc_score(j)


def test_an_edited_harness_is_judged_and_the_edit_scores_lower(compose, tmp_path, capsys):
    harness = harness_copy(tmp_path)
    before_dir, before = judge(compose, tmp_path, harness, "before")
    assert set(before) == {"memo/1#0", "memo/2#0", "memo/2#1", "memo/3#0"}

    def wrong_title(doc):  # the user asked for 'Standup notes'; the call now writes a title from nowhere
        doc["expected_tools"][0]["arguments"]["title"] = "Quarterly numbers"

    edit_record(harness, "memo/3", wrong_title)
    capsys.readouterr()
    after_dir, after = judge(compose, tmp_path, harness, "after")
    assert tc(after["memo/3#0"]) < tc(before["memo/3#0"])
    assert after["memo/3#0"].argument.value_accuracy < before["memo/3#0"].argument.value_accuracy
    for rid in ("memo/1#0", "memo/2#0", "memo/2#1"):
        assert tc(after[rid]) == tc(before[rid])
    assert "reused judgments" not in capsys.readouterr().out  # the edit changed the spec's file: judged again

    record = json.loads((after_dir / "run_record.json").read_text())
    assert record["task"] == "judge" and record["tags"]["seer.harness_format"] == "seer"
    assert record["metrics"]["spec/memo/tc_mean"] < json.loads((before_dir / "run_record.json").read_text())["metrics"]["spec/memo/tc_mean"]
    report = (after_dir / "report.md").read_text()
    assert "# seer report" in report and (after_dir / "harness.jsonl").read_text().count("Quarterly numbers") == 1
    assert f"`{harness}` (seer, 3 scenarios, made by hand)" in report


@pytest.mark.slow
def test_a_judge_run_is_an_mlflow_run(compose, tmp_path):
    harness = harness_copy(tmp_path)
    run_dir, _ = judge(compose, tmp_path, harness, "tracked", mlflow=True)
    record = json.loads((run_dir / "run_record.json").read_text())
    from mlflow.tracking import MlflowClient

    client = MlflowClient(f"sqlite:///{tmp_path / 'mlflow.db'}")
    runs = client.search_runs([client.get_experiment_by_name("seer").experiment_id])
    assert len(runs) == 1 and runs[0].data.tags["seer.task"] == "judge"
    assert runs[0].data.tags["seer.harness_format"] == "seer"
    assert runs[0].data.metrics["spec/memo/tc_mean"] == pytest.approx(record["metrics"]["spec/memo/tc_mean"])


def test_judging_again_reuses_the_store_and_a_panel_judges_too(compose, tmp_path, capsys):
    harness = harness_copy(tmp_path)
    judge(compose, tmp_path, harness, "one")
    capsys.readouterr()
    run_dir, js = judge(compose, tmp_path, harness, "two", "+judge@panel.strict=structural_strict")
    out = capsys.readouterr().out
    assert "reused judgments of semantic from the store for 1/1 spec(s)" in out  # the default judge
    both = list(read_jsonl(run_dir / "judgments.jsonl", Judgment))
    assert {j.judge for j in both} == {"semantic", "structural_strict"}
    assert "Judge agreement" in (run_dir / "report.md").read_text()


@pytest.mark.parametrize("change, message", [
    (lambda doc: doc["expected_tools"].append({"tool": "get_note", "arguments": {"id": "n-1"}}), "mock_outputs"),
    (lambda doc: doc.update(id="memo/1"), "duplicate scenario id"),
])
def test_a_broken_edit_is_one_clear_line(compose, tmp_path, capsys, change, message):
    harness = harness_copy(tmp_path)
    edit_record(harness, "memo/2", change)
    with pytest.raises(SystemExit) as exc:
        judge(compose, tmp_path, harness, "bad")
    assert exc.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and message in err[0] and str(harness) in err[0]
    assert not list((tmp_path / "cache").rglob("*.tmp"))  # nothing half-written is left in the store


def test_task_judge_needs_a_harness(compose, tmp_path, capsys):
    from seer.app import run_job

    with pytest.raises(SystemExit) as exc:
        run_job(compose("task=judge", f"run_dir={tmp_path / 'r'}", "tracking=none"))
    assert exc.value.code == 2 and "task=judge needs harness=" in capsys.readouterr().err


def test_an_inspect_export_is_judged_like_the_harness_it_came_from(compose, tmp_path):
    from seer.agents.evaluate import load_harness
    from seer.agents.specs import resolve_specs
    from seer.export.inspect_dataset import export_inspect

    harness = harness_copy(tmp_path)
    scenarios = load_harness(harness)
    export_inspect(resolve_specs(harness, scenarios), scenarios, tmp_path / "inspect")
    run_dir, imported = judge(compose, tmp_path, tmp_path / "inspect", "imported")
    _, own = judge(compose, tmp_path, harness, "own")
    assert {k: tc(v) for k, v in imported.items()} == {k: tc(v) for k, v in own.items()}
    assert json.loads((run_dir / "run_record.json").read_text())["tags"]["seer.harness_format"] == "inspect"


def test_one_ending_for_every_task_interrupt_abort_and_other_errors(capsys):
    """generate, judge and calibrate end alike (seer/pipeline/run_end.py): Ctrl-C is KILLED, an
    abort FAILED, each with what is kept and how to go on; any other error is not swallowed."""
    import pytest

    from seer.errors import RunAborted
    from seer.pipeline.run_end import ending

    with ending("finished judgments are kept", "judge again with: python -m seer task=judge harness=h") as run:
        raise KeyboardInterrupt
    assert run.status == "KILLED"
    assert "interrupted; finished judgments are kept. Judge again with: python -m seer" in capsys.readouterr().err
    with ending("finished records are kept", "resume with: python -m seer resume=r") as run:
        raise RunAborted("the server refused 5 connections in a row")
    err = capsys.readouterr().err
    assert run.status == "FAILED" and "stopped: the server refused" in err and "Finished records are kept; resume with" in err
    with ending("x", "y") as run:
        pass
    assert run.status == "FINISHED"
    with pytest.raises(ValueError), ending("x", "y"):
        raise ValueError("a bug is not a stop")
