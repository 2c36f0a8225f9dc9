"""The computer's turns in the window: who plays each seat, and the computer's moves shown at a
pace a person can follow.

When a seat the computer plays has to decide, its player (railsdesk.bots) thinks in a worker
thread on a copy of the game, so the window never waits; the move it answers is sent on the
window's thread through the session's normal path, after the pause the pace asks for, and
appears in the log like any other. A change of the game meanwhile (a person's move or undo, a
seat taken back) makes the answer stale: it is dropped and the computer thinks anew. The
18xx games (MapSeats) and the card game (CardSeats) differ only in how a game is asked whose
turn it is, copied and thought about.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QProgressBar

from railsdesk.bots import computer_player, deciding_player
from railsdesk.bots.generic import BASIC, STRONG, ComputerPlayer, Turn
from railsdesk.bots.nar import NarPlayer
from railsdesk.engine.contract import in_sequence, thinking_copy
from railsdesk.games.nar import NarGame
from railsdesk.ui.names import player_names
from railsdesk.ui.workers import Worker

if TYPE_CHECKING:
    from railsdesk.ui.nar.session import NarSession
    from railsdesk.ui.session import GameSession

Move = dict[str, Any]
Thought = Callable[[], Move]  # the computer's thinking, run in the worker thread

# a seat's player: a person ("") or the computer at a level
SEAT_CHOICES = ("", BASIC, STRONG)
# the pause before each of the computer's moves, in milliseconds
PACES = {"slow": 2500, "normal": 1000, "fast": 300}
DEFAULT_PACE = "normal"
MODAL_WAIT = 200  # ms between looks whether a modal dialog still holds the computer's move


def seat_text(level: str) -> str:
    """A seat's player as the menus name him: a person, or the computer at a level in the
    words players use (beginner, advanced)."""
    texts = {
        "": QCoreApplication.translate("Seats", "Person"),
        BASIC: QCoreApplication.translate("Seats", "Computer: beginner"),
        STRONG: QCoreApplication.translate("Seats", "Computer: advanced"),
    }
    return texts[level]


def pace_text(pace: str) -> str:
    texts = {
        "slow": QCoreApplication.translate("Seats", "Slow"),
        "normal": QCoreApplication.translate("Seats", "Normal"),
        "fast": QCoreApplication.translate("Seats", "Fast"),
    }
    return texts[pace]


class MapSeats:
    """The seats of an 18xx game (a GameSession)."""

    def __init__(self, session: GameSession):
        self.session = session

    def deciding(self) -> str | None:
        """The player who decides now; None when nobody does (the game is over)."""
        session = self.session
        legal = session.legal()
        if session.finished or not legal.get("actions"):
            return None
        return deciding_player(session.snapshot(), legal)

    def new_player(self, level: str, index: int) -> ComputerPlayer:
        """The seat's player for the decision now (seeded by the game, the seat and how many
        actions count)."""
        moment = len(self.session.history())
        seed = (self.session.game.seed * 100 + index) * 100_003 + moment
        return computer_player(self.session.title, level, seed)

    def thought(self, player: Any) -> Thought:
        copy = thinking_copy(self.session.game)  # taken now, on the window's thread

        def think() -> Move:
            with in_sequence(copy):
                return player.decide(Turn(copy))

        return think


class CardSeats:
    """The seats of the card game (a NarSession); its player sees only its seat's view."""

    def __init__(self, session: NarSession):
        self.session = session

    def deciding(self) -> str | None:
        game = self.session.game
        return None if game.finished or not game.legal_actions() else game.current_player

    def new_player(self, level: str, index: int) -> NarPlayer:
        """The seat's player for the decision now (as MapSeats.new_player)."""
        seed = self.session.game.to_log().get("seed")
        moment = len(self.session.game.actions)
        return NarPlayer(
            level, ((seed if isinstance(seed, int) else 0) * 100 + index) * 100_003 + moment
        )

    def thought(self, player: Any) -> Thought:
        copy = NarGame.from_log(self.session.game.to_log())
        return lambda: player.act(copy)


