"""Long runs (issue 36): the same match whatever the split, resumable from its store, results as frames."""

from __future__ import annotations

import pytest

from cardlib.core.errors import CardlibError
from cardlib.sim.runs import Match, Store, play
from cardlib.sim.tournament import duplicate

MATCH = Match("boston", "rule of thumb", "random", seed=3)


def _deals(result):
    """Every deal's plays, in order: what must be byte-identical however the deals were split."""
    return (
        result.numbers,
        result.strong.values,
        result.weak.values,
        result.strong.called,
        result.weak.called,
        result.strong.made,
        result.weak.made,
    )


def test_a_match_on_two_workers_is_the_match_played_here():
    """The byte-identical test: one process, then a local Dask cluster of two worker processes."""
    distributed = pytest.importorskip("dask.distributed")
    here = play(MATCH, 24, progress=False)
    with (
        # a dashboard on a port of its own: on the usual one, beside a notebook's cluster on the other
        # worker, Dask warns on stderr, which that notebook's check counts as an output
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0"
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        there = play(MATCH, 24, cluster=client, progress=False)
        assert len(client.scheduler_info()["workers"]) == 2
    assert repr(_deals(there)) == repr(_deals(here))
    assert str(there) == str(here)


def test_a_stopped_run_goes_on_from_its_store_and_ends_as_one_run(tmp_path):
    """A run killed halfway loses at most the deal in flight; the rerun plays only the rest."""
    path = tmp_path / "deals.sqlite"

    def stop_after_five(done, total):
        if done == 5:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        play(MATCH, 16, store=path, progress=stop_after_five)
    kept = Store(path)
    assert sorted(kept.plays(MATCH, range(16))) == [0, 1, 2, 3, 4]
    kept.close()
    seen = []
    resumed = play(MATCH, 16, store=path, progress=lambda done, total: seen.append(done))
    assert seen == list(range(6, 17)), "only the eleven deals not kept are played"
    assert repr(_deals(resumed)) == repr(_deals(play(MATCH, 16, progress=False)))
    other = Match("boston", "rule of thumb", "random", seed=4)
    assert not Store(path).plays(other, range(16)), "another seed is another match"


def test_the_library_tournament_is_the_runner_s_match():
    fielded = duplicate("boston", "rule-of-thumb", "random", range(3, 9), seed=3)
    assert repr(_deals(fielded)) == repr(_deals(play(MATCH, range(3, 9), progress=False)))


def test_results_as_a_frame_with_the_interval_narrowing():
    pytest.importorskip("pandas")
    result = play(Match("pitch", "rule of thumb", "random", seed=1), 60, progress=False)
    frame = result.to_frame()
    assert list(frame["deal"]) == list(range(60))
    assert list(frame["gain"]) == [
        s - w for s, w in zip(result.strong.values, result.weak.values, strict=True)
    ]
    gain, half = result.gain()
    assert frame["running gain"].iloc[-1] == pytest.approx(gain)
    assert frame["half-width"].iloc[-1] == pytest.approx(half)
    assert frame["half-width"].iloc[59] < frame["half-width"].iloc[9]


def test_a_cluster_that_is_not_one_is_refused_in_a_line():
    pytest.importorskip("dask.distributed")
    with pytest.raises(CardlibError, match='give "local", a scheduler\'s address or a dask Client'):
        play(MATCH, 2, cluster=42, progress=False)


def test_a_scheduler_that_cannot_be_reached_is_said_in_one_line(monkeypatch, capsys):
    pytest.importorskip("dask.distributed")
    from cardlib.faces.cli import main
    from cardlib.sim import runs

    monkeypatch.setattr(runs, "CONNECT_TIMEOUT", "1s")  # the kit waits 10 s; a test need not
    code = main(["match", "pitch", "random", "random", "--deals", "2", "--cluster", "tcp://127.0.0.1:9"])
    said = capsys.readouterr().err.strip().splitlines()[-1]  # after the progress bar, closed first
    assert code == 2
    assert said.startswith("cardlib: --cluster tcp://127.0.0.1:9: cannot reach a Dask scheduler there")


def test_a_local_cluster_started_for_a_run_is_stopped_with_it_and_a_given_client_is_left_open():
    """A "local" cluster's workers and dashboard port do not outlive the run; the caller's client does."""
    pytest.importorskip("dask.distributed")
    from cardlib.sim.runs import connected

    with connected("local") as client:
        started = client.cluster
        assert started.status.name == "running"
        with connected(client) as given:
            assert given is client
        assert client.status == "running", "a client given is its owner's to close"
    assert started.status.name == "closed" and client.status == "closed"
