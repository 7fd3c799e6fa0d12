"""Stage 3, mocks: what each call returns, sharing the scenario's world.

A `Need` is a value a later call will use: the mock puts it where the producer would return it
(the matched outputSchema field, or an item of an inferred listing), and the world assigns it
to the consumer. Shapes: the tool's example output (grounding high), a similar tool's example
(medium), the outputSchema (low), else a shape read from the verb (listings, records, receipts).

Content comes from the scenario's world (world.py): listings return records the world keeps, a
read of one entity returns that entity's record (the same name, id and fields every time), a
write returns what was written and stores it, SQL runs on the world's SQLite tables, and a time
tool converts with zoneinfo. Field values come from the value kinds (seer.kinds).
"""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.clone import clone
from seer.generate.symbolic import agree
from seer.generate.symbolic.args import World, flat_args
from seer.generate.symbolic.cards import Profile
from seer.generate.symbolic.clock import due_ahead, made_now, posted_now, settle, settle_value, thread_order
from seer.generate.symbolic.examples import from_example
from seer.generate.symbolic.lexicon import words
from seer.generate.symbolic.mocks.app_files import native_files
from seer.generate.symbolic.mocks.app_of import app_of_call
from seer.generate.symbolic.mocks.call_follows import follows_call
from seer.generate.symbolic.mocks.apply_args import _apply
from seer.generate.symbolic.mocks.conditional import conditional_fields, has_conditional
from seer.generate.symbolic.mocks.common import (
    CREATE_VERBS,
    MockError,
    Need,
    arg_kind,
)
from seer.generate.symbolic.mocks.domain import _domain
from seer.generate.symbolic.mocks.errors import error_mock
from seer.generate.symbolic.mocks.es_hits import hits_follow_mapping
from seer.generate.symbolic.mocks.example_times import example_times_hold
from seer.generate.symbolic.mocks.fonts import fonts_match_filter
from seer.generate.symbolic.mocks.frame_diff import diff_agrees
from seer.generate.symbolic.mocks.free_form import loose_fields
from seer.generate.symbolic.mocks.file_sizes import sizes_follow_text
from seer.generate.symbolic.mocks.fresh_reads import read_as_made
from seer.generate.symbolic.mocks.git_head import one_head
from seer.generate.symbolic.mocks.returned_fields import returned_fields_shown
from seer.generate.symbolic.mocks.result_rules import levels_are_entries_own, results_follow_calls
from seer.generate.symbolic.mocks.structure_objects import objects_follow_structure
from seer.generate.symbolic.mocks.git_records import blame_agrees, remote_branches, remotes_follow_repo, show_file
from seer.generate.symbolic.mocks.harmony import harmonise
from seer.generate.symbolic.mocks.inferred import inferred
from seer.generate.symbolic.mocks.listings import commits_newest_first, newest_first, sorted_as_asked
from seer.generate.symbolic.mocks.kv import _members, field_exists_agrees
from seer.generate.symbolic.mocks.comp_layers import comp_frame, roles_follow_layers
from seer.generate.symbolic.mocks.kv_counts import keys_agree
from seer.generate.symbolic.mocks.later_acts import before_later_acts
from seer.generate.symbolic.mocks.media import blocks_agree, has_blocks
from seer.generate.symbolic.mocks.named_pages import page_named
from seer.generate.symbolic.graph import _described_owner
from seer.generate.symbolic.mocks.commit_subjects import commit_message_agrees, diff_follows_message
from seer.generate.symbolic.mocks.needs import _echoed, _need_value
from seer.generate.symbolic.mocks.outcomes import agree_outcome, touched_now
from seer.generate.symbolic.mocks.overwrites import overwrite_keeps_id, self_named
from seer.generate.symbolic.mocks.records import _CHANGES
from seer.generate.symbolic.mocks.picks import pick_info
from seer.generate.symbolic.mocks.ranges import dates_in_window, areas_in_range, items_in_range, times_within_duration
from seer.generate.symbolic.mocks.reflog import reflog_messages
from seer.generate.symbolic.mocks.shards import shards_agree
from seer.generate.symbolic.mocks.records import _head_and_base
from seer.generate.symbolic.mocks.schema_fill import (
    _agreed,
    _from_schema,
    _keep_listed,
    _textual,
    no_empty_records,
)
from seer.generate.symbolic.values import MISSING, ValueMaker, fits
from seer.generate.symbolic.world import entity_noun, known_noun, scope_args
from seer.generate.symbolic.mocks.contrast import contrast_agrees
from seer.generate.symbolic.mocks.head_tail import lines_as_asked
from seer.generate.symbolic.mocks.diff_counts import diff_counts_agree
from seer.harness.checks import found, leaves, norm_text, objects
from seer.harness.model import MockOutput
from seer.kinds.infer import contexts

