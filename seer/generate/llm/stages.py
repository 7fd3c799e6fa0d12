"""The four prompted stages for one spec: interpret a tool, draft a scenario, mock its outputs,
split it into turns. Each asks the client for a structured reply and validates it with
seer.harness.checks; the client feeds the problems back and retries. A stage returns a value or
a `Discard`, never raises for a bad model answer."""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any

from seer.generate.llm.plan import Slot
from seer.generate.llm.prompts import render
from seer.generate.llm import grounding, meaning, repair, restate, voice, worked
from seer.generate.llm.responses import CardReply, MocksReply, ScenarioReply, SplitReply
from seer.generate.llm.shapes import example_outputs
from seer.generate.llm.schemas import CAPS, PARAGRAPH, SPLIT_TURN_CHARS, card_schema, draft_schema, mocks_schema, split_schema
from seer.generate.stages import DraftCall, ScenarioDraft, ToolCard
from seer.harness import checks
from seer.harness.model import Discard, ExpectedCall, MockOutput, Provenance, Scenario, Turn
from seer.llm.client import LLMClient
from seer.spec.model import Spec, Tool


# a second top-up round for a tool asks what the first asked, but for the scenario number: another seed
# as well, so a server that honours seeds does not sample the failed drafts' near-copies again
ROUND_SEED = 7919
# a planned slot's redraft with a worked example: its own seed, and 2 tries (the fed-back ones were spent)
EXAMPLE_SEED = 104729
EXAMPLE_TRIES = 2
SPLIT_TRIES = 2  # a failed split keeps the scenario single-turn: a third try is a request spent on an optional step


def _compact(value: Any, limit: int = 1500) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return text if len(text) <= limit else text[:limit] + "...(truncated)"


def needs_every_focus(slot: Slot) -> bool:
    """Top-up, error and missing-information slots (and one-tool focus sets) must call every focus tool."""
    return slot.topup or slot.kind in ("error", "missing_info") or len(slot.focus) == 1


def card_text(card: Any, tool: Tool) -> str:
    """All four fields of a tool's card (the paper's interpretation); the description when it was discarded."""
    if not isinstance(card, ToolCard):
        return tool.description[:300] or "(no description)"
    return (f"{card.what_it_does}\n  needs: {card.what_it_needs}\n  used for: {card.why_its_used}"
            f"\n  in practice: {card.enterprise_context}")


def grounding_of(tool: Tool) -> str:
    """How well a mock can be grounded: real examples > an output schema > nothing."""
    return "high" if tool.examples else ("medium" if tool.output_schema else "low")


