"""A tool's action (verb, object, qualifier) and the name's verb against the description's: a description
verb outside the name verb's family is said with the name's verb (delete_note "Move a note to the trash": delete a note),
and a name word the description says "and start <word>ing" is the verb (adobe_ae_render: render the composition).
Moved out of phrasing.py (house size)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.lexicon import singular


@dataclass(frozen=True)
class Action:
    verb: str  # base form ("list", "cherry-pick")
    obj: str  # object noun phrase with its determiner ("the Redis keys", "a new branch"), may be ""
    qualifier: str = ""  # a short phrase that tells tools apart ("in the working directory")

    @property
    def head(self) -> str:
        """The object's last word ("keys"): what a follow-up or a reaction counts."""
        ws = self.obj.split()
        return ws[-1] if ws else "result"


APP_PREFIX_NAMES = {"ai": "Illustrator", "ae": "After Effects", "ps": "Photoshop", "pr": "Premiere Pro", "id": "InDesign",
                    "an": "Animate", "ame": "Media Encoder"}


# a tool name's clear verb and the description verbs that mean the same (or say how): a description
# verb outside its family changes the meaning ("Move a note to the trash" for delete_note is a delete,
# "Find and replace colors" for replace_color a replace), so the name's verb is said instead
_SAME = {
    "delete": "delete remove trash erase drop purge destroy discard clear unlink archive revoke",
    "create": "create add new make open generate insert register start set build write record initialize draw",
    "list": "list get show enumerate return view browse fetch find search display retrieve",
    "get": "get fetch retrieve read show view look return describe display load inspect list find check obtain",
    "update": "update edit modify change set patch rename replace adjust toggle",
    "replace": "replace swap substitute change update set",
    "rename": "rename change update set give",
}
_SAME["remove"] = _SAME["delete"]
_SAME_SETS = {verb: frozenset(text.split()) for verb, text in _SAME.items()}


def named_verb(act: Action | None, p: Profile) -> Action | None:
    """The description's action, or its object under the name's verb when the description's verb
    means something else than the name's clear verb (its qualifier went with the other verb)."""
    if act is not None and p.verb in p.words and p.verb != act.verb.split()[0] and act.obj:
        later = re.search(rf"\band ({re.escape(p.verb)}) ((?:\w+ ){{0,2}}(?:into|to|in|on) )it\b", p.tool.description)
        if later:  # "Clear an input and type text into it" for type_text: type text into an input
            return Action(p.verb, f"{later[2]}{act.obj}".strip())
    named = next((w for w in p.words if act is not None and act.obj and w != act.verb.split()[0] and len(w) > 2
                  and re.search(rf"\band (?:then )?start(?:s)? {re.escape(w)}ing\b", p.tool.description or "")), None)
    if named:  # adobe_ae_render "Add composition to the render queue and start rendering": render the composition
        return Action(named, act.obj)
    if act is None or p.verb not in _SAME_SETS or p.verb not in p.words:
        return act
    if act.verb.split()[0] in _SAME_SETS[p.verb] or act.verb.split()[0] == p.verb:
        return act
    obj = [w.lower() for w in act.obj.split()]
    own = [w for w in p.words if w != p.verb and w in p.nouns and w not in APP_PREFIX_NAMES]
    if obj and singular(obj[-1]) not in {singular(w) for w in p.words} and p.verb not in obj and len(own) == 1:
        # replace_source "Point a layer at a different item": replace the source of a layer ("point a layer" alone is no request)
        return Action(p.verb, f"the {own[0]} of {act.obj}")
    if not obj or singular(obj[-1]) not in {singular(w) for w in p.words} or p.verb in obj:
        return act  # the name's verb acts on another thing or a command's name
    toward = act.qualifier.split()[:1] in (["to"], ["into"], ["onto"])  # "to the trash" went with "move"
    return Action(p.verb, act.obj, "" if toward else act.qualifier)
