"""Stages 3-4 for one plan: arguments and mocks over one world, turns, text, and the record."""

from __future__ import annotations

import random
from typing import Any

from seer.generate.symbolic import text as T
from seer.generate.symbolic.args import World, accept_alternatives, make_arguments
from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.disambiguate import pick_hint
from seer.generate.symbolic.mocks import Need, error_mock, make_mock
from seer.generate.symbolic.negatives import out_of_scope_request
from seer.generate.symbolic.plans import Plan
from seer.generate.symbolic.turns import citable, split_turns
from seer.harness.checks import found, leaves, nontrivial_values, norm_text
from seer.harness.model import ExpectedCall, Provenance, Scenario, Turn

SHAPE_LABEL = {"single": "direct request", "chain": "chained lookup", "fan": "multi-source fan-in",
               "sequence": "multi-step workflow", "coverage": "direct request", "no_tool": "out-of-scope request",
               "missing_info": "clarification needed", "error": "error recovery"}


class Builder:
    def __init__(self, profiles: dict[str, Profile], similar: dict[str, Any], vocabulary: set[str]):
        self.profiles = profiles
        self.similar = similar  # tool -> a similar tool's example output (grounding medium)
        self.vocabulary = vocabulary  # words of the spec, kept out of no_tool requests

    def build(self, plan: Plan, rng: random.Random, sid: str, spec_name: str, provenance: Provenance,
              multiturn: bool, taken: set[str]) -> Scenario:
        if plan.kind == "no_tool":
            prompt = out_of_scope_request(self.vocabulary, rng, taken)
            return Scenario(id=sid, spec=spec_name, tier=plan.tier, kind="no_tool", title="Request outside the server's tools",
                            category=f"{SHAPE_LABEL['no_tool']}", novelty_reason=_novelty(plan, [], self.profiles, {}),
                            prompt=prompt, expected_tools=[], mock_outputs=[], conversation=[Turn(user=prompt, calls=[])],
                            follow_up=None, provenance=provenance)
        profiles = [self.profiles[t] for t in plan.tools]
        links = plan.links()
        needs: list[list[Need]] = [[] for _ in plan.nodes]
        for i, lk in enumerate(links):
            for pname, (src, edge) in lk.items():
                param = next(x for x in profiles[i].params if x.name == pname)
                needs[src].append(Need(i, param, edge.field))
        world, calls, mocks = World(), [], []
        for i, p in enumerate(profiles):
            repeat = plan.nodes[i].repeat
            avoid = tuple(a for j, a in enumerate(calls) if profiles[j].name == p.name) if repeat else ()
            args = make_arguments(p, i, world, rng, reuse=not repeat, avoid=avoid)
            if plan.kind == "error" and i == len(profiles) - 1:
                mock = error_mock(p, args, rng)
            else:
                mock = make_mock(p, args, needs[i], world, rng, self.similar.get(p.name))
            calls.append(args)
            mocks.append(mock)
        turns = [[], [0]] if plan.kind == "missing_info" else split_turns(plan, links, profiles, mocks, rng, multiturn)
        picks = _picks(links, turns, mocks, world.assigned, profiles)
        conversation, prompt, mentioned = self._texts(plan, profiles, calls, mocks, links, turns, rng, taken, picks)
        expected = [ExpectedCall(tool=p.name, arguments=a, rationale=_rationale(i, p, links, profiles),
                                 accept=_merge(accept_alternatives(p, a), picks.get(i, {}).get("accept")))
                    for i, (p, a) in enumerate(zip(profiles, calls))]
        anchor = profiles[-1]
        return Scenario(
            id=sid, spec=spec_name, tier=plan.tier, kind=plan.kind, title=_title(profiles),
            category=f"{' '.join(anchor.nouns) if anchor.nouns != ['item'] else anchor.verb} {SHAPE_LABEL[plan.shape]}",
            novelty_reason=_novelty(plan, profiles, self.profiles, mentioned), prompt=prompt, expected_tools=expected,
            mock_outputs=mocks, conversation=conversation, follow_up=T.follow_up(anchor, rng), provenance=provenance)

    def _texts(self, plan, profiles, calls, mocks, links, turns, rng, taken, picks):
        if plan.kind == "missing_info":
            return self._missing_texts(profiles[0], calls[0], rng, taken)
        texts: list[str] = []
        known = ""
        mentioned: dict[int, list] = {}
        later_clauses: list[str] = []
        for t, idxs in enumerate(turns):
            parts, said = [], set()
            for i in idxs:
                known_here = known + "\n" + "\n".join(norm_text(v) for m in mocks[:i] for v in leaves(m.output, keys=True))
                items = [(path, v) for path, v in nontrivial_values(calls[i], profiles[i].tool.input_schema)
                         if not found(v, known_here) and norm_text(v) not in said]
                items += _choices(profiles[i], calls[i])
                said.update(norm_text(v) for _, v in items)
                mentioned[i] = items
                hints = "".join(f" (the one whose {T.label('$.' + k)} is {T.render(v)})" if k else f" (the one listed with {T.render(v)})"
                                for k, v in picks.get(i, {}).get("hints", []))
                parts.append(T.clause(profiles[i], rng) + hints + T.mentions(items, rng))
            text = T.request(parts, rng)
            if t > 0:
                text = T.cite(citable(idxs, turns[:t], links, mocks, calls, known), rng) + " " + text
                later_clauses.extend(parts)
            texts.append(text)
            known += "\n" + norm_text(text)
        prompt = texts[0] if not later_clauses else texts[0] + " After that, " + "; ".join(later_clauses) + "."
        prompt = self._unique(prompt, texts, rng, taken)
        return [Turn(user=u, calls=c) for u, c in zip(texts, turns)], prompt, mentioned

    def _missing_texts(self, p: Profile, args: dict, rng: random.Random, taken: set[str]):
        """Turn 0 states everything but one required value; turn 1 gives it when asked."""
        items = list(nontrivial_values(args, p.tool.input_schema)) + _choices(p, args)
        paths = {path.split(".")[1].split("[")[0] for path, _ in items}
        required = [x.name for x in p.params if x.required and x.name in paths] or [x.name for x in p.params if x.required]
        held = rng.choice(required) if required else ""
        missing = [it for it in items if it[0] == f"$.{held}" or it[0].startswith((f"$.{held}.", f"$.{held}["))]
        rest = [it for it in items if it not in missing] if missing else items
        first = T.request([T.clause(p, rng) + T.mentions(rest, rng)], rng) + " " + rng.choice(
            ["I don't have every detail in front of me.", "Ask me if you need anything else.",
             "Let me know what you need from me.", "Tell me if something is missing."])
        second = rng.choice(["Sorry about that. Here you go", "Right, I forgot that", "Of course. Use this",
                             "Good catch. Here it is"]) + T.mentions(missing or items, rng) + "."
        texts = [first, second]
        prompt = self._unique(first, texts, rng, taken)
        return [Turn(user=texts[0], calls=[]), Turn(user=second, calls=[0])], prompt, {0: items}

    @staticmethod
    def _unique(prompt: str, texts: list[str], rng: random.Random, taken: set[str]) -> str:
        """Keep prompts distinct across the spec: add a natural detail to turn 0 on a collision."""
        for extra in range(8):
            if norm_text(prompt) not in taken:
                break
            detail = rng.choice(["This is for the weekly sync.", "It's for the release checklist.", "The team is waiting on it.",
                                 "No rush, end of day is fine.", "It's blocking a customer ticket.", "Keep it brief.",
                                 "I'm preparing the audit notes.", "We discussed this at standup."])
            if extra >= 4:
                detail = f"{detail[:-1]} (request {extra - 3})."
            texts[0] = f"{texts[0]} {detail}"
            prompt = f"{prompt} {detail}"
        taken.add(norm_text(prompt))
        return prompt


