"""The depot: trains not yet bought, in the order they become available, and trains given
back to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from railsdesk.engine.entities import Train

if TYPE_CHECKING:
    from railsdesk.engine.game import GameState


class Depot:
    """Trains not yet bought, in the order they become available, and trains given back."""

    def __init__(self, trains: list[Train], game: GameState):
        self.game = game
        self.trains = list(trains)
        self.upcoming = list(trains)
        self.discarded: list[Train] = []
        self._changes = 0  # counts the changes of upcoming and discarded (see depot_trains)
        self._offer: tuple[tuple[int, int], list[Train]] | None = None
        for train in trains:
            train.owner = self

    kind = "depot"
    name = "The Depot"

    def depot_trains(self) -> list[Train]:
        """The trains for sale now (kept until the depot or the phase changes: every train
        step asks, for every corporation)."""
        key = (self._changes, self.game.phase.index)
        if self._offer is None or self._offer[0] != key:
            self._offer = (key, self._find_depot_trains())
        return list(self._offer[1])

    def _find_depot_trains(self) -> list[Train]:
        found: list[Train] = []
        names: set[str] = set()
        available = self.game.phase.available
        # the next train, then each other kind whose phase has begun (one train a kind: the
        # trains of a kind share their phase, so the first of each kind answers for all)
        for position, train in enumerate(self.upcoming):
            if train.name in names:
                continue
            names.add(train.name)
            if position == 0 or available(train.available_on):
                found.append(train)
        discarded_names: set[str] = set()
        for train in self.discarded:
            if train.name not in discarded_names:
                discarded_names.add(train.name)
                found.append(train)
        return found

    def min_depot_train(self) -> Train | None:
        trains = self.depot_trains()
        return min(trains, key=lambda t: t.price) if trains else None

    def min_depot_price(self) -> int:
        train = self.min_depot_train()
        return train.price if train else 0

    def remove_train(self, train: Train) -> None:
        self._changes += 1
        if train in self.upcoming:
            index = self.upcoming.index(train)
            self.upcoming.remove(train)
            spec = self.game.train_specs.get(train.name, {})
            next_same = index < len(self.upcoming) and self.upcoming[index].name == train.name
            if spec.get("num") == "unlimited" and not next_same:
                clone = self.game.make_train(spec, self.game.next_train_index(train.name))
                clone.owner = self
                self.trains.append(clone)
                self.upcoming.insert(index, clone)
        if train in self.discarded:
            self.discarded.remove(train)

    def reclaim_train(self, train: Train) -> None:
        if train.owner is None:
            return
        self.game.remove_train(train)
        train.owner = self
        if not train.obsolete:
            self._changes += 1
            self.discarded.append(train)
