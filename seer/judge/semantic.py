"""The semantic judge: the structural judge's checks, plus checks of meaning that a harness
can fail while every name, type and grounding check passes. Offline, deterministic, no model.

On top of the structural judgment of each turn (same profile: lenient or strict):
- selection: a call to a tool the turn's text does not call for (BM25 over the spec's tools says
  another tool fits every clause of the text far better), or that changes where the user asked
  only to look (and the reverse: the user asks only for a change and no call of the turn makes one);
- argument.value_accuracy: a value the text gives as another parameter of the tool; a pick from an
  earlier list that is not the element the text singles out; a carried id from an earlier call
  that does not produce that kind of thing while another does;
- argument.completeness: a required value present but empty; an optional value the text gives
  ("expire seconds: 60") that the call leaves out;
- coherence.logical_flow: a mock output whose echo of the request contradicts the call.
Value plausibility by kind (seer.kinds) joins argument.value_accuracy when that room is present.
Each finding lowers exactly one dimension: a TC dimension or argument sub-dimension by one call's
share of the turn (lenient; strict: to 0), a coherence aspect by a point (two findings: to 1).
"""

from __future__ import annotations

import re

from typing import Any, Iterable, Iterator

from seer.harness.model import Scenario
from seer.judge.aggregate import apply_cascade
from seer.judge.base import register_judge
from seer.judge.model import ARG_SUBDIMENSIONS, ArgumentScores, CoherenceScores, Judgment, ToolCallScores
from seer.judge.semantic_args import misattached, occurrences, scalar_paths, stated
from seer.judge.semantic_given import given_but_absent, given_by_cue, given_by_kind
from seer.judge.semantic_kinds import _branch_for, implausible  # noqa: F401  (_branch_for: tests reach it here)
from seer.judge.semantic_named import given_in_plain_words
from seer.judge.semantic_order import ordering_findings
from seer.judge.semantic_flow import (carried_not_echoed, mock_disagrees, passes_over_pick, picked_but_unused, singling_values, wrong_pick,
                                      wrong_source)
from seer.judge.semantic_intent import CHANGE, ToolIndex, clauses, request_of, strip_values, text_actions
from seer.judge.structural import CHECKS_VERSION, StructuralJudge
from seer.generate.llm.meaning import template_values  # the generator's own check of stand-ins ("your_key_here")
from seer.spec.model import Spec, sha256_of

_PICK_HINT = re.compile(r"\((?:take the [^()]*|[^()]*from that list)\)", re.I)  # which record a call takes

SEMANTIC_VERSION = 10  # 10: a tutorial's toy names (key1, mykey, foo) are template stand-ins too (meaning.template_values)
FIT = 0.6  # a called tool must reach this share of the best tool's BM25 score in the clause it answers


