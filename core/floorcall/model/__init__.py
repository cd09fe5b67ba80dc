"""floorcall's data model: frozen msgspec Structs for events, irregularities, remedies, rulings and procedure."""

from __future__ import annotations

from floorcall.model.events import *  # noqa: F403
from floorcall.model.events import __all__ as _events
from floorcall.model.expectations import *  # noqa: F403
from floorcall.model.expectations import __all__ as _expectations
from floorcall.model.irregularities import *  # noqa: F403
from floorcall.model.irregularities import __all__ as _irregularities
from floorcall.model.messages import *  # noqa: F403
from floorcall.model.messages import __all__ as _messages
from floorcall.model.procedure import *  # noqa: F403
from floorcall.model.procedure import __all__ as _procedure
from floorcall.model.remedies import *  # noqa: F403
from floorcall.model.remedies import __all__ as _remedies
from floorcall.model.rulings import *  # noqa: F403
from floorcall.model.rulings import __all__ as _rulings
from floorcall.model.types import *  # noqa: F403
from floorcall.model.types import __all__ as _types

__all__ = [*_events, *_expectations, *_irregularities, *_messages, *_procedure, *_remedies, *_rulings, *_types]
