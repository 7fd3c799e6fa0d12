"""Stages 3-4 for one plan: arguments and mocks over one world, turns, text, and the record."""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace
from typing import Any

from seer.generate.symbolic import describe as D
from seer.generate.symbolic import text as T
from seer.generate.symbolic.alias_listing import alias_listing_holds_shown
from seer.generate.symbolic.apps_running import apps_in_use_are_running
from seer.generate.symbolic.args import World, accept_alternatives, make_arguments
from seer.generate.symbolic.cards import Profile, args_body
from seer.generate.symbolic.describe import flows
from seer.generate.symbolic.disambiguate import on_line, pick_hint
from seer.generate.symbolic.found_files import entry_counts_agree, listed_paths_once, listings_agree, listings_hold_known_folders, searches_find_shown, trees_hold_shown_folders
from seer.generate.symbolic.gone import (_tab_call, due_in_its_quarter, flattened_to_background, not_gone, removed, tab_switched_shows,
                                         tabs_in_reach)
from seer.generate.symbolic.homes import first_user, project_moves, project_names, rehome, rehome_keyed
from seer.generate.symbolic.lexicon import singular, words
from seer.generate.symbolic.mocks import Need, make_mock, pick_info
from seer.generate.symbolic.mocks.later_acts import open_before_a_later_close, states_agree_with_later_writes
from seer.generate.symbolic.modes import call_only_reads, fit_wait_for_later_use, fit_what_it_hands_on
from seer.generate.symbolic.negatives import near_misses, out_of_scope_request
from seer.generate.symbolic.comp_times import comps_hold_their_layers, comps_hold_their_times, new_comps_fill_from_one
from seer.generate.symbolic.mocks.diff_context import diff_context_as_asked
from seer.generate.symbolic.mocks.result_rules import aliases_say_their_role
from seer.generate.symbolic.objects_agree import (added_artboards_are_new, artboards_agree, layer_counts_agree, objects_agree,
                                                  per_artboard_lists_hold_every_artboard,
                                                  records_keep_what_no_call_changed, renamed_from_then_on,
                                                  selected_by_index, sized_as_named)
from seer.generate.symbolic.own_words import pytest_modules_in_tests
from seer.generate.symbolic.page_history import fresh_browser_logs_empty, history_moves, scans_walk_the_product
from seer.generate.symbolic.page_views import clicked_by_index, page_views_agree, reload_shows_the_page_shown, typed_into_a_field
from seer.generate.symbolic.phrasing import thing
from seer.generate.symbolic.plans import Plan
from seer.generate.symbolic.recovery import recover
from seer.generate.symbolic.seen import expect_what_was_seen
from seer.generate.symbolic.worktree import (agree_worktree, rebase_stopped_before_its_abort, changes_agree, clean_removes_untracked, fresh_clone_is_clean,
                                             clean_before_rebase, merged_branch_is_not_checked_out, pull_follows_push,
                                             statuses_agree, commits_hold_staged,
                                             main_worktree_on_head,
                                             no_conflicts_before_merging,
                                             untracked_apart)
from seer.generate.symbolic.repo_names import one_repository_name
from seer.generate.symbolic.cluster_health import cluster_as_its_worst_index
from seer.generate.symbolic.owners import made_projects_are_mine
from seer.generate.symbolic.posted_by import posted_by_the_account
from seer.generate.symbolic.switched import switched_from_the_other_state
from seer.generate.symbolic.turns import citable, split_turns
from seer.generate.symbolic.world import scope_args
from seer.harness.checks import concrete_values, found, leaves, nontrivial_values, norm_text, objects, record_lists
from seer.harness.model import ExpectedCall, Provenance, Scenario, Turn



