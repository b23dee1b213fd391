"""Presentation as render trees: one renderer (Python) for the static page and the live widget."""
