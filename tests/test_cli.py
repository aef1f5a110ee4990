"""The command line, run for real as a user would run it."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cardlib import known_games, new_record, parse_record, replay
from cardlib.core.words import and_list


def cardlib(*args, stdin=None):
    return subprocess.run(
        [sys.executable, "-m", "cardlib", *args],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
    )


def test_deal_pitch_five_players_prints_a_valid_record():
    run = cardlib("deal", "pitch", "--players", "5", "--seed", "1")
    assert run.returncode == 0, run.stderr
    record = parse_record(run.stdout)
    assert record.game == "pitch" and len(record.players) == 5 and record.actions == []
    assert record.dealer == "E" and record.fields["to_go"] == dict.fromkeys("ABCDE", 7)
    assert cardlib("deal", "pitch", "--players", "5", "--seed", "1").stdout == run.stdout


def test_deal_boston_with_names_dealer_and_option():
    run = cardlib(
        "deal",
        "boston",
        "--players",
        "Ann,Bo,Cy,Di",
        "--dealer",
        "Bo",
        "--seed",
        "9",
        "--option",
        "payments=american",
    )
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["dealer"] == "Bo" and data["options"] == {"payments": "american"} and "turn_up" in data


def test_the_console_script_is_installed():
    script = shutil.which("cardlib", path=str(__import__("pathlib").Path(sys.executable).parent))
    if script is None:
        pytest.skip("package not installed with its console script")
    run = subprocess.run([script, "deal", "fontainebleau", "--seed", "2"], capture_output=True, text=True)
    assert run.returncode == 0 and json.loads(run.stdout)["game"] == "fontainebleau"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((), "COMMAND is missing; see cardlib --help"),
        (("deal",), "GAME is missing; see cardlib deal --help"),
        (("deal", "bridge"), f'GAME "bridge" is not a choice here; choose {and_list(known_games(), "or")}'),
        (("deal", "pitch", "--players", "3"), "Auction Pitch needs 4 to 7 players, not 3"),
        (("deal", "boston", "--players", "5"), "Boston needs exactly 4 players, not 5"),
        (("deal", "pitch", "--players", "9"), "needs 4 to 7 players, not 9"),
        (("deal", "pitch", "--dealer", "Q"), 'dealer "Q": not one of the players'),
        (
            ("deal", "pitch", "--seed", "x"),
            '--seed "x" is not a seed; write a whole number 0 or more, in digits',
        ),
        (("deal", "pitch", "--seed", "-3"), '--seed "-3" is not a seed'),
        (("deal", "pitch", "--seed", "²"), '--seed "²" is not a seed'),
        (("deal", "pitch", "--frob"), "cardlib deal does not take --frob; see cardlib deal --help"),
        (("deal", "pitch", "--seeds", "3"), "cardlib deal does not take --seeds 3 (did you mean --seed?)"),
        (("deal", "pitch", "--seat", "A"), "cardlib deal does not take --seat A; see"),  # play's, not deal's
        (
            ("class", "deals", "pitch", "--cout", "3"),
            "cardlib class deals does not take --cout 3 (did you mean",
        ),
        (("worksheet", "tricks", "--count", "x"), '--count "x" is not a number of questions'),
        (("deal", "pitch", "--option", "auction"), "write NAME=VALUE"),
        (("deal", "pitch", "--option", "auction=dutch"), '"dutch" is not allowed'),
        (("deal", "pitch", "--option", "colour=red"), 'option "colour": pitch has no such option'),
        (("replay", "/no/such/file.json"), "cannot read /no/such/file.json"),
        (("frobnicate",), 'COMMAND "frobnicate" is not a choice here; choose deal, replay'),
        (("advise", "pitch", "AS KS"), "a pitch hand of 6 different cards; got 2"),
        (("advise", "pitch", "AS KS QS JS 5C 5C"), "a pitch hand of 6 different cards; 5♣ is given twice"),
        (("advise", "pitch", "AS KS QS JS 10S XS"), '"XS": no such rank'),
        (("advise", "pitch", "AS KS QS JS 10S 2S", "--turn-up", "2H"), "Auction Pitch turns up no card"),
        (
            ("advise", "pitch", "AS KS QS JS 10S 2S", "--samples", "1"),
            "write a whole number from 2 to 100000",
        ),
        (("play", "pitch", "--level", "genius"), '--level "genius" is not a choice here'),
        (("analyse", "/no/such/file.json"), "cannot read /no/such/file.json"),
        (("class", "report", "/no/such", "."), "SET /no/such: no such folder; make a deal set with"),
    ],
)
def test_bad_arguments_exit_2_with_one_line_and_no_traceback(args, message):
    run = cardlib(*args)
    assert run.returncode == 2
    assert message in run.stderr
    assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr
    assert run.stdout == ""


@pytest.mark.parametrize("command", ["replay", "show"])
@pytest.mark.parametrize(
    ("record", "field"),
    [
        ('{"game": "pitch"}', 'field "players" is missing'),
        (
            '{"game": "pitch", "players": ["A","B","C","D"], "dealer": "D", "deal": {}, "actions": []}',
            'field "deal": A\'s cards are missing',
        ),
        ("not json", "not valid JSON"),
        ("[1]", "a hand record is a JSON object {…} of fields, and this is a list […]"),
        ("", "not valid JSON"),
    ],
)
def test_a_malformed_record_exits_2_naming_the_field(command, record, field):
    run = cardlib(command, "-", stdin=record)
    assert run.returncode == 2
    assert field in run.stderr and "Traceback" not in run.stderr


@pytest.mark.parametrize("game", known_games())
def test_replay_prints_the_result_of_every_game(game, tmp_path):
    path = tmp_path / "hand.json"
    path.write_text(cardlib("deal", game, "--seed", "4").stdout)
    run = cardlib("replay", str(path))
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["game"] == game and json.loads(run.stdout)["finished"] is False


def test_show_prints_the_deal_and_the_play_trick_by_trick(tmp_path):
    data = json.loads(cardlib("deal", "pitch", "--seed", "1").stdout)
    data["actions"] = ["B: bid 2", "C: pass", "D: pass", "A: accept"]
    state = replay(data)
    for _ in range(8):
        state.apply(state.legal_actions()[0])
    data["actions"] = state.to_record().actions
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(data))
    run = cardlib("show", str(path))
    assert run.returncode == 0, run.stderr
    assert "D (dealer)" in run.stdout and "A is eldest" in run.stdout
    assert "1. A: sell" in run.stdout and "2. B: bid 2" in run.stdout and "5. A: accept" in run.stdout
    assert run.stdout.count("trick ") == 2
    first = state.completed_tricks()[0].plays[0][1]
    assert f"trick  1: B {first.symbol}" in run.stdout
    so_far = run.stdout.split("So far:")[1]  # in words: the trump's sign, and a dash for what is not settled
    assert f"trump: {first.suit.symbol}" in so_far and "made: –" in so_far and "none" not in so_far


def test_show_a_fresh_record_says_no_actions():
    run = cardlib("show", "-", stdin=cardlib("deal", "fontainebleau", "--seed", "3").stdout)
    assert run.returncode == 0 and "No actions yet." in run.stdout and "pool: 0" in run.stdout
    assert "So far" not in run.stdout  # a column of "none" before anything has happened says nothing


PLAYED = [
    "B: bid 2", "C: bid 3", "D: pass", "E: pass", "A: accept",
    "C: AS", "D: 2S", "E: 4D", "A: 8S", "B: 6S",
    "C: 7S", "D: 4S", "E: 5C", "A: 4C", "B: KS",
    "B: JH", "C: 3C", "D: AH", "E: 8H", "A: 7H",
    "D: 10D", "E: 9D", "A: 6D", "B: 7D", "C: AD",
    "C: QD", "D: 2D", "E: KD", "A: JD", "B: 4H",
    "E: KC", "A: KH", "B: 6H", "C: AC", "D: 6C",
]  # fmt: skip


#: A five-player deal written out by hand, as a teacher edits a record.
DEAL = {
    "A": "8S KH 7H 4C JD 6D",
    "B": "KS 6S JH 6H 4H 7D",
    "C": "AS 7S AC 3C AD QD",
    "D": "4S 2S AH 6C 10D 2D",
    "E": "8H KC 5C KD 9D 4D",
}


def test_deal_edit_and_replay_a_pitch_hand(tmp_path):
    """The walk-through: deal a record, write in cards and actions by hand, replay, check every number."""
    path = tmp_path / "h.json"
    path.write_text(cardlib("deal", "pitch", "--players", "5", "--seed", "3").stdout)
    data = json.loads(path.read_text())
    assert data == new_record("pitch", 5, seed=3).to_dict(), "a seed deals the same cards every time"
    data["deal"], data["actions"] = DEAL, PLAYED
    path.write_text(json.dumps(data, indent=2))
    run = cardlib("replay", str(path))
    assert run.returncode == 0, run.stderr
    outcome = json.loads(run.stdout)
    assert outcome["pitcher"] == "C" and outcome["contract"] == 3 and outcome["trump"] == "S"
    assert outcome["points"] == {"high": "C", "low": "D", "jack": None, "game": "C"}
    assert outcome["game_count"] == {"A": 0, "B": 3, "C": 28, "D": 5, "E": 6}
    assert outcome["made"] is False
    assert outcome["scored"] == {"A": 3, "B": 0, "C": 0, "D": 1, "E": 0}
    assert outcome["set_back"] == {"A": 0, "B": 0, "C": 3, "D": 0, "E": 0}
    assert outcome["to_go"] == {"A": 4, "B": 7, "C": 10, "D": 6, "E": 7}
    assert outcome["winner"] is None and outcome["finished"] is True
    shown = cardlib("show", str(path)).stdout
    assert "trick  4: D 10♦  E 9♦  A 6♦  B 7♦  C A♦   won by C" in shown
    assert "C did not make the bid of 3." in shown  # the result said in sentences, then a table
    assert "Trumps ♠; the points went: high C, low D, jack none, game C." in shown
    rows = [line.split() for line in shown.splitlines()[-5:]]
    assert [(row[0], row[-1]) for row in rows] == [
        ("A", "4"),
        ("B", "7"),
        ("C", "10"),
        ("D", "6"),
        ("E", "7"),
    ]


def test_replay_names_the_illegal_action(tmp_path):
    path = tmp_path / "h.json"
    data = json.loads(cardlib("deal", "pitch", "--players", "5", "--seed", "3").stdout)
    data["deal"], data["actions"] = DEAL, ["B: bid 2", "C: bid 2"]
    path.write_text(json.dumps(data))
    run = cardlib("replay", str(path))
    assert run.returncode == 2
    refused = 'action 2 "C: bid 2": B has bid 2; a later bid must be higher (there are no equal bids)'
    assert run.stderr == f"cardlib: {path}: {refused}\n"  # with the file's name: a folder holds many
    data["actions"] = ["B: bid 2", "C: pass", "D: pass", "E: pass", "A: accept", "B: KS", "C: 3C"]
    path.write_text(json.dumps(data))
    run = cardlib("replay", str(path))
    assert (
        run.returncode == 2
        and 'action 7 "C: 3C": C holds a trump and must follow when trumps are led' in run.stderr
    )


def test_play_a_hand_in_the_terminal():
    run = cardlib("play", "pitch", "--seed", "2", stdin="sell\nbid 9\nundo\nquit\n")
    assert run.returncode == 0, run.stderr
    assert "your hand:" in run.stdout and "you may: pitch, sell" in run.stdout
    assert (
        "Not allowed: " in run.stdout and "Taken back." in run.stdout and run.stdout.rstrip().endswith("bye")
    )
    ended = cardlib("play", "boston", "--seed", "3", stdin="")
    assert ended.returncode == 0 and "bye" in ended.stdout
    assert cardlib("play", "pitch", "--seed", "-1").returncode == 2


@pytest.mark.parametrize(
    ("written", "game"), [("Pitch", "pitch"), ("Seven-Up", "sevenup"), ("Auction Pitch", "pitch")]
)
def test_a_game_is_known_by_its_title_in_any_case(written, game):
    run = cardlib("deal", written, "--seed", "1")
    assert run.returncode == 0 and json.loads(run.stdout)["game"] == game, run.stderr


def test_a_deal_set_s_list_given_for_a_record_points_to_its_deals(tmp_path):
    assert cardlib("class", "deals", "pitch", "--count", "2", "--out", str(tmp_path / "set")).returncode == 0
    run = cardlib("show", str(tmp_path / "set" / "set.json"))
    assert run.returncode == 2 and run.stderr.count("\n") == 1
    assert "a deal set's list of its deals, not a hand record" in run.stderr
    assert str(tmp_path / "set" / "deal-01.json") in run.stderr


def test_advise_on_seven_up_shows_the_results_alone_as_it_has_no_contracts():
    run = cardlib("advise", "sevenup", "AH KH JH 5S 8H 9D", "--samples", "6")
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[1].split() == ["call", "average", "result"]
    assert sorted(line.split()[0] for line in lines[2:]) == ["beg", "stand"]


def test_a_deal_dealt_to_names_is_played_in_the_first_seat_s_place_or_the_seat_asked(tmp_path):
    """A deal of the class's own names: you are the first of them, or the one --seat names, and you act."""
    deal = tmp_path / "names.json"
    deal.write_text(cardlib("deal", "pitch", "--players", "Ann,Bo,Cy,Di", "--seed", "1").stdout)
    first = cardlib("play", "pitch", "--deal", str(deal), stdin="quit\n")
    assert first.returncode == 0, first.stderr
    assert "You are Ann." in first.stdout and "your hand:" in first.stdout and "> " in first.stdout
    assert "trick 1" not in first.stdout, "the hand waits for you"
    asked = cardlib("play", "pitch", "--deal", str(deal), "--seat", "Cy", stdin="quit\n")
    assert "You are Cy." in asked.stdout
    refused = cardlib("play", "pitch", "--deal", str(deal), "--seat", "Zed")
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1
    assert "--seat Zed: this deal's players are Ann, Bo, Cy and Di" in refused.stderr
    fresh = cardlib("play", "boston", "--seed", "1", "--seat", "Y", stdin="quit\n")
    assert "You are Y." in fresh.stdout
    no_such = cardlib("play", "sevenup", "--seat", "C")  # a fresh deal seats the game's usual table
    assert (
        no_such.returncode == 2
        and "--seat C: the seats of a fresh sevenup deal are A and B" in no_such.stderr
    )


