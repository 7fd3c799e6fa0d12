"""Arguments that set fields of the record a call names (`name`, `pull_number` -> `number`, a comment's body)."""

from __future__ import annotations

import re

from typing import Any

from seer import kinds
from seer.generate.symbolic.cards import FREE_TEXT, Profile
from seer.generate.symbolic.lexicon import singular, words
from seer.generate.symbolic.mocks.common import ECHO_HANDLES, PROSE, _free_text
from seer.generate.symbolic.world import entity_noun

_INSTRUCTIONS = frozenset({"action", "mode", "operation", "op", "dry_run", "dryRun", "force", "timeout", "confirm", "wait",
                           "include_print_info", "include_comments", "verbose", "async"})


_STYLE_PARTS = frozenset("stroke fill border outline shadow font text glow style".split())


def _apply(p: Profile, record: dict[str, Any], args: dict[str, Any], prose: bool) -> None:
    """Arguments that name a field of the record set it: `name`, `pull_number` -> `number`,
    `table_name` -> `name`, `issue_key` -> `key`; prose (title, body) only for writes."""
    own = entity_noun(p.nouns) if p.nouns else ""
    extra = next((v for k, v in args.items() if k.lower() in ("kwargs", "extra", "extra_fields", "fields") and isinstance(v, str)
                  and v.strip().startswith("{")), None)
    if prose and extra is not None:  # create_project(kwargs='{"visibility": "private"}'): the project is private
        import json

        try:
            given = json.loads(extra)
        except ValueError:
            given = {}
        if isinstance(given, dict):  # a field the record has keeps its type; a new one (draft: true) is written as given
            record.update({f: x for f, x in given.items() if isinstance(x, (str, int, float)) and re.fullmatch(r"[a-z][a-z_]*", f)
                           and (f not in record or type(x) is type(record[f]))})
            if given.get("draft") is True and record.get("state") in ("merged", "closed"):
                record["state"] = "opened" if "gitlab" in args.values() else "open"  # a draft is still open
    for k, v in args.items():
        if prose and isinstance(v, dict) and set(words(k)) & ({"document", "doc", "record", "row", "entry"} | set(p.nouns)):
            record.update({f: x for f, x in v.items() if isinstance(x, (str, int, float)) and f not in ("id", "key")})
            if "title" in record and "title" not in v and len(v) >= 2:
                del record["title"]  # an order indexed is no "On-call handbook": the receipt holds the fields written
            continue  # index_document(document={title...}) wrote that document: the receipt shows its fields
        at = v.get("position") if isinstance(v, dict) else None
        if prose and isinstance(at, dict) and isinstance(record.get("position"), list) and len(record["position"]) == 2 \
                and all(isinstance(at.get(a), (int, float)) and not isinstance(at.get(a), bool) for a in ("x", "y")):
            record["position"] = [at["x"], at["y"]]  # modify_object(properties={position: {x: 40, y: 240}}): it stands
            # there, in every later read too (select_objects answered its old place)
        if prose and isinstance(v, dict) and not set(words(k)) & _STYLE_PARTS:  # manage_artboards(add, rect={width: 1280...}):
            # the artboard is 1280 wide (a stroke's width of 1 is no ellipse's width, nor is a field the call sets itself)
            record.update({f: x for f, x in v.items() if f in record and f not in args and isinstance(x, (int, float))
                           and not isinstance(x, bool) and isinstance(record[f], (int, float)) and not isinstance(record[f], bool)})
        if isinstance(v, (dict, list)) or v is None or (_free_text(k) and not prose):
            continue
        if v is extra:
            continue  # kwargs='{"draft": true}' wrote a draft flag: the JSON it came in is no field of the merge request
        if k in _INSTRUCTIONS and k not in record:
            continue  # relink, dry_run, timeout: how the call ran, no property the thing keeps for later reads
        ws = words(k)
        if prose and len(ws) == 2 and ws[1] == "name" and ws[0] in ("layer", "artboard", "group") and isinstance(v, str) \
                and isinstance(record.get(ws[0]), str):
            record[ws[0]] = v  # create_text_frame(layer_name=Headline): the frame is on Headline, in every later read too
        target = k if k in record else next((f for f in record if ws and ws[-1] == f and ws[-1] in ECHO_HANDLES
                                              and (len(ws) == 1 or singular(ws[-2]) == own)), None)  # a session_id is no tab's id,
        # an issue_id no comment's: only the record's own noun's handle is its own
        if target == "name" and k != "name" and any(record.get(h) == args.get(a) for h in ("uuid", "id") for a in args
                                                    if a != k and record.get(h) is not None):
            target = None  # apply_text_style(uuid=frame, style_name=Body Text): the frame found by its uuid keeps its name
            # and holds the style (style_name: Body Text)
        numbered = next((f for f in ("number", "iid") if f in record), None)  # update_issue(issue_id=831) updates #831, not #42
        if target is None and ws[-1:] in (["id"], ["iid"], ["number"]) and numbered and str(v).isdigit() and (
                set(ws[:-1]) & {"mr", "pr", "pull", "merge"} or len(ws) > 1 and singular(ws[-2]) == own):
            target, v = numbered, int(v) if isinstance(record[numbered], int) else v  # close_merge_request(mr_id=625) closes !625
        prose_arg = kinds.infer(k, {"type": "string"}) in PROSE
        if target is None and k == "name" and "name" not in record and any(n in record and record[n] not in args.values() for n in p.nouns):
            target = next(n for n in p.nouns if n in record and record[n] not in args.values())  # an alias's name is its `alias`
            # (not ai_set_item(item=92, name=...)'s `item`: that holds the item asked for)
        if target is None and ws == ["identifier"] and (isinstance(v, int) and not isinstance(v, bool) and isinstance(
                record.get("index"), int) or isinstance(v, str) and isinstance(record.get("name"), str)):
            target = "index" if isinstance(v, int) else "name"  # frame(identifier=2) is the frame at index 2, not index 0
            # with an "identifier: 2" beside it
        if target is None and len(ws) == 1 and ws[0] in p.nouns and isinstance(v, int) and not isinstance(v, bool) \
                and isinstance(record.get("index"), int):
            target = "index"  # ai_reorder_layer(layer=7): layer 7 by its position, not a layer named 7
        if (target is None and ws and ws[-1] in p.nouns and "name" in record and "name" not in args and not prose_arg
                and not any(words(a)[-1:] == ["name"] for a in args)):  # `base_branch` does not rename `branch_name`
            target = "name"  # `repo`: the repository's name
        if target is None and prose_arg and prose and ws and ws[-1] in set(p.nouns) | FREE_TEXT:
            target = next((f for f in ("body", "text", "content") if f in record), None)  # a comment's words are its body
        if target and isinstance(record.get(target), int) and not isinstance(record[target], bool) and isinstance(v, str) \
                and v.isdigit():
            v = int(v)  # update_milestone(milestone_id="806") updates milestone 806: its id stays the number it was
        record[target or k] = v
    moved = next((k for k, v in args.items() if _to_place(k) and isinstance(v, int) and not isinstance(v, bool)), None)
    old = record.get("index")
    if not isinstance(old, int) or isinstance(old, bool):
        return
    if moved is not None:
        record["index"] = args[moved]  # ae_reorder_layer(layer=1, to_index=2): the layer moved is at 2 now
        record.pop(moved, None)
        return
    for side in ("after", "before"):  # layer 5 moved after layer 1 is layer 2 now (1 = top; the ones between shift)
        other = args.get(side)
        if p.verb in ("move", "reorder") and isinstance(other, int) and not isinstance(other, bool) and other != old:
            record["index"] = (other + 1 if other < old else other) if side == "after" else (other if other < old else other - 1)
            record.pop(side, None)
            return


def _to_place(key: str) -> bool:
    ws = words(key)
    return len(ws) == 2 and ws[0] in ("to", "new") and ws[1] in ("index", "position")


