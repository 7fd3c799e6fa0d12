"""Stage 2, plans: which tools each scenario calls, in what order, and which call feeds which.

Anchors are drawn least-used-first (a heap with lazy updates, O(log n) per draw) so usage stays
even; around an anchor the plan follows the data-flow graph: producers of its parameters before
it (a chain, or a multi-hop fan when two producers feed it), and a consumer of its result after.
Complex plans are topped up to 3+ calls with related reads first and writes last.
"""

from __future__ import annotations

import hashlib
import heapq
import random
from dataclasses import dataclass, field

from seer.generate.symbolic.apps import foreign
from seer.generate.symbolic.graph import Edge, Graph
from seer.generate.symbolic.lexicon import singular
from seer.generate.symbolic.starts import (_ws, lone_tab, on_page, opens_tab, pages_first, picks_tab, setups_first, starts,
                                          starts_first)

ANCHOR_TRIES = 8  # complex plans: anchors tried for one with a data flow
BUDGET_FACTOR = 1.3  # a helper tool may be used up to 1.3x the mean usage (+1) so far


@dataclass(eq=False)
class Node:
    tool: str
    links: dict[str, tuple["Node", Edge]] = field(default_factory=dict)  # param -> (producer node, edge)
    repeat: bool = False  # the plan already calls this tool: draw fresh values, not the world's


@dataclass
class Plan:
    tier: str
    kind: str
    shape: str  # single | chain | fan | sequence | coverage | no_tool | missing_info | error
    nodes: list[Node]

    @property
    def tools(self) -> list[str]:
        return [n.tool for n in self.nodes]

    def links(self) -> list[dict[str, tuple[int, Edge]]]:
        """Per call: parameter -> (producer call index, edge)."""
        pos = {id(n): i for i, n in enumerate(self.nodes)}
        return [{k: (pos[id(src)], e) for k, (src, e) in n.links.items() if id(src) in pos} for n in self.nodes]


