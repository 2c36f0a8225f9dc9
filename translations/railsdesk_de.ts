<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="137" />
        <source>Viewing an earlier moment of the game</source>
        <translation>Ein früherer Moment des Spiels wird gezeigt</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="138" />
        <source>Moves can be made only in the present.</source>
        <translation>Züge sind nur in der Gegenwart möglich.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="142" />
        <source>The game is over</source>
        <translation>Das Spiel ist zu Ende</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="147" />
        <source>Nobody can act</source>
        <translation>Niemand ist am Zug</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="161" />
        <source>Drag a tile from the tray onto a highlighted hex, or click a hex.</source>
        <translation>Ziehe ein Gleisplättchen auf ein hervorgehobenes Feld oder klicke ein Feld an.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="167" />
        <source>Click a highlighted city slot on the map.</source>
        <translation>Klicke auf einen hervorgehobenen Bahnhofsplatz auf dem Spielplan.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="169" />
        <source>Cost: %1</source>
        <translation>Kosten: %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="196" />
        <source>Discard %1</source>
        <translation>%1 abgeben</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="208" />
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="210" />
        <source>Done / skip this step</source>
        <translation>Fertig / diesen Schritt überspringen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="212" />
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="226" />
        <source>Face value %1, revenue %2</source>
        <translation>Nennwert %1, Einnahmen %2</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="245" />
        <source>Bid</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="267" />
        <source>Start</source>
        <translation>Gründen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="277" />
        <source>Buy shares</source>
        <translation>Aktien kaufen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="277" />
        <source>Sell shares</source>
        <translation>Aktien verkaufen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="291" />
        <source>Buy %1% %2 from %3 for %4</source>
        <translation>%1% %2 aus %3 für %4 kaufen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="298" />
        <source>Sell %1% %2 for %3</source>
        <translation>%1% %2 für %3 verkaufen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="308" />
        <source>Revenue: %1</source>
        <translation>Einfahrergebnis: %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="310" />
        <source>No routes chosen yet. Auto finds the best routes.</source>
        <translation>Noch keine Strecken gewählt. „Automatisch“ findet die besten Strecken.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="315" />
        <location filename="../railsdesk/ui/actionpanel.py" line="419" />
        <source>Auto</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="316" />
        <source>Run trains</source>
        <translation>Loks fahren</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="329" />
        <source>Pay out</source>
        <translation>Auszahlen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="331" />
        <source>(%1 per share)</source>
        <translation>(%1 je Aktie)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="335" />
        <source>Withhold</source>
        <translation>Einbehalten</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="337" />
        <source>(%1 to the treasury)</source>
        <translation>(%1 ins Betriebskapital)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="349" />
        <source>the bank</source>
        <translation>der Bank</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="351" />
        <source>Buy a %1 train from %2 for %3</source>
        <translation>%1er-Lok von %2 für %3 kaufen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="362" />
        <source>%1 train from %2</source>
        <translation>%1er-Lok von %2</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="369" />
        <location filename="../railsdesk/ui/actionpanel.py" line="389" />
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="402" />
        <source>Final standings</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="419" />
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>BoardController</name>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="72" />
        <source>Tile %1 cannot be laid anywhere now.</source>
        <translation>Gleisplättchen %1 kann jetzt nirgends gelegt werden.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="78" />
        <source>Tile %1: drop it on a highlighted hex. R or the wheel turns it, Esc cancels.</source>
        <translation>Gleisplättchen %1: auf ein hervorgehobenes Feld ziehen. R oder das Mausrad dreht es, Esc bricht ab.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="157" />
        <source>Tile laying cancelled.</source>
        <translation>Legen des Gleisplättchens abgebrochen.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="211" />
        <source>Tile %1</source>
        <translation>Gleisplättchen %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="227" />
        <source>R or the wheel turns the tile; Enter or a click lays it; Esc cancels.</source>
        <translation>R oder das Mausrad dreht das Gleisplättchen; Enter oder ein Klick legt es; Esc bricht ab.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="298" />
        <source>%1 is reserved by the private company %2.</source>
        <translation>%1 ist durch die Privatbahn %2 gesperrt.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="305" />
        <source>%1 cannot be built on.</source>
        <translation>Auf %1 kann nicht gebaut werden.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="313" />
        <source>A %1 tile cannot be laid on a %2 hex (%3).</source>
        <translation>Ein %1 Gleisplättchen kann nicht auf ein %2 Feld gelegt werden (%3).</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="322" />
        <source>Tile %1 does not fit %2: its track, cities or label do not match.</source>
        <translation>Gleisplättchen %1 passt nicht auf %2: Gleise, Städte oder Beschriftung stimmen nicht überein.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="330" />
        <source>Choose one of the tiles offered for %1.</source>
        <translation>Wähle eines der für %1 angebotenen Gleisplättchen.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="334" />
        <source>%1 cannot be reached by %2's track now, or is not upgradable.</source>
        <translation>%1 ist für %2 jetzt nicht über Gleise erreichbar oder kann nicht ausgebaut werden.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../railsdesk/ui/board/scene.py" line="212" />
        <source>Token of %1</source>
        <translation>Bahnhofsmarker von %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/scene.py" line="214" />
        <source>Reserved for %1</source>
        <translation>Reserviert für %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/scene.py" line="215" />
        <source>Place a token here for %1</source>
        <translation>Bahnhofsmarker hier für %1 setzen</translation>
    </message>
