"""Data files shipped with floorcall.

``default.toml`` is the embedded default config of ``floorcall run``; ``tables/*.bin`` hold the precomputed
hand-evaluation lookup tables (written by :mod:`floorcall.ranking.tables_build`).
"""
