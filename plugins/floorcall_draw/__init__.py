"""floorcall's built-in draw games, dealt from the button with blinds, each hand drawn to one to three times.

Each game is its own plugin module, named by an entry point in the ``floorcall`` group:

- ``5cd`` (:mod:`floorcall_draw.five_card_draw`, extension code ``F5CD``): limit five-card draw, high hand, one draw,
  with the jacks-or-better opener as the house option ``jacks-or-better``;
- ``27sd`` (:mod:`floorcall_draw.deuce_seven_single`, PHH ``N2L1D``): no-limit deuce-to-seven single draw;
- ``27td`` (:mod:`floorcall_draw.deuce_seven_triple`, PHH ``F2L3D``): limit deuce-to-seven triple draw;
- ``a5td`` (:mod:`floorcall_draw.ace_five_triple`, extension code ``FA5L3D``): limit ace-to-five triple draw;
- ``badugi`` (:mod:`floorcall_draw.badugi`, PHH ``FB``): limit badugi, four cards, three draws.

PHH has no variant code for five-card draw or ace-to-five triple draw. floorcall writes and reads them as ``F5CD``
(fixed-limit five-card draw) and ``FA5L3D`` (fixed-limit ace-to-five lowball triple draw), built like the standard
codes (structure letter, game, number of draws); other PHH readers do not know them.

Each game module is data: a :class:`floorcall.procedure.Game` made with :func:`floorcall.procedure.draw_game`, and
the plugin the core builds from it (:func:`floorcall.procedure.game_plugin`); the typed options the draw games read
are declared in :mod:`floorcall_draw.options`, and the jacks-or-better opener, the one speciality, in
:mod:`floorcall_draw.openers`. The draw itself (discards in turn, one burn, replacements, the stub running out) is
the engine's (:mod:`floorcall._engine.drawing`); what happens on an irregularity is the rulebooks'. This package itself
registers nothing.
"""

from __future__ import annotations

from floorcall_draw.messages import MESSAGES

__all__ = ["MESSAGES"]
