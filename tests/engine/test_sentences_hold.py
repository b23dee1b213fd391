"""Sentences that must hold whatever the position: whoever is named (« Carmen », « Bruno »: no agreement
that breaks with a name), whatever the reader holds, and what a drill's table shows (fifth native read)."""

from __future__ import annotations

import pytest

from engine.core.i18n import tr
from engine.core.messages import render
from engine.games import load_all
from engine.kachuful.hints import Reason, describe
from engine.learn.drills import dealt, drill_answer, drill_view

load_all()
NB = "\u00a0"


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "Bruno choisit Carmen pour donner en premier."),
    ("es", "Bruno elige a Carmen para repartir primero."),
])
def test_choosing_another_first_dealer_agrees_with_any_name(lang: str, said: str) -> None:
    assert render("kachuful.first-dealer", {"seat": "B", "dealer": "C"}, lang) == said


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "le roi de pique remporte ce pli, et aucun autre joueur n’a de carte plus forte dans sa couleur."),
    ("es", "el rey de picas gana esta baza y ningún otro jugador tiene una carta más alta de su palo."),
])
def test_a_safe_winner_speaks_of_the_other_players_cards(lang: str, said: str) -> None:
    # The hint picks the lowest sure winner: the reader often holds a higher card, named next.
    text = describe(Reason.of("kachuful.hint-take-safe", card="K♠"), lang)
    assert text.lower() == said


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_deal_score_drill_asks_a_hypothesis_about_a_deal_not_yet_bid(lang: str) -> None:
    for seed in range(20):
        d = dealt("kachuful", "deal-score", seed)
        assert all(b is None for b in d.state.bids)  # the table shows no bid yet
        view = drill_view("kachuful", "deal-score", seed, lang)
        assert view["task"].startswith("Si "), view["task"]
        right = next(c["value"] for c in view["choices"]
                     if drill_answer("kachuful", "deal-score", seed, c["value"], lang)["verdict"] == "right")
        explained = drill_answer("kachuful", "deal-score", seed, right, lang)["explain"]
        assert not any(past in explained for past in ("a annoncé", "apostó", "took", "bid {"))


@pytest.mark.parametrize(("msgid", "fr", "es"), [
    ("Five low diamonds are in your hand and the sixth is with your partner.",
     "chez votre partenaire", "alguien de tu equipo"),
    ("All six high spades are in the team, but one is placed with the wrong partner.",
     "attribué à qui ne l’a pas", "alguien del equipo que no la tiene"),
])
def test_lesson_hints_about_a_partner_hold_for_any_seat(msgid: str, fr: str, es: str) -> None:
    # Lessons 4 and 5 of Literature: the partner is Carmen; no « tu compañero », « au mauvais partenaire ».
    assert fr in tr("fr", msgid) and "mauvais partenaire" not in tr("fr", msgid)
    assert es in tr("es", msgid) and "compañero" not in tr("es", msgid)
