"""One suite over every registered game, in the style of OpenSpiel's random simulation tests.

Thousands of random hands a game, with options drawn from the game's spec: only legal actions are
accepted and a refused one leaves the state byte-identical; clones, saved records and undo agree
at every power of two; at the end no action is left, every card is accounted for, the tricks add
up, and the returns and pools obey the game's rule. Each game's own checks follow
(``game_checks.py``).
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from xml.etree import ElementTree

import pytest
from game_checks import CHECKS, FIELDS, GAME_FIELDS, MATCH_CHECKS, describe

import cardlib
from cardlib import IllegalAction, known_games, new_record, parse_record, replay
from cardlib.core.cards import card_or_none
from cardlib.core.game import PHASES
from cardlib.core.seats import default_players
from cardlib.games.registry import game_spec

GAMES = known_games()
SVG = "{http://www.w3.org/2000/svg}"
#: Actions that end a deal at once, taken only now and then so that most deals are played out.
RARE = ("i pay", "pay instead")
BAD_ACTIONS = ("fish", "bid 99", "discard 1X", "trump Q", "2", "Q: 2C", "")


def random_options(game, rng):
    """A value for every option of ``game``, drawn from the values its spec allows."""
    options = {}
    for option in game_spec(game).options:
        if option.minimum is not None:
            options[option.name] = max(option.minimum, rng.randrange(3) * max(option.default, 1))
        else:
            options[option.name] = option.values[rng.randrange(len(option.values))]
    return options


def random_action(state, rng):
    """A legal action, passing often in the auction, conceding seldom, and under penalised revokes
    now and then a revoke."""
    legal = state.legal_actions()
    if state.phase() == "auction" and "pass" in legal and rng.random() < 0.6:
        return "pass"
    if "call partner" in legal and rng.random() < 0.5:
        return "call partner"
    rare = [a for a in legal if a in RARE]
    if rare and rng.random() > 0.05:
        legal = [a for a in legal if a not in rare] or legal
    if state.rules.options["revokes"] == "penalise" and state.phase() == "play" and rng.random() < 0.08:
        outlaws = [c.ascii for c in state.hand(state.current_player()) if c.ascii not in legal]
        if outlaws:
            return outlaws[rng.randrange(len(outlaws))]
    return legal[rng.randrange(len(legal))]


def assert_refused_unchanged(state, action):
    before = state.to_record().to_json()
    legal = state.legal_actions()
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert state.to_record().to_json() == before, f"{action!r} was half-applied"
    assert state.legal_actions() == legal


def assert_same(a, b):
    assert a.to_record().to_json() == b.to_record().to_json()
    assert a.result() == b.result()
    assert a.legal_actions() == b.legal_actions()
    assert a.current_player() == b.current_player()
    assert a.returns() == b.returns()


def fields_of(state) -> dict[str, bytes]:
    """Each field of ``state`` as pickled bytes, its changing parts included (the auction, the sets).

    Caches are left out: a trick shared by a clone and its original may note its winner, and a call
    its rank (a cached property).
    """
    import functools
    import pickle

    def cached(value, name) -> bool:
        return name.startswith("_") or isinstance(getattr(type(value), name, None), functools.cached_property)

    def plain(value):
        if hasattr(value, "__dict__") and not isinstance(value, type):
            return {k: plain(v) for k, v in vars(value).items() if not cached(value, k)}
        if isinstance(value, (list, tuple)):
            return [plain(v) for v in value]
        if isinstance(value, dict):
            return {k: plain(v) for k, v in value.items()}
        if isinstance(value, (set, frozenset)):
            return sorted(map(repr, value))
        return value

    fields = {name: value for name, value in vars(state).items() if not name.startswith("_")}
    return {name: pickle.dumps(plain(value)) for name, value in fields.items()}


def random_hand(game, seed, *, checking=False):
    """Deal and play one hand of ``game`` at random; return the record, the final state, and the
    saved record (JSON) after every action."""
    rng = random.Random(seed)
    spec = game_spec(game)
    players = spec.player_counts[rng.randrange(len(spec.player_counts))]
    record = new_record(game, players, seed=rng, options=random_options(game, rng))
    for field in spec.fields:
        making = GAME_FIELDS.get(game, {}).get(field.name) or FIELDS.get(field.name)
        if making is not None:
            record.fields[field.name] = making(rng, record.players)
    state = replay(record)
    saved = [state.to_record().to_json()]
    while not state.is_over():
        if checking and rng.random() < 0.1:
            assert_refused_unchanged(state, BAD_ACTIONS[rng.randrange(len(BAD_ACTIONS))])
        action = random_action(state, rng)
        if card_or_none(action) is not None and action not in state.legal_actions():
            try:  # a revoke: the engine may still refuse it (Pitch models one revoker a deal)
                state.apply(action)
            except IllegalAction:
                assert state.to_record().to_json() == saved[-1]
                continue
        else:
            state.apply(action)
        saved.append(state.to_record().to_json())
        if checking and len(saved) & (len(saved) - 1) == 0:  # at every power of two
            assert_same(replay(parse_record(saved[-1])), state)
            twin = state.clone()
            assert_same(twin, state)
            before = fields_of(state)
            while not twin.is_over():  # the twin plays on to the end (revoking now and then, as it
                # may), and the state stays as it was
                try:
                    twin.apply(random_action(twin, rng))
                except IllegalAction:  # a revoke the engine refuses: a legal card instead
                    legal = twin.legal_actions()
                    twin.apply(legal[rng.randrange(len(legal))])
            assert state.to_record().to_json() == saved[-1], "a clone shares nothing"
            assert fields_of(state) == before, "a clone copies every field that changes"
    return record, state, saved


def uncounted_trick(record, state) -> int:
    """1 when a revoke ended the deal with the card that established it completing a trick, which then
    does not count (the shared rule of docs/hand-records.md); else 0."""
    revoke = state.result().get("revoke")
    completed = state.completed_tricks()
    if not revoke or state.current_trick() or not completed or record.fields.get("last_hand"):
        return 0
    revoking = card_or_none(state.to_record().actions[revoke["action"] - 1].split(": ", 1)[1])
    return int(revoking not in completed[-1].cards and record.game != "pitch")


def check_shared_invariants(record, state):
    spec = game_spec(record.game)
    assert state.is_over() and state.legal_actions() == [] and state.current_player() is None
    assert state.phase() == "over"
    assert state.outcome().finished and state.result()["finished"]
    played = [c for t in state.completed_tricks() for c in t.cards] + [c for _, c in state.current_trick()]
    assert len(played) == len(set(played)), "no card is played twice"
    for trick in state.completed_tricks():
        assert len(trick.plays) == len(record.players)
    held = [c for p in record.players for c in state.hand(p)] if state.play_begun() else []
    aside = [c for cards in state.discards().values() for c in cards] if state.play_begun() else []
    if state.play_begun():
        accounted = played + held + aside
        assert len(accounted) == len(set(accounted)), "no card is held, played or laid aside twice"
        dealt = state.deal.all_cards()
        assert set(dealt) <= set(accounted), "every card dealt is accounted for"
        # a game may deal on from the rest of the pack (Seven-Up's run): those cards are not face up
        later = set(accounted) - set(dealt)
        assert not later & set(state.shown()), "a card dealt on is not also face up"
        if not held and not later:
            assert len(state.completed_tricks()) == spec.pattern.hand_size - (1 if aside else 0)
    won = state.tricks_won()
    assert sum(won.values()) == len(state.completed_tricks()) - uncounted_trick(record, state)
    outcome = state.outcome()
    assert set(outcome.returns) == set(record.players)
    if spec.zero_sum:
        assert sum(outcome.returns.values()) + outcome.into_pools == pytest.approx(0), (
            "counters are conserved"
        )
    contract = state.contract()
    if contract is not None:
        assert set(contract.side) <= set(record.players) and contract.declarer == contract.side[0]
        assert contract.trump == state.trump
    CHECKS[record.game](record, state)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("block", range(8))
def test_thousands_of_random_hands(game, block):
    kinds = set()
    for seed in range(block * 150, block * 150 + 150):
        record, state, saved = random_hand(game, seed)
        check_shared_invariants(record, state)
        again = replay(parse_record(saved[-1]))
        assert again.result() == state.result()
        assert again.to_record().to_json() == saved[-1], "a saved record re-saves byte-identical"
        kinds.add(describe(state))
    assert len(kinds) >= 6, kinds


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", range(30))
def test_refusals_clones_saves_and_undo_back_to_the_start(game, seed):
    record, state, saved = random_hand(game, 50_000 + seed, checking=True)
    check_shared_invariants(record, state)
    position = state.clone()
    step = len(saved) - 1
    while position.can_undo():
        position.undo()
        step -= 1
        assert position.to_record().to_json() == saved[step]
    if step:  # only Pitch stops short: the pitcher's first card fixed the trump (PI-16)
        assert record.game == "pitch" and len(position.current_trick()) == 1
    else:
        assert position.to_record().to_json() == saved[0]


@pytest.mark.parametrize("game", GAMES)
def test_actions_are_stored_in_the_words_records_use(game):
    rng = random.Random(11)
    state = replay(new_record(game, seed=11))
    while not state.is_over():
        action = random_action(state, rng)
        player = state.current_player()
        typed = (
            f"{player.lower()}: {action.lower()}"
            if len(state.history) % 2
            else f"{player}:  {action.upper()} "
        )
        state.apply(typed)
        assert state.history[-1] == (player, action), typed
    text = state.to_record().to_json()
    assert replay(parse_record(text)).to_record().to_json() == text


@pytest.mark.parametrize("game", GAMES)
def test_every_phase_prints_and_draws_itself(game):
    state = replay(new_record(game, seed=5))
    rng = random.Random(5)
    seen = set()
    while True:
        seen.add(state.phase())
        text = str(state)
        said = game_spec(game).before_play if state.phase() == "auction" else state.phase()
        assert game_spec(game).title in text and said in text
        svg = state._repr_html_()
        assert svg == state.clone()._repr_html_(), "the picture is byte-stable"
        ElementTree.fromstring(svg)
        seat = state.deal.players[0]
        shown = {t.text for t in ElementTree.fromstring(state.picture(seat)).iter(f"{SVG}title")}
        open_cards = {*state.hand(seat), *(c for _, c in state.current_trick())}
        if state.is_over():  # a played-out hand is shown as dealt, or as played where they differ
            played = {c for trick in state.completed_tricks() for s, c in trick.plays if s == seat}
            open_cards |= set(state.deal.hands[seat]) | played
        open_cards |= {c for cs in state.exposed().values() for c in cs}
        if state.deal.turn_up:
            open_cards.add(state.deal.turn_up)
        open_cards |= set(state.shown())
        last = state.completed_tricks()[-1].cards if state.completed_tricks() else ()
        assert shown <= {c.name for c in (*open_cards, *last)}, "the others' hands are face down"
        if state.is_over():
            break
        state.apply(random_action(state, rng))
    # a game with no step before the first card (its spec names none) has no auction phase
    assert seen == set(PHASES) - ({"auction"} if not game_spec(game).before_play else set())


PACKAGES = ["cardlib", *(m.name for m in pkgutil.walk_packages(cardlib.__path__, "cardlib.") if m.ispkg)]


@pytest.mark.parametrize("package", PACKAGES)
def test_star_imports_from_every_package(package):
    module = importlib.import_module(package)
    namespace: dict = {}
    exec(f"from {package} import *", namespace)
    assert set(getattr(module, "__all__", ())) <= set(namespace)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", range(12))
def test_whole_matches_conserve_counters_and_every_deal_replays(game, seed):
    """A whole game of each game, at every table size and with random options, played at random."""
    spec = game_spec(game)
    rng = random.Random(seed)
    players = default_players(spec.player_counts[seed % len(spec.player_counts)])
    assert spec.engine is not None and spec.match is not None
    rules = spec.engine()(**random_options(game, rng))
    match = spec.match()(players=players, rules=rules, seed=seed)
    start = sum(match.holdings().values())
    while not match.is_over:
        state = match.new_deal()
        while not state.is_over():
            action = random_action(state, rng)
            try:
                state.apply(action)
            except IllegalAction:  # a revoke the engine refuses (Pitch models one revoker a deal)
                assert action not in state.legal_actions()
                state.apply(state.legal_actions()[0])
        match.finish_deal(state)
        assert sum(match.holdings().values()) == pytest.approx(start), "counters are only ever moved"
    for record in match.records:
        text = record.to_json()
        assert replay(parse_record(text)).to_record().to_json() == text
    assert match.records
    MATCH_CHECKS[game](match)


@pytest.mark.parametrize(
    ("game", "typed", "stored"),
    [
        ("pitch", ["A: sell", "b: bid two", "C: I pass"], ["A: sell", "B: bid 2", "C: pass"]),
        ("boston", ["a: Six", "Y: I keep", "B: 7"], ["A: six", "Y: keep", "B: seven"]),
        (
            "fontainebleau",
            ["A: 7d", "Y: i pass", "B: 8NT"],
            ["A: seven diamonds", "Y: pass", "B: eight grand"],
        ),
    ],
)
def test_actions_said_in_other_words_are_stored_as_the_legal_action(game, typed, stored):
    state = replay(new_record(game, seed=2026))
    for action in typed:
        state.apply(action)
    assert [f"{p}: {a}" for p, a in state.history] == stored
