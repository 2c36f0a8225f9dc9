"""Write a title's data file (railsdesk/games/<pkg>/data.json) from a facts file.

The facts files describe each title in the tile-code notation of 18xx.games; railsdesk keeps the
same facts as structured JSON. Where a title's facts lack a part (1856 has no trains and no
phases: 18xx.games builds them in code), tools/supplements/<title>.json gives it, taken from the
rulebook; a part present in both is an error, so nothing is silently overridden.

Run: python tools/convert_facts.py FACTS.json OUT.json
"""

import json
import sys
from pathlib import Path

SUPPLEMENTS = Path(__file__).parent / "supplements"
# Parts a game cannot do without: the conversion stops if one is still empty.
REQUIRED = ("market", "phases", "trains", "corporations", "hexes", "tiles")


def parse_value(key: str, raw: str):
    if key == "revenue" and "_" in raw:
        return {color: int(amount) for color, amount in (p.split("_") for p in raw.split("|"))}
    if key in ("a", "b"):
        return f"n{raw[1:]}" if raw.startswith("_") else int(raw)
    if key == "groups":
        return raw.split("|")
    if key == "loc":
        return float(raw)
    try:
        return int(raw)
    except ValueError:
        return raw


def parse_tile_code(code: str) -> list[dict]:
    """Tile parts in definition order (the order gives part indices of city ids)."""
    parts = []
    for chunk in filter(None, code.split(";")):
        kind, _, params = chunk.partition("=")
        part: dict = {"type": kind}
        if kind == "label":
            part["label"] = params
        elif params:
            for item in params.split(","):
                key, _, raw = item.partition(":")
                # a border's own "type" (impassable, water...) must not replace the part type
                part["border_type" if key == "type" else key] = parse_value(key, raw)
        parts.append(part)
    return parts


BASE_TILES = {"blank": "", "town": "town=revenue:0", "city": "city=revenue:0"}


def market_cell(code: str):
    if not code:
        return None
    digits = "".join(ch for ch in code if ch.isdigit())
    return {"price": int(digits), "zone": code[len(digits) :]}


def supplement_for(title: str) -> dict:
    path = SUPPLEMENTS / f"{title}.json"
    if not path.exists():
        return {}
    with path.open(encoding="utf-8") as fh:
        return {k: v for k, v in json.load(fh).items() if not k.startswith("_")}


def convert(facts: dict, supplement: dict | None = None) -> dict:
    """The data file for a facts file; `supplement` fills parts the facts leave empty."""
    facts = dict(facts)
    for key, value in (supplement or {}).items():
        if facts.get(key):
            raise ValueError(f"{facts['title']}: {key} is in the facts and in the supplement")
        facts[key] = value
    hexes = {}
    for group in facts["hexes"]:
        code = group["code"]
        for index, hex_id in enumerate(group["hexes"]):
            name = code if code in BASE_TILES else hex_id
            parts = parse_tile_code(BASE_TILES.get(code, code))
            hexes[hex_id] = {"color": group["color"], "name": name, "index": index, "parts": parts}
    tiles = {
        name: {"count": t["count"], "color": t["color"], "parts": parse_tile_code(t["code"])}
        for name, t in facts["tiles"].items()
    }
    data = {
        "title": facts["title"],
        "layout": facts["layout"],
        "axes": facts["axes"],
        "currency_format": facts["currency_format"],
        "bank_cash": facts["bank_cash"],
        "starting_cash": facts["starting_cash"],
        "cert_limit": facts["cert_limit"],
        "market": [[market_cell(c) for c in row] for row in facts["market"]],
        "phases": facts["phases"],
        "trains": facts["trains"],
        "companies": facts["companies"],
        "corporations": facts["corporations"],
        "minors": facts["minors"],
        "location_names": facts["location_names"],
        "hexes": hexes,
        "tiles": tiles,
    }
    missing = [key for key in REQUIRED if not data[key]]
    if missing:
        raise ValueError(
            f"{facts['title']}: no {', '.join(missing)} in the facts; "
            f"add them to {SUPPLEMENTS.name}/{facts['title']}.json"
        )
    return data


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as fh:
        facts = json.load(fh)
    try:
        data = convert(facts, supplement_for(facts["title"]))
    except ValueError as exc:
        sys.exit(str(exc))
    with open(sys.argv[2], "w", encoding="utf-8") as fh:
        json.dump(data, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
