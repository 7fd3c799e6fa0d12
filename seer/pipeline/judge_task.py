"""task=judge: judge any harness file (edited by hand, made by another engine, or a BFCL / inspect
export read back) with the configured judge and panel, with the store, study and run record of
task=generate.

    python -m seer task=judge harness=outputs/runs/.../harness.jsonl judge=structural_strict

The harness is split per spec into content-addressed files in the store (`judge_input/`), written
the way generation writes them: an unedited harness from a generation run hashes like the
generation's own files, so its judgments come back from the store; an edited record changes only
its spec's file, and only that spec is judged again.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any, Iterable, Iterator

from omegaconf import DictConfig

from seer.errors import ConfigError, SeerError
from seer.harness.io import dumps, read_jsonl
from seer.harness.model import Discard, Scenario
from seer.run_record import RunRecord
from seer.spec.model import Spec
from seer.store import Store, concat, file_sha256


class HarnessPart:
    """One spec's records of the judged file: what the study reads of a generation result (a path
    and an empty discard list beside it, as a store entry has)."""

    reused = False  # nothing was generated
    resumed_from = 0

    def __init__(self, spec: Spec, path: Path):
        self.spec = spec
        self.path = path
        discards = path.with_suffix(".discards.jsonl")
        discards.touch()
        self.entry = SimpleNamespace(path=path, discards=discards, key=path.stem)

    def scenarios(self) -> Iterator[Scenario]:
        return read_jsonl(self.path, Scenario)

    def discards(self) -> Iterator[Discard]:
        return iter(())


def split_by_spec(scenarios: Iterable[Scenario], specs: dict[str, Spec], store: Store,
                  source: Path) -> tuple[list[HarnessPart], int]:
    """One file per spec (first-appearance order), content-addressed under the store's judge_input/,
    streamed (each record is written as it is read); a repeated id is refused. Returns the parts
    and the number of scenarios."""
    folder = store.root / "judge_input"
    folder.mkdir(parents=True, exist_ok=True)
    tmps: dict[str, Path] = {}
    handles: dict[str, Any] = {}
    seen: set[str] = set()
    n = 0
    try:
        for n, s in enumerate(scenarios, 1):
            if s.id in seen:
                raise SeerError(f"record {n}: duplicate scenario id {s.id!r} (judgments are keyed by id and turn)",
                                file=str(source))
            seen.add(s.id)
            if s.spec not in handles:
                tmps[s.spec] = folder / f".{os.getpid()}.{len(tmps)}.tmp"  # spec text never picks a path
                handles[s.spec] = tmps[s.spec].open("w", encoding="utf-8")
            handles[s.spec].write(dumps(s) + "\n")
    except BaseException:
        for fh in handles.values():
            fh.close()
        for tmp in tmps.values():
            tmp.unlink(missing_ok=True)
        raise
    for fh in handles.values():
        fh.close()
    parts = []
    for name, tmp in tmps.items():
        path = folder / f"{file_sha256(tmp)[:32]}.jsonl"
        os.replace(tmp, path)  # same content, same name: a parallel job writes the same bytes
        parts.append(HarnessPart(specs[name], path))
    return parts, n


def run_judge(cfg: DictConfig) -> RunRecord:
    from seer.harness.importers import load_any_harness
    from seer.llm.stats import UsageStats
    from seer.pipeline import _say_reused, finish_run, judge_harnesses, judges_from
    from seer.pipeline.run_end import ending
    from seer.pipeline.rundir import scrub_hydra_files, write_specs

    started = time.monotonic()
    if not cfg.get("harness"):
        raise ConfigError("task=judge needs harness=<harness.jsonl, a BFCL export folder or an inspect dataset>")
    harness = Path(cfg.harness)
    loaded = load_any_harness(harness)
    scenarios = loaded.scenarios
    if loaded.specs:  # an import carries its specs
        specs = dict(loaded.specs)
    else:
        from seer.agents.specs import resolve_specs

        specs = resolve_specs(harness, scenarios, list(cfg.suite.paths))
    run_dir = Path(cfg.run_dir)
    run_dir.mkdir(parents=True, exist_ok=True)
    scrub_hydra_files(run_dir)
    store = Store(cfg.cache_dir)
    stats = UsageStats()
    judges = judges_from(cfg, cache_dir=store.root, stats=stats)  # a judge's key check comes first

    parts, count = split_by_spec(scenarios, specs, store, harness)
    used = [p.spec for p in parts]
    write_specs(run_dir, used)
    concat([p.path for p in parts], run_dir / "harness.jsonl")
    (run_dir / "discards.jsonl").write_text("", encoding="utf-8")
    print(f"judging {count} scenario(s) of {len(used)} spec(s) from {harness} ({loaded.format})")
    judged: dict[str, list] = {j.name: [] for j in judges}
    with ending("finished judgments are kept in the store", f"judge again with: python -m seer task=judge harness={harness}") as run:
        judge_harnesses(cfg, parts, judges, store, run_dir, judged)
        _say_reused(parts, judged)
    status = run.status
    engines = sorted({s.provenance.engine for p in parts for s in p.scenarios()})
    record = finish_run(cfg, run_dir, task="judge", specs=used, gens=parts, judges=judges, judged=judged,
                      status=status, stats=stats, started=started,
                      tags={"seer.engine": ",".join(engines)[:500], "seer.harness": str(harness)[:500],
                            "seer.harness_format": loaded.format,
                            "seer.harness_sha256": file_sha256(run_dir / "harness.jsonl")})
    if (run_dir / "report.md").exists():
        with (run_dir / "report.md").open("a", encoding="utf-8") as fh:
            fh.write(f"\n## Judged harness\n\n`{harness}` ({loaded.format}, {count} scenarios, made by "
                     f"{', '.join(engines)}), judged with task=judge; a copy is harness.jsonl in this folder.\n")
    return record
