"""The trick search compiled by numba, when numba is installed: the same values, many times faster.

Four hands as 52-bit masks (bit ``13 * suit + rank bit``); alpha-beta on the counted players' tricks,
with a table of bounds at the start of each trick, one card of each group of touching cards, and
simple move ordering. It answers only what :class:`~cardlib.analysis.tricks.TrickSearch` answers
(the pure-Python search, which stays complete for machines and browsers without numba), and a test
compares the two on the same random positions.
"""

from __future__ import annotations

from cardlib.analysis.board import Board, SearchTooBig
from cardlib.analysis.tricks import TrickSearch

try:
    import numpy as np
    from numba import njit
except ImportError:  # the kit runs without numba, on the pure-Python search
    AVAILABLE = False
else:
    AVAILABLE = True

_TOO_BIG = -1000


#: The deepest a search goes: a frame for each card of a deal, and one for the position it starts in.
DEPTH = 53
#: What a frame is doing when the loop comes back to it.
_ENTER, _NEXT, _BACK = 0, 1, 2


def _kernel(hands, leader0, pos0, trick, left0, alpha0, beta0, trump, counted, maxi, table, nodes):
    """Counted tricks from here on with best play; ``trick[left, :pos]`` are the cards on the table.

    An alpha-beta search written as a loop over a stack of frames rather than as a recursive
    function, so that numba can keep the compiled code on disk (its cache cannot keep a recursive
    function safely: numba issue 6061) and each machine compiles it once. ``hands`` is changed while
    searching and put back, except when it gives up: past ``nodes[1]`` positions it returns
    ``_TOO_BIG`` at once, and the caller drops its copy of the hands.
    """
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
    f_state = np.empty(DEPTH, np.int64)
    f_key = np.empty((DEPTH, 5), np.int64)
    f_live = np.empty(DEPTH, np.int64)
    f_moves = np.empty((DEPTH, 13), np.int64)
    scores = np.empty(13, np.int64)
    sp = 0
    f_leader[0], f_pos[0], f_left[0], f_alpha[0], f_beta[0] = leader0, pos0, left0, alpha0, beta0
    f_state[0] = _ENTER
    returned = 0
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
            if pos == 0:
                if left == 0:
                    returned = 0
                    sp -= 1
                    continue
                key = _relative(hands, leader)
                for i in range(5):
                    f_key[sp, i] = key[i]
                low, high = _sure(hands, leader, left, trump, counted, maxi)
                slot = _find(table, key)
                if slot >= 0:
                    low, high = max(low, table[slot, 5]), min(high, table[slot, 6])
                    remembered = table[slot, 7]
                if low >= beta or low == high:
                    returned = low
                    sp -= 1
                    continue
                if high <= alpha:
                    returned = high
                    sp -= 1
                    continue
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
            f_state[sp] = _NEXT
        elif f_state[sp] == _BACK:  # a child has returned its value for the card tried
            card = f_moves[sp, f_next[sp]]
            hands[player] ^= 1 << card
            value = returned + f_added[sp]
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
            f_state[sp] = _NEXT if f_a[sp] < f_b[sp] else -1  # -1: cut off, the frame is done
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
                f_leader[child], f_pos[child], f_left[child] = winner, 0, left - 1
                f_alpha[child], f_beta[child] = f_a[sp] - added, f_b[sp] - added
            else:
                f_added[sp] = 0
                f_leader[child], f_pos[child], f_left[child] = leader, pos + 1, left
                f_alpha[child], f_beta[child] = f_a[sp], f_b[sp]
            sp = child
            continue
        # every card tried, or cut off: the frame's value, kept in the table at a trick's start
        result = f_result[sp]
        if pos == 0:
            key = (f_key[sp, 0], f_key[sp, 1], f_key[sp, 2], f_key[sp, 3], f_key[sp, 4])
            low, high = 0, left
            slot = _find(table, key)
            if slot >= 0:
                low, high = table[slot, 5], table[slot, 6]
            if result <= f_alpha[sp]:
                high = min(high, result)
            elif result >= f_beta[sp]:
                low = max(low, result)
            else:
                low, high = result, result
            chosen = f_chosen[sp]
            suit = chosen // 13
            below = _count((f_live[sp] >> (13 * suit)) & ((1 << (chosen % 13)) - 1))
            _store(table, key, low, high, 16 * suit + below)
        returned = result
        sp -= 1
    return returned


