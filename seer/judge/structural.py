"""The structural judge: the rubric (seer/judge/rubric.md) from deterministic checks against the
spec, the harness record's calls, its mocks and its conversation. Offline, no model, the default.

One Judgment per turn (record_id "<scenario id>#<turn>"). Each check lowers exactly the dimension
its defect belongs to:
- selection: calls to tools the spec lacks; a call where none is right (kind no_tool); no call in a
  single-turn request that needs one;
- argument: the six sub-dimensions of seer/judge/structural_args.py, then the cascade;
- ordering: a call whose argument is first produced by a later call's output;
- usage: a call repeated with identical arguments, nothing in between that could change its result;
- coherence: the five aspects of seer/judge/structural_coherence.py.
Profiles: "lenient" gives partial credit (a share of arguments right, a reformatted value half
right), "strict" is all-or-nothing per call and per argument, like BFCL's AST checker.

`key` hashes what the judgments depend on: kind, profile, CHECKS_VERSION (bump it when a check
changes) and the entry's name, since every stored judgment carries its judge's name: two entries
with one profile keep separate judgments, each correctly tagged.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Iterator

from seer.harness.model import Scenario
from seer.judge.aggregate import apply_cascade
from seer.judge.base import register_judge
from seer.judge.model import ARG_SUBDIMENSIONS, ArgumentScores, CoherenceScores, Judgment, ToolCallScores
from seer.judge.structural_args import CallVerdict, ToolChecks, check_call, grounded
from seer.judge.structural_coherence import SpecVocabulary, check_turn
from seer.judge.structural_text import Knowledge, concept_groups, content_stems, is_trivial_scalar, leaves, stem, words
from seer.spec.model import Spec, Tool, canonical_json, sha256_of

CHECKS_VERSION = 4
PROFILES = ("lenient", "strict")


class StructuralJudge:
    def __init__(self, name: str = "structural_lenient", profile: str = "lenient") -> None:
        if profile not in PROFILES:
            from seer.errors import ConfigError

            raise ConfigError(f"judge {name}: unknown structural profile {profile!r}; known: {', '.join(PROFILES)}")
        self.name, self.profile, self.strict = name, profile, profile == "strict"
        self.key = sha256_of({"kind": "structural", "profile": profile, "checks": CHECKS_VERSION, "name": name})[:20]
        self._specs: dict[int, tuple[Spec, SpecVocabulary, dict[str, ToolChecks]]] = {}

    def _compiled(self, spec: Spec) -> tuple[SpecVocabulary, dict[str, ToolChecks]]:
        """Per spec, once: its vocabulary and lazily compiled per-tool validators."""
        hit = self._specs.get(id(spec))
        if hit is None or hit[0] is not spec:
            if len(self._specs) > 64:
                self._specs.clear()
            hit = self._specs[id(spec)] = (spec, SpecVocabulary.of(spec), {})
        return hit[1], hit[2]

    def _checks(self, cache: dict[str, ToolChecks], tool: Tool) -> ToolChecks:
        c = cache.get(tool.name)
        if c is None:
            c = cache[tool.name] = ToolChecks.compile(tool)
        return c

    def judge(self, spec: Spec, scenarios: Iterable[Scenario]) -> Iterator[Judgment]:
        for sc in scenarios:
            yield from self.judge_scenario(spec, sc)

    def judge_scenario(self, spec: Spec, sc: Scenario) -> list[Judgment]:
        vocab, cache = self._compiled(spec)
        calls, mocks = sc.expected_tools, sc.mock_outputs
        outputs_of: dict[int, Knowledge] = {}

        def output_knowledge(j: int) -> Knowledge:
            if j not in outputs_of:
                outputs_of[j] = k = Knowledge()
                k.add_output(mocks[j].output)
            return outputs_of[j]

        known, named = Knowledge(), set()
        earlier_outputs: list[Any] = []
        called: set[str] = set()
        records = []
        for t, turn in enumerate(sc.conversation):
            known.add_text(turn.user)
            asked = content_stems(turn.user)
            named |= asked
            # a path or file name in the text is a value, not words asking for options ("config.yaml"),
            # and "the first one it lists" picks a result, it asks for no limit
            # (a double-quoted text is the user's own value too: a test plan's words ask for no `planName`)
            asked = asked & content_stems(_DEFAULTED.sub(" ", _PICK.sub(" ", _PATHS.sub(" ", _QUOTED.sub(" ", turn.user)))))
            # words of argument names the turn's calls already use are answered, not still asked for
            asked = asked - {w for i in turn.calls for a in calls[i].arguments for g in concept_groups(a) for w in g}
            # ...and the words of the values they send are values, not asks ("remote upstream" is no
            # setUpstream; "/x/config.yaml" asks for no `confirmed`)
            asked = asked - {stem(w) for i in turn.calls for v in leaves(calls[i].arguments)
                             if isinstance(v, str) for w in words(v)}
            turn_tools = {calls[i].tool for i in turn.calls}

            def options_asked(tool_name: str, asked=asked, turn_tools=turn_tools) -> set[str]:
                """What the turn asks of this tool's options: words that echo another called tool's own
                description ask for that tool; beside an invented tool, nothing can be apportioned."""
                if any(vocab.said_by.get(t) is None for t in turn_tools):
                    return set()
                others = [vocab.said_by[t] for t in turn_tools if t != tool_name]
                return asked.difference(*others) if others else asked
            verdicts: list[CallVerdict] = []
            unknown, duplicates, out_of_order = [], [], []
            for i in turn.calls:
                call = calls[i]
                tool = spec.tool(call.tool)
                if tool is None:
                    unknown.append(call.tool)
                else:
                    later = lambda v, i=i: _from_later(v, known, [output_knowledge(j) for j in range(i + 1, len(calls))])
                    v = check_call(tool, self._checks(cache, tool), call.arguments, known, later,
                                   options_asked(call.tool), named, self.strict)
                    verdicts.append(v)
                    if v.out_of_order:
                        out_of_order.append(f"{call.tool}({', '.join(v.out_of_order)}) uses a later call's output")
                if _repeats(spec, calls, mocks, i):
                    duplicates.append(call.tool)
                known.add_output(mocks[i].output)
            called |= {calls[i].tool for i in turn.calls}
            coh = check_turn(sc, t, vocab, earlier_outputs, called, self.strict)
            earlier_outputs += [mocks[i].output for i in turn.calls]
            records.append(self._record(sc, t, verdicts, unknown, duplicates, out_of_order, coh))
        return records

    def _record(self, sc: Scenario, t: int, verdicts: list[CallVerdict], unknown: list[str],
                duplicates: list[str], out_of_order: list[str], coh) -> Judgment:
        n = len(sc.conversation[t].calls)
        reasons: dict[str, str] = {}
        selection = self._share_ok(len(unknown), n)
        if unknown:
            reasons["selection"] = f"unknown tool(s): {', '.join(unknown)}"
        if sc.kind == "no_tool" and n:
            selection, reasons["selection"] = 0.0, "calls a tool where no tool can serve the request"
        elif n == 0 and sc.kind in ("normal", "error") and len(sc.conversation) == 1:
            selection, reasons["selection"] = 0.0, "no call, yet the request needs one"

        sub = {d: (sum(v.scores[d] for v in verdicts) / len(verdicts) if verdicts else 1.0) for d in ARG_SUBDIMENSIONS}
        args = apply_cascade(ArgumentScores(**{d: round(10 * x, 4) for d, x in sub.items()}))
        vals = [getattr(args, d) for d in ARG_SUBDIMENSIONS]
        argument = min(vals) if self.strict else sum(vals) / len(vals)
        for d in ARG_SUBDIMENSIONS:
            notes = [x for v in verdicts for x in v.notes.get(d, [])]
            if notes:
                reasons[f"argument.{d}"] = "; ".join(notes)
        if out_of_order:
            reasons["ordering"] = "; ".join(out_of_order)
        if duplicates:
            reasons["usage"] = f"repeated call(s): {', '.join(duplicates)}"
        tc = ToolCallScores(selection=selection, argument=round(argument, 4),
                            ordering=self._share_ok(len(out_of_order), n), usage=self._share_ok(len(duplicates), n))
        cs = CoherenceScores(**coh.scores)
        reasons.update({f"coherence.{k}": v for k, v in coh.notes.items()})
        labels = []
        if cs.completeness < 3:
            labels.append("missing_information")
        if cs.topic_relevance < 3:
            labels.append("off_topic")
        if cs.logical_flow < 3 or cs.context_retention < 3:
            labels.append("non_sequitur")
        if args.value_accuracy < 10 or args.consistency < 10:
            labels.append("contradiction")
        return Judgment(
            record_id=f"{sc.id}#{t}", scenario_id=sc.id, spec=sc.spec, tier=sc.tier, kind=sc.kind, turn=t,
            turns=len(sc.conversation), tools=[sc.expected_tools[i].tool for i in sc.conversation[t].calls],
            judge=self.name, judge_key=self.key, tool_call=tc, argument=args, coherence=cs, labels=labels,
            reasons=reasons)

    def _share_ok(self, bad: int, total: int) -> float:
        """10 x the share of calls without the defect (strict: 0 if any call has it)."""
        if not bad or not total:
            return 10.0
        return 0.0 if self.strict else round(10.0 * (1 - bad / total), 4)


_PATHS = re.compile(r"(?:https?://|/)[^\s,;()\"]+|(?<![\w/.-])[\w-]+\.[a-z]{2,4}(?![\w.])")


_QUOTED = re.compile(r'"[^"]*"|“[^”]*”')
_DEFAULTED = re.compile(r"\bthe (?:active|current) \w+", re.I)  # "read markers on the active comp": the default, no ask
# for comp_name (an agent that leaves it out acts on the active one)
_PICK = re.compile(r"\b(?:first|second|third|last|next|other)\s+(?:one|ones|item|entry|result|of)\b", re.I)


def _from_later(value: Any, known: Knowledge, later_outputs: list[Knowledge]) -> bool:
    """Every leaf the agent cannot know yet is returned by a later call (and at least one is): the
    call comes too early, an ordering defect rather than an invented value. Leaves are checked one by
    one, so a list mixing a stated value with a later output's value still counts."""
    from_later = False
    for leaf in leaves(value):
        if is_trivial_scalar(leaf) or grounded(leaf, known, True) >= 1.0:
            continue
        if not any(grounded(leaf, out, True) >= 1.0 for out in later_outputs):
            return False
        from_later = True
    return from_later


def _repeats(spec: Spec, calls, mocks, i: int) -> bool:
    """Call i repeats an earlier identical call with only read-only calls (MCP readOnlyHint) between;
    a repeat of a call that was answered with an error is a retry, not a duplicate."""
    sig = (calls[i].tool, canonical_json(calls[i].arguments))
    for k in range(i - 1, -1, -1):
        if (calls[k].tool, canonical_json(calls[k].arguments)) == sig:
            return not mocks[k].is_error
        tool = spec.tool(calls[k].tool)
        if not (tool and (tool.annotations or {}).get("readOnlyHint") is True):
            return False
    return False


@register_judge("structural")
def build_structural(cfg: Any, **_: Any) -> StructuralJudge:
    return StructuralJudge(name=getattr(cfg, "name", "structural"), profile=getattr(cfg, "profile", "lenient"))
