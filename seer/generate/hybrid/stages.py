"""The hybrid engine's three requests for one planned item: words and values (words.py), mocks, turn texts.

Each request carries a per-slot JSON Schema (the plan's calls as named slots, each argument object
from the tool's inputSchema restricted to the plan's arguments; mocks from outputSchema; a later
turn's cited value as an enum of what earlier outputs showed), so a server with constrained
decoding cannot break the structure. What schemas cannot say (values stated verbatim, links carried,
meaning) is checked here and fed back; what still fails is discarded with the reason.
"""

from __future__ import annotations

from typing import Any

from seer.generate.hybrid import mockfix
from seer.generate.hybrid.replies import CITABLE_CAP, MocksReply, TurnsReply, WordsReply, keyed, render
from seer.generate.hybrid.skeleton import Skeleton, at, carry
from seer.generate.hybrid.words import WordsStage
from seer.generate.llm import meaning, repair, voice
from seer.generate.llm.schemas import PARAGRAPH, sanitize, text
from seer.generate.llm.stages import _compact, card_text, grounding_of
from seer.generate.stages import ToolCard
from seer.harness import checks
from seer.harness.model import Discard, ExpectedCall, MockOutput, Provenance, Scenario, Turn
from seer.llm.client import LLMClient
from seer.spec.model import Spec


def holds(output: Any, value: Any) -> bool:
    """`output` holds the carried `value` as written: an id is case-sensitive (the local model passed
    user_id 'JARED-BRIDGES' for the listed login 'jared-bridges', which a case-blind search accepted)."""
    for leaf in checks.leaves(output, keys=True):
        if checks.found(value, checks.norm_text(leaf)) and (not isinstance(value, str) or value in str(leaf)):
            return True
    return False


