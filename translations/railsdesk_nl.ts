<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="nl_NL">
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="137" />
        <source>Viewing an earlier moment of the game</source>
        <translation>Een eerder moment van het spel wordt getoond</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="138" />
        <source>Moves can be made only in the present.</source>
        <translation>Zetten kunnen alleen in het heden worden gedaan.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="142" />
        <source>The game is over</source>
        <translation>Het spel is afgelopen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="147" />
        <source>Nobody can act</source>
        <translation>Niemand is aan de beurt</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="161" />
        <source>Drag a tile from the tray onto a highlighted hex, or click a hex.</source>
        <translation>Sleep een kaartje naar een gemarkeerd vakje, of klik op een vakje.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="167" />
        <source>Click a highlighted city slot on the map.</source>
        <translation>Klik op een gemarkeerde stadscirkel op het bord.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="169" />
        <source>Cost: %1</source>
        <translation>Kosten: %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="196" />
        <source>Discard %1</source>
        <translation>%1 inleveren</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="208" />
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="210" />
        <source>Done / skip this step</source>
        <translation>Klaar / deze stap overslaan</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="212" />
        <source>Done</source>
        <translation>Klaar</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="226" />
        <source>Face value %1, revenue %2</source>
        <translation>Nominale waarde %1, inkomsten %2</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="245" />
        <source>Bid</source>
        <translation>Bieden</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="267" />
        <source>Start</source>
        <translation>Oprichten</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="277" />
        <source>Buy shares</source>
        <translation>Aandelen kopen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="277" />
        <source>Sell shares</source>
        <translation>Aandelen verkopen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="291" />
        <source>Buy %1% %2 from %3 for %4</source>
        <translation>%1% %2 uit %3 kopen voor %4</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="298" />
        <source>Sell %1% %2 for %3</source>
        <translation>%1% %2 verkopen voor %3</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="308" />
        <source>Revenue: %1</source>
        <translation>Winst: %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="310" />
        <source>No routes chosen yet. Auto finds the best routes.</source>
        <translation>Nog geen routes gekozen. „Automatisch” vindt de beste routes.</translation>
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
        <translation>Treinen laten rijden</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="329" />
        <source>Pay out</source>
        <translation>Uitkeren</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="331" />
        <source>(%1 per share)</source>
        <translation>(%1 per aandeel)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="335" />
        <source>Withhold</source>
        <translation>Achterhouden</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="337" />
        <source>(%1 to the treasury)</source>
        <translation>(%1 naar de kas)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="349" />
        <source>the bank</source>
        <translation>de bank</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="351" />
        <source>Buy a %1 train from %2 for %3</source>
        <translation>Een %1-trein kopen van %2 voor %3</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="362" />
        <source>%1 train from %2</source>
        <translation>%1-trein van %2</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="369" />
        <location filename="../railsdesk/ui/actionpanel.py" line="389" />
        <source>Buy</source>
        <translation>Kopen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="402" />
        <source>Final standings</source>
        <translation>Eindscore</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="419" />
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>BoardController</name>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="72" />
        <source>Tile %1 cannot be laid anywhere now.</source>
        <translation>Kaartje %1 kan nu nergens worden gelegd.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="78" />
        <source>Tile %1: drop it on a highlighted hex. R or the wheel turns it, Esc cancels.</source>
        <translation>Kaartje %1: laat het op een gemarkeerd vakje vallen. R of het muiswiel draait het, Esc annuleert.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="157" />
        <source>Tile laying cancelled.</source>
        <translation>Leggen van het kaartje geannuleerd.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="211" />
        <source>Tile %1</source>
        <translation>Kaartje %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="227" />
        <source>R or the wheel turns the tile; Enter or a click lays it; Esc cancels.</source>
        <translation>R of het muiswiel draait het kaartje; Enter of een klik legt het; Esc annuleert.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="298" />
        <source>%1 is reserved by the private company %2.</source>
        <translation>%1 is geblokkeerd door de besloten vennootschap %2.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="305" />
        <source>%1 cannot be built on.</source>
        <translation>Op %1 kan niet worden gebouwd.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="313" />
        <source>A %1 tile cannot be laid on a %2 hex (%3).</source>
        <translation>Een %1 kaartje kan niet op een %2 vakje worden gelegd (%3).</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="322" />
        <source>Tile %1 does not fit %2: its track, cities or label do not match.</source>
        <translation>Kaartje %1 past niet op %2: spoorlijnen, steden of opschrift komen niet overeen.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="330" />
        <source>Choose one of the tiles offered for %1.</source>
        <translation>Kies een van de kaartjes die voor %1 worden aangeboden.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="334" />
        <source>%1 cannot be reached by %2's track now, or is not upgradable.</source>
        <translation>%1 is nu niet bereikbaar via het spoorwegnet van %2, of kan niet worden vervangen.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../railsdesk/ui/board/scene.py" line="212" />
        <source>Token of %1</source>
        <translation>Fiche van %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/scene.py" line="214" />
        <source>Reserved for %1</source>
        <translation>Gereserveerd voor %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/scene.py" line="215" />
        <source>Place a token here for %1</source>
        <translation>Hier een fiche plaatsen voor %1</translation>
    </message>
