"""Session 41: the reading rounds' fixes (rounds 1247-): each test names the record that was absurd."""

from __future__ import annotations

from seer.harness.checks import objects
from tests.test_symbolic_mock_round_s26 import _steps
from tests.test_symbolic_round_s36 import _shared


def test_a_field_named_action_inside_an_entrys_data_is_no_operation():
    """redis-mcp-redis n023-09c40239 (seed 1248): xadd(fields={"user": "ben", "action": "export"}) was asked as "export
    an entry in the stream audit:log" and titled "Export an entry": an entry's data field read as the tool's operation.
    xadd adds an entry, whatever its fields say."""
    seen = 0
    for s in _shared("redis-mcp-redis", seeds=range(1244, 1252)):
        for j, (tool, args, m) in enumerate(_steps(s)):
            action = (args.get("fields") or {}).get("action") if tool == "xadd" else None
            if not isinstance(action, str) or action == "add":
                continue
            seen += 1
            turn = next(t.user for t in s.conversation if j in t.calls)
            assert f"{action} an entry" not in turn.lower() and not s.title.lower().startswith(action), (s.id, s.title, turn)
            assert not s.expected_tools[j].rationale.startswith(f"xadd: {action}"), (s.id, s.expected_tools[j].rationale)
    assert seen >= 2, seen


def test_a_record_read_before_a_write_that_sets_no_state_reads_the_state_the_write_answers():
    """git-mcp-server n008-e41eb046 (seed 1248): get_merge_request_details answered !705 "closed", and
    update_merge_request(kwargs='{"draft": true}') answered the same merge request "opened": one record, two states,
    with no call that reopened it."""
    seen = 0
    for s in _shared("git-mcp-server", seeds=range(1244, 1252)):
        states: dict[tuple[str, str], str] = {}
        for tool, args, m in _steps(s):
            if m.is_error or any(w in tool for w in ("close", "merge_merge", "reopen", "delete")) or "state" in str(args):
                states = {} if not tool.startswith(("get_", "list_")) else states
                continue
            for rec in objects(m.output):
                if isinstance(rec.get("state"), str) and isinstance(rec.get("title"), str) and "number" in rec:
                    key = (str(rec["number"]), rec["title"])
                    if key in states:
                        seen += 1
                        assert states[key] == rec["state"], (s.id, tool, key, states[key], rec["state"])
                    states[key] = rec["state"]
    assert seen >= 3, seen


def test_two_reads_of_one_design_object_describe_it_alike():
    """illustrator n002-19def846 (seed 1248): get_selection showed text frame "CTA label" at index 1 on Layer 1, 703 x
    143, and get_text_frame_detail two reads later answered "CTA label" ("Shop now") at index 24 on layer Text,
    156 x 364. With no write between them, one object keeps its index, layer, place and size."""
    seen = 0
    for s in _shared("illustrator", seeds=range(1244, 1256)):
        first: dict[tuple, dict] = {}
        for tool, args, m in _steps(s):
            if not tool.startswith(("get_", "find_", "list_", "check_", "analyze_", "export_")) and not m.is_error:
                first = {}  # a write may move or resize it
                continue
            for rec in objects(m.output) if not m.is_error else ():
                if not (isinstance(rec.get("name"), str) and isinstance(rec.get("type"), str) and "layer" in rec):
                    continue
                key = (rec["name"], rec["type"])
                if key in first:
                    seen += 1
                    for f in ("index", "layer", "position", "width", "height"):
                        if f in rec and f in first[key] and str(rec[f]) not in str(args):
                            assert rec[f] == first[key][f], (s.id, tool, key, f, first[key][f], rec[f])
                else:
                    first[key] = rec
    assert seen >= 3, seen


