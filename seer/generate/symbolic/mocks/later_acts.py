"""A record a later call of the request closes, merges, resolves or deletes is shown before it in a state that call can
act on. s26 brief: get_issue_details answered state "closed" for the issue the next call closes; list_milestones showed
milestone 836 "closed", then close_milestone(836). The value handed to that later call (world.assigned) names the record;
its state reads open (as the other records of the listing say open: "opened", "active"), and closed before a reopen."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.lexicon import words
from seer.generate.symbolic.mocks.common import VERB_STATE
from seer.harness.checks import objects

_DONE = frozenset(VERB_STATE.values()) - {"open", "approved", "published"} | {"closed", "merged", "done", "completed"}
_STATE_FIELDS = ("state", "status")
_HANDLES = ("number", "iid", "id", "key", "name", "uuid", "sha", "title")
_FILES = frozenset("create add new make open update".split())  # writes that file a record under a plan
_PLANS = frozenset("milestone sprint iteration cycle".split())


def _later_acts(world: Any) -> dict[str, str]:
    """Handle (as text) -> the verb of a later call of the plan that acts on it."""
    acts: dict[str, str] = {}
    for (consumer, param), value in list(world.assigned.items()):
        if not isinstance(consumer, int) or consumer <= world.at or consumer >= len(world.plan):
            continue
        q = world.plan[consumer]
        verb = getattr(q, "verb", None)
        if not getattr(q, "read", True) and verb in _FILES and set(words(param)) & _PLANS:  # a merge request made for
            verb = "file"  # milestone "Public beta" files it under one still open, never a closed one (seed 1395)
        elif getattr(q, "read", True) or verb not in VERB_STATE or verb in ("approve", "publish"):
            continue
        if isinstance(value, (str, int)) and not isinstance(value, bool):
            acts.setdefault(str(value), verb)
    return acts


def before_later_acts(world: Any, out: Any) -> None:
    """Set, in place, the state of each record of `out` a later call acts on to one that call can change."""
    acts = _later_acts(world)
    if not acts:
        return
    records = [r for r in objects(out) if any(isinstance(r.get(f), str) for f in _STATE_FIELDS)]
    for rec in records:
        verb = next((acts[str(rec[h])] for h in _HANDLES if h in rec and str(rec[h]) in acts), None)
        if verb is None:
            continue
        field = next(f for f in _STATE_FIELDS if isinstance(rec.get(f), str))
        state = rec[field]
        if verb == "reopen":
            if state.lower() not in _DONE:
                rec[field] = _cased("closed", state)
        elif state.lower() in _DONE:
            peers = [r[field] for r in records if r is not rec and isinstance(r.get(field), str) and r[field].lower() not in _DONE]
            rec[field] = peers[0] if peers else _cased("open", state)
        if rec[field] != state:  # list_all_issues showed #14 closed, list_issues then #14 open: one issue, one state in
            _same_state(world, rec, field, state)  # every result of the request and in the world's own copy


def _same_state(world: Any, rec: dict[str, Any], field: str, old: str) -> None:
    """The records of earlier results and of the world that are `rec` (same handle, same title) read its new state."""
    handle = next(h for h in _HANDLES if h in rec)
    pool = [r for o in getattr(world, "earlier", ()) for r in objects(o)]
    pool += [r for rs in getattr(world, "records", {}).values() for r in rs if isinstance(r, dict)]
    for other in pool:
        if other is not rec and other.get(field) == old and str(other.get(handle)) == str(rec[handle]) \
                and all(other.get(k) == rec[k] for k in ("title", "name") if k in rec and k in other):
            other[field] = rec[field]


def _cased(word: str, like: str) -> str:
    return word.upper() if like.isupper() else word.capitalize() if like[:1].isupper() else word


def states_agree_with_later_writes(profiles: list[Any], calls: list[dict], mocks: list[Any]) -> None:
    """A record an earlier result showed in one state reads, there too, the state a later write that sets no state
    answers (seed 1248: get_merge_request_details answered !705 closed, update_merge_request(draft) then answered it
    opened: one merge request, one state, as it was all along)."""
    for j in range(1, len(mocks)):
        m, q = mocks[j], profiles[j]
        if m is None or m.is_error or m.grounding == "high" or getattr(q, "read", True) or getattr(q, "verb", None) in VERB_STATE:
            continue  # a close, merge or reopen changes the state: the read before it keeps the old one
        if any(k.lower() in ("state", "status", "state_event") for k in _keys(calls[j])):
            continue
        for rec in objects(m.output):
            field = next((f for f in _STATE_FIELDS if isinstance(rec.get(f), str)), None)
            handle = next((h for h in _HANDLES if isinstance(rec.get(h), (str, int)) and not isinstance(rec.get(h), bool)), None)
            named = next((k for k in ("title", "name") if isinstance(rec.get(k), str)), None)
            if field is None or handle is None or named is None:
                continue
            for earlier in mocks[:j]:
                if earlier is None or earlier.is_error or earlier.grounding == "high":
                    continue
                for other in objects(earlier.output):
                    if isinstance(other.get(field), str) and other[field] != rec[field] and other.get(named) == rec[named] \
                            and str(other.get(handle)) == str(rec[handle]):
                        other[field] = rec[field]


def _keys(value: Any) -> list[str]:
    """Every key of a call's arguments, nested ones and those of a JSON object given as text (kwargs='{"state": ...}')."""
    import json

    if isinstance(value, str) and value.strip().startswith("{"):
        try:
            value = json.loads(value)
        except ValueError:
            return []
    if isinstance(value, dict):
        return [k for k, v in value.items() for k in (k, *_keys(v))]
    if isinstance(value, list):
        return [k for v in value for k in _keys(v)]
    return []


def open_before_a_later_close(profiles: list[Any], calls: list[dict], mocks: list[Any]) -> None:
    """In place: list_my_merge_requests showed !98 merged, and close_merge_request(mr_id=98) a turn later closed it, the
    id given by the user (seed 5): a record a later call closes, merges or deletes by a handle the user gave reads, in
    the results before that call, in a state the call can change (as before_later_acts does for handed-on values)."""
    for j in range(1, len(mocks)):
        q = profiles[j]
        verb = getattr(q, "verb", None)
        if getattr(q, "read", True) or verb not in VERB_STATE or verb in ("approve", "publish", "reopen"):
            continue
        handles = {str(v) for k, v in calls[j].items() if isinstance(v, (str, int)) and not isinstance(v, bool)
                   and words(k)[-1:] in (["id"], ["iid"], ["number"], ["key"])}
        for earlier in mocks[:j]:
            if earlier is None or earlier.is_error or earlier.grounding == "high":
                continue
            records = [r for r in objects(earlier.output) if any(isinstance(r.get(f), str) for f in _STATE_FIELDS)]
            for rec in records:
                if not any(str(rec.get(h)) in handles for h in ("number", "iid", "id", "key") if h in rec):
                    continue
                field = next(f for f in _STATE_FIELDS if isinstance(rec.get(f), str))
                if rec[field].lower() in _DONE:
                    peers = [r[field] for r in records if r is not rec and isinstance(r.get(field), str) and r[field].lower() not in _DONE]
                    rec[field] = peers[0] if peers else _cased("open", rec[field])
