"""1880's screens as a player reads them: the foreign investors by their rulebook names (A1-A7
with their homes) in the companies' table, with the train they run and the share they hold, in
the log and its filter and in the confirmations of their turns; the founding's building permits
with what each means in the phase the game is in; the draft as a choice, not a bid; the trains
dock without a count of operating rounds the title does not have. The games are the seeded
random player's (the 18xx.games reading), stopped where each screen comes up."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QGroupBox, QLabel

from railsdesk.engine.readings import SITE
from railsdesk.games import new_game
from railsdesk.random_play import choose
from railsdesk.ui.names import names_for
from railsdesk.ui.session import GameSession
from tests.ui.players import bare_minor_ids

PLAYERS = [{"id": i, "name": name} for i, name in enumerate(("Ann", "Ben", "Cai", "Dee"), 1)]
SEED = 7


def game_until(stop):
    """The seeded random game at the first moment `stop(game)` holds."""
    game = new_game("1880", PLAYERS, [], seed=SEED, reading=SITE)
    rng = random.Random(SEED)
    while not stop(game):
        assert not game.state.finished, "the moment never came"
        game.process(choose(rng, game))
    return game


def shown(window, game):
    window.show_document(GameSession(game))
    return window.editor


def investor_lays_for_another_seat(game) -> bool:
    """An investor may lay a tile, and its symbol is the id of a player who does not own it."""
    legal = game.legal()
    if legal.get("entity_type") != "minor" or not legal.get("lay_tile"):
        return False
    owner = game.snapshot()["minors"][str(legal["entity"])]["president"]
    return str(owner) != str(legal["entity"])


def test_an_investors_skipped_tile_is_confirmed_in_its_own_name(window, qtbot):
    """The investor "2" is A2, run by its owner, never the player whose id is 2."""
    game = game_until(investor_lays_for_another_seat)
    editor = shown(window, game)
    sym = str(window.document.legal()["entity"])
    president = window.document.snapshot()["minors"][sym]["president"]
    named = f"{names_for('1880').company(sym)}, {PLAYERS[int(president) - 1]['name']}"
    panel = editor.panel
    panel.buttons["pass"].click()
    assert panel.pending is not None, "skipping a possible tile lay is not confirmed"
    sentence = panel.pending[1]()
    assert sentence.startswith(f"{named} lays no tile"), sentence  # "A2 (Dalian), Cai ..."
    assert panel.header.text() == named


def highlighted_players(editor) -> list[str]:
    table = editor.players.players
    names = [table.item(r, 0) for r in range(table.rowCount())]
    return [item.text() for item in names if item.font().bold()]


def test_an_investors_owner_is_the_player_highlighted_while_it_operates(window, qtbot):
    """Its owner acts for it; never the first player, nor the player whose id is its number."""
    game = game_until(investor_lays_for_another_seat)
    editor = shown(window, game)
    sym = str(window.document.legal()["entity"])
    owner = window.document.snapshot()["minors"][sym]["president"]
    assert highlighted_players(editor) == [PLAYERS[int(owner) - 1]["name"]]


def test_an_investor_nobody_owns_highlights_no_player(window, qtbot, monkeypatch):
    game = game_until(investor_lays_for_another_seat)
    session = GameSession(game)
    sym = str(session.legal()["entity"])
    snapshot = session.snapshot()
    snapshot["minors"][sym]["president"] = None
    monkeypatch.setattr(session, "snapshot", lambda: snapshot)
    assert session.acting_player() is None


def investor_passed_track(game) -> bool:
    minors = {m.name for m in game.state.minors}
    return any(e.key == "passes_track" and e.params.get("who") in minors for e in game.state.log)


def test_the_log_and_its_filter_name_investors_as_the_rulebook(window, qtbot):
    game = game_until(investor_passed_track)
    editor = shown(window, game)
    names = names_for("1880")
    rulebook = {m.name: names.company(m.sym) for m in game.state.minors}  # by English name
    passed = next(
        e.params["who"]
        for e in game.state.log
        if e.key == "passes_track" and e.params["who"] in rulebook
    )
    log = editor.log.list
    lines = [log.item(i).text() for i in range(log.count())]
    assert f"{rulebook[passed]} lays no track" in lines  # "A3 (Taiyuan)", not "Belgian Investor"
    assert not [line for line in lines if passed in line]
    party = editor.log.party
    parties = [party.itemText(i) for i in range(party.count())]
    drafted = {names.company(m.sym) for m in game.state.minors if m.owner is not None}
    assert drafted <= set(parties), parties
    assert not bare_minor_ids(window)
    assert not set(parties) & set(rulebook), parties
    party.setCurrentIndex(party.findData(rulebook[passed]))
    visible = [log.item(i).text() for i in range(log.count()) if not log.item(i).isHidden()]
    assert visible and all(rulebook[passed] in line for line in visible), visible


def investors_operate(game) -> bool:
    return game.state.round.kind == "Operating" and game.legal().get("entity_type") == "minor"


def test_the_companies_table_names_investors_with_their_trains_and_shares(window, qtbot):
    game = game_until(investors_operate)
    editor = shown(window, game)
    view = window.document.snapshot()["title_view"]
    investors = view["investors"]
    corps = editor.players.corps
    headers = [corps.horizontalHeaderItem(c).text() for c in range(corps.columnCount())]
    trains_column, investor_column = headers.index("Trains"), headers.index("Investor")
    rows = {corps.item(r, 0).text(): r for r in range(corps.rowCount())}
    names = names_for("1880")
    cheapest = investors[next(iter(investors))]["train"]
    assert cheapest and all(i["train"] == cheapest for i in investors.values())
    for sym, investor in investors.items():
        row = rows[names.company(sym)]  # "A2 (Dalian)", never "2"
        assert corps.item(row, trains_column).text() == cheapest
        assert "bank" in corps.item(row, trains_column).toolTip()
        if investor["share"]:
            held = corps.item(rows[investor["share"]], investor_column)
            assert held.text() == f"{investor['percent']}% A{sym}"
    assert not bare_minor_ids(window)
    sym = next(iter(investors))
    with qtbot.waitSignal(editor.players.corporationChosen) as chosen:
        editor.players._corp_clicked(rows[names.company(sym)], 0)
    assert chosen.args == [sym]  # the row still shows the investor's last run


def test_the_board_marks_an_investors_station_with_its_letter(window, qtbot):
    game = game_until(investors_operate)
    scene = shown(window, game).scene
    sym, investor = next(iter(window.document.snapshot()["title_view"]["investors"].items()))
    token = next(t for t in scene.hex_items[investor["home"]].token_items if t.owner == sym)
    assert scene.token_label(token.owner) == f"A{sym}"
    assert token.toolTip() == f"Token of {names_for('1880').company(sym)}"


def founding_asks(question: str):
    return lambda game: game.legal().get("question") == question


def test_the_building_permits_say_what_they_mean_in_this_phase(window, qtbot):
    """Phase A: ABC builds now; BCD lays no track until the first 3 begins phase B."""
    game = game_until(founding_asks("permits"))
    assert game.state.permit_letter == "A" and game.legal()["choose"] == ["ABC", "BCD"]
    panel = shown(window, game).panel
    assert panel.buttons["choose_0"].text() == "Building permits ABC"
    assert panel.buttons["choose_1"].text() == "Building permits BCD"
    now = panel.findChild(QLabel, "choose_note_0").text()
    later = panel.findChild(QLabel, "choose_note_1").text()
    assert now == "Lays track now (phase A) and through phase C."
    assert later.startswith("Lays no track until phase B, which the first 3 train begins")
    decisions = panel.decisions.title_decisions
    assert decisions.permit_note("A", "B") == ("Lays no track at all: phase A is over.", False)
    for permits, letter in (("A", "A"), ("AB", "B")):  # the phase named once
        assert decisions.permit_note(permits, letter) == (
            f"Lays track now, in phase {letter} only.",
            True,
        )


def test_the_presidents_certificate_counts_its_phases_of_permits(window, qtbot):
    game = game_until(founding_asks("president_size"))
    panel = shown(window, game).panel
    texts = [panel.buttons[f"choose_{i}"].text() for i in range(len(game.legal()["choose"]))]
    assert texts[0] == "20% President's certificate: 2 shares, building permits for 3 phases"
    one = panel.decisions.title_decisions.size_text(40)
    assert one == "40% President's certificate: 4 shares, building permits for 1 phase"


def test_each_size_of_presidents_certificate_says_what_it_costs_and_leaves(window, qtbot):
    """Each 10 % at the par price, out of the founder's cash."""
    game = game_until(founding_asks("president_size"))
    legal = game.legal()
    par, cash = legal["amount"], game.snapshot()["players"][str(legal["entity"])]["cash"]
    assert par == game.state.round.active_step().founding.price.price
    panel = shown(window, game).panel
    for i, percent in enumerate(legal["choose"]):
        cost = percent // 10 * par
        note = panel.findChild(QLabel, f"choose_note_{i}").text()
        assert note == f"Costs ¥{cost}: ¥{cash - cost} of your ¥{cash} left.", note


