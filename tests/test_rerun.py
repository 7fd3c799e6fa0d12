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


def test_run_specs_are_made_once_and_copied_from_the_store_after(tmp_path, monkeypatch):
    from seer.pipeline import rundir
    from seer.spec.load import load_spec

    spec = load_spec(Path(__file__).resolve().parents[1] / "seer" / "examples" / "specs" / "notes.json")
    plain, first, again = tmp_path / "plain", tmp_path / "first", tmp_path / "again"
    rundir.write_specs(plain, [spec])
    rundir.write_specs(first, [spec], cache_dir=tmp_path / "store")
    monkeypatch.setattr(rundir, "_spec_file", _refuse("writing the spec file"))
    rundir.write_specs(again, [spec], cache_dir=tmp_path / "store")
    [name] = [p.name for p in (plain / "specs").iterdir()]
    assert (again / "specs" / name).read_bytes() == (first / "specs" / name).read_bytes() == (plain / "specs" / name).read_bytes()
    assert json.loads((again / "specs" / name).read_text())["name"] == spec.name


def test_a_checked_spec_read_back_carries_its_hash_and_it_is_the_same(tmp_path, monkeypatch):
    from seer.spec import model
    from seer.spec.load import load_spec

    source = Path(__file__).resolve().parents[1] / "seer" / "examples" / "specs" / "notes.json"
    fresh = load_spec(source, cache_dir=tmp_path)
    expected = fresh.sha256
    monkeypatch.setattr(model, "sha256_of", _refuse("hashing the spec"))
    again = load_spec(source, cache_dir=tmp_path)
    assert again.sha256 == expected and again.tools == fresh.tools