def test_an_element_a_call_acts_on_is_a_control_of_the_page_it_is_on():
    """selenium n007-f034725b (seed 1249): capture_page answered "Login | Richards" (https://richards.io/login), and
    click_element(ref=e2) a step later clicked a "Checkout" button: a sign-in page has no checkout. An element no
    view listed and no call names is one of the controls of the page the request is on."""
    import json

    from seer.kinds.web import page_controls

    seen = 0
    for spec in ("selenium", "selenium-angiejones", "selenium-ai-agent-pypi"):
        for s in _shared(spec, seeds=range(1244, 1256)):
            controls, said = None, json.dumps([c.arguments for c in s.expected_tools])
            for tool, args, m in _steps(s):
                if any(w in tool for w in ("navigate", "back", "forward", "tab", "open", "goto")):
                    controls = None
                if m.is_error:
                    continue
                records = list(objects(m.output))
                elements = [r for r in records if isinstance(r.get("tag"), str) and isinstance(r.get("text"), str) and "ref" in r]
                if controls is not None and len(elements) == 1 and elements[0]["text"] and f'"{elements[0]["text"]}"' not in said:
                    seen += 1
                    assert elements[0]["text"] in {n for _, n in controls}, (s.id, tool, elements[0], controls)
                for r in records:
                    if controls is None and (isinstance(r.get("title"), str) or isinstance(r.get("url"), str)):
                        controls = page_controls(r.get("title") if isinstance(r.get("title"), str) else "",
                                                 r.get("url") if isinstance(r.get("url"), str) else "") or None
    assert seen >= 3, seen


def test_media_encoder_lists_its_own_export_presets():
    """illustrator-adobe-mcp n019-201f51ab (seed 1250): adobe_ame_encode(action=list_presets, format=GIF) listed
    "Print A4", "Social square" and "Web 1080p": a document's presets, not Media Encoder's. An encoder's presets are
    encoding presets (H.264, ProRes, Animated GIF)."""
    import re

    encoding = re.compile(r"H\.26[45]|HEVC|ProRes|GIF|AAC|MP3|YouTube|Vimeo|Match Source")
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1240, 1256)):
        for tool, args, m in _steps(s):
            if tool != "adobe_ame_encode" or (args.get("params") or {}).get("action") != "list_presets" or m.is_error:
                continue
            names = [ln[2:].split(" (id:")[0] for ln in str(m.output.get("result", "")).splitlines() if ln.startswith("- ")]
            seen += 1
            assert names and all(encoding.search(n) for n in names), (s.id, names)
    assert seen >= 2, seen


def test_a_real_sites_page_shows_that_sites_controls():
    """selenium-selenium-mcp-pypi n003-1da63426 (seed 1251): get_page_title answered "Main page | Wikipedia" and
    get_interactive_elements of that page listed "Coupon code", "Apply", "Card number" and "Submit order": a checkout
    form on an encyclopedia. The pages of the real sites a harness names (Wikipedia, Hacker News, GitHub, python.org,
    MDN, a status page) have controls of their own kind, never another kind's."""
    from seer.kinds.web import SITE_PATHS, page_controls, page_title

    shop = {"Coupon code", "Card number", "Submit order", "Add to cart", "Checkout"}
    for site, paths in SITE_PATHS.items():
        for path in paths:
            url = f"https://{site}{path}"
            controls = page_controls(page_title(url), url)
            assert controls, url  # every page a harness names has its kind
            if "login" not in path:
                assert not shop & {n for _r, n in controls}, (url, controls)
    assert {n for _r, n in page_controls("Main page | Wikipedia", "https://en.wikipedia.org/wiki/Main_Page")} >= {"Search Wikipedia"}
    assert "Pricing" not in {n for _r, n in page_controls("Home | Hacker News", "https://news.ycombinator.com")}


