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


def _kernel(hands, leader, pos, trick, left, alpha, beta, trump, counted, maxi, table, nodes):
    """Counted tricks from here on with best play; ``trick[left, :pos]`` are the cards on the table.

    ``hands`` is changed while searching and put back. Returns ``_TOO_BIG`` once ``nodes[0]`` passes
    ``nodes[1]``.
    """
    nodes[0] += 1
    if nodes[0] > nodes[1]:
        return _TOO_BIG
    key = _relative(hands, leader) if pos == 0 else (0, 0, 0, 0, 0)
    remembered = -1  # the lead that last settled this position: suit * 16 + live cards below it
    if pos == 0:
        if left == 0:
            return 0
        low, high = _sure(hands, leader, left, trump, counted, maxi)
        slot = _find(table, key)
        if slot >= 0:
            low, high, remembered = max(low, table[slot, 5]), min(high, table[slot, 6]), table[slot, 7]
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        alpha, beta = max(alpha, low), min(beta, high)
    player = (leader + pos) % 4
    hand = hands[player]
    live = hands[0] | hands[1] | hands[2] | hands[3]
    for i in range(pos):
        live |= 1 << trick[left, i]
    led = trick[left, 0] // 13 if pos else -1
    if led >= 0 and (hand >> (13 * led)) & 0x1FFF:
        suits_lo, suits_hi = led, led + 1
    else:
        suits_lo, suits_hi = 0, 4
    # the best card so far of the trick on the table
    best = -1
    for i in range(pos):
        card = trick[left, i]
        if best < 0:
            best = i
        else:
            held = trick[left, best]
            if (card // 13 == held // 13 and card > held) or (card // 13 == trump and held // 13 != trump):
                best = i
    maximising = (maxi >> player) & 1
    wants = ((counted >> player) & 1) == maximising
    moves = np.empty(13, np.int64)
    scores = np.empty(13, np.int64)
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
                            score = bit if wants else -bit
                        else:
                            held = trick[left, best]
                            wins = (suit == held // 13 and card > held) or (
                                suit == trump and held // 13 != trump
                            )
                            ally = ((maxi >> trick_player(leader, best)) & 1) == maximising
                            if wins and wants and not ally:
                                score = 100 - bit - 20 * (suit == trump)
                            elif wins:
                                score = -bit - 50
                            else:
                                score = 50 - bit if wants else bit - 20 * (suit == trump)
                        if pos == 0 and remembered == 16 * suit + _count(out & ((1 << bit) - 1)):
                            score = 1000
                        moves[count] = card
                        scores[count] = score
                        count += 1
                    run = True
                else:
                    run = False
    for i in range(1, count):  # best score first
        j = i
        while j > 0 and scores[j] > scores[j - 1]:
            scores[j], scores[j - 1] = scores[j - 1], scores[j]
            moves[j], moves[j - 1] = moves[j - 1], moves[j]
            j -= 1
    a, b = alpha, beta
    result = -1 if maximising else 99
    chosen = -1
    for i in range(count):
        card = moves[i]
        hands[player] ^= 1 << card
        trick[left, pos] = card
        if pos == 3:
            win = best
            held = trick[left, best]
            if (card // 13 == held // 13 and card > held) or (card // 13 == trump and held // 13 != trump):
                win = 3
            winner = trick_player(leader, win)
            later = _search(hands, winner, 0, trick, left - 1, a - ((counted >> winner) & 1),
                            b - ((counted >> winner) & 1), trump, counted, maxi, table, nodes)  # fmt: skip
            value = _TOO_BIG if later == _TOO_BIG else later + ((counted >> winner) & 1)
        else:
            value = _search(hands, leader, pos + 1, trick, left, a, b, trump, counted, maxi, table, nodes)
        hands[player] ^= 1 << card
        if value == _TOO_BIG:
            return _TOO_BIG
        if maximising:
            if value > result:
                result, chosen = value, card
            if result > a:
                a = result
        else:
            if value < result:
                result, chosen = value, card
            if result < b:
                b = result
        if a >= b:
            break
    if pos == 0:
        low, high = 0, left
        slot = _find(table, key)
        if slot >= 0:
            low, high = table[slot, 5], table[slot, 6]
        if result <= alpha:
            high = min(high, result)
        elif result >= beta:
            low = max(low, result)
        else:
            low, high = result, result
        suit = chosen // 13
        below = _count((live >> (13 * suit)) & ((1 << (chosen % 13)) - 1))
        _store(table, key, low, high, 16 * suit + below)
    return result


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
            top = 12
            while not (trumps >> top) & 1:
                top -= 1
            holder = 0
            for player in range(4):
                if (hands[player] >> (13 * trump + top)) & 1:
                    holder = player
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


if AVAILABLE:  # compiled when first used (numba's cache cannot keep a recursive function safely)
    trick_player, _relative, _top_run, _count, _sure, _slot, _find, _store = (
        njit(f) for f in (trick_player, _relative, _top_run, _count, _sure, _slot, _find, _store)
    )
    _search = njit(_kernel)
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
