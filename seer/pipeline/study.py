"""Study step: the harness's own properties and the judged quality, into report, metrics and summary."""

from __future__ import annotations

from collections import Counter
from itertools import islice
from pathlib import Path
from typing import Any

from omegaconf import DictConfig

from seer.analysis.analyze import analyze_run
from seer.analysis.metrics import metric_key
from seer.analysis.report import format_summary, write_report
from seer.harness.metrics import HarnessMetrics, harness_metrics
from seer.spec.model import Spec

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
    from seer.agents.check import passability
    from seer.harness.io import write_jsonl

    # each harness is streamed from its file, so a 50,000-record run is never held whole
    props = [harness_metrics(g.spec, g.scenarios()) for g in gens]
    # before a harness is released: can an agent that does everything right pass every record?
    problems = {g.spec.name: [p for chunk in batched(g.scenarios(), 500) for p in passability({g.spec.name: g.spec}, chunk)]
                for g in gens}
    write_jsonl(run_dir / "passability.jsonl", [p for ps in problems.values() for p in ps])
    judgments = {name: [j for r in results for j in r.judgments()] for name, results in judged.items()}
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
    metrics["run/discards"] = float(discards)
    for stage, n in by_stage.items():
        metrics[metric_key("discards", stage)] = float(n)
    properties = property_table(props)
    summary_text = "\n\n".join([properties, format_summary(analysis)])
    with (run_dir / "report.md").open("a", encoding="utf-8") as fh:
        fh.write("\n## Harness properties\n\n```\n" + properties + "\n```\n")
    print(summary_text)
    if discards:
        print(f"{discards} planned item(s) discarded: see {run_dir / 'discards.jsonl'}")
    n_problems = sum(len(p) for p in problems.values())
    if n_problems:
        first = next(p for ps in problems.values() for p in ps)
        print(f"passability: {n_problems} record problem(s) a perfect agent could not pass, e.g. "
              f"{first.record_id}: {first.reason}; see {run_dir / 'passability.jsonl'}")
    else:
        print("passability: the oracle agent scores full marks on every record")
    return metrics, {"text": summary_text, "properties": [m.model_dump() for m in props]}


def batched(items, n: int):
    it = iter(items)
    while chunk := list(islice(it, n)):
        yield chunk
