"""Values across calls, for the semantic judge: a pick from an earlier list is the element the
text singles out; a carried id comes from the earlier call that produces that kind of thing; a
mock output agrees with the call it answers."""

from __future__ import annotations

import re

from typing import Any

from seer.harness.checks import record_lists
from seer.judge.semantic_args import occurrences, scalar_paths, stated
from seer.judge.structural_text import norm_key, stem, words


def _key_of(path: tuple) -> str | None:
    return next((p for p in reversed(path) if isinstance(p, str)), None)


def path_names(arg: str, path: tuple) -> bool:
    """The keys down to an output value name the argument: its own key does (issue_id and id), or
    the keys together say every word of it (branches[].name for branch, files[].path for file_path)."""
    keys = [p for p in path if isinstance(p, str)]
    if keys and key_matches(arg, keys[-1]):
        return True
    said = {stem(w) for k in keys for w in words(k)} | {stem(w)[:-1] for k in keys for w in words(k) if w.endswith("es")}
    mine = {stem(w) for w in words(arg)}
    # the last key says nothing the argument does not (spec.configFile is a config file, not specFile)
    last = {stem(w) for w in words(keys[-1])} - _HANDLE_WORDS if keys else set()
    return bool(mine) and mine <= said and last <= mine


def key_matches(arg: str, key: str | None) -> bool:
    """An output key that names the argument (issue_id and id, path and filePath, key and key)."""
    if not key:
        return False
    a, k = norm_key(arg), norm_key(key)
    return bool(a and k) and (a == k or (len(k) >= 2 and a.endswith(k)) or (len(a) >= 2 and k.endswith(a)))


def singling_values(output: Any) -> set[str]:
    """Stated values that exactly one element of a list in the output holds: what can single out
    a result ("the remote listed with fetch URL x")."""
    out = set()
    for elems in record_lists(output):
        counts: dict[str, int] = {}
        for e in elems:
            for s in {t for _, x in scalar_paths(e) if (t := stated(x))}:
                counts[s] = counts.get(s, 0) + 1
        out |= {s for s, n in counts.items() if n == 1}
    return out


def _cited(v: Any, text: str) -> bool:
    s = stated(v)
    if s is not None and s.isdigit() and not isinstance(v, bool):  # "take the layer listed with item count 14": a pick by number
        return bool(re.search(rf"\blisted with [a-z ]{{0,40}}?\b{re.escape(s)}\b", text))
    return s is not None and len(s) >= 3 and bool(occurrences(s, text))


def wrong_pick(value: Any, earlier_outputs: list[Any], told: str, arg: str = "") -> str | None:
    """The value is one element's field of an earlier list while the user's text names another
    element of that list (by a value only that element has) and not this one. A number is a pick
    only through a field that names its argument (`index` for artboard_index): a 4 meets a 4 by chance."""
    s = stated(value)
    if s is None and isinstance(value, str) and value.strip():
        s = value.strip().lower()  # a short value ('/', a path of one character) is picked all the same
    if s is None or occurrences(s, told):
        return None  # the user named this very value
    number = isinstance(value, (int, float))
    for out in earlier_outputs:
        for elems in record_lists(out):
            mine = [e for e in elems if any(x == value and (not number or key_matches(arg, _key_of(p)))
                                            for p, x in scalar_paths(e))]
            if not mine:
                continue
            counts: dict[str, int] = {}
            for e in elems:
                for x in {str(x).lower() for _, x in scalar_paths(e)}:
                    counts[x] = counts.get(x, 0) + 1
            def singled(e: dict) -> bool:
                return any(counts.get(str(x).lower()) == 1 and _cited(x, told) for _, x in scalar_paths(e))
            if any(singled(e) for e in mine):
                continue
            named = [e for e in elems if e not in mine and singled(e)]
            if named:
                return f"{value!r} is not the element the text singles out"
    return None


