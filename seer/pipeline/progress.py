"""Progress bars on stderr (tqdm), quiet when disabled or when stderr is not a terminal in tests."""

from __future__ import annotations

import contextlib
import sys
from typing import Iterator


class _Quiet:
    def update(self, n: int = 1) -> None:
        pass

    def set_postfix_str(self, s: str) -> None:
        pass


@contextlib.contextmanager
def bar(desc: str, *, unit: str, enabled: bool = True, total: int | None = None) -> Iterator:
    if not enabled:
        yield _Quiet()
        return
    from tqdm import tqdm

    with tqdm(desc=desc, unit=unit, total=total, file=sys.stderr, dynamic_ncols=True, leave=True) as t:
        yield t
