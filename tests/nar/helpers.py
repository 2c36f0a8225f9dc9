"""Helpers for the North American Railways tests: scripted layouts and invariant checks."""

from __future__ import annotations

from railsdesk.games.nar import NarGame, make_log, practice_deck
from railsdesk.games.nar.rules import (
    CITY_TRIGGER,
    PHASE_CITIES,
    PHASE_FINISHED,
    PHASE_INCOME,
    PHASE_SHARES,
    SHARES_PER_COMPANY,
)

PLAYERS = [
    {"id": "M", "name": "Marion"},
    {"id": "A", "name": "Angelika"},
    {"id": "D", "name": "Daniela"},
]
COMPANIES = ["blue", "red", "green", "company4", "company5"]


def share_columns(*bottom_first: list[str]) -> list[list[str]]:
    """Four share columns of seven from the given cards (bottom card first), topped up with the
    remaining shares; returned in log order (top to bottom, the last card is taken first)."""
    cols = [list(c) for c in bottom_first] + [[] for _ in range(4 - len(bottom_first))]
    used = {c: sum(col.count(c) for col in cols) for c in COMPANIES}
    pool = [c for c in COMPANIES for _ in range(SHARES_PER_COMPANY - used[c])]
    pool = pool[: 28 - sum(len(c) for c in cols)]
    for col in cols:
        while len(col) < 7:
            col.append(pool.pop())
    assert not pool
    return [list(reversed(col)) for col in cols]


def city_columns(*bottom_first: list[str], deck: dict | None = None) -> list[list[str]]:
    """Four city columns of nine (bottom card first), topped up with the other cities."""
    deck = deck or practice_deck()
    cols = [list(c) for c in bottom_first] + [[] for _ in range(4 - len(bottom_first))]
    used = {c for col in cols for c in col}
    pool = [c["id"] for c in deck["cities"] if c["id"] not in used]
    for col in cols:
        while len(col) < 9:
            col.append(pool.pop())
    return [list(reversed(col)) for col in cols]


def scripted_game(
    shares: list[list[str]],
    cities: list[list[str]] | None = None,
    first: str = "M",
    deck: dict | None = None,
    players: list[dict] | None = None,
    options: dict | None = None,
) -> NarGame:
    deck = deck or practice_deck()
    starts = [c["id"] for c in deck["start_cities"]]
    log = make_log(
        deck,
        players or PLAYERS,
        share_columns(*shares),
        city_columns(*(cities or []), deck=deck),
        starts,
        first,
        options,
    )
    return NarGame.from_log(log)


def take(game: NarGame, who: str, column: int, price: int | None = None, **extra) -> list[dict]:
    action = {"type": "take_share", "entity": who, "column": column, **extra}
    if price is not None:
        action["price"] = price
    return game.process(action)


def choice(game: NarGame, who: str, buy: bool) -> list[dict]:
    return game.process({"type": "director_choice", "entity": who, "buy": buy})


def buy(game: NarGame, who: str, company: str, column: int) -> list[dict]:
    return game.process({"type": "buy_city", "entity": who, "company": company, "column": column})


def pass_(game: NarGame, who: str) -> list[dict]:
    return game.process({"type": "pass", "entity": who})


def cash(game: NarGame) -> dict[str, int]:
    return game.result()


def treasury(game: NarGame, company: str) -> int:
    return game.companies[company].treasury * 100


# ---------------------------------------------------------------------------------------------
# invariants


def check_invariants(
    game: NarGame, setup_counts: dict[str, int], state: dict | None = None
) -> None:
    """Everything that must hold after every action."""
    state = state or game.state_dict()
    money = game.money_breakdown()
    assert money["total"] == 0, money
    assert game.money_total() == 0
    for p in state["players"]:
        assert p["cash"] >= 0 and p["cash"] % 100 == 0, p
    for c in state["companies"]:
        assert c["treasury"] >= 0 and c["treasury"] % 100 == 0, c

    # shares: every card of the setup is either in the display or held by a player
    for company, total in setup_counts.items():
        in_display = sum(col.count(company) for col in state["share_columns"])
        held = sum(p["shares"].get(company, 0) for p in state["players"])
        assert in_display + held == total, (company, in_display, held, total)
        assert total <= SHARES_PER_COMPANY

    # cities: each card exactly once, in the display or in one network
    cities = [c for col in state["city_columns"] for c in col]
    for comp in state["companies"]:
        cities += comp["cities"]
    assert len(cities) == 36 and len(set(cities)) == 36
    starts = list(state["start_city_stack"]) + [
        c["start_city"] for c in state["companies"] if c["start_city"]
    ]
    assert len(starts) == 5 and len(set(starts)) == 5

    # companies: founded <=> director <=> start city <=> shares held; director has a top count
    for comp in state["companies"]:
        founded = comp["founded"]
        assert founded == (comp["director"] is not None) == (comp["start_city"] is not None)
        assert founded == (comp["shares_held"] > 0)
        if founded:
            counts = {p["id"]: p["shares"].get(comp["id"], 0) for p in state["players"]}
            assert counts[comp["director"]] == max(counts.values()), (comp, counts)
            rev = comp["revenue"]
            cards = state["cards"]
            assert rev == cards[comp["start_city"]]["revenue"] + sum(
                cards[c]["revenue"] for c in comp["cities"]
            )
            assert comp["coast_to_coast"] == sum(cards[c]["symbols"] for c in comp["cities"])
        else:
            assert comp["treasury"] == 0 and not comp["cities"]

    # whose turn, what can be done
    if game.finished:
        assert state["phase"] == PHASE_FINISHED
        assert game.current_player is None
        assert game.legal_actions() == []
        assert state["end_triggers"]
    else:
        assert state["phase"] in (PHASE_SHARES, PHASE_CITIES, PHASE_INCOME)
        if game.needed_reveals():
            assert game.legal_actions() == []
        else:
            actions = game.legal_actions()
            assert actions, state
            assert game.current_player is not None
            assert all(a["entity"] == game.current_player for a in actions)
    if state["phase"] == PHASE_CITIES:
        passed = set(state["cities_phase"]["passed"])
        assert game.current_player not in passed
        for pid, company in state["cities_phase"]["acted"]:
            player = next(p for p in state["players"] if p["id"] == pid)
            assert player["shares"].get(company, 0) > 0


