"""1849's own rules: the seeded company order, the scenarios, the RSA and starting a company."""

from __future__ import annotations

import json
import random
from types import SimpleNamespace

import pytest

from railsdesk import cli
from railsdesk.engine.actions import Action
from railsdesk.engine.errors import GameDataError
from railsdesk.engine.randomness import SiteRandom, seed_for
from railsdesk.engine.readings import SITE
from railsdesk.engine.rounds import OperatingRound
from railsdesk.engine.routes import RouteContext, RouteTrain
from railsdesk.engine.tiles import Path, paths_maintained
from railsdesk.engine.track_view import Segment
from railsdesk.games import new_game, title_info
from railsdesk.games.g1849.entities import Corporation1849
from railsdesk.games.g1849.routes import RouteRules1849
from railsdesk.games.g1849.steps import (
    BuySellParShares1849,
    BuyToken,
    BuyTrain1849,
    LoanChoice,
    SwapChoice,
)
from railsdesk.games.g1849.track import added_gauge
from railsdesk.random_play import choose


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


def test_four_players_in_scenario_five_hold_nine_certificates():
    assert new_game("1849", players(4), ["reduced_4p_corps"], 1).state.cert_limit() == 9
    assert new_game("1849", players(4), [], 1).state.cert_limit() == 11


def test_options_not_built_yet_are_refused_by_name():
    with pytest.raises(GameDataError, match="electric_dreams"):
        new_game("1849", players(3), ["electric_dreams"], 1)


def test_new_games_are_offered_and_random_game_plays_them(tmp_path):
    assert title_info("1849").playable is True
    assert title_info("1849").random_play is True
    out = tmp_path / "game.json"
    assert cli.main(["random-game", "1849", "--players", "3", "--seed", "7", "-o", str(out)]) == 0
    log = json.loads(out.read_text())
    assert log["title"] == "1849" and len(log["players"]) == 3


# -- track: the terrain costs by gauge (docs/titles/1849.md R 4.1) ---------------------------


@pytest.mark.parametrize(
    ("hex_id", "tile", "cost"),
    [
        ("H10", "8", 40),  # rough, standard gauge: full price
        ("L12", "78", 40),  # mountain (160), narrow gauge: a quarter
        ("H8", "645", 80),  # hills, a city with standard and narrow track: full price
    ],
)
def test_terrain_costs_by_the_gauge_of_the_new_track(hex_id, tile, cost):
    state = new_game("1849", players(3), [], 27939).state
    hex_ = state.board.hexes[hex_id]
    assert state.tile_cost(hex_, state.tileset.manifest[tile], 0) == cost


def test_the_sigi_halves_standard_gauge_terrain_and_upgrades_pay_it_again():
    state = new_game("1849", players(3), [], 27939).state
    ata = state.corporation("ATA")
    sigi = state.company("SIGI")
    sigi.owner = ata
    ata.companies.append(sigi)
    h10 = state.board.hexes["H10"]
    assert state.tile_cost(h10, state.tileset.manifest["8"], 0, ata) == 20
    assert state.tile_cost(state.board.hexes["L12"], state.tileset.manifest["78"], 0, ata) == 40
    state.board.lay_tile("H10", state.tileset.manifest["8"], "8-0", 0)
    assert state.tile_cost(h10, state.tileset.manifest["24"], 0) == 40


def test_added_gauge_counts_only_the_new_track():
    manifest = new_game("1849", players(3), [], 1).state.tileset.manifest
    assert added_gauge(manifest["8"], manifest["24"]) == "broad"
    assert added_gauge(manifest["78"], manifest["650"]) == "narrow"
    assert added_gauge(manifest["645"], manifest["660"]) == "broad"


# -- routes: hexes, gauges, ports and the gray cities ---------------------------------------


def segment(tracks, sides):
    return Segment(("A1", 0), ("A3", 0), (), 0, frozenset(tracks), sides)


@pytest.mark.parametrize(
    ("train", "tracks", "sides", "cost"),
    [
        ("6H", {"broad"}, 2, 2),
        ("6H", {"narrow"}, 2, 4),  # narrow gauge counts each hex twice
        ("6H", {"narrow", "dual"}, 1, 2),
        ("6H", {"dual"}, 3, 3),
        ("R6H", {"broad"}, 2, 4),  # the R6H runs slowly on standard gauge instead
        ("R6H", {"narrow"}, 2, 2),
    ],
)
def test_a_train_counts_the_hex_sides_it_crosses_by_gauge(train, tracks, sides, cost):
    rules = RouteRules1849()
    run = RouteTrain(f"{train}-0", train, 6)
    assert rules.segment_cost(None, run, segment(tracks, sides)) == cost
    assert rules.fits(None, run, {}, 6) and not rules.fits(None, run, {}, 7)


