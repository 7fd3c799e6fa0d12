"""Negatives a careful agent must earn: requests the server almost covers, and failures to recover from.

No-tool requests sit next to the server's domain (a Redis server: "set up replication to a
second node"): each names the capability words that would serve it, and is used only when none
of them is a word of the spec (tool names and full descriptions), so no tool can serve it.
Failures name the argument at fault; the oracle then retries with a fix the error suggests or
the user gives.
"""

from __future__ import annotations

import random
import re
from typing import Any

from seer.generate.symbolic.lexicon import plural, singular, words

# domain -> words that reveal it (in tool names and descriptions)
DOMAINS = {
    "kv": "redis cache memcached valkey kv",
    "code": "git commit branch repository repo merge rebase",
    "search": "elasticsearch opensearch index indices shard mapping",
    "files": "file files directory directories folder filesystem",
    "chat": "slack channel thread message reaction workspace",
    "browser": "browser selenium playwright puppeteer tab click screenshot navigate",
    "design": "illustrator photoshop artboard layer swatch adobe",
    "k8s": "kubernetes pod namespace deployment kubectl helm",
    "sql": "sql sqlite postgres postgresql mysql table tables database",
    "tracker": "jira issue sprint project milestone ticket",
    "time": "timezone time clock",
    "maps": "geocode geocoding directions route elevation latitude longitude",
}
# (request, capability words: the request is out of reach only if the spec names none of them)
NEAR_MISSES: dict[str, list[tuple[str, str]]] = {
    "kv": [("Set up replication from this Redis instance to a second node in another region.", "replica replication replicate"),
           ("Take a snapshot of the whole cache and restore it on the staging server tonight.", "snapshot restore backup dump"),
           ("Raise the memory limit of the cache to 8 GB.", "memory maxmemory config configure"),
           ("Show me which clients are connected right now and disconnect the idle ones.", "client clients connection kill"),
           ("Turn on persistence so the keys survive a restart.", "persistence persist aof rdb"),
           ("Publish a message on the orders channel so every subscriber gets it.", "publish pubsub subscribe channel")],
    "code": [("Open a pull request from this branch and ask Dana to review it.", "review reviewer pull_request"),
             ("Set up branch protection so nobody can push straight to main.", "protection protect rule"),
             ("Trigger the CI pipeline for the last commit and tell me when it passes.", "ci pipeline workflow action build"),
             ("Transfer this repository to the platform team's organization.", "transfer organization org"),
             ("Find out who has admin access to this repository.", "access permission admin collaborator"),
             ("Publish the release notes for v2.3 on the project's website.", "website publish page")],
    "search": [("Add two replica shards to the logs index and rebalance the cluster.", "replica rebalance reroute"),
               ("Snapshot every index to our S3 repository before the upgrade.", "snapshot backup s3"),
               ("Create a lifecycle policy that deletes log indices after 30 days.", "lifecycle ilm policy retention"),
               ("Give the analytics team read-only access to the orders index.", "user role privilege access permission security"),
               ("Upgrade the cluster to the next major version.", "upgrade version")],
    "files": [("Share the reports folder with the finance team and give them edit rights.", "share permission access chmod owner"),
              ("Zip up the reports folder and email it to Hana.", "zip archive compress email"),
              ("Restore yesterday's version of config.yaml from the backup.", "backup restore version snapshot"),
              ("Watch the logs folder and tell me whenever a new file shows up.", "watch notify monitor event"),
              ("Mount the shared drive from the office NAS.", "mount drive nas volume")],
    "chat": [("Schedule this announcement to go out on Monday at 9am.", "schedule scheduled later"),
             ("Start a video call with the design team.", "call video huddle meeting"),
             ("Archive the old project channel.", "archive"),
             ("Invite Kofi to the workspace as a guest.", "invite guest"),
             ("Set my status to 'on vacation' until Friday.", "status presence"),
             ("Pin the release notes message in the general channel.", "pin pinned")],
    "browser": [("Run this checkout test on Safari and Firefox at the same time.", "firefox safari parallel grid browser_name"),
                ("Throttle the network to 3G and measure how long the page takes to load.", "throttle throttling emulate network"),
                ("Record a video of the whole checkout flow.", "video"),
                ("Install the ad-blocker extension in the browser.", "extension plugin addon"),
                ("Keep me signed in on every run by saving my login cookies.", "cookie cookies storage")],
    "design": [("Send the logo to the print shop and order 500 business cards.", "order shop"),
               ("Turn this photo of a hand-drawn sketch into vector paths.", "trace vectorize photo"),
               ("Sync these swatches to the team's shared cloud library.", "cloud library sync"),
               ("Translate all the text on the poster into German.", "translate translation language"),
               ("Email the final artwork to the client for approval.", "email send approval")],
    "k8s": [("Upgrade the cluster's control plane to the next minor version.", "upgrade version"),
            ("Add two worker nodes to the production node pool.", "node pool nodepool"),
            ("Rotate the cluster's TLS certificates.", "certificate tls rotate"),
            ("Set up a service mesh between the payments and orders services.", "mesh istio linkerd")],
    "sql": [("Set up nightly backups of this database to cloud storage.", "backup dump"),
            ("Grant read access on the orders table to the analytics role.", "grant role permission privilege"),
            ("Create a read replica of the database in another region.", "replica replicate replication"),
            ("Tune the server's memory settings for larger joins.", "tune config setting memory")],
    "tracker": [("Build a burndown chart for the current sprint and email it to the team.", "chart burndown email report"),
                ("Set up an automation rule that closes stale issues after 30 days.", "automation rule stale"),
                ("Bill the hours logged on this project to the client.", "bill invoice billing hour"),
                ("Move the whole project to a different workspace.", "workspace transfer")],
    "maps": [("Show me the live traffic camera on the ring road near Lyon.", "camera traffic live"),
             ("Order a taxi from the station to the hotel.", "taxi ride order book"),
             ("Download this route for offline use on my phone.", "offline download save"),
             ("Report the closed road on Rue de la Paix to the map provider.", "report closure closed")],
    "time": [("Book a meeting with the Tokyo office at a time that works for everyone.", "book meeting calendar schedule"),
             ("Set an alarm for 6:30 tomorrow morning.", "alarm"),
             ("Remind me when it's 9am in New York.", "remind reminder notify"),
             ("Change the server's clock to UTC.", "clock set")],
}
GENERIC = [("Export every {n} to a spreadsheet and email it to finance.", "export email spreadsheet csv excel"),
           ("Give Dana admin rights on the {product} setup.", "admin permission role access grant"),
           ("Schedule a nightly backup of all the {ns}.", "schedule backup cron"),
           ("Set up an alert that pages me whenever {an} {n} {changes}.", "alert notify notification webhook subscribe"),
           ("Move everything to the new {product} account in the EU region.", "migrate migration account region"),
           ("Show me who changed which {n} last month, with an audit trail.", "audit history log")]