def test_a_drag_moves_a_draggable_thing_to_a_drop_place():
    """selenium-ai-agent-pypi n008-02e395b6 (seed 1251): drag_drop(source_element="Search", target_element="Contact
    sales") and mouse_drag(to_element="Download report"): buttons dragged onto buttons. A drag moves a card, an item or
    a file to a column, a list or an upload area, as drag-and-drop tests do."""
    from seer.generate.symbolic.drag_ends import DRAG_PAIRS

    buttons = {"Search", "Contact sales", "Download report", "Sign in", "Checkout", "Submit order", "Save changes", "Next"}
    seen = 0
    for spec in ("selenium-ai-agent-pypi", "selenium"):
        for s in _shared(spec, seeds=range(1244, 1256)):
            shown = ""
            for tool, args, m in _steps(s):
                before, shown = shown, shown + str(m.output)  # an end a step before showed is carried (an element
                if "drag" not in tool:  # just verified visible)
                    continue
                p = args.get("params") if isinstance(args.get("params"), dict) else args
                ends = {k: v for k, v in p.items() if k.endswith("_element") and isinstance(v, str) and v not in before}
                if not ends:
                    continue
                seen += 1
                assert not buttons & set(ends.values()), (s.id, tool, ends)
    assert seen >= 3, seen
    assert all(a != b for a, b in DRAG_PAIRS)


def test_two_tools_that_say_the_same_are_told_apart_in_one_request():
    """filesystem n003-a12a4fb0 (seed 1252): "show me the file listing - path X; after that, pull up the file listing -
    path X" for list_directory and list_directory_with_sizes: one request saying the same thing twice. The twin that
    gives more says what ("the file listing with sizes"), in the request and in the title."""
    seen = 0
    for s in _shared("filesystem", seeds=range(1244, 1256)):
        tools = [c.tool for c in s.expected_tools]
        if "list_directory_with_sizes" not in tools or s.kind != "normal":
            continue
        seen += 1
        j = tools.index("list_directory_with_sizes")
        turn = next(t.user for t in s.conversation if j in t.calls)
        assert "with sizes" in turn or "size" in turn.lower(), (s.id, turn)
        if "list_directory" in tools:
            assert "with sizes" in s.title, (s.id, s.title)
    assert seen >= 3, seen


def test_text_typed_into_a_field_is_what_that_field_takes():
    """selenium seed 1252: batch_execute typed "Please review the updated figures before Friday." with input_text
    into a page field; selenium-ai-agent-pypi typed "SAVE20" into the Message box and "Berlin" into a Comment box. A
    batch's typing step types what fields take; a message or comment box takes what a customer writes there."""
    from seer.kinds.web import FIELD_VALUES

    seen = 0
    for spec in ("selenium", "selenium-ai-agent-pypi"):
        for s in _shared(spec, seeds=range(1240, 1256)):
            for tool, args, m in _steps(s):
                p = args.get("params") if isinstance(args.get("params"), dict) else args
                for step in p.get("steps") or () if tool == "batch_execute" else ():
                    if isinstance(step, dict) and str(step.get("tool", "")).startswith(("input", "type", "fill")):
                        seen += 1
                        assert step["arguments"].get("text") in FIELD_VALUES, (s.id, step)
                if tool == "input_text" and str(p.get("element", "")).lower() in ("message", "comment"):
                    seen += 1
                    text = str(p.get("text", ""))
                    assert len(text.split()) >= 4 and text not in FIELD_VALUES, (s.id, p)
    assert seen >= 4, seen


def test_an_application_the_request_works_in_is_running():
    """illustrator-adobe-mcp n001-bd98921a (seed 1253): adobe_get_doc_info(app=photoshop) answered the document "Trade
    show booth", then adobe_list_apps listed Photoshop "running: False" and adobe_app_status(photoshop) said "not
    running": a document read from an application that is not running. An app a call worked in before is running."""
    import re

    prefix = {"ps": "photoshop", "ai": "illustrator", "id": "indesign", "pr": "premierepro", "ae": "aftereffects"}
    seen = 0
    for s in _shared("illustrator-adobe-mcp", seeds=range(1240, 1260)):
        used: set[str] = set()
        for tool, args, m in _steps(s):
            if m.is_error:
                continue
            text = str(m.output.get("result", "")) if isinstance(m.output, dict) else ""
            if tool.endswith(("list_apps", "app_status")):
                for app in used:
                    listed = re.search(rf"\(id: {app}, version: [\d.]+, running: (\w+)\)", text)
                    status = re.search(rf"status: ([a-z ]+)\napp: {app}\n", text)
                    if listed or status:
                        seen += 1
                        assert (listed and listed[1] == "True") or (status and status[1] == "running"), (s.id, tool, app, text)
                continue
            p = args.get("params") if isinstance(args.get("params"), dict) else args
            app = p.get("app") if isinstance(p, dict) else None
            ws = tool.split("_")
            app = app if isinstance(app, str) else prefix.get(ws[1]) if len(ws) > 2 else None
            if app:
                used.add(app)
    assert seen >= 3, seen