def test_a_route_changes_gauge_only_at_a_station():
    rules = RouteRules1849()
    run = RouteTrain("6H-0", "6H", 6)
    assert not rules.segment_usable(None, run, segment({"broad", "narrow"}, 2))
    assert rules.segment_usable(None, run, segment({"broad", "dual"}, 2))


def test_a_refused_route_says_where_the_gauge_changes_or_that_e_trains_avoid_narrow():
    """Narrow track, then dual, then standard: the gauge changes in the third hex."""
    paths = {
        "A1": [Path(("n", 0), 3, track="narrow")],
        "A3": [Path(0, 3, track="dual")],
        "A5": [Path(0, ("n", 0), track="broad")],
    }
    ctx = SimpleNamespace(track=SimpleNamespace(paths=paths))
    trail = (("A1", 0), ("A3", 0), ("A5", 0))
    leg = Segment(("A1", 0), ("A5", 0), trail, 0, frozenset({"narrow", "dual", "broad"}), 2)
    rules = RouteRules1849()
    six = RouteTrain("6H-0", "6H", 6)
    assert not rules.segment_usable(ctx, six, leg)
    refusal = rules.track_refusal(ctx, six, leg)
    assert refusal.key == "route.gauge_break" and refusal.params["hex"] == "A5"
    refusal = rules.track_refusal(ctx, RouteTrain("E-0", "E", 99), leg)
    assert refusal.key == "route.e_train_narrow"
    assert (refusal.params["hex"], refusal.params["other"]) == ("A1", "A5")
    assert rules.counted_range(ctx, six, {}, 4) == (4, 6)
    assert rules.counted_range(ctx, RouteTrain("E-0", "E", 99), {}, 4) is None


def test_the_gray_cities_earn_by_phase():
    state = new_game("1849", players(3), [], 27939).state
    rules = RouteRules1849()
    run = RouteTrain("4H-0", "4H", 4)
    terranova = state.board.hexes["M9"].tile.nodes[0]
    calabria = state.board.hexes["C15"].tile.nodes[0]
    for phase, low, high in (("4H", 20, 10), ("8H", 30, 30), ("16H", 40, 90)):
        ctx = RouteContext(state.board, "SFA", (), (run,), rules, phase)
        assert rules.stop_value(ctx, run, ("M9", 0), terranova) == low
        assert rules.stop_value(ctx, run, ("C15", 0), calabria) == high


# -- the stock market: the blue zone opens in phase 16 ---------------------------------------


def price_after(state, start, move):
    corp = state.corporation("SFA")
    cell = next(p for row in state.market.grid for p in row if p and p.price == start)
    corp.share_price = None
    state.market.set_par(corp, cell)
    getattr(state.market, f"move_{move}")(corp)
    price = corp.share_price.price
    corp.share_price.corporations.remove(corp)
    return price


@pytest.mark.parametrize(
    ("start", "move", "before", "from_phase_16"),
    [
        (218, "right", 240, 242),  # into the blue zone: up instead, until phase 16
        (240, "right", 276, 266),
        (276, "right", 276, 306),
        (230, "right", 230, 242),  # the end of its row: up, which is closed too
        (230, "up", 230, 242),
        (208, "right", 230, 230),
        (298, "right", 328, 328),  # inside the blue zone nothing is blocked
    ],
)
def test_prices_enter_the_blue_zone_only_from_phase_16(start, move, before, from_phase_16):
    state = new_game("1849", players(3), [], 27939).state
    assert price_after(state, start, move) == before
    state.phase.index = len(state.phase.phases) - 1
    assert "blue_zone" in state.phase.status
    assert price_after(state, start, move) == from_phase_16


def test_companies_sold_down_onto_one_cell_keep_their_order_from_before_the_turn():
    state = new_game("1849", players(3), [], 27939).state
    market = state.market
    cell_100 = next(p for row in market.grid for p in row if p and p.price == 100)
    cell_90 = market.cell(cell_100.row, cell_100.column - 1)
    sfa, ift, ata = (state.corporation(s) for s in ("SFA", "IFT", "ATA"))
    market.set_par(ata, cell_90)
    for corp in (sfa, ift):
        market.set_par(corp, cell_100)
    for corp in (sfa, ift, ata):
        corp.floated = True
    step = BuySellParShares1849(state, state.round)
    step.setup()  # a turn starts: the order before it is kept
    assert state.old_operating_order == [sfa, ift, ata]
    for corp in (ift, sfa):  # the turn's sales move the IFT first, then the SFA
        market.move_left(corp)
        state.moved_this_turn.append(corp)
    assert cell_90.corporations == [ata, ift, sfa]
    state.reorder_corps()
    assert cell_90.corporations == [ata, sfa, ift]