def passes_over_pick(arg: str, value: Any, earlier_outputs: list[Any], said: str, told: str) -> str | None:
    """The turn's text (`said`) singles out one element of an earlier list ("the one named
    billing-object"), that element has a field of the argument's name, and the call, the first
    after the pick, carries another value that no one told: the pick was passed over."""
    s = stated(value)
    if s is None or isinstance(value, (int, float)) or occurrences(s, told):
        return None
    for out in earlier_outputs:
        for elems in record_lists(out):
            if any(x == value for e in elems for _, x in scalar_paths(e)):
                continue  # a pick from this very list: wrong_pick's affair
            counts: dict[str, int] = {}
            for e in elems:
                for x in {str(x).lower() for _, x in scalar_paths(e)}:
                    counts[x] = counts.get(x, 0) + 1
            named = [e for e in elems if any(counts.get(str(x).lower()) == 1 and _cited(x, said) for _, x in scalar_paths(e))]
            if len(named) != 1:
                continue
            own = [x for p, x in scalar_paths(named[0]) if key_matches(arg, _key_of(p)) and type(x) is type(value)]
            # a commit hash handed on as `commit` from a field `hash`: the element's id of the same
            # shape as the value (a hex id, a uuid) is the one the pick meant
            own = own or [x for _, x in scalar_paths(named[0]) if _hex_id(x) and _hex_id(value) and len(x) == len(value)]
            if own and value not in own:
                return f"the text singles out the element with {own[0]!r}; the call carries {value!r}"
    return None


_HEX_ID = re.compile(r"^(?=[^g-z]*\d)[0-9a-f]{7,40}$|^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")


def _hex_id(v: Any) -> bool:
    return isinstance(v, str) and bool(_HEX_ID.match(v))


_HANDLE_WORDS = frozenset(stem(w) for w in "id ids uuid uuids name names key ref path value hash sha".split())


def thing_of(arg: str, consumer: str) -> set[str]:
    """What an argument points at: its own words less handle words (cart_id -> cart), or, for a
    bare handle (`name`, `uuid`), the consuming tool's nouns (manage_swatches' name -> swatch)."""
    from seer.judge.semantic_intent import _ACTION_OF

    mine = {stem(w) for w in words(arg)} - _HANDLE_WORDS
    if mine:
        return mine
    return {stem(w) for w in words(consumer) if w not in _ACTION_OF and w not in ("manage", "apply", "do")} - _HANDLE_WORDS


def wrong_source(arg: str, value: Any, earlier: list[tuple[str, str, Any]], told: str, consumer: str = "") -> str | None:
    """`earlier`: (tool name, description, output) of the earlier calls. A carried value (the user
    never gave it) that comes from an output field that does not name the argument while another
    earlier call's output has a field that does; or that comes from calls whose tools do not speak
    of the argument's thing, while another earlier call that does returns the same field."""
    s = stated(value)
    if s is None or occurrences(s, told) or isinstance(value, (int, float)):
        return None
    src = [k for k, (_, _, out) in enumerate(earlier) if any(x == value for _, x in scalar_paths(out))]
    if not src:
        return None
    def keyed(k: int) -> list[Any]:
        return [x for p, x in scalar_paths(earlier[k][2]) if path_names(arg, p) and isinstance(x, type(value))]
    src_keyed = any(any(path_names(arg, p) for p, x in scalar_paths(earlier[k][2]) if x == value) for k in src)
    if thing_of(arg, "") and any(norm_key(_key_of(p) or "") == norm_key(arg)
                                 for k in src for p, x in scalar_paths(earlier[k][2]) if x == value):
        return None  # an output field of the argument's own name (testPath for testPath) is its source
    # another call's field of the argument's name, or a field of that name beside the one the value
    # came from (a commit hash carried as remoteBranch where the same output names the branch)
    others = [k for k in range(len(earlier)) if (k not in src and keyed(k)) or (k in src and any(x != value for x in keyed(k)))]
    if others and not src_keyed:
        return f"{arg}={value!r} comes from an output field that is not a {arg}, while {earlier[others[0]][0]} returns one"
    thing = thing_of(arg, consumer)
    fit = lambda k: len(thing & {stem(w) for w in words(earlier[k][0])})  # noqa: E731
    # a source is fine when its tool is about the thing by its name or by what its description
    # says first; another tool is a better source only by its name (a description's aside is no claim)
    if not thing or any(thing & _speaks_of(earlier[k][0], earlier[k][1]) for k in src):
        return None
    fields = {_key_of(p) for k in src for p, x in scalar_paths(earlier[k][2]) if x == value}
    better = [k for k in range(len(earlier)) if k not in src and fit(k)
              and any(_key_of(p) in fields and isinstance(x, type(value)) for p, x in scalar_paths(earlier[k][2]))]
    if better:
        return f"{arg}={value!r} comes from {earlier[src[0]][0]}, while {earlier[better[0]][0]} returns the {'/'.join(sorted(thing))}"
    return None