def _lead_score(hands, player, suit, bit, out, trump, counted):
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


def _top_holder(hands, suit, live):
    """Who holds the highest card of ``suit`` still in play (``live``, a 13-bit mask, not empty)."""
    top = 12
    while not (live >> top) & 1:
        top -= 1
    for player in range(4):
        if (hands[player] >> (13 * suit + top)) & 1:
            return player
    return 0  # the top card is on the table, not in a hand


def _beats(card, held, trump):
    """Whether ``card`` beats ``held``, the card winning the trick so far."""
    return (card // 13 == held // 13 and card > held) or (card // 13 == trump and held // 13 != trump)


def _best_so_far(trick, left, pos, trump):
    """Which of the first ``pos`` cards of the trick on the table is winning it."""
    best = 0
    for i in range(1, pos):
        if _beats(trick[left, i], trick[left, best], trump):
            best = i
    return best


#: Slots in a table of bounds (a power of two); a full table overwrites, since every entry is checked.
SLOTS = 1 << 18
#: How many slots from its hash a position may sit.
_PROBES = 4


def _slot(key):
    """Where a position's search in the table starts."""
    mixed = key[4] + 1
    for i in range(4):
        mixed = (mixed * 0x100000001B3) ^ key[i] ^ (key[i] >> 29)
    return (mixed ^ (mixed >> 31)) & (SLOTS - 1)


def _find(table, key):
    """The slot holding ``key``, or -1. A row is the key's five numbers, then low, high and the lead."""
    start = _slot(key)
    for step in range(_PROBES):
        slot = (start + step) & (SLOTS - 1)
        if table[slot, 4] < 0:
            return -1
        if (table[slot, 0] == key[0] and table[slot, 1] == key[1] and table[slot, 2] == key[2]
                and table[slot, 3] == key[3] and table[slot, 4] == key[4]):  # fmt: skip
            return slot
    return -1


def _store(table, key, low, high, lead):
    """Keep a position's bounds: in its own slot, an empty one near, or over the first."""
    start = _slot(key)
    target = start
    for step in range(_PROBES):
        slot = (start + step) & (SLOTS - 1)
        if table[slot, 4] < 0 or (table[slot, 0] == key[0] and table[slot, 1] == key[1]
                                   and table[slot, 2] == key[2] and table[slot, 3] == key[3]
                                   and table[slot, 4] == key[4]):  # fmt: skip
            target = slot
            break
    for i in range(5):
        table[target, i] = key[i]
    table[target, 5], table[target, 6], table[target, 7] = low, high, lead


def _top_run(mine, live):
    """How many of the highest ``live`` cards (a 13-bit mask of one suit) are in ``mine``."""
    run = 0
    for bit in range(12, -1, -1):
        if (live >> bit) & 1:
            if not (mine >> bit) & 1:
                break
            run += 1
    return run


def _sure(hands, leader, left, trump, counted, maxi):
    """Bounds on the counted tricks at a trick's start, from tricks that one side surely takes.

    The top trumps of one hand each take a trick, since every card is played; and a leader who
    wants tricks can cash his top cards while no one can trump them.
    """
    low, high = 0, left
    live = hands[0] | hands[1] | hands[2] | hands[3]
    if trump >= 0:
        trumps = (live >> (13 * trump)) & 0x1FFF
        if trumps:
            holder = _top_holder(hands, trump, trumps)
            run = _top_run((hands[holder] >> (13 * trump)) & 0x1FFF, trumps)
            if (counted >> holder) & 1:
                low = max(low, run)
            else:
                high = min(high, left - run)
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
                if side:
                    low = max(low, sure)
                else:
                    high = min(high, left - sure)
    wants = ((counted >> leader) & 1) == ((maxi >> leader) & 1)
    if not wants:
        return low, high
    hand = hands[leader]
    cashed = 0
    most_trumps = 0
    if trump >= 0:
        for player in range(4):
            if player != leader:
                most_trumps = max(most_trumps, _count((hands[player] >> (13 * trump)) & 0x1FFF))
    trump_run = (
        _top_run((hand >> (13 * trump)) & 0x1FFF, (live >> (13 * trump)) & 0x1FFF) if trump >= 0 else 0
    )
    for suit in range(4):
        run = _top_run((hand >> (13 * suit)) & 0x1FFF, (live >> (13 * suit)) & 0x1FFF)
        if trump >= 0 and suit != trump and trump_run < most_trumps:
            for player in range(4):  # safe only while every player with trumps must follow
                if player != leader and (hands[player] >> (13 * trump)) & 0x1FFF:
                    run = min(run, _count((hands[player] >> (13 * suit)) & 0x1FFF))
        cashed += run
    cashed = min(cashed, left)
    if (counted >> leader) & 1:
        low = max(low, cashed)
    else:
        high = min(high, left - cashed)
    return low, high


def _count(mask):
    """The cards in a 13-bit mask (counted)."""
    found = 0
    while mask:
        mask &= mask - 1
        found += 1
    return found


def _relative(hands, leader):
    """The position's key at a trick's start: each hand's cards by their rank among the cards left.

    Positions alike in that way have the same value, whichever cards have gone.
    """
    out = [0, 0, 0, 0]
    for suit in range(4):
        shift = 13 * suit
        place = 0
        for bit in range(13):
            for player in range(4):
                if (hands[player] >> (shift + bit)) & 1:
                    out[player] |= 1 << (shift + place)
                    place += 1
                    break
    return (out[0], out[1], out[2], out[3], leader)


def trick_player(leader, position):
    """The player who played the card at ``position`` of a trick ``leader`` led."""
    return (leader + position) % 4


def _compiled(function):
    """``function`` compiled when first used, and kept on disk for the next process (numba's cache).

    Where numba finds no folder it may write its cache to (a read-only install and home, as in some
    hub containers), it refuses to cache: the search is then compiled in each process instead.
    """
    try:
        return njit(cache=True)(function)
    except RuntimeError:
        return njit(function)


if AVAILABLE:
    (trick_player, _relative, _top_run, _count, _sure, _slot, _find, _store, _best_so_far, _lead_score,
     _top_holder, _beats) = (
        _compiled(f)
        for f in (trick_player, _relative, _top_run, _count, _sure, _slot, _find, _store, _best_so_far,
                  _lead_score, _top_holder, _beats)
    )  # fmt: skip
    _search = _compiled(_kernel)
else:
    _search = _kernel


def new_table():
    """An empty table of bounds (16 MB), kept to reuse across the positions of one objective."""
    table = np.zeros((SLOTS, 8), np.int64)
    table[:, 4] = -1
    return table


def compiled_value(
    board: Board, counted: set[int], maximisers: set[int], limit: int, table
) -> tuple[int, int]:
    """The counted players' tricks from ``board`` with best play, and the positions searched.

    Raises :class:`SearchTooBig` past ``limit`` positions. Only for four hands and whist's rule.
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
    low, high = 0, board.left
    k = min(max(TrickSearch(board.copy(), counted, maximisers).greedy(), 1), high) if high else 0
    while low < high:  # questions "at least k?", each a null window sharing the table, from a guess
        k = min(max(k, low + 1), high)
        got = _search(hands, board.leader, len(board.trick), trick, board.left, k - 1, k, board.trump,
                      counted_mask, maxi_mask, table, nodes)  # fmt: skip
        if got == _TOO_BIG:
            raise SearchTooBig(limit)
        if got >= k:
            low, k = got, got + 1
        else:
            high, k = got, got
    return low, int(nodes[0])