# -- selling: bundles, the president's certificate and the last certificate ------------------


def started(state, holdings):
    """SFA started at 100 and operated; holdings: player index -> share indexes."""
    sfa = state.corporation("SFA")
    state.market.set_par(sfa, next(p for p in state.par_prices() if p.price == 100))
    sfa.ipoed = sfa.floated = True
    sfa.operating_history[(1, 1)] = 0
    for index, shares in holdings.items():
        for number in shares:
            state.move_share(state.find_share(sfa, number), state.players[index])
    sfa.owner = state.players[0]
    return sfa


def test_the_president_may_sell_only_to_someone_who_then_holds_more():
    state = new_game("1849", players(3), [], 27939).state
    sfa = started(state, {0: [0, 1], 1: [2, 3], 2: [7]})
    seller = state.players[0]
    sellable = [
        (b.percent, any(s.president for s in b.shares)) for b in state.sellable_bundles(seller, sfa)
    ]
    # not half the president's certificate: the seller would keep 20 %, as much as the heir
    assert sellable == [(10, False), (20, True), (30, True)]
    assert state.would_be_president(seller, sfa) is state.players[1]  # the nearest of the tie


def test_a_new_president_gives_the_last_certificate_if_he_holds_it():
    state = new_game("1849", players(3), [], 27939, reading=SITE).state
    sfa = started(state, {0: [0], 1: [1, 2], 2: [7]})
    assert [s.index for s in state.presidency_exchange(sfa, state.players[1])] == [1, 2]
    assert [s.index for s in state.presidency_exchange(sfa, state.players[2])] == [7]
    state.sell_shares_and_change_price([sfa.presidents_share], 20)
    assert sfa.owner is state.players[1]
    assert sorted(s.index for s in state.pool.shares_of("SFA")) == [1, 2]


def test_the_afg_without_a_free_home_waits_at_the_end_of_the_order():
    state = new_game("1849", players(3), [], 2024).state
    afg, ctl, ata = (state.corporation(s) for s in ("AFG", "CTL", "ATA"))
    assert [c.sym for c in state.corporations] == ["RCS", "AFG", "CTL", "ATA", "IFT"]
    state.corporation("RCS").next_to_par = False  # as if the RCS had started
    afg.next_to_par = True
    for hex_id in ("C1", "H8", "M11", "B14"):
        state.board.hexes[hex_id].cities[0].tokens[0] = "RCS"
    state.board.hexes["M9"].cities[0].tokens[0] = "RCS"
    action = Action.from_dict(
        {"type": "place_token", "entity": "ATA", "entity_type": "corporation", "city": "M9-0-0"}
    )
    options = [{"city": "M9-0-0", "hex": "M9", "city_index": 0, "slot": 1, "cost": 0}]
    state.place_token_action(ata, action, options)  # the last free home of the AFG
    assert [c.sym for c in state.corporations] == ["RCS", "CTL", "ATA", "IFT", "AFG"]
    assert ctl.next_to_par and not afg.next_to_par and not afg.slot_open
    assert not state.can_par(afg, state.players[0])
    state.board.hexes["M9"].cities[0].tokens[0] = None
    state.reopen_afg()
    assert afg.slot_open and afg.closed_recently  # it may start from the next stock round


@pytest.mark.parametrize(
    ("choice", "pool", "heir"),
    [
        ("Two 10% certs", [1, 2], [0, 7]),
        ("One 20% cert", [7], [0, 1, 2]),
    ],
)
def test_the_previous_president_chooses_when_the_heir_holds_the_last_certificate(
    choice, pool, heir
):
    state = new_game("1849", players(3), [], 27939, reading=SITE).state
    sfa = started(state, {0: [0], 1: [7, 1, 2]})
    seller, new_president = state.players[0], state.players[1]
    state.sell_shares_and_change_price([sfa.presidents_share], 20)
    assert sfa.owner is new_president
    step = SwapChoice(state, state.round)
    assert step.active and step.current_entity() is seller
    assert step.options(seller) == {
        "choose": ["Two 10% certs", "One 20% cert"],
        "question": "certificate_swap",
    }
    action = {"type": "choose", "entity": seller.id, "entity_type": "player", "choice": choice}
    step.process_choose(Action.from_dict(action), seller)
    assert not step.active
    assert sorted(s.index for s in state.pool.shares_of("SFA")) == pool
    assert sorted(s.index for s in new_president.shares_of("SFA")) == heir


