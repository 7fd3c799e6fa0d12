"""Free reruns: over reused harnesses and judgments, the oracle check and the study come from the
store too (content-addressed), and the run folder holds the same files a first run wrote."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from seer.pipeline import run_generate

SPEC = "pkg://seer.examples/specs/notes.json"
STUDY_FILES = ("report.md", "analysis.json", "passability.jsonl")


def _run(compose, run_dir: Path, *overrides: str):
    cfg = compose(f"suite.paths=[{SPEC}]", "tracking=none", "progress=false", f"run_dir={run_dir}", *overrides)
    return run_generate(cfg)


def _study_outputs(run_dir: Path) -> dict[str, bytes]:
    files = [run_dir / name for name in STUDY_FILES] + sorted((run_dir / "tables").glob("*.csv"))
    return {str(p.relative_to(run_dir)): p.read_bytes() for p in files}


def _refuse(name: str):
    def fail(*args, **kwargs):
        raise AssertionError(f"{name} ran again on a rerun")
    return fail


@pytest.mark.slow
def test_identical_rerun_reuses_the_oracle_check_and_the_study(compose, tmp_path, monkeypatch, capsys):
    first = _run(compose, tmp_path / "first")
    monkeypatch.setattr("seer.agents.check.passability", _refuse("the oracle check"))
    monkeypatch.setattr("seer.pipeline.study._study", _refuse("the study"))
    capsys.readouterr()
    again = _run(compose, tmp_path / "again")
    out = capsys.readouterr().out
    assert "reused the study from the store" in out and "passability: the oracle agent" in out
    assert _study_outputs(tmp_path / "again") == _study_outputs(tmp_path / "first")
    assert sorted((tmp_path / "again" / "plots").iterdir()) != []
    same = {k: v for k, v in first.metrics.items() if not k.startswith("run/")}
    assert {k: again.metrics[k] for k in same} == same
    assert again.summary == json.loads(json.dumps(first.summary))


@pytest.mark.slow
def test_another_aggregation_rule_studies_again_but_keeps_the_oracle_check(compose, tmp_path, monkeypatch, capsys):
    _run(compose, tmp_path / "first")
    monkeypatch.setattr("seer.agents.check.passability", _refuse("the oracle check"))
    capsys.readouterr()
    other = _run(compose, tmp_path / "min", "aggregation=min")
    assert "reused the study" not in capsys.readouterr().out
    assert (tmp_path / "min" / "report.md").read_bytes() != (tmp_path / "first" / "report.md").read_bytes()
    assert other.metrics  # the study ran and reported


@pytest.mark.slow
def test_another_judge_or_other_code_is_a_new_study(compose, tmp_path, monkeypatch, capsys):
    _run(compose, tmp_path / "first")
    capsys.readouterr()
    _run(compose, tmp_path / "strict", "judge=structural_strict")
    assert "reused the study" not in capsys.readouterr().out
    # seer's own code is part of the key: a changed analysis is never answered from an older one
    monkeypatch.setattr("seer.pipeline.study_cache.code_fingerprint", lambda: "other code")
    _run(compose, tmp_path / "newcode")
    out = capsys.readouterr().out
    assert "reused the study" not in out and "reused judgments" in out


@pytest.mark.parametrize("damaged", ["meta.json", None])
def test_a_study_bundle_counts_only_with_its_meta_and_restores_its_files(compose, tmp_path, capsys, damaged):
    from seer.pipeline.study_cache import StudyBundle
    from seer.store import Store

    store = Store(tmp_path / "store")
    bundle = StudyBundle(store, "k")
    assert not bundle.done
    src = tmp_path / "run"
    (src / "tables").mkdir(parents=True)
    (src / "tables" / "a.csv").write_text("x\n")
    bundle.save(src, [src / "tables" / "a.csv"], {"metrics": {}, "summary": {}})
    assert bundle.done
    if damaged:
        (bundle.dir / damaged).unlink()
        assert not bundle.done
    else:
        out = tmp_path / "out"
        out.mkdir()
        assert bundle.restore(out) == {"metrics": {}, "summary": {}}
        assert (out / "tables" / "a.csv").read_text() == "x\n"