__all__ = ["MockError", "Need", "_apply", "_head_and_base", "_members", "error_mock", "harmonise", "make_mock", "pick_info"]


def make_mock(p: Profile, args: dict[str, Any], needs: list[Need], world: World, rng: random.Random,
              similar_example: Any = None) -> MockOutput:
    """A mock for the call; its times (not an example's) are no later than the world's now, and
    a value it hands on to a later call is the settled one."""
    before = {k: id(v) for k, v in world.picked.items()}
    world.app = app_of_call(p.ctx, flat_args(p, args), world.plan)  # an After Effects call sees AE layers, not Illustrator's
    mock = _make_mock(p, args, needs, world, rng, similar_example)
    if _launches_a_browser(p, flat_args(p, args)) and not mock.is_error:
        world.page = {"url": "about:blank", "title": "", "status": 200}  # a browser just launched shows no site yet
    if not mock.is_error:
        _session_shown(world, flat_args(p, args), mock.output)  # the session a read showed is the one later calls name
    if not mock.is_error:  # one checked-out branch across the scenario; a value handed on follows a renamed listing
        renamed = one_head(world, p.name, flat_args(p, args), mock.output)
        keys_agree(world, p, mock.output, flat_args(p, args))
        shards_agree(world, mock.output)
        hits_follow_mapping(world, p, flat_args(p, args), mock.output, rng)
        items_in_range(flat_args(p, args), mock.output)
        areas_in_range(flat_args(p, args), mock.output)  # items found by area have that area
        times_within_duration(flat_args(p, args), mock.output)  # markers of a 15 s span lie inside it
        _blocks_agree(p, flat_args(p, args), mock, world, rng)
        _only_what_applies(p, flat_args(p, args), mock)
        agree_outcome(p, flat_args(p, args), mock)
        if mock.grounding != "high":
            results_follow_calls(p, flat_args(p, args), mock.output)  # a log's own levels, a frame tree's count, ...
        if mock.grounding != "high":  # a cherry-pick says the picked commit's subject
            commit_message_agrees(flat_args(p, args), mock.output, world.earlier)
        diff_follows_message(mock.output)  # and its diff changes what that subject says
        _kept_if_fits(p, mock, lambda out: diff_agrees(out, world.records.get("artboard", [])))  # matched 0 beside 87 moved is no diff
        diff_counts_agree(flat_args(p, args), mock.output)  # filesChanged 39 beside a one-file diff
        contrast_agrees(flat_args(p, args), mock.output)  # the ratio of the two colours checked, and the levels it passes
        if p.read:
            lines_as_asked(flat_args(p, args), mock.output)  # read_file(head=2) answers two lines
        if ("branch" in p.words and p.read or "branch" in p.words and any(v in ("list", "remote") for v in flat_args(p, args).values())) \
                and not needs:  # git_branch(branch_type=remote): origin/main (a branch handed on keeps the name a checkout takes)
            remote_branches(flat_args(p, args), mock.output)
        if set(p.words) & {"remote", "remotes"} or _lists_remotes(mock.output):  # the remotes of data-pipeline are data-pipeline.git
            _kept_if_fits(p, mock, lambda out: remotes_follow_repo(flat_args(p, args), out))
        if not p.read:  # git_tag(mode=delete, tagName=v4.9.0): "deleted" ("Deleted tag name") is v4.9.0, not payments-deleted
            _kept_if_fits(p, mock, lambda out: outcome_names_it(p, flat_args(p, args), out))
        if not p.read:  # switch_tab(index=1) after get_tabs: the tab listed second, not one never listed
            _kept_if_fits(p, mock, lambda out: at_listed_index(p, flat_args(p, args), out, world.earlier))
        if "page" in p.words:  # the page named "Search results" is at /search, titled so
            _kept_if_fits(p, mock, lambda out: page_named(flat_args(p, args), out))
        if p.read and "layers" in p.words:  # roles {"text": [...]} name the listed layers by what they are
            _kept_if_fits(p, mock, roles_follow_layers)
            _kept_if_fits(p, mock, lambda out: comp_frame(out, world.records.get("comp", [])))  # Main Comp is no 188x720
        if "show" in p.words:  # git show of a file at a commit: that file's text
            _kept_if_fits(p, mock, lambda out: show_file(flat_args(p, args), out, lambda path: world.file_text(path, rng)))
        field_exists_agrees(p, flat_args(p, args), mock.output, world, rng)  # HEXISTS says what HGETALL lists
        if p.read:  # a search asked to return status and score answers them in each hit
            _kept_if_fits(p, mock, lambda out: returned_fields_shown(flat_args(p, args), out, world.kv, rng))
        if "reflog" in p.words:  # a checkout's entry says where HEAD moved, not a commit subject
            _kept_if_fits(p, mock, lambda out: reflog_messages(out, world, flat_args(p, args)))
        if "blame" in p.words:
            blame_agrees(flat_args(p, args), mock.output, lambda path: world.file_text(path, rng))
        renamed.update(fonts_match_filter(p.name, flat_args(p, args), mock.output))
        if p.read and world.earlier:  # find_objects after get_document_structure: the structure's own objects
            renamed.update(objects_follow_structure(flat_args(p, args), mock.output, world.earlier,
                                                    {str(v) for (i, _n), v in world.assigned.items() if i > world.at
                                                     and isinstance(v, (str, int))}, world.records))  # what later calls take
        if not p.read:  # an overwrite of a listed file keeps its id (the share link made next points at that file)
            renamed.update(overwrite_keeps_id(world, flat_args(p, args), mock.output))
            renamed.update(self_named(mock.output, flat_args(p, args)))  # a milestone's "milestone" field is its own title
        if mock.grounding != "high":
            renamed.update(native_files(world.app, flat_args(p, args), mock.output))
        for key, value in list(world.assigned.items()):
            if isinstance(value, str) and value in renamed:
                world.assigned[key] = renamed[value]
    if (world.tagged or world.snippets) and p.read and not mock.is_error:
        _kept_if_fits(p, mock, lambda out: _as_found(world, out))
    if mock.grounding == "high":
        example_times_hold(world, mock.output, rng)  # the file listed as modified 2026-10-02 is deleted after that
        for key in list(world.picked):
            if before.get(key) != id(world.picked[key]):  # picked from this mock: as it now reads (its times moved)
                world.picked[key] = pick_info(mock.output, world.assigned[key])
        return mock
    if not mock.is_error:  # the issue the next call closes is open when read before it
        _kept_if_fits(p, mock, lambda out: before_later_acts(world, out))
    now = world.now(rng)
    settle(mock.output, now)
    dates_in_window(flat_args(p, args), mock.output, now)  # git_log(since=...) lists commits made since then
    if not p.read and p.verb in CREATE_VERBS | {"start", "launch"} and not mock.is_error:
        made_now(mock.output, now)
        due_ahead(mock.output, now, {v for v in flat_args(p, args).values() if isinstance(v, str)})
        _times_kept(world, entity_noun(p.nouns), mock.output)
    elif not p.read and p.verb in _CHANGES and not mock.is_error:
        touched_now(mock.output, now.strftime("%Y-%m-%dT%H:%M:%SZ"))  # update_note answers updated_at: now, not months before
    moved = thread_order(mock.output, flat_args(p, args), now)
    if "history" in p.words and not mock.is_error:
        newest_first(mock.output)  # slack_get_channel_history: newest first, by the timestamps settled above
    if not mock.is_error and mock.grounding != "high":
        commits_newest_first(mock.output, flat_args(p, args))  # and a list of commits too
    if not p.read and p.verb in ("post", "send", "reply") and not mock.is_error:
        posted = posted_now(mock.output, now)  # the message just sent has the ts of now, in the world too
        for pool in list(world.records.values()):
            for rec in pool:
                if isinstance(rec, dict) and rec.get("ts") in posted:
                    rec["ts"] = posted[rec["ts"]]
        moved.update(posted)
    for key, value in list(world.assigned.items()):
        if isinstance(value, str):
            settled = settle_value(value, now)  # the output was settled before its thread was put in order: a reply's
            world.assigned[key] = moved.get(value) or moved.get(settled) or settled  # ts handed on is the one listed
        if key in world.picked and before.get(key) != id(world.picked[key]):  # picked from this mock: as it now reads
            world.picked[key] = pick_info(mock.output, world.assigned[key])
    return mock