def test_what_is_published_on_an_event_channel_is_the_event_and_a_channel_is_never_not_found():
    """redis-mcp-redis n010-7e46e98e (seed 1254): publish(channel=orders:created, message="The invoice total was
    corrected to 1,240 EUR."): services publish the event on an event channel, as JSON. e001-a743c4ca (seed 1261):
    publish failed "channel notifications not found" and was retried on orders:created: a Redis channel is nothing
    that exists or not (PUBLISH to one nobody listens on reaches no one)."""
    import json

    seen = failed = 0
    for s in _shared("redis-mcp-redis", seeds=range(1240, 1262)):
        for tool, args, m in _steps(s):
            if tool != "publish":
                continue
            if m.is_error:
                failed += 1
                assert "not found" not in json.dumps(m.output), (s.id, m.output)
                continue
            channel, message = args["channel"], args["message"]
            if any(w in channel for w in ("orders", "payments", "events")) and not message.startswith("product:"):
                seen += 1
                assert message.startswith("{") and isinstance(json.loads(message), dict), (s.id, channel, message)
    assert seen >= 5 and failed >= 1, (seen, failed)


def test_a_browser_just_launched_is_taken_to_a_page_before_cookies_keys_or_waits():
    """selenium-mcp-selenium-pypi n002-a1276649 (seed 1247): create_session, add_cookie(session_id=...), press_key(Enter,
    a[href='/pricing']) with no page ever opened: a cookie needs a site (Selenium refuses one on the blank page) and a
    key pressed on a pricing link needs the page. n002-90250248 (seed 1254): create_session, then wait_for(a[href=
    '/pricing']). create_session launches a browser as start_browser and open_browser do; a plan goes to a page before
    it acts on one."""
    launches = ("create_session", "start_browser", "open_browser")
    page_acts = ("cookie", "press", "click", "wait", "type", "hover", "screenshot", "find_element", "drag", "upload")
    seen = 0
    for spec in ("selenium-mcp-selenium-pypi", "selenium-angiejones", "selenium-selenium-mcp-pypi"):
        for s in _shared(spec, seeds=range(1244, 1256)):
            fresh = False
            for tool, args, m in _steps(s):
                if tool in launches:
                    fresh, seen = True, seen + 1
                elif any(w in tool for w in ("navigate", "open_url", "goto", "visit")):
                    fresh = False
                else:
                    assert not (fresh and any(w in tool for w in page_acts)), (s.id, [c.tool for c in s.expected_tools])
    assert seen >= 5, seen


def test_an_item_placed_from_a_file_is_named_for_that_file():
    """illustrator n021-02041ff8 (seed 1255): place_image(file_path=.../logo.png, name="hero.jpg"): an image placed from
    logo.png named as another file. An item given a file's name is named for the file it was placed from."""
    import re

    filename = re.compile(r"\.(png|jpe?g|gif|svg|psd|pdf|tiff?)$", re.I)
    seen = 0
    for spec in ("illustrator", "illustrator-mograph-mcp", "illustrator-adobe-mcp"):
        for s in _shared(spec, seeds=range(1244, 1258)):
            for tool, args, m in _steps(s):
                p = args.get("params") if isinstance(args.get("params"), dict) else args
                if "place" not in tool or not isinstance(p.get("file_path"), str) or not isinstance(p.get("name"), str):
                    continue
                if filename.search(p["name"]):
                    seen += 1
                    assert p["name"] == p["file_path"].rsplit("/", 1)[-1], (s.id, tool, p)
    assert seen >= 3, seen