def test_ctrl_c_at_the_prompt_quits_and_keeps_the_hand_so_far():
    from cardlib.faces.terminal import play_in_terminal

    typed = iter(["pitch"])
    shown = []

    def read(prompt):
        word = next(typed, None)
        if word is None:
            raise KeyboardInterrupt
        return word

    state = play_in_terminal("pitch", 2, read, shown.append)
    assert shown[-1] == "\nbye (Ctrl-C)" and any(action == "pitch" for _, action in state.history)


def test_a_whole_hand_can_be_played_by_typing_legal_actions():
    from cardlib.faces.terminal import play_in_terminal

    shown = []

    def read(prompt):
        return shown[-1].split("you may: ")[1].split(", ")[0]

    play_in_terminal("pitch", 4, read, shown.append)
    assert "The hand is over." in shown[-1] and "did best this hand" in shown[-1]
    heading = next(line for line in shown[-1].splitlines() if line.startswith("player "))
    assert "to go" in heading  # the hand's table, a row a player beneath its heading


def test_advise_prints_a_table_of_calls_and_a_progress_bar():
    run = cardlib(
        "advise", "boston", "AS KS QS JS 9S 7S AH KH 4H 3D 2D 5C 6C", "--turn-up", "7S", "--samples", "12"
    )
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0].startswith("boston: A♠ K♠ Q♠ J♠") and "12 sampled deals" in lines[0]
    assert lines[1].split() == ["call", "wins", "made", "average", "result"]
    assert any(line.startswith("pass ") for line in lines[2:])
    again = cardlib(
        "advise", "boston", "AS KS QS JS 9S 7S AH KH 4H 3D 2D 5C 6C", "--turn-up", "7S", "--samples", "12"
    )
    assert again.stdout == run.stdout


