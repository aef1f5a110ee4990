import pytest

from cardlib import parse_record, replay
from cardlib.games.fontainebleau.engine import FontainebleauRules
from cardlib.games.fontainebleau.match import FontainebleauMatch


@pytest.mark.parametrize("seed", range(10))
def test_twelve_deals_conserve_every_counter(seed):
    match = FontainebleauMatch(rules=FontainebleauRules(honours=bool(seed % 2)), seed=seed)
    while not match.is_over:
        state = match.new_deal()
        while not state.is_over():
            legal = state.legal_actions()
            rng = match.rng
            pick = "pass" if "pass" in legal and rng.random() < 0.7 else legal[rng.randrange(len(legal))]
            state.apply(pick)
        match.finish_deal(state)
        assert match.total() == pytest.approx(4000)
    assert len(match.sheet) == 12 and sum(match.pools) == 0
    for number, saved in enumerate(match.records, start=1):
        assert saved.fields["deal_number"] == number
        assert replay(parse_record(saved.to_json())).result()["payments"] == match.sheet[number - 1].payments


def test_sheet_and_determinism():
    first, second = FontainebleauMatch(seed=3), FontainebleauMatch(seed=3)
    assert first.play() == second.play()
    assert str(first) == str(second) and "Boston de Fontainebleau settlement sheet" in first._repr_html_()
