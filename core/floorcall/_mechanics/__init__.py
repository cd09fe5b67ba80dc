"""The mechanics under the kits: betting, pots, seats, the substantial-action counter, replay-stable chance.

Private: the public names are re-exported by :mod:`floorcall`.
"""
