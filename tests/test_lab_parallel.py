"""simulate on every kind of executor (issue 12, item 3): the same seeds give the same table
in this process, in worker processes and on a Dask cluster; Ctrl-C keeps the finished games."""
from __future__ import annotations

import signal
import threading

import pandas as pd
import pytest

from boardlab.lab import compare, simulate


@pytest.mark.slow
def test_serial_processes_and_a_dask_local_cluster_give_the_same_table():
    """Slow (about 20 s of CPU): starts two worker processes, then a two-worker Dask cluster."""
    distributed = pytest.importorskip("distributed")   # declared in the test extra: installed by make test
    args = dict(games=6, seed=21, progress=False, bots=["greedy:1", "random"])
    serial = simulate("lost_cities", 2, workers=1, **args)
    processes = simulate("lost_cities", 2, workers=2, **args)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        dask = simulate("lost_cities", 2, executor=client.get_executor(), **args)
    pd.testing.assert_frame_equal(serial, processes)
    pd.testing.assert_frame_equal(serial, dask)
    assert list(serial["bot_0"]) == ["greedy:1"] * 6 and list(serial["bot_1"]) == ["random"] * 6


def test_an_interrupt_in_this_process_returns_the_games_finished():
    def stop_after_two(state, seen=[]):   # noqa: B006 (counts the games of this run)
        seen.append(1)
        if len(seen) == 3:
            raise KeyboardInterrupt
        return {}
    with pytest.warns(UserWarning, match="interrupted: 2 of 5 games finished"):
        df = simulate("ecosystem", 3, games=5, seed=1, workers=1, progress=False, measure=stop_after_two)
    assert list(df["seed"]) == [1, 2] and df.attrs["interrupted"]


@pytest.mark.slow
def test_an_interrupt_while_workers_play_keeps_whole_pairs():
    """A real SIGINT (Ctrl-C) to this process while two workers play: the workers are
    stopped, the games finished are kept, and the pairs are the seeds both variants finished.

    Slow: the interrupt comes after 15 s, so that on a loaded machine (the other tests on
    every core) both workers have started and finished a few pairs of the 2 × 4000 games."""
    main = threading.main_thread().ident
    timer = threading.Timer(15.0, lambda: signal.pthread_kill(main, signal.SIGINT))
    timer.start()
    try:
        with pytest.warns(UserWarning, match="interrupted"):
            c = compare("lost_cities", {"a": {}, "b": {"rounds": 1}}, 2, games=4000,
                        seed=1, workers=2, progress=False)
    finally:
        timer.cancel()
    assert c.interrupted and 0 < len(c.games) < 8000 and c.seeds
    assert all(set(c.games[c.games["seed"] == s]["variant"]) == {"a", "b"} for s in c.seeds)
    assert "interrupted" in str(c)


def test_an_interrupt_before_any_pair_finished_says_so():
    from boardlab.lab.compare import Comparison
    games = simulate("ecosystem", 3, games=2, seed=1, workers=1, progress=False, trace=False, variant="a")
    games.attrs.update(variants=["a", "b"], interrupted=True)
    c = Comparison(games, "a", ["mean_score"])
    assert c.seeds == [] and list(c.pairs().columns) == ["a", "b"]
    assert str(c) == "no game finished under every variant: nothing to compare (interrupted)"