# things written once and never edited: one is added, none "changes"
_WRITTEN_ONCE = frozenset("commit message log entry event record snapshot screenshot recording tag".split())
_SUFFIXES = ["", " Thanks!", " It's for the quarterly review.", " The team asked this morning.", " If possible today."]


def spec_words(profiles) -> set[str]:
    """Every word of the spec's tool names and descriptions, singular."""
    out: set[str] = set()
    for p in profiles:
        out.update(singular(w) for w in words(p.name))
        out.update(singular(w) for w in words(p.tool.description))
    return out


def domains(profiles) -> list[str]:
    """The domains the spec's words point at, most evident first."""
    counts: dict[str, int] = {}
    for p in profiles:
        ws = set(words(p.name)) | set(words(p.tool.description[:300]))
        for dom, keys in DOMAINS.items():
            hit = len(ws & set(keys.split()))
            if hit:
                counts[dom] = counts.get(dom, 0) + hit
    ranked = sorted(counts, key=lambda d: (-counts[d], d))
    ranked = [d for d in ranked if not ranked or d not in _SHADOWED.get(ranked[0], ())]
    return [d for d in ranked[:2] if counts[d] * 2 >= counts[ranked[0]]]  # a second domain only when nearly as evident


# a domain's words another domain explains: Redis pub/sub has channels and messages, RediSearch indexes, and neither is
# Slack or Elasticsearch ("Pin the release notes message in the general channel" asked of a Redis server)
_SHADOWED = {"kv": ("chat", "search")}


