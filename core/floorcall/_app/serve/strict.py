"""Unknown fields are errors, also inside the events a client posts.

The event Structs accept unknown fields on purpose (event logs stay readable as they evolve), so the API checks a
decoded body against what was sent: every key of the JSON the client sent must be a field of the Struct it became.
"""

from __future__ import annotations

from typing import Any

import msgspec

from floorcall._app.serve.errors import ApiError
from floorcall._app.serve.messages import message

__all__ = ["check_known_fields"]


def check_known_fields(sent: Any, decoded: msgspec.Struct) -> None:
    """Raise when the JSON ``sent`` holds a key that ``decoded`` (its Struct) does not have, at any depth.

    :param sent: the body as plain JSON data.
    :param decoded: the Struct msgspec decoded it into.
    :raises ApiError: 400 naming the first unknown field's path.
    """
    _compare(sent, msgspec.to_builtins(decoded), "")


def _compare(sent: Any, known: Any, path: str) -> None:
    if isinstance(sent, dict) and isinstance(known, dict):
        by_name = {str(key): value for key, value in known.items()}  # JSON keys are text; a seat map's are numbers
        for key, value in sent.items():
            where = f"{path}.{key}" if path else str(key)
            if key not in by_name:
                raise ApiError(400, where, message("unknown_field", name=key))
            _compare(value, by_name[key], where)
    elif isinstance(sent, list) and isinstance(known, list):
        for index, (value, twin) in enumerate(zip(sent, known, strict=False)):
            _compare(value, twin, f"{path}.{index}")