class Planner:
    def __init__(self, graph: Graph, seed_key: str):
        self.graph = graph
        self.usage = {name: 0 for name in graph.order}
        self._tb = {name: hashlib.sha256(f"{seed_key}:{name}".encode()).hexdigest()[:12] for name in graph.order}
        self._total = 0
        self._heap = [(0, self._tb[n], n) for n in graph.order]
        heapq.heapify(self._heap)
        # tools a missing_info scenario can hold a value back from, in their own least-used heap
        # (found once here: no record scans every tool)
        self._askable = {n for n in graph.order if any(p.required and p.linkable for p in graph.profiles[n].params)}
        self._goes_to_pages = any(_navigates(n) for n in graph.order)  # a browser suite that can open a page first
        self._ask_heap = [(0, self._tb[n], n) for n in graph.order if n in self._askable]
        heapq.heapify(self._ask_heap)

    def anchor(self, exclude: set[str] = frozenset()) -> str:
        return self._pop_least(self._heap, exclude) or self.graph.order[0]

    def _pop_least(self, heap: list, exclude: set[str] = frozenset()) -> str | None:
        """The least-used tool of a lazy heap not in `exclude` (stale entries are dropped)."""
        skipped, pick = [], None
        while heap:
            used, tb, name = heapq.heappop(heap)
            if used != self.usage[name]:
                continue  # stale entry
            skipped.append((used, tb, name))
            if name not in exclude:
                pick = name
                break
        for entry in skipped:
            heapq.heappush(heap, entry)
        return pick

    def commit(self, plan: Plan) -> Plan:
        plan.nodes = setups_first(pages_first(starts_first(self._sources_first(plan.nodes))))  # the browser is launched before a key is
        # pressed in it, and taken to a page before a click
        if plan.shape == "single" and len(plan.nodes) > 1:
            plan.shape = "chain"
        if plan.kind == "normal":
            _listed_things_flow_on(plan, self.graph)
            _made_things_flow_on(plan, self.graph)
            _switch_to_the_one_made(plan, self.graph)
            _ack_what_was_read(plan, self.graph)
            _items_stay_in_their_project(plan, self.graph)
        for name in plan.tools:
            self.usage[name] += 1
            self._total += 1
            heapq.heappush(self._heap, (self.usage[name], self._tb[name], name))
            if name in self._askable:
                heapq.heappush(self._ask_heap, (self.usage[name], self._tb[name], name))
        return plan

    def _sources_first(self, nodes: list[Node]) -> list[Node]:
        """ai_apply_layout(plan) "Materialise a reframe proposal from ai_reframe_layout": the proposal is made first (an
        empty plan applied is no request), whichever way the tool came into the plan."""
        out: list[Node] = []
        for node in nodes:
            for edge in self.graph.named_sources(node.tool):
                if edge.param in node.links:
                    continue
                src = next((n for n in out if n.tool == edge.producer), None)
                if src is None:
                    src = Node(edge.producer)
                    out.append(src)
                node.links[edge.param] = (src, edge)  # whole: arg_sense.fit_proposal_from_earlier passes the proposal on
            out.append(node)
        return out

    def _in_budget(self, name: str) -> bool:
        """Keep helpers from dominating: a tool pulled in beside an anchor may not run far ahead
        of the mean usage (the Gini of tool usage stays low)."""
        return self.usage[name] <= BUDGET_FACTOR * self._total / len(self.usage) + 1

    def _least_used(self, edges: list[Edge], key, exclude: set[str]) -> Edge | None:
        edges = [e for e in edges if key(e) not in exclude and self._in_budget(key(e))]
        return min(edges, key=lambda e: (self.usage[key(e)], self._tb[key(e)]), default=None)

    def _feed(self, node: Node, rng: random.Random, exclude: set[str], max_links: int) -> list[Node]:
        """Producers for up to `max_links` linkable parameters of `node` (required ones first)."""
        params = [p for p in self.graph.profiles[node.tool].params if p.linkable]
        rng.shuffle(params)
        params.sort(key=lambda p: not p.required)
        added: list[Node] = []
        ends = _destroys(self.graph, node)  # a delete is fed by a look (search, list, get), never by a write of the thing:
        for param in params:  # a note renamed, linked or made just to be deleted is no request
            if len(added) >= max_links:
                break
            edges = [e for e in self.graph.producers(node.tool, param.name) if not ends or self.graph.profiles[e.producer].read]
            if _steps_back(node.tool) or _reloads(node.tool):  # go back in (or reload) a session just opened: there is
                # nothing to go back to
                edges = [e for e in edges if self.graph.profiles[e.producer].read]
            if on_page(node.tool) and self._goes_to_pages:  # a click in a browser just launched lands on a blank page
                edges = [e for e in edges if not _launches_browser(e.producer)]
            if _forward(node.tool):  # forward from a page just opened: nothing lies ahead of it
                edges = [e for e in edges if not (_navigates(e.producer) or opens_tab(e.producer) or starts(e.producer))]
            if picks_tab(node.tool):  # switch to tab 4 of a browser just launched: it has one tab
                edges = [e for e in edges if not starts(e.producer)]
            edges = [e for e in edges if not _media_edit([node.tool, e.producer]) and not _text_and_media(node.tool, e.producer)
                     and not (_destroys(self.graph, Node(e.producer)) and _pointless_end(self.graph, [node], e.producer))
                     and not _picks_own_history(e.producer, node.tool) and not _rereads(e.producer, node.tool)]
            edge = self._least_used(edges, lambda e: e.producer, exclude)
            if edge is None:
                continue
            src = next((a for a in added if a.tool == edge.producer), None)
            if src is None:
                src = Node(edge.producer)
                added.append(src)
                exclude.add(edge.producer)
            node.links[param.name] = (src, edge)
        return added

    def _follow(self, nodes: list[Node], exclude: set[str]) -> Node | None:
        for src in reversed(nodes):
            edges = [e for e in self.graph.consumers(src.tool) if not _pointless_end(self.graph, nodes, e.consumer)
                     and not ((_steps_back(e.consumer) or _reloads(e.consumer)) and not any(_navigates(n.tool) for n in nodes))
                     and not (_forward(e.consumer) and _nowhere([n.tool for n in nodes] + [e.consumer]))
                     and not (self._goes_to_pages and (on_page(e.consumer) or _launches_browser(e.consumer))
                              and _blank_page([n.tool for n in nodes] + [e.consumer]))  # a launch added after page
                     # calls moves ahead of them (starts_first): a blank page again (seed 1251)
                     and not lone_tab([n.tool for n in nodes] + [e.consumer])
                     and not _undoes(self.graph, nodes, src, e.consumer)
                     and not _media_edit([n.tool for n in nodes] + [e.consumer])  # no line edits in the JPEG just viewed
                     and not _text_and_media(e.consumer, src.tool)  # index.ts read as text is no image to view
                     and not _rereads(src.tool, e.consumer)  # nor is a file just read read again
                     and not _picks_own_history(src.tool, e.consumer)]
            edge = self._least_used(edges, lambda e: e.consumer, exclude)
            if edge is not None:
                exclude.add(edge.consumer)
                return Node(edge.consumer, {edge.param: (src, edge)})
        return None

    def _wasted(self, nodes: list[Node], tool: str) -> bool:
        """A delete appended to a plan whose write was fed by a call the delete could be fed by too (list_files,
        create_share_link(f), then delete_file: the link is made for a file deleted the next step)."""
        ends = _destroys(self.graph, Node(tool))
        if not ends and self.graph.profiles[tool].read:
            return False
        feeders = {e.producer for param in self.graph.profiles[tool].params for e in self.graph.producers(tool, param.name)}
        if not ends and not _changes(self.graph, Node(tool)):
            return False  # a tab selected, then closed: no change thrown away
        return any(not self.graph.profiles[n.tool].read and _destroys(self.graph, n) != ends  # a change and a delete
                   and (not ends or _changes(self.graph, n))
                   and any(s.tool in feeders for s, _e in n.links.values()) for n in nodes)

    def _related_read(self, tool: str, exclude: set[str]) -> str | None:
        """A least-used read tool about the same thing as `tool` (information before acting)."""
        p = self.graph.profiles[tool]
        names = [n for noun in p.nouns[-1:] + p.desc_nouns[:2] for n in self.graph.readers(noun)]
        names = [n for n in dict.fromkeys(names) if n not in exclude and self._in_budget(n)]
        return min(names, key=lambda n: (self.usage[n], self._tb[n]), default=None)

    def simple(self, rng: random.Random, anchor: str | None = None, shape: str = "single") -> Plan:
        root = Node(anchor or self.anchor())
        used = {root.tool} | foreign([root.tool], self.graph.order)  # a plan stays in one app of a suite
        nodes = [root]
        if rng.random() < 0.55:
            nodes = self._feed(root, rng, used, 1) + nodes
            used |= foreign([n.tool for n in nodes], self.graph.order)
        if len(nodes) < 3 and rng.random() < 0.3:
            nxt = self._follow(nodes, used)
            if nxt is not None:
                nodes.append(nxt)
        if any(_destroys(self.graph, n) for n in nodes[:-1]):
            nodes = _reads_first(nodes, self.graph)  # nothing is read or used after it is deleted
        return self.commit(Plan("simple", "normal", shape if len(nodes) == 1 or shape == "coverage" else "chain", nodes))

    def complex(self, rng: random.Random) -> Plan:
        """Anchor, its producers (chain or fan), a consumer after it. Up to ANCHOR_TRIES least-used
        anchors are tried for one with a data flow; the last try keeps whatever it found."""
        tried: set[str] = set()
        for attempt in range(ANCHOR_TRIES):
            root = Node(self.anchor(tried))
            tried.add(root.tool)
            if attempt and not self._in_budget(root.tool) and attempt < ANCHOR_TRIES - 1:
                continue  # a later, busier anchor only while it stays within the usage budget
            used = {root.tool} | foreign([root.tool], self.graph.order)  # a plan stays in one app of a suite
            feeders = self._feed(root, rng, used, 2)
            nodes = feeders + [root]
            if feeders and rng.random() < 0.5:
                nodes = self._feed(feeders[0], rng, used, 1) + nodes
            if rng.random() < 0.7 or len(nodes) < 3:
                nxt = self._follow(nodes, used)
                if nxt is not None:
                    nodes.append(nxt)
            if any(n.links for n in nodes):
                break
        shape = "fan" if len(feeders) > 1 else "chain" if feeders else "sequence"
        used |= foreign([n.tool for n in nodes], self.graph.order)  # an app-less root takes the app of its first helper
        while len(nodes) < 3:
            extra = Node(self._related_read(root.tool, used) or self.anchor(used))
            if _pointless_end(self.graph, nodes, extra.tool):
                used.add(extra.tool)
                extra = Node(self._related_read(root.tool, used) or self.anchor(used))
            for _ in range(6):  # a tab switch in a browser just launched, a delete of what the plan just changed
                tools = [n.tool for n in nodes] + [extra.tool]
                blank = self._goes_to_pages and _blank_page(tools) and not _blank_page(tools[:-1])  # the extra clicks a blank page
                if not (lone_tab(tools) or self._wasted(nodes, extra.tool) or _media_edit(tools) or _nowhere(tools) or blank
                        or _pointless_end(self.graph, nodes, extra.tool)):
                    break
                used.add(extra.tool)
                extra = Node(self._related_read(root.tool, used) or self.anchor(used))
            tools = [n.tool for n in nodes] + [extra.tool]
            if self._goes_to_pages and _blank_page(tools):  # no other tool would do: the browser launched is taken to a
                nav = next((t for t in self.graph.order if _navigates(t) and t not in tools), None)  # page (pages_first
                extra = Node(nav) if nav is not None else extra  # moves it up to just after the launch), seed 1305
            used.add(extra.tool)
            if extra.tool in {n.tool for n in nodes}:
                if len(self.usage) >= 3:
                    break
                extra.repeat = True  # a spec of one or two tools: the same tool again, on other values
            read = self.graph.profiles[extra.tool].read
            nodes = [extra] + nodes if read else nodes + [extra]
            used |= foreign([n.tool for n in nodes], self.graph.order)  # jsx run in InDesign, an image placed there: no Photoshop filter
        return self.commit(Plan("complex", "normal", shape, _reads_first(nodes[:5], self.graph)))

    def negative(self, kind: str, tier: str, rng: random.Random) -> Plan:
        if kind == "no_tool":
            return Plan(tier, kind, kind, [])
        if kind == "missing_info":
            pick = self._pop_least(self._ask_heap)
            if pick is None:
                return Plan(tier, "no_tool", "no_tool", [])
            return self.commit(Plan(tier, kind, kind, [Node(pick)]))
        root = Node(self.anchor())
        nodes = self._feed(root, rng, {root.tool} | foreign([root.tool], self.graph.order), 1) + [root] if rng.random() < 0.5 else [root]
        return self.commit(Plan(tier, kind, kind, nodes))


