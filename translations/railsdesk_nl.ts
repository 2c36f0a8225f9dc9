<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="+184"/>
        <source>Viewing an earlier moment of the game</source>
        <translation>Een eerder moment van het spel wordt getoond</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves can be made only in the present.</source>
        <translation>Zetten kunnen alleen in het heden worden gedaan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over</source>
        <translation>Het spel is afgelopen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nobody can act</source>
        <translation>Niemand is aan de beurt</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Drag a tile from the tray onto a highlighted hex, or click a hex.</source>
        <translation>Sleep een kaartje naar een gemarkeerd vakje, of klik op een vakje.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Click a highlighted city slot on the map.</source>
        <translation>Klik op een gemarkeerde stadscirkel op het bord.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cost: %1</source>
        <translation>Kosten: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Discard %1</source>
        <translation>%1 inleveren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Declare bankruptcy</source>
        <translation>Bankroet gaan</translation>
    </message>
    <message>
        <location line="-313"/>
        <source>Leave the game</source>
        <translation>Het spel verlaten</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="+95"/>
        <source>Pay %1&apos;s debt of %2</source>
        <translation>De schuld van %1 van %2 betalen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No station marker can be bought now.</source>
        <translation>Er kan nu geen fiche gekocht worden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s station in %2</source>
        <translation>Fiche van %1 in %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 buys the station slot in %2 for %3, paid to its owner.</source>
        <translation>%1 koopt de plaats in het station in %2 voor %3, te betalen aan de eigenaar.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="+329"/>
        <source>Allowed only when the company and its president cannot raise the money.</source>
        <translation>Alleen toegestaan als de maatschappij en haar directeur het geld niet kunnen opbrengen.</translation>
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
        <translation>Graag bevestigen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Confirm</source>
        <translation>Bevestigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Terug</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>No tile can be laid now.</source>
        <translation>Er kan nu geen kaartje worden gelegd.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="-8"/>
        <source>Buy</source>
        <translation>Kopen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="+197"/>
        <source>Private companies&apos; powers</source>
        <translation>Bijzondere rechten van de {term:Private companies:lower}</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>%1: lay a tile</source>
        <translation>%1: een kaartje leggen</translation>
    </message>
    <message>
        <location line="-303"/>
        <source>%1 (computer) considers the offer…</source>
        <translation>%1 (computer) overweegt het aanbod…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Withdraw the offer</source>
        <translation>Aanbod intrekken</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>Choose the home station of %1: click a highlighted city on the map.</source>
        <translation>Kies het thuisstation van %1: klik op een gemarkeerde stad op het bord.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A station marker lifted by the new tile goes back: click a highlighted city on the map.</source>
        <translation>Een door het nieuwe kaartje verdrongen fiche komt terug: klik op een gemarkeerde stad op het bord.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Declare %1 bankrupt? Allowed when nothing is left to sell for what is owed. %3</source>
        <translation>%1 bankroet verklaren? Toegestaan als er niets meer te verkopen is om de schuld te betalen. %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declare %1 bankrupt? Allowed when %2 and its president cannot raise the money. %3</source>
        <translation>%1 bankroet verklaren? Toegestaan als %2 en haar directeur het geld niet kunnen opbrengen. %3</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>End turn</source>
        <translation>Beurt beëindigen</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Exchange %1 for the %2 train now (free)</source>
        <translation>%1 nu ruilen voor de %2-trein (gratis)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: the extra D {term:Building permits} to %2</source>
        <translation>%1: het extra D-bouwrecht aan %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exchange %1 for %2% of %3</source>
        <translation>%1 ruilen tegen %2% %3</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>One-time payout</source>
        <translation>Eenmalige uitkering</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The investor&apos;s cash at its merger</source>
        <translation>Het geld van de investeerder bij de fusie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The investor&apos;s station at its merger</source>
        <translation>Het station van de investeerder bij de fusie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose</source>
        <translation>Kiezen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Take it now: %1</source>
        <translation>Nu nemen: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All %1 to the corporation&apos;s {term:Treasury}</source>
        <translation>Alle %1 naar de {term:Treasury:lower} van de maatschappij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (20%) to its owner, the rest to the bank</source>
        <translation>%1 (20%) aan de eigenaar, de rest aan de bank</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace its station with one of the corporation&apos;s (free)</source>
        <translation>Het station vervangen door een van de maatschappij (gratis)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove its station</source>
        <translation>Het station verwijderen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Forced exchange: %1</source>
        <translation>Verplichte ruil: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the free train to %1</source>
        <translation>De gratis trein aan %1 geven</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Debt %1; it grows by half at the end of every stock round.</source>
        <translation>Schuld %1; aan het eind van elke aandelenronde komt er de helft bij.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Repay %1 (all the cash it takes)</source>
        <translation>%1 terugbetalen (al het geld dat nodig is)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Repay</source>
        <translation>Terugbetalen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Final standings</source>
        <translation>Eindscore</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="-47"/>
        <source>Take: %1 receives %2</source>
        <translation>%1 ontvangt %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Repay: %1 pays %2</source>
        <translation>%1 betaalt %2 terug</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>its share price moves one to the left</source>
        <translation>de koers gaat één vak naar links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its share price moves one to the right</source>
        <translation>de koers gaat één vak naar rechts</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="-546"/>
        <source>Close the S.M.S.</source>
        <translation>De S.M.S. sluiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then lay a tile and place a station in a coastal city.</source>
        <translation>Dan een traject-kaartje leggen en een fiche plaatsen in een kuststad.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two 10% shares</source>
        <translation>Twee aandelen van 10%</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>for the director&apos;s certificate</source>
        <translation>voor het directeursaandeel</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The last (20%) certificate</source>
        <translation>Het laatste aandeel (20%)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take the loan of %1</source>
        <translation>De lening van %1 nemen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 comes off the final score.</source>
        <translation>Bij de eindtelling gaat er %2 af.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buy an E-token for %1</source>
        <translation>Een E-fiche kopen voor %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The company may then buy E-trains.</source>
        <translation>De maatschappij mag dan E-treinen kopen.</translation>
    </message>
    <message>
        <location line="+423"/>
        <source>Use the S.M.S.?</source>
        <translation>De S.M.S. inzetten?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change of director: what you receive</source>
        <translation>Wisseling van directeur: wat je krijgt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bankrupt without shares: loan or leave</source>
        <translation>Bankroet zonder aandelen: lening of uit het spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E-token</source>
        <translation>E-fiche</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="+53"/>
        <source>Offer</source>
        <translation>Bieden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 offers %3 for the station slot in %2; %4&apos;s director agrees or refuses.</source>
        <translation>%1 biedt %3 voor de plaats in het station %2; de directeur van %4 stemt in of weigert.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="-364"/>
        <source>%1 decides</source>
        <translation>%1 beslist</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 accepts</source>
        <translation>%1 neemt aan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 declines</source>
        <translation>%1 weigert</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 declines the offer; nothing is sold.</source>
        <translation>%1 weigert het aanbod; er wordt niets verkocht.</translation>
    </message>
    <message numerus="yes">
        <location line="+47"/>
        <source>The %n later action(s) are dropped; Redo brings them back.</source>
        <translation>
            <numerusform>De %n latere actie vervalt; Opnieuw haalt haar terug.</numerusform>
            <numerusform>De %n latere acties vervallen; Opnieuw haalt ze terug.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>Play on from here</source>
        <translation>Vanaf hier verder spelen</translation>
    </message>
    <message>
        <location line="+251"/>
        <source>Show all %1</source>
        <translation>Alle %1 tonen</translation>
    </message>
    <message>
        <location line="-195"/>
        <source>You may lay a second yellow tile (no upgrade).</source>
        <translation>Je mag nog een tweede geel traject-kaartje leggen (geen vervanging).</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%1 holds %n train(s), over its {term:Train limit:lower} of %2.</source>
        <translation>
            <numerusform>%1 heeft %n trein, meer dan de {term:Train limit:lower} van %2 toestaat.</numerusform>
            <numerusform>%1 heeft %n treinen, meer dan de {term:Train limit:lower} van %2 toestaat.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActionPanelBase</name>
    <message>
        <location filename="../railsdesk/ui/actionbase.py" line="+297"/>
        <source>Allowed: %1 to %2</source>
        <translation>Toegestaan: %1 tot %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: no amount typed.</source>
        <translation>%1: geen bedrag ingevuld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 is refused, it is less than the least allowed.</source>
        <translation>%1: %2 wordt geweigerd, het is minder dan het minimaal toegestane.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 is refused, it is more than the most allowed.</source>
        <translation>%1: %2 wordt geweigerd, het is meer dan het maximaal toegestane.</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Hand over to %1</source>
        <translation>Geef de computer door aan %1</translation>
    </message>
