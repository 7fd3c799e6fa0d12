"""Stage 2 values: one world per scenario, and arguments drawn from it.

The world remembers what the user stated (by parameter words, so a repository path stated for
one call is the path every later call carries) and what mocks returned for a later call
(`assigned`: consumer call index and parameter -> the value the producer's mock holds).
"""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.cards import HANDLE_WORDS, Param, Profile
from seer.generate.symbolic.clock import settle, settle_value
from seer.generate.symbolic.changes import (fit_an_update_changes_something, fit_changes_differ_from_shown,
                                            fit_items_in_a_project_that_has_them, fit_some_change, fit_state_is_a_change,
                                            fit_change_fits_the_object)
from seer.generate.symbolic.arg_sense import (fit_head_or_tail, fit_proposal_from_earlier, fit_ratios, fit_replace_colors,
                                              fit_content_type, fit_effect_by_name, fit_effect_named, fit_effect_setting, fit_joined_lists,
                                              fit_frame_to_switch_to, fit_numbered_pairs, fit_size_to_name, fit_move_to_another_layer,
                                              fit_text_search_is_of_text,
                                              fit_filter_settings, fit_merge_of_one_branch, fit_switch_to_made,
                                              fit_request_into_a_lasting_branch, fit_a_line_is_stroked, fit_settings_of_its_shape,
                                              fit_layer_in_its_listed_comp, fit_stash_says_work_in_progress,
                                              fit_script_arguments)
from seer.generate.symbolic.drag_ends import fit_drag_ends
from seer.generate.symbolic.element_refs import fit_element_refs, fit_typed_ref
from seer.generate.symbolic.ends import fit_ends
from seer.generate.symbolic.extras import fit_extras
from seer.generate.symbolic.fields import fit_typed_text
from seer.generate.symbolic.motion import fit_keyframes
from seer.generate.symbolic.batch_steps import fit_batch_steps
from seer.generate.symbolic.stream_fields import fit_published_payload, fit_stream_fields
from seer.generate.symbolic.described_selectors import fit_described_selector, fit_locator_names, fit_product_site
from seer.generate.symbolic.sensible import (fit_cookie_value, fit_exactly_one, fit_field_in_its_hash, fit_hash_write_changes_it, fit_remote_listed, fit_format_options,
                                             fit_one_option, fit_request_app, fit_selection_step, fit_sensible,
                                             fit_smart_object_layer, fit_script_app, fit_source_type, fit_tangents_per_vertex,
                                             name_alias_for, fit_github_states)
from seer.generate.symbolic.lexicon import singular, words
from seer.generate.symbolic.modes import (fit_created_tag_is_new, fit_default_mode, fit_flag_of_action, fit_http_method,
                                          fit_modes, fit_not_closed_midway, fit_owned, fit_preset_or_size, fit_cookie_domain,
                                          fit_action_names_its_target, fit_all_when_no_paths, fit_find_with_replace,
                                          fit_no_lock_before_use, fit_rebase_of_a_topic_branch, fit_checked_out_kept,
                                          fit_no_still_of_a_motion_project, fit_pdf_preset, fit_trunk_renamed_as_a_trunk,
                                          fit_nothing_to_show_after_the_end)
from seer.generate.symbolic.fresh_text import fit_fresh_text, fit_fresh_title
from seer.generate.symbolic.own_words import fit_own_words
from seer.generate.symbolic.roles import role_keys
from seer.generate.symbolic.searches import query_fits_mapping
from seer.generate.symbolic.testcode import (fit_framework_to_test_file, fit_runner_args, fit_test_code, fit_test_project,
                                             fit_test_run_from_its_root)
from seer.generate.symbolic.world import COMPOSED_WORDS, World, scope_args
from seer.generate.symbolic.positions import fit_within_counts
from seer.generate.symbolic.picked_handles import fit_base_branch_listed, fit_listed_handles, fit_listed_names, \
    fit_several_to_group
from seer.generate.symbolic.file_args import (fit_described_file_type, fit_design_batch_folders, fit_edits_to_file, fit_export_path, fit_file_content,
                                               fit_file_not_folder, fit_inside_allowed, fit_listed_files, fit_made_file_is_new,
                                               fit_next_read_takes_another, fit_text_read_of_text,
                                               fit_move_keeps_type, fit_overwrite_existing, fit_read_again_with_more, fit_saved_name,
                                               fit_staged_from_status, fit_upload_to_its_field, fit_pattern_under_path,
                                               fit_commit_says_shown, fit_excluded_patterns, fit_line_range_to_file,
                                               fit_placed_item_name)
from seer.generate.symbolic.param_kinds import kinds_of, param_kind, words_of
from seer.harness.checks import keyed_leaves, nontrivial_values
from seer.generate.symbolic.values import MISSING, ValueMaker, fits, schema_type

PATH_WORDS = frozenset("path dir directory folder root repo repository cwd workdir".split())
SQL_KINDS = frozenset({"sql", "sql_ddl", "sql_dml"})

__all__ = ["ArgumentError", "World", "accept_alternatives", "make_arguments", "param_kind"]


def _from_world(p: Profile, param: Param, world: World, rng: random.Random, current: Any) -> Any:
    """Values the world decides: SQL over the scenario's tables, a table that exists."""
    kind = param_kind(p, param)
    if kind in SQL_KINDS and _sql_tool(p):
        return world.sql(rng).statement(kind, rng)
    if kind == "table_name" and _sql_tool(p) and current not in world.sql(rng).tables:
        return rng.choice(world.sql(rng).tables)
    if isinstance(current, str) and current in world.stated.values():
        from seer.kinds.words import CODE_HOST_PROSE

        pool = next((x for x in CODE_HOST_PROSE.values() if current in x), ())  # update_issue(description) after
        fresh = [x for x in pool if x not in world.stated.values()]  # create_issue: its own words, not the create's
        if fresh:
            return rng.choice(fresh)
    return MISSING


def _a_records_scope_goes_with_it(p: Profile, args: dict[str, Any], forced: dict, world: World) -> None:
    """A value taken from a record the world holds brings the record's own scope: delete_alias of
    alias bright-falcon, listed on products-2024.03, deletes it from products-2024.03, not from the
    index an earlier call read."""
    tops = {param.name: param for param in p.params if len(param.path) == 1}
    for name, value in list(args.items()):
        if name not in tops or name in scope_args({name: value}) or not isinstance(value, str) or len(value) < 3:
            continue
        for noun, records in list(dict.items(world.records)):
            for record in records if isinstance(records, list) else []:
                if not isinstance(record, dict) or value not in (record.get(name), record.get(noun.split("@")[0])):
                    continue
                for k, v in scope_args(record).items():
                    if k in tops and k != name and k not in forced and args.get(k) != v and fits(tops[k].schema, v):
                        args[k] = v
                return


