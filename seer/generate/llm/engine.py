"""The LLM engine (`generator.engine=llm`): the four stages through litellm, pipelined per slot.

Every slot runs draft -> mocks -> turns as its own task, so a scenario's mocks start as soon as
its draft is valid; interpretation cards are shared tasks awaited by the slots that show them.
Records are emitted in plan order (so a rerun writes the same harness), each as soon as it and
every slot before it are final. Then top-up slots name the tools still uncovered."""

from __future__ import annotations

import asyncio
import dataclasses
import os
import queue
import threading
from pathlib import Path
from typing import Any, Iterator, Sequence

import seer
from seer.generate.base import GenerationPlan, register_engine
from seer.generate.llm.plan import Slot, plan_slots, topup_slots
from seer.generate.llm.prompts import prompt_hash
from seer.generate.llm.stages import SpecStages
from seer.generate.llm.last_topup import hybrid_topup
from seer.generate.llm.worked import topup_examples
from seer.harness import checks
from seer.harness.model import Discard, Provenance, Scenario
from seer.llm.client import LLMClient
from seer.llm.keys import preflight
from seer.llm.stats import UsageStats
from seer.llm.transport import flush_callbacks
from seer.spec.model import Spec, sha256_of

# knobs that change how fast or where, not what: left out of the engine key (the key is never in it)
_RUNTIME = {"api_key_env", "api_base", "concurrency", "rpm", "tpm", "timeout_s", "retries", "backoff_s",
            "price_input_per_mtok", "price_output_per_mtok", "name", "deployments",
            "batch", "batch_poll_s"}
# what the engine makes of the same replies (checks, repairs, examples): part of the key, so a run after
# such a change is a new store entry, not the old one's discards taken as final
ENGINE_VERSION = 23  # 23: a later turn narrating a result ("X shows the following keys: ...") is fed back (voice.recital_problems). 22: ... only after a change (a report's closing reads stay). 21: a trailing listing the request does not ask for is left out (repair). 20: "you can use the X tool" in the user's words is the assistant's voice (fed back). 19: an optional page cursor of a first listing is left out unless the user states it (repair). 18: a change the request does not ask for, one it asks for that no call makes, and changes made in the reverse of the order asked are fed back (asked.py, both engines). 17: a change whose result shows another value under the name of one it was given is fed back (meaning.unechoed, both engines). 16: an optional argument spelled "null" is left out (repair), a required one fed back (meaning.null_strings). 15: a later turn that only says back a text an earlier call returned is fed back (voice.echo_problems, both engines). 14: a read or listing again with nothing changed since is fed back (meaning.repeated_calls). 13: a planned slot whose drafts all failed gets one redraft shown a worked example (worked.slot_example); a placeholder is told as one even where the request states it. 12: a template stand-in or an implausible value is fed back with one value of its kind. 11: a tool the top-up drafts leave uncovered gets the hybrid engine's item (last_topup.py). 10: a call repeating an earlier one, and a glob where a key-value store takes key names, fed back. 9: the last top-up round shows a worked example (the symbolic record) per uncovered tool; a later turn repeating an earlier one or narrating what the tools returned fed back. 8: a request copying a prompt example fed back. 7: one record keeps its identity fields across mocks; text arguments in the assistant voice fed back; empty optionals left out. 6: feedback repeated, pasted outputs and cut texts fed back; carried values held as written. 5: values a restate still leaves out are spelled out by the engine (at most half missing, or the one value); voice and pattern checks. 4: a draft lost only to unstated values gets one narrow restate request; leading unasked reads and unstated later quantities left out. 3: template stand-ins fed back; an "all" request's example listing holds exactly what is taken; a first call's unstated optionals left out
TOPUP_ROUNDS = 2
# up to this many uncovered tools get a top-up slot each (a slot must call all its tools, in order,
# with every value grounded: one tool is what a small model can do; grouping saves requests on big specs)
TOPUP_ALONE = 6