</context>
<context>
    <name>Colors</name>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="344" />
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="345" />
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="346" />
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="347" />
        <source>brown</source>
        <translation>braun</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="348" />
        <source>gray</source>
        <translation>grau</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="349" />
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="350" />
        <source>blue</source>
        <translation>blau</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../railsdesk/ui/session.py" line="169" />
        <source>The rules engine failed: %1</source>
        <translation>Fehler in den Spielregeln: %1</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="39" />
        <source>{who} bids {price} for {target}</source>
        <translation>{who} bietet {price} für {target}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="45" />
        <source>{who} passes</source>
        <translation>{who} passt</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="49" />
        <source>{who} starts {corp} at {price}</source>
        <translation>{who} gründet {corp} zu {price}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="58" />
        <source>{who} buys {pct}% of {corp}</source>
        <translation>{who} kauft {pct}% {corp}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="60" />
        <source>{who} sells {pct}% of {corp}</source>
        <translation>{who} verkauft {pct}% {corp}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="64" />
        <source>{who} lays tile {tile} on {hex} (rotation {rot})</source>
        <translation>{who} legt Gleisplättchen {tile} auf {hex} (Drehung {rot})</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="75" />
        <source>{who} places a token in {city}</source>
        <translation>{who} setzt einen Bahnhofsmarker in {city}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="83" />
        <source>{who} runs {n} train(s) for {revenue}</source>
        <translation>{who} fährt mit {n} Lok(s) {revenue} ein</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="90" />
        <source>{who} withholds</source>
        <translation>{who} behält ein</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="91" />
        <source>{who} pays out</source>
        <translation>{who} schüttet aus</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="94" />
        <source>{who} buys a {train} train for {price}</source>
        <translation>{who} kauft eine {train}er-Lok für {price}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="101" />
        <source>{who} discards a {train} train</source>
        <translation>{who} gibt eine {train}er-Lok ab</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="107" />
        <source>{who} buys {company} for {price}</source>
        <translation>{who} kauft {company} für {price}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="113" />
        <source>{who} goes bankrupt</source>
        <translation>{who} ist bankrott</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="116" />
        <source>{who} takes back the last action</source>
        <translation>{who} nimmt die letzte Aktion zurück</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="119" />
        <source>{who} redoes an action</source>
        <translation>{who} stellt eine Aktion wieder her</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="123" />
        <source>{who}: {action}</source>
        <translation>{who}: {action}</translation>
    </message>
