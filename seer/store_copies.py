"""Run-folder files made once per content and copied from the store afterwards.

A run folder holds files that depend only on inputs already content-addressed (the specs a run
used, say): writing a 5,000-tool spec as indented JSON costs about half a second, copying the
same bytes a few milliseconds. `stored_copy` keeps the bytes under `<store>/<kind>/<key>` the
first time and copies them into the run folder on every run after.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Callable


def stored_copy(root: str | Path, kind: str, key: str, target: Path, make: Callable[[], bytes]) -> bool:
    """Write `target` from the store entry `kind/key`, made by `make()` when absent; True when reused."""
    entry = Path(root) / kind / key
    if entry.is_file():
        shutil.copyfile(entry, target)
        return True
    data = make()
    entry.parent.mkdir(parents=True, exist_ok=True)
    tmp = entry.with_name(f"{entry.name}.{os.getpid()}.tmp")  # whole or absent, also with parallel jobs
    tmp.write_bytes(data)
    os.replace(tmp, entry)
    target.write_bytes(data)
    return False
