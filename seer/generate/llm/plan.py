"""Plan slots for one spec, and choose what each slot's prompt shows (only the tools it needs).

Each slot names focus tools it must use; the focus sets of the simple tier cover every tool, so
coverage is planned, not hoped for (top-up then catches what the model skipped). The menu a slot
shows is its focus plus the tools most related to it by name and description words, capped, so
a 64-tool spec is never sent whole."""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass

from seer.generate.base import GenerationPlan
from seer.spec.model import Spec

MENU = {"simple": 8, "complex": 12}
FOCUS_CAP = 4
_WORD = re.compile(r"[a-z]{3,}")
_STOP = {"the", "and", "for", "with", "this", "that", "from", "into", "tool", "tools", "returns", "return", "given", "use"}


@dataclass(frozen=True)
class Slot:
    id: str
    tier: str  # simple | complex
    kind: str  # normal | no_tool | error | missing_info
    focus: tuple[str, ...]
    menu: tuple[str, ...]
    topup: bool = False
    index: int = 0
    round_no: int = 0  # top-up round: a later round's draft is sampled with another seed
    example: str = ""  # the last top-up round: a worked example for the focus tools (worked.py)


def default_count(tier: str, n_tools: int) -> int:
    return max(2, math.ceil(n_tools / 3)) if tier == "simple" else max(1, math.ceil(n_tools / 6))


def _words(spec: Spec) -> dict[str, set[str]]:
    out = {}
    for t in spec.tools:
        text = f"{t.name.replace('_', ' ').replace('-', ' ')} {t.description[:400]}".lower()
        out[t.name] = {w for w in _WORD.findall(text) if w not in _STOP}
    return out


def menu_for(spec: Spec, focus: tuple[str, ...], size: int, words: dict[str, set[str]] | None = None) -> tuple[str, ...]:
    """Focus tools first, then the others ranked by words shared with the focus (ties: spec order)."""
    words = words or _words(spec)
    want = set().union(*(words[f] for f in focus)) if focus else set()
    rest = [t for t in spec.tool_names if t not in focus]
    rest.sort(key=lambda n: -len(words[n] & want))  # stable: spec order breaks ties
    return tuple(focus) + tuple(rest[: max(0, size - len(focus))])


def plan_slots(spec: Spec, plan: GenerationPlan) -> list[Slot]:
    names = spec.tool_names
    rng = random.Random(f"{plan.seed}:{spec.name}")
    words = _words(spec)
    slots: list[Slot] = []
    for tier in plan.tiers:
        count = plan.scenarios.get(tier)
        count = default_count(tier, len(names)) if count is None else int(count)
        order = names[:]
        rng.shuffle(order)
        for i in range(count):
            if tier == "simple":
                # the simple tier's focus sets partition the tools; capped so a few slots on a big spec
                # keep small prompts (coverage top-up then names what no slot used)
                focus = tuple(order[i::count][:FOCUS_CAP])
            else:
                focus = tuple(rng.sample(names, k=min(3, len(names))))
            size = max(MENU[tier], len(focus))
            slots.append(Slot(f"{spec.name}-llm-{tier}-{i:03d}", tier, "normal", focus, menu_for(spec, focus, size, words), index=len(slots)))
    if plan.negatives and names:
        tier = plan.tiers[0] if plan.tiers else "simple"
        pick = tuple(rng.sample(names, k=min(2, len(names))))
        slots.append(Slot(f"{spec.name}-llm-error-000", tier, "error", pick[:1], menu_for(spec, pick[:1], MENU["simple"], words), index=len(slots)))
        slots.append(Slot(f"{spec.name}-llm-no_tool-000", tier, "no_tool", (), menu_for(spec, pick, MENU["simple"], words), index=len(slots)))
        asks = [t.name for t in spec.tools if _has_value_to_forget(t.input_schema)]
        if asks:
            focus = (rng.choice(asks),)
            slots.append(Slot(f"{spec.name}-llm-missing_info-000", tier, "missing_info", focus,
                              menu_for(spec, focus, MENU["simple"], words), index=len(slots)))
    return slots


def _has_value_to_forget(schema: dict) -> bool:
    """A required string or number argument without enum: a value the user can leave out and supply later."""
    props = schema.get("properties") or {}
    for name in schema.get("required") or []:
        p = props.get(name) or {}
        if p.get("type") in ("string", "integer", "number") and "enum" not in p and "const" not in p:
            return True
    return False


def topup_slots(spec: Spec, uncovered: list[str], start: int, per_slot: int = 3, round_no: int = 0,
                examples: dict[str, str] | None = None) -> list[Slot]:
    """Slots naming the uncovered tools, a few per slot; ids follow the tools, so resume finds them.
    `examples` (tool -> worked example) go into the slots of their tools."""
    import hashlib

    words = _words(spec)
    out = []
    for j in range(0, len(uncovered), per_slot):
        focus = tuple(uncovered[j: j + per_slot])
        tag = hashlib.sha256("\n".join((str(round_no),) + focus).encode()).hexdigest()[:8]
        out.append(Slot(f"{spec.name}-llm-topup-{tag}", "simple", "normal", focus,
                        menu_for(spec, focus, max(MENU["simple"], len(focus)), words), topup=True, index=start + len(out),
                        round_no=round_no, example="\n\n".join((examples or {}).get(f, "") for f in focus).strip()))
    return out
