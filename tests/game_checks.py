"""What each game's finished hand must also satisfy, beyond the checks every game shares.

The all-games suite (``test_all_games.py``) calls ``CHECKS[game](record, state)`` after its own
checks, and ``FIELDS[name](rng, players)`` draws a random value for a game's record field.
"""

from __future__ import annotations

import pytest

from cardlib import card, parse_record, replay
from cardlib.core.pack import full_pack
from cardlib.games.boston.calls import read_call
from cardlib.games.boston.settlement import misere_partout
from cardlib.games.pitch.points import game_count

POINTS = ("high", "low", "jack", "game")


def check_pitch(record, state):
    outcome = state.result()
    players = record.players
    before = record.fields["to_go"]
    dealt = sorted(state.deal.all_cards())
    if outcome.get("redeal"):
        assert record.options["auction"] == "board" and record.options["board_all_pass"] == "redeal"
        assert not state.completed_tricks() and outcome["to_go"] == before and outcome["pitcher"] is None
        return
    assert len(state.completed_tricks()) == 6 and all(
        len(t.plays) == len(players) for t in state.completed_tricks()
    )
    trump = outcome["trump"]
    jack_dealt = any(c.rank.text == "J" and c.suit.letter == trump for c in dealt)
    counts = outcome["game_count"]
    tied = list(counts.values()).count(max(counts.values())) > 1
    awarded = [name for name in POINTS if outcome["points"][name] is not None]
    assert len(awarded) == 4 - (not jack_dealt) - tied
    assert (outcome["points"]["jack"] is None) == (not jack_dealt)
    assert (outcome["points"]["game"] is None) == tied
    assert sum(counts.values()) == game_count(dealt)
    for player in players:
        assert outcome["to_go"][player] == max(  # a player who goes out has 0 to go, never less
            0, before[player] - outcome["scored"][player] + outcome["set_back"][player]
        )
    pitcher, contract = outcome["pitcher"], outcome["contract"]
    revoker = outcome.get("revoke", {}).get("player")
    for player in players:
        if outcome["set_back"][player]:
            assert player == revoker or (player == pitcher and outcome["made"] is False and revoker is None)
    if revoker:
        assert outcome["set_back"][revoker] == (contract or 2)
    if contract is None:
        assert outcome["made"] is None
    else:
        made = sum(outcome["points"][n] == pitcher for n in POINTS)
        assert outcome["made"] == (made >= contract and revoker != pitcher)
    out = [p for p in players if outcome["to_go"][p] <= 0]
    if out:
        assert outcome["winner"] is not None
    if outcome["winner"] is not None and outcome["winner"] not in out:
        assert record.options.get("smudge") and outcome["winner"] == pitcher and contract == 4


def check_boston(record, state):
    outcome = state.result()
    before, after = sum(record.fields["pools"]), sum(outcome["pools_after"])
    assert after == pytest.approx(before - sum(outcome["pool_flows"].values())), "counters are conserved"
    assert all(0 <= amount <= 250 for amount in outcome["pools_after"][:-1])
    tricks = sum(outcome["tricks"].values())
    size = 12 if state.call and state.call.discards else 13
    if outcome.get("redeal"):
        assert (
            tricks == 0
            and not any(outcome["payments"].values())
            and record.options["nobody_bids"] == "redeal"
        )
        return
    if record.fields.get("last_hand"):
        assert tricks == 13 and outcome["pools_after"] == []
        last = state.completed_tricks()[-1].winner(None)
        assert outcome["pool_flows"][last] >= before
        return
    if outcome["contract"] is None:
        assert tricks == 13 or "revoke" in outcome
        if "revoke" not in outcome:
            assert outcome["payments"] == misere_partout(outcome["tricks"])
        return
    caller = outcome["contract"]["caller"]
    if tricks < size:
        early = state.call.is_misere or state.call.tricks == 13
        assert early or len(state.i_pay) == 3 or "revoke" in outcome
    if "revoke" not in outcome and len(state.i_pay) < 3 and tricks == size:
        taken = outcome["tricks"][caller]
        wanted = state.call.tricks
        assert outcome["made"] == (taken == 0 if wanted is None else taken >= wanted)
    assert (outcome["payments"][caller] > 0) == outcome["made"]
    assert read_call(outcome["contract"]["bid"])[1] == state.call