_LISTINGS = frozenset("list search find".split())


def _edge(graph: Graph, node: Node, param_name: str, src: Node) -> Edge | None:
    """The graph's edge by which `src`'s tool feeds `node`'s parameter, if any."""
    return next((e for e in graph.producers(node.tool, param_name) if e.producer == src.tool), None)


def _listed_things_flow_on(plan: Plan, graph: Graph) -> None:
    """A font the user saw in list_fonts is the font the next text layer takes: a later call's parameter
    that names what an earlier listing in the plan lists is fed from it, not left to its default (ArialMT)."""
    for k, node in enumerate(plan.nodes):
        c = graph.profiles[node.tool]
        for param in c.params:
            if param.name in node.links or not param.linkable or not param.entity:
                continue
            for src in plan.nodes[:k]:
                p = graph.profiles[src.tool]
                if p.verb not in _LISTINGS or param.entity[-1] not in p.nouns or src.tool == node.tool:
                    continue
                edge = _edge(graph, node, param.name, src)
                if edge is not None:
                    node.links[param.name] = (src, edge)
                    break


def _made_things_flow_on(plan: Plan, graph: Graph) -> None:
    """A thing an earlier call made in a place is the one a later call in that same place acts on: slack_post_message
    in the channel slack_list_channels showed, then slack_add_reaction in that channel reacts to the message just
    posted, not to a timestamp the user recites. Both take their place from one source; only then is the handle fed."""
    for k, node in enumerate(plan.nodes):
        places = {id(src) for src, _e in node.links.values()}
        for param in graph.profiles[node.tool].params:
            if param.name in node.links or not param.linkable or not places:
                continue
            for src in reversed(plan.nodes[:k]):
                if graph.profiles[src.tool].read or src.tool == node.tool or not {id(s) for s, _e in src.links.values()} & places:
                    continue
                edge = _edge(graph, node, param.name, src)
                if edge is not None:
                    node.links[param.name] = (src, edge)
                    break


