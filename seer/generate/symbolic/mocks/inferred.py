"""A result read from the tool's words when no example or outputSchema shapes it: a listing of the noun's records,
else one record (a read) or a write's receipt; a read tool told to clear (console_logs(action=clear)) is a write."""

from __future__ import annotations

import random
from typing import Any

from seer.generate.symbolic.args import World
from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.graph import PRODUCTS
from seer.generate.symbolic.lexicon import singular, words
from seer.generate.symbolic.mocks.common import LISTING_NOUNS, LISTING_VERBS, NOT_PLURAL, arg_kind
from seer.generate.symbolic.mocks.frame_diff import frame_tracks
from seer.generate.symbolic.mocks.listings import listing_result
from seer.generate.symbolic.mocks.records import entity_result
from seer.generate.symbolic.mocks.trees import tree_result
from seer.generate.symbolic.world import DISPLAY, entity_noun, known_noun
from seer.kinds.infer import contexts


_READ_MODES = frozenset("get list read show fetch view".split())
_WRITE_MODES = frozenset("clear delete remove reset stop close kill drop purge flush start set create add update".split())


def inferred(p: Profile, args: dict[str, Any], values: list, rng: random.Random, world: World) -> dict[str, Any]:
    said = next((v for k, v in args.items() if k in ("action", "mode", "operation", "op") and isinstance(v, str)), "")
    if p.read and words(said)[:1] and words(said)[0] in _WRITE_MODES:  # console_logs(action=clear) clears: a receipt, no listing
        import dataclasses

        p = dataclasses.replace(p, read=False, verb=words(said)[0])
        if p.verb in ("clear", "purge", "flush"):  # what was cleared is gone: how many, not one of them
            return {"ok": True, "action": said, "cleared": rng.randint(2, 40), "completed_at": world.now(rng).strftime("%Y-%m-%dT%H:%M:%SZ")}
    elif not p.read and words(said)[:1] in (["clear"], ["purge"], ["flush"]):  # ae_render_queue(op=clear) answered one
        return {"ok": True, "action": said, "cleared": rng.randint(1, 4),  # queued item (seed 1333): how many it cleared
                "completed_at": world.now(rng).strftime("%Y-%m-%dT%H:%M:%SZ")}
    elif not p.read and words(said) == ["list"]:  # adobe_pr_effects(action=list) answered "ok: True, action: list" and no
        import dataclasses  # effect (seed 1271): a list action lists the tool's own things

        p = dataclasses.replace(p, read=True, verb="list")
    elif not p.read and len(words(said)) > 1 and words(said)[0] in _READ_MODES:  # network_monitor(action=get_requests) lists them
        import dataclasses

        rest = words(said)[1:]
        if rest in (["info"], ["details"], ["information"], ["properties"], ["props"]):  # adobe_pr_sequence(get_info)
            p = dataclasses.replace(p, read=True, verb="get")  # answered "preset: Social square" alone (seed 1283): the
        else:  # info of the tool's own thing (a sequence: its name, size and frame rate)
            many = words(said)[0] == "list" or rest[-1].endswith("s") and rest[-1] not in NOT_PLURAL  # get_text reads one text
            p = dataclasses.replace(p, read=True, verb="list" if many else words(said)[0], words=[*p.words, *rest],
                                    nouns=[*p.nouns, *map(singular, rest)])
    ctx = p.ctx if "platform" not in args or "code" in contexts(*p.ctx) else (p.ctx[0], f"(git) {p.ctx[1]}")  # create_project(platform=gitlab)
    noun = entity_noun(p.nouns, args, lambda k: arg_kind(p, k), p.words, contexts(*ctx))
    if not p.read and words(said)[:1] in (["rearrange"], ["arrange"], ["reorder"], ["distribute"], ["tidy"]) and known_noun(noun, ctx):
        # manage_artboards(action=rearrange) answered one artboard "Web banner 728x90" at index 4 beside the one listed at
        # index 0 (seed 1347): a rearrange moves them all, and says how many and how it laid them out
        shown = world.records.get(noun) or []
        options = {k: v for k, v in args.items() if k not in ("action", "mode", "op", "operation") and isinstance(v, (str, int, float))}
        return {"ok": True, "action": said, "count": len(shown) or rng.randint(2, 5), **options,
                "completed_at": world.now(rng).strftime("%Y-%m-%dT%H:%M:%SZ")}
    if noun == "product" and set(p.words) & {"scan", "explore", "crawl"} and "browser" in contexts(*ctx):
        noun = "page"  # analyzer_scan_product of helpdesk.com listed products "Acme Shop" and "Billing Portal" (seed
        # 1281): a product scanned in a browser answers the pages it walked
    if noun in ("log", "request", "traffic") and "network" in p.words and "browser" in contexts(*ctx):
        noun = "network_request"  # a browser's network log lists requests (method, url, status), not console lines
    if not known_noun(noun, ctx) and (p.verb in ("search", "query") or "search" in p.words):
        noun = "match" if "kv" in contexts(*ctx) else "hit" if "search" in contexts(*ctx) else noun  # what a search returns
    if noun in PRODUCTS:  # Redis `list` ("List Redis keys matching a pattern"): the thing is what follows the product's name
        noun = next((n for n in p.desc_nouns if n not in PRODUCTS and not n.endswith("ing")), noun)
    if "screenshot" in p.words + p.nouns and noun != "screenshot" and "browser" in contexts(*ctx):
        noun = "screenshot"  # screenshot(): the image it captured (its path and size), not a bare receipt
    if noun == "queue" and "render" in p.words:
        noun = "render_item"  # ae_render_queue(list) lists comps queued to render, not layers named "Footer" (seed 1333)
    if noun == "style" and "graphic" in p.words:
        noun = "graphic_style"  # list_graphic_styles after list_text_styles: appearances, not the text styles listed
    shown = DISPLAY.get(noun, noun)
    if noun == "pull" and ("merge" in p.words or args.get("platform") == "gitlab"):
        shown = "merge_request"  # create_merge_request(platform=gitlab) answers a merge request, never a "pull_request"
    opening = (p.tool.description or "").split()[:1]
    if opening and noun == opening[0].lower() and not p.read and noun not in DISPLAY:
        shown = "result"  # ae_stagger "Give N layers the same animation": its receipt holds no "give" record
    plural_name = bool(p.words) and p.words[-1].endswith("s") and p.words[-1] not in NOT_PLURAL  # "details" is one record's
    tracked = frame_tracks(p, args) if not values else None
    if tracked is not None:  # ai_track_frames(first, last): each element's path over the frames
        return tracked
    tree = tree_result(p, args, values, rng, world, ctx, lambda thing: listing_result(p, args, values, rng, world, thing, thing, ctx))
    if tree is not None:  # a layer tree holds layers and their sublayers, a folder's tree its entries, nested
        return tree
    if p.read and noun not in ("diff", "status") and (p.verb in LISTING_VERBS or plural_name or set(p.words) & LISTING_NOUNS):
        return listing_result(p, args, values, rng, world, noun, shown, ctx)
    return entity_result(p, args, values, rng, world, noun, shown, ctx)
