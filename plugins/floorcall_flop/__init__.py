"""floorcall's built-in flop games: hold'em and Omaha, dealt from the button, with blinds.

Each game is its own plugin module, named by an entry point in the ``floorcall`` group:

- ``lhe`` (:mod:`floorcall_flop.lhe`, PHH ``FT``): limit hold'em, best five of the two hole cards and the board;
- ``nlhe`` (:mod:`floorcall_flop.nlhe`, PHH ``NT``): no-limit hold'em;
- ``nlhe-short`` (:mod:`floorcall_flop.nlhe_short`, PHH ``NS``): no-limit hold'em with the 36-card deck (sixes to
  aces), where a flush beats a full house;
- ``plo`` (:mod:`floorcall_flop.plo`, PHH ``PO``): pot-limit Omaha, exactly two of four hole cards with exactly three
  board cards;
- ``o8`` (:mod:`floorcall_flop.o8`, PHH ``FO/8``): limit Omaha high-low, the pot split with the best Omaha low of
  eight or better.

Each game module is data: a :class:`floorcall.procedure.Game` made with :func:`floorcall.procedure.board_game`,
and the plugin the core builds from it (:func:`floorcall.procedure.game_plugin`). This package itself registers
nothing.
"""

from __future__ import annotations

from floorcall_flop.messages import MESSAGES

__all__ = ["MESSAGES"]