def _a_change_changes(p: Profile, index: int, args: dict[str, Any], forced: dict, world: World, rng: random.Random) -> None:
    """A write on a record picked from an earlier result moves it somewhere else: a ticket that is
    "blocked" is not transitioned to "blocked"."""
    if p.read:
        return
    records = [info.get("record") for (i, _), info in world.picked.items() if i == index]
    handles = {v for k, v in args.items() if isinstance(v, (str, int)) and not isinstance(v, bool) and words(k)[-1:] in (["key"], ["id"], ["number"])}
    said = {str(h) for h in handles}  # (issue_id "966" is the listed issue number 966)
    records += [r for pool in world.records.values() for r in pool  # a ticket handed on by a link, read in a listing before
                if isinstance(r, dict) and any(f in r and str(r.get(f)) in said for f in ("key", "id", "number"))]
    narrowed = {str(x) for key, v in world.stated.items() if tuple(singular(w) for w in key) in world.filters
                for x in (v if isinstance(v, list) else [v])}
    for param in p.params:  # tags: [backend] on a note found by tag backend adds nothing
        value = param.get(args, MISSING)
        if param.name not in forced and isinstance(value, list) and value and all(isinstance(x, str) for x in value) \
                and set(value) & narrowed:  # (layers [1, 2] merged after items of layer 2 were listed are two layers)
            kept = [x for x in value if str(x) not in narrowed]
            if kept and fits(param.schema, kept):
                param.put(args, kept)
            elif not param.required and len(param.path) == 1:
                args.pop(param.name, None)
    for param in p.params:
        value, choices = param.get(args, MISSING), param.core.get("enum")
        if param.name in forced or not choices or value is MISSING or len(choices) < 2:
            continue
        if any(isinstance(r, dict) and str(r.get(param.name, "")).lower().replace(" ", "_") == str(value).lower() for r in records):
            param.put(args, rng.choice([c for c in choices if c != value]))


_MAKE_VERBS = frozenset("create make init mkdir new".split())
_NEW_FOLDERS = ("archive", "drafts", "exports", "reports-2026", "backups", "scratch")


_CLONE_TARGET_WORDS = frozenset({"path", "dir", "directory", "destination", "target"})


def _cloned_name(args: dict[str, Any]) -> str:
    """The repository a clone's URL names (.../acme-corp/webshop.git -> webshop), or "" when it names none."""
    url = next((v for k, v in args.items() if "url" in k.lower() and isinstance(v, str)), "")
    name = url.rstrip("/").rsplit("/", 1)[-1].removesuffix(".git")
    return name if re.fullmatch(r"[A-Za-z0-9._-]{2,40}", name) else ""


def _a_clone_goes_to_its_name(p: Profile, args: dict[str, Any], forced: dict) -> None:
    """git_clone(url=.../acme-corp/webshop.git, path=/home/kofi/projects/search-indexer): a clone's new folder is named
    for the repository it holds (/home/kofi/projects/webshop)."""
    if p.verb != "clone":
        return
    name = _cloned_name(args)
    if not name:
        return
    for param in p.params:
        value = param.get(args)
        if param.name in forced or not isinstance(value, str) or not value.startswith("/") or len(param.path) > 1 \
                or not set(param.words) & _CLONE_TARGET_WORDS:
            continue
        head, _, last = value.rstrip("/").rpartition("/")
        if head and last != name and fits(param.schema, f"{head}/{name}"):
            param.put(args, f"{head}/{name}")


def _an_alias_removed_is_of_its_index(p: Profile, args: dict[str, Any], forced: dict, world: World, rng: random.Random) -> None:
    """delete_alias(index=audit-2024.08, name=orders-current): an alias removed from an index is one of that index (an
    audit-... alias), unless it is an alias the request was shown (its own index came with it)."""
    tool = set(words(p.name))
    index = args.get("index")
    if "alias" not in tool or not tool & {"delete", "remove"} or not isinstance(index, str):
        return
    shown = {str(r.get("alias") or r.get("name")) for r in world.records.get("alias", []) if isinstance(r, dict)}
    name_alias_for(p, args, forced, rng, spare=shown)


def _a_create_makes_a_new_one(p: Profile, args: dict[str, Any], forced: dict, world: World, rng: random.Random,
                              earlier: tuple = ()) -> None:
    """A create's own path or name is not one the request already named for an existing thing:
    create_directory after listing /home/bob/projects/api makes /home/bob/projects/api/archive."""
    from seer.generate.symbolic.phrasing import action

    if p.read or p.verb not in _MAKE_VERBS | {"clone"} and action(p).verb not in ("create", "add", "make") \
            or p.verb in ("edit", "update", "modify", "patch", "replace", "append"):
        return  # write_file "Create a new file or ...": asked as "add a new file", it is not the file just edited;
    # edit_file "Make line-based edits" edits the file just read, never a notes-v2.txt no one made
    known = {str(v) for k, v in [*world.stated.items(), *world.assigned.items()]  # said, or handed on from a result
             if isinstance(v, (str, int)) and not isinstance(v, bool)}
    listed = _listed(p, world, earlier)
    for param in p.params:
        value = param.get(args, MISSING)
        others = {v for k, v in flat_args(p, args).items() if k != param.name and isinstance(v, str)}
        if param.name in forced or not isinstance(value, str) or param.core.get("enum") or \
                value not in known and not ((value in listed or value in others) and _own_name(p, param)):
            continue
        if p.verb == "clone":  # a clone goes to a new folder beside the repository already named, not into it
            if value.startswith("/") and set(param.words) & _CLONE_TARGET_WORDS:
                name = _cloned_name(args)
                name = name if name and name != value.rsplit("/", 1)[-1] else "checkout"
                new = f"{value.rstrip('/').rsplit('/', 1)[0]}/{name}"
                if fits(param.schema, new):
                    param.put(args, new)
            continue
        if param.words in (["id"], ["document", "id"], ["doc", "id"]) and len(param.path) == 1 and not param.required \
                and value in known:  # index_document "creates or updates": asked to make one, it names no id of one read
            args.pop(param.name, None)  # before, which would overwrite that document (round 922 [4])
            continue
        if _own_name(p, param) and kinds_of(p).get(param.name) not in ("dir_path", "file_path"):
            _rename_anew(p, param, args, known | listed | others, rng)
            continue
        if set(param.words) & {"parent", "folder", "directory", "dir", "base", "in", "into", "under", "from", "source"} \
                or scope_args({param.name: value}):
            continue  # where the new thing goes (its folder, its repository), not the new thing
        kind = kinds_of(p).get(param.name)
        if kind == "dir_path" and "init" in p.words and re.fullmatch(r"/home/[^/]+/projects/[^/]+/?", value):
            new = f"{value.rstrip('/').rsplit('/', 1)[0]}/{rng.choice(_NEW_FOLDERS)}"  # git_init of a new repository beside
            # the clone it knows, never nested inside it (/projects/docs-site/reports-2026, seed 1383)
        elif kind == "dir_path":
            new = f"{value.rstrip('/')}/{rng.choice(_NEW_FOLDERS)}"
        elif kind == "file_path" and "." in value.rsplit("/", 1)[-1]:
            head, _, name = value.rpartition("/")
            stem, _, ext = name.rpartition(".")
            new = f"{head}/{stem}-{rng.choice(('v2', 'copy', 'new', '2026'))}.{ext}"
        else:
            continue
        if fits(param.schema, new):
            param.put(args, new)


