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
                      "flip rasterize flatten inverse expand undo redo".split())
_ONLY = frozenset("current latest active all selected".split())
_ACT_NOUNS = frozenset("transform encode render export import".split())  # "the Photoshop transform tools": actions, not things
_LOOKING = frozenset("get look list show fetch read monitor view find check".split())


def _reads(value: str) -> bool:
    return re.split(r"[_\-]", value.lower())[0] in _LOOKING


_FORMS = {"doubleclick": "double-click", "rightclick": "right-click", "inverse": "invert", "new": "create"}
_CONTROL = frozenset("start continue abort skip resume pause cancel stop".split())  # a run's own steps: "abort the rebase"
_FORMATS = frozenset("pdf epub html swf png svg jpg jpeg gif csv json xml mp4 idml".split())
_STATES = frozenset("offline online".split())
_PARTICLE = {"switch": "to", "hover": "over", "navigate": "to"}  # "switch to the latest browser window"
_CREATING = frozenset("add create insert make".split())
_SECOND_VERBS = frozenset(["replace"])  # find_replace: two verbs, one operation
_LONGER = {"param": "parameter", "params": "parameters"}
_HOLDERS = frozenset("queue list playlist cart basket bin batch backlog".split())  # what things are added to


def _article(word: str) -> str:
    from seer.generate.symbolic.phrasing import _article as by_sound

    return by_sound(word)  # "log a URL pattern", never "an URL pattern"


def switches(value: str, act, choices: list | tuple = ()) -> bool:
    """The action value says another thing than the tool's own verb ("redo" for undo's "undo the last
    change", "delete" for "put keyframes on a property"): the request is said by the action. Choices that
    are mostly manners (git reset's soft/mixed/hard/merge/keep) are how the verb is done, not other verbs."""
    ws = [w for w in re.split(r"[_\-\s]+", str(value).lower()) if w]
    if choices and 2 * sum(_operation(str(c), act) is not None for c in choices) < len(choices):
        return False
    return bool(ws) and [_FORMS.get(ws[0], ws[0]), *ws[1:]] != act.verb.split() and _operation(value, act) is not None


