"""Boston de Fontainebleau's deals worth studying, as its spec names them (``GameSpec.boards``).

Partners, and a Grand call.

Each board is a seed whose deal, played by the rule-of-thumb players, shows its point; the lessons'
annotated deals (``cardlib.classroom.annotated``) play and draw them. Only they load this module.
"""

from __future__ import annotations

from cardlib.core.boards import Board, action_after
from cardlib.core.errors import CardlibError
from cardlib.core.game import State
from cardlib.core.words import call_title, counted
from cardlib.games.fontainebleau.engine import FontainebleauState
from cardlib.games.fontainebleau.spec import SPEC


# Lesson 5: partners.
def _partners(state: State) -> int | None:
    return action_after(state, lambda p, a: a == "accept")


def _partners_comment(state: State, at: int) -> str:
    result = state.result()
    contract = result["contract"]
    caller, partner = contract["caller"], contract["partner"]
    valuation = state.valuation() if isinstance(state, FontainebleauState) else None
    if valuation is None:
        raise CardlibError("this comment is about a Fontainebleau call")
    need = valuation.needed
    took = result["tricks"][caller] + result["tricks"][partner]
    fate = "make it" if result["made"] else "fall short"
    return (
        f"{caller} bid {call_title(contract['bid'])} and called for a partner; {partner} accepts and "
        f"stays in his seat. Together they must take three more than the bid, {need}. They take {took} "
        f"and {fate}: each partner settles with one adversary, {abs(result['payments'][caller]):g} "
        "white, at the value of the bid plus three (the kit's reading of Foster's one example)."
    )


# More deals: a Grand call.
def _grand(state: State) -> int | None:
    contract = state.contract()
    if contract is None or contract.trump is not None or contract.goal.value != "tricks":
        return None
    return action_after(state, lambda p, a: a == contract.bid)


def _grand_comment(state: State, at: int) -> str:
    result = state.result()
    caller, bid = result["contract"]["caller"], result["contract"]["bid"]
    each = abs(result["payments"][caller]) // 3
    fate = "makes it, and each adversary pays him" if result["made"] else "fails, and pays each adversary"
    return (
        f"{caller} calls {call_title(bid)}: no trumps, ranking above the same number in diamonds. Table 1's "
        "no-trump column is blank for trick calls, so Foster does not say what it pays; this kit pays it at "
        f"the diamond value, with 5 a trick over or short and no honours. {caller} takes "
        f"{counted(result['tricks'][caller], 'trick')} and {fate} {each}."
    )


#: Each lesson's first deals.
FIRST = (
    (
        "fontainebleau-partners",
        5,
        SPEC.name,
        "Partners in Fontainebleau",
        "A caller may call for a partner; together they must take three more than the bid.",
        _partners,
        _partners_comment,
        0,
    ),
)
#: Further deals, each shown after its lesson's first ones (of every game).
FURTHER = (
    (
        "fontainebleau-grand",
        5,
        SPEC.name,
        "A Grand call",
        "A Grand call has no trumps and outranks diamonds; the kit pays it at the diamond value.",
        _grand,
        _grand_comment,
        6,
    ),
)
#: The game's boards, as its spec names them (``GameSpec.boards``).
BOARDS = (*(Board(*fields) for fields in FIRST), *(Board(*fields, further=True) for fields in FURTHER))