_SWITCHES = frozenset("checkout switch".split())
_CREATES = frozenset("create new add make".split())


def _switch_to_the_one_made(plan: Plan, graph: Graph) -> None:
    """git_branch, git_create_branch(chore/bump-deps from feature/checkout-redesign), then "switch branches": the switch
    goes to the branch just made, never back to the base it was made from."""
    for k, node in enumerate(plan.nodes):
        c = graph.profiles[node.tool]
        if c.read or not set(c.words) & _SWITCHES:
            continue
        for param in c.params:
            if not param.linkable or not param.entity:
                continue
            for src in reversed(plan.nodes[:k]):
                p = graph.profiles[src.tool]
                if p.read or src.tool == node.tool or not ({p.verb} | set(p.words)) & _CREATES \
                        or param.entity[-1] not in set(p.nouns) | set(p.words):
                    continue
                edge = _edge(graph, node, param.name, src)
                if edge is not None:
                    node.links[param.name] = (src, edge)
                else:  # the create hands nothing on in its schema: the switch is not fed from the listing either, and
                    node.links.pop(param.name, None)  # its arguments name the one made (args.fit_switch_to_made)
                break


def _ack_what_was_read(plan: Plan, graph: Graph) -> None:
    """xreadgroup, xadd, then xack: a group acknowledges the entries it read, never the entry just added (it was never
    delivered to the group)."""
    for k, node in enumerate(plan.nodes):
        c = graph.profiles[node.tool]
        if not set(c.words) & {"ack", "xack", "acknowledge"}:
            continue
        for param in c.params:
            src = node.links.get(param.name, (None, None))[0]
            if src is None or graph.profiles[src.tool].read:
                continue
            for reader in reversed(plan.nodes[:k]):
                if not graph.profiles[reader.tool].read:
                    continue
                edge = _edge(graph, node, param.name, reader)
                if edge is not None:
                    node.links[param.name] = (reader, edge)
                    break