def _launches_a_browser(p: Profile, args: dict[str, Any]) -> bool:
    """open_browser, create_session, start_browser with no start page: the browser shows a blank page (a title read
    next answers "", not "Careers | Mozilla")."""
    return (not p.read and p.verb in ("open", "launch", "start", "create", "new") and bool({"browser", "session"} & set(p.words))
            and "browser" in contexts(*p.ctx) and not any(isinstance(v, str) and v.startswith("http") for v in args.values()))


def _session_shown(world: World, args: dict[str, Any], out: Any) -> None:
    """get_session_info() showed session 4d8d...: navigate_back of this request then runs in that session, not in one the
    user recites anew. One session id shown, none stated yet: later calls take it as stated."""
    if ("session", "id") in world.stated or any(words(k) == ["session", "id"] for k in args):
        return
    shown: set[str] = set()
    for o in objects(out):
        shown |= {v for k, v in o.items() if words(k) == ["session", "id"] and isinstance(v, str)}
    shown |= {m[1] for t in leaves(out) if isinstance(t, str) for m in re.finditer(r"^session_id: (\S+)$", t, re.M)}
    if len(shown) == 1:
        world.stated[("session", "id")] = shown.pop()


def _lists_remotes(out: Any) -> bool:
    """A result that carries a repository's remotes at its top or one level down (git_set_working_dir's
    repository.remotes): shallow, as this runs on every call."""
    return isinstance(out, dict) and ("remotes" in out or any(isinstance(v, dict) and "remotes" in v for v in out.values()))