class Builder:
    def __init__(self, profiles: dict[str, Profile], similar: dict[str, Any], vocabulary: set[str]):
        self.profiles = profiles
        self.similar = similar  # tool -> a similar tool's example output (grounding medium)
        self.vocabulary = vocabulary
        self._near: dict[str, list[str]] = {}  # spec name -> requests next to its domain

    def build(self, plan: Plan, rng: random.Random, sid: str, spec_name: str, provenance: Provenance,
              multiturn: bool, taken: set[str]) -> Scenario:
        if plan.kind == "no_tool":
            return self._no_tool(plan, rng, sid, spec_name, provenance, taken)
        profiles = [self.profiles[t] for t in plan.tools]
        links = plan.links()
        needs: list[list[Need]] = [[] for _ in plan.nodes]
        for i, lk in enumerate(links):
            for pname, (src, edge) in lk.items():
                param = next(x for x in profiles[i].params if x.name == pname)
                if not edge.whole:  # a whole result handed on is no field the producer's mock must carry
                    needs[src].append(Need(i, param, edge.field))
        world, calls, mocks = World(), [], []
        world.plan = profiles
        gone: dict[str, set[str]] = {}  # what the request removed, by noun
        flat = False  # a Photoshop image flattened by an earlier call
        opened: list[str] | None = None  # in a browser this request launched: the URLs of the tabs it opened, in order
        for i, p in enumerate(profiles):
            world.at = i
            repeat = plan.nodes[i].repeat
            avoid = tuple(a for j, a in enumerate(calls) if profiles[j].name == p.name) if repeat else ()
            world.earlier = tuple(m.output for m in mocks if m is not None)
            args = make_arguments(p, i, world, rng, reuse=not repeat, avoid=avoid, earlier=world.earlier)
            flat = flattened_to_background(args, flat)  # and a layer after a flatten is the Background
            not_gone(p, args, gone, world.earlier, world.assigned, i)  # git_fetch(remote=origin) after git_remote removed
            # origin: another remote
            due_in_its_quarter(args, world)  # milestone "Q1 2027" is due in that quarter, also when a call sets its date
            tabs_in_reach(p, args, opened)  # a browser launched here has its blank tab and the tabs opened since
            for noun, names in removed(p, args).items():
                gone.setdefault(noun, set()).update(names)
            fit_what_it_hands_on(p, args, bool(needs[i]), rng)  # a wait that hands on an element waits for one
            fit_wait_for_later_use(p, args, profiles[i + 1:])  # and one before a click waits for it to show, not to hide
            expect_what_was_seen(p, args, {n: v for (j, n), v in world.assigned.items() if j == i},
                                 tuple(m.output for m in mocks if m is not None))  # verify_value(e2) expects e2's own text
            calls.append(args)
            if plan.kind == "error" and i == len(profiles) - 1:
                mocks.append(None)  # filled in by the recovery below
            else:
                mocks.append(make_mock(p, args, needs[i], world, rng, self.similar.get(p.name)))
                _a_pick_the_user_can_name(world, i, needs[i], mocks[-1])
                if not mocks[-1].is_error and mocks[-1].grounding != "high":
                    tab_switched_shows(p, args, mocks[-1].output, opened)
                    opened = _tabs_opened(p, args, mocks[-1], opened, mocks[:-1])
        for i, lk in enumerate(links):  # a link whose value a rule replaced (a tag created anew is v4.0.6, not the listed
            for pname in list(lk):  # v4.0.5) hands nothing on: no pick hint, no "take the tag name listed"
                param = next((x for x in profiles[i].params if x.name == pname), None)
                held = world.assigned.get((i, pname))
                if param is not None and isinstance(held, (str, int)) and str(held) not in json.dumps(param.get(calls[i]), default=str):
                    lk.pop(pname)
        recovery = None
        if plan.kind == "error":
            recovery = recover(profiles[-1], calls[-1], rng, world, self.similar.get(profiles[-1].name), tuple(calls[:-1]))
            mocks[-1] = recovery.failure
            if recovery.failed is not None:
                calls[-1] = recovery.failed  # the user's slip is what the request states and the call sends
            if recovery.retry is not None:
                profiles.append(profiles[-1])
                links = [*links, {}]
                calls.append(recovery.retry)
                mocks.append(recovery.retry_mock)
        agree_worktree(profiles, mocks, calls)  # a git status lists the files the diffs beside it show (and the add after it stages)
        changes_agree(profiles, calls, mocks)  # (git's MCP server's status too), and git_add(all) stages what it showed
        statuses_agree(profiles, mocks)  # and two statuses read between the same writes list the same files
        commits_hold_staged(profiles, mocks, calls)  # and a commit records what was staged before it
        pull_follows_push(profiles, calls, mocks)  # and a pull of no branch pulls the one pushed or checked out
        clean_removes_untracked(profiles, mocks)  # and a clean after it removes the untracked files it listed
        fresh_clone_is_clean(profiles, mocks)  # and a repository just cloned has nothing pending but the user's edit
        no_conflicts_before_merging(profiles, mocks)  # and no status shows unmerged paths before a merge or rebase goes through
        clean_before_rebase(profiles, calls, mocks)  # nor uncommitted changes before a rebase goes through
        rebase_stopped_before_its_abort(profiles, calls, mocks)  # and a rebase aborted (skipped) had stopped on a conflict
        states_agree_with_later_writes(profiles, calls, mocks)  # a record drafted later was open when first read
        open_before_a_later_close(profiles, calls, mocks)  # and one closed later by the id the user gave was open before
        user = first_user(calls) or first_user([m.output for m in mocks if m.grounding != "high"])  # list_allowed_directories
        if user is not None:  # one person's home folder across the scenario (of bob alone, not of bob, emeka and hana)
            retried = recovery is not None and recovery.retry is not None  # "wrong path: not infra, it's docs-site"
            kept = project_names(calls[-1]) - project_names(calls[-2]) if retried and len(calls) > 1 else set()
            made = [c for q, c in zip(profiles, calls) if {"clone", "init"} & set(q.words)]
            if len(made) > 1 or made and len(calls) > len(made):  # git_init(design-system) then git_clone(analytics): two
                kept |= {n for c in made for n in project_names(c)}  # repositories a request makes stay two, never one path
            moves = project_moves(calls, [m.output for m in mocks if m.grounding != "high"], kept)  # and one project of theirs
            calls = [rehome(a, user, moves) for a in calls]
            mocks = [m if m.grounding == "high" else m.model_copy(update={"output": rehome(m.output, user, moves)}) for m in mocks]
            world.assigned = rehome_keyed(world.assigned, user, moves)
            world.picked = rehome_keyed(world.picked, user, moves)
            if recovery is not None:
                recovery = replace(recovery, user_turn=rehome(recovery.user_turn, user, moves), why=rehome(recovery.why, user, moves),
                                   novelty=rehome(recovery.novelty, user, moves))
        calls, mocks, said = pytest_modules_in_tests(calls, mocks, [recovery.user_turn] if recovery is not None else [])
        if recovery is not None:  # a pytest module sits in its project's tests/, wherever a call names it
            recovery = replace(recovery, user_turn=said[0])
        # the scenario's results agree with each other, once its paths are one person's:
        untracked_apart(mocks)  # a tracked file is never also untracked
        main_worktree_on_head(profiles, calls, mocks)  # the main worktree is on the branch checked out
        listings_agree(profiles, calls, mocks)  # a folder listed twice lists the same entries
        listed_paths_once(mocks)  # and a listing names a path once
        searches_find_shown(profiles, calls, mocks)  # a search in a folder the request saw finds what it saw
        trees_hold_shown_folders(mocks)  # and a tree of a folder holds the subfolders a listing showed in it
        listings_hold_known_folders(profiles, calls, mocks)  # a listing holds the subfolders the request works in or saw
        entry_counts_agree(profiles, calls, mocks)  # and a folder's entry count is what a listing of it shows
        history_moves(profiles, calls, mocks)  # a step back shows the page before, a step forward the one it left
        reload_shows_the_page_shown(profiles, calls, mocks)  # a reload answers the page the browser was on
        scans_walk_the_product(profiles, calls, mocks)  # and a scan of the product set up lists that site's pages
        fresh_browser_logs_empty(profiles, calls, mocks)  # and a browser just launched has no network or console log yet
        page_views_agree(profiles, calls, mocks)  # two views of one page list the same controls
        typed_into_a_field(profiles, calls, mocks)  # and text typed by index goes into a field the listing shows there
        clicked_by_index(profiles, calls, mocks)  # and an element clicked by index is the one the listing shows there
        added_artboards_are_new(calls, mocks)  # an artboard added comes after those shown
        artboards_agree(mocks)  # and one artboard per index, listed wherever it was shown
        per_artboard_lists_hold_every_artboard(mocks)  # and "each artboard" is each one listed
        sized_as_named(calls, mocks)  # and an artboard named "Web banner 728x90" is 728 by 90
        objects_agree(profiles, calls, mocks)  # and two reads of one design object describe it alike
        sized_as_named(calls, mocks)  # (again: an item read before sits on the board a listing puts it on)
        layer_counts_agree(calls, mocks)  # and a layer holds as many items as a listing of it counts
        comps_hold_their_times(calls, mocks)  # and a comp lasts past the times the request works at
        comps_hold_their_layers(calls, mocks)  # and holds the layers it works on
        new_comps_fill_from_one(calls, mocks)  # and a comp made here gets its layers from layer 1
        apps_in_use_are_running(profiles, calls, mocks)  # and an app the request works in is running
        alias_listing_holds_shown(profiles, calls, mocks)  # and a listing of every alias holds the ones shown beside it
        one_repository_name(calls, mocks)  # and the calls on one project show it under one name
        for args, m in zip(calls, mocks):  # and a diff shows the context lines its call asked for, and an alias listed
            if m is not None and not m.is_error and m.grounding != "high":  # with the others is the write index as named
                diff_context_as_asked(args_body(args), m.output)
                aliases_say_their_role(m.output)
        records_keep_what_no_call_changed(profiles, calls, mocks)  # and a milestone updated keeps the due date it was made
        # with, an alias deleted the role it was listed with
        renamed_from_then_on(calls, mocks)  # and a thing renamed goes by its new name from then on
        selected_by_index(calls, mocks)  # and an item selected by its index answers at it
        merged_branch_is_not_checked_out(profiles, calls, mocks)  # and a branch merged is not the one checked out
        switched_from_the_other_state(calls, mocks)  # and a layer unlocked was listed locked
        posted_by_the_account(profiles, calls, mocks)  # and a message posted is the account's, never a person's looked up
        cluster_as_its_worst_index(mocks)  # and a cluster is as healthy as its least healthy index shown
        made_projects_are_mine(profiles, calls, mocks)  # and a project the request made is the current user's
        if plan.kind == "missing_info":
            turns = [[], [0]]
        elif recovery is not None and recovery.retry is not None and recovery.ask:
            turns = [list(range(len(profiles) - 1)), [len(profiles) - 1]]
        elif recovery is not None:
            turns = [list(range(len(profiles)))]
        else:
            turns = split_turns(plan, links, profiles, mocks, rng, multiturn, calls)
        picks = _picks(links, turns, mocks, world.assigned, profiles)
        conversation, prompt, mentioned, detail = self._texts(plan, profiles, calls, mocks, links, turns, rng, taken, picks,
                                                              recovery, world.assigned, world.picked)
        turn_of = {i: t for t, turn in enumerate(conversation) for i in turn.calls}
        told = [norm_text(" ".join(c.user for c in conversation[: turn_of.get(i, len(conversation) - 1) + 1])) for i in range(len(calls))]
        flow = flows(profiles, calls, mocks, told)
        extra = {len(calls) - 1: recovery.why} if recovery is not None and recovery.retry is not None else {}
        expected = [ExpectedCall(tool=p.name, arguments=a, rationale=D.rationale(i, p, flow, profiles, extra.get(i, ""), a),
                                 accept=_merge(accept_alternatives(p, a), picks.get(i, {}).get("accept")))
                    for i, (p, a) in enumerate(zip(profiles, calls))]
        anchor = profiles[-1]
        first = None if plan.kind == "missing_info" else \
            next((v for path, v in mentioned.get(0, []) if D.nameable(v) and not set(words(path)) & _LEFT_OUT), None)
        # missing_info: the title keeps the secret; search_files(excludePatterns=*.csv) is no search "(*.csv)"
        # (nor is a test run "(run)" by its first command-line word)
        if plan.kind == "error":
            detail = recovery.novelty
        return Scenario(
            id=sid, spec=spec_name, tier=plan.tier, kind=plan.kind, title=D.title(profiles, first, calls),
            category=D.category(anchor, plan.shape), novelty_reason=D.novelty(plan.shape, plan.kind, profiles, flow, calls, detail),
            prompt=prompt, expected_tools=expected, mock_outputs=mocks, conversation=conversation,
            follow_up=T.follow_up(anchor, _result_value(mocks[-1], calls[-1], anchor.read, (*anchor.nouns, *thing(anchor).lower().split())), rng, _refusal(mocks[-1]),
                                  read=anchor.read or call_only_reads(calls[-1])), provenance=provenance)

    def _no_tool(self, plan, rng, sid, spec_name, provenance, taken) -> Scenario:
        if spec_name not in self._near:
            self._near[spec_name] = near_misses(list(self.profiles.values()), spec_name)
        prompt = out_of_scope_request(self._near[spec_name], rng, taken)
        base = next((c for c in self._near[spec_name] if prompt.startswith(c)), prompt)
        ask = base[:1].lower() + base[1:].rstrip(".!?")
        return Scenario(id=sid, spec=spec_name, tier=plan.tier, kind="no_tool", title=f"Out of reach: {ask}"[:120],
                        category=D.SHAPE_LABEL["no_tool"], novelty_reason=D.novelty("no_tool", "no_tool", [], [], [], ask),
                        prompt=prompt, expected_tools=[], mock_outputs=[], conversation=[Turn(user=prompt, calls=[])],
                        follow_up=None, provenance=provenance)

    def _texts(self, plan, profiles, calls, mocks, links, turns, rng, taken, picks, recovery, assigned, picked=None):
        if plan.kind == "missing_info":
            return self._missing_texts(profiles[0], calls[0], rng, taken)
        texts: list[str] = []
        known = ""
        mentioned: dict[int, list] = {}
        later_clauses: list[str] = []
        for t, idxs in enumerate(turns):
            if t > 0 and recovery is not None:
                texts.append(recovery.user_turn)
                known += "\n" + norm_text(recovery.user_turn)
                continue
            parts, said = [], set()
            if t > 0:  # the reaction first: a pick it does not single out is said in its clause
                value, src, used = citable(idxs, turns[:t], links, mocks, calls, known)
                what = thing(profiles[src]) if src is not None else ""
                pick = next((x for (c, _k), x in (picked or {}).items() if c in idxs and _same(x.get("value"), value)), None)
                reaction = T.react(value, mocks[src].output if src is not None else None, used, rng, what, pick, known)
                if t > 1 and norm_text(reaction) in known:  # the pick said again ("I'll take the one titled X from that
                    # list." in two turns, seed 1346): the reaction is to what the last turn brought back
                    value, src, used = citable(idxs, turns[:t], [{} for _ in links], mocks, calls, known)
                    what = thing(profiles[src]) if src is not None else ""
                    reaction = T.react(value, mocks[src].output if src is not None else None, False, rng, what, None, known)
            for i in idxs:
                if recovery is not None and i == len(profiles) - 1 and recovery.retry is not None:
                    continue  # the retry is the agent's step, not the user's request
                known_here = known + "\n" + "\n".join(norm_text(v) for m in mocks[:i] for v in leaves(m.output, keys=True))
                every = list(nontrivial_values(calls[i], profiles[i].tool.input_schema))
                plain = _URLS.sub(" ", known_here)  # "github" inside an issue's URL is no platform the user named
                spoken = norm_text(reaction) if t > 0 else ""  # a link from an earlier turn hands on what the reaction named
                hinted = picks.get(i, {}).get("hints", [])
                earlier, picked_before = _earlier_pick_hints(i, links, turns[:t], mocks, assigned, reaction, {h[0] for h in hinted},
                                                             {q.name for q in profiles[i].params if not q.required},
                                                             thing(profiles[i]), calls, profiles[i].params) \
                    if t > 0 else ("", set())
                live = {n: e for n, e in links[i].items() if (i, n) in assigned}  # a planned link that found no value in its
                # source (read_text_file's path from read_multiple_files, which read two other files) hands nothing on
                handed = {n for n, (s_, _e) in live.items() if s_ in idxs or found(calls[i].get(n), spoken)
                          or t > 0 and s_ == src and value is not None and calls[i].get(n) == value} \
                    | {h[0] for h in hinted} | picked_before \
                    | {h[0] for h in picks.get(i, {}).get("named", [])}  # a pick said once: never "(take the project ID
                # listed with name inventory) using project ID 3983"
                items = [(path, v) for path, v in every
                         if (not found(v, plain if isinstance(v, str) and "/" not in v and "." not in v else known_here)
                             or _unhanded_target(profiles[i], path, v, handed, known)
                             or _unhanded_value(path, v, live, handed, known + "\n" + spoken)
                             or _unsaid_listed(path, v, live, known, [m.output for m in mocks[:i]])
                             or _more_of_a_list(path, v, links[i], spoken))
                         and (norm_text(v) not in said or not isinstance(v, str) and _unhanded_value(path, v, links[i], handed, ""))]
                # a number the turn said for another call is said again for this one: "layer 2 ... audio layer 2"
                items = _whole_records(items, every)
                items += [it for it in _choices(profiles[i], calls[i]) if it[0] not in {path for path, _ in items}]
                said.update(norm_text(v) for _, v in items)
                mentioned[i] = items
                hints = "".join(f" ({_placed(pname, v, thing(profiles[i]))})" if k is None else
                                f" (take the {_one_label(pname)} listed with {T.labelled(T.label('$.' + k), T.render(v)) if k else T.render(v)})"
                                for pname, k, v in hinted)
                hints += "".join(f" ({T.labelled('the ' + (T.label('$.' + pname) if isinstance(v, list) else _scalar_label(pname)), T.render(v))} from that list)"
                                 for pname, v in picks.get(i, {}).get("named", []))
                hints += earlier
                carried = [(pname, src) for pname, (src, _e) in links[i].items() if src in idxs and src < i
                           and pname not in {h[0] for h in hinted} | {h[0] for h in picks.get(i, {}).get("named", [])}
                           and (i, pname) in assigned  # (a value named "from that list" is not carried a second time)
                           and all(found(v, norm_text(" ".join(str(x) for x in leaves(mocks[src].output, keys=True))))
                                   for v in (calls[i].get(pname) if isinstance(calls[i].get(pname), list) else [calls[i].get(pname)])
                                   if isinstance(v, (str, int)))]  # nor one its source
                # never returned: git_branch(branchName=feature/search-filters) "from the changes" a pull made on
                # hotfix/payment-rounding (seed 1481)
                tail = "".join(_carried_tail(T.label('$.' + pname), thing(profiles[src]),
                                             _listed_file(calls[i].get(pname), mocks[src])) for pname, src in carried[:1])
                if not items and not hints and not tail and every and not links[i]:  # "and then click on an element" names
                    items = _one_handle(every, handed, thing(profiles[i]) if set(profiles[i].words) & _DELETING else "")
                    # none: the element the request already named, said again (ref e322)
                clause = T.clause(profiles[i], rng, items, hints)
                head = T.singular(thing(profiles[i]).split()[-1].lower()) if thing(profiles[i]).split() else ""
                for x in profiles[i].params:  # ai_move_to_layer(layer=Text) after "Of those 4, Text is the one": "move item
                    v = calls[i].get(x.name)  # 15 into that layer", never "into a layer" (seed 1499)
                    if t > 0 and x.name in handed and isinstance(v, str) and found(v, spoken) and x.words[-1:] and len(x.words) == 1:
                        clause = re.sub(rf"\b(into|onto|to|from|in|on) (?:a|an) ({x.words[-1]})\b", r"\1 that \2", clause, count=1)
                if t > 0 and not items and not hints and not tail and not re.match(r"(?:check|verify|make sure|ensure) that ", clause) \
                        and any(isinstance(calls[i].get(x.name), (str, int)) and found(calls[i].get(x.name), spoken)
                                and head in (*x.entity, *x.words) for x in profiles[i].params if x.name in handed):
                    clause = re.sub(r"^((?:[\w-]+ ){1,3}?)(?:a|an) (?!few\b|lot\b|little\b)", r"\1that ", clause, count=1)  # the
                    # reaction named the one it acts on: "get rid of that key", never "get rid of a Redis key" right after
                    # "The key user:1042:profile is the one" (seed 1480); a fork of that project is still "a fork"
                if tail.startswith(" into that "):  # "move items 10 and 99 into that layer", never "into a layer into
                    clause = re.sub(rf"\s(?:into|onto|to|in) (?:a|an) {re.escape(tail.split()[-1])}\b", "", clause, count=1)  # that layer"
                parts.append(clause + tail)  # last: "named X" never reads as the carried one's
            if t == 0:
                text = T.request(parts, rng)
            else:
                lead = next((i for i in idxs if not (recovery is not None and i == len(profiles) - 1)), None)
                first_uses = (used and lead is not None and any(s == src for s, _e in links[lead].values())  # "Use it to" the call that does
                              and T.render(value) in reaction)  # ... and "it" is what the reaction named
                last = turns[t - 1][-1] if turns[t - 1] else None  # the thing the last turn made, acted on now
                made = lead is not None and last is not None and not profiles[last].read \
                    and any(s == last for s, _e in links[lead].values())
                if lead is not None and parts and (made or used and (any(s == src for s, _e in links[lead].values()) or any(
                        isinstance(v, str) and len(v) >= 4 and v in reaction for v in calls[lead].values()))):  # (the reaction
                    # names the id the clause acts on: "The document ID doc_maqcjv6y is the one ... delete that document")
                    said_that = T.that_one(parts[0], reaction, made)  # the clause acts on the one the reaction singled out
                    first_uses = first_uses and said_that == parts[0]  # ("get rid of that alias", never "... with it")
                    parts[0] = said_that
                text = reaction + " " + T.later_request(parts, rng, first_uses, reaction)
                later_clauses.extend(parts)
            texts.append(text)
            known += "\n" + norm_text(text)
        joint = rng.choice([" After that, ", " Once that's done, ", " When that's through, "])
        prompt = texts[0] if not later_clauses else texts[0] + joint + "; ".join(later_clauses) + "."
        prompt = self._unique(prompt, texts, rng, taken)
        detail = "|".join(path for path, _ in mentioned.get(0, []))
        return [Turn(user=u, calls=c) for u, c in zip(texts, turns)], prompt, mentioned, detail

    def _missing_texts(self, p: Profile, args: dict, rng: random.Random, taken: set[str]):
        """Turn 0 states everything but one required value, with no hint that something is
        missing; turn 1 gives it when asked."""
        items = list(nontrivial_values(args, p.tool.input_schema)) + _choices(p, args)
        items = [it for n, it in enumerate(items) if it not in items[:n]]  # a choice both valued and chosen: "disable", once
        paths = {path.split("[")[0] for path, _ in items}
        full = {x.name: ".".join(x.path) for x in p.params}  # a wrapper's field: params.action
        required = [full[x.name] for x in p.params if x.required and f"$.{full[x.name]}" in paths] or [full[x.name] for x in p.params if x.required]
        said_whole = [q for q in required if _said_whole(args, q)]  # a name or a number a person can just say, not the
        held = rng.choice(said_whole or required) if required else ""  # gradient stops as "52 and 0 and 18 and 222 ..."
        missing = [it for it in items if it[0] == f"$.{held}" or it[0].startswith((f"$.{held}.", f"$.{held}["))]
        rest = [it for it in items if it not in missing] if missing else items
        first = re.sub(r"\bset that key to\b", "set a key to", T.request([T.clause(p, rng, rest)], rng))  # (no key named before)
        given = missing or items
        v = " and ".join(T.render(x) for _, x in given) if given else ""
        lab = T.label(given[0][0]) if given else "value"
        lab = T.spoken_label(lab)  # kwargs: "the extra fields are", never the parameter's identifier
        many = len(given) > 1 or lab.endswith("s") and not lab.endswith("ss")  # "the files are", not "the files is"
        be, should = ("are", "should be") if many else ("is", "should be")
        labelled = [f"The {lab} {be} {v}.", f"Use {v} as the {lab}.", f"Good question, the {lab} {be} {v}.",
                    f"Sorry, the {lab} {should} {v}."]
        if lab in ("by", "locator", "strategy", "locator strategy", "using"):  # a locator strategy: how to find it
            labelled = [f"Find it by {v}.", f"Locate it by {v}.", f"Sorry, by {v}."]
        ws = lab.split()
        if len(ws) > 1 and ws[0] in ("to", "into", "onto", "from", "at", "in", "on"):  # ae_copy_animation(to_layers=[1]):
            noun = " ".join([*ws[1:-1], singular(ws[-1]) if len(given) == 1 else ws[-1]])  # "To layer 1.", never "The to
            labelled = [f"{ws[0].capitalize()} {noun} {v}.", f"Sorry, {ws[0]} {noun} {v}.", f"Oh, {ws[0]} {noun} {v}."]
            # layers are 1." (seed 1461)
        # the value always comes with what it is: "Sorry, I left that out: 7" leaves a reader guessing 7 of what
        second = rng.choice(labelled + ([f"Sorry, I left out the {lab}: {v}."] if given else []) if not labelled[0].startswith(
            ("To ", "Into ", "Onto ", "From ", "At ", "In ", "On ")) else labelled)
        second = T._tidy(second[:1].upper() + second[1:])
        texts = [first, second]
        prompt = self._unique(first, texts, rng, taken)
        return [Turn(user=texts[0], calls=[]), Turn(user=texts[1], calls=[0])], prompt, {0: items}, lab

    @staticmethod
    def _unique(prompt: str, texts: list[str], rng: random.Random, taken: set[str]) -> str:
        """Keep prompts distinct across the spec: add a natural detail to turn 0 on a collision."""
        for extra in range(8):
            if norm_text(prompt) not in taken:
                break
            detail = rng.choice(["This is for the weekly sync.", "It's for the release checklist.", "The team is waiting on it.",
                                 "No rush, end of day is fine.", "It's blocking a customer ticket.", "Keep it brief.",
                                 "I'm preparing the audit notes.", "We discussed this at standup."])
            if extra >= 4:
                detail = f"{detail[:-1]} (request {extra - 3})."
            texts[0] = f"{texts[0]} {detail}"
            prompt = f"{prompt} {detail}"
        taken.add(norm_text(prompt))
        return prompt