Seats = MapSeats | CardSeats


class ComputerTurns(QObject):
    """Plays the computer's seats of a session (its `computer_seats`: player id: level).
    `send(move)` sends a move the computer's way (remembered for undo, its log line shown);
    `blocked()` is true while the game may not change (an earlier moment shown).
    `stateChanged` when whom the computer plays, or whether it thinks, may have changed (a
    window greys what a person may not use then: held_turn)."""

    stateChanged = Signal()  # noqa: N815 - Qt's naming

    def __init__(
        self,
        session: GameSession | NarSession,
        send: Callable[[Move], bool],
        blocked: Callable[[], bool],
        parent=None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.seats: Seats = (
            CardSeats(session) if isinstance(session.game, NarGame) else MapSeats(session)
        )
        self.send = send
        self.blocked = blocked
        self.pace = DEFAULT_PACE
        self.hurry = False  # "play to my next turn": no pauses until a person decides
        self.worker: Worker | None = None
        self.retired: list[Worker] = []  # stale workers still finishing their thought
        self.generation = 0  # counts the changes of the game and the seats
        self.generation_asked = -1  # the one the worker thinks about
        self.started = 0.0
        self.check_timer = QTimer(self)  # one look after a series of changes
        self.check_timer.setSingleShot(True)
        self.check_timer.setInterval(0)
        self.check_timer.timeout.connect(self.check)
        self.move_timer = QTimer(self)  # the pause before a move is shown
        self.move_timer.setSingleShot(True)
        self.move_timer.timeout.connect(self._play_ready_move)
        self.ready_move: Move | None = None
        self.thinking_seat = ""
        self._build_actions()
        self._build_indicator()
        self.retranslate()
        session.changed.connect(self.schedule)

    # --- menus and the indicator --------------------------------------------------------------

    def _build_actions(self) -> None:
        self.menu = QMenu()
        self.menu.setObjectName("computerMenu")
        self.seat_menus: dict[str, QMenu] = {}
        self.seat_actions: dict[tuple[str, str], QAction] = {}
        for pid in self.names():
            menu = self.menu.addMenu("")
            group = QActionGroup(menu)
            for level in SEAT_CHOICES:
                act = QAction(menu)
                act.setObjectName(f"seat_{pid}_{level or 'person'}")
                act.setCheckable(True)
                act.setChecked(self.session.computer_seats.get(pid, "") == level)
                act.triggered.connect(lambda _=False, p=pid, lv=level: self.set_seat(p, lv))
                group.addAction(act)
                menu.addAction(act)
                self.seat_actions[(pid, level)] = act
            self.seat_menus[pid] = menu
        self.menu.addSeparator()
        self.pace_menu = self.menu.addMenu("")
        pace_group = QActionGroup(self.pace_menu)
        self.pace_actions: dict[str, QAction] = {}
        for pace in PACES:
            act = QAction(self.pace_menu)
            act.setObjectName(f"pace_{pace}")
            act.setCheckable(True)
            act.setChecked(pace == self.pace)
            act.triggered.connect(lambda _=False, p=pace: self.set_pace(p))
            pace_group.addAction(act)
            self.pace_menu.addAction(act)
            self.pace_actions[pace] = act
        self.a_hurry = QAction(self)
        self.a_hurry.setObjectName("actPlayToMyTurn")
        self.a_hurry.triggered.connect(self.play_to_my_turn)
        self.a_pause = QAction(self)
        self.a_pause.setObjectName("actPauseComputer")
        self.a_pause.setCheckable(True)
        self.a_pause.toggled.connect(lambda _stopped: self.schedule())
        self.menu.addAction(self.a_hurry)
        self.menu.addAction(self.a_pause)

    def _build_indicator(self) -> None:
        self.busy = QProgressBar()
        self.busy.setObjectName("computerBusy")
        self.busy.setRange(0, 0)  # moving without a measure: the computer is thinking
        self.busy.setMaximumWidth(80)
        self.busy.setMaximumHeight(14)
        self.busy.setTextVisible(False)
        self.label = QLabel()
        self.label.setObjectName("computerThinking")
        self.busy.hide()
        self.label.hide()

    def retranslate(self) -> None:
        self.menu.setTitle(QCoreApplication.translate("Seats", "&Computer"))
        names = self.names()
        for pid, menu in self.seat_menus.items():
            menu.setTitle(names.get(pid, pid))
        for (_, level), act in self.seat_actions.items():
            act.setText(seat_text(level))
        self.pace_menu.setTitle(QCoreApplication.translate("Seats", "Pace of its moves"))
        for pace, act in self.pace_actions.items():
            act.setText(pace_text(pace))
        self.a_hurry.setText(QCoreApplication.translate("Seats", "Play to my next turn"))
        self.a_hurry.setToolTip(
            QCoreApplication.translate(
                "Seats", "The computer's moves without a pause until a person decides"
            )
        )
        self.a_pause.setText(QCoreApplication.translate("Seats", "Stop the computer"))
        self.a_pause.setToolTip(
            QCoreApplication.translate(
                "Seats", "The computer stops thinking and makes no move until this is undone"
            )
        )
        self._show_state()

    # --- seats ----------------------------------------------------------------------------------

    def set_seat(self, pid: str, level: str) -> None:
        """Hand a seat to the computer at a level, or back to a person ("")."""
        seats = self.session.computer_seats
        if seats.get(pid, "") == level:
            return
        if level:
            seats[pid] = level
        else:
            seats.pop(pid, None)
        self.seat_actions[(pid, level)].setChecked(True)
        self.session.dirty = True  # a save remembers who plays each seat
        self.schedule()

    def set_pace(self, pace: str) -> None:
        self.pace = pace
        self.pace_actions[pace].setChecked(True)

    def play_to_my_turn(self) -> None:
        self.hurry = True
        if self.ready_move is not None:
            self.move_timer.start(0)
        self.schedule()

    # --- the computer's turn --------------------------------------------------------------------

    def names(self) -> dict[str, str]:
        """The players' names by id, in seat order."""
        return player_names(self.session.players())

    def held_turn(self) -> str:
        """Why a person may not move now, in the player's language ("" when he may): the
        seat that decides is the computer's and the computer is not stopped (a hurried click
        would otherwise move for it)."""
        if self.a_pause.isChecked():
            return ""
        pid = self.computer_to_move()
        if pid is None:
            return ""
        return QCoreApplication.translate(
            "Seats",
            "%1 is played by the computer. To play this turn yourself, stop the computer "
            "or take the seat back (Game > Computer).",
        ).replace("%1", self.names().get(pid, pid))

    def answers_for(self, pid: str) -> bool:
        """Whether the computer answers for a player now: his seat is the computer's and the
        computer is not stopped."""
        return pid in self.session.computer_seats and not self.a_pause.isChecked()

    def agrees(self, pid: str, move: Move) -> bool:
        """The answer of the seat the computer plays to a deal another player puts to it (an
        18xx game's train or private; ComputerPlayer.agrees)."""
        seats = self.seats
        assert isinstance(seats, MapSeats)  # the card game has no deals between players
        player = self.seat_player(pid)
        assert isinstance(player, ComputerPlayer)
        return player.agrees(Turn(seats.session.game), move)

    def seat_player(self, pid: str) -> ComputerPlayer | NarPlayer:
        """The player of a seat the computer plays, for the decision now (seeded by the seat
        and the moment: the same position gets the same answer)."""
        index = list(self.names()).index(pid)
        return self.seats.new_player(self.session.computer_seats[pid], index)

    def pause_ms(self) -> int:
        """The pause before the computer's next move or answer is shown."""
        return 0 if self.hurry else PACES[self.pace]

    def computer_to_move(self) -> str | None:
        """The seat the computer plays that decides now (None: a person's turn, or none)."""
        if self.blocked() or not self.session.computer_seats:
            return None
        pid = self.seats.deciding()
        return pid if pid in self.session.computer_seats else None

    def schedule(self) -> None:
        """Look at the game again once the present series of changes is over."""
        self.generation += 1
        self._drop_thought()
        self.check_timer.start()

    def check(self) -> None:
        if self.a_pause.isChecked():
            self._show_state()
            return
        pid = self.computer_to_move()
        if pid is None:
            self.hurry = False  # a person decides now
            self._show_state()
            return
        # the same position gets the same move, whether an answer was dropped before or the
        # move was undone (seat_player)
        think = self.seats.thought(self.seat_player(pid))
        worker = Worker(lambda cancel, progress: think(), self)
        worker.done.connect(lambda move, w=worker: self._thought(w, move))
        worker.failed.connect(lambda message, w=worker: self._failed(w, message))
        self.worker = worker
        self.generation_asked = self.generation
        self.started = time.monotonic()
        self.thinking_seat = pid
        self._show_state()
        worker.start()

    def _thought(self, worker: Worker, move: Move) -> None:
        if worker is not self.worker:
            return  # an answer dropped before it arrived
        self._retire_worker()
        if self.generation != self.generation_asked:
            return  # the game changed meanwhile: check() thinks again
        self.ready_move = move
        waited = int((time.monotonic() - self.started) * 1000)
        pause = max(0, self.pause_ms() - waited)
        self.move_timer.start(pause)

    def _play_ready_move(self) -> None:
        if QApplication.activeModalWidget() is not None:  # a question (save, quit) is open
            self.move_timer.start(MODAL_WAIT)  # the move waits until it is answered
            return
        move, self.ready_move = self.ready_move, None
        if move is None or self.generation != self.generation_asked:
            return
        if self.a_pause.isChecked() or self.computer_to_move() != self.thinking_seat:
            return
        if not self.send(move):
            self.a_pause.setChecked(True)  # a refused move would be asked again and again

    def _failed(self, worker: Worker, message: str) -> None:
        if worker is not self.worker:
            return
        self._retire_worker()
        self.a_pause.setChecked(True)
        self.session.error.emit(message)

    def _drop_thought(self) -> None:
        """Forget the move being thought of or waiting to be shown."""
        self.move_timer.stop()
        self.ready_move = None
        if self.worker is not None:
            self.worker.cancel()
            self._retire_worker()

    def _retire_worker(self) -> None:
        """A worker whose answer is in or no longer wanted; kept until its thread ends."""
        worker, self.worker = self.worker, None
        if worker is None:
            return
        if worker.isRunning():
            self.retired.append(worker)
            worker.finished.connect(lambda w=worker: self._forget(w))
        else:
            worker.deleteLater()

    def _forget(self, worker: Worker) -> None:
        if worker in self.retired:
            self.retired.remove(worker)
        worker.deleteLater()

    def _show_state(self) -> None:
        thinking = self.thinking
        stopped = self.a_pause.isChecked() and bool(self.session.computer_seats)
        if thinking:
            name = self.names().get(self.thinking_seat, self.thinking_seat)
            self.label.setText(
                QCoreApplication.translate("Seats", "%1 (computer) is thinking…").replace(
                    "%1", name
                )
            )
        elif stopped:
            self.label.setText(QCoreApplication.translate("Seats", "The computer is stopped"))
        self.label.setVisible(thinking or stopped)
        self.busy.setVisible(thinking)
        # the status bar's message ends where the label begins only when drawn anew
        status_bar = self.label.parentWidget()
        if status_bar is not None:
            status_bar.update()
        self.a_hurry.setEnabled(bool(self.session.computer_seats))
        self.stateChanged.emit()

    @property
    def thinking(self) -> bool:
        return self.worker is not None or self.ready_move is not None

    def stop(self) -> None:
        """Stop for good (the game is closed): no more moves, every thread ended."""
        self.session.changed.disconnect(self.schedule)
        self.check_timer.stop()
        self._drop_thought()
        for worker in list(self.retired):
            worker.wait()
        self.menu.deleteLater()