def test_a_tag_created_after_a_listing_of_tags_is_newer_than_every_tag_shown():
    """git n005-b4e91403 (seed 1256): git_changelog_analyze listed the tag v2.4.0, and git_tag(mode=create) then made
    v1.1.5: no release engineer tags an older version after v2.4.0. A new version tag is the next after the newest."""
    import re

    semver = re.compile(r"v?(\d+)\.(\d+)\.(\d+)")
    seen = 0
    for spec in ("git", "git-mcp-server"):
        for s in _shared(spec, seeds=range(1240, 1262)):
            shown: list[tuple] = []
            for tool, args, m in _steps(s):
                name = args.get("tagName") or args.get("tag_name") or args.get("name")
                if "tag" in tool and str(args.get("mode", args.get("action", ""))).lower() in ("create", "add", "new") \
                        and isinstance(name, str) and semver.fullmatch(name) and shown:
                    seen += 1
                    assert tuple(map(int, semver.fullmatch(name).groups())) > max(shown), (s.id, name, max(shown))
                if not m.is_error:
                    shown += [tuple(map(int, x.groups())) for x in semver.finditer(str(m.output))
                              if re.search(rf"\b{re.escape(x[0])}\b", str(m.output))]
    assert seen >= 2, seen


def test_a_coordinate_or_a_size_is_never_refused_and_retried_one_off():
    """illustrator e001-97e2fbcd (seed 1256): create_rectangle failed "x 20 is not accepted here" and the user said "Use
    21 for the x": no drawing app takes x=21 and refuses x=20. A failure blames no coordinate or size (the app is busy
    with a dialog, a document is missing)."""
    import json
    import re

    geometry = re.compile(r'"message": "(x|y|width|height|left|top|angle|rotation|radius|size|opacity) [^"]*not accepted')
    seen = 0
    for spec in ("illustrator", "illustrator-mograph-mcp", "illustrator-adobe-mcp", "selenium"):
        for s in _shared(spec, seeds=range(1244, 1260)):
            if s.kind != "error":
                continue
            seen += 1
            for tool, args, m in _steps(s):
                assert not (m.is_error and geometry.search(json.dumps(m.output))), (s.id, tool, m.output)
    assert seen >= 20, seen


def test_a_records_own_action_field_is_said_as_a_field_not_as_the_calls_operation():
    """elasticsearch-py n006-882bd63a (seed 1257): index_document(document={..., "action": "export.download"}) was asked
    "set up a document (action export.download) with the index audit-2024.09, ...": the aside a tool's own operation is
    said with. A document's or an entry's "action" field is one of its fields, said among them."""
    import re

    seen = 0
    for spec, tool in (("elasticsearch-py", "index_document"), ("redis-mcp-redis", "xadd")):
        for s in _shared(spec, seeds=range(1244, 1260)):
            for j, (name, args, m) in enumerate(_steps(s)):
                data = args.get("document") if name == "index_document" else args.get("fields")
                action = data.get("action") if name == tool and isinstance(data, dict) else None
                if not isinstance(action, str):
                    continue
                turn = next((t.user for t in s.conversation if j in t.calls), "")
                if action not in turn:
                    continue
                seen += 1
                assert not re.search(rf"\(action:? {re.escape(action)}\)", turn), (s.id, turn)
    assert seen >= 3, seen


def test_text_is_typed_into_a_field_never_into_a_button_shown_before():
    """selenium n011-d3a3c0a4 (seed 1258): hover_element(ref=e2) showed the "Submit order" button, then input_text(ref=
    e2, text="Jane Doe") typed a name into that button. A typing call's ref is never one shown as a button or link."""
    import re

    seen = 0
    for spec in ("selenium", "selenium-ai-agent-pypi", "selenium-mcp-selenium-pypi"):
        for s in _shared(spec, seeds=range(1244, 1260)):
            tags: dict[str, str] = {}
            for tool, args, m in _steps(s):
                p = args.get("params") if isinstance(args.get("params"), dict) else args
                if any(w in tool for w in ("input", "type", "fill")) and isinstance(p.get("ref"), str):
                    seen += 1
                    assert tags.get(p["ref"]) not in ("button", "a"), (s.id, tool, p, tags)
                text = str(m.output)
                for ref, tag in re.findall(r"'ref': '(e\d+)', 'tag': '(\w+)'", text) + re.findall(r"ref: (e\d+)\\ntag: (\w+)", text):
                    tags.setdefault(ref, tag)
    assert seen >= 10, seen