def _make_mock(p: Profile, args: dict[str, Any], needs: list[Need], world: World, rng: random.Random,
               similar_example: Any = None) -> MockOutput:
    args = flat_args(p, args)  # look through a wrapper object: echoes and paths use the parameters
    ctx = p.ctx
    values = [(n, _echoed(p, n, args) if _echoed(p, n, args) is not MISSING else _need_value(n, args, rng, world, ctx))
              for n in needs]
    values = [(n, v) for n, v in values if v is not MISSING]
    first: dict[tuple, Any] = {}
    scoped = [i for i, (n, _v) in enumerate(values) if n.param.name in world.scope.get(n.consumer, {})]
    for i, (n, v) in sorted(enumerate(values), key=lambda iv: iv[0] not in scoped):  # two later calls taking the project
        # id get the one project id; one whose other value came from a channel's history takes that channel, and so do the others
        key = (n.param.name, n.field.path if n.field else None, n.param.folder)  # a folder to search is no file to edit
        if n.field is not None and "[]" not in n.field.path:
            key = (None, n.field.path)  # one record's own id feeds every call that takes it (a link's source and a delete)
        elif n.field is None and not p.read and _described_owner(n.param):  # a message just posted: its ts is the thread_ts a
            key = ("owner", _described_owner(n.param), n.param.words[-1:] == ["ts"] or "timestamp" in n.param.words)  # reply takes
            # and the timestamp a reaction takes, one message
        values[i] = (n, first.setdefault(key, v))
    tool = p.tool
    if tool.examples:
        out, kept = from_example(rng.choice(tool.examples), values, args)
        if not p.read and p.verb in CREATE_VERBS:  # a create answers a new id, not the example's existing one
            swapped = agree.fresh_ids(out, args, rng)
            agree.fresh_expiry(out, args, tool.input_schema.get("properties") or {}, rng)
            kept = [(n, swapped.get(v, v) if isinstance(v, str) else v) for n, v in kept]
        known = world.named(entity_noun(p.nouns), args) if p.read else None
        if known is not None:  # the file this request uploaded, not the example's q3-revenue.csv
            shown = clone(out)
            agree.example_agrees(shown, known, id(known) in world.created)
            if id(known) in world.created:
                _links_made_since(shown, world)  # the share link the request made for it since is listed
            out = shown if tool.output_schema is None or fits(tool.output_schema, shown) else out
        if tool.output_schema is None or fits(tool.output_schema, out):
            _keep_listed(world, entity_noun(p.nouns), out)
            if not p.read and p.verb in CREATE_VERBS and isinstance(out, dict):
                world.created.add(id(world.keep(entity_noun(p.nouns), clone(out))))  # a revoke of it a step later shows it
            return _assign(world, kept, MockOutput(output=out, grounding="high"), args)
    if tool.output_schema is not None and p.structured:
        noun = entity_noun(p.nouns)
        named = world.named(noun, args)
        kept, mock = _from_schema(p, args, values, rng, named)
        mock = MockOutput(output=no_empty_records(p, mock.output, world, rng, args), grounding=mock.grounding)
        planted = {n.field.path[0] for n, _ in kept if n.field is not None and n.field.path}
        mock.output = loose_fields(p, mock.output, rng, lambda n: known_noun(n, p.ctx), planted)  # comp_size [w, h], no made-up left_out
        if p.read and named is not None and id(named) in world.created and isinstance(mock.output, dict):
            bare = {k: [] if isinstance(v, list) and k not in named and not any(n.field and n.field.path[:1] == (k,) for n, _ in kept)
                    else v for k, v in mock.output.items()}
            read_as_made(bare, named, world.now(rng).strftime("%Y-%m-%dT%H:%M:%SZ"))  # updated when it was made, not before
            _links_made_since(bare, world)  # (but the share link the request made for it since is there: seed 1304's run)
            if fits(tool.output_schema, bare):  # a note just made has no tags or links nobody gave it
                mock = MockOutput(output=bare, grounding=mock.grounding)
        agree.links_hold_target(p, args, mock.output, _just_made(world, noun))
        agree.flags_hold(args, mock.output)
        moded = clone(mock.output)
        agree.mode_fields(p, args, moded, lambda sch, name: _agreed(ValueMaker(rng, None, 0.6, context=p.ctx).make(sch, name, 1), args))
        if moded != mock.output and fits(tool.output_schema, moded):
            mock = MockOutput(output=moded, grounding=mock.grounding)
        if p.read:  # ids of one form, a total that agrees, a search's first hit about its words
            query = next((v for k, v in args.items() if isinstance(v, str) and arg_kind(p, k) == "search_query"), None)
            said = frozenset(v for v in [*world.stated.values(), *world.assigned.values()] if isinstance(v, str))
            kept = agree.listing_agrees(p, args, mock.output, kept, query, rng, said)
        harmonise(mock.output, world.now(rng) if set(p.words) & {"current", "now"} else None)
        if p.read and named is None:  # the notes a search found are the world's: get_note of one is that note
            _keep_listed(world, noun, clone(mock.output))
            tag = next((v for k, v in args.items() if isinstance(v, str) and words(k)[-1:] in (["tag"], ["label"])), None)
            for node in objects(mock.output):  # search_notes(tag="good first issue") found notes so tagged
                if isinstance(node.get("id"), str) and tag:
                    world.tagged[node["id"]] = tag
                if isinstance(node.get("id"), str) and isinstance(node.get("snippet"), str):
                    world.snippets[node["id"]] = node["snippet"]  # what the note says, as the search quoted it
        if not p.read and isinstance(mock.output, dict):  # what a create/update wrote is what a later read returns
            written = {k: v for k, v in {**args, **mock.output}.items() if not isinstance(v, (dict, list)) and v is not None}
            known = world.named(noun, written)
            if known is not None:  # what it wrote, not a relation's other end beside the record (from_key, target_note_id)
                known.update({k: v for k, v in written.items() if k in known or words(k)[-1:] not in (["id"], ["key"])})
            elif any(k in written for k in ("id", "key", "number", "name")):
                world.keep(noun, written)
                if p.verb in CREATE_VERBS:
                    world.created.add(id(written))
        return _assign(world, kept, mock, args)
    if similar_example is not None and tool.output_schema is None:
        out, kept = from_example(similar_example, values, args)
        agree.from_similar(p, out, args, world.stated)
        known = world.named(entity_noun(p.nouns), args)
        if isinstance(out, dict) and known is not None:  # the link this request made, as create_share_link answered it
            out.update({k: clone(v) for k, v in known.items() if k in out and type(v) is type(out[k]) and k not in args})
        return _assign(world, kept, MockOutput(output=out, grounding="medium"), args)
    shaped = _domain(p, args, values, rng, world) or inferred(p, args, values, rng, world)
    levels_are_entries_own(args, shaped)  # (before a text result is written from the records)
    follows_call(args, shaped)  # the project file the call named, empty when just made
    renamed = fonts_match_filter(p.name, args, shaped)  # before a listing is written as text (adobe_list_fonts' result)
    sizes_follow_text(world, shaped, rng)  # main.py is as big as its text
    if any(k.lower().startswith(("sort", "order")) for k in args):
        sorted_as_asked(shaped, args)  # and a listing sorted by size is in that order, by its final sizes
    values = [(n, renamed.get(v, v) if isinstance(v, str) else v) for n, v in values]
    harmonise(shaped)  # fields of one record agree, whatever shaped it (a font's family, a conflict-free pick)
    if tool.output_schema is None:
        return _assign(world, values, MockOutput(output=shaped, grounding="low"), args)
    return _assign(world, values, MockOutput(output=_textual(tool.output_schema, shaped, rng), grounding="low"), args)


