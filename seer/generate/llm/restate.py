"""One narrow request for a draft lost only to values its request does not state.

The 1.5B model drafted `slack_get_user_profile(user_id="user1234")` beside "the last 20 messages of
channel C123456789" and, told three times that user1234 must appear in the request, rewrote the
whole draft each time and left it out again. Asked only to rewrite the request so that it states
given values word for word, a small model has one thing to do. The calls are not touched: the
rewritten request must pass every draft check, else the item is discarded with its first reason.
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable, Sequence

from pydantic import BaseModel, ConfigDict, Field

from seer.generate.llm import grounding
from seer.generate.llm.prompts import render
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
    text = checks.norm_text(instruction)
    first = spec.tool(calls[0].tool)
    pairs = [(re.split(r"[.\[]", p[2:], maxsplit=1)[0], v) for p, v in checks.nontrivial_values(calls[0].arguments, first.input_schema)
             if not checks.found(v, text)]
    pairs += [(param, v) for i, param, _p, v in grounding._unstated(spec, calls, text)
              if grounding.producer_of(spec, calls, i, param) is None]
    if any(grounding.is_placeholder(v) for _, v in pairs):
        return []
    return list({json.dumps(v, sort_keys=True): (k, v) for k, v in pairs}.values())


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


async def restated(client: Any, spec_name: str, instruction: str, calls: Sequence[Any], values: Sequence[tuple[str, Any]],
                   problems_with: Callable[[str], list[str]], *, item: str, seed: int) -> str | None:
    """The request rewritten to state `values` ((parameter, value) pairs; a request of its own, stage `restate`), when the
    rewrite passes `problems_with(new instruction)`; None otherwise."""
    if not values:
        return None
    system = prompt(spec_name, instruction, calls, values)
    out = await client.structured([{"role": "system", "content": system}, {"role": "user", "content": "Rewrite the request."}],
                                  RestateReply, stage="restate", item=item, tag=item, seed=seed, fresh_retry=True,
                                  max_tries=TRIES, max_tokens=CAP, validate=lambda r: problems_with(r.user_instruction))
    return out.value.user_instruction if out.ok else None
