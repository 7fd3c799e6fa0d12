"""Stored judgments, read and written by (harness content hash, judge key).

A thin face over the shared content-addressed store (seer/store.py, `Store.judging`), so that the
judging step of the pipeline (seer/pipeline/judging.py), an aggregation sweep and an analysis read
and write the very same entry: a rerun or a sweep over aggregation rules reads judgments instead
of judging again. Only finished entries (the store's `.done` marker) are read back.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

from seer.harness.io import JsonlWriter, read_jsonl
from seer.harness.model import Scenario
from seer.judge.model import Judgment
from seer.spec.model import sha256_of
from seer.store import Store, file_sha256


def harness_sha(harness: str | Path | Iterable[Scenario]) -> str:
    """Content hash of a harness: of the file's bytes (what the pipeline keys on), or of records."""
    if isinstance(harness, (str, Path)):
        return file_sha256(Path(harness))
    return sha256_of([s.model_dump(mode="json") for s in harness])


class JudgmentStore:
    def __init__(self, cache_dir: str | Path):
        self.store = Store(cache_dir)

    def path(self, harness_sha: str, judge_key: str) -> Path:
        """Where the judgments of this (harness, judge) pair live (JSONL, one Judgment per line)."""
        return self.store.judging(harness_sha, judge_key).path

    def has(self, harness_sha: str, judge_key: str) -> bool:
        return self.store.judging(harness_sha, judge_key).done

    def load(self, harness_sha: str, judge_key: str) -> list[Judgment] | None:
        """The finished judgments of this pair, or None when they were never finished."""
        entry = self.store.judging(harness_sha, judge_key)
        return list(read_jsonl(entry.path, Judgment)) if entry.done else None

    def save(self, harness_sha: str, judge_key: str, judgments: Iterable[Judgment]) -> Path:
        """Write a whole set of judgments for this pair and mark it finished (replaces what was there)."""
        entry = self.store.judging(harness_sha, judge_key)
        with entry.locked():
            with JsonlWriter(entry.path, truncate=True) as out:
                out.write_many(judgments)
            entry.mark_done()
        return entry.path
