"""The trick search compiled by numba, when numba is installed: the same values, many times faster.

Four hands as 52-bit masks (bit ``13 * suit + rank bit``); alpha-beta on the counted players' tricks,
with sure-trick bounds and a table of bounds at the start of each trick, one card of each group of
touching cards, and simple move ordering. The table is the partition search's, as in the Python
search's ``ranks_table``: a position settled is stored for every position alike in the cards whose
ranks decided it (same shape, and the same holders from each suit's lowest deciding card up), so one
search settles many. It answers only what :class:`~cardlib.analysis.tricks.TrickSearch` answers
(the pure-Python search, which stays complete for machines and browsers without numba), and a test
compares the two on the same random positions.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardlib.analysis.board import Board, SearchTooBig
from cardlib.analysis.tricks import TrickSearch

if TYPE_CHECKING:
    import numpy.typing as npt

    #: What the search works on: arrays of 64-bit whole numbers (hands, the trick, the tables).
    Ints = npt.NDArray[Any]
    #: A position's shape, its owners and its cards in play: ten numbers, as a tuple or a table's row.
    Shape = Ints | tuple[int, ...]

try:
    import numpy as np
    from numba import njit
except ImportError:  # the kit runs without numba, on the pure-Python search
    AVAILABLE = False
else:
    AVAILABLE = True

_TOO_BIG = -1000
#: How many cards each 13-bit mask holds.
_POP: Any = np.array([bin(m).count("1") for m in range(1 << 13)], np.int64) if AVAILABLE else None
#: Positions of this many tricks or fewer are searched again rather than looked up: quicker than
#: the table, and they would fill it (measured on whole deals: a quarter less time, as many positions).
SMALL = 3
#: A misère has no quick bounds in small positions (nobody wants a trick there), so its small
#: positions are worth keeping: a thirtieth of the positions on eight-card misères.
SMALL_MISERE = 1
#: The deepest a search goes: a frame for each card of a deal, and one for the position it starts in.
DEPTH = 53
#: What a frame is doing when the loop comes back to it.
_ENTER, _NEXT, _BACK = 0, 1, 2


def _kernel(
    hands: Ints,
    leader0: int,
    pos0: int,
    trick: Ints,
    left0: int,
    alpha0: int,
    beta0: int,
    trump: int,
    counted: int,
    maxi: int,
    shapes: Ints,
    entries: Ints,
    nodes: Ints,
    ducker: int,
) -> int:
    """Counted tricks from here on with best play; ``trick[left, :pos]`` are the cards on the table.

    An alpha-beta search written as a loop over a stack of frames rather than as a recursive
    function, so that numba can keep the compiled code on disk (its cache cannot keep a recursive
    function safely: numba issue 6061) and each machine compiles it once. ``hands`` is changed while
    searching and put back, except when it gives up: past ``nodes[1]`` positions it returns
    ``_TOO_BIG`` at once, and the caller drops its copy of the hands. ``ducker`` is a misère's
    caller without trumps (see ``_one_ducker``), else -1.
    """
    small = SMALL_MISERE if ducker >= 0 else SMALL
    # a frame a ply: the position's leader, place in the trick, tricks left and window; its key and
    # bounds at a trick's start; its moves in the order tried; how far through them it is
    f_leader = np.empty(DEPTH, np.int64)
    f_pos = np.empty(DEPTH, np.int64)
    f_left = np.empty(DEPTH, np.int64)
    f_alpha = np.empty(DEPTH, np.int64)  # the window it was asked with (for the table)
    f_beta = np.empty(DEPTH, np.int64)
    f_a = np.empty(DEPTH, np.int64)  # the window as it narrows
    f_b = np.empty(DEPTH, np.int64)
    f_result = np.empty(DEPTH, np.int64)
    f_chosen = np.empty(DEPTH, np.int64)
    f_count = np.empty(DEPTH, np.int64)
    f_next = np.empty(DEPTH, np.int64)
    f_added = np.empty(DEPTH, np.int64)  # the trick the child's card won, if it ended one: 0 or 1
    f_won_by = np.empty(DEPTH, np.int64)  # the card that won that trick, if its rank decided it
    f_state = np.empty(DEPTH, np.int64)
    f_shape = np.empty((DEPTH, 10), np.int64)  # at a trick's start: its shape, owners and cards in play
    f_live = np.empty(DEPTH, np.int64)
    f_moves = np.empty((DEPTH, 13), np.int64)
    f_all_cards = np.empty(DEPTH, np.int64)  # the deciding cards of every card's answer
    f_cut_cards = np.empty(DEPTH, np.int64)  # those of the card that cut the search off, or -1
    f_bound_cards = np.empty(DEPTH, np.int64)  # those of the bounds that narrowed its window
    scores = np.empty(13, np.int64)
    sp = 0
    f_leader[0], f_pos[0], f_left[0], f_alpha[0], f_beta[0] = leader0, pos0, left0, alpha0, beta0
    f_state[0] = _ENTER
    returned, returned_cards = 0, 0
    while sp >= 0:
        leader, pos, left = f_leader[sp], f_pos[sp], f_left[sp]
        player = (leader + pos) % 4
        maximising = (maxi >> player) & 1
        if f_state[sp] == _ENTER:
            nodes[0] += 1
            if nodes[0] > nodes[1]:
                return _TOO_BIG
            alpha, beta = f_alpha[sp], f_beta[sp]
            remembered = -1  # the lead that last settled this position: suit * 16 + live cards below it
            f_bound_cards[sp] = 0
            if pos == 0:
                if left == 0:
                    returned, returned_cards = 0, 0
                    sp -= 1
                    continue
                shape = _position(hands, leader)
                for i in range(10):
                    f_shape[sp, i] = shape[i]
                low, high, low_cards, high_cards = _sure(
                    hands, leader, left, trump, counted, maxi, shape, ducker
                )
                found = (low, high, 0, 0, -1)
                # the sure tricks alone settle about two trick starts in five: no need to look them up
                if left > small and low < beta and high > alpha and low < high:
                    found = _lookup(shapes, entries, shape, low, high, alpha, beta)
                if found[0] > low:
                    low, low_cards = found[0], found[2]
                if found[1] < high:
                    high, high_cards = found[1], found[3]
                remembered = found[4]
                if low >= beta or low == high:
                    returned, returned_cards = low, low_cards | (high_cards if low == high else 0)
                    sp -= 1
                    continue
                if high <= alpha:
                    returned, returned_cards = high, high_cards
                    sp -= 1
                    continue
                # A bound that narrows the window may decide the value found (a value equal to it
                # reads as exact), so the answer rests on its cards too. The "at least k?" questions
                # of compiled_value never narrow a null window, but a wider one would.
                if low > alpha:
                    f_bound_cards[sp] |= low_cards
                if high < beta:
                    f_bound_cards[sp] |= high_cards
                alpha, beta = max(alpha, low), min(beta, high)
                f_alpha[sp], f_beta[sp] = alpha, beta
            hand = hands[player]
            live = hands[0] | hands[1] | hands[2] | hands[3]
            for i in range(pos):
                live |= 1 << trick[left, i]
            f_live[sp] = live
            led = trick[left, 0] // 13 if pos else -1
            if led >= 0 and (hand >> (13 * led)) & 0x1FFF:
                suits_lo, suits_hi = led, led + 1
            else:
                suits_lo, suits_hi = 0, 4
            best = _best_so_far(trick, left, pos, trump)
            wants = ((counted >> player) & 1) == maximising
            count = 0
            for suit in range(suits_lo, suits_hi):
                mine = (hand >> (13 * suit)) & 0x1FFF
                if not mine:
                    continue
                out = (live >> (13 * suit)) & 0x1FFF
                run = False
                for bit in range(13):
                    if (out >> bit) & 1:
                        if (mine >> bit) & 1:
                            if not run:
                                card = 13 * suit + bit
                                if pos == 0:
                                    score = -bit
                                    if wants:
                                        score = _lead_score(hands, player, suit, bit, out, trump, counted)
                                    elif maximising:  # he wants the counted players to win: a misère
                                        score = _forcing_score(hands, player, suit, bit, counted, maxi)
                                else:
                                    held = trick[left, best]
                                    wins = _beats(card, held, trump)
                                    ally = ((maxi >> trick_player(leader, best)) & 1) == maximising
                                    if wins and wants and not ally:
                                        score = 100 - bit - 20 * (suit == trump)
                                    elif wins:
                                        score = -bit - 50
                                    else:
                                        score = 50 - bit if wants else bit - 20 * (suit == trump)
                                if pos == 0 and remembered == 16 * suit + _count(out & ((1 << bit) - 1)):
                                    score = 100000
                                f_moves[sp, count] = card
                                scores[count] = score
                                count += 1
                            run = True
                        else:
                            run = False
            for i in range(1, count):  # best score first
                j = i
                while j > 0 and scores[j] > scores[j - 1]:
                    scores[j], scores[j - 1] = scores[j - 1], scores[j]
                    f_moves[sp, j], f_moves[sp, j - 1] = f_moves[sp, j - 1], f_moves[sp, j]
                    j -= 1
            f_count[sp], f_next[sp] = count, 0
            f_a[sp], f_b[sp] = alpha, beta
            f_result[sp] = -1 if maximising else 99
            f_chosen[sp] = -1
            f_all_cards[sp], f_cut_cards[sp] = 0, -1
            f_state[sp] = _NEXT
        elif f_state[sp] == _BACK:  # a child has returned its value for the card tried
            card = f_moves[sp, f_next[sp]]
            hands[player] ^= 1 << card
            value = returned + f_added[sp]
            cards = returned_cards | f_won_by[sp]
            f_all_cards[sp] |= cards
            if maximising:
                if value > f_result[sp]:
                    f_result[sp], f_chosen[sp] = value, card
                if f_result[sp] > f_a[sp]:
                    f_a[sp] = f_result[sp]
            else:
                if value < f_result[sp]:
                    f_result[sp], f_chosen[sp] = value, card
                if f_result[sp] < f_b[sp]:
                    f_b[sp] = f_result[sp]
            f_next[sp] += 1
            if f_a[sp] >= f_b[sp]:  # cut off: this card's answer alone settles the position
                f_cut_cards[sp] = cards
                f_state[sp] = -1
            else:
                f_state[sp] = _NEXT
        if f_state[sp] == _NEXT and f_next[sp] < f_count[sp]:  # try the next card: push its position
            card = f_moves[sp, f_next[sp]]
            hands[player] ^= 1 << card
            trick[left, pos] = card
            child = sp + 1
            f_state[sp] = _BACK
            f_state[child] = _ENTER
            if pos == 3:
                best = _best_so_far(trick, left, 4, trump)
                winner = trick_player(leader, best)
                added = (counted >> winner) & 1
                f_added[sp] = added
                won = trick[left, best]
                others = 0  # a card that beat another of its suit won by its rank
                for i in range(4):
                    if i != best and trick[left, i] // 13 == won // 13:
                        others += 1
                f_won_by[sp] = (1 << won) if others else 0
                f_leader[child], f_pos[child], f_left[child] = winner, 0, left - 1
                f_alpha[child], f_beta[child] = f_a[sp] - added, f_b[sp] - added
            else:
                f_added[sp], f_won_by[sp] = 0, 0
                f_leader[child], f_pos[child], f_left[child] = leader, pos + 1, left
                f_alpha[child], f_beta[child] = f_a[sp], f_b[sp]
            sp = child
            continue
        # every card tried, or cut off: the frame's value and the cards it rests on, kept in the table
        # at a trick's start
        result = f_result[sp]
        if f_cut_cards[sp] >= 0:
            cards = f_cut_cards[sp]
        else:  # every card answered: one card of a run stood for the run, which must keep its holder
            cards = _whole_runs(hands[player], f_live[sp], f_all_cards[sp])
        cards |= f_bound_cards[sp]
        if pos == 0:
            low, high = 0, left
            if result <= f_alpha[sp]:
                high = result
            elif result >= f_beta[sp]:
                low = result
            else:
                low, high = result, result
            chosen = f_chosen[sp]
            lead = -1
            if chosen >= 0:
                suit = chosen // 13
                lead = 16 * suit + _count((f_live[sp] >> (13 * suit)) & ((1 << (chosen % 13)) - 1))
            if left > small:
                _put(shapes, entries, f_shape[sp], cards, low, high, lead)
        returned, returned_cards = result, cards
        sp -= 1
    return returned


def _lead_score(hands: Ints, player: int, suit: int, bit: int, out: int, trump: int, counted: int) -> int:
    """How good a lead is for a player who wants tricks (higher is tried first).

    His top card of a suit first, then a low card to his partner's top card, then the rest lowest
    first; a suit the other side can trump comes later (the Python search's order).
    """
    holder = _top_holder(hands, suit, out)
    side = (counted >> player) & 1
    partner = holder != player and ((counted >> holder) & 1) == side
    ruffed = False
    if trump >= 0 and suit != trump:
        for other in range(4):
            void = not (hands[other] >> (13 * suit)) & 0x1FFF
            if ((counted >> other) & 1) != side and void and (hands[other] >> (13 * trump)) & 0x1FFF:
                ruffed = True
    place = 2 * partner - 2 * ruffed
    mine = (hands[player] >> (13 * suit)) & 0x1FFF
    if holder == player and not (out >> (bit + 1)) & ~(mine >> (bit + 1)):  # his group holds the top
        return 100 * (3 + place) + bit
    return 100 * place - bit


def _forcing_score(hands: Ints, player: int, suit: int, bit: int, counted: int, maxi: int) -> int:
    """How good a lead is for a misère's adversary, who wants the caller to take a trick.

    Best a card below all the caller's cards of its suit, above all if every other adversary's card
    of the suit is below them too (the caller must win it); a suit the caller lacks, last.
    """
    caller, others = 0, 0
    for other in range(4):
        cards = (hands[other] >> (13 * suit)) & 0x1FFF
        if ((counted >> other) & 1) and not ((maxi >> other) & 1):
            caller |= cards
        elif other != player:
            others |= cards
    if not caller:
        return -100 - bit
    lowest = caller & -caller
    if lowest >> bit <= 1:  # the caller can play under it
        return -bit
    return 100 + 100 * (others < lowest) - bit


def _top_holder(hands: Ints, suit: int, live: int) -> int:
    """Who holds the highest card of ``suit`` still in play (``live``, a 13-bit mask, not empty)."""
    top = 12
    while not (live >> top) & 1:
        top -= 1
    for player in range(4):
        if (hands[player] >> (13 * suit + top)) & 1:
            return player
    return 0  # the top card is on the table, not in a hand


def _beats(card: int, held: int, trump: int) -> bool:
    """Whether ``card`` beats ``held``, the card winning the trick so far."""
    return (card // 13 == held // 13 and card > held) or (card // 13 == trump and held // 13 != trump)


def _best_so_far(trick: Ints, left: int, pos: int, trump: int) -> int:
    """Which of the first ``pos`` cards of the trick on the table is winning it."""
    best = 0
    for i in range(1, pos):
        if _beats(trick[left, i], trick[left, best], trump):
            best = i
    return best


def _whole_runs(hand: int, live: int, cards: int) -> int:
    """``cards`` with, in each suit, ``hand``'s run of touching cards through the lowest one.

    Only one card of a run was tried; the run stands for all its cards only if the whole run keeps
    its holder in every position the answer is stored for.
    """
    found = cards
    for suit in range(4):
        ranks = (cards >> (13 * suit)) & 0x1FFF
        if not ranks:
            continue
        low = 0
        while not (ranks >> low) & 1:
            low += 1
        mine = (hand >> (13 * suit)) & 0x1FFF
        if not (mine >> low) & 1:
            continue
        out = (live >> (13 * suit)) & 0x1FFF
        bottom = low
        below = bottom - 1
        while below >= 0:
            if (out >> below) & 1:
                if not (mine >> below) & 1:
                    break
                bottom = below
            below -= 1
        found |= 1 << (13 * suit + bottom)
    return found


def _position(hands: Ints, leader: int) -> tuple[int, ...]:
    """A trick's start as the table files it: shape, owners and cards in play.

    The shape is two numbers (the leader, and every suit's length in every hand); a suit's owners
    are the holder of each of its cards in play, lowest first, two bits a card.
    """
    shape_a, shape_b = leader << 32, 0
    o0, o1, o2, o3, l0, l1, l2, l3 = 0, 0, 0, 0, 0, 0, 0, 0
    for suit in range(4):
        shift = 13 * suit
        h0 = (hands[0] >> shift) & 0x1FFF
        h1 = (hands[1] >> shift) & 0x1FFF
        h2 = (hands[2] >> shift) & 0x1FFF
        h3 = (hands[3] >> shift) & 0x1FFF
        lives = h0 | h1 | h2 | h3
        owners, place, rest = 0, 0, lives
        while rest:
            low = rest & -rest
            rest ^= low
            if h1 & low:
                owners |= 1 << (2 * place)
            elif h2 & low:
                owners |= 2 << (2 * place)
            elif h3 & low:
                owners |= 3 << (2 * place)
            place += 1
        lengths = _count(h0) | (_count(h1) << 4) | (_count(h2) << 8) | (_count(h3) << 12)
        if suit < 2:
            shape_a |= lengths << (16 * suit)
        else:
            shape_b |= lengths << (16 * (suit - 2))
        if suit == 0:
            o0, l0 = owners, lives
        elif suit == 1:
            o1, l1 = owners, lives
        elif suit == 2:
            o2, l2 = owners, lives
        else:
            o3, l3 = owners, lives
    return (shape_a, shape_b, o0, o1, o2, o3, l0, l1, l2, l3)


def _cut(cards: int, live: int) -> int:
    """How many of a suit's cards in play (13-bit ``live``) lie below its lowest card of ``cards``."""
    ranks = cards & live
    if not ranks:
        return _count(live)
    return _count(live & ((ranks & -ranks) - 1))


def _above(cut: int, live: int) -> int:
    """The cards of a suit in play from its ``cut``-th lowest up (13-bit masks)."""
    found, seen = 0, 0
    for bit in range(13):
        if (live >> bit) & 1:
            if seen >= cut:
                found |= 1 << bit
            seen += 1
    return found


#: The table is two arrays. ``shapes`` lists, for each shape (found by its hash), the cuts its
#: entries were stored with, four to a number; ``entries`` holds each entry under its whole pattern
#: (shape, cut, and the holders from the cut up). Sizes are powers of two.
SHAPES = 1 << 16
ENTRIES = 1 << 18
#: How many different cuts a shape lists (when full, a new cut takes the place of an older one).
CUTS = 64
#: How many slots from its hash a shape or an entry may sit.
_PROBES = 4
#: A shape's row: its two numbers, its count of cuts, then the cuts, sixteen bits each.
_SHAPE_COLUMNS = 3 + CUTS // 4
#: An entry's row: the shape's two numbers, the cut, the holders from the cut up of suits 0 and 1
#: and of suits 2 and 3 (26 bits a suit), then low, high and the lead that settled it, packed.
_ENTRY_COLUMNS = 6


def _mix(a: int, b: int, c: int) -> int:
    """A hash of three numbers."""
    mixed = (a * 0x100000001B3) ^ (b + 0x9E3779B9)
    mixed = ((mixed ^ (mixed >> 29)) * 0x100000001B3) ^ c
    return mixed ^ (mixed >> 31)


def _shape_row(shapes: Ints, shape_a: int, shape_b: int, make: bool) -> int:
    """The row of a shape (made if ``make``: in an empty slot near its hash, or over the first), or -1."""
    start = _mix(shape_a, shape_b, 0) & (SHAPES - 1)
    for step in range(_PROBES):
        slot = (start + step) & (SHAPES - 1)
        if shapes[slot, 2] < 0:
            if not make:
                return -1
            shapes[slot, 0], shapes[slot, 1], shapes[slot, 2] = shape_a, shape_b, 0
            return slot
        if shapes[slot, 0] == shape_a and shapes[slot, 1] == shape_b:
            return slot
    if not make:
        return -1
    shapes[start, 0], shapes[start, 1], shapes[start, 2] = shape_a, shape_b, 0
    return start


def _cut_at(shapes: Ints, row: int, i: int) -> int:
    """The ``i``-th cut a shape's row lists."""
    return int((shapes[row, 3 + i // 4] >> (16 * (i % 4))) & 0xFFFF)


def _set_cut(shapes: Ints, row: int, i: int, cut: int) -> None:
    """Make the ``i``-th cut of a shape's row ``cut``."""
    column, shift = 3 + i // 4, 16 * (i % 4)
    shapes[row, column] = (shapes[row, column] & ~(0xFFFF << shift)) | (cut << shift)


def _entry_row(
    entries: Ints, shape_a: int, shape_b: int, cut: int, pair01: int, pair23: int, make: bool
) -> int:
    """The row of a whole pattern (claimed if ``make``: an empty slot near its hash, or the first), or -1."""
    start = _mix(shape_a ^ (cut << 40), shape_b ^ pair01, pair23) & (ENTRIES - 1)
    for step in range(_PROBES):
        slot = (start + step) & (ENTRIES - 1)
        if entries[slot, 2] < 0:
            return slot if make else -1
        if (entries[slot, 0] == shape_a and entries[slot, 1] == shape_b and entries[slot, 2] == cut
                and entries[slot, 3] == pair01 and entries[slot, 4] == pair23):  # fmt: skip
            return slot
    return start if make else -1


def _pairs(shape: Shape, c0: int, c1: int, c2: int, c3: int) -> tuple[int, int]:
    """The holders of the cards from each suit's cut up, suits 0 and 1 in one number, 2 and 3 in another."""
    pair01 = (shape[2] >> (2 * c0)) | ((shape[3] >> (2 * c1)) << 26)
    pair23 = (shape[4] >> (2 * c2)) | ((shape[5] >> (2 * c3)) << 26)
    return pair01, pair23


def _lookup(
    shapes: Ints, entries: Ints, shape: Shape, low: int, high: int, alpha: int, beta: int
) -> tuple[int, int, int, int, int]:
    """(low, high, low's cards, high's cards, a lead) from the entries that stand for the position.

    An entry stands for a position with the same shape whose holders, in each suit, of the cards
    from the entry's cut up are the entry's. ``low`` and ``high`` come back unchanged, with no
    cards, where no entry tightens them; the lead is the one that settled an entry, or -1. The
    cuts are asked in turn until one settles the window (``alpha``, ``beta``); that cut moves to
    the front, since the positions searched next are mostly settled by the same cards.
    """
    low_cards, high_cards, lead = 0, 0, -1
    row = _shape_row(shapes, shape[0], shape[1], False)
    if row < 0:
        return low, high, low_cards, high_cards, lead
    for i in range(shapes[row, 2]):
        cut = _cut_at(shapes, row, i)
        c0, c1, c2, c3 = cut & 15, (cut >> 4) & 15, (cut >> 8) & 15, (cut >> 12) & 15
        pair01, pair23 = _pairs(shape, c0, c1, c2, c3)
        slot = _entry_row(entries, shape[0], shape[1], cut, pair01, pair23, False)
        if slot < 0:
            continue
        packed = entries[slot, 5]
        entry_low, entry_high = packed & 15, (packed >> 4) & 15
        if lead < 0:
            lead = (packed >> 8) - 1
        if entry_low > low or entry_high < high:
            cards = (_above(c0, shape[6]) | (_above(c1, shape[7]) << 13) | (_above(c2, shape[8]) << 26)
                     | (_above(c3, shape[9]) << 39))  # fmt: skip
            if entry_low > low:
                low, low_cards = entry_low, cards
            if entry_high < high:
                high, high_cards = entry_high, cards
            if low >= beta or high <= alpha or low == high:
                if i > 0:
                    _set_cut(shapes, row, i, _cut_at(shapes, row, 0))
                    _set_cut(shapes, row, 0, cut)
                break
    return low, high, low_cards, high_cards, lead


def _put(shapes: Ints, entries: Ints, shape: Shape, cards: int, low: int, high: int, lead: int) -> None:
    """Keep a position's bounds for every position alike in ``cards``.

    Alike: the same shape and, from each suit's lowest such card up, the same holders.
    """
    c0 = _cut(cards & 0x1FFF, shape[6])
    c1 = _cut((cards >> 13) & 0x1FFF, shape[7])
    c2 = _cut((cards >> 26) & 0x1FFF, shape[8])
    c3 = _cut((cards >> 39) & 0x1FFF, shape[9])
    cut = c0 | (c1 << 4) | (c2 << 8) | (c3 << 12)
    pair01, pair23 = _pairs(shape, c0, c1, c2, c3)
    row = _shape_row(shapes, shape[0], shape[1], True)
    listed = False
    for i in range(shapes[row, 2]):
        if _cut_at(shapes, row, i) == cut:
            listed = True
            break
    if not listed:
        if shapes[row, 2] < CUTS:
            _set_cut(shapes, row, shapes[row, 2], cut)
            shapes[row, 2] += 1
        else:  # a full row: the newest cut takes the place of one of the later ones
            _set_cut(shapes, row, CUTS // 2 + cut % (CUTS // 2), cut)
    slot = _entry_row(entries, shape[0], shape[1], cut, pair01, pair23, True)
    if (entries[slot, 2] == cut and entries[slot, 0] == shape[0] and entries[slot, 1] == shape[1]
            and entries[slot, 3] == pair01 and entries[slot, 4] == pair23):  # fmt: skip
        packed = entries[slot, 5]  # the same pattern: both answers hold
        low, high = max(low, packed & 15), min(high, (packed >> 4) & 15)
    entries[slot, 0], entries[slot, 1], entries[slot, 2] = shape[0], shape[1], cut
    entries[slot, 3], entries[slot, 4] = pair01, pair23
    entries[slot, 5] = low | (high << 4) | ((lead + 1) << 8)


def _top_run(mine: int, live: int) -> int:
    """How many of the highest ``live`` cards (a 13-bit mask of one suit) are in ``mine``."""
    run = 0
    for bit in range(12, -1, -1):
        if (live >> bit) & 1:
            if not (mine >> bit) & 1:
                break
            run += 1
    return run


def _sure(
    hands: Ints, leader: int, left: int, trump: int, counted: int, maxi: int, shape: Shape, ducker: int
) -> tuple[int, int, int, int]:
    """Bounds on the counted tricks at a trick's start, each with the cards it rests on.

    Returns (low, high, low's cards, high's cards), from tricks that one side surely takes. The
    top trumps of one hand each take a trick, since every card is played; a player's trumps take as
    many tricks as the other side's higher trumps cannot fall on; and a leader who wants tricks can
    cash his top cards while no one can trump them. A misère's caller (``ducker``) has bounds of his
    own (``_misere_bounds``).
    """
    low, high, low_cards, high_cards = 0, left, 0, 0
    if trump >= 0:
        trumps = shape[6 + trump]
        if trumps:
            top = 12
            while not (trumps >> top) & 1:
                top -= 1
            holder = 0
            for player in range(4):
                if (hands[player] >> (13 * trump + top)) & 1:
                    holder = player
            run = _top_run((hands[holder] >> (13 * trump)) & 0x1FFF, trumps)
            cards = _top_cards(trumps, run) << (13 * trump)
            if (counted >> holder) & 1:
                if run > low:
                    low, low_cards = run, cards
            elif left - run < high:
                high, high_cards = left - run, cards
            for player in range(4):  # each trump of his that no higher trump of the other side can meet
                mine = (hands[player] >> (13 * trump)) & 0x1FFF
                if not mine:
                    continue
                side = (counted >> player) & 1
                theirs = 0
                for other in range(4):
                    if ((counted >> other) & 1) != side:
                        theirs |= (hands[other] >> (13 * trump)) & 0x1FFF
                beaten = 0
                spare = theirs
                for bit in range(13):
                    if (mine >> bit) & 1:
                        above = spare >> (bit + 1)
                        if not above:
                            break
                        lowest = bit + 1
                        while not (spare >> lowest) & 1:
                            lowest += 1
                        spare ^= 1 << lowest
                        beaten += 1
                sure = _count(mine) - beaten
                lowest = 0
                while not (mine >> lowest) & 1:
                    lowest += 1
                cards = ((trumps >> lowest) << lowest) << (13 * trump) if theirs else 0
                if side:
                    if sure > low:
                        low, low_cards = sure, cards
                elif left - sure < high:
                    high, high_cards = left - sure, cards
    if ducker >= 0:
        return _misere_bounds(hands, leader, left, ducker, shape)
    wants = ((counted >> leader) & 1) == ((maxi >> leader) & 1)
    if not wants:
        return low, high, low_cards, high_cards
    hand = hands[leader]
    cashed = 0
    cards = 0
    most_trumps = 0
    if trump >= 0:
        for player in range(4):
            if player != leader:
                most_trumps = max(most_trumps, _count((hands[player] >> (13 * trump)) & 0x1FFF))
    trump_run = _top_run((hand >> (13 * trump)) & 0x1FFF, shape[6 + trump]) if trump >= 0 else 0
    for suit in range(4):
        run = _top_run((hand >> (13 * suit)) & 0x1FFF, shape[6 + suit])
        if trump >= 0 and suit != trump and trump_run < most_trumps:
            for player in range(4):  # safe only while every player with trumps must follow
                if player != leader and (hands[player] >> (13 * trump)) & 0x1FFF:
                    run = min(run, _count((hands[player] >> (13 * suit)) & 0x1FFF))
        cashed += run
        cards |= _top_cards(shape[6 + suit], run) << (13 * suit)
    cashed = min(cashed, left)
    if (counted >> leader) & 1:
        if cashed > low:
            low, low_cards = cashed, cards
    elif left - cashed < high:
        high, high_cards = left - cashed, cards
    return low, high, low_cards, high_cards


def _one_ducker(counted: int, maxi: int) -> int:
    """The caller of a misère (the one counted player, the other three wanting him to take tricks), or -1."""
    if maxi != 15 ^ counted:
        return -1
    for player in range(4):
        if counted == 1 << player:
            return player
    return -1


def _misere_bounds(
    hands: Ints, leader: int, left: int, caller: int, shape: Shape
) -> tuple[int, int, int, int]:
    """Bounds on a misère caller's tricks at a trick's start, without trumps (as ``_sure`` returns them).

    He takes none if in every suit he holds all his cards are below all the others' and one of them
    holds as many of it as he does: whoever leads it, someone plays over him. He takes this trick if
    the leader can lead a suit in which each other holder has a card below all of his (he must follow
    and win it), or if he leads and every suit of his is like that. Each bound rests on whole suits.
    """
    safe, forced, forcing, held = True, True, False, 0
    for suit in range(4):
        mine = (hands[caller] >> (13 * suit)) & 0x1FFF
        if not mine:
            continue
        held |= shape[6 + suit] << (13 * suit)
        theirs, longest, under = 0, 0, True
        for other in range(4):
            if other == caller:
                continue
            cards = (hands[other] >> (13 * suit)) & 0x1FFF
            theirs |= cards
            longest = max(longest, _count(cards))
            if cards and (cards & -cards) > (mine & -mine):
                under = False
        top = 12
        while not (mine >> top) & 1:
            top -= 1
        if not theirs or (theirs & -theirs) >> top <= 1 or longest < _count(mine):
            safe = False
        if not under:
            forced = False
        elif theirs and leader != caller and (hands[leader] >> (13 * suit)) & 0x1FFF:
            forcing = True
    if safe:
        return 0, 0, held, held
    if forcing or (forced and leader == caller):
        return 1, left, held, 0
    return 0, left, 0, 0


def _top_cards(live: int, run: int) -> int:
    """The ``run`` highest cards of a suit's cards in play (13-bit masks)."""
    found = 0
    bit = 12
    while run > 0 and bit >= 0:
        if (live >> bit) & 1:
            found |= 1 << bit
            run -= 1
        bit -= 1
    return found


def _count(mask: int) -> int:
    """The cards in a 13-bit mask (read from a table of every such mask)."""
    return int(_POP[mask])


def trick_player(leader: int, position: int) -> int:
    """The player who played the card at ``position`` of a trick ``leader`` led."""
    return (leader + position) % 4


def _compiled(function: Callable[..., Any]) -> Callable[..., Any]:
    """``function`` compiled when first used, and kept on disk for the next process (numba's cache).

    Where numba finds no folder it may write its cache to (a read-only install and home, as in some
    hub containers), it refuses to cache: the search is then compiled in each process instead.
    """
    try:
        return njit(cache=True)(function)
    except RuntimeError:
        return njit(function)


if AVAILABLE:
    (trick_player, _position, _whole_runs, _cut, _above, _mix, _shape_row, _cut_at, _set_cut, _entry_row,
     _pairs, _lookup, _put, _top_run, _top_cards, _count, _sure, _best_so_far, _lead_score, _forcing_score,
     _top_holder, _beats, _one_ducker, _misere_bounds) = (
        _compiled(f)
        for f in (trick_player, _position, _whole_runs, _cut, _above, _mix, _shape_row, _cut_at, _set_cut,
                  _entry_row, _pairs, _lookup, _put, _top_run, _top_cards, _count, _sure, _best_so_far,
                  _lead_score, _forcing_score, _top_holder, _beats, _one_ducker, _misere_bounds)
    )  # fmt: skip
    _search = _compiled(_kernel)
else:
    _search = _kernel


class Table:
    """A compiled search's table of bounds (about 22 MB): its shapes' cuts and its entries.

    Kept to reuse across the positions of one objective (see ``_lookup``).
    """

    def __init__(self) -> None:
        self.shapes = np.zeros((SHAPES, _SHAPE_COLUMNS), np.int64)
        self.shapes[:, 2] = -1  # an empty row
        self.entries = np.zeros((ENTRIES, _ENTRY_COLUMNS), np.int64)
        self.entries[:, 2] = -1

    @property
    def nbytes(self) -> int:
        """The memory the table holds (what a :class:`~cardlib.analysis.solver.Solver` counts)."""
        return int(self.shapes.nbytes + self.entries.nbytes)


def new_table() -> Table:
    """An empty table of bounds."""
    return Table()


def compiled_value(
    board: Board,
    counted: set[int],
    maximisers: set[int],
    limit: int,
    table: Table,
    most: int | None = None,
    guess: int | None = None,
) -> tuple[int, int]:
    """The counted players' tricks from ``board`` with best play (no more than ``most``), and the positions.

    The first question is "at least ``guess``?" (a likely count), or else "at least the greedy line's
    count?". Raises :class:`SearchTooBig` past ``limit`` positions. Only for four hands and whist's rule.
    """
    hands = np.zeros(4, np.int64)
    for player, suits in enumerate(board.hands):
        for suit, mask in enumerate(suits):
            hands[player] |= mask << (13 * suit)
    trick = np.zeros((board.left + 1, 4), np.int64)  # a row for each trick still to play
    for i, (_, suit, bit) in enumerate(board.trick):
        trick[board.left, i] = 13 * suit + bit
    nodes = np.array([0, limit], np.int64)
    counted_mask = sum(1 << p for p in counted)
    maxi_mask = sum(1 << p for p in maximisers)
    low, high = 0, board.left if most is None else min(most, board.left)
    cap = high  # an answer from the table may say more than was asked
    ducker = _one_ducker(counted_mask, maxi_mask) if board.trump < 0 else -1  # a misère: its own bounds
    if guess is None:
        guess = TrickSearch(board.copy(), counted, maximisers).greedy()
    k = min(max(guess, 1), high) if high else 0
    while low < high:  # questions "at least k?", each a null window sharing the table, from a guess
        k = min(max(k, low + 1), high)
        got = _search(hands, board.leader, len(board.trick), trick, board.left, k - 1, k, board.trump,
                      counted_mask, maxi_mask, table.shapes, table.entries, nodes, ducker)  # fmt: skip
        if got == _TOO_BIG:
            raise SearchTooBig(limit)
        if got >= k:
            low, k = got, got + 1
        else:
            high, k = got, got
    return min(low, cap), int(nodes[0])


@dataclass(frozen=True)
class Prepared:
    """What :func:`prepare` did: whether the search was compiled now, how long it took, where it is kept."""

    #: True if numba compiled the search in this call; False if it read it from its cache.
    compiled: bool
    #: The processor seconds the call took.
    seconds: float
    #: The folder numba keeps the compiled search in, or None if it cannot keep it (a read-only install).
    kept_in: str | None


def prepare() -> Prepared:
    """Compile the search now, or read it from numba's cache: the first analysis then starts at once.

    Compiling takes some seconds of processor, once a machine (and again after the search's source
    changes); the set-up command does it (``cardlib compile``), so that no learner waits for it in the
    middle of a lesson. Raises :class:`RuntimeError` without numba, or with its compiler turned off
    (``NUMBA_DISABLE_JIT``).
    """
    dispatcher: Any = _search  # numba's: it counts the signatures it compiled and those it read
    stats = getattr(dispatcher, "stats", None)
    if stats is None:
        raise RuntimeError("numba is not installed" if not AVAILABLE else "numba's compiler is turned off")
    start = time.process_time()
    misses = sum(stats.cache_misses.values())
    # Small real searches compile every function they call, with the very types the analyses use: a
    # trick call with trumps, and a misère without (whose caller Python finds by a compiled function).
    hands = [[(1 << p) | (1 << (p + 4)) for _ in range(4)] for p in range(4)]  # eight cards each
    compiled_value(Board(hands, 0, 0), {0}, {0}, 1_000_000, Table())
    compiled_value(Board(hands, 0, None), {0}, {1, 2, 3}, 1_000_000, Table(), most=1)
    return Prepared(sum(stats.cache_misses.values()) > misses, time.process_time() - start, stats.cache_path)