def test_an_upgrade_keeps_the_gauge_of_every_old_path():
    manifest = new_game("1849", players(3), [], 1).state.tileset.manifest
    old = manifest["645"]  # narrow track on side 0, standard on side 2
    kept = {
        new: [r for r in range(6) if paths_maintained(old, 0, manifest[new], r)]
        for new in ("660", "662", "666", "667")
    }
    # the reference engine refuses 645 -> 666 ("not upgradeable") in every rotation
    assert kept == {"660": [2, 5], "662": [5], "666": [], "667": []}


def test_a_route_to_a_port_alone_is_run_but_does_not_make_a_train_compulsory():
    state = new_game("1849", players(3), [], 27939).state
    sfa = state.corporation("SFA")
    state.place_token(sfa, "M9", 0, 0)  # Terranova, on the dual track to the port N8
    reach = state.reach(sfa)
    assert {("M9", 0), ("N8", 0)} <= reach.nodes
    assert reach.route_available and not reach.route_available_for_purchase
    assert state.has_route(sfa) and not state.must_buy_train(sfa)


@pytest.mark.parametrize(("tile", "walked"), [("9", False), ("79", True)])
def test_track_is_followed_only_into_track_of_its_gauge(tile, walked):
    state = new_game("1849", players(3), [], 27939).state
    sfa = state.corporation("SFA")
    state.place_token(sfa, "M9", 0, 0)  # Terranova's side towards L10 is narrow gauge
    state.board.lay_tile("L10", state.tileset.manifest[tile], f"{tile}-0", 1)
    state.map_changed()
    reach = state.reach(sfa)
    assert (("L10", 0) in reach.paths) is walked


# -- closing, bankruptcy and the bankruptcy loan (R 3.5.1, R 4.7.2) -------------------------


def test_a_company_at_price_zero_closes_and_is_rebuilt_at_the_end_of_the_order():
    state = new_game("1849", players(3), [], 27939).state
    sfa = started(state, {0: [0, 1], 1: [2]})
    state.pay(state.bank, sfa, 100)
    bank_before = state.bank.cash
    draws_before = state.rand.state
    state.close_corporation(sfa)
    new = state.corporation("SFA")
    assert new is not sfa and not new.ipoed and new.closed_recently
    assert state.corporations[-1] is new  # IFT ATA CTL AFG SFA
    assert new.next_to_par is False  # the AFG before it has not started
    assert state.bank.cash == bank_before + 100
    assert all(not p.shares_of("SFA") for p in state.players)
    assert sum(s.percent for s in new.ipo_shares) == 100
    assert state.rand.state != draws_before  # the site draws the order anew (six draws)
    city = state.board.hexes[new.coordinates].cities[0]
    assert "SFA" in city.reservations and "SFA" not in city.tokens


def test_a_bankrupt_president_without_shares_chooses_the_loan_or_leaving():
    state = new_game("1849", players(3), [], 27939).state
    player = state.players[0]
    state.loan_chooser = player
    step = LoanChoice(state, state.round)
    assert step.actions(player) == ["choose"]
    assert step.options(player) == {
        "choose": ["Take L.500 loan", "Leave game"],
        "question": "bankruptcy_loan",
        "amount": 500,
        "penalty": 750,
    }
    cash, bank = player.cash, state.bank.cash
    step.process_choose(
        Action("choose", player.id, "player", {"choice": "Take L.500 loan"}), player
    )
    assert player.cash == cash + 500 and state.bank.cash == bank - 500
    assert state.player_value(player) == cash + 500 - 750  # the loan costs L. 750 at the end
    assert state.loan_chooser is None and not player.bankrupt


def test_bankruptcy_ends_the_game_only_when_one_player_is_left():
    state = new_game("1849", players(3), [], 27939).state
    state.players[0].bankrupt = True
    assert not state.end_check_bankrupt()
    state.players[1].bankrupt = True
    assert state.end_check_bankrupt()


# -- the advanced game and Electric Dreams -----------------------------------------------------


ADVANCED = ["acquiring_station_tokens", "bonds"]


def test_electric_dreams_needs_the_advanced_game_which_the_rulebook_takes_whole():
    with pytest.raises(GameDataError, match="electric_dreams needs"):
        new_game("1849", players(3), ["electric_dreams", "bonds"], 1, reading=SITE)
    with pytest.raises(GameDataError, match="together"):
        new_game("1849", players(3), ["bonds"], 1)
    assert new_game("1849", players(3), ["bonds"], 1, reading=SITE).state.options == {"bonds"}
    new_game("1849", players(3), [*ADVANCED, "electric_dreams"], 1)


