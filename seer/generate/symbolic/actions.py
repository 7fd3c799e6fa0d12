"""A multi-action tool said by its action: the `action`/`op`/`mode` value a call sends is the verb of
the request ("redo the last change", "abort the rebase", "export an InDesign document as PDF"), so the
request never says one thing while the call does another ("undo the last change (action redo)")."""

from __future__ import annotations

import re

from seer.generate.symbolic.lexicon import is_verb, plural, singular

# verbs that say nothing of what a multi-action tool does ("manage the swatches"): its action does
_GENERIC_VERBS = frozenset("use manage handle work control perform".split())
# operations tools name that the general verb lists lack
_OP_VERBS = frozenset("reorder pop prune accept dismiss crop contract deselect relink embed bind overwrite lift offset simplify smooth "
                      "flip rasterize flatten inverse expand".split())
_ONLY = frozenset("current latest active all selected".split())
_ACT_NOUNS = frozenset("transform encode render export import".split())  # "the Photoshop transform tools": actions, not things
_LOOKING = frozenset("get look list show fetch read monitor view find check".split())


def _reads(value: str) -> bool:
    return re.split(r"[_\-]", value.lower())[0] in _LOOKING


def _operation(value: str, act) -> str | None:
    """A multi-action tool's request by its action value: update -> "update a swatch", list_datasets ->
    "list the datasets", replace_contents -> "replace the contents of a Photoshop smart object",
    show-current -> "show the current branch"; None when the value is no operation (soft, default)."""
    ws = [w for w in re.split(r"[_\-\s]+", value.lower()) if w]
    if not ws or not all(re.fullmatch(r"[a-z]+", w) for w in ws):
        return None
    verb = "create" if ws[0] == "new" else ws[0]
    if not (is_verb(verb) or verb in _OP_VERBS) or len(ws) > 3:
        return None
    obj = act.obj.split()
    if obj and obj[0].lower() in ("a", "an", "the", "all"):
        obj = obj[1:]
    if obj and obj[-1] == "tools":  # "the Photoshop transform tools": one Photoshop transform
        obj = obj[:-1]
    obj = [w for w in obj if w not in ("multiple", "specific")]
    if not obj:
        return None
    rest = ws[1:]
    if act.obj.endswith(" tools") and len(obj) > 1 and (is_verb(obj[-1]) or obj[-1] in _ACT_NOUNS):  # "the Photoshop transform tools": no thing to act on
        app = " ".join(obj[:-1])
        if not rest:
            return f"{verb} the active document in {app}"  # rotate, crop: "rotate a Photoshop transform" is no English
        if rest[0] in ("horizontal", "vertical"):
            return f"{verb} the active document {rest[0]}ly in {app}"
        if rest[0] not in ("to", "from", "in", "into", "on", "by", "at", "for", "all"):
            return f"{verb} the {' '.join(rest)} in {app}"  # start_queue: "start the queue in Media Encoder"
        return None
    noun = " ".join(obj[:-1] + [singular(obj[-1])])
    one = f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"
    if not rest:
        if verb == "list" and act.obj.endswith(" tools"):
            return f"list the {' '.join(obj[:-1] + [plural(obj[-1])])}"  # "list the After Effects comps"
        if verb in ("list", "show", "clear", "flatten") or act.obj.startswith("the ") and singular(obj[-1]) == obj[-1] \
                and not act.obj.endswith(" tools"):
            return f"{verb} the {' '.join(obj)}"  # "redo the last change", "clear the browser console logs"
        return f"{verb} {one}"
    if rest == ["to"] or rest == ["into"]:
        return f"{verb} the selection {rest[0]} {one}"  # convert_to of the smart object tools: "convert the selection to a ... smart object"
    if rest[0] in ("to", "from", "in", "into", "on", "by", "at", "for", "all"):
        return None  # add_to_queue, select_all: the words do not make a verb phrase with the object
    if len(rest) == 1 and rest[0] in _ONLY:
        return f"{verb} the {rest[0]} {noun}"
    said = " ".join(rest)
    if singular(rest[-1]) == singular(obj[-1]):
        return f"{verb} the {' '.join(obj)}"  # list_datasets of "the datasets", get_requests of "network requests"
    if verb in ("add", "create", "insert"):  # add_null of the After Effects layer tools: a new null, not "the null of a layer"
        whole = " ".join(obj)
        return f"{verb} {'an' if said[:1] in 'aeiou' else 'a'} {said} " + (f"with the {whole} tools" if act.obj.endswith(" tools") else f"to {one}")
    return f"{verb} the {said} of {one}"