# the same capability under another name: a spec with merge requests serves a "pull request"
SYNONYMS = [({"merge", "request"}, "pull_request pull review reviewer pr"), ({"mr"}, "pull_request pull pr"),
            ({"repo"}, "repository"), ({"repository"}, "repo"), ({"recording"}, "video record"), ({"record"}, "video"),
            ({"role"}, "admin permission privilege"), ({"user"}, "invite"), ({"alert"}, "notify notification")]
# requests an API cannot do whatever its path: a raw passthrough tool still leaves these out of reach
OFFLINE = frozenset("email order shop taxi call video alarm account migrate".split())
_JUNK = frozenset("mcp server py pypi npm js ts official api tools tool plugin sdk".split())


def _passthrough(p) -> bool:
    """A tool that sends any request to the server's API (method + path, `general_api_request`)."""
    names = {x.name.lower() for x in p.params}
    ws = set(words(p.name))
    return bool(names & {"method", "http_method"} and names & {"path", "endpoint", "url", "uri"}) \
        or bool(ws & {"raw", "passthrough", "general", "generic"} and ws & {"api", "request", "query", "call"})


def product_name(profiles, spec_name: str) -> str:
    """The product as its descriptions spell it ("Elasticsearch", not "Elasticsearch Py")."""
    text = " ".join(p.tool.description for p in profiles)
    for tok in (t for t in words(spec_name) if t not in _JUNK):
        hit = next((w for w in text.split() if w.strip(".,:;()'\"").lower() == tok and w[:1].isupper()), None)
        if hit:
            return hit.strip(".,:;()'\"")
    kept = [t for t in words(spec_name) if t not in _JUNK]
    return kept[0].title() if kept else "server"


def near_misses(profiles, spec_name: str) -> list[str]:
    """Requests next to the spec's domain that none of its tools can serve."""
    vocab = spec_words(profiles)
    for need, more in SYNONYMS:
        if need <= vocab:
            vocab |= set(more.split())
    raw = any(_passthrough(p) for p in profiles)
    from seer.generate.symbolic.phrasing import GENERIC as VAGUE, action

    own = set(words(spec_name))  # "every redis" says nothing: the things the tools handle do
    nouns = [singular(action(p).head.lower()) for p in profiles]
    nouns = [n for n in nouns if n.isalpha() and len(n) > 2 and n not in VAGUE and n not in own and n not in _JUNK
             and n not in _NOT_THINGS]  # "whenever a change changes" names nothing to watch; "which
    # tool changed" of "use the Photoshop layer tools" is no thing a designer tracks
    main = max(sorted(set(nouns)), key=nouns.count) if nouns else "record"
    product = product_name(profiles, spec_name)
    out = []
    doms = domains(profiles)
    for dom in doms:
        out += [text for text, caps in NEAR_MISSES[dom] if not {singular(w) for w in caps.split()} & vocab
                and (not raw or set(caps.split()) & OFFLINE)]
    from seer.generate.symbolic.phrasing import _article

    changes = {"commit": "is pushed", "tag": "is pushed", "message": "is posted"}.get(main, "is added") \
        if main in _WRITTEN_ONCE else "changes"  # a commit, a message, a log line never changes: one is pushed, posted
    out += [text.format(n=main, ns=plural(main), an=_article(main), product=product, changes=changes) for text, caps in GENERIC
            if not {singular(w) for w in caps.split()} & vocab and (not raw or set(caps.split()) & OFFLINE)
            and not (("account" in caps or "admin" in caps) and set(doms) & _DESKTOP)]  # a desktop app or a local folder
    # has no account to move and no admin rights to hand out ("Give Dana admin rights on the Illustrator setup")
    return out


_DESKTOP = frozenset({"design", "files", "browser", "time"})  # tools on one machine: no hosted account in a region
# what happens to a thing, or what is said about it, is no thing of its own to export, watch or audit
_NOT_THINGS = frozenset("change difference diff status information info detail result history summary".split())