def _a_pick_the_user_can_name(world, i: int, needs, mock) -> None:
    """A text listing's first line is "- ArialMT (family: Arial, ...)": a later call handed ArialMT takes a
    value no reaction can name as seen in the list ("I can see SourceSansPro-Regular in that list", then
    font ArialMT). The listed item handed on is one the user can name: the first line whose name counts."""
    if mock.is_error or not isinstance(mock.output, dict) or not isinstance(mock.output.get("result"), str):
        return
    named = {str(v) for v in concrete_values(mock.output)}
    listed = re.findall(r"^- (\S+)", mock.output["result"], re.M)
    for need in needs:
        key = (need.consumer, need.param.name)
        value = world.assigned.get(key)
        if not isinstance(value, str) or value in named or value not in listed:
            continue
        other = next((x for x in listed if x in named), None)
        if other is not None:
            world.assigned[key] = other
            world.picked[key] = pick_info(mock.output, other)


_MEMBERS = (["value"], ["member"], ["element"], ["field"], ["item"], ["key"])  # of a set, list or hash given by its name
_PEOPLE = frozenset("author creator owner assignee assignees reporter user username login by committer sender email".split())


def _result_value(mock, args: dict, read: bool, nouns: tuple = ()) -> Any:
    """A short value of the last result (or the call) a follow-up question can name: of a write, the thing it wrote
    first (delete_alias(index, name): the alias name, never the index it sat on)."""
    def named(v: Any) -> bool:  # a name or id, not a word like "delete", a path or a timestamp
        return (isinstance(v, str) and 4 <= len(v) <= 40 and "/" not in v and "\n" not in v and any(not c.isalpha() for c in v)
                and not re.match(r"\d{4}-\d{2}-\d{2}|\d+(\.\d+)?$", v)
                and not re.search(r"[;{}=]|\w\(|^return\b", v))  # "return window.location.href;" is code, not a thing in place
    people = {v for rec in objects(mock.output) for k, v in rec.items() if isinstance(v, str) and set(words(k)) & _PEOPLE}
    from_mock = [v for v in leaves(mock.output) if named(v) and v not in people]  # nothing "depends on Omar Cole", its author
    gone = ("old", "from", "source", "src", "previous")  # rename(old_key, new_key): the new key is what is in place after
    own = {singular(n) for n in nouns}

    def rank(k: str) -> tuple[bool, bool, bool]:
        ws = words(k)  # srem(name=online:users, value=user:1042): the value removed, not the set it was in
        mine = bool({singular(w) for w in ws} & own) or ws in _MEMBERS and "name" in args
        return k.lower().startswith(gone), not (ws == ["name"] or mine), not mine
    member = any(words(k) in _MEMBERS[:-1] for k in args) \
        or any(k == "path" and isinstance(v, str) and v.startswith("$.") for k, v in args.items())  # (json_del(name=config:app,
    # path=$.maintenance_mode) deletes a field of the document, never config:app: s46, seen again after round 1522)
    held = {"name", "key"} if member else {"name"} if {"name", "key"} <= set(args) else set()  # hdel(name=hash, key=price)
    from_args = [v for k, v in sorted(args.items(), key=lambda kv: rank(kv[0])) if named(v) and k not in held
                 and (not scope_args({k: v}) or {singular(w) for w in words(k)} & own)]  # delete_by_query(index): not the index
    values = from_mock + from_args if read else from_args + from_mock
    return values[0] if values else None