_ITEMS = frozenset("issue mr merge milestone comment note".split())


def _items_stay_in_their_project(plan: Plan, graph: Graph) -> None:
    """list_issues(project 1450), create_project(bright-comet), then a comment on issue 211 "with the project ID from the
    new project": a project just made has no issues, so an item listed in one project is acted on in that project."""
    for node in plan.nodes:
        c = graph.profiles[node.tool]
        item = next((name for name, (src, _e) in node.links.items() if graph.profiles[src.tool].read
                     and (q := next((x for x in c.params if x.name == name), None)) is not None
                     and q.words[-1:] in (["id"], ["iid"], ["number"]) and set(q.words) & _ITEMS), None)
        if item is None:
            continue
        for name, (src, _e) in list(node.links.items()):
            p = graph.profiles[src.tool]
            q = next((x for x in c.params if x.name == name), None)
            if q is not None and q.words == ["project", "id"] and not p.read and ({p.verb} | set(p.words)) & {"create", "new"}:
                node.links.pop(name)


def _reads_first(nodes: list[Node], graph: Graph) -> list[Node]:
    """Order calls so producers precede consumers and, where free, reads precede writes."""
    out: list[Node] = []
    placed: set[int] = set()
    pending = list(nodes)
    while pending:
        ready = [n for n in pending if all(id(src) in placed or src not in nodes for src, _ in n.links.values())]
        ready = ready or pending[:1]
        pick = next((n for n in ready if graph.profiles[n.tool].read),
                    next((n for n in ready if not _destroys(graph, n)),  # a delete goes after the other uses, and the end
                         next((n for n in ready if not _ends_a_container(graph, n)), ready[0])))  # of what holds things
        # last: tab_close before close_browser, delete_by_query before delete_index (seed 1440), never in the closed browser
        out.append(pick)
        placed.add(id(pick))
        pending.remove(pick)
    return out