</context>
<context>
    <name>LogWidget</name>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="575" />
        <source>Back to the present</source>
        <translation>Zurück zur Gegenwart</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="280" />
        <source>No recent games</source>
        <translation>Keine zuletzt geöffneten Spiele</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="308" />
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="309" />
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="310" />
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="311" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="312" />
        <source>&amp;Panels</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="313" />
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="314" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="316" />
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="316" />
        <source>Start a new game</source>
        <translation>Ein neues Spiel beginnen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="317" />
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="317" />
        <source>Open a saved game or an 18xx.games log</source>
        <translation>Ein gespeichertes Spiel oder ein 18xx.games-Protokoll öffnen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="318" />
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="318" />
        <location filename="../railsdesk/ui/mainwindow.py" line="900" />
        <source>Save the game</source>
        <translation>Das Spiel speichern</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="319" />
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="320" />
        <source>&amp;Export for 18xx.games…</source>
        <translation>Für 18xx.games &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="321" />
        <source>&amp;Close game</source>
        <translation>Spiel &amp;schließen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="322" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="323" />
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="323" />
        <source>Take back the last action (Ctrl+Z)</source>
        <translation>Die letzte Aktion zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="324" />
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="324" />
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Wiederherstellen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="325" />
        <source>&amp;Auto routes</source>
        <translation>&amp;Automatische Strecken</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="325" />
        <source>Find the best routes for the trains</source>
        <translation>Die besten Strecken für die Loks finden</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="326" />
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="327" />
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="328" />
        <source>&amp;Fit to window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="329" />
        <source>Show &amp;coordinates</source>
        <translation>&amp;Koordinaten zeigen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="330" />
        <source>Show location &amp;names</source>
        <translation>&amp;Ortsnamen zeigen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="331" />
        <source>&amp;Reset panel layout</source>
        <translation>Fensteranordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="332" />
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="333" />
        <source>&amp;About railsdesk</source>
        <translation>Ü&amp;ber railsdesk</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="340" />
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="341" />
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="347" />
        <source>Tiles</source>
        <translation>Gleisplättchen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="348" />
        <source>Tile manifest</source>
        <translation>Gleisplättchen-Vorrat</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="349" />
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="350" />
        <source>Stock market</source>
        <translation>Kurstabelle</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="352" />
        <source>Players and companies</source>
        <translation>Spieler und Gesellschaften</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="353" />
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="360" />
        <source>%1 and phases</source>
        <translation>%1 und Phasen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="366" />
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="389" />
        <source>Cannot start the game</source>
        <translation>Das Spiel kann nicht beginnen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="390" />
        <source>The game could not be started: %1</source>
        <translation>Das Spiel konnte nicht begonnen werden: %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="402" />
        <source>Open a game</source>
        <translation>Ein Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="404" />
        <source>Games (*.json *.rdsave);;All files (*)</source>
        <translation>Spiele (*.json *.rdsave);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="409" />
        <source>Opening files is not available yet.</source>
        <translation>Das Öffnen von Dateien ist noch nicht verfügbar.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="413" />
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="426" />
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="433" />
        <source>Cannot open the game</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="434" />
        <source>%1 could not be opened.

%2

The file has not been changed.</source>
        <translation>%1 konnte nicht geöffnet werden.

%2

Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="505" />
        <source>Unsaved game</source>
        <translation>Nicht gespeichertes Spiel</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="506" />
        <source>Save the game before closing it?</source>
        <translation>Das Spiel vor dem Schließen speichern?</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="682" />
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="684" />
        <source>%1 — map only</source>
        <translation>%1 — nur der Spielplan</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="687" />
        <source>Bank %1</source>
        <translation>Bank %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="707" />
        <source>Showing the game after action %1</source>
        <translation>Das Spiel nach Aktion %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="747" />
        <source>Not allowed</source>
        <translation>Nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="765" />
        <source>The route finder is not available yet.</source>
        <translation>Die Streckensuche ist noch nicht verfügbar.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="773" />
        <source>Searching for the best routes…</source>
        <translation>Die besten Strecken werden gesucht…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="779" />
        <source>Route search cancelled.</source>
        <translation>Streckensuche abgebrochen.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="797" />
        <source>Best routes: %1</source>
        <translation>Beste Strecken: %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="804" />
        <source>Route search failed: %1</source>
        <translation>Streckensuche fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="870" />
        <source>Cannot show that moment: %1</source>
        <translation>Dieser Moment kann nicht gezeigt werden: %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="874" />
        <source>Rebuilding the game at that moment…</source>
        <translation>Das Spiel wird für diesen Moment aufgebaut…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="902" />
        <source>railsdesk games (*.json)</source>
        <translation>railsdesk-Spiele (*.json)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="914" />
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="915" />
        <source>The game could not be saved to %1:
