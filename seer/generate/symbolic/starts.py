"""What a plan starts with: a call that launches the browser or the application (start_browser, open_browser,
adobe_launch_app) comes before anything done in it. press_key(Enter) and then start_browser is a key pressed
in no browser at all."""

from __future__ import annotations

_VERBS = frozenset("start launch open create".split())  # create_session launches a browser too
_WHAT = frozenset("browser app application session driver".split())


def starts(tool: str) -> bool:
    ws = set(tool.lower().replace("-", "_").split("_"))
    return bool(ws & _VERBS) and bool(ws & _WHAT) and "tab" not in ws


def starts_first(nodes: list) -> list:
    """The nodes with a launch moved ahead of the calls before it that do not feed it (a launch feeds on nothing
    a later call makes: the browser runs before a key is pressed in it)."""
    at = next((i for i, n in enumerate(nodes) if i and starts(n.tool)), None)
    if at is None or any(starts(n.tool) for n in nodes[:at]):
        return nodes
    launch = nodes[at]
    feeds = {id(src) for src, _ in launch.links.values()}
    if any(id(n) in feeds for n in nodes[:at]):
        return nodes
    return [launch, *nodes[:at], *nodes[at + 1:]]


def setups_first(nodes: list) -> list:
    """planner_explore_page, then planner_setup_page: a family's setup (analyzer_setup, planner_setup_page) opens the
    session its other tools run in, so it moves ahead of the first of them when none of those feeds it."""
    from seer.generate.symbolic.graph import _sets_up

    for at, node in enumerate(nodes):
        if not _sets_up(node.tool):
            continue
        family = node.tool.split("_")[0] + "_"
        first = next((i for i in range(at) if nodes[i].tool.startswith(family)), None)
        feeds = {id(src) for src, _ in node.links.values()}
        if first is not None and not any(id(n) in feeds for n in nodes[first:at]):
            return [*nodes[:first], node, *nodes[first:at], *nodes[at + 1:]]
    return nodes


# calls that act on the page shown: in a browser just launched there is none until a navigation
_ON_PAGE = frozenset("click type hover element elements fill press scroll select drag upload snapshot screenshot text "
                     "accessibility find wait verify execute script submit check locate cookie cookies frame frames "
                     "iframe attribute alert dialog interact".split())
# (a cookie is a site's: Selenium refuses add_cookie on the blank page a launch shows; a blank page has no frame to
# switch to, no field's attribute to read and no alert to answer, seeds 1305, 1306 and 1309)
_GOES = frozenset("navigate goto url visit".split())


def on_page(tool: str) -> bool:
    """A call that acts on the page shown (a click, typing, a screenshot), not one that goes to a page."""
    ws = _ws(tool)
    return bool(ws & _ON_PAGE) and not ws & _GOES and not starts(tool) and "tab" not in ws


def pages_first(nodes: list) -> list:
    """open_browser, click_element(index=1), open_url(...): the click lands on a blank page. A navigation that follows
    page calls in a browser the plan launches moves up to just after the launch, when nothing between feeds it."""
    at = next((i for i, n in enumerate(nodes) if starts(n.tool)), None)
    if at is None:
        return nodes
    nav = next((i for i in range(at + 1, len(nodes)) if _ws(nodes[i].tool) & _GOES and not _ws(nodes[i].tool) & {"back", "forward"}), None)
    if nav is None or nav == at + 1:
        return nodes
    between = nodes[at + 1:nav]
    if not all(_ws(n.tool) & _ON_PAGE and not _ws(n.tool) & _GOES for n in between):
        return nodes
    if any(src is n for src, _ in nodes[nav].links.values() for n in between):
        return nodes
    return [*nodes[:at + 1], nodes[nav], *between, *nodes[nav + 1:]]


def _ws(tool: str) -> set[str]:
    return set(tool.lower().replace("-", "_").split("_"))


def picks_tab(tool: str) -> bool:
    """switch_tab, close_tab, name_tab: a call on one of several tabs."""
    ws = _ws(tool)
    return bool(ws & {"tab", "tabs"}) and bool(ws & {"switch", "close", "select", "name", "activate", "focus"})


def opens_tab(tool: str) -> bool:
    ws = _ws(tool)
    return bool(ws & {"tab", "tabs"}) and bool(ws & {"new", "open", "create"})


def lone_tab(tools: list[str]) -> bool:
    """A browser the plan just launched has one tab: no switch to (or close of) tab 4 unless one is opened first."""
    return any(starts(t) for t in tools) and any(picks_tab(t) for t in tools) and not any(opens_tab(t) for t in tools)