class SemanticJudge:
    def __init__(self, name: str = "semantic", profile: str = "lenient") -> None:
        self.base = StructuralJudge(name, profile)
        self.name, self.profile, self.strict = name, profile, profile == "strict"
        self.key = sha256_of({"kind": "semantic", "profile": profile, "checks": CHECKS_VERSION,
                              "semantic": SEMANTIC_VERSION, "name": name})[:20]
        self._index: dict[int, tuple[Spec, ToolIndex]] = {}

    def _tools(self, spec: Spec) -> ToolIndex:
        hit = self._index.get(id(spec))
        if hit is None or hit[0] is not spec:
            if len(self._index) > 64:
                self._index.clear()
            hit = self._index[id(spec)] = (spec, ToolIndex.of(spec))
        return hit[1]

    def judge(self, spec: Spec, scenarios: Iterable[Scenario]) -> Iterator[Judgment]:
        for sc in scenarios:
            base = self.base.judge_scenario(spec, sc)
            yield from (self._refine(spec, sc, j) for j in base)

    def _refine(self, spec: Spec, sc: Scenario, j: Judgment) -> Judgment:
        t = j.turn
        idx = sc.conversation[t].calls
        if not j.scored or j.tool_call is None or j.argument is None or j.coherence is None:
            return j
        index = self._tools(spec)
        earlier = [i for k in range(t) for i in sc.conversation[k].calls]
        user = sc.conversation[t].user
        told = "\n".join(x.user for x in sc.conversation[: t + 1]).lower()
        earlier_strings = {s for i in earlier for _, v in scalar_paths(sc.mock_outputs[i].output) if (s := stated(v))}
        # a value the text names that one element of a list in this turn's outputs holds ("take the
        # remote listed with fetch URL x") singles out a result; it is not a value given for a parameter
        # (an echo of the request, outside any list or in every element, is no such thing)
        shown = earlier_strings | {s for i in idx for s in singling_values(sc.mock_outputs[i].output)}
        turn_values = {s for i in idx for _, v in scalar_paths(sc.expected_tools[i].arguments) if (s := stated(v))}
        cited = {s for s in earlier_strings if s in user.lower()}
        # an earlier turn no call answered (the agent had to ask back) is still this turn's request,
        # and so is an earlier turn whose call of a tool this turn calls again failed (a retry)
        tools_here = {sc.expected_tools[i].tool for i in idx}
        pending = [sc.conversation[k].user for k in range(t) if not sc.conversation[k].calls
                   or tools_here & {sc.expected_tools[i].tool for i in sc.conversation[k].calls if _failed(sc.mock_outputs[i])}]
        request = strip_values(" ".join([*pending, _PICK_HINT.sub(" ", request_of(user, cited, tools_here))]), turn_values | cited)
        turn_actions = {index.actions.get(sc.expected_tools[i].tool) for i in idx}

        sel, sub, coh = [], {d: [] for d in ARG_SUBDIMENSIONS}, []
        real = [i for i in idx if spec.tool(sc.expected_tools[i].tool) is not None]
        fits = dict(zip(real, index.assigned_fits(request, [sc.expected_tools[i].tool for i in real])))
        # the clauses of this turn's text each call answers best, as written (values in): a value in
        # a call's own clause is given to that call, whatever another call of the turn does with it
        raw = clauses(user)
        query = [strip_values(_PICK_HINT.sub(" ", c), turn_values | cited) for c in raw]  # "(take the path listed with size
        # 125)" says which record, not what to do: its words ("size") ask for no tool
        owner = index.owners(raw, query, [sc.expected_tools[i].tool for i in idx])
        own_text = {i: " ".join(c for c, o in zip(raw, owner) if o == k).lower() for k, i in enumerate(idx)}
        order = ordering_findings(spec, sc, t, idx, real, index, query, told, j.reasons)
        for i in idx:
            call = sc.expected_tools[i]
            tool = spec.tool(call.tool)
            if tool is None:
                continue  # an invented tool is the structural judge's selection finding
            action = index.actions.get(call.tool)
            fit, clause = fits[i]
            asked = text_actions(clause)  # what the clause that asks most for this tool asks to do
            if fit < FIT:
                sel.append(f"the text does not call for {call.tool}")
            elif other := index.better_named(call.tool, clause):
                sel.append(f"the text names what {other} acts on, not what {call.tool} does")
            elif action in CHANGE and asked and asked <= {"look"}:
                sel.append(f"the user asks to look; {call.tool} changes ({action})")
            elif action == "look" and asked and "look" not in asked and not (turn_actions & CHANGE):
                sel.append(f"the user asks for a change ({', '.join(sorted(asked))}); {call.tool} only looks")
            props = list((tool.input_schema.get("properties") or {}).keys())
            members = self.base._checks(self.base._compiled(spec)[1], tool).members  # enum values, compiled once
            required = set(tool.input_schema.get("required") or ())
            va = misattached(call.arguments, props, user.lower(), call.tool)
            outs = [sc.mock_outputs[k].output for k in range(i)]
            for name, v in call.arguments.items():
                if _handed_whole(v, outs):
                    continue  # ai_apply_layout(plan=<what ai_reframe_layout returned>): a result passed on whole, no picks
                for lp, leaf in scalar_paths(v):
                    key = next((k for k in reversed(lp) if isinstance(k, str)), name)
                    note = wrong_pick(leaf, outs, told, key) or (i == idx[0] and t > 0 and passes_over_pick(
                        key, leaf, [sc.mock_outputs[k].output for k in earlier], user.lower(), told)) or wrong_source(
                        name, leaf, [(sc.expected_tools[k].tool, (spec.tool(sc.expected_tools[k].tool).description
                                                                   if spec.tool(sc.expected_tools[k].tool) else ""),
                                      sc.mock_outputs[k].output) for k in range(i)], told, call.tool)
                    if note:
                        va.append(f"{name}: {note}")
            if not sc.mock_outputs[i].is_error:
                va += carried_not_echoed(call.arguments, sc.mock_outputs[i].output, outs, told)
            va += implausible(tool, call.arguments, members)
            va += [f"{x.split(' is ')[0].removeprefix('argument ')} is a template's stand-in" for x in template_values(call.arguments)]
            sub["value_accuracy"] += [f"{call.tool}: {x}" for x in va]
            comp = [f"required {n} is empty" for n in sorted(required)
                    if n in call.arguments and _empty(call.arguments[n], (tool.input_schema.get("properties") or {}).get(n))]
            comp += given_but_absent(call.arguments, tool.input_schema.get("properties") or {}, call.tool,
                                     user.lower(), turn_values | shown, members, tool.description, index.vocabulary,
                                     (own_text[i] or None) if len(idx) > 1 else None,
                                     _sent_elsewhere(sc, i, idx, own_text) - shown)
            if not comp:
                comp += given_by_cue(call.arguments, tool.input_schema.get("properties") or {}, tool.description,
                                     user.lower(), turn_values | shown)
            if not comp:
                comp += given_by_kind(call.arguments, tool.input_schema.get("properties") or {}, tool,
                                      user.lower(), turn_values | shown)
            if not comp and own_text[i]:
                mine = {s for _, v in scalar_paths(call.arguments) if (s := stated(v))}
                comp += given_by_kind(call.arguments, tool.input_schema.get("properties") or {}, tool,
                                      own_text[i], mine | shown)
            comp += given_in_plain_words(call, tool, members, user.lower(), own_text[i], sc.mock_outputs[i], turn_values | shown,
                                         index.vocabulary) if not comp else []
            absent = [n for n in props if n not in call.arguments]
            comp += picked_but_unused(user.lower(), [sc.mock_outputs[k].output for k in earlier], turn_values, absent)
            sub["completeness"] += [f"{call.tool}: {x}" for x in comp]
            if not sc.mock_outputs[i].is_error:
                coh += [f"{call.tool}: {x}" for x in mock_disagrees(call.arguments, sc.mock_outputs[i].output)]
        restore = self._unconfirmed_coherence(j, index, request, fits, bool(pending))
        return self._lowered(j, len(idx), sel, sub, coh, restore, order)

    def _unconfirmed_coherence(self, j: Judgment, index: ToolIndex, request: str, fits: dict, follows: bool) -> list[str]:
        """Structural coherence findings that reading for meaning does not confirm: "asks for X but
        no call does it" where no clause left unanswered by the calls calls for an uncalled tool;
        "no word of the tools' domain" in a turn that answers or retries an earlier one."""
        out = []
        if "coherence.completeness" in j.reasons:
            claimed = {clause for _, clause in fits.values()}
            called = set(j.tools)
            open_asks = [c for c in clauses(request) if c not in claimed and (top := index.top_tool(c)) and top not in called]
            if not open_asks:
                out.append("completeness")
        if "coherence.topic_relevance" in j.reasons and follows:
            out.append("topic_relevance")
        return out

    def _lowered(self, j: Judgment, n: int, sel: list[str], sub: dict[str, list[str]], coh: list[str],
                 restore: list[str], order: list[str] = ()) -> Judgment:
        if not (sel or coh or restore or order or any(sub.values())):
            return j.model_copy(update={"judge": self.name, "judge_key": self.key})
        reasons = {k: v for k, v in j.reasons.items() if k.removeprefix("coherence.") not in restore}
        cut = lambda base, bad: 0.0 if self.strict else max(0.0, round(base - 10.0 * bad / max(n, 1), 4))  # noqa: E731
        tc = j.tool_call.model_dump()
        if sel:
            tc["selection"] = min(tc["selection"], cut(tc["selection"], len(sel)))
            reasons["selection"] = "; ".join(filter(None, [j.reasons.get("selection"), *sel]))
        if order:
            tc["ordering"] = min(tc["ordering"], cut(tc["ordering"], len(order)))
            reasons["ordering"] = "; ".join(filter(None, [j.reasons.get("ordering"), *order]))
        args = j.argument.model_dump()
        for d, notes in sub.items():
            if notes:
                args[d] = cut(args[d], len(notes))
                reasons[f"argument.{d}"] = "; ".join(filter(None, [j.reasons.get(f"argument.{d}"), *notes]))
        a = apply_cascade(ArgumentScores(**args))
        vals = [getattr(a, d) for d in ARG_SUBDIMENSIONS]
        tc["argument"] = round(min(vals) if self.strict else sum(vals) / len(vals), 4)
        cs = j.coherence.model_dump()
        cs.update(dict.fromkeys(restore, 3.0))
        labels = [x for x in j.labels if not (x == "missing_information" and "completeness" in restore)
                  and not (x == "off_topic" and "topic_relevance" in restore)]
        if coh:  # lenient: one contradiction costs a point, two or more the whole aspect
            cs["logical_flow"] = min(cs["logical_flow"], 1.0 if self.strict or len(coh) > 1 else 2.0)
            reasons["coherence.logical_flow"] = "; ".join(filter(None, [j.reasons.get("coherence.logical_flow"), *coh]))
        if (cs["logical_flow"] < 3 or cs["context_retention"] < 3) and "non_sequitur" not in labels:
            labels.append("non_sequitur")
        if (a.value_accuracy < 10 or a.consistency < 10) and "contradiction" not in labels:
            labels.append("contradiction")
        return j.model_copy(update={
            "judge": self.name, "judge_key": self.key, "tool_call": ToolCallScores(**tc), "argument": a,
            "coherence": CoherenceScores(**cs), "labels": labels, "reasons": reasons})


