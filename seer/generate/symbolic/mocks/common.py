"""Words and kinds every mock module reads: which verbs create, which arguments echo, an argument's kind."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from seer import kinds
from seer.generate.symbolic.args import param_kind
from seer.generate.symbolic.cards import FREE_TEXT, OutputField, Param, Profile
from seer.generate.symbolic.lexicon import NOUN_VERBS, is_verb, words
from seer.harness.checks import leaves

LISTING_NOUNS = frozenset("history replies messages logs events entries".split())
LISTING_VERBS = frozenset("list search find query scan browse discover ls grep tree history log".split())


@dataclass
class Need:
    consumer: int  # index of the call that will use the value
    param: Param
    field: OutputField | None


class MockError(ValueError):
    """No mock valid against the outputSchema after the allowed tries."""


CREATE_VERBS = frozenset("create add new make insert post open init clone upload submit place".split())  # place_image puts a new placed item


VERB_STATE = {"delete": "deleted", "merge": "merged", "close": "closed", "reopen": "open", "archive": "archived", "resolve": "resolved",
              "approve": "approved", "cancel": "cancelled", "suspend": "suspended", "publish": "published"}
_TITLE_FIELDS = ("title", "summary", "subject")


FILE_KINDS = frozenset({"file_path", "repo_file"})


ECHO_KINDS = frozenset({"url", "address", "repo", "owner", "k8s_namespace", "issue_key", "project_key", "table_name", "email",
                        "timezone", "place_id", "kv_key"})


PROSE = frozenset({"message", "body", "text", "title", "search_query"})


ECHO_HANDLES = frozenset("number id key name sha path url".split())


NOT_PLURAL = frozenset({"details", "status", "contents", "settings", "stats", "analytics", "metrics", "progress", "access"})


_LINK_QUALIFIERS = frozenset("from to source target src dst destination parent child related other base head".split())


def _free_text(name: str) -> bool:
    """A parameter holding prose (message, body, note), not echoed back in a receipt."""
    ws = words(name)
    return bool(ws) and ws[-1] in FREE_TEXT


def _field_name(p: Profile, param: Param) -> str:
    ws = param.words
    if len(ws) > 1 and ws[0] in p.nouns:
        return "_".join(ws[1:])
    return param.name


def _kind_of(key: str) -> str:
    return kinds.infer(key, {"type": "string"})


def arg_kind(p: Profile, name: str) -> str:
    """The kind of one of the call's (flat) arguments, read from its own schema and description."""
    param = next((x for x in p.params if x.name == name), None)
    if param is not None:
        return param_kind(p, param)
    return kinds.infer(name, {"type": "string"}, tool_name=p.ctx[0], tool_description=p.ctx[1])


def _jtype(v: Any) -> str:
    return "string" if isinstance(v, str) else "integer"


def _holds(record: dict[str, Any], value: Any) -> bool:
    """The record already carries this handle as one of its own fields (its key, its id)."""
    return isinstance(value, (str, int)) and not isinstance(value, bool) and any(
        v == value and type(v) is type(value) and words(k)[-1:] in (["id"], ["key"], ["uuid"], ["sha"], ["number"], ["name"], ["path"])
        for k, v in record.items())


def strays_a_path(value: Any, args: dict[str, Any]) -> bool:
    """A path handed on by a call that touched no path (ae_create_folder(name=Audio) answering a disk folder for a later
    import): no receipt carries one."""
    if not (isinstance(value, str) and value.startswith(("/", "~/"))):
        return False
    given = [v.rstrip("/") for v in leaves(args) if isinstance(v, str) and v.startswith(("/", "~/"))]
    # adobe_open_file(file_path=/x/logo.ai) answering paths: /y/interview-edit.png for a later import: a path neither
    # given nor inside a folder given is no part of the receipt
    return not any(value == g or value.startswith(g + "/") for g in given)



_AGENTS = frozenset("planner generator analyzer healer manager handler runner builder tracker monitor editor explorer scanner "
                    "recorder reporter inspector".split())


def action_of(p: Profile) -> str:
    """The verb a receipt reports: generator_setup_page sets up ("setup"), not "generator"; dev_reload "Reload the
    backend code" reloads, not "dev" (seed 1306), and ae_text_animate animates, not "text"."""
    named = _named_action(p)
    if not is_verb(named):
        from seer.generate.symbolic.phrasing import action

        said = action(p).verb.split(" ")[0]  # the verb the description says, where the name holds it
        if said != named and said in words(p.name):
            return said
    return named


def _named_action(p: Profile) -> str:
    ws = words(p.name)
    if p.verb in _AGENTS and p.verb in ws and ws.index(p.verb) + 1 < len(ws):
        return ws[ws.index(p.verb) + 1]
    if p.verb in _APP_PREFIXES and p.verb in ws:  # adobe_ps_batch batches ("batch"), not "ps"
        return next((w for w in ws[ws.index(p.verb) + 1:] if w not in _APP_PREFIXES), p.verb)
    if p.verb not in ws:  # adobe_ae_render "Add composition to the render queue...": the receipt says render, not add
        named = next((w for w in ws if w not in _APP_PREFIXES and (w in _NAMED_ACTS or is_verb(w) and w not in NOUN_VERBS)), None)
        if named is not None:
            return named
    return p.verb


_NAMED_ACTS = frozenset("render encode transcode rasterize vectorize package trim crop".split())  # a tool's name's verb
_APP_PREFIXES = frozenset("adobe ps ae ai pr an id me".split())  # an application's short name before a tool's verb


def step_results(args: dict[str, Any]) -> dict[str, Any]:
    """batch_execute(steps=[...]) answers each step's outcome in order, not only its stopOnFirstError flag."""
    steps = next((v for k, v in args.items() if isinstance(v, list) and v and all(isinstance(x, dict) for x in v)
                  and words(k)[-1:] in (["steps"], ["actions"], ["operations"], ["commands"], ["requests"])), None)
    if steps is None:
        return {}
    return {"results": [{"step": i + 1, **{f: x[f] for f in ("tool", "action", "type", "name", "command") if isinstance(x.get(f), str)},
                         "ok": True} for i, x in enumerate(steps)]}


def held_under(record: dict[str, Any], shown: str) -> Any:
    """What a result shows under `shown`: the record, or its one field when that is all it is (press_key(key=Enter) pressed
    the key Enter, not {"key": {"key": "Enter"}})."""
    from seer.generate.symbolic.clone import clone

    return clone(record[shown]) if list(record) == [shown] else clone(record)
