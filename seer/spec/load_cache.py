"""Checked specs kept in the store, so a rerun does not check 10,000 schemas again.

Checking a spec (meta-schema, `$ref` resolution, loops, limits) costs about a millisecond a tool;
reading back the checked result costs a small fraction of that. An entry is keyed by the file's
bytes, its examples side file's bytes, its path and the loader's own code: a changed file or a
changed loader is checked again. Specs that fail are never cached (the error is raised each time).
"""

from __future__ import annotations

import functools
import hashlib
import os
from pathlib import Path
from typing import Callable

from pydantic import ValidationError

from seer.spec.model import Spec

_SPEC_CODE = Path(__file__).resolve().parent


@functools.lru_cache(maxsize=1)
def _loader_fingerprint() -> str:
    h = hashlib.sha256()
    for path in sorted(_SPEC_CODE.glob("*.py")):
        h.update(path.name.encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def _file_hash(path: Path) -> str:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return "unreadable"  # the loader reports it


def cached_load(path: Path, side: Path | None, cache_dir: str | Path, load: Callable[[], Spec]) -> Spec:
    """The checked spec of `path` from `cache_dir/specs`, or `load()` (then kept there)."""
    if not path.is_file():  # FIFOs, devices, folders: the loader says what is wrong
        return load()
    parts = [str(path), _file_hash(path), str(side) if side else "", _file_hash(side) if side else "",
             _loader_fingerprint()]
    key = hashlib.sha256("\0".join(parts).encode()).hexdigest()[:32]
    folder = Path(cache_dir) / "specs"
    entry = folder / f"{key}.json"
    sha = entry.with_suffix(".sha256")  # the spec's content hash, so a rerun does not hash 5,000 tools again
    if entry.exists():
        try:
            spec = Spec.model_validate_json(entry.read_bytes())
        except (ValidationError, ValueError, OSError):
            pass  # a damaged entry: check the file again and write it anew
        else:
            known = sha.read_text(encoding="utf-8").strip() if sha.exists() else ""
            if len(known) == 64:
                spec.__dict__["_sha256"] = known  # the frozen model's cached hash (Spec.sha256)
            return spec
    spec = load()
    folder.mkdir(parents=True, exist_ok=True)
    for path, text in ((entry, spec.model_dump_json(by_alias=True)), (sha, spec.sha256)):
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    return spec
