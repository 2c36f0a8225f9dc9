"""The board view: zoom (wheel, keys), pan (drag), fit to window; gestures go to a handler."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView

MIN_ZOOM = 0.08
MAX_ZOOM = 8.0
STEP = 1.2


class BoardView(QGraphicsView):
    zoomChanged = Signal(float)  # noqa: N815

    def __init__(self, scene, parent=None) -> None:
        super().__init__(scene, parent)
        if scene.parent() is None:
            scene.setParent(self)  # the scene lives exactly as long as its view
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # the map pans by dragging; scroll bars would only take room from it
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setObjectName("boardView")
        self.handler = None  # BoardController
        self._press: QPoint | None = None
        self._last: QPoint | None = None
        self._panning = False
        self._fitted = False

    # --- zoom -----------------------------------------------------------------------------------

    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, level: float, anchor_mouse: bool = False) -> None:
        level = max(MIN_ZOOM, min(MAX_ZOOM, level))
        self._fitted = False
        factor = level / self.zoom()
        if abs(factor - 1) < 1e-9:
            return
        old = self.transformationAnchor()
        if not anchor_mouse:
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.scale(factor, factor)
        self.setTransformationAnchor(old)
        self.zoomChanged.emit(self.zoom())

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom() * STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom() / STEP)

    def map_rect(self) -> QRectF:
        """The map's part of the scene (of another scene, all its items)."""
        scene = self.scene()
        return scene.map_rect() if hasattr(scene, "map_rect") else scene.itemsBoundingRect()

    def fit(self) -> None:
        rect = self.map_rect()
        if rect.isEmpty():
            return
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self._fitted = True
        self.zoomChanged.emit(self.zoom())

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self._fitted:  # keep "fit to window" while the user has not zoomed by hand
            rect = self.map_rect()
            if not rect.isEmpty():
                self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
                self.zoomChanged.emit(self.zoom())

    def wheelEvent(self, event) -> None:  # noqa: N802
        steps = event.angleDelta().y() / 120.0
        if steps == 0:
            return
        if self.handler is not None and self.handler.wheel(steps):
            event.accept()
            return
        self._fitted = False
        self.set_zoom(self.zoom() * (STEP**steps), anchor_mouse=True)
        event.accept()

    # --- mouse ----------------------------------------------------------------------------------

    def mousePressEvent(self, event) -> None:  # noqa: N802
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self._press = event.position().toPoint()
        self._last = self._press
        self._panning = event.button() in (Qt.MouseButton.MiddleButton, Qt.MouseButton.RightButton)
        if self._panning:
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        event.accept()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        pos = event.position().toPoint()
        if self._press is not None and event.buttons() != Qt.MouseButton.NoButton:
            if (
                not self._panning
                and (pos - self._press).manhattanLength() >= QApplication.startDragDistance()
            ):
                self._panning = True
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            if self._panning:
                delta = pos - self._last
                self._last = pos
                self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
                self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
                self._fitted = False
                return
        if self.handler is not None:
            self.handler.hover_at(self.mapToScene(pos))
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        was_panning = self._panning
        self._press, self._last, self._panning = None, None, False
        self.viewport().unsetCursor()
        if not was_panning and self.handler is not None:
            self.handler.click_at(self.mapToScene(event.position().toPoint()), event.button())
        event.accept()

    def leaveEvent(self, event) -> None:  # noqa: N802
        if self.handler is not None:
            self.handler.hover_at(None)
        super().leaveEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if self.handler is not None and self.handler.key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    # --- helpers for tools ----------------------------------------------------------------------

    def scene_pos_of_global(self, global_pos: QPoint) -> QPointF | None:
        local = self.viewport().mapFromGlobal(global_pos)
        if not self.viewport().rect().contains(local):
            return None
        return self.mapToScene(local)
