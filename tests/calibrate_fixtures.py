"""A small hand-made harness over tests/fixtures/calibrate/kvshop.json: every record correct by
hand, and together offering a place for every defect class of seer/calibrate."""

from __future__ import annotations

from pathlib import Path

from seer.harness.model import Scenario
from seer.spec.load import load_spec

SPEC = Path(__file__).resolve().parent / "fixtures" / "calibrate" / "kvshop.json"


def kv_spec():
    return load_spec(SPEC)


def scenario(sid: str, turns: list[tuple[str, list[tuple[str, dict, object]]]]) -> Scenario:
    calls, mocks, conversation = [], [], []
    for user, turn_calls in turns:
        idx = []
        for tool, args, output in turn_calls:
            idx.append(len(calls))
            calls.append({"tool": tool, "arguments": args})
            mocks.append({"output": output, "grounding": "high"})
        conversation.append({"user": user, "calls": idx})
    return Scenario.model_validate({
        "id": sid, "spec": "kvshop", "tier": "complex" if len(calls) > 1 else "simple", "title": sid,
        "category": "test", "novelty_reason": "hand-made", "prompt": turns[0][0], "expected_tools": calls,
        "mock_outputs": mocks, "conversation": conversation,
        "provenance": {"engine": "hand", "seed": 0, "spec_sha256": kv_spec().sha256, "seer_version": "test"}})


def kv_harness() -> list[Scenario]:
    return [
        scenario("set-with-ttl", [(
            "Set the key user:42:name to the value alice with a ttl seconds of 300.",
            [("kv_set", {"key": "user:42:name", "value": "alice", "ttl_seconds": 300},
              {"ok": True, "key": "user:42:name"})])]),
        scenario("list-then-get", [
            ("List the keys matching user:*.",
             [("kv_list", {"pattern": "user:*"},
               {"keys": [{"key": "user:1:name", "owner": "ann"}, {"key": "user:2:name", "owner": "bob"}]})]),
            ("Thanks. I see user:2:name in that list. Now show me the value stored under it.",
             [("kv_get", {"key": "user:2:name"}, {"key": "user:2:name", "value": "Bob Baker"})])]),
        scenario("read-then-delete", [(
            "Show me the value of the key session:9:token, and then delete the key session:9:token.",
            [("kv_get", {"key": "session:9:token"}, {"key": "session:9:token", "value": "abc-123"}),
             ("kv_delete", {"key": "session:9:token"}, {"deleted": True, "key": "session:9:token"})])]),
        scenario("rename", [(
            "Rename the key cart:7:items, with cart:8:items as the new key.",
            [("kv_rename", {"key": "cart:7:items", "new_key": "cart:8:items"},
              {"ok": True, "key": "cart:7:items", "new_key": "cart:8:items"})])]),
        scenario("session-cart-item", [(
            "Open a login session for the user ann, then create a shopping cart for the owner ann, "
            "then add the item apple-pie to that cart.",
            [("create_session", {"user": "ann"}, {"session_id": "ses-1001", "user": "ann"}),
             ("create_cart", {"owner": "ann"}, {"cart_id": "crt-2002", "owner": "ann"}),
             ("add_item", {"cart_id": "crt-2002", "item": "apple-pie"}, {"cart_id": "crt-2002", "items": ["apple-pie"]})])]),
    ]


SHARED_SPECS = Path(__file__).resolve().parents[1].parent / "shared" / "specs"


def shared_symbolic_harnesses() -> list[tuple]:
    """(spec, scenarios) of the symbolic engine at seed 0 for each of the seven shared specs, the
    harness the calibration targets are measured on; skips the test when ../shared is absent."""
    import pytest

    if not SHARED_SPECS.is_dir():
        pytest.skip("../shared/specs is not beside this checkout")
    return _symbolic(sorted(SHARED_SPECS.glob("*.json")))


def pool_symbolic_harnesses(shared: list[tuple]) -> list[tuple]:
    """The shared specs' harnesses, then the candidate specs' (../shared/specs-candidates, when
    present) and the example specs': enough records that most defect classes have mutants to count."""
    return list(shared) + _symbolic(_pool_paths()[len(shared):])


def other_seed_harnesses(seeds=(1, 2, 3)) -> list[tuple]:
    """The pool's specs at other seeds: independent records for a rare defect class (an id carried
    from an earlier call has ~18 records a seed over the pool)."""
    return [h for seed in seeds for h in _symbolic(_pool_paths(), seed)]


def _pool_paths() -> list[Path]:
    import seer.examples

    paths = sorted(SHARED_SPECS.glob("*.json")) + sorted((SHARED_SPECS.parent / "specs-candidates").glob("*.json"))
    return paths + [p for p in sorted((Path(seer.examples.__file__).parent / "specs").glob("*.json"))
                    if not p.name.endswith(".examples.json")]  # a side file of example outputs, no spec


def _symbolic(paths: list[Path], seed: int = 0) -> list[tuple]:
    from seer.config import GeneratorConfig
    from seer.generate.base import GenerationPlan, build_engine

    engine = build_engine(GeneratorConfig())
    out = []
    for path in paths:
        spec = load_spec(path)
        out.append((spec, [s for s in engine.generate(spec, GenerationPlan(seed=seed)) if isinstance(s, Scenario)]))
    return out
