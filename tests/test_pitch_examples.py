"""Every Auction Pitch worked example of the rules digest (§5, P1 to P14), through hand records."""

import pytest
from pitch_helpers import build_deal, play_out

from cardlib import IllegalAction, Suit, cards, parse_record, replay
from cardlib.core.tricks import Trick
from cardlib.games.pitch.points import award_points, game_count
from cardlib.games.pitch.scoring import settle

FOUR = ["A", "B", "C", "D"]
POINTS = ("high", "low", "jack", "game")
SEVEN = ["A", "B", "C", "D", "E", "F", "G"]


def result(data):
    return replay(parse_record(data)).result()


def test_p1_the_seller_with_two_to_go_can_be_offered_only_one():
    data = build_deal(FOUR, "D", {}, to_go={"A": 2})
    state = replay(parse_record(data))
    state.apply("A: sell")
    assert state.legal_actions() == ["pass", "bid 1"]
    with pytest.raises(IllegalAction) as caught:
        state.apply("B: bid 2")
    assert "the seller has 2 to go, so no bid above 1 is allowed; bid again or pass" in str(caught.value)
    assert "costs the bidder his right to bid on this deal: the option over_ceiling)" in str(caught.value)
    state.apply("B: bid 1")
    assert state.legal_actions() == ["pass"], "a bid of 1 cannot be overbid"
    with pytest.raises(IllegalAction, match="C: bid 2"):
        replay(parse_record(dict(data, actions=["B: bid 1", "C: bid 2"])))


def test_p1_as_foster_has_it_the_bid_over_the_ceiling_forfeits_the_turn():
    data = build_deal(FOUR, "D", {}, to_go={"A": 2}, options={"over_ceiling": "forfeit"})
    state = replay(parse_record(data))
    state.apply("A: sell")
    state.apply("B: bid 2")
    assert (
        state.current_player() == "C" and state.auction.standing is None and state.auction.forfeited == ["B"]
    )
    with pytest.raises(IllegalAction, match="B has already spoken in this auction"):
        state.apply("B: bid 1")
    state.apply("C: bid 1")
    saved = state.to_record().to_json()
    assert '"B: bid 2"' in saved and replay(parse_record(saved)).auction.standing == ("C", 1)


def test_p2_bidder_goes_out_first():
    hands = {"B": "KS QS JS 10S 9S 8S", "C": "AS 2S 3H 3D 3C 4H"}
    data = build_deal(SEVEN, "G", hands, avoid="S", to_go={"A": 5, "B": 2, "C": 2})
    finished = play_out(
        data,
        ["B: bid 2", "C: pass", "D: pass", "E: pass", "F: pass", "G: pass", "A: accept"],
        plan={"B": ["KS"]},
    )
    outcome = result(finished)
    assert outcome["points"] == {"high": "C", "low": "C", "jack": "B", "game": "B"}
    assert outcome["scored"]["A"] == 2 and outcome["to_go"]["A"] == 3, "the seller put in 2 counters"
    assert outcome["to_go"]["B"] == 0 and outcome["to_go"]["C"] == 0, "both could reach 0"
    assert outcome["made"] is True
    assert outcome["winner"] == "B"


P3_HANDS = {"A": "AH 2H AD 9D 8D 7D", "B": "JH 3C 4C 5C 6C 7C", "D": "10C 10S AC KC QC JC"}


def _p3(bid, made_by_a):
    data = build_deal(FOUR, "D", P3_HANDS, avoid="H", to_go={"A": 2, "B": 2}, options={"full_value": True})
    auction = [f"B: bid {bid}", "C: pass", "D: pass", "A: refuse"]
    return play_out(data, auction, plan={"A": ["2H"], "B": ["JH"]}), made_by_a


