"""The paper pipeline's last coverage step: the hybrid engine's item for each tool no drafted top-up covered.

Two top-up rounds of drafts (the second with a worked example) still lost `slack_reply_to_thread` and
`slack_add_reaction` to the local 1.5B model on a fresh seed (sixth session: coverage 75%), while the hybrid
engine, in the same run, covered both: its plan is the symbolic engine's (tools, chain, links), the model
writes only words, values, mocks and turns. So a tool the paper's drafts leave uncovered gets one hybrid item,
made from the symbolic engine's shortest record that uses it, by the same client (same cache, same model).
Its record says so: provenance.engine is "hybrid", and the run's status counts it as a top-up record."""

from __future__ import annotations

from typing import Iterable

from seer.generate.base import GenerationPlan
from seer.generate.llm.worked import shortest_records
from seer.harness.model import Discard, Provenance, Scenario
from seer.llm.client import LLMClient
from seer.spec.model import Spec


async def hybrid_topup(client: LLMClient, spec: Spec, plan: GenerationPlan, uncovered: Iterable[str],
                       provenance: Provenance) -> list[Scenario | Discard]:
    """Records (and discards) of hybrid items for `uncovered`, one per tool still uncovered, in spec order."""
    from seer.generate.hybrid import make_item
    from seer.generate.hybrid.skeleton import read_skeleton
    from seer.generate.hybrid.stages import HybridStages
    from seer.generate.symbolic import SymbolicEngine

    left = [n for n in spec.tool_names if n in set(uncovered)]
    records = shortest_records(spec, plan.seed, left)
    cards = {c.tool: c for c in SymbolicEngine().tool_cards(spec)}
    stages = HybridStages(client, spec, plan.seed, provenance.model_copy(update={"engine": "hybrid"}), cards)
    out: list[Scenario | Discard] = []
    for name in list(left):
        if name not in left or name not in records:
            continue
        made = await make_item(stages, read_skeleton(spec, records[name]), plan, 0)
        out += made
        covered = {c.tool for r in made if isinstance(r, Scenario) for c in r.expected_tools}
        left = [n for n in left if n not in covered]
    return out