def test_a_reload_answers_the_page_the_browser_was_on():
    """selenium-selenium-mcp-pypi n003-20f9c7a2 (seed 1259): get_tabs listed four tabs (a blog post, two carts, a GitHub
    repository) and refresh_page then answered "Main page | Wikipedia", a page no call had shown. A reload reloads the
    page shown last (a navigation's, else a listing's first tab)."""
    seen = 0
    for spec in ("selenium-selenium-mcp-pypi", "selenium", "selenium-mcp-selenium-pypi", "selenium-ai-agent-pypi"):
        for s in _shared(spec, seeds=range(1244, 1262)):
            urls: list[str] = []
            for tool, args, m in _steps(s):
                if m.is_error:
                    continue
                pages = [r["url"] for r in objects(m.output) if isinstance(r.get("url"), str) and r["url"].startswith("http")
                         and isinstance(r.get("title"), str)]
                if any(w in tool for w in ("refresh", "reload")) and pages and urls:
                    seen += 1
                    assert pages[0] in urls, (s.id, pages[0], urls)
                urls += pages
    assert seen >= 2, seen


def test_a_forms_attribute_is_where_it_posts():
    """selenium-angiejones n005-f2ba5519 (seed 1259): get_element_attribute(by=tag, value=form, attribute=href)
    answered null and the user went on "OK, the attribute is href.": a form has no href. A form's attribute asked is
    its action, the path it posts to."""
    seen = 0
    for s in _shared("selenium-angiejones", seeds=range(1244, 1262)):
        for tool, args, m in _steps(s):
            if tool == "get_element_attribute" and args.get("value") == "form" and args.get("by") in ("tag", "tag_name", "css"):
                seen += 1
                assert args["attribute"] not in ("href", "src", "placeholder"), (s.id, args)
                if not m.is_error and args["attribute"] == "action":
                    assert str(m.output.get("value", "")).startswith("/"), (s.id, m.output)
    assert seen >= 1, seen


def test_a_listing_is_sent_no_message_to_write():
    """git n004-0ae376ca (seed 1260): git_tag(mode=list, message="refactor: extract price formatting helper"), asked
    "list the tags saying ...": a tag message is what a create writes; a listing is sent none."""
    seen = 0
    for s in _shared("git", seeds=range(1244, 1262)):
        for tool, args, m in _steps(s):
            if tool == "git_tag" and args.get("mode", "list") == "list":
                seen += 1
                assert "message" not in args and "annotated" not in args, (s.id, args)
    assert seen >= 3, seen


def test_a_font_filter_on_a_class_lists_real_families_of_it():
    """illustrator-adobe-mcp n007-f332f764 (seed 1260): adobe_list_fonts(filter=Serif) listed "Serif-Regular (family:
    Serif)": no font family is called Serif. A partial-match filter lists real families that contain it (Noto Serif, PT
    Serif)."""
    from seer.generate.symbolic.mocks.fonts import fonts_match_filter

    out = {"fonts": [{"name": "Inter-Regular", "family": "Inter"}, {"name": "Lato-Bold", "family": "Lato"}], "total": 2}
    fonts_match_filter("list_fonts", {"filter": "Serif"}, out)
    assert all("Serif" in f["family"] and f["family"] != "Serif" for f in out["fonts"]), out
    assert len({f["family"] for f in out["fonts"]}) == 2, out  # two fonts, two families that match
    out = {"fonts": [{"name": "Serif-Regular", "family": "Serif"}], "total": 1}
    fonts_match_filter("list_fonts", {"filter": "Serif"}, out)
    assert out["fonts"][0]["family"] != "Serif", out


