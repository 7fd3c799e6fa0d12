"""task=generate: spec suite -> harness -> judgments -> study, written to the run folder.

Each step is content-addressed in the store (see seer/store.py), so reruns, sweeps and
interrupted runs reuse what exists. The run returns a `RunRecord`; tracking happens outside.
"""

from __future__ import annotations

import logging
import sys
import time
from pathlib import Path

from omegaconf import DictConfig

from seer.errors import SeerError
from seer.generate.base import GenerationPlan, build_engine
from seer.judge.base import build_judge
from seer.pipeline.generation import generate_spec
from seer.pipeline.tool_cards import write_tool_cards
from seer.pipeline.judging import judge_spec
from seer.pipeline.progress import bar
from seer.pipeline.rundir import scrub_hydra_files, write_specs
from seer.pipeline.run_end import ending, write_run_record
from seer.run_record import RunRecord
from seer.store import Store, concat

log = logging.getLogger("seer")


def plan_from(cfg: DictConfig) -> GenerationPlan:
    return GenerationPlan(
        seed=int(cfg.seed),
        tiers=tuple(cfg.tiers),
        scenarios={"simple": cfg.scenarios.simple, "complex": cfg.scenarios.complex},
        multiturn=bool(cfg.multiturn),
        negatives=bool(cfg.negatives),
    )


def judges_from(cfg: DictConfig, **context) -> list:
    judges = [build_judge(cfg.judge, **context)]
    for jcfg in (cfg.panel or {}).values():
        judges.append(build_judge(jcfg, **context))
    names = [j.name for j in judges]
    if len(set(names)) != len(names):
        raise SeerError(f"two judges share a name in one run ({', '.join(names)}): give each panel judge its own name")
    return judges


def run_generate(cfg: DictConfig) -> RunRecord:
    started = time.monotonic()
    run_dir = Path(cfg.run_dir)
    run_dir.mkdir(parents=True, exist_ok=True)
    scrub_hydra_files(run_dir)
    if cfg.get("dry_run"):
        from seer.pipeline.dryrun import dry_run

        return dry_run(cfg, run_dir)
    store = Store(cfg.cache_dir)
    from seer.llm.stats import UsageStats

    stats = UsageStats()  # every model call of the run: generator and judges, per stage
    context = {"cache_dir": store.root, "stats": stats}
    # built before anything else runs: a model-backed engine or judge checks its key here
    engine = build_engine(cfg.generator, **context)
    judges = judges_from(cfg, **context)
    if cfg.tracking.get("tracing"):
        from seer.tracking.tracing import start_tracing

        start_tracing(cfg.tracking)

    from seer.spec.suite import load_suite

    suite = load_suite(cfg.suite, strict=bool(cfg.strict), cache_dir=store.root, reuse_checked=True)
    if not suite.specs:
        if len(suite.errors) == 1:
            raise suite.errors[0]
        for err in suite.errors:
            print(f"seer: error: {err.one_line()}", file=sys.stderr)
        raise SeerError("no usable spec in the suite", hint="see the errors above; check suite.paths")
    for err in suite.errors:
        print(f"seer: skipped spec: {err.one_line()}", file=sys.stderr)
    specs = suite.specs
    write_specs(run_dir, specs, cache_dir=store.root)

    plan = plan_from(cfg)
    gens, judged = [], {j.name: [] for j in judges}
    baseline_tags: dict[str, str] = {}
    with ending("finished records are kept", f"resume with: python -m seer resume={run_dir}") as run:
        with bar("generate", unit="scenario", enabled=cfg.progress) as progress:
            for spec in specs:
                progress.set_postfix_str(spec.name)
                gens.append(generate_spec(spec, engine, plan, store, progress))
        if cfg.get("baseline"):  # follow the change: keep what the spec change did not touch
            from seer.pipeline.baseline import follow_baseline

            gens, baseline_tags = follow_baseline(cfg.baseline, gens, run_dir, store)
        concat([g.path for g in gens], run_dir / "harness.jsonl")
        write_tool_cards(engine, specs, run_dir, store.root)
        concat([g.entry.discards for g in gens], run_dir / "discards.jsonl")
        judge_harnesses(cfg, gens, judges, store, run_dir, judged)
        _say_reused(gens, judged)
    status = run.status
    if status == "FAILED":  # the endpoint went away: say what is missing against the plan
        from seer.pipeline.status import stopped

        stopped(engine, plan, specs, store, run_dir)

    record = finish_run(cfg, run_dir, task="generate", specs=specs, gens=gens, judges=judges, judged=judged,
                        status=status, stats=stats, started=started, engine=engine, plan=plan, tags=baseline_tags)
    if status == "FINISHED" and cfg.calibrate.enabled:  # the judges measured on known defects (seer/calibrate)
        from seer.calibrate.task import add_calibration

        add_calibration(cfg, record, gens, judges)
    return record