def check_fontainebleau(record, state):
    outcome = state.result()
    assert outcome["pool_after"] == pytest.approx(record.fields["pool"] - sum(outcome["pool_flows"].values()))
    assert outcome["pool_after"] >= 0
    if outcome["contract"] is None:
        assert outcome["payments"] == dict.fromkeys(record.players, 0) or "revoke" in outcome
        return
    side = state.side()
    assert (outcome["contract"]["partner"] is None) == (len(side) == 1)
    for player, amount in outcome["payments"].items():
        if amount:
            assert (amount > 0) == ((player in side) == outcome["made"])


def check_sevenup(record, state) -> None:
    """The points go to sides, partners alike; each side scored what it made; the first side out won."""
    outcome = state.result()
    players = record.players
    sides = {p: (p, players[(players.index(p) + 2) % 4]) if len(players) == 4 else (p,) for p in players}
    for player in players:
        assert outcome["scored"][player] == outcome["scored"][sides[player][1 % len(sides[player])]]
        assert outcome["to_go"][player] == record.fields["to_go"][player] - outcome["scored"][player]
    if outcome.get("redeal"):
        assert outcome["points"] == dict.fromkeys(("high", "low", "jack", "game"))
    if outcome["winner"] is not None:
        assert outcome["to_go"][outcome["winner"]] <= 0
    # every card of the pack once: played, held, thrown out, turned up, or still in the pack
    pack = [c for t in state.completed_tricks() for c in t.cards] + [c for _, c in state.current_trick()]
    pack += [c for p in players for c in state.hand(p)] + [c for cs in state.discards().values() for c in cs]
    pack += [*state.shown(), *state.pack[state.next_card :]]
    assert sorted(pack) == sorted(full_pack()), "every card of the pack is accounted for"


def check_californiajack(record, state) -> None:
    """Every card played, in twenty-six tricks; each point to the player who took its card (Game to the
    larger pile, a tie to nobody); the scores and the to-go follow, High, Low, Jack, Game in turn."""
    outcome = state.result()
    tricks = state.completed_tricks()
    assert len(tricks) == 26 and sorted(c for t in tricks for c in t.cards) == sorted(full_pack())
    trump = state.trump
    took = {c: t.winner(trump) for t in tricks for c in t.cards}
    for name, rank in (("high", "A"), ("low", "2"), ("jack", "J")):
        assert outcome["points"][name] == took[card(rank + trump.letter)], name
    counts = outcome["game_count"]
    assert sum(counts.values()) == 80
    best = max(counts.values())
    leaders = [p for p, n in counts.items() if n == best]
    assert outcome["points"]["game"] == (leaders[0] if len(leaders) == 1 else None)  # a tie: nobody's
    to_go = dict(record.fields["to_go"])
    winner = None
    for name in POINTS:
        taker = outcome["points"][name]
        if taker is not None:
            to_go[taker] -= 1
            if winner is None and to_go[taker] <= 0:
                winner = taker
    assert outcome["to_go"] == to_go and outcome["winner"] == winner
    assert sum(outcome["scored"].values()) == 4 - (len(leaders) > 1)


CHECKS = {
    "californiajack": check_californiajack,
    "pitch": check_pitch,
    "boston": check_boston,
    "fontainebleau": check_fontainebleau,
    "sevenup": check_sevenup,
}


def _seven_up_to_go(rng, players) -> dict[str, int]:
    """Points to go, partners (opposite, with four) alike."""
    if len(players) == 4:
        first, second = rng.randrange(1, 8), rng.randrange(1, 8)
        return {p: first if i % 2 == 0 else second for i, p in enumerate(players)}
    return {p: rng.randrange(1, 8) for p in players}


#: Random starting values for a game's own record fields, where they differ from the shared ones below.
GAME_FIELDS = {"sevenup": {"to_go": _seven_up_to_go}, "californiajack": {"to_go": _seven_up_to_go}}


def check_boston_match(match) -> None:
    """Twelve deals, the pools emptied at the end, the deal passing to the left, each row its record's."""
    assert len(match.sheet) == 12 and match.pools == []
    assert [r.dealer for r in match.sheet] == ["Z", "A", "Y", "B"] * 3
    for saved, row in zip(match.records, match.sheet, strict=True):
        assert replay(parse_record(saved.to_json())).result()["payments"] == row.payments


def check_fontainebleau_match(match) -> None:
    """Twelve deals numbered in their records, the pool emptied, each row its record's payments."""
    assert len(match.sheet) == 12 and sum(match.pools) == 0
    for number, saved in enumerate(match.records, start=1):
        assert saved.fields["deal_number"] == number
        assert replay(parse_record(saved.to_json())).result()["payments"] == match.sheet[number - 1].payments


