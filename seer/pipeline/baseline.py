"""Follow the change: a run given a previous harness (`baseline=<run folder or harness.jsonl>`)
keeps what a spec change did not touch and regenerates only what it did.

The symbolic engine seeds every choice by the spec's sha256, so a changed spec changes every id
of a fresh generation. Survival is therefore decided here, at the pipeline level, after the new
generation ran as usual (and was stored as usual):
- a baseline record whose tools are all unchanged is kept: its line is copied byte for byte;
- a record that uses a changed or renamed tool is regenerated: the new generation's records that
  use a changed, renamed or added tool take its place (paired by slot, else by shared tools);
- a record that uses a removed tool is retired; a no-tool record is regenerated when tools were
  added (one of them may now serve the request);
- a tool left without any record gets one from the new generation (coverage stays 100%).
Every decision is a line of `changes.jsonl` with its reason.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel

from seer.errors import SeerError
from seer.harness.io import iter_lines, write_jsonl
from seer.harness.model import Scenario
from seer.pipeline.generation import GenerationResult
from seer.spec.diff import SpecDiff, diff_specs
from seer.spec.load import load_spec, spec_files
from seer.spec.model import Spec, sha256_of
from seer.store import Store, file_sha256

Status = Literal["kept", "regenerated", "added", "retired"]
MARKER = "mlflow_run.json"  # what the tracking room leaves in a logged run folder


class ChangeLine(BaseModel):
    spec: str
    status: Status
    id: str
    reason: str
    tools: list[str]
    replaced_by: str | None = None  # regenerated: the new record in its slot, else the most alike new one


class Baseline(BaseModel):
    run_dir: str | None  # the folder the harness came from (None: a bare harness file)
    harness: str
    specs: dict[str, Spec]
    lines: dict[str, list[tuple[str, Scenario]]]  # spec -> (exact line, record), in file order


def load_baseline(where: str | Path) -> Baseline:
    """The baseline's harness lines and the specs it was made from (its run folder's `specs/`)."""
    path = Path(where).expanduser()
    harness = path / "harness.jsonl" if path.is_dir() else path
    if not harness.is_file():
        raise SeerError("no harness.jsonl there", file=str(where), hint="baseline=<run folder or its harness.jsonl>")
    specs_dir = harness.parent / "specs"
    if not specs_dir.is_dir():
        raise SeerError("baseline has no specs/ folder beside its harness: the old spec is needed to diff",
                        file=str(harness), hint="point baseline= at a seer run folder")
    specs = {s.name: s for s in (load_spec(f) for f in spec_files(specs_dir))}
    lines: dict[str, list[tuple[str, Scenario]]] = {}
    for n, line in iter_lines(harness):
        try:
            record = Scenario.model_validate_json(line)
        except ValueError as exc:
            raise SeerError(f"line {n}: not a harness record ({str(exc).splitlines()[0][:120]})", file=str(harness)) from None
        lines.setdefault(record.spec, []).append((line, record))
    marker_dir = harness.parent if (harness.parent / MARKER).exists() or path.is_dir() else None
    return Baseline(run_dir=str(marker_dir) if marker_dir else None, harness=str(harness), specs=specs, lines=lines)


def _tools(record: Scenario) -> list[str]:
    return sorted({c.tool for c in record.expected_tools})


def slot(record_id: str) -> str:
    """The id without its content digest: the same planned slot across spec versions."""
    return re.sub(r"-[0-9a-f]{8}$", "", record_id)


def _why(d: SpecDiff, tools: set[str]) -> str:
    parts = []
    for t in d.changed:
        name = t.old_name or t.tool
        if name in tools:
            by_kind: dict[str, list[str]] = {}
            for c in t.changes:
                by_kind.setdefault(c.kind, []).append(c.path or "")
            kinds = [f"{k} {', '.join(p for p in ps if p)}".strip() if len(ps) <= 2 else f"{k} x{len(ps)}"
                     for k, ps in sorted(by_kind.items())]
            parts.append(f"{name}: {', '.join(kinds)}")
    parts += [f"{r.old} renamed to {r.new}" for r in d.renamed if r.old in tools]
    text = "; ".join(parts)
    return text if len(text) <= 400 else text[:397] + "..."  # spec_diff.json has every change


def follow_spec(old: list[tuple[str, Scenario]], new: list[tuple[str, Scenario]], d: SpecDiff,
                spec: Spec) -> tuple[list[str], list[ChangeLine]]:
    """The followed harness lines of one spec and the decision for every record."""
    changes: list[ChangeLine] = []
    kept: list[str] = []
    replaced: list[tuple[Scenario, str]] = []  # old records to regenerate, with the reason
    removed, touched = set(d.removed), d.touched_old - set(d.removed)
    for line, rec in old:
        tools = set(_tools(rec))
        if tools & removed:
            changes.append(ChangeLine(spec=spec.name, status="retired", id=rec.id, tools=sorted(tools),
                                      reason=f"uses removed tool(s): {', '.join(sorted(tools & removed))}"))
        elif tools & touched:
            replaced.append((rec, f"uses changed tool(s): {_why(d, tools & touched)}"))
        elif rec.kind == "no_tool" and (d.added or d.renamed):
            replaced.append((rec, "no-tool request: tools were added, one may now serve it"))
        else:
            kept.append(line)
            changes.append(ChangeLine(spec=spec.name, status="kept", id=rec.id, tools=sorted(tools),
                                      reason="uses no changed tool"))
    fresh_tools = d.touched_new
    redo_no_tool = any(r.kind == "no_tool" for r, _ in replaced)
    taken = [(line, rec) for line, rec in new
             if set(_tools(rec)) & fresh_tools or (redo_no_tool and rec.kind == "no_tool")]
    covered = {t for line in kept for t in _tools(Scenario.model_validate_json(line))}
    covered |= {t for _, rec in taken for t in _tools(rec)}
    coverage: dict[str, str] = {}  # record id -> the tool it was taken to cover
    taken_ids = {rec.id for _, rec in taken}
    for tool in spec.tool_names:  # a tool left without a record takes one of the new generation
        if tool in covered:
            continue
        extra = next(((line, rec) for line, rec in new if rec.id not in taken_ids and tool in _tools(rec)), None)
        if extra is not None:
            taken.append(extra)
            taken_ids.add(extra[1].id)
            coverage[extra[1].id] = tool
            covered |= set(_tools(extra[1]))
    twins = _twins([rec for rec, _ in replaced], [rec for _, rec in taken])
    replacing = {t.id for t in twins.values()}
    for rec, reason in replaced:
        twin = twins.get(rec.id)
        changes.append(ChangeLine(spec=spec.name, status="regenerated", id=rec.id, tools=_tools(rec), reason=reason,
                                  replaced_by=twin.id if twin is not None else None))
    for _, rec in taken:
        if rec.id in replacing:
            continue
        tools = set(_tools(rec))
        new_tools = sorted(tools & set(d.added))
        if new_tools:
            reason = f"uses new tool(s): {', '.join(new_tools)}"
        elif tools & fresh_tools:
            reason = f"uses changed or renamed tool(s): {', '.join(sorted(tools & fresh_tools))}"
        elif rec.kind == "no_tool":
            reason = "no-tool request against the new tool list"
        else:
            reason = f"coverage: {coverage.get(rec.id, '?')} had no record left"
        changes.append(ChangeLine(spec=spec.name, status="added", id=rec.id, tools=sorted(tools), reason=reason))
    ids = [json.loads(line)["id"] for line in kept] + [rec.id for _, rec in taken]
    if len(set(ids)) != len(ids):
        raise SeerError(f"spec {spec.name}: a kept and a regenerated record share an id; cannot follow the baseline")
    return kept + [line for line, _ in taken], changes


def _twins(old: list[Scenario], new: list[Scenario]) -> dict[str, Scenario]:
    """Old record id -> the new record that replaces it: the same slot, else the unpaired new record of
    the same tier and kind that shares the most tools (so a replay can compare the two)."""
    free = {rec.id: rec for rec in new}
    out: dict[str, Scenario] = {}
    by_slot = {slot(rec.id): rec for rec in new}
    for rec in old:
        twin = by_slot.get(slot(rec.id))
        if twin is not None and twin.id in free:
            out[rec.id] = free.pop(twin.id)
    for rec in old:
        if rec.id in out:
            continue
        mine = set(_tools(rec))
        best = max((c for c in free.values() if (c.tier, c.kind) == (rec.tier, rec.kind)),
                   key=lambda c: (len(mine & set(_tools(c))) / (len(mine | set(_tools(c))) or 1), c.id), default=None)
        if best is not None and (mine & set(_tools(best)) or not mine):
            out[rec.id] = free.pop(best.id)
    return out


def _new_lines(path: Path) -> list[tuple[str, Scenario]]:
    return [(line, Scenario.model_validate_json(line)) for _, line in iter_lines(path)]


def follow_baseline(where: str | Path, gens: list[GenerationResult], run_dir: Path,
                    store: Store) -> tuple[list[GenerationResult], dict[str, str]]:
    """Each spec's fresh generation replaced by the followed harness; writes changes.jsonl and
    spec_diff.json into the run folder; returns the results and the run's baseline tags."""
    base = load_baseline(where)
    out: list[GenerationResult] = []
    changes: list[ChangeLine] = []
    diffs: list[dict[str, Any]] = []
    names = {g.spec.name for g in gens}
    for g in gens:
        old_spec = base.specs.get(g.spec.name)
        new = _new_lines(g.path)
        if old_spec is None:
            changes += [ChangeLine(spec=g.spec.name, status="added", id=r.id, tools=_tools(r),
                                   reason="spec not in the baseline") for _, r in new]
            out.append(g)
            continue
        d = diff_specs(old_spec, _as_written(g.spec))
        diffs.append(d.model_dump())
        lines, spec_changes = follow_spec(base.lines.get(g.spec.name, []), new, d, g.spec)
        changes += spec_changes
        key = sha256_of({"baseline": file_sha256(Path(base.harness)), "spec": g.spec.name, "new": file_sha256(g.path)})
        entry = store.generation(key, "followed", {})
        entry.path.write_text("".join(lines), encoding="utf-8")
        entry.discards.write_bytes(g.entry.discards.read_bytes() if g.entry.discards.exists() else b"")
        followed = GenerationResult(g.spec, entry, reused=g.reused, resumed_from=g.resumed_from)
        followed.transient = list(getattr(g, "transient", []) or [])  # transport failures stay visible
        followed.followed = True  # not the engine's plan: records were kept, taken or left out on purpose
        out.append(followed)
    for name, rows in base.lines.items():
        if name not in names:
            changes += [ChangeLine(spec=name, status="retired", id=r.id, tools=_tools(r),
                                   reason="spec no longer in the suite") for _, r in rows]
    write_jsonl(run_dir / "changes.jsonl", changes)
    (run_dir / "spec_diff.json").write_text(json.dumps(diffs, indent=1, ensure_ascii=False, default=str), encoding="utf-8")
    counts = {s: sum(c.status == s for c in changes) for s in ("kept", "regenerated", "added", "retired")}
    print("baseline: " + ", ".join(f"{n} {s}" for s, n in counts.items()) + f" (see {run_dir / 'changes.jsonl'})")
    _warn_uncovered(out)
    tags = {"seer.baseline": str(Path(base.run_dir).resolve()) if base.run_dir else base.harness,
            **{f"seer.baseline.{s}": str(n) for s, n in counts.items()}}
    parent = _logged_run(base.run_dir)
    if parent:  # the tracking room nests this run under it when both live in one store
        tags["seer.baseline.run_id"] = parent
    return out, tags


def _as_written(spec: Spec) -> Spec:
    """`spec` as a run folder's specs/ holds it, read back: the baseline's spec came that way, and a
    recursive schema read back gains a level of inlining, so both sides must take the same path."""
    import tempfile

    from seer.pipeline.rundir import write_specs

    with tempfile.TemporaryDirectory() as tmp:
        write_specs(Path(tmp), [spec])
        return load_spec(next((Path(tmp) / "specs").glob("*.json")))


def _logged_run(run_dir: str | None) -> str | None:
    try:
        marker = json.loads(Path(run_dir, MARKER).read_text(encoding="utf-8")) if run_dir else None
    except (OSError, ValueError):
        return None
    return str(marker["run_id"]) if isinstance(marker, dict) and marker.get("run_id") else None


def _warn_uncovered(gens: list[GenerationResult]) -> None:
    for g in gens:
        used = {c.tool for s in g.scenarios() for c in s.expected_tools}
        missing = [t for t in g.spec.tool_names if t not in used]
        if missing:
            print(f"seer: baseline: {g.spec.name}: {len(missing)} tool(s) have no record after following the change: "
                  f"{', '.join(missing[:5])}", file=sys.stderr)
