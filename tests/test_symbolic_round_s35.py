"""Session 35: the reading rounds' fixes (rounds 1027-): each test names the record that was absurd."""

from __future__ import annotations

import json
import re
from pathlib import Path

from seer.generate.base import GenerationPlan
from seer.generate.symbolic import SymbolicEngine
from seer.harness.model import Scenario
from seer.spec.load import load_spec
from tests.test_symbolic_mock_round_s26 import SHARED, _shared, _steps


def _generated(tmp_path: Path, tools: list[dict], seeds=range(6)) -> list[Scenario]:
    path = tmp_path / "spec.json"
    path.write_text(json.dumps({"name": "fixture", "tools": tools}))
    spec = load_spec(path)
    return [s for seed in seeds for s in SymbolicEngine().generate(spec, GenerationPlan(seed=seed)) if isinstance(s, Scenario)]


def _errors(scenarios):
    return [(tool, m.output["error"]["message"]) for s in scenarios for tool, _a, m in _steps(s)
            if m.is_error and isinstance(m.output, dict) and isinstance(m.output.get("error"), dict)]


_NAVIGATE = {"name": "navigate_to", "description": "Navigate the browser to a URL.",
             "inputSchema": {"type": "object", "required": ["url"],
                             "properties": {"url": {"type": "string", "description": "The URL to open"}}}}


def test_a_well_formed_url_is_never_called_not_valid(tmp_path):
    """selenium-ai-agent-pypi e001-c8227c8d (seed 1029): navigate_to failed with "https://developer.mozilla.org/cart is
    not a valid URL": a well-formed URL is refused for what it is (404), never called malformed."""
    errors = _errors(_generated(tmp_path, [_NAVIGATE], range(30)))
    assert errors, "no error scenario over 30 seeds"
    assert not [m for _t, m in errors if "not a valid" in m], errors
    assert any("404" in m for _t, m in errors), errors



def _people(out, key: str) -> set[str]:
    items = out.get("result") if isinstance(out, dict) else out
    return {i[key] for i in items if isinstance(i, dict) and isinstance(i.get(key), str)} if isinstance(items, list) else set()


def test_my_merge_requests_are_one_authors():
    """git-mcp-server m001-12071cc7 (seed 1027): list_my_merge_requests listed four merge requests by four authors."""
    listings = [m.output for s in _shared("git-mcp-server", seeds=range(1025, 1030)) for tool, _a, m in _steps(s)
                if tool == "list_my_merge_requests" and not m.is_error]
    assert sum(len(_people(out, "author")) > 0 for out in listings) >= 2, listings
    assert all(len(_people(out, "author")) <= 1 for out in listings), [_people(o, "author") for o in listings]


def test_a_working_dirs_remotes_carry_its_name():
    """git n002-cddb473a (seed 1028): git_set_working_dir(/home/dana/projects/auth-gateway) answered origin at
    github.com/lena-k/search-indexer.git and a fork at mariana-dev/payments-api.git."""
    from seer.harness.checks import objects

    seen = 0
    for s in _shared("git", seeds=range(1026, 1030)):
        for tool, args, m in _steps(s):
            if tool != "git_set_working_dir" or m.is_error:
                continue
            name = args["path"].rstrip("/").rsplit("/", 1)[-1]
            urls = [v for n in objects(m.output) for k, v in n.items() if k.lower().endswith("url") and str(v).endswith(".git")]
            seen += bool(urls)
            assert all(u.endswith(f"/{name}.git") for u in urls), (args["path"], urls)
    assert seen >= 2, seen


def _host(url: str) -> str:
    return url.split("/", 3)[2] if url.count("/") >= 2 else url


def test_back_after_a_tab_switch_stays_in_that_tab():
    """selenium-selenium-mcp-pypi n005-c046ea5d (seed 1027): get_page_text on a Ycombinator page, switch_tab to a
    Contoso tab, then navigate_back landed on the Ycombinator page: back in a tab never goes to another tab's page."""
    from seer.harness.checks import objects

    seen = 0
    for spec in ("selenium-selenium-mcp-pypi", "selenium-mcp-selenium-pypi", "selenium-ai-agent-pypi"):
        for s in _shared(spec, seeds=range(1024, 1030)):
            tab = None
            for tool, _a, m in _steps(s):
                urls = [n["url"] for n in objects(m.output) if isinstance(n.get("url"), str)] if not m.is_error else []
                if "tab" in tool and "switch" in tool and urls:
                    tab = urls[0]
                elif tab and "back" in tool and urls:
                    seen += 1
                    assert _host(urls[0]) == _host(tab), (s.id, tab, urls[0])
                elif urls and "navigate" in tool:
                    tab = None
    assert seen >= 1, seen


def test_a_grouping_proposal_answers_groups_of_items():
    """illustrator-mograph-mcp e005-23130f71 (seed 1029): ai_cluster_items ("Propose how to group loose items")
    answered three loose items, no group among them."""
    outs = [m.output for s in _shared("illustrator-mograph-mcp", seeds=range(1027, 1031)) for tool, _a, m in _steps(s)
            if tool == "ai_cluster_items" and not m.is_error]
    assert outs
    for out in outs:
        groups = out.get("clusters") if isinstance(out, dict) else None
        assert groups and all(len(g["items"]) >= 2 for g in groups), out