# a thing these end is not used afterwards (close_session: no click in the closed browser)
_DESTROY = frozenset("delete remove revoke drop destroy purge trash uninstall close quit terminate kill disconnect".split())


def _picks_own_history(producer: str, consumer: str) -> bool:
    """git_cherry_pick of a commit git_log, git_wrapup_instructions, git_set_working_dir or a tag listing showed (seeds
    1277, 1312): those show the branch checked out, and a cherry-pick copies a commit of another branch onto it. Only a
    listing of another branch's commits (a merge request's, a compare's) feeds it."""
    return "cherry" in _ws(consumer) and not _ws(producer) & {"merge", "mr", "pull", "pr", "compare", "branch", "branches"}


def _rereads(producer: str, consumer: str) -> bool:
    """read_multiple_files([config/index.ts]), then read_file(config/index.ts) (seed 1339): a read handing its path to
    another read of the same kind of thing reads the same file twice."""
    a, b = _ws(producer), _ws(consumer)
    things = lambda ws: {w.rstrip("s") for w in ws} - {"read", "multiple", "text", "get"}  # noqa: E731
    return "read" in a and "read" in b and bool(things(a) & things(b))


def _steps_back(tool: str) -> bool:
    ws = set(tool.lower().replace("-", "_").split("_"))
    return bool(ws & {"back", "forward"}) and not ws & {"up", "end", "store"}


def _navigates(tool: str) -> bool:
    ws = set(tool.lower().replace("-", "_").split("_"))  # open_browser opens no page: nothing to go forward or back to
    return bool(ws & {"navigate", "goto", "url", "visit", "open"}) and not _steps_back(tool) and not starts(tool)


def _pointless_end(graph: Graph, nodes: list[Node], tool: str) -> bool:
    """Deleting the thing the request just made, renamed or linked (search, update_note, delete_note): no one does both."""
    every = [*nodes, Node(tool)]
    gone = {w for n in every if _destroys(graph, n) for w in graph.profiles[n.tool].nouns}
    made = {w for n in every if not graph.profiles[n.tool].read and not _destroys(graph, n) and _changes(graph, n)
            for w in graph.profiles[n.tool].nouns}  # a tab switched to and then closed is fine; a note renamed and deleted is not
    ended = [n for n in every if _destroys(graph, n)]
    if any(_ends_a_container(graph, n) for n in ended) and len({n.tool for n in ended}) > 1:
        return True  # delete_by_query then delete_index, a tab closed and then its browser (seed 1440): the container's end
        # makes the other delete moot
    wiped = {w for n in ended for w in {singular(x) for x in graph.profiles[n.tool].nouns} & _DATA_CONTAINERS}
    if wiped and any(not graph.profiles[n.tool].read and not _destroys(graph, n)
                     and {singular(w) for q in graph.profiles[n.tool].params for w in q.words} & wiped for n in every):
        return True  # put_alias on an index, then delete_index (seed 1471): what a request deletes with its data it does
        # not first change
    return bool(gone & made)  # either order: an update followed (or preceded, then reordered) by the delete


def _media(tool: str) -> bool:
    return bool(set(tool.lower().replace("-", "_").split("_")) & {"media", "image", "audio", "video", "screenshot"})


def _edits_text(tool: str) -> bool:
    return bool(set(tool.lower().replace("-", "_").split("_")) & {"edit", "write", "append", "replace"}) and not _media(tool)


