"""boardlab's rules-level API works where numpy, matplotlib, pandas and scipy cannot load.

In the browser (the JupyterLite site of the tutorials, `make site`) those packages have no
wheels, so boardlab is installed without them.  This runs the engines, the SVG boards,
the widgets, describe, positions and the bots in a fresh interpreter in which importing
any of them fails, as it does there.  (`pip install boardlab` still brings everything.)
"""
from __future__ import annotations

import subprocess
import sys
import textwrap

HEAVY = ("numpy", "matplotlib", "pandas", "scipy")

SCRIPT = textwrap.dedent("""
    import sys

    class Absent:
        '''Every import of the heavy stack fails, as in a browser without those wheels.'''
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in HEAVY:
                raise ModuleNotFoundError(f"No module named {name!r}", name=name)
            return None

    sys.meta_path.insert(0, Absent())

    import boardlab
    from boardlab.bots import GreedyBot, MCTSBot, RandomBot
    from boardlab.widgets import Play

    for name in boardlab.games():
        game = boardlab.new(name, seed=1)
        svg = game._repr_svg_()
        assert svg.startswith("<svg"), name
        text = game.describe()
        assert text, name
        again = boardlab.from_position(name, game.to_position())
        assert again.to_position() == game.to_position(), name
        bots = [GreedyBot(depth=1, seed=1), RandomBot(2), MCTSBot(iterations=5, seed=3)]
        for k in range(6):
            if game.is_over:
                break
            seat = game.to_move
            game.apply(bots[k % 3].choose(game.view(seat)))
        assert boardlab.load(game.to_record()).to_record() == game.to_record(), name
        play = Play(boardlab.new(name, seed=2))
        assert play.state.legal_actions(), name
    loaded = sorted(m for m in sys.modules if m.split(".")[0] in HEAVY)
    assert not loaded, loaded
    print("ok", boardlab.games())
""").replace("HEAVY", repr(HEAVY))


def test_the_rules_api_runs_without_numpy_matplotlib_pandas_scipy():
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.startswith("ok"), done.stdout