def test_p3_setting_back_a_seller_who_refused():
    finished, _ = _p3(3, 2)
    outcome = result(finished)
    assert outcome["pitcher"] == "A" and outcome["contract"] == 3
    assert outcome["points"]["high"] == "A" and outcome["points"]["low"] == "A"
    assert outcome["points"]["jack"] == "B" and outcome["points"]["game"] == "D"
    assert outcome["made"] is False
    assert outcome["scored"] == {"A": 0, "B": 1, "C": 0, "D": 1}
    assert outcome["set_back"]["A"] == 3
    assert outcome["to_go"] == {"A": 5, "B": 1, "C": 7, "D": 6}
    assert outcome["winner"] is None


def test_p4_the_same_deal_with_a_refused_two_wins_for_the_seller():
    finished, _ = _p3(2, 2)
    outcome = result(finished)
    assert outcome["made"] is True and outcome["scored"]["A"] == 2
    assert outcome["to_go"]["A"] == 0 and outcome["winner"] == "A"


def test_p5_a_seller_who_pitches_at_once_must_make_four():
    data = build_deal(FOUR, "D", {"A": "AS KS 2S 5H 6H 7H", "B": "JS 3C 4C 5C 6C 7C"}, avoid="S")
    finished = play_out(data, ["A: pitch"], plan={"A": ["2S"]})
    outcome = result(finished)
    assert outcome["pitcher"] == "A" and outcome["contract"] == 4
    assert outcome["points"]["jack"] == "B"
    assert outcome["points"]["high"] == outcome["points"]["low"] == "A"
    assert outcome["made"] is False
    assert outcome["scored"]["A"] == 0 and outcome["set_back"]["A"] == 4 and outcome["to_go"]["A"] == 11


def test_p6_nobody_bids_the_seller_pitches_with_no_contract():
    data = build_deal(FOUR, "D", {}, to_go={"A": 3})
    finished = play_out(data, ["B: pass", "C: pass", "D: pass"])
    outcome = result(finished)
    assert outcome["pitcher"] == "A" and outcome["contract"] is None and outcome["made"] is None
    assert outcome["set_back"] == dict.fromkeys(FOUR, 0)
    made = [p for p in outcome["points"].values() if p == "A"]
    assert outcome["scored"]["A"] == len(made)


P7_HANDS = {"B": "AS 2S 3C 4C 5C 6C", "C": "JS 9S 5H 6H 7H 8H", "D": "10H 10D KS"}
P7_PLAN = {"B": ["AS", "2S"], "C": ["5H", "JS"], "D": ["KS"]}


def test_p7_a_revoke_saves_the_pitcher_and_sets_the_revoker_back_the_bid():
    data = build_deal(FOUR, "D", P7_HANDS, avoid="S", options={"revokes": "penalise"})
    with pytest.raises(IllegalAction, match="must follow when trumps are led"):
        play_out(dict(data, options={}), ["B: bid 3", "C: pass", "D: pass", "A: accept"], plan=P7_PLAN)
    finished = play_out(data, ["B: bid 3", "C: pass", "D: pass", "A: accept"], plan=P7_PLAN)
    outcome = result(finished)
    assert outcome["revoke"] == {"player": "C", "action": 6}
    assert outcome["pitcher"] == "B" and outcome["contract"] == 3 and outcome["made"] is False
    assert outcome["points"]["high"] == outcome["points"]["low"] == "B" and outcome["points"]["jack"] == "C"
    assert outcome["set_back"]["B"] == 0 and outcome["scored"]["B"] == 2, "B is not set back and scores 2"
    assert outcome["scored"]["C"] == 0 and outcome["set_back"]["C"] == 3, "C scores nothing, set back 3"


def test_p8_a_revoke_with_no_bid_sets_the_revoker_back_two():
    data = build_deal(FOUR, "D", P7_HANDS, avoid="S", options={"revokes": "penalise"})
    data["deal"]["A"], data["deal"]["B"] = data["deal"]["B"], data["deal"]["A"]
    finished = play_out(data, ["B: pass", "C: pass", "D: pass"], plan={**P7_PLAN, "A": P7_PLAN["B"], "B": []})
    outcome = result(finished)
    assert outcome["contract"] is None and outcome["revoke"]["player"] == "C"
    assert outcome["set_back"]["C"] == 2 and outcome["scored"]["C"] == 0