%2</source>
        <translation>Das Spiel konnte nicht in %1 gespeichert werden:
%2</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="923" />
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="931" />
        <source>Export for 18xx.games</source>
        <translation>Für 18xx.games exportieren</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="933" />
        <source>18xx.games logs (*.json)</source>
        <translation>18xx.games-Protokolle (*.json)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="940" />
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="942" />
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="993" />
        <source>About railsdesk</source>
        <translation>Über railsdesk</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="994" />
        <source>railsdesk %1

Play and keep the books of 18xx railway games.</source>
        <translation>railsdesk %1

18xx-Eisenbahnspiele spielen und ihre Buchführung erledigen.</translation>
    </message>
</context>
<context>
    <name>PlayersWidget</name>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="436" />
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="436" />
        <source>Cash</source>
        <translation>Bargeld</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="437" />
        <source>Private companies</source>
        <translation>Privatbahnen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="437" />
        <source>Worth</source>
        <translation>Vermögen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="469" />
        <source>Company</source>
        <translation>Gesellschaft</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="473" />
        <source>Last revenue</source>
        <translation>Letztes Einfahrergebnis</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="46" />
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="56" />
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="62" />
        <source>Interface scale:</source>
        <translation>Skalierung der Oberfläche:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="63" />
        <source>A new interface scale applies when railsdesk starts again.</source>
        <translation>Eine neue Skalierung gilt ab dem nächsten Start von railsdesk.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="68" />
        <source>Show coordinates on the map frame</source>
        <translation>Koordinaten am Rand des Spielplans zeigen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="71" />
        <source>Show location names</source>
        <translation>Ortsnamen zeigen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="78" />
        <source>Player colours</source>
        <translation>Spielerfarben</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="80" />
        <source>Route colours</source>
        <translation>Streckenfarben</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="184" />
        <source>Welcome to railsdesk</source>
        <translation>Willkommen bei railsdesk</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="187" />
        <source>Play 18xx railway games at one computer, keep the books beside a board on the table, or open a game recorded on 18xx.games.</source>
        <translation>18xx-Eisenbahnspiele an einem Computer spielen, die Buchführung neben dem Spielplan auf dem Tisch erledigen oder ein auf 18xx.games aufgezeichnetes Spiel öffnen.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="191" />
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="192" />
        <source>Open a game</source>
        <translation>Ein Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="193" />
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="194" />
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="195" />
        <source>Options:</source>
        <translation>Varianten:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="196" />
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="197" />
        <source>Only used by games with random setup (1849).</source>
        <translation>Nur für Spiele mit zufälligem Aufbau (1849).</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="198" />
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="199" />
        <source>Open a saved game or an 18xx.games log…</source>
        <translation>Ein gespeichertes Spiel oder ein 18xx.games-Protokoll öffnen…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="200" />
        <source>Recent games (double-click to open):</source>
        <translation>Zuletzt geöffnete Spiele (Doppelklick zum Öffnen):</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="201" />
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="202" />
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="205" />
        <source>railsdesk was not closed normally last time. The game that was open can be recovered from its last automatic save.</source>
        <translation>railsdesk wurde beim letzten Mal nicht normal beendet. Das offene Spiel kann aus seiner letzten automatischen Sicherung wiederhergestellt werden.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="212" />
        <location filename="../railsdesk/ui/startpage.py" line="259" />
        <source>Player %1:</source>
        <translation>Spieler %1:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="247" />
        <source>The rules of this game are not ready yet: it opens with its map only.</source>
        <translation>Die Regeln dieses Spiels sind noch nicht fertig: es öffnet nur mit seinem Spielplan.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="258" />
        <location filename="../railsdesk/ui/startpage.py" line="268" />
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="76" />
        <source>Auction</source>
        <translation>Versteigerung</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="77" />
        <source>Stock Round</source>
        <translation>Aktienrunde</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="78" />
        <source>Operating Round</source>
        <translation>Operationsrunde</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="79" />
        <source>Merger Round</source>
        <translation>Fusionsrunde</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="80" />
        <source>Draft</source>
        <translation>Auswahlrunde</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="81" />
        <source>SR</source>
        <translation>AR</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="82" />
        <source>OR</source>
        <translation>OR</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="83" />
        <source>Private company</source>
        <translation>Privatbahn</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="84" />
        <source>President</source>
        <translation>Direktor</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="85" />
        <source>Treasury</source>
        <translation>Betriebskapital</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="86" />
        <source>Initial offering</source>
        <translation>Erstausgabe</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="87" />
        <source>Bank pool</source>
        <translation>Bankpool</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="88" />
        <source>Par value</source>
        <translation>Ausgabepreis</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="89" />
        <source>Share price</source>
        <translation>Aktienkurs</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="90" />
        <source>Train</source>
        <translation>Lok</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="91" />
        <source>Trains</source>
        <translation>Loks</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="92" />
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="93" />
        <source>Certificates</source>
        <translation>Papiere</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="94" />
        <source>Tokens</source>
        <translation>Bahnhofsmarker</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="95" />
        <source>lay track</source>
        <translation>Gleise legen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="96" />
        <source>place a token</source>
        <translation>Bahnhofsmarker setzen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="97" />
        <source>run trains</source>
        <translation>Loks fahren</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="98" />
        <source>pay dividends</source>
        <translation>Dividende ausschütten</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="99" />
        <source>buy trains</source>
        <translation>Loks kaufen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="100" />
        <source>buy private companies</source>
        <translation>Privatbahnen kaufen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="101" />
        <source>discard a train</source>
        <translation>Lok abgeben</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="102" />
        <source>bid</source>
        <translation>bieten</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="103" />
        <source>buy or sell shares</source>
        <translation>Aktien kaufen oder verkaufen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="104" />
        <source>choose a par value</source>
        <translation>Ausgabepreis festlegen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="105" />
        <source>take a loan</source>
        <translation>Kredit aufnehmen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="106" />
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
</context>
<context>
    <name>TileTray</name>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="170" />
        <source>Tile %1: drag it onto a highlighted hex</source>
        <translation>Gleisplättchen %1: auf ein hervorgehobenes Feld ziehen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="172" />
        <source>Tile %1: none left</source>
        <translation>Gleisplättchen %1: keines mehr übrig</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="174" />
        <source>Tile %1: no track may be laid now</source>
        <translation>Gleisplättchen %1: jetzt dürfen keine Gleise gelegt werden</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="177" />
        <source>Tile %1: no hex the company reaches can take it</source>
        <translation>Gleisplättchen %1: kein erreichbares Feld kann es aufnehmen</translation>
    </message>
