"""The action panel's decisions: a private's port marker and free station marker (titles share
them), and the decisions only one title has, which its screens offer (railsdesk.ui.titles).
Each is offered only when the legal-moves query lists it, and says what it does before it is
clicked; the figures come from the legal answer and the snapshot's title view."""

from __future__ import annotations

from railsdesk.ui.titles import TitleDecisions, screens_for


class DecisionControls(TitleDecisions):
    """Builds its groups into an ActionPanel (its helpers make the buttons and groups)."""

    def __init__(self, panel) -> None:
        super().__init__(panel)
        self.title_decisions = screens_for(panel.data.title).decisions(panel)
        self.decided_here = self.title_decisions.decided_here

    def build(self, legal: dict, actions: list[str]) -> None:
        self.title_decisions.build(legal, actions)

    def takes_choice(self, legal: dict) -> bool:
        return self.title_decisions.takes_choice(legal)

    def takes_pass(self, actions: list[str]) -> bool:
        return self.title_decisions.takes_pass(actions)

    # --- a private's powers: the port marker, a free station marker ----------------------------

    def powers(self, lay, sym: str, power: dict) -> None:
        """Buttons for a private's port marker and free station marker (others: the panel)."""
        p = self.panel
        name = p.data.company_name(sym)
        acts = power.get("actions") or []
        if "assign" in acts:
            bonus = self.view().get("port_bonus")
            if bonus:
                self.note(
                    lay,
                    self.tr("%1: its port marker earns %2 more on each route to that port.")
                    .replace("%1", name)
                    .replace("%2", p.money(bonus)),
                    f"port_note_{sym}",
                )
            for hex_id in power.get("assign") or []:
                text = self.tr("Port marker in %1").replace("%1", self.location(hex_id))
                action = {
                    "type": "assign",
                    "entity": sym,
                    "entity_type": "company",
                    "target": hex_id,
                    "target_type": "hex",
                }
                button = p._button(f"power_assign_{sym}_{hex_id}", text, action)
                button.setToolTip(str(hex_id))
                lay.addWidget(button)
        if "place_token" in acts:
            for offer in power.get("place_token") or []:
                text = self.tr("%1: free station marker in %2").replace("%1", name)
                action = {
                    "type": "place_token",
                    "entity": sym,
                    "entity_type": "company",
                    "city": offer["city"],
                    "slot": offer["slot"],
                }
                button = p._button(
                    f"power_token_{sym}_{offer['city']}",
                    text.replace("%2", self.location(offer.get("hex", offer["city"]))),
                    action,
                )
                button.setToolTip(str(offer.get("hex", "")))
                lay.addWidget(button)
