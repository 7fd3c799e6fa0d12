"""A small regex-to-string generator for JSON Schema `pattern`s.

Hand-written over Python's own regex parser (`re._parser`, `sre_parse` before 3.11) rather than
a dependency (exrex, rstr): it walks the parsed pattern and picks, with the caller's Random, a
string the pattern matches. Repeats are kept short (min + up to 3); lookarounds and back
references are skipped, so the caller validates the result and falls back when it fails.
"""

from __future__ import annotations

import random
import string

try:  # Python 3.11+
    import re._parser as sre_parse  # type: ignore[import-not-found]
    import re._constants as sre_c  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover
    import sre_parse  # type: ignore[no-redef]
    import sre_constants as sre_c  # type: ignore[no-redef]

_CATEGORIES = {
    sre_c.CATEGORY_DIGIT: string.digits,
    sre_c.CATEGORY_NOT_DIGIT: string.ascii_letters,
    sre_c.CATEGORY_SPACE: " ",
    sre_c.CATEGORY_NOT_SPACE: string.ascii_letters + string.digits,
    sre_c.CATEGORY_WORD: string.ascii_lowercase + string.digits,
    sre_c.CATEGORY_NOT_WORD: "-.",
}
_PRINTABLE = string.ascii_letters + string.digits


def string_for_pattern(pattern: str, rng: random.Random, max_repeat: int = 3) -> str | None:
    """A string that (usually) matches `pattern` (searched, as JSON Schema does); None if unparsable."""
    try:
        parsed = sre_parse.parse(pattern)
    except Exception:  # noqa: BLE001 - any parse failure means "cannot generate"
        return None
    return "".join(_emit(parsed, rng, max_repeat))


def _in_set(items, rng: random.Random) -> str:
    chars: list[str] = []
    negate = False
    for op, av in items:
        if op is sre_c.NEGATE:
            negate = True
        elif op is sre_c.LITERAL:
            chars.append(chr(av))
        elif op is sre_c.RANGE:
            lo, hi = av
            chars.extend(chr(c) for c in range(lo, min(hi, lo + 60) + 1))
        elif op is sre_c.CATEGORY:
            chars.extend(_CATEGORIES.get(av, "a"))
    if negate:
        allowed = [c for c in _PRINTABLE if c not in set(chars)]
        return rng.choice(allowed) if allowed else "a"
    lower = [c for c in chars if c.isalnum()]
    return rng.choice(lower or chars or ["a"])


def _emit(parsed, rng: random.Random, max_repeat: int):
    for op, av in parsed:
        if op is sre_c.LITERAL:
            yield chr(av)
        elif op is sre_c.NOT_LITERAL:
            yield next(c for c in _PRINTABLE if ord(c) != av)
        elif op is sre_c.ANY:
            yield rng.choice(string.ascii_lowercase)
        elif op is sre_c.IN:
            yield _in_set(av, rng)
        elif op in (sre_c.MAX_REPEAT, sre_c.MIN_REPEAT, getattr(sre_c, "POSSESSIVE_REPEAT", None)):
            lo, hi, sub = av
            open_ended = hi is sre_c.MAXREPEAT or hi > lo
            hi = lo + max_repeat if hi is sre_c.MAXREPEAT else min(hi, lo + max_repeat)
            run = "".join(x for _ in range(rng.randint(max(lo, min(1, hi)), hi) if hi > lo else lo)
                          for x in _emit(sub, rng, max_repeat))
            if open_ended and run.isdigit() and run.startswith("0") and (len(run) > 1 or lo >= 1):
                run = rng.choice("123456789") + run[1:]  # [0-9]+: a number, QJN-971 or LGL-87, never QJN-0971 or LGL-0
            yield run
        elif op is sre_c.SUBPATTERN:
            yield from _emit(av[-1], rng, max_repeat)
        elif op is sre_c.BRANCH:
            yield from _emit(rng.choice(av[1]), rng, max_repeat)
        elif op is getattr(sre_c, "ATOMIC_GROUP", None):
            yield from _emit(av, rng, max_repeat)
        # AT (anchors), ASSERT, ASSERT_NOT, GROUPREF: nothing to emit