def _speaks_of(tool: str, description: str) -> set[str]:
    """The words of what a tool is about: its name's and its description's first sentence's
    (get_selection: 'the currently selected objects' is about objects, though its name says no object)."""
    first = re.split(r"(?<=[.!?])\s", description or "", maxsplit=1)[0]
    # what it counts is not what it returns (list_notebooks '... how many notes each holds')
    first = _COUNTED.sub(" ", first)
    return {stem(w) for w in words(tool) + words(first)}


_COUNTED = re.compile(r"\b(?:how many|(?:the )?(?:number|count|total) of)\s+[\w-]+", re.I)


def echoes_argument(arg: str, path: tuple) -> bool:
    """An output field that is the argument itself, by name: the same key (`key`, `remote`), or the
    last two keys together (`layer.name` for layer_name). Looser matches (`id` for uuid) are not an echo."""
    keys = [p for p in path if isinstance(p, str)]
    a = norm_key(arg)
    if not keys:
        return False
    if norm_key(keys[-1]) == a or norm_key("".join(keys[-2:])) == a:
        return True
    # `layer.name` for target_layer, `workflow.name` for workflow: the thing named by its name
    parent = {stem(w) for w in words(keys[-2])} if len(keys) >= 2 else set()
    mine = {stem(w) for w in words(arg)}
    return norm_key(keys[-1]) == "name" and bool(parent) and parent <= mine and mine - parent <= _NAMING


_NAMING = frozenset(stem(w) for w in ("name", "target", "new"))


def _short(v: Any) -> bool:
    if stated(v) is None or isinstance(v, (dict, list)):
        return False
    return not isinstance(v, str) or (len(v) <= 80 and "\n" not in v)


def mock_disagrees(arguments: dict[str, Any], output: Any) -> list[str]:
    """Output fields outside any list (an echo of the request, not result rows) whose key names
    an argument but whose value is not what the call sent."""
    # top-level arguments only (a nested `type` is another thing's type), short values only (a
    # free text is rendered, summarised or truncated by a tool, not echoed)
    sent = [(name, v) for name, v in arguments.items() if _short(v)]
    out = []
    echoes = [(p, x) for p, x in scalar_paths(output) if not any(isinstance(q, int) for q in p) and _short(x)]
    for name, v in sent:
        sv = str(v).lower()
        mine = [(p, x) for p, x in echoes if type(x) is type(v) and echoes_argument(name, p)]
        # a field of the argument's very name (text.text for text) is the echo; text.name is a label
        exact = [(p, x) for p, x in mine if norm_key(str(p[-1])) == norm_key(name)]
        for p, x in exact or mine:
            sx = str(x).lower()
            if sx == sv or ("/" in sv and sx.startswith(sv.rstrip("/") + "/")):
                continue  # the same value in another case, a path under the folder asked for
            out.append(f"the output's {'.'.join(map(str, p))} is {x!r}, the call sent {name}={v!r}")
    return out


