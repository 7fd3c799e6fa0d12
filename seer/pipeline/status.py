"""The run's end status: was everything planned made, covered and scored? Never silently short.

A generation run ends with one status line. It is *partial* (exit 3 unless `allow_partial=true`)
when a spec's tool coverage is below 100%, when planned items were lost (discarded, or failed in
transport), or when more than `unscored_max` of the judgments are unscored. report.md gets a
"Run status" section and the metrics say planned / made / discarded (by stage and reason) /
unscored, so MLflow shows the same numbers.

Transport failures (429, 5xx, timeouts past the retries) are never final: the generation step
does not mark such an entry done, and a rerun retries exactly those items (see `is_transient`).
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any, Iterable

from pydantic import BaseModel, Field

EXIT_PARTIAL = 3
# reasons that say "the endpoint failed", not "the model's answer was wrong": retried on rerun
# ("transport: fatal: ..." is a request the server rejects, 400/422: retrying cannot fix it, so it is final)
_TRANSIENT = re.compile(r"^\s*transport:(?!\s*fatal)", re.I)
# a discard that is only a note: the record was still made (e.g. kept single-turn)
_KEPT = re.compile(r"scenario kept|record kept", re.I)


def is_kept(discard: Any) -> bool:
    """A discard that is only a note: its record was still made, simpler (e.g. kept single-turn)."""
    return bool(_KEPT.search(str(getattr(discard, "reason", "") or "")))


def is_transient(discard: Any) -> bool:
    """A discard caused by the transport (the request failed, not the reply): to retry, not to record."""
    return bool(_TRANSIENT.match(str(getattr(discard, "reason", "") or "")))


def transport_failure_in(text: str | None) -> bool:
    """A reason that says a transport failure (not a rejected request) stopped it, anywhere in the text."""
    return bool(re.search(r"transport:(?!\s*fatal)", text or "", re.I))


def reason_class(reason: str) -> str:
    """A short, stable class of a discard reason (for counting): its first clause, numbers and quotes removed."""
    first = re.split(r"[;\n]", reason or "", maxsplit=1)[0]
    first = re.sub(r"^call \d+:?\s*", "", first.strip())
    first = re.sub(r"'[^']*'|\"[^\"]*\"|\b\d+(\.\d+)?\b", "_", first)
    return " ".join(first.split())[:90] or "unspecified"


class SpecStatus(BaseModel):
    spec: str
    planned: int
    made: int  # records of planned items
    extra: int = 0  # records beyond the plan (coverage top-up)
    lost: int = 0  # planned items with no record
    transient: int = 0  # of the lost: transport failures, retried by a rerun
    coverage: float | None = None
    discards: dict[str, int] = Field(default_factory=dict)  # "stage: reason class" -> count


class RunStatus(BaseModel):
    specs: list[SpecStatus] = Field(default_factory=list)
    judgments: int = 0
    unscored: int = 0
    unscored_transient: int = 0  # of the unscored: transport failures (a rerun judges them again)
    unscored_max: float = 0.05
    allow_partial: bool = False

    @property
    def planned(self) -> int:
        return sum(s.planned for s in self.specs)

    @property
    def made(self) -> int:
        return sum(s.made for s in self.specs)

    @property
    def lost(self) -> int:
        return sum(s.lost for s in self.specs)

    @property
    def transient(self) -> int:
        return sum(s.transient for s in self.specs)

    @property
    def unscored_share(self) -> float:
        return self.unscored / self.judgments if self.judgments else 0.0

    def problems(self) -> list[str]:
        out = []
        short = [f"{s.spec} {s.coverage:.0%}" for s in self.specs if s.coverage is not None and s.coverage < 1.0]
        if short:
            out.append("tool coverage below 100%: " + ", ".join(short))
        if self.lost:
            lost = self.lost - self.transient
            parts = ([f"{lost} discarded"] if lost else []) + ([f"{self.transient} failed in transport (a rerun retries them)"]
                                                                if self.transient else [])
            out.append(f"{self.lost} of {self.planned} planned item(s) lost: " + ", ".join(parts))
        if self.judgments and self.unscored_share > self.unscored_max:
            retry = f", {self.unscored_transient} of them transport failures (a rerun retries them)" if self.unscored_transient else ""
            out.append(f"{self.unscored} of {self.judgments} judgment(s) unscored ({self.unscored_share:.0%} > {self.unscored_max:.0%}){retry}")
        return out

    @property
    def complete(self) -> bool:
        return not self.problems()

    def exit_code(self) -> int:
        return 0 if self.complete or self.allow_partial else EXIT_PARTIAL

    def line(self) -> str:
        parts = [f"{self.made}/{self.planned} planned items made"] if self.specs else []
        if self.judgments:
            parts.append(f"{self.judgments - self.unscored}/{self.judgments} judgments scored")
        head = ", ".join(parts) or "nothing planned"
        if self.complete:
            return f"status: complete ({head}{', coverage 100%' if self.specs else ''})"
        tail = " (allow_partial=true: accepted)" if self.allow_partial else "; exit 3 (allow_partial=true accepts it)"
        return f"status: PARTIAL ({head}): " + "; ".join(self.problems()) + tail

    def metrics(self) -> dict[str, float]:
        from seer.analysis.metrics import metric_key

        m = {"run/planned": float(self.planned), "run/made": float(self.made), "run/lost": float(self.lost),
             "run/transient_failures": float(self.transient), "run/unscored": float(self.unscored),
             "run/judgments": float(self.judgments), "run/complete": float(self.complete),
             "run/records_per_planned": self.made / self.planned if self.planned else 0.0}
        for s in self.specs:
            for k in ("planned", "made", "extra", "lost", "transient"):
                m[metric_key("status", s.spec, k)] = float(getattr(s, k))
        return m

    def markdown(self) -> str:
        lines = ["", "## Run status", "", self.line(), "",
                 "| spec | planned | made | top-up | lost | transport | coverage |", "|---|---|---|---|---|---|---|"]
        for s in self.specs:
            cov = "n/a" if s.coverage is None else f"{s.coverage:.0%}"
            lines.append(f"| {s.spec} | {s.planned} | {s.made} | {s.extra} | {s.lost} | {s.transient} | {cov} |")
        reasons = Counter()
        for s in self.specs:
            reasons.update({f"{s.spec} / {k}": v for k, v in s.discards.items()})
        if reasons:
            lines += ["", "Discards by stage and reason:", "", "| spec / stage: reason | count |", "|---|---|"]
            lines += [f"| {k} | {v} |" for k, v in reasons.most_common()]
        if self.judgments:
            lines += ["", f"Judgments: {self.judgments}, unscored {self.unscored} ({self.unscored_share:.1%})."]
        return "\n".join(lines) + "\n"


def planned_items(engine: Any, spec: Any, plan: Any) -> list[str] | None:
    """The ids the engine planned for this spec, when it can say (LLM and hybrid engines can)."""
    fn = getattr(engine, "planned_items", None)
    return list(fn(spec, plan)) if callable(fn) else None


def spec_status(gen: Any, planned: list[str] | None) -> SpecStatus:
    ids, covered = [], set()
    for sc in gen.scenarios():
        ids.append(sc.id)
        covered.update(c.tool for c in sc.expected_tools)
    made_ids = set(ids)
    discards = list(gen.discards())
    transient = list(getattr(gen, "transient", []) or [])
    counts = Counter(f"{d.stage}: {reason_class(d.reason)}" for d in discards + transient if not is_kept(d))
    if planned is None:  # the engine cannot list its plan: what was made plus what was lost
        lost_items = {d.item for d in discards + transient if d.item not in made_ids and not is_kept(d)
                      and d.stage != "interpret"}
        planned_n, made, extra = len(made_ids) + len(lost_items), len(made_ids), 0
    else:
        plan_set = set(planned)
        lost_items = plan_set - made_ids
        planned_n, made, extra = len(plan_set), len(plan_set & made_ids), len(made_ids - plan_set)
    n_tools = len(gen.spec.tools)
    return SpecStatus(spec=gen.spec.name, planned=planned_n, made=made, extra=extra, lost=len(lost_items),
                      transient=len({d.item for d in transient} & lost_items) if planned is not None else
                      len({d.item for d in transient} - made_ids),
                      coverage=len(covered & set(gen.spec.tool_names)) / n_tools if n_tools else None, discards=dict(counts))


def run_status(cfg: Any, engine: Any, plan: Any, gens: Iterable[Any], judged: dict[str, list]) -> RunStatus:
    # task=judge (no engine) made nothing: only its judgments count, not the judged file's coverage
    # a followed generation (baseline=) left records out on purpose: judge it by what it holds, not the engine's plan
    specs = [spec_status(g, None if getattr(g, "followed", False) else planned_items(engine, g.spec, plan))
             for g in gens] if engine is not None else []
    total = unscored = transient = 0
    for results in judged.values():
        for r in results:
            for j in r.judgments():
                total += 1
                unscored += j.status == "unscored"
            transient += len(getattr(r, "transient", None) or [])  # transport failures, not written: a rerun judges them
    return RunStatus(specs=specs, judgments=total + transient, unscored=unscored + transient, unscored_transient=transient,
                     unscored_max=float(cfg.get("unscored_max", 0.05)), allow_partial=bool(cfg.get("allow_partial", False)))


def finish(cfg: Any, engine: Any, plan: Any, gens: list, judged: dict[str, list], run_dir: Path) -> RunStatus:
    """Compute the status, append it to report.md, print its line; the caller puts metrics and tags in the record."""
    st = run_status(cfg, engine, plan, gens, judged)
    with (run_dir / "report.md").open("a", encoding="utf-8") as fh:
        fh.write(st.markdown())
    (run_dir / "status.json").write_text(st.model_dump_json(indent=1), encoding="utf-8")
    print(st.line())
    return st


def stopped(engine: Any, plan: Any, specs: list, store: Any, run_dir: Path) -> RunStatus | None:
    """A generation the endpoint stopped (RunAborted): what the store holds against the plan, as a
    status line that says what is missing (the exit stays 1); status.json too. None: no engine plan."""
    from dataclasses import asdict

    from seer.pipeline.generation import GenerationResult

    if engine is None or plan is None:
        return None
    gens = [GenerationResult(s, store.generation(s.sha256, engine.key, asdict(plan)), reused=False, resumed_from=0)
            for s in specs]
    st = RunStatus(specs=[spec_status(g, planned_items(engine, g.spec, plan)) for g in gens])
    missing = st.planned - st.made
    (run_dir / "status.json").write_text(st.model_dump_json(indent=1), encoding="utf-8")
    print(f"status: STOPPED ({st.made}/{st.planned} planned items made; {missing} missing: the model endpoint went away; "
          "records made are kept and a rerun of the same command makes exactly the missing items)")
    return st