_OWN_NAMES = frozenset("name title branch tag label".split())


def _own_name(p: Profile, param: Param) -> bool:
    """The parameter names the thing the create makes: add_layer(name), create_branch(branch_name);
    not where it goes (create_text_frame(layer_name) names an existing layer)."""
    ws = param.words
    if len(ws) == 1 and len(param.path) == 1 and ws[0] in ("index", "table", "stream", "queue", "bucket", "topic") \
            and singular(words(p.name)[-1]) == ws[0]:  # create_index's index, not index_document's (where it goes)
        return True  # create_index(index): the index it makes, never logs-2024.12 that get_index just showed
    if not ws or ws[-1] not in _OWN_NAMES or len(param.path) > 1:
        return False
    if set(ws) & {"parent", "base", "from", "source", "target", "into", "src", "template", "start", "old"}:
        return False
    return len(ws) == 1 or singular(ws[0]) in p.nouns or ws[0] in ("new",) \
        or any(n.endswith(singular(ws[0])) for n in p.nouns)  # xgroup_create(group_name): the group it makes


def _listed(p: Profile, world: World, earlier: tuple = ()) -> set[str]:
    """Names the request has seen things go by (a listing's layers, the branches a call returned)."""
    out: set[str] = set()
    for noun in p.nouns:
        for record in world.records.get(noun, []) or []:
            if isinstance(record, dict):
                out |= {v for v in record.values() if isinstance(v, str)}
    for output in earlier:
        out |= {v for k, v in keyed_leaves(output) if isinstance(v, str) and k and words_of(k)[-1:] in (["name"], ["title"])}
    return out


def _composed_anew(p: Profile, args: dict[str, Any], forced: dict, world: World, rng: random.Random) -> None:
    """slack_reply_to_thread and then slack_post_message, both "I could not reproduce the bug on staging.": a message
    the request writes after another says its own thing (two draws from one pool of sentences met by chance)."""
    from seer.kinds.words import SENTENCES

    if p.read:
        return
    for param in p.params:
        value = param.get(args, MISSING)
        if param.name in forced or not param.words or param.words[-1] not in COMPOSED_WORDS or not isinstance(value, str):
            continue
        if world.stated.get(param.key) == value and value in SENTENCES:
            fresh = [x for x in SENTENCES if x != value]
            param.put(args, rng.choice(fresh))



def _a_rename_is_new(p: Profile, args: dict[str, Any], forced: dict, world: World, rng: random.Random, earlier: tuple) -> None:
    """ae_set_layer(layer=2, name=<a name the listing showed>): the name a setter gives is a new one, not a layer's
    name a result showed (that reads as 'uses the name returned by ae_list_layers')."""
    if p.read:
        return
    for param in p.params:
        value = param.get(args, MISSING)
        fresh = param.words in (["new", "name"], ["new", "title"])  # ai_duplicate_layer(new_name): the copy's own name
        if param.name in forced or not isinstance(value, str):
            continue
        # a bare optional `name` beside a required handle (ae_set_layer(layer=2, name=...)) names anew too
        renames = param.words == ["name"] and not param.required \
            and any(x.required and x is not param and len(x.path) == len(param.path) for x in p.params)
        if not (fresh or renames):
            continue
        known = {str(v) for v in [*world.stated.values(), *world.assigned.values()] if isinstance(v, (str, int))}
        taken = known | _listed(p, world, earlier)
        same = fresh and any(x is not param and x.get(args, MISSING) == value for x in p.params)  # git_remote(rename,
        taken |= {value} if same else set()  # name=fork, newName=fork): a rename's new name is not its old one (1488)
        if value in taken or fresh and _DEFAULT_NAME.match(value):  # renamed to "Layer 1": a name is given to say
            _rename_anew(p, param, args, taken, rng)  # what a thing is, never the app's default (seed 1488)


_DEFAULT_NAME = re.compile(r"(?:Layer|Group|Artboard|Untitled|Comp|Rectangle|Ellipse|Path|Shape Layer|Sequence)\s*-?\d*$")


def _rename_anew(p: Profile, param: Param, args: dict[str, Any], taken: set[str], rng: random.Random) -> None:
    """A new layer named like the layer just listed, a new branch named like the branch the next step
    checks out: the create's own name is drawn again until it is new."""
    maker = ValueMaker(rng, None, 0.0, context=p.ctx)
    for _ in range(6):
        new = maker.make(param.schema, param.name, 1, param.words)
        if isinstance(new, str) and new not in taken and not _DEFAULT_NAME.match(new) and fits(param.schema, new):
            param.put(args, new)
            return


def _names_thing(param: Param) -> bool:
    """A parameter that says which thing (an id, a key, a path, a branch), not how to narrow a listing."""
    return bool(set(param.words) & (HANDLE_WORDS | {"branch", "repo", "repository", "owner", "channel", "index", "table", "file"}))


def _sql_tool(p: Profile) -> bool:
    from seer.kinds.infer import contexts

    return "sql" in contexts(*p.ctx)


def flat_args(p: Profile, args: dict[str, Any]) -> dict[str, Any]:
    """Parameter name -> value, looking through a wrapper object (`params: {...}`)."""
    out = {}
    for param in p.params:
        path = param.path
        if len(path) == 1:  # the common case, without walking
            if path[0] in args:
                out[param.name] = args[path[0]]
            continue
        value = param.get(args, MISSING)
        if value is not MISSING:
            out[param.name] = value
    return out


