"""The desktop program (PySide6). Nothing outside this package imports Qt."""
