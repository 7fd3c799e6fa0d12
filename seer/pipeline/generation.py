"""Generation step: one spec through the engine, into the content-addressed store.

Records are appended as the engine yields them, so a killed run keeps every finished record and
the next run continues from them (`existing`), giving the same file an uninterrupted run gives.
"""

from __future__ import annotations

import logging
from dataclasses import asdict
from pathlib import Path

from seer.generate.base import Engine, GenerationPlan
from seer.harness.io import JsonlWriter, read_jsonl
from seer.harness.model import Discard, Scenario
from seer.pipeline.status import is_transient
from seer.spec.model import Spec
from seer.store import Entry, Store

log = logging.getLogger("seer.generate")


class GenerationResult:
    def __init__(self, spec: Spec, entry: Entry, reused: bool, resumed_from: int, transient: list | None = None):
        self.spec = spec
        self.transient = transient or []  # items that failed in transport: not final, a rerun retries them
        self.entry = entry
        self.reused = reused  # the whole harness came from the store
        self.resumed_from = resumed_from  # records found from an interrupted run

    @property
    def path(self) -> Path:
        return self.entry.path

    def scenarios(self):
        return read_jsonl(self.entry.path, Scenario)

    def discards(self):
        return read_jsonl(self.entry.discards, Discard)


def generate_spec(spec: Spec, engine: Engine, plan: GenerationPlan, store: Store, progress=None) -> GenerationResult:
    entry = store.generation(spec.sha256, engine.key, asdict(plan))
    if entry.done:
        return GenerationResult(spec, entry, reused=True, resumed_from=0)
    with entry.locked():
        if entry.done:  # a parallel job finished it while we waited
            return GenerationResult(spec, entry, reused=True, resumed_from=0)
        existing = list(read_jsonl(entry.path, Scenario))
        # an engine that cannot skip a discarded slot on resume (its replies are cached) discards it
        # again: the item is already listed, so it is not written twice
        discarded = {(d.stage, d.item) for d in read_jsonl(entry.discards, Discard)}
        if existing:
            log.info("%s: continuing from %d records of an interrupted run", spec.name, len(existing))
        if progress is not None:
            progress.update(len(existing))
        transient: list[Discard] = []
        with JsonlWriter(entry.path) as records, JsonlWriter(entry.discards) as discards:
            for item in engine.generate(spec, plan, existing):
                if isinstance(item, Discard) and is_transient(item):
                    transient.append(item)  # not written: the entry stays open and a rerun retries it
                elif isinstance(item, Discard):
                    if (item.stage, item.item) not in discarded:
                        discards.write(item)
                else:
                    records.write(item)
                    if progress is not None:
                        progress.update(1)
        if not transient:
            entry.mark_done()
    return GenerationResult(spec, entry, reused=False, resumed_from=len(existing), transient=transient)
