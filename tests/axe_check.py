"""axe-core on a page in the browser: the WCAG 2 A and AA rules, and what of them is serious.

The tests hold the kit's pages to no critical or serious violation. What a page's frame causes and the
kit cannot change (JupyterLab's own interface on the site) is left out by naming the part of the page
that is the kit's (``within``), and docs/accessibility.md lists it.
"""

from __future__ import annotations

from typing import Any

#: The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA.
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
SERIOUS = ("critical", "serious")


def axe_violations(page: Any, within: str | None = None) -> list[dict[str, Any]]:
    """Every violation axe-core finds on ``page`` (only inside the CSS selector ``within``, if given)."""
    from axe_playwright_python.sync_playwright import Axe

    options = {"runOnly": {"type": "tag", "values": TAGS}}
    context = {"include": [[within]]} if within else None
    found: list[dict[str, Any]] = Axe().run(page, context=context, options=options).response["violations"]
    return found


def serious(violations: list[dict[str, Any]]) -> list[str]:
    """The critical and serious violations, a line each: the rule, its impact and where."""
    return [
        f"{v['id']} ({v['impact']}): " + "; ".join(" ".join(map(str, n["target"])) for n in v["nodes"][:3])
        for v in violations
        if v["impact"] in SERIOUS
    ]


def counts(violations: list[dict[str, Any]]) -> dict[str, int]:
    """How many violations of each impact (a rule's nodes counted once each)."""
    tally: dict[str, int] = {}
    for v in violations:
        tally[v["impact"]] = tally.get(v["impact"], 0) + len(v["nodes"])
    return tally