def _nowhere(tools: list[str]) -> bool:
    """Back or forward in a browser the plan launches and never takes to a page: there is nowhere to go. Forward in a
    plan that goes somewhere and never back: a navigation (a new tab's too) leaves no page ahead."""
    if any(_steps_back(t) or _reloads(t) for t in tools) and any(starts(t) for t in tools) \
            and not any(_navigates(t) for t in tools):
        return True  # a reload of the blank page a launch shows is nowhere too
    return any(_forward(t) for t in tools) and not any(_steps_back(t) and not _forward(t) for t in tools) \
        and any(_navigates(t) or opens_tab(t) or starts(t) for t in tools)


def _blank_page(tools: list[str]) -> bool:
    """A click, typing or a screenshot in a browser the plan launches and never takes to a page."""
    return any(on_page(t) for t in tools) and any(_launches_browser(t) for t in tools) and not any(_navigates(t) for t in tools)


def _launches_browser(tool: str) -> bool:  # not adobe_launch_app: a design app shows its documents, not a blank page
    return starts(tool) and bool(set(tool.lower().replace("-", "_").split("_")) & {"browser", "session", "driver"})


def _reloads(tool: str) -> bool:
    return bool(set(tool.lower().replace("-", "_").split("_")) & {"refresh", "reload"})


def _forward(tool: str) -> bool:
    ws = set(tool.lower().replace("-", "_").split("_"))
    return "forward" in ws and not ws & {"port", "up", "end", "store", "email", "message"}


def _text_and_media(a: str, b: str) -> bool:
    """One file handed between a text read and a media read (read_file(index.ts), then read_media_file(index.ts)), or
    from a file search or listing to a media read (search_files(*.csv) hands read_media_file a CSV to view)."""
    def reads_text(t: str) -> bool:
        ws = set(t.lower().replace("-", "_").split("_"))
        return "read" in ws and bool(ws & {"file", "files", "text"}) and not _media(t)

    def lists_files(t: str) -> bool:
        ws = set(t.lower().replace("-", "_").split("_"))
        return bool(ws & {"search", "find", "list", "tree"}) and bool(ws & {"file", "files", "directory", "tree"}) and not _media(t)
    return _media(a) and reads_text(b) or _media(b) and reads_text(a) or _media(a) and lists_files(b)


def _media_edit(tools: list[str]) -> bool:
    """A media read and a line edit in one plan: the path of the image read is the path the edit takes."""
    return any(_media(t) for t in tools) and any(_edits_text(t) for t in tools)


def _undoes(graph: Graph, nodes: list[Node], src: Node, tool: str) -> bool:
    """A delete of what another call of the plan just changed or made a link for (list_files, create_share_link(f),
    delete_file(f); update a merge request, then delete its project): the change is thrown away at once."""
    ends = _destroys(graph, Node(tool))
    if not ends and graph.profiles[tool].read:
        return False
    if not ends and not _changes(graph, Node(tool)):
        return False  # a tab selected, then closed: no change thrown away
    return any(n is not src and not graph.profiles[n.tool].read and _destroys(graph, n) != ends  # a change and a delete
               and (not ends or _changes(graph, n)) and any(s is src for s, _e in n.links.values()) for n in nodes)


_CHANGES = frozenset("create add new make insert update edit modify rename set change write link move append upload".split())


def _changes(graph: Graph, node: Node) -> bool:
    p = graph.profiles[node.tool]
    return p.verb in _CHANGES or bool(set(p.words) & _CHANGES)


# what holds the things other calls act on: ending one ends them all (a tab of a closed browser, documents of a deleted index)
_CONTAINERS = frozenset("browser session driver window index database db project repository repo table collection cluster "
                        "stream bucket".split())


_DATA_CONTAINERS = frozenset("index database db project repository repo table collection bucket stream".split())


def _ends_a_container(graph: Graph, node: Node) -> bool:
    p = graph.profiles[node.tool]
    return _destroys(graph, node) and bool({singular(w) for w in p.nouns} & _CONTAINERS)


def _destroys(graph: Graph, node: Node) -> bool:
    p = graph.profiles[node.tool]
    return not p.read and (p.verb in _DESTROY or bool(set(p.words[:1]) & _DESTROY))