</context>
<context>
    <name>Title1830</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="110" />
        <source>Operating Round</source>
        <translation>Operationsrunde</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="111" />
        <source>Private company</source>
        <translation>Privatbahn</translation>
    </message>
</context>
<context>
    <name>Title1849</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="108" />
        <source>Operating Round</source>
        <translation>Operationsrunde</translation>
    </message>
</context>
<context>
    <name>Title1856</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="107" />
        <source>Operating Round</source>
        <translation>Operationsrunde</translation>
    </message>
</context>
<context>
    <name>Title1880</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="109" />
        <source>Operating Round</source>
        <translation>Betriebsrunde</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="112" />
        <source>Private company</source>
        <translation>Privatpapier</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="113" />
        <source>Stock Round</source>
        <translation>Aktienrunde</translation>
    </message>
</context>
<context>
    <name>TrainsWidget</name>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="338" />
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="338" />
        <source>Left</source>
        <translation>Übrig</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="338" />
        <source>Rusts on</source>
        <translation>Verschrottet bei</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="339" />
        <source>Train limit</source>
        <translation>Loklimit</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="381" />
        <source>%1 %2 — tiles: %3 — operating rounds: %4</source>
        <translation>%1 %2 — Gleisplättchen: %3 — Operationsrunden: %4</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="391" />
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="392" />
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="393" />
        <source>brown</source>
        <translation>braun</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="394" />
        <source>gray</source>
        <translation>grau</translation>
    </message>
</context>
</TS>