def test_a_field_found_by_its_name_has_a_placeholder_of_its_own_and_no_href():
    """selenium-angiejones n004-8c1e0fcc (seed 1262): get_element_attribute(by=name, value=username, attribute=href)
    answered null: a username field has no href. Its attribute read is its placeholder, and that reads Username (never
    the search box's "Search")."""
    seen = 0
    for s in _shared("selenium-angiejones", seeds=range(1244, 1266)):
        for tool, args, m in _steps(s):
            if tool != "get_element_attribute" or args.get("by") not in ("name", "id") \
                    or args.get("value") not in ("username", "email", "password", "q"):
                continue
            seen += 1
            assert args["attribute"] not in ("href", "src"), (s.id, args)
            if args["attribute"] == "placeholder" and args["value"] != "q" and not m.is_error:
                assert m.output["value"] != "Search", (s.id, args, m.output)
    assert seen >= 2, seen


def test_a_listing_of_every_alias_holds_the_aliases_read_beside_it():
    """elasticsearch-py n007-04976300 (seed 1263): list_aliases answered three aliases of users and logs-2024.06, and
    get_alias(products-2024.04) then found products-write and products-read: a full listing that left out two aliases
    the cluster has. Aliases another read of the request shows are in the full listing, counted in its total."""
    import re

    line = re.compile(r"^- (\S+) \(alias: (\S+), is_write_index: (?:True|False)\)$", re.M)
    seen = 0
    for s in _shared("elasticsearch-py", seeds=range(1244, 1266)):
        steps = _steps(s)
        for n, (tool, args, m) in enumerate(steps):
            if tool != "list_aliases" or args or m.is_error:
                continue
            listed = {a for _i, a in line.findall(m.output["result"])}
            assert int(m.output["result"].rsplit("total: ", 1)[1]) == len(line.findall(m.output["result"])), (s.id, m.output)
            writes = [a for t, a2, _m in steps if t in ("put_alias", "delete_alias", "update_aliases") for a in a2.values()]
            for t, a2, m2 in steps:
                if t == "get_alias" and not m2.is_error:
                    for r in objects(m2.output):
                        if isinstance(r.get("alias"), str) and r["alias"] not in writes:
                            seen += 1
                            assert r["alias"] in listed, (s.id, r["alias"], listed)
    assert seen >= 2, seen


def test_adding_everything_leaves_nothing_unstaged_or_untracked():
    """git n013-39d52199 (seed 1264): git_add(all=true) answered one file staged beside a status that still showed two
    unstaged files, two untracked and two conflicted: `git add --all` stages every change."""
    seen = 0
    for s in _shared("git", seeds=range(1244, 1270)):
        for tool, args, m in _steps(s):
            status = m.output.get("status") if tool == "git_add" and args.get("all") is True and not m.is_error \
                and isinstance(m.output, dict) else None
            if not isinstance(status, dict):
                continue
            seen += 1
            for k, v in status.items():
                if "untracked" in k or "conflicted" in k:
                    assert v == [], (s.id, k, v)
                if k.startswith("unstaged") and isinstance(v, dict):
                    assert not v.get("files_changed"), (s.id, v)
    assert seen >= 1, seen


def test_a_repository_just_cloned_has_nothing_pending():
    """git n007-3fcbc7bb (seed 1266): git_clone of search-indexer, then git_add(README.md) answered a status with two
    conflicted files, an untracked deploy.sh and an unstaged change: a fresh clone has none of those."""
    seen = 0
    for s in _shared("git", seeds=range(1244, 1272)):
        cloned = False
        for tool, args, m in _steps(s):
            if tool == "git_clone" and not m.is_error:
                cloned = True
                continue
            if not cloned or m.is_error:
                continue
            for rec in objects(m.output):
                for k, v in rec.items():
                    if isinstance(v, list) and ("untracked" in k.lower() or "conflict" in k.lower()):
                        seen += 1
                        assert v == [], (s.id, tool, k, v)
    assert seen >= 2, seen
