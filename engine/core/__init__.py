"""Shared core: cards, seeded randomness, errors, messages and serialisation."""