def _sent_elsewhere(sc: Scenario, i: int, idx: list[int], own_text: dict[int, str]) -> frozenset[str]:
    """Values only the turn's other calls send, each by a call that owns clauses of the text that do
    not say it: a value said in call i's own clause is then call i's to send too. A call that owns
    no clause may have been given any part of the text, so what it sends stays taken."""
    values = {k: {s for _, v in scalar_paths(sc.expected_tools[k].arguments) if (s := stated(v))} for k in idx}
    out = set()
    for k in idx:
        if k != i and own_text[k]:
            out |= {v for v in values[k] if not occurrences(v, own_text[k])}
    for k in idx:
        if k == i or not own_text[k]:
            out -= values[k]
    return frozenset(out)


def _failed(mock) -> bool:
    """A mock output that is an error: flagged so, or an object whose only news is an error."""
    out = mock.output
    return mock.is_error or (isinstance(out, dict) and "error" in out and len(out) <= 2)


def _empty(v: Any, schema: Any = None) -> bool:
    """A blank string, an empty list, or an empty object where the schema wants a field in it (an
    object of optional fields only, `params: {properties: {}}`, is rightly sent as {})."""
    if isinstance(v, dict) and not v:
        return not isinstance(schema, dict) or bool(schema.get("required") or schema.get("minProperties"))
    return (isinstance(v, str) and not v.strip()) or (isinstance(v, list) and not v)


@register_judge("semantic")
def build_semantic(cfg: Any, **_: Any) -> SemanticJudge:
    return SemanticJudge(name=getattr(cfg, "name", "semantic"), profile=getattr(cfg, "profile", "lenient"))


def _handed_whole(value: Any, outputs: list[Any]) -> bool:
    """An object argument equal to an earlier result, or to an object in one (a proposal applied as proposed)."""
    if not isinstance(value, dict) or len(value) < 2:
        return False
    from seer.harness.checks import objects

    return any(value == o or any(value == x for x in objects(o)) for o in outputs if isinstance(o, (dict, list)))

