from cardlib.games.fontainebleau.match import FontainebleauMatch


def test_sheet_and_determinism():
    first, second = FontainebleauMatch(seed=3), FontainebleauMatch(seed=3)
    assert first.play() == second.play()
    assert str(first) == str(second) and "Boston de Fontainebleau settlement sheet" in first._repr_html_()
