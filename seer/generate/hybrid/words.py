"""The hybrid engine's first request for one planned item: argument values and the user's words for
the fixed plan (the plan's calls as named slots under a per-slot JSON Schema). What the schema cannot
say is checked here and fed back: values stated verbatim, the listed item a later call takes singled
out by its cue; a reply lost only to unstated values gets one restate request (seer.generate.llm.restate).
"""

from __future__ import annotations

from typing import Any

from seer.generate.hybrid.replies import TIER_GUIDE, WordsReply, keyed, render
from seer.generate.hybrid.skeleton import Skeleton
from seer.generate.llm import meaning, repair, restate, voice
from seer.generate.llm.schemas import PARAGRAPH, SHORT, required_nonempty, sanitize, text
from seer.generate.llm.stages import _compact
from seer.harness import checks
from seer.harness.model import Discard, ExpectedCall


def argument_lines(schema: dict[str, Any], planned: dict[str, Any]) -> str:
    """The plan's arguments of one call, compactly: name (type, required): description; enums listed."""
    props, required = schema.get("properties") or {}, set(schema.get("required") or [])
    out = []
    for name in planned:
        p = props.get(name) or {}
        kind = p.get("type") or "/".join(str(b.get("type")) for b in p.get("anyOf") or p.get("oneOf") or [] if isinstance(b, dict)) or "any"
        bits = [str(kind)] + (["required"] if name in required else [])
        text = f"{name} ({', '.join(bits)})"
        if p.get("enum"):
            text += " one of " + ", ".join(map(str, p["enum"][:12]))
        if p.get("description"):
            text += ": " + " ".join(str(p["description"]).split())[:120]
        out.append(text)
    return "; ".join(out) or "(none)"


def unsaid_picks(cues: Any, said: str) -> list[tuple[str, Any]]:
    """(field, value) of the listed items the words do not single out; two calls that take the same item pick it
    once (the fifth session lost a Slack item whose two picks of 'release-train' counted as two missing values)."""
    return list({repr(c.value): (c.key, c.value) for c in cues if not checks.found(c.value, said)}.values())