class SpecStages:
    def __init__(self, client: LLMClient, spec: Spec, seed: int, provenance: Provenance):
        self.client, self.spec, self.seed, self.provenance = client, spec, seed, provenance
        self.cards: dict[str, asyncio.Task] = {}
        self.clarifications: dict[str, str] = {}  # missing_info slot id -> the user's answer turn

    def _msgs(self, system: str, user: str) -> list[dict[str, str]]:
        return [{"role": "system", "content": system}, {"role": "user", "content": user}]

    def _discard(self, stage: str, item: str, res: Any) -> Discard:
        return Discard(stage=stage, spec=self.spec.name, item=item, reason="; ".join(res.errors)[:2000] or "failed",
                       tries=res.tries, raw=res.raw)

    # ---- stage 1: interpretation (one request per tool, shared by every slot that shows the tool)
    def card(self, name: str) -> asyncio.Task:
        if name not in self.cards:
            self.cards[name] = asyncio.ensure_future(self._interpret(self.spec.tool(name)))
        return self.cards[name]

    async def _interpret(self, tool: Tool) -> ToolCard | Discard:
        wire = {k: v for k, v in tool.wire().items() if k != "annotations"}
        system = render("interpret", spec=self.spec.name, tool=_compact(wire, 6000))
        res = await self.client.structured(self._msgs(system, f"Explain the tool {tool.name!r}."), CardReply,
                                           stage="interpret", item=tool.name, tag=tool.name, seed=self.seed, fresh_retry=True, schema=card_schema(),
                                           max_tokens=CAPS["interpret"])
        if not res.ok:
            return self._discard("interpret", tool.name, res)
        return ToolCard(tool=tool.name, **res.value.model_dump())

    async def _tool_lines(self, names: tuple[str, ...]) -> str:
        cards = await asyncio.gather(*(self.card(n) for n in names))
        lines = []
        for name, card in zip(names, cards):
            tool = self.spec.tool(name)
            # a tool whose interpretation was discarded is still shown, by its own description
            lines.append(f"- {name}: {card_text(card, tool)}\n  input schema: {_compact(tool.input_schema, 1200)}")
        return "\n".join(lines)

    # ---- stage 2: scenarios
    async def draft(self, slot: Slot) -> ScenarioDraft | Discard:
        tier_guide = render(f"tier_{slot.tier}")
        if slot.kind == "no_tool":
            coverage = render("no_tool")
        elif slot.kind == "missing_info":
            coverage = render("coverage", focus_rule="this tool", focus=", ".join(slot.focus)) + "\n\n" + render("missing_info")
        elif slot.topup:
            coverage = render("topup", focus=", ".join(slot.focus))
            if slot.example:
                coverage += "\n\n" + render("topup_example", example=slot.example)
        else:
            rule = "every one of these tools" if slot.kind == "error" or len(slot.focus) == 1 else "at least one of these tools"
            coverage = render("coverage", focus_rule=rule, focus=", ".join(slot.focus))
        tools = await self._tool_lines(slot.menu)
        res = await self._draft_request(slot, render("scenarios", spec=self.spec.name, tier=slot.tier, tier_guide=tier_guide,
                                                     coverage=coverage, tools=tools), self.seed + ROUND_SEED * slot.round_no)
        v: ScenarioReply | None = res.value if res.ok else await self._restated(slot, res)
        example = self._redraft_example(slot) if v is None else ""
        if example:  # the drafts are spent: one fresh draft shown a worked example of the slot (worked.slot_example)
            coverage += "\n\n" + render("example_redraft", tier=slot.tier, example=example)
            again = await self._draft_request(slot, render("scenarios", spec=self.spec.name, tier=slot.tier, tier_guide=tier_guide,
                                                           coverage=coverage, tools=tools), self.seed + EXAMPLE_SEED,
                                              max_tries=EXAMPLE_TRIES)
            v = again.value if again.ok else await self._restated(slot, again)
            stats = getattr(self.client, "stats", None)
            if v is not None and stats is not None:
                stats.add("example_redraft", repairs=1)
            if v is None:
                lost = self._discard("scenarios", slot.id, res)
                return lost.model_copy(update={"tries": res.tries + again.tries, "reason": (
                    f"{lost.reason}; then with a worked example: {'; '.join(again.errors) or 'failed'}")[:2000]})
        if v is None:
            return self._discard("scenarios", slot.id, res)
        if slot.kind == "missing_info":
            self.clarifications[slot.id] = v.clarification or ""
        return ScenarioDraft(title=v.title, category=v.category, tier=slot.tier, kind=slot.kind, user_instruction=v.user_instruction,
                             calls=[DraftCall(tool=c.tool, arguments=c.arguments, quick_explanation=c.quick_explanation or "") for c in v.calls],
                             novelty_reason=v.novelty_reason, follow_up=v.follow_up)

    async def _draft_request(self, slot: Slot, system: str, seed: int, max_tries: int | None = None) -> Any:
        return await self.client.structured(self._msgs(system, f"Write scenario {slot.index + 1} ({slot.tier})."), ScenarioReply,
                                            validate=lambda v: self.draft_problems(slot, v), stage="scenarios",
                                            item=slot.id, tag=slot.id, seed=seed, max_tries=max_tries,
                                            fresh_retry=True, prepare=lambda d: self._repair_draft(d, slot),
                                            max_tokens=CAPS["scenarios_complex" if slot.tier == "complex" else "scenarios"],
                                            schema=draft_schema(self.spec, slot.menu, slot.focus, kind=slot.kind, tier=slot.tier,
                                                                need_all=needs_every_focus(slot)))

    def _redraft_example(self, slot: Slot) -> str:
        """A worked example for a planned normal slot (top-up slots have their own rounds, negatives their own rules)."""
        if slot.kind != "normal" or slot.topup:
            return ""
        return worked.slot_example(self.spec, self.seed, slot.tier, slot.focus, needs_every_focus(slot))

    async def _restated(self, slot: Slot, res: Any) -> ScenarioReply | None:
        """The failed draft's last reply with its request rewritten to state the values it left out,
        when nothing else was wrong (restate.py); None otherwise."""
        if slot.kind not in ("normal", "error"):
            return None
        v = restate.last_reply(res.raw, lambda d: self._repair_draft(d, slot), ScenarioReply)
        values = restate.unstated_values(self.spec, v.calls, v.user_instruction, self.draft_problems(slot, v)) if v else []
        if not values:
            return None
        said = await restate.restated(self.client, self.spec.name, v.user_instruction, v.calls, values, lambda text: self.draft_problems(
            slot, v.model_copy(update={"user_instruction": text})), item=slot.id, seed=self.seed,
            needed=restate.needed_values(self.spec, v.calls))
        return v.model_copy(update={"user_instruction": said}) if said else None

    def draft_problems(self, slot: Slot, v: ScenarioReply) -> list[str]:
        if slot.kind == "no_tool":
            return [] if not v.calls else ["this negative scenario must have an empty calls list"]
        problems: list[str] = []
        if not v.calls:
            return ["calls is empty: the scenario needs at least one tool call"]
        for i, c in enumerate(v.calls):
            problems += [f"call {i}: {p}" for p in checks.check_call(self.spec, ExpectedCall(tool=c.tool, arguments=c.arguments))]
            if not (c.quick_explanation or "").strip():
                problems.append(f"call {i}: quick_explanation is empty; say in one sentence why this call is made")
        problems += voice.voice_problems(self.spec, [v.user_instruction]) + voice.cut_problems([v.user_instruction], PARAGRAPH, "user_instruction")
        problems += voice.argument_voice_problems(v.calls)
        if not problems:
            problems += meaning.scenario_problems(self.spec, tier=slot.tier, kind=slot.kind, instruction=v.user_instruction,
                                                  calls=v.calls)
        used = {c.tool for c in v.calls}
        need_all = needs_every_focus(slot)
        missing = [f for f in slot.focus if f not in used]
        if need_all and missing:
            problems.append(f"the calls must use these tools: {', '.join(missing)}")
        elif slot.focus and not need_all and not used & set(slot.focus):
            problems.append(f"the calls must use at least one of: {', '.join(slot.focus)}")
        if slot.kind == "missing_info" and not problems:
            problems += self._missing_info_problems(v)
        # the first call can only use what the user said; told with the other problems, so one retry fixes all
        # (a missing-information draft's withheld value is judged by its own rules first)
        known = all(self.spec.tool(c.tool) is not None for c in v.calls)
        if known and (not problems if slot.kind == "missing_info" else True):
            first = self.spec.tool(v.calls[0].tool)
            text = checks.norm_text(v.user_instruction + "\n" + (v.clarification or "" if slot.kind == "missing_info" else ""))
            for path, value in checks.nontrivial_values(v.calls[0].arguments, first.input_schema):
                if grounding.is_placeholder(value):  # told "must appear verbatim", a model states the placeholder too
                    problems.append(f"call 0 argument {path} = {value!r} is a placeholder, not a value: write the concrete "
                                    "value a user would give, and state it in user_instruction")
                elif not checks.found(value, text):
                    problems.append(f"call 0 argument {path} = {value!r} must appear verbatim in user_instruction")
            problems += grounding.later_call_problems(self.spec, v.calls, text)  # here, not after the mocks are paid for
            problems += grounding.stated_placeholders(self.spec, v.calls[1:], text, start=1)
            problems += meaning.taken_problems(self.spec, v.calls, grounding.needed_values(self.spec, v.calls, text))
        return problems

    def _repair_draft(self, data: Any, slot: Slot | None = None) -> Any:
        return repair.repair_draft(self.spec, data, slot.kind if slot else None, slot.focus if slot else ())

    def _missing_info_problems(self, v: ScenarioReply) -> list[str]:
        arg = v.missing_argument or ""
        if not v.clarification or not arg:
            return ["a missing-information scenario needs missing_argument and clarification"]
        value = v.calls[0].arguments.get(arg)
        if value is None or isinstance(value, bool) or value == "":
            return [f"missing_argument {arg!r} must be an argument the first call passes, with a concrete value"]
        if checks.found(value, checks.norm_text(v.user_instruction)):
            return [f"user_instruction must not state the value of {arg!r} ({value!r}); only clarification does"]
        if not checks.found(value, checks.norm_text(v.clarification)):
            return [f"clarification must state the value of {arg!r} ({value!r}) verbatim"]
        return []

    # ---- stage 3: mocks (sees only this scenario's tools)
    def _scenario(self, slot: Slot, d: ScenarioDraft, mocks: list[MockOutput], turns: list[Turn] | None = None) -> Scenario:
        calls = [ExpectedCall(tool=c.tool, arguments=c.arguments, rationale=c.quick_explanation) for c in d.calls]
        if turns is None and slot.kind == "missing_info":  # ask first (no call), then act on the answer
            turns = [Turn(user=d.user_instruction, calls=[]), Turn(user=self.clarifications.get(slot.id, ""), calls=list(range(len(calls))))]
        return Scenario(id=slot.id, spec=self.spec.name, tier=slot.tier, kind=slot.kind, title=d.title, category=d.category,
                        novelty_reason=d.novelty_reason, prompt=d.user_instruction, expected_tools=calls, mock_outputs=mocks,
                        conversation=turns or [Turn(user=d.user_instruction, calls=list(range(len(calls))))],
                        follow_up=d.follow_up, provenance=self.provenance)

    async def mocks(self, slot: Slot, d: ScenarioDraft) -> Scenario | Discard:
        if not d.calls:
            return self._scenario(slot, d, [])
        names = tuple(dict.fromkeys(c.tool for c in d.calls))
        tool_lines = []
        cards = dict(zip(names, await asyncio.gather(*(self.card(n) for n in names))))
        for n in names:
            t = self.spec.tool(n)
            line = f"- {n}: {card_text(cards[n], t)}"
            if t.output_schema:
                line += f"\n  output schema: {_compact(t.output_schema, 1500)}"
            for ex in t.examples[:2]:
                line += f"\n  example output: {_compact(ex, 800)}"
            tool_lines.append(line)
        # a tool without real examples: the symbolic engine's output for this very call, as the shape to follow,
        # holding the values later calls need from it (the small model copies the example's values)
        said = checks.norm_text(d.user_instruction + "\n" + self.clarifications.get(slot.id, ""))
        needed = grounding.needed_values(self.spec, d.calls, said)
        shapes = example_outputs(self.spec, d.calls, self.seed, needed, whole=bool(re.search(r"\b(all|every|each)\b", said)))
        call_lines = "\n".join(f"{i}. {c.tool} {_compact(c.arguments, 600)}" + (
            f"\n   output shape (its fields and kinds; other values are yours to write for this scenario, "
            f"keep the ones later calls use): {_compact(shapes[i], 500)}"
            if shapes[i] is not None and not self.spec.tool(c.tool).examples else "") for i, c in enumerate(d.calls))
        probe = self._scenario(slot, d, [MockOutput(output=None) for _ in d.calls])
        ungrounded = [p for i in range(1, len(d.calls)) for p in checks.ungrounded_values(probe, i, self.spec)]
        needs = grounding.need_lines(needed, d.calls, ungrounded)
        error_rule = render("error_rule", last=len(d.calls) - 1) if slot.kind == "error" else ""
        system = render("mocks", spec=self.spec.name, error_rule=error_rule, instruction=d.user_instruction, calls=call_lines,
                        needs="\n".join(f"- {n}" for n in needs) or "- (none)", tools="\n".join(tool_lines))
        built: dict[str, Scenario] = {}

        def problems(v: MocksReply) -> list[str]:
            order = repair.align_by_position([m.call for m in v.mocks], len(d.calls))  # in order, indices off: by position
            if order is None:
                return [f"give exactly one mock per call ({len(d.calls)}), in call order, with call indices 0..{len(d.calls) - 1}"]
            by_call = [m.model_copy(update={"call": i}) for i, m in sorted(zip(order, v.mocks), key=lambda x: x[0])]
            placed = repair.place_needed([m.output for m in by_call], needed,  # a needed value the mock left out
                                         [self.spec.tool(c.tool).output_schema for c in d.calls])
            outs = [MockOutput(output=placed[m.call], grounding=grounding_of(self.spec.tool(d.calls[m.call].tool)),
                               is_error=m.is_error and slot.kind == "error" and m.call == len(d.calls) - 1) for m in by_call]
            sc = self._scenario(slot, d, outs)
            found = (meaning.listing_problems(self.spec, d.calls, [o.output for o in outs])
                     + meaning.agreement_problems(d.calls, [o.output for o in outs])
                     + meaning.unechoed(d.calls, [o.output for o in outs])) or checks.check_scenario(self.spec, sc)
            if not found:
                built["scenario"] = sc
            return [grounding.where_to_put(p, needed, d.calls) for p in found]

        res = await self.client.structured(self._msgs(system, "Write the mock outputs of this scenario."), MocksReply,
                                           validate=problems, stage="mocks", item=slot.id, tag=slot.id, seed=self.seed, fresh_retry=True,
                                           max_tokens=200 + CAPS["mock_per_call"] * len(d.calls),
                                           schema=mocks_schema(self.spec, [c.tool for c in d.calls], error_last=slot.kind == "error"))
        return built["scenario"] if res.ok else self._discard("mocks", slot.id, res)

    # ---- stage 4: multi-turn expansion (a failed or one-turn expansion keeps the single turn)
    async def split(self, sc: Scenario) -> tuple[Scenario, Discard | None]:
        calls = "\n".join(f"{i}. {c.tool} {_compact(c.arguments, 500)} -> {_compact(m.output, 700)}"
                          for i, (c, m) in enumerate(zip(sc.expected_tools, sc.mock_outputs)))
        system = render("multiturn", instruction=sc.prompt, calls=calls)
        built: dict[str, Scenario] = {}

        def problems(v: SplitReply) -> list[str]:
            n = len(sc.expected_tools)
            if len(v.turns) == n and [i for t in v.turns for i in t.calls] != list(range(n)):  # one turn per call: by position
                v.turns = [t.model_copy(update={"calls": [k]}) for k, t in enumerate(v.turns)]  # (the 1.5B model sent [0], [0])
            flat = [i for t in v.turns for i in t.calls]
            if flat != list(range(len(sc.expected_tools))):
                return [f"the turns must list every call index once, in order 0..{len(sc.expected_tools) - 1}; got {flat}"]
            if len(v.turns) == 1:
                return []
            texts = [t.user for t in v.turns]
            said = (voice.voice_problems(self.spec, texts, "turn") + voice.cut_problems(texts, SPLIT_TURN_CHARS, "turn")
                    + voice.pasted_output_problems(texts, [m.output for m in sc.mock_outputs], [c.arguments for c in sc.expected_tools])
                    + voice.repeated_turn_problems(texts))
            if said:
                return said
            cand = sc.model_copy(update={"conversation": [Turn(user=t.user, calls=t.calls) for t in v.turns]})
            found = voice.recital_problems(cand) + voice.echo_problems(cand) + checks.check_scenario(self.spec, cand)
            if not found:
                built["scenario"] = cand
            return found

        res = await self.client.structured(self._msgs(system, "Split this scenario into turns."), SplitReply,
                                           validate=problems, stage="multiturn", item=sc.id, tag=sc.id, seed=self.seed, fresh_retry=True,
                                           schema=split_schema(len(sc.expected_tools)), max_tokens=CAPS["multiturn"],
                                           max_tries=SPLIT_TRIES)
        if res.ok:
            return built.get("scenario", sc), None
        d = self._discard("multiturn", sc.id, res)
        d.reason = f"multi-turn expansion discarded, scenario kept single-turn: {d.reason}"
        return sc, d
