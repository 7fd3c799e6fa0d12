"""Numbers and truth values: counts and limits, plain numbers, booleans."""

from __future__ import annotations

from typing import Any

from seer.kinds.base import simple


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


simple("count", lambda r, h: r.choice((5, 10, 10, 20, 25, 50)), lambda v: _is_number(v) and v >= 0, types=("integer", "number"))
simple("number", lambda r, h: r.randint(1, 100), _is_number, types=("number", "integer"))
simple("boolean", lambda r, h: r.random() < 0.5, lambda v: isinstance(v, bool), types=("boolean",))
simple("percent", lambda r, h: r.randint(5, 95), lambda v: _is_number(v) and 0 <= v <= 100, types=("integer", "number"))
simple("print_scale", lambda r, h: r.choice((0.5, 0.75, 0.8, 0.9, 1.0, 1.25, 1.5)),
       lambda v: _is_number(v) and 0.1 <= v <= 2, types=("number",))  # a browser's print scale: 0.1 to 2