class WordsStage:
    """Mixed into HybridStages (which gives client, spec, seed, _msgs, _card, _discard)."""

    # ---- 1: argument values and the user's words for the fixed plan
    def words_schema(self, sk: Skeleton) -> dict[str, Any]:
        calls = {}
        for i, c in enumerate(sk.record.expected_tools):
            full = sanitize(self.spec.tool(c.tool).input_schema)
            props = {k: v for k, v in (full.get("properties") or {}).items() if k in c.arguments}
            args = required_nonempty({"type": "object", "properties": props, "required": list(props)})
            calls[f"call_{i}"] = {"type": "object", "properties": {"arguments": args, "quick_explanation": text()},
                                  "required": ["arguments", "quick_explanation"]}
        props: dict[str, Any] = {"calls": {"type": "object", "properties": calls, "required": list(calls)}} if calls else {}
        props["user_instruction"] = text(12, PARAGRAPH)
        if sk.withheld:
            props["clarification"] = text()
        props.update({"title": text(1, SHORT), "category": text(1, 40), "novelty_reason": text(), "follow_up": text()})
        return {"type": "object", "properties": props, "required": list(props)}

    def _calls_text(self, sk: Skeleton) -> str:
        lines = []
        for i, c in enumerate(sk.record.expected_tools):
            tool = self.spec.tool(c.tool)
            line = f"call_{i}. {c.tool}: {self._card(c.tool)}\n  arguments: {argument_lines(tool.input_schema, c.arguments)}"
            fed = [f"{lk.param} comes from call {lk.producer}'s output" + (
                   f" (the user picks that item by its {cue.key}: user_instruction says {cue.value!r})" if (cue := sk.cue_of(lk)) else "")
                   for lk in sk.links if lk.consumer == i]
            if fed:
                line += "\n  " + "; ".join(fed)
            if sk.withheld and i == 0:
                line += (f"\n  {sk.withheld}: the user forgets to give it in user_instruction; write clarification, the"
                         f" user's answer when the agent asks, stating the value of {sk.withheld} verbatim")
            lines.append(line)
        return "\n".join(lines)

    def words_problems(self, sk: Skeleton, v: WordsReply) -> list[str]:
        problems: list[str] = []
        calls = []
        for i, planned in enumerate(sk.record.expected_tools):
            got = v.calls.get(f"call_{i}")
            if got is None:
                problems.append(f"calls.call_{i} is missing")
                continue
            calls.append(ExpectedCall(tool=planned.tool, arguments=got.arguments, rationale=got.quick_explanation))
            problems += [f"call_{i}: {p}" for p in checks.check_call(self.spec, calls[-1])]
        if problems:
            return problems
        problems += voice.voice_problems(self.spec, [v.user_instruction]) + voice.cut_problems([v.user_instruction], PARAGRAPH, "user_instruction")
        problems += voice.argument_voice_problems(calls)
        problems += meaning.scenario_problems(self.spec, tier=sk.record.tier, kind=sk.record.kind,
                                              instruction=v.user_instruction, calls=calls, fixed_plan=True)
        said = checks.norm_text(v.user_instruction)
        answer = checks.norm_text(v.clarification or "")
        for i, c in enumerate(calls):
            schema = self.spec.tool(c.tool).input_schema
            for name, value in c.arguments.items():
                if sk.link_of(i, name):
                    continue
                for path, leaf in checks.nontrivial_values({name: value}, schema):
                    if sk.withheld and i == 0 and name == sk.withheld:
                        if checks.found(leaf, said):
                            problems.append(f"user_instruction must not state {name} ({leaf!r}): the user forgets it")
                        elif not checks.found(leaf, answer):
                            problems.append(f"clarification must state {name} = {leaf!r} verbatim")
                    elif not checks.found(leaf, said) and not (sk.withheld and checks.found(leaf, answer)):
                        problems.append(f"call_{i} argument {path[2:]} = {leaf!r} must appear verbatim in user_instruction")
        problems += [f"call_{c.link.consumer} picks one item of call_{c.link.producer}'s listing: its {c.key} {c.value!r} must "
                     "appear verbatim in user_instruction" for c in sk.cues if not checks.found(c.value, said)]
        return problems

    def _prepare_words(self, sk: Skeleton, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        calls = keyed(data.get("calls"), "call")
        if isinstance(calls, dict):
            fixed = {}
            for key, c in calls.items():
                idx = key.rsplit("_", 1)[-1]
                if isinstance(c, dict) and idx.isdigit() and int(idx) < len(sk.tools) and isinstance(c.get("arguments"), dict):
                    schema = self.spec.tool(sk.tools[int(idx)]).input_schema
                    args, _ = repair.drop_match_all(repair.coerce(c["arguments"], schema), schema)
                    c = dict(c, arguments=args)
                fixed[key] = c
            data = dict(data, calls=fixed)
            listed = [{"tool": sk.tools[int(k.rsplit("_", 1)[-1])], "arguments": c.get("arguments")} for k, c in fixed.items()
                      if isinstance(c, dict) and k.rsplit("_", 1)[-1].isdigit() and int(k.rsplit("_", 1)[-1]) < len(sk.tools)]
            said = repair.state_durations(self.spec, {"user_instruction": data.get("user_instruction"), "calls": listed})
            data = dict(data, user_instruction=said["user_instruction"]) if isinstance(data.get("user_instruction"), str) else data
        return data

    async def words(self, sk: Skeleton, attempt: int) -> WordsReply | Discard:
        sc = sk.record
        if sc.kind == "no_tool":
            tools = "\n".join(f"- {n}: {self.spec.tool(n).description[:200]}" for n in self.spec.tool_names[:20])
            system = render("no_tool", spec=self.spec.name, tools=tools)
        else:
            kind_rule = {"missing_info": "- The user leaves one value out (see the calls); clarification supplies it.",
                         "error": "- One call of this plan fails (the server returns an error); the request is still ordinary."
                         }.get(sc.kind, "")
            draft = {"user_instruction": sc.prompt, "calls": {f"call_{i}": c.arguments for i, c in enumerate(sc.expected_tools)}}
            system = render("scenario", spec=self.spec.name, tier=sc.tier, tier_guide=TIER_GUIDE.get(sc.tier, ""),
                            kind_rule=kind_rule, calls=self._calls_text(sk), draft=_compact(draft, 1500))
        res = await self.client.structured(self._msgs(system, "Write this scenario" + (f" (attempt {attempt + 1})." if attempt else ".")),
                                           WordsReply, validate=lambda v: self.words_problems(sk, v), stage="hybrid_scenario",
                                           item=sk.id, tag=sk.id, seed=self.seed + attempt, fresh_retry=True, schema=self.words_schema(sk),
                                           prepare=lambda d: self._prepare_words(sk, d))
        return res.value if res.ok else (await self._restated(sk, res) or self._discard("hybrid_scenario", sk.id, res))

    async def _restated(self, sk: Skeleton, res: Any) -> WordsReply | None:
        """The failed words' last reply with its request rewritten to state the values it left out, when
        nothing else was wrong (seer.generate.llm.restate; not for a missing-information slot)."""
        v = None if sk.withheld or sk.record.kind == "no_tool" else restate.last_reply(
            res.raw, lambda d: self._prepare_words(sk, d), WordsReply)
        if v is None or not restate.only_unstated(self.words_problems(sk, v)):
            return None
        calls = [ExpectedCall(tool=p.tool, arguments=v.calls[f"call_{i}"].arguments) for i, p in enumerate(sk.record.expected_tools)]
        text = checks.norm_text(v.user_instruction)
        # the values the user must say, each once (a key two calls take is said once)
        asked = {repr(leaf): (name, leaf) for i, c in enumerate(calls) for name, value in c.arguments.items() if not sk.link_of(i, name)
                 for _, leaf in checks.nontrivial_values({name: value}, self.spec.tool(c.tool).input_schema)}
        values = [(name, leaf) for name, leaf in asked.values() if not checks.found(leaf, text)]
        picks = unsaid_picks(sk.cues, text)
        needed = len(asked) + len(unsaid_picks(sk.cues, ""))
        said = await restate.restated(self.client, self.spec.name, v.user_instruction, calls, values, lambda t: self.words_problems(
            sk, v.model_copy(update={"user_instruction": t})), item=sk.id, seed=self.seed, picks=picks, needed=needed)
        return v.model_copy(update={"user_instruction": said}) if said else None
