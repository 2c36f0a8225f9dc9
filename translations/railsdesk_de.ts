<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="+184"/>
        <source>Viewing an earlier moment of the game</source>
        <translation>Ein früherer Moment des Spiels wird gezeigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves can be made only in the present.</source>
        <translation>Züge sind nur in der Gegenwart möglich.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over</source>
        <translation>Das Spiel ist zu Ende</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nobody can act</source>
        <translation>Niemand ist am Zug</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Drag a tile from the tray onto a highlighted hex, or click a hex.</source>
        <translation>Ziehe ein Gleisplättchen auf ein hervorgehobenes Feld oder klicke ein Feld an.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Click a highlighted city slot on the map.</source>
        <translation>Klicke auf einen hervorgehobenen Bahnhofsplatz auf dem Spielplan.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cost: %1</source>
        <translation>Kosten: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Discard %1</source>
        <translation>%1 abgeben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Declare bankruptcy</source>
        <translation>Bankrott erklären</translation>
    </message>
    <message>
        <location line="-313"/>
        <source>Leave the game</source>
        <translation>Aus dem Spiel ausscheiden</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="+95"/>
        <source>Pay %1&apos;s debt of %2</source>
        <translation>Die Schulden der %1 von %2 bezahlen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No station marker can be bought now.</source>
        <translation>Jetzt kann kein Bahnhofsmarker gekauft werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s station in %2</source>
        <translation>Bahnhofsmarker der %1 in %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 buys the station slot in %2 for %3, paid to its owner.</source>
        <translation>%1 kauft den Platz im Bahnhof %2 für %3, zu zahlen an die Besitzerin.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="+329"/>
        <source>Allowed only when the company and its president cannot raise the money.</source>
        <translation>Nur erlaubt, wenn die Gesellschaft und ihr Direktor das Geld nicht aufbringen können.</translation>
    </message>
    <message>
        <location line="-346"/>
        <location line="+364"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="-296"/>
        <source>Please confirm</source>
        <translation>Bitte bestätigen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>No tile can be laid now.</source>
        <translation>Jetzt kann kein Gleisplättchen gelegt werden.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="-8"/>
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="+197"/>
        <source>Private companies&apos; powers</source>
        <translation>Sonderrechte der {term:Private companies}</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>%1: lay a tile</source>
        <translation>%1: {term:lay track}</translation>
    </message>
    <message>
        <location line="-303"/>
        <source>%1 (computer) considers the offer…</source>
        <translation>%1 (Computer) überlegt sich das Angebot…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Withdraw the offer</source>
        <translation>Angebot zurückziehen</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>Choose the home station of %1: click a highlighted city on the map.</source>
        <translation>Wähle den Heimatbahnhof der %1: Klicke auf eine hervorgehobene Stadt auf dem Spielplan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A station marker lifted by the new tile goes back: click a highlighted city on the map.</source>
        <translation>Ein durch das neue Gleisplättchen verdrängter Bahnhofsmarker kommt zurück: Klicke auf eine hervorgehobene Stadt auf dem Spielplan.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Declare %1 bankrupt? Allowed when nothing is left to sell for what is owed. %3</source>
        <translation>%1 für bankrott erklären? Erlaubt, wenn nichts mehr zu verkaufen ist, um die Schuld zu bezahlen. %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declare %1 bankrupt? Allowed when %2 and its president cannot raise the money. %3</source>
        <translation>%1 für bankrott erklären? Erlaubt, wenn %2 und ihr Direktor das Geld nicht aufbringen können. %3</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Exchange %1 for the %2 train now (free)</source>
        <translation>%1 jetzt gegen eine Lok %2 eintauschen (kostenlos)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: the extra D {term:Building permits} to %2</source>
        <translation>%1: das zusätzliche D-Baurecht an %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exchange %1 for %2% of %3</source>
        <translation>%1 gegen %2% %3 tauschen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>One-time payout</source>
        <translation>Einmalige Ausschüttung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The investor&apos;s cash at its merger</source>
        <translation>Das Geld des Investors beim Zusammenschluss</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The investor&apos;s station at its merger</source>
        <translation>Der Bahnhof des Investors beim Zusammenschluss</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose</source>
        <translation>Wählen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Take it now: %1</source>
        <translation>Jetzt nehmen: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All %1 to the corporation&apos;s {term:Treasury}</source>
        <translation>Alle %1 ins {term:Treasury} der Gesellschaft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (20%) to its owner, the rest to the bank</source>
        <translation>%1 (20%) an den Besitzer, der Rest an die Bank</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace its station with one of the corporation&apos;s (free)</source>
        <translation>Seinen Bahnhof durch einen der Gesellschaft ersetzen (kostenlos)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove its station</source>
        <translation>Seinen Bahnhof entfernen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Forced exchange: %1</source>
        <translation>Zwangsumtausch: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the free train to %1</source>
        <translation>Die kostenlose Lok an %1 geben</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Debt %1; it grows by half at the end of every stock round.</source>
        <translation>Schulden %1; am Ende jeder Aktienrunde kommen 50% Zinsen hinzu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Repay %1 (all the cash it takes)</source>
        <translation>%1 zurückzahlen (alles Bargeld, das nötig ist)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Repay</source>
        <translation>Zurückzahlen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Final standings</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="-47"/>
        <source>Take: %1 receives %2</source>
        <translation>%1 erhält %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Repay: %1 pays %2</source>
        <translation>%1 zahlt %2 zurück</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>its share price moves one to the left</source>
        <translation>ihr Kurswert geht ein Feld nach links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its share price moves one to the right</source>
        <translation>ihr Kurswert geht ein Feld nach rechts</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="-546"/>
        <source>Close the S.M.S.</source>
        <translation>Die S.M.S. schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then lay a tile and place a station in a coastal city.</source>
        <translation>Dann ein Gleisplättchen legen und einen Bahnhofsmarker in einer Hafenstadt einsetzen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two 10% shares</source>
        <translation>Zwei 10%-Aktien</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>for the director&apos;s certificate</source>
        <translation>für die Direktorenaktie</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The last (20%) certificate</source>
        <translation>Die letzte (20%-)Aktie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take the loan of %1</source>
        <translation>Den Kredit über %1 aufnehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 comes off the final score.</source>
        <translation>Bei der Endabrechnung werden %2 abgezogen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buy an E-token for %1</source>
        <translation>Einen E-Marker für %1 kaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The company may then buy E-trains.</source>
        <translation>Die Gesellschaft darf dann E-Loks kaufen.</translation>
    </message>
    <message>
        <location line="+423"/>
        <source>Use the S.M.S.?</source>
        <translation>Die S.M.S. einsetzen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change of director: what you receive</source>
        <translation>Direktorenwechsel: was du erhältst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bankrupt without shares: loan or leave</source>
        <translation>Bankrott ohne Aktien: Kredit oder Ausscheiden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E-token</source>
        <translation>E-Marker</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="+53"/>
        <source>Offer</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 offers %3 for the station slot in %2; %4&apos;s director agrees or refuses.</source>
        <translation>%1 bietet %3 für den Platz im Bahnhof %2; der Direktor der %4 stimmt zu oder lehnt ab.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="-364"/>
        <source>%1 decides</source>
        <translation>%1 entscheidet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 accepts</source>
        <translation>%1 nimmt an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 declines</source>
        <translation>%1 lehnt ab</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 declines the offer; nothing is sold.</source>
        <translation>%1 lehnt das Angebot ab; nichts wird verkauft.</translation>
    </message>
    <message numerus="yes">
        <location line="+47"/>
        <source>The %n later action(s) are dropped; Redo brings them back.</source>
        <translation>
            <numerusform>Die %n spätere Aktion wird verworfen; Wiederherstellen holt sie zurück.</numerusform>
            <numerusform>Die %n späteren Aktionen werden verworfen; Wiederherstellen holt sie zurück.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>Play on from here</source>
        <translation>Von hier aus weiterspielen</translation>
    </message>
    <message>
        <location line="+251"/>
        <source>Show all %1</source>
        <translation>Alle %1 zeigen</translation>
    </message>
    <message>
        <location line="-195"/>
        <source>You may lay a second yellow tile (no upgrade).</source>
        <translation>Du darfst ein zweites gelbes Gleisteil bauen (keinen Ausbau).</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%1 holds %n train(s), over its {term:Train limit:lower} of %2.</source>
        <translation>
            <numerusform>%1 hat %n Lok, mehr als das {term:Train limit} von %2 erlaubt.</numerusform>
            <numerusform>%1 hat %n Loks, mehr als das {term:Train limit} von %2 erlaubt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActionPanelBase</name>
    <message>
        <location filename="../railsdesk/ui/actionbase.py" line="+297"/>
        <source>Allowed: %1 to %2</source>
        <translation>Erlaubt: %1 bis %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: no amount typed.</source>
        <translation>%1: kein Betrag eingegeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 is refused, it is less than the least allowed.</source>
        <translation>%1: %2 wird abgelehnt, es ist weniger als das Mindeste, das erlaubt ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 is refused, it is more than the most allowed.</source>
        <translation>%1: %2 wird abgelehnt, es ist mehr als das Höchste, das erlaubt ist.</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Hand over to %1</source>
        <translation>Gib den Rechner an %1 weiter</translation>
    </message>