def test_a_duplicate_of_several_uuids_copies_each_object_shown():
    """illustrator n015-e6f228fc (seed 1028): get_selection showed "CTA label" and "Icon set" (no uuids), then
    duplicate_objects(uuids=[a, b]) answered one "Background copy" that no call had shown."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1026, 1031)):
        shown = ""
        for tool, args, m in _steps(s):
            if tool == "duplicate_objects" and len(args.get("uuids", [])) > 1 and not m.is_error and "get_selection" in shown:
                seen += 1
                copies = m.output.get("objects") or [m.output.get("object")]
                assert len(copies) == len(args["uuids"]), m.output
                assert all(c["name"].endswith(" copy") for c in copies), (s.id, copies)
                assert json.dumps(copies[0]["name"][:-5]) in shown, (s.id, copies)  # the first uuid is the item shown first
            shown += f" {tool} {json.dumps(m.output)}"
    assert seen >= 1, seen


def test_a_title_never_names_what_the_call_leaves_out():
    """filesystem n000-162e6626 (seed 1027): "Search the files, then read the file contents (*.csv)", where *.csv was
    one of search_files' excludePatterns."""
    seen = 0  # (seeds 1024-1035 since s44: plans moved when a file just read stopped being read again)
    for s in _shared("filesystem", seeds=range(1024, 1036)):
        left_out = {v for _t, args, _m in _steps(s)[:1] for k, vs in args.items() if "exclude" in k.lower()
                    for v in (vs if isinstance(vs, list) else [vs])}
        seen += bool(left_out)
        assert not any(s.title.endswith(f"({v})") for v in left_out), s.title
    assert seen >= 3, seen


def test_a_plain_key_renamed_stays_in_its_family():
    """redis-mcp-redis n005-ba488e72 (seed 1031): rename(old_key=feature_flags, new_key=session:8f3a2c): a key renamed
    keeps its own name's family (feature_flags:archived), never becomes a session."""
    pairs = [(a["old_key"], a["new_key"]) for s in _shared("redis-mcp-redis", seeds=range(1027, 1033)) for t, a, m in _steps(s)
             if t == "rename" and isinstance(a.get("old_key"), str) and isinstance(a.get("new_key"), str)]
    assert len(pairs) >= 3, pairs
    assert all(new.split(":")[0] == old.split(":")[0] for old, new in pairs), pairs


def _projects(node) -> set[str]:
    return set(re.findall(r"/home/[a-z0-9_-]+/projects/([A-Za-z0-9._-]+)", json.dumps(node)))


def test_one_request_works_in_one_project():
    """filesystem n005-06fad348 (seed 1030): Dockerfiles of infra, design-system and inventory read, then utils.py of
    payments-api edited; git n000-23247ccd: a merge in analytics, then a worktree list of webshop. A request works in
    the first call's project (a worktree beside it follows it: analytics-d11eff3)."""
    spread = []
    for spec in ("filesystem", "git"):
        for s in _shared(spec, seeds=(1030, 1031)):
            named = _projects([c.arguments for c in s.expected_tools])
            shown = _projects([m.output for m in s.mock_outputs])
            if any(len(_projects(m.output)) > 1 and len(re.findall(r"/projects/[A-Za-z0-9._-]+[ (]", json.dumps(m.output))) > 1
                   for m in s.mock_outputs):
                continue  # a listing of several projects (list_allowed_directories) keeps them apart
            if any(c.tool in ("git_clone", "git_init") for c in s.expected_tools):
                continue  # a repository the request clones or makes is a project of its own (kept apart since s36)
            if s.kind == "error" or any(len(set().union(*[_projects(v) for v in c.arguments.values() if isinstance(v, str)] or [set()])) > 1
                                        for c in s.expected_tools):
                continue  # move_file(source, destination) across two projects, a retry in the project the user corrected
            if len(named) > 1 or named and any(not any(p == n or p.startswith(n + "-") for n in named) for p in shown):
                spread.append((s.id, named, shown))
    assert not spread, spread


def _git_story(seeds):
    from seer.harness.checks import objects

    for s in _shared("git", seeds=seeds):
        yield s, [(tool, args, m, list(objects(m.output)) if not m.is_error else []) for tool, args, m in _steps(s)]


def test_a_reflog_leaves_head_where_the_status_says():
    """git n006-baba279d (seed 1033): git_reflog's newest entry moved HEAD to develop; the commit after it reported
    current_branch chore/bump-deps."""
    seen = 0
    for s, steps in _git_story(range(1004, 1019)):  # seeds moved (s36, again s43): these seeds hold the case
        head = None
        for tool, a, _m, nodes in steps:
            ref = a.get("ref") if isinstance(a, dict) else None
            if tool == "git_reflog" and nodes and isinstance(ref, str) and not ref.upper().startswith("HEAD"):
                continue  # s46: a branch's own reflog (ref=feature/x) lists that branch's entries, not where HEAD is
            if tool == "git_reflog" and nodes:
                entries = next((n["entries"] for n in nodes if isinstance(n.get("entries"), list) and n["entries"]), None)
                head = entries[0].get("refName") if entries else head
            elif head and tool not in ("git_checkout", "git_branch", "git_switch"):
                for n in nodes:
                    for k in ("current_branch", "currentBranch"):
                        if isinstance(n.get(k), str):
                            seen += 1
                            assert n[k] == head, (s.id, head, n[k])
    assert seen >= 1, seen