def check_pitch_match(match) -> None:
    """One winner, at the last deal, who takes the red counters; to go moves by the points; the deal
    passes to the left."""
    players, winner = match.players, match.winner
    assert winner is not None and match.sheet[-1].winner == winner and match.red[winner] > 0
    assert all(r.winner is None for r in match.sheet[:-1])
    for before, row in zip(
        [dict.fromkeys(players, 7)] + [r.to_go for r in match.sheet], match.sheet, strict=False
    ):
        for p in players:
            assert row.to_go[p] == max(0, before[p] - row.scored[p] + row.set_back[p])
    assert [r.dealer for r in match.sheet] == [
        players[(len(players) - 1 + i) % len(players)] for i in range(len(match.sheet))
    ]
    for saved, row in zip(match.records, match.sheet, strict=True):
        assert replay(parse_record(saved.to_json())).result()["to_go"] == row.to_go


def check_sevenup_match(match) -> None:
    """One side out, at the last deal, taking the red counters; each row's to-go its record's; the deal
    passes to the left except after a redeal."""
    assert match.winner is not None and match.pool == 0 and sum(match.red.values()) == 0
    assert match.red[match.winner] > 0
    dealer = match.players[-1]
    for saved, row in zip(match.records, match.sheet, strict=True):
        result = replay(parse_record(saved.to_json())).result()
        assert saved.dealer == dealer == row[1]
        out = match.winners if result.get("winner") else ()  # the sheet shows nothing below 0
        to_go = ["0, wins" if p in out else str(max(result["to_go"][p], 0)) for p in match.players]
        assert to_go == row[-len(match.players) :]
        if not result.get("redeal"):
            dealer = match.players[(match.players.index(dealer) + 1) % len(match.players)]
    assert result["winner"] == match.winner


def check_californiajack_match(match) -> None:
    """One winner, at the last deal, taking the red counters; each row's to-go its record's; the deal
    passes from one player to the other."""
    assert match.winner is not None and match.pool == 0 and sum(match.red.values()) == 0
    dealer = match.players[-1]
    for saved, row in zip(match.records, match.sheet, strict=True):
        result = replay(parse_record(saved.to_json())).result()
        assert saved.dealer == dealer == row[1]
        to_go = [
            "0, wins" if p == result["winner"] else str(max(result["to_go"][p], 0)) for p in match.players
        ]
        assert to_go == row[-2:]
        dealer = next(p for p in match.players if p != dealer)
    assert result["winner"] == match.winner


#: Each game's checks of a whole match, once it is over.
MATCH_CHECKS = {
    "californiajack": check_californiajack_match,
    "boston": check_boston_match,
    "fontainebleau": check_fontainebleau_match,
    "pitch": check_pitch_match,
    "sevenup": check_sevenup_match,
}

#: Random starting values for the games' record fields, by field name.
FIELDS = {
    "to_go": lambda rng, players: {p: rng.randrange(1, 11) for p in players},
    "pools": lambda rng, players: [rng.randrange(0, 251) for _ in range(rng.randrange(1, 3))],
    "pool": lambda rng, players: rng.randrange(0, 400),
    "deal_number": lambda rng, players: rng.randrange(1, 13),
    "last_hand": lambda rng, players: rng.random() < 0.1,
}


def describe_sevenup(state) -> str:
    """How a deal of Seven-Up went (stood, given, run or redealt) and what the sides scored."""
    result = state.result()
    how = (
        "redealt"
        if result.get("redeal")
        else "ran"
        if len(result["turned"]) > 1
        else "given"
        if result["gifts"]
        else ""
    )
    return f"{how or ('begged' if result['begged'] else 'stood')}, scored {sorted(result['scored'].values())}"


def describe(state) -> str:
    """A short name for the kind of deal ``state`` was, for checking that the random hands vary."""
    if state.rules.spec.name == "sevenup":
        return describe_sevenup(state)
    if state.rules.spec.name == "californiajack":  # how the four points were shared
        return "takes " + " ".join(f"{name}:{who}" for name, who in state.result()["points"].items())
    contract = state.contract()
    if contract is None:
        return "no contract"
    made = "made" if state.outcome().made else "defeated"
    return f"{contract.goal.value} {contract.target}, a side of {len(contract.side)}, {made}"
