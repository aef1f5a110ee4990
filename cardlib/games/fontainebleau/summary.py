"""Boston de Fontainebleau on one page, for a teacher to print (``cardlib rules fontainebleau``).

Its tables are the engine's own.
"""

from __future__ import annotations

from cardlib.games.fontainebleau.calls import ladder as ladder_of_calls
from cardlib.games.fontainebleau.sheets import flat_sheet, table_sheet
from cardlib.render.summary import bullets, ladder, tables


def summary() -> str:
    """Boston de Fontainebleau on one page, with Table 1."""
    return (
        "<h1>Boston de Fontainebleau: the rules on one page</h1>"
        "<p>After R. F. Foster, <i>Foster's Complete Hoyle</i> (1914), pp. 174–178, in cardlib's words.</p>"
        "<h2>How it differs from Boston</h2>"
        + bullets(
            [
                "Four players, a pack of 52 (two used in turn, as at Boston), no turn-up: a trick call "
                "names its trump, or <b>Grand</b> for no "
                "trump. At one number spades &lt; clubs &lt; hearts &lt; diamonds &lt; Grand.",
                "A player who has passed never bids again.",
                "The successful bidder may <b>call for a partner</b>; together they must take three tricks "
                "more than the bid. Foster does not say which calls allow it or who answers first: this kit "
                "allows it for five to ten tricks and asks the others in turn from the caller's left.",
                "<b>Piccolissimo</b>: after a discard the caller must take exactly one trick, no trump. "
                "Foster names only the caller's discard; this kit has all four discard, as in Little "
                "Misère. Misères, spreads and slams as in Boston; a spread lies face up before a card is "
                "played. A <b>Spread Slam</b> is thirteen tricks with the caller's cards face up.",
                "One pool with no limit: each dealer puts five counters into it (Foster does not say of "
                "which colour; this kit takes 5 red, 50 white, option <code>dealer_stake</code>).",
            ]
        )
        + "<h2>The calls</h2>"
        + ladder(ladder_of_calls())
        + "<h2>Payments</h2>"
        + tables(table_sheet(), flat_sheet())
        + bullets(
            [
                "A made call is paid its Table 1 value plus 5 an over-trick by each adversary; a caller's "
                "honours in trumps count as over-tricks (four as four, three as two).",
                "A <b>Grand</b> (no-trump) trick call outranks diamonds, but Table 1 gives it no value: "
                "Foster does not say; this kit pays it at the diamond value (option "
                "<code>grand_payment</code>).",
                "Every successful caller takes the pool (partners share it); “I pay” before the second "
                "trick saves the adversaries only the over-tricks. A failed call pays each adversary the "
                "value plus 5 a trick short, and as much again into the pool.",
                "Partners who make their call are paid, and partners who fail are charged, at the value of "
                "their bid plus three tricks: Foster's one example (Seven with a partner, nine taken, 135 "
                "each) is read that way by this kit.",
                "If nobody bids, Misère Partout: the fewest tricks take the pool.",
            ]
        )
    )
