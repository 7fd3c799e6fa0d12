"""task=calibrate, and the calibration step of a generation run (`calibrate.enabled=true`, which
`+experiment=cross_judge` sets): mutants of the run's harness judged by every judge of the run.

    python -m seer task=calibrate judge=semantic judge@panel.old=structural_lenient
    python -m seer task=calibrate harness=outputs/runs/.../harness.jsonl judge=structural_strict

Writes calibration.json (the whole result), calibration.jsonl (one line per mutant and judge:
what was changed, the scores, the judge's reasons), plots/calibration.png and a report.md section;
the figures go into the run record's metrics (`calibration/<judge>/<class>/detection`, ...).
With two judges or more, also their agreement on the clean and mutated records (agreement.py):
calibration_agreement.json, plots/bland_altman_defects_<judge>.png, metrics `agreement_defects/...`.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from omegaconf import DictConfig

from seer.calibrate.agreement_report import write_pool_agreement
from seer.calibrate.bounds import Gate
from seer.calibrate.runner import Calibration, calibrate
from seer.calibrate.table import calibration_metrics, calibration_plot, report_section
from seer.run_record import RunRecord

PLOT = "plots/calibration.png"


def calibrate_harnesses(cfg: DictConfig, harnesses: list, judges: list, run_dir: Path) -> tuple[Calibration, dict[str, float]]:
    """Calibrate `judges` on (spec, scenarios) pairs; write the files and the report section."""
    c = cfg.calibrate
    gate = Gate.of(c)
    cal = calibrate(harnesses, judges, seed=int(cfg.seed), margin=float(c.margin),
                    per_class=None if c.per_class is None else int(c.per_class), classes=list(c.classes) or None,
                    min_mutants=gate.min_mutants, per_record=int(c.get("per_record", 1)), confidence=gate.confidence)
    (run_dir / "calibration.json").write_text(cal.model_dump_json(indent=1, exclude={"results"}), encoding="utf-8")
    with (run_dir / "calibration.jsonl").open("w", encoding="utf-8") as fh:
        for r in cal.results:
            fh.write(r.model_dump_json() + "\n")
    plot = None
    if c.plot and cal.judges:
        calibration_plot(cal, run_dir / PLOT, float(c.target))
        plot = PLOT
    section = report_section(cal, plot, gate=gate)
    # two judges or more: their agreement on the pool of clean and mutated records (below the ceiling)
    pool_section, pool_metrics = write_pool_agreement(cal, run_dir, rule=str(cfg.aggregation.rule),
                                                      seed=int(cfg.seed), plot=bool(c.plot))
    with (run_dir / "report.md").open("a", encoding="utf-8") as fh:
        fh.write("\n" + section + pool_section)
    print(section)
    return cal, {**calibration_metrics(cal), **pool_metrics}


def add_calibration(cfg: DictConfig, record: RunRecord, gens: list, judges: list) -> RunRecord:
    """The calibration step of a finished generation run: its harnesses, its judges; the figures
    join the run record (and run_record.json) before tracking logs it."""
    run_dir = Path(record.run_dir)
    harnesses = [(g.spec, list(g.scenarios())) for g in gens]
    _, metrics = calibrate_harnesses(cfg, harnesses, judges, run_dir)
    record.metrics.update(metrics)
    record.artifacts = sorted(str(p.relative_to(run_dir)) for p in run_dir.rglob("*") if p.is_file())
    (run_dir / "run_record.json").write_text(record.model_dump_json(indent=1), encoding="utf-8")
    return record


def run_calibrate(cfg: DictConfig) -> RunRecord:
    from seer.analysis.metrics import metric_key
    from seer.llm.stats import UsageStats
    from seer.pipeline import judges_from
    from seer.pipeline.run_end import ending, write_run_record
    from seer.pipeline.rundir import scrub_hydra_files, write_specs
    from seer.store import Store

    started = time.monotonic()
    run_dir = Path(cfg.run_dir)
    run_dir.mkdir(parents=True, exist_ok=True)
    scrub_hydra_files(run_dir)
    store = Store(cfg.cache_dir)
    stats = UsageStats()
    judges = judges_from(cfg, cache_dir=store.root, stats=stats)
    harnesses = _harness_from_file(cfg) if cfg.get("harness") else _generated(cfg, store, stats)
    write_specs(run_dir, [spec for spec, _ in harnesses])
    (run_dir / "report.md").write_text("# seer judge calibration\n", encoding="utf-8")
    cal, metrics = None, {}
    with ending("the judges' answers so far are in the store's response cache",
                "calibrate again with the same command") as run:
        cal, metrics = calibrate_harnesses(cfg, harnesses, judges, run_dir)
    metrics.update(stats.as_metrics())
    metrics["run/seconds"] = time.monotonic() - started
    unscored = sum(r.detected is None for r in cal.results) if cal else 0
    if unscored:
        print(f"seer: {unscored} mutant judgment(s) unscored (left out of the rates); see {run_dir / 'calibration.jsonl'}",
              file=sys.stderr)
    tags = {"seer.specs": ",".join(spec.name for spec, _ in harnesses)[:4000],
            **({"seer.harness": str(cfg.harness)[:500]} if cfg.get("harness") else {}),
            **({"seer.exit_code": "3"} if unscored else {})}
    return write_run_record(cfg, run_dir, task="calibrate", specs=[spec for spec, _ in harnesses], judges=judges,
                            metrics=metrics, status=run.status, tags=tags,
                            objective=metrics.get(metric_key("calibration", judges[0].name, "min_detection")))


def _harness_from_file(cfg: DictConfig) -> list:
    from seer.agents.specs import resolve_specs
    from seer.harness.importers import load_any_harness

    loaded = load_any_harness(Path(cfg.harness))
    specs = dict(loaded.specs) if loaded.specs else resolve_specs(cfg.harness, loaded.scenarios, list(cfg.suite.paths))
    by_spec: dict[str, list] = {}
    for s in loaded.scenarios:
        by_spec.setdefault(s.spec, []).append(s)
    return [(specs[name], scs) for name, scs in by_spec.items()]


def _generated(cfg: DictConfig, store, stats) -> list:
    from seer.errors import SeerError
    from seer.generate.base import build_engine
    from seer.pipeline import plan_from
    from seer.pipeline.generation import generate_spec
    from seer.spec.suite import load_suite

    engine = build_engine(cfg.generator, cache_dir=store.root, stats=stats)
    suite = load_suite(cfg.suite, strict=bool(cfg.strict), cache_dir=store.root)
    for err in suite.errors:
        print(f"seer: skipped spec: {err.one_line()}", file=sys.stderr)
    if not suite.specs:
        raise suite.errors[0] if len(suite.errors) == 1 else SeerError("no usable spec in the suite")
    plan = plan_from(cfg)
    gens = [generate_spec(spec, engine, plan, store) for spec in suite.specs]
    return [(g.spec, list(g.scenarios())) for g in gens]