def config_dict(cfg: Any) -> dict[str, Any]:
    if dataclasses.is_dataclass(cfg):
        return dataclasses.asdict(cfg)
    try:
        from omegaconf import OmegaConf

        return OmegaConf.to_container(cfg, resolve=True)  # type: ignore[return-value]
    except Exception:  # noqa: BLE001 - a plain namespace or dict
        return dict(cfg) if isinstance(cfg, dict) else dict(vars(cfg))


class LLMEngine:
    name = "llm"

    def __init__(self, cfg: Any, *, cache_dir: Path | None = None, stats: UsageStats | None = None):
        preflight(cfg)  # a missing key or a refused endpoint fails here, before any work
        self.cfg = cfg
        self.key = sha256_of({"engine": "llm", "version": ENGINE_VERSION, "prompts": prompt_hash(),
                              **{k: v for k, v in config_dict(cfg).items() if k not in _RUNTIME}})
        self.cache_dir = Path(cache_dir or os.environ.get("SEER_CACHE_DIR") or "outputs/cache")
        self.stats = stats or UsageStats()
        self._cards: dict[str, dict[str, Any]] = {}  # spec sha256 -> tool -> the ToolCard its interpretation made

    def tool_cards(self, spec: Spec) -> list[Any]:
        """The interpretation cards this engine's generation of `spec` made (stage 1), in spec order. A
        spec not generated in this process (its harness came from the store) has none: no requests are
        made for them; the store keeps the generating run's cards (seer.pipeline.tool_cards)."""
        made = self._cards.get(spec.sha256)
        if made is None:
            raise LookupError("the harness came from the store; its cards are the generating run's")
        return [made[n] for n in spec.tool_names if n in made]

    def planned_items(self, spec: Spec, plan: GenerationPlan) -> list[str]:
        """The slot ids this engine plans for `spec` (top-up slots come on top): the run's status counts against them."""
        return [s.id for s in plan_slots(spec, plan)]

    def client(self) -> LLMClient:
        return LLMClient(self.cfg, cache_dir=self.cache_dir, stats=self.stats)

    # ---- sync face: run the async pipeline on a private loop in a thread, yield as it emits
    def generate(self, spec: Spec, plan: GenerationPlan, existing: Sequence[Scenario] = ()) -> Iterator[Scenario | Discard]:
        out: queue.Queue = queue.Queue()
        state: dict[str, Any] = {}

        def runner() -> None:
            async def main() -> None:
                state["task"] = asyncio.current_task()
                await self.agenerate(spec, plan, existing, lambda r: out.put(("item", r)))

            try:
                # asyncio.Runner cancels what is left on close (litellm's logging worker, say)
                with asyncio.Runner() as loop_runner:
                    state["loop"] = loop_runner.get_loop()
                    loop_runner.run(main())
                out.put(("done", None))
            except BaseException as exc:  # noqa: BLE001 - handed to the consumer's thread
                out.put(("error", exc))

        thread = threading.Thread(target=runner, name=f"seer-llm-{spec.name}", daemon=True)
        thread.start()
        try:
            while True:
                kind, value = out.get()
                if kind == "item":
                    yield value
                elif kind == "error":
                    if isinstance(value, asyncio.CancelledError):
                        return
                    raise value
                else:
                    return
        finally:  # the consumer stopped early (Ctrl-C, error): cancel the pipeline, wait for it
            loop = state.get("loop")
            if thread.is_alive() and loop is not None and "task" in state:
                loop.call_soon_threadsafe(state["task"].cancel)
            thread.join()

    # ---- async pipeline
    async def agenerate(self, spec: Spec, plan: GenerationPlan, existing: Sequence[Scenario], emit) -> None:
        provenance = Provenance(engine="llm", model=self.cfg.model, seed=plan.seed, spec_sha256=spec.sha256,
                                seer_version=seer.__version__)
        stages = SpecStages(self.client(), spec, plan.seed, provenance)
        done = {s.id for s in existing}
        covered = {c.tool for s in existing for c in s.expected_tools}

        async def run_slots(slots: list[Slot]) -> None:
            tasks = [asyncio.ensure_future(self._slot(stages, spec, s, plan)) for s in slots if s.id not in done]
            try:
                for t in tasks:  # in plan order; all run concurrently
                    for rec in await t:
                        if isinstance(rec, Scenario):
                            covered.update(c.tool for c in rec.expected_tools)
                        emit(rec)
            finally:
                for t in tasks:
                    t.cancel()

        try:
            slots = plan_slots(spec, plan)
            await run_slots(slots)
            start = len(slots)
            for rnd in range(TOPUP_ROUNDS):
                uncovered = [n for n in spec.tool_names if n not in covered]
                if not uncovered:
                    break
                per_slot = 3 if rnd == 0 and len(uncovered) > TOPUP_ALONE else 1
                # the last round shows the symbolic engine's record for each tool as a worked example (worked.py)
                examples = topup_examples(spec, plan.seed, uncovered) if rnd == TOPUP_ROUNDS - 1 else None
                extra = topup_slots(spec, uncovered, start, per_slot=per_slot, round_no=rnd, examples=examples)
                start += len(extra)
                await run_slots(extra)
            uncovered = [n for n in spec.tool_names if n not in covered]
            if uncovered:  # what no drafted top-up covered: the hybrid engine's item for it (last_topup.py)
                for rec in await hybrid_topup(stages.client, spec, plan, uncovered, provenance):
                    if isinstance(rec, Scenario):
                        covered.update(c.tool for c in rec.expected_tools)
                    emit(rec)
            for name in spec.tool_names:  # interpretation failures, once each, in spec order
                task = stages.cards.get(name)
                if task is not None and task.done() and not task.cancelled() and isinstance(task.result(), Discard):
                    emit(task.result())
        finally:
            from seer.generate.stages import ToolCard

            self._cards[spec.sha256] = {n: t.result() for n, t in stages.cards.items()
                                        if t.done() and not t.cancelled() and isinstance(t.result(), ToolCard)}
            for t in stages.cards.values():
                t.cancel()
            await flush_callbacks()

    async def _slot(self, stages: SpecStages, spec: Spec, slot: Slot, plan: GenerationPlan) -> list[Scenario | Discard]:
        made = await self._slot_steps(stages, spec, slot, plan)
        # its own requests, and the interpretations of the tools its prompt showed (a card lost in transport is left out)
        lost = next(filter(None, (transport_lost(stages.client, spec.name, slot.id, by) for by in [slot.id, *slot.menu])), None)
        return [lost] if lost else made

    async def _slot_steps(self, stages: SpecStages, spec: Spec, slot: Slot, plan: GenerationPlan) -> list[Scenario | Discard]:
        draft = await stages.draft(slot)
        if isinstance(draft, Discard):
            return [draft]
        sc = await stages.mocks(slot, draft)
        if isinstance(sc, Discard):
            return [sc]
        notes: list[Discard] = []
        if plan.multiturn and len(sc.expected_tools) >= 2 and sc.kind != "missing_info":
            sc, dropped = await stages.split(sc)
            notes += [dropped] if dropped else []
        problems = checks.check_scenario(spec, sc)
        if problems:  # every stage validated; this is the last guard before the harness
            return [Discard(stage="final", spec=spec.name, item=slot.id, reason="; ".join(problems)[:2000], tries=1,
                            raw=sc.model_dump(mode="json"))]
        return [sc, *notes]


def transport_lost(client: Any, spec_name: str, item: str, by: str | None = None) -> Discard | None:
    """A transient discard for an item any of whose requests failed in transport, whatever its steps then made: a
    split kept single-turn or a draft lost after its restate failed is not what a healthy server would have given,
    so the item is left to the rerun (seer.pipeline.status.is_transient), which replays the cached replies."""
    why = getattr(client, "transport_failure", lambda _item: None)(by or item)
    return Discard(stage="transport", spec=spec_name, item=item, reason=why[:2000], tries=1) if why else None


@register_engine("llm")
def build_llm_engine(cfg: Any, *, cache_dir: Path | None = None, stats: UsageStats | None = None, **_: Any) -> LLMEngine:
    return LLMEngine(cfg, cache_dir=cache_dir, stats=stats)