_HANDLE_LAST = ("ref", "id", "key", "uuid", "name", "path", "ts", "handle", "url", "number")


_DELETING = frozenset("delete remove destroy drop purge archive".split())


def _one_handle(every: list, handed: set, obj: str = "") -> list:
    """Of a call's values all said before, the one that names what it acts on (its ref, id, key, name), else none."""
    own = {singular(w) for w in words(obj)}
    free = [(path, v) for path, v in every if path.split(".")[-1] not in handed and isinstance(v, (str, int))
            and not isinstance(v, bool) and (not scope_args({path.split(".")[-1]: v})
                                             or {singular(w) for w in words(path.split(".")[-1])} & own)]  # the session or
    # repository the request runs in goes without saying; the thing acted on does not (delete_project(project_id=2113):
    # "remove project 2113", never "remove a project" after a listing in it, seed 1511)
    return next(([(path, v)] for last in _HANDLE_LAST for path, v in free
                 if re.split(r"[_.]|(?<=[a-z])(?=[A-Z])", path.split(".")[-1])[-1].lower() == last), [])


def _said_whole(args: dict, dotted: str) -> bool:
    """The argument at `dotted` (params.action) is a scalar or a list of scalars: a person gives it in a few words."""
    node: Any = args
    for part in dotted.split("."):
        if not isinstance(node, dict) or part not in node:
            return False
        node = node[part]
    return not isinstance(node, dict) and not (isinstance(node, list) and any(isinstance(x, (dict, list)) for x in node))


