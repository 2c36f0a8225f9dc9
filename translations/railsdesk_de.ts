<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>ActionPanel</name>
        <message>
            <location filename="../railsdesk/ui/actionpanel.py" line="+151" />
            <source>Viewing an earlier moment of the game</source>
            <translation>Ein früherer Moment des Spiels wird gezeigt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Moves can be made only in the present.</source>
            <translation>Züge sind nur in der Gegenwart möglich.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The game is over</source>
            <translation>Das Spiel ist zu Ende</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Nobody can act</source>
            <translation>Niemand ist am Zug</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Drag a tile from the tray onto a highlighted hex, or click a hex.</source>
            <translation>Ziehe ein Gleisplättchen auf ein hervorgehobenes Feld oder klicke ein Feld an.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Click a highlighted city slot on the map.</source>
            <translation>Klicke auf einen hervorgehobenen Bahnhofsplatz auf dem Spielplan.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Cost: %1</source>
            <translation>Kosten: %1</translation>
        </message>
        <message>
            <location line="+19" />
            <source>The company must buy a train. Its president pays what the treasury lacks and may have to sell shares for it.</source>
            <translation>Die Gesellschaft muss eine Lok kaufen. Ihr Direktor zahlt zu, was dem Betriebskapital fehlt, und muss dafür eventuell Aktien verkaufen.</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Discard %1</source>
            <translation>%1 abgeben</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Declare bankruptcy</source>
            <translation>Bankrott erklären</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Allowed only when the company and its president cannot raise the money.</source>
            <translation>Nur erlaubt, wenn die Gesellschaft und ihr Direktor das Geld nicht aufbringen können.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Pass</source>
            <translation>Passen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Done / skip this step</source>
            <translation>Fertig / diesen Schritt überspringen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Done</source>
            <translation>Fertig</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Face value %1, revenue %2</source>
            <translation>Nennwert %1, Einnahmen %2</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Buy for %1</source>
            <translation>Für %1 kaufen</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Bid</source>
            <translation>Bieten</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Start</source>
            <translation>Gründen</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Buy shares</source>
            <translation>Aktien kaufen</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Sell shares</source>
            <translation>Aktien verkaufen</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Buy %1% %2 from %3 for %4</source>
            <translation>%1% %2 aus %3 für %4 kaufen</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Sell %1% %2 for %3</source>
            <translation>%1% %2 für %3 verkaufen</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Choose a train, then click its stops on the map in order.</source>
            <translation>Wähle eine Lok und klicke dann ihre Haltepunkte der Reihe nach auf dem Plan an.</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Clear this route</source>
            <translation>Diese Strecke löschen</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Total: %1</source>
            <translation>Gesamt: %1</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+140" />
            <source>Auto</source>
            <translation>Automatisch</translation>
        </message>
        <message>
            <location line="-139" />
            <source>Find the best routes</source>
            <translation>Die besten Strecken finden</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Last run</source>
            <translation>Letzte Fahrt</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Show the routes this company ran last time</source>
            <translation>Die Strecken zeigen, die diese Gesellschaft zuletzt gefahren ist</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Run trains</source>
            <translation>Loks fahren</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Run trains for %1</source>
            <translation>Loks fahren für %1</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Pay out</source>
            <translation>Auszahlen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>(%1 per share)</source>
            <translation>(%1 je Aktie)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Withhold</source>
            <translation>Einbehalten</translation>
        </message>
        <message>
            <location line="+2" />
            <source>(%1 to the treasury)</source>
            <translation>(%1 ins Betriebskapital)</translation>
        </message>
        <message>
            <location line="+12" />
            <source>the bank</source>
            <translation>der Bank</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Buy a %1 train from %2 for %3</source>
            <translation>%1er-Lok von %2 für %3 kaufen</translation>
        </message>
        <message>
            <location line="+11" />
            <source>%1 train from %2</source>
            <translation>%1er-Lok von %2</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+21" />
            <source>Buy</source>
            <translation>Kaufen</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Private companies' powers</source>
            <translation>Sonderrechte der Privatbahnen</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1: lay a tile</source>
            <translation>%1: ein Gleisplättchen legen</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Exchange %1 for %2% of %3</source>
            <translation>%1 gegen %2% %3 tauschen</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Final standings</source>
            <translation>Endstand</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
    </context>
    <context>
        <name>BoardController</name>
        <message>
            <location filename="../railsdesk/ui/board/controller.py" line="+67" />
            <source>%1: drag a tile from the tray onto a highlighted hex.</source>
            <translation>%1: ziehe ein Gleisplättchen auf ein hervorgehobenes Feld.</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Tile %1 cannot be laid anywhere now.</source>
            <translation>Gleisplättchen %1 kann jetzt nirgends gelegt werden.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Tile %1: drop it on a highlighted hex. R or the wheel turns it, Esc cancels.</source>
            <translation>Gleisplättchen %1: auf ein hervorgehobenes Feld ziehen. R oder das Mausrad dreht es, Esc bricht ab.</translation>
        </message>
        <message>
            <location line="+79" />
            <source>Tile laying cancelled.</source>
            <translation>Legen des Gleisplättchens abgebrochen.</translation>
        </message>
        <message>
            <location line="+59" />
            <source>Tile %1</source>
            <translation>Gleisplättchen %1</translation>
        </message>
        <message>
            <location line="+16" />
            <source>R or the wheel turns the tile; Enter or a click lays it; Esc cancels.</source>
            <translation>R oder das Mausrad dreht das Gleisplättchen; Enter oder ein Klick legt es; Esc bricht ab.</translation>
        </message>
        <message>
            <location line="+71" />
            <source>%1 is reserved by the private company %2.</source>
            <translation>%1 ist durch die Privatbahn %2 gesperrt.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>%1 cannot be built on.</source>
            <translation>Auf %1 kann nicht gebaut werden.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>A %1 tile cannot be laid on a %2 hex (%3).</source>
            <translation>Ein %1 Gleisplättchen kann nicht auf ein %2 Feld gelegt werden (%3).</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Tile %1 does not fit %2: its track, cities or label do not match.</source>
            <translation>Gleisplättchen %1 passt nicht auf %2: Gleise, Städte oder Beschriftung stimmen nicht überein.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Choose one of the tiles offered for %1.</source>
            <translation>Wähle eines der für %1 angebotenen Gleisplättchen.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 cannot be reached by %2's track now, or is not upgradable.</source>
            <translation>%1 ist für %2 jetzt nicht über Gleise erreichbar oder kann nicht ausgebaut werden.</translation>
        </message>
    </context>
    <context>
        <name>BoardScene</name>
        <message>
            <location filename="../railsdesk/ui/board/scene.py" line="+213" />
            <source>Token of %1</source>
            <translation>Bahnhofsmarker von %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Reserved for %1</source>
            <translation>Reserviert für %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Place a token here for %1</source>
            <translation>Bahnhofsmarker hier für %1 setzen</translation>
        </message>
    </context>
    <context>
        <name>Colors</name>
        <message>
            <location filename="../railsdesk/ui/board/controller.py" line="+10" />
            <source>white</source>
            <translation>weiß</translation>
        </message>
        <message>
            <location line="+1" />
            <source>yellow</source>
            <translation>gelb</translation>
        </message>
        <message>
            <location line="+1" />
            <source>green</source>
            <translation>grün</translation>
        </message>
        <message>
            <location line="+1" />
            <source>brown</source>
            <translation>braun</translation>
        </message>
        <message>
            <location line="+1" />
            <source>gray</source>
            <translation>grau</translation>
        </message>
        <message>
            <location line="+1" />
            <source>red</source>
            <translation>rot</translation>
        </message>
        <message>
            <location line="+1" />
            <source>blue</source>
            <translation>blau</translation>
        </message>
    </context>
    <context>
        <name>EngineMessages</name>
        <message>
            <location filename="../railsdesk/ui/engine_messages.py" line="+47" />
            <source>ability</source>
            <translation>Diese Privatbahn kann dieses Gleisplättchen dort nicht legen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>auction_running</source>
            <translation>Jetzt darf nur auf {company} geboten werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bad_dividend</source>
            <translation>Das ist keine Wahl für die Dividende.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bad_par</source>
            <translation>Das ist kein Ausgabepreis.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bad_price</source>
            <translation>Dieser Preis ist nicht möglich.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bad_price</source>
            <comment>max,min</comment>
            <translation>Der Preis muss zwischen {min} und {max} liegen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bad_rotation</source>
            <translation>Das Gleisplättchen kann so gedreht nicht gelegt werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bad_routes</source>
            <translation>Die Strecken können nicht gelesen werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bid_too_high</source>
            <translation>Das höchste mögliche Gebot ist {max}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bid_too_low</source>
            <translation>Das niedrigste mögliche Gebot ist {min}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cannot_afford</source>
            <translation>Der Spieler kann so viel nicht bezahlen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cannot_buy</source>
            <translation>Diese Aktien können jetzt nicht gekauft werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cannot_buy_company</source>
            <translation>Diese Privatbahn kann jetzt nicht gekauft werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cannot_exchange</source>
            <translation>Die Privatbahn kann nicht gegen diese Aktie getauscht werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cannot_par</source>
            <translation>Die Gesellschaft kann zu diesem Preis nicht gegründet werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cannot_sell</source>
            <translation>Diese Aktien dürfen jetzt nicht verkauft werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cannot_token</source>
            <translation>Dort kann kein Bahnhofsmarker gesetzt werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cannot_token</source>
            <comment>hex</comment>
            <translation>In {hex} kann kein Bahnhofsmarker gesetzt werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cheapest_train</source>
            <translation>Wenn der Direktor zuzahlt, muss die billigste Lok gekauft werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>city_full</source>
            <translation>In dieser Stadt ist kein Platz mehr frei.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>engine_missing</source>
            <translation>Die Regeln dieses Spiels sind noch nicht fertig.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>game_over</source>
            <translation>Das Spiel ist zu Ende.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>hex_blocked</source>
            <translation>{hex} ist durch eine Privatbahn gesperrt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>mixed_bundle</source>
            <translation>Zusammen verkaufte Aktien müssen von einer Gesellschaft und einem Besitzer sein.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>must_buy_train</source>
            <translation>Die Gesellschaft muss eine Lok kaufen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>no_contribution</source>
            <translation>Beim Eintausch einer Lok kann der Direktor nichts zuzahlen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>no_corporation</source>
            <translation>Gerade fährt keine Gesellschaft mit ihren Loks.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>no_exchange</source>
            <translation>Diese Lok kann nicht eingetauscht werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>no_lay</source>
            <translation>Jetzt darf kein Gleisplättchen gelegt werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>no_shares</source>
            <translation>Es wurden keine Aktien angegeben.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>no_tokens</source>
            <translation>Die Gesellschaft hat keine Bahnhofsmarker mehr.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>no_upgrade</source>
            <translation>Jetzt darf kein Gleisplättchen ausgebaut werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>not_available</source>
            <translation>Diese Lok steht nicht zum Verkauf.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>not_bankrupt</source>
            <translation>Die Gesellschaft und ihr Direktor können das Geld noch aufbringen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>not_enough_cash</source>
            <translation>Dafür ist nicht genug Geld da.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>not_for_sale</source>
            <translation>Das steht nicht zum Verkauf.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>not_now</source>
            <translation>Das ist jetzt nicht möglich.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>not_owner</source>
            <translation>Das gehört nicht dem, der am Zug ist.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>not_upgrade</source>
            <translation>Das Gleisplättchen auf {hex} kann nicht zu diesem ausgebaut werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>nothing_to_redo</source>
            <translation>Es gibt nichts wiederherzustellen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>nothing_to_undo</source>
            <translation>Es gibt nichts zurückzunehmen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>own_train</source>
            <translation>Eine Gesellschaft kann nicht ihre eigene Lok kaufen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>route.blocked</source>
            <translation>Lok {train}: die Strecke kann nicht durch {hex} führen, die Stadt ist voll mit Bahnhofsmarkern anderer Gesellschaften.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>route.group_reused</source>
            <translation>Lok {train}: die Strecke darf {group} nur einmal anfahren.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>route.no_token</source>
            <translation>Lok {train}: die Strecke muss eine Stadt mit einem Bahnhofsmarker von {corporation} enthalten.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>route.no_train</source>
            <translation>Die Gesellschaft hat keine Lok, die fahren könnte.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>route.not_connected</source>
            <translation>Keine freie Gleisverbindung führt von {hex} nach {other}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>route.overlap</source>
            <translation>Strecken können die Gleise auf {hex} nicht gemeinsam nutzen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>route.reuses_stop</source>
            <translation>Lok {train}: die Strecke kann {hex} nicht zweimal anfahren.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>route.reuses_track</source>
            <translation>Lok {train}: die Strecke kann die Gleise auf {hex} nicht zweimal benutzen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>route.through_offboard</source>
            <translation>Lok {train}: die Strecke kann nicht durch das Randgebiet {hex} führen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>route.through_terminal</source>
            <translation>Lok {train}: die Strecke kann nicht durch einen Endbahnhof führen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>route.too_long</source>
            <translation>Eine {name}er-Lok kann nicht so viele Haltepunkte anfahren.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>route.too_short</source>
            <translation>Eine Strecke braucht mindestens zwei Haltepunkte.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>route.too_short</source>
            <comment>train</comment>
            <translation>Lok {train}: eine Strecke braucht mindestens zwei Haltepunkte.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>route.track_not_allowed</source>
            <translation>Lok {train} kann nicht auf den Gleisen bei {hex} fahren.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>route.train_reused</source>
            <translation>Lok {train} kann nur eine Strecke fahren.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>route.unknown_stop</source>
            <translation>Lok {train}: auf {hex} gibt es diesen Haltepunkt nicht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>route.unknown_train</source>
            <translation>{corporation} hat keine Lok {train}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>route.unreadable</source>
            <translation>Die Strecke der Lok {train} kann nicht gelesen werden ({reason}).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>tile_color</source>
            <translation>Gleisplättchen dieser Farbe gibt es noch nicht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>tile_used</source>
            <translation>Das Gleisplättchen {tile} ist nicht verfügbar.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>train_limit</source>
            <translation>Die Gesellschaft hat schon so viele Loks, wie sie haben darf.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>unknown_city</source>
            <translation>Diese Stadt gibt es nicht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>unknown_company</source>
            <translation>Diese Privatbahn gibt es nicht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>unknown_corporation</source>
            <translation>Diese Gesellschaft gibt es nicht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>unknown_entity</source>
            <translation>So jemand nimmt nicht am Spiel teil.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>unknown_hex</source>
            <translation>Dieses Feld gibt es auf dem Plan nicht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>unknown_player</source>
            <translation>Diesen Spieler gibt es nicht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>unknown_share</source>
            <translation>Diese Aktie gibt es nicht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>unknown_tile</source>
            <translation>Dieses Gleisplättchen gibt es nicht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>unknown_train</source>
            <translation>Diese Lok gibt es nicht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>wrong_corporation</source>
            <translation>Zu dieser Privatbahn gehört die Direktorsaktie einer anderen Gesellschaft.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>wrong_hex</source>
            <translation>Der Bahnhofsmarker gehört auf ein anderes Feld.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>wrong_price</source>
            <translation>Das ist nicht der Preis.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>wrong_price</source>
            <comment>price</comment>
            <translation>Der Preis ist {price}.</translation>
        </message>
    </context>
    <context>
        <name>GameSession</name>
        <message>
            <location filename="../railsdesk/ui/session.py" line="+190" />
            <source>The rules engine failed: %1</source>
            <translation>Fehler in den Spielregeln: %1</translation>
        </message>
    </context>
    <context>
        <name>Log</name>
        <message>
            <location filename="../railsdesk/ui/logtext.py" line="+39" />
            <source>{who} bids {price} for {target}</source>
            <translation>{who} bietet {price} für {target}</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{who} passes</source>
            <translation>{who} passt</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{who} starts {corp} at {price}</source>
            <translation>{who} gründet {corp} zu {price}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>{who} buys {pct}% of {corp}</source>
            <translation>{who} kauft {pct}% {corp}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{who} sells {pct}% of {corp}</source>
            <translation>{who} verkauft {pct}% {corp}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{who} lays tile {tile} on {hex} (rotation {rot})</source>
            <translation>{who} legt Gleisplättchen {tile} auf {hex} (Drehung {rot})</translation>
        </message>
        <message>
            <location line="+11" />
            <source>{who} places a token in {city}</source>
            <translation>{who} setzt einen Bahnhofsmarker in {city}</translation>
        </message>
        <message>
            <location line="+8" />
            <source>{who} runs {n} train(s) for {revenue}</source>
            <translation>{who} fährt mit {n} Lok(s) {revenue} ein</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{who} withholds</source>
            <translation>{who} behält ein</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{who} pays out</source>
            <translation>{who} schüttet aus</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{who} buys a {train} train for {price}</source>
            <translation>{who} kauft eine {train}er-Lok für {price}</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{who} discards a {train} train</source>
            <translation>{who} gibt eine {train}er-Lok ab</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{who} buys {company} for {price}</source>
            <translation>{who} kauft {company} für {price}</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{who} goes bankrupt</source>
            <translation>{who} ist bankrott</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{who} takes back the last action</source>
            <translation>{who} nimmt die letzte Aktion zurück</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{who} redoes an action</source>
            <translation>{who} stellt eine Aktion wieder her</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{who}: {action}</source>
            <translation>{who}: {action}</translation>
        </message>
    </context>
    <context>
        <name>LogWidget</name>
        <message>
            <location filename="../railsdesk/ui/docks.py" line="+583" />
            <source>Back to the present</source>
            <translation>Zurück zur Gegenwart</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../railsdesk/ui/mainwindow.py" line="+287" />
            <source>No recent games</source>
            <translation>Keine zuletzt geöffneten Spiele</translation>
        </message>
        <message>
            <location line="+30" />
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open &amp;recent</source>
            <translation>&amp;Zuletzt geöffnet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Panels</source>
            <translation>&amp;Fenster</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Language</source>
            <translation>S&amp;prache</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;New game</source>
            <translation>&amp;Neues Spiel</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Start a new game</source>
            <translation>Ein neues Spiel beginnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Open…</source>
            <translation>Ö&amp;ffnen…</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Open a saved game or an 18xx.games log</source>
            <translation>Ein gespeichertes Spiel oder ein 18xx.games-Protokoll öffnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Save</source>
            <translation>&amp;Speichern</translation>
        </message>
        <message>
            <location line="+0" />
            <location line="+784" />
            <source>Save the game</source>
            <translation>Das Spiel speichern</translation>
        </message>
        <message>
            <location line="-783" />
            <source>Save &amp;as…</source>
            <translation>Speichern &amp;unter…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Export for 18xx.games…</source>
            <translation>Für 18xx.games &amp;exportieren…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Close game</source>
            <translation>Spiel &amp;schließen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Take back the last action (Ctrl+Z)</source>
            <translation>Die letzte Aktion zurücknehmen (Strg+Z)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Redo</source>
            <translation>&amp;Wiederherstellen</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Redo (Ctrl+Shift+Z)</source>
            <translation>Wiederherstellen (Strg+Umschalt+Z)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Auto routes</source>
            <translation>&amp;Automatische Strecken</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Find the best routes for the trains</source>
            <translation>Die besten Strecken für die Loks finden</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Zoom &amp;in</source>
            <translation>Ver&amp;größern</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Zoom &amp;out</source>
            <translation>Ver&amp;kleinern</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Fit to window</source>
            <translation>An &amp;Fenster anpassen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show &amp;coordinates</source>
            <translation>&amp;Koordinaten zeigen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show location &amp;names</source>
            <translation>&amp;Ortsnamen zeigen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Reset panel layout</source>
            <translation>Fensteranordnung &amp;zurücksetzen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Settings…</source>
            <translation>&amp;Einstellungen…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;About railsdesk</source>
            <translation>Ü&amp;ber railsdesk</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Toolbar</source>
            <translation>Werkzeugleiste</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round</source>
            <translation>Runde</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Tiles</source>
            <translation>Gleisplättchen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tile manifest</source>
            <translation>Gleisplättchen-Vorrat</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Actions</source>
            <translation>Aktionen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stock market</source>
            <translation>Kurstabelle</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Players and companies</source>
            <translation>Spieler und Gesellschaften</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game log</source>
            <translation>Spielprotokoll</translation>
        </message>
        <message>
            <location line="+7" />
            <source>%1 and phases</source>
            <translation>%1 und Phasen</translation>
        </message>
        <message>
            <location line="+6" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location line="+27" />
            <source>Cannot start the game</source>
            <translation>Das Spiel kann nicht beginnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game could not be started: %1</source>
            <translation>Das Spiel konnte nicht begonnen werden: %1</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Open a game</source>
            <translation>Ein Spiel öffnen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Games (*.json *.rdsave);;All files (*)</source>
            <translation>Spiele (*.json *.rdsave);;Alle Dateien (*)</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Opening files is not available yet.</source>
            <translation>Das Öffnen von Dateien ist noch nicht verfügbar.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Opening %1…</source>
            <translation>%1 wird geöffnet…</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Opened %1</source>
            <translation>%1 geöffnet</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Cannot open the game</source>
            <translation>Das Spiel kann nicht geöffnet werden</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 could not be opened.

