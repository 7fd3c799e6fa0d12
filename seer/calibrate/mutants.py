"""Defect classes and the mutant model: one seeded, known defect per mutated record.

A defect class is a function `(spec, scenario, rng) -> (scenario data, turn, note) | None` that
returns a mutated copy (the harness model's dict) and the turn whose record carries the defect,
or None when the scenario offers no place for it. Each class names the dimension it belongs to
(a TC dimension or "coherence"): detection is that dimension dropping on that turn's record.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator

from pydantic import BaseModel

from seer.harness.model import Scenario
from seer.spec.model import Spec

DIMENSIONS = ("selection", "argument", "ordering", "usage", "coherence")
Mutate = Callable[[Spec, Scenario, random.Random], "tuple[dict, int, str] | None"]


@dataclass(frozen=True)
class DefectClass:
    name: str
    dimension: str  # one of DIMENSIONS
    what: str  # one line for the report
    mutate: Mutate


DEFECTS: dict[str, DefectClass] = {}


def defect(name: str, dimension: str, what: str) -> Callable[[Mutate], Mutate]:
    assert dimension in DIMENSIONS, dimension

    def register(fn: Mutate) -> Mutate:
        DEFECTS[name] = DefectClass(name, dimension, what, fn)
        return fn
    return register


class Mutant(BaseModel):
    defect: str
    dimension: str
    source_id: str  # the clean scenario's id
    turn: int  # the turn whose record carries the defect
    note: str  # what was changed, concretely
    scenario: Scenario


def defect_classes() -> dict[str, DefectClass]:
    import seer.calibrate.defects_args  # noqa: F401  (importing registers the classes)
    import seer.calibrate.defects_calls  # noqa: F401
    import seer.calibrate.defects_text  # noqa: F401

    return DEFECTS


def mutants(spec: Spec, scenarios: Iterable[Scenario], seed: int = 0, per_class: int | None = None,
            classes: Iterable[str] | None = None, min_mutants: int = 0, per_record: int = 1) -> Iterator[Mutant]:
    """Every defect class over every scenario (at most `per_class` mutants per class, the first
    scenarios in a seeded order); each mutant is a valid harness record with one defect.

    A class that makes fewer than `min_mutants` so (a rare defect: few records carry an id from an
    earlier call) is topped up with further distinct mutants of the records that offer it, one more
    per record a round, at most `per_record` per record: a rate of 8 mutants moves 12 points a miss."""
    known = defect_classes()
    names = list(classes) if classes else list(known)
    scs = [s for s in scenarios if s.kind == "normal"]  # negatives have their own right answers
    for name in names:
        if name not in known:
            from seer.errors import ConfigError

            raise ConfigError(f"calibrate.classes: unknown defect class {name!r}; known: {', '.join(known)}")
        dc = known[name]
        order = list(scs)
        random.Random(f"{seed}:{spec.name}:{name}").shuffle(order)
        made: dict[str, list[Mutant]] = {}
        for sc in order:
            if per_class is not None and sum(map(len, made.values())) >= per_class:
                break
            m = _mutant(spec, sc, dc, random.Random(f"{seed}:{sc.id}:{name}"), f"{sc.id}~{name}")
            if m is not None:
                made[sc.id] = [m]
                yield m
        rounds = 1
        while per_class is None and rounds < per_record and sum(map(len, made.values())) < min_mutants:
            more = [m for sc in order if sc.id in made for m in _another(spec, sc, dc, seed, rounds, made[sc.id])]
            for m in more:
                made[m.source_id].append(m)
                yield m
            rounds += 1
            if not more:
                break


def _another(spec: Spec, sc: Scenario, dc: DefectClass, seed: int, round_: int, have: list[Mutant], draws: int = 8):
    """One more mutant of the record unlike those it has (a few seeded draws), or none."""
    seen = {_content(m.scenario) for m in have}
    for d in range(draws):
        m = _mutant(spec, sc, dc, random.Random(f"{seed}:{sc.id}:{dc.name}:{round_}:{d}"), f"{sc.id}~{dc.name}~{round_}")
        if m is not None and _content(m.scenario) not in seen:
            return [m]
    return []


def _content(sc: Scenario) -> str:
    return sc.model_dump_json(include={"expected_tools", "mock_outputs", "conversation"})


def _mutant(spec: Spec, sc: Scenario, dc: DefectClass, rng: random.Random, mid: str) -> Mutant | None:
    out = dc.mutate(spec, sc, rng)
    if out is None:
        return None
    data, turn, note = out
    data["id"] = mid
    try:
        mutated = Scenario.model_validate(data)
    except ValueError:
        return None  # the mutation broke the contract itself: not a record a judge sees
    return Mutant(defect=dc.name, dimension=dc.dimension, source_id=sc.id, turn=turn, note=note, scenario=mutated)


# ---- helpers the defect classes share ----

def data_of(sc: Scenario) -> dict:
    return copy.deepcopy(sc.model_dump())


def turn_of(sc: Scenario, i: int) -> int:
    return next(t for t, turn in enumerate(sc.conversation) if i in turn.calls)


def user_text(sc: Scenario, upto_turn: int) -> str:
    return "\n".join(t.user for t in sc.conversation[: upto_turn + 1]).lower()


def scalar_leaves(value: Any, path: tuple = ()) -> Iterator[tuple[tuple, Any]]:
    """(path, scalar) pairs; list indices appear in the path as ints."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from scalar_leaves(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from scalar_leaves(v, (*path, i))
    else:
        yield path, value


def set_at(root: Any, path: tuple, value: Any) -> None:
    node = root
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value


def substantive(v: Any) -> bool:
    """A value a user or an output would have to state (not a flag, not 0/1, not a blank)."""
    if isinstance(v, bool) or v is None:
        return False
    if isinstance(v, (int, float)):
        return v not in (0, 1)
    return isinstance(v, str) and len(v.strip()) >= 3


def in_text(v: Any, text: str) -> bool:
    return substantive(v) and str(v).lower() in text


def schema_ok(schema: dict, value: Any) -> bool:
    from seer.harness.checks import schema_errors

    return not schema_errors(schema or {}, value)


def perturb(value: Any, rng: random.Random) -> Any:
    """A different value of the same shape: digits redrawn, else a suffix (a plausible other value)."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + rng.randint(2, 9) * (1 if value >= 0 else -1)
    if isinstance(value, float):
        return round(value * 1.37 + 1.0, 3)
    s = str(value)
    if any(c.isdigit() for c in s):
        out = "".join(str((int(c) + rng.randint(1, 9)) % 10) if c.isdigit() else c for c in s)
        if out != s:
            return out
    return f"{s}-old"