def test_a_clean_removes_the_untracked_files_listed_before_it():
    """git n006-baba279d (seed 1033): a status listed untracked lib/Dockerfile and scripts/users.csv; git_clean then
    removed src/api/deploy.sh and config/index.ts."""
    seen = 0
    for s, steps in _git_story(range(1030, 1036)):
        untracked = None
        for tool, _a, m, nodes in steps:
            if tool == "git_clean" and untracked and not m.is_error:
                seen += 1
                assert m.output["filesRemoved"] == untracked, (s.id, untracked, m.output)
            for n in nodes:
                for k, v in n.items():
                    if "untracked" in k.lower() and isinstance(v, list) and v:
                        untracked = v
    assert seen >= 1, seen


def test_objects_moved_to_a_layer_lend_it_no_uuid():
    """illustrator m001-eb8e3b5d (seed 1033): move_to_layer(uuids=[a, b], target_layer=Product photo) answered the layer
    Product photo with uuid a: the uuid of an object it moved."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1030, 1036)):
        for tool, args, m in _steps(s):
            if tool == "move_to_layer" and not m.is_error and isinstance(m.output.get("layer"), dict):
                seen += 1
                assert m.output["layer"].get("uuid") not in args["uuids"], (s.id, m.output)
    assert seen >= 2, seen


def test_a_tree_is_named_for_its_folder():
    """filesystem n001-97527264 (seed 1034): directory_tree(/home/alice/projects/design-system) answered a root named
    webshop (the project a path was moved from)."""
    seen = 0
    for s in _shared("filesystem", seeds=range(1030, 1036)):
        for tool, args, m in _steps(s):
            if tool == "directory_tree" and not m.is_error:
                root = json.loads(m.output["content"])
                seen += 1
                assert root["name"] == args["path"].rstrip("/").rsplit("/", 1)[-1], (s.id, args["path"], root["name"])
    assert seen >= 3, seen


def test_a_title_names_no_bare_answer():
    """git n003-4e23c802 (seed 1034): "Get a wrap-up protocol, then list the tags (Yes)": the acknowledgement "Yes"
    names nothing a reader can place."""
    titles = [s.title for s in _shared("git", seeds=range(1030, 1036))]
    assert titles and not [t for t in titles if re.search(r"\((?:yes|no|true|false|on|off)\)$", t, re.I)], titles


def _adobe_steps(seeds):
    for s in _shared("illustrator-adobe-mcp", seeds=seeds):
        yield s, [(t, a.get("params", a), m) for t, a, m in _steps(s)]


def test_an_export_action_writes_a_file_of_its_format():
    """illustrator-adobe-mcp n005-a7366c7f (seed 1035): adobe_id_document(action=export_pdf,
    file_path=.../annual-report.indd): an export to PDF writes a .pdf."""
    seen = 0
    for _s, steps in _adobe_steps(range(1030, 1040)):
        for _t, a, _m in steps:
            act = a.get("action")
            if isinstance(act, str) and act.split("_", 1)[-1] in ("pdf", "epub", "html", "png", "svg") \
                    and act.startswith("export_") and isinstance(a.get("file_path"), str):
                seen += 1
                assert a["file_path"].endswith("." + act.split("_", 1)[1]), a
    assert seen >= 1, seen


def test_an_export_by_path_answers_the_document_shown():
    """The same record: adobe_get_doc_info showed "Spring campaign poster"; the export of the active document answered
    another one, "Event flyer": its output path named no document, so a new one was made up."""
    seen = 0
    for s, steps in _adobe_steps(range(1030, 1040)):
        title = None
        for t, a, m in steps:
            text = m.output.get("result", "") if isinstance(m.output, dict) and not m.is_error else ""
            got = re.search(r"^title: (.+)$", text, re.M)
            if t == "adobe_get_doc_info" and got:
                title = got[1]
            elif title and str(a.get("action", "")).startswith("export") and got:
                seen += 1
                assert got[1] == title, (s.id, title, got[1])
    assert seen >= 1, seen


def test_a_cherry_pick_after_a_history_picks_commits_it_showed():
    """git n009-4e9dc96b (seed 1036): git_log found "Improve password reset email on Safari" (994eb10262cb), then
    git_cherry_pick took 31e565d31b2c and 50c9eccdfd49, commits no call showed.

    Changed in s43 (seed 1312): the history git_log shows is the branch checked out's, which has those commits
    already, so a cherry-pick after it takes none of them (the user names commits of another branch); see
    test_symbolic_round_s43.test_a_cherry_pick_takes_no_commit_the_branch_checked_out_already_has."""
    seen = 0
    for s in _shared("git", seeds=range(1030, 1038)):
        shown = ""
        for tool, args, m in _steps(s):
            if tool == "git_cherry_pick" and "git_log" in shown:
                seen += 1
                assert not any(c in shown for c in args["commits"]), (s.id, args["commits"])
            shown += f" {tool} {json.dumps(m.output)}"
    assert seen >= 1, seen


def test_uuids_picked_after_a_listing_with_uuids_are_listed_ones():
    """illustrator n002-6f6ca751 (seed 1037): find_objects listed "Social icon" and "Star symbol" with their uuids;
    align_objects then aligned Social icon with 7a190bc6-..., an object no call showed. The user names both."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1034, 1040)):
        shown, said = "", ""
        for (tool, args, m), turn in zip(_steps(s), [t for t in s.conversation for _ in t.calls]):
            said += turn.user
            uuids = args.get("uuids")
            listed = re.findall(r'"uuid": "([0-9a-f-]{36})"', shown)
            if isinstance(uuids, list) and len(listed) >= len(uuids) and uuids[0] in listed:
                seen += 1
                assert set(uuids) <= set(listed), (s.id, uuids, listed)
                assert all(u in said for u in uuids[1:]), (s.id, uuids)
            shown += json.dumps(m.output)
    assert seen >= 2, seen