</context>
<context>
    <name>Colors</name>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="344" />
        <source>white</source>
        <translation>wit</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="345" />
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="346" />
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="347" />
        <source>brown</source>
        <translation>bruin</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="348" />
        <source>gray</source>
        <translation>grijs</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="349" />
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="350" />
        <source>blue</source>
        <translation>blauw</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../railsdesk/ui/session.py" line="169" />
        <source>The rules engine failed: %1</source>
        <translation>Fout in de spelregels: %1</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="39" />
        <source>{who} bids {price} for {target}</source>
        <translation>{who} biedt {price} voor {target}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="45" />
        <source>{who} passes</source>
        <translation>{who} past</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="49" />
        <source>{who} starts {corp} at {price}</source>
        <translation>{who} richt {corp} op tegen {price}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="58" />
        <source>{who} buys {pct}% of {corp}</source>
        <translation>{who} koopt {pct}% {corp}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="60" />
        <source>{who} sells {pct}% of {corp}</source>
        <translation>{who} verkoopt {pct}% {corp}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="64" />
        <source>{who} lays tile {tile} on {hex} (rotation {rot})</source>
        <translation>{who} legt kaartje {tile} op {hex} (draaiing {rot})</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="75" />
        <source>{who} places a token in {city}</source>
        <translation>{who} plaatst een fiche in {city}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="83" />
        <source>{who} runs {n} train(s) for {revenue}</source>
        <translation>{who} laat {n} trein(en) rijden voor {revenue}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="90" />
        <source>{who} withholds</source>
        <translation>{who} houdt de winst achter</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="91" />
        <source>{who} pays out</source>
        <translation>{who} keert uit</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="94" />
        <source>{who} buys a {train} train for {price}</source>
        <translation>{who} koopt een {train}-trein voor {price}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="101" />
        <source>{who} discards a {train} train</source>
        <translation>{who} levert een {train}-trein in</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="107" />
        <source>{who} buys {company} for {price}</source>
        <translation>{who} koopt {company} voor {price}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="113" />
        <source>{who} goes bankrupt</source>
        <translation>{who} gaat bankroet</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="116" />
        <source>{who} takes back the last action</source>
        <translation>{who} neemt de laatste actie terug</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="119" />
        <source>{who} redoes an action</source>
        <translation>{who} herstelt een actie</translation>
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
        <translation>Terug naar het heden</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="280" />
        <source>No recent games</source>
        <translation>Geen recente spellen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="308" />
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="309" />
        <source>Open &amp;recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="310" />
        <source>&amp;Edit</source>
        <translation>&amp;Bewerken</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="311" />
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="312" />
        <source>&amp;Panels</source>
        <translation>&amp;Panelen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="313" />
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="314" />
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="316" />
        <source>&amp;New game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="316" />
        <source>Start a new game</source>
        <translation>Een nieuw spel beginnen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="317" />
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="317" />
        <source>Open a saved game or an 18xx.games log</source>
        <translation>Een opgeslagen spel of een 18xx.games-logboek openen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="318" />
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="318" />
        <location filename="../railsdesk/ui/mainwindow.py" line="900" />
        <source>Save the game</source>
        <translation>Het spel opslaan</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="319" />
        <source>Save &amp;as…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="320" />
        <source>&amp;Export for 18xx.games…</source>
        <translation>&amp;Exporteren voor 18xx.games…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="321" />
        <source>&amp;Close game</source>
        <translation>Spel &amp;sluiten</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="322" />
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="323" />
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="323" />
        <source>Take back the last action (Ctrl+Z)</source>
        <translation>De laatste actie terugnemen (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="324" />
        <source>&amp;Redo</source>
        <translation>Op&amp;nieuw</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="324" />
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Opnieuw (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="325" />
        <source>&amp;Auto routes</source>
        <translation>&amp;Automatische routes</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="325" />
        <source>Find the best routes for the trains</source>
        <translation>De beste routes voor de treinen vinden</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="326" />
        <source>Zoom &amp;in</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="327" />
        <source>Zoom &amp;out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="328" />
        <source>&amp;Fit to window</source>
        <translation>Aan &amp;venster aanpassen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="329" />
        <source>Show &amp;coordinates</source>
        <translation>&amp;Coördinaten tonen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="330" />
        <source>Show location &amp;names</source>
        <translation>&amp;Plaatsnamen tonen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="331" />
        <source>&amp;Reset panel layout</source>
        <translation>Indeling van de panelen he&amp;rstellen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="332" />
        <source>&amp;Settings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="333" />
        <source>&amp;About railsdesk</source>
        <translation>&amp;Over railsdesk</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="340" />
        <source>Toolbar</source>
        <translation>Werkbalk</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="341" />
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="347" />
        <source>Tiles</source>
        <translation>Kaartjes</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="348" />
        <source>Tile manifest</source>
        <translation>Voorraad kaartjes</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="349" />
        <source>Actions</source>
        <translation>Acties</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="350" />
        <source>Stock market</source>
        <translation>Effectenbeurs</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="352" />
        <source>Players and companies</source>
        <translation>Spelers en maatschappijen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="353" />
        <source>Game log</source>
        <translation>Spelverslag</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="360" />
        <source>%1 and phases</source>
        <translation>%1 en stadia</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="366" />
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="389" />
        <source>Cannot start the game</source>
        <translation>Het spel kan niet beginnen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="390" />
        <source>The game could not be started: %1</source>
        <translation>Het spel kon niet worden begonnen: %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="402" />
        <source>Open a game</source>
        <translation>Een spel openen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="404" />
        <source>Games (*.json *.rdsave);;All files (*)</source>
        <translation>Spellen (*.json *.rdsave);;Alle bestanden (*)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="409" />
        <source>Opening files is not available yet.</source>
        <translation>Bestanden openen is nog niet beschikbaar.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="413" />
        <source>Opening %1…</source>
        <translation>%1 wordt geopend…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="426" />
        <source>Opened %1</source>
        <translation>%1 geopend</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="433" />
        <source>Cannot open the game</source>
        <translation>Het spel kan niet worden geopend</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="434" />
        <source>%1 could not be opened.

%2

The file has not been changed.</source>
        <translation>%1 kon niet worden geopend.

%2

Het bestand is niet gewijzigd.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="505" />
        <source>Unsaved game</source>
        <translation>Niet opgeslagen spel</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="506" />
        <source>Save the game before closing it?</source>
        <translation>Het spel opslaan voordat het wordt gesloten?</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="682" />
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="684" />
        <source>%1 — map only</source>
        <translation>%1 — alleen het bord</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="687" />
        <source>Bank %1</source>
        <translation>Bank %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="707" />
        <source>Showing the game after action %1</source>
        <translation>Het spel na actie %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="747" />
        <source>Not allowed</source>
        <translation>Niet toegestaan</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="765" />
        <source>The route finder is not available yet.</source>
        <translation>Het zoeken naar routes is nog niet beschikbaar.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="773" />
        <source>Searching for the best routes…</source>
        <translation>De beste routes worden gezocht…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="779" />
        <source>Route search cancelled.</source>
        <translation>Zoeken naar routes geannuleerd.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="797" />
        <source>Best routes: %1</source>
        <translation>Beste routes: %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="804" />
        <source>Route search failed: %1</source>
        <translation>Zoeken naar routes mislukt: %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="870" />
        <source>Cannot show that moment: %1</source>
        <translation>Dat moment kan niet worden getoond: %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="874" />
        <source>Rebuilding the game at that moment…</source>
        <translation>Het spel wordt voor dat moment opgebouwd…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="902" />
        <source>railsdesk games (*.json)</source>
        <translation>railsdesk-spellen (*.json)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="914" />
        <source>Cannot save</source>
        <translation>Opslaan niet mogelijk</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="915" />
        <source>The game could not be saved to %1:
%2</source>
        <translation>Het spel kon niet worden opgeslagen in %1:
%2</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="923" />
        <source>Saved %1</source>
        <translation>%1 opgeslagen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="931" />
        <source>Export for 18xx.games</source>
        <translation>Exporteren voor 18xx.games</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="933" />
        <source>18xx.games logs (*.json)</source>
        <translation>18xx.games-logboeken (*.json)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="940" />
        <source>Cannot export</source>
        <translation>Exporteren niet mogelijk</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="942" />
        <source>Exported %1</source>
        <translation>%1 geëxporteerd</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="993" />
        <source>About railsdesk</source>
        <translation>Over railsdesk</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="994" />
        <source>railsdesk %1

Play and keep the books of 18xx railway games.</source>
        <translation>railsdesk %1

18xx-spoorwegspellen spelen en hun boekhouding bijhouden.</translation>
    </message>
</context>
<context>
    <name>PlayersWidget</name>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="436" />
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="436" />
        <source>Cash</source>
        <translation>Handgeld</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="437" />
        <source>Private companies</source>
        <translation>BV's</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="437" />
        <source>Worth</source>
        <translation>Vermogen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="469" />
        <source>Company</source>
        <translation>Maatschappij</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="473" />
        <source>Last revenue</source>
        <translation>Laatste winst</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="46" />
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="56" />
        <source>Language:</source>
        <translation>Taal:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="62" />
        <source>Interface scale:</source>
        <translation>Schaal van de weergave:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="63" />
        <source>A new interface scale applies when railsdesk starts again.</source>
        <translation>Een nieuwe schaal geldt vanaf de volgende start van railsdesk.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="68" />
        <source>Show coordinates on the map frame</source>
        <translation>Coördinaten langs de rand van het bord tonen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="71" />
        <source>Show location names</source>
        <translation>Plaatsnamen tonen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="78" />
        <source>Player colours</source>
        <translation>Spelerskleuren</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="80" />
        <source>Route colours</source>
        <translation>Routekleuren</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="184" />
        <source>Welcome to railsdesk</source>
        <translation>Welkom bij railsdesk</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="187" />
        <source>Play 18xx railway games at one computer, keep the books beside a board on the table, or open a game recorded on 18xx.games.</source>
        <translation>Speel 18xx-spoorwegspellen aan één computer, houd de boekhouding bij naast het bord op tafel, of open een spel dat op 18xx.games is opgenomen.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="191" />
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="192" />
        <source>Open a game</source>
        <translation>Een spel openen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="193" />
        <source>Game:</source>
        <translation>Spel:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="194" />
        <source>Players:</source>
        <translation>Spelers:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="195" />
        <source>Options:</source>
        <translation>Varianten:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="196" />
        <source>Seed:</source>
        <translation>Startwaarde:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="197" />
        <source>Only used by games with random setup (1849).</source>
        <translation>Alleen voor spellen met een willekeurige opstelling (1849).</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="198" />
        <source>Start game</source>
        <translation>Spel starten</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="199" />
        <source>Open a saved game or an 18xx.games log…</source>
        <translation>Een opgeslagen spel of een 18xx.games-logboek openen…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="200" />
        <source>Recent games (double-click to open):</source>
        <translation>Recente spellen (dubbelklik om te openen):</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="201" />
        <source>Recover</source>
        <translation>Herstellen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="202" />
        <source>Discard</source>
        <translation>Weggooien</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="205" />
        <source>railsdesk was not closed normally last time. The game that was open can be recovered from its last automatic save.</source>
        <translation>railsdesk is de vorige keer niet normaal afgesloten. Het spel dat open was kan worden hersteld uit de laatste automatische opslag.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="212" />
        <location filename="../railsdesk/ui/startpage.py" line="259" />
        <source>Player %1:</source>
        <translation>Speler %1:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="247" />
        <source>The rules of this game are not ready yet: it opens with its map only.</source>
        <translation>De regels van dit spel zijn nog niet klaar: het opent alleen met het bord.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="258" />
        <location filename="../railsdesk/ui/startpage.py" line="268" />
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="76" />
        <source>Auction</source>
        <translation>Veiling</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="77" />
        <source>Stock Round</source>
        <translation>Aandelen-ronde</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="78" />
        <source>Operating Round</source>
        <translation>Exploitatie-ronde</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="79" />
        <source>Merger Round</source>
        <translation>Fusieronde</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="80" />
        <source>Draft</source>
        <translation>Keuzeronde</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="81" />
        <source>SR</source>
        <translation>AR</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="82" />
        <source>OR</source>
        <translation>ER</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="83" />
        <source>Private company</source>
        <translation>Besloten vennootschap</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="84" />
        <source>President</source>
        <translation>Directeur</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="85" />
        <source>Treasury</source>
        <translation>Kas</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="86" />
        <source>Initial offering</source>
        <translation>Initiële aanbod</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="87" />
        <source>Bank pool</source>
        <translation>Pot</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="88" />
        <source>Par value</source>
        <translation>Nominale waarde</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="89" />
        <source>Share price</source>
        <translation>Aandelenkoers</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="90" />
        <source>Train</source>
        <translation>Trein</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="91" />
        <source>Trains</source>
        <translation>Treinen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="92" />
        <source>Phase</source>
        <translation>Stadium</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="93" />
        <source>Certificates</source>
        <translation>Certificaten</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="94" />
        <source>Tokens</source>
        <translation>Fiches</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="95" />
        <source>lay track</source>
        <translation>spoorlijn aanleggen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="96" />
        <source>place a token</source>
        <translation>fiche plaatsen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="97" />
        <source>run trains</source>
        <translation>treinen laten rijden</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="98" />
        <source>pay dividends</source>
        <translation>dividend uitkeren</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="99" />
        <source>buy trains</source>
        <translation>treinen kopen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="100" />
        <source>buy private companies</source>
        <translation>BV's kopen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="101" />
        <source>discard a train</source>
        <translation>trein inleveren</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="102" />
        <source>bid</source>
        <translation>bieden</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="103" />
        <source>buy or sell shares</source>
        <translation>aandelen kopen of verkopen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="104" />
        <source>choose a par value</source>
        <translation>nominale waarde kiezen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="105" />
        <source>take a loan</source>
        <translation>lening opnemen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="106" />
        <source>Game over</source>
        <translation>Einde van het spel</translation>
    </message>
</context>
<context>
    <name>TileTray</name>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="170" />
        <source>Tile %1: drag it onto a highlighted hex</source>
        <translation>Kaartje %1: sleep het naar een gemarkeerd vakje</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="172" />
        <source>Tile %1: none left</source>
        <translation>Kaartje %1: geen meer over</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="174" />
        <source>Tile %1: no track may be laid now</source>
        <translation>Kaartje %1: nu mag geen spoorlijn worden aangelegd</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="177" />
        <source>Tile %1: no hex the company reaches can take it</source>
        <translation>Kaartje %1: geen bereikbaar vakje kan het hebben</translation>
    </message>
</context>
<context>
    <name>Title1830</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="110" />
        <source>Operating Round</source>
        <translation>Exploitatie-ronde</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="111" />
        <source>Private company</source>
        <translation>Besloten vennootschap</translation>
    </message>
</context>
<context>
    <name>Title1849</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="108" />
        <source>Operating Round</source>
        <translation>Exploitatie-ronde</translation>
    </message>
</context>
<context>
    <name>Title1856</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="107" />
        <source>Operating Round</source>
        <translation>Exploitatie-ronde</translation>
    </message>
</context>
<context>
    <name>Title1880</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="109" />
        <source>Operating Round</source>
        <translation>Exploitatie-ronde</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="112" />
        <source>Private company</source>
        <translation>Besloten vennootschap</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="113" />
        <source>Stock Round</source>
        <translation>Aandelen-ronde</translation>
    </message>
</context>
<context>
    <name>TrainsWidget</name>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="338" />
        <source>Price</source>
        <translation>Prijs</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="338" />
        <source>Left</source>
        <translation>Over</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="338" />
        <source>Rusts on</source>
        <translation>Uit het spel bij</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="339" />
        <source>Train limit</source>
        <translation>Treinlimiet</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="381" />
        <source>%1 %2 — tiles: %3 — operating rounds: %4</source>
        <translation>%1 %2 — kaartjes: %3 — exploitatierondes: %4</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="391" />
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="392" />
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="393" />
        <source>brown</source>
        <translation>bruin</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="394" />
        <source>gray</source>
        <translation>grijs</translation>
    </message>
</context>
</TS>