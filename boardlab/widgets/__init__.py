"""Notebook widgets (docs/contract.md): one small anywidget board, the rest standard ipywidgets.

* :class:`BoardView` — SVG in, clicked node id out;
* :class:`Play` — play a game: clicks or a move list, undo/redo, views, bots, event log;
* :class:`Walkthrough` — Next/Back through a scripted sequence, with rule ids and notes;
* :class:`Replay` — a slider through a game record;
* :class:`Editor` — edit a position (checked by ``from_position``), then play from it;
* :class:`Compare` — two positions side by side, or the last move's trail, changes highlighted;
* :class:`Analyze` — the analysis board: every turn ranked by its value, look-ahead, variations.

Every control is drivable from code (``button.click()``, ``widget.value = …``,
``board.click(node)``); CSS classes (``boardlab-play``, ``boardlab-board``,
``boardlab-moves``, ``boardlab-log`` …) let browser tests find them.  No Output widgets
(they break nbval): the board, log and messages are SVG/HTML values set in place.
"""
from .analyze import Analyze
from .board import BoardView
from .compare import Compare
from .editor import Editor
from .play import Play
from .replay import Replay
from .walkthrough import Walkthrough

__all__ = ["BoardView", "Play", "Walkthrough", "Replay", "Editor", "Compare", "Analyze"]
