"""One-page rule summaries a teacher can print, one a game, their tables read from the engine's own.

The words are a summary in the kit's own words; every number (the ladder, the payment tables, Table 1,
the Game values) is taken from the modules the engines settle by, so a summary cannot drift from the
play. ``cardlib rules GAME`` writes one; ``docs/rules/`` keeps a printed copy of each.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from cardlib.core.cards import RANKS_HIGH_FIRST, Card, Suit
from cardlib.core.errors import CardlibError
from cardlib.games.boston.calls import ladder as boston_ladder
from cardlib.games.boston.sheets import loss_sheet, misere_sheet, win_sheet
from cardlib.games.boston.spec import SPEC as BOSTON
from cardlib.games.fontainebleau.calls import ladder as fontainebleau_ladder
from cardlib.games.fontainebleau.sheets import flat_sheet, table_sheet
from cardlib.games.fontainebleau.spec import SPEC as FONTAINEBLEAU
from cardlib.games.pitch.points import game_value
from cardlib.games.pitch.spec import SPEC as PITCH
from cardlib.render.html import printable_page
from cardlib.render.sheet import Sheet

STYLE = """
body { font-family: "DejaVu Sans", Arial, sans-serif; color: #111; max-width: 48em; margin: 1em auto;
  font-size: 9.5pt; line-height: 1.32; }
