"""Registries by name: stages, judges, agents and aggregation rules are looked up from config.

One small class so a run record can rebuild any component from its name, and an unknown name
fails with the list of known ones.
"""

from __future__ import annotations

from typing import Callable, Generic, TypeVar

T = TypeVar("T")


class Registry(Generic[T]):
    def __init__(self, what: str, load_builtins: Callable[[], None] | None = None):
        self.what = what  # "judge kind", "aggregation rule", ...
        self._items: dict[str, T] = {}
        self._load_builtins = load_builtins

    def register(self, name: str) -> Callable[[T], T]:
        def deco(item: T) -> T:
            self._items[name] = item
            return item

        return deco

    def get(self, name: str) -> T:
        if self._load_builtins is not None and name not in self._items:
            self._load_builtins()
        try:
            return self._items[name]
        except KeyError:
            from seer.errors import ConfigError

            raise ConfigError(f"unknown {self.what} {name!r}; known: {', '.join(self.names())}") from None

    def names(self) -> list[str]:
        if self._load_builtins is not None:
            self._load_builtins()
        return sorted(self._items)
