"""1849's own rules: the seeded company order, the scenarios, the RSA and starting a company."""

from __future__ import annotations

import pytest

from railsdesk.engine.randomness import SiteRandom, seed_for
from railsdesk.games import new_game
from railsdesk.games.g1849 import Corporation1849


def players(n):
    return [{"id": i + 1, "name": f"P{i + 1}"} for i in range(n)]


def test_the_generator_draws_as_the_site_does():
    rand = SiteRandom(27939)
    draws = [rand.next() for _ in range(6)]
    assert draws == [1837191712, 735438809, 1099826590, 627226751, 1887006796, 179579029]


def test_the_seed_comes_from_the_settings_else_from_the_digits_of_the_game_id():
    assert seed_for({"seed": 27939}, 5) == 27939
    assert seed_for({}, "hs_abc_1234") == 1234
    assert seed_for({"seed": ""}, 812) == 812
    assert seed_for({}, "hotseat") == 0


# The first state line the reference engine writes for a log with these settings (orders after
# the scenario-5 removal, which takes the last company of the order).
REFERENCE_ORDERS = [
    (1, 3, [], "SFA ATA CTL AFG IFT"),
    (1, 4, [], "SFA ATA CTL AFG IFT RCS"),
    (1, 4, ["delay_ift"], "SFA ATA CTL AFG IFT RCS"),
    (12345, 3, [], "IFT ATA SFA RCS AFG"),
    (12345, 4, [], "IFT ATA SFA RCS AFG CTL"),
    (12345, 4, ["delay_ift"], "RCS ATA SFA IFT AFG CTL"),
    (12345, 5, [], "IFT ATA SFA RCS AFG CTL"),
    (27939, 3, [], "SFA IFT ATA CTL AFG"),
    (27939, 4, ["delay_ift"], "SFA CTL ATA IFT AFG RCS"),
    (2024, 3, [], "RCS AFG CTL ATA IFT"),
    (2024, 4, ["delay_ift"], "RCS AFG CTL ATA IFT SFA"),
    (99999, 3, [], "CTL SFA IFT RCS ATA"),
    (99999, 4, ["delay_ift"], "CTL SFA RCS IFT ATA AFG"),
    (424242, 3, [], "CTL ATA SFA IFT AFG"),
    (424242, 5, [], "CTL ATA SFA IFT AFG RCS"),
]


@pytest.mark.parametrize(("seed", "count", "options", "order"), REFERENCE_ORDERS)
def test_the_company_order_is_the_reference_engines(seed, count, options, order):
    state = new_game("1849", players(count), options, seed).state
    assert " ".join(c.sym for c in state.corporations) == order


def test_scenario_five_frees_the_removed_companys_home():
    state = new_game("1849", players(3), [], 27939).state  # RCS (Caltanissetta, C5) removed
    assert "RCS" not in state.corps_by_sym
    city = state.board.hexes["C5"].cities[0]
    assert "RCS" not in city.reservations
    assert "SFA" in state.board.hexes["J6"].cities[0].reservations


@pytest.mark.parametrize(("count", "options", "scenario"), [(3, [], 5), (4, [], 6), (5, [], 6)])
def test_the_scenario_sets_the_number_of_trains(count, options, scenario):
    state = new_game("1849", players(count), options, 1).state
    names = [t.name for t in state.depot.trains]
    expected = {5: (3, 2, 4), 6: (4, 3, 5)}[scenario]
    assert (names.count("6H"), names.count("8H"), names.count("16H")) == expected
    assert names.count("E") == 0  # Electric Dreams only
    assert len(state.corporations) == scenario


def test_the_rsa_brings_the_first_companys_directors_certificate():
    state = new_game("1849", players(3), [], 12345).state
    rsa = state.company("RSA")
    assert next(a for a in rsa.abilities if a.type == "shares").shares == ["IFT_0"]
    close = next(a for a in rsa.abilities if a.type == "close")
    assert close.data == {"type": "close", "when": "bought_train", "corporation": "IFT"}


def test_only_the_company_next_in_line_may_start_and_the_last_certificate_is_last():
    state = new_game("1849", players(3), [], 27939).state
    next_in_line = [
        c.sym for c in state.corporations if isinstance(c, Corporation1849) and c.next_to_par
    ]
    assert next_in_line == ["SFA"]
    sfa = state.corporation("SFA")
    assert [s.percent for s in sfa.ipo_shares] == [20, 10, 10, 10, 10, 10, 10, 20]
    assert [s.last_cert for s in sfa.ipo_shares] == [False] * 7 + [True]
    assert [p.price for p in state.par_prices()] == [100, 68]