def test_the_draft_is_a_choice_not_a_bid(window, qtbot):
    game = game_until(lambda g: any(o.get("minor") for o in g.legal().get("bid") or []))
    editor = shown(window, game)
    titles = [box.title() for box in editor.panel.findChildren(QGroupBox) if box.isVisible()]
    assert "Choose" in titles and "Bid" not in titles
    assert editor.round_label.text().endswith(" – choose")
    offered = [o["minor"] for o in game.legal()["bid"]]
    for sym in offered:  # the name says the home once: "Take Foreign investor A3 (Taiyuan)"
        text = editor.panel.buttons[f"draft_{sym}"].text()
        assert text == f"Take Foreign investor {names_for('1880').company(sym)}", text
    share = editor.panel.findChild(QLabel, "draft_share").text()  # the share on its charter
    assert share.startswith("The investor holds 10 % of your first corporation"), share


def test_the_trains_dock_says_no_count_of_operating_rounds_1880_has_not(window, qtbot):
    editor = shown(window, game_until(investors_operate))
    label = editor.trains.phase_label.text()
    assert label == "Phase A1 — tiles: yellow", label


def test_a_company_over_its_train_limit_is_told_why_and_offered_each_kind_once(window, qtbot):
    """Four 2-trains over a limit of three: one button for the 2s, and the reason above."""
    game = game_until(lambda g: "discard_train" in (g.legal().get("actions") or []))
    legal = game.legal()
    assert len(legal["discard_train"]) == 4 and legal["train_limit"] == {"limit": 3, "held": 4}
    panel = shown(window, game).panel
    discards = [name for name in panel.buttons if name.startswith("discard_")]
    assert discards == ["discard_0"] and panel.buttons["discard_0"].text() == "Discard 2"
    reason = panel.findChild(QLabel, "discard_reason").text()
    company = names_for("1880").company(legal["entity"])
    assert reason == f"{company} holds 4 trains, over its train limit of 3.", reason
    panel.buttons["discard_0"].click()
    trains = window.document.snapshot()["corporations"][legal["entity"]]["trains"]
    assert len(trains) == 3, trains


def test_a_second_yellow_tile_is_offered_in_words_after_the_first(window, qtbot):
    """From phase B a corporation that laid a yellow tile may lay another: the panel says so,
    where the first lay of a turn says nothing of it."""
    panel = shown(window, game_until(investor_lays_for_another_seat)).panel
    assert panel.findChild(QLabel, "second_tile") is None
    game = game_until(lambda g: g.legal().get("second_tile"))
    assert game.state.round.num_laid_track == 1
    panel = shown(window, game).panel
    line = panel.findChild(QLabel, "second_tile").text()
    assert line == "You may lay a second yellow tile (no upgrade).", line
