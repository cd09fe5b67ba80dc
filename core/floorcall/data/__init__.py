"""Data files shipped with floorcall: the embedded default config of ``floorcall run``."""