def folder_hints(p: Profile) -> dict[str, list[str]]:
    """Path parameters that name a folder get the hint word "dir" (values.py makes a folder path)."""
    return {param.name: ["dir"] for param in p.params if param.folder}


class ArgumentError(ValueError):
    """No schema-valid arguments after the allowed tries."""


def note_rename(p: Profile, index: int, args: dict[str, Any], world: World) -> None:
    """git_branch(mode=rename, branchName=A, newBranchName=B): A is gone, later calls of the request that were to take A
    take B."""
    said = next((v for k, v in args.items() if k in ("mode", "action", "operation", "op") and isinstance(v, str)), "")
    if not p.read and p.verb in ("update", "edit", "modify"):  # update_milestone(milestone_id=125, title="Sprint 48") of the
        ids = {str(v) for k, v in args.items() if words(k)[-1:] == ["id"] and isinstance(v, (str, int)) and not isinstance(v, bool)}
        for info in list(world.picked.values()):  # listed "Public beta": the issue filed under it next takes its new title
            record = info.get("record") if isinstance(info, dict) else None
            if not isinstance(record, dict) or str(record.get("id")) not in ids:
                continue
            for key in ("title", "name") if isinstance(record, dict) else ():
                old, new = record.get(key), args.get(key)
                if isinstance(old, str) and isinstance(new, str) and old != new:
                    world.renamed[old] = new
                    for k2, v in list(world.assigned.items()):
                        if k2[0] > index and v == old:
                            world.assigned[k2] = new
    if p.read or "rename" not in (p.verb, *words(said)[:1], *p.words[:1]):
        return
    tops = {param.name: param for param in p.params if len(param.path) == 1}
    for name, param in tops.items():
        new = args.get(name)
        if param.words[:1] != ["new"] or not isinstance(new, str):
            continue
        rest = param.words[1:]
        old = next((args[k] for k, q in tops.items() if q is not param and isinstance(args.get(k), str)
                    and (q.words == rest or q.words[:1] in (["old"], ["from"], ["source"]) and q.words[1:] == rest)), None)
        if old is not None and old != new:
            world.renamed[old] = new
            for key, v in list(world.assigned.items()):
                if key[0] > index and v == old:
                    world.assigned[key] = new


def _siblings(names: dict[str, Any], record: dict[str, Any], handed: Any, forced: dict[str, Any]) -> None:
    """planner_explore_page(pageName="Cart | Example" from the page captured, pageUrl=...): the parameters that share the
    handed one's leading words (page name, page url) describe the same thing, the record it came from: its url."""
    if handed is None or len(handed.words) < 2:
        return
    for k, param in names.items():
        v = record.get(param.words[-1]) if param.words[:-1] == handed.words[:-1] and param is not handed else None
        if k not in forced and isinstance(v, (str, int)) and not isinstance(v, bool) and fits(param.schema, v):
            forced[k] = v


def _one_projects_branch(index: int, names: dict, forced: dict, world: World) -> None:
    """create_merge_request(target_project_id=3576, target_branch=develop) where the listing showed project 3576 on main
    and develop as another project's default (seed 1387): the branch a request merges into is its target project's."""
    for (i, handed), info in list(world.picked.items()):
        record = info.get("record") if i == index and handed in ("target_project_id", "project_id") else None
        branch = record.get("default_branch") if isinstance(record, dict) else None
        for k in ("target_branch", "base_branch", "base"):
            if isinstance(branch, str) and k in names and forced.get(k) != branch and fits(names[k].schema, branch):
                forced[k] = world.assigned[(index, k)] = branch
                world.picked[(index, k)] = info
                break