def _links_made_since(record: dict[str, Any], world: World) -> None:
    """In place: get_file_metadata of a file the request uploaded and then shared answered share_links [] (the default
    run, s42): the links the request made for this record are listed, as their receipts said them."""
    own = record.get("file_id") or record.get("id")
    if not isinstance(own, str):
        return
    made = [r for rs in world.records.values() for r in (rs if isinstance(rs, list) else []) if isinstance(r, dict)
            and id(r) in world.created and r.get("file_id") == own and isinstance(r.get("link_id"), str)]
    for k, v in record.items():
        if v == [] and "links" in words(k) and made:
            record[k] = [{f: x for f, x in (("link_id", r["link_id"]), ("expires_at", r.get("expires_at")), ("downloads", 0))
                          if x is not None} for r in made]


def _blocks_agree(p: Profile, args: dict[str, Any], mock: MockOutput, world: World, rng: random.Random) -> None:
    """Content blocks fit the file read (media.py), kept only where the outputSchema still holds."""
    if not has_blocks(mock.output):
        return
    shown = clone(mock.output)
    blocks_agree(args, shown, lambda path: world.file_text(path, rng))
    if shown != mock.output and (p.tool.output_schema is None or fits(p.tool.output_schema, shown)):
        mock.output = shown


def _only_what_applies(p: Profile, args: dict[str, Any], mock: MockOutput) -> None:
    """No field a success does not carry (conditional.py), kept only where the outputSchema still holds."""
    if p.tool.output_schema is None or not has_conditional(p.tool.output_schema):
        return
    shown = clone(mock.output)
    conditional_fields(p.tool.output_schema, args, shown)
    if shown != mock.output and fits(p.tool.output_schema, shown):
        mock.output = shown


