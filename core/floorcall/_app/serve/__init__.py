"""``floorcall serve``: the HTTP API (and the floor console) over the same hands, rulings and situations as the CLI.

:mod:`.app` builds the Litestar app, :mod:`.hands` keeps the hands, :mod:`.store` stores their logs in SQLite,
:mod:`.server` runs it all on uvicorn. :mod:`.console` (the page) talks only to the JSON API.
"""
