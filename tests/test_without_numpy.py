"""The learner's path runs on the standard library alone: numpy is made unimportable here."""

import subprocess
import sys
import textwrap

BLOCK_NUMPY = """
import sys

class _NoNumpy:
    def find_spec(self, name, path=None, target=None):
        if name == "numpy" or name.startswith("numpy."):
            raise ModuleNotFoundError(f"No module named {name!r} (blocked by the test)")
        return None

sys.meta_path.insert(0, _NoNumpy())
"""

WITHOUT_NUMPY = """
import io, contextlib
from cardlib import new_record, replay, known_games
from cardlib.core.choosers import play_out
from cardlib.games.pitch import PitchMatch
from cardlib.games.boston import BostonMatch
from cardlib.games.fontainebleau.match import FontainebleauMatch
from cardlib.players import rule_of_thumb
from cardlib.players.roster import player
from cardlib.players.table_game import TableGame
from cardlib.analysis import where_it_went_wrong
from cardlib.games.solo.ladder_question import LadderQuestion
from cardlib.exercises import make_questions
from cardlib.faces.cli import main

for game in known_games():
    state = play_out(replay(new_record(game, seed=1)), None, rule_of_thumb(game))
    assert state.is_over() and state.returns(), game
    assert str(state) and state._repr_html_().startswith("<svg")
    fresh = replay(new_record(game, seed=3))
    for level in ("sampling", "expert"):
        assert player(game, level, seed=2)(fresh) in fresh.legal_actions()
    late, guide = replay(new_record(game, seed=3)), rule_of_thumb(game)
    while not late.is_over() and not (late.play_begun() and len(late.hand(late.current_player())) <= 3):
        late.apply(guide(late))
    assert late.is_over() or player(game, "expert", seed=2)(late) in late.legal_actions()
    table = TableGame(game, seed=4)
    while not table.state.is_over():
        table.act(table.legal()[0])
    assert table.result_lines()
assert PitchMatch(seed=1).play() and BostonMatch(seed=1).play() and FontainebleauMatch(seed=1).play()
pitch = play_out(replay(new_record("pitch", seed=5)), None, rule_of_thumb("pitch"))
assert where_it_went_wrong(pitch).slips is not None
assert LadderQuestion().overcalls()
from cardlib.exercises import all_topics, worksheet_html
from cardlib.exercises.attempt import Attempt
for topic in all_topics():  # every exercise, the experiments too, for the zero-install site
    asked = make_questions(topic, 1, 2)
    assert Attempt(asked[0]).answer(asked[0].answer).correct, topic
assert "<svg" in worksheet_html(list(all_topics()), 1, 1)
out = io.StringIO()
with contextlib.redirect_stdout(out):
    code = main(["deal", "boston", "--seed", "7"])
assert code in (0, None) and '"game": "boston"' in out.getvalue(), out.getvalue()
import sys
assert "numpy" not in sys.modules
print("ok without numpy")
"""


def test_the_core_games_players_analysis_widgets_logic_and_cli_need_no_numpy():
    code = BLOCK_NUMPY + textwrap.dedent(WITHOUT_NUMPY)
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "ok without numpy" in run.stdout


def test_the_blocker_really_blocks_numpy():
    code = BLOCK_NUMPY + "import numpy\n"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert run.returncode != 0 and "blocked by the test" in run.stderr