def _picks(links, turns, mocks, assigned, profiles) -> dict[int, dict[str, Any]]:
    """Per call fed, in its own turn, from a record of a multi-record result: the field that names
    the record for the user ("hints"), or the other records' values as acceptable ("accept")."""
    turn_of = {i: t for t, idxs in enumerate(turns) for i in idxs}
    out: dict[int, dict[str, Any]] = {}
    singled: set[tuple] = set()  # (turn, source, value) a hint of this turn already singled out
    for i, lk in enumerate(links):
        for pname, (src, _edge) in lk.items():
            if turn_of.get(src) != turn_of.get(i) or (i, pname) not in assigned:
                continue
            key = (turn_of.get(i), src, json.dumps(assigned[(i, pname)], sort_keys=True, default=str))
            if key in singled:  # the channel the first call took "(take the second one it lists)": the reply of the same
                continue  # turn goes to that channel without a second "(for the channel, take the second one it lists)"
            singled.add(key)
            hint, others = pick_hint(mocks[src].output, assigned[(i, pname)])
            record = pick_info(mocks[src].output, assigned[(i, pname)]).get("record")
            pos = T._position(mocks[src].output, record) if record is not None else _line_position(mocks[src].output, assigned[(i, pname)])
            if pos is not None and pos[0] < len(T.ORDINALS) and (hint is not None and record is not None or hint is None and record is None):
                # a text listing whose line has no word of its own (4 sessions, 3 of them chrome): its place says which
                # the listing is in this same turn: the user has not seen it, so she says which one by place
                last = pos[0] == pos[1] - 1 and pos[1] > 2
                out.setdefault(i, {}).setdefault("hints", []).append((pname, None, "last" if last else T.ORDINALS[pos[0]]))
            elif hint is not None:
                out.setdefault(i, {}).setdefault("hints", []).append((pname, *hint))
            elif others and not profiles[i].read:  # a write on one of many: the user says which (a careful agent would ask)
                out.setdefault(i, {}).setdefault("named", []).append((pname, assigned[(i, pname)]))
            elif others and len(next(x for x in profiles[i].params if x.name == pname).path) == 1:
                out.setdefault(i, {}).setdefault("accept", {})[pname] = others
    return out