def test_the_options_add_their_events_to_the_first_train_of_a_kind():
    state = new_game("1849", players(3), [*ADVANCED, "electric_dreams"], 1).state
    events = {t.id: [e["type"] for e in t.events] for t in state.all_trains() if t.events}
    assert events["6H-0"] == ["green_par", "buy_tokens"]
    assert events["8H-0"] == ["bonds"]
    assert events["12H-0"] == ["close_companies", "earthquake", "e_tokens"]
    assert sum(1 for t in state.all_trains() if t.name == "E") == 6
    assert not any(t.name == "E" for t in new_game("1849", players(3), [], 1).state.all_trains())


def test_the_bond_moves_the_price_and_costs_its_holders_at_the_end():
    state = new_game("1849", players(3), ADVANCED, 27939, reading=SITE).state
    sfa = started(state, {0: [0, 1], 1: [2]})
    before = sfa.share_price.price
    state.issue_bond(sfa)
    assert sfa.cash == 500 and len(sfa.loans) == 1
    assert sfa.share_price.price < before  # one to the left
    value = state.player_value(state.players[0])
    assert value == state.players[0].cash + 3 * sfa.share_price.price - 3 * 100
    state.pay_bond_interest(sfa)
    assert sfa.cash == 450
    state.pay(state.bank, sfa, 50)
    state.redeem_bond(sfa)
    assert sfa.cash == 0 and not sfa.loans and sfa.share_price.price == before


def test_e_tokens_cost_more_for_the_first_and_in_phase_12():
    state = new_game("1849", players(3), [*ADVANCED, "electric_dreams"], 1).state
    state.phase.index = next(i for i, p in enumerate(state.phase.phases) if p["name"] == "12H")
    assert state.e_token_price() == 1100
    state.e_token_sold = True
    assert state.e_token_price() == 800
    state.phase.index += 1
    assert state.e_token_price() == 550


def test_e_trains_use_no_narrow_gauge_and_earn_double_in_the_capitals():
    state = new_game("1849", players(3), [], 27939).state
    rules = RouteRules1849()
    e_train, four = RouteTrain("E-0", "E", 99), RouteTrain("4H-0", "4H", 4)
    assert not rules.segment_usable(None, e_train, segment({"narrow"}, 2))
    assert rules.segment_usable(None, e_train, segment({"dual"}, 2))
    ctx = RouteContext(state.board, "SFA", (), (e_train,), rules, "12H")
    palermo = state.board.hexes["C5"].tile.nodes[0]
    single = rules.stop_value(ctx, four, ("C5", 0), palermo)
    assert rules.stop_value(ctx, e_train, ("C5", 0), palermo) == 2 * single


def test_the_rulebook_floors_the_wealth_after_the_penalties():
    for reading, expected in (("rulebook", (0, 0)), (SITE, (3 * 90 - 300, 100 - 750))):
        state = new_game("1849", players(3), ADVANCED, 27939, reading=reading).state
        sfa = started(state, {0: [0, 1]})
        cell = next(p for row in state.market.grid for p in row if p and p.price == 90)
        state.market.set_par(sfa, cell)
        sfa.loans.append(state.bond)
        holder, loaner = state.players[0], state.players[1]
        holder.cash = 0
        loaner.cash = 100
        state.loan_penalties[loaner] = 750
        assert (state.player_value(holder), state.player_value(loaner)) == expected


def test_the_rulebook_has_five_e_tokens_and_returns_messinas_tile():
    options = [*ADVANCED, "electric_dreams"]
    book = new_game("1849", players(4), options, 1).state
    site = new_game("1849", players(4), options, 1, reading=SITE).state
    assert [len(book.tiles_left[n]) for n in ("655", "656")] == [1, 1]
    assert [len(site.tiles_left[n]) for n in ("655", "656")] == [2, 2]
    for state in (book, site):
        state.e_tokens_enabled = True
        state.phase.index = next(i for i, p in enumerate(state.phase.phases) if p["name"] == "12H")
        for corp in state.corporations[:5]:
            corp.e_token = True
        state.corporations[5].cash = 2000
    assert not book.can_buy_e_token(book.corporations[5])
    assert site.can_buy_e_token(site.corporations[5])


def test_the_rulebook_keeps_the_last_certificate_when_two_shares_can_be_given():
    for reading, given in (("rulebook", [1, 2]), (SITE, [7])):
        state = new_game("1849", players(3), [], 27939, reading=reading).state
        sfa = started(state, {0: [0], 1: [1, 2, 7]})
        exchanged = state.presidency_exchange(sfa, state.players[1], state.players[0], state.pool)
        assert [s.index for s in exchanged] == given
        assert (state.swap_choice is not None) == (reading == SITE)