def test_a_follow_up_after_a_delete_names_what_was_deleted():
    """elasticsearch-py n002-dfb0c951 (seed 1039): delete_alias(index=orders-2024.04, name=orders-current), then "Can
    you confirm orders-2024.04 is gone now?": the index the alias sat on, not the alias deleted."""
    seen = 0
    for s in _shared("elasticsearch-py", seeds=range(1030, 1050)):
        last = s.expected_tools[-1] if s.expected_tools else None
        m = re.fullmatch(r"Can you confirm (.+) is gone now\?", s.follow_up or "")
        if m and last is not None and last.tool.startswith("delete_") and last.tool != "delete_index":
            seen += 1
            assert m[1] != last.arguments.get("index"), (s.id, s.follow_up, last.arguments)
    assert seen >= 1, seen


def test_the_keyword_tokenizer_keeps_the_text_whole():
    """elasticsearch-py n001-ff6349a4 (seed 1040): analyze_text(tokenizer=keyword, filter=[asciifolding]) answered nine
    lowercased words: the keyword tokenizer emits the whole text as one token, and no lowercase filter was named."""
    from seer.generate.symbolic.readings import _analyzed

    text = "A customer reported a timeout on the checkout page."
    assert _analyzed(text, {"tokenizer": "keyword", "filter": ["asciifolding"]}) == [{"token": text, "position": 0}]
    assert [t["token"] for t in _analyzed(text, {"tokenizer": "whitespace"})][:2] == ["A", "customer"]
    assert [t["token"] for t in _analyzed(text, {"tokenizer": "standard", "filter": ["lowercase"]})][0] == "a"
    assert [t["token"] for t in _analyzed(text, {"analyzer": "standard"})][0] == "a"


def test_a_body_never_says_one_sentence_twice():
    """git-mcp-server n004-1d712ce3 (seed 1040): a merge request described as "The draft of the release notes is ready
    for review. The draft of the release notes is ready for review." """
    import random

    from seer.kinds.words import make_body

    bodies = [make_body(random.Random(seed)) for seed in range(400)]
    twice = [b for b in bodies if (ss := re.findall(r"[^.?!\n]+[.?!]", b)) and len(ss) != len(set(s.strip() for s in ss))]
    assert len(bodies) == 400 and not twice, twice[:3]


def test_a_hash_field_read_after_hgetall_is_one_it_listed():
    """redis-mcp-redis n016-561dc47e (seed 1041): hgetall(session:8f3a2c) listed status, updated_at and count; hget of its
    last_login then answered a time. One table (hash_kinds) now says what each kind of hash holds for every command."""
    from seer.generate.symbolic.hash_kinds import hash_fields

    seen = 0
    for s in _shared("redis-mcp-redis", seeds=range(1038, 1044)):
        listed: dict[str, dict] = {}
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            if tool == "hgetall" and isinstance(m.output, dict):
                listed[args["name"]] = m.output
                if hash_fields(args["name"]):
                    assert set(hash_fields(args["name"])) <= set(m.output), (s.id, args["name"], m.output)
            elif tool == "hget" and args.get("name") in listed:
                seen += 1
                assert args["key"] in listed[args["name"]], (s.id, args, listed[args["name"]])
                assert f"value: {listed[args['name']][args['key']]}" in m.output["result"], (s.id, m.output)
    assert seen >= 1, seen


def test_network_diagnostics_list_requests():
    """selenium-angiejones n002-587dabac (seed 1041): diagnostics(type=network) answered three React console warnings:
    network activity is the requests the page made."""
    seen = 0
    for s in _shared("selenium-angiejones", seeds=range(1036, 1046)):
        for tool, args, m in _steps(s):
            if tool == "diagnostics" and args.get("type") == "network" and not m.is_error:
                seen += 1
                assert m.output["logs"] and all({"method", "url", "status"} <= set(r) for r in m.output["logs"]), m.output
    assert seen >= 1, seen