def _placed(pname: str, ordinal: str, obj: str = "") -> str:
    """A pick by place says what is picked when the call acts on another thing: "close a milestone (for the project,
    take the first one it lists)", never a bare "(take the first one it lists)" the reader hangs on the milestone."""
    label = re.sub(r"\s+(?:ID|id|Id|IDs|ids|key|name|uuid)$", "", T.label("$." + pname)).strip()
    ws = label.split()
    noun = " ".join([*ws[:-1], singular(ws[-1])]) if ws and ws[-1].lower() not in ("uuids", "ids", "uuid", "id") else ""
    own = {singular(w.lower().removesuffix("'s")) for w in obj.split()}  # "a project's details" acts on the project
    if noun and singular(noun.split()[-1].lower()) not in own:
        return f"for the {noun}, take the {ordinal} one it lists"
    return f"take the {ordinal} one it lists"  # get one note (take the first one it lists)


def _line_position(output: Any, value: Any) -> tuple[int, int] | None:
    """(index, count) of the listed line ("- <id> (...)") of a text listing that holds `value`, if one line does."""
    if isinstance(value, (dict, list, bool)) or value is None:
        return None
    for text in (v for v in leaves(output) if isinstance(v, str) and "\n" in v):
        lines = [ln for ln in text.splitlines() if ln.startswith("- ")]
        at = [n for n, ln in enumerate(lines) if on_line(ln, value)]
        if len(lines) > 1 and len(at) == 1:
            return at[0], len(lines)
    for node in objects(output) if isinstance(value, (str, int)) else ():  # scan_all_keys' ["cart:3602:items", ...]: a key
        for v in node.values():  # of a plain list by its place (seed 1413), never "with that key" for one of three
            if isinstance(v, list) and len(v) > 1 and all(isinstance(x, (str, int)) and not isinstance(x, bool) for x in v) \
                    and v.count(value) == 1:
                return v.index(value), len(v)
    if isinstance(value, str) and re.fullmatch(r"\d{10,}-\d+", value):  # a Redis stream read, printed as Python's repr of
        for text in (v for v in leaves(output) if isinstance(v, str) and value in v):  # (id, fields) pairs on one line:
            ids = list(dict.fromkeys(re.findall(r"'(\d{10,}-\d+)'", text)))  # the entry by its place (seed 1394)
            if len(ids) > 1 and value in ids:
                return ids.index(value), len(ids)
    return None


def _lists_tabs(mock: Any) -> bool:
    return mock is not None and not mock.is_error and isinstance(mock.output, dict) \
        and isinstance(mock.output.get("tabs"), list) and len(mock.output["tabs"]) > 1


def _tabs_opened(p: Profile, args: dict[str, Any], mock: Any, opened: list[str] | None, before: list = ()) -> list[str] | None:
    """A browser launch starts the count of opened tabs; a new tab with a URL adds it; a read of the current tab with no
    listing of tabs `before` it starts the count too (seed 1535), and a listing of tabs after it ends it (s33)."""
    from seer.generate.symbolic.starts import starts

    if starts(p.name) and "browser" in p.name.lower():
        return []
    if opened is None and p.read and {"current", "active"} & set(p.words) and {"tab"} & set(p.words) \
            and not any(map(_lists_tabs, before)):
        return _FromCurrentTab()  # get_current_tab showed the one tab in view (index 0): a tab opened after it is at index 1
    if isinstance(opened, _FromCurrentTab) and p.read and _lists_tabs(mock):
        return None  # a listing of the tabs says what is open: the count from the current tab alone ends
    url = next((v for k, v in args.items() if isinstance(v, str) and v.startswith("http")), None)
    if opened is not None and _tab_call(p) == "open" and url:
        return type(opened)([*opened, url])
    return opened