def test_a_match_is_kept_as_it_goes_and_a_rerun_plays_only_the_new_deals(tmp_path):
    from cardlib.sim.runs import Match, play

    store = tmp_path / "match.sqlite"
    first = cardlib("match", "pitch", "rule-of-thumb", "random", "--deals", "6", "--store", str(store))
    assert first.returncode == 0, first.stderr
    assert first.stdout.startswith("pitch: rule of thumb against random over 6 duplicate deals")
    assert f"kept in {store}" in first.stdout and "deal" in first.stderr  # the bar, on standard error
    # the level as results print it, in any case: the same player, the same kept deals
    more = cardlib("match", "pitch", "Rule of thumb", "random", "--deals", "9", "--store", str(store))
    assert "over 9 duplicate deals" in more.stdout and "6/9" in more.stderr  # three deals left to play
    alone = play(Match("pitch", "rule of thumb", "random"), 9, progress=False)
    assert more.stdout.splitlines()[0] == str(alone)


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["pitch", "expertt", "random"], 'STRONGER "expertt" is not a choice here'),
        (["pitch", "random", "random", "--deals", "0"], "--deals"),
        (["pitch", "random", "random", "--store", "."], "that is a folder"),
        (["pitch", "random", "random", "--store", "notes.txt"], "not a SQLite database"),
    ],
)
def test_a_match_refuses_bad_arguments_in_one_line(args, words, tmp_path, monkeypatch):
    (tmp_path / "notes.txt").write_text("not a match store\n")
    monkeypatch.chdir(tmp_path)
    run = cardlib("match", *args)
    assert run.returncode == 2 and words in run.stderr and len(run.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("level", ["sampling", "expert"])
def test_play_against_stronger_players_and_ask_them_why(level):
    run = cardlib("play", "pitch", "--seed", "5", "--level", level, stdin="why\nsell\nwhy\nquit\n")
    assert run.returncode == 0, run.stderr
    assert f"opponents: {level}" in run.stdout
    assert "have not acted since your last action" in run.stdout
    assert "B: I " in run.stdout and "sampled deals" in run.stdout


def test_analyse_a_fresh_record_says_why_not_and_a_played_one_reports(tmp_path):
    fresh = tmp_path / "fresh.json"
    fresh.write_text(cardlib("deal", "pitch", "--seed", "4").stdout, encoding="utf-8")
    refused = cardlib("analyse", str(fresh))
    assert refused.returncode == 3 and "auction is not over" in refused.stderr
    from cardlib.core.cards import card_or_none
    from cardlib.core.choosers import play_out
    from cardlib.players import rule_of_thumb
    from cardlib.sim.tournament import deal_state

    played = tmp_path / "played.json"
    state = play_out(deal_state("pitch", 3, 3), None, rule_of_thumb("pitch"))
    played.write_text(state.to_record().to_json(), encoding="utf-8")
    run = cardlib("analyse", str(played))
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith(f"{state.contract().words()}:") and "with best play" in run.stdout
    cards = sum(1 for _, action in state.history if card_or_none(action) is not None)
    assert "analysing the hand" in run.stderr and f"{cards}/{cards}" in run.stderr  # a bar counts every card


@pytest.mark.parametrize(
    ("actions", "message"),
    [
        ([], "open-hand analysis starts with the play of the cards"),
        (["A: pass", "Y: pass", "B: pass", "Z: pass"], "Misère Partout is every player for himself"),
        (
            ["A: seven", "Y: pass", "B: pass", "Z: pass", "A: trump S"],
            "the hands still hold 52 cards, and analysis is quick from about 7 cards a hand, "
            "that is from action 29 on",
        ),
    ],
)
def test_a_valid_record_that_cannot_be_analysed_exits_3_saying_why(actions, message):
    record = json.loads(cardlib("deal", "boston", "--seed", "1").stdout)
    # a whole deal is within the default limit (issue 33): the smallest limit makes this one give up
    run = cardlib("analyse", "--limit", "1000", "-", stdin=json.dumps(dict(record, actions=actions)))
    assert run.returncode == 3 and run.stdout == ""
    assert run.stderr.startswith("cardlib: cannot analyse this record: ") and message in run.stderr
    assert run.stderr.count("\n") == 1


def test_play_saves_the_hand_so_that_it_can_be_shown_and_analysed(tmp_path):
    """Issue 16, items 27 and 29: the README's play → show → analyse works from the command line."""
    saved = tmp_path / "hand.json"
    run = cardlib("play", "pitch", "--seed", "4", "--save", str(saved), stdin="pitch\n")
    assert run.returncode == 0, run.stderr
    assert f"saved the hand to {saved}" in run.stdout and saved.exists()
    assert cardlib("show", str(saved)).returncode == 0
    assert cardlib("play", "pitch", "--save", str(tmp_path)).stderr.startswith("cardlib: --save")
    # issue 32: the teacher's guide saves into results/NAME/, which need not exist yet
    into = tmp_path / "results" / "Ann" / "deal-01.json"
    assert cardlib("play", "pitch", "--seed", "4", "--save", str(into), stdin="pitch\n").returncode == 0
    assert into.exists()
    (tmp_path / "notes.txt").write_text("a file, not a folder")
    refused = cardlib("play", "pitch", "--save", str(tmp_path / "notes.txt" / "h.json")).stderr
    assert refused.startswith("cardlib: --save") and "cannot make the folder" in refused


def test_the_terminal_game_helps_shows_every_trick_and_says_who_won():
    from cardlib.faces.terminal import play_in_terminal

    shown, said = [], iter(["help", "bid 9", "why"])

    def read(prompt):
        word = next(said, None)
        return word or shown[-1].split("you may: ")[1].split(", ")[0]

    state = play_in_terminal("boston", 3, read, shown.append)
    text = "\n".join(shown)
    assert shown[1] == f"turn-up: {state.deal.turn_up.symbol}" and shown[2].startswith("pools: ")
    assert "undo     take back your last action" in text
    refusals = [i for i, screen in enumerate(shown) if "Not allowed" in screen]
    assert len(refusals) == 1, "the refusal is shown once, not again after why"
    for number in range(1, 14):
        assert f"\ntrick {number}: " in text, f"trick {number} was shown before it left the table"
    assert "The hand is over." in shown[-1] and "did best this hand" in shown[-1]
    contract = state.contract()
    assert f"{' and '.join(contract.side)} {'made' if state.outcome().made else 'did not make'}" in shown[-1]


def test_the_help_gives_every_default():
    for command in ("deal", "play", "advise", "worksheet"):
        text = cardlib(command, "--help").stdout
        options = [line for line in text.split("options:")[1].splitlines() if line.strip().startswith("--")]
        assert options and "default" in text.split("options:")[1], command
    assert "(default: rule-of-thumb)" in cardlib("play", "--help").stdout


def test_the_help_lists_its_choices_with_or_and_finishes_its_sentences():
    """Issue 53: `rules --help` listed the games with commas where the other commands say "or"; `class
    serve --help` and `class report --help` ended "a folder a student"."""
    from cardlib.exercises.summaries import summarised_games

    def said(*command: str) -> str:
        return " ".join(cardlib(*command, "--help").stdout.split())  # as read, not as wrapped

    assert f"GAME {and_list(summarised_games(), 'or')}" in said("rules")
    for command in ("deal", "play", "match"):
        assert f"GAME {and_list(known_games(), 'or')}" in said(command), command
    assert "random, rule-of-thumb, sampling or expert" in said("play")
    assert "RESULTS the folder the finished hands are saved in, one folder for each student options:" in (
        said("class", "serve")
    )
    assert "RESULTS a folder holding one folder of records for each student options:" in said(
        "class", "report"
    )


def test_the_terminal_shows_the_auction_apart_from_the_cards_and_lists_the_cards_first():
    """Issue 53: the "so far" line mixed bids and cards in a sliding window, and "i pay" came before the
    cards in what you may type."""
    from cardlib.core.cards import card_or_none
    from cardlib.faces.terminal import play_in_terminal
    from cardlib.render.state import auction_so_far

    offered: list[str] = []
    for seed in range(1, 20):  # a deal where another seat calls, so that you may say "I pay"
        shown: list[str] = []

        def read(prompt: str, shown: list[str] = shown) -> str:
            options = [o.strip() for o in shown[-1].split("you may: ")[1].replace("\n", " ").split(",")]
            if "i pay" in options:
                offered.extend(options)
                return "quit"
            return "pass" if "pass" in options else options[0]

        state = play_in_terminal("boston", seed, read, shown.append)
        text = "\n".join(shown)
        assert "so far" not in text
        auctions = [line for line in text.splitlines() if line.startswith("auction: ")]
        assert auctions and auctions[-1] == "auction: " + "; ".join(auction_so_far(state, "A"))
        assert all(
            card_or_none(words.split(": ")[-1]) is None for line in auctions for words in line.split("; ")
        )
        if offered:
            break
    assert offered[-1] == "i pay" and all(card_or_none(option) for option in offered[:-1]), offered


def _readme_cli_block() -> list[str]:
    text = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    block = text.split("## The command line", 1)[1].split("```bash\n", 1)[1].split("\n```", 1)[0]
    return block.splitlines()


def test_the_readme_command_line_runs_exactly_as_written(tmp_path):
    """Issue 16, items 26 and 27: after the set-up command, every line runs, and the played hand analyses."""
    from cardlib.faces.terminal import play_in_terminal

    shown, moves = [], []

    def first_legal(prompt):
        moves.append(shown[-1].split("you may: ")[1].split(", ")[0])
        return moves[-1]

    lines = _readme_cli_block()
    assert all(line.startswith(".venv/bin/cardlib ") for line in lines)
    play = next(line for line in lines if " play " in line)
    play_in_terminal("boston", int(play.split("--seed ")[1].split()[0]), first_legal, shown.append)
    venv = tmp_path / ".venv" / "bin"
    venv.mkdir(parents=True)
    (venv / "cardlib").symlink_to(Path(sys.executable).parent / "cardlib")
    for line in lines:
        stdin = "\n".join(moves) + "\n" if line == play else ""
        run = subprocess.run(
            line.split("#")[0], shell=True, cwd=tmp_path, input=stdin, capture_output=True, text=True
        )
        assert run.returncode == 0, f"{line}: {run.stderr}"
    assert "sampled deals" in run.stdout
    report = subprocess.run(
        [str(venv / "cardlib"), "analyse", "played.json"], cwd=tmp_path, capture_output=True, text=True
    )
    assert report.returncode == 0 and "with best play" in report.stdout


def test_the_search_limit_is_the_reports_and_can_be_raised(tmp_path):
    """Issue 32: analyse and play take --limit; its default is the report's own."""
    from cardlib.analysis.report import REPORT_LIMIT
    from cardlib.faces.cli import DEFAULT_LIMIT

    assert DEFAULT_LIMIT == REPORT_LIMIT
    for command in ("analyse", "play"):
        assert "--limit N" in cardlib(command, "--help").stdout
    refused = cardlib("analyse", "-", "--limit", "5", stdin="{}")
    assert refused.returncode == 2 and "a number of positions" in refused.stderr
    record = tmp_path / "hand.json"
    assert cardlib("play", "pitch", "--seed", "4", "--save", str(record), stdin="pitch\n").returncode == 0
    small = cardlib("analyse", str(record), "--limit", "1000")
    assert small.returncode == 3 and "raise it with --limit" in small.stderr, small.stderr


@pytest.mark.parametrize("args", [["--help"], ["deal", "pitch"], ["replay", "-"], ["show", "-"]])
def test_the_command_line_loads_no_numpy_or_numba_unless_it_searches(args):
    """Issue 32: numba and numpy (0.4 s) load with the first search or simulation, not with the CLI."""
    probe = (
        "import sys\nfrom cardlib.faces.cli import main\n"
        f"try:\n    main({args!r})\nexcept SystemExit:\n    pass\n"
        "print('LOADED', sorted(m for m in ('numpy', 'numba', 'ipywidgets') if m in sys.modules))"
    )
    record = new_record("pitch", seed=1).to_json()
    run = subprocess.run([sys.executable, "-c", probe], input=record, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "LOADED []" in run.stdout, run.stdout[-300:]


def test_a_long_list_of_calls_is_set_in_lines_of_whole_calls():
    from cardlib.faces.terminal import _rows

    levels, suits = ("six", "seven", "nine", "spread slam"), ("spades", "grand")
    calls = [f"{n} {suit}" for n in levels for suit in suits] * 4
    rows = _rows(calls, 40)
    assert len(rows) > 1 and all(len(row) <= 41 for row in rows)  # the comma closing a line may pass it
    assert " ".join(rows).split(", ") == calls


def _moves_for(record, seat):
    """What a player at ``seat`` types, turn by turn, to play ``record`` by the rules of thumb."""
    from cardlib.players import rule_of_thumb
    from cardlib.players.table_game import TableGame

    table = TableGame(record.game)
    table.play_record(record, seat=seat)
    guide, moves = rule_of_thumb(record.game), []
    while not table.state.is_over():
        moves.append(guide(table.state))
        assert table.act(moves[-1]), table.message
    return "\n".join(moves) + "\n"


def test_play_saves_the_seat_played_and_the_class_report_scores_the_student_there(tmp_path):
    """Issue 54: Lee played Y of a class's deal; the report showed him A's result, ranked against A."""
    from cardlib import load_record
    from cardlib.classroom import class_report, load_deal_set

    assert (
        cardlib(
            "class", "deals", "boston", "--seed", "7", "--count", "1", "--out", str(tmp_path / "set")
        ).returncode
        == 0
    )
    deal = tmp_path / "set" / "deal-01.json"
    results = tmp_path / "results"
    for name, seat in (("Ann", None), ("Bo", "A"), ("Lee", "Y")):
        chosen = ["--seat", seat] if seat else []
        saved = results / name / "deal-01.json"
        run = cardlib(
            "play",
            "boston",
            "--deal",
            str(deal),
            *chosen,
            "--save",
            str(saved),
            stdin=_moves_for(load_record(deal), seat or "A"),
        )
        assert run.returncode == 0 and saved.exists(), run.stderr
        assert load_record(saved).information["x_seat"] == (seat or "A")
    lee = replay(load_record(results / "Lee" / "deal-01.json")).returns()["Y"]
    report = class_report(load_deal_set(tmp_path / "set"), results, analyse=False)
    assert report.results[("Lee", "deal-01.json")] == lee and report.duplicate("Lee", "deal-01.json") == 0
    shown = cardlib("class", "report", str(tmp_path / "set"), str(results), "--no-analysis")
    assert shown.returncode == 0, shown.stderr
    assert "Boston seat A" not in shown.stdout and "each student at his own seat" in shown.stdout
    assert (
        f"{lee:g} at Y" in shown.stdout and "average at A" in shown.stdout and "average at Y" in shown.stdout
    )
    fresh = tmp_path / "fresh.json"
    assert (
        cardlib(
            "play", "pitch", "--seed", "4", "--seat", "C", "--save", str(fresh), stdin="quit\n"
        ).returncode
        == 0
    )
    assert load_record(fresh).information["x_seat"] == "C", "a fresh deal's record names the seat too"


def test_class_deals_never_writes_through_a_link(tmp_path):
    """Issue 54: `class deals --replace` wrote set.json through a link, over a file outside the folder."""
    target = tmp_path / "teacher.txt"
    target.write_text("the teacher's own file")
    out = tmp_path / "set"
    assert cardlib("class", "deals", "pitch", "--count", "2", "--out", str(out)).returncode == 0
    for name in ("set.json", "deal-01.json"):
        (out / name).unlink()
        (out / name).symlink_to(target)
        for replace in ([], ["--replace"]):
            run = cardlib(
                "class", "deals", "pitch", "--count", "3", "--seed", "2", "--out", str(out), *replace
            )
            assert run.returncode == 2 and run.stderr.count("\n") == 1 and not run.stdout, run.stderr
            assert f"{out / name} is a link to somewhere else" in run.stderr and "Traceback" not in run.stderr
            assert target.read_text() == "the teacher's own file" and not (out / "deal-03.json").exists()
        (out / name).unlink()


def test_compile_compiles_the_search_once_and_later_processes_read_it(tmp_path, monkeypatch):
    """The set-up's ``cardlib compile``: the first analysis after it reads the search, compiling nothing."""
    from cardlib.analysis import compiled

    if not compiled.AVAILABLE:
        pytest.skip("numba is not installed")
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))  # a machine with no compiled search yet
    first, again = cardlib("compile"), cardlib("compile")
    assert first.returncode == again.returncode == 0, (first.stderr, again.stderr)
    assert first.stdout.startswith("the open-hand search is compiled (") and str(tmp_path) in first.stdout
    assert again.stdout.startswith("the open-hand search was compiled already"), again.stdout
    assert first.stderr == again.stderr == ""
    # a misère's first search, in a new process, compiles nothing either (its caller is found compiled)
    probe = "from cardlib.analysis import compiled as c; c._one_ducker(1, 14); print(c._one_ducker.stats)"
    read = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert "cache_misses=Counter()" in read.stdout, read.stdout


def test_compile_with_numba_s_compiler_off_says_so_in_one_line(monkeypatch):
    monkeypatch.setenv("NUMBA_DISABLE_JIT", "1")
    run = cardlib("compile")
    assert run.returncode == 2 and run.stdout == ""
    said = "cardlib: numba could not compile the open-hand search: numba's compiler is turned off\n"
    assert run.stderr == said


def test_compile_without_numba_says_the_python_search_needs_none(monkeypatch, capsys):
    from cardlib.analysis import compiled
    from cardlib.faces.cli import main

    monkeypatch.setattr(compiled, "AVAILABLE", False)
    assert main(["compile"]) == 0
    assert "numba is not installed" in capsys.readouterr().out
