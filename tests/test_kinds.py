"""The value-kinds catalogue: inference from words and tools, seeded values that fit their
schema, and plausibility checks that accept real values and refuse the filler issue #12 found."""

from __future__ import annotations

import random

import pytest

from seer import kinds
from seer.kinds.fit import valid

INFER = [
    ("timezone", {"type": "string"}, "get_current_time", "Get current time in a specific timezone", "timezone"),
    ("source_timezone", {"type": "string"}, "convert_time", "Convert time between timezones", "timezone"),
    ("time", {"type": "string", "description": "Time to convert in 24-hour format (HH:MM)"}, "convert_time", "", "time"),
    ("query", {"type": "string"}, "read_query", "Execute a SELECT query on the SQLite database", "sql"),
    ("query", {"type": "string"}, "write_query", "Execute an INSERT, UPDATE, or DELETE query on the SQLite database", "sql_dml"),
    ("query", {"type": "string", "description": "CREATE TABLE SQL statement"}, "create_table", "Create a new table", "sql_ddl"),
    ("owner", {"type": "string"}, "create_issue", "Create a new issue in a GitHub repository", "owner"),
    ("repo", {"type": "string"}, "create_issue", "Create a new issue in a GitHub repository", "repo"),
    ("repo_path", {"type": "string"}, "git_status", "Shows the working tree status", "dir_path"),
    ("labelSelector", {"type": "string"}, "kubectl_get", "Get Kubernetes resources", "label_selector"),
    ("schedule", {"type": "string"}, "create_cronjob", "Create a Kubernetes CronJob", "cron"),
    ("name", {"type": "string"}, "describe_pod", "Describe a Kubernetes pod", "k8s_name"),
    ("resourceType", {"type": "string"}, "kubectl_get", "Get Kubernetes resources", "k8s_kind"),
    ("q", {"type": "string"}, "search_repositories", "Search for GitHub repositories", "search_query"),
    ("jql", {"type": "string"}, "jira_search", "Search Jira issues using JQL", "jql"),
    ("selector", {"type": "string"}, "puppeteer_click", "Click an element on the page", "css_selector"),
    ("latitude", {"type": "number"}, "maps_reverse_geocode", "Convert coordinates into an address", "latitude"),
    ("expiresAt", {"type": "string"}, "", "", "datetime"),
    ("day_of_week", {"type": "string"}, "", "", "weekday"),
    ("when", {"type": "string", "format": "date-time"}, "", "", "datetime"),
    ("key", {"type": "string"}, "set", "Set a Redis string value", "kv_key"),
    ("pull_number", {"type": "number"}, "get_pull_request", "Get details of a pull request", "issue_number"),
]


@pytest.mark.parametrize("name,schema,tool,desc,expected", INFER, ids=[f"{c[2] or 'field'}.{c[0]}" for c in INFER])
def test_infer_reads_the_parameter_in_its_tools_context(name, schema, tool, desc, expected):
    assert kinds.infer(name, schema, tool_name=tool, tool_description=desc) == expected


def test_unknown_words_fall_back_to_words_never_a_path():
    for name in ("foo", "insight", "value", "whatever_thing"):
        kind = kinds.infer(name, {"type": "string"})
        assert kind in kinds.FALLBACKS | {"message", "body"}, (name, kind)
        value = kinds.make(kind, random.Random(1), {"type": "string"})
        assert not value.startswith("/") and "/home/" not in value


@pytest.mark.parametrize("kind", sorted(kinds.KINDS))
def test_every_kind_makes_values_it_recognises(kind):
    rng = random.Random(7)
    for _ in range(40):
        value = kinds.make(kind, rng)
        assert kinds.plausible(kind, value), (kind, value)


def test_well_known_kinds_are_the_issues_list():
    for name in ("timezone", "datetime", "date", "weekday", "url", "email", "sql", "cron", "label_selector", "latitude",
                 "longitude", "coordinates", "port", "ip", "sha", "repo", "owner", "language_code", "country_code"):
        assert name in kinds.WELL_KNOWN