def test_the_rulebook_lets_the_sms_build_free_of_terrain():
    for reading, free in (("rulebook", True), (SITE, False)):
        state = new_game("1849", players(3), [], 27939, reading=reading).state
        sfa = state.corporation("SFA")
        hex_ = state.board.hexes["J6"]  # a coastal city on rough terrain
        tile = next(t for t in state.tileset.manifest.values() if state.upgrades_to(hex_, t))
        state.open_coast(sfa)
        assert (state.tile_cost(hex_, tile, 0, sfa) == 0) == free


# -- the readings split later: priority, sales, stack order, station slots, bankruptcy ---------


@pytest.mark.parametrize(("reading", "priority"), [("rulebook", "P2"), (SITE, "P3")])
def test_priority_after_the_start_round_follows_the_last_acquirer_in_the_rulebook(
    reading, priority
):
    """P1 bids for the RSA at once; it is resolved to him when P2 buys the SMS, the last
    private bought at its price. The rulebook gives the priority to the player left of P1,
    18xx.games to the one after P2."""
    game = new_game("1849", players(3), [], 27939, reading=reading)
    moves = [(0, "RSA", 155), (1, "SCE", 20), (2, "SIGI", 45), (0, "CNM", 75), (1, "SMS", 110)]
    for index, company, price in moves:
        game.process(
            {"type": "bid", "entity": index + 1, "entity_type": "player", "company": company,
             "price": price}
        )  # fmt: skip
    state = game.state
    assert state.company("RSA").owner is state.players[0]
    legal = state.legal()
    game.process({"type": "par", "entity": 1, "entity_type": "player", **legal["par"][0]})
    assert state.round.kind == "Stock"
    assert [p.name for p in state.players][0] == priority


def sold_twice(reading):
    """P1, director of the SFA at 100 with 40 %, sells 10 % and then 10 % more in his turn."""
    state = new_game("1849", players(3), [], 27939, reading=reading).state
    sfa = started(state, {0: [0, 1, 2], 1: [3, 4]})
    seller = state.players[0]
    step = BuySellParShares1849(state, state.round)
    step.setup()
    cash = seller.cash
    for share in ("SFA_1", "SFA_2"):
        fields = {"shares": [share], "percent": 10}
        step.process_sell_shares(Action("sell_shares", seller.id, "player", fields), seller)
    return state, sfa, seller.cash - cash


def test_the_rulebook_pays_a_second_sale_in_a_turn_at_the_price_before_the_first():
    state, sfa, proceeds = sold_twice("rulebook")
    assert proceeds == 100 + 100
    assert sfa.share_price.price < 90  # two rows down all the same
    step = BuySellParShares1849(state, state.round)
    step.setup()  # the next turn pays the price it finds
    assert state.bundle_price([state.find_share(sfa, 3)], 10) == sfa.share_price.price


def test_18xx_games_pays_a_second_sale_at_the_lowered_price():
    state, sfa, proceeds = sold_twice(SITE)
    first_drop = next(
        p.price for row in state.market.grid for p in row if p and p.price < 100 and
        p.column == sfa.share_price.column and p.row == sfa.share_price.row - 1
    )  # fmt: skip
    assert proceeds == 100 + first_drop


def stack_after_an_emergency_sale(reading):
    """The SFA and IFT sold onto the 90 cell in a stock-round turn, the ATA started there
    afterwards (under them); in the next operating round another company's sale re-sorts."""
    state = new_game("1849", players(3), [], 27939, reading=reading).state
    market = state.market
    cell_100 = next(p for row in market.grid for p in row if p and p.price == 100)
    cell_90 = market.cell(cell_100.row, cell_100.column - 1)
    sfa, ift, ata, ctl = (state.corporation(s) for s in ("SFA", "IFT", "ATA", "CTL"))
    for corp in (sfa, ift, ctl):
        market.set_par(corp, cell_100)
        corp.floated = True
    step = BuySellParShares1849(state, state.round)
    step.setup()
    for corp in (sfa, ift):
        market.move_left(corp)
        state.moved_this_turn.append(corp)
    state.reorder_corps()
    market.set_par(ata, cell_90)  # started after the sales: under them
    ata.floated = True
    assert cell_90.corporations == [sfa, ift, ata]
    BuyTrain1849(state, state.round).setup()  # an operating turn starts
    market.move_down(ctl)  # an emergency sale of the CTL
    state.moved_this_turn.append(ctl)
    state.reorder_corps()
    return [c.sym for c in cell_90.corporations]


def test_the_rulebook_keeps_a_company_started_after_sales_under_them():
    assert stack_after_an_emergency_sale("rulebook") == ["SFA", "IFT", "ATA"]


def test_18xx_games_lifts_it_above_them_at_a_later_emergency_sale():
    assert stack_after_an_emergency_sale(SITE) == ["ATA", "SFA", "IFT"]