def test_a_products_name_is_of_its_category_and_an_audit_detail_of_its_action():
    """elasticsearch n003-5a7b6e14 (seed 1041): a search of category outdoor answered "Wireless earbuds"; elasticsearch
    n001-9630e1f9 (seed 1036): an audit entry of action role.change read "Login from a new device"."""
    from seer.generate.symbolic.index_domains import _CATEGORY, _DETAIL
    from seer.harness.checks import objects

    products = audits = 0
    for spec in ("elasticsearch", "elasticsearch-py"):
        for s in _shared(spec, seeds=range(1036, 1042)):
            for m in s.mock_outputs:
                for n in objects(m.output):
                    if isinstance(n.get("name"), str) and n["name"] in _CATEGORY and isinstance(n.get("category"), str):
                        products += 1
                        assert _CATEGORY[n["name"]] == n["category"], (s.id, n)
                    if isinstance(n.get("action"), str) and n["action"] in _DETAIL and isinstance(n.get("detail"), str):
                        audits += 1
                        assert _DETAIL[n["action"]] == n["detail"], (s.id, n)
    assert products >= 3 and audits >= 2, (products, audits)


def test_a_raw_get_of_a_mapping_answers_the_mapping():
    """elasticsearch-py n004-a6770d73 (seed 1042): general_api_request(GET /orders/_mapping) answered
    {"acknowledged": true}: a GET of a mapping, a setting or a document answers what it reads."""
    import random

    from seer.generate.symbolic.mocks.domain import _api_body
    from seer.generate.symbolic.world import World

    body = _api_body("/orders/_mapping", random.Random(1), World(), ("", ""), {"method": "GET"})
    assert body["orders"]["mappings"]["properties"]["order_id"] == {"type": "keyword"}, body
    assert "number_of_shards" in _api_body("/logs-2024.01/_settings", random.Random(1), World(), ("", ""), {})["logs-2024.01"]["settings"]["index"]
    doc = _api_body("/orders-2024.03/_doc/812", random.Random(1), World(), ("", ""), {"method": "GET"})
    assert doc["_id"] == "812" and doc["found"] and "order_id" in doc["_source"], doc


def test_a_delete_by_query_matches_a_field_its_index_holds():
    """elasticsearch-py n004-90abc969 (seed 1043): delete_by_query(orders-2024.06, match message "pricing page"): an
    orders index holds no message field; and search_documents listed "Insulated bottle 750 ml" twice under two SKUs."""
    from seer.generate.symbolic.index_domains import domain_of

    seen = 0
    for s in _shared("elasticsearch-py", seeds=range(1038, 1046)):
        for tool, args, m in _steps(s):
            body = args.get("body") if isinstance(args.get("body"), dict) else {}
            match = (body.get("query") or {}).get("match") if isinstance(body.get("query"), dict) else None
            fields = domain_of(args["index"]) if isinstance(args.get("index"), str) else None
            if isinstance(match, dict) and fields:
                seen += 1
                assert set(match) <= set(fields), (s.id, tool, args)
            names = [d["name"] for d in (m.output.get("documents") or []) if isinstance(d.get("name"), str)] \
                if isinstance(m.output, dict) and isinstance(m.output.get("documents"), list) else []
            assert len(names) == len(set(names)), (s.id, names)
    assert seen >= 5, seen


def test_a_match_search_lists_only_matching_documents_even_when_it_hands_one_on():
    """elasticsearch-py n001-a85fc512 (seed 1044): search_documents(match service checkout-api) listed the
    search-indexer line get_document had shown, because the search handed an id on (the s34 rule held only for
    searches that handed nothing on)."""
    seen = 0
    for s in _shared("elasticsearch-py", seeds=range(1040, 1048)):
        for tool, args, m in _steps(s):
            match = ((args.get("body") or {}).get("query") or {}).get("match") if isinstance(args.get("body"), dict) else None
            docs = m.output.get("documents") if isinstance(m.output, dict) else None
            if tool == "search_documents" and isinstance(match, dict) and len(match) == 1 and isinstance(docs, list):
                (field, said), = match.items()
                for d in docs:
                    if field in d:
                        seen += 1
                        assert str(said).lower() in str(d[field]).lower(), (s.id, match, d)
    assert seen >= 5, seen


def test_a_listing_sorted_by_size_is_in_that_order():
    """filesystem n005-5af316e2 (seed 1045): list_directory_with_sizes(sortBy=size) listed sizes 185, 108, 83, 108:
    the largest first, as the filesystem server sorts, by the sizes the files finally have."""
    seen = 0
    for s in _shared("filesystem", seeds=range(1040, 1050)):
        for tool, args, m in _steps(s):
            if tool == "list_directory_with_sizes" and args.get("sortBy") in ("size", "name") and not m.is_error:
                text = m.output["content"]
                if args["sortBy"] == "size":
                    sizes = [int(x) for x in re.findall(r"\(size: (\d+)", text)]
                    seen += len(sizes) > 1
                    assert sizes == sorted(sizes, reverse=True), (s.id, sizes)
                else:
                    names = [x.lower() for x in re.findall(r"^- (\S+)", text, re.M)]
                    seen += len(names) > 1
                    assert names == sorted(names), (s.id, names)
    assert seen >= 2, seen