def make_arguments(p: Profile, index: int, world: World, rng: random.Random, tries: int = 4,
                   optional_share: float = 0.3, reuse: bool = True, avoid: tuple = (), earlier: tuple = ()) -> dict[str, Any]:
    """`earlier`: the outputs of the request's calls before this one (a listing's names a create does not reuse)."""
    schema = p.tool.input_schema
    forced = {name: world.renamed.get(v, v) if isinstance(v, str) else v for (i, name), v in world.assigned.items() if i == index}
    # a branch renamed a step ago goes by its new name (merge hotfix/payment-rounding, not the feature/search-filters renamed)
    if forced:  # a carried value lives in its producer's channel/project/repo: same scope here
        names = {param.name: param for param in p.params if len(param.path) == 1}
        for k, v in world.scope.get(index, {}).items():
            if k in names and k not in forced and fits(names[k].schema, v):
                forced[k] = v
        for (i, handed_name), info in list(world.picked.items()):  # the picked record's own project/channel: an issue's project_id
            record = info.get("record") if i == index else None
            if isinstance(record, dict):
                for k, v in scope_args(record).items():
                    if k in names and k not in forced and fits(names[k].schema, v):
                        forced[k] = v
                _siblings(names, record, names.get(handed_name), forced)  # pageName from the page captured: pageUrl that page's url
        _one_projects_branch(index, names, forced, world)
    if reuse:  # the session/repo/channel a later call of this request runs in (the one the user picked) is this call's too
        tops = {param.name for param in p.params if len(param.path) == 1}
        for (i, name), v in sorted(world.assigned.items(), key=lambda kv: kv[0][0]):
            if i > index and name in tops and name not in forced and scope_args({name: v}):
                forced[name] = v
    last = None
    filed = role_keys(p)  # a hash's field `key` is filed apart from a key: HGET's field is no GET key
    base = world.lookup if p.read else world.write_lookup
    look = base if not filed else (lambda ws, sch: base(list(filed.get(tuple(ws), ws)), sch))
    for attempt in range(tries):
        maker = ValueMaker(rng, look if reuse and attempt < 2 else None, optional_share if attempt < 3 else 0.0, folder_hints(p),
                           context=p.ctx)
        maker.arguments = True
        args = maker.make(schema)
        if not isinstance(args, dict):
            args = {}
        for param in p.params:
            if param.implied and param.get(args, MISSING) is MISSING and attempt < 3:
                param.put(args, maker.make(param.schema, param.name, 1, param.words + folder_hints(p).get(param.name, [])))
        for param in p.params:
            if param.name not in forced and param.get(args, MISSING) is not MISSING and attempt < 3:
                value = _from_world(p, param, world, rng, param.get(args))
                if value is not MISSING and fits(param.item_schema, value):
                    param.put(args, value if schema_type(param.core) != "array" else [value])
        _distinct(p, args, forced, maker)
        _layers_apart(p, args, forced, _listed_layers(earlier, args.get("comp_name") or args.get("from_comp")))
        now = world.now(rng)
        settle(args, now, asked=True)  # no stated time lies after the scenario's present
        if p.read:  # git_log(start_timestamp=2025-04-10) asked in February (seed 1313): a read's window starts in the past
            for k, v in list(args.items()):
                if isinstance(v, (str, int)) and set(words(k)) & {"start", "since", "after", "from"} and not set(words(k)) & {"index", "line", "page", "offset"}:
                    args[k] = settle_value(v, now)
        _order_ranges(args, forced)
        fit_head_or_tail(p, args, forced, rng)  # the first N lines or the last N, not both
        for param in p.params:
            if param.name in forced:
                param.put(args, _as_param(param, forced[param.name], maker))
        fit_not_closed_midway(p, args, forced, len(world.plan) - 1 - world.at if world.plan else 0, rng)
        fit_checked_out_kept(p, args, forced, earlier)  # a branch a worktree has checked out is not deleted
        fit_modes(p, args, forced, maker)  # newPath only for a move, no merged and noMerged together
        fit_trunk_renamed_as_a_trunk(p, args, forced)  # master becomes main, never feature/dark-mode
        fit_http_method(p, args, forced, rng)  # a _count is read with GET, not PUT
        fit_default_mode(p, args, forced)  # "push a stash": the call says mode=push too
        fit_flag_of_action(p, args, forced)  # set_offline sets offline
        fit_action_names_its_target(p, args, forced)  # switch_latest takes no handle
        fit_no_lock_before_use(p, args, forced, world, index)  # no layer locked that the request then draws on
        fit_nothing_to_show_after_the_end(p, args, forced)  # no snapshot options on closing the browser
        fit_preset_or_size(p, args, forced)  # 640x600 or the tablet preset, not both
        fit_cookie_domain(p, args, forced, world, rng)  # a cookie added is the site's
        fit_owned(p, args, forced, maker)  # rotate's angle, not a resize's height
        fit_pdf_preset(p, args, forced, rng)  # a PDF export's preset is a PDF preset
        fit_find_with_replace(p, args, forced, maker)  # a find and replace says what replaces the text
        fit_all_when_no_paths(p, args, forced)  # git_add of no path stages all
        fit_created_tag_is_new(p, args, forced, earlier)  # a tag created is the next version, never a listed one
        fit_ends(p, args, forced, maker)  # keyframes copied from layer 9 go to other layers
        fit_change_fits_the_object(p, args, forced, earlier)  # no font for a placed image
        fit_some_change(p, args, forced, maker, earlier)  # modify_object(properties={}) changes nothing
        fit_an_update_changes_something(p, args, forced, maker)  # nor does update_milestone(milestone_id) alone
        fit_file_not_folder(p, args, forced, world, maker)
        fit_file_content(p, args, forced, world, rng)  # after the carried path is in: the content fits that file
        fit_inside_allowed(p, args, forced, world)  # a path after list_allowed_directories lies in an allowed one
        fit_listed_files(p, args, forced, rng, earlier)  # a file read after a listing is a listed one
        fit_text_read_of_text(p, args, forced, rng)  # and a text read reads text, never logo.png
        fit_next_read_takes_another(p, args, forced, world, earlier)  # nor a file just read whole
        fit_read_again_with_more(p, args, world, rng, earlier)  # read_multiple_files of the file just read reads another too
        fit_staged_from_status(p, args, forced, rng, earlier)  # and one staged after a status one it showed changed
        fit_listed_handles(p, args, forced, earlier)  # and commits or uuids picked after a listing listed ones
        fit_several_to_group(p, args, forced, maker, earlier)  # a group gathers two objects at least
        fit_base_branch_listed(p, args, forced, earlier)  # a new branch starts from a listed one
        fit_listed_names(p, args, index, world, earlier)  # and a layer activated by name after a layer listing a listed one
        fit_within_counts(p, args, forced, rng, earlier)  # item 54 of a project of 13 items is item 1..13
        fit_drag_ends(p, args, forced, rng)  # a drag moves a card to a column, never a button onto a button
        fit_element_refs(p, args, forced, earlier)  # one page element, one ref
        fit_typed_ref(p, args, forced, earlier, rng)  # and text is typed into a field, never into the button hovered
        fit_edits_to_file(p, args, world, rng)
        fit_line_range_to_file(p, args, forced, world, rng)
        _vectors(p, args, forced, world, rng)
        _set_members(p, args, forced, rng)
        _string_value_fits_key(p, args, forced, rng, world)
        _channels_together(p, args, forced, rng)
        fit_own_words(p, args, forced, rng)  # a fix's description describes a fix
        fit_fresh_text(p, args, forced, rng, earlier)  # a reply is not, word for word, the message just read
        fit_fresh_title(p, args, forced, maker, earlier)  # nor a title given another record's title shown before
        fit_test_code(p, args, forced, rng)  # Python test code under pytest, described by its own name
        fit_framework_to_test_file(p, args, forced)  # test_login_redirect in test_checkout.py, under a Python framework
        fit_runner_args(p, args, forced, rng)  # npm test -- --grep checkout, not args=["billing-arg"]
        fit_test_project(p, args, forced, earlier)  # one project: its root, the tests folder in it, the spec just read
        fit_test_run_from_its_root(p, args, forced)  # a test run runs from the project's root and names its test
        fit_extras(p, args, forced, rng)  # kwargs never gives a field the tool takes itself a second value
        fit_typed_text(p, args, forced, rng)  # an email field gets an email, a search box search words
        fit_described_selector(p, args, forced)  # teach_selector(input#password) describes "the password field"
        fit_locator_names(p, args, forced)  # a locator (id, email) is named "email field", not "Account settings"
        fit_product_site(p, args, forced)  # the product Helpdesk is analysed at its own site, not at news.ycombinator.com
        fit_keyframes(p, args, forced, rng)  # a keyframe set gives one property value per time
        fit_sensible(p, args, forced, rng)  # undo a step or three; a hash field's own kind of value
        fit_format_options(p, args, forced)  # no SVG options on a PNG export
        fit_stream_fields(p, args, forced, rng)  # an entry of events:orders is an order event
        fit_published_payload(p, args, forced, rng)  # and what is published on orders:created is an order event
        fit_source_type(p, args, forced, rng)  # a source of type url is a URL
        fit_one_option(p, args, forced, rng)  # an option is picked by its value, its label or its place: one of them
        fit_selection_step(p, args, forced, rng)  # a selection contracted by 4 px, not by 640
        fit_smart_object_layer(p, args, forced, earlier)  # a text layer just made is converted, not "replaced"
        fit_field_in_its_hash(p, args, forced, earlier)  # the last_login field read from a session is deleted there
        fit_hash_write_changes_it(p, args, forced, earlier, rng)  # and set to another value than the one just read
        fit_remote_listed(p, args, forced, earlier)  # a remote fetched after the remotes were listed is a listed one
        fit_tangents_per_vertex(args, forced)  # four vertices, four in-tangents
        fit_exactly_one(p, args, forced, rng, maker)  # "give exactly one of to_index, before, after": one
        fit_batch_steps(p, args, forced, rng)  # batch_execute runs the server's own tools: navigate_to, then click_element
        fit_request_app(p, args, forced, world.plan, index)  # the fonts of the app the request works in
        fit_no_still_of_a_motion_project(p, args, forced)  # and a Premiere Pro project is never saved as a bitmap
        fit_script_app(p, args, forced, rng)  # a Media Encoder script asks Media Encoder things, not for artboards
        fit_export_path(p, args, forced)
        fit_design_batch_folders(p, args, forced)  # a Photoshop batch reads assets/raw, never a code project's root
        fit_described_file_type(p, args, forced)  # "Execute a .jsx script file": a .jsx, not the .mp4 just exported
        fit_made_file_is_new(p, args, forced, earlier)  # a PDF generated never overwrites the resume just uploaded
        fit_saved_name(p, args, forced)  # a saved risk profile is risk-profile.json, not README.md
        fit_move_keeps_type(p, args, forced)
        _a_records_scope_goes_with_it(p, args, forced, world)
        _an_alias_removed_is_of_its_index(p, args, forced, world, rng)
        _a_change_changes(p, index, args, forced, world, rng)
        _a_clone_goes_to_its_name(p, args, forced)  # webshop.git is cloned into .../webshop
        _a_create_makes_a_new_one(p, args, forced, world, rng, earlier)
        _a_rename_is_new(p, args, forced, world, rng, earlier)
        fit_cookie_value(p, args, forced, rng)  # the cookie renamed anew (locale -> session_id) holds its own kind of value
        query_fits_mapping(args, world, rng, forced)  # a match names a field of the index's mapping shown before
        fit_overwrite_existing(p, args, forced)
        fit_ratios(p, args, forced, rng)  # an aspect ratio reads 9:16, not a layer's name
        fit_replace_colors(p, args, forced, rng)  # find one real colour, replace it by another of its type
        fit_proposal_from_earlier(p, index, args, forced, world, earlier)  # apply the plan the proposing call returned
        fit_script_arguments(p, args, forced)  # a script that never reads arguments[0] is sent none
        fit_effect_by_name(p, args, forced, rng)  # effect "Gaussian Blur" or effect 2 of a layer, not effect 70
        fit_effect_setting(p, args, forced, rng)  # Glow's Glow Radius set to 25, never to a sentence
        fit_effect_named(p, args, forced, rng)  # "apply an After Effects effect" says which: Gaussian Blur
        fit_joined_lists(p, args, forced, maker)  # scenes chained into one comp are two comps or more
        fit_size_to_name(p, args, forced)  # a comp made as "Intro 1080p" is 1920x1080
        fit_numbered_pairs(p, args, forced, maker)  # a contrast of color1 against a color2, never against nothing
        fit_frame_to_switch_to(p, args, forced, rng)  # a switch into a frame says which frame
        fit_switch_to_made(p, args, forced, world)  # "then switch branches" after a create: to the branch just made
        fit_filter_settings(p, args, forced)  # a motion blur takes an angle and a distance, no threshold
        fit_merge_of_one_branch(p, args, forced)  # one branch merged by ort, its commit "Merge branch 'x'"
        fit_request_into_a_lasting_branch(p, args, forced, earlier)  # a merge request into main, never into a fix branch
        fit_a_line_is_stroked(p, args, forced, rng)  # a line drawn has a stroke colour
        fit_settings_of_its_shape(p, args, forced)  # and an arc has no sides (those are a polygon's)
        fit_layer_in_its_listed_comp(p, args, forced, earlier)  # layer 3 of the comp just listed, not of another
        fit_stash_says_work_in_progress(p, args, forced)  # a stash's note is "WIP: ...", never a commit message
        fit_pattern_under_path(p, args, forced)  # search .../src/components for **/*.ts, never for src/**/*.ts
        fit_commit_says_shown(p, args, forced, earlier, world.plan)  # a commit after a diff says what the diff changes
        fit_excluded_patterns(p, args, forced, rng)  # a tree leaves out node_modules and *.log, never the files it shows
        fit_state_is_a_change(p, args, forced, earlier)  # an issue shown closed is reopened, never "closed" again
        fit_changes_differ_from_shown(p, args, earlier)  # nor a text frame's contents set to what they are
        fit_some_change(p, args, forced, maker, earlier)  # (and one left with nothing to change changes something)
        fit_items_in_a_project_that_has_them(p, args, forced, world)  # issue 212 is no issue of a project just made
        fit_upload_to_its_field(p, args, forced)  # an avatar field takes a picture, not invoice-2041.pdf
        fit_content_type(p, args, forced)  # a .csv uploaded as text/csv, not as application/json
        _composed_anew(p, args, forced, world, rng)  # a new message is no copy of the reply just sent
        fit_placed_item_name(p, args, forced)  # an item placed from logo.png is named logo.png, never hero.jpg
        fit_rebase_of_a_topic_branch(p, args, forced)  # a topic branch is rebased onto main, never main onto it
        fit_move_to_another_layer(p, args, forced, earlier)  # objects moved to a layer go to another one than theirs
        fit_github_states(p, args, forced)  # a GitHub milestone is open, never active
        fit_state_is_a_change(p, args, forced, earlier)  # (again: "opened" just became GitHub's "open", the state shown)
        fit_text_search_is_of_text(p, args, forced)  # a search by font looks for text, never for an image
        if "json" in p.words:  # a RedisJSON path the key's document has, a value of the kind set there
            from seer.generate.symbolic.mocks.redis_docs import fit_json_args

            fit_json_args(p, args, forced, world, rng)
        if fits(schema, args) and (args not in avoid or attempt == tries - 1):
            saves_own_file = not p.read and bool(set(p.words) & {"save", "write", "export"})
            for param in p.params:
                value = param.get(args, MISSING)
                if value is not MISSING and param.name not in forced:
                    if not (saves_own_file and kinds_of(p).get(param.name) == "filename"):  # a saved risk profile's
                        world.stated.setdefault(filed.get(param.key, param.key), value)  # name is no test plan's
                    if p.read and not scope_args({param.name: value}) and not _names_thing(param) \
                            and param.words[-1:] not in (["app"], ["application"]):  # the app a request works in stays its app
                        world.filters.add(tuple(singular(w) for w in param.key))
            note_rename(p, index, args, world)
            return args
        last = args
    raise ArgumentError(f"{p.name}: no schema-valid arguments in {tries} tries (last {str(last)[:120]})")


