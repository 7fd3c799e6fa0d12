"""What a scenario is about, in words: its title, category, novelty reason and call rationales.

Rationales state a data flow only when it is real: "uses the key returned by list" is written
when the call's argument equals a value found in that earlier call's mock output.
"""

from __future__ import annotations

import re
from typing import Any

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.lexicon import singular, words
from seer.generate.symbolic.phrasing import action, thing
from seer.generate.symbolic.text import label, render
from seer.harness.checks import found, keyed_leaves, leaves

SHAPE_LABEL = {"single": "direct request", "chain": "chained lookup", "fan": "multi-source fan-in",
               "sequence": "multi-step workflow", "coverage": "direct request", "no_tool": "out-of-scope request",
               "missing_info": "clarification needed", "error": "error recovery"}


def _flowing(value: Any) -> bool:
    """A value specific enough that equality means it was carried, not a coincidence."""
    if isinstance(value, bool) or value is None:
        return False
    if isinstance(value, (int, float)):
        return abs(value) >= 10
    return isinstance(value, str) and len(value) >= 3


_HANDLES = frozenset("id ids number num iid index no key".split())


def _key_words(key: str) -> set[str]:
    """A key's words, singular, with every handle word read as one ("number" of an issue is its issue_id)."""
    ws = {singular(w) for w in words(key)}
    return ws | {"#handle"} if ws & _HANDLES else ws


def _param_words(name: str) -> set[str]:
    """A parameter's key words; a one-word one (layer=3, tab=2) names its thing by a handle, as an index or id does."""
    ws = _key_words(name)
    return ws | {"#handle"} if len(words(name)) == 1 else ws


_HOW = (["by"], ["using"], ["locator", "type"], ["strategy"], ["action"], ["mode"], ["op"], ["operation"], ["what"], ["state"])


def flows(profiles: list[Profile], calls: list[dict], mocks, told: list[str] | None = None) -> list[dict[str, int]]:
    """Per call: parameter -> the earliest earlier call whose mock output holds its value, unless
    the user had said it by then (`told[j]`: the user's words up to call j's turn, normalised;
    a value the user names after it came back, reacting to it, is still carried)."""
    seen: list[set] = []
    small: list[dict[int, set[str]]] = []  # a small number's keys: 10 as a comp's duration is no beats_per_bar of 10
    for m in mocks:
        seen.append({v for v in leaves(m.output) if _flowing(v) and not isinstance(v, float)} if not m.is_error else set())
        keyed: dict[int, set[str]] = {}
        for k, v in keyed_leaves(m.output) if not m.is_error else ():
            if isinstance(v, int) and not isinstance(v, bool) and abs(v) < 1000:
                keyed.setdefault(v, set()).update(_key_words(k or ""))
        small.append(keyed)
    out: list[dict[str, int]] = []
    for i, (p, args) in enumerate(zip(profiles, calls)):
        mine: dict[str, int] = {}
        for param in p.params:
            if (getattr(param, "core", None) or {}).get("enum") or getattr(param, "words", None) in _HOW:  # how a call acts (by=xpath, state=opened) is the user's
                continue  # choice, never a value a result handed on
            value = param.get(args)
            values = value if isinstance(value, list) else [value]
            for v in values:
                if not _flowing(v) or isinstance(v, (dict, list)):
                    continue
                src = next((j for j in range(i) if v in seen[j] and (v not in small[j] or small[j][v] & _param_words(param.name))), None)
                if src is not None and told is not None and found(v, told[src]):
                    continue  # the user said it by the time it came back: an output echoing it does not carry it
                if src is not None:
                    mine[param.name] = src
                    break
        out.append(mine)
    return out


def rationale(i: int, p: Profile, flow: list[dict[str, int]], profiles: list[Profile], extra: str = "",
              args: dict | None = None) -> str:
    """Why the call: what it does (a multi-action tool by the action it runs: console_logs(action=clear) clears
    the console logs, never "get browser console logs"), what it uses and what it hands on."""
    used = [f"uses the {label('$.' + k)} returned by {profiles[src].name}" for k, src in flow[i].items()]
    feeds = list(dict.fromkeys(f"returns the {label('$.' + k)} that {profiles[j].name} needs" for j, fl in enumerate(flow)
                               for k, src in fl.items() if src == i))  # a retried call needs it once, said once
    why = "; ".join(dict.fromkeys([*([extra] if extra else []), *used, *feeds[:2]])) or "as the user asked"
    return f"{p.name}: {_head(p, args)}".rstrip() + f"; {why}"


_KEYLIKE = re.compile(r"[a-z]{2,4}_[a-z0-9]{6,}|[A-Z][A-Z0-9]{7,}|[-+0-9.:/ ]+|[0-9a-f]{7,}")


_ANSWERS = frozenset("yes no y n true false on off none null ok".split())  # "Get a wrap-up protocol (Yes)" names nothing


def nameable(value: Any) -> bool:
    """A value a title may name: words a person reads (a name, a title, a key), not a number or an id."""
    return isinstance(value, str) and any(c.isalpha() for c in value) and not _KEYLIKE.fullmatch(value) \
        and len(render(value)) <= 32 and value.strip().lower() not in _ANSWERS \
        and not re.search(r"[;{}]|\w\(", value)  # "Batch process files (app.documents.length;)": code titles nothing