</context>
<context>
    <name>BoardController</name>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="+91"/>
        <source>%1: drag a tile from the tray onto a highlighted hex.</source>
        <translation>%1: ziehe ein Gleisplättchen auf ein hervorgehobenes Feld.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Tile %1 cannot be laid anywhere now.</source>
        <translation>Gleisplättchen %1 kann jetzt nirgends gelegt werden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tile %1: drop it on a highlighted hex. R or the wheel turns it, Esc cancels.</source>
        <translation>Gleisplättchen %1: auf ein hervorgehobenes Feld ziehen. R oder das Mausrad dreht es, Esc bricht ab.</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Tile laying cancelled.</source>
        <translation>Legen des Gleisplättchens abgebrochen.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Tile %1</source>
        <translation>Gleisplättchen %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>R or the wheel turns the tile; Enter or a click lays it; Esc cancels.</source>
        <translation>R oder das Mausrad dreht das Gleisplättchen; Enter oder ein Klick legt es; Esc bricht ab.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This lay costs %1.</source>
        <translation>Dieser Bau kostet %1.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1 has no {term:Building permits:lower} for phase %2: it cannot build on %3.</source>
        <translation>%1 hat keine {term:Building permits} für Phase %2: sie kann auf %3 nicht bauen.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is reserved by the private company %2.</source>
        <translation>%1 ist gesperrt ({term:Private company} %2).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 cannot be built on.</source>
        <translation>Auf %1 kann nicht gebaut werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A %1 tile cannot be laid on the %2 hex %3.</source>
        <translation>Ein Gleisplättchen der Farbe %1 kann nicht auf das Feld %3 der Farbe %2 gelegt werden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tile %1 does not fit %2: its track, cities or label do not match.</source>
        <translation>Gleisplättchen %1 passt nicht auf %2: Gleise, Städte oder Beschriftung stimmen nicht überein.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose one of the tiles offered for %1.</source>
        <translation>Wähle eines der für %1 angebotenen Gleisplättchen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be reached by %2&apos;s track now, or is not upgradable.</source>
        <translation>%1 ist für %2 jetzt nicht über Gleise erreichbar oder kann nicht ausgebaut werden.</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <location filename="../railsdesk/ui/boardeditor.py" line="+293"/>
        <source>&amp;Export for 18xx.games…</source>
        <translation>Für 18xx.games &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Auto routes</source>
        <translation>&amp;Automatische Strecken</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Find the best routes for the trains</source>
        <translation>Die besten Strecken für die Loks finden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit to window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset panel layout</source>
        <translation>Fensteranordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Panels</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+141"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Not allowed</source>
        <translation>Nicht erlaubt</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Tiles</source>
        <translation>Gleisplättchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile manifest</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and phases</source>
        <translation>%1 und Phasen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>%1 — map only</source>
        <translation>%1 — nur der Spielplan</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 decides on the offer</source>
        <translation>%1 entscheidet über das Angebot</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="+122"/>
        <source>The bank has no money left (%1 more paid out)</source>
        <translation>Die Bank hat kein Geld mehr (%1 darüber hinaus ausgezahlt)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+1"/>
        <source>Bank %1</source>
        <translation>Bank %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/boardeditor.py" line="+28"/>
        <source>Showing the game after action %1</source>
        <translation>Das Spiel nach Aktion %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Export for 18xx.games</source>
        <translation>Für 18xx.games exportieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>18xx.games logs (*.json)</source>
        <translation>18xx.games-Protokolle (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>There is no stop in %1.</source>
        <translation>In %1 gibt es keinen Haltepunkt.</translation>
    </message>
    <message>
        <location line="-353"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Companies</source>
        <translation>Gesellschaften</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../railsdesk/ui/board/scene.py" line="+225"/>
        <source>Reserved by the private company %1</source>
        <translation>Gesperrt ({term:Private company} %1)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Earthquake</source>
        <translation>Erdbeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Earthquake: Messina may be upgraded again after the next stock round</source>
        <translation>Erdbeben: Messina darf erst nach der nächsten Aktienrunde wieder ausgebaut werden</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Token of %1</source>
        <translation>Bahnhofsmarker von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserved for %1</source>
        <translation>Reserviert für %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a token here for %1</source>
        <translation>Bahnhofsmarker hier für %1 setzen</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Destination of %1 (a route from %2)</source>
        <translation>Zielbahnhof der %1 (Strecke von %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>releases %1 held in escrow</source>
        <translation>gibt %1 aus der Verwahrung frei</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tunnel</source>
        <translation>Tunnel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+%1 for each route here for holders of the right: %2</source>
        <translation>+%1 für jede Strecke hierher für die Inhaber des Rechts: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Port of %1: +%2 for each route here</source>
        <translation>Hafen der %1: +%2 für jede Strecke hierher</translation>
    </message>
</context>
<context>
    <name>Colors</name>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="+10"/>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>brown</source>
        <translation>braun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gray</source>
        <translation>grau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
</context>
<context>
    <name>CompanionEditor</name>
    <message>
        <location filename="../railsdesk/ui/companion.py" line="+121"/>
        <source>Correction…</source>
        <translation>Korrektur…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save final scores as picture…</source>
        <translation>Endstand als Bild speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch to a map game…</source>
        <translation>In ein Spiel mit Karte umwandeln…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Switch to a map game</source>
        <translation>In ein Spiel mit Karte umwandeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A companion game keeps only the books: the map is on the table. Switching it to a map game is one-way (a map game cannot become a companion game again) and needs every tile and station marker of the table entered on the map first. This version does not offer the switch: finish the game here, or start a map game and enter the table&apos;s map.</source>
        <translation>Ein Begleitspiel führt nur die Bücher: die Karte liegt auf dem Tisch. Die Umwandlung in ein Spiel mit Karte geht nur in eine Richtung (ein Spiel mit Karte wird nie wieder ein Begleitspiel) und verlangt, dass zuerst jedes Gleisplättchen und jeder Bahnhofsmarker vom Tisch auf der Karte eingegeben wird. Diese Version bietet die Umwandlung nicht an: spiel das Spiel hier zu Ende, oder beginne ein Spiel mit Karte und gib die Karte vom Tisch ein.</translation>
    </message>
</context>
<context>
    <name>CompanionView</name>
    <message>
        <location line="+177"/>
        <source>Type the revenue as a number, or one per train.</source>
        <translation>Das Einfahrergebnis als Zahl eingeben, oder eines je Lok.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is not a multiple of %2, as every revenue on this map is. Enter it again to book it as it is.</source>
        <translation>%1 ist kein Vielfaches von %2, wie es jeder Ertrag auf diesem Spielplan ist. Gib es noch einmal ein, um es so zu buchen.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Players and companies</source>
        <translation>Spieler und Gesellschaften</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>next train: %1 for %2</source>
        <translation>nächste Lok: %1 für %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no trains left</source>
        <translation>keine Loks mehr</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Loans</source>
        <translation>Kredite</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bond</source>
        <translation>Anleihe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cash</source>
        <translation>Bargeld</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Worth / price</source>
        <translation>Wert / Kurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trains</source>
        <translation>Loks</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Station marker placed</source>
        <translation>Bahnhofsmarker gesetzt</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Lay the tile on the table, then its cost:</source>
        <translation>Gleisplättchen auf dem Tisch legen, dann seine Kosten:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Other cost:</source>
        <translation>Andere Kosten:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Book</source>
        <translation>Buchen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Station marker placed (%1)</source>
        <translation>Bahnhofsmarker gesetzt (%1)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Trains: %1. Type the revenue (or one per train) and Enter:</source>
        <translation>Loks: %1. Einfahrergebnis eingeben (oder eines je Lok) und Enter:</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Buy a %1 train for %2 and finish</source>
        <translation>Lok %1 für %2 kaufen und fertig</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Nothing here (P)</source>
        <translation>Nichts (P)</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>%1&apos;s home joins the network of %2</source>
        <translation>Der Heimatbahnhof von %1 ist an das Netz von %2 angeschlossen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 reached its destination</source>
        <translation>%1 hat den Zielbahnhof erreicht</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Receives</source>
        <translation>Erhält</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 treasury</source>
        <translation>Betriebskapital %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 earns %2:</source>
        <translation>%1 erwirtschaftet %2:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Final scores</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(cash %1)</source>
        <translation>(Bargeld %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as picture…</source>
        <translation>Als Bild speichern…</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+10"/>
        <source>Save final scores</source>
        <translation>Endstand speichern</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Pictures (*.png)</source>
        <translation>Bilder (*.png)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The picture could not be written to %1.</source>
        <translation>Das Bild konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <location line="-277"/>
        <source>Station marker placed in %1 (%2)</source>
        <translation>Bahnhofsmarker in %1 gelegt (%2)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A route to %1 earns %2 more.</source>
        <translation>Eine Strecke nach %1 bringt %2 mehr ein.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Lay the tile on the table, then the gauge of its new track and its cost:</source>
        <translation>Gleisplättchen auf dem Tisch legen, dann die Spurweite der neuen Gleise und die Kosten:</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Where does the home station stand?</source>
        <translation>Wo steht der Heimatbahnhof?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1&apos;s station in %2</source>
        <translation>Bahnhofsmarker der %1 in %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A station of %1</source>
        <translation>Ein Bahnhofsmarker der %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Destination reached:</source>
        <translation>Zielbahnhof erreicht:</translation>
    </message>
    <message>
        <location line="-342"/>
        <source>{term:Phase} %1</source>
        <translation>{term:Phase} %1</translation>
    </message>
</context>
<context>
    <name>CorrectionDialog</name>
    <message>
        <location filename="../railsdesk/ui/correction.py" line="+18"/>
        <source>Correction</source>
        <translation>Korrektur</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The bank pays money</source>
        <translation>Die Bank zahlt Geld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bank takes money</source>
        <translation>Die Bank nimmt Geld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A share moves</source>
        <translation>Eine Aktie wechselt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A price moves</source>
        <translation>Ein Kurs bewegt sich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Correction:</source>
        <translation>Korrektur:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Who:</source>
        <translation>Wer:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Amount:</source>
        <translation>Betrag:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Share:</source>
        <translation>Aktie:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>To:</source>
        <translation>An:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Company:</source>
        <translation>Gesellschaft:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>up</source>
        <translation>hoch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>down</source>
        <translation>runter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Direction:</source>
        <translation>Richtung:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reason:</source>
        <translation>Grund:</translation>
    </message>
</context>
<context>
    <name>DecisionControls</name>
    <message>
        <location filename="../railsdesk/ui/titles/g1856.py" line="+77"/>
        <source>You hold half of the %1&apos;s president&apos;s certificate: buy a second %1 share now to make it whole, selling other shares for the money if need be.</source>
        <translation>Du hältst die halbe Direktorenaktie der %1: kaufe jetzt eine zweite Aktie der %1, um sie zu vervollständigen, und verkaufe dafür wenn nötig andere Aktien.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 owes %2 (interest or a forced repayment of loans): sell shares until it is paid.</source>
        <translation>%1 schuldet %2 (Zinsen oder Zwangstilgung von Krediten): Aktien verkaufen, bis die Schuld bezahlt ist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 owes %2 (interest or a forced repayment of loans) and has nothing left to sell: bankruptcy.</source>
        <translation>%1 schuldet %2 (Zinsen oder Zwangstilgung von Krediten) und kann nichts mehr verkaufen: Bankrott.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Government loans</source>
        <translation>Regierungskredite</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Repay a {term:Loan:lower} for %1</source>
        <translation>{term:Loan} für %1 tilgen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>More loans than shares in players&apos; hands: passing repays %1 of them by force, the president paying what the treasury lacks.</source>
        <translation>Mehr Kredite als Aktien in Spielerhand: Passen tilgt %1 davon zwangsweise, der Direktor zahlt, was im Betriebskapital fehlt.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Bridge and tunnel rights</source>
        <translation>Brücken- und Tunnelrechte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the bridge right</source>
        <translation>das Brückenrecht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tunnel right</source>
        <translation>das Tunnelrecht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buy %1 for %2</source>
        <translation>%1 für %2 kaufen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>+%1 for each route to %2; %3 left.</source>
        <translation>+%1 für jede Strecke nach %2; noch %3 vorhanden.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/decisions.py" line="+59"/>
        <source>%1: free station marker in %2</source>
        <translation>%1: freier Bahnhofsmarker in %2</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1856.py" line="+14"/>
        <source>Formation of the %1</source>
        <translation>Gründung der %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Still to decide: %1</source>
        <translation>Noch zu entscheiden: %1</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>%1 (%2) owes %3 in loans. Repay them, or join the %4?</source>
        <translation>%1 (%2) schuldet %3 an Krediten. Tilgen oder in die %4 aufgehen?</translation>
    </message>
    <message>
        <location line="-147"/>
        <source>%1: loans %2 of at most %3, interest %4 per operating round.</source>
        <translation>%1: Kredite %2 von höchstens %3, Zinsen %4 je Operationsrunde.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At most one loan per share in players&apos; hands.</source>
        <translation>Höchstens ein Kredit je Aktie in Spielerhand.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Repaying: interest then %1 per operating round, no new loan in this round.</source>
        <translation>Tilgen: danach %1 Zinsen je Operationsrunde, in dieser Runde kein neuer Kredit.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Take a {term:Loan:lower}: +%1</source>
        <translation>{term:Loan} aufnehmen: +%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Taking: %1 after this round&apos;s interest, then %2 interest per operating round.</source>
        <translation>Aufnehmen: nach den Zinsen dieser Runde %1, danach %2 Zinsen je Operationsrunde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taking: this round&apos;s interest is paid, then %2 interest per operating round.</source>
        <translation>Aufnehmen: die Zinsen dieser Runde sind bezahlt, danach %2 Zinsen je Operationsrunde.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Repay: %1 pays %2</source>
        <translation>Tilgen: %1 zahlt %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The treasury gives %1 first; %2 stays a company of its own.</source>
        <translation>Das Betriebskapital gibt zuerst %1; die %2 bleibt selbständig.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 keeps its treasury and stays a company of its own.</source>
        <translation>Die %1 behält ihr Betriebskapital und bleibt selbständig.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has %2 and cannot pay %3: %4 must join.</source>
        <translation>%1 hat %2 und kann %3 nicht zahlen: die %4 muss aufgehen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Join the %1: %2 gives up its shares</source>
        <translation>In die %1 aufgehen: die %2 gibt ihre Aktien auf</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Its treasury, trains and stations go to the %1 and its loans are cancelled; every two of its shares become one %1 share, a single one goes to the pool; %2 closes.</source>
        <translation>Betriebskapital, Loks und Bahnhofsmarker gehen an die %1, die Kredite verfallen; je zwei Aktien werden gegen eine Aktie der %1 getauscht, eine einzelne kommt in den Bankpool; die %2 wird aufgelöst.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The %1 has formed</source>
        <translation>Die %1 ist gegründet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>President %1, share price %2</source>
        <translation>Direktor %1, Aktienkurs %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 repays %2 from its treasury</source>
        <translation>%1 tilgt %2 aus dem Betriebskapital</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 repays %2&apos;s loans with %3 and keeps it</source>
        <translation>%1 tilgt die Kredite der %2 mit %3 und behält sie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 joins the %2 (share price %3)</source>
        <translation>%1 geht in die %2 auf (Aktienkurs %3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stations of the new company</source>
        <translation>Bahnhofsmarker der neuen Gesellschaft</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It may keep one station per hex and no more than its ten markers: remove one of these.</source>
        <translation>Sie darf einen Bahnhofsmarker je Feld und nicht mehr als ihre zehn Marker behalten: einen dieser entfernen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Remove the station in %1</source>
        <translation>Bahnhofsmarker in %1 entfernen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Borrow a train</source>
        <translation>Lok leihen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The company has no train: it may borrow one from the bank for this run. The train goes back when its turn ends and starts no new phase.</source>
        <translation>Die Gesellschaft hat keine Lok: sie darf für diese Fahrt eine von der Bank leihen. Die Lok geht am Ende des Zuges zurück und löst keinen Phasenwechsel aus.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Borrow a %1 train</source>
        <translation>Lok %1 leihen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/decisions.py" line="-19"/>
        <source>%1: its port marker earns %2 more on each route to that port.</source>
        <translation>%1: ihr Hafenmarker bringt %2 mehr für jede Strecke zu diesem Hafen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port marker in %1</source>
        <translation>Hafenmarker in %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="-69"/>
        <source>The president sells all the shares the rules let him sell and gives all his money to the company, which closes with its trains and privates; a president left without shares takes a bankruptcy loan or leaves the game.</source>
        <translation>Der Direktor verkauft alle Aktien, die er nach den Regeln verkaufen darf, und gibt sein ganzes Geld der Gesellschaft, die mit ihren Loks und Privatbahnen schließt; ein Direktor ohne Aktien nimmt einen Kredit oder scheidet aus dem Spiel aus.</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Sale of a station slot</source>
        <translation>Verkauf eines Platzes in einem Bahnhof</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 offers %2 %3 for its station in %4. Does %2 sell?</source>
        <translation>%1 bietet der %2 %3 für ihren Platz im Bahnhof %4. Verkauft die %2?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sell: %1 receives %2; its station marker returns to its charter and %3&apos;s takes the place</source>
        <translation>Verkaufen: die %1 erhält %2; ihr Bahnhofsmarker kommt zu ihr zurück, der der %3 nimmt den Platz ein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refuse: nothing changes; %1 may offer again or go on</source>
        <translation>Ablehnen: nichts ändert sich; die %1 kann neu bieten oder weitermachen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1856.py" line="-269"/>
        <source>Then %1 interest per operating round, paid after the run: from the treasury, then from the run, then by the president. Each share counts %2 less in the final scores per loan still owed. At the first 6-train the loans must be repaid or the company joins the %3.</source>
        <translation>Dann %1 Zinsen je Operationsrunde, nach dem Betreiben der Loks zu zahlen: aus dem Betriebskapital, dann vom Einfahrergebnis, dann vom Direktor. Bei Spielende zählt jede Aktie je noch offenem Kredit %2 weniger. Mit der ersten Sechserlok müssen die Kredite getilgt werden, sonst geht die Gesellschaft in die %3 auf.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/__init__.py" line="+67"/>
        <source>The game ends with it, and the player with the greatest wealth wins.</source>
        <translation>Damit endet das Spiel, und es gewinnt, wer das größte Vermögen hat.</translation>
    </message>
</context>
<context>
    <name>Decisions1880</name>
    <message>
        <location filename="../railsdesk/ui/titles/g1880.py" line="+234"/>
        <source>Size of the {term:President&apos;s certificate}</source>
        <translation>Größe der {term:President&apos;s certificate}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{term:Building permits}</source>
        <translation>{term:Building permits}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{term:Building permits} %1</source>
        <translation>{term:Building permits} %1</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1% {term:President&apos;s certificate}: %2 shares, {term:Building permits:lower} for %n phase(s)</source>
        <translation>
            <numerusform>%1% {term:President&apos;s certificate}: %2 Anteile, {term:Building permits} für %n Phase</numerusform>
            <numerusform>%1% {term:President&apos;s certificate}: %2 Anteile, {term:Building permits} für %n Phasen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Lays track now (phase %1) and through phase %2.</source>
        <translation>Darf jetzt (Phase %1) und bis einschließlich Phase %2 Gleisteile bauen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lays no track until phase %1, which the first %2 begins: until then its trains run only on track that others lay.</source>
        <translation>Darf bis Phase %1 keine Gleisteile bauen; diese beginnt mit der ersten %2. Bis dahin fahren ihre Loks nur auf Gleisen, die andere legen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lays no track at all: phase %1 is over.</source>
        <translation>Darf überhaupt keine Gleisteile mehr bauen: Phase %1 ist vorbei.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Costs %1: %2 of your %3 left.</source>
        <translation>Kostet %1: dir bleiben %2 von %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lays track now, in phase %1 only.</source>
        <translation>Darf nur jetzt, in Phase %1, Gleisteile bauen.</translation>
    </message>
</context>
<context>
    <name>EngineMessages</name>
    <message>
        <location filename="../railsdesk/ui/engine_messages.py" line="+174"/>
        <source>bad_action</source>
        <translation>Diese Aktion ist unvollständig oder fehlerhaft.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>bad_action</source>
        <comment>field</comment>
        <translation>Die Angabe „{field}“ dieser Aktion fehlt oder ist fehlerhaft.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>unknown_action</source>
        <translation>Diese Aktion gibt es nicht.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>unknown_action</source>
        <comment>action</comment>
        <translation>Die Aktion „{action}“ gibt es nicht.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>not_offered</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>not_offered</source>
        <comment>action</comment>
        <translation>Das ist jetzt nicht erlaubt: keine der möglichen Wahlen.</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>ability</source>
        <translation>{term:Private company}: damit kann dieses Gleisplättchen dort nicht gelegt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>auction_running</source>
        <translation>Jetzt darf nur auf {company} geboten werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_dividend</source>
        <translation>Das ist keine Wahl für die Dividende.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_par</source>
        <translation>Das ist kein {term:Par value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_price</source>
        <translation>Dieser Preis ist nicht möglich.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>bad_price</source>
        <comment>max,min</comment>
        <translation>Der Preis muss zwischen {min} und {max} liegen.</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>bad_rotation</source>
        <translation>Das Gleisplättchen kann so gedreht nicht gelegt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_routes</source>
        <translation>Die Strecken können nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid_too_high</source>
        <translation>Das höchste mögliche Gebot ist {max}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid_too_low</source>
        <translation>Das niedrigste mögliche Gebot ist {min}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_afford</source>
        <translation>Der Spieler kann so viel nicht bezahlen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_buy</source>
        <translation>Diese Aktien können jetzt nicht gekauft werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_buy_company</source>
        <translation>Das kann jetzt nicht gekauft werden ({term:Private company}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot_discard</source>
        <translation>Diese Lok kann nicht abgegeben werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_exchange</source>
        <translation>{term:Private company} und Aktie: dieser Tausch ist nicht möglich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot_par</source>
        <translation>Die Gesellschaft kann zu diesem Preis nicht gegründet werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot_remove</source>
        <translation>Dieser Bahnhofsmarker kann nicht entfernt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_repay</source>
        <translation>Jetzt kann kein Kredit getilgt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_sell</source>
        <translation>Diese Aktien dürfen jetzt nicht verkauft werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_take_loan</source>
        <translation>Jetzt kann kein Kredit aufgenommen werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_token</source>
        <translation>Dort kann kein Bahnhofsmarker gesetzt werden.</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>cannot_token</source>
        <comment>hex</comment>
        <translation>In {hex} kann kein Bahnhofsmarker gesetzt werden.</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>cheapest_train</source>
        <translation>Wenn der {term:President} zuzahlt, muss die billigste Lok gekauft werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_full</source>
        <translation>In dieser Stadt ist kein Platz mehr frei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>engine_missing</source>
        <translation>Die Regeln dieses Spiels sind noch nicht fertig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game_over</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hex_blocked</source>
        <translation>{hex} ist gesperrt ({term:Private company}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mixed_bundle</source>
        <translation>Zusammen verkaufte Aktien müssen von einer Gesellschaft und einem Besitzer sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must_buy_train</source>
        <translation>Die Gesellschaft muss eine Lok kaufen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_contribution</source>
        <translation>Beim Eintausch einer Lok kann der {term:President} nichts zuzahlen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_corporation</source>
        <translation>Gerade fährt keine Gesellschaft mit ihren Loks.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_exchange</source>
        <translation>Diese Lok kann nicht eingetauscht werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_lay</source>
        <translation>Jetzt darf kein Gleisplättchen gelegt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_shares</source>
        <translation>Es wurden keine Aktien angegeben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_tokens</source>
        <translation>Die Gesellschaft hat keine Bahnhofsmarker mehr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_upgrade</source>
        <translation>Jetzt darf kein Gleisplättchen ausgebaut werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_a_port</source>
        <translation>Dieses Feld ist kein Hafen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_available</source>
        <translation>Diese Lok steht nicht zum Verkauf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_bankrupt</source>
        <translation>Die Gesellschaft und ihr {term:President} können das Geld noch aufbringen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_enough_cash</source>
        <translation>Dafür ist nicht genug Geld da.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_for_sale</source>
        <translation>Das steht nicht zum Verkauf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_now</source>
        <translation>Das ist jetzt nicht möglich.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_owner</source>
        <translation>Das gehört nicht dem, der am Zug ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_upgrade</source>
        <translation>Das Gleisplättchen auf {hex} kann nicht zu diesem ausgebaut werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing_to_redo</source>
        <translation>Es gibt nichts wiederherzustellen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing_to_undo</source>
        <translation>Es gibt nichts zurückzunehmen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>own_train</source>
        <translation>Eine Gesellschaft kann nicht ihre eigene Lok kaufen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>route.blocked</source>
        <translation>Lok {train}: die Strecke kann nicht durch {hex} führen, die Stadt ist voll mit Bahnhofsmarkern anderer Gesellschaften.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>route.group_reused</source>
        <translation>Lok {train}: die Strecke darf {group} nur einmal anfahren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.no_token</source>
        <translation>Lok {train}: die Strecke muss eine Stadt mit einem Bahnhofsmarker von {corporation} enthalten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.no_train</source>
        <translation>Die Gesellschaft hat keine Lok, die fahren könnte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.not_connected</source>
        <translation>Keine freie Gleisverbindung führt von {hex} nach {other}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.overlap</source>
        <translation>Strecken können die Gleise auf {hex} nicht gemeinsam nutzen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>route.reuses_stop</source>
        <translation>Lok {train}: die Strecke kann {hex} nicht zweimal anfahren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.reuses_track</source>
        <translation>Lok {train}: die Strecke kann die Gleise auf {hex} nicht zweimal benutzen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.through_offboard</source>
        <translation>Lok {train}: die Strecke kann nicht durch die Fernverbindung {hex} führen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.through_terminal</source>
        <translation>Lok {train}: die Strecke kann nicht durch einen Endbahnhof führen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.too_long</source>
        <translation>Lok {name} kann nicht so viele Haltepunkte anfahren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>route.too_short</source>
        <translation>Eine Strecke braucht mindestens zwei Haltepunkte.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>route.too_short</source>
        <comment>train</comment>
        <translation>Lok {train}: eine Strecke braucht mindestens zwei Haltepunkte.</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>route.track_not_allowed</source>
        <translation>Lok {train} kann nicht auf den Gleisen bei {hex} fahren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.train_reused</source>
        <translation>Lok {train} kann nur eine Strecke fahren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.unknown_stop</source>
        <translation>Lok {train}: auf {hex} gibt es diesen Haltepunkt nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.unknown_train</source>
        <translation>{corporation} hat keine Lok {train}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.unreadable</source>
        <translation>Die Strecke der Lok {train} kann nicht gelesen werden ({reason}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tile_color</source>
        <translation>Gleisplättchen dieser Farbe gibt es noch nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tile_used</source>
        <translation>Das Gleisplättchen {tile} ist nicht verfügbar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>train_limit</source>
        <translation>Die Gesellschaft hat ihr {term:Train limit} erreicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_city</source>
        <translation>Diese Stadt gibt es nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_company</source>
        <translation>{term:Private company}: gibt es in diesem Spiel nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_corporation</source>
        <translation>Diese Gesellschaft gibt es nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>unknown_minor</source>
        <translation>Diese Nebengesellschaft gibt es nicht.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>unknown_entity</source>
        <translation>Diesen Beteiligten gibt es im Spiel nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_hex</source>
        <translation>Dieses Feld gibt es auf dem Plan nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_loan</source>
        <translation>Dieser Kredit ist nicht verfügbar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown_player</source>
        <translation>Diesen Spieler gibt es nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_share</source>
        <translation>Diese Aktie gibt es nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_tile</source>
        <translation>Dieses Gleisplättchen gibt es nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_train</source>
        <translation>Diese Lok gibt es nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrong_corporation</source>
        <translation>{term:Private company}: dazu gehört die {term:President&apos;s certificate} einer anderen Gesellschaft.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrong_hex</source>
        <translation>Der Bahnhofsmarker gehört auf ein anderes Feld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrong_price</source>
        <translation>Das ist nicht der Preis.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>wrong_price</source>
        <comment>price</comment>
        <translation>Der Preis ist {price}.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>bad_cost</source>
        <translation>Diese Kosten können nicht bezahlt werden.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>bad_cost</source>
        <comment>max</comment>
        <translation>Die Kosten liegen zwischen 0 und {max}.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>bad_revenue</source>
        <translation>Ein Einfahrergebnis je Lok oder eine Summe eingeben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too_many_runs</source>
        <translation>Mehr Einfahrergebnisse als Loks.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>too_many_runs</source>
        <comment>trains</comment>
        <translation>Die Gesellschaft hat {trains} Loks.</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>negative_revenue</source>
        <translation>Ein Einfahrergebnis kann nicht negativ sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_destination</source>
        <translation>Kein Zielbahnhof mehr zu erreichen.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>no_destination</source>
        <comment>corporations</comment>
        <translation>Für {corporations} ist kein Zielbahnhof mehr zu erreichen.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>no_reason</source>
        <translation>Eine Korrektur braucht einen Grund.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_correction</source>
        <translation>Unbekannte Korrektur.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>bad_correction</source>
        <comment>kind</comment>
        <translation>Unbekannte Korrektur {kind}.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>unknown_holder</source>
        <translation>Diesen Spieler oder diese Gesellschaft gibt es nicht.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>unknown_holder</source>
        <comment>holder</comment>
        <translation>Es gibt keinen Spieler und keine Gesellschaft {holder}.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>zero_amount</source>
        <translation>Eine Korrektur bewegt Geld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bank_short</source>
        <translation>So viel hat die Bank nicht.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>bank_short</source>
        <comment>amount</comment>
        <translation>Die Bank hat nur {amount}.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>president_share</source>
        <translation>Das Direktorzertifikat wechselt nur mit dem Direktorposten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>same_holder</source>
        <translation>Die Aktie ist schon dort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_direction</source>
        <translation>Ein Kurs bewegt sich hoch, runter, links oder rechts.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_price</source>
        <translation>Die Gesellschaft hat noch keinen Kurs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price_at_edge</source>
        <translation>Der Kurs kann sich nicht in diese Richtung bewegen.</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>cannot_buy_e_token</source>
        <translation>Die Gesellschaft kann jetzt keinen E-Marker kaufen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_buy_token</source>
        <translation>Dieser Bahnhofsmarker ist nicht zu kaufen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot_issue_bond</source>
        <translation>Die Gesellschaft kann ihre Anleihe jetzt nicht ausgeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot_redeem_bond</source>
        <translation>Die Gesellschaft kann ihre Anleihe jetzt nicht einlösen.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>route.e_train_narrow</source>
        <translation>Eine E-Lok darf nie Schmalspurstrecken befahren (zwischen {hex} und {other}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.gauge_break</source>
        <translation>Die Spurweite wechselt in {hex}, und dort ist kein Bahnhof: eine Strecke wechselt die Spurweite nur in einem Bahnhof.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>route.port</source>
        <translation>Eine Strecke zu einem Hafen braucht zwei weitere Haltepunkte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>route.too_many_hexes</source>
        <translation>Lok {name} darf nur {limit} Felder weit fahren, die Strecke braucht {used} (Schmalspur zählt doppelt).</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>bad_gauge</source>
        <translation>Diese Spurweite gibt es hier nicht.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>bad_gauge</source>
        <comment>gauge</comment>
        <translation>Spurweite {gauge} gibt es hier nicht.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>bad_hex</source>
        <translation>Dort kann kein Bahnhofsmarker gebucht werden.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>bad_hex</source>
        <comment>hex</comment>
        <translation>In {hex} kann kein Bahnhofsmarker gebucht werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not_now</source>
        <comment>acting,actor,may</comment>
        <translation>{acting} ist am Zug und kann: {may}. {actor} ist nicht am Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_now</source>
        <comment>acting,may,refused</comment>
        <translation>{acting} kann jetzt: {may}; „{refused}“ ist jetzt nicht möglich.</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>route.below_best</source>
        <translation>Das höchste erzielbare Ergebnis muss eingefahren werden ({section}): diese Fahrt bringt {amount}, möglich sind {max}.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <location line="+95"/>
        <source>There is no such file.</source>
        <translation>Diese Datei gibt es nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are not allowed to read it.</source>
        <translation>Du darfst sie nicht lesen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It cannot be read: {message}</source>
        <translation>Sie kann nicht gelesen werden: {message}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its name is too long for the system.</source>
        <translation>Ihr Name ist für das System zu lang.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its path has links that lead round in a circle.</source>
        <translation>Ihr Pfad enthält Verknüpfungen, die im Kreis führen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk failed while reading it (an input/output error).</source>
        <translation>Beim Lesen ist ein Fehler des Datenträgers aufgetreten (Ein-/Ausgabefehler).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not a valid file name.</source>
        <translation>Das ist kein gültiger Dateiname.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is a folder, not a file.</source>
        <translation>Das ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not a regular file (a pipe, socket or device).</source>
        <translation>Das ist keine gewöhnliche Datei (eine Pipe, ein Socket oder ein Gerät).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is too large ({size} MB; files of up to {limit} MB are read).</source>
        <translation>Sie ist zu groß ({size} MB; gelesen werden Dateien bis {limit} MB).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is not UTF-8 text (byte {byte} cannot be read).</source>
        <translation>Sie ist kein UTF-8-Text (Byte {byte} kann nicht gelesen werden).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The JSON is broken at line {line}, column {column}.</source>
        <translation>Das JSON ist in Zeile {line}, Spalte {column} beschädigt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is nested deeper than {depth} levels.</source>
        <translation>Sie ist tiefer als {depth} Ebenen verschachtelt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It holds NaN or Infinity, not a number.</source>
        <translation>Sie enthält NaN oder Infinity statt einer Zahl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number in it has too many digits.</source>
        <translation>Eine Zahl darin hat zu viele Stellen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is neither a railsdesk save nor an 18xx.games log.</source>
        <translation>Sie ist weder ein railsdesk-Spielstand noch ein Protokoll von 18xx.games.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is a log of a card game that railsdesk does not know.</source>
        <translation>Sie ist das Protokoll eines Kartenspiels, das railsdesk nicht kennt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saves of format version {version} cannot be read by this railsdesk.</source>
        <translation>Spielstände im Format {version} kann dieses railsdesk nicht lesen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The field “{field}” has a value of the wrong kind.</source>
        <translation>Das Feld „{field}“ hat einen Wert der falschen Art.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log names no players.</source>
        <translation>Das Protokoll nennt keine Spieler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player {number} is not given as an id and a name.</source>
        <translation>Spieler {number} ist nicht als Kennung und Name angegeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>railsdesk does not know the title {title}.</source>
        <translation>railsdesk kennt das Spiel {title} nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{title} is for {low} to {high} players, not {count}.</source>
        <translation>{title} ist für {low} bis {high} Spieler, nicht für {count}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The title has no option {option}.</source>
        <translation>Das Spiel hat keine Variante {option}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two players have the same id.</source>
        <translation>Zwei Spieler haben dieselbe Kennung (id).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The option Electric Dreams is played only with the advanced game.</source>
        <translation>Die Variante „Electric Dreams“ wird nur mit dem Spiel für Fortgeschrittene gespielt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rulebook knows the advanced game only whole: its options are played together.</source>
        <translation>Die Spielregel kennt das Spiel für Fortgeschrittene nur als Ganzes: seine Varianten werden zusammen gespielt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An entry of the actions is not an action.</source>
        <translation>Ein Eintrag der Aktionen ist keine Aktion.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An action does not say what it does (type).</source>
        <translation>Eine Aktion sagt nicht, was sie tut (type).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The log has no list of actions.</source>
        <translation>Das Protokoll hat keine Liste von Aktionen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An action has no number (id).</source>
        <translation>Eine Aktion hat keine Nummer (id).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An action&apos;s number (id) is below 1.</source>
        <translation>Die Nummer (id) einer Aktion ist kleiner als 1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The action names who acts but not whether a player or a company.</source>
        <translation>Die Aktion nennt, wer handelt, aber nicht, ob ein Spieler oder eine Gesellschaft.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The action takes back moves to action {target}, which the log does not hold.</source>
        <translation>Die Aktion nimmt Züge bis zu Aktion {target} zurück, die das Protokoll nicht enthält.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules engine failed ({error}): a bug in railsdesk.</source>
        <translation>Die Regel-Engine ist gescheitert ({error}): ein Fehler in railsdesk.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file cannot be used: {reason}</source>
        <translation>Die Datei ist nicht verwendbar: {reason}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You are not allowed to write there.</source>
        <translation>Du darfst dort nicht schreiben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk or folder can only be read.</source>
        <translation>Der Datenträger oder Ordner kann nur gelesen werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The disk is full.</source>
        <translation>Der Datenträger ist voll.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your share of the disk is used up.</source>
        <translation>Dein Anteil am Datenträger ist aufgebraucht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The folder does not exist.</source>
        <translation>Den Ordner gibt es nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A file stands where its path has a folder.</source>
        <translation>Wo der Pfad einen Ordner hat, steht eine Datei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk failed while writing it (an input/output error).</source>
        <translation>Beim Schreiben ist ein Fehler des Datenträgers aufgetreten (Ein-/Ausgabefehler).</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The game differs from the one saved: {differences}</source>
        <translation>Das Spiel weicht vom gespeicherten ab: {differences}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Action {action}: {reason}</source>
        <translation>Aktion {action}: {reason}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>hex</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cash</source>
        <translation>Bargeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shares</source>
        <translation>Aktien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>floated</source>
        <translation>gegründet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>market</source>
        <translation>Markt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round number</source>
        <translation>Rundennummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>acting</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checksum</source>
        <translation>Prüfsumme</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>tile {tile}, rotation {rotation}</source>
        <translation>Gleisplättchen {tile}, um {rotation} gedreht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as printed</source>
        <translation>wie aufgedruckt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as printed, rotation {rotation}</source>
        <translation>wie aufgedruckt, um {rotation} gedreht</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Its game would differ: {differences}.</source>
        <translation>Sein Spiel wäre ein anderes: {differences}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what}: {replayed} instead of {saved}</source>
        <translation>{what}: {replayed} statt {saved}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This game follows the rulebook, which 18xx.games reads otherwise in places (a private company bought from another player, for one). 18xx.games could not replay it: {reason} Nothing was written: save the game as a railsdesk game instead.</source>
        <translation>Dieses Spiel folgt der Spielregel, die 18xx.games an manchen Stellen anders liest (etwa beim Kauf von {term:Private companies} von anderen Spielern). 18xx.games könnte es nicht nachspielen: {reason} Es wurde nichts geschrieben: Speichere das Spiel stattdessen als railsdesk-Spiel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>18xx.games could not replay it: {reason} Nothing was written.</source>
        <translation>18xx.games könnte es nicht nachspielen: {reason} Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>{what}: {replayed} (saved: {saved})</source>
        <translation>{what}: {replayed} (gespeichert: {saved})</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>(and {count} more)</source>
        <translation>(und {count} weitere)</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <location filename="../railsdesk/ui/document.py" line="+115"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
</context>
<context>
    <name>GameEndReasons</name>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="-100"/>
        <source>a player is bankrupt</source>
        <translation>ein Spieler ist bankrott</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bank has broken</source>
        <translation>die Bank ist gesprengt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the players ended it</source>
        <translation>von den Spielern beendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a share price reached the market&apos;s end</source>
        <translation>ein {term:Share price} hat das Ende der Kurstabelle erreicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last phase has begun</source>
        <translation>die letzte Phase hat begonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last train was bought</source>
        <translation>die letzte Lok wurde gekauft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody can act any more: no company operates and none can be started</source>
        <translation>niemand kann mehr handeln: keine Gesellschaft ist in Betrieb, und keine kann mehr gegründet werden</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location line="+170"/>
        <source>bank_broken</source>
        <translation>Die Bank ist gesprengt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bids</source>
        <translation>{player} bietet {price} für {company}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_revenue</source>
        <translation>{corporation} fährt {amount} ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_tile</source>
        <translation>{corporation} legt ein Gleisplättchen für {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_tile_named</source>
        <translation>{corporation} legt Gleisplättchen {tile} für {price}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>books_token</source>
        <translation>{corporation} setzt einen Bahnhofsmarker für {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_token_named</source>
        <translation>{corporation} setzt einen Bahnhofsmarker in {city} für {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>correction_cash</source>
        <translation>Korrektur: die Bank zahlt {amount} an {who} ({reason})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>correction_cash_taken</source>
        <translation>Korrektur: {who} zahlt {amount} an die Bank ({reason})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>correction_price</source>
        <translation>Korrektur: der Kurs von {corporation} geht von {from_price} auf {to_price} ({reason})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>correction_share</source>
        <translation>Korrektur: eine {percent}%-Aktie von {corporation} wechselt von {giver} zu {receiver} ({reason})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>building_permits</source>
        <translation>{corporation} wählt die Baurechte {permits}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_company</source>
        <translation>{player} kauft {company} für {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_share_ipo</source>
        <translation>{player} kauft eine {percent}%-Aktie der {corporation} ({term:Initial offering}) für {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_share_market</source>
        <translation>{player} kauft eine {percent}%-Aktie der {corporation} ({term:Bank pool}) für {price} (dort noch {left}%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_train</source>
        <translation>{corporation} kauft die Lok {train} Nr. {serial} von der Bank für {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_bid</source>
        <translation>{player} kann das Mindestgebot für {company} nicht zahlen und bietet nicht mehr mit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>capitalized</source>
        <translation>{corporation} erhält {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>company_closes</source>
        <translation>{company} wird geschlossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>company_pays</source>
        <translation>{owner} erhält {amount} von {company}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corporation_closes</source>
        <translation>{corporation} scheidet aus dem Spiel aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corporations_full</source>
        <translation>Neue Gesellschaften erhalten das Zehnfache des Ausgabepreises, sobald 60% verkauft sind</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corporations_incremental</source>
        <translation>Neue Gesellschaften erhalten das Geld für jede verkaufte Aktie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>destinated</source>
        <translation>{corporation} erreicht ihren Zielbahnhof</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discards_train</source>
        <translation>{corporation} gibt eine Lok {train} ab (behaltene Loks: {kept})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>escrow_released</source>
        <translation>{corporation} erhält {amount} aus der Verwahrung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exchanges</source>
        <translation>{player} tauscht {company} gegen eine Aktie der {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>float_requirement</source>
        <translation>Eine Gesellschaft muss {percent}% verkauft haben, um erstmals in Betrieb zu gehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>floats</source>
        <translation>{corporation} ist gegründet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game_over</source>
        <translation>Das Spiel endet ({reason})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goes_bankrupt</source>
        <translation>{player} ist bankrott</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_e_token</source>
        <translation>{corporation} kauft einen E-Marker für {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_marker</source>
        <translation>{corporation} kauft den Platz der {seller} im Bahnhof {hex} für {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>issues_bond</source>
        <translation>{corporation} gibt ihre Anleihe aus und erhält {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves_game</source>
        <translation>{player} scheidet aus dem Spiel aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pays_debt</source>
        <translation>{player} begleicht die Schulden der {corporation}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>redeems_bond</source>
        <translation>{corporation} löst ihre Anleihe für {amount} ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes_bankruptcy_loan</source>
        <translation>{player} nimmt einen Kredit über {amount} auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interest_from_president</source>
        <translation>{player} zahlt {amount} der Zinsen der {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interest_from_run</source>
        <translation>{corporation} zieht {amount} Zinsen vom Einfahrergebnis ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_merges</source>
        <translation>{minor} geht in {corporation} auf: {player} erhält dafür eine {percent}%-Aktie und eine Anschlussprämie von {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lays_tile</source>
        <translation>{corporation} legt Gleisplättchen {tile} auf {hex}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loans_repaid_forced</source>
        <translation>{corporation} muss Kredite tilgen und zahlt {amount} davon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>min_bid_drops</source>
        <translation>Das Mindestgebot für {company} sinkt auf {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>new_president</source>
        <translation>{player} wird {term:President} der {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_special_token</source>
        <translation>{corporation} setzt keinen zusätzlichen Bahnhofsmarker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>operates</source>
        <translation>{player} führt {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pars</source>
        <translation>{player} legt den {term:Par value} der {corporation} auf {price} fest</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes</source>
        <translation>{who} passt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_bidding</source>
        <translation>{player} passt beim Bieten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_on</source>
        <translation>{player} bietet nicht mehr für {company}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pays_interest</source>
        <translation>{corporation} zahlt {amount} Zinsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pays_off_loan</source>
        <translation>{corporation} tilgt einen Kredit über {amount} (offene Kredite: {loans})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pays_out</source>
        <translation>{corporation} schüttet {amount} aus ({per_share} je Aktie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>phase_begins</source>
        <translation>{term:Phase} {phase} beginnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>places_token</source>
        <translation>{corporation} setzt einen Bahnhofsmarker auf {hex}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>president_size</source>
        <translation>{player} nimmt eine {term:President&apos;s certificate} von {percent}% der {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player_debt_interest</source>
        <translation>Die Schulden von {player} wachsen um {amount} Zinsen auf {debt}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player_loan</source>
        <translation>{player} leiht {amount} von der Bank und schuldet {debt}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price_moves</source>
        <translation>Der Kurs der {corporation} geht von {from_price} auf {to_price}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>repays_player_debt</source>
        <translation>{player} zahlt {amount} Schulden zurück; noch {debt} offen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sells_shares</source>
        <translation>{player} verkauft {percent}% der {corporation} für {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes_loan</source>
        <translation>{corporation} nimmt einen Kredit auf und erhält {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stock_market_bonus</source>
        <translation>{corporation} erhält von der Aktienkurstabelle einen Bonus von {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes_investor</source>
        <translation>{player} nimmt {minor}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes_slot</source>
        <translation>{player} setzt {corporation} bei {price} auf die Zugreihenfolge-Leiste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trains_removed</source>
        <translation>Eine ganze Runde lang wurde keine Lok {train} gekauft: die übrigen verlassen das Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trains_rust</source>
        <translation>Die Loks {train} werden verschrottet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>withholds</source>
        <translation>{corporation}: {term:Withhold}, {amount} ins {term:Treasury}</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>price_marker_moves</source>
        <translation>Der Kursmarker der {corporation} rückt auf ein anderes Feld mit {price}</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>offers_for_marker</source>
        <translation>{corporation} bietet der {seller} {price} für ihren Platz im Bahnhof {hex}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refuses_marker_sale</source>
        <translation>Die {seller} verkauft ihren Platz im Bahnhof {hex} nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loses_property</source>
        <translation>{player} verliert den kompletten restlichen Besitz</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>books_tile_narrow</source>
        <translation>{corporation} baut Schmalspurgleise für {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_tile_standard</source>
        <translation>{corporation} baut Normalspurgleise für {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_tile_dual</source>
        <translation>{corporation} baut Dreischienengleise für {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_slot</source>
        <translation>{corporation} kauft einen Platz der {seller} in einem Bahnhof für {price}</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>buys_share_treasury</source>
        <translation>{player} kauft eine {percent}%-Aktie der {corporation} für {price} ({term:Treasury}; dort noch {left}%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_train_from</source>
        <translation>{corporation} kauft eine Lok {train} von {seller} für {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_company_from</source>
        <translation>{buyer} kauft {company} von {seller} für {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>contributes</source>
        <translation>{player} gibt {amount} für die Lok der {corporation} dazu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>receives_dividend</source>
        <translation>{holder} erhält {amount} Dividende der {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs</source>
        <translation>Lok {number} der {corporation} (eine Lok {train}) fährt {stops} für {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_stock_round</source>
        <translation>{who} passt in der {term:Stock Round}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>passes_track</source>
        <translation>{who} legt kein Gleisplättchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_token</source>
        <translation>{who} setzt keinen Bahnhofsmarker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_trains</source>
        <translation>{who} kauft keine Lok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_companies</source>
        <translation>{who} kauft keine {term:Private company}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lays_tile_for</source>
        <translation>{corporation} legt Gleisplättchen {tile} auf {hex} für {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>places_token_for</source>
        <translation>{corporation} setzt einen Bahnhofsmarker auf {hex} für {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hands_cash_to_bank</source>
        <translation>{player} gibt die restlichen {amount} an die Bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs_nothing</source>
        <translation>{corporation} fährt mit keiner Lok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>has_no_train</source>
        <translation>{corporation} hat keine Lok und verdient nichts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finds_no_route</source>
        <translation>Die Loks der {corporation} finden keine Strecke und verdienen nichts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hands_cash_to</source>
        <translation>{player} gibt die restlichen {amount} an {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closing_cash_to_bank</source>
        <translation>{corporation} gibt das restliche {term:Treasury} von {amount} an die Bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closing_debt_to_bank</source>
        <translation>Die Bank trägt die Schulden der {corporation} von {debt}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pays_token_fee</source>
        <translation>{corporation} bezahlt {price} für ihre Bahnhofsmarker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps_company</source>
        <translation>{corporation} behält {company} für später</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>swap_two_shares</source>
        <translation>{player} nimmt zwei 10%-Aktien der {corporation} für die {term:President&apos;s certificate}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>swap_last_certificate</source>
        <translation>{player} nimmt die letzte 20%-Aktie der {corporation} für die {term:President&apos;s certificate}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>earthquake</source>
        <translation>Erdbeben in Messina: die Bahnhofsmarker von {corporations} gehen verloren, Messina wird wieder gelb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>earthquake_no_markers</source>
        <translation>Erdbeben in Messina: Messina wird wieder gelb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repays_loans</source>
        <translation>{corporation} tilgt Kredite über {amount} aus dem {term:Treasury}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>president_repays_loans</source>
        <translation>{player} tilgt Kredite der {corporation} über {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>merges_into_national</source>
        <translation>{corporation} geht in der {national} auf: ihre Loks ({trains}) und {amount} gehen an die {national}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>receives_national_shares</source>
        <translation>{player} erhält {count} Aktien der {corporation} für die Aktien der fusionierten Gesellschaften</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>national_shares_to_pool</source>
        <translation>{count} Aktien der {corporation} kommen in den {term:Bank pool}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completes_presidency</source>
        <translation>{player} zahlt {price} und vervollständigt die {term:President&apos;s certificate} der {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removes_token</source>
        <translation>{corporation} entfernt ihren Bahnhofsmarker von {hex}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_right</source>
        <translation>{corporation} kauft einen Marker der {company} von der Bank für {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_right_from</source>
        <translation>{corporation} kauft einen Marker der {company} von {seller} für {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_reserves_share</source>
        <translation>{minor} erhält eine {percent}%-Aktie der {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_cash_to_treasury</source>
        <translation>{minor} gibt seine {amount} an {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_cash_to_owner</source>
        <translation>{player} erhält {amount} von {minor}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_cash_to_bank</source>
        <translation>{minor} gibt die restlichen {amount} an die Bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_token_replaced</source>
        <translation>{corporation} ersetzt den Bahnhofsmarker von {minor} auf {hex}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_token_discarded</source>
        <translation>Der Bahnhofsmarker von {minor} auf {hex} verlässt den Plan; {corporation} setzt keinen an seine Stelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>receives_share_with</source>
        <translation>{player} erhält mit {company} eine {percent}%-Aktie der {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>borrows_train</source>
        <translation>{corporation} leiht sich für ihren Zug eine Lok {train} von der Bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>returns_borrowed_train</source>
        <translation>{corporation} gibt die geliehene Lok {train} an die Bank zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_loans</source>
        <translation>{who} nimmt keinen {term:Loan} auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_issue_shares</source>
        <translation>{who} gibt keine Aktien aus und kauft keine zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_bond</source>
        <translation>{who} gibt ihre Anleihe weder aus noch löst sie sie ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_station_slot</source>
        <translation>{who} kauft keinen Platz in einem Bahnhof</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_e_token</source>
        <translation>{who} kauft keinen E-Marker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_payout</source>
        <translation>{who} behält die Auszahlung für später</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_permit</source>
        <translation>{who} gibt das Baurecht jetzt keiner der eigenen Gesellschaften</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>ends_turn</source>
        <translation>{who} beendet den Zug</translation>
    </message>
</context>
<context>
    <name>GameReport</name>
    <message>
        <location filename="../railsdesk/ui/reportview.py" line="+53"/>
        <source>Cash</source>
        <translation>Bargeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares</source>
        <translation>Aktien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{term:Private companies}</source>
        <translation>{term:Private companies}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loans of the companies</source>
        <translation>Kredite der Gesellschaften</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debt</source>
        <translation>Schulden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bankruptcy loans</source>
        <translation>Kredite bei Bankrott</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonds</source>
        <translation>Anleihen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not below zero</source>
        <translation>Nicht unter null</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the last round has been played</source>
        <translation>die letzte Runde ist gespielt</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 went bankrupt</source>
        <translation>%1 ist bankrott gegangen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game ended: %1.</source>
        <translation>Das Spiel ist zu Ende: %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game goes on: the standings in %1</source>
        <translation>Das Spiel läuft noch: der Stand in %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 wins with %2</source>
        <translation>%1 gewinnt mit %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A tie between %1 with %2</source>
        <translation>Gleichstand zwischen %1 mit je %2</translation>
    </message>
    <message>
        <location line="+171"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Worth</source>
        <translation>Vermögen</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Worth of each player</source>
        <translation>Vermögen der Spieler</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Cash of each player</source>
        <translation>Bargeld der Spieler</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Share price of each company</source>
        <translation>Aktienkurs der Gesellschaften</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shares each player holds</source>
        <translation>Aktien der Spieler</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Revenue of each company</source>
        <translation>Einfahrergebnisse der Gesellschaften</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Revenue of each company</source>
        <comment>card game</comment>
        <translation>Ertrag der Gesellschaften</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Game report — %1</source>
        <translation>Spielbericht — %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as &amp;PNG…</source>
        <translation>Als &amp;PNG speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save figures as &amp;CSV…</source>
        <translation>Zahlen als &amp;CSV speichern…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save the report as an image</source>
        <translation>Den Bericht als Bild speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the image could not be written</source>
        <translation>das Bild konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save the report&apos;s figures</source>
        <translation>Die Zahlen des Berichts speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be saved: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../railsdesk/ui/session.py" line="+293"/>
        <source>The rules engine failed: %1</source>
        <translation>Fehler in den Spielregeln: %1</translation>
    </message>
    <message>
        <location line="-228"/>
        <source>rulebook</source>
        <translation>Spielregel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where 18xx.games plays a rule differently, the published rulebook decides.</source>
        <translation>Wo 18xx.games eine Regel anders spielt, entscheidet die veröffentlichte Spielregel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>18xx.games</source>
        <translation>18xx.games</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules as 18xx.games plays them, so that the game replays there move for move.</source>
        <translation>Die Regeln, wie 18xx.games sie spielt, damit sich die Partie dort Zug für Zug nachspielen lässt.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Reading of the rules</source>
        <translation>Lesart der Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <location filename="../railsdesk/ui/history.py" line="+41"/>
        <source>Cannot show that moment: %1</source>
        <translation>Dieser Moment kann nicht gezeigt werden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rebuilding the game at that moment…</source>
        <translation>Das Spiel wird für diesen Moment aufgebaut…</translation>
    </message>
</context>
<context>
    <name>LogWidget</name>
    <message>
        <location filename="../railsdesk/ui/docks/log.py" line="+132"/>
        <source>Back to the present</source>
        <translation>Zurück zur Gegenwart</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares</source>
        <translation>Aktien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Track and stations</source>
        <translation>Gleise und Bahnhöfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trains</source>
        <translation>Loks</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Search the log</source>
        <translation>Im Spielprotokoll suchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything</source>
        <translation>Alles</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Play on from here</source>
        <translation>Von hier aus weiterspielen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="+264"/>
        <source>No recent games</source>
        <translation>Keine zuletzt geöffneten Spiele</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a new game</source>
        <translation>Ein neues Spiel beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a saved game or an 18xx.games log</source>
        <translation>Ein gespeichertes Spiel oder ein 18xx.games-Protokoll öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+356"/>
        <source>Save the game</source>
        <translation>Das Spiel speichern</translation>
    </message>
    <message>
        <location line="-355"/>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+372"/>
        <source>The game could not be saved to %1:
%2

The game is still open. Save it somewhere else?</source>
        <translation>Das Spiel konnte nicht in %1 gespeichert werden:
%2

Das Spiel ist weiterhin geöffnet. An einem anderen Ort speichern?</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Autosave failed</source>
        <translation>Automatisches Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game could not be saved automatically:
%1

The game is still open. Save it somewhere else now?</source>
        <translation>Das Spiel konnte nicht automatisch gespeichert werden:
%1

Das Spiel ist weiterhin geöffnet. Jetzt an einem anderen Ort speichern?</translation>
    </message>
    <message>
        <location line="-384"/>
        <source>&amp;Close game</source>
        <translation>Spiel &amp;schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back the last action (Ctrl+Z)</source>
        <translation>Die letzte Aktion zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Wiederherstellen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Koordinaten zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show location &amp;names</source>
        <translation>&amp;Ortsnamen zeigen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About railsdesk</source>
        <translation>Ü&amp;ber railsdesk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/document.py" line="+17"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="+67"/>
        <source>Cannot start the game</source>
        <translation>Das Spiel kann nicht beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be started: %1</source>
        <translation>Das Spiel konnte nicht begonnen werden: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open a game</source>
        <translation>Ein Spiel öffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games (*.json *.rdsave);;All files (*)</source>
        <translation>Spiele (*.json *.rdsave);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot open the game</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be opened.

%2

The file has not been changed.</source>
        <translation>%1 konnte nicht geöffnet werden.

%2

Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Unsaved game</source>
        <translation>Nicht gespeichertes Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game before closing it?</source>
        <translation>Das Spiel vor dem Schließen speichern?</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mapgame.py" line="+108"/>
        <location filename="../railsdesk/ui/session.py" line="+175"/>
        <source>railsdesk games (*.rdsave *.json)</source>
        <translation>railsdesk-Spiele (*.rdsave *.json)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="+92"/>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>About railsdesk</source>
        <translation>Über railsdesk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>railsdesk %1

Play and keep the books of 18xx railway games.</source>
        <translation>railsdesk %1

18xx-Eisenbahnspiele spielen und ihre Buchführung erledigen.</translation>
    </message>
    <message>
        <location line="-282"/>
        <source>The rules refuse an action</source>
        <translation>Die Regeln verbieten eine Aktion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot be replayed to its end.

%2

Open the game as far as it is legal, up to this action? It opens as a new game; the file is not changed.</source>
        <translation>%1 lässt sich nicht bis zum Ende nachspielen.

%2

Das Spiel so weit öffnen, wie es regelgerecht ist, bis vor diese Aktion? Es öffnet sich als neues Spiel; die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The save has changed</source>
        <translation>Der Spielstand hat sich verändert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not hold the game it was saved with: the file was damaged or edited, or the rules have changed since.

%2

Open the game its actions make?</source>
        <translation>%1 enthält nicht das Spiel, mit dem es gespeichert wurde: Die Datei wurde beschädigt oder bearbeitet, oder die Regeln haben sich seitdem geändert.

%2

Das Spiel öffnen, das seine Aktionen ergeben?</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>Game &amp;information…</source>
        <translation>Spiel&amp;informationen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s title, file, reading of the rules and players</source>
        <translation>Titel, Datei, Lesart der Regeln und Spieler des Spiels</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Game information</source>
        <translation>Spielinformationen</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Game &amp;report…</source>
        <translation>Spiel&amp;bericht…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner, each player&apos;s worth and the game round by round in charts</source>
        <translation>Der Sieger, das Vermögen jedes Spielers und wie das Spiel Runde für Runde lief, in Diagrammen</translation>
    </message>
    <message>
        <location line="+309"/>
        <source>No report</source>
        <translation>Kein Bericht</translation>
    </message>
    <message>
        <location line="-300"/>
        <source>&amp;Table view</source>
        <translation>&amp;Tischansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in large type on the full screen, to read across a table</source>
        <translation>Die Partie in großer Schrift auf dem ganzen Bildschirm, über den Tisch hinweg lesbar</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>The details are written to %1.</source>
        <translation>Die Einzelheiten stehen in %1.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../railsdesk/ui/names.py" line="+59"/>
        <source>a hex near %1</source>
        <translation>ein Feld bei %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>near %1</source>
        <translation>bei %1</translation>
    </message>
</context>
<context>
    <name>NarDeckEditor</name>
    <message>
        <location filename="../railsdesk/ui/nar/deckeditor.py" line="+219"/>
        <source>Decks of North American Railways</source>
        <translation>Kartensätze für North American Railways</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved decks:</source>
        <translation>Gespeicherte Kartensätze:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New deck</source>
        <translation>Neuer Kartensatz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import a deck file…</source>
        <translation>Kartensatz-Datei importieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export this deck…</source>
        <translation>Diesen Kartensatz exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete this deck</source>
        <translation>Diesen Kartensatz löschen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decks are kept in %1</source>
        <translation>Kartensätze liegen in %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name of the deck:</source>
        <translation>Name des Kartensatzes:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type in the cards of your copy once: amounts in dollars (multiples of $100), cost in red and revenue in green as printed, and the number of Coast-to-Coast symbols (0 to 3). Cells left empty count as not known yet.</source>
        <translation>Gib die Karten deines Exemplars einmal ein: Beträge in Dollar (Vielfache von $100), Kosten (rot) und Ertrag (grün) wie aufgedruckt, und die Zahl der Coast to Coast-Symbole (0 bis 3). Leere Zellen gelten als noch unbekannt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Companies</source>
        <translation>Gesellschaften</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start cities</source>
        <translation>Startstädte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities</source>
        <translation>Städte</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <location line="+4"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>Revenue</source>
        <translation>Ertrag</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coast-to-Coast</source>
        <translation>Coast to Coast</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a colour…</source>
        <translation>Farbe wählen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(cannot be read)</source>
        <translation>(nicht lesbar)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(incomplete)</source>
        <translation>(unvollständig)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deck file cannot be used.</source>
        <translation>Diese Kartensatz-Datei ist nicht verwendbar.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+12"/>
        <source>Unsaved deck</source>
        <translation>Nicht gespeicherter Kartensatz</translation>
    </message>
    <message numerus="yes">
        <location line="-10"/>
        <source>The changes cannot be saved while %n problem(s) remain (listed below the cards). Discard the changes?</source>
        <translation>
            <numerusform>Die Änderungen können nicht gespeichert werden, solange %n Problem besteht (unter den Karten aufgeführt). Die Änderungen verwerfen?</numerusform>
            <numerusform>Die Änderungen können nicht gespeichert werden, solange %n Probleme bestehen (unter den Karten aufgeführt). Die Änderungen verwerfen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+296"/>
        <source>%n problem(s) to fix before saving:</source>
        <translation>
            <numerusform>%n Problem vor dem Speichern zu beheben:</numerusform>
            <numerusform>%n Probleme vor dem Speichern zu beheben:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n card(s) have no name or values yet. The deck can be saved and used for picking cards in companion mode; a game dealt by the program needs every name and value.</source>
        <translation>
            <numerusform>%n Karte hat noch keinen Namen oder keine Werte. Der Kartensatz kann gespeichert und im Begleitmodus zum Auswählen von Karten verwendet werden; ein vom Programm ausgeteiltes Spiel braucht jeden Namen und jeden Wert.</numerusform>
            <numerusform>%n Karten haben noch keinen Namen oder keine Werte. Der Kartensatz kann gespeichert und im Begleitmodus zum Auswählen von Karten verwendet werden; ein vom Programm ausgeteiltes Spiel braucht jeden Namen und jeden Wert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-291"/>
        <source>Save the changes to this deck first?</source>
        <translation>Die Änderungen an diesem Kartensatz zuerst speichern?</translation>
    </message>
    <message>
        <location line="+84"/>
        <location line="+52"/>
        <location line="+123"/>
        <source>The deck needs a name.</source>
        <translation>Der Kartensatz braucht einen Namen.</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>%1: the cost must be a multiple of $100 (0 or more), not %2</source>
        <translation>%1: Die Kosten müssen ein Vielfaches von $100 sein (0 oder mehr), nicht %2</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>%1: the revenue must be a multiple of $100 (0 or more), not %2</source>
        <translation>%1: Der Ertrag muss ein Vielfaches von $100 sein (0 oder mehr), nicht %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Company %1</source>
        <translation>Gesellschaft %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the name is missing</source>
        <translation>%1: Der Name fehlt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has the same name as company %2</source>
        <translation>%1 hat denselben Namen wie Gesellschaft %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: &quot;%2&quot; is not a colour (use a name such as blue or a code such as #1f5fa8)</source>
        <translation>%1: „%2“ ist keine Farbe (nimm einen englischen Namen wie blue oder einen Code wie #1f5fa8)</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Start city %1</source>
        <translation>Startstadt %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>City %1</source>
        <translation>Stadt %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: Coast-to-Coast symbols must be 0, 1, 2 or 3, not %2</source>
        <translation>%1: Coast to Coast-Symbole müssen 0, 1, 2 oder 3 sein, nicht %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: enter cost, revenue and symbols together (or leave all three empty while unknown)</source>
        <translation>%1: Kosten, Ertrag und Symbole zusammen eingeben (oder alle drei leer lassen, solange sie unbekannt sind)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Click to go to the cell</source>
        <translation>Klicken, um zur Zelle zu gehen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The deck is complete and can be used for games.</source>
        <translation>Der Kartensatz ist vollständig und kann für Spiele verwendet werden.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot save the deck</source>
        <translation>Kartensatz kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+7"/>
        <source>Cannot import the deck</source>
        <translation>Kartensatz kann nicht importiert werden</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot export the deck</source>
        <translation>Kartensatz kann nicht exportiert werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Import a deck</source>
        <translation>Kartensatz importieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>Deck files (*.json)</source>
        <translation>Kartensatz-Dateien (*.json)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Export the deck</source>
        <translation>Kartensatz exportieren</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Delete the deck</source>
        <translation>Kartensatz löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the deck file %1?</source>
        <translation>Die Kartensatz-Datei %1 löschen?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot delete the deck</source>
        <translation>Kartensatz kann nicht gelöscht werden</translation>
    </message>
</context>
<context>
    <name>NarDeckMessages</name>
    <message numerus="yes">
        <location filename="../railsdesk/ui/nar/messages.py" line="+145"/>
        <location line="+28"/>
        <source>(and %n more)</source>
        <translation>
            <numerusform>(und %n weiteres Problem)</numerusform>
            <numerusform>(und %n weitere Probleme)</numerusform>
        </translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Deck file %1: %2</source>
        <translation>Kartensatz-Datei %1: %2</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>card_twice</source>
        <translation>{where}: die Karten-ID {value} kommt zweimal vor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>colour</source>
        <translation>{where}: {value} ist keine Farbe (ein Name wie blue oder ein Code wie #1f5fa8).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>company_twice</source>
        <translation>{where}: die Gesellschafts-ID {value} kommt zweimal vor.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>entry_count</source>
        <translation>
            <numerusform>{where} muss {expected} Einträge haben; es hat %n Eintrag.</numerusform>
            <numerusform>{where} muss {expected} Einträge haben; es hat %n Einträge.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>entry_not_object</source>
        <translation>{where} muss ein Objekt sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file_name</source>
        <translation>Der Dateiname {value} des Kartensatzes darf keinen Ordner enthalten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>format</source>
        <translation>Das Format muss „nar-deck“ sein, nicht {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>money_not_hundreds</source>
        <translation>{where} muss ein Vielfaches von $100 und nicht negativ sein, nicht {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>money_not_number</source>
        <translation>{where} muss eine ganze Zahl von Dollar sein, nicht {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name</source>
        <translation>Der Name des Kartensatzes muss ein Text sein, nicht {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_a_list</source>
        <translation>{where} muss eine Liste sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_an_object</source>
        <translation>Ein Kartensatz muss ein JSON-Objekt sein, nicht {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>symbols</source>
        <translation>{where} muss eine ganze Zahl von 0 bis 3 sein, nicht {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text_missing</source>
        <translation>{where} muss ein nicht leerer Text sein, nicht {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unreadable</source>
        <translation>Die Datei kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value_missing</source>
        <translation>{where} fehlt (null).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>values_partly_known</source>
        <translation>{where}: Kosten, Ertrag und Symbole müssen alle bekannt oder alle unbekannt (null) sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>version</source>
        <translation>Version {value} des Kartensatz-Formats wird nicht unterstützt (erwartet: {expected}).</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>%1 was not saved: %2</source>
        <translation>%1 wurde nicht gespeichert: %2</translation>
    </message>
</context>
<context>
    <name>NarDialogs</name>
    <message>
        <location filename="../railsdesk/ui/nar/widgets.py" line="+134"/>
        <source>Hold to look at your cash, or click to keep it shown until your turn is over. Cash is secret: make sure only you can see the screen.</source>
        <translation>Gedrückt halten, um das eigene Geld zu sehen, oder klicken, damit es bis zum Ende deines Zuges sichtbar bleibt. Das Geld ist geheim: Achte darauf, dass nur du den Bildschirm siehst.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Hide my cash</source>
        <translation>Mein Geld verbergen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show my cash</source>
        <translation>Mein Geld zeigen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/dialogs.py" line="+75"/>
        <source>Price:</source>
        <translation>Kaufpreis:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start city:</source>
        <translation>Startstadt:</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>A proposal for the director</source>
        <translation>Ein Kaufpreis für den Direktor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, you decide</source>
        <translation>%1, du entscheidest</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 proposes %2 for a share of %3, of which you are the director.</source>
        <translation>%1 schlägt %2 als Kaufpreis für eine Aktie von %3 vor; du bist dort Direktor.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Allow: %1 takes the share and pays %2 — %3 into the treasury of %4, %5 to the bank.
Buy it yourself: you take the share and pay %2 — %3 into the treasury, %5 to %1, who may then choose another company.</source>
        <translation>Gewähren lassen: %1 nimmt die Aktie und zahlt %2 — %3 in das Gesellschaftsvermögen von %4, %5 an die Bank.
Selbst kaufen: Du nimmst die Aktie und zahlst %2 — %3 in das Gesellschaftsvermögen, %5 an %1, der dann eine andere Gesellschaft wählen darf.</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Careful: if you allow it, %1 holds %n share(s) of %2 and you %3, so %1 becomes its director (a tie goes to the buyer).</source>
        <translation>
            <numerusform>Achtung: Lässt du es gewähren, hält %1 %n Aktie von %2 und du %3, also wird %1 Direktor (bei Gleichstand wird es der Käufer).</numerusform>
            <numerusform>Achtung: Lässt du es gewähren, hält %1 %n Aktien von %2 und du %3, also wird %1 Direktor (bei Gleichstand wird es der Käufer).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Allow %1 to buy it</source>
        <translation>%1 gewähren lassen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Buy it myself for %1</source>
        <translation>Selbst kaufen für %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/messages.py" line="-114"/>
        <source>The cost must be a multiple of $100 (0 or more), not %1.</source>
        <translation>Die Kosten müssen ein Vielfaches von $100 sein (0 oder mehr), nicht %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The revenue must be a multiple of $100 (0 or more), not %1.</source>
        <translation>Der Ertrag muss ein Vielfaches von $100 sein (0 oder mehr), nicht %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The price must be a multiple of $100 of at least $100, not %1.</source>
        <translation>Der Kaufpreis muss ein Vielfaches von $100 und mindestens $100 sein, nicht %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You cannot pay %1. Name a price you can pay.</source>
        <translation>Du kannst %1 nicht zahlen. Nenne einen Kaufpreis, den du zahlen kannst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A share of %1, which you direct, costs %2, and you cannot pay it. Choose another share.</source>
        <translation>Eine Aktie von %1, deren Direktor du bist, kostet %2, und du kannst sie nicht zahlen. Wähle eine andere Aktie.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You cannot pay %1: you must allow the purchase.</source>
        <translation>Du kannst %1 nicht zahlen: du musst den Kauf gewähren lassen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 costs %2; the treasury of %3 holds only %4.</source>
        <translation>%1 kostet %2; das Gesellschaftsvermögen von %3 beträgt nur %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Coast-to-Coast symbols must be 0, 1, 2 or 3.</source>
        <translation>Es gibt 0, 1, 2 oder 3 Coast to Coast-Symbole.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/widgets.py" line="-88"/>
        <source>“%1” is not an amount in dollars.</source>
        <translation>„%1“ ist kein Betrag in Dollar.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/dialogs.py" line="-145"/>
        <source>Enter the price.</source>
        <translation>Gib den Kaufpreis ein.</translation>
    </message>
    <message numerus="yes">
        <location filename="../railsdesk/ui/nar/income.py" line="+99"/>
        <source>%1: revenue %2, %n share(s), %3 per share</source>
        <translation>
            <numerusform>%1: Ertrag %2, %n Aktie, %3 je Aktie</numerusform>
            <numerusform>%1: Ertrag %2, %n Aktien, %3 je Aktie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1: %n share(s) × %2 + director&apos;s extra %3 = %4</source>
        <translation>
            <numerusform>%1: %n Aktie × %2 + Zuschlag des Direktors %3 = %4</numerusform>
            <numerusform>%1: %n Aktien × %2 + Zuschlag des Direktors %3 = %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1: %n share(s) × %2 = %3</source>
        <translation>
            <numerusform>%1: %n Aktie × %2 = %3</numerusform>
            <numerusform>%1: %n Aktien × %2 = %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Treasury (remainder): %1</source>
        <translation>Gesellschaftsvermögen (unteilbarer Rest): %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+76"/>
        <source>Company / player</source>
        <translation>Gesellschaft / Spieler</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Revenue</source>
        <translation>Ertrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+76"/>
        <source>Shares</source>
        <translation>Aktien</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Per share</source>
        <translation>Je Aktie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Director&apos;s extra</source>
        <translation>Zuschlag des Direktors</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+73"/>
        <source>Receives</source>
        <translation>Erhält</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Treasury (remainder)</source>
        <translation>Gesellschaftsvermögen (unteilbarer Rest)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Coast-to-Coast</source>
        <translation>Coast to Coast</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 per share</source>
        <translation>%1 je Aktie</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/dialogs.py" line="+191"/>
        <source>Phase III: Receive income (last round)</source>
        <translation>Phase III: Einkommen erhalten (letzte Runde)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase III: Receive income</source>
        <translation>Phase III: Einkommen erhalten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each company&apos;s revenue is split evenly over its shares in multiples of $100. Of an indivisible remainder the director receives $100 more and the rest goes into the company&apos;s treasury.</source>
        <translation>Der Ertrag jeder Gesellschaft wird in Vielfachen von $100 gleichmäßig auf ihre Aktien verteilt. Vom unteilbaren Rest bekommt der Direktor $100 mehr, der Rest kommt in das Gesellschaftsvermögen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last round: of an indivisible remainder the director receives half (rounded up to $100) and the rest goes into the company&apos;s treasury.</source>
        <translation>Letzte Runde: Vom unteilbaren Rest bekommt der Direktor die Hälfte (auf $100 aufgerundet), der Rest kommt in das Gesellschaftsvermögen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+56"/>
        <source>Final payout</source>
        <translation>Schlusszahlung</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Each company pays $100 per Coast-to-Coast symbol of its network on every share.</source>
        <translation>Jede Gesellschaft zahlt $100 für jedes Coast to Coast-Symbol ihres Schienennetzes an jede Aktie aus.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pay out</source>
        <translation>Auszahlen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cash</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tied players are placed in the turn order of the last round, counted from its start player.</source>
        <translation>Bei Gleichstand entscheidet die Reihenfolge der letzten Runde, gezählt vom Startspieler.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Values of a start city</source>
        <translation>Werte einer Startstadt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Values of a city</source>
        <translation>Werte einer Stadt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Read the card %1 on the table and enter its values.</source>
        <translation>Lies die Karte %1 auf dem Tisch ab und gib ihre Werte ein.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>(type the values in)</source>
        <translation>(Werte eintippen)</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Card of the deck:</source>
        <translation>Karte des Kartensatzes:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Cost (red):</source>
        <translation>Kosten (rot):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revenue (green):</source>
        <translation>Ertrag (grün):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coast-to-Coast symbols:</source>
        <translation>Coast to Coast-Symbole:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Enter the cost.</source>
        <translation>Gib die Kosten ein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter the revenue.</source>
        <translation>Gib den Ertrag ein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose the number of Coast-to-Coast symbols.</source>
        <translation>Wähle die Zahl der Coast to Coast-Symbole.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/prompts.py" line="+84"/>
        <source>You are the director of %1: a share costs the fixed price of $1000 - $500 into the treasury and $500 to the bank. If you have less than $1000 and direct every company whose share lies at the bottom of the display, you pay all your cash instead (half of it, rounded up, into the treasury).</source>
        <translation>Du bist Direktor von %1: Eine Aktie kostet den Festpreis von $1000 - $500 in das Gesellschaftsvermögen und $500 an die Bank. Hast du weniger als $1000 und bist Direktor aller Gesellschaften, deren Aktien unten in der Aktienauslage liegen, zahlst du stattdessen dein ganzes Geld (die Hälfte, aufgerundet, in das Gesellschaftsvermögen).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A share of %1</source>
        <translation>Eine Aktie von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy the share</source>
        <translation>Aktie kaufen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Found %1</source>
        <translation>%1 gründen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You take the first share and become director. Name the price (a multiple of $100 that you can pay); all of it goes into the company&apos;s treasury.</source>
        <translation>Du nimmst die erste Aktie und wirst Direktor. Nenne den Betrag (ein Vielfaches von $100, das du zahlen kannst); er kommt komplett in das Gesellschaftsvermögen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Propose a price for %1</source>
        <translation>Kaufpreis für %1 vorschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is the director of %2. Name a price (a multiple of $100 that you can pay); the director then allows you to buy the share or buys it himself for that price.</source>
        <translation>%1 ist Direktor von %2. Nenne einen Kaufpreis (ein Vielfaches von $100, das du zahlen kannst); der Direktor lässt dich gewähren oder kauft die Aktie zu diesem Preis selbst.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>(the start city of %1)</source>
        <translation>(die Startstadt von %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(start city %1)</source>
        <translation>(Startstadt %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at the bottom of column %1</source>
        <translation>unten in Spalte %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in column %1, row %2 from the top</source>
        <translation>in Spalte %1, Reihe %2 von oben</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/dialogs.py" line="-345"/>
        <source>%1 takes the proposal back</source>
        <translation>%1 nimmt den Vorschlag zurück</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/income.py" line="-90"/>
        <source>For the shares</source>
        <translation>Für die Aktien</translation>
    </message>
</context>
<context>
    <name>NarLog</name>
    <message>
        <location filename="../railsdesk/ui/nar/text.py" line="+135"/>
        <source>%1 founds %2 for %3 (all of it into its treasury) and takes the start city %4</source>
        <translation>%1 gründet %2 für %3 (alles in das Gesellschaftsvermögen) und legt die Startstadt %4 aus</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 directs every company at the bottom of the share display and pays all their cash for a share of %2: %3 (%4)</source>
        <translation>%1 ist Direktor aller untersten Gesellschaften und zahlt sein komplettes Vermögen für eine Aktie von %2: %3 (%4)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 buys a share of %2 for %3 (%4)</source>
        <translation>%1 kauft eine Aktie von %2 für %3 (%4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 proposes %2 for a share of %3</source>
        <translation>%1 schlägt %2 für eine Aktie von %3 vor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 buys the share of %2 for %3 themselves (%4)</source>
        <translation>%1 kauft die Aktie von %2 für %3 selbst (%4)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 allows it: %2 buys a share of %3 for %4 (%5)</source>
        <translation>%1 lässt gewähren: %2 kauft eine Aktie von %3 für %4 (%5)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>all of it into the treasury</source>
        <translation>alles in das Gesellschaftsvermögen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 into the treasury, %2 to the bank</source>
        <translation>%1 in das Gesellschaftsvermögen, %2 an die Bank</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 into the treasury, %2 to %3</source>
        <translation>%1 in das Gesellschaftsvermögen, %2 an %3</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>%1 becomes director of %2</source>
        <translation>%1 wird Direktor von %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ends their turn</source>
        <translation>%1 beendet den Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has chosen every company in the share display; turn over</source>
        <translation>%1 hat alle Gesellschaften der Aktienauslage gewählt; der Zug endet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no money, takes %2 from the bank and chooses no share</source>
        <translation>%1 hat kein Geld, nimmt %2 aus der Bank und wählt keine Aktie</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 buys %2 for %3 (%4 from the treasury)</source>
        <translation>%1 kauft %2 für %3 (%4 aus dem Gesellschaftsvermögen)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 passes</source>
        <translation>%1 passt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot buy a city and must pass</source>
        <translation>%1 kann keine Stadt kaufen und muss passen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>fewer shares in the share display than players</source>
        <translation>weniger Aktien in der Aktienauslage als Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five or fewer cities in the city display</source>
        <translation>fünf oder weniger Städte in der Stadtauslage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no city was bought in Phase II</source>
        <translation>in Phase II wurde keine Stadt gekauft</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The end of the game is triggered (%1): this round is the last</source>
        <translation>Das Spielende ist ausgelöst (%1): Diese Runde ist die letzte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: revenue %2, %3 per share; %4</source>
        <translation>%1: Ertrag %2, %3 je Aktie; %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>treasury +%1</source>
        <translation>Gesellschaftsvermögen +%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final payout of %1: %2 per share; %3</source>
        <translation>Schlusszahlung von %1: %2 je Aktie; %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1 begins; %2 is start player</source>
        <translation>Runde %1 beginnt; %2 ist Startspieler</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game is over; %1 wins</source>
        <translation>Das Spiel ist zu Ende; %1 gewinnt</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>%1 enters the values of %2</source>
        <translation>%1 gibt die Werte von %2 ein</translation>
    </message>
</context>
<context>
    <name>NarLogMessages</name>
    <message>
        <location filename="../railsdesk/ui/nar/messages.py" line="+46"/>
        <source>Action %1 (%2 by %3): %4</source>
        <translation>Aktion %1 (%2 von %3): %4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The log&apos;s deck: %1</source>
        <translation>Der Kartensatz des Protokolls: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>actions_not_list</source>
        <translation>Die Aktionen müssen eine Liste sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_column</source>
        <translation>{where} muss eine Liste von {size} Städten sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_twice</source>
        <translation>{where}: die Stadt {value} liegt zweimal aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>columns</source>
        <translation>{where} muss eine Liste von {size} Spalten sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first_player</source>
        <translation>Der Startspieler {value} ist keiner der Spieler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>log_not_object</source>
        <translation>Ein Spielprotokoll muss ein JSON-Objekt sein, nicht {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing</source>
        <translation>{where} fehlt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_a_list</source>
        <translation>{where} muss eine Liste sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_object</source>
        <translation>{where} muss ein Objekt sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_text</source>
        <translation>{where} muss ein Text sein, nicht {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player_count</source>
        <translation>Das Spiel braucht 3 bis 5 Spieler; das Protokoll hat {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player_not_object</source>
        <translation>{where} muss ein Objekt mit id und name sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player_twice</source>
        <translation>{where}: die Spieler-ID {value} kommt zweimal vor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>players_not_list</source>
        <translation>Die Spieler müssen eine Liste sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share_column</source>
        <translation>{where} muss eine Liste von {size} Aktien sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_cities_once</source>
        <translation>Die Startstädte müssen jede der 5 Startstädte des Kartensatzes genau einmal nennen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_rule</source>
        <translation>Die Regel für die Startstadt muss „top“ oder „choose“ sein, nicht {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text_missing</source>
        <translation>{where} muss ein nicht leerer Text sein, nicht {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>title</source>
        <translation>Das Protokoll ist keines von North American Railways (Titel {value}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too_many_shares</source>
        <translation>Die Aktienauslage enthält {shares} Aktien von {company}, aber eine Gesellschaft hat nur {most}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_city</source>
        <translation>{where}: unbekannte Stadt {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_company</source>
        <translation>{where}: unbekannte Gesellschaft {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_start_city</source>
        <translation>{where}: unbekannte Startstadt {value}.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/session.py" line="+44"/>
        <source>This file is not a North American Railways game.</source>
        <translation>Diese Datei ist kein Spiel von North American Railways.</translation>
    </message>
</context>
<context>
    <name>NarMessages</name>
    <message>
        <location filename="../railsdesk/ui/nar/messages.py" line="-55"/>
        <source>bad_column</source>
        <translation>Die Spalte muss eine Zahl von 0 bis {highest} sein, nicht {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_name</source>
        <translation>Der Name einer Karte muss ein nicht leerer Text sein, nicht {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy_not_bool</source>
        <translation>Die Antwort des Direktors muss ja oder nein (true oder false) sein, nicht {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_pass</source>
        <translation>Jetzt kann niemand passen ({phase}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cities_phase</source>
        <translation>Städte werden nur in Phase II gekauft (jetzt: {phase}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_bought</source>
        <translation>{player} hat in dieser Phase schon eine Stadt für {company} gekauft.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_column_empty</source>
        <translation>Spalte {number} der Stadtauslage ist leer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_known</source>
        <translation>Die Werte von {city} sind schon bekannt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_not_shown</source>
        <translation>{city} liegt nicht in der Stadtauslage.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>company_chosen</source>
        <translation>Eine Aktie von {company} wurde in diesem Zug schon gewählt; wähle eine andere Gesellschaft.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game_over</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_proposal</source>
        <translation>Kein Kaufpreis wartet auf die Entscheidung eines Direktors.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_share</source>
        <translation>{player} besitzt keine Aktie von {company}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_an_object</source>
        <translation>Eine Aktion muss ein JSON-Objekt sein, nicht {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_director</source>
        <translation>Nur der Direktor von {company}, {director}, entscheidet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_your_turn</source>
        <translation>{player} ist am Zug, nicht {actor}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>own_share_price</source>
        <translation>Eine Aktie von {company}, deren Direktor du bist, kostet hier {price}, nicht {offered}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price_needed</source>
        <translation>Nenne einen Kaufpreis.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>proposal_waiting</source>
        <translation>Der Direktor von {company} muss erst über den Kaufpreis entscheiden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reveal_first</source>
        <translation>Zuerst müssen die Werte der untersten Städte eingegeben werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share_column_empty</source>
        <translation>Spalte {number} der Aktienauslage ist leer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share_needed</source>
        <translation>Eine Aktie muss gewählt werden; der Zug darf erst beendet werden, nachdem ein Direktor die gewählte Aktie selbst gekauft hat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shares_phase</source>
        <translation>Aktien werden nur in Phase I genommen (jetzt: {phase}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_field</source>
        <translation>Eine Startstadt hat nur einen Ertrag, keine Kosten und keine Coast to Coast-Symbole.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_known</source>
        <translation>Die Werte der Startstadt {city} sind schon bekannt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_needed</source>
        <translation>Der Gründer muss eine Startstadt wählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_not_founding</source>
        <translation>Eine Startstadt wird nur bei der Gründung einer Gesellschaft genommen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_not_in_stack</source>
        <translation>Die Startstadt {value} liegt nicht im Stapel der Startstädte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_not_top</source>
        <translation>Der Gründer nimmt die oberste Startstadt, {top}, nicht {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_action</source>
        <translation>Unbekannte Art von Aktion: {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_card</source>
        <translation>Unbekannte Karte: {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_company</source>
        <translation>Unbekannte Gesellschaft: {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_player</source>
        <translation>Unbekannter Spieler: {value}.</translation>
    </message>
</context>
<context>
    <name>NarNewGame</name>
    <message>
        <location filename="../railsdesk/ui/nar/newgame.py" line="+258"/>
        <source>New game of North American Railways</source>
        <translation>Neues Spiel North American Railways</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of players:</source>
        <translation>Anzahl der Spieler:</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+69"/>
        <source>Player %1:</source>
        <translation>Spieler %1:</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+66"/>
        <location line="+10"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice deck</source>
        <translation>Übungskarten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NOT the published cards: the values come from a formula, for trying the rules before your own cards are typed in.</source>
        <translation>NICHT die veröffentlichten Karten: Die Werte stammen aus einer Formel, zum Ausprobieren der Regeln, bevor die eigenen Karten eingegeben sind.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A saved deck:</source>
        <translation>Ein gespeicherter Kartensatz:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decks…</source>
        <translation>Kartensätze…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Companion mode: the physical cards on the table</source>
        <translation>Begleitmodus: die echten Karten auf dem Tisch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shuffle and lay out the cards as the rules say; enter the share display below. The program asks for a city&apos;s values when the card becomes available.</source>
        <translation>Mische die Karten und lege sie nach den Regeln aus; gib unten die Aktienauslage ein. Das Programm fragt nach den Werten einer Stadt, sobald die Karte erreichbar wird.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Setup</source>
        <translation>Spielvorbereitung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed for shuffling:</source>
        <translation>Startwert zum Mischen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same seed deals the same cards and start player.</source>
        <translation>Derselbe Startwert ergibt dieselbe Auslage und denselben Startspieler.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Founders choose their start city (instead of the top card)</source>
        <translation>Gründer wählen ihre Startstadt (statt der obersten Karte)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Companion mode</source>
        <translation>Begleitmodus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards to pick from:</source>
        <translation>Karten zur Auswahl:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A saved deck of your copy: its companies are used, and a turned-up card can be picked from its list instead of typing the values.</source>
        <translation>Ein gespeicherter Kartensatz deines Exemplars: Seine Gesellschaften werden verwendet, und eine aufgedeckte Karte kann aus seiner Liste gewählt werden, statt die Werte einzutippen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start player:</source>
        <translation>Startspieler:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The share display as it lies on the table: each column from top to bottom; the last card is the one that can be taken.</source>
        <translation>Die Aktienauslage, wie sie auf dem Tisch liegt: jede Spalte von oben nach unten; die letzte Karte ist die unterste, die gewählt werden kann.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill at random</source>
        <translation>Zufällig füllen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fills the display at random with the seed; lay the cards out the same way.</source>
        <translation>Füllt die Auslage zufällig mit dem Startwert; lege die Karten genauso aus.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>(cannot be read)</source>
        <translation>(nicht lesbar)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(incomplete)</source>
        <translation>(unvollständig)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(no saved decks yet)</source>
        <translation>(noch keine Kartensätze gespeichert)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>(none: type the values in)</source>
        <translation>(keiner: Werte eintippen)</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Two players have the same name.</source>
        <translation>Zwei Spieler haben denselben Namen.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Enter every share of the display (4 columns of 7).</source>
        <translation>Gib jede Aktie der Auslage ein (4 Spalten mit je 7).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has %2 shares in the display, but only 6 exist.</source>
        <translation>%1 hat %2 Aktien in der Auslage, es gibt aber nur 6.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Choose a saved deck with every card&apos;s values, or use the deck editor.</source>
        <translation>Wähle einen gespeicherten Kartensatz mit allen Kartenwerten oder nutze den Karteneditor.</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>(not the published cards)</source>
        <translation>(nicht die veröffentlichten Karten)</translation>
    </message>
    <message>
        <location line="-330"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Company %1</source>
        <translation>Gesellschaft %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice City %1</source>
        <translation>Übungsstadt %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice Start %1</source>
        <translation>Übungsstartstadt %1</translation>
    </message>
</context>
<context>
    <name>NarTable</name>
    <message>
        <location filename="../railsdesk/ui/nar/cards.py" line="+84"/>
        <source>Share of %1</source>
        <translation>Aktie der Gesellschaft %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (values not entered yet)</source>
        <translation>%1 (Werte noch nicht eingegeben)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — cost %2, revenue %3, Coast-to-Coast symbols: %4</source>
        <translation>%1 — Kosten %2, Ertrag %3, Coast to Coast-Symbole: %4</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Share</source>
        <translation>Aktie</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/session.py" line="+232"/>
        <source>railsdesk games (*.json)</source>
        <translation>railsdesk-Spiele (*.json)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/boards.py" line="+111"/>
        <source>not founded yet</source>
        <translation>noch nicht gegründet</translation>
    </message>
    <message>
        <location line="-5"/>
        <location filename="../railsdesk/ui/nar/table.py" line="+477"/>
        <source>Director</source>
        <translation>Direktor</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Treasury</source>
        <translation>Gesellschafts­vermögen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revenue</source>
        <translation>Ertrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coast-to-Coast</source>
        <translation>Coast to Coast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares held</source>
        <translation>Ausgegebene Aktien</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Network</source>
        <translation>Schienennetz</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>enter its revenue</source>
        <translation>Ertrag eingeben</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/table.py" line="-189"/>
        <source>Share display</source>
        <translation>Aktienauslage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City display</source>
        <translation>Stadtauslage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Railway companies</source>
        <translation>Eisenbahngesellschaften</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Income</source>
        <translation>Einkommen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Decks…</source>
        <translation>Kartensätze…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter, check and share the card data of your copy</source>
        <translation>Die Kartenwerte des eigenen Exemplars eingeben, prüfen und weitergeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter card values…</source>
        <translation>Kartenwerte eingeben…</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>card values needed</source>
        <translation>Kartenwerte benötigt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to act</source>
        <translation>%1 ist an der Reihe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start player: %1</source>
        <translation>Startspieler: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last round</source>
        <translation>Letzte Runde</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares</source>
        <translation>Aktien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cash</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>(passed)</source>
        <translation>(gepasst)</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%1: %n share(s)</source>
        <translation>
            <numerusform>%1: %n Aktie</numerusform>
            <numerusform>%1: %n Aktien</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bought a city for it in this phase</source>
        <translation>Hat in dieser Phase eine Stadt für sie gekauft</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cash is secret</source>
        <translation>Das Geld ist geheim</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/prompts.py" line="-125"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn up the card and enter its values (companion mode).</source>
        <translation>Die Karte aufdecken und ihre Werte eingeben (Begleitmodus).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the director bought the share. Choose a share of another company, or end your turn.</source>
        <translation>%1: Der Direktor hat die Aktie selbst gekauft. Wähle eine Aktie einer anderen Gesellschaft oder beende deinen Zug.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: choose the bottom share of a column.</source>
        <translation>%1: Wähle die unterste Aktie einer Spalte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 decides on the proposal.</source>
        <translation>%1 entscheidet über den Kaufpreis.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: choose a company you hold shares in, then a city at the bottom of the city display; or pass.</source>
        <translation>%1: Wähle eine Gesellschaft, von der du Aktien besitzt, dann eine unterste Stadt der Stadtauslage; oder passe.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: choose a city for %2 (paid from its treasury), or pass.</source>
        <translation>%1: Wähle eine Stadt für %2 (bezahlt aus dem Gesellschaftsvermögen) oder passe.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/table.py" line="+54"/>
        <source>Buy a city for %1</source>
        <translation>Eine Stadt für %1 kaufen</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>End my turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drop out of this phase; passing is final for this phase</source>
        <translation>Aus dieser Phase aussteigen; wer passt, bleibt für diese Phase draußen</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>How each company&apos;s revenue would be split if income were paid now (the director&apos;s extra is part of what he receives).</source>
        <translation>So würde der Ertrag jeder Gesellschaft verteilt, wenn jetzt Einkommen gezahlt würde (der Zuschlag des Direktors ist in seinem Betrag enthalten).</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/prompts.py" line="+11"/>
        <source>You hold no share of %1.</source>
        <translation>Du hast keine Aktie von %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already bought a city for %1 in this phase.</source>
        <translation>Du hast in dieser Phase schon eine Stadt für %1 gekauft.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The treasury of %1 (%2) cannot pay for any city at the bottom.</source>
        <translation>Das Gesellschaftsvermögen von %1 (%2) reicht für keine der unteren Städte.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/table.py" line="+172"/>
        <source>Choose the company first.</source>
        <translation>Wähle zuerst die Gesellschaft.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/prompts.py" line="+9"/>
        <source>None of your companies can pay %1 for %2.</source>
        <translation>Keine deiner Gesellschaften kann %1 für %2 zahlen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You have no company left that may buy a city in this phase: pass.</source>
        <translation>Keine deiner Gesellschaften darf in dieser Phase noch eine Stadt kaufen: Passe.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/text.py" line="-171"/>
        <source>Phase I: Trade shares</source>
        <translation>Phase I: Aktien handeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase II: Buy cities</source>
        <translation>Phase II: Städte kaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase III: Receive income</source>
        <translation>Phase III: Einkommen erhalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/table.py" line="-456"/>
        <source>D director · ★ start player · ↻ bought a city for that company in this phase · cash is secret</source>
        <translation>D Direktor · ★ Startspieler · ↻ hat in dieser Phase eine Stadt für die Gesellschaft gekauft · das Geld ist geheim</translation>
    </message>
</context>
<context>
    <name>OperatingActions</name>
    <message>
        <location filename="../railsdesk/ui/operatingactions.py" line="+36"/>
        <source>Choose a train, then click its stops on the map in order.</source>
        <translation>Wähle eine Lok und klicke dann ihre Haltepunkte der Reihe nach auf dem Plan an.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>no route</source>
        <translation>keine Strecke</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In parentheses: stops the train passes without counting them</source>
        <translation>In Klammern: Haltepunkte, die die Lok durchfährt, ohne sie zu zählen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear this route</source>
        <translation>Diese Strecke löschen</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Total: %1</source>
        <translation>Gesamt: %1</translation>
    </message>
    <message>
        <location line="-52"/>
        <location line="+413"/>
        <source>Auto</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location line="-412"/>
        <source>Find the best routes</source>
        <translation>Die besten Strecken finden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last run</source>
        <translation>Letzte Fahrt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the routes this company ran last time</source>
        <translation>Die Strecken zeigen, die diese Gesellschaft zuletzt gefahren ist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run trains</source>
        <translation>{term:run trains}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run trains for %1</source>
        <translation>{term:run trains} für %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The rules require the highest revenue (%1): Auto finds it.</source>
        <translation>Die Regeln verlangen den höchstmöglichen Ertrag (%1): „Automatisch“ findet ihn.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The company must buy a train</source>
        <translation>Die Gesellschaft muss eine Lok kaufen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The bank&apos;s cheapest train: a %1 train for %2. The {term:Treasury:lower} has %3; %4 is missing.</source>
        <translation>Die billigste Lok der Bank: Lok %1 für %2. Das {term:Treasury} hat %3; es fehlen %4.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, the {term:President:lower}, pays it (cash: %2).</source>
        <translation>%1 ({term:President}) zahlt es (Bargeld: %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, the {term:President:lower}, has %2 and must raise the other %3.</source>
        <translation>%1 ({term:President}) hat %2 und muss die übrigen %3 aufbringen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It is offered once the money is there.</source>
        <translation>Sie wird angeboten, sobald das Geld da ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A {term:Loan:lower} into the {term:Treasury:lower} (below).</source>
        <translation>Ein {term:Loan} in das {term:Treasury} (unten).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Selling shares (below).</source>
        <translation>Aktien verkaufen (unten).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A train of another company, at a price agreed from %1 (below).</source>
        <translation>Eine Lok einer anderen Gesellschaft, zu einem vereinbarten Preis ab %1 (unten).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bankruptcy, when nothing else is possible.</source>
        <translation>Bankrott, wenn nichts anderes möglich ist.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>(%1 per share)</source>
        <translation>(%1 je Aktie)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(%1 to the treasury)</source>
        <translation>(%1 ins Betriebskapital)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay out half</source>
        <translation>Hälfte ausschütten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the {term:Share price:lower} falls</source>
        <translation>der {term:Share price} fällt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 withholds %2: the shareholders receive nothing and the {term:Share price:lower} falls.</source>
        <translation>%1: {term:Withhold} von %2 – die Aktionäre erhalten nichts und der {term:Share price} fällt.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Skip: %1</source>
        <translation>Überspringen: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Now: %1</source>
        <translation>Jetzt: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a tile could be laid</source>
        <translation>ein Gleisplättchen könnte gelegt werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lays no tile this turn, although one could be laid.</source>
        <translation>%1 legt in diesem Zug kein Gleisplättchen, obwohl eines gelegt werden könnte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the company has no train</source>
        <translation>die Gesellschaft hat keine Lok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 buys no train and has none: it cannot run trains.</source>
        <translation>%1 kauft keine Lok und hat keine: sie kann keine Loks fahren lassen.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the bank</source>
        <translation>der Bank</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy a %1 train from %2 for %3</source>
        <translation>Lok %1 von %2 für %3 kaufen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>trading in a %1 train</source>
        <translation>in Zahlung gegeben: Lok %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 train from %2</source>
        <translation>Lok %1 von %2</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>%1 buys a %2 train from %3 for %4.</source>
        <translation>%1 kauft Lok %2 von %3 für %4.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>(the {term:President} borrows %1 and owes %2)</source>
        <translation>(der {term:President} leiht %1 und schuldet %2)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>owned by %1, face value %2, %3 to %4</source>
        <translation>im Besitz von %1, Nennwert %2, %3 bis %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Price of %1</source>
        <translation>Preis für %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 buys %2 from %3 for %4.</source>
        <translation>%1 kauft %2 von %3 für %4.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>%1 offers %4 for a %2 train of %3.</source>
        <translation>%1 bietet %4 für Lok %2 von %3.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Offer</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 offers %4 for %2, owned by %3.</source>
        <translation>%1 bietet %4 für %2, im Besitz von %3.</translation>
    </message>
    <message>
        <location line="-348"/>
        <source>best routes: %1</source>
        <translation>beste Strecken: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 runs its trains for nothing while the best routes are still being searched.</source>
        <translation>%1 fährt vorerst ohne Einfahrergebnis, während die besten Strecken noch gesucht werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 runs its trains for %2 although the best routes earn %3: %4 less.</source>
        <translation>%1 fährt für %2, obwohl die besten Strecken %3 einbringen: %4 weniger.</translation>
    </message>
    <message>
        <location line="+286"/>
        <source>Show all %1</source>
        <translation>Alle %1 zeigen</translation>
    </message>
</context>
<context>
    <name>OrderTrackGrid</name>
    <message>
        <location filename="../railsdesk/ui/titles/g1880.py" line="-188"/>
        <source>%1: {term:Building permits} %2</source>
        <translation>%1: {term:Building permits} %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no permit for phase %1: builds no track</source>
        <translation>kein Baurecht für Phase %1: baut keine Gleise</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>has received its whole treasury</source>
        <translation>hat ihr ganzes Betriebskapital erhalten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>holds the {term:Train marker}: it bought the last train from the bank</source>
        <translation>hält den {term:Train marker}: sie kaufte zuletzt eine Lok von der Bank</translation>
    </message>
</context>
<context>
    <name>OrderTrackView</name>
    <message>
        <location line="+101"/>
        <source>The top row operates first, each row from the left.</source>
        <translation>Die oberste Reihe fährt zuerst, jede Reihe von links.</translation>
    </message>
</context>
<context>
    <name>PlayersWidget</name>
    <message>
        <location filename="../railsdesk/ui/docks/players.py" line="+119"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cash</source>
        <translation>Bargeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worth</source>
        <translation>Vermögen</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Company</source>
        <translation>Gesellschaft</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Treasury</source>
        <comment>companies&apos; table header</comment>
        <translation>Betriebs-
kapital</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Initial offering</source>
        <comment>companies&apos; table header</comment>
        <translation>Erst-
ausgabe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bank pool</source>
        <comment>companies&apos; table header</comment>
        <translation>Bank-
pool</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tokens</source>
        <comment>companies&apos; table header</comment>
        <translation>Marker</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Share price</source>
        <comment>companies&apos; table header</comment>
        <translation>Kurs</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Last revenue</source>
        <translation>Letztes Ergebnis</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1856.py" line="+283"/>
        <source>Loans</source>
        <translation>Kredite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capitalization</source>
        <translation>Kapitalisierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Destination</source>
        <translation>Zielbahnhof</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>escrow</source>
        <translation>Verwahrung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>incremental</source>
        <translation>schrittweise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>voll</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The first half of the shares sold pays the treasury; the bank holds the rest until the company reaches its destination.</source>
        <translation>Die ersten fünf verkauften Aktien zahlen ins Betriebskapital; den Rest verwahrt die Bank, bis die Gesellschaft ihren Zielbahnhof erreicht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every share sold from the initial offering pays the treasury.</source>
        <translation>Jede aus dem Anfangsangebot verkaufte Aktie zahlt ins Betriebskapital.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ten times the par value once enough shares are sold; no more later.</source>
        <translation>Das Zehnfache des Ausgabepreises, sobald genug Aktien verkauft sind; danach nichts mehr.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(if started now)</source>
        <translation>(bei Gründung jetzt)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The bank holds %1.</source>
        <translation>Die Bank verwahrt %1.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Interest %1 per operating round</source>
        <translation>Zinsen %1 je Operationsrunde</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Destination reached</source>
        <translation>Zielbahnhof erreicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Destination: a route from %1 to %2</source>
        <translation>Zielbahnhof: eine Strecke von %1 nach %2</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="-161"/>
        <source>Started</source>
        <translation>In Betrieb genommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next in the company order: may be started now</source>
        <translation>Nächste in der Reihenfolge der Gesellschaften: kann jetzt in Betrieb genommen werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next in the company order: may be started from the next stock round</source>
        <translation>Nächste in der Reihenfolge der Gesellschaften: kann ab der nächsten Aktienrunde in Betrieb genommen werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot be started while none of its home cities has room</source>
        <translation>Kann nicht in Betrieb genommen werden, solange keiner ihrer möglichen Heimatbahnhöfe Platz hat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Locked: the companies before it in the order must start first</source>
        <translation>Gesperrt: die Gesellschaften davor in der Reihenfolge müssen zuerst in Betrieb genommen werden</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>Place card</source>
        <translation>Platzkarte</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks/players.py" line="-150"/>
        <source>Owed to the bank, with its interest, until repaid</source>
        <translation>Der Bank geschuldet, mit Zinsen, bis zur Rückzahlung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the bankruptcy loans take off the player&apos;s wealth at the end</source>
        <translation>Was die Kredite nach Bankrott bei Spielende vom Vermögen des Spielers abziehen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="-5"/>
        <source>Bond</source>
        <translation>Anleihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E-token</source>
        <translation>E-Marker</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1856.py" line="+15"/>
        <source>Loans are over: no company takes a new one.</source>
        <translation>Keine Kredite mehr: keine Gesellschaft nimmt einen neuen auf.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1880.py" line="+102"/>
        <source>Investor</source>
        <comment>companies&apos; table header</comment>
        <translation>Investor</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 holds %2 of %3 on its charter; when it merges, the share goes to its owner.</source>
        <translation>%1 hält %2 der %3 auf seinem Besitzbogen; beim Zusammenschluss geht die Aktie an seinen Besitzer.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Runs the bank&apos;s cheapest train, which stays in the bank.</source>
        <translation>Fährt mit der billigsten Lok der Bank, die in der Bank bleibt.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="+234"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>Dateien des &amp;Typs:</translation>
    </message>
</context>
<context>
    <name>RouteProblems</name>
    <message>
        <location filename="../railsdesk/ui/engine_messages.py" line="-489"/>
        <source>it names no track</source>
        <translation>sie nennt keine Gleise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>local trains are not supported</source>
        <translation>Lokalzüge werden nicht unterstützt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no track matches {hexes}</source>
        <translation>keine Gleise passen zu {hexes}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its track is used by another route</source>
        <translation>ihre Gleise benutzt schon eine andere Strecke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its chains do not join into one route</source>
        <translation>ihre Abschnitte fügen sich nicht zu einer Strecke</translation>
    </message>
</context>
<context>
    <name>RouteTool</name>
    <message>
        <location filename="../railsdesk/ui/routetool.py" line="+185"/>
        <source>%1 has not run trains yet.</source>
        <translation>%1 ist noch nicht gefahren.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Searching for the best routes…</source>
        <translation>Die besten Strecken werden gesucht…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Route search cancelled.</source>
        <translation>Streckensuche abgebrochen.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Best routes: %1</source>
        <translation>Beste Strecken: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Route search failed: %1</source>
        <translation>Streckensuche fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>%1 / %2 H</source>
        <translation>%1 / %2 H</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../railsdesk/ui/computerturns.py" line="+50"/>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: beginner</source>
        <translation>Computer: Einsteiger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: advanced</source>
        <translation>Computer: Fortgeschritten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+162"/>
        <source>&amp;Computer</source>
        <translation>&amp;Computer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pace of its moves</source>
        <translation>Tempo des Computers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play to my next turn</source>
        <translation>Spielen, bis ich wieder dran bin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s moves without a pause until a person decides</source>
        <translation>Der Computer spielt ohne Pause, bis ein Mensch entscheidet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stop the computer</source>
        <translation>Computer anhalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer stops thinking and makes no move until this is undone</source>
        <translation>Der Computer hört auf zu denken und spielt nicht weiter, bis du das wieder ausschaltest</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 is played by the computer. To play this turn yourself, stop the computer or take the seat back (Game &gt; Computer).</source>
        <translation>%1 wird vom Computer gespielt. Um diesen Zug selbst zu spielen, halte den Computer an oder übernimm den Platz wieder (Spiel &gt; Computer).</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (Computer) denkt nach…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer is stopped</source>
        <translation>Computer angehalten</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="+46"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Interface scale:</source>
        <translation>Skalierung der Oberfläche:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new interface scale applies when railsdesk starts again.</source>
        <translation>Eine neue Skalierung gilt ab dem nächsten Start von railsdesk.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show coordinates on the map frame</source>
        <translation>Koordinaten am Rand des Spielplans zeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show location names</source>
        <translation>Ortsnamen zeigen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player colours</source>
        <translation>Spielerfarben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Route colours</source>
        <translation>Streckenfarben</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="+216"/>
        <source>Welcome to railsdesk</source>
        <translation>Willkommen bei railsdesk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play 18xx railway games at one computer, keep the books beside a board on the table, or open a game recorded on 18xx.games.</source>
        <translation>18xx-Eisenbahnspiele an einem Computer spielen, die Buchführung neben dem Spielplan auf dem Tisch erledigen oder ein auf 18xx.games aufgezeichnetes Spiel öffnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a game</source>
        <translation>Ein Spiel öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options:</source>
        <translation>Varianten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only used by games with random setup (1849).</source>
        <translation>Nur für Spiele mit zufälligem Aufbau (1849).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start companion game</source>
        <translation>Begleitspiel starten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The map stays on the table: the program keeps the money, shares, trains and turns. Tiles and station markers are entered by their cost, runs by their revenue.</source>
        <translation>Die Karte bleibt auf dem Tisch: das Programm führt Geld, Aktien, Loks und Züge der Spieler. Gleisplättchen und Bahnhofsmarker werden mit ihren Kosten eingegeben, Fahrten mit ihrem Einfahrergebnis.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open a saved game or an 18xx.games log…</source>
        <translation>Ein gespeichertes Spiel oder ein 18xx.games-Protokoll öffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent games (double-click to open):</source>
        <translation>Zuletzt geöffnete Spiele (Doppelklick zum Öffnen):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>railsdesk was not closed normally last time. The game that was open can be recovered from its last automatic save.</source>
        <translation>railsdesk wurde beim letzten Mal nicht normal beendet. Das offene Spiel kann aus seiner letzten automatischen Sicherung wiederhergestellt werden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+109"/>
        <source>Player %1:</source>
        <translation>Spieler %1:</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>The rules of this game are not ready yet: it opens with its map only.</source>
        <translation>Die Regeln dieses Spiels sind noch nicht fertig: es öffnet nur mit seinem Spielplan.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="+28"/>
        <location filename="../railsdesk/ui/startpage.py" line="-86"/>
        <location line="+97"/>
        <location line="+32"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="-47"/>
        <source>A game on the screen&apos;s map is not ready yet (it opens with its map only); a companion game keeps the books of a game on the table.</source>
        <translation>Ein Spiel mit Karte auf dem Bildschirm ist noch nicht fertig (es öffnet nur die Karte); ein Begleitspiel führt die Bücher eines Spiels auf dem Tisch.</translation>
    </message>
</context>
<context>
    <name>StockActions</name>
    <message>
        <location filename="../railsdesk/ui/stockactions.py" line="+84"/>
        <source>%1 bids %2 for %3</source>
        <translation>%1 bietet %2 für %3</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Face value %1, revenue %2</source>
        <translation>Nennwert %1, Einnahmen %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Buy for %1</source>
        <translation>Für %1 kaufen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bid for %1</source>
        <translation>Gebot für %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>%1, {term:Order track} place %2</source>
        <translation>%1, {term:Order track} Feld %2</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Start</source>
        <translation>Gründen</translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+40"/>
        <source>Buy shares</source>
        <translation>Aktien kaufen</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Nothing to buy now (point at this line for each company&apos;s reason)</source>
        <translation>Jetzt nichts zu kaufen (zeig auf diese Zeile: der Grund je Gesellschaft)</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Other players may buy it; the rules do not let you buy it in this turn.</source>
        <translation>Andere Spieler dürfen sie kaufen; dir erlauben die Regeln den Kauf in diesem Zug nicht.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Sell shares</source>
        <translation>Aktien verkaufen</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Buy %1% %2 from %3 for %4</source>
        <translation>%1% %2 aus %3 für %4 kaufen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sell %1% %2 for %3</source>
        <translation>%1% %2 für %3 verkaufen</translation>
    </message>
    <message>
        <location line="-211"/>
        <source>Show all %1</source>
        <translation>Alle %1 zeigen</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Take {term:Foreign investor} %1</source>
        <translation>{term:Foreign investor} %1 nehmen</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 pays %2 for its {term:Tokens:lower} as it starts.</source>
        <translation>Die %1 bezahlt beim Start %2 für ihre {term:Tokens}.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Nothing to buy now: %1</source>
        <translation>Jetzt nichts zu kaufen: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 from %2: %3</source>
        <translation>%1 aus %2: %3</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>sold this round</source>
        <translation>in dieser Runde verkauft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You sold shares of %1 in this {term:Stock Round}: you may buy its shares again only in the next one.</source>
        <translation>Du hast in dieser {term:Stock Round} Aktien der %1 verkauft: du darfst sie erst in der nächsten {term:Stock Round} wieder kaufen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bought this turn</source>
        <translation>in diesem Zug schon gekauft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have bought in this turn already: in your turn you may buy one certificate.</source>
        <translation>Du hast in diesem Zug schon gekauft: in deinem Zug darfst du eine Aktie kaufen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>costs %2, you have %3</source>
        <translation>kostet %2, du hast %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A certificate costs %2 and you have %3 in cash: you may buy only with enough cash.</source>
        <translation>Eine Aktie kostet %2, du hast %3 Bargeld: du kannst nur kaufen, wenn du genügend Bargeld hast.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only %2 % allowed</source>
        <translation>höchstens %2 % erlaubt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With it you would hold more than %2 % of %1, more than a player may hold.</source>
        <translation>Durch den Kauf würdest du mehr als die erlaubte Höchstzahl an Aktien der %1 besitzen (%2 %).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{term:Certificate limit} %2 reached</source>
        <translation>{term:Certificate limit} %2 erreicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold as many {term:Certificates:lower} as the {term:Certificate limit:lower} allows (%2): with another you would exceed it.</source>
        <translation>Du besitzt so viele {term:Certificates}, wie das {term:Certificate limit} erlaubt (%2): durch den Kauf würdest du es überschreiten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>last certificate</source>
        <translation>letzte Aktie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last certificate may not be bought while an ordinary share is still to be had in the same place.</source>
        <translation>Die letzte Aktie darf nicht gekauft werden, solange am gleichen Ort noch eine einfache Aktie erhältlich ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>buy %2 first</source>
        <translation>erst %2 kaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold the {term:President&apos;s certificate:lower} of %2 for one share: in this turn you must buy another share of %2, nothing else.</source>
        <translation>Du hast die {term:President&apos;s certificate} der %2 für eine Aktie erhalten: in diesem Zug musst du eine weitere Aktie der %2 kaufen, nichts anderes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not formed yet</source>
        <translation>noch nicht gegründet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The shares of %1 can be traded only after it has formed.</source>
        <translation>Aktien der %1 können erst nach ihrer Gründung gehandelt werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{term:Bank pool:lower} first</source>
        <translation>erst aus dem {term:Bank pool}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {term:Bank pool:lower} holds %2 % of %1, more than 50 %: its shares must be bought from the {term:Bank pool:lower} first.</source>
        <translation>Der {term:Bank pool} hält %2 % der %1, mehr als 50 %: Aktien müssen zuerst aus dem {term:Bank pool} gekauft werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>second 50 % not yet</source>
        <translation>zweite 50 % noch nicht verfügbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The second 50 % of the shares are not available before the first 3 train is bought.</source>
        <translation>Die zweiten 50 % der Aktien sind vor dem Kauf der ersten 3er Lok noch nicht verfügbar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stays unavailable</source>
        <translation>bleibt gesperrt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This certificate of the second 50 % came to a player with a change of director and was sold back to the bank: it stays unavailable for the rest of the game.</source>
        <translation>Diese Aktie der zweiten 50 % kam bei einem Direktorwechsel zu einem Spieler und wurde an die Bank zurückverkauft: Sie bleibt für den Rest des Spiels gesperrt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not for you now</source>
        <translation>für dich jetzt nicht</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 becomes {term:President:lower} of %2</source>
        <translation>%1 wird {term:President} der %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The shares go from the company&apos;s own holding into the {term:Bank pool:lower}; its share price falls a row for each 10% sold.</source>
        <translation>Die Aktien gehen aus dem Besitz der Gesellschaft in den {term:Bank pool}; ihr Kurswert sinkt für jeden verkauften 10%-Anteil um eine Reihe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 sells %2% of its own shares for %3 into its {term:Treasury:lower}</source>
        <translation>%1 verkauft %2% eigene Aktien für %3 ins {term:Treasury}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 buys back %2% of its own shares from the {term:Bank pool:lower} for %3 out of its {term:Treasury:lower}</source>
        <translation>%1 kauft %2% eigene Aktien für %3 aus dem {term:Bank pool} zurück, bezahlt aus dem {term:Treasury}</translation>
    </message>
    <message>
        <location line="-304"/>
        <source>The investor holds 10 % of your first corporation; the share becomes yours when the investor&apos;s home connects to that corporation&apos;s home.</source>
        <translation>Der Investor hält 10 % deiner ersten Aktiengesellschaft; die Aktie geht an dich, sobald er mit ihr ein gemeinsames Streckennetz hat.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../railsdesk/ui/tableview.py" line="+292"/>
        <source>No trains left in the bank</source>
        <translation>Keine Loks mehr in der Bank</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next train: %1 for %2</source>
        <translation>Nächste Lok: %1 für %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>tiles: %1</source>
        <translation>Gleisplättchen: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1-trains rust</source>
        <translation>Loks %1 werden verschrottet</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Company</source>
        <translation>Gesellschaft</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cash</source>
        <translation>Geld</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="-96"/>
        <source>Auction</source>
        <translation>Versteigerung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock Round</source>
        <translation>Aktienrunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operating Round</source>
        <translation>Operationsrunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Merger Round</source>
        <translation>Fusionsrunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draft</source>
        <translation>Auswahlrunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SR</source>
        <translation>AR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OR</source>
        <translation>OR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Private company</source>
        <translation>Privatbahn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>President</source>
        <translation>Direktor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasury</source>
        <translation>Betriebskapital</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initial offering</source>
        <translation>Erstausgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bank pool</source>
        <translation>Bankpool</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Par value</source>
        <translation>Ausgabepreis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share price</source>
        <translation>Aktienkurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Train</source>
        <translation>Lok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trains</source>
        <translation>Loks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Certificates</source>
        <translation>Papiere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens</source>
        <translation>Bahnhofsmarker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lay track</source>
        <translation>Gleise legen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>place a token</source>
        <translation>Bahnhofsmarker setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run trains</source>
        <translation>Loks fahren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pay dividends</source>
        <translation>Dividende ausschütten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy trains</source>
        <translation>Loks kaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy private companies</source>
        <translation>Privatbahnen kaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discard a train</source>
        <translation>Lok abgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid</source>
        <translation>bieten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy or sell shares</source>
        <translation>Aktien kaufen oder verkaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>choose a par value</source>
        <translation>Ausgabepreis festlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take a loan</source>
        <translation>Kredit aufnehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Private companies</source>
        <translation>Privatbahnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>President&apos;s certificate</source>
        <translation>Direktorenaktie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Certificate limit</source>
        <translation>Papierlimit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train limit</source>
        <translation>Loklimit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay out</source>
        <translation>Auszahlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Withhold</source>
        <translation>Einbehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loan</source>
        <translation>Kredit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operating rounds</source>
        <translation>Operationsrunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repay loans</source>
        <translation>Kredite tilgen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repay debt</source>
        <translation>Schulden zurückzahlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy a station slot</source>
        <translation>Platz in einem Bahnhof kaufen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>choose</source>
        <translation>wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assign</source>
        <translation>zuweisen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../railsdesk/ui/logtext.py" line="-90"/>
        <source>Other action (%1)</source>
        <translation>Andere Aktion (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order track</source>
        <translation>Zugreihenfolge-Leiste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Building permits</source>
        <translation>Baurechte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foreign investor</source>
        <translation>Ausländischer Investor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foreign investors</source>
        <translation>Ausländische Investoren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Communist takeover</source>
        <translation>Kommunistische Machtübernahme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debt</source>
        <translation>Schulden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train marker</source>
        <translation>Lokkauf-Marker</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Narrow gauge</source>
        <translation>Schmalspur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard gauge</source>
        <translation>Normalspur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dual gauge</source>
        <translation>Dreischienengleis</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+44"/>
        <source>Stock market</source>
        <translation>Kurstabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 train</source>
        <translation>Lok %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 trains</source>
        <translation>Loks %1</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/engine_messages.py" line="+6"/>
        <source>buy shares</source>
        <translation>Aktien kaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sell shares</source>
        <translation>Aktien verkaufen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="-20"/>
        <source>issue or redeem shares</source>
        <translation>Aktien der Gesellschaft verkaufen oder zurückkaufen</translation>
    </message>
</context>
<context>
    <name>TileTray</name>
    <message>
        <location filename="../railsdesk/ui/docks/tray.py" line="+190"/>
        <source>Tile %1: drag it onto a highlighted hex</source>
        <translation>Gleisplättchen %1: auf ein hervorgehobenes Feld ziehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile %1: none left</source>
        <translation>Gleisplättchen %1: keines mehr übrig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile %1: no track may be laid now</source>
        <translation>Gleisplättchen %1: jetzt dürfen keine Gleise gelegt werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile %1: no hex the company reaches can take it</source>
        <translation>Gleisplättchen %1: kein erreichbares Feld kann es aufnehmen</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>standard gauge</source>
        <translation>Normalspur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>narrow gauge (drawn thin, with white ties)</source>
        <translation>Schmalspur (dünn, mit weißen Schwellen gezeichnet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dual gauge (drawn as two rails)</source>
        <translation>Dreischienengleis (als zwei Schienen gezeichnet)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Track: %1</source>
        <translation>Gleise: %1</translation>
    </message>
</context>
<context>
    <name>TitleStatus</name>
    <message>
        <location filename="../railsdesk/ui/titles/g1880.py" line="+25"/>
        <source>{term:Communist takeover}: share prices stand still, directors may not sell their own shares, privates pay nothing, investors no longer operate</source>
        <translation>{term:Communist takeover}: Aktienkurse eingefroren, kein Aktienverkauf des Direktors, {term:Private companies} zahlen nichts, Investoren agieren nicht mehr</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The last train of a kind has left the bank: a {term:Stock Round} interrupts %1; it resumes with %2 buying trains.</source>
        <translation>Die letzte Lok einer Sorte hat die Bank verlassen: eine {term:Stock Round} unterbricht %1; danach kauft %2 weiter Loks.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 resumes where the {term:Stock Round} stopped it</source>
        <translation>%1 geht dort weiter, wo die {term:Stock Round} sie unterbrochen hat</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has no {term:Building permits:lower} for phase %2: it lays no track</source>
        <translation>%1 hat keine {term:Building permits} für Phase %2: sie baut keine Gleise</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{term:Debt}:</source>
        <translation>{term:Debt}:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="+36"/>
        <source>next</source>
        <translation>als Nächste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next, from the next stock round</source>
        <translation>als Nächste, ab der nächsten Aktienrunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no home city with room</source>
        <translation>kein Heimatbahnhof mit Platz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>locked</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Company order:</source>
        <translation>Reihenfolge der Gesellschaften:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not in the game (scenario 5)</source>
        <translation>%1 ist nicht im Spiel (Szenario 5)</translation>
    </message>
</context>
<context>
    <name>TrainsWidget</name>
    <message>
        <location filename="../railsdesk/ui/docks/trains.py" line="+71"/>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left</source>
        <translation>Übrig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rusts on</source>
        <translation>Schrott ab</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>tiles: %1</source>
        <translation>Gleisplättchen: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>operating rounds: %1</source>
        <translation>{term:Operating rounds}: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1% sold to operate</source>
        <translation>%1% verkauft zur Inbetriebnahme</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>new companies: escrow capitalization</source>
        <translation>neue Gesellschaften: Geld in Verwahrung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>new companies: incremental capitalization</source>
        <translation>neue Gesellschaften: schrittweise Kapitalisierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>new companies: full capitalization</source>
        <translation>neue Gesellschaften: volle Kapitalisierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>companies may buy {term:Private companies:lower}</source>
        <translation>Gesellschaften dürfen {term:Private companies} erwerben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>towns may become cities or plain track</source>
        <translation>Kleinstädte dürfen aus- oder zurückgebaut werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no more loans</source>
        <translation>keine Kredite mehr</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{term:Private companies} close</source>
        <translation>{term:Private companies} werden geschlossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loans are repaid, or the indebted companies form the CGR</source>
        <translation>Kredite werden getilgt, oder die verschuldeten Gesellschaften gehen in die CGR auf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the port marker leaves the map</source>
        <translation>der Hafenmarker wird entfernt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>companies may also start at L.144</source>
        <translation>Gesellschaften können auch mit Startkurswert L.144 in Betrieb genommen werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>companies may also start at L.216</source>
        <translation>Gesellschaften können auch mit Startkurswert L.216 in Betrieb genommen werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>earthquake in Messina: its stations are lost, its tile goes back to the printed one, and it is not upgraded until the next stock round</source>
        <translation>Erdbeben in Messina: seine Bahnhofsmarker gehen verloren, das Gleisplättchen wird durch das aufgedruckte ersetzt, und bis zur nächsten Aktienrunde wird dort nicht ausgebaut</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>the blue zone of the stock market opens</source>
        <translation>die blaue Zone der Kurstabelle wird geöffnet</translation>
    </message>
</context>
<context>
        <name>TitleOptions</name>
        <message>
            <source>Several brown-zone shares may be bought from the IPO, too</source>
            <translation>Auch aus der Erstausgabe dürfen mehrere Aktien im braunen Bereich gekauft werden</translation>
        </message>
        <message>
            <source>A third 6-train</source>
            <translation>Eine dritte 6er-Lok</translation>
        </message>
        <message>
            <source>Alternate destinations for the corporations</source>
            <translation>Andere Zielbahnhöfe für die Gesellschaften</translation>
        </message>
        <message>
            <source>Any number of bridge and tunnel rights</source>
            <translation>Beliebig viele Brücken- und Tunnelrechte</translation>
        </message>
        <message>
            <source>8-trains ($1000, $650 with a trade-in) instead of D-trains</source>
            <translation>Achterloks ($1000, $650 bei Inzahlungnahme) statt Dieselloks</translation>
        </message>
        <message>
            <source>Advanced game: companies buy places in other companies' stations (from phase 6) and issue a bond (from phase 8)</source>
            <translation>Spiel für Fortgeschrittene: Gesellschaften kaufen Plätze in Bahnhöfen anderer Gesellschaften (ab Phase Sechs) und geben eine Anleihe aus (ab Phase Acht)</translation>
        </message>
        <message>
            <source>Electric Dreams (only with the advanced game): E-tokens and E-trains from phase 12</source>
            <translation>Variante „Electric Dreams“ (nur beim Spiel für Fortgeschrittene): E-Marker und E-Loks ab Phase Zwölf</translation>
        </message>
        <message>
            <source>Scenario 5 (five companies) instead of scenario 6</source>
            <translation>Szenario 5 (fünf Gesellschaften) statt Szenario 6</translation>
        </message>
        <message>
            <source>The IFT is not among the first three companies of the order (a variant of 18xx.games, not in the rulebook)</source>
            <translation>Die I.F.T. ist nicht unter den ersten drei Gesellschaften der Reihenfolge (eine Variante von 18xx.games, nicht in der Spielregel)</translation>
        </message>
        <message>
            <source>Scenario 5: five companies</source>
            <translation>Szenario 5: fünf Gesellschaften</translation>
        </message>
        <message>
            <source>Scenario 6: six companies</source>
            <translation>Szenario 6: sechs Gesellschaften</translation>
        </message>
    </context>
</TS>
