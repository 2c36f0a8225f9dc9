"""North American Railways (Peer Sylvester, Spielworxx 2016): the card game's rules engine.

Pure Python, no Qt. See ``docs/nar.md`` for the log and deck formats and the rule decisions.

Public API::

    TITLE
    NarGame.from_log(data) -> NarGame        NarGame.process(action) -> list[dict] (events)
    game.legal_actions() -> list[dict]        game.current_player, game.finished, game.step
    game.result() -> {player id: cash}        game.ranking() -> [player id, ...]
    game.state_dict() / game.public_view(viewer) / game.to_log() / game.money_total()
    new_game(deck, players, seed) -> log      random_game(seed, players=N) -> finished log
    decks: practice_deck(), random_deck(seed), companion_deck(), validate_deck(deck),
           load_deck(path), save_deck(deck, directory), list_decks(directory)
"""

from railsdesk.games import ENGINE_CARDS

from .deck import (
    COMPANION_DECK_NAME,
    PRACTICE_DECK_NAME,
    DeckEntry,
    companion_deck,
    deck_is_complete,
    deck_problems,
    list_decks,
    load_deck,
    practice_deck,
    random_deck,
    save_deck,
    validate_deck,
)
from .errors import DeckError, IllegalNarAction, NarError
from .game import NarGame
from .newgame import (
    make_log,
    new_companion_game,
    new_game,
    play_randomly,
    random_game,
    random_players,
)
from .rules import MAX_PLAYERS, MIN_PLAYERS, TITLE

# The card game in the registry of titles (railsdesk.games): its own engine, no options.
FULL_NAME = TITLE
ENGINE = ENGINE_CARDS
PLAYERS = (MIN_PLAYERS, MAX_PLAYERS)
OPTIONS: dict[str, str] = {}


def money_total(game: NarGame) -> int:
    """Players + company treasuries + bank ledger in dollars; the rules keep it at 0."""
    return game.money_total()


__all__ = [
    "COMPANION_DECK_NAME",
    "ENGINE",
    "FULL_NAME",
    "OPTIONS",
    "PLAYERS",
    "PRACTICE_DECK_NAME",
    "TITLE",
    "DeckEntry",
    "DeckError",
    "IllegalNarAction",
    "NarError",
    "NarGame",
    "companion_deck",
    "deck_is_complete",
    "deck_problems",
    "list_decks",
    "load_deck",
    "make_log",
    "money_total",
    "new_companion_game",
    "new_game",
    "play_randomly",
    "practice_deck",
    "random_deck",
    "random_game",
    "random_players",
    "save_deck",
    "validate_deck",
]