%2

The file has not been changed.</source>
            <translation>%1 konnte nicht geöffnet werden.

%2

Die Datei wurde nicht verändert.</translation>
        </message>
        <message>
            <location line="+77" />
            <source>Unsaved game</source>
            <translation>Nicht gespeichertes Spiel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save the game before closing it?</source>
            <translation>Das Spiel vor dem Schließen speichern?</translation>
        </message>
        <message>
            <location line="+182" />
            <source>History</source>
            <translation>Verlauf</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 — map only</source>
            <translation>%1 — nur der Spielplan</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Bank %1</source>
            <translation>Bank %1</translation>
        </message>
        <message>
            <location line="+25" />
            <source>Showing the game after action %1</source>
            <translation>Das Spiel nach Aktion %1</translation>
        </message>
        <message>
            <location line="+40" />
            <source>Not allowed</source>
            <translation>Nicht erlaubt</translation>
        </message>
        <message>
            <location line="+78" />
            <source>There is no stop in %1.</source>
            <translation>In %1 gibt es keinen Haltepunkt.</translation>
        </message>
        <message>
            <location line="+51" />
            <source>%1 has not run trains yet.</source>
            <translation>%1 ist noch keine Loks gefahren.</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Searching for the best routes…</source>
            <translation>Die besten Strecken werden gesucht…</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Route search cancelled.</source>
            <translation>Streckensuche abgebrochen.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Best routes: %1</source>
            <translation>Beste Strecken: %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Route search failed: %1</source>
            <translation>Streckensuche fehlgeschlagen: %1</translation>
        </message>
        <message>
            <location line="+107" />
            <source>Cannot show that moment: %1</source>
            <translation>Dieser Moment kann nicht gezeigt werden: %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Rebuilding the game at that moment…</source>
            <translation>Das Spiel wird für diesen Moment aufgebaut…</translation>
        </message>
        <message>
            <location line="+29" />
            <source>railsdesk games (*.json)</source>
            <translation>railsdesk-Spiele (*.json)</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Cannot save</source>
            <translation>Speichern nicht möglich</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game could not be saved to %1:
%2</source>
            <translation>Das Spiel konnte nicht in %1 gespeichert werden:
%2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Saved %1</source>
            <translation>%1 gespeichert</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Export for 18xx.games</source>
            <translation>Für 18xx.games exportieren</translation>
        </message>
        <message>
            <location line="+2" />
            <source>18xx.games logs (*.json)</source>
            <translation>18xx.games-Protokolle (*.json)</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Cannot export</source>
            <translation>Export nicht möglich</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Exported %1</source>
            <translation>%1 exportiert</translation>
        </message>
        <message>
            <location line="+51" />
            <source>About railsdesk</source>
            <translation>Über railsdesk</translation>
        </message>
        <message>
            <location line="+1" />
            <source>railsdesk %1

Play and keep the books of 18xx railway games.</source>
            <translation>railsdesk %1

18xx-Eisenbahnspiele spielen und ihre Buchführung erledigen.</translation>
        </message>
    </context>
    <context>
        <name>PlayersWidget</name>
        <message>
            <location filename="../railsdesk/ui/docks.py" line="-144" />
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Cash</source>
            <translation>Bargeld</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Private companies</source>
            <translation>Privatbahnen</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Worth</source>
            <translation>Vermögen</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Company</source>
            <translation>Gesellschaft</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Last revenue</source>
            <translation>Letztes Einfahrergebnis</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../railsdesk/ui/settingsdialog.py" line="+46" />
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Language:</source>
            <translation>Sprache:</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Interface scale:</source>
            <translation>Skalierung der Oberfläche:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new interface scale applies when railsdesk starts again.</source>
            <translation>Eine neue Skalierung gilt ab dem nächsten Start von railsdesk.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Show coordinates on the map frame</source>
            <translation>Koordinaten am Rand des Spielplans zeigen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Show location names</source>
            <translation>Ortsnamen zeigen</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Player colours</source>
            <translation>Spielerfarben</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Route colours</source>
            <translation>Streckenfarben</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../railsdesk/ui/startpage.py" line="+187" />
            <source>Welcome to railsdesk</source>
            <translation>Willkommen bei railsdesk</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Play 18xx railway games at one computer, keep the books beside a board on the table, or open a game recorded on 18xx.games.</source>
            <translation>18xx-Eisenbahnspiele an einem Computer spielen, die Buchführung neben dem Spielplan auf dem Tisch erledigen oder ein auf 18xx.games aufgezeichnetes Spiel öffnen.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open a game</source>
            <translation>Ein Spiel öffnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game:</source>
            <translation>Spiel:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Players:</source>
            <translation>Spieler:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Options:</source>
            <translation>Varianten:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Seed:</source>
            <translation>Startwert:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Only used by games with random setup (1849).</source>
            <translation>Nur für Spiele mit zufälligem Aufbau (1849).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start game</source>
            <translation>Spiel starten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open a saved game or an 18xx.games log…</source>
            <translation>Ein gespeichertes Spiel oder ein 18xx.games-Protokoll öffnen…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Recent games (double-click to open):</source>
            <translation>Zuletzt geöffnete Spiele (Doppelklick zum Öffnen):</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Recover</source>
            <translation>Wiederherstellen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard</source>
            <translation>Verwerfen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>railsdesk was not closed normally last time. The game that was open can be recovered from its last automatic save.</source>
            <translation>railsdesk wurde beim letzten Mal nicht normal beendet. Das offene Spiel kann aus seiner letzten automatischen Sicherung wiederhergestellt werden.</translation>
        </message>
        <message>
            <location line="+7" />
            <location line="+47" />
            <source>Player %1:</source>
            <translation>Spieler %1:</translation>
        </message>
        <message>
            <location line="-12" />
            <source>The rules of this game are not ready yet: it opens with its map only.</source>
            <translation>Die Regeln dieses Spiels sind noch nicht fertig: es öffnet nur mit seinem Spielplan.</translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+10" />
            <source>Player %1</source>
            <translation>Spieler %1</translation>
        </message>
    </context>
    <context>
        <name>Terms</name>
        <message>
            <location filename="../railsdesk/ui/i18n.py" line="+76" />
            <source>Auction</source>
            <translation>Versteigerung</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stock Round</source>
            <translation>Aktienrunde</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Operating Round</source>
            <translation>Operationsrunde</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Merger Round</source>
            <translation>Fusionsrunde</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draft</source>
            <translation>Auswahlrunde</translation>
        </message>
        <message>
            <location line="+1" />
            <source>SR</source>
            <translation>AR</translation>
        </message>
        <message>
            <location line="+1" />
            <source>OR</source>
            <translation>OR</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Private company</source>
            <translation>Privatbahn</translation>
        </message>
        <message>
            <location line="+1" />
            <source>President</source>
            <translation>Direktor</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Treasury</source>
            <translation>Betriebskapital</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Initial offering</source>
            <translation>Erstausgabe</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bank pool</source>
            <translation>Bankpool</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Par value</source>
            <translation>Ausgabepreis</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Share price</source>
            <translation>Aktienkurs</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Train</source>
            <translation>Lok</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Trains</source>
            <translation>Loks</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase</source>
            <translation>Phase</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Certificates</source>
            <translation>Papiere</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tokens</source>
            <translation>Bahnhofsmarker</translation>
        </message>
        <message>
            <location line="+1" />
            <source>lay track</source>
            <translation>Gleise legen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>place a token</source>
            <translation>Bahnhofsmarker setzen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>run trains</source>
            <translation>Loks fahren</translation>
        </message>
        <message>
            <location line="+1" />
            <source>pay dividends</source>
            <translation>Dividende ausschütten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>buy trains</source>
            <translation>Loks kaufen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>buy private companies</source>
            <translation>Privatbahnen kaufen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>discard a train</source>
            <translation>Lok abgeben</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bid</source>
            <translation>bieten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>buy or sell shares</source>
            <translation>Aktien kaufen oder verkaufen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>choose a par value</source>
            <translation>Ausgabepreis festlegen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>take a loan</source>
            <translation>Kredit aufnehmen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
    </context>
    <context>
        <name>TileTray</name>
        <message>
            <location filename="../railsdesk/ui/docks.py" line="-306" />
            <source>Tile %1: drag it onto a highlighted hex</source>
            <translation>Gleisplättchen %1: auf ein hervorgehobenes Feld ziehen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Tile %1: none left</source>
            <translation>Gleisplättchen %1: keines mehr übrig</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Tile %1: no track may be laid now</source>
            <translation>Gleisplättchen %1: jetzt dürfen keine Gleise gelegt werden</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Tile %1: no hex the company reaches can take it</source>
            <translation>Gleisplättchen %1: kein erreichbares Feld kann es aufnehmen</translation>
        </message>
    </context>
    <context>
        <name>Title1830</name>
        <message>
            <location filename="../railsdesk/ui/i18n.py" line="+4" />
            <source>Operating Round</source>
            <translation>Operationsrunde</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Private company</source>
            <translation>Privatbahn</translation>
        </message>
    </context>
    <context>
        <name>Title1849</name>
        <message>
            <location line="-3" />
            <source>Operating Round</source>
            <translation>Operationsrunde</translation>
        </message>
    </context>
    <context>
        <name>Title1856</name>
        <message>
            <location line="-1" />
            <source>Operating Round</source>
            <translation>Operationsrunde</translation>
        </message>
    </context>
    <context>
        <name>Title1880</name>
        <message>
            <location line="+2" />
            <source>Operating Round</source>
            <translation>Betriebsrunde</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Private company</source>
            <translation>Privatpapier</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stock Round</source>
            <translation>Aktienrunde</translation>
        </message>
    </context>
    <context>
        <name>TrainsWidget</name>
        <message>
            <location filename="../railsdesk/ui/docks.py" line="+161" />
            <source>Price</source>
            <translation>Preis</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Left</source>
            <translation>Übrig</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Rusts on</source>
            <translation>Verschrottet bei</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Train limit</source>
            <translation>Loklimit</translation>
        </message>
        <message>
            <location line="+42" />
            <source>%1 %2 — tiles: %3 — operating rounds: %4</source>
            <translation>%1 %2 — Gleisplättchen: %3 — Operationsrunden: %4</translation>
        </message>
        <message>
            <location line="+10" />
            <source>yellow</source>
            <translation>gelb</translation>
        </message>
        <message>
            <location line="+1" />
            <source>green</source>
            <translation>grün</translation>
        </message>
        <message>
            <location line="+1" />
            <source>brown</source>
            <translation>braun</translation>
        </message>
        <message>
            <location line="+1" />
            <source>gray</source>
            <translation>grau</translation>
        </message>
    </context>
</TS>