def out_of_scope_request(candidates: list[str], rng: random.Random, taken: set[str]) -> str:
    """A near-miss request not yet used in `taken`."""
    order = list(range(len(candidates)))
    rng.shuffle(order)
    for suffix in _SUFFIXES:
        for i in order:
            text = candidates[i] + suffix
            if " ".join(text.lower().split()) not in taken:
                taken.add(" ".join(text.lower().split()))
                return text
    text = f"{candidates[order[0]] if candidates else 'Book a taxi to the airport.'} (request {len(taken)})"
    taken.add(" ".join(text.lower().split()))
    return text


_CHOICE_WORDS = (["action"], ["mode"], ["op"], ["operation"], ["command"], ["what"], ["condition"], ["method"], ["http", "method"],
                 ["kind"], ["type"], ["platform"], ["provider"], ["section"], ["level"], ["format"], ["strategy"], ["direction"])
# delete_project(platform=gitlab): "not gitlab, it's github" is no fix; INFO's section cpu is never "not found"


# words of a closed set of styles: a round cap or a normal blend mode is never "not found", and no other one fixes it
_STYLE_KINDS = frozenset("blend_mode ease interpolation render_quality color_profile item_type analysis_part key_modifier".split())


def _style_word(p, x) -> bool:
    from seer.kinds import infer

    if x.words[-1:] in (["cap"], ["join"]) or set(x.words) & {"blend", "justification", "alignment", "align"}:
        return True
    return infer(x.name, x.core, tool_name=p.ctx[0], tool_description=p.ctx[1]) in _STYLE_KINDS


_GEOMETRY = frozenset("x y z left top right bottom angle rotation offset dx dy width height w h radius size opacity".split())


def failure_subject(p, args: dict[str, Any]):
    """The parameter a failure blames: a stated string argument, linkable (a name, a key, an id) first."""
    def kind(x) -> int | None:  # 0 a name or id, 1 another string, 2 a list of them, 3 a choice, 4 a number
        v = x.get(args)
        if "const" in x.core or set(x.words) & {"message", "text", "body", "content", "description", "comment"}:
            return None
        if "new" in x.words or re.match(r"\s*new\b", str(x.schema.get("description") or ""), re.I):
            return None  # "New name for rename action": what the call sets is never "not found"
        if x.words in (["name"], ["title"]) and ("rename" in p.words or re.match(r"\s*rename\b", str(p.tool.description or ""), re.I)) \
                and any(q is not x and q.required for q in p.params):
            return None  # ai_set_item(item=3, name=Logo), "Rename an item": the name it gives is never "not found"
        if x.words[-1:] == ["element"] and any(q.words == [*x.words[:-1], "ref"] for q in p.params):
            return None  # input_text(element="Search", ref=e351): the ref finds it, the words only describe it ("Search was
            # renamed; it's "Save changes" now" types into a button)
        if x.words in (["key"], ["keys"], ["modifiers"], ["modifier"]) and set(p.words) & {"press", "keyboard", "keys", "type"}:
            return None  # key_press(key=Enter): every keyboard has an Enter key, none is "not found"
        if x.words in (["args"], ["arguments"], ["argv"]) and isinstance(v, list) and not any(
                re.search(r"\.(?:spec|test)\.|/test_|\btest_\w+\.py$", str(e)) for e in v):
            return None  # healer_run_tests(command=yarn, args=[test]): "args test not found", retried as analytics-arg
            # (seed 1366); only a test file among them can be missing
        if x.core.get("enum") or x.words in _CHOICE_WORDS or _style_word(p, x):
            return None  # a choice says what the user wants: switching it is no fix (dismiss is not retried as accept, GET as PUT)
        if isinstance(v, str) and len(v) >= 2:
            return 0 if x.linkable else 1
        if isinstance(v, list) and v and all(isinstance(e, str) for e in v):
            return 2
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            return None if set(x.words) & _GEOMETRY else 4  # create_rectangle(x=20) refused, then x=21 accepted: no
            # server has a coordinate or a size it takes one above but not at
        return None
    cands = [(k, not x.required, n, x) for n, x in enumerate(p.params) if (k := kind(x)) is not None]
    return min(cands, key=lambda c: c[:3])[3] if cands else None


def spec_vocabulary(profiles) -> set[str]:
    """Nouns and name words of the spec (kept for callers that filter by the spec's words)."""
    out: set[str] = set()
    for p in profiles:
        out.update(p.nouns)
        out.update(p.desc_nouns)
        out.update(singular(w) for w in p.words)
    return out