def test_a_revoke_against_a_seller_who_pitched_at_once_sets_the_revoker_back_four():
    """Pitching at once is a contract of four (P5, PI-4), so it is the number bid that a revoker pays (P7)."""
    data = build_deal(FOUR, "D", P7_HANDS, avoid="S", options={"revokes": "penalise"})
    data["deal"]["A"], data["deal"]["B"] = data["deal"]["B"], data["deal"]["A"]
    finished = play_out(data, ["A: pitch"], plan={**P7_PLAN, "A": P7_PLAN["B"], "B": []})
    outcome = result(finished)
    assert outcome["contract"] == 4 and outcome["revoke"]["player"] == "C"
    assert outcome["set_back"] == {"A": 0, "B": 0, "C": 4, "D": 0} and outcome["scored"]["C"] == 0


def test_a_pitcher_who_revokes_has_not_made_his_contract():
    """PI-13: the pitcher in error scores nothing and is set back his bid, whatever points he took."""
    settled = settle(FOUR, dict.fromkeys(FOUR, 7), "B", 2, dict.fromkeys(POINTS, "B"), revoker="B")
    assert settled.made is False and settled.scored["B"] == 0 and settled.set_back["B"] == 2


def test_p9_one_trump_in_play_is_high_and_low_and_the_jack_can_be_all_four():
    data = build_deal(FOUR, "D", {"A": "9S 8H 7H 6H 5H 4H"}, avoid="S")
    outcome = result(play_out(data, ["A: pitch"], plan={"A": ["9S"]}))
    assert outcome["points"]["high"] == outcome["points"]["low"] == "A"
    assert outcome["points"]["jack"] is None, "the Jack was not dealt"
    data = build_deal(FOUR, "D", {"A": "JS 8H 7H 6H 5H 4H"}, avoid="S")
    assert game_count(cards(" ".join(h for p, h in data["deal"].items() if p != "A"))) == 0
    outcome = result(play_out(data, ["A: pitch"], plan={"A": ["JS"]}))
    assert outcome["points"] == dict.fromkeys(("high", "low", "jack", "game"), "A")
    assert outcome["made"] is True and outcome["scored"]["A"] == 4


def _trick(*plays):
    return Trick(tuple((player, cards(card)[0]) for player, card in plays))


def test_p10_low_counts_for_the_player_dealt_it_and_a_tied_game_for_nobody():
    hands = {"X": cards("2S KD 2C 3H"), "Y": cards("AS JD QC 4H"), "Z": cards("10H 10D AC KH")}
    tricks = [
        _trick(("X", "2S"), ("Y", "AS"), ("Z", "10H")),
        _trick(("Y", "JD"), ("Z", "10D"), ("X", "KD")),
        _trick(("X", "2C"), ("Y", "QC"), ("Z", "AC")),
        _trick(("Z", "KH"), ("X", "3H"), ("Y", "4H")),
    ]
    points = award_points(hands, tricks, Suit.SPADES)
    assert tricks[0].winner(Suit.SPADES) == "Y", "Y captured the 2S"
    assert points.low == "X", "but X was dealt it"
    assert points.game_count == {"X": 14, "Y": 14, "Z": 9}
    assert points.game is None and "tied at 14" in points.reasons["game"]
    assert points.jack is None and "not dealt" in points.reasons["jack"]


def test_p11_counting_out_goes_high_low_jack_game():
    settled = settle(
        ["W", "X", "Y", "Z"],
        {"W": 5, "X": 1, "Y": 1, "Z": 4},
        "W",
        2,
        {"high": "Z", "low": "Z", "jack": "Y", "game": "X"},
    )
    assert settled.made is False and settled.set_back["W"] == 2
    assert settled.to_go["X"] == 0 and settled.to_go["Y"] == 0
    assert settled.winner == "Y", "Jack counts before Game"