REFUSED = [
    ("timezone", "/home/jules/projects/invoice-2041.pdf"), ("timezone", "Mars/Olympus"), ("datetime", "holiday schedule"),
    ("weekday", "2024-05-01"), ("time", "meadow"), ("sql", "holiday schedule"), ("sql", "data retention"),
    ("sql_ddl", "SELECT 1"), ("sql_dml", "CREATE TABLE t (a INT)"), ("repo", "/home/lena/projects/analytics"),
    ("label_selector", ".nav-menu > a.active"), ("cron", "return document.title;"), ("email", "bob"),
    ("url", "docs page"), ("ip", "10.0.0.300"), ("port", 70000), ("latitude", 123.0), ("longitude", -200),
    ("sha", "rapid-delta"), ("owner", "/home/lena"), ("language_code", "english please"), ("country_code", "XX"),
    ("coordinates", "north of here"), ("date", "2024-13-01"), ("title", "urban-query-98"),
]


@pytest.mark.parametrize("kind,value", REFUSED, ids=[f"{k}:{v}" for k, v in REFUSED])
def test_plausible_refuses_the_filler_the_issue_found(kind, value):
    assert not kinds.plausible(kind, value)


ACCEPTED = [("timezone", "Asia/Kolkata"), ("datetime", "2025-03-01T14:30:00+05:30"), ("sql", "SELECT * FROM users"),
            ("sql", "WITH a AS (SELECT 1) SELECT * FROM a"), ("sql_ddl", "DROP TABLE old_logs"),
            ("label_selector", "app in (web,api),tier!=test"), ("cron", "0 9 * * 1-5"), ("ip", "2001:db8::1"),
            ("coordinates", {"latitude": 1.5, "longitude": 103.8}), ("language_code", "pt-BR"), ("country_code", "jp")]


@pytest.mark.parametrize("kind,value", ACCEPTED, ids=[f"{k}:{v}" for k, v in ACCEPTED])
def test_plausible_accepts_real_values(kind, value):
    assert kinds.plausible(kind, value)


SCHEMAS = [
    ("timezone", {"type": "string", "enum": ["UTC", "Asia/Tokyo"]}),
    ("port", {"type": "integer", "minimum": 1024, "maximum": 2048}),
    ("latitude", {"type": "number", "minimum": 0, "maximum": 10}),
    ("issue_number", {"type": "string", "pattern": "^[0-9]+$"}),
    ("sha", {"type": "string", "minLength": 40, "maxLength": 40, "pattern": "^[0-9a-f]+$"}),
    ("title", {"type": "string", "maxLength": 12}),
    ("body", {"type": "string", "minLength": 200}),
    ("datetime", {"type": "string", "format": "date-time"}),
    ("identifier", {"type": "string", "pattern": "^PRJ-[0-9]{3}$"}),
    ("count", {"type": "integer", "multipleOf": 5, "minimum": 1, "maximum": 30}),
    ("text", {"type": ["string", "null"]}),
]


@pytest.mark.parametrize("kind,schema", SCHEMAS, ids=[f"{k}:{sorted(s)}" for k, s in SCHEMAS])
def test_make_fits_the_schema(kind, schema):
    rng = random.Random(3)
    for _ in range(20):
        assert valid(schema, kinds.make(kind, rng, schema)), kind


def test_make_is_seeded():
    a = [kinds.make(k, random.Random(11)) for k in sorted(kinds.KINDS)]
    b = [kinds.make(k, random.Random(11)) for k in sorted(kinds.KINDS)]
    assert a == b
    assert len({kinds.make("person", random.Random(s)) for s in range(30)}) > 10


def test_docstring_args_block_and_parenthesised_choices():
    from seer.kinds.described import arg_docs, described_choices, described_values

    doc = ("Create a merge request\n\nArgs:\n    platform: Git platform name (github, gitlab, etc.)\n"
           "    title: Merge request\n        title, wrapped\n\nReturns:\n    Dict with details\n")
    docs = arg_docs(doc)
    assert docs == {"platform": "Git platform name (github, gitlab, etc.)", "title": "Merge request title, wrapped"}
    assert described_values(docs["platform"]) == ("github", "gitlab")
    assert described_choices("List local ('local'), remote ('remote') or all branches('all').") == ("local", "remote", "all")
    assert arg_docs("One line, no block") == {}


def test_name_fits_what_is_named():
    import random

    from seer.kinds.words import make_name

    rng = random.Random(3)
    assert make_name(rng, "platform update merge request") in ("github", "gitlab")
    assert "-" in make_name(rng, "font name") or make_name(rng, "font name")[0].isupper()
    names = {make_name(random.Random(i), "index name") for i in range(30)}
    assert len(names) >= 8 and all(n.endswith("-index") for n in names)


