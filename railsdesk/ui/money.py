"""Money in each title's currency format ("$%s", "L.%s", "¥%s"), grouped by the UI language."""

from __future__ import annotations

_GROUPING = {"en": ",", "de": ".", "nl": "."}
_language = "en"


def set_language(lang: str) -> None:
    global _language
    _language = lang


def format_money(currency_format: str, amount) -> str:
    if amount is None:
        return ""
    try:
        value = int(amount)
    except (TypeError, ValueError):
        return str(amount)
    sep = _GROUPING.get(_language, ",")
    digits = f"{abs(value):,}".replace(",", sep)
    text = currency_format % digits if "%s" in currency_format else f"{currency_format}{digits}"
    return ("-" if value < 0 else "") + text