class _FromCurrentTab(list):
    """The tabs a request opened since a read of the current tab (no browser launched here)."""


def _earlier_picks(i: int, links, earlier: list[list[int]], mocks, assigned, reaction: str, hinted: set[str]) -> str:
    return _earlier_pick_hints(i, links, earlier, mocks, assigned, reaction, hinted)[0]


def _scalar_label(pname: str) -> str:
    """The label of one value of a list parameter: apply_graphic_style(uuids=[X]) is "the uuid X", never "the uuids X"
    (seed 1520); a label of no list of handles (extra fields, settings) stays as it is."""
    ws = T.label("$." + pname).split()
    return _one_label(pname) if ws and ws[-1] in ("uuids", "ids", "IDs", "paths", "refs", "keys", "names", "labels", "tags",
                                                  "files") else " ".join(ws)


def _one_label(pname: str) -> str:
    """A pick takes one value: read_multiple_files(paths=[...]) is "take the path listed with size 106", never "the
    paths listed with" (seed 1435)."""
    ws = T.label("$." + pname).split()
    return " ".join([*ws[:-1], "ID" if ws[-1] == "IDs" else singular(ws[-1])]) if ws else pname


def _earlier_pick_hints(i: int, links, earlier: list[list[int]], mocks, assigned, reaction: str, hinted: set[str],
                        optional: set[str] = frozenset(), obj: str = "", calls: list[dict] | None = None,
                        params: list = ()) -> tuple[str, set]:
    """Hints for the records call `i` takes from listings of earlier turns that the reaction does
    not single out: the user says which one ("take the project ID listed with name gitlab"), or
    the oracle would hold a record nobody asked for (the second of two listed tickets); and the
    parameters they name."""
    before = {j for turn in earlier for j in turn}
    out, named = "", set()
    for pname in links[i]:
        hint = _earlier_pick_hint(i, pname, links, before, mocks, assigned, norm_text(reaction), hinted, optional, obj)
        value = assigned.get((i, pname))
        if hint and any(assigned.get((j, pname)) == value or calls and calls[j].get(pname) == value for j in before):  # an
            # earlier turn's call took it already: "the same project", never the pick said again ("take the third one it
            # lists", then "take the project ID listed with name search-indexer", seed 1380; the platform github the user
            # gave, then "take the platform listed with ID pla_yzketw6w")
            noun = re.sub(r"(^| )(ID|id|uuid|name|number|key|path)$", "", T.label("$." + pname)).strip()
            if not noun and isinstance(value, str) and value.startswith("/"):  # edit_file(path=...): "the same file",
                noun = "file" if re.search(r"\w\.\w+$", value) else "folder"  # never "the same line-based edits"
            described = next((str(q.schema.get("description") or "") for q in params if q.name == pname), "")
            kind = re.search(r"\b(hash|list|sorted set|set|stream|index|document|repository|project|channel|branch|session|"
                             r"tab|comp|layer|artboard|key)\b", described.lower())
            noun = noun or (kind[1] if kind else "") or obj or "one"  # set_vector_in_hash(name="The Redis hash key"): "the
            hint = f" (the same {noun} as before)"  # same hash as before", never "the same vector" of a new vector (1516)
        if hint:
            out += hint
            named.add(pname)
    return out, named


def _earlier_pick_hint(i: int, pname: str, links, before: set, mocks, assigned, said: str, hinted: set[str],
                       optional: set[str], obj: str) -> str:
    """The hint for one parameter of call `i` (see _earlier_pick_hints), "" when it needs none."""
    src, _e = links[i][pname]
    if src not in before or pname in hinted or (i, pname) not in assigned:
        return ""
    value = assigned[(i, pname)]
    if isinstance(value, (dict, list)) or found(value, said):
        return ""
    hint, others = pick_hint(mocks[src].output, value)
    record = pick_info(mocks[src].output, value).get("record")
    base = value.rsplit("/", 1)[-1] if isinstance(value, str) and value.startswith("/") else ""
    if hint is None and record is None and base and base.lower() not in said \
            and any(isinstance(t, str) and f'"{base}"' in t for t in leaves(mocks[src].output)):
        return f" (the file {base})"  # a tree lists README.md by its name: the second read of it says which (seed 1239)
    pos = _line_position(mocks[src].output, value) if record is None and (hint is None or not others) else None
    if pos is not None and pos[0] < len(T.ORDINALS):  # tab 4 of a text listing of two tabs: which one, by its place
        last = pos[0] == pos[1] - 1 and pos[1] > 2
        return f" ({_placed(pname, 'last' if last else T.ORDINALS[pos[0]], obj)})"
    if (hint is None or not others) and isinstance(value, (str, int)) and isinstance(record, dict) \
            and not any(found(x, said) and x == value for x in leaves(record)) and (not _identifies(record, value) or others or pname in optional):
        # ... and one of several named by its own name, with nothing else to tell it by, or an optional argument
        # (duplicate_objects' target_layer) no agent would send unasked: said by that name; a comp ae_new_comp made is
        # no list; one branch listed, its base branch taken: the user says so, never the oracle alone
        return f" ({T.labelled('the ' + _scalar_label(pname), T.render(value))}{' from that list' if others else ''})"  # one value:
        # "the uuid X", never "the uuids X"
    if hint is None or not others or found(hint[1], said):
        return ""
    if isinstance(record, dict) and any(len(str(x)) >= 3 and found(x, said) for x in leaves(record)):
        return ""  # the reaction named this record already ("the oldest one, from 2026-10-02T09:14:00Z")
    k, v = hint
    return f" (take the {_one_label(pname)} listed with {T.labelled(T.label('$.' + k), T.render(v)) if k else T.render(v)})"


def _merge(accept: dict | None, extra: dict | None) -> dict | None:
    if not extra:
        return accept
    merged = dict(accept or {})
    for k, v in extra.items():
        merged[k] = [*merged.get(k, []), *v]
    return merged


def _refusal(mock) -> str:
    """The failure a request ends on ("" when it ends well): a follow-up asks about that failure."""
    error = mock.output.get("error") if mock.is_error and isinstance(mock.output, dict) else None
    return str(error.get("message") or "failed") if isinstance(error, dict) else ("failed" if mock.is_error else "")


_LEFT_OUT = frozenset("exclude excludes excluded ignore ignored skip except without".split() +  # what a call leaves out
                      "args arguments argv".split())  # and a command line's words: "Execute a test command (run)" names nothing
_MODE_WORDS = (["mode"], ["action"], ["operation"], ["op"], ["what"], ["condition"])


