"""Places, investors, privates and trains as players name them, never by the engine's id; half
certificates as players write them."""

from __future__ import annotations

from railsdesk.ui.names import named_params, names_for


def test_a_hex_without_a_name_is_named_by_the_closest_place(qapp):
    names = names_for("1830")
    assert names.place("E23") == "Boston"
    assert names.place("D22") == "a hex near Boston"
    assert names.stop("D22") == "near Boston"


def test_foreign_investors_by_their_rulebook_letter_and_home(qapp):
    names = names_for("1880")
    assert names.company("2") == "A2 (Dalian)"
    assert names.company("Japanese Investor") == "A2 (Dalian)"
    assert names.company("BCR") == "BCR"


def test_a_log_entrys_ids_become_names(qapp):
    params = {"corporation": "4", "hex": "H14", "train": "8E-1", "stops": "x", "hexes": ["H14"]}
    named = named_params("1880", params)
    assert named["corporation"] == "A4 (Qingdao)"
    assert named["hex"] == "Qingdao"
    assert named["train"] == "8E"
    assert named["stops"] == "Qingdao"


def test_the_card_game_keeps_its_params_but_names_trains(qapp):
    assert named_params("nar", {"player": "p1", "train": "2-0"}) == {"player": "p1", "train": "2"}


def test_who_acts_is_said_one_way_a_company_with_its_president(qapp):
    names = names_for("1880")
    players = {"1": "Alice", "2": "Bob"}
    snapshot = {
        "corporations": {"BCR": {"president": "2"}, "JHA": {"president": None}},
        "minors": {"2": {"president": "1"}},
    }
    assert names.holder(snapshot, players, 1) == "Alice"
    assert names.holder(snapshot, players, "BCR", "corporation") == "BCR (Bob)"
    assert names.holder(snapshot, players, "JHA") == "JHA"
    assert names.holder(snapshot, players, "2", "minor") == "A2 (Dalian), Alice"


def test_a_private_using_its_power_is_named_with_its_owner(qapp):
    names = names_for("1830")
    players = {"1": "Alice"}
    snapshot = {"corporations": {"NYC": {"president": "1"}}, "companies": {"DH": "NYC", "CA": "1"}}
    assert names.holder(snapshot, players, "DH", "company") == "Delaware & Hudson (NYC)"
    assert names.holder(snapshot, players, "CA", "company") == "Camden & Amboy (Alice)"


def test_half_certificates_are_counted_with_the_language_s_decimal_mark():
    from railsdesk.ui import money

    try:
        money.set_language("nl")
        assert money.certificate_count(7.5) == "7,5"
        assert money.certificate_count(9.0) == "9"
        money.set_language("en")
        assert money.certificate_count(7.5) == "7.5"
    finally:
        money.set_language("en")
