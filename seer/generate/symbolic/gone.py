"""What a request removed is gone for its later calls: git_remote(mode=remove, name=origin), then git_fetch(remote=origin)
fetches from a remote that no longer exists. A later call that names the removed thing by the same word (remote,
branch) takes another of its kind; a call that makes it again (add, create) may reuse the name."""

from __future__ import annotations

from typing import Any

from seer.generate.symbolic.lexicon import singular, words

_REMOVES = frozenset("remove delete drop rm destroy prune".split())
_MAKES = frozenset("add create new make init clone".split())


def _pool(noun: str) -> tuple[str, ...]:
    from seer.kinds.code import BRANCHES
    from seer.kinds.words import named_pool

    return named_pool(noun) or (BRANCHES if noun == "branch" else ())


def removed(p: Any, args: dict[str, Any]) -> dict[str, set[str]]:
    """{noun: names} a call removes: git_remote(mode=remove, name=origin) -> {remote: {origin}}."""
    modes = {v.lower() for k, v in args.items() if isinstance(v, str) and words(k)[-1:] in (["mode"], ["action"], ["operation"])}
    if p.read or not (modes & _REMOVES or p.verb in _REMOVES):
        return {}
    nouns = [singular(n) for n in p.nouns if _pool(singular(n))]
    out: dict[str, set[str]] = {}
    for k, v in args.items():
        ws = [singular(w) for w in words(k)]
        for noun in nouns:
            if isinstance(v, str) and (noun in ws or ws == ["name"] or ws[-1:] == ["name"] and noun in ws):
                out.setdefault(noun, set()).add(v)
    return out


def not_gone(p: Any, args: dict[str, Any], gone: dict[str, set[str]]) -> None:
    """In place: a value of a noun a call before removed becomes another of its kind (none left: kept)."""
    modes = {v.lower() for k, v in args.items() if isinstance(v, str) and words(k)[-1:] in (["mode"], ["action"])}
    if not gone or modes & _MAKES or p.verb in _MAKES:
        return
    for k, v in list(args.items()):
        noun = next((n for n in gone if singular(words(k)[-1]) == n if words(k)), None)
        if noun is not None and v in gone[noun]:
            other = next((x for x in _pool(noun) if x not in gone[noun]), None)
            if other is not None:
                args[k] = other
