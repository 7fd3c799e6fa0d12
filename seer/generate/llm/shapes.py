"""Example outputs for the mocks stage when a tool has none: what the symbolic engine would return
for the drafted call, shown to the model as the shape to follow (a small model asked for "the
output" of a schema-less tool wrote `{"inputSchema": ...}` or `{"key": "input"}`). The model
still writes the values; grounding and links are checked as before."""

from __future__ import annotations

import random
from typing import Any, Sequence

from seer.spec.model import Spec


def example_outputs(spec: Spec, calls: Sequence[Any], seed: int) -> list[Any]:
    """One symbolic example output per call (`calls` have .tool and .arguments), None where none is made."""
    try:
        from seer.generate.symbolic.mocks import make_mock
        from seer.generate.symbolic.world import World
        profiles = _profiles(spec)
    except Exception:  # noqa: BLE001 - the symbolic engine is optional here: no example without it
        return [None] * len(calls)
    world, rng, out = World(), random.Random(seed), []
    for c in calls:
        p = profiles.get(c.tool)
        try:
            out.append(make_mock(p, dict(c.arguments), [], world, rng).output if p is not None else None)
        except Exception:  # noqa: BLE001 - an example is a hint: a symbolic failure leaves it out
            out.append(None)
    return out


_PROFILES: dict[str, dict[str, Any]] = {}  # spec sha256 -> tool name -> profile; the last few specs only


def _profiles(spec: Spec) -> dict[str, Any]:
    """The spec's tool profiles, made once per spec: profiling every tool for every mocks request was a
    fifth of the LLM engine's CPU on a 64-tool spec (experiments/perf/llm_path.py)."""
    if spec.sha256 not in _PROFILES:
        from seer.generate.symbolic.cards import profile_spec

        while len(_PROFILES) >= 8:
            _PROFILES.pop(next(iter(_PROFILES)))
        _PROFILES[spec.sha256] = {p.tool.name: p for p in profile_spec(spec)}
    return _PROFILES[spec.sha256]