def judge_harnesses(cfg: DictConfig, gens: list, judges: list, store: Store, run_dir: Path,
                    judged: dict[str, list]) -> None:
    """Every spec's harness through every judge (into `judged`, judge name -> results), and the run
    folder's judgments.jsonl. Shared by task=generate and task=judge."""
    with bar("judge", unit="record", enabled=cfg.progress) as progress:
        for g in gens:
            for judge in judges:
                judged[judge.name].append(judge_spec(g.spec, g.path, judge, store, progress))
    concat([r.path for rs in judged.values() for r in rs], run_dir / "judgments.jsonl")


def finish_run(cfg: DictConfig, run_dir: Path, *, task: str, specs: list, gens: list, judges: list,
               judged: dict[str, list], status: str, stats, started: float,
               tags: dict[str, str] | None = None, engine=None, plan=None) -> RunRecord:
    """The study (when the run finished), the metrics and the run record, written to run_record.json.
    `gens` are per-spec harnesses (.spec, .path, .scenarios(), .discards(), .reused). Shared by
    task=generate and task=judge; `tags` add to or override the default tags."""
    from seer.pipeline.study import study

    metrics, summary = study(cfg, run_dir, specs, gens, judged) if status == "FINISHED" else ({}, {})
    end = None
    if status == "FINISHED":  # planned / made / lost / unscored: a run short of its plan says so (exit 3)
        from seer.pipeline.status import finish

        end = finish(cfg, engine, plan, gens, judged, run_dir)
        metrics.update(end.metrics())
    metrics.update(stats.as_metrics())
    total = stats.total()
    if total.requests or total.cache_hits:
        print(stats.cost_line())
    metrics["run/seconds"] = time.monotonic() - started
    metrics["run/reused_harnesses"] = float(sum(g.reused for g in gens))
    metrics["run/reused_judgments"] = float(sum(r.reused for rs in judged.values() for r in rs))
    ends = {"seer.status": "complete" if end.complete else "partial", "seer.exit_code": str(end.exit_code())} if end else {}
    return write_run_record(cfg, run_dir, task=task, specs=specs, judges=judges, metrics=metrics, status=status,
                            tags={**ends, **(tags or {})}, objective=metrics.get("overall/tc_mean"), summary=summary)


def _say_reused(gens: list, judged: dict[str, list]) -> None:
    """Tell the user what came from the store instead of being made again."""
    reused = [g.spec.name for g in gens if g.reused]
    resumed = [f"{g.spec.name} (from {g.resumed_from})" for g in gens if g.resumed_from]
    if reused:
        print(f"reused harness from the store for {len(reused)}/{len(gens)} spec(s): {', '.join(reused)}")
    if resumed:
        print(f"continued interrupted generation for: {', '.join(resumed)}")
    for name, results in judged.items():
        hits = sum(r.reused for r in results)
        if hits:
            print(f"reused judgments of {name} from the store for {hits}/{len(results)} spec(s)")