def _head(p: Profile, args: dict | None) -> str:
    """What the step does: a multi-action tool by its action ("rasterize a Photoshop smart object"), never
    "use the Photoshop smart object tools"."""
    from seer.generate.symbolic.actions import _GENERIC_VERBS, _operation, switches

    act = action(p)
    if isinstance(args, dict):
        wrapper = next(((w, v) for w, v in args.items() if isinstance(v, dict)), ("", {}))  # adobe's {"params": {...}}
        flat = {**{f"$.{k}": v for k, v in args.items()}, **{f"$.{wrapper[0]}.{k}": v for k, v in wrapper[1].items()}}
        declared = {x.json_path for x in p.params}  # xadd(fields={"action": "export"}): an entry's data
        op = next((v for k, v in flat.items() if k in declared and label(k) in ("action", "op", "operation", "mode")
                   and isinstance(v, str)), None)
        said = _operation(op, act) if op and (act.verb in _GENERIC_VERBS or switches(op, act)) else None
        if said:
            return said
        if act.verb == "rename" and not any(label(k).split()[-1:] in (["name"], ["title"]) or label(k).split()[:1] in (["new"], ["old"])
                                            for k in flat):  # rename(old_key, new_key) takes its new name
            return f"update {act.obj}".strip()  # ai_set_item(blend_mode, opacity): no "Rename an item", as the request says
    # turn a level into keyframes: what it makes; get the file listing with sizes: what tells it from its twin
    twin = p.mark.startswith("with ") and act.qualifier.endswith(p.mark)
    into = f" {act.qualifier}" if act.qualifier.startswith("into ") or twin else ""
    return f"{act.verb} {act.obj}{into}".strip()


def title(profiles: list[Profile], first_value: Any = None, calls: list[dict] | None = None) -> str:
    heads = [_head(p, (calls or [None] * len(profiles))[i]) for i, p in enumerate(profiles)]
    heads = list(dict.fromkeys(heads))
    if len(heads) > 2:  # first and last step say what the scenario is about; "and 1 more step" says nothing
        text = f"{heads[0]}, {heads[1]}{', ...' if len(heads) > 3 else ''} and {heads[-1]}"
    else:
        text = ", then ".join(heads)
    ops = {str(v) for a in (calls or []) if isinstance(a, dict)
           for v in [*a.values(), *next((x for x in a.values() if isinstance(x, dict)), {}).values()] if isinstance(v, str)}
    said = [h for h, p in zip(heads, profiles) if h != f"{action(p).verb} {action(p).obj}".strip()]
    if first_value is not None and nameable(first_value) and not (said and first_value in ops and re.fullmatch(r"[a-z_\-]+", str(first_value))):
        text += f" ({render(first_value)})"
    return text[:1].upper() + text[1:]


def category(anchor: Profile, shape: str) -> str:
    return f"{thing(anchor)}: {SHAPE_LABEL[shape]}"


def novelty(shape: str, kind: str, profiles: list[Profile], flow: list[dict[str, int]], calls: list[dict],
            detail: str = "") -> str:
    names = [p.name for p in profiles]
    if kind == "no_tool":
        return f"Close to what this server does, but no tool can {detail}; the agent should say so instead of calling a tool."
    if kind == "missing_info":
        return (f"The request never states the {detail} that {names[0]} needs; the agent has to ask for it "
                f"rather than guess or call with an invented value.")
    if kind == "error":
        return detail or f"{names[-1]} fails; the agent must report the failure instead of claiming success."
    carried = [(k, src, i) for i, fl in enumerate(flow) for k, src in fl.items()]
    srcs = sorted({names[src] for _, src, _ in carried})
    if shape == "fan" and len(srcs) > 1:
        return f"{' and '.join(srcs[:3])} must both return before {names[carried[-1][2]]} can use their results."
    if carried:
        k, src, i = carried[0]
        value = profiles[i].params and next((x.get(calls[i]) for x in profiles[i].params if x.name == k), None)
        shown = f" ({render(value)})" if value is not None and len(render(value)) <= 40 else ""
        return (f"The {label('$.' + k)}{shown} that {names[i]} needs only appears in what {names[src]} returns; "
                f"it must be carried over, not invented or asked for.")
    if len(names) > 1:
        reads = [n for n, p in zip(names, profiles) if p.read]
        writes = [n for n, p in zip(names, profiles) if not p.read]
        if reads and writes and max(names.index(n) for n in reads) < min(names.index(n) for n in writes):
            return f"A {len(names)}-step workflow: look first ({', '.join(reads[:2])}), then change ({', '.join(writes[:2])})."
        return f"A {len(names)}-step workflow over {', '.join(dict.fromkeys(thing(p) for p in profiles))}, each step from the user's words."
    said = list(dict.fromkeys(label(path) for path in detail.split("|") if path)) if detail else []
    if said:
        return f"A direct request for {names[0]}: the {', '.join(said[:3])} must be taken from the user's words."
    return f"A direct request for {names[0]} with nothing to look up first: the agent should call it straight away."