def _as_found(world: World, out: Any) -> None:
    """get_note of a note a search found: the tag the search filtered by is among its tags (not only "help wanted"),
    and its body says what the search's snippet quoted (not "The deploy finished without errors.")."""
    for node in objects(out):
        own = node.get("id") if isinstance(node.get("id"), str) else None
        tag = world.tagged.get(own) if own else None
        if tag and isinstance(node.get("tags"), list) and tag not in node["tags"]:
            node["tags"] = [tag, *node["tags"][:2]]
        said = world.snippets.get(own) if own else None
        if said and isinstance(node.get("body"), str) and said not in node["body"]:
            node["body"] = said


def _kept_if_fits(p: Profile, mock: MockOutput, agree_rule) -> None:
    """Apply a rule that makes the output agree with itself, kept only where the outputSchema still holds."""
    shown = clone(mock.output)
    agree_rule(shown)
    if shown != mock.output and (p.tool.output_schema is None or fits(p.tool.output_schema, shown)):
        mock.output = shown


_MADE_TIMES = ("created_at", "updated_at", "modified_at", "createdAt", "updatedAt", "created", "updated", "started_at",
               "startedAt")


def _times_kept(world: World, noun: str, node: Any) -> None:
    """What a create answered (its made-now times) is what the world keeps: a note read back or deleted a step later
    shows the created_at create_note said, not the one the record was first drafted with."""
    if isinstance(node, list):
        for item in node:
            _times_kept(world, noun, item)
        return
    if isinstance(node, str) and "\n" in node and ": " in node:  # a text-format result: create_session's "started_at: ..."
        node = dict(line.split(": ", 1) for line in node.split("\n") if ": " in line)
    if not isinstance(node, dict):
        return
    handles = {k: node[k] for k in ("id", "key", "number", f"{noun}_id") if isinstance(node.get(k), (str, int))
               and not isinstance(node[k], bool)}
    known = world.named(noun, handles) if handles else None
    if known is not None and known is not node:
        known.update({f: node[f] for f in _MADE_TIMES if f in node and f in known})
    for v in node.values():
        if isinstance(v, (dict, list, str)):
            _times_kept(world, noun, v)