def test_a_channel_history_reads_newest_first():
    """slack n002-a54c3756 (seed 1046): slack_get_channel_history listed ts 1736..., 1738..., 1727..., 1711...: Slack's
    history answers newest first."""
    seen = 0
    for s in _shared("slack", seeds=range(1044, 1050)):
        for tool, _a, m in _steps(s):
            if tool == "slack_get_channel_history" and not m.is_error:
                ts = [float(x["ts"]) for x in m.output["messages"]]
                seen += len(ts) > 1
                assert ts == sorted(ts, reverse=True), (s.id, ts)
    assert seen >= 2, seen


def test_an_avatar_field_takes_a_picture():
    """selenium-angiejones m000-c14f40fc (seed 1046): upload_file(input[name='avatar'], .../invoice-2041.pdf); round
    1044: the same field took resume.pdf."""
    seen = 0
    for s in _shared("selenium-angiejones", seeds=range(1040, 1050)):
        for tool, args, _m in _steps(s):
            if tool == "upload_file" and "avatar" in str(args.get("value")):
                seen += 1
                assert args["filePath"].lower().endswith((".png", ".jpg", ".jpeg", ".gif", ".webp")), (s.id, args)
    assert seen >= 2, seen


def test_a_layer_activated_after_a_layer_listing_is_a_listed_one():
    """illustrator-mograph-mcp n016-ab650de3 (seed 1047): ai_list_layers_tree listed Artwork, Guides and Background;
    ai_select_layer(name=Text) then activated a layer (index 6) no call showed."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1040, 1052)):
        listed: list[str] = []
        for tool, args, m in _steps(s):
            if tool == "ai_list_layers_tree" and not m.is_error:
                listed = [x["name"] for x in m.output.get("layers", [])]
            elif tool == "ai_select_layer" and listed and isinstance(args.get("name"), str):
                seen += 1
                assert args["name"] in listed, (s.id, args, listed)
    assert seen >= 2, seen


def test_a_retry_of_a_folder_stays_in_the_users_home_and_a_repo_path_never_already_exists():
    """git e001-54f32218 (seed 976): git_add(path=/home/kofi/projects/mobile-app) failed with "409: ... already exists"
    (staging makes no folder), and the user's fix was gustavo's mobile-app, which the one-user rehome made the same
    path: "call it /home/kofi/projects/mobile-app then"."""
    import random

    from seer.generate.symbolic.cards import profile_spec
    from seer.generate.symbolic.recovery import recover
    from seer.generate.symbolic.world import World

    seen = 0
    for s in _shared("git", seeds=range(970, 980)):
        if s.kind == "error" and len(s.expected_tools) > 1:
            seen += 1
            assert s.expected_tools[-1].arguments != s.expected_tools[-2].arguments or \
                s.mock_outputs[-2].output["error"]["code"] == 503, (s.id, s.conversation[-1].user)
    assert seen >= 5, seen
    add = next(p for p in profile_spec(load_spec(SHARED / "specs" / "git.json")) if p.name == "git_add")
    for seed in range(6):
        r = recover(add, {"path": "/home/kofi/projects/mobile-app", "all": False}, random.Random(seed), World(), None)
        assert "already exists" not in r.failure.output["error"]["message"], r.failure.output
        if r.retry is not None and r.retry.get("path") != "/home/kofi/projects/mobile-app":
            assert r.retry["path"].startswith("/home/kofi/"), r.retry


def test_a_platform_listing_holds_the_platform_the_request_works_on():
    """git-mcp-server n001-ed59187e (seed 1048): list_projects(platform=gitlab), then list_platforms listed github alone,
    and list_issues took project 2070 (a gitlab project) on github."""
    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1044, 1054)):
        said = None
        for tool, args, m in _steps(s):
            if tool == "list_platforms" and said and not m.is_error:
                seen += 1
                assert said in [r["name"] for r in m.output["result"]], (s.id, said, m.output)
            said = said or args.get("platform")
        platforms = {a.get("platform") for _t, a, _m in _steps(s) if a.get("platform")}
        if any(t == "list_platforms" for t, _a, _m in _steps(s)) and said:
            assert len(platforms) == 1, (s.id, platforms)
    assert seen >= 1, seen


def test_a_dockerfile_listed_is_as_big_as_its_text():
    """filesystem n005-db88f4aa (seed 1050): list_directory showed docs/Dockerfile at 84,939 bytes: a text file with no
    extension is as big as its text, like main.py."""
    seen = 0
    for s in _shared("filesystem", seeds=range(1046, 1054)):
        for _t, _a, m in _steps(s):
            text = m.output.get("content") if isinstance(m.output, dict) else None
            for path, size in re.findall(r"^- (/\S+/(?:Dockerfile|Makefile)) \(size: (\d+)", text if isinstance(text, str) else "", re.M):
                seen += 1
                assert int(size) < 2000, (s.id, path, size)
    assert seen >= 2, seen


def test_a_follow_up_never_names_code_as_a_thing():
    """selenium-angiejones n000-f1fe86ce (seed 1051): execute_script("return window.location.href;"), then "Can you
    confirm "return window.location.href;" is in place now?"."""
    follow = [s.follow_up for spec in ("selenium-angiejones", "selenium") for s in _shared(spec, seeds=range(1048, 1054))
              if s.follow_up]
    assert len(follow) > 50
    assert not [f for f in follow if re.search(r'"[^"]*(?:;|\w\(|return )[^"]*"', f)], [f for f in follow if ";" in f][:3]


