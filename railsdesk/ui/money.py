"""Money in each title's currency format ("$%s", "L.%s", "¥%s"), grouped by the UI language;
certificate counts with its decimal mark."""

from __future__ import annotations

_GROUPING = {"en": ",", "de": ".", "nl": "."}
_DECIMAL_MARK = {"en": ".", "de": ",", "nl": ","}
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


def certificate_count(count: float) -> str:
    """A certificate count as players write it: "9", and 1856's half certificates with the
    language's decimal mark ("7,5" in German and Dutch)."""
    if float(count).is_integer():
        return str(int(count))
    return f"{float(count):.1f}".replace(".", _DECIMAL_MARK.get(_language, "."))