def game_at_a_station_slot_offer(reading, seed):
    """A random advanced game played until a company may buy a station slot of a company
    another player directs."""
    game = new_game("1849", players(3 + seed % 3), ADVANCED, seed, reading=reading)
    rng = random.Random(seed)
    while not game.state.finished:
        legal = game.state.legal()
        for offer in legal.get("buy_token") or []:
            buyer = game.state.corporation(legal["entity"])
            if game.state.corporation(offer["owner"]).owner is not buyer.owner:
                return game, legal, offer
        game.process(choose(rng, game))
    raise AssertionError(f"seed {seed}: no station slot offered")


def offer(game, legal, slot, price):
    game.process(
        {"type": "buy_token", "entity": legal["entity"], "entity_type": "corporation",
         "city": slot["city"], "slot": slot["slot"], "price": price}
    )  # fmt: skip


def test_the_rulebook_asks_the_seller_before_a_station_slot_changes_hands():
    game, legal, slot = game_at_a_station_slot_offer("rulebook", 2)
    state = game.state
    buyer, seller = state.corporation(legal["entity"]), state.corporation(slot["owner"])
    city = state.board.hexes[slot["hex"]].cities[int(slot["city"].split("-")[1])]
    cash = (buyer.cash, seller.cash)
    offer(game, legal, slot, 7)
    asked = state.legal()
    assert asked["entity"] == seller.owner.id and asked["actions"] == ["choose"]
    assert asked["question"] == "station_slot_sale"
    assert asked["slot_offer"] == {
        "buyer": buyer.sym, "seller": seller.sym, "hex": slot["hex"], "city": slot["city"],
        "price": 7,
    }  # fmt: skip
    assert city.tokens[slot["slot"]] == seller.sym and (buyer.cash, seller.cash) == cash
    game.process({"type": "choose", "entity": seller.owner.id, "entity_type": "player",
                  "choice": "Refuse"})  # fmt: skip
    assert city.tokens[slot["slot"]] == seller.sym and (buyer.cash, seller.cash) == cash
    again = state.legal()
    assert again["entity"] == buyer.sym and "buy_token" in again["actions"]
    offer(game, again, slot, 9)
    game.process({"type": "choose", "entity": seller.owner.id, "entity_type": "player",
                  "choice": "Agree"})  # fmt: skip
    assert city.tokens[slot["slot"]] == buyer.sym
    assert (buyer.cash, seller.cash) == (cash[0] - 9, cash[1] + 9)


def test_18xx_games_sells_a_station_slot_without_asking():
    game, legal, slot = game_at_a_station_slot_offer(SITE, 3)
    state = game.state
    buyer = state.corporation(legal["entity"])
    city = state.board.hexes[slot["hex"]].cities[int(slot["city"].split("-")[1])]
    offer(game, legal, slot, 7)
    assert city.tokens[slot["slot"]] == buyer.sym
    assert state.slot_offer is None


def slot_questions(reading, seed):
    """A random advanced game played to its end: for every state, whether it is in phase 6
    or later and whether a station slot is offered, and whether it was offered again in the
    turn of a purchase."""
    game = new_game("1849", players(3 + seed % 3), ADVANCED, seed, reading=reading)
    rng = random.Random(seed)
    offered, again = [], []
    while not game.state.finished:
        state = game.state
        legal = state.legal()
        bought = state.slot_bought_in
        if bought is not None and bought[0] is state.round and bought[1] == legal["entity"]:
            again.append("buy_token" in legal["actions"])
        offered.append((state.buy_tokens_enabled, "buy_token" in legal["actions"]))
        game.process(choose(rng, game))
    return offered, again


def test_the_rulebook_offers_station_slots_from_phase_six_and_one_a_turn():
    offered, again = slot_questions("rulebook", 2)
    assert not any(asked for in_phase_six, asked in offered if not in_phase_six)
    assert any(asked for in_phase_six, asked in offered if in_phase_six)
    assert again and not any(again)  # a purchase ends the question for the turn


def test_18xx_games_asks_for_station_slots_in_every_phase_and_again_after_a_purchase():
    offered, again = slot_questions(SITE, 2)
    assert any(again)  # a second slot in the same turn
    for reading, asked in ((SITE, ["buy_token", "pass"]), ("rulebook", [])):
        game = new_game("1849", players(3), ADVANCED, 2, reading=reading)
        rng = random.Random(2)
        while not isinstance(game.state.round, OperatingRound):
            game.process(choose(rng, game))
        state = game.state
        step = next(s for s in state.round.steps if isinstance(s, BuyToken))
        corp = state.round.current_entity()
        assert not state.buy_tokens_enabled and step.actions(corp) == asked, reading


