"""One narrow request for a draft lost only to values its request does not state.

The 1.5B model drafted `slack_get_user_profile(user_id="user1234")` beside "the last 20 messages of
channel C123456789" and, told three times that user1234 must appear in the request, rewrote the
whole draft each time and left it out again. Asked only to rewrite the request so that it states
given values word for word, a small model has one thing to do. The calls are not touched: the
rewritten request must pass every draft check. When the model's rewrite still leaves a value out (the
hybrid Slack channel of the fourth real-model session, unstated in 3 drafts and 2 restates), the engine
states the values itself in one closing sentence ("Use channel ID C0YXCQ33AB."): the calls are the
model's, only their values are written out; the result must pass the same checks, else the item is
discarded with its first reason.
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable, Sequence

from pydantic import BaseModel, ConfigDict, Field

from seer.generate.llm import grounding
from seer.generate.llm.prompts import render
from seer.generate.symbolic.text import label, labelled
from seer.generate.symbolic.text import render as shown_value
from seer.harness import checks
from seer.llm.client import parse_json
from seer.spec.model import Spec

# the only problems a restated request can fix (worded by SpecStages.draft_problems and grounding)
_UNSTATED = re.compile(r"must appear verbatim in user_instruction$|is not in user_instruction and no earlier call returns it")
TRIES = 2
CAP = 300  # tokens: one or two sentences


class RestateReply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    user_instruction: str = Field(min_length=1)


def unstated_values(spec: Spec, calls: Sequence[Any], instruction: str, problems: Sequence[str]) -> list[tuple[str, Any]]:
    """(parameter, value) pairs the request must state when every problem is one of an unstated
    value; [] otherwise (or when one of them is a placeholder, which no wording can fix)."""
    if not only_unstated(problems):
        return []
    pairs = _to_state(spec, calls, checks.norm_text(instruction))
    return [] if any(grounding.is_placeholder(v) for _, v in pairs) else pairs


def needed_values(spec: Spec, calls: Sequence[Any]) -> int:
    """How many distinct values the user must state for these calls (the first call's, and later calls' that no
    earlier call returns)."""
    return len(_to_state(spec, calls, ""))


def _to_state(spec: Spec, calls: Sequence[Any], text: str) -> list[tuple[str, Any]]:
    first = spec.tool(calls[0].tool)
    pairs = [(re.split(r"[.\[]", p[2:], maxsplit=1)[0], v) for p, v in checks.nontrivial_values(calls[0].arguments, first.input_schema)
             if not checks.found(v, text)]
    pairs += [(param, v) for i, param, _p, v in grounding._unstated(spec, calls, text)
              if grounding.producer_of(spec, calls, i, param) is None]
    return list({json.dumps(v, sort_keys=True): (k, v) for k, v in pairs}.values())


def may_spell_out(missing: int, needed: int) -> bool:
    """The engine writes left-out values in itself only for a request that already says most of what it needs (at most
    half of its values missing, or its one value): "Please do the usual thing with the cache" says no action, and a
    value sentence after it would make a request no agent could act on."""
    return 0 < missing and (needed == 1 or 2 * missing <= needed)


def last_reply(raw: str | None, prepare: Callable[[Any], Any], model: type[BaseModel]) -> Any:
    """The parsed, repaired last reply of a failed draft, or None."""
    data, err = parse_json(raw)
    if err:
        return None
    try:
        return model.model_validate(prepare(data))
    except Exception:  # noqa: BLE001 - a reply that does not parse has nothing to restate
        return None


def only_unstated(problems: Sequence[str]) -> bool:
    return bool(problems) and all(_UNSTATED.search(p) for p in problems)


def _shown(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def prompt(spec_name: str, instruction: str, calls: Sequence[Any], values: Sequence[tuple[str, Any]]) -> str:
    listed = ", ".join(f"{k} = {_shown(v)}" for k, v in values)
    steps = "\n".join(f"- {c.tool}({json.dumps(c.arguments, ensure_ascii=False, sort_keys=True)})" for c in calls)
    return render("restate", spec=spec_name, instruction=instruction, calls=steps, values=listed)


def spelled_out(instruction: str, values: Sequence[tuple[str, Any]], picks: Sequence[tuple[str, Any]] = ()) -> str:
    """`instruction` with one closing sentence stating `values` ((parameter, value) pairs) and `picks` (the field and value
    the user singles a listed item out by): "... Use channel ID C0YXCQ33AB, the one with name general." """
    parts = [labelled(label(k), shown_value(v)) for k, v in values]
    parts += [f"the one with {labelled(label(k), shown_value(v))}" for k, v in picks]
    if not parts:
        return instruction
    body = instruction.rstrip()
    if body and body[-1] not in ".!?":
        body += "."
    said = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return f"{body} Use {said}." if values else f"{body} I mean {said}."


async def restated(client: Any, spec_name: str, instruction: str, calls: Sequence[Any], values: Sequence[tuple[str, Any]],
                   problems_with: Callable[[str], list[str]], *, item: str, seed: int,
                   picks: Sequence[tuple[str, Any]] = (), needed: int = 0) -> str | None:
    """The request rewritten to state `values` ((parameter, value) pairs) and `picks` ((field, value) a listed item is
    singled out by): by the model (a request of its own, stage `restate`), else by `spelled_out` when `may_spell_out`
    (`needed`: how many values and picks the request must state in all); the first that passes
    `problems_with(new instruction)`, None when neither does. A spelled-out request counts as one `restate` failure
    (the model's rewrite did not do) and is logged as a repair of the stage `spelled`."""
    if not values and not picks:
        return None
    system = prompt(spec_name, instruction, calls, [*values, *picks])
    out = await client.structured([{"role": "system", "content": system}, {"role": "user", "content": "Rewrite the request."}],
                                  RestateReply, stage="restate", item=item, tag=item, seed=seed, fresh_retry=True,
                                  max_tries=TRIES, max_tokens=CAP, validate=lambda r: problems_with(r.user_instruction))
    if out.ok:
        return out.value.user_instruction
    if values and not may_spell_out(len(values) + len(picks), needed):
        return None  # (picks alone left out: the request says what to do, only not which listed item; the engine says it)
    said = spelled_out(instruction, values, picks)
    if problems_with(said):
        return None
    stats = getattr(client, "stats", None)
    if stats is not None:
        stats.add("spelled", repairs=1)
    return said