def test_a_retry_never_sends_the_value_that_was_not_found_again():
    """redis e000-91ec57a7 (seed 1052): delete(key=cart:311:items) failed with 404, and the user's fix was "use
    rate_limit:api:203.0.113.7 and cart:311:items instead of cart:311:items"."""
    seen = 0
    for spec in ("redis", "redis-mcp-redis"):
        for s in _shared(spec, seeds=range(1048, 1056)):
            if s.kind != "error" or len(s.expected_tools) < 2:
                continue
            err = s.mock_outputs[-2].output["error"]
            if err["code"] != 404:
                continue
            blamed = next((v for k, v in err.items() if k not in ("code", "message", "suggestion")), None)
            retried = [x for v in s.expected_tools[-1].arguments.values() for x in (v if isinstance(v, list) else [v])]
            seen += 1
            assert "suggestion" in err or blamed not in retried, (s.id, blamed, retried)
    assert seen >= 3, seen


def test_a_list_action_answers_a_list():
    """selenium-angiejones n006-b9d79abb (seed 1052) and n001-090ac1c5 (seed 1028): window(action=list) answered one
    window under "window"."""
    seen = 0
    for s in _shared("selenium-angiejones", seeds=range(1026, 1056)):
        for tool, args, m in _steps(s):
            if tool == "window" and args.get("action") == "list" and not m.is_error:
                seen += 1
                assert isinstance(m.output.get("windows"), list) and len(m.output["windows"]) >= 2, (s.id, m.output)
    assert seen >= 2, seen


def test_a_stroke_is_a_few_points_wide():
    """illustrator n001-3ee5beab (seed 1053): modify_object(properties={stroke: {width: 320}}): a 320 pt stroke."""
    def strokes(node, under=""):
        if isinstance(node, dict):
            for k, v in node.items():
                if under in ("stroke", "border", "outline") and k == "width" and isinstance(v, (int, float)):
                    yield v
                else:
                    yield from strokes(v, k)
        elif isinstance(node, list):
            for v in node:
                yield from strokes(v, under)

    widths = [w for s in _shared("illustrator", seeds=range(1048, 1056)) for _t, args, _m in _steps(s) for w in strokes(args)]
    assert widths and max(widths) <= 24, widths