VECTOR_WORDS = frozenset("vector embedding embeddings".split())
DIM_WORDS = frozenset("dim dims dimension dimensions".split())


def _set_members(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """SADD/ZADD/SREM take a member the key holds (an IP for blocked:ips, a tag for tags:…), not a sentence."""
    from seer.kinds.data import key_group, kv_group
    from seer.generate.symbolic.mocks import _members

    group = kv_group(p.tool.name)
    key = next((v for k, v in args.items() if isinstance(v, str) and key_group(v) == group), None) if group in (0, 2, 3) else None
    if key is None:
        return
    if group == 0:  # LPUSH/LREM on queue:emails: an element is a queued mail, never "checkout-element"
        from seer.generate.symbolic.mocks.kv import _kv_value

        tops = {x.name: x for x in p.params if len(x.path) == 1}
        for k in ("element", "value"):
            if k not in forced and k in tops and isinstance(args.get(k), (str, int, float)) and not isinstance(args[k], bool):
                made = _kv_value(key, rng)  # RPUSH jobs:pending: a job, never the number 4
                if fits(tops[k].schema, made):
                    args[k] = made
        for k in ("elements", "values"):
            if k not in forced and isinstance(args.get(k), list) and args[k] and all(isinstance(x, str) for x in args[k]):
                args[k] = [_kv_value(key, rng) for _ in args[k]]
        return
    for k in ("value", "member", "members", "values"):
        v = args.get(k)
        if k in forced or v is None:
            continue
        if isinstance(v, str):
            args[k] = _members(key, rng)[0]
        elif isinstance(v, list) and v and all(isinstance(x, str) for x in v):
            args[k] = _members(key, rng)[: len(v)]


_CHANNELS = ("r", "g", "b")


def _channels_together(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random) -> None:
    """A colour is its three channels: fill_r 95 alone (or color_g and color_b without color_r) is no colour a
    designer asks for; a colour asked for gets all three, in the channel's range."""
    groups: dict[tuple[str, ...], dict[str, Param]] = {}
    for param in p.params:
        if len(param.words) > 1 and param.words[-1] in _CHANNELS and schema_type(param.core) in ("integer", "number"):
            groups.setdefault(tuple(param.words[:-1]), {})[param.words[-1]] = param
    for trio in groups.values():
        if len(trio) != 3:
            continue
        given = [c for c, param in trio.items() if param.get(args, MISSING) is not MISSING]
        if not given or len(given) == 3:
            continue
        for c, param in trio.items():
            if param.get(args, MISSING) is MISSING:
                hi = param.core.get("maximum", 255)
                value = rng.randint(0, int(hi)) if isinstance(hi, (int, float)) and hi >= 1 else rng.randint(0, 255)
                if fits(param.schema, value):
                    param.put(args, value)


def _string_value_fits_key(p: Profile, args: dict[str, Any], forced: dict, rng: random.Random, world: World | None = None) -> None:
    """SET of order:2025:4267 stores an order (its JSON), of rate_limit:3814 a count, of cache:homepage its
    HTML: what a key holds follows its name, not a chat sentence ("The meeting moved to 3pm tomorrow.")."""
    from seer.kinds.data import kv_group
    from seer.kinds.infer import contexts

    if p.read or "kv" not in contexts(*p.ctx) or kv_group(p.tool.name) is not None or not set(p.words) & {"set", "setex", "put"}:
        return
    key = args.get("key") if isinstance(args.get("key"), str) else args.get("name") if isinstance(args.get("name"), str) else None
    value = args.get("value")
    if key is None or "value" in forced or value is None or isinstance(value, (dict, list, bool)):
        return  # a number too: SET user:1042:profile to 79 is no profile
    from seer.generate.symbolic.mocks.kv import _kv_value

    made = _kv_value(key, rng)
    for _ in range(6 if world is not None else 0):  # SET user:1042:profile to the value GET just read is no change
        if made != world.kv.get(key) and made != str(world.kv.get(key)):
            break
        made = _kv_value(key, rng)
    tops = {param.name: param for param in p.params if len(param.path) == 1}
    if "value" in tops and fits(tops["value"].schema, made):
        args["value"] = made


def _vectors(p: Profile, args: dict[str, Any], forced: dict, world: World, rng: random.Random) -> None:
    """A vector index's dimension and the vectors stored in it or searched with agree: one
    dimension per scenario (a small test index), set by the first call that names one. Only in a tool about vectors:
    ai_contact_sheet(max_dim) is a render's size in pixels (1024), never a 4-dimensional embedding."""
    if not VECTOR_WORDS & set(words(p.tool.name) + words(p.tool.description[:400]) + [w for x in p.params for w in x.words]):
        return
    for param in p.params:
        ws = set(param.words)
        value = param.get(args, MISSING)
        if value is MISSING or param.name in forced:
            continue
        if ws & DIM_WORDS and isinstance(value, int) and not isinstance(value, bool):
            world.vector_dim = world.vector_dim or rng.choice((4, 8))
            if fits(param.schema, world.vector_dim):
                param.put(args, world.vector_dim)
        elif ws & VECTOR_WORDS and isinstance(value, list) and schema_type(param.item_schema) in ("number", "integer"):
            world.vector_dim = world.vector_dim or rng.choice((4, 8))
            vec = [round(rng.uniform(-1, 1), 3) for _ in range(world.vector_dim)]
            if fits(param.schema, vec):
                param.put(args, vec)


RANGE_PAIRS = (("start", "stop"), ("start", "end"), ("since", "until"), ("from", "to"), ("after", "before"), ("min", "max"), ("begin", "end"),
               ("first", "last"))


def _order_ranges(args: dict[str, Any], forced: dict) -> None:
    """`start_timestamp` comes before `end_timestamp` (ISO strings and numbers compare in order)."""
    for lo_word, hi_word in RANGE_PAIRS:
        for lo in [k for k in args if lo_word in words_of(k)]:
            hi = next((k for k in args if words_of(k) == [hi_word if w == lo_word else w for w in words_of(lo)]), None)
            if hi is None or lo in forced or hi in forced:
                continue
            a, b = args[lo], args[hi]
            same = type(a) is type(b) and isinstance(a, (str, int, float)) and not isinstance(a, bool)
            if same and (not isinstance(a, str) or a[:2].isdigit() and b[:2].isdigit()) and a > b:
                args[lo], args[hi] = b, a


def _distinct(p: Profile, args: dict[str, Any], forced: dict, maker: ValueMaker) -> None:
    """Two parameters of one kind get two values: a pull request's head is not its base, a
    conversion's source timezone is not its target."""
    seen: set[tuple[str, str]] = set()
    chosen = {param.name: param.get(args, MISSING) for param in p.params}
    for param in p.params:  # convert from artboard to artboard: a conversion's two ends differ
        choices, value = param.core.get("enum"), param.get(args, MISSING)
        if choices and len(choices) > 1 and param.name not in forced and set(param.words) & {"to", "target", "destination", "dst"}:
            twin = next((q for q in p.params if q is not param and set(q.words) & {"from", "source", "src"}
                         and q.words[1:] == param.words[1:] and chosen.get(q.name) == value), None)
            if twin is not None:
                param.put(args, next(c for c in choices if c != value))
    for param in p.params:
        value = param.get(args, MISSING)
        if not isinstance(value, str) or param.name in forced or param.core.get("enum") or "const" in param.core:
            continue
        kind = param_kind(p, param)
        for _ in range(4):
            if (kind, value) not in seen:
                break
            value = maker.make(param.schema, param.name, 1, param.words)
            if isinstance(value, str):
                param.put(args, value)
        seen.add((kind, param.get(args)))


def _listed_layers(earlier: tuple, comp: Any = None) -> list[int]:
    """The layer numbers a comp listing of this request showed (ae_list_layers' data.layers[].index), in order; of the
    comp the call names when it names one."""
    out: list[int] = []
    for output in earlier:
        stack = [output]
        while stack:
            node = stack.pop()
            if isinstance(node, dict):
                layers = node.get("layers")
                other = isinstance(comp, str) and isinstance(node.get("comp"), str) and node["comp"] != comp
                if isinstance(layers, list) and layers and not other \
                        and all(isinstance(x, dict) and isinstance(x.get("index"), int) for x in layers):
                    out += [x["index"] for x in layers if x["index"] not in out]
                stack += [v for v in node.values() if isinstance(v, (dict, list))]
            elif isinstance(node, list):
                stack += [v for v in node if isinstance(v, (dict, list))]
    return out


def _layers_apart(p: Profile, args: dict[str, Any], forced: dict, listed: list[int] = ()) -> None:
    """ae_audio_link(layers=[1], audio_layer=1): the layer that plays the music is not the layer it animates; two
    layer parameters of one call (a matte and its layer, a parent and its child) name two layers; and after a listing
    of the comp, a layer number is one it listed (round 927 [9]: effect copied from layer 6 to 5 and 7 of a 2-layer
    comp)."""
    pool = list(listed) or list(range(1, 9))
    taken: set[int] = set()
    spread: tuple[str, list[int]] | None = None  # a list that took several layers, to give one back when the pool runs out
    stacked = {"layer", "layers"} & set(words(p.name))  # ai_reorder_layer(layer=4, before=4): before itself is nowhere
    for param in sorted((q for q in p.params if len(q.path) == 1 and ({"layer", "layers"} & set(q.words)
                         or stacked and q.words in (["before"], ["after"], ["to", "index"], ["parent"]))),
                        key=lambda q: q.name not in forced):  # a carried layer keeps its number: the other one moves
        value = args.get(param.name)
        nums = [v for v in (value if isinstance(value, list) else [value]) if isinstance(v, int) and not isinstance(v, bool)]
        if nums and param.name not in forced and isinstance(value, list) and any(n not in pool or n in taken for n in nums):
            # ae_effect(layer=[6], to_layers=[6]): an effect copied to the layer it comes from is copied nowhere
            free = [n for n in pool if n not in taken][: len(value)]  # the listed layers, as many as were asked
            if not free and spread is not None and len(spread[1]) > 1 and spread[0] not in forced:
                free = [spread[1].pop()]  # copied from layers 1 and 2 of a 2-layer comp to layer 5: from 1, to 2
                args[spread[0]] = list(spread[1])
            if free and fits(param.schema, free):
                args[param.name] = value = free
                nums = list(free)
        elif nums and param.name not in forced and not isinstance(value, list) and (nums[0] in taken or nums[0] not in pool):
            free = next((n for n in pool if n not in taken), None)
            if free is not None and fits(param.schema, free):
                args[param.name] = free
                nums = [free]
        taken |= set(nums)
        if isinstance(args.get(param.name), list) and len(nums) > 1:
            spread = (param.name, list(nums))


def _as_param(param: Param, value: Any, maker: ValueMaker) -> Any:
    """A returned value as the parameter takes it: arrays hold it first, padded to minItems."""
    core = param.core
    if schema_type(core) != "array" or isinstance(value, list):
        return value
    out = [value]
    items = param.item_schema
    for _ in range(4 * int(core.get("minItems", 1))):
        if len(out) >= int(core.get("minItems", 1)):
            break
        extra = maker.make(items, param.name)
        if extra not in out:
            out.append(extra)
    return out


def accept_alternatives(p: Profile, args: dict[str, Any]) -> dict[str, list[Any]] | None:
    """Other acceptable values: omitting an optional argument that holds its default or that the
    user never asked for (no value of it is stated: only booleans/enums inside an object); passing
    the default of an optional one left out; a directory with or without its trailing slash."""
    out: dict[str, list[Any]] = {}
    for param in p.params:
        if len(param.path) > 1:
            continue  # `accept` names top-level arguments
        has_default = "default" in param.schema
        if param.name in args:
            value = args[param.name]
            alts: list[Any] = []
            unasked = isinstance(value, (dict, list)) and not any(True for _ in nontrivial_values(value, param.schema))
            if not param.required and (has_default and value == param.schema["default"] or unasked):
                alts.append(None)
            if (isinstance(value, str) and value.startswith("/") and set(param.words) & PATH_WORDS
                    and not value.endswith("/") and "." not in value.rsplit("/", 1)[-1]):
                if fits(param.schema, value + "/"):
                    alts.append(value + "/")
            if alts:
                out[param.name] = alts
        elif has_default and not param.required:
            out[param.name] = [param.schema["default"]]
    return out or None