def test_listing_has_no_twins_and_details_name_their_own_noun():
    import random

    from seer.generate.symbolic.world import World, entity_noun

    w = World()
    recs = w.listing("alias", 4, random.Random(5), ("list_aliases", "List index aliases"))
    assert len({r["alias"] for r in recs}) == 4 and all(r["index"] for r in recs)
    cookies = w.listing("cookie", 4, random.Random(2), ("get_cookies", "Get the browser's cookies"))
    assert len({c["name"] for c in cookies}) == 4 and all(c["path"].startswith("/") and "-" not in c["path"] for c in cookies)
    assert entity_noun(["project", "detail"]) == "project"
    assert entity_noun(["current", "user", "info"]) == "user"
    assert entity_noun(["log"], name_words=["git", "log"]) == "commit"
    assert entity_noun(["diff", "staged"], name_words=["diff", "staged"]) == "diff"
    assert entity_noun(["place", "detail"]) == "place"


def test_ids_and_files_take_the_shape_their_tool_gives_them():
    import random

    from seer.kinds.code import make_file
    from seer.kinds.words import make_identifier

    rng = random.Random(2)
    assert make_identifier(rng, "project id get project details platform gitlab").isdigit()
    assert len(make_identifier(rng, "session id close browser")) == 32
    assert make_identifier(rng, "user id").startswith("user_")  # "use_" read as a word (s26)
    assert make_file(rng, "file path adobe run jsx file").endswith(".jsx")
    assert all(not make_file(random.Random(i), "path read file").endswith(".css") for i in range(40))


def test_a_question_is_asked_in_words_not_a_slug():
    kind = kinds.infer("question", {"type": "string"}, tool_name="search_redis_documents",
                       tool_description="Search Redis documentation")
    assert kind == "question"
    value = kinds.make(kind, random.Random(3), {"type": "string"}, hint="question search redis documentation")
    assert value.endswith("?") and " " in value and kinds.plausible(kind, value)
    assert not kinds.plausible(kind, "analytics-question")


def test_the_path_of_an_http_api_request_is_an_api_path_not_a_file():
    kind = kinds.infer("path", {"type": "string", "description": "API endpoint path"}, tool_name="general_api_request",
                       tool_description="Perform a general HTTP API request.")
    assert kind == "api_path"
    value = kinds.make(kind, random.Random(1), {"type": "string"}, hint="path general api request elasticsearch")
    assert value.startswith("/_") or "/_" in value
    assert not kinds.plausible(kind, "/home/emeka/projects/docs-site/notes.txt")
    assert kinds.infer("path", {"type": "string", "description": "File to read"}, tool_name="read_file") == "file_path"


def test_a_json_document_path_is_a_jsonpath_and_a_cookie_path_a_url_path():
    assert kinds.infer("path", {"type": "string"}, tool_name="json_get", tool_description="Get a JSON value") == "json_path"
    assert kinds.make("json_path", random.Random(2), {"type": "string"}).startswith("$")
    kind = kinds.infer("path", {"type": "string", "description": "Path the cookie is visible to"}, tool_name="add_cookie")
    assert kind == "api_path"
    assert kinds.make(kind, random.Random(2), {"type": "string"}, hint="path add cookie") in ("/", "/account", "/shop")


def test_a_tests_code_is_code_not_a_tests_name():
    from seer.generate.symbolic.values import ValueMaker
    infer = kinds.infer

    ctx = ("generator_write_test", "Save generated test code to a file")
    schema = {"type": "string", "description": "Generated test code"}
    assert infer("test_code", schema, tool_name=ctx[0], tool_description=ctx[1]) == "script"
    assert infer("jsx_code", {"type": "string"}, tool_name="adobe_ps_batch", tool_description="Batch process files") == "script"
    assert infer("code", {"type": "string"}, tool_name="verify_email", tool_description="Check a verification code") != "script"
    for seed in range(4):
        code = ValueMaker(random.Random(seed), context=ctx).make(schema, "test_code")
        assert code.startswith("def test_") and "assert " in code, code  # a test's source, not "test_search_filters"


def test_checking_a_text_that_is_no_sql_prints_nothing(caplog):
    """'Drop shadow' (an Illustrator effect) read as SQL made sqlglot warn on the user's terminal during generation."""
    import logging

    from seer.kinds.sql import statement_type

    statement_type.cache_clear()
    with caplog.at_level(logging.WARNING):
        assert statement_type("Drop shadow") is None and statement_type("SELECT 1") == "select"
    assert not [r for r in caplog.records if r.name.startswith("sqlglot")]
