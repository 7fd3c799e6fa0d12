"""Content addresses for the study step, so a rerun over reused harnesses and judgments reuses it too.

- per harness, the oracle check (passability) and the harness properties: keyed by the harness
  file's hash and seer's code;
- the whole study (report, tables, plots, analysis.json, metrics, summary): keyed by every
  harness, discard list and judgment file hash, the study's config and seer's code.

Seer's code is part of every key (a hash of its sources), so a changed analysis is never
answered from an older one.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import shutil
from pathlib import Path
from typing import Any

from seer.store import Store, file_sha256

_PACKAGE = Path(__file__).resolve().parents[1]


@functools.lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """A hash of seer's Python sources (and packaged data): what the study's output depends on besides its inputs."""
    h = hashlib.sha256()
    for path in sorted(_PACKAGE.rglob("*")):
        if path.suffix in (".py", ".md", ".json", ".yaml") and "__pycache__" not in path.parts and path.is_file():
            h.update(str(path.relative_to(_PACKAGE)).encode())
            h.update(path.read_bytes())
    return h.hexdigest()


def entry_sha(path: Path) -> str:
    """The content hash of a store entry's file: its `.done` marker holds it; any other file is hashed."""
    done = path.with_suffix(".done")
    if done.exists():
        text = done.read_text(encoding="utf-8").strip()
        if len(text) == 64:
            return text
    return file_sha256(path) if path.exists() else ""


def harness_checks_entry(store: Store, harness: Path) -> Path:
    folder = store.root / "harness_checks"
    folder.mkdir(parents=True, exist_ok=True)
    key = hashlib.sha256(f"{entry_sha(harness)}|{code_fingerprint()}".encode()).hexdigest()[:32]
    return folder / f"{key}.json"


def save_json(path: Path, doc: Any) -> None:
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    os.replace(tmp, path)


def study_key(inputs: dict[str, Any]) -> str:
    doc = json.dumps({**inputs, "code": code_fingerprint()}, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(doc.encode()).hexdigest()[:32]


class StudyBundle:
    """A folder of the files one study wrote (paths relative to the run folder) and `meta.json`,
    saved whole: it exists complete or not at all."""

    META = "meta.json"

    def __init__(self, store: Store, key: str):
        self.dir = store.root / "study" / key
        self.dir.parent.mkdir(parents=True, exist_ok=True)

    @property
    def done(self) -> bool:
        return (self.dir / self.META).exists()

    def save(self, run_dir: Path, files: list[Path], meta: dict[str, Any]) -> None:
        tmp = self.dir.with_name(f"{self.dir.name}.{os.getpid()}.tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        for path in files:
            target = tmp / "files" / path.relative_to(run_dir)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)
        tmp.mkdir(parents=True, exist_ok=True)
        save_json(tmp / self.META, meta)
        try:
            os.replace(tmp, self.dir)
        except OSError:  # a parallel job saved the same study first
            shutil.rmtree(tmp, ignore_errors=True)

    def restore(self, run_dir: Path) -> dict[str, Any]:
        files = self.dir / "files"
        if files.is_dir():
            shutil.copytree(files, run_dir, dirs_exist_ok=True)
        return json.loads((self.dir / self.META).read_text(encoding="utf-8"))