def bankrupt_with_property(reading):
    """P1 directs the SFA (P2 holds 20 %) and the IFT (nobody else holds 20 %), holds 10 % of
    the ATA and the SCE, and loses everything he could not sell."""
    state = new_game("1849", players(3), [], 27939, reading=reading).state
    sfa = started(state, {0: [0, 1], 1: [2, 3]})
    ift, ata = state.corporation("IFT"), state.corporation("ATA")
    for corp, shares in ((ift, [0, 1]), (ata, [1])):
        state.market.set_par(corp, next(p for p in state.par_prices() if p.price == 100))
        corp.ipoed = corp.floated = True
        for number in shares:
            state.move_share(state.find_share(corp, number), state.players[0])
    ift.owner = state.players[0]
    ata.owner = state.players[2]
    state.move_share(state.find_share(ata, 0), state.players[2])
    state.give_company(state.company("SCE"), state.players[0], 0)
    state.surrender_property(state.players[0])
    return state, sfa, ift, ata


def test_the_rulebooks_bankrupt_director_loses_his_entire_property():
    state, sfa, ift, ata = bankrupt_with_property("rulebook")
    player, heir = state.players[0], state.players[1]
    assert not player.all_shares() and not player.companies
    assert state.company("SCE").closed
    assert sfa.owner is heir and sfa.presidents_share.owner is heir
    assert heir.percent_of("SFA") == 20 and sfa.percent_of("SFA") == 80  # two shares given
    assert ift.closed and state.corporation("IFT") is not ift  # nobody could take it over
    assert ata.percent_of("ATA") == 80 and ata.share_price.price == 100  # no price move


def test_18xx_games_leaves_him_what_he_could_not_sell():
    state, sfa, ift, ata = bankrupt_with_property(SITE)
    player = state.players[0]
    assert player.percent_of("SFA") == 30 and player.percent_of("IFT") == 30
    assert player.percent_of("ATA") == 10 and player.companies == [state.company("SCE")]
    assert sfa.owner is player and not ift.closed


def marker_in(state, corp, hex_id, slot):
    """A station marker of the company placed by hand in the hex's city, in that slot."""
    state.board.hexes[hex_id].cities[0].tokens[slot] = corp.sym
    token = corp.next_token()
    token.used, token.hex, token.city = True, hex_id, 0


def test_a_bought_station_slot_takes_the_first_slot_open_to_the_buyer():
    """As 18xx.games exchanges markers: the seller's leaves, the buyer's goes where a new one
    would, here the empty slot before the seller's (later purchases name slots as it does)."""
    state = new_game("1849", players(3), ADVANCED, 27939, reading=SITE).state
    sfa, ata = state.corporation("SFA"), state.corporation("ATA")
    marker_in(state, sfa, "J6", 0)  # its home
    marker_in(state, sfa, "M9", 1)
    ata.cash = 10
    state.buy_marker(ata, "M9", 0, 1, 10)
    assert state.board.hexes["M9"].cities[0].tokens == ["ATA", None]
    assert state.marker_at(sfa, "M9", 0) is None and state.marker_at(ata, "M9", 0) is not None


def test_the_coast_the_sms_opens_is_not_a_reach_to_buy_station_slots_in():
    """The SMS lets its company build and place its own marker on the coast; another
    company's marker there is for sale only where its track reaches (as 18xx.games asks)."""
    state = new_game("1849", players(3), ADVANCED, 27939, reading=SITE).state
    sfa, ata = state.corporation("SFA"), state.corporation("ATA")
    marker_in(state, sfa, "J6", 0)
    marker_in(state, sfa, "M9", 0)
    marker_in(state, ata, "M13", 0)
    state.coast_open[ata.sym] = ["M9", "M13"]
    assert ("M9", 0) in state.reach(ata).cities  # its own marker may go there
    assert [m[:3] for m in state.others_markers(ata)] == []


def test_the_last_certificate_is_refused_as_such_while_others_are_in_its_place():
    state = new_game("1849", players(3), [], 27939).state
    state.round = state.new_stock_round()
    state.round.start()
    sfa = state.corporation("SFA")
    state.par_corporation(state.players[0], sfa, state.par_prices()[0].id())
    step = state.round.step(BuySellParShares1849)
    last, ordinary = sfa.ipo_shares[-1], sfa.ipo_shares[1]
    assert last.last_cert and not ordinary.last_cert
    buyer = state.players[1]
    assert step.refusal(buyer, [last], sfa, last.percent) == {"reason": "last_cert"}
    assert step.refusal(buyer, [ordinary], sfa, ordinary.percent) is None
