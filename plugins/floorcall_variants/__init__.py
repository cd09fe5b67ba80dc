"""Variants written as a third party would write them: with floorcall's public API only.

Each game is its own plugin module, named by an entry point in the ``floorcall`` group, and imports nothing but
:mod:`floorcall` and :mod:`floorcall.procedure`:

- ``plo8`` (:mod:`floorcall_variants.plo8`, extension code ``PO/8``): pot-limit Omaha high-low, eight or better;
- ``plo5`` (:mod:`floorcall_variants.plo5`, extension code ``P5O``): five-card pot-limit Omaha;
- ``bigo`` (:mod:`floorcall_variants.bigo`, extension code ``P5O/8``): Big O, five-card pot-limit Omaha high-low;
- ``stud5-8`` (:mod:`floorcall_variants.stud5_8`, extension code ``F5S/8``): five-card stud high-low, eight or better.

PHH has no variant code for these games; floorcall's extension codes are built like the standard ones (structure
letter, number of cards, game, ``/8`` for eight-or-better high-low), and plain PHH readers skip them. This package
itself registers nothing.
"""

from __future__ import annotations

from floorcall_variants.messages import MESSAGES

__all__ = ["MESSAGES"]