def _unhanded_target(p: Profile, path: str, value: Any, handed: set, known: str) -> bool:
    """close_issue(issue_id=713) with 713 only in an earlier listing and no pick or link handing it on: "shut an
    issue" names none, so the user says which (the id of the thing a write acts on, when the user never said it)."""
    if p.read or not isinstance(value, (str, int)) or isinstance(value, bool) or found(value, known):
        return False
    key = path.removeprefix("$.").split(".")[0].split("[")[0]
    param = next((x for x in p.params if x.name == key and len(x.path) == 1), None)
    return param is not None and key not in handed and param.required and bool(set(param.words) & {"id", "number", "uuid", "key", "url"})


def _unhanded_value(path: str, value: Any, links: dict, handed: set, said: str) -> bool:
    """A value met in an earlier result that nothing hands on and the user never said is no value the user gave
    this call, so it is said: ae_reorder_layer(before=2) after a link with audio_layer 2 (round 921 [8]: "move layer
    5" with no "before 2"), git_log(filePath=Dockerfile) after a status listing deploy/Dockerfile (round 924 [7])."""
    if not isinstance(value, (int, float, str)) or isinstance(value, bool):
        return False
    steps = [x.split("[")[0] for x in path.removeprefix("$.").split(".")]
    key = steps[0]
    if {steps[0], steps[-1]} & (set(links) | set(handed)):  # a wrapped call's params.url is handed on as url
        return False
    return not isinstance(value, str) or not found(value, said) and not scope_args({steps[-1]: value})


def _listed_file(value: Any, mock: MockOutput) -> str:
    """The name of the file `value` is, when the result it comes from lists two or more files by name (a tree): the
    user says which ("the path of utils.py from the recursive tree view"), or the agent cannot tell."""
    from seer.generate.symbolic.turns import _listed_names

    names = _listed_names(mock) if isinstance(value, str) and "/" in value else []
    base = value.rsplit("/", 1)[-1] if names else ""
    return base if len(names) >= 2 and base in names else ""


def _carried_tail(label: str, source: str, file: str = "") -> str:
    """", with the session ID from the new browser session"; a thing handed on as itself is "that folder", never "the
    folder from the folder" (round 916 [10]: ae_create_folder then ae_move_to_folder)."""
    if file:
        return f", with the {label} of {file} from the {source}"
    same = singular(label.split()[-1].lower()) == singular(source.split()[-1].lower()) if label and source else False
    return f" into that {label}" if same and label.split()[-1].lower() in ("folder", "directory", "layer", "group", "bin") \
        else f", with that {label}" if same else f", with the {label} from the {source}"


def _more_of_a_list(path: str, value: Any, links: dict, spoken: str) -> bool:
    """align_objects(uuids=[a, b]) where a is the one the user picked from find_objects and b another it listed: the
    pick hands a on, b the user names (with uuids ... and b), or the oracle aligns an object nobody asked for."""
    m = re.fullmatch(r"\$\.(\w+)\[(\d+)\]", path)
    return bool(m) and m[1] in links and int(m[2]) > 0 and isinstance(value, str) and not found(value, spoken)


def _unsaid_listed(path: str, value: Any, links: dict, known: str, earlier: list[Any]) -> bool:
    """duplicate_objects(target_layer='Logo') after a structure listing layers Logo and Layer 1, with no link
    handing Logo on and no word of the user naming it: one of several listed, so the user says which
    ("duplicate objects into the layer Logo"), or the oracle holds a layer nobody asked for."""
    key = path.removeprefix("$.").split(".")[0].split("[")[0]
    if key in links or not isinstance(value, str) or len(value) < 3 or found(value, known):
        return False
    base = value.rstrip("/").rsplit("/", 1)[-1]
    if "/" in value and "." in base and not found(base, known) \
            and any(found(base, norm_text(t)) for out in earlier for t in leaves(out) if isinstance(t, str)):
        return True  # read_file(.../CHANGELOG.md) after a tree of three files: its folder and name were seen, the user
        # never said which file (the reaction named report-q3.csv)
    for out in earlier:
        for elems in record_lists(out):
            if sum(any(x == value for x in leaves(e)) for e in elems) == 1:
                return True
    return False


def _choices(p: Profile, args: dict) -> list[tuple[str, Any]]:
    """Enum choices and booleans the user picks (not trivial to state, though trivial to ground)."""
    out = []
    for param in p.params:
        value = param.get(args)
        if value is not None and (param.core.get("enum") or isinstance(value, bool)) and value != param.schema.get("default") \
                or isinstance(value, str) and param.words in _MODE_WORDS:  # ai_delete(what=layer): what it does, said even when "layer" was seen
            out.append((param.json_path, value))
        elif isinstance(value, list) and value and (param.item_schema or {}).get("enum") and value != param.schema.get("default"):
            out += [(param.json_path + f"[{i}]", x) for i, x in enumerate(value)]  # status: [blocked]: a filter the user asks for, said
        elif isinstance(value, dict):  # export_pdf(options={trim_mark_weight: "0.25"}): a choice inside an object, said too
            out += _inner_choices(value, param.core, param.json_path)
    return out


def _inner_choices(value: dict, schema: dict, path: str) -> list[tuple[str, Any]]:
    props = schema.get("properties") if isinstance(schema, dict) else None
    out: list[tuple[str, Any]] = []
    for k, v in value.items():
        sub = (props or {}).get(k)
        if not isinstance(sub, dict):
            continue
        if isinstance(v, dict):
            out += _inner_choices(v, sub, f"{path}.{k}")
        elif (isinstance(v, bool) or isinstance(v, (str, int, float)) and sub.get("enum")) and v != sub.get("default"):
            out.append((f"{path}.{k}", v))  # (trim marks on: a flag set inside the options, said as the user's)
    return out


_URLS = re.compile(r"https?://\S+")
_RECORD = re.compile(r"(.*\[\d+\])\.\w+(?:\[\d+\])?|(.*)\[\d+\]")


def _whole_records(items: list, every: list) -> list:
    """A record of a list is said whole ("5/9/7 to "Hero title" and 6/8/0 to "Ellipse 1""): a field
    said before elsewhere is said again with its record, or the record loses what goes with what; a list
    is said whole too ("layers 9 and 5", never "the layer 9" for [9, 5] because 5 showed up in a result)."""
    kept = {m[1] or m[2] for path, _v in items if (m := _RECORD.fullmatch(path))}
    if not kept:
        return items
    have = {path for path, _v in items}
    return [(path, v) for path, v in every if path in have or (m := _RECORD.fullmatch(path)) and (m[1] or m[2]) in kept]


def _identifies(record: dict, value: Any) -> bool:
    """The value is the record's own name or id (checking out the one branch listed needs no words of its own)."""
    return any(v == value for k, v in record.items() if isinstance(k, str) and k.lower().split("_")[-1] in
               ("name", "id", "key", "ref", "sha", "hash", "path", "url", "login", "number", "title"))


def _same(a: Any, b: Any) -> bool:
    """One value, as listed (125) or as sent ("125")."""
    return a == b or (isinstance(a, (int, str)) and isinstance(b, (int, str)) and not isinstance(a, bool)
                      and not isinstance(b, bool) and str(a) == str(b))