def carried_not_echoed(arguments: dict[str, Any], output: Any, earlier_outputs: list[Any], told: str) -> list[str]:
    """A carried value (the user never gave it, an earlier output did) where the call's own result
    names that argument, never with the value sent, and with a value another earlier call returned:
    the id was taken from the wrong call (navigate_to(url) of one page, its result the other page)."""
    seen = {y for o in earlier_outputs for _, y in scalar_paths(o) if isinstance(y, str)}
    out = []
    for name, v in arguments.items():
        if not isinstance(v, str) or not _short(v) or v not in seen:
            continue
        s = stated(v)
        if s is None or occurrences(s, told):
            continue  # the user gave it
        fields = [x for p, x in scalar_paths(output) if isinstance(x, str) and p and norm_key(str(p[-1])) == norm_key(name)]
        if not fields or v in fields:
            continue
        other = next((x for x in fields if x in seen), None)
        if other is not None:
            out.append(f"{name}={v!r} is carried, but the call's own result names {name} {other!r}, which an earlier call returned")
    return out


def picked_but_unused(told_turn: str, earlier_outputs: list[Any], used: set[str], absent: list[str]) -> list[str]:
    """A value of an earlier list's element that this turn's text names ("go with X", "the first
    one, X") while no call of the turn uses it nor another field of that element (its id for the
    name the user said), and the call leaves out a parameter that names that value's field: what
    the user picked was dropped. A value of a lone object ("Good, X is there") is acknowledged, not
    picked. `absent`: the call's absent parameters."""
    out = []
    for output in earlier_outputs:
        for path, v in scalar_paths(output):
            s = stated(v)
            if s is None or len(s) < 3 or s.isdigit() or s in used or not occurrences(s, told_turn):
                continue
            if _acknowledged(s, told_turn):
                continue  # "Great, I can see pricing-frame." says it came back, not that it is the one
            if _rejected(s, told_turn):
                continue  # "use Long blue instead of X" turns X down: X is the one not wanted
            cut = max((k for k, q in enumerate(path) if isinstance(q, int)), default=None)
            if cut is None:
                continue  # not an element of a list: nothing was picked
            element = _at(output, path[: cut + 1])
            if any((t := stated(x)) is not None and t in used for _, x in scalar_paths(element)):
                continue  # the pick is used through another field of the element
            hit = next((q for q in absent if path_names(q, path)), None)
            if hit:
                out.append(f"the text picks {v!r} (a {_key_of(path)}); the call leaves {hit} out")
                used = used | {s}
    return out


_ACK = re.compile(r"\b(?:i can see|i see|is there|are there|looks? (?:right|good|fine)|noted|got it)\b")
_PICK_WORDS = re.compile(r"\b(?:the one|go with|take|use|pick|want|choose|mean)\b")


def _acknowledged(value: str, text: str) -> bool:
    """Every sentence of the text that says the value only acknowledges it ("I can see X", "X is
    there"), none picks it ("go with X", "X is the one")."""
    said = [x for x in re.split(r"(?<=[.!?])\s+", text) if occurrences(value, x)]
    return bool(said) and all(_ACK.search(x) and not _PICK_WORDS.search(x) for x in said)


# "instead of X", "rather than X", "not X": the value said is the one turned down
_REJECTING = re.compile(r"(?:\binstead of|\brather than|\bnot)\s+(?:the\s+)?\"?$")


def _rejected(value: str, text: str) -> bool:
    """Every place the text says the value turns it down ("use Long blue instead of 'Dinner
    manager'"): the user names it as the wrong one, not as a pick."""
    said = occurrences(value, text)
    return bool(said) and all(_REJECTING.search(text[max(0, k - 20):k]) for k, _ in said)


def _at(root: Any, path: tuple) -> Any:
    for k in path:
        root = root[k]
    return root