def test_a_player_who_goes_out_has_nothing_to_go_however_much_he_took():
    """Issue 53: lesson 6's (now 7's) settle(…, "A", 2, …) printed "A -2" where the widgets say "0, out"."""
    from cardlib.games.pitch.scoring import to_go_words

    four = ["A", "B", "C", "D"]
    settled = settle(four, {"A": 2, "B": 2, "C": 7, "D": 7}, "A", 2, dict.fromkeys(POINTS, "A"))
    assert settled.scored["A"] == 4, "every point he took is kept"
    assert settled.to_go == {"A": 0, "B": 2, "C": 7, "D": 7} and to_go_words(settled.to_go["A"]) == "0, out"
    assert settled.winner == "A"
    both = settle(four, {"A": 1, "B": 1, "C": 7, "D": 7}, "C", 1, {**dict.fromkeys(POINTS, "A"), "game": "B"})
    assert both.to_go["A"] == both.to_go["B"] == 0 and both.winner == "A", "High counts first"
    assert "A and B could both go out" in both.reasons[-1]


def test_p12_full_value_accept_leaves_the_seller_one_to_go():
    data = build_deal(FOUR, "D", {}, to_go={"A": 2}, options={"full_value": True})
    state = replay(parse_record(dict(data, actions=["B: bid 3", "C: pass", "D: pass", "A: accept"])))
    assert state.result()["scored"]["A"] == 1 and state.result()["to_go"]["A"] == 1
    refused = build_deal(FOUR, "D", P3_HANDS, avoid="H", to_go={"A": 2}, options={"full_value": True})
    outcome = result(
        play_out(refused, ["B: bid 3", "C: pass", "D: pass", "A: refuse"], plan={"A": ["2H"], "B": ["JH"]})
    )
    assert outcome["made"] is False and outcome["set_back"]["A"] == 3 and outcome["to_go"]["A"] == 5
    without = build_deal(FOUR, "D", {}, to_go={"A": 2})
    with pytest.raises(IllegalAction, match="no bid above 1"):
        replay(parse_record(dict(without, actions=["B: bid 3"])))


def test_p13_bidding_to_the_board():
    data = build_deal(FOUR, "D", {}, to_go={"A": 1, "B": 2, "C": 1, "D": 1}, options={"auction": "board"})
    state = replay(parse_record(data))
    assert state.current_player() == "A", "the eldest bids first"
    state.apply("A: bid 2")
    state.apply("B: bid 4")
    assert state.legal_actions() == ["pass"]
    with pytest.raises(IllegalAction, match="B has bid 4; a later bid must be higher"):
        state.apply("C: bid 4")
    state.apply("C: pass")
    with pytest.raises(IllegalAction, match="there are no equal bids"):
        state.apply("D: bid 4")
    state.apply("D: pass")
    outcome = state.result()
    assert outcome["pitcher"] == "B" and outcome["contract"] == 4
    assert outcome["scored"] == dict.fromkeys(FOUR, 0), "the points bid go to nobody"


def test_p14_smudge_wins_at_once():
    data = build_deal(
        FOUR, "D", {"B": "AS KS QS JS 10S 2S"}, avoid="S", to_go={"B": 5}, options={"smudge": True}
    )
    finished = play_out(data, ["B: bid 4", "C: pass", "D: pass", "A: accept"])
    outcome = result(finished)
    assert outcome["made"] is True and outcome["scored"]["B"] == 4 and outcome["to_go"]["B"] == 1
    assert outcome["winner"] == "B"
    finished["options"] = {}
    assert result(finished)["winner"] is None, "without Smudge, 5 - 4 leaves B one to go"
    finished["to_go"] = {"A": 7, "B": 8, "C": 7, "D": 7}
    finished["options"] = {"smudge": True}
    assert result(finished)["winner"] is None, "a player in the hole cannot smudge"
