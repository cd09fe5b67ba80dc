"""PHH hand histories: read, validate and write the poker hand history format (TOML; ``.phh`` one hand, ``.phhs`` many).

The public API:

- :class:`HandHistory`, the frozen model holding every field of the PHH standard plus the ``_`` user fields;
- the parsed actions (:data:`AnyPhhAction` and its members), :func:`parse_action` and :func:`format_action`;
- :func:`load` / :func:`loads` to read, :func:`dump` / :func:`dumps` to write; :func:`load_many` and
  :func:`dumps_many` for ``.phhs`` files (hands named ``file.phhs[key]``, read one at a time);
- :class:`FrozenTable`, :func:`freeze` and :func:`thaw` for the user fields.

Errors in the input raise :class:`floorcall.errors.HandHistoryError` naming the source, the field or action index,
and the reason.
"""

from __future__ import annotations

from floorcall._app.phh.actions import (
    AnyPhhAction,
    CheckOrCall,
    CompleteBetOrRaiseTo,
    DealBoard,
    DealHole,
    Fold,
    NoOp,
    PhhAction,
    PlayerNumber,
    PostBringIn,
    ShowOrMuck,
    StandPatOrDiscard,
    format_action,
    parse_action,
)
from floorcall._app.phh.codec import (
    MAX_HAND_BYTES,
    from_document,
    load,
    load_many,
    loads,
)
from floorcall._app.phh.frozen import FrozenTable, PlainValue, TomlValue, freeze, thaw
from floorcall._app.phh.model import PER_PLAYER_FIELDS, Chips, HandHistory, PositiveChips
from floorcall._app.phh.writer import dump, dumps, dumps_many

__all__ = [
    "MAX_HAND_BYTES",
    "PER_PLAYER_FIELDS",
    "AnyPhhAction",
    "CheckOrCall",
    "Chips",
    "CompleteBetOrRaiseTo",
    "DealBoard",
    "DealHole",
    "Fold",
    "FrozenTable",
    "HandHistory",
    "NoOp",
    "PhhAction",
    "PlainValue",
    "PlayerNumber",
    "PositiveChips",
    "PostBringIn",
    "ShowOrMuck",
    "StandPatOrDiscard",
    "TomlValue",
    "dump",
    "dumps",
    "dumps_many",
    "format_action",
    "freeze",
    "from_document",
    "load",
    "load_many",
    "loads",
    "parse_action",
    "thaw",
]