def check_transition(before: dict, after: dict, events: list[dict], n: int) -> None:
    """The end triggers and the round structure, checked from outside around one action."""
    kinds = [e["kind"] for e in events]
    triggers = [e["trigger"] for e in events if e["kind"] == "end_trigger"]
    moved_on = after["round"] != before["round"] or after["finished"]
    phase1_ended = before["phase"] == PHASE_SHARES and (after["phase"] != PHASE_SHARES or moved_on)
    if phase1_ended:
        # only Phase I changes the share display, only Phase II the city display
        shares_left = sum(len(c) for c in after["share_columns"])
        assert (1 in triggers) == (shares_left < n), (shares_left, triggers)
        cities_left = sum(len(c) for c in before["city_columns"])
        assert (2 in triggers) == (cities_left <= CITY_TRIGGER), (cities_left, triggers)
    else:
        assert 1 not in triggers and 2 not in triggers
    phase2_ended = (
        before["phase"] == PHASE_CITIES and (after["phase"] != PHASE_CITIES or moved_on)
    ) or (phase1_ended and (after["phase"] != PHASE_CITIES or moved_on))
    if phase2_ended:
        bought = kinds.count("buy_city")
        if before["phase"] == PHASE_CITIES:
            bought += before["cities_phase"]["cities_bought"]
        assert (3 in triggers) == (bought == 0), (bought, triggers)
    else:
        assert 3 not in triggers
    if after["round"] != before["round"]:
        assert after["round"] == before["round"] + 1
        assert not before["last_round"] and not triggers, "a round began after the last one"
        ids = [p["id"] for p in before["players"]]
        i = ids.index(before["start_player"])
        assert after["start_player"] == ids[(i + 1) % n]
    if after["finished"] and not before["finished"]:
        assert after["round"] == before["round"]
        assert after["last_round"]
        paying = [c for c in after["companies"] if c["founded"] and c["coast_to_coast"]]
        assert kinds.count("final_payout") == len(paying)
    if before["last_round"]:
        assert after["last_round"]
    assert after["last_round"] == bool(after["end_triggers"])
    _check_payments(after, events)


def _check_payments(after: dict, events: list[dict]) -> None:
    """Income and final payout recomputed here from the rulebook's wording."""
    companies = {c["id"]: c for c in after["companies"]}
    for e in events:
        if e["kind"] not in ("income", "final_payout"):
            continue
        comp = companies[e["company"]]
        holders = {
            p["id"]: p["shares"][comp["id"]] for p in after["players"] if comp["id"] in p["shares"]
        }
        count = sum(holders.values())
        if e["kind"] == "final_payout":
            per = comp["coast_to_coast"] * 100
            assert e["payouts"] == {h: per * k for h, k in holders.items()}
            continue
        revenue = e["revenue"]
        assert revenue == comp["revenue"]
        per_share = (revenue // 100 // count) * 100
        rest = revenue - per_share * count
        if not rest:
            bonus = 0
        elif after["last_round"]:
            bonus = -(-rest // 200) * 100  # half of the remainder, rounded up to $100
        else:
            bonus = 100
        expected = {h: per_share * k for h, k in holders.items()}
        expected[comp["director"]] += bonus
        assert e["payouts"] == expected, (e, expected)
        assert e["to_treasury"] == rest - bonus


def share_counts(game: NarGame) -> dict[str, int]:
    counts = dict.fromkeys(game.company_ids, 0)
    for col in game.share_columns:
        for c in col:
            counts[c] += 1
    for h in game.holdings:
        for c, k in h.items():
            counts[c] += k
    return counts


def snapshot(game: NarGame) -> dict:
    """A state that later actions cannot change (state_dict builds new objects each time)."""
    return game.state_dict()