def _operation(value: str, act) -> str | None:
    """A multi-action tool's request by its action value: update -> "update a swatch", list_datasets ->
    "list the datasets", replace_contents -> "replace the contents of a Photoshop smart object",
    show-current -> "show the current branch", abort -> "abort the rebase", export_pdf -> "export an
    InDesign document as PDF"; None when the value is no operation (soft, default)."""
    ws = [w for w in re.split(r"[_\-\s]+", value.lower()) if w]
    if not ws or not all(re.fullmatch(r"[a-z]+", w) for w in ws):
        return None
    verb = _FORMS.get(ws[0], ws[0])
    if not (is_verb(verb) or verb in _OP_VERBS or verb in _CONTROL or ws[0] in _FORMS) or len(ws) > 3:
        return None
    said_verb = f"{verb} {_PARTICLE[verb]}" if verb in _PARTICLE else verb
    obj = act.obj.split()
    the = bool(obj) and obj[0].lower() == "the"
    # "put keyframes", "apply effects": a specific verb's bare plural is the things themselves (a generic
    # "manage browser windows" acts on one of them)
    bare = bool(obj) and obj[0].lower() not in ("a", "an", "the", "all", "my") and act.verb not in _GENERIC_VERBS
    if obj and obj[0].lower() in ("a", "an", "the", "all"):
        obj = obj[1:]
    if obj and obj[-1] == "tools":  # "the Photoshop transform tools": one Photoshop transform
        obj = obj[:-1]
    obj = [_LONGER.get(w, w) for w in obj if w not in ("multiple", "specific", "new")]
    if not obj:
        return None
    rest = [_LONGER.get(w, w) for w in ws[1:]]
    tools = act.obj.endswith(" tools")
    if obj[-1] in ("action", "actions", "operation", "operations") and not tools:
        return None if rest else f"{said_verb} an element"  # "run a mouse action" of click/rightclick: right-click an element
    if verb in _CONTROL and not rest and not tools and act.verb not in _GENERIC_VERBS and act.verb != verb and " " not in act.verb:
        # git_rebase's start/continue/abort: a step of the rebase, not of its commits (skip: the commit it is on)
        return f"skip the current commit in the {act.verb}" if verb == "skip" else f"{verb} the {act.verb}"
    if tools and len(obj) > 1 and (is_verb(obj[-1]) or obj[-1] in _ACT_NOUNS):  # "the Photoshop transform tools": no thing to act on
        app = " ".join(obj[:-1])
        if not rest:
            return f"{verb} the active document in {app}"  # rotate, crop: "rotate a Photoshop transform" is no English
        if rest[0] in ("horizontal", "vertical"):
            return f"{verb} the active document {rest[0]}ly in {app}"
        if rest[:1] in (["to"], ["into"]) and len(rest) == 2:
            return f"{said_verb} {rest[0]} the {rest[1]} in {app}"  # add_to_queue: add to the queue in Media Encoder
        if rest not in (["in", "out"],) and rest[0] not in ("to", "from", "in", "into", "on", "by", "at", "for", "all"):
            return f"{said_verb} the {' '.join(rest)} in {app}"  # start_queue: "start the queue in Media Encoder"
        if rest != ["in", "out"]:
            return None
    noun = " ".join(obj[:-1] + [singular(obj[-1])])
    one = f"the {noun}" if the and singular(obj[-1]) == obj[-1] and not tools else \
        f"{_article(noun.split()[0])} {noun}"  # "the media", "the HEAD": one thing, not "a media"
    if not rest:
        if verb in ("add", "append", "insert", "push", "enqueue") and the and obj[-1] in _HOLDERS and not tools:
            return f"{verb} to the {' '.join(obj)}"  # ae_render_queue(op=add): add to the render queue (seed 1280), never
            # "add the render queue"
        if verb == "list" and not (the and singular(obj[-1]) == obj[-1] and not tools):
            return f"list the {' '.join(obj[:-1] + [plural(singular(obj[-1]))])}"  # "list the After Effects comps", "list the effects"
        if verb in ("show", "clear", "flatten") or the and singular(obj[-1]) == obj[-1] and not tools:
            return f"{said_verb} the {' '.join(obj)}"  # "redo the last change", "clear the browser console logs"
        if bare and verb not in _CREATING:
            return f"{said_verb} the {' '.join(obj)}"  # "delete the keyframes on a property", not "delete a keyframe"
        return f"{said_verb} {one}"
    if rest == ["in", "out"]:
        return f"{verb} the in and out points" + (f" in {' '.join(obj[:-1])}" if tools and len(obj) > 1 else f" of {one}")
    if rest == ["as"]:
        return f"{verb} {one} under a new name"  # save_as
    if rest == ["to"] or rest == ["into"]:
        return f"{verb} the selection {rest[0]} {one}"  # convert_to of the smart object tools: "convert the selection to a ... smart object"
    if rest[0] in ("to", "into") and len(rest) == 2 and not tools:
        return f"{verb} {one} {rest[0]} a {rest[1]}"  # move_to_bin of the media: move the media to a bin
    if rest == ["all"] and not tools:
        return f"{verb} all"  # select_all of the Photoshop selections: select all (in Photoshop)
    if rest[0] in ("to", "from", "in", "into", "on", "by", "at", "for", "all"):
        return None  # add_to_queue, select_all: the words do not make a verb phrase with the object
    if verb == "send" and rest in (["text"], ["keys"]):
        return f"send {rest[0]} to {one}"  # send_text of an alert: send text to a browser alert, not "the text of" it
    if len(rest) == 1 and rest[0] in _ONLY:
        return f"{said_verb} the {rest[0]} {noun}"
    if len(rest) == 1 and rest[0] in _FORMATS:
        if verb in ("import", "load", "read"):
            return f"{verb} {one} from a {rest[0].upper()} file"  # import_csv of the datasets
        return f"{verb} {one} as {rest[0].upper()}"  # export_pdf: export an InDesign document as PDF
    if len(rest) == 1 and rest[0] in _STATES:
        return f"take the {' '.join(obj[:-1]) or noun} {rest[0]}"  # set_offline of network requests: take the network offline
    if len(rest) == 1 and rest[0] in _SECOND_VERBS and tools:
        return f"{verb} and {rest[0]} {noun}"  # find_replace of the InDesign text tools: find and replace InDesign text
    if len(rest) == 1 and rest[0] in _SECOND_VERBS:
        return f"{verb} and {' '.join(rest)} in {one}"  # find_replace: find and replace in an InDesign text
    said = " ".join(rest)
    if singular(rest[-1]) == singular(obj[-1]):
        if verb in _CREATING:
            return f"{verb} {one}"  # create_dataset: create a dataset, not "create the datasets"
        if verb == "list":
            return f"list the {' '.join(obj[:-1] + [plural(singular(obj[-1]))])}"
        return f"{said_verb} the {' '.join(obj)}"  # get_requests of "network requests"
    if the and singular(obj[-1]) == obj[-1] and not tools and len(rest) == 1 and verb in ("list", "create"):
        # list_bin, create_bin of "the media": the media bins, a media bin (not "a bin to the media")
        return f"list the {noun} {plural(rest[0])}" if verb == "list" else f"create a {noun} {rest[0]}"
    if verb == act.verb and not tools:  # import_folder of "import the media": import a folder; list_datasets: list the datasets
        own = " ".join(rest[:-1] + [plural(singular(rest[-1])) if verb == "list" else singular(rest[-1])])
        return f"list the {own}" if verb == "list" else f"{verb} {_article(own.split()[0])} {own}"
    if verb in _CREATING:  # add_null of the After Effects layer tools: a new null, not "the null of a layer"
        whole = " ".join(obj)
        return f"{verb} {_article(said.split()[0])} {said} " + (f"with the {whole} tools" if tools else f"to {one}")
    return f"{said_verb} the {said} of {one}"
