"""Rules engine for Literature, Kachuful and Go Fish (standard library only)."""

__version__ = "0.1.0"
