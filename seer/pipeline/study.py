"""Study step: the harness's own properties and the judged quality, into report, metrics and summary."""

from __future__ import annotations

import json
from collections import Counter
from itertools import islice
from pathlib import Path
from typing import Any

from omegaconf import DictConfig, OmegaConf

from seer.analysis.analyze import analyze_run
from seer.analysis.metrics import metric_key
from seer.analysis.report import format_summary, write_report
from seer.harness.metrics import HarnessMetrics, harness_metrics
from seer.pipeline.status import is_kept
from seer.pipeline.study_cache import StudyBundle, entry_sha, harness_checks_entry, save_json, study_key
from seer.spec.model import Spec
from seer.store import Store

# The harness properties a user sees for their own spec (ARCHITECTURE.md, "properties every harness must have").
_PROPERTY_COLUMNS = [
    ("scenarios", "scenarios", "{:.0f}"),
    ("tool_coverage", "coverage", "{:.0%}"),
    ("unknown_tool_calls", "unknown", "{:.0f}"),
    ("schema_valid_args", "args ok", "{:.0%}"),
    ("schema_valid_mocks", "mocks ok", "{:.0%}"),
    ("grounded_share", "grounded", "{:.1%}"),
    ("complex_with_carry", "carried", "{:.0%}"),
    ("later_turns_citing", "cites", "{:.0%}"),
    ("gini_tool_usage", "gini", "{:.3f}"),
    ("duplicate_prompts", "dup", "{:.0f}"),
]


def property_table(rows: list[HarnessMetrics]) -> str:
    head = ["spec", *(label for _, label, _ in _PROPERTY_COLUMNS), "multi-turn (complex)"]
    body = []
    for m in rows:
        cells = [m.spec]
        for field, _, fmt in _PROPERTY_COLUMNS:
            v = getattr(m, field)
            cells.append("n/a" if v is None else fmt.format(v))
        mt = m.multi_turn_share.get("complex")
        cells.append("n/a" if mt is None else f"{mt:.0%}")
        body.append(cells)
    width = [max(len(str(r[i])) for r in [head, *body]) for i in range(len(head))]
    fmt_row = lambda r: "  ".join(str(c).ljust(w) for c, w in zip(r, width))  # noqa: E731
    return "\n".join(["harness properties (from harness.jsonl)", fmt_row(head), "-" * len(fmt_row(head)),
                      *map(fmt_row, body)])


def study(cfg: DictConfig, run_dir: Path, specs: list[Spec], gens: list, judged: dict[str, list]) -> tuple[dict[str, float], dict[str, Any]]:
    """The study of one run; over the same harnesses, judgments, study config and code, the one a
    previous run made (its files copied into `run_dir`)."""
    store = Store(cfg.cache_dir)
    inputs = {
        "specs": [[s.name, s.sha256] for s in specs],
        "harness": [[g.spec.name, entry_sha(g.path), entry_sha(g.entry.discards)] for g in gens],
        "judgments": {name: [entry_sha(r.path) for r in rs] for name, rs in judged.items()},
        "aggregation": OmegaConf.to_container(cfg.aggregation, resolve=True),
        "clusters": OmegaConf.to_container(cfg.suite.clusters, resolve=True) if cfg.suite.get("clusters") else {},
        "primary": str(cfg.judge.name), "seed": int(cfg.seed),
    }
    bundle = StudyBundle(store, study_key(inputs))
    if bundle.done:
        meta = bundle.restore(run_dir)
        print("reused the study from the store (same harnesses, judgments, study config and code)")
    else:
        before = {p: p.stat().st_mtime_ns for p in run_dir.rglob("*") if p.is_file()}
        meta = _study(cfg, run_dir, specs, gens, judged, store)
        written = [p for p in run_dir.rglob("*") if p.is_file() and before.get(p) != p.stat().st_mtime_ns]
        bundle.save(run_dir, written, meta)
    _tell(meta, run_dir)
    return meta["metrics"], meta["summary"]


