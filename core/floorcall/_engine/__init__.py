"""The hand engine: the hand, its parts and the remedies that change them. Private: not for plugins."""
