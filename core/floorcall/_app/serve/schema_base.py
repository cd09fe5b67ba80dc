"""What every body and answer of the HTTP API shares: the strict bases and the constrained field types.

:class:`Body` and :class:`Answer` forbid unknown fields; the annotated types carry the bounds and descriptions the
OpenAPI document shows (a ``seq``, a ruling's version, a name, a note, a shuffle seed).
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import Meta

__all__ = ["Answer", "Body", "Name", "Note", "Seed", "Seq", "Version"]

Seq = Annotated[int, Meta(ge=0)]
Version = Annotated[int, Meta(ge=1, description="a logged ruling's version: 1 as given, one more each change")]
Name = Annotated[str, Meta(max_length=80, description="free text, as the room names it")]
Note = Annotated[str, Meta(max_length=2000)]
Seed = Annotated[
    int,
    Meta(ge=-(2**63), le=2**63 - 1, description="the server's shuffle: a 64-bit signed integer, as SQLite keeps it"),
]


class Body(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Base of every request body: unknown fields are errors."""


class Answer(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Base of every answer (strict, so that a key the CLI adds and the API does not know fails loudly)."""