class HybridStages(WordsStage):
    def __init__(self, client: LLMClient, spec: Spec, seed: int, provenance: Provenance, cards: dict[str, ToolCard]):
        self.client, self.spec, self.seed, self.provenance, self.cards = client, spec, seed, provenance, cards

    def _msgs(self, system: str, user: str) -> list[dict[str, str]]:
        return [{"role": "system", "content": system}, {"role": "user", "content": user}]

    def _discard(self, stage: str, item: str, res: Any) -> Discard:
        return Discard(stage=stage, spec=self.spec.name, item=item, reason="; ".join(res.errors)[:2000] or "failed",
                       tries=res.tries, raw=res.raw)

    def _card(self, name: str) -> str:
        return card_text(self.cards.get(name), self.spec.tool(name))

    # ---- 2: mock outputs, links carried
    def _conversation(self, sk: Skeleton, w: WordsReply, n: int) -> list[Turn]:
        if sk.withheld:
            return [Turn(user=w.user_instruction, calls=[]), Turn(user=w.clarification or "", calls=list(range(n)))]
        return [Turn(user=w.user_instruction, calls=list(range(n)))]

    def assemble(self, sk: Skeleton, w: WordsReply, outputs: list[Any], turns: list[Turn] | None = None) -> Scenario:
        sc = sk.record
        calls, mocks = [], []
        for i, planned in enumerate(sc.expected_tools):
            cw = w.calls[f"call_{i}"]
            schema = self.spec.tool(planned.tool).input_schema
            args, accept = repair.drop_match_all(cw.arguments, schema)
            calls.append(ExpectedCall(tool=planned.tool, arguments=args, rationale=cw.quick_explanation, accept=accept or None))
        for lk in sk.links:  # the plan's data flow: the producer's output carries the consumer's value
            schema = self.spec.tool(calls[lk.consumer].tool).input_schema
            missing = [v for _, v in checks.nontrivial_values({lk.param: calls[lk.consumer].arguments.get(lk.param)}, schema)
                       if not holds(outputs[lk.producer], v)]
            if missing:  # where the plan's own output held it (the first value; more are fed back)
                moved = carry(outputs[lk.producer], lk, missing[0])
                out_schema = self.spec.tool(calls[lk.producer].tool).output_schema
                if not out_schema or not checks.schema_errors(out_schema, moved):
                    outputs[lk.producer] = moved
        for cue in sk.cues:  # and the item picked is the one the user's words single out
            picked = calls[cue.link.consumer].arguments.get(cue.link.param)
            before = outputs[cue.link.producer]
            outputs[cue.link.producer] = mockfix.cue_listing(before, cue, picked, self.spec.tool(calls[cue.link.producer].tool).output_schema)
            old = next((a.get(cue.key) for a, b in zip(checks.objects(before), checks.objects(outputs[cue.link.producer]))
                        if a.get(cue.key) != b.get(cue.key)), None)
            if old is not None:  # that record says the cue everywhere after, too
                for k in range(cue.link.producer + 1, len(outputs)):
                    outputs[k] = mockfix.same_record_after(outputs[k], cue.key, old, cue.value, picked)
        for i, planned in enumerate(sc.expected_tools):
            mocks.append(MockOutput(output=outputs[i], grounding=grounding_of(self.spec.tool(planned.tool)), is_error=i in sk.errors))
        return Scenario(id=sc.id, spec=self.spec.name, tier=sc.tier, kind=sc.kind, title=w.title, category=w.category,
                        novelty_reason=w.novelty_reason, prompt=w.user_instruction, expected_tools=calls, mock_outputs=mocks,
                        conversation=turns or self._conversation(sk, w, len(calls)), follow_up=w.follow_up,
                        provenance=self.provenance)

    def mocks_schema(self, sk: Skeleton) -> dict[str, Any]:
        props = {}
        for i, name in enumerate(sk.tools):
            tool = self.spec.tool(name)
            props[f"call_{i}"] = text() if i in sk.errors else (sanitize(tool.output_schema) if tool.output_schema else {})
        return {"type": "object", "properties": {"mocks": {"type": "object", "properties": props, "required": list(props)}},
                "required": ["mocks"]}

    async def mocks(self, sk: Skeleton, w: WordsReply, attempt: int) -> Scenario | Discard:
        sc = sk.record
        lines = []
        for i, c in enumerate(sc.expected_tools):
            tool = self.spec.tool(c.tool)
            line = f"call_{i}. {c.tool} {_compact(w.calls[f'call_{i}'].arguments, 600)}\n  {self._card(c.tool)}"
            if tool.output_schema:
                line += f"\n  output schema: {_compact(tool.output_schema, 1500)}"
            if i not in sk.errors:
                line += f"\n  example output (shape only): {_compact(sc.mock_outputs[i].output, 700)}"
            lines.append(line)
        needs = [f"- call_{lk.producer}'s output must contain {w.calls[f'call_{lk.consumer}'].arguments.get(lk.param)!r} "
                 f"(call_{lk.consumer} passes it as {lk.param})" + (f", in a listed item whose {c.key} is {c.value!r}"
                                                                     if (c := sk.cue_of(lk)) else "") for lk in sk.links]
        error_rule = "\n".join(f"- call_{i} fails: its output is a short error message string saying why (e.g. not found, "
                               "permission denied)." for i in sk.errors)
        system = render("mocks", spec=self.spec.name, error_rule=error_rule, instruction=w.user_instruction,
                        calls="\n".join(lines), needs="\n".join(needs) or "- (none)")
        built: dict[str, Scenario] = {}

        def problems(v: MocksReply) -> list[str]:
            missing = [f"mocks.call_{i}" for i in range(len(sk.tools)) if f"call_{i}" not in v.mocks]
            if missing:
                return [f"{', '.join(missing)} missing: give one output per call"]
            labels = [p for i in range(len(sk.tools)) for p in mockfix.label_problems(
                f"call_{i}", v.mocks[f"call_{i}"], sk.id, system)]
            if labels:
                return labels
            cand = self.assemble(sk, w, [v.mocks[f"call_{i}"] for i in range(len(sk.tools))])
            found = (meaning.listing_problems(self.spec, cand.expected_tools, [m.output for m in cand.mock_outputs])
                     + meaning.agreement_problems(cand.expected_tools, [m.output for m in cand.mock_outputs])
                     + meaning.unechoed(cand.expected_tools, [m.output for m in cand.mock_outputs])
                     or checks.check_scenario(self.spec, cand))
            if not found:
                built["scenario"] = cand
            return found

        def prepare(data: Any) -> Any:
            if not isinstance(data, dict):
                return data
            mocks = keyed(data.get("mocks"), "call")
            if isinstance(mocks, dict):
                mocks = dict(mocks)
                for i, c in enumerate(sc.expected_tools):
                    if f"call_{i}" in mocks and i not in sk.errors:
                        out = mockfix.unwrap(mocks[f"call_{i}"], c.tool, sc.mock_outputs[i].output)
                        args = w.calls[f"call_{i}"].arguments
                        out = mockfix.follow_pattern(out, {n: (c.arguments[n], args[n]) for n in args if n in c.arguments
                                                           and meaning.kv_patterns(self.spec, ExpectedCall(tool=c.tool, arguments={n: c.arguments[n]}))
                                                           and isinstance(args[n], str) and args[n] != c.arguments[n]
                                                           and any(ch in args[n] for ch in "*?[")})
                        mocks[f"call_{i}"] = mockfix.echo_arguments(out, sc.mock_outputs[i].output, c.arguments, args)
            return dict(data, mocks=mocks)

        res = await self.client.structured(self._msgs(system, "Write the mock outputs of this scenario."), MocksReply,
                                           validate=problems, stage="hybrid_mocks", item=sk.id, tag=sk.id, seed=self.seed + attempt, fresh_retry=True,
                                           schema=self.mocks_schema(sk), prepare=prepare)
        return built["scenario"] if res.ok else self._discard("hybrid_mocks", sk.id, res)

    # ---- 3: the words of each turn, at the plan's turn boundaries
    async def turns(self, sk: Skeleton, sc: Scenario, attempt: int) -> tuple[Scenario, Discard | None]:
        parts = [t.calls for t in sk.record.conversation]
        if len(parts) < 2 or sk.withheld or not all(parts):
            return sc, None
        cites: list[list[str]] = []
        for t in range(len(parts)):
            seen = [str(v) for u in range(t) for i in parts[u] for v in checks.concrete_values(sc.mock_outputs[i].output)]
            picked = [str(v) for c in sk.cues if c.link.consumer in parts[t] and c.link.producer not in parts[t]
                      for v in checks.concrete_values(at(sc.mock_outputs[c.link.producer].output, c.item))]
            seen = [v for v in seen if v in picked] or seen  # a turn that takes a listed item says which one
            cites.append(list(dict.fromkeys(s for s in seen if s.strip()))[:CITABLE_CAP])
        if not all(cites[1:]):
            return sc, None
        props: dict[str, Any] = {"turn_0": {"type": "object", "properties": {"user": text(8, PARAGRAPH)}, "required": ["user"]}}
        for t in range(1, len(parts)):
            props[f"turn_{t}"] = {"type": "object", "properties": {"cites": {"enum": cites[t]}, "user": text(8, PARAGRAPH)},
                                  "required": ["cites", "user"]}
        schema = {"type": "object", "properties": {"turns": {"type": "object", "properties": props, "required": list(props)}},
                  "required": ["turns"]}
        lines = [f"turn_{t}: " + "; ".join(f"call_{i} {sc.expected_tools[i].tool} {_compact(sc.expected_tools[i].arguments, 300)}"
                                           f" -> {_compact(sc.mock_outputs[i].output, 500)}" for i in part)
                 for t, part in enumerate(parts)]
        system = render("turns", n=len(parts), instruction=sc.prompt, turns="\n".join(lines))
        built: dict[str, Scenario] = {}

        def problems(v: TurnsReply) -> list[str]:
            got = [v.turns.get(f"turn_{t}") for t in range(len(parts))]
            if any(g is None for g in got):
                return [f"give turn_0..turn_{len(parts) - 1}"]
            out = [p for t, g in enumerate(got) for p in mockfix.label_problems(f"turn_{t}", g.user, sc.id, system)]
            texts = [g.user for g in got]
            out += voice.voice_problems(self.spec, texts, "turn") + voice.cut_problems(texts, PARAGRAPH, "turn")
            out += voice.pasted_output_problems(texts, [m.output for m in sc.mock_outputs], [c.arguments for c in sc.expected_tools])
            out += voice.repeated_turn_problems(texts)
            out += [f"turn_{t}: the user text must contain the cited value {g.cites!r} verbatim" for t, g in enumerate(got)
                    if t and not checks.found(g.cites, checks.norm_text(g.user))]
            if out:
                return out
            cand = sc.model_copy(update={"conversation": [Turn(user=g.user, calls=part) for g, part in zip(got, parts)]})
            found = voice.recital_problems(cand) + voice.echo_problems(cand) + checks.check_scenario(self.spec, cand)
            if not found:
                built["scenario"] = cand
            return found

        def prepare(data: Any) -> Any:
            return dict(data, turns=keyed(data.get("turns"), "turn")) if isinstance(data, dict) else data

        res = await self.client.structured(self._msgs(system, "Write the turns of this scenario."), TurnsReply, validate=problems,
                                           stage="hybrid_turns", item=sc.id, tag=sc.id, seed=self.seed + attempt, fresh_retry=True, schema=schema,
                                           prepare=prepare)
        if res.ok:
            return built["scenario"], None
        d = self._discard("hybrid_turns", sc.id, res)
        d.reason = f"multi-turn split discarded, scenario kept single-turn: {d.reason}"
        return sc, d
