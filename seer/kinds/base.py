"""The kind registry: one small class per kind that knows how to make a value and how to
recognise one (in the spirit of Faker's providers), plus the one Faker every kind shares.

Faker is imported lazily (it costs ~0.15 s) and one instance lives per process; each value
reseeds it from the caller's Random (`seed_instance`), so values are seeded per slot and a
harness stays byte-identical for a seed.
"""

from __future__ import annotations

import random
from typing import Any, Callable

KINDS: dict[str, "Kind"] = {}
_FAKER: Any = None


def fake(rng: random.Random) -> Any:
    """The process's Faker, reseeded from `rng` (so the value depends only on the slot's Random)."""
    global _FAKER
    if _FAKER is None:
        from faker import Faker

        _FAKER = Faker("en_US")
    _FAKER.seed_instance(rng.getrandbits(48))
    return _FAKER


class Kind:
    """A kind of value. Subclasses set `name` and `types` and override `make` and `check`."""

    name = "text"
    types: tuple[str, ...] = ("string",)  # JSON types this kind produces (first = natural one)
    well_known = False

    def make(self, rng: random.Random, hint: str = "") -> Any:
        raise NotImplementedError

    def check(self, value: Any) -> bool:
        return isinstance(value, str) and bool(value.strip())

    def __repr__(self) -> str:
        return f"<kind {self.name}>"


def register(cls: type[Kind]) -> type[Kind]:
    KINDS[cls.name] = cls()
    return cls


def simple(name: str, maker: Callable[[random.Random, str], Any], checker: Callable[[Any], bool] | None = None,
           types: tuple[str, ...] = ("string",), well_known: bool = False) -> Kind:
    """Register a kind from two functions (for kinds too small for a class of their own)."""
    kind = type(f"Kind_{name}", (Kind,), {"name": name, "types": types, "well_known": well_known,
                                          "make": lambda self, rng, hint="": maker(rng, hint),
                                          **({"check": lambda self, v: checker(v)} if checker else {})})()
    KINDS[name] = kind
    return kind


def is_str(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip())


def pick(rng: random.Random, items: list | tuple) -> Any:
    return items[rng.randrange(len(items))]
