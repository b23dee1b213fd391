"""The workbench: any game, any seat, bots or not, an edited deal, a history with branches, two
variants side by side, memory training and a share link.

``[[workbench GAME]]`` (alone on its line; GAME is a registered game's name) renders
the deal for seed 1 at build time, in an element with ``data-sandbox="GAME"``; the script
(``docs/assets/js/widgets/workbench.js``) keeps a tree of lines (each an action list from the deal)
and asks these stateless operations for everything it shows. Every request names the game, the
players, the seed, the rule switches, optionally an edited deal (``setup``: some hands, the seat to
play first, Kachuful's deal of the program) and a ``line`` (the moves from the deal): the engine
replays it through the rules each time (:mod:`.replay`, which keeps the last few replays) and trusts
nothing.

``workbench.view``    {game, players, seed, rules, setup?, line, at, view?, panel?, training?, others?}:
                      the position after the first ``at`` moves: the table (whole, or what seat
                      ``view`` may know), the legal moves of the seat to play, every step narrated,
                      the game's panel, the result once over and the share link (with ``others``,
                      the page's other lines). ``training`` (Literature): only what may be repeated.
``workbench.play``    {..., action}: ``action`` judged by the rules at the end of ``line``: accepted
                      (with its canonical text, and the view after it) or refused with every reason
                      in the request's language.
``workbench.bots``    {..., mode ("one", "auto", "end"), bots?, levels?, explain?}: the computer's moves
                      from the end of ``line``: one, as long as a seat listed in ``bots`` is to play,
                      or to the end; ``levels`` {seat: level} (default: the game's default level);
                      with ``explain: true``, ``why``: each move's reason in the request's language,
                      told in the third person of the seat that moved (not advice to the reader).
``parts``             [names] in view, play and bots (with ``show``): the heavy parts of the view to
                      build and send (``table``, ``legal``, ``claims``, ``panel``, ``steps``, ``last``,
                      ``result``, ``link``); the small fields always come. Without it, every part.
``then``              {mode, bots?, levels?, explain?} in play: after an accepted move the computer
                      plays as ``workbench.bots`` would; ``computer`` holds its moves (``actions``,
                      ``over``, ``why``) and ``view`` the position after them: one request per click.
``workbench.compare`` {..., at, switch?, view?}: the same deal and moves under both values of one rule
                      switch, side by side (where a move is refused under one of them, and why).
``workbench.link``    {fragment, game}: a share link read back (:mod:`.link`), checked and replayed.

A game here is the game's whole ``open`` (Kachuful: the whole program, each next deal a chance event);
the computer's moves use the random source of :func:`engine.driver.bot_rng`, so a seed played to the end
is the same game wherever the driver plays it.
"""

from __future__ import annotations

from ..core.setup import Setup
from .compare import compare_op
from .config import MAX_LINE, Config, read_config
from .link import MAX_FRAGMENT, decode_link, encode_link
from .presets import preset_link
from .replay import replay
from .view import view_block

__all__ = ["MAX_FRAGMENT", "MAX_LINE", "Config", "Setup", "compare_op", "decode_link", "encode_link",
           "preset_link", "read_config", "replay", "view_block"]
