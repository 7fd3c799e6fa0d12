"""What the request asks to change against what the calls change: the writes of a draft.

A draft can pass every schema and grounding check and still do something else than asked. The real
paper records of the seventh session (Qwen2.5-Coder-1.5B, Redis and Slack) held:
- "Retrieve the age of the user stored in Redis using the key ..." answered by `set`, then `get`:
  a write nobody asked for (an oracle that teaches agents to write unasked is worse than none);
- "I need to add a positive reaction to a message thread" answered by a thread read and
  `slack_post_message`: the reaction never made, a message posted instead;
- "Post a message ... and then include a reaction emoji" answered by the reaction first.

Only writes are checked (reads are ordered by the data they need, and a request names them in
many ways): a tool is a write when its annotations say it is not read-only, else when its name has
no read or listing word. Its action is its name's verb with a small family of English verbs that
ask for it ("delete": remove, clear, drop, ...), said as a request does: the plain form, -s, -ing,
or a passive after "be" ("should be sent"); "the user stored in Redis" describes, it does not ask.
A tool with a noun of its own in the spec ("reaction" in slack_add_reaction) is asked for when the
request has its verb family and its noun.
"""

from __future__ import annotations

import functools
import re
from typing import Any, Sequence

from seer.spec.model import Spec, Tool

# English verbs that ask for a tool name's verb (the name's verb always asks for itself)
FAMILIES: dict[str, tuple[str, ...]] = {
    "set": ("set", "store", "save", "write", "put", "cache", "update", "change", "assign", "record", "overwrite", "replace",
            "create", "add", "persist", "keep", "enable", "disable", "toggle", "turn", "switch", "apply", "configure",
            "rename", "move", "paint", "fill", "colour", "color", "lock", "unlock", "hide", "mark", "make", "give"),
    "put": ("put", "set", "store", "save", "write", "cache", "add", "update", "overwrite", "record", "keep", "make", "create",
            "give"),
    "delete": ("delete", "remove", "clear", "drop", "purge", "erase", "clean", "expire", "flush", "unset", "discard",
               "wipe", "evict", "trash", "rid"),
    "post": ("post", "send", "share", "announce", "notify", "tell", "say", "write", "broadcast", "publish", "let"),
    "reply": ("reply", "respond", "answer", "post", "send", "write", "say", "tell", "comment"),
    "add": ("add", "put", "attach", "include", "insert", "append", "create", "give", "leave", "react", "mark", "tag",
            "stage", "draw", "place", "make", "new"),
    "create": ("create", "make", "add", "open", "start", "build", "generate", "init", "initialize", "register", "set"),
    "update": ("update", "change", "edit", "modify", "set", "rename", "replace", "fix", "correct", "adjust", "patch"),
    "send": ("send", "post", "share", "notify", "tell", "email", "forward", "deliver"),
    "remove": ("remove", "delete", "clear", "drop", "purge", "erase", "unset", "discard", "wipe", "rid"),
    "move": ("move", "transfer", "relocate", "rename", "put"),
    "write": ("write", "save", "store", "put", "create", "overwrite", "record", "make"),  # "make a new file (...)"
}
_PARTICIPLES = {"set": "set", "put": "put", "send": "sent", "write": "written", "make": "made", "keep": "kept",
                "say": "said", "tell": "told", "give": "given", "leave": "left", "build": "built", "rid": "rid"}
_READ = re.compile(r"^(get|read|fetch|show|describe|retrieve|lookup|view|info|profile|list|search|find|query|scan|history|"
                   r"browse|keys|ls|count|check|exists|inspect|stat|status|watch|explain|peek|preview|download)$", re.I)
_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_STOP = {"to", "the", "a", "an", "of", "in", "on", "for", "by", "from", "with", "and", "or", "at", "as"}
# a request that says its own order in words ("react after you post") may name the steps in any order
_ORDER_WORDS = re.compile(r"\b(after|before|once|first|when|until|prior)\b", re.I)


def _name_words(tool: Tool, spec: Spec) -> list[str]:
    """The tool name's words, less the server's prefix (`slack_`) and small words."""
    return _spec_words(spec).get(tool.name, [])


_SPEC_WORDS: dict[str, dict[str, list[str]]] = {}  # spec sha256 -> tool name -> its name's words (every draft asks again)


def _spec_words(spec: Spec) -> dict[str, list[str]]:
    if spec.sha256 not in _SPEC_WORDS:
        firsts = {(_WORDS.findall(t.name) or [""])[0].lower() for t in spec.tools}
        prefix = firsts.pop() if len(firsts) == 1 and len(spec.tools) > 1 else None
        table = {}
        for t in spec.tools:
            words = [w.lower() for w in _WORDS.findall(t.name)]
            if prefix and words[:1] == [prefix] and len(words) > 1:
                words = words[1:]
            table[t.name] = [w for w in words if w not in _STOP]
        _SPEC_WORDS[spec.sha256] = table
    return _SPEC_WORDS[spec.sha256]


def is_write(tool: Tool, spec: Spec) -> bool:
    hints = tool.annotations or {}
    if isinstance(hints.get("readOnlyHint"), bool):
        return not hints["readOnlyHint"]
    words = _name_words(tool, spec)
    return bool(words) and not any(_READ.match(w) for w in words)


@functools.lru_cache(maxsize=None)
def _forms(verb: str) -> str:
    """A regex for a verb said as a request: plain, -s, -ing, or 'be <participle>'."""
    stem = verb[:-1] if verb.endswith("e") and len(verb) > 3 else verb
    part = _PARTICIPLES.get(verb, (stem + "ed") if not verb.endswith("e") else verb + "d")
    ing = stem + ("ting" if verb in ("set", "put", "let") else "ing")
    plain = rf"{verb}(?:s|es)?|{ing}"  # "Let's see recent messages" is no "let the team know": no verb before 's
    return rf"(?:\b(?:{plain})\b(?!['’]s\b)|\bbe\s+(?:\w+ly\s+)?{part}\b)"