def _just_made(world: World, noun: str) -> set[str]:
    """Handles of the records of `noun` this request created (a note made a step ago has no other links)."""
    return {str(r[k]) for r in world.records.get(noun, []) if id(r) in world.created for k in ("id", "key") if k in r}


def _assign(world: World, values: list, mock: MockOutput, args: dict[str, Any] | None = None) -> MockOutput:
    """Hand each need's value to its consumer, only if the mock really returns it, with the
    producer's scope (its channel, project, repo): the consumer acts where the value lives."""
    text = "\n".join(norm_text(v) for v in leaves(mock.output, keys=True))
    for need, value in values:
        if found(value, text):
            if args and not mock.is_error:
                for k, v in scope_args(args).items():  # the latest producer is the consumer's closest kin
                    if k != need.param.name and world.assigned.get((need.consumer, k), v) != v:
                        world.assigned.pop((need.consumer, k))  # an earlier link to another project yields
                        world.picked.pop((need.consumer, k), None)
                    world.scope.setdefault(need.consumer, {})[k] = v
            world.assigned[(need.consumer, need.param.name)] = value
            info = world.picked[(need.consumer, need.param.name)] = pick_info(mock.output, value)
            record = info.get("record") if isinstance(info, dict) else None
            if isinstance(record, dict) and record.get("locked") is True and "layer" in need.param.words:
                record["locked"] = False  # the layer the request goes on to draw on is one it can draw on
    return mock


def at_listed_index(p: Profile, args: dict[str, Any], out: Any, earlier: tuple) -> None:
    """A write on the thing at `index` of a listing shown before (switch_tab, close_tab, name_tab): the listed record
    at that place (0 = first), by its id, url, title and name (the listing positions.fit_within_counts bounds the
    index by)."""
    from seer.generate.symbolic.positions import shown

    idx = args.get("index")
    noun = next((w for w in p.words if isinstance(out.get(w), dict)), None) if isinstance(out, dict) else None
    if noun is None or not isinstance(idx, int) or isinstance(idx, bool) or idx < 0:
        return
    listed = shown(earlier)[1].get(noun)
    if listed is not None and idx < len(listed):
        mine = out[noun]
        for k in ("id", "url", "title", "name"):
            if k in listed[idx] and k in mine and k not in args:
                mine[k] = listed[idx][k]


_OUTCOME = re.compile(r"^\s*(?:Created|Deleted|Removed|Added|Renamed|Verified|Updated|Moved)\s+(\w+)\s+name\b", re.I)


def outcome_names_it(p: Profile, args: dict[str, Any], out: Any) -> None:
    """An output field the schema describes as "Deleted tag name (for delete mode)" holds the tag the call named."""
    props = (p.tool.output_schema or {}).get("properties") if isinstance(p.tool.output_schema, dict) else None
    if not isinstance(props, dict) or not isinstance(out, dict):
        return
    for key, spec in props.items():
        m = _OUTCOME.match(str((spec or {}).get("description") or "")) if isinstance(spec, dict) else None
        if m is None or not isinstance(out.get(key), str):
            continue
        given = next((v for k, v in args.items() if isinstance(v, str) and words(k) == [m[1].lower(), "name"]), None)
        if given is not None:
            out[key] = given