def _harness_checks(g, store: Store) -> tuple[HarnessMetrics, list]:
    """The harness's properties and the oracle check of its records, from the store when this harness had them."""
    from seer.agents.check import Problem, passability

    cached = harness_checks_entry(store, g.path)
    if cached.exists():
        doc = json.loads(cached.read_text(encoding="utf-8"))
        return HarnessMetrics.model_validate(doc["metrics"]), [Problem.model_validate(p) for p in doc["problems"]]
    # each harness is streamed from its file, so a 50,000-record run is never held whole
    props = harness_metrics(g.spec, g.scenarios())
    # before a harness is released: can an agent that does everything right pass every record?
    problems = [p for chunk in batched(g.scenarios(), 500) for p in passability({g.spec.name: g.spec}, chunk)]
    save_json(cached, {"metrics": props.model_dump(mode="json"), "problems": [p.model_dump(mode="json") for p in problems]})
    return props, problems


def _study(cfg: DictConfig, run_dir: Path, specs: list[Spec], gens: list, judged: dict[str, list],
           store: Store) -> dict[str, Any]:
    from seer.harness.io import write_jsonl

    checks = [_harness_checks(g, store) for g in gens]
    props = [m for m, _ in checks]
    problems = {m.spec: ps for m, ps in checks}
    write_jsonl(run_dir / "passability.jsonl", [p for ps in problems.values() for p in ps])
    # judgments are read from their files for each pass over them, never held all at once
    judgments = {name: Reread(lambda rs=results: (j for r in rs for j in r.judgments())) for name, results in judged.items()}
    analysis = analyze_run(specs, {g.spec.name: g.scenarios() for g in gens}, judgments,
                           rule=str(cfg.aggregation.rule), clusters=dict(cfg.suite.clusters or {}),
                           primary_judge=str(cfg.judge.name), seed=int(cfg.seed),
                           harness_metrics={m.spec: m for m in props})
    metrics = write_report(analysis, run_dir)
    for m in props:
        for key, value in m.flat().items():
            metrics[metric_key("harness", m.spec, key)] = value
        metrics[metric_key("harness", m.spec, "passability_problems")] = float(len(problems[m.spec]))
    by_stage = Counter(d.stage for g in gens for d in g.discards())
    discards = sum(by_stage.values())
    kept = sum(1 for g in gens for d in g.discards() if is_kept(d))  # notes: the record was still made
    metrics["run/discards"] = float(discards)
    for stage, n in by_stage.items():
        metrics[metric_key("discards", stage)] = float(n)
    properties = property_table(props)
    summary_text = "\n\n".join([properties, format_summary(analysis)])
    with (run_dir / "report.md").open("a", encoding="utf-8") as fh:
        fh.write("\n## Harness properties\n\n```\n" + properties + "\n```\n")
    first = next((p for ps in problems.values() for p in ps), None)
    return {"metrics": metrics, "summary": {"text": summary_text, "properties": [m.model_dump(mode="json") for m in props]},
            "discards": discards, "kept": kept, "problems": sum(len(p) for p in problems.values()),
            "first_problem": [first.record_id, first.reason] if first else None,
            "scenarios": sum(m.scenarios for m in props)}


def _tell(meta: dict[str, Any], run_dir: Path) -> None:
    print(meta["summary"]["text"])
    if meta["discards"]:
        kept = int(meta.get("kept") or 0)
        lost, note = meta["discards"] - kept, f"; {kept} more kept as a simpler record, e.g. single-turn" if kept else ""
        # planned items and top-up slots alike: the status line says how many planned items were lost
        print(f"{lost} item(s) discarded (planned or top-up{note}): see {run_dir / 'discards.jsonl'}")
    if meta["problems"]:
        record_id, reason = meta["first_problem"]
        print(f"passability: {meta['problems']} record problem(s) a perfect agent could not pass, e.g. "
              f"{record_id}: {reason}; see {run_dir / 'passability.jsonl'}")
    elif not meta["scenarios"]:  # full marks over nothing is no news
        print("passability: no records (nothing to pass)")
    else:
        print("passability: the oracle agent scores full marks on every record")


class Reread:
    """An iterable that makes a fresh iterator (reading its files again) for every pass."""

    def __init__(self, make):
        self._make = make

    def __iter__(self):
        return iter(self._make())


def batched(items, n: int):
    it = iter(items)
    while chunk := list(islice(it, n)):
        yield chunk
