"""floorcall's built-in stud games: seven-card stud, stud hi-lo eight-or-better, razz and five-card stud.

Each game is its own plugin module, named by an entry point in the ``floorcall`` group:

- ``stud`` (:mod:`floorcall_stud.stud`, PHH ``F7S``): seven-card stud, high hand wins;
- ``stud8`` (:mod:`floorcall_stud.stud8`, PHH ``F7S/8``): seven-card stud, the pot split between the best high hand
  and the best ace-to-five low of eight or better;
- ``razz`` (:mod:`floorcall_stud.razz`, PHH ``FR``): seven-card stud, the best ace-to-five low wins;
- ``stud5`` (:mod:`floorcall_stud.stud5`, floorcall's extension code ``F5S``): five-card stud, high hand wins.

Each game module is data: a :class:`floorcall.procedure.Game` made with :func:`floorcall.procedure.stud_game`, and
the plugin the core builds from it (:func:`floorcall.procedure.game_plugin`). This package itself registers nothing.
"""

from __future__ import annotations

from floorcall_stud.messages import MESSAGES

__all__ = ["MESSAGES"]
