"""JSONL read and write for harness records, judgments and discards.

Writers append and flush each line, so a run that dies keeps every line it finished; readers
stream, so a 50,000-record file is never held whole. A torn last line (the process was killed
mid-write) is skipped on read and cut off before appending.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Iterable, Iterator, TypeVar

from pydantic import BaseModel, ValidationError

from seer.errors import SeerError

M = TypeVar("M", bound=BaseModel)


def dumps(model: BaseModel | dict[str, Any]) -> str:
    """One JSON line, keys in declaration order, stable across runs (byte-identical output)."""
    data = model.model_dump(mode="json") if isinstance(model, BaseModel) else model
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def iter_lines(path: str | Path) -> Iterator[tuple[int, str]]:
    """Complete lines of a JSONL file with their line numbers; a torn final line is left out."""
    path = Path(path)
    if not path.exists():
        return
    with path.open("r", encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.endswith("\n"):
                return  # torn write from a killed process
            if line.strip():
                yield n, line


def read_jsonl(path: str | Path, model: type[M]) -> Iterator[M]:
    for n, line in iter_lines(path):
        try:
            yield model.model_validate_json(line)
        except ValidationError as exc:
            first = exc.errors()[0]
            loc = ".".join(str(p) for p in first["loc"])
            raise SeerError(f"line {n}: not a valid {model.__name__}: {loc}: {first['msg']}", file=str(path)) from None


def read_raw(path: str | Path) -> Iterator[dict[str, Any]]:
    for _, line in iter_lines(path):
        yield json.loads(line)


class JsonlWriter:
    """Append-only JSONL writer that flushes every line (and fsyncs on close)."""

    def __init__(self, path: str | Path, *, truncate: bool = False):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if truncate:
            self.path.write_text("")
        else:
            _cut_torn_tail(self.path)
        self._fh = self.path.open("a", encoding="utf-8")

    def write(self, item: BaseModel | dict[str, Any]) -> None:
        self._fh.write(dumps(item) + "\n")
        self._fh.flush()

    def write_many(self, items: Iterable[BaseModel | dict[str, Any]]) -> int:
        n = 0
        for item in items:
            self.write(item)
            n += 1
        return n

    def close(self) -> None:
        if not self._fh.closed:
            self._fh.flush()
            os.fsync(self._fh.fileno())
            self._fh.close()

    def __enter__(self) -> "JsonlWriter":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _cut_torn_tail(path: Path) -> None:
    """Drop a final line without its newline, left by a process killed mid-write."""
    if not path.exists() or path.stat().st_size == 0:
        return
    with path.open("rb+") as fh:
        fh.seek(-1, os.SEEK_END)
        if fh.read(1) == b"\n":
            return
        data = fh.seek(0, os.SEEK_END)
        pos = data
        chunk = 4096
        while pos > 0:
            step = min(chunk, pos)
            pos -= step
            fh.seek(pos)
            block = fh.read(step)
            idx = block.rfind(b"\n")
            if idx >= 0:
                fh.truncate(pos + idx + 1)
                return
        fh.truncate(0)


def write_jsonl(path: str | Path, items: Iterable[BaseModel | dict[str, Any]]) -> int:
    with JsonlWriter(path, truncate=True) as w:
        return w.write_many(items)
