"""The content-addressed store shared across runs: generation keyed by (spec, generator, plan),
judging by (harness, judge). A sweep over judges reuses one harness; a sweep over aggregation
rules reuses one set of judgments; a killed run continues where its files stop.

Each entry is an append-only JSONL file written as work completes, a `.done` marker once it is
whole, and a lock file so parallel jobs (joblib, submitit) never write one entry twice: the
second job waits, then reuses what the first finished.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os
import shutil
from pathlib import Path
from typing import Iterator

from seer.spec.model import sha256_of


def file_sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


class Entry:
    """One content-addressed entry: `<kind>/<key>.jsonl` (+ `.discards.jsonl`, `.done`, `.lock`)."""

    def __init__(self, root: Path, kind: str, key: str):
        self.dir = root / kind
        self.dir.mkdir(parents=True, exist_ok=True)
        self.key = key
        self.path = self.dir / f"{key}.jsonl"
        self.discards = self.dir / f"{key}.discards.jsonl"
        self._done = self.dir / f"{key}.done"
        self._lock = self.dir / f"{key}.lock"

    @property
    def done(self) -> bool:
        return self._done.exists()

    def mark_done(self) -> None:
        self.path.touch()
        self.discards.touch()
        tmp = self._done.with_suffix(".done.tmp")
        tmp.write_text(file_sha256(self.path) + "\n")
        os.replace(tmp, self._done)

    @contextlib.contextmanager
    def locked(self) -> Iterator["Entry"]:
        with self._lock.open("a") as fh:
            fcntl.flock(fh, fcntl.LOCK_EX)
            try:
                yield self
            finally:
                fcntl.flock(fh, fcntl.LOCK_UN)


class Store:
    def __init__(self, root: str | Path):
        self.root = Path(root)
        self.root.mkdir(parents=True, exist_ok=True)

    def generation(self, spec_sha: str, engine_key: str, plan: dict) -> Entry:
        return Entry(self.root, "harness", sha256_of({"spec": spec_sha, "engine": engine_key, "plan": plan})[:32])

    def judging(self, harness_sha: str, judge_key: str) -> Entry:
        return Entry(self.root, "judgments", sha256_of({"harness": harness_sha, "judge": judge_key})[:32])


def concat(parts: list[Path], out: Path) -> None:
    """Write the parts one after another into `out` (the run folder's copy), atomically."""
    tmp = out.with_name(out.name + ".tmp")
    with tmp.open("wb") as dst:
        for part in parts:
            if part.exists():
                with part.open("rb") as src:
                    shutil.copyfileobj(src, dst)
    os.replace(tmp, out)
