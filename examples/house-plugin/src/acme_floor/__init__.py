"""ACME card room's house rules for floorcall (a sample third-party plugin package)."""