h1 { font-size: 1.45em; margin: 0 0 0.2em; }
h2 { font-size: 1.08em; margin: 0.7em 0 0.2em; border-bottom: 1px solid #999; break-after: avoid; }
p, ul { margin: 0.2em 0; } ul { padding-left: 1.3em; }
.tables { display: flex; flex-wrap: wrap; gap: 0 1.2em; align-items: flex-start; }
table.cardlib-sheet { border-collapse: collapse; margin: 0.3em 0; font-size: 0.92em; break-inside: avoid; }
table.cardlib-sheet td, table.cardlib-sheet th { border: 1px solid #aaa; padding: 0 4px; text-align: right; }
table.cardlib-sheet td:first-child { text-align: left; }
caption { text-align: left; font-weight: bold; padding-bottom: 2px; }
.ladder { font-size: 0.95em; }
@page { size: auto; margin: 12mm 13mm; }
@media print { body { margin: 0; max-width: none; } }
"""


def _rungs(calls) -> list[str]:
    names: list[str] = []
    for call in calls:
        if call.name not in names:
            names.append(call.name)
    return [n.replace("misere", "misère") for n in names]


def _ladder(calls) -> str:
    rungs = " &lt; ".join(f"<b>{escape(n)}</b>" for n in _rungs(calls))
    return f'<p class="ladder">From lowest to highest: {rungs}.</p>'


def _list(items: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"


def _tables(*sheets: Sheet) -> str:
    return '<div class="tables">' + "".join(s._repr_html_() for s in sheets) + "</div>"


def game_values_sheet() -> Sheet:
    """What each card counts toward Game in Auction Pitch (the same in every suit)."""
    counting = [r for r in RANKS_HIGH_FIRST if game_value(Card(Suit.SPADES, r))]
    return Sheet(
        "Game: what captured cards count",
        ("card", *(r.text for r in counting), "others"),
        [("counts", *(str(game_value(Card(Suit.SPADES, r))) for r in counting), "0")],
    )


def pitch_summary() -> str:
    """Auction Pitch on one page."""
    return (
        "<h1>Auction Pitch: the rules on one page</h1>"
        "<p>After R. F. Foster, <i>Foster's Complete Hoyle</i> (1914), pp. 330–333, in cardlib's words.</p>"
        "<h2>Players, cards, the aim</h2>"
        + _list(
            [
                "Four to seven players, each for himself; one pack, ace high. Each is dealt six cards, three "
                "at a time. No trump is turned; the rest of the pack is not used.",
                "Everyone starts with <b>7 to go</b>. Each point scored brings a player one nearer 0; the "
                "first to reach 0 wins the game and the pool of red counters.",
            ]
        )
        + "<h2>The auction (the selling form)</h2>"
        + _list(
            [
                "The <b>eldest hand</b> (left of the dealer) is the <b>seller</b>. He may pitch at once, "
                "for all four points, or sell.",
                "The others bid once each, from the seller's left, 1 to 4 points, each bid higher than the "
                "last, or pass. No bid may offer the seller enough to put him out (with 2 to go, only 1).",
                "The seller <b>accepts</b> the best bid (he scores it at once; the bidder pitches) or "
                "<b>refuses</b> (he pitches himself and must make that many). If nobody bids, he pitches.",
            ]
        )
        + "<h2>The play</h2>"
        + _list(
            [
                "The <b>pitcher</b> leads; the suit of his first card is trumps for the deal.",
                "When trumps are led, follow with a trump if you can. When a plain suit is led you may "
                "always trump; if you do not, follow suit if you can.",
                "Six tricks are played; they matter only for the cards they hold.",
            ]
        )
        + "<h2>The four points, one each</h2>"
        + _list(
            [
                "<b>High</b>: to whoever was dealt the highest trump in play.",
                "<b>Low</b>: to whoever was <i>dealt</i> the lowest trump in play, whoever captures it.",
                "<b>Jack</b>: to whoever wins the trick that contains the jack of trumps (nobody, if it was "
                "not dealt).",
                "<b>Game</b>: to the highest count of captured cards, every suit counting as below; a tie "
                "scores nothing.",
            ]
        )
        + _tables(game_values_sheet())
        + "<h2>Scoring</h2>"
        + _list(
            [
                "A pitcher who makes his bid scores every point he took. One who falls short scores nothing "
                "and is <b>set back</b>: his to go rises by the bid.",
                "Everyone else scores what he took; a seller who accepted has scored the bid already.",
                "When two could go out on one deal, a bidder who made his bid goes out first; otherwise the "
                "points count in the order High, Low, Jack, Game.",
            ]
        )
    )


def boston_summary() -> str:
    """Boston on one page, with its classic payment tables."""
    return (
        "<h1>Boston: the rules on one page</h1>"
        "<p>After R. F. Foster, <i>Foster's Complete Hoyle</i> (1914), pp. 165–196, in cardlib's words.</p>"
        "<h2>Players, cards, the preferences</h2>"
        + _list(
            [
                "Four players, two packs used in turn; thirteen cards each, dealt 4, 4 and 5. A card turned "
                "from the other pack gives <b>First Preference</b>; the other suit of its colour is "
                "<b>Colour</b>. Preferences only rank the bids.",
                "One player, the <b>caller</b>, plays alone against the other three, the adversaries. Twelve "
                "deals make a game; every deal is settled at once in counters (1 red = 10 white).",
            ]
        )
        + "<h2>The calls</h2>"
        + _ladder(boston_ladder())
        + _list(
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
        + _list(
            [
                "The eldest always leads first. Follow suit if you can; otherwise trump or discard.",
                "Trick calls are played out, so that over-tricks count; a misère or spread ends at the "
                "caller's first trick, a slam at his first lost one.",
            ]
        )
        + "<h2>Payments (classic tables, white counters from or to each adversary)</h2>"
        + _tables(win_sheet("classic"), loss_sheet("classic"), misere_sheet())
        + _list(
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


def fontainebleau_summary() -> str:
    """Boston de Fontainebleau on one page, with Table 1."""
    return (
        "<h1>Boston de Fontainebleau: the rules on one page</h1>"
        "<p>After R. F. Foster, <i>Foster's Complete Hoyle</i> (1914), pp. 174–178, in cardlib's words.</p>"
        "<h2>How it differs from Boston</h2>"
        + _list(
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
        + _ladder(fontainebleau_ladder())
        + "<h2>Payments</h2>"
        + _tables(table_sheet(), flat_sheet())
        + _list(
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


SUMMARIES = {
    PITCH.name: pitch_summary,
    BOSTON.name: boston_summary,
    FONTAINEBLEAU.name: fontainebleau_summary,
}


def rule_summary_html(game: str) -> str:
    """The printable page of ``game``'s rules."""
    if game not in SUMMARIES:
        raise CardlibError(f'"{game}": choose one of {", ".join(SUMMARIES)}')
    body = SUMMARIES[game]()
    title = body.split("</h1>")[0].removeprefix("<h1>")
    return printable_page(title, body, STYLE)


def write_rule_summary(game: str, folder: Path) -> Path:
    """Write ``rules-GAME.html`` into ``folder`` and return its path."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"rules-{game}.html"
    path.write_text(rule_summary_html(game), encoding="utf-8")
    return path