def _verb_of(tool: Tool, spec: Spec) -> str | None:
    """The first word of the tool's name that is a verb of FAMILIES (`add` of slack_add_reaction), or None: only those
    are checked ("tab_new", "pull updates" for git_fetch: no list of English words holds every way to ask for them)."""
    return next((w for w in _name_words(tool, spec) if w in FAMILIES), None)


def _nouns(tool: Tool, spec: Spec) -> list[str]:
    """The name's words after its verb that no other tool's name has: what only this tool acts on."""
    words, verb = _name_words(tool, spec), _verb_of(tool, spec)
    words = words[words.index(verb) + 1:] if verb in words else []
    others = {w for name, ws in _spec_words(spec).items() if name != tool.name for w in ws}
    return [w for w in words if w not in others and _stem(w) not in {_stem(o) for o in others}]


def _root(noun: str) -> str:
    """A long noun's root, which its verb shares ("reaction" -> "react"); a short one whole."""
    stem = _stem(noun)
    return stem[:-3] if len(stem) > 6 and stem.endswith(("ion", "ing", "ent")) else stem


def _stem(word: str) -> str:
    return re.sub(r"(ies|es|s)$", "", word.lower())


def _verb_at(tool: Tool, spec: Spec, text: str) -> list[int]:
    """Where the request says the tool's verb, or a verb of its family, as a request does."""
    verb = _verb_of(tool, spec)
    family = (verb, *FAMILIES.get(verb, ())) if verb else ()
    named = [m.start() for m in re.finditer(rf"\b{re.escape(tool.name)}\b", text)]  # "run git_add with ..." asks for it
    return sorted(named + [m.start() for v in family for m in re.finditer(_forms(v), text, re.I)])


def asks_for(tool: Tool, spec: Spec, text: str) -> int | None:
    """Where (a character offset) the request first asks for `tool`'s action, or None: its verb family and, for a tool
    with a noun of its own, that noun (or its root) within a few words after the verb ("add a positive reaction",
    "include a reaction emoji"; "a gradient called Ellipse 1" does not ask for create_ellipse: quotes are left out)."""
    hits = _verb_at(tool, spec, text)
    nouns = _nouns(tool, spec)
    named = re.search(rf"\b{re.escape(tool.name)}\b", text)
    if named:
        return named.start()
    if not nouns:
        return hits[0] if hits else None
    roots = "|".join(re.escape(_root(n)) for n in nouns)
    near = re.compile(rf"^(?:\w+\W+){{0,4}}?(?:{roots})\w*\b", re.I)  # the verb itself may be the root: "react"
    return next((at for at in hits if near.match(text[at:])), None)


def _asked_at(tool: Tool, spec: Spec, text: str) -> int | None:
    """asks_for, else where the request says the tool's own verb ("Post 'Done' to C0ELG" names no message)."""
    at = asks_for(tool, spec, text)
    verb = _verb_of(tool, spec)
    own = re.search(_forms(verb), text, re.I) if at is None and verb else None
    return own.start() if own else at


def _unquoted(text: str) -> str:
    """The request without its quoted values (a commit subject "Add search ranking" asks for no add), same length."""
    return re.sub(r"\"[^\"]*\"|(?<!\w)'.*?'(?!\w)|“[^”]*”", lambda m: " " * len(m.group(0)), text or "")


def write_problems(spec: Spec, instruction: str, calls: Sequence[Any], fixed_plan: bool = False) -> list[str]:
    """Writes the request does not ask for, writes it asks for that no call makes, and writes made in the reverse of
    the order it asks them in. `calls` have .tool; `instruction` is every user word of the scenario. With `fixed_plan`
    (the hybrid engine) the calls are the plan's: the words are told to change."""
    text = _unquoted(instruction)
    tools = [spec.tool(c.tool) for c in calls]
    out = []
    for i, tool in enumerate(tools):
        if tool is not None and is_write(tool, spec) and _verb_of(tool, spec) and not _verb_at(tool, spec, text):
            out.append(f"call {i} ({tool.name}) changes something the request never asks to change: " + (
                "have the request ask for this change" if fixed_plan else
                "make only the changes the user asks for (or have the request ask for this one)"))
    called = {t.name for t in tools if t is not None}
    called_words = {_stem(w) for t in tools if t is not None for w in _name_words(t, spec)}
    for tool in spec.tools:
        nouns = _nouns(tool, spec)
        if (tool.name in called or not nouns or not is_write(tool, spec) or any(_stem(n) in called_words for n in nouns)):
            continue
        if asks_for(tool, spec, text) is not None and not fixed_plan:  # (a plan's request is checked against its own calls)
            out.append(f"the request asks for {tool.name}'s action ({', '.join(nouns)}) but no call makes it: "
                       f"call {tool.name}, or do not ask for it")
    if not _ORDER_WORDS.search(text):
        asked = [(i, _asked_at(t, spec, text)) for i, t in enumerate(tools) if t is not None and is_write(t, spec)]
        asked = [(i, at) for i, at in asked if at is not None]
        for (i, a), (j, b) in zip(asked, asked[1:]):
            if tools[i].name != tools[j].name and b < a:
                out.append(f"the request asks for {tools[j].name} before {tools[i].name}, but call {i} ({tools[i].name}) comes "
                           f"before call {j}: " + ("ask for them in the order of the calls" if fixed_plan
                                                   else "make the calls in the order the request asks"))
    return out