</context>
<context>
    <name>BoardController</name>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="+91"/>
        <source>%1: drag a tile from the tray onto a highlighted hex.</source>
        <translation>%1: sleep een kaartje naar een gemarkeerd vakje.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Tile %1 cannot be laid anywhere now.</source>
        <translation>Kaartje %1 kan nu nergens worden gelegd.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tile %1: drop it on a highlighted hex. R or the wheel turns it, Esc cancels.</source>
        <translation>Kaartje %1: laat het op een gemarkeerd vakje vallen. R of het muiswiel draait het, Esc annuleert.</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Tile laying cancelled.</source>
        <translation>Leggen van het kaartje geannuleerd.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Tile %1</source>
        <translation>Kaartje %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>R or the wheel turns the tile; Enter or a click lays it; Esc cancels.</source>
        <translation>R of het muiswiel draait het kaartje; Enter of een klik legt het; Esc annuleert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This lay costs %1.</source>
        <translation>Deze aanleg kost %1.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1 has no {term:Building permits:lower} for phase %2: it cannot build on %3.</source>
        <translation>%1 heeft geen {term:Building permits:lower} voor stadium %2: ze kan niet bouwen op %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is reserved by the private company %2.</source>
        <translation>%1 is geblokkeerd ({term:Private company:lower} %2).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 cannot be built on.</source>
        <translation>Op %1 kan niet worden gebouwd.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A %1 tile cannot be laid on the %2 hex %3.</source>
        <translation>Een kaartje van de kleur %1 kan niet op het vakje %3 van de kleur %2 worden gelegd.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tile %1 does not fit %2: its track, cities or label do not match.</source>
        <translation>Kaartje %1 past niet op %2: spoorlijnen, steden of opschrift komen niet overeen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose one of the tiles offered for %1.</source>
        <translation>Kies een van de kaartjes die voor %1 worden aangeboden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be reached by %2&apos;s track now, or is not upgradable.</source>
        <translation>%1 is nu niet bereikbaar via het spoorwegnet van %2, of kan niet worden vervangen.</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <location filename="../railsdesk/ui/boardeditor.py" line="+293"/>
        <source>&amp;Export for 18xx.games…</source>
        <translation>&amp;Exporteren voor 18xx.games…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Auto routes</source>
        <translation>&amp;Automatische routes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Find the best routes for the trains</source>
        <translation>De beste routes voor de treinen vinden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit to window</source>
        <translation>Aan &amp;venster aanpassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset panel layout</source>
        <translation>Indeling van de panelen he&amp;rstellen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Panels</source>
        <translation>&amp;Panelen</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+141"/>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Not allowed</source>
        <translation>Niet toegestaan</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Tiles</source>
        <translation>Kaartjes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile manifest</source>
        <translation>Voorraad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions</source>
        <translation>Acties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and phases</source>
        <translation>%1 en stadia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game log</source>
        <translation>Spelverslag</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>%1 — map only</source>
        <translation>%1 — alleen het bord</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 decides on the offer</source>
        <translation>%1 beslist over het bod</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="+122"/>
        <source>The bank has no money left (%1 more paid out)</source>
        <translation>De bank is door al zijn geld heen (%1 meer uitbetaald)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unlimited</source>
        <translation>onbeperkt</translation>
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
        <translation>Het spel na actie %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Export for 18xx.games</source>
        <translation>Exporteren voor 18xx.games</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>18xx.games logs (*.json)</source>
        <translation>18xx.games-logboeken (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot export</source>
        <translation>Exporteren niet mogelijk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exported %1</source>
        <translation>%1 geëxporteerd</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>There is no stop in %1.</source>
        <translation>In %1 is geen halte.</translation>
    </message>
    <message>
        <location line="-353"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Companies</source>
        <translation>Maatschappijen</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../railsdesk/ui/board/scene.py" line="+225"/>
        <source>Reserved by the private company %1</source>
        <translation>Geblokkeerd ({term:Private company:lower} %1)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Earthquake</source>
        <translation>Aardbeving</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Earthquake: Messina may be upgraded again after the next stock round</source>
        <translation>Aardbeving: in Messina wordt tot na de volgende aandelenronde niet opgewaardeerd</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Token of %1</source>
        <translation>Fiche van %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserved for %1</source>
        <translation>Gereserveerd voor %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a token here for %1</source>
        <translation>Hier een fiche plaatsen voor %1</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Destination of %1 (a route from %2)</source>
        <translation>Bestemming van %1 (een traject vanaf %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>releases %1 held in escrow</source>
        <translation>geeft %1 vrij die in bewaring is</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bridge</source>
        <translation>Brug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tunnel</source>
        <translation>Tunnel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+%1 for each route here for holders of the right: %2</source>
        <translation>+%1 voor elk traject hierheen voor de houders van het recht: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Port of %1: +%2 for each route here</source>
        <translation>Haven van %1: +%2 voor elk traject hierheen</translation>
    </message>
</context>
<context>
    <name>Colors</name>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="+10"/>
        <source>white</source>
        <translation>wit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>brown</source>
        <translation>bruin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gray</source>
        <translation>grijs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>black</source>
        <translation>zwart</translation>
    </message>
</context>
<context>
    <name>CompanionEditor</name>
    <message>
        <location filename="../railsdesk/ui/companion.py" line="+121"/>
        <source>Correction…</source>
        <translation>Correctie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save final scores as picture…</source>
        <translation>Eindstand als afbeelding opslaan…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch to a map game…</source>
        <translation>Omzetten naar een spel met kaart…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Switch to a map game</source>
        <translation>Omzetten naar een spel met kaart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A companion game keeps only the books: the map is on the table. Switching it to a map game is one-way (a map game cannot become a companion game again) and needs every tile and station marker of the table entered on the map first. This version does not offer the switch: finish the game here, or start a map game and enter the table&apos;s map.</source>
        <translation>Een begeleidend spel houdt alleen de boeken bij: de kaart ligt op tafel. Omzetten naar een spel met kaart kan maar één kant op (een spel met kaart wordt nooit meer een begeleidend spel) en vraagt dat eerst elk traject-kaartje en elke fiche van de tafel op de kaart wordt ingevoerd. Deze versie biedt het omzetten niet aan: speel het spel hier uit, of begin een spel met kaart en voer de kaart van de tafel in.</translation>
    </message>
</context>
<context>
    <name>CompanionView</name>
    <message>
        <location line="+177"/>
        <source>Type the revenue as a number, or one per train.</source>
        <translation>Typ de winst als getal, of één per trein.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is not a multiple of %2, as every revenue on this map is. Enter it again to book it as it is.</source>
        <translation>%1 is geen veelvoud van %2, zoals elke opbrengst op dit bord. Voer het nog eens in om het zo te boeken.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Players and companies</source>
        <translation>Spelers en maatschappijen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>Spelverslag</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>next train: %1 for %2</source>
        <translation>volgende trein: %1 voor %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no trains left</source>
        <translation>geen treinen meer</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Loans</source>
        <translation>Leningen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bond</source>
        <translation>Obligatie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cash</source>
        <translation>Contant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Worth / price</source>
        <translation>Waarde / koers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trains</source>
        <translation>Treinen</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>At the table</source>
        <translation>Aan tafel</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Station marker placed</source>
        <translation>Fiche geplaatst</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Lay the tile on the table, then its cost:</source>
        <translation>Leg het traject-kaartje op tafel, dan de kosten:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Other cost:</source>
        <translation>Andere kosten:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Book</source>
        <translation>Boeken</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Station marker placed (%1)</source>
        <translation>Fiche geplaatst (%1)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Trains: %1. Type the revenue (or one per train) and Enter:</source>
        <translation>Treinen: %1. Typ de winst (of één per trein) en Enter:</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Buy a %1 train for %2 and finish</source>
        <translation>Een %1-trein kopen voor %2 en klaar</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Nothing here (P)</source>
        <translation>Niets (P)</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>%1&apos;s home joins the network of %2</source>
        <translation>Het thuisstation van %1 is verbonden met het net van %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 reached its destination</source>
        <translation>%1 heeft de bestemming bereikt</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Receives</source>
        <translation>Ontvangt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 treasury</source>
        <translation>Kas van %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 earns %2:</source>
        <translation>%1 verdient %2:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Final scores</source>
        <translation>Eindstand</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(cash %1)</source>
        <translation>(contant %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as picture…</source>
        <translation>Als afbeelding opslaan…</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+10"/>
        <source>Save final scores</source>
        <translation>Eindstand opslaan</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Pictures (*.png)</source>
        <translation>Afbeeldingen (*.png)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The picture could not be written to %1.</source>
        <translation>De afbeelding kon niet naar %1 worden geschreven.</translation>
    </message>
    <message>
        <location line="-277"/>
        <source>Station marker placed in %1 (%2)</source>
        <translation>Fiche geplaatst in %1 (%2)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A route to %1 earns %2 more.</source>
        <translation>Een route naar %1 brengt %2 meer op.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Lay the tile on the table, then the gauge of its new track and its cost:</source>
        <translation>Leg het traject-kaartje op tafel, kies dan de spoorwijdte van het nieuwe spoor en de kosten:</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Where does the home station stand?</source>
        <translation>Waar staat het thuisstation?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1&apos;s station in %2</source>
        <translation>Fiche van %1 in %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A station of %1</source>
        <translation>Een station van %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Buy</source>
        <translation>Kopen</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Destination reached:</source>
        <translation>Bestemming bereikt:</translation>
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
        <translation>Correctie</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The bank pays money</source>
        <translation>De bank betaalt geld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bank takes money</source>
        <translation>De bank neemt geld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A share moves</source>
        <translation>Een aandeel verhuist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A price moves</source>
        <translation>Een koers verschuift</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Correction:</source>
        <translation>Correctie:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Who:</source>
        <translation>Wie:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Amount:</source>
        <translation>Bedrag:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Share:</source>
        <translation>Aandeel:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>To:</source>
        <translation>Naar:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Company:</source>
        <translation>Maatschappij:</translation>
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
        <translation>omhoog</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>down</source>
        <translation>omlaag</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Direction:</source>
        <translation>Richting:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reason:</source>
        <translation>Reden:</translation>
    </message>
</context>
<context>
    <name>DecisionControls</name>
    <message>
        <location filename="../railsdesk/ui/titles/g1856.py" line="+77"/>
        <source>You hold half of the %1&apos;s president&apos;s certificate: buy a second %1 share now to make it whole, selling other shares for the money if need be.</source>
        <translation>Je hebt de helft van het directeurscertificaat van de %1: koop nu een tweede aandeel %1 om het compleet te maken, en verkoop daarvoor zo nodig andere aandelen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 owes %2 (interest or a forced repayment of loans): sell shares until it is paid.</source>
        <translation>%1 is %2 schuldig (rente of een verplichte aflossing van leningen): verkoop aandelen tot het betaald is.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 owes %2 (interest or a forced repayment of loans) and has nothing left to sell: bankruptcy.</source>
        <translation>%1 is %2 schuldig (rente of een verplichte aflossing van leningen) en heeft niets meer te verkopen: bankroet.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Government loans</source>
        <translation>Overheidsleningen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Repay a {term:Loan:lower} for %1</source>
        <translation>{term:Loan} aflossen voor %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>More loans than shares in players&apos; hands: passing repays %1 of them by force, the president paying what the treasury lacks.</source>
        <translation>Meer leningen dan aandelen in handen van spelers: passen lost er %1 verplicht af, de directeur betaalt wat de kas tekortkomt.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Bridge and tunnel rights</source>
        <translation>Brug- en tunnelrechten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the bridge right</source>
        <translation>het brugrecht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tunnel right</source>
        <translation>het tunnelrecht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buy %1 for %2</source>
        <translation>%1 kopen voor %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>+%1 for each route to %2; %3 left.</source>
        <translation>+%1 voor elk traject naar %2; nog %3 over.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/decisions.py" line="+59"/>
        <source>%1: free station marker in %2</source>
        <translation>%1: gratis stationsfiche in %2</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1856.py" line="+14"/>
        <source>Formation of the %1</source>
        <translation>Oprichting van de %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Still to decide: %1</source>
        <translation>Moeten nog beslissen: %1</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>%1 (%2) owes %3 in loans. Repay them, or join the %4?</source>
        <translation>%1 (%2) heeft %3 aan leningen. Aflossen, of opgaan in de %4?</translation>
    </message>
    <message>
        <location line="-147"/>
        <source>%1: loans %2 of at most %3, interest %4 per operating round.</source>
        <translation>%1: leningen %2 van ten hoogste %3, rente %4 per exploitatieronde.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At most one loan per share in players&apos; hands.</source>
        <translation>Ten hoogste één lening per aandeel in handen van spelers.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Repaying: interest then %1 per operating round, no new loan in this round.</source>
        <translation>Aflossen: daarna %1 rente per exploitatieronde, in deze ronde geen nieuwe lening.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Take a {term:Loan:lower}: +%1</source>
        <translation>{term:Loan} opnemen: +%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Taking: %1 after this round&apos;s interest, then %2 interest per operating round.</source>
        <translation>Opnemen: %1 na de rente van deze ronde, daarna %2 rente per exploitatieronde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taking: this round&apos;s interest is paid, then %2 interest per operating round.</source>
        <translation>Opnemen: de rente van deze ronde is betaald, daarna %2 rente per exploitatieronde.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Repay: %1 pays %2</source>
        <translation>Aflossen: %1 betaalt %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The treasury gives %1 first; %2 stays a company of its own.</source>
        <translation>De kas geeft eerst %1; %2 blijft zelfstandig.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 keeps its treasury and stays a company of its own.</source>
        <translation>%1 houdt haar kas en blijft zelfstandig.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has %2 and cannot pay %3: %4 must join.</source>
        <translation>%1 heeft %2 en kan %3 niet betalen: %4 moet opgaan.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Join the %1: %2 gives up its shares</source>
        <translation>Opgaan in de %1: %2 geeft haar aandelen op</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Its treasury, trains and stations go to the %1 and its loans are cancelled; every two of its shares become one %1 share, a single one goes to the pool; %2 closes.</source>
        <translation>Kas, treinen en stations gaan naar de %1 en de leningen vervallen; elke twee aandelen worden één aandeel %1, een enkel aandeel gaat naar de pot; %2 sluit.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The %1 has formed</source>
        <translation>De %1 is opgericht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>President %1, share price %2</source>
        <translation>Directeur %1, aandelenkoers %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 repays %2 from its treasury</source>
        <translation>%1 lost %2 af uit de kas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 repays %2&apos;s loans with %3 and keeps it</source>
        <translation>%1 lost de leningen van %2 af met %3 en houdt haar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 joins the %2 (share price %3)</source>
        <translation>%1 gaat op in de %2 (aandelenkoers %3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stations of the new company</source>
        <translation>Stations van de nieuwe maatschappij</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It may keep one station per hex and no more than its ten markers: remove one of these.</source>
        <translation>Zij mag één station per vak houden en niet meer dan haar tien fiches: verwijder er één van deze.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Remove the station in %1</source>
        <translation>Station in %1 verwijderen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Borrow a train</source>
        <translation>Trein lenen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The company has no train: it may borrow one from the bank for this run. The train goes back when its turn ends and starts no new phase.</source>
        <translation>De maatschappij heeft geen trein: zij mag er voor deze rit een van de bank lenen. De trein gaat aan het eind van de beurt terug en begint geen nieuw stadium.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Borrow a %1 train</source>
        <translation>Trein %1 lenen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/decisions.py" line="-19"/>
        <source>%1: its port marker earns %2 more on each route to that port.</source>
        <translation>%1: haar havenfiche brengt %2 meer op voor elke route naar die haven.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port marker in %1</source>
        <translation>Havenfiche in %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="-69"/>
        <source>The president sells all the shares the rules let him sell and gives all his money to the company, which closes with its trains and privates; a president left without shares takes a bankruptcy loan or leaves the game.</source>
        <translation>De directeur verkoopt alle aandelen die de regels hem laten verkopen en geeft al zijn geld aan de maatschappij, die met haar treinen en BV&apos;s sluit; een directeur zonder aandelen neemt een lening of verlaat het spel.</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Sale of a station slot</source>
        <translation>Verkoop van een plaats in een station</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 offers %2 %3 for its station in %4. Does %2 sell?</source>
        <translation>%1 biedt %2 %3 voor haar plaats in het station %4. Verkoopt %2?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sell: %1 receives %2; its station marker returns to its charter and %3&apos;s takes the place</source>
        <translation>Verkopen: %1 ontvangt %2; haar fiche gaat terug naar de maatschappij en die van %3 neemt de plaats in</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refuse: nothing changes; %1 may offer again or go on</source>
        <translation>Weigeren: er verandert niets; %1 kan opnieuw bieden of verdergaan</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1856.py" line="-269"/>
        <source>Then %1 interest per operating round, paid after the run: from the treasury, then from the run, then by the president. Each share counts %2 less in the final scores per loan still owed. At the first 6-train the loans must be repaid or the company joins the %3.</source>
        <translation>Daarna %1 rente per exploitatieronde, te betalen na het rijden: uit de kas, dan van de winst, dan door de directeur. Aan het eind telt elk aandeel %2 minder per lening die nog openstaat. Bij de eerste 6-trein moeten de leningen worden afgelost, anders gaat de maatschappij op in de %3.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/__init__.py" line="+67"/>
        <source>The game ends with it, and the player with the greatest wealth wins.</source>
        <translation>Daarmee eindigt het spel, en wie het grootste vermogen heeft, wint.</translation>
    </message>
</context>
<context>
    <name>Decisions1880</name>
    <message>
        <location filename="../railsdesk/ui/titles/g1880.py" line="+234"/>
        <source>Size of the {term:President&apos;s certificate}</source>
        <translation>Grootte van het {term:President&apos;s certificate:lower}</translation>
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
            <numerusform>%1% {term:President&apos;s certificate:lower}: %2 aandelen, {term:Building permits:lower} voor %n stadium</numerusform>
            <numerusform>%1% {term:President&apos;s certificate:lower}: %2 aandelen, {term:Building permits:lower} voor %n stadia</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Lays track now (phase %1) and through phase %2.</source>
        <translation>Mag nu (stadium %1) en tot en met stadium %2 traject-kaartjes leggen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lays no track until phase %1, which the first %2 begins: until then its trains run only on track that others lay.</source>
        <translation>Mag tot stadium %1 geen traject-kaartjes leggen; dat begint met de eerste %2. Tot dan rijden haar treinen alleen over spoor dat anderen leggen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lays no track at all: phase %1 is over.</source>
        <translation>Mag helemaal geen traject-kaartjes meer leggen: stadium %1 is voorbij.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Costs %1: %2 of your %3 left.</source>
        <translation>Kost %1: er blijft %2 van je %3 over.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lays track now, in phase %1 only.</source>
        <translation>Mag alleen nu, in stadium %1, traject-kaartjes leggen.</translation>
    </message>
</context>
<context>
    <name>EngineMessages</name>
    <message>
        <location filename="../railsdesk/ui/engine_messages.py" line="+174"/>
        <source>bad_action</source>
        <translation>Deze actie is onvolledig of onjuist.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>bad_action</source>
        <comment>field</comment>
        <translation>Het veld „{field}” van deze actie ontbreekt of is onjuist.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>unknown_action</source>
        <translation>Deze actie bestaat niet.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>unknown_action</source>
        <comment>action</comment>
        <translation>De actie „{action}” bestaat niet.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>not_offered</source>
        <translation>Dat is nu niet toegestaan.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>not_offered</source>
        <comment>action</comment>
        <translation>Dat is nu niet toegestaan: het is geen van de mogelijke keuzes.</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>ability</source>
        <translation>{term:Private company}: daarmee kan dat kaartje daar niet worden gelegd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>auction_running</source>
        <translation>Er mag nu alleen op {company} worden geboden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_dividend</source>
        <translation>Dat is geen keuze voor het dividend.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_par</source>
        <translation>Dat is geen {term:Par value:lower}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_price</source>
        <translation>Die prijs is niet mogelijk.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>bad_price</source>
        <comment>max,min</comment>
        <translation>De prijs moet tussen {min} en {max} liggen.</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>bad_rotation</source>
        <translation>Het kaartje kan niet zo gedraaid worden gelegd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_routes</source>
        <translation>De routes kunnen niet worden gelezen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid_too_high</source>
        <translation>Het hoogst mogelijke bod is {max}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid_too_low</source>
        <translation>Het laagst mogelijke bod is {min}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_afford</source>
        <translation>De speler kan zoveel niet betalen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_buy</source>
        <translation>Deze aandelen kunnen nu niet worden gekocht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_buy_company</source>
        <translation>Dat kan nu niet worden gekocht ({term:Private company:lower}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot_discard</source>
        <translation>Deze trein kan niet worden ingeleverd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_exchange</source>
        <translation>{term:Private company} en aandeel: deze ruil is niet mogelijk.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot_par</source>
        <translation>De maatschappij kan niet tegen die prijs worden opgericht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot_remove</source>
        <translation>Dit fiche kan niet worden verwijderd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_repay</source>
        <translation>Nu kan geen lening worden afgelost.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_sell</source>
        <translation>Deze aandelen mogen nu niet worden verkocht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_take_loan</source>
        <translation>Nu kan geen lening worden genomen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_token</source>
        <translation>Daar kan geen fiche worden geplaatst.</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>cannot_token</source>
        <comment>hex</comment>
        <translation>In {hex} kan geen fiche worden geplaatst.</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>cheapest_train</source>
        <translation>Als de {term:President:lower} bijbetaalt, moet de goedkoopste trein worden gekocht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_full</source>
        <translation>In die stad is geen plaats meer vrij.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>engine_missing</source>
        <translation>De regels van dit spel zijn nog niet klaar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game_over</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hex_blocked</source>
        <translation>{hex} is geblokkeerd ({term:Private company:lower}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mixed_bundle</source>
        <translation>Samen verkochte aandelen moeten van één maatschappij en één eigenaar zijn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must_buy_train</source>
        <translation>De maatschappij moet een trein kopen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_contribution</source>
        <translation>Bij het inruilen van een trein kan de {term:President:lower} niet bijbetalen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_corporation</source>
        <translation>Er laat nu geen maatschappij treinen rijden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_exchange</source>
        <translation>Die trein kan niet worden ingeruild.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_lay</source>
        <translation>Er mag nu geen kaartje worden gelegd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_shares</source>
        <translation>Er zijn geen aandelen opgegeven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_tokens</source>
        <translation>De maatschappij heeft geen fiches meer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_upgrade</source>
        <translation>Er mag nu geen kaartje worden vervangen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_a_port</source>
        <translation>Dat veld is geen haven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_available</source>
        <translation>Die trein is niet te koop.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_bankrupt</source>
        <translation>De maatschappij en haar {term:President:lower} kunnen het geld nog opbrengen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_enough_cash</source>
        <translation>Daarvoor is niet genoeg geld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_for_sale</source>
        <translation>Dat is niet te koop.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_now</source>
        <translation>Dat is nu niet mogelijk.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_owner</source>
        <translation>Dat is niet van degene die aan de beurt is.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_upgrade</source>
        <translation>Het kaartje op {hex} kan niet door dat kaartje worden vervangen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing_to_redo</source>
        <translation>Er is niets om te herstellen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing_to_undo</source>
        <translation>Er is niets om terug te nemen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>own_train</source>
        <translation>Een maatschappij kan haar eigen trein niet kopen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>route.blocked</source>
        <translation>Trein {train}: de route kan niet door {hex}, die stad is vol met fiches van andere maatschappijen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>route.group_reused</source>
        <translation>Trein {train}: de route mag {group} maar één keer aandoen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.no_token</source>
        <translation>Trein {train}: de route moet een stad met een fiche van {corporation} bevatten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.no_train</source>
        <translation>De maatschappij heeft geen trein om te laten rijden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.not_connected</source>
        <translation>Er loopt geen vrij spoor tussen {hex} en {other}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.overlap</source>
        <translation>Routes kunnen het spoor op {hex} niet delen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>route.reuses_stop</source>
        <translation>Trein {train}: de route kan {hex} niet twee keer aandoen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.reuses_track</source>
        <translation>Trein {train}: de route kan het spoor op {hex} niet twee keer gebruiken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.through_offboard</source>
        <translation>Trein {train}: de route kan niet door het rode vakje {hex} lopen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.through_terminal</source>
        <translation>Trein {train}: de route kan niet door een eindstation lopen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.too_long</source>
        <translation>Een {name}-trein kan niet zoveel haltes aandoen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>route.too_short</source>
        <translation>Een route heeft minstens twee haltes nodig.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>route.too_short</source>
        <comment>train</comment>
        <translation>Trein {train}: een route heeft minstens twee haltes nodig.</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>route.track_not_allowed</source>
        <translation>Trein {train} kan niet over het spoor bij {hex} rijden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.train_reused</source>
        <translation>Trein {train} kan maar één route rijden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.unknown_stop</source>
        <translation>Trein {train}: op {hex} is die halte er niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.unknown_train</source>
        <translation>{corporation} heeft geen trein {train}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.unreadable</source>
        <translation>De route van trein {train} kan niet worden gelezen ({reason}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tile_color</source>
        <translation>Kaartjes van die kleur zijn er nog niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tile_used</source>
        <translation>Kaartje {tile} is niet beschikbaar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>train_limit</source>
        <translation>De maatschappij heeft haar {term:Train limit:lower} bereikt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_city</source>
        <translation>Die stad bestaat niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_company</source>
        <translation>{term:Private company}: bestaat niet in dit spel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_corporation</source>
        <translation>Die maatschappij bestaat niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>unknown_minor</source>
        <translation>Die kleine maatschappij bestaat niet.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>unknown_entity</source>
        <translation>Die deelnemer bestaat niet in het spel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_hex</source>
        <translation>Dat vakje staat niet op de kaart.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_loan</source>
        <translation>Deze lening is niet beschikbaar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown_player</source>
        <translation>Die speler bestaat niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_share</source>
        <translation>Dat aandeel bestaat niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_tile</source>
        <translation>Dat kaartje bestaat niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_train</source>
        <translation>Die trein bestaat niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrong_corporation</source>
        <translation>{term:Private company}: daarbij hoort het {term:President&apos;s certificate:lower} van een andere maatschappij.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrong_hex</source>
        <translation>Het fiche hoort op een ander vakje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrong_price</source>
        <translation>Dat is niet de prijs.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>wrong_price</source>
        <comment>price</comment>
        <translation>De prijs is {price}.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>bad_cost</source>
        <translation>Die kosten kunnen niet betaald worden.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>bad_cost</source>
        <comment>max</comment>
        <translation>De kosten liggen tussen 0 en {max}.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>bad_revenue</source>
        <translation>Typ een winst per trein of één totaal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too_many_runs</source>
        <translation>Meer winsten dan treinen.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>too_many_runs</source>
        <comment>trains</comment>
        <translation>De maatschappij heeft {trains} treinen.</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>negative_revenue</source>
        <translation>Een winst kan niet negatief zijn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_destination</source>
        <translation>Geen bestemming meer te bereiken.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>no_destination</source>
        <comment>corporations</comment>
        <translation>Voor {corporations} is geen bestemming meer te bereiken.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>no_reason</source>
        <translation>Een correctie heeft een reden nodig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_correction</source>
        <translation>Onbekende correctie.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>bad_correction</source>
        <comment>kind</comment>
        <translation>Onbekende correctie {kind}.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>unknown_holder</source>
        <translation>Deze speler of maatschappij bestaat niet.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>unknown_holder</source>
        <comment>holder</comment>
        <translation>Er is geen speler of maatschappij {holder}.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>zero_amount</source>
        <translation>Een correctie verplaatst geld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bank_short</source>
        <translation>Zoveel heeft de bank niet.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>bank_short</source>
        <comment>amount</comment>
        <translation>De bank heeft maar {amount}.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>president_share</source>
        <translation>Het directeursaandeel verhuist alleen met het directeurschap.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>same_holder</source>
        <translation>Het aandeel is daar al.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_direction</source>
        <translation>Een koers gaat omhoog, omlaag, naar links of naar rechts.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_price</source>
        <translation>De maatschappij heeft nog geen koers.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price_at_edge</source>
        <translation>De koers kan die kant niet op.</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>cannot_buy_e_token</source>
        <translation>De maatschappij kan nu geen E-fiche kopen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_buy_token</source>
        <translation>Die stationsfiche is niet te koop.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot_issue_bond</source>
        <translation>De maatschappij kan haar obligatie nu niet uitgeven.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot_redeem_bond</source>
        <translation>De maatschappij kan haar obligatie nu niet aflossen.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>route.e_train_narrow</source>
        <translation>Een E-trein mag nooit over smalspoor rijden (tussen {hex} en {other}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.gauge_break</source>
        <translation>De spoorwijdte wisselt in {hex}, waar geen station is: een route wisselt alleen in een station van spoorwijdte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>route.port</source>
        <translation>Een route naar een haven heeft nog twee andere haltes nodig.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>route.too_many_hexes</source>
        <translation>Een {name}-trein rijdt hoogstens {limit} hexen ver, de route telt er {used} (smalspoor telt dubbel).</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>bad_gauge</source>
        <translation>Die spoorwijdte bestaat hier niet.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>bad_gauge</source>
        <comment>gauge</comment>
        <translation>Spoorwijdte {gauge} bestaat hier niet.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>bad_hex</source>
        <translation>Daar kan geen station geboekt worden.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>bad_hex</source>
        <comment>hex</comment>
        <translation>In {hex} kan geen station geboekt worden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not_now</source>
        <comment>acting,actor,may</comment>
        <translation>{acting} is aan de beurt en kan: {may}. {actor} is niet aan de beurt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_now</source>
        <comment>acting,may,refused</comment>
        <translation>{acting} kan nu: {may}; „{refused}” is nu niet mogelijk.</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>route.below_best</source>
        <translation>De route die de meeste winst oplevert moet gereden worden ({section}): deze rit brengt {amount} op, {max} is mogelijk.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <location line="+95"/>
        <source>There is no such file.</source>
        <translation>Dit bestand bestaat niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are not allowed to read it.</source>
        <translation>Je mag het niet lezen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It cannot be read: {message}</source>
        <translation>Het kan niet gelezen worden: {message}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its name is too long for the system.</source>
        <translation>De naam is te lang voor het systeem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its path has links that lead round in a circle.</source>
        <translation>Het pad bevat koppelingen die in een kringetje rondgaan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk failed while reading it (an input/output error).</source>
        <translation>Bij het lezen faalde de schijf (een invoer-/uitvoerfout).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not a valid file name.</source>
        <translation>Dat is geen geldige bestandsnaam.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is a folder, not a file.</source>
        <translation>Dat is een map, geen bestand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not a regular file (a pipe, socket or device).</source>
        <translation>Dat is geen gewoon bestand (een pipe, socket of apparaat).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is too large ({size} MB; files of up to {limit} MB are read).</source>
        <translation>Het is te groot ({size} MB; bestanden tot {limit} MB worden gelezen).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is not UTF-8 text (byte {byte} cannot be read).</source>
        <translation>Het is geen UTF-8-tekst (byte {byte} kan niet gelezen worden).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is empty.</source>
        <translation>Het bestand is leeg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The JSON is broken at line {line}, column {column}.</source>
        <translation>De JSON is beschadigd op regel {line}, kolom {column}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is nested deeper than {depth} levels.</source>
        <translation>Het is dieper dan {depth} niveaus genest.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It holds NaN or Infinity, not a number.</source>
        <translation>Het bevat NaN of Infinity in plaats van een getal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number in it has too many digits.</source>
        <translation>Een getal erin heeft te veel cijfers.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is neither a railsdesk save nor an 18xx.games log.</source>
        <translation>Het is geen railsdesk-spel en geen verslag van 18xx.games.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is a log of a card game that railsdesk does not know.</source>
        <translation>Het is het verslag van een kaartspel dat railsdesk niet kent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saves of format version {version} cannot be read by this railsdesk.</source>
        <translation>Spellen in formaatversie {version} kan deze railsdesk niet lezen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The field “{field}” has a value of the wrong kind.</source>
        <translation>Het veld „{field}” heeft een waarde van de verkeerde soort.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log names no players.</source>
        <translation>Het verslag noemt geen spelers.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player {number} is not given as an id and a name.</source>
        <translation>Speler {number} is niet gegeven als id en naam.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>railsdesk does not know the title {title}.</source>
        <translation>railsdesk kent het spel {title} niet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{title} is for {low} to {high} players, not {count}.</source>
        <translation>{title} is voor {low} tot {high} spelers, niet voor {count}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The title has no option {option}.</source>
        <translation>Het spel heeft geen variant {option}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two players have the same id.</source>
        <translation>Twee spelers hebben dezelfde id.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The option Electric Dreams is played only with the advanced game.</source>
        <translation>De variant ‘Electric Dreams’ wordt alleen met het gevorderde spel gespeeld.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rulebook knows the advanced game only whole: its options are played together.</source>
        <translation>Het spelregelboek kent het gevorderde spel alleen in zijn geheel: zijn varianten worden samen gespeeld.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An entry of the actions is not an action.</source>
        <translation>Een item van de acties is geen actie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An action does not say what it does (type).</source>
        <translation>Een actie zegt niet wat ze doet (type).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The log has no list of actions.</source>
        <translation>Het verslag heeft geen lijst van acties.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An action has no number (id).</source>
        <translation>Een actie heeft geen nummer (id).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An action&apos;s number (id) is below 1.</source>
        <translation>Het nummer (id) van een actie is kleiner dan 1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The action names who acts but not whether a player or a company.</source>
        <translation>De actie noemt wie handelt, maar niet of het een speler of een maatschappij is.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The action takes back moves to action {target}, which the log does not hold.</source>
        <translation>De actie neemt zetten terug tot actie {target}, die het verslag niet bevat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules engine failed ({error}): a bug in railsdesk.</source>
        <translation>De regelengine faalde ({error}): een fout in railsdesk.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file cannot be used: {reason}</source>
        <translation>Het bestand is niet bruikbaar: {reason}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You are not allowed to write there.</source>
        <translation>Je mag daar niet schrijven.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk or folder can only be read.</source>
        <translation>De schijf of map kan alleen gelezen worden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The disk is full.</source>
        <translation>De schijf is vol.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your share of the disk is used up.</source>
        <translation>Jouw deel van de schijf is op.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The folder does not exist.</source>
        <translation>De map bestaat niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A file stands where its path has a folder.</source>
        <translation>Waar het pad een map heeft, staat een bestand.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk failed while writing it (an input/output error).</source>
        <translation>Bij het schrijven faalde de schijf (een invoer-/uitvoerfout).</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The game differs from the one saved: {differences}</source>
        <translation>Het spel wijkt af van het opgeslagen spel: {differences}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Action {action}: {reason}</source>
        <translation>Actie {action}: {reason}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>hex</source>
        <translation>veld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cash</source>
        <translation>geld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shares</source>
        <translation>aandelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>floated</source>
        <translation>opgericht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>market</source>
        <translation>markt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bank</source>
        <translation>bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round</source>
        <translation>ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round number</source>
        <translation>rondenummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turn</source>
        <translation>beurt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>acting</source>
        <translation>aan de beurt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game over</source>
        <translation>einde van het spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checksum</source>
        <translation>controlesom</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>tile {tile}, rotation {rotation}</source>
        <translation>kaartje {tile}, {rotation} keer gedraaid</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as printed</source>
        <translation>zoals gedrukt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as printed, rotation {rotation}</source>
        <translation>zoals gedrukt, {rotation} keer gedraaid</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Its game would differ: {differences}.</source>
        <translation>Het spel zou anders zijn: {differences}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what}: {replayed} instead of {saved}</source>
        <translation>{what}: {replayed} in plaats van {saved}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This game follows the rulebook, which 18xx.games reads otherwise in places (a private company bought from another player, for one). 18xx.games could not replay it: {reason} Nothing was written: save the game as a railsdesk game instead.</source>
        <translation>Dit spel volgt het spelregelboek, dat 18xx.games op enkele punten anders leest (zoals bij de aankoop van {term:Private companies:lower} van andere spelers). 18xx.games zou het niet kunnen naspelen: {reason} Er is niets geschreven: sla het spel in plaats daarvan op als railsdesk-spel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>18xx.games could not replay it: {reason} Nothing was written.</source>
        <translation>18xx.games zou het niet kunnen naspelen: {reason} Er is niets geschreven.</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>{what}: {replayed} (saved: {saved})</source>
        <translation>{what}: {replayed} (opgeslagen: {saved})</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>(and {count} more)</source>
        <translation>(en nog {count})</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <location filename="../railsdesk/ui/document.py" line="+115"/>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>Bestand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions</source>
        <translation>Acties</translation>
    </message>
</context>
<context>
    <name>GameEndReasons</name>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="-100"/>
        <source>a player is bankrupt</source>
        <translation>een speler is bankroet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bank has broken</source>
        <translation>de bank is gesprongen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the players ended it</source>
        <translation>door de spelers beëindigd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a share price reached the market&apos;s end</source>
        <translation>een koers heeft het einde van de effectenbeurs bereikt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last phase has begun</source>
        <translation>het laatste stadium is begonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last train was bought</source>
        <translation>de laatste trein is gekocht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody can act any more: no company operates and none can be started</source>
        <translation>niemand kan nog iets doen: geen maatschappij is in bedrijf en er kan er geen meer worden opgericht</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location line="+170"/>
        <source>bank_broken</source>
        <translation>De bank is gesprongen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bids</source>
        <translation>{player} biedt {price} voor {company}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_revenue</source>
        <translation>{corporation} rijdt {amount} op</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_tile</source>
        <translation>{corporation} legt een traject-kaartje voor {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_tile_named</source>
        <translation>{corporation} legt traject-kaartje {tile} voor {price}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>books_token</source>
        <translation>{corporation} plaatst een fiche voor {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_token_named</source>
        <translation>{corporation} plaatst een fiche in {city} voor {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>correction_cash</source>
        <translation>Correctie: de bank betaalt {amount} aan {who} ({reason})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>correction_cash_taken</source>
        <translation>Correctie: {who} betaalt {amount} aan de bank ({reason})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>correction_price</source>
        <translation>Correctie: de koers van {corporation} gaat van {from_price} naar {to_price} ({reason})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>correction_share</source>
        <translation>Correctie: een aandeel van {percent}% van {corporation} gaat van {giver} naar {receiver} ({reason})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>building_permits</source>
        <translation>{corporation} kiest de bouwrechten {permits}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_company</source>
        <translation>{player} koopt {company} voor {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_share_ipo</source>
        <translation>{player} koopt een aandeel van {percent}% {corporation} ({term:Initial offering:lower}) voor {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_share_market</source>
        <translation>{player} koopt een aandeel van {percent}% {corporation} ({term:Bank pool:lower}) voor {price} (daar nog {left}%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_train</source>
        <translation>{corporation} koopt {train}-trein nr. {serial} van de bank voor {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_bid</source>
        <translation>{player} kan het minimumbod voor {company} niet betalen en doet niet meer mee aan de veiling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>capitalized</source>
        <translation>{corporation} ontvangt {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>company_closes</source>
        <translation>{company} wordt gesloten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>company_pays</source>
        <translation>{owner} ontvangt {amount} van {company}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corporation_closes</source>
        <translation>{corporation} wordt gesloten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corporations_full</source>
        <translation>Nieuwe maatschappijen ontvangen tienmaal de uitgifteprijs zodra 60% verkocht is</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corporations_incremental</source>
        <translation>Nieuwe maatschappijen ontvangen het geld voor elk verkocht aandeel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>destinated</source>
        <translation>{corporation} bereikt haar bestemming</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discards_train</source>
        <translation>{corporation} levert een {train}-trein in (treinen over: {kept})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>escrow_released</source>
        <translation>{corporation} ontvangt {amount} uit bewaring</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exchanges</source>
        <translation>{player} ruilt {company} voor een aandeel {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>float_requirement</source>
        <translation>Een maatschappij moet {percent}% verkocht hebben om voor het eerst te rijden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>floats</source>
        <translation>{corporation} is opgericht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game_over</source>
        <translation>Het spel is afgelopen ({reason})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goes_bankrupt</source>
        <translation>{player} gaat bankroet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_e_token</source>
        <translation>{corporation} koopt een E-fiche voor {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_marker</source>
        <translation>{corporation} koopt het station van {seller} in {hex} voor {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>issues_bond</source>
        <translation>{corporation} geeft haar obligatie uit en ontvangt {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves_game</source>
        <translation>{player} verlaat het spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pays_debt</source>
        <translation>{player} betaalt de schuld van {corporation}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>redeems_bond</source>
        <translation>{corporation} lost haar obligatie af voor {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes_bankruptcy_loan</source>
        <translation>{player} neemt een lening bij bankroet van {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interest_from_president</source>
        <translation>{player} betaalt {amount} van de rente van {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interest_from_run</source>
        <translation>{corporation} trekt {amount} rente af van haar winst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_merges</source>
        <translation>{minor} gaat op in {corporation}: {player} krijgt het {percent}%-aandeel en een bonus van {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lays_tile</source>
        <translation>{corporation} legt kaartje {tile} op {hex}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loans_repaid_forced</source>
        <translation>{corporation} moet leningen aflossen en betaalt daarvan {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>min_bid_drops</source>
        <translation>Het minimumbod voor {company} daalt tot {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>new_president</source>
        <translation>{player} wordt {term:President:lower} van {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_special_token</source>
        <translation>{corporation} plaatst geen extra fiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>operates</source>
        <translation>{player} bestuurt {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pars</source>
        <translation>{player} stelt de {term:Par value:lower} van {corporation} vast op {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes</source>
        <translation>{who} past</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_bidding</source>
        <translation>{player} past bij de veiling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_on</source>
        <translation>{player} biedt niet meer op {company}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pays_interest</source>
        <translation>{corporation} betaalt {amount} rente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pays_off_loan</source>
        <translation>{corporation} lost een lening van {amount} af (leningen nog open: {loans})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pays_out</source>
        <translation>{corporation} keert {amount} uit ({per_share} per aandeel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>phase_begins</source>
        <translation>{term:Phase} {phase} begint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>places_token</source>
        <translation>{corporation} plaatst een fiche op {hex}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>president_size</source>
        <translation>{player} neemt een {term:President&apos;s certificate:lower} van {percent}% van {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player_debt_interest</source>
        <translation>De schuld van {player} groeit met {amount} rente tot {debt}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player_loan</source>
        <translation>{player} leent {amount} van de bank en is {debt} schuldig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price_moves</source>
        <translation>De koers van {corporation} gaat van {from_price} naar {to_price}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>repays_player_debt</source>
        <translation>{player} betaalt {amount} schuld terug; nog {debt} open</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sells_shares</source>
        <translation>{player} verkoopt {percent}% {corporation} voor {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes_loan</source>
        <translation>{corporation} neemt een lening en ontvangt {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stock_market_bonus</source>
        <translation>{corporation} krijgt een koersbonus van {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes_investor</source>
        <translation>{player} neemt {minor}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes_slot</source>
        <translation>{player} zet {corporation} op {price} op de rijvolgordebalk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trains_removed</source>
        <translation>Een hele ronde is er geen {train}-trein gekocht: de overige verlaten het spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trains_rust</source>
        <translation>De {train}-treinen worden uit het spel genomen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>withholds</source>
        <translation>{corporation}: {term:Withhold:lower}, {amount} naar de {term:Treasury:lower}</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>price_marker_moves</source>
        <translation>De koersmarker van {corporation} gaat naar een ander vak met {price}</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>offers_for_marker</source>
        <translation>{corporation} biedt {seller} {price} voor haar fiche in {hex}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refuses_marker_sale</source>
        <translation>{seller} verkoopt haar fiche in {hex} niet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loses_property</source>
        <translation>{player} verliest alles wat hij nog bezat</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>books_tile_narrow</source>
        <translation>{corporation} legt smalspoor voor {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_tile_standard</source>
        <translation>{corporation} legt normaalspoor voor {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_tile_dual</source>
        <translation>{corporation} legt drierailig spoor voor {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_slot</source>
        <translation>{corporation} koopt een station van {seller} voor {price}</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>buys_share_treasury</source>
        <translation>{player} koopt een aandeel van {percent}% {corporation} voor {price} ({term:Treasury:lower}; daar nog {left}%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_train_from</source>
        <translation>{corporation} koopt een {train}-trein van {seller} voor {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_company_from</source>
        <translation>{buyer} koopt {company} van {seller} voor {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>contributes</source>
        <translation>{player} legt {amount} bij voor de trein van {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>receives_dividend</source>
        <translation>{holder} ontvangt {amount} dividend van {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs</source>
        <translation>Trein {number} van {corporation} (een {train}-trein) rijdt {stops} voor {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_stock_round</source>
        <translation>{who} past in de {term:Stock Round:lower}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>passes_track</source>
        <translation>{who} legt geen kaartje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_token</source>
        <translation>{who} plaatst geen fiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_trains</source>
        <translation>{who} koopt geen trein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_companies</source>
        <translation>{who} koopt geen {term:Private company:lower}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lays_tile_for</source>
        <translation>{corporation} legt kaartje {tile} op {hex} voor {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>places_token_for</source>
        <translation>{corporation} plaatst een fiche op {hex} voor {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hands_cash_to_bank</source>
        <translation>{player} geeft de resterende {amount} aan de bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs_nothing</source>
        <translation>{corporation} rijdt met geen enkele trein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>has_no_train</source>
        <translation>{corporation} heeft geen trein en verdient niets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finds_no_route</source>
        <translation>De treinen van {corporation} vinden geen route en verdienen niets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hands_cash_to</source>
        <translation>{player} geeft de resterende {amount} aan {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closing_cash_to_bank</source>
        <translation>{corporation} geeft het resterende {term:Treasury:lower} van {amount} aan de bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closing_debt_to_bank</source>
        <translation>De bank draagt de schuld van {corporation} van {debt}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pays_token_fee</source>
        <translation>{corporation} betaalt {price} voor haar fiches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps_company</source>
        <translation>{corporation} houdt {company} voor later</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>swap_two_shares</source>
        <translation>{player} neemt twee aandelen van 10% van {corporation} voor het {term:President&apos;s certificate:lower}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>swap_last_certificate</source>
        <translation>{player} neemt het laatste aandeel van 20% van {corporation} voor het {term:President&apos;s certificate:lower}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>earthquake</source>
        <translation>Aardbeving in Messina: de fiches van {corporations} gaan verloren en Messina wordt weer geel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>earthquake_no_markers</source>
        <translation>Aardbeving in Messina: Messina wordt weer geel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repays_loans</source>
        <translation>{corporation} lost leningen van {amount} af uit het {term:Treasury:lower}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>president_repays_loans</source>
        <translation>{player} lost leningen van {corporation} van {amount} af</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>merges_into_national</source>
        <translation>{corporation} gaat op in {national}: haar treinen ({trains}) en {amount} gaan naar {national}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>receives_national_shares</source>
        <translation>{player} ontvangt {count} aandelen {corporation} voor de aandelen van de opgegane maatschappijen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>national_shares_to_pool</source>
        <translation>{count} aandelen {corporation} gaan naar de {term:Bank pool:lower}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completes_presidency</source>
        <translation>{player} betaalt {price} en maakt het {term:President&apos;s certificate:lower} van {corporation} compleet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removes_token</source>
        <translation>{corporation} haalt haar fiche van {hex} weg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_right</source>
        <translation>{corporation} koopt een fiche van {company} van de bank voor {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_right_from</source>
        <translation>{corporation} koopt een fiche van {company} van {seller} voor {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_reserves_share</source>
        <translation>{minor} ontvangt een aandeel van {percent}% {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_cash_to_treasury</source>
        <translation>{minor} geeft zijn {amount} aan {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_cash_to_owner</source>
        <translation>{player} ontvangt {amount} van {minor}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_cash_to_bank</source>
        <translation>{minor} geeft de resterende {amount} aan de bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_token_replaced</source>
        <translation>{corporation} vervangt de fiche van {minor} op {hex}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_token_discarded</source>
        <translation>De fiche van de {minor} op {hex} verdwijnt van het bord; {corporation} neemt haar plaats niet in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>receives_share_with</source>
        <translation>{player} ontvangt met {company} een aandeel van {percent}% {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>borrows_train</source>
        <translation>{corporation} leent voor haar beurt een {train}-trein van de bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>returns_borrowed_train</source>
        <translation>{corporation} geeft de geleende {train}-trein terug aan de bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_loans</source>
        <translation>{who} neemt geen {term:Loan:lower}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_issue_shares</source>
        <translation>{who} geeft geen aandelen uit en koopt er geen terug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_bond</source>
        <translation>{who} geeft haar obligatie niet uit en lost haar niet af</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_station_slot</source>
        <translation>{who} koopt geen station van een andere maatschappij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_e_token</source>
        <translation>{who} koopt geen E-fiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_payout</source>
        <translation>{who} houdt de uitbetaling voor later</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_permit</source>
        <translation>{who} geeft het bouwrecht nu aan geen van de eigen maatschappijen</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>ends_turn</source>
        <translation>{who} beëindigt de beurt</translation>
    </message>
</context>
<context>
    <name>GameReport</name>
    <message>
        <location filename="../railsdesk/ui/reportview.py" line="+53"/>
        <source>Cash</source>
        <translation>Contant geld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares</source>
        <translation>Aandelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{term:Private companies}</source>
        <translation>{term:Private companies}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loans of the companies</source>
        <translation>Leningen van de maatschappijen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debt</source>
        <translation>Schuld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bankruptcy loans</source>
        <translation>Leningen bij bankroet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonds</source>
        <translation>Obligaties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not below zero</source>
        <translation>Niet onder nul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the last round has been played</source>
        <translation>de laatste ronde is gespeeld</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 went bankrupt</source>
        <translation>%1 is bankroet gegaan</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game ended: %1.</source>
        <translation>Het spel is afgelopen: %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game goes on: the standings in %1</source>
        <translation>Het spel loopt nog: de stand in %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 wins with %2</source>
        <translation>%1 wint met %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A tie between %1 with %2</source>
        <translation>Gelijkspel tussen %1 met elk %2</translation>
    </message>
    <message>
        <location line="+171"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Worth</source>
        <translation>Vermogen</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Worth of each player</source>
        <translation>Vermogen van de spelers</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Share price of each company</source>
        <translation>Aandelenkoers van de maatschappijen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shares each player holds</source>
        <translation>Aandelen van de spelers</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Revenue of each company</source>
        <translation>Winst van de maatschappijen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Game report — %1</source>
        <translation>Spelrapport — %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as &amp;PNG…</source>
        <translation>Opslaan als &amp;PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save figures as &amp;CSV…</source>
        <translation>Cijfers opslaan als &amp;CSV…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save the report as an image</source>
        <translation>Het rapport opslaan als afbeelding</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-afbeeldingen (*.png)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the image could not be written</source>
        <translation>de afbeelding kon niet worden geschreven</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save the report&apos;s figures</source>
        <translation>De cijfers van het rapport opslaan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot save</source>
        <translation>Opslaan niet mogelijk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be saved: %2</source>
        <translation>%1 kon niet worden opgeslagen: %2</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Cash of each player</source>
        <translation>Contant geld van de spelers</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Revenue of each company</source>
        <comment>card game</comment>
        <translation>Opbrengst van de maatschappijen</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../railsdesk/ui/session.py" line="+293"/>
        <source>The rules engine failed: %1</source>
        <translation>Fout in de spelregels: %1</translation>
    </message>
    <message>
        <location line="-228"/>
        <source>rulebook</source>
        <translation>spelregels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where 18xx.games plays a rule differently, the published rulebook decides.</source>
        <translation>Waar 18xx.games een regel anders speelt, beslissen de gepubliceerde spelregels.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>18xx.games</source>
        <translation>18xx.games</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules as 18xx.games plays them, so that the game replays there move for move.</source>
        <translation>De regels zoals 18xx.games ze speelt, zodat het spel daar zet voor zet na te spelen is.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Reading of the rules</source>
        <translation>Lezing van de regels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed</source>
        <translation>Toevalsgetal</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <location filename="../railsdesk/ui/history.py" line="+41"/>
        <source>Cannot show that moment: %1</source>
        <translation>Dat moment kan niet worden getoond: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rebuilding the game at that moment…</source>
        <translation>Het spel wordt voor dat moment opgebouwd…</translation>
    </message>
</context>
<context>
    <name>LogWidget</name>
    <message>
        <location filename="../railsdesk/ui/docks/log.py" line="+132"/>
        <source>Back to the present</source>
        <translation>Terug naar het heden</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares</source>
        <translation>Aandelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Track and stations</source>
        <translation>Sporen en stations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trains</source>
        <translation>Treinen</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Search the log</source>
        <translation>Zoeken in het spelverslag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone</source>
        <translation>Iedereen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything</source>
        <translation>Alles</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Play on from here</source>
        <translation>Vanaf hier verder spelen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="+264"/>
        <source>No recent games</source>
        <translation>Geen recente spellen</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bewerken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a new game</source>
        <translation>Een nieuw spel beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a saved game or an 18xx.games log</source>
        <translation>Een opgeslagen spel of een 18xx.games-logboek openen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+356"/>
        <source>Save the game</source>
        <translation>Het spel opslaan</translation>
    </message>
    <message>
        <location line="-355"/>
        <source>Save &amp;as…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <location line="+372"/>
        <source>The game could not be saved to %1:
%2

The game is still open. Save it somewhere else?</source>
        <translation>Het spel kon niet worden opgeslagen in %1:
%2

Het spel is nog geopend. Op een andere plek opslaan?</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Autosave failed</source>
        <translation>Automatisch opslaan mislukt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game could not be saved automatically:
%1

The game is still open. Save it somewhere else now?</source>
        <translation>Het spel kon niet automatisch worden opgeslagen:
%1

Het spel is nog geopend. Nu op een andere plek opslaan?</translation>
    </message>
    <message>
        <location line="-384"/>
        <source>&amp;Close game</source>
        <translation>Spel &amp;sluiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back the last action (Ctrl+Z)</source>
        <translation>De laatste actie terugnemen (Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>Op&amp;nieuw</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Opnieuw (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Coördinaten tonen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show location &amp;names</source>
        <translation>&amp;Plaatsnamen tonen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About railsdesk</source>
        <translation>&amp;Over railsdesk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Toolbar</source>
        <translation>Werkbalk</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/document.py" line="+17"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="+67"/>
        <source>Cannot start the game</source>
        <translation>Het spel kan niet beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be started: %1</source>
        <translation>Het spel kon niet worden begonnen: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open a game</source>
        <translation>Een spel openen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games (*.json *.rdsave);;All files (*)</source>
        <translation>Spellen (*.json *.rdsave);;Alle bestanden (*)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Opening %1…</source>
        <translation>%1 wordt geopend…</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Opened %1</source>
        <translation>%1 geopend</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot open the game</source>
        <translation>Het spel kan niet worden geopend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be opened.

%2

The file has not been changed.</source>
        <translation>%1 kon niet worden geopend.

%2

Het bestand is niet gewijzigd.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Unsaved game</source>
        <translation>Niet opgeslagen spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game before closing it?</source>
        <translation>Het spel opslaan voordat het wordt gesloten?</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mapgame.py" line="+108"/>
        <location filename="../railsdesk/ui/session.py" line="+175"/>
        <source>railsdesk games (*.rdsave *.json)</source>
        <translation>railsdesk-spellen (*.rdsave *.json)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="+92"/>
        <source>Cannot save</source>
        <translation>Opslaan niet mogelijk</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Saved %1</source>
        <translation>%1 opgeslagen</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>About railsdesk</source>
        <translation>Over railsdesk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>railsdesk %1

Play and keep the books of 18xx railway games.</source>
        <translation>railsdesk %1

18xx-spoorwegspellen spelen en hun boekhouding bijhouden.</translation>
    </message>
    <message>
        <location line="-282"/>
        <source>The rules refuse an action</source>
        <translation>De regels weigeren een actie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot be replayed to its end.

%2

Open the game as far as it is legal, up to this action? It opens as a new game; the file is not changed.</source>
        <translation>%1 kan niet tot het einde worden nagespeeld.

%2

Het spel openen zover het volgens de regels is, tot aan deze actie? Het opent als nieuw spel; het bestand blijft ongewijzigd.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The save has changed</source>
        <translation>Het opgeslagen spel is veranderd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not hold the game it was saved with: the file was damaged or edited, or the rules have changed since.

%2

Open the game its actions make?</source>
        <translation>%1 bevat niet het spel waarmee het is opgeslagen: het bestand is beschadigd of bewerkt, of de regels zijn sindsdien veranderd.

%2

Het spel openen dat de acties opleveren?</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>Game &amp;information…</source>
        <translation>Spel&amp;informatie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s title, file, reading of the rules and players</source>
        <translation>Titel, bestand, lezing van de regels en spelers van het spel</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Game information</source>
        <translation>Spelinformatie</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Game &amp;report…</source>
        <translation>Spel&amp;rapport…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner, each player&apos;s worth and the game round by round in charts</source>
        <translation>De winnaar, het vermogen van elke speler en hoe het spel per ronde ging, in grafieken</translation>
    </message>
    <message>
        <location line="+309"/>
        <source>No report</source>
        <translation>Geen rapport</translation>
    </message>
    <message>
        <location line="-300"/>
        <source>&amp;Table view</source>
        <translation>&amp;Tafelweergave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in large type on the full screen, to read across a table</source>
        <translation>Het spel in grote letters op het hele scherm, leesbaar aan de overkant van de tafel</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>The details are written to %1.</source>
        <translation>De details staan in %1.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../railsdesk/ui/names.py" line="+59"/>
        <source>a hex near %1</source>
        <translation>een vakje bij %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>near %1</source>
        <translation>bij %1</translation>
    </message>
</context>
<context>
    <name>NarDeckEditor</name>
    <message>
        <location filename="../railsdesk/ui/nar/deckeditor.py" line="+219"/>
        <source>Decks of North American Railways</source>
        <translation>Kaartensets voor North American Railways</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved decks:</source>
        <translation>Opgeslagen kaartensets:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New deck</source>
        <translation>Nieuwe kaartenset</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import a deck file…</source>
        <translation>Kaartenset-bestand importeren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export this deck…</source>
        <translation>Deze kaartenset exporteren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete this deck</source>
        <translation>Deze kaartenset verwijderen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decks are kept in %1</source>
        <translation>Kaartensets staan in %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name of the deck:</source>
        <translation>Naam van de kaartenset:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type in the cards of your copy once: amounts in dollars (multiples of $100), cost in red and revenue in green as printed, and the number of Coast-to-Coast symbols (0 to 3). Cells left empty count as not known yet.</source>
        <translation>Voer de kaarten van jullie exemplaar één keer in: bedragen in dollars (veelvouden van $100), kosten (rood) en opbrengst (groen) zoals gedrukt, en het aantal Coast-to-Coast-symbolen (0 tot 3). Lege cellen gelden als nog onbekend.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Companies</source>
        <translation>Maatschappijen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start cities</source>
        <translation>Startsteden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities</source>
        <translation>Steden</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <location line="+4"/>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Colour</source>
        <translation>Kleur</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>Revenue</source>
        <translation>Opbrengst</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coast-to-Coast</source>
        <translation>Coast-to-Coast</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a colour…</source>
        <translation>Kleur kiezen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(cannot be read)</source>
        <translation>(niet leesbaar)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(incomplete)</source>
        <translation>(onvolledig)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deck file cannot be used.</source>
        <translation>Dit kaartenset-bestand is niet bruikbaar.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+12"/>
        <source>Unsaved deck</source>
        <translation>Niet opgeslagen kaartenset</translation>
    </message>
    <message numerus="yes">
        <location line="-10"/>
        <source>The changes cannot be saved while %n problem(s) remain (listed below the cards). Discard the changes?</source>
        <translation>
            <numerusform>De wijzigingen kunnen niet worden opgeslagen zolang er nog %n probleem is (onder de kaarten vermeld). De wijzigingen weggooien?</numerusform>
            <numerusform>De wijzigingen kunnen niet worden opgeslagen zolang er nog %n problemen zijn (onder de kaarten vermeld). De wijzigingen weggooien?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+296"/>
        <source>%n problem(s) to fix before saving:</source>
        <translation>
            <numerusform>%n probleem op te lossen voor het opslaan:</numerusform>
            <numerusform>%n problemen op te lossen voor het opslaan:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n card(s) have no name or values yet. The deck can be saved and used for picking cards in companion mode; a game dealt by the program needs every name and value.</source>
        <translation>
            <numerusform>%n kaart heeft nog geen naam of waarden. De kaartenset kan worden opgeslagen en in de begeleidende modus gebruikt om kaarten te kiezen; een spel dat het programma deelt, heeft elke naam en elke waarde nodig.</numerusform>
            <numerusform>%n kaarten hebben nog geen naam of waarden. De kaartenset kan worden opgeslagen en in de begeleidende modus gebruikt om kaarten te kiezen; een spel dat het programma deelt, heeft elke naam en elke waarde nodig.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-291"/>
        <source>Save the changes to this deck first?</source>
        <translation>De wijzigingen aan deze kaartenset eerst opslaan?</translation>
    </message>
    <message>
        <location line="+84"/>
        <location line="+52"/>
        <location line="+123"/>
        <source>The deck needs a name.</source>
        <translation>De kaartenset heeft een naam nodig.</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>%1: the cost must be a multiple of $100 (0 or more), not %2</source>
        <translation>%1: de kosten moeten een veelvoud van $100 zijn (0 of meer), niet %2</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>%1: the revenue must be a multiple of $100 (0 or more), not %2</source>
        <translation>%1: de opbrengst moet een veelvoud van $100 zijn (0 of meer), niet %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Company %1</source>
        <translation>Maatschappij %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the name is missing</source>
        <translation>%1: de naam ontbreekt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has the same name as company %2</source>
        <translation>%1 heeft dezelfde naam als maatschappij %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: &quot;%2&quot; is not a colour (use a name such as blue or a code such as #1f5fa8)</source>
        <translation>%1: ‘%2’ is geen kleur (gebruik een Engelse naam zoals blue of een code zoals #1f5fa8)</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Start city %1</source>
        <translation>Startstad %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>City %1</source>
        <translation>Stad %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: Coast-to-Coast symbols must be 0, 1, 2 or 3, not %2</source>
        <translation>%1: Coast-to-Coast-symbolen moeten 0, 1, 2 of 3 zijn, niet %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: enter cost, revenue and symbols together (or leave all three empty while unknown)</source>
        <translation>%1: voer kosten, opbrengst en symbolen samen in (of laat alle drie leeg zolang ze onbekend zijn)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Click to go to the cell</source>
        <translation>Klik om naar de cel te gaan</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The deck is complete and can be used for games.</source>
        <translation>De kaartenset is volledig en kan voor spellen worden gebruikt.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot save the deck</source>
        <translation>Kaartenset kan niet worden opgeslagen</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+7"/>
        <source>Cannot import the deck</source>
        <translation>Kaartenset kan niet worden geïmporteerd</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot export the deck</source>
        <translation>Kaartenset kan niet worden geëxporteerd</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Import a deck</source>
        <translation>Kaartenset importeren</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>Deck files (*.json)</source>
        <translation>Kaartenset-bestanden (*.json)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Export the deck</source>
        <translation>Kaartenset exporteren</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Delete the deck</source>
        <translation>Kaartenset verwijderen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the deck file %1?</source>
        <translation>Het kaartenset-bestand %1 verwijderen?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot delete the deck</source>
        <translation>Kaartenset kan niet worden verwijderd</translation>
    </message>
</context>
<context>
    <name>NarDeckMessages</name>
    <message numerus="yes">
        <location filename="../railsdesk/ui/nar/messages.py" line="+145"/>
        <location line="+28"/>
        <source>(and %n more)</source>
        <translation>
            <numerusform>(en nog %n probleem)</numerusform>
            <numerusform>(en nog %n problemen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Deck file %1: %2</source>
        <translation>Kaartenset-bestand %1: %2</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>card_twice</source>
        <translation>{where}: de kaart-id {value} komt twee keer voor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>colour</source>
        <translation>{where}: {value} is geen kleur (een naam zoals blue of een code zoals #1f5fa8).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>company_twice</source>
        <translation>{where}: de maatschappij-id {value} komt twee keer voor.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>entry_count</source>
        <translation>
            <numerusform>{where} moet {expected} items hebben; het heeft %n item.</numerusform>
            <numerusform>{where} moet {expected} items hebben; het heeft %n items.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>entry_not_object</source>
        <translation>{where} moet een object zijn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file_name</source>
        <translation>De bestandsnaam {value} van de kaartenset mag geen map bevatten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>format</source>
        <translation>Het formaat moet ‘nar-deck’ zijn, niet {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>money_not_hundreds</source>
        <translation>{where} moet een veelvoud van $100 zijn en niet negatief, niet {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>money_not_number</source>
        <translation>{where} moet een geheel aantal dollars zijn, niet {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name</source>
        <translation>De naam van de kaartenset moet tekst zijn, niet {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_a_list</source>
        <translation>{where} moet een lijst zijn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_an_object</source>
        <translation>Een kaartenset moet een JSON-object zijn, niet {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>symbols</source>
        <translation>{where} moet een geheel getal van 0 tot en met 3 zijn, niet {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text_missing</source>
        <translation>{where} moet een niet-lege tekst zijn, niet {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unreadable</source>
        <translation>Het bestand kan niet worden gelezen: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value_missing</source>
        <translation>{where} ontbreekt (null).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>values_partly_known</source>
        <translation>{where}: kosten, opbrengst en symbolen moeten allemaal bekend of allemaal onbekend (null) zijn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>version</source>
        <translation>Versie {value} van het kaartenset-formaat wordt niet ondersteund (verwacht: {expected}).</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>%1 was not saved: %2</source>
        <translation>%1 is niet opgeslagen: %2</translation>
    </message>
</context>
<context>
    <name>NarDialogs</name>
    <message>
        <location filename="../railsdesk/ui/nar/widgets.py" line="+134"/>
        <source>Hold to look at your cash, or click to keep it shown until your turn is over. Cash is secret: make sure only you can see the screen.</source>
        <translation>Ingedrukt houden om je geld te zien, of klikken om het tot het einde van je beurt te tonen. Geld is geheim: zorg dat alleen jij het scherm ziet.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Hide my cash</source>
        <translation>Mijn geld verbergen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show my cash</source>
        <translation>Mijn geld tonen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/dialogs.py" line="+75"/>
        <source>Price:</source>
        <translation>Prijs:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start city:</source>
        <translation>Startstad:</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>A proposal for the director</source>
        <translation>Een voorstel voor de directeur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, you decide</source>
        <translation>%1, jij beslist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 proposes %2 for a share of %3, of which you are the director.</source>
        <translation>%1 stelt %2 voor voor een aandeel van %3, waarvan jij de directeur bent.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Allow: %1 takes the share and pays %2 — %3 into the treasury of %4, %5 to the bank.
Buy it yourself: you take the share and pay %2 — %3 into the treasury, %5 to %1, who may then choose another company.</source>
        <translation>Toestaan: %1 neemt het aandeel en betaalt %2 — %3 in de kas van %4, %5 aan de bank.
Zelf kopen: jij neemt het aandeel en betaalt %2 — %3 in de kas, %5 aan %1, die daarna een andere maatschappij mag kiezen.</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Careful: if you allow it, %1 holds %n share(s) of %2 and you %3, so %1 becomes its director (a tie goes to the buyer).</source>
        <translation>
            <numerusform>Let op: sta je het toe, dan heeft %1 %n aandeel van %2 en jij %3, dus wordt %1 directeur (bij gelijkstand wordt het de koper).</numerusform>
            <numerusform>Let op: sta je het toe, dan heeft %1 %n aandelen van %2 en jij %3, dus wordt %1 directeur (bij gelijkstand wordt het de koper).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Allow %1 to buy it</source>
        <translation>%1 laten kopen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Buy it myself for %1</source>
        <translation>Zelf kopen voor %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/messages.py" line="-114"/>
        <source>The cost must be a multiple of $100 (0 or more), not %1.</source>
        <translation>De kosten moeten een veelvoud van $100 zijn (0 of meer), niet %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The revenue must be a multiple of $100 (0 or more), not %1.</source>
        <translation>De opbrengst moet een veelvoud van $100 zijn (0 of meer), niet %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The price must be a multiple of $100 of at least $100, not %1.</source>
        <translation>De prijs moet een veelvoud van $100 zijn en minstens $100, niet %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You cannot pay %1. Name a price you can pay.</source>
        <translation>Je kunt %1 niet betalen. Noem een prijs die je kunt betalen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A share of %1, which you direct, costs %2, and you cannot pay it. Choose another share.</source>
        <translation>Een aandeel van %1, waarvan je directeur bent, kost %2 en dat kun je niet betalen. Kies een ander aandeel.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You cannot pay %1: you must allow the purchase.</source>
        <translation>Je kunt %1 niet betalen: je moet de koop toestaan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 costs %2; the treasury of %3 holds only %4.</source>
        <translation>%1 kost %2; de kas van %3 bevat maar %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Coast-to-Coast symbols must be 0, 1, 2 or 3.</source>
        <translation>Het aantal Coast-to-Coast-symbolen is 0, 1, 2 of 3.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/widgets.py" line="-88"/>
        <source>“%1” is not an amount in dollars.</source>
        <translation>„%1” is geen bedrag in dollars.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/dialogs.py" line="-145"/>
        <source>Enter the price.</source>
        <translation>Vul de prijs in.</translation>
    </message>
    <message numerus="yes">
        <location filename="../railsdesk/ui/nar/income.py" line="+99"/>
        <source>%1: revenue %2, %n share(s), %3 per share</source>
        <translation>
            <numerusform>%1: opbrengst %2, %n aandeel, %3 per aandeel</numerusform>
            <numerusform>%1: opbrengst %2, %n aandelen, %3 per aandeel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1: %n share(s) × %2 + director&apos;s extra %3 = %4</source>
        <translation>
            <numerusform>%1: %n aandeel × %2 + extra voor de directeur %3 = %4</numerusform>
            <numerusform>%1: %n aandelen × %2 + extra voor de directeur %3 = %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1: %n share(s) × %2 = %3</source>
        <translation>
            <numerusform>%1: %n aandeel × %2 = %3</numerusform>
            <numerusform>%1: %n aandelen × %2 = %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Treasury (remainder): %1</source>
        <translation>Kas van de maatschappij (restant): %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+76"/>
        <source>Company / player</source>
        <translation>Maatschappij / speler</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Revenue</source>
        <translation>Opbrengst</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+76"/>
        <source>Shares</source>
        <translation>Aandelen</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Per share</source>
        <translation>Per aandeel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Director&apos;s extra</source>
        <translation>Extra voor de directeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+73"/>
        <source>Receives</source>
        <translation>Ontvangt</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Treasury (remainder)</source>
        <translation>Kas van de maatschappij (restant)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Coast-to-Coast</source>
        <translation>Coast-to-Coast</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 per share</source>
        <translation>%1 per aandeel</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/dialogs.py" line="+191"/>
        <source>Phase III: Receive income (last round)</source>
        <translation>Fase III: Inkomen ontvangen (laatste ronde)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase III: Receive income</source>
        <translation>Fase III: Inkomen ontvangen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each company&apos;s revenue is split evenly over its shares in multiples of $100. Of an indivisible remainder the director receives $100 more and the rest goes into the company&apos;s treasury.</source>
        <translation>De opbrengst van elke maatschappij wordt in veelvouden van $100 gelijk over haar aandelen verdeeld. Van een ondeelbaar restant krijgt de directeur $100 extra; de rest gaat naar de kas van de maatschappij.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last round: of an indivisible remainder the director receives half (rounded up to $100) and the rest goes into the company&apos;s treasury.</source>
        <translation>Laatste ronde: van een ondeelbaar restant krijgt de directeur de helft (naar boven afgerond op $100); de rest gaat naar de kas van de maatschappij.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+56"/>
        <source>Final payout</source>
        <translation>Slotuitkering</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Each company pays $100 per Coast-to-Coast symbol of its network on every share.</source>
        <translation>Elke maatschappij betaalt $100 per Coast-to-Coast-symbool van haar spoorwegnet op elk aandeel.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pay out</source>
        <translation>Uitbetalen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back</source>
        <translation>Terug</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>End of the game</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins!</source>
        <translation>%1 wint!</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cash</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tied players are placed in the turn order of the last round, counted from its start player.</source>
        <translation>Bij gelijkstand beslist de volgorde van de laatste ronde, geteld vanaf de startspeler.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Values of a start city</source>
        <translation>Waarden van een startstad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Values of a city</source>
        <translation>Waarden van een stad</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Read the card %1 on the table and enter its values.</source>
        <translation>Lees de kaart %1 op tafel af en voer haar waarden in.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>(type the values in)</source>
        <translation>(waarden intypen)</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Card of the deck:</source>
        <translation>Kaart uit de set:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name:</source>
        <translation>Naam:</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Cost (red):</source>
        <translation>Kosten (rood):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revenue (green):</source>
        <translation>Opbrengst (groen):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coast-to-Coast symbols:</source>
        <translation>Coast-to-Coast-symbolen:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Enter the cost.</source>
        <translation>Vul de kosten in.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter the revenue.</source>
        <translation>Vul de opbrengst in.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose the number of Coast-to-Coast symbols.</source>
        <translation>Kies het aantal Coast-to-Coast-symbolen.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/prompts.py" line="+84"/>
        <source>You are the director of %1: a share costs the fixed price of $1000 - $500 into the treasury and $500 to the bank. If you have less than $1000 and direct every company whose share lies at the bottom of the display, you pay all your cash instead (half of it, rounded up, into the treasury).</source>
        <translation>Je bent directeur van %1: een aandeel kost de vaste prijs van $1000 - $500 in de kas van de maatschappij en $500 aan de bank. Heb je minder dan $1000 en ben je directeur van elke maatschappij waarvan een aandeel onderaan de uitstalling ligt, dan betaal je in plaats daarvan al je geld (de helft, naar boven afgerond, in de kas).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A share of %1</source>
        <translation>Een aandeel van %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy the share</source>
        <translation>Aandeel kopen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Found %1</source>
        <translation>%1 oprichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You take the first share and become director. Name the price (a multiple of $100 that you can pay); all of it goes into the company&apos;s treasury.</source>
        <translation>Je neemt het eerste aandeel en wordt directeur. Noem de prijs (een veelvoud van $100 dat je kunt betalen); alles gaat naar de kas van de maatschappij.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Propose a price for %1</source>
        <translation>Een prijs voorstellen voor %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is the director of %2. Name a price (a multiple of $100 that you can pay); the director then allows you to buy the share or buys it himself for that price.</source>
        <translation>%1 is directeur van %2. Noem een prijs (een veelvoud van $100 dat je kunt betalen); de directeur laat je het aandeel kopen of koopt het zelf voor die prijs.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>(the start city of %1)</source>
        <translation>(de startstad van %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(start city %1)</source>
        <translation>(startstad %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at the bottom of column %1</source>
        <translation>onderaan in kolom %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in column %1, row %2 from the top</source>
        <translation>in kolom %1, rij %2 van boven</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/income.py" line="-90"/>
        <source>For the shares</source>
        <translation>Voor de aandelen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/dialogs.py" line="-345"/>
        <source>%1 takes the proposal back</source>
        <translation>%1 neemt het voorstel terug</translation>
    </message>
</context>
<context>
    <name>NarLog</name>
    <message>
        <location filename="../railsdesk/ui/nar/text.py" line="+160"/>
        <source>%1 proposes %2 for a share of %3</source>
        <translation>%1 stelt %2 voor voor een aandeel van %3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 becomes director of %2</source>
        <translation>%1 wordt directeur van %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ends their turn</source>
        <translation>%1 beëindigt de beurt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has chosen every company in the share display; turn over</source>
        <translation>%1 heeft alle maatschappijen in de uitstalling gekozen; de beurt eindigt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no money, takes %2 from the bank and chooses no share</source>
        <translation>%1 heeft geen geld, neemt %2 van de bank en kiest geen aandeel</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 buys %2 for %3 (%4 from the treasury)</source>
        <translation>%1 koopt %2 voor %3 (%4 uit de kas)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 passes</source>
        <translation>%1 past</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot buy a city and must pass</source>
        <translation>%1 kan geen stad kopen en moet passen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>fewer shares in the share display than players</source>
        <translation>minder aandelen in de uitstalling dan spelers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five or fewer cities in the city display</source>
        <translation>vijf of minder steden in de stedenuitstalling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no city was bought in Phase II</source>
        <translation>in fase II is geen stad gekocht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The end of the game is triggered (%1): this round is the last</source>
        <translation>Het einde van het spel is ingeluid (%1): deze ronde is de laatste</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: revenue %2, %3 per share; %4</source>
        <translation>%1: opbrengst %2, %3 per aandeel; %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>treasury +%1</source>
        <translation>kas +%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final payout of %1: %2 per share; %3</source>
        <translation>Slotuitkering van %1: %2 per aandeel; %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1 begins; %2 is start player</source>
        <translation>Ronde %1 begint; %2 is startspeler</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game is over; %1 wins</source>
        <translation>Het spel is afgelopen; %1 wint</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>%1 enters the values of %2</source>
        <translation>%1 voert de waarden van %2 in</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>%1 founds %2 for %3 (all of it into its treasury) and takes the start city %4</source>
        <translation>%1 richt %2 op voor %3 (alles in de kas van de maatschappij) en neemt startstad %4</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 directs every company at the bottom of the share display and pays all their cash for a share of %2: %3 (%4)</source>
        <translation>%1 is directeur van alle onderste maatschappijen en betaalt al zijn geld voor een aandeel van %2: %3 (%4)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 buys a share of %2 for %3 (%4)</source>
        <translation>%1 koopt een aandeel van %2 voor %3 (%4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 buys the share of %2 for %3 themselves (%4)</source>
        <translation>%1 koopt het aandeel van %2 zelf voor %3 (%4)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 allows it: %2 buys a share of %3 for %4 (%5)</source>
        <translation>%1 staat het toe: %2 koopt een aandeel van %3 voor %4 (%5)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>all of it into the treasury</source>
        <translation>alles in de kas van de maatschappij</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 into the treasury, %2 to the bank</source>
        <translation>%1 in de kas van de maatschappij, %2 aan de bank</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 into the treasury, %2 to %3</source>
        <translation>%1 in de kas van de maatschappij, %2 aan %3</translation>
    </message>
</context>
<context>
    <name>NarLogMessages</name>
    <message>
        <location filename="../railsdesk/ui/nar/messages.py" line="+46"/>
        <source>Action %1 (%2 by %3): %4</source>
        <translation>Actie %1 (%2 door %3): %4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The log&apos;s deck: %1</source>
        <translation>De kaartenset van het verslag: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>actions_not_list</source>
        <translation>De acties moeten een lijst zijn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_column</source>
        <translation>{where} moet een lijst van {size} steden zijn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_twice</source>
        <translation>{where}: de stad {value} ligt twee keer uit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>columns</source>
        <translation>{where} moet een lijst van {size} kolommen zijn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first_player</source>
        <translation>De startspeler {value} is geen van de spelers.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>log_not_object</source>
        <translation>Een spelverslag moet een JSON-object zijn, niet {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing</source>
        <translation>{where} ontbreekt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_a_list</source>
        <translation>{where} moet een lijst zijn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_object</source>
        <translation>{where} moet een object zijn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_text</source>
        <translation>{where} moet een tekst zijn, niet {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player_count</source>
        <translation>Het spel heeft 3 tot 5 spelers nodig; het verslag heeft er {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player_not_object</source>
        <translation>{where} moet een object met id en name zijn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player_twice</source>
        <translation>{where}: de speler-id {value} komt twee keer voor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>players_not_list</source>
        <translation>De spelers moeten een lijst zijn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share_column</source>
        <translation>{where} moet een lijst van {size} aandelen zijn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_cities_once</source>
        <translation>De startsteden moeten elk van de 5 startsteden van de kaartenset precies één keer noemen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_rule</source>
        <translation>De regel voor de startstad moet ‘top’ of ‘choose’ zijn, niet {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text_missing</source>
        <translation>{where} moet een niet-lege tekst zijn, niet {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>title</source>
        <translation>Het verslag is niet van North American Railways (titel {value}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too_many_shares</source>
        <translation>De aandelenuitstalling bevat {shares} aandelen van {company}, maar een maatschappij heeft er maar {most}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_city</source>
        <translation>{where}: onbekende stad {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_company</source>
        <translation>{where}: onbekende maatschappij {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_start_city</source>
        <translation>{where}: onbekende startstad {value}.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/session.py" line="+44"/>
        <source>This file is not a North American Railways game.</source>
        <translation>Dit bestand is geen spel van North American Railways.</translation>
    </message>
</context>
<context>
    <name>NarMessages</name>
    <message>
        <location filename="../railsdesk/ui/nar/messages.py" line="-55"/>
        <source>bad_column</source>
        <translation>De kolom moet een getal van 0 tot en met {highest} zijn, niet {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_name</source>
        <translation>De naam van een kaart moet een niet-lege tekst zijn, niet {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy_not_bool</source>
        <translation>Het antwoord van de directeur moet ja of nee (true of false) zijn, niet {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_pass</source>
        <translation>Nu kan niemand passen ({phase}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cities_phase</source>
        <translation>Steden worden alleen in fase II gekocht (nu: {phase}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_bought</source>
        <translation>{player} heeft in deze fase al een stad voor {company} gekocht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_column_empty</source>
        <translation>Kolom {number} van de stedenuitstalling is leeg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_known</source>
        <translation>De waarden van {city} zijn al bekend.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_not_shown</source>
        <translation>{city} ligt niet in de stedenuitstalling.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>company_chosen</source>
        <translation>Een aandeel van {company} is deze beurt al gekozen; kies een andere maatschappij.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game_over</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_proposal</source>
        <translation>Er wacht geen voorstel op de beslissing van een directeur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_share</source>
        <translation>{player} heeft geen aandeel van {company}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_an_object</source>
        <translation>Een actie moet een JSON-object zijn, niet {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_director</source>
        <translation>Alleen de directeur van {company}, {director}, beslist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_your_turn</source>
        <translation>{player} is aan de beurt, niet {actor}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>own_share_price</source>
        <translation>Een aandeel van {company}, waarvan je directeur bent, kost hier {price}, niet {offered}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price_needed</source>
        <translation>Noem een prijs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>proposal_waiting</source>
        <translation>De directeur van {company} moet eerst over het voorstel beslissen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reveal_first</source>
        <translation>Eerst moeten de waarden van de onderste steden worden ingevoerd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share_column_empty</source>
        <translation>Kolom {number} van de aandelenuitstalling is leeg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share_needed</source>
        <translation>Er moet een aandeel gekozen worden; de beurt mag pas eindigen nadat een directeur het gekozen aandeel zelf heeft gekocht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shares_phase</source>
        <translation>Aandelen worden alleen in fase I genomen (nu: {phase}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_field</source>
        <translation>Een startstad heeft alleen een opbrengst, geen kosten en geen Coast-to-Coast-symbolen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_known</source>
        <translation>De waarden van startstad {city} zijn al bekend.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_needed</source>
        <translation>De oprichter moet een startstad kiezen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_not_founding</source>
        <translation>Een startstad wordt alleen bij de oprichting van een maatschappij genomen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_not_in_stack</source>
        <translation>Startstad {value} ligt niet op de stapel startsteden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_not_top</source>
        <translation>De oprichter neemt de bovenste startstad, {top}, niet {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_action</source>
        <translation>Onbekende soort actie: {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_card</source>
        <translation>Onbekende kaart: {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_company</source>
        <translation>Onbekende maatschappij: {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_player</source>
        <translation>Onbekende speler: {value}.</translation>
    </message>
</context>
<context>
    <name>NarNewGame</name>
    <message>
        <location filename="../railsdesk/ui/nar/newgame.py" line="+258"/>
        <source>New game of North American Railways</source>
        <translation>Nieuw spel North American Railways</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of players:</source>
        <translation>Aantal spelers:</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+69"/>
        <source>Player %1:</source>
        <translation>Speler %1:</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+66"/>
        <location line="+10"/>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice deck</source>
        <translation>Oefenkaarten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NOT the published cards: the values come from a formula, for trying the rules before your own cards are typed in.</source>
        <translation>NIET de uitgegeven kaarten: de waarden komen uit een formule, om de regels uit te proberen voordat je eigen kaarten zijn ingevoerd.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A saved deck:</source>
        <translation>Een opgeslagen kaartenset:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decks…</source>
        <translation>Kaartensets…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Companion mode: the physical cards on the table</source>
        <translation>Begeleidingsmodus: de echte kaarten op tafel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shuffle and lay out the cards as the rules say; enter the share display below. The program asks for a city&apos;s values when the card becomes available.</source>
        <translation>Schud de kaarten en leg ze uit zoals de regels zeggen; voer hieronder de aandelenuitstalling in. Het programma vraagt de waarden van een stad zodra de kaart beschikbaar wordt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Setup</source>
        <translation>Voorbereiding</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed for shuffling:</source>
        <translation>Toevalsgetal voor het schudden:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same seed deals the same cards and start player.</source>
        <translation>Hetzelfde toevalsgetal geeft dezelfde uitstalling en startspeler.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Founders choose their start city (instead of the top card)</source>
        <translation>Oprichters kiezen hun startstad (in plaats van de bovenste kaart)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Companion mode</source>
        <translation>Begeleidingsmodus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards to pick from:</source>
        <translation>Kaarten om uit te kiezen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A saved deck of your copy: its companies are used, and a turned-up card can be picked from its list instead of typing the values.</source>
        <translation>Een opgeslagen kaartenset van jullie exemplaar: de maatschappijen ervan worden gebruikt en een omgedraaide kaart kan uit de lijst worden gekozen in plaats van de waarden in te typen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start player:</source>
        <translation>Startspeler:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The share display as it lies on the table: each column from top to bottom; the last card is the one that can be taken.</source>
        <translation>De aandelenuitstalling zoals ze op tafel ligt: elke kolom van boven naar beneden; de laatste kaart is de onderste, die gekozen kan worden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Column %1</source>
        <translation>Kolom %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill at random</source>
        <translation>Willekeurig vullen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fills the display at random with the seed; lay the cards out the same way.</source>
        <translation>Vult de uitstalling willekeurig met het toevalsgetal; leg de kaarten op dezelfde manier uit.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>(cannot be read)</source>
        <translation>(niet leesbaar)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(incomplete)</source>
        <translation>(onvolledig)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(no saved decks yet)</source>
        <translation>(nog geen kaartensets opgeslagen)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>(none: type the values in)</source>
        <translation>(geen: waarden intypen)</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Two players have the same name.</source>
        <translation>Twee spelers hebben dezelfde naam.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Enter every share of the display (4 columns of 7).</source>
        <translation>Voer elk aandeel van de uitstalling in (4 kolommen van 7).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has %2 shares in the display, but only 6 exist.</source>
        <translation>%1 heeft %2 aandelen in de uitstalling, maar er bestaan er maar 6.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Choose a saved deck with every card&apos;s values, or use the deck editor.</source>
        <translation>Kies een opgeslagen kaartenset met alle kaartwaarden, of gebruik de kaarteneditor.</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>(not the published cards)</source>
        <translation>(niet de uitgegeven kaarten)</translation>
    </message>
    <message>
        <location line="-330"/>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Company %1</source>
        <translation>Maatschappij %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice City %1</source>
        <translation>Oefenstad %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice Start %1</source>
        <translation>Oefenstartstad %1</translation>
    </message>
</context>
<context>
    <name>NarTable</name>
    <message>
        <location filename="../railsdesk/ui/nar/cards.py" line="+84"/>
        <source>Share of %1</source>
        <translation>Aandeel van %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (values not entered yet)</source>
        <translation>%1 (waarden nog niet ingevoerd)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — cost %2, revenue %3, Coast-to-Coast symbols: %4</source>
        <translation>%1 — kosten %2, opbrengst %3, Coast-to-Coast-symbolen: %4</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Share</source>
        <translation>Aandeel</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/session.py" line="+232"/>
        <source>railsdesk games (*.json)</source>
        <translation>railsdesk-spellen (*.json)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/boards.py" line="+111"/>
        <source>not founded yet</source>
        <translation>nog niet opgericht</translation>
    </message>
    <message>
        <location line="-5"/>
        <location filename="../railsdesk/ui/nar/table.py" line="+477"/>
        <source>Director</source>
        <translation>Directeur</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Treasury</source>
        <translation>Kas van de maatschappij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revenue</source>
        <translation>Opbrengst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coast-to-Coast</source>
        <translation>Coast-to-Coast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares held</source>
        <translation>Uitgegeven aandelen</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Network</source>
        <translation>Spoorwegnet</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>enter its revenue</source>
        <translation>opbrengst invullen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/table.py" line="-189"/>
        <source>Share display</source>
        <translation>Aandelenuitstalling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City display</source>
        <translation>Stedenuitstalling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Railway companies</source>
        <translation>Spoorwegmaatschappijen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>Spelverslag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Income</source>
        <translation>Inkomen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Decks…</source>
        <translation>Kaartensets…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter, check and share the card data of your copy</source>
        <translation>De kaartwaarden van je eigen exemplaar invoeren, controleren en delen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter card values…</source>
        <translation>Kaartwaarden invoeren…</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>card values needed</source>
        <translation>kaartwaarden nodig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to act</source>
        <translation>%1 is aan de beurt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins</source>
        <translation>%1 wint</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start player: %1</source>
        <translation>Startspeler: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last round</source>
        <translation>Laatste ronde</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares</source>
        <translation>Aandelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cash</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>(passed)</source>
        <translation>(gepast)</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%1: %n share(s)</source>
        <translation>
            <numerusform>%1: %n aandeel</numerusform>
            <numerusform>%1: %n aandelen</numerusform>
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
        <translation>Heeft in deze fase een stad ervoor gekocht</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cash is secret</source>
        <translation>Het geld is geheim</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/prompts.py" line="-125"/>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn up the card and enter its values (companion mode).</source>
        <translation>Draai de kaart om en voer haar waarden in (begeleidingsmodus).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the director bought the share. Choose a share of another company, or end your turn.</source>
        <translation>%1: de directeur heeft het aandeel zelf gekocht. Kies een aandeel van een andere maatschappij of beëindig je beurt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: choose the bottom share of a column.</source>
        <translation>%1: kies het onderste aandeel van een kolom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 decides on the proposal.</source>
        <translation>%1 beslist over het voorstel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: choose a company you hold shares in, then a city at the bottom of the city display; or pass.</source>
        <translation>%1: kies een maatschappij waarvan je aandelen hebt en dan een onderste stad van de stedenuitstalling; of pas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: choose a city for %2 (paid from its treasury), or pass.</source>
        <translation>%1: kies een stad voor %2 (betaald uit de kas van de maatschappij) of pas.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/table.py" line="+54"/>
        <source>Buy a city for %1</source>
        <translation>Een stad kopen voor %1</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>End my turn</source>
        <translation>Beurt beëindigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drop out of this phase; passing is final for this phase</source>
        <translation>Uit deze fase stappen; wie past, doet in deze fase niet meer mee</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>How each company&apos;s revenue would be split if income were paid now (the director&apos;s extra is part of what he receives).</source>
        <translation>Zo zou de opbrengst van elke maatschappij worden verdeeld als het inkomen nu werd betaald (de extra van de directeur zit in zijn bedrag).</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/prompts.py" line="+11"/>
        <source>You hold no share of %1.</source>
        <translation>Je hebt geen aandeel van %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already bought a city for %1 in this phase.</source>
        <translation>Je hebt in deze fase al een stad voor %1 gekocht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The treasury of %1 (%2) cannot pay for any city at the bottom.</source>
        <translation>De kas van %1 (%2) kan geen van de onderste steden betalen.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/table.py" line="+172"/>
        <source>Choose the company first.</source>
        <translation>Kies eerst de maatschappij.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/prompts.py" line="+9"/>
        <source>None of your companies can pay %1 for %2.</source>
        <translation>Geen van je maatschappijen kan %1 voor %2 betalen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You have no company left that may buy a city in this phase: pass.</source>
        <translation>Geen van je maatschappijen mag in deze fase nog een stad kopen: pas.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/text.py" line="-147"/>
        <source>Phase I: Trade shares</source>
        <translation>Fase I: Aandelen verhandelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase II: Buy cities</source>
        <translation>Fase II: Steden kopen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase III: Receive income</source>
        <translation>Fase III: Inkomen ontvangen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the game</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/table.py" line="-456"/>
        <source>D director · ★ start player · ↻ bought a city for that company in this phase · cash is secret</source>
        <translation>D directeur · ★ startspeler · ↻ heeft in deze fase een stad voor die maatschappij gekocht · geld is geheim</translation>
    </message>
</context>
<context>
    <name>OperatingActions</name>
    <message>
        <location filename="../railsdesk/ui/operatingactions.py" line="+36"/>
        <source>Choose a train, then click its stops on the map in order.</source>
        <translation>Kies een trein en klik dan de haltes op de kaart in volgorde aan.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>no route</source>
        <translation>geen traject</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In parentheses: stops the train passes without counting them</source>
        <translation>Tussen haakjes: haltes die de trein passeert zonder ze te tellen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear this route</source>
        <translation>Deze route wissen</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Total: %1</source>
        <translation>Totaal: %1</translation>
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
        <translation>De beste routes zoeken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last run</source>
        <translation>Laatste rit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the routes this company ran last time</source>
        <translation>De routes tonen die deze maatschappij de vorige keer reed</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run trains</source>
        <translation>Treinen laten rijden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run trains for %1</source>
        <translation>Treinen laten rijden voor %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The rules require the highest revenue (%1): Auto finds it.</source>
        <translation>De regels eisen de hoogst mogelijke opbrengst (%1): „Automatisch” vindt die.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The company must buy a train</source>
        <translation>De maatschappij moet een trein kopen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The bank&apos;s cheapest train: a %1 train for %2. The {term:Treasury:lower} has %3; %4 is missing.</source>
        <translation>De goedkoopste trein van de bank: een %1-trein voor %2. De {term:Treasury:lower} heeft %3; er ontbreekt %4.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, the {term:President:lower}, pays it (cash: %2).</source>
        <translation>%1 ({term:President:lower}) betaalt het (contant: %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, the {term:President:lower}, has %2 and must raise the other %3.</source>
        <translation>%1 ({term:President:lower}) heeft %2 en moet de overige %3 bijeenbrengen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It is offered once the money is there.</source>
        <translation>Hij wordt aangeboden zodra het geld er is.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A {term:Loan:lower} into the {term:Treasury:lower} (below).</source>
        <translation>Een {term:Loan:lower} in de {term:Treasury:lower} (hieronder).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Selling shares (below).</source>
        <translation>Aandelen verkopen (hieronder).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A train of another company, at a price agreed from %1 (below).</source>
        <translation>Een trein van een andere maatschappij, tegen een overeengekomen prijs vanaf %1 (hieronder).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bankruptcy, when nothing else is possible.</source>
        <translation>Bankroet, als niets anders mogelijk is.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>(%1 per share)</source>
        <translation>(%1 per aandeel)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(%1 to the treasury)</source>
        <translation>(%1 naar de kas)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay out half</source>
        <translation>Helft uitkeren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the {term:Share price:lower} falls</source>
        <translation>de {term:Share price:lower} daalt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 withholds %2: the shareholders receive nothing and the {term:Share price:lower} falls.</source>
        <translation>%1: {term:Withhold} van %2 – de aandeelhouders krijgen niets en de {term:Share price:lower} daalt.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Skip: %1</source>
        <translation>Overslaan: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done</source>
        <translation>Klaar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on</source>
        <translation>Verder</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Now: %1</source>
        <translation>Nu: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a tile could be laid</source>
        <translation>er kan een traject-kaartje gelegd worden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lays no tile this turn, although one could be laid.</source>
        <translation>%1 legt deze beurt geen traject-kaartje, hoewel er een gelegd kan worden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the company has no train</source>
        <translation>de maatschappij heeft geen trein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 buys no train and has none: it cannot run trains.</source>
        <translation>%1 koopt geen trein en heeft er geen: hij kan geen treinen laten rijden.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the bank</source>
        <translation>de bank</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy a %1 train from %2 for %3</source>
        <translation>Een %1-trein kopen van %2 voor %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>trading in a %1 train</source>
        <translation>met inruil van een %1-trein</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 train from %2</source>
        <translation>%1-trein van %2</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Buy</source>
        <translation>Kopen</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>%1 buys a %2 train from %3 for %4.</source>
        <translation>%1 koopt een %2-trein van %3 voor %4.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>(the {term:President} borrows %1 and owes %2)</source>
        <translation>(de {term:President:lower} leent %1 en is %2 schuldig)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>owned by %1, face value %2, %3 to %4</source>
        <translation>in bezit van %1, nominale waarde %2, %3 tot %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Price of %1</source>
        <translation>Prijs van %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 buys %2 from %3 for %4.</source>
        <translation>%1 koopt %2 van %3 voor %4.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>%1 offers %4 for a %2 train of %3.</source>
        <translation>%1 biedt %4 voor een %2-trein van %3.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Offer</source>
        <translation>Bieden</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 offers %4 for %2, owned by %3.</source>
        <translation>%1 biedt %4 voor %2, in bezit van %3.</translation>
    </message>
    <message>
        <location line="-348"/>
        <source>best routes: %1</source>
        <translation>beste routes: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 runs its trains for nothing while the best routes are still being searched.</source>
        <translation>%1 rijdt voorlopig zonder winst, terwijl de beste routes nog gezocht worden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 runs its trains for %2 although the best routes earn %3: %4 less.</source>
        <translation>%1 rijdt voor %2, hoewel de beste routes %3 opleveren: %4 minder.</translation>
    </message>
    <message>
        <location line="+286"/>
        <source>Show all %1</source>
        <translation>Alle %1 tonen</translation>
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
        <translation>geen bouwrecht voor stadium %1: legt geen spoor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>has received its whole treasury</source>
        <translation>heeft haar hele kas ontvangen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>holds the {term:Train marker}: it bought the last train from the bank</source>
        <translation>heeft de {term:Train marker}: kocht als laatste een trein van de bank</translation>
    </message>
</context>
<context>
    <name>OrderTrackView</name>
    <message>
        <location line="+101"/>
        <source>The top row operates first, each row from the left.</source>
        <translation>De bovenste rij rijdt eerst, elke rij van links.</translation>
    </message>
</context>
<context>
    <name>PlayersWidget</name>
    <message>
        <location filename="../railsdesk/ui/docks/players.py" line="+119"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cash</source>
        <translation>Handgeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worth</source>
        <translation>Vermogen</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Company</source>
        <translation>Maatschappij</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Treasury</source>
        <comment>companies&apos; table header</comment>
        <translation>Kas</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Initial offering</source>
        <comment>companies&apos; table header</comment>
        <translation>Initieel aanbod</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bank pool</source>
        <comment>companies&apos; table header</comment>
        <translation>Pot</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tokens</source>
        <comment>companies&apos; table header</comment>
        <translation>Fiches</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Share price</source>
        <comment>companies&apos; table header</comment>
        <translation>Koers</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Last revenue</source>
        <translation>Laatste winst</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1856.py" line="+283"/>
        <source>Loans</source>
        <translation>Leningen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capitalization</source>
        <translation>Kapitalisatie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Destination</source>
        <translation>Bestemming</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>escrow</source>
        <translation>bewaring</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>incremental</source>
        <translation>stapsgewijs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>volledig</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The first half of the shares sold pays the treasury; the bank holds the rest until the company reaches its destination.</source>
        <translation>De eerste helft van de verkochte aandelen betaalt de kas; de bank bewaart de rest tot de maatschappij haar bestemming bereikt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every share sold from the initial offering pays the treasury.</source>
        <translation>Elk aandeel dat uit het initiële aanbod wordt verkocht, betaalt de kas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ten times the par value once enough shares are sold; no more later.</source>
        <translation>Tien keer de nominale waarde zodra genoeg aandelen verkocht zijn; daarna niets meer.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(if started now)</source>
        <translation>(bij oprichting nu)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The bank holds %1.</source>
        <translation>De bank houdt %1 in bewaring.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Interest %1 per operating round</source>
        <translation>Rente %1 per exploitatieronde</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Destination reached</source>
        <translation>Bestemming bereikt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Destination: a route from %1 to %2</source>
        <translation>Bestemming: een traject van %1 naar %2</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="-161"/>
        <source>Started</source>
        <translation>Opgericht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next in the company order: may be started now</source>
        <translation>Volgende in de volgorde van de maatschappijen: kan nu worden opgericht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next in the company order: may be started from the next stock round</source>
        <translation>Volgende in de volgorde van de maatschappijen: kan vanaf de volgende aandelenronde worden opgericht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot be started while none of its home cities has room</source>
        <translation>Kan niet worden opgericht zolang geen van haar thuissteden plaats heeft</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Locked: the companies before it in the order must start first</source>
        <translation>Geblokkeerd: de maatschappijen ervoor in de volgorde moeten eerst worden opgericht</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>Place card</source>
        <translation>Plaatskaart</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks/players.py" line="-150"/>
        <source>Owed to the bank, with its interest, until repaid</source>
        <translation>Verschuldigd aan de bank, met rente, tot het is terugbetaald</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the bankruptcy loans take off the player&apos;s wealth at the end</source>
        <translation>Wat de leningen na een bankroet aan het einde van het vermogen van de speler aftrekken</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="-5"/>
        <source>Bond</source>
        <translation>Obligatie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E-token</source>
        <translation>E-fiche</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1856.py" line="+15"/>
        <source>Loans are over: no company takes a new one.</source>
        <translation>Geen leningen meer: geen maatschappij sluit nog een nieuwe af.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1880.py" line="+102"/>
        <source>Investor</source>
        <comment>companies&apos; table header</comment>
        <translation>Investeerder</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 holds %2 of %3 on its charter; when it merges, the share goes to its owner.</source>
        <translation>%1 houdt %2 van %3 op zijn charter; bij de fusie gaat het aandeel naar zijn eigenaar.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Runs the bank&apos;s cheapest train, which stays in the bank.</source>
        <translation>Rijdt met de goedkoopste trein van de bank, die bij de bank blijft.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="+234"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Zoeken in:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>Bestanden van &amp;type:</translation>
    </message>
</context>
<context>
    <name>RouteProblems</name>
    <message>
        <location filename="../railsdesk/ui/engine_messages.py" line="-489"/>
        <source>it names no track</source>
        <translation>ze noemt geen spoor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>local trains are not supported</source>
        <translation>lokale treinen worden niet ondersteund</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no track matches {hexes}</source>
        <translation>geen spoor past bij {hexes}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its track is used by another route</source>
        <translation>haar spoor wordt al door een ander traject gebruikt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its chains do not join into one route</source>
        <translation>haar delen vormen samen geen traject</translation>
    </message>
</context>
<context>
    <name>RouteTool</name>
    <message>
        <location filename="../railsdesk/ui/routetool.py" line="+185"/>
        <source>%1 has not run trains yet.</source>
        <translation>%1 heeft nog geen treinen laten rijden.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Searching for the best routes…</source>
        <translation>De beste routes worden gezocht…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Route search cancelled.</source>
        <translation>Zoeken naar routes geannuleerd.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Best routes: %1</source>
        <translation>Beste routes: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Route search failed: %1</source>
        <translation>Zoeken naar routes mislukt: %1</translation>
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
        <translation>Mens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: beginner</source>
        <translation>Computer: beginner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: advanced</source>
        <translation>Computer: gevorderd</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <location line="+162"/>
        <source>&amp;Computer</source>
        <translation>&amp;Computer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pace of its moves</source>
        <translation>Tempo van de computer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play to my next turn</source>
        <translation>Spelen tot ik weer aan de beurt ben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s moves without a pause until a person decides</source>
        <translation>De computer speelt zonder pauze tot een mens beslist</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stop the computer</source>
        <translation>Computer stoppen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer stops thinking and makes no move until this is undone</source>
        <translation>De computer stopt met denken en speelt niet verder tot je dit weer uitzet</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 is played by the computer. To play this turn yourself, stop the computer or take the seat back (Game &gt; Computer).</source>
        <translation>%1 wordt door de computer gespeeld. Om deze beurt zelf te spelen, stop je de computer of neem je de plaats terug (Spel &gt; Computer).</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (computer) denkt na…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer is stopped</source>
        <translation>Computer gestopt</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="+46"/>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Language:</source>
        <translation>Taal:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Interface scale:</source>
        <translation>Schaal van de weergave:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new interface scale applies when railsdesk starts again.</source>
        <translation>Een nieuwe schaal geldt vanaf de volgende start van railsdesk.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show coordinates on the map frame</source>
        <translation>Coördinaten langs de rand van het bord tonen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show location names</source>
        <translation>Plaatsnamen tonen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player colours</source>
        <translation>Spelerskleuren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Route colours</source>
        <translation>Routekleuren</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="+216"/>
        <source>Welcome to railsdesk</source>
        <translation>Welkom bij railsdesk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play 18xx railway games at one computer, keep the books beside a board on the table, or open a game recorded on 18xx.games.</source>
        <translation>Speel 18xx-spoorwegspellen aan één computer, houd de boekhouding bij naast het bord op tafel, of open een spel dat op 18xx.games is opgenomen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a game</source>
        <translation>Een spel openen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game:</source>
        <translation>Spel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players:</source>
        <translation>Spelers:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options:</source>
        <translation>Varianten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>Toevalsgetal:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only used by games with random setup (1849).</source>
        <translation>Alleen voor spellen met een willekeurige opstelling (1849).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start game</source>
        <translation>Spel starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start companion game</source>
        <translation>Begeleidend spel starten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The map stays on the table: the program keeps the money, shares, trains and turns. Tiles and station markers are entered by their cost, runs by their revenue.</source>
        <translation>De kaart blijft op tafel: het programma houdt geld, aandelen, treinen en beurten bij. Traject-kaartjes en fiches worden ingevoerd met hun kosten, ritten met hun winst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open a saved game or an 18xx.games log…</source>
        <translation>Een opgeslagen spel of een 18xx.games-logboek openen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent games (double-click to open):</source>
        <translation>Recente spellen (dubbelklik om te openen):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recover</source>
        <translation>Herstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Weggooien</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>railsdesk was not closed normally last time. The game that was open can be recovered from its last automatic save.</source>
        <translation>railsdesk is de vorige keer niet normaal afgesloten. Het spel dat open was kan worden hersteld uit de laatste automatische opslag.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+109"/>
        <source>Player %1:</source>
        <translation>Speler %1:</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>The rules of this game are not ready yet: it opens with its map only.</source>
        <translation>De regels van dit spel zijn nog niet klaar: het opent alleen met het bord.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="+28"/>
        <location filename="../railsdesk/ui/startpage.py" line="-86"/>
        <location line="+97"/>
        <location line="+32"/>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="-47"/>
        <source>A game on the screen&apos;s map is not ready yet (it opens with its map only); a companion game keeps the books of a game on the table.</source>
        <translation>Een spel op de kaart van het scherm is nog niet klaar (alleen de kaart opent); een begeleidend spel houdt de boeken bij van een spel op tafel.</translation>
    </message>
</context>
<context>
    <name>StockActions</name>
    <message>
        <location filename="../railsdesk/ui/stockactions.py" line="+84"/>
        <source>%1 bids %2 for %3</source>
        <translation>%1 biedt %2 voor %3</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Face value %1, revenue %2</source>
        <translation>Nominale waarde %1, winst %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Buy for %1</source>
        <translation>Kopen voor %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bid for %1</source>
        <translation>Bod op %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid</source>
        <translation>Bieden</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>%1, {term:Order track} place %2</source>
        <translation>%1, {term:Order track:lower} plaats %2</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Start</source>
        <translation>Directeurscertificaat kopen</translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+40"/>
        <source>Buy shares</source>
        <translation>Aandelen kopen</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Nothing to buy now (point at this line for each company&apos;s reason)</source>
        <translation>Nu niets te kopen (wijs deze regel aan: de reden per maatschappij)</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Other players may buy it; the rules do not let you buy it in this turn.</source>
        <translation>Andere spelers mogen het kopen; de regels laten jou het in deze beurt niet kopen.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Sell shares</source>
        <translation>Aandelen verkopen</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Buy %1% %2 from %3 for %4</source>
        <translation>%1% %2 uit %3 kopen voor %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sell %1% %2 for %3</source>
        <translation>%1% %2 verkopen voor %3</translation>
    </message>
    <message>
        <location line="-211"/>
        <source>Show all %1</source>
        <translation>Alle %1 tonen</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Take {term:Foreign investor} %1</source>
        <translation>{term:Foreign investor} %1 nemen</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 pays %2 for its {term:Tokens:lower} as it starts.</source>
        <translation>%1 betaalt bij de start %2 voor haar {term:Tokens:lower}.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Nothing to buy now: %1</source>
        <translation>Nu niets te kopen: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 from %2: %3</source>
        <translation>%1 uit %2: %3</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>sold this round</source>
        <translation>deze ronde verkocht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You sold shares of %1 in this {term:Stock Round}: you may buy its shares again only in the next one.</source>
        <translation>Je hebt in deze {term:Stock Round:lower} aandelen van %1 verkocht: je mag in dezelfde {term:Stock Round:lower} geen aandelen meer kopen van die maatschappij.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bought this turn</source>
        <translation>deze beurt al gekocht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have bought in this turn already: in your turn you may buy one certificate.</source>
        <translation>Je hebt deze beurt al gekocht: in je beurt mag je één certificaat kopen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>costs %2, you have %3</source>
        <translation>kost %2, je hebt %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A certificate costs %2 and you have %3 in cash: you may buy only with enough cash.</source>
        <translation>Een certificaat kost %2 en je hebt %3 contant: je kunt alleen kopen met genoeg geld.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only %2 % allowed</source>
        <translation>hoogstens %2 % toegestaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With it you would hold more than %2 % of %1, more than a player may hold.</source>
        <translation>Daarmee zou je meer dan %2 % van %1 bezitten, meer dan een speler mag hebben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{term:Certificate limit} %2 reached</source>
        <translation>limiet van %2 bereikt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold as many {term:Certificates:lower} as the {term:Certificate limit:lower} allows (%2): with another you would exceed it.</source>
        <translation>Je hebt zoveel {term:Certificates:lower} als de {term:Certificate limit:lower} toestaat (%2): met nog een zou je die overschrijden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>last certificate</source>
        <translation>laatste certificaat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last certificate may not be bought while an ordinary share is still to be had in the same place.</source>
        <translation>Het laatste certificaat mag niet gekocht worden zolang er op dezelfde plaats nog een gewoon aandeel te koop is.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>buy %2 first</source>
        <translation>eerst %2 kopen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold the {term:President&apos;s certificate:lower} of %2 for one share: in this turn you must buy another share of %2, nothing else.</source>
        <translation>Je hebt het {term:President&apos;s certificate:lower} van %2 voor één aandeel gekregen: deze beurt moet je nog een aandeel %2 kopen, verder niets.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not formed yet</source>
        <translation>nog niet opgericht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The shares of %1 can be traded only after it has formed.</source>
        <translation>Aandelen %1 kunnen pas na de oprichting verhandeld worden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{term:Bank pool:lower} first</source>
        <translation>eerst uit de {term:Bank pool:lower}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {term:Bank pool:lower} holds %2 % of %1, more than 50 %: its shares must be bought from the {term:Bank pool:lower} first.</source>
        <translation>De {term:Bank pool:lower} heeft %2 % van %1, meer dan 50 %: de aandelen moeten eerst uit de {term:Bank pool:lower} gekocht worden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>second 50 % not yet</source>
        <translation>tweede 50 % nog niet beschikbaar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The second 50 % of the shares are not available before the first 3 train is bought.</source>
        <translation>De tweede 50 % van de aandelen zijn pas beschikbaar als de eerste 3-trein gekocht is.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stays unavailable</source>
        <translation>blijft geblokkeerd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This certificate of the second 50 % came to a player with a change of director and was sold back to the bank: it stays unavailable for the rest of the game.</source>
        <translation>Dit certificaat van de tweede 50 % kwam bij een wisseling van directeur bij een speler en werd aan de bank teruggeverkocht: het blijft de rest van het spel geblokkeerd.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not for you now</source>
        <translation>nu niet voor jou</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 becomes {term:President:lower} of %2</source>
        <translation>%1 wordt {term:President:lower} van %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The shares go from the company&apos;s own holding into the {term:Bank pool:lower}; its share price falls a row for each 10% sold.</source>
        <translation>De aandelen gaan uit het bezit van de maatschappij naar de {term:Bank pool:lower}; de koers daalt een rij voor elke verkochte 10%.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 sells %2% of its own shares for %3 into its {term:Treasury:lower}</source>
        <translation>%1 geeft %2% eigen aandelen uit voor %3, naar de {term:Treasury:lower}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 buys back %2% of its own shares from the {term:Bank pool:lower} for %3 out of its {term:Treasury:lower}</source>
        <translation>%1 koopt %2% eigen aandelen terug uit de {term:Bank pool:lower} voor %3 uit de {term:Treasury:lower}</translation>
    </message>
    <message>
        <location line="-304"/>
        <source>The investor holds 10 % of your first corporation; the share becomes yours when the investor&apos;s home connects to that corporation&apos;s home.</source>
        <translation>De investeerder houdt 10 % van je eerste maatschappij; het aandeel wordt van jou zodra hij en die maatschappij een gemeenschappelijk spoornet hebben.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../railsdesk/ui/tableview.py" line="+292"/>
        <source>No trains left in the bank</source>
        <translation>Geen treinen meer in de bank</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next train: %1 for %2</source>
        <translation>Volgende trein: %1 voor %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>tiles: %1</source>
        <translation>traject-kaartjes: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1-trains rust</source>
        <translation>%1-treinen worden uit het spel genomen</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Company</source>
        <translation>Maatschappij</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Player</source>
        <translation>Speler</translation>
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
        <translation>Veiling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock Round</source>
        <translation>Aandelen-ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operating Round</source>
        <translation>Exploitatie-ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Merger Round</source>
        <translation>Fusieronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draft</source>
        <translation>Keuzeronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SR</source>
        <translation>AR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OR</source>
        <translation>ER</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Private company</source>
        <translation>Besloten vennootschap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>President</source>
        <translation>Directeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasury</source>
        <translation>Kas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initial offering</source>
        <translation>Initieel aanbod</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bank pool</source>
        <translation>Pot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Par value</source>
        <translation>Nominale waarde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share price</source>
        <translation>Aandelenkoers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Train</source>
        <translation>Trein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trains</source>
        <translation>Treinen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase</source>
        <translation>Stadium</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Certificates</source>
        <translation>Certificaten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens</source>
        <translation>Fiches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lay track</source>
        <translation>spoorlijn aanleggen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>place a token</source>
        <translation>fiche plaatsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run trains</source>
        <translation>treinen laten rijden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pay dividends</source>
        <translation>dividend uitkeren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy trains</source>
        <translation>treinen kopen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy private companies</source>
        <translation>BV&apos;s kopen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discard a train</source>
        <translation>trein inleveren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid</source>
        <translation>bieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy or sell shares</source>
        <translation>aandelen kopen of verkopen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>choose a par value</source>
        <translation>nominale waarde kiezen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take a loan</source>
        <translation>lening opnemen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Private companies</source>
        <translation>BV&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>President&apos;s certificate</source>
        <translation>Directeurscertificaat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Certificate limit</source>
        <translation>Limiet aan het aantal aandelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train limit</source>
        <translation>Treinlimiet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay out</source>
        <translation>Uitkeren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Withhold</source>
        <translation>Achterhouden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loan</source>
        <translation>Lening</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operating rounds</source>
        <translation>Exploitatierondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repay loans</source>
        <translation>leningen aflossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repay debt</source>
        <translation>schuld aflossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy a station slot</source>
        <translation>plaats in een station kopen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>choose</source>
        <translation>kiezen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assign</source>
        <translation>toewijzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../railsdesk/ui/logtext.py" line="-90"/>
        <source>Other action (%1)</source>
        <translation>Andere actie (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order track</source>
        <translation>Volgordebalk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Building permits</source>
        <translation>Bouwrechten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foreign investor</source>
        <translation>Buitenlandse investeerder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foreign investors</source>
        <translation>Buitenlandse investeerders</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Communist takeover</source>
        <translation>Communistische machtsovername</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debt</source>
        <translation>Schuld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train marker</source>
        <translation>Treinkoopmarker</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Narrow gauge</source>
        <translation>Smalspoor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard gauge</source>
        <translation>Normaalspoor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dual gauge</source>
        <translation>Drierailig spoor</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+44"/>
        <source>Stock market</source>
        <translation>Effectenbeurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 train</source>
        <translation>%1-trein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 trains</source>
        <translation>%1-treinen</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/engine_messages.py" line="+6"/>
        <source>buy shares</source>
        <translation>aandelen kopen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sell shares</source>
        <translation>aandelen verkopen</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="-20"/>
        <source>issue or redeem shares</source>
        <translation>eigen aandelen uitgeven of terugkopen</translation>
    </message>
</context>
<context>
    <name>TileTray</name>
    <message>
        <location filename="../railsdesk/ui/docks/tray.py" line="+190"/>
        <source>Tile %1: drag it onto a highlighted hex</source>
        <translation>Kaartje %1: sleep het naar een gemarkeerd vakje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile %1: none left</source>
        <translation>Kaartje %1: geen meer over</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile %1: no track may be laid now</source>
        <translation>Kaartje %1: nu mag geen spoorlijn worden aangelegd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile %1: no hex the company reaches can take it</source>
        <translation>Kaartje %1: geen bereikbaar vakje kan het hebben</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>standard gauge</source>
        <translation>normaalspoor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>narrow gauge (drawn thin, with white ties)</source>
        <translation>smalspoor (dun getekend, met witte dwarsliggers)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dual gauge (drawn as two rails)</source>
        <translation>drierailspoor (getekend als twee rails)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Track: %1</source>
        <translation>Spoor: %1</translation>
    </message>
</context>
<context>
    <name>TitleStatus</name>
    <message>
        <location filename="../railsdesk/ui/titles/g1880.py" line="+25"/>
        <source>{term:Communist takeover}: share prices stand still, directors may not sell their own shares, privates pay nothing, investors no longer operate</source>
        <translation>{term:Communist takeover}: koersen bevroren, directeuren verkopen hun eigen aandelen niet, privépapieren betalen niets, investeerders doen niets meer</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The last train of a kind has left the bank: a {term:Stock Round} interrupts %1; it resumes with %2 buying trains.</source>
        <translation>De laatste trein van een soort heeft de bank verlaten: een {term:Stock Round:lower} onderbreekt %1; daarna koopt %2 verder treinen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 resumes where the {term:Stock Round} stopped it</source>
        <translation>%1 gaat verder waar de {term:Stock Round:lower} haar onderbrak</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has no {term:Building permits:lower} for phase %2: it lays no track</source>
        <translation>%1 heeft geen {term:Building permits:lower} voor stadium %2: ze legt geen spoor</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{term:Debt}:</source>
        <translation>{term:Debt}:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="+36"/>
        <source>next</source>
        <translation>volgende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next, from the next stock round</source>
        <translation>volgende, vanaf de volgende aandelenronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no home city with room</source>
        <translation>geen thuisstad met plaats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>locked</source>
        <translation>geblokkeerd</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Company order:</source>
        <translation>Volgorde van de maatschappijen:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not in the game (scenario 5)</source>
        <translation>%1 doet niet mee (scenario 5)</translation>
    </message>
</context>
<context>
    <name>TrainsWidget</name>
    <message>
        <location filename="../railsdesk/ui/docks/trains.py" line="+71"/>
        <source>Price</source>
        <translation>Prijs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left</source>
        <translation>Over</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rusts on</source>
        <translation>Weg bij</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>tiles: %1</source>
        <translation>kaartjes: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>operating rounds: %1</source>
        <translation>{term:Operating rounds:lower}: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1% sold to operate</source>
        <translation>%1% verkocht om te rijden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>new companies: escrow capitalization</source>
        <translation>nieuwe maatschappijen: geld in bewaring</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>new companies: incremental capitalization</source>
        <translation>nieuwe maatschappijen: stapsgewijze kapitalisatie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>new companies: full capitalization</source>
        <translation>nieuwe maatschappijen: volledige kapitalisatie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>companies may buy {term:Private companies:lower}</source>
        <translation>maatschappijen mogen {term:Private companies:lower} overnemen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>towns may become cities or plain track</source>
        <translation>dorpen mogen steden of gewoon spoor worden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no more loans</source>
        <translation>geen leningen meer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{term:Private companies} close</source>
        <translation>{term:Private companies} sluiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loans are repaid, or the indebted companies form the CGR</source>
        <translation>leningen worden afgelost, of de maatschappijen met schulden vormen de CGR</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the port marker leaves the map</source>
        <translation>het havenfiche verdwijnt van de kaart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>companies may also start at L.144</source>
        <translation>maatschappijen kunnen ook op L.144 worden opgericht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>companies may also start at L.216</source>
        <translation>maatschappijen kunnen ook op L.216 worden opgericht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>earthquake in Messina: its stations are lost, its tile goes back to the printed one, and it is not upgraded until the next stock round</source>
        <translation>aardbeving in Messina: de fiches daar gaan verloren, het traject-kaartje wordt weer het gedrukte, en tot de volgende aandelen-ronde wordt daar niet opgewaardeerd</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>the blue zone of the stock market opens</source>
        <translation>de blauwe zone van de effectenbeurs gaat open</translation>
    </message>
</context>
<context>
        <name>TitleOptions</name>
        <message>
            <source>Several brown-zone shares may be bought from the IPO, too</source>
            <translation>Ook uit het initiële aanbod mogen meerdere aandelen in het bruine gebied worden gekocht</translation>
        </message>
        <message>
            <source>A third 6-train</source>
            <translation>Een derde 6-trein</translation>
        </message>
        <message>
            <source>Alternate destinations for the corporations</source>
            <translation>Andere bestemmingen voor de maatschappijen</translation>
        </message>
        <message>
            <source>Any number of bridge and tunnel rights</source>
            <translation>Onbeperkt veel brug- en tunnelrechten</translation>
        </message>
        <message>
            <source>8-trains ($1000, $650 with a trade-in) instead of D-trains</source>
            <translation>8-treinen ($1000, $650 bij inruil) in plaats van D-treinen</translation>
        </message>
        <message>
            <source>Advanced game: companies buy places in other companies' stations (from phase 6) and issue a bond (from phase 8)</source>
            <translation>Gevorderd spel: maatschappijen kopen plaatsen in stations van andere maatschappijen (vanaf stadium 6) en geven een obligatie uit (vanaf stadium 8)</translation>
        </message>
        <message>
            <source>Electric Dreams (only with the advanced game): E-tokens and E-trains from phase 12</source>
            <translation>Variant ‘Electric Dreams’ (alleen met het gevorderde spel): E-fiches en E-treinen vanaf stadium 12</translation>
        </message>
        <message>
            <source>Scenario 5 (five companies) instead of scenario 6</source>
            <translation>Scenario 5 (vijf maatschappijen) in plaats van scenario 6</translation>
        </message>
        <message>
            <source>The IFT is not among the first three companies of the order (a variant of 18xx.games, not in the rulebook)</source>
            <translation>De IFT is niet een van de eerste drie maatschappijen van de volgorde (een variant van 18xx.games, niet in de spelregels)</translation>
        </message>
        <message>
            <source>Scenario 5: five companies</source>
            <translation>Scenario 5: vijf maatschappijen</translation>
        </message>
        <message>
            <source>Scenario 6: six companies</source>
            <translation>Scenario 6: zes maatschappijen</translation>
        </message>
    </context>
</TS>
