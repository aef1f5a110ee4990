"""Boston on one page, for a teacher to print (``cardlib rules boston``); its tables are the engine's own."""

from __future__ import annotations

from cardlib.games.boston.calls import ladder as ladder_of_calls
from cardlib.games.boston.sheets import loss_sheet, misere_sheet, win_sheet
from cardlib.render.summary import bullets, ladder, tables


def summary() -> str:
    """Boston on one page, with its classic payment tables."""
    return (
        "<h1>Boston: the rules on one page</h1>"
        "<p>After R. F. Foster, <i>Foster's Complete Hoyle</i> (1914), pp. 165–196, in cardlib's words.</p>"
        "<h2>Players, cards, the preferences</h2>"
        + bullets(
            [
                "Four players, two packs used in turn; thirteen cards each, dealt 4, 4 and 5. A card turned "
                "from the other pack gives <b>First Preference</b>; the other suit of its colour is "
                "<b>Colour</b>. Preferences only rank the bids.",
                "One player, the <b>caller</b>, plays alone against the other three, the adversaries. Twelve "
                "deals make a game; every deal is settled at once in counters (1 red = 10 white).",
            ]
        )
        + "<h2>The calls</h2>"
        + ladder(ladder_of_calls())
        + bullets(
            [
                "A trick call names only a number (Boston is five tricks). At one number, <b>plain</b> &lt; "
                "<b>in colour</b> (“I keep”) &lt; <b>in first preference</b> (“I keep over”). Foster shows "
                "only keeping at the number already bid; this kit takes a new number as plain.",
                "In a <b>misère</b> the caller must take no trick; a <b>spread</b> is a misère with his "
                "cards laid face up before a card is played. Before a <i>little</i> one everybody discards "
                "a card unseen, and the caller must lose the other twelve tricks.",
                "The eldest speaks first. A player who passed may come back only with a misère (this kit "
                "counts the spreads as misères) that outranks the bid. If all pass, <b>Misère Partout</b> "
                "is played: no trumps, fewest tricks best; whoever takes most pays each other player the "
                "difference in red.",
            ]
        )
        + "<h2>The play</h2>"
        + bullets(
            [
                "The eldest always leads first. Follow suit if you can; otherwise trump or discard.",
                "Trick calls are played out, so that over-tricks count; a misère or spread ends at the "
                "caller's first trick, a slam at his first lost one.",
            ]
        )
        + "<h2>Payments (classic tables, white counters from or to each adversary)</h2>"
        + tables(win_sheet("classic"), loss_sheet("classic"), misere_sheet())
        + bullets(
            [
                "The pool: everyone puts in a red counter at the start and whenever it is empty; one pool "
                "holds at most 25 red. A caller who makes his call takes it, and one who fails doubles it.",
                "<b>“I pay”</b>: before the second trick the three adversaries may all agree to pay. The "
                "caller is then paid his bid with no over-tricks, and a call below Seven leaves the pool "
                "alone; against Seven or more (a <b>pool bid</b>) they save only the over-tricks. (Foster "
                "names Seven and better; this kit counts the misères and spreads above Seven as pool bids "
                "too.) Misère Partout never touches the pool.",
                "The American tables (an option in cardlib) pay a made call one flat amount, with no "
                "over-tricks, and a failed one from Foster's decimal table; this kit uses the two together.",
            ]
        )
    )