def test_an_image_placed_from_a_file_is_named_for_the_file():
    """illustrator n005-c9479b25 (seed 1054) and n006-19953bc2 (seed 1047): place_image(.../screenshot-checkout.png)
    answered an image named hero.jpg (and logo.png), and the follow-up asked whether hero.jpg was in place."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1044, 1056)):
        shown = ""
        for tool, args, m in _steps(s):
            image = m.output.get("image") if tool == "place_image" and not m.is_error and isinstance(m.output, dict) else None
            if isinstance(image, dict) and isinstance(image.get("name"), str) and json.dumps(image["name"]) not in shown \
                    and "name" not in args:  # place_image(name=hero.jpg) names the placed item itself
                seen += 1
                assert image["name"] == args["file_path"].rsplit("/", 1)[-1], (s.id, image, args)
            shown += json.dumps(m.output)
    assert seen >= 3, seen


def test_an_attribute_read_fits_its_element():
    """selenium-angiejones n005-b3a2a213 (seed 1056): get_element_attribute(//input[@name='q'], href) answered a cart URL:
    a search box has no href. Its placeholder reads Search, never "Forgot password?"."""
    seen = 0
    for s in _shared("selenium-angiejones", seeds=range(1050, 1060)):
        for tool, args, m in _steps(s):
            if tool == "get_element_attribute" and re.search(r"\binput\b", str(args.get("value"))):
                seen += 1
                assert args["attribute"] not in ("href", "src"), (s.id, args)
                if args["attribute"] == "placeholder" and "name='q'" in args["value"] and not m.is_error:
                    assert m.output["value"] == "Search", (s.id, m.output)
    assert seen >= 2, seen


def test_a_screenshot_answers_the_image_it_took():
    """selenium-mcp-selenium-pypi n004-ece84681 (seed 1058) and n008-9dea7234 (seed 1036): screenshot() answered "ok,
    action screenshot" and nothing it captured."""
    seen = 0
    for s in _shared("selenium-mcp-selenium-pypi", seeds=range(1030, 1060)):
        for tool, _a, m in _steps(s):
            if tool == "screenshot" and not m.is_error:
                seen += 1
                assert re.search(r"path: \S+\.(?:png|jpg)", json.dumps(m.output)), (s.id, m.output)
    assert seen >= 3, seen


def test_a_folder_that_exists_is_retried_under_a_next_name():
    """filesystem e000-d9e7615b (seed 1059): create_directory(/home/dana/projects/data-pipeline) "already exists", and
    the user's fix was another project's name, docs-site: a taken name is retried as data-pipeline-2."""
    seen = 0
    for s in _shared("filesystem", seeds=range(1050, 1070)):
        if s.kind == "error" and len(s.expected_tools) > 1 and "already exists" in s.mock_outputs[-2].output["error"]["message"]:
            old, new = s.expected_tools[-2].arguments.get("path"), s.expected_tools[-1].arguments.get("path")
            if isinstance(old, str) and old.startswith("/"):
                seen += 1
                assert new.startswith(old.rsplit(".", 1)[0]) and new != old, (s.id, old, new)
    assert seen >= 1, seen


def test_a_vector_is_read_from_a_documents_hash():
    """redis-mcp-redis n001-bc1bfe75 (seed 1059): hgetall(user:1042:profile) listed a name, an email, a plan and a last
    login, then get_vector_from_hash(user:1042:profile) answered eight floats."""
    names = [a["name"] for s in _shared("redis-mcp-redis", seeds=range(1050, 1062)) for n, (t, a, _m) in enumerate(_steps(s))
             if t == "get_vector_from_hash" and isinstance(a.get("name"), str)
             and not any("vector" in c.tool for c in s.expected_tools[:n])]  # a key a vector call handed on stays its key
    assert len(names) >= 2 and all(n.startswith(("doc:", "item:", "embedding:", "vec:", "product:")) for n in names), names


def test_a_clone_of_a_branch_is_on_that_branch_and_a_rename_keeps_it_current():
    """git n010-aefb92e7 (seed 1060): git_clone(branch=hotfix/payment-rounding), then renaming that branch to
    feature/checkout-redesign answered currentBranch feature/dark-mode."""
    from seer.generate.symbolic.mocks.git_head import one_head
    from seer.generate.symbolic.world import World

    world = World()
    one_head(world, "git_clone", {"url": "https://github.com/o/r.git", "branch": "hotfix/payment-rounding"}, {})
    assert world.head == "hotfix/payment-rounding"
    out = {"success": True, "mode": "rename", "currentBranch": "feature/dark-mode"}
    one_head(world, "git_branch", {"branchName": "hotfix/payment-rounding", "mode": "rename",
                                   "newBranchName": "feature/checkout-redesign"}, out)
    assert out["currentBranch"] == "feature/checkout-redesign", out
    for s in _shared("git", seeds=range(1056, 1064)):  # and the records: the rename of the cloned branch answers it current
        head = None
        for tool, args, m in _steps(s):
            if tool == "git_clone" and isinstance(args.get("branch"), str):
                head = args["branch"]
            elif tool == "git_branch" and args.get("mode") == "rename" and args.get("branchName") == head:
                head = args["newBranchName"]
                assert m.is_error or m.output.get("currentBranch", head) == head, (s.id, head, m.output)


def test_an_after_effects_selection_is_of_the_comps_layers():
    """illustrator-mograph-mcp n018-0b2e761b (seed 1061): ae_list_layers listed Logo.ai and Null 1; ae_get_selection then
    answered {"id": "sel_...", "name": "Price tag"}, no layer of the comp."""
    seen = 0
    for s in _shared("illustrator-mograph-mcp", seeds=range(1054, 1068)):
        listed: list[str] = []
        for tool, _a, m in _steps(s):
            if tool == "ae_list_layers" and not m.is_error:
                listed = [x["name"] for x in m.output["data"]["layers"]]
            elif tool == "ae_get_selection" and listed and not m.is_error:
                seen += 1
                sel = m.output["selection"]
                assert isinstance(sel, list) and all(x["name"] in listed for x in sel), (s.id, listed, sel)
    assert seen >= 1, seen


def test_a_field_typed_into_holds_what_was_typed():
    """selenium-mcp-selenium-pypi n005-c5ce930a (seed 1065): type_text(#coupon-code, WELCOME10) answered the input with
    text ""; rounds 1037 and 1063 the same (input#email, input[name='username'])."""
    seen = 0
    for s in _shared("selenium-mcp-selenium-pypi", seeds=range(1060, 1068)):
        for tool, args, m in _steps(s):
            if tool == "type_text" and not m.is_error and "password" not in str(args.get("selector")):
                seen += 1
                assert f"text: {args['text']}\n" in m.output["result"], (s.id, args, m.output)
    assert seen >= 2, seen


def test_a_page_explored_is_named_for_its_url():
    """selenium n003-b1e35398 (seed 1065): explore_page(pageUrl=https://klein.com/search?q=running+shoes,
    pageName=Pricing) answered a page titled "Pricing | Klein" at a search URL."""
    from seer.kinds.web import page_title

    seen = 0
    for s in _shared("selenium", seeds=range(1060, 1070)):
        for _t, args, _m in _steps(s):
            url = next((v for k, v in args.items() if isinstance(v, str) and v.startswith("http") and k.lower().startswith("page")), None)
            if url and isinstance(args.get("pageName"), str):
                seen += 1
                assert args["pageName"].split(" | ")[0].lower() == page_title(url).split(" | ")[0].lower(), (s.id, args)
                # (a page's whole title handed on from a capture names it too)
    assert seen >= 1, seen