def _picks(links, turns, mocks, assigned, profiles) -> dict[int, dict[str, Any]]:
    """Per call fed, in its own turn, from a record of a multi-record result: the field that names
    the record for the user ("hints"), or the other records' values as acceptable ("accept")."""
    turn_of = {i: t for t, idxs in enumerate(turns) for i in idxs}
    out: dict[int, dict[str, Any]] = {}
    for i, lk in enumerate(links):
        for pname, (src, _edge) in lk.items():
            if turn_of.get(src) != turn_of.get(i) or (i, pname) not in assigned:
                continue
            hint, others = pick_hint(mocks[src].output, assigned[(i, pname)])
            if hint is not None:
                out.setdefault(i, {}).setdefault("hints", []).append(hint)
            elif others and len(next(x for x in profiles[i].params if x.name == pname).path) == 1:
                out.setdefault(i, {}).setdefault("accept", {})[pname] = others
    return out


def _merge(accept: dict | None, extra: dict | None) -> dict | None:
    if not extra:
        return accept
    merged = dict(accept or {})
    for k, v in extra.items():
        merged[k] = [*merged.get(k, []), *v]
    return merged


def _choices(p: Profile, args: dict) -> list[tuple[str, Any]]:
    """Enum choices and booleans the user picks (not trivial to state, though trivial to ground)."""
    out = []
    for param in p.params:
        value = param.get(args)
        if value is not None and (param.core.get("enum") or isinstance(value, bool)) and value != param.schema.get("default"):
            out.append(("$." + ".".join(param.path), value))
    return out


def _title(profiles: list[Profile]) -> str:
    heads = [" ".join(p.nouns) if p.verb in p.nouns else f"{p.verb} {' '.join(p.nouns) if p.nouns != ['item'] else ''}".strip()
             for p in profiles[:3]]
    title = ", then ".join(heads) + (" and more" if len(profiles) > 3 else "")
    return title[:1].upper() + title[1:]


def _rationale(i: int, p: Profile, links, profiles: list[Profile]) -> str:
    used = [f"uses the {T.label('$.' + k)} returned by {profiles[src].name}" for k, (src, _) in links[i].items()]
    feeds = [f"returns the {T.label('$.' + k)} that {profiles[j].name} needs" for j, lk in enumerate(links)
             for k, (src, _) in lk.items() if src == i]
    why = "; ".join(used + feeds[:2]) or "as the user asked"
    return f"{p.name}: {p.clause}; {why}"


def _novelty(plan: Plan, profiles: list[Profile], all_profiles, mentioned) -> str:
    names = [p.name for p in profiles]
    if plan.kind == "no_tool":
        return "No tool of this server can serve the request; the right answer is to say so without calling any tool."
    if plan.kind == "missing_info":
        return f"The request leaves out required values of {names[0]}; a good agent asks for them before calling."
    if plan.kind == "error":
        return f"{names[-1]} fails; the agent must report or recover instead of claiming success."
    if plan.shape == "fan":
        return f"Independent reads ({', '.join(names[:-1][:3])}) must all return before their results are combined downstream."
    if plan.shape == "chain" and len(names) > 1:
        return f"Values returned by {names[0]} must be carried into {names[1]} instead of being invented or asked for."
    if len(names) > 1:
        return f"A {len(names)}-step workflow across {', '.join(dict.fromkeys(' '.join(p.nouns) for p in profiles))} with reads before changes."
    return f"Checks that {names[0]} is chosen for a direct request and its arguments are taken from the user's words."
