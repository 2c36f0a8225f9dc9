<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="+184"/>
        <source>Viewing an earlier moment of the game</source>
        <translation>Viewing an earlier moment of the game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves can be made only in the present.</source>
        <translation>Moves can be made only in the present.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nobody can act</source>
        <translation>Nobody can act</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Drag a tile from the tray onto a highlighted hex, or click a hex.</source>
        <translation>Drag a tile from the tray onto a highlighted hex, or click a hex.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Click a highlighted city slot on the map.</source>
        <translation>Click a highlighted city slot on the map.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cost: %1</source>
        <translation>Cost: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Discard %1</source>
        <translation>Discard %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Declare bankruptcy</source>
        <translation>Declare bankruptcy</translation>
    </message>
    <message>
        <location line="-313"/>
        <source>Leave the game</source>
        <translation>Leave the game</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="+95"/>
        <source>Pay %1&apos;s debt of %2</source>
        <translation>Pay %1&apos;s debt of %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No station marker can be bought now.</source>
        <translation>No station marker can be bought now.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s station in %2</source>
        <translation>%1&apos;s station in %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 buys the station slot in %2 for %3, paid to its owner.</source>
        <translation>%1 buys the station slot in %2 for %3, paid to its owner.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="+329"/>
        <source>Allowed only when the company and its president cannot raise the money.</source>
        <translation>Allowed only when the company and its president cannot raise the money.</translation>
    </message>
    <message>
        <location line="-346"/>
        <location line="+364"/>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location line="-296"/>
        <source>Please confirm</source>
        <translation>Please confirm</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Confirm</source>
        <translation>Confirm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location line="+161"/>
        <source>No tile can be laid now.</source>
        <translation>No tile can be laid now.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="-8"/>
        <source>Buy</source>
        <translation>Buy</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="+197"/>
        <source>Private companies&apos; powers</source>
        <translation>Private companies&apos; powers</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>%1: lay a tile</source>
        <translation>%1: lay a tile</translation>
    </message>
    <message>
        <location line="-303"/>
        <source>%1 (computer) considers the offer…</source>
        <translation>%1 (computer) considers the offer…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Withdraw the offer</source>
        <translation>Withdraw the offer</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>Choose the home station of %1: click a highlighted city on the map.</source>
        <translation>Choose the home station of %1: click a highlighted city on the map.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A station marker lifted by the new tile goes back: click a highlighted city on the map.</source>
        <translation>A station marker lifted by the new tile goes back: click a highlighted city on the map.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Declare %1 bankrupt? Allowed when nothing is left to sell for what is owed. %3</source>
        <translation>Declare %1 bankrupt? Allowed when nothing is left to sell for what is owed. %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declare %1 bankrupt? Allowed when %2 and its president cannot raise the money. %3</source>
        <translation>Declare %1 bankrupt? Allowed when %2 and its president cannot raise the money. %3</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>End turn</source>
        <translation>End turn</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Exchange %1 for the %2 train now (free)</source>
        <translation>Exchange %1 for the %2 train now (free)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: the extra D {term:Building permits} to %2</source>
        <translation>%1: the extra D {term:Building permits} to %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exchange %1 for %2% of %3</source>
        <translation>Exchange %1 for %2% of %3</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>One-time payout</source>
        <translation>One-time payout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The investor&apos;s cash at its merger</source>
        <translation>The investor&apos;s cash at its merger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The investor&apos;s station at its merger</source>
        <translation>The investor&apos;s station at its merger</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose</source>
        <translation>Choose</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Take it now: %1</source>
        <translation>Take it now: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All %1 to the corporation&apos;s {term:Treasury}</source>
        <translation>All %1 to the corporation&apos;s {term:Treasury}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (20%) to its owner, the rest to the bank</source>
        <translation>%1 (20%) to its owner, the rest to the bank</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace its station with one of the corporation&apos;s (free)</source>
        <translation>Replace its station with one of the corporation&apos;s (free)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove its station</source>
        <translation>Remove its station</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Forced exchange: %1</source>
        <translation>Forced exchange: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the free train to %1</source>
        <translation>Give the free train to %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Debt %1; it grows by half at the end of every stock round.</source>
        <translation>Debt %1; it grows by half at the end of every stock round.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Repay %1 (all the cash it takes)</source>
        <translation>Repay %1 (all the cash it takes)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Repay</source>
        <translation>Repay</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Final standings</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="-47"/>
        <source>Take: %1 receives %2</source>
        <translation>Take: %1 receives %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Repay: %1 pays %2</source>
        <translation>Repay: %1 pays %2</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>its share price moves one to the left</source>
        <translation>its share price moves one to the left</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its share price moves one to the right</source>
        <translation>its share price moves one to the right</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="-546"/>
        <source>Close the S.M.S.</source>
        <translation>Close the S.M.S.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Then lay a tile and place a station in a coastal city.</source>
        <translation>Then lay a tile and place a station in a coastal city.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two 10% shares</source>
        <translation>Two 10% shares</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>for the director&apos;s certificate</source>
        <translation>for the director&apos;s certificate</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The last (20%) certificate</source>
        <translation>The last (20%) certificate</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take the loan of %1</source>
        <translation>Take the loan of %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%2 comes off the final score.</source>
        <translation>%2 comes off the final score.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buy an E-token for %1</source>
        <translation>Buy an E-token for %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The company may then buy E-trains.</source>
        <translation>The company may then buy E-trains.</translation>
    </message>
    <message>
        <location line="+423"/>
        <source>Use the S.M.S.?</source>
        <translation>Use the S.M.S.?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change of director: what you receive</source>
        <translation>Change of director: what you receive</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bankrupt without shares: loan or leave</source>
        <translation>Bankrupt without shares: loan or leave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E-token</source>
        <translation>E-token</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="+53"/>
        <source>Offer</source>
        <translation>Offer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 offers %3 for the station slot in %2; %4&apos;s director agrees or refuses.</source>
        <translation>%1 offers %3 for the station slot in %2; %4&apos;s director agrees or refuses.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="-364"/>
        <source>%1 decides</source>
        <translation>%1 decides</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 accepts</source>
        <translation>%1 accepts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 declines</source>
        <translation>%1 declines</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 declines the offer; nothing is sold.</source>
        <translation>%1 declines the offer; nothing is sold.</translation>
    </message>
    <message numerus="yes">
        <location line="+47"/>
        <source>The %n later action(s) are dropped; Redo brings them back.</source>
        <translation>
            <numerusform>The %n later action is dropped; Redo brings it back.</numerusform>
            <numerusform>The %n later actions are dropped; Redo brings them back.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>Play on from here</source>
        <translation>Play on from here</translation>
    </message>
    <message>
        <location line="+251"/>
        <source>Show all %1</source>
        <translation>Show all %1</translation>
    </message>
    <message>
        <location line="-195"/>
        <source>You may lay a second yellow tile (no upgrade).</source>
        <translation>You may lay a second yellow tile (no upgrade).</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%1 holds %n train(s), over its {term:Train limit:lower} of %2.</source>
        <translation>
            <numerusform>%1 holds %n train, over its {term:Train limit:lower} of %2.</numerusform>
            <numerusform>%1 holds %n trains, over its {term:Train limit:lower} of %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ActionPanelBase</name>
    <message>
        <location filename="../railsdesk/ui/actionbase.py" line="+297"/>
        <source>Allowed: %1 to %2</source>
        <translation>Allowed: %1 to %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: no amount typed.</source>
        <translation>%1: no amount typed.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 is refused, it is less than the least allowed.</source>
        <translation>%1: %2 is refused, it is less than the least allowed.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 is refused, it is more than the most allowed.</source>
        <translation>%1: %2 is refused, it is more than the most allowed.</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Hand over to %1</source>
        <translation>Hand over to %1</translation>
    </message>
</context>
<context>
    <name>BoardController</name>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="+91"/>
        <source>%1: drag a tile from the tray onto a highlighted hex.</source>
        <translation>%1: drag a tile from the tray onto a highlighted hex.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Tile %1 cannot be laid anywhere now.</source>
        <translation>Tile %1 cannot be laid anywhere now.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tile %1: drop it on a highlighted hex. R or the wheel turns it, Esc cancels.</source>
        <translation>Tile %1: drop it on a highlighted hex. R or the wheel turns it, Esc cancels.</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Tile laying cancelled.</source>
        <translation>Tile laying cancelled.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Tile %1</source>
        <translation>Tile %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>R or the wheel turns the tile; Enter or a click lays it; Esc cancels.</source>
        <translation>R or the wheel turns the tile; Enter or a click lays it; Esc cancels.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This lay costs %1.</source>
        <translation>This lay costs %1.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1 has no {term:Building permits:lower} for phase %2: it cannot build on %3.</source>
        <translation>%1 has no {term:Building permits:lower} for phase %2: it cannot build on %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is reserved by the private company %2.</source>
        <translation>%1 is reserved by the private company %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 cannot be built on.</source>
        <translation>%1 cannot be built on.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A %1 tile cannot be laid on the %2 hex %3.</source>
        <translation>A %1 tile cannot be laid on the %2 hex %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tile %1 does not fit %2: its track, cities or label do not match.</source>
        <translation>Tile %1 does not fit %2: its track, cities or label do not match.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose one of the tiles offered for %1.</source>
        <translation>Choose one of the tiles offered for %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be reached by %2&apos;s track now, or is not upgradable.</source>
        <translation>%1 cannot be reached by %2&apos;s track now, or is not upgradable.</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <location filename="../railsdesk/ui/boardeditor.py" line="+293"/>
        <source>&amp;Export for 18xx.games…</source>
        <translation>&amp;Export for 18xx.games…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Auto routes</source>
        <translation>&amp;Auto routes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Find the best routes for the trains</source>
        <translation>Find the best routes for the trains</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit to window</source>
        <translation>&amp;Fit to window</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset panel layout</source>
        <translation>&amp;Reset panel layout</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Panels</source>
        <translation>&amp;Panels</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+141"/>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Not allowed</source>
        <translation>Not allowed</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Tiles</source>
        <translation>Tiles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile manifest</source>
        <translation>Tile manifest</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and phases</source>
        <translation>%1 and phases</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>%1 — map only</source>
        <translation>%1 — map only</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 decides on the offer</source>
        <translation>%1 decides on the offer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="+122"/>
        <source>The bank has no money left (%1 more paid out)</source>
        <translation>The bank has no money left (%1 more paid out)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unlimited</source>
        <translation>unlimited</translation>
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
        <translation>Showing the game after action %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Export for 18xx.games</source>
        <translation>Export for 18xx.games</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>18xx.games logs (*.json)</source>
        <translation>18xx.games logs (*.json)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot export</source>
        <translation>Cannot export</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exported %1</source>
        <translation>Exported %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>There is no stop in %1.</source>
        <translation>There is no stop in %1.</translation>
    </message>
    <message>
        <location line="-353"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Companies</source>
        <translation>Companies</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../railsdesk/ui/board/scene.py" line="+225"/>
        <source>Reserved by the private company %1</source>
        <translation>Reserved by the private company %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Earthquake</source>
        <translation>Earthquake</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Earthquake: Messina may be upgraded again after the next stock round</source>
        <translation>Earthquake: Messina may be upgraded again after the next stock round</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Token of %1</source>
        <translation>Token of %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserved for %1</source>
        <translation>Reserved for %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place a token here for %1</source>
        <translation>Place a token here for %1</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Destination of %1 (a route from %2)</source>
        <translation>Destination of %1 (a route from %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>releases %1 held in escrow</source>
        <translation>releases %1 held in escrow</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bridge</source>
        <translation>Bridge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tunnel</source>
        <translation>Tunnel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+%1 for each route here for holders of the right: %2</source>
        <translation>+%1 for each route here for holders of the right: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Port of %1: +%2 for each route here</source>
        <translation>Port of %1: +%2 for each route here</translation>
    </message>
</context>
<context>
    <name>Colors</name>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="+10"/>
        <source>white</source>
        <translation>white</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>brown</source>
        <translation>brown</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gray</source>
        <translation>gray</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>black</source>
        <translation>black</translation>
    </message>
</context>
<context>
    <name>CompanionEditor</name>
    <message>
        <location filename="../railsdesk/ui/companion.py" line="+121"/>
        <source>Correction…</source>
        <translation>Correction…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save final scores as picture…</source>
        <translation>Save final scores as picture…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch to a map game…</source>
        <translation>Switch to a map game…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Switch to a map game</source>
        <translation>Switch to a map game</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A companion game keeps only the books: the map is on the table. Switching it to a map game is one-way (a map game cannot become a companion game again) and needs every tile and station marker of the table entered on the map first. This version does not offer the switch: finish the game here, or start a map game and enter the table&apos;s map.</source>
        <translation>A companion game keeps only the books: the map is on the table. Switching it to a map game is one-way (a map game cannot become a companion game again) and needs every tile and station marker of the table entered on the map first. This version does not offer the switch: finish the game here, or start a map game and enter the table&apos;s map.</translation>
    </message>
</context>
<context>
    <name>CompanionView</name>
    <message>
        <location line="+177"/>
        <source>Type the revenue as a number, or one per train.</source>
        <translation>Type the revenue as a number, or one per train.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is not a multiple of %2, as every revenue on this map is. Enter it again to book it as it is.</source>
        <translation>%1 is not a multiple of %2, as every revenue on this map is. Enter it again to book it as it is.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Players and companies</source>
        <translation>Players and companies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>next train: %1 for %2</source>
        <translation>next train: %1 for %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no trains left</source>
        <translation>no trains left</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Loans</source>
        <translation>Loans</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bond</source>
        <translation>Bond</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cash</source>
        <translation>Cash</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Worth / price</source>
        <translation>Worth / price</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trains</source>
        <translation>Trains</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Station marker placed</source>
        <translation>Station marker placed</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Lay the tile on the table, then its cost:</source>
        <translation>Lay the tile on the table, then its cost:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Other cost:</source>
        <translation>Other cost:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Book</source>
        <translation>Book</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Station marker placed (%1)</source>
        <translation>Station marker placed (%1)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Trains: %1. Type the revenue (or one per train) and Enter:</source>
        <translation>Trains: %1. Type the revenue (or one per train) and Enter:</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Buy a %1 train for %2 and finish</source>
        <translation>Buy a %1 train for %2 and finish</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Nothing here (P)</source>
        <translation>Nothing here (P)</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>%1&apos;s home joins the network of %2</source>
        <translation>%1&apos;s home joins the network of %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 reached its destination</source>
        <translation>%1 reached its destination</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Receives</source>
        <translation>Receives</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 treasury</source>
        <translation>%1 treasury</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 earns %2:</source>
        <translation>%1 earns %2:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Final scores</source>
        <translation>Final scores</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(cash %1)</source>
        <translation>(cash %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as picture…</source>
        <translation>Save as picture…</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+10"/>
        <source>Save final scores</source>
        <translation>Save final scores</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Pictures (*.png)</source>
        <translation>Pictures (*.png)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The picture could not be written to %1.</source>
        <translation>The picture could not be written to %1.</translation>
    </message>
    <message>
        <location line="-277"/>
        <source>Station marker placed in %1 (%2)</source>
        <translation>Station marker placed in %1 (%2)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A route to %1 earns %2 more.</source>
        <translation>A route to %1 earns %2 more.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Lay the tile on the table, then the gauge of its new track and its cost:</source>
        <translation>Lay the tile on the table, then the gauge of its new track and its cost:</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Where does the home station stand?</source>
        <translation>Where does the home station stand?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1&apos;s station in %2</source>
        <translation>%1&apos;s station in %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A station of %1</source>
        <translation>A station of %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Buy</source>
        <translation>Buy</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Destination reached:</source>
        <translation>Destination reached:</translation>
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
        <translation>Correction</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The bank pays money</source>
        <translation>The bank pays money</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bank takes money</source>
        <translation>The bank takes money</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A share moves</source>
        <translation>A share moves</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A price moves</source>
        <translation>A price moves</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Correction:</source>
        <translation>Correction:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Who:</source>
        <translation>Who:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Amount:</source>
        <translation>Amount:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Share:</source>
        <translation>Share:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>To:</source>
        <translation>To:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Company:</source>
        <translation>Company:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>right</source>
        <translation>right</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>left</source>
        <translation>left</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>up</source>
        <translation>up</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>down</source>
        <translation>down</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Direction:</source>
        <translation>Direction:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reason:</source>
        <translation>Reason:</translation>
    </message>
</context>
<context>
    <name>DecisionControls</name>
    <message>
        <location filename="../railsdesk/ui/titles/g1856.py" line="+77"/>
        <source>You hold half of the %1&apos;s president&apos;s certificate: buy a second %1 share now to make it whole, selling other shares for the money if need be.</source>
        <translation>You hold half of the %1&apos;s president&apos;s certificate: buy a second %1 share now to make it whole, selling other shares for the money if need be.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 owes %2 (interest or a forced repayment of loans): sell shares until it is paid.</source>
        <translation>%1 owes %2 (interest or a forced repayment of loans): sell shares until it is paid.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 owes %2 (interest or a forced repayment of loans) and has nothing left to sell: bankruptcy.</source>
        <translation>%1 owes %2 (interest or a forced repayment of loans) and has nothing left to sell: bankruptcy.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Government loans</source>
        <translation>Government loans</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Repay a {term:Loan:lower} for %1</source>
        <translation>Repay a {term:Loan:lower} for %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>More loans than shares in players&apos; hands: passing repays %1 of them by force, the president paying what the treasury lacks.</source>
        <translation>More loans than shares in players&apos; hands: passing repays %1 of them by force, the president paying what the treasury lacks.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Bridge and tunnel rights</source>
        <translation>Bridge and tunnel rights</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the bridge right</source>
        <translation>the bridge right</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tunnel right</source>
        <translation>the tunnel right</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buy %1 for %2</source>
        <translation>Buy %1 for %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>+%1 for each route to %2; %3 left.</source>
        <translation>+%1 for each route to %2; %3 left.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/decisions.py" line="+59"/>
        <source>%1: free station marker in %2</source>
        <translation>%1: free station marker in %2</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1856.py" line="+14"/>
        <source>Formation of the %1</source>
        <translation>Formation of the %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Still to decide: %1</source>
        <translation>Still to decide: %1</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>%1 (%2) owes %3 in loans. Repay them, or join the %4?</source>
        <translation>%1 (%2) owes %3 in loans. Repay them, or join the %4?</translation>
    </message>
    <message>
        <location line="-147"/>
        <source>%1: loans %2 of at most %3, interest %4 per operating round.</source>
        <translation>%1: loans %2 of at most %3, interest %4 per operating round.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At most one loan per share in players&apos; hands.</source>
        <translation>At most one loan per share in players&apos; hands.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Repaying: interest then %1 per operating round, no new loan in this round.</source>
        <translation>Repaying: interest then %1 per operating round, no new loan in this round.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Take a {term:Loan:lower}: +%1</source>
        <translation>Take a {term:Loan:lower}: +%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Taking: %1 after this round&apos;s interest, then %2 interest per operating round.</source>
        <translation>Taking: %1 after this round&apos;s interest, then %2 interest per operating round.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taking: this round&apos;s interest is paid, then %2 interest per operating round.</source>
        <translation>Taking: this round&apos;s interest is paid, then %2 interest per operating round.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Repay: %1 pays %2</source>
        <translation>Repay: %1 pays %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The treasury gives %1 first; %2 stays a company of its own.</source>
        <translation>The treasury gives %1 first; %2 stays a company of its own.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 keeps its treasury and stays a company of its own.</source>
        <translation>%1 keeps its treasury and stays a company of its own.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has %2 and cannot pay %3: %4 must join.</source>
        <translation>%1 has %2 and cannot pay %3: %4 must join.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Join the %1: %2 gives up its shares</source>
        <translation>Join the %1: %2 gives up its shares</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Its treasury, trains and stations go to the %1 and its loans are cancelled; every two of its shares become one %1 share, a single one goes to the pool; %2 closes.</source>
        <translation>Its treasury, trains and stations go to the %1 and its loans are cancelled; every two of its shares become one %1 share, a single one goes to the pool; %2 closes.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The %1 has formed</source>
        <translation>The %1 has formed</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>President %1, share price %2</source>
        <translation>President %1, share price %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 repays %2 from its treasury</source>
        <translation>%1 repays %2 from its treasury</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 repays %2&apos;s loans with %3 and keeps it</source>
        <translation>%1 repays %2&apos;s loans with %3 and keeps it</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 joins the %2 (share price %3)</source>
        <translation>%1 joins the %2 (share price %3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stations of the new company</source>
        <translation>Stations of the new company</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It may keep one station per hex and no more than its ten markers: remove one of these.</source>
        <translation>It may keep one station per hex and no more than its ten markers: remove one of these.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Remove the station in %1</source>
        <translation>Remove the station in %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Borrow a train</source>
        <translation>Borrow a train</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The company has no train: it may borrow one from the bank for this run. The train goes back when its turn ends and starts no new phase.</source>
        <translation>The company has no train: it may borrow one from the bank for this run. The train goes back when its turn ends and starts no new phase.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Borrow a %1 train</source>
        <translation>Borrow a %1 train</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/decisions.py" line="-19"/>
        <source>%1: its port marker earns %2 more on each route to that port.</source>
        <translation>%1: its port marker earns %2 more on each route to that port.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port marker in %1</source>
        <translation>Port marker in %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="-69"/>
        <source>The president sells all the shares the rules let him sell and gives all his money to the company, which closes with its trains and privates; a president left without shares takes a bankruptcy loan or leaves the game.</source>
        <translation>The president sells all the shares the rules let him sell and gives all his money to the company, which closes with its trains and privates; a president left without shares takes a bankruptcy loan or leaves the game.</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Sale of a station slot</source>
        <translation>Sale of a station slot</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 offers %2 %3 for its station in %4. Does %2 sell?</source>
        <translation>%1 offers %2 %3 for its station in %4. Does %2 sell?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sell: %1 receives %2; its station marker returns to its charter and %3&apos;s takes the place</source>
        <translation>Sell: %1 receives %2; its station marker returns to its charter and %3&apos;s takes the place</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Refuse: nothing changes; %1 may offer again or go on</source>
        <translation>Refuse: nothing changes; %1 may offer again or go on</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1856.py" line="-269"/>
        <source>Then %1 interest per operating round, paid after the run: from the treasury, then from the run, then by the president. Each share counts %2 less in the final scores per loan still owed. At the first 6-train the loans must be repaid or the company joins the %3.</source>
        <translation>Then %1 interest per operating round, paid after the run: from the treasury, then from the run, then by the president. Each share counts %2 less in the final scores per loan still owed. At the first 6-train the loans must be repaid or the company joins the %3.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/__init__.py" line="+67"/>
        <source>The game ends with it, and the player with the greatest wealth wins.</source>
        <translation>The game ends with it, and the player with the greatest wealth wins.</translation>
    </message>
</context>
<context>
    <name>Decisions1880</name>
    <message>
        <location filename="../railsdesk/ui/titles/g1880.py" line="+234"/>
        <source>Size of the {term:President&apos;s certificate}</source>
        <translation>Size of the {term:President&apos;s certificate}</translation>
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
            <numerusform>%1% {term:President&apos;s certificate}: %2 shares, {term:Building permits:lower} for %n phase</numerusform>
            <numerusform>%1% {term:President&apos;s certificate}: %2 shares, {term:Building permits:lower} for %n phases</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Lays track now (phase %1) and through phase %2.</source>
        <translation>Lays track now (phase %1) and through phase %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lays no track until phase %1, which the first %2 begins: until then its trains run only on track that others lay.</source>
        <translation>Lays no track until phase %1, which the first %2 begins: until then its trains run only on track that others lay.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lays no track at all: phase %1 is over.</source>
        <translation>Lays no track at all: phase %1 is over.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Costs %1: %2 of your %3 left.</source>
        <translation>Costs %1: %2 of your %3 left.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lays track now, in phase %1 only.</source>
        <translation>Lays track now, in phase %1 only.</translation>
    </message>
</context>
<context>
    <name>EngineMessages</name>
    <message>
        <location filename="../railsdesk/ui/engine_messages.py" line="+174"/>
        <source>bad_action</source>
        <translation>This action is incomplete or malformed.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>bad_action</source>
        <comment>field</comment>
        <translation>The field “{field}” of this action is missing or malformed.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>unknown_action</source>
        <translation>There is no such action.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>unknown_action</source>
        <comment>action</comment>
        <translation>There is no action “{action}”.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>not_offered</source>
        <translation>That is not allowed now.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>not_offered</source>
        <comment>action</comment>
        <translation>That is not allowed now: it is none of the possible choices.</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>ability</source>
        <translation>This private company cannot lay that tile there.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>auction_running</source>
        <translation>Only {company} may be bid on now.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_dividend</source>
        <translation>That is not a dividend choice.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_par</source>
        <translation>That is not a par value.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_price</source>
        <translation>That price is not possible.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>bad_price</source>
        <comment>max,min</comment>
        <translation>The price must be between {min} and {max}.</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>bad_rotation</source>
        <translation>The tile cannot be laid turned that way.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_routes</source>
        <translation>The routes cannot be read.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid_too_high</source>
        <translation>The highest possible bid is {max}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid_too_low</source>
        <translation>The lowest possible bid is {min}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_afford</source>
        <translation>The player cannot pay that much.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_buy</source>
        <translation>These shares cannot be bought now.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_buy_company</source>
        <translation>That private company cannot be bought now.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot_discard</source>
        <translation>This train cannot be discarded.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_exchange</source>
        <translation>The private company cannot be exchanged for that share.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot_par</source>
        <translation>The company cannot be started at that price.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot_remove</source>
        <translation>This station marker cannot be removed.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_repay</source>
        <translation>No loan can be repaid now.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_sell</source>
        <translation>These shares may not be sold now.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_take_loan</source>
        <translation>No loan can be taken now.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_token</source>
        <translation>No station marker can be placed there.</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>cannot_token</source>
        <comment>hex</comment>
        <translation>No station marker can be placed in {hex}.</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>cheapest_train</source>
        <translation>When the president pays, the cheapest train must be bought.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_full</source>
        <translation>There is no free space in that city.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>engine_missing</source>
        <translation>The rules of this game are not ready yet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game_over</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hex_blocked</source>
        <translation>{hex} is reserved by a private company.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mixed_bundle</source>
        <translation>Shares sold together must be of one company and one owner.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must_buy_train</source>
        <translation>The company must buy a train.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_contribution</source>
        <translation>The president cannot add money when a train is traded in.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_corporation</source>
        <translation>No company is running trains now.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_exchange</source>
        <translation>That train cannot be traded in.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_lay</source>
        <translation>No tile may be laid now.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_shares</source>
        <translation>No shares were named.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_tokens</source>
        <translation>The company has no station markers left.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_upgrade</source>
        <translation>No tile may be upgraded now.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_a_port</source>
        <translation>That hex is not a port.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_available</source>
        <translation>That train is not for sale.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_bankrupt</source>
        <translation>The company and its president can still raise the money.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_enough_cash</source>
        <translation>There is not enough money for that.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_for_sale</source>
        <translation>That is not for sale.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_now</source>
        <translation>That is not possible now.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_owner</source>
        <translation>That does not belong to the one acting.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_upgrade</source>
        <translation>The tile on {hex} cannot be upgraded to that tile.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing_to_redo</source>
        <translation>There is nothing to redo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing_to_undo</source>
        <translation>There is nothing to take back.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>own_train</source>
        <translation>A company cannot buy its own train.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>route.blocked</source>
        <translation>Train {train}: the route cannot pass through {hex}, its city is full of other companies&apos; station markers.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>route.group_reused</source>
        <translation>Train {train}: the route may visit {group} only once.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.no_token</source>
        <translation>Train {train}: the route must include a city with a {corporation} station marker.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.no_train</source>
        <translation>The company has no train to run.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.not_connected</source>
        <translation>No free track joins {hex} and {other}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.overlap</source>
        <translation>Routes cannot share the track on {hex}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>route.reuses_stop</source>
        <translation>Train {train}: the route cannot visit {hex} twice.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.reuses_track</source>
        <translation>Train {train}: the route cannot use the track on {hex} twice.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.through_offboard</source>
        <translation>Train {train}: the route cannot pass through the off-board area {hex}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.through_terminal</source>
        <translation>Train {train}: the route cannot pass through a terminal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.too_long</source>
        <translation>A {name} train cannot visit that many stops.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>route.too_short</source>
        <translation>A route needs at least two stops.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>route.too_short</source>
        <comment>train</comment>
        <translation>Train {train}: a route needs at least two stops.</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>route.track_not_allowed</source>
        <translation>Train {train} cannot run on the track at {hex}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.train_reused</source>
        <translation>Train {train} can run only one route.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.unknown_stop</source>
        <translation>Train {train}: there is no such stop on {hex}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.unknown_train</source>
        <translation>{corporation} has no train {train}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.unreadable</source>
        <translation>The route of train {train} cannot be read ({reason}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tile_color</source>
        <translation>Tiles of that colour are not available yet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tile_used</source>
        <translation>Tile {tile} is not available.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>train_limit</source>
        <translation>The company is at its train limit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_city</source>
        <translation>There is no such city.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_company</source>
        <translation>There is no such private company.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_corporation</source>
        <translation>There is no such company.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>unknown_minor</source>
        <translation>There is no such minor company.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>unknown_entity</source>
        <translation>Nobody of that kind takes part in the game.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_hex</source>
        <translation>There is no such hex on the map.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_loan</source>
        <translation>This loan is not available.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown_player</source>
        <translation>There is no such player.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_share</source>
        <translation>There is no such share.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_tile</source>
        <translation>There is no such tile.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_train</source>
        <translation>There is no such train.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrong_corporation</source>
        <translation>This private company comes with the president&apos;s certificate of another company.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrong_hex</source>
        <translation>The station marker goes to another hex.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrong_price</source>
        <translation>That is not the price.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>wrong_price</source>
        <comment>price</comment>
        <translation>The price is {price}.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>bad_cost</source>
        <translation>That cost cannot be paid.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>bad_cost</source>
        <comment>max</comment>
        <translation>The cost is 0 to {max}.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>bad_revenue</source>
        <translation>Type a revenue per train or one total.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too_many_runs</source>
        <translation>More revenues than trains.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>too_many_runs</source>
        <comment>trains</comment>
        <translation>The company has {trains} trains.</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>negative_revenue</source>
        <translation>A revenue cannot be negative.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_destination</source>
        <translation>No destination left to reach.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>no_destination</source>
        <comment>corporations</comment>
        <translation>No destination left to reach for {corporations}.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>no_reason</source>
        <translation>A correction needs a reason.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_correction</source>
        <translation>Unknown correction.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>bad_correction</source>
        <comment>kind</comment>
        <translation>Unknown correction {kind}.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>unknown_holder</source>
        <translation>No such player or company.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>unknown_holder</source>
        <comment>holder</comment>
        <translation>There is no player or company {holder}.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>zero_amount</source>
        <translation>A correction moves some money.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bank_short</source>
        <translation>The bank does not have that much.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>bank_short</source>
        <comment>amount</comment>
        <translation>The bank has only {amount}.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>president_share</source>
        <translation>The director&apos;s certificate moves only with the presidency.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>same_holder</source>
        <translation>The share is there already.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_direction</source>
        <translation>A price moves up, down, left or right.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_price</source>
        <translation>The company has no share price yet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price_at_edge</source>
        <translation>The price cannot move that way.</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>cannot_buy_e_token</source>
        <translation>The company cannot buy an E-token now.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_buy_token</source>
        <translation>That station marker is not for sale.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot_issue_bond</source>
        <translation>The company cannot issue its bond now.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot_redeem_bond</source>
        <translation>The company cannot redeem its bond now.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>route.e_train_narrow</source>
        <translation>An E-train never runs on narrow gauge (between {hex} and {other}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>route.gauge_break</source>
        <translation>The gauge changes at {hex}, which has no station: a route changes gauge only in a station.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>route.port</source>
        <translation>A route to a port needs two other stops.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>route.too_many_hexes</source>
        <translation>A {name} train runs at most {limit} hexes; this route needs {used} (narrow gauge counts twice).</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>bad_gauge</source>
        <translation>There is no track of that gauge here.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>bad_gauge</source>
        <comment>gauge</comment>
        <translation>There is no track of gauge {gauge} here.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>bad_hex</source>
        <translation>No station marker can be booked there.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>bad_hex</source>
        <comment>hex</comment>
        <translation>No station marker can be booked in {hex}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not_now</source>
        <comment>acting,actor,may</comment>
        <translation>{acting} is to act and may: {may}. It is not {actor}&apos;s turn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_now</source>
        <comment>acting,may,refused</comment>
        <translation>{acting} may now: {may}; “{refused}” is not possible now.</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>route.below_best</source>
        <translation>The highest possible revenue must be run ({section}): this run earns {amount}, {max} is possible.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <location line="+95"/>
        <source>There is no such file.</source>
        <translation>There is no such file.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are not allowed to read it.</source>
        <translation>You are not allowed to read it.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It cannot be read: {message}</source>
        <translation>It cannot be read: {message}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its name is too long for the system.</source>
        <translation>Its name is too long for the system.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its path has links that lead round in a circle.</source>
        <translation>Its path has links that lead round in a circle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk failed while reading it (an input/output error).</source>
        <translation>The disk failed while reading it (an input/output error).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not a valid file name.</source>
        <translation>That is not a valid file name.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is a folder, not a file.</source>
        <translation>It is a folder, not a file.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not a regular file (a pipe, socket or device).</source>
        <translation>It is not a regular file (a pipe, socket or device).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is too large ({size} MB; files of up to {limit} MB are read).</source>
        <translation>It is too large ({size} MB; files of up to {limit} MB are read).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is not UTF-8 text (byte {byte} cannot be read).</source>
        <translation>It is not UTF-8 text (byte {byte} cannot be read).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is empty.</source>
        <translation>The file is empty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The JSON is broken at line {line}, column {column}.</source>
        <translation>The JSON is broken at line {line}, column {column}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is nested deeper than {depth} levels.</source>
        <translation>It is nested deeper than {depth} levels.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It holds NaN or Infinity, not a number.</source>
        <translation>It holds NaN or Infinity, not a number.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number in it has too many digits.</source>
        <translation>A number in it has too many digits.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is neither a railsdesk save nor an 18xx.games log.</source>
        <translation>It is neither a railsdesk save nor an 18xx.games log.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is a log of a card game that railsdesk does not know.</source>
        <translation>It is a log of a card game that railsdesk does not know.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saves of format version {version} cannot be read by this railsdesk.</source>
        <translation>Saves of format version {version} cannot be read by this railsdesk.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The field “{field}” has a value of the wrong kind.</source>
        <translation>The field “{field}” has a value of the wrong kind.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The log names no players.</source>
        <translation>The log names no players.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player {number} is not given as an id and a name.</source>
        <translation>Player {number} is not given as an id and a name.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>railsdesk does not know the title {title}.</source>
        <translation>railsdesk does not know the title {title}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{title} is for {low} to {high} players, not {count}.</source>
        <translation>{title} is for {low} to {high} players, not {count}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The title has no option {option}.</source>
        <translation>The title has no option {option}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two players have the same id.</source>
        <translation>Two players have the same id.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The option Electric Dreams is played only with the advanced game.</source>
        <translation>The option Electric Dreams is played only with the advanced game.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rulebook knows the advanced game only whole: its options are played together.</source>
        <translation>The rulebook knows the advanced game only whole: its options are played together.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An entry of the actions is not an action.</source>
        <translation>An entry of the actions is not an action.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An action does not say what it does (type).</source>
        <translation>An action does not say what it does (type).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The log has no list of actions.</source>
        <translation>The log has no list of actions.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An action has no number (id).</source>
        <translation>An action has no number (id).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An action&apos;s number (id) is below 1.</source>
        <translation>An action&apos;s number (id) is below 1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The action names who acts but not whether a player or a company.</source>
        <translation>The action names who acts but not whether a player or a company.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The action takes back moves to action {target}, which the log does not hold.</source>
        <translation>The action takes back moves to action {target}, which the log does not hold.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules engine failed ({error}): a bug in railsdesk.</source>
        <translation>The rules engine failed ({error}): a bug in railsdesk.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file cannot be used: {reason}</source>
        <translation>The file cannot be used: {reason}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You are not allowed to write there.</source>
        <translation>You are not allowed to write there.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk or folder can only be read.</source>
        <translation>The disk or folder can only be read.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The disk is full.</source>
        <translation>The disk is full.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your share of the disk is used up.</source>
        <translation>Your share of the disk is used up.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The folder does not exist.</source>
        <translation>The folder does not exist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A file stands where its path has a folder.</source>
        <translation>A file stands where its path has a folder.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The disk failed while writing it (an input/output error).</source>
        <translation>The disk failed while writing it (an input/output error).</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The game differs from the one saved: {differences}</source>
        <translation>The game differs from the one saved: {differences}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Action {action}: {reason}</source>
        <translation>Action {action}: {reason}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>hex</source>
        <translation>hex</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cash</source>
        <translation>cash</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shares</source>
        <translation>shares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>floated</source>
        <translation>floated</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>market</source>
        <translation>market</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bank</source>
        <translation>bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round</source>
        <translation>round</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round number</source>
        <translation>round number</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turn</source>
        <translation>turn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>acting</source>
        <translation>acting</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game over</source>
        <translation>game over</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checksum</source>
        <translation>checksum</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>tile {tile}, rotation {rotation}</source>
        <translation>tile {tile}, rotation {rotation}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as printed</source>
        <translation>as printed</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as printed, rotation {rotation}</source>
        <translation>as printed, rotation {rotation}</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Its game would differ: {differences}.</source>
        <translation>Its game would differ: {differences}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what}: {replayed} instead of {saved}</source>
        <translation>{what}: {replayed} instead of {saved}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This game follows the rulebook, which 18xx.games reads otherwise in places (a private company bought from another player, for one). 18xx.games could not replay it: {reason} Nothing was written: save the game as a railsdesk game instead.</source>
        <translation>This game follows the rulebook, which 18xx.games reads otherwise in places ({term:Private companies:lower} bought from other players, for one). 18xx.games could not replay it: {reason} Nothing was written: save the game as a railsdesk game instead.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>18xx.games could not replay it: {reason} Nothing was written.</source>
        <translation>18xx.games could not replay it: {reason} Nothing was written.</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>{what}: {replayed} (saved: {saved})</source>
        <translation>{what}: {replayed} (saved: {saved})</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>(and {count} more)</source>
        <translation>(and {count} more)</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <location filename="../railsdesk/ui/document.py" line="+115"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
</context>
<context>
    <name>GameEndReasons</name>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="-100"/>
        <source>a player is bankrupt</source>
        <translation>a player is bankrupt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bank has broken</source>
        <translation>the bank has broken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the players ended it</source>
        <translation>the players ended it</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a share price reached the market&apos;s end</source>
        <translation>a share price reached the market&apos;s end</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last phase has begun</source>
        <translation>the last phase has begun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last train was bought</source>
        <translation>the last train was bought</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody can act any more: no company operates and none can be started</source>
        <translation>nobody can act any more: no company operates and none can be started</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location line="+170"/>
        <source>bank_broken</source>
        <translation>The bank has broken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bids</source>
        <translation>{player} bids {price} for {company}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_revenue</source>
        <translation>{corporation} runs for {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_tile</source>
        <translation>{corporation} lays a tile for {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_tile_named</source>
        <translation>{corporation} lays tile {tile} for {price}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>books_token</source>
        <translation>{corporation} places a station marker for {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_token_named</source>
        <translation>{corporation} places a station marker in {city} for {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>correction_cash</source>
        <translation>Correction: the bank pays {amount} to {who} ({reason})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>correction_cash_taken</source>
        <translation>Correction: {who} pays {amount} to the bank ({reason})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>correction_price</source>
        <translation>Correction: {corporation}&apos;s share price moves from {from_price} to {to_price} ({reason})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>correction_share</source>
        <translation>Correction: a {percent}% share of {corporation} moves from {giver} to {receiver} ({reason})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>building_permits</source>
        <translation>{corporation} takes the building permits {permits}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_company</source>
        <translation>{player} buys {company} for {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_share_ipo</source>
        <translation>{player} buys a {percent}% share of {corporation} from the IPO for {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_share_market</source>
        <translation>{player} buys a {percent}% share of {corporation} from the market for {price} ({left}% left there)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_train</source>
        <translation>{corporation} buys {train} train no. {serial} from the bank for {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_bid</source>
        <translation>{player} cannot pay the minimum bid for {company} and is out of its auction</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>capitalized</source>
        <translation>{corporation} receives {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>company_closes</source>
        <translation>{company} closes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>company_pays</source>
        <translation>{owner} receives {amount} from {company}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corporation_closes</source>
        <translation>{corporation} closes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corporations_full</source>
        <translation>New corporations receive ten times par once 60% are sold</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corporations_incremental</source>
        <translation>New corporations receive the money for each share sold</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>destinated</source>
        <translation>{corporation} reaches its destination</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discards_train</source>
        <translation>{corporation} discards a {train} train (trains kept: {kept})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>escrow_released</source>
        <translation>{corporation} receives {amount} held in escrow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exchanges</source>
        <translation>{player} exchanges {company} for a share of {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>float_requirement</source>
        <translation>A corporation must have sold {percent}% to operate for the first time</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>floats</source>
        <translation>{corporation} floats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game_over</source>
        <translation>The game ends ({reason})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goes_bankrupt</source>
        <translation>{player} goes bankrupt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_e_token</source>
        <translation>{corporation} buys an E-token for {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_marker</source>
        <translation>{corporation} buys {seller}&apos;s station marker in {hex} for {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>issues_bond</source>
        <translation>{corporation} issues its bond and receives {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leaves_game</source>
        <translation>{player} leaves the game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pays_debt</source>
        <translation>{player} pays {corporation}&apos;s debt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>redeems_bond</source>
        <translation>{corporation} redeems its bond for {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes_bankruptcy_loan</source>
        <translation>{player} takes a bankruptcy loan of {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interest_from_president</source>
        <translation>{player} pays {amount} of {corporation}&apos;s interest</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interest_from_run</source>
        <translation>{corporation} deducts {amount} of interest from its run</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_merges</source>
        <translation>{minor} merges into {corporation}: {player} receives its {percent}% share and a bonus of {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lays_tile</source>
        <translation>{corporation} lays tile {tile} on {hex}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loans_repaid_forced</source>
        <translation>{corporation} must repay loans and pays {amount} of them</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>min_bid_drops</source>
        <translation>The minimum bid for {company} drops to {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>new_president</source>
        <translation>{player} becomes president of {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_special_token</source>
        <translation>{corporation} places no extra station marker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>operates</source>
        <translation>{player} operates {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pars</source>
        <translation>{player} starts {corporation} at {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes</source>
        <translation>{who} passes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_bidding</source>
        <translation>{player} passes in the auction</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_on</source>
        <translation>{player} passes on {company}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pays_interest</source>
        <translation>{corporation} pays {amount} interest</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pays_off_loan</source>
        <translation>{corporation} repays a loan for {amount} (loans still owed: {loans})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pays_out</source>
        <translation>{corporation} pays out {amount} ({per_share} per share)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>phase_begins</source>
        <translation>Phase {phase} begins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>places_token</source>
        <translation>{corporation} places a station marker on {hex}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>president_size</source>
        <translation>{player} takes a {percent}% president&apos;s certificate of {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player_debt_interest</source>
        <translation>{player}&apos;s debt grows by {amount} interest to {debt}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player_loan</source>
        <translation>{player} borrows {amount} from the bank and owes {debt}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price_moves</source>
        <translation>{corporation}&apos;s share price moves from {from_price} to {to_price}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>repays_player_debt</source>
        <translation>{player} repays {amount} of debt; {debt} still owed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sells_shares</source>
        <translation>{player} sells {percent}% of {corporation} for {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes_loan</source>
        <translation>{corporation} takes a loan and receives {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stock_market_bonus</source>
        <translation>{corporation} earns a share-price bonus of {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes_investor</source>
        <translation>{player} takes {minor}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes_slot</source>
        <translation>{player} takes a place at {price} on the order track for {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trains_removed</source>
        <translation>No {train} train was bought for a full circuit: the rest leave the game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trains_rust</source>
        <translation>The {train} trains rust</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>withholds</source>
        <translation>{corporation} withholds {amount}</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>price_marker_moves</source>
        <translation>{corporation}&apos;s share price marker moves to another {price} space</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>offers_for_marker</source>
        <translation>{corporation} offers {seller} {price} for its station marker in {hex}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refuses_marker_sale</source>
        <translation>{seller} does not sell its station marker in {hex}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loses_property</source>
        <translation>{player} loses everything he still owned</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>books_tile_narrow</source>
        <translation>{corporation} lays narrow-gauge track for {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_tile_standard</source>
        <translation>{corporation} lays standard-gauge track for {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_tile_dual</source>
        <translation>{corporation} lays dual-gauge track for {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>books_slot</source>
        <translation>{corporation} buys a station slot of {seller} for {price}</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>buys_share_treasury</source>
        <translation>{player} buys a {percent}% share of {corporation} from its treasury for {price} ({left}% left there)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_train_from</source>
        <translation>{corporation} buys a {train} train from {seller} for {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_company_from</source>
        <translation>{buyer} buys {company} from {seller} for {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>contributes</source>
        <translation>{player} contributes {amount} to {corporation}&apos;s train</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>receives_dividend</source>
        <translation>{holder} receives {amount} of {corporation}&apos;s dividend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs</source>
        <translation>{corporation}&apos;s train {number} (a {train} train) runs {stops} for {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_stock_round</source>
        <translation>{who} passes in the stock round</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>passes_track</source>
        <translation>{who} lays no track</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_token</source>
        <translation>{who} places no station marker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_trains</source>
        <translation>{who} buys no train</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_companies</source>
        <translation>{who} buys no private company</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lays_tile_for</source>
        <translation>{corporation} lays tile {tile} on {hex} for {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>places_token_for</source>
        <translation>{corporation} places a station marker on {hex} for {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hands_cash_to_bank</source>
        <translation>{player} hands the remaining {amount} to the bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs_nothing</source>
        <translation>{corporation} runs no train</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>has_no_train</source>
        <translation>{corporation} has no train and earns nothing</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finds_no_route</source>
        <translation>{corporation}&apos;s trains find no route and earn nothing</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hands_cash_to</source>
        <translation>{player} hands the remaining {amount} to {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closing_cash_to_bank</source>
        <translation>{corporation} hands its remaining {amount} to the bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closing_debt_to_bank</source>
        <translation>The bank bears {corporation}&apos;s debt of {debt}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pays_token_fee</source>
        <translation>{corporation} pays {price} for its station markers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps_company</source>
        <translation>{corporation} keeps {company} for later</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>swap_two_shares</source>
        <translation>{player} takes two 10% shares of {corporation} for the president&apos;s certificate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>swap_last_certificate</source>
        <translation>{player} takes the last 20% certificate of {corporation} for the president&apos;s certificate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>earthquake</source>
        <translation>Earthquake in Messina: the station markers of {corporations} are lost and Messina returns to its yellow tile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>earthquake_no_markers</source>
        <translation>Earthquake in Messina: Messina returns to its yellow tile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repays_loans</source>
        <translation>{corporation} repays loans for {amount} from its treasury</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>president_repays_loans</source>
        <translation>{player} repays {corporation}&apos;s loans for {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>merges_into_national</source>
        <translation>{corporation} merges into {national}: its trains ({trains}) and {amount} go to {national}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>receives_national_shares</source>
        <translation>{player} receives {count} shares of {corporation} for the merged corporations&apos; shares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>national_shares_to_pool</source>
        <translation>{count} shares of {corporation} go to the bank pool</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completes_presidency</source>
        <translation>{player} pays {price} to complete the president&apos;s certificate of {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removes_token</source>
        <translation>{corporation} removes its station marker from {hex}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_right</source>
        <translation>{corporation} buys a marker of {company} from the bank for {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buys_right_from</source>
        <translation>{corporation} buys a marker of {company} from {seller} for {price}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_reserves_share</source>
        <translation>{minor} receives a {percent}% share of {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_cash_to_treasury</source>
        <translation>{minor} hands its {amount} to {corporation}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_cash_to_owner</source>
        <translation>{player} receives {amount} from {minor}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_cash_to_bank</source>
        <translation>{minor} hands its remaining {amount} to the bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_token_replaced</source>
        <translation>{corporation} replaces {minor}&apos;s station marker on {hex}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>investor_token_discarded</source>
        <translation>{minor}&apos;s station marker on {hex} leaves the map; {corporation} does not take its place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>receives_share_with</source>
        <translation>{player} receives a {percent}% share of {corporation} with {company}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>borrows_train</source>
        <translation>{corporation} borrows a {train} train from the bank for its turn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>returns_borrowed_train</source>
        <translation>{corporation} returns the borrowed {train} train to the bank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_loans</source>
        <translation>{who} takes no loan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_issue_shares</source>
        <translation>{who} neither issues nor redeems shares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_bond</source>
        <translation>{who} neither issues nor redeems its bond</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_station_slot</source>
        <translation>{who} buys no other company&apos;s station marker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_e_token</source>
        <translation>{who} buys no E-token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_payout</source>
        <translation>{who} keeps the payout for later</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes_permit</source>
        <translation>{who} gives the building permit to none of his corporations now</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>ends_turn</source>
        <translation>{who} ends the turn</translation>
    </message>
</context>
<context>
    <name>GameReport</name>
    <message>
        <location filename="../railsdesk/ui/reportview.py" line="+53"/>
        <source>Cash</source>
        <translation>Cash</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares</source>
        <translation>Shares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{term:Private companies}</source>
        <translation>{term:Private companies}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loans of the companies</source>
        <translation>Loans of the companies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debt</source>
        <translation>Debt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bankruptcy loans</source>
        <translation>Bankruptcy loans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonds</source>
        <translation>Bonds</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not below zero</source>
        <translation>Not below zero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the last round has been played</source>
        <translation>the last round has been played</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 went bankrupt</source>
        <translation>%1 went bankrupt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game ended: %1.</source>
        <translation>The game ended: %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game goes on: the standings in %1</source>
        <translation>The game goes on: the standings in %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 wins with %2</source>
        <translation>%1 wins with %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A tie between %1 with %2</source>
        <translation>A tie between %1 with %2</translation>
    </message>
    <message>
        <location line="+171"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Worth</source>
        <translation>Worth</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Worth of each player</source>
        <translation>Worth of each player</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Cash of each player</source>
        <translation>Cash of each player</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Share price of each company</source>
        <translation>Share price of each company</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shares each player holds</source>
        <translation>Shares each player holds</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Revenue of each company</source>
        <translation>Revenue of each company</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Revenue of each company</source>
        <comment>card game</comment>
        <translation>Revenue of each company</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Game report — %1</source>
        <translation>Game report — %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as &amp;PNG…</source>
        <translation>Save as &amp;PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save figures as &amp;CSV…</source>
        <translation>Save figures as &amp;CSV…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save the report as an image</source>
        <translation>Save the report as an image</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG images (*.png)</source>
        <translation>PNG images (*.png)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the image could not be written</source>
        <translation>the image could not be written</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save the report&apos;s figures</source>
        <translation>Save the report&apos;s figures</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be saved: %2</source>
        <translation>%1 could not be saved: %2</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../railsdesk/ui/session.py" line="+293"/>
        <source>The rules engine failed: %1</source>
        <translation>The rules engine failed: %1</translation>
    </message>
    <message>
        <location line="-228"/>
        <source>rulebook</source>
        <translation>rulebook</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where 18xx.games plays a rule differently, the published rulebook decides.</source>
        <translation>Where 18xx.games plays a rule differently, the published rulebook decides.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>18xx.games</source>
        <translation>18xx.games</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules as 18xx.games plays them, so that the game replays there move for move.</source>
        <translation>The rules as 18xx.games plays them, so that the game replays there move for move.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Reading of the rules</source>
        <translation>Reading of the rules</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <location filename="../railsdesk/ui/history.py" line="+41"/>
        <source>Cannot show that moment: %1</source>
        <translation>Cannot show that moment: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rebuilding the game at that moment…</source>
        <translation>Rebuilding the game at that moment…</translation>
    </message>
</context>
<context>
    <name>LogWidget</name>
    <message>
        <location filename="../railsdesk/ui/docks/log.py" line="+132"/>
        <source>Back to the present</source>
        <translation>Back to the present</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares</source>
        <translation>Shares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Track and stations</source>
        <translation>Track and stations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trains</source>
        <translation>Trains</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>Search the log</source>
        <translation>Search the log</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone</source>
        <translation>Everyone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything</source>
        <translation>Everything</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Play on from here</source>
        <translation>Play on from here</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="+264"/>
        <source>No recent games</source>
        <translation>No recent games</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a new game</source>
        <translation>Start a new game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a saved game or an 18xx.games log</source>
        <translation>Open a saved game or an 18xx.games log</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+356"/>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <location line="-355"/>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <location line="+372"/>
        <source>The game could not be saved to %1:
%2

The game is still open. Save it somewhere else?</source>
        <translation>The game could not be saved to %1:
%2

The game is still open. Save it somewhere else?</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Autosave failed</source>
        <translation>Autosave failed</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game could not be saved automatically:
%1

The game is still open. Save it somewhere else now?</source>
        <translation>The game could not be saved automatically:
%1

The game is still open. Save it somewhere else now?</translation>
    </message>
    <message>
        <location line="-384"/>
        <source>&amp;Close game</source>
        <translation>&amp;Close game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back the last action (Ctrl+Z)</source>
        <translation>Take back the last action (Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Redo (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;coordinates</source>
        <translation>Show &amp;coordinates</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show location &amp;names</source>
        <translation>Show location &amp;names</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About railsdesk</source>
        <translation>&amp;About railsdesk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Toolbar</source>
        <translation>Toolbar</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/document.py" line="+17"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="+67"/>
        <source>Cannot start the game</source>
        <translation>Cannot start the game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be started: %1</source>
        <translation>The game could not be started: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open a game</source>
        <translation>Open a game</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games (*.json *.rdsave);;All files (*)</source>
        <translation>Games (*.json *.rdsave);;All files (*)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Opening %1…</source>
        <translation>Opening %1…</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot open the game</source>
        <translation>Cannot open the game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be opened.

%2

The file has not been changed.</source>
        <translation>%1 could not be opened.

%2

The file has not been changed.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Unsaved game</source>
        <translation>Unsaved game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game before closing it?</source>
        <translation>Save the game before closing it?</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mapgame.py" line="+108"/>
        <location filename="../railsdesk/ui/session.py" line="+175"/>
        <source>railsdesk games (*.rdsave *.json)</source>
        <translation>railsdesk games (*.rdsave *.json)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="+92"/>
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>About railsdesk</source>
        <translation>About railsdesk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>railsdesk %1

Play and keep the books of 18xx railway games.</source>
        <translation>railsdesk %1

Play and keep the books of 18xx railway games.</translation>
    </message>
    <message>
        <location line="-282"/>
        <source>The rules refuse an action</source>
        <translation>The rules refuse an action</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot be replayed to its end.

%2

Open the game as far as it is legal, up to this action? It opens as a new game; the file is not changed.</source>
        <translation>%1 cannot be replayed to its end.

%2

Open the game as far as it is legal, up to this action? It opens as a new game; the file is not changed.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The save has changed</source>
        <translation>The save has changed</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not hold the game it was saved with: the file was damaged or edited, or the rules have changed since.

%2

Open the game its actions make?</source>
        <translation>%1 does not hold the game it was saved with: the file was damaged or edited, or the rules have changed since.

%2

Open the game its actions make?</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>Game &amp;information…</source>
        <translation>Game &amp;information…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s title, file, reading of the rules and players</source>
        <translation>The game&apos;s title, file, reading of the rules and players</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Game information</source>
        <translation>Game information</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Game &amp;report…</source>
        <translation>Game &amp;report…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner, each player&apos;s worth and the game round by round in charts</source>
        <translation>The winner, each player&apos;s worth and the game round by round in charts</translation>
    </message>
    <message>
        <location line="+309"/>
        <source>No report</source>
        <translation>No report</translation>
    </message>
    <message>
        <location line="-300"/>
        <source>&amp;Table view</source>
        <translation>&amp;Table view</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in large type on the full screen, to read across a table</source>
        <translation>The game in large type on the full screen, to read across a table</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>The details are written to %1.</source>
        <translation>The details are written to %1.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../railsdesk/ui/names.py" line="+59"/>
        <source>a hex near %1</source>
        <translation>a hex near %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>near %1</source>
        <translation>near %1</translation>
    </message>
</context>
<context>
    <name>NarDeckEditor</name>
    <message>
        <location filename="../railsdesk/ui/nar/deckeditor.py" line="+219"/>
        <source>Decks of North American Railways</source>
        <translation>Decks of North American Railways</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved decks:</source>
        <translation>Saved decks:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New deck</source>
        <translation>New deck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import a deck file…</source>
        <translation>Import a deck file…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export this deck…</source>
        <translation>Export this deck…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete this deck</source>
        <translation>Delete this deck</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decks are kept in %1</source>
        <translation>Decks are kept in %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name of the deck:</source>
        <translation>Name of the deck:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type in the cards of your copy once: amounts in dollars (multiples of $100), cost in red and revenue in green as printed, and the number of Coast-to-Coast symbols (0 to 3). Cells left empty count as not known yet.</source>
        <translation>Type in the cards of your copy once: amounts in dollars (multiples of $100), cost in red and revenue in green as printed, and the number of Coast-to-Coast symbols (0 to 3). Cells left empty count as not known yet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Companies</source>
        <translation>Companies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start cities</source>
        <translation>Start cities</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities</source>
        <translation>Cities</translation>
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
        <translation>Colour</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>Revenue</source>
        <translation>Revenue</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coast-to-Coast</source>
        <translation>Coast-to-Coast</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a colour…</source>
        <translation>Choose a colour…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(cannot be read)</source>
        <translation>(cannot be read)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(incomplete)</source>
        <translation>(incomplete)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deck file cannot be used.</source>
        <translation>This deck file cannot be used.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+12"/>
        <source>Unsaved deck</source>
        <translation>Unsaved deck</translation>
    </message>
    <message numerus="yes">
        <location line="-10"/>
        <source>The changes cannot be saved while %n problem(s) remain (listed below the cards). Discard the changes?</source>
        <translation>
            <numerusform>The changes cannot be saved while %n problem remains (listed below the cards). Discard the changes?</numerusform>
            <numerusform>The changes cannot be saved while %n problems remain (listed below the cards). Discard the changes?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+296"/>
        <source>%n problem(s) to fix before saving:</source>
        <translation>
            <numerusform>%n problem to fix before saving:</numerusform>
            <numerusform>%n problems to fix before saving:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n card(s) have no name or values yet. The deck can be saved and used for picking cards in companion mode; a game dealt by the program needs every name and value.</source>
        <translation>
            <numerusform>%n card has no name or values yet. The deck can be saved and used for picking cards in companion mode; a game dealt by the program needs every name and value.</numerusform>
            <numerusform>%n cards have no name or values yet. The deck can be saved and used for picking cards in companion mode; a game dealt by the program needs every name and value.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-291"/>
        <source>Save the changes to this deck first?</source>
        <translation>Save the changes to this deck first?</translation>
    </message>
    <message>
        <location line="+84"/>
        <location line="+52"/>
        <location line="+123"/>
        <source>The deck needs a name.</source>
        <translation>The deck needs a name.</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>%1: the cost must be a multiple of $100 (0 or more), not %2</source>
        <translation>%1: the cost must be a multiple of $100 (0 or more), not %2</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>%1: the revenue must be a multiple of $100 (0 or more), not %2</source>
        <translation>%1: the revenue must be a multiple of $100 (0 or more), not %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Company %1</source>
        <translation>Company %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the name is missing</source>
        <translation>%1: the name is missing</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has the same name as company %2</source>
        <translation>%1 has the same name as company %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: &quot;%2&quot; is not a colour (use a name such as blue or a code such as #1f5fa8)</source>
        <translation>%1: &quot;%2&quot; is not a colour (use a name such as blue or a code such as #1f5fa8)</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Start city %1</source>
        <translation>Start city %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>City %1</source>
        <translation>City %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: Coast-to-Coast symbols must be 0, 1, 2 or 3, not %2</source>
        <translation>%1: Coast-to-Coast symbols must be 0, 1, 2 or 3, not %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: enter cost, revenue and symbols together (or leave all three empty while unknown)</source>
        <translation>%1: enter cost, revenue and symbols together (or leave all three empty while unknown)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Click to go to the cell</source>
        <translation>Click to go to the cell</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The deck is complete and can be used for games.</source>
        <translation>The deck is complete and can be used for games.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot save the deck</source>
        <translation>Cannot save the deck</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+7"/>
        <source>Cannot import the deck</source>
        <translation>Cannot import the deck</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot export the deck</source>
        <translation>Cannot export the deck</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Import a deck</source>
        <translation>Import a deck</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>Deck files (*.json)</source>
        <translation>Deck files (*.json)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Export the deck</source>
        <translation>Export the deck</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Delete the deck</source>
        <translation>Delete the deck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the deck file %1?</source>
        <translation>Delete the deck file %1?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot delete the deck</source>
        <translation>Cannot delete the deck</translation>
    </message>
</context>
<context>
    <name>NarDeckMessages</name>
    <message numerus="yes">
        <location filename="../railsdesk/ui/nar/messages.py" line="+145"/>
        <location line="+28"/>
        <source>(and %n more)</source>
        <translation>
            <numerusform>(and %n more problem)</numerusform>
            <numerusform>(and %n more problems)</numerusform>
        </translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Deck file %1: %2</source>
        <translation>Deck file %1: %2</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>card_twice</source>
        <translation>{where}: the card id {value} is used twice.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>colour</source>
        <translation>{where}: {value} is not a colour (a name such as blue or a code such as #1f5fa8).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>company_twice</source>
        <translation>{where}: the company id {value} is used twice.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>entry_count</source>
        <translation>
            <numerusform>{where} must have {expected} entries; it has %n entry.</numerusform>
            <numerusform>{where} must have {expected} entries; it has %n entries.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>entry_not_object</source>
        <translation>{where} must be an object.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file_name</source>
        <translation>The deck file name {value} must not contain a folder.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>format</source>
        <translation>The format must be &apos;nar-deck&apos;, not {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>money_not_hundreds</source>
        <translation>{where} must be a multiple of $100 and not negative, not {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>money_not_number</source>
        <translation>{where} must be a whole number of dollars, not {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name</source>
        <translation>The deck&apos;s name must be text, not {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_a_list</source>
        <translation>{where} must be a list.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_an_object</source>
        <translation>A deck must be a JSON object, not {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>symbols</source>
        <translation>{where} must be a whole number from 0 to 3, not {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text_missing</source>
        <translation>{where} must be non-empty text, not {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unreadable</source>
        <translation>The file cannot be read: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value_missing</source>
        <translation>{where} is missing (null).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>values_partly_known</source>
        <translation>{where}: cost, revenue and symbols must be all known or all unknown (null).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>version</source>
        <translation>Version {value} of the deck format is not supported (expected: {expected}).</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>%1 was not saved: %2</source>
        <translation>%1 was not saved: %2</translation>
    </message>
</context>
<context>
    <name>NarDialogs</name>
    <message>
        <location filename="../railsdesk/ui/nar/widgets.py" line="+134"/>
        <source>Hold to look at your cash, or click to keep it shown until your turn is over. Cash is secret: make sure only you can see the screen.</source>
        <translation>Hold to look at your cash, or click to keep it shown until your turn is over. Cash is secret: make sure only you can see the screen.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Hide my cash</source>
        <translation>Hide my cash</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show my cash</source>
        <translation>Show my cash</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/dialogs.py" line="+75"/>
        <source>Price:</source>
        <translation>Price:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start city:</source>
        <translation>Start city:</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>A proposal for the director</source>
        <translation>A proposal for the director</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, you decide</source>
        <translation>%1, you decide</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 proposes %2 for a share of %3, of which you are the director.</source>
        <translation>%1 proposes %2 for a share of %3, of which you are the director.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Allow: %1 takes the share and pays %2 — %3 into the treasury of %4, %5 to the bank.
Buy it yourself: you take the share and pay %2 — %3 into the treasury, %5 to %1, who may then choose another company.</source>
        <translation>Allow: %1 takes the share and pays %2 — %3 into the treasury of %4, %5 to the bank.
Buy it yourself: you take the share and pay %2 — %3 into the treasury, %5 to %1, who may then choose another company.</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Careful: if you allow it, %1 holds %n share(s) of %2 and you %3, so %1 becomes its director (a tie goes to the buyer).</source>
        <translation>
            <numerusform>Careful: if you allow it, %1 holds %n share of %2 and you %3, so %1 becomes its director (a tie goes to the buyer).</numerusform>
            <numerusform>Careful: if you allow it, %1 holds %n shares of %2 and you %3, so %1 becomes its director (a tie goes to the buyer).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Allow %1 to buy it</source>
        <translation>Allow %1 to buy it</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Buy it myself for %1</source>
        <translation>Buy it myself for %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/messages.py" line="-114"/>
        <source>The cost must be a multiple of $100 (0 or more), not %1.</source>
        <translation>The cost must be a multiple of $100 (0 or more), not %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The revenue must be a multiple of $100 (0 or more), not %1.</source>
        <translation>The revenue must be a multiple of $100 (0 or more), not %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The price must be a multiple of $100 of at least $100, not %1.</source>
        <translation>The price must be a multiple of $100 of at least $100, not %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You cannot pay %1. Name a price you can pay.</source>
        <translation>You cannot pay %1. Name a price you can pay.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A share of %1, which you direct, costs %2, and you cannot pay it. Choose another share.</source>
        <translation>A share of %1, which you direct, costs %2, and you cannot pay it. Choose another share.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You cannot pay %1: you must allow the purchase.</source>
        <translation>You cannot pay %1: you must allow the purchase.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 costs %2; the treasury of %3 holds only %4.</source>
        <translation>%1 costs %2; the treasury of %3 holds only %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Coast-to-Coast symbols must be 0, 1, 2 or 3.</source>
        <translation>Coast-to-Coast symbols must be 0, 1, 2 or 3.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/widgets.py" line="-88"/>
        <source>“%1” is not an amount in dollars.</source>
        <translation>“%1” is not an amount in dollars.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/dialogs.py" line="-145"/>
        <source>Enter the price.</source>
        <translation>Enter the price.</translation>
    </message>
    <message numerus="yes">
        <location filename="../railsdesk/ui/nar/income.py" line="+99"/>
        <source>%1: revenue %2, %n share(s), %3 per share</source>
        <translation>
            <numerusform>%1: revenue %2, %n share, %3 per share</numerusform>
            <numerusform>%1: revenue %2, %n shares, %3 per share</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1: %n share(s) × %2 + director&apos;s extra %3 = %4</source>
        <translation>
            <numerusform>%1: %n share × %2 + director&apos;s extra %3 = %4</numerusform>
            <numerusform>%1: %n shares × %2 + director&apos;s extra %3 = %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1: %n share(s) × %2 = %3</source>
        <translation>
            <numerusform>%1: %n share × %2 = %3</numerusform>
            <numerusform>%1: %n shares × %2 = %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Treasury (remainder): %1</source>
        <translation>Treasury (remainder): %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+76"/>
        <source>Company / player</source>
        <translation>Company / player</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Revenue</source>
        <translation>Revenue</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+76"/>
        <source>Shares</source>
        <translation>Shares</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Per share</source>
        <translation>Per share</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Director&apos;s extra</source>
        <translation>Director&apos;s extra</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+73"/>
        <source>Receives</source>
        <translation>Receives</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Treasury (remainder)</source>
        <translation>Treasury (remainder)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Coast-to-Coast</source>
        <translation>Coast-to-Coast</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 per share</source>
        <translation>%1 per share</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/dialogs.py" line="+191"/>
        <source>Phase III: Receive income (last round)</source>
        <translation>Phase III: Receive income (last round)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase III: Receive income</source>
        <translation>Phase III: Receive income</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each company&apos;s revenue is split evenly over its shares in multiples of $100. Of an indivisible remainder the director receives $100 more and the rest goes into the company&apos;s treasury.</source>
        <translation>Each company&apos;s revenue is split evenly over its shares in multiples of $100. Of an indivisible remainder the director receives $100 more and the rest goes into the company&apos;s treasury.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last round: of an indivisible remainder the director receives half (rounded up to $100) and the rest goes into the company&apos;s treasury.</source>
        <translation>Last round: of an indivisible remainder the director receives half (rounded up to $100) and the rest goes into the company&apos;s treasury.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+56"/>
        <source>Final payout</source>
        <translation>Final payout</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Each company pays $100 per Coast-to-Coast symbol of its network on every share.</source>
        <translation>Each company pays $100 per Coast-to-Coast symbol of its network on every share.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pay out</source>
        <translation>Pay out</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>End of the game</source>
        <translation>End of the game</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins!</source>
        <translation>%1 wins!</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cash</source>
        <translation>Cash</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tied players are placed in the turn order of the last round, counted from its start player.</source>
        <translation>Tied players are placed in the turn order of the last round, counted from its start player.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Values of a start city</source>
        <translation>Values of a start city</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Values of a city</source>
        <translation>Values of a city</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Read the card %1 on the table and enter its values.</source>
        <translation>Read the card %1 on the table and enter its values.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>(type the values in)</source>
        <translation>(type the values in)</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Card of the deck:</source>
        <translation>Card of the deck:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Cost (red):</source>
        <translation>Cost (red):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revenue (green):</source>
        <translation>Revenue (green):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coast-to-Coast symbols:</source>
        <translation>Coast-to-Coast symbols:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Enter the cost.</source>
        <translation>Enter the cost.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter the revenue.</source>
        <translation>Enter the revenue.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose the number of Coast-to-Coast symbols.</source>
        <translation>Choose the number of Coast-to-Coast symbols.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/prompts.py" line="+84"/>
        <source>You are the director of %1: a share costs the fixed price of $1000 - $500 into the treasury and $500 to the bank. If you have less than $1000 and direct every company whose share lies at the bottom of the display, you pay all your cash instead (half of it, rounded up, into the treasury).</source>
        <translation>You are the director of %1: a share costs the fixed price of $1000 - $500 into the treasury and $500 to the bank. If you have less than $1000 and direct every company whose share lies at the bottom of the display, you pay all your cash instead (half of it, rounded up, into the treasury).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A share of %1</source>
        <translation>A share of %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy the share</source>
        <translation>Buy the share</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Found %1</source>
        <translation>Found %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You take the first share and become director. Name the price (a multiple of $100 that you can pay); all of it goes into the company&apos;s treasury.</source>
        <translation>You take the first share and become director. Name the price (a multiple of $100 that you can pay); all of it goes into the company&apos;s treasury.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Propose a price for %1</source>
        <translation>Propose a price for %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is the director of %2. Name a price (a multiple of $100 that you can pay); the director then allows you to buy the share or buys it himself for that price.</source>
        <translation>%1 is the director of %2. Name a price (a multiple of $100 that you can pay); the director then allows you to buy the share or buys it himself for that price.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>(the start city of %1)</source>
        <translation>(the start city of %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(start city %1)</source>
        <translation>(start city %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at the bottom of column %1</source>
        <translation>at the bottom of column %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in column %1, row %2 from the top</source>
        <translation>in column %1, row %2 from the top</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/dialogs.py" line="-345"/>
        <source>%1 takes the proposal back</source>
        <translation>%1 takes the proposal back</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/income.py" line="-90"/>
        <source>For the shares</source>
        <translation>For the shares</translation>
    </message>
</context>
<context>
    <name>NarLog</name>
    <message>
        <location filename="../railsdesk/ui/nar/text.py" line="+135"/>
        <source>%1 founds %2 for %3 (all of it into its treasury) and takes the start city %4</source>
        <translation>%1 founds %2 for %3 (all of it into its treasury) and takes the start city %4</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 directs every company at the bottom of the share display and pays all their cash for a share of %2: %3 (%4)</source>
        <translation>%1 directs every company at the bottom of the share display and pays all their cash for a share of %2: %3 (%4)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 buys a share of %2 for %3 (%4)</source>
        <translation>%1 buys a share of %2 for %3 (%4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 proposes %2 for a share of %3</source>
        <translation>%1 proposes %2 for a share of %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 buys the share of %2 for %3 themselves (%4)</source>
        <translation>%1 buys the share of %2 for %3 themselves (%4)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 allows it: %2 buys a share of %3 for %4 (%5)</source>
        <translation>%1 allows it: %2 buys a share of %3 for %4 (%5)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>all of it into the treasury</source>
        <translation>all of it into the treasury</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 into the treasury, %2 to the bank</source>
        <translation>%1 into the treasury, %2 to the bank</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 into the treasury, %2 to %3</source>
        <translation>%1 into the treasury, %2 to %3</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>%1 becomes director of %2</source>
        <translation>%1 becomes director of %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ends their turn</source>
        <translation>%1 ends their turn</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has chosen every company in the share display; turn over</source>
        <translation>%1 has chosen every company in the share display; turn over</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no money, takes %2 from the bank and chooses no share</source>
        <translation>%1 has no money, takes %2 from the bank and chooses no share</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 buys %2 for %3 (%4 from the treasury)</source>
        <translation>%1 buys %2 for %3 (%4 from the treasury)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 passes</source>
        <translation>%1 passes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot buy a city and must pass</source>
        <translation>%1 cannot buy a city and must pass</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>fewer shares in the share display than players</source>
        <translation>fewer shares in the share display than players</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five or fewer cities in the city display</source>
        <translation>five or fewer cities in the city display</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no city was bought in Phase II</source>
        <translation>no city was bought in Phase II</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The end of the game is triggered (%1): this round is the last</source>
        <translation>The end of the game is triggered (%1): this round is the last</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: revenue %2, %3 per share; %4</source>
        <translation>%1: revenue %2, %3 per share; %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>treasury +%1</source>
        <translation>treasury +%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final payout of %1: %2 per share; %3</source>
        <translation>Final payout of %1: %2 per share; %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round %1 begins; %2 is start player</source>
        <translation>Round %1 begins; %2 is start player</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game is over; %1 wins</source>
        <translation>The game is over; %1 wins</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>%1 enters the values of %2</source>
        <translation>%1 enters the values of %2</translation>
    </message>
</context>
<context>
    <name>NarLogMessages</name>
    <message>
        <location filename="../railsdesk/ui/nar/messages.py" line="+46"/>
        <source>Action %1 (%2 by %3): %4</source>
        <translation>Action %1 (%2 by %3): %4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The log&apos;s deck: %1</source>
        <translation>The log&apos;s deck: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>actions_not_list</source>
        <translation>The actions must be a list.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_column</source>
        <translation>{where} must be a list of {size} cities.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_twice</source>
        <translation>{where}: the city {value} is placed twice.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>columns</source>
        <translation>{where} must be a list of {size} columns.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first_player</source>
        <translation>The first player {value} is not one of the players.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>log_not_object</source>
        <translation>A game log must be a JSON object, not {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing</source>
        <translation>{where} is missing.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_a_list</source>
        <translation>{where} must be a list.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_object</source>
        <translation>{where} must be an object.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_text</source>
        <translation>{where} must be text, not {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player_count</source>
        <translation>The game needs 3 to 5 players; the log has {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player_not_object</source>
        <translation>{where} must be an object with id and name.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player_twice</source>
        <translation>{where}: the player id {value} is used twice.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>players_not_list</source>
        <translation>The players must be a list.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share_column</source>
        <translation>{where} must be a list of {size} shares.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_cities_once</source>
        <translation>The start cities must name each of the deck&apos;s 5 start cities once.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_rule</source>
        <translation>The start city rule must be &apos;top&apos; or &apos;choose&apos;, not {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text_missing</source>
        <translation>{where} must be non-empty text, not {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>title</source>
        <translation>The log is not one of North American Railways (title {value}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too_many_shares</source>
        <translation>The share display holds {shares} shares of {company}, but a company has only {most}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_city</source>
        <translation>{where}: unknown city {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_company</source>
        <translation>{where}: unknown company {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_start_city</source>
        <translation>{where}: unknown start city {value}.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/session.py" line="+44"/>
        <source>This file is not a North American Railways game.</source>
        <translation>This file is not a North American Railways game.</translation>
    </message>
</context>
<context>
    <name>NarMessages</name>
    <message>
        <location filename="../railsdesk/ui/nar/messages.py" line="-55"/>
        <source>bad_column</source>
        <translation>The column must be a number from 0 to {highest}, not {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bad_name</source>
        <translation>A card&apos;s name must be non-empty text, not {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy_not_bool</source>
        <translation>The director&apos;s answer must be yes or no (true or false), not {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot_pass</source>
        <translation>Nobody can pass now ({phase}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cities_phase</source>
        <translation>Cities are only bought in Phase II (now: {phase}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_bought</source>
        <translation>{player} has already bought a city for {company} in this phase.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_column_empty</source>
        <translation>Column {number} of the city display is empty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_known</source>
        <translation>The values of {city} are already known.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city_not_shown</source>
        <translation>{city} is not in the city display.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>company_chosen</source>
        <translation>A share of {company} was already chosen this turn; choose another company.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game_over</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_proposal</source>
        <translation>No proposal is waiting for a director&apos;s decision.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no_share</source>
        <translation>{player} owns no share of {company}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_an_object</source>
        <translation>An action must be a JSON object, not {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_director</source>
        <translation>Only the director of {company}, {director}, decides.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not_your_turn</source>
        <translation>It is {player}&apos;s turn, not {actor}&apos;s.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>own_share_price</source>
        <translation>A share of {company}, which you direct, costs {price} here, not {offered}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price_needed</source>
        <translation>Name a price.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>proposal_waiting</source>
        <translation>The director of {company} must first decide on the proposal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reveal_first</source>
        <translation>The values of the bottom cities must be entered first.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share_column_empty</source>
        <translation>Column {number} of the share display is empty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>share_needed</source>
        <translation>A share must be chosen; the turn may only be ended after a director bought the chosen share themselves.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shares_phase</source>
        <translation>Shares are only taken in Phase I (now: {phase}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_field</source>
        <translation>A start city has only a revenue, no cost and no Coast-to-Coast symbols.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_known</source>
        <translation>The values of the start city {city} are already known.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_needed</source>
        <translation>The founder must choose a start city.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_not_founding</source>
        <translation>A start city is only taken when a company is founded.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_not_in_stack</source>
        <translation>The start city {value} is not in the stack of start cities.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start_city_not_top</source>
        <translation>The founder takes the top start city, {top}, not {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_action</source>
        <translation>Unknown kind of action: {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_card</source>
        <translation>Unknown card: {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_company</source>
        <translation>Unknown company: {value}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown_player</source>
        <translation>Unknown player: {value}.</translation>
    </message>
</context>
<context>
    <name>NarNewGame</name>
    <message>
        <location filename="../railsdesk/ui/nar/newgame.py" line="+258"/>
        <source>New game of North American Railways</source>
        <translation>New game of North American Railways</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of players:</source>
        <translation>Number of players:</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+69"/>
        <source>Player %1:</source>
        <translation>Player %1:</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+66"/>
        <location line="+10"/>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice deck</source>
        <translation>Practice deck</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NOT the published cards: the values come from a formula, for trying the rules before your own cards are typed in.</source>
        <translation>NOT the published cards: the values come from a formula, for trying the rules before your own cards are typed in.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A saved deck:</source>
        <translation>A saved deck:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decks…</source>
        <translation>Decks…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Companion mode: the physical cards on the table</source>
        <translation>Companion mode: the physical cards on the table</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shuffle and lay out the cards as the rules say; enter the share display below. The program asks for a city&apos;s values when the card becomes available.</source>
        <translation>Shuffle and lay out the cards as the rules say; enter the share display below. The program asks for a city&apos;s values when the card becomes available.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Setup</source>
        <translation>Setup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed for shuffling:</source>
        <translation>Seed for shuffling:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same seed deals the same cards and start player.</source>
        <translation>The same seed deals the same cards and start player.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Founders choose their start city (instead of the top card)</source>
        <translation>Founders choose their start city (instead of the top card)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Companion mode</source>
        <translation>Companion mode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards to pick from:</source>
        <translation>Cards to pick from:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A saved deck of your copy: its companies are used, and a turned-up card can be picked from its list instead of typing the values.</source>
        <translation>A saved deck of your copy: its companies are used, and a turned-up card can be picked from its list instead of typing the values.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start player:</source>
        <translation>Start player:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The share display as it lies on the table: each column from top to bottom; the last card is the one that can be taken.</source>
        <translation>The share display as it lies on the table: each column from top to bottom; the last card is the one that can be taken.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Column %1</source>
        <translation>Column %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill at random</source>
        <translation>Fill at random</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fills the display at random with the seed; lay the cards out the same way.</source>
        <translation>Fills the display at random with the seed; lay the cards out the same way.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>(cannot be read)</source>
        <translation>(cannot be read)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(incomplete)</source>
        <translation>(incomplete)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(no saved decks yet)</source>
        <translation>(no saved decks yet)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>(none: type the values in)</source>
        <translation>(none: type the values in)</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Two players have the same name.</source>
        <translation>Two players have the same name.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Enter every share of the display (4 columns of 7).</source>
        <translation>Enter every share of the display (4 columns of 7).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has %2 shares in the display, but only 6 exist.</source>
        <translation>%1 has %2 shares in the display, but only 6 exist.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Choose a saved deck with every card&apos;s values, or use the deck editor.</source>
        <translation>Choose a saved deck with every card&apos;s values, or use the deck editor.</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>(not the published cards)</source>
        <translation>(not the published cards)</translation>
    </message>
    <message>
        <location line="-330"/>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Company %1</source>
        <translation>Company %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice City %1</source>
        <translation>Practice City %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice Start %1</source>
        <translation>Practice Start %1</translation>
    </message>
</context>
<context>
    <name>NarTable</name>
    <message>
        <location filename="../railsdesk/ui/nar/cards.py" line="+84"/>
        <source>Share of %1</source>
        <translation>Share of %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (values not entered yet)</source>
        <translation>%1 (values not entered yet)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — cost %2, revenue %3, Coast-to-Coast symbols: %4</source>
        <translation>%1 — cost %2, revenue %3, Coast-to-Coast symbols: %4</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/session.py" line="+232"/>
        <source>railsdesk games (*.json)</source>
        <translation>railsdesk games (*.json)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/boards.py" line="+111"/>
        <source>not founded yet</source>
        <translation>not founded yet</translation>
    </message>
    <message>
        <location line="-5"/>
        <location filename="../railsdesk/ui/nar/table.py" line="+477"/>
        <source>Director</source>
        <translation>Director</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Treasury</source>
        <translation>Treasury</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revenue</source>
        <translation>Revenue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coast-to-Coast</source>
        <translation>Coast-to-Coast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares held</source>
        <translation>Shares held</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Network</source>
        <translation>Network</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>enter its revenue</source>
        <translation>enter its revenue</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/table.py" line="-189"/>
        <source>Share display</source>
        <translation>Share display</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City display</source>
        <translation>City display</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Railway companies</source>
        <translation>Railway companies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Income</source>
        <translation>Income</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Decks…</source>
        <translation>Decks…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter, check and share the card data of your copy</source>
        <translation>Enter, check and share the card data of your copy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter card values…</source>
        <translation>Enter card values…</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>card values needed</source>
        <translation>card values needed</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to act</source>
        <translation>%1 to act</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins</source>
        <translation>%1 wins</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start player: %1</source>
        <translation>Start player: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last round</source>
        <translation>Last round</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares</source>
        <translation>Shares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cash</source>
        <translation>Cash</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>(passed)</source>
        <translation>(passed)</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%1: %n share(s)</source>
        <translation>
            <numerusform>%1: %n share</numerusform>
            <numerusform>%1: %n shares</numerusform>
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
        <translation>Bought a city for it in this phase</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cash is secret</source>
        <translation>Cash is secret</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/prompts.py" line="-125"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn up the card and enter its values (companion mode).</source>
        <translation>Turn up the card and enter its values (companion mode).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the director bought the share. Choose a share of another company, or end your turn.</source>
        <translation>%1: the director bought the share. Choose a share of another company, or end your turn.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: choose the bottom share of a column.</source>
        <translation>%1: choose the bottom share of a column.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 decides on the proposal.</source>
        <translation>%1 decides on the proposal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: choose a company you hold shares in, then a city at the bottom of the city display; or pass.</source>
        <translation>%1: choose a company you hold shares in, then a city at the bottom of the city display; or pass.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: choose a city for %2 (paid from its treasury), or pass.</source>
        <translation>%1: choose a city for %2 (paid from its treasury), or pass.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/table.py" line="+54"/>
        <source>Buy a city for %1</source>
        <translation>Buy a city for %1</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>End my turn</source>
        <translation>End my turn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drop out of this phase; passing is final for this phase</source>
        <translation>Drop out of this phase; passing is final for this phase</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>How each company&apos;s revenue would be split if income were paid now (the director&apos;s extra is part of what he receives).</source>
        <translation>How each company&apos;s revenue would be split if income were paid now (the director&apos;s extra is part of what he receives).</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/prompts.py" line="+11"/>
        <source>You hold no share of %1.</source>
        <translation>You hold no share of %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already bought a city for %1 in this phase.</source>
        <translation>You already bought a city for %1 in this phase.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The treasury of %1 (%2) cannot pay for any city at the bottom.</source>
        <translation>The treasury of %1 (%2) cannot pay for any city at the bottom.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/table.py" line="+172"/>
        <source>Choose the company first.</source>
        <translation>Choose the company first.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/prompts.py" line="+9"/>
        <source>None of your companies can pay %1 for %2.</source>
        <translation>None of your companies can pay %1 for %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You have no company left that may buy a city in this phase: pass.</source>
        <translation>You have no company left that may buy a city in this phase: pass.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/text.py" line="-171"/>
        <source>Phase I: Trade shares</source>
        <translation>Phase I: Trade shares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase II: Buy cities</source>
        <translation>Phase II: Buy cities</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase III: Receive income</source>
        <translation>Phase III: Receive income</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the game</source>
        <translation>End of the game</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/nar/table.py" line="-456"/>
        <source>D director · ★ start player · ↻ bought a city for that company in this phase · cash is secret</source>
        <translation>D director · ★ start player · ↻ bought a city for that company in this phase · cash is secret</translation>
    </message>
</context>
<context>
    <name>OperatingActions</name>
    <message>
        <location filename="../railsdesk/ui/operatingactions.py" line="+36"/>
        <source>Choose a train, then click its stops on the map in order.</source>
        <translation>Choose a train, then click its stops on the map in order.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>no route</source>
        <translation>no route</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In parentheses: stops the train passes without counting them</source>
        <translation>In parentheses: stops the train passes without counting them</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear this route</source>
        <translation>Clear this route</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Total: %1</source>
        <translation>Total: %1</translation>
    </message>
    <message>
        <location line="-52"/>
        <location line="+413"/>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <location line="-412"/>
        <source>Find the best routes</source>
        <translation>Find the best routes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last run</source>
        <translation>Last run</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the routes this company ran last time</source>
        <translation>Show the routes this company ran last time</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run trains</source>
        <translation>Run trains</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run trains for %1</source>
        <translation>Run trains for %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The rules require the highest revenue (%1): Auto finds it.</source>
        <translation>The rules require the highest revenue (%1): Auto finds it.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The company must buy a train</source>
        <translation>The company must buy a train</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The bank&apos;s cheapest train: a %1 train for %2. The {term:Treasury:lower} has %3; %4 is missing.</source>
        <translation>The bank&apos;s cheapest train: a %1 train for %2. The {term:Treasury:lower} has %3; %4 is missing.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, the {term:President:lower}, pays it (cash: %2).</source>
        <translation>%1, the {term:President:lower}, pays it (cash: %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, the {term:President:lower}, has %2 and must raise the other %3.</source>
        <translation>%1, the {term:President:lower}, has %2 and must raise the other %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It is offered once the money is there.</source>
        <translation>It is offered once the money is there.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A {term:Loan:lower} into the {term:Treasury:lower} (below).</source>
        <translation>A {term:Loan:lower} into the {term:Treasury:lower} (below).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Selling shares (below).</source>
        <translation>Selling shares (below).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A train of another company, at a price agreed from %1 (below).</source>
        <translation>A train of another company, at a price agreed from %1 (below).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bankruptcy, when nothing else is possible.</source>
        <translation>Bankruptcy, when nothing else is possible.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>(%1 per share)</source>
        <translation>(%1 per share)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(%1 to the treasury)</source>
        <translation>(%1 to the treasury)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay out half</source>
        <translation>Pay out half</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the {term:Share price:lower} falls</source>
        <translation>the {term:Share price:lower} falls</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 withholds %2: the shareholders receive nothing and the {term:Share price:lower} falls.</source>
        <translation>%1 withholds %2: the shareholders receive nothing and the {term:Share price:lower} falls.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Skip: %1</source>
        <translation>Skip: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on</source>
        <translation>Go on</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Now: %1</source>
        <translation>Now: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a tile could be laid</source>
        <translation>a tile could be laid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lays no tile this turn, although one could be laid.</source>
        <translation>%1 lays no tile this turn, although one could be laid.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the company has no train</source>
        <translation>the company has no train</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 buys no train and has none: it cannot run trains.</source>
        <translation>%1 buys no train and has none: it cannot run trains.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the bank</source>
        <translation>the bank</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy a %1 train from %2 for %3</source>
        <translation>Buy a %1 train from %2 for %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>trading in a %1 train</source>
        <translation>trading in a %1 train</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 train from %2</source>
        <translation>%1 train from %2</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Buy</source>
        <translation>Buy</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>%1 buys a %2 train from %3 for %4.</source>
        <translation>%1 buys a %2 train from %3 for %4.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>(the {term:President} borrows %1 and owes %2)</source>
        <translation>(the {term:President} borrows %1 and owes %2)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>owned by %1, face value %2, %3 to %4</source>
        <translation>owned by %1, face value %2, %3 to %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Price of %1</source>
        <translation>Price of %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 buys %2 from %3 for %4.</source>
        <translation>%1 buys %2 from %3 for %4.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>%1 offers %4 for a %2 train of %3.</source>
        <translation>%1 offers %4 for a %2 train of %3.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Offer</source>
        <translation>Offer</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 offers %4 for %2, owned by %3.</source>
        <translation>%1 offers %4 for %2, owned by %3.</translation>
    </message>
    <message>
        <location line="-348"/>
        <source>best routes: %1</source>
        <translation>best routes: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 runs its trains for nothing while the best routes are still being searched.</source>
        <translation>%1 runs its trains for nothing while the best routes are still being searched.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 runs its trains for %2 although the best routes earn %3: %4 less.</source>
        <translation>%1 runs its trains for %2 although the best routes earn %3: %4 less.</translation>
    </message>
    <message>
        <location line="+286"/>
        <source>Show all %1</source>
        <translation>Show all %1</translation>
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
        <translation>no permit for phase %1: builds no track</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>has received its whole treasury</source>
        <translation>has received its whole treasury</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>holds the {term:Train marker}: it bought the last train from the bank</source>
        <translation>holds the {term:Train marker}: it bought the last train from the bank</translation>
    </message>
</context>
<context>
    <name>OrderTrackView</name>
    <message>
        <location line="+101"/>
        <source>The top row operates first, each row from the left.</source>
        <translation>The top row operates first, each row from the left.</translation>
    </message>
</context>
<context>
    <name>PlayersWidget</name>
    <message>
        <location filename="../railsdesk/ui/docks/players.py" line="+119"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cash</source>
        <translation>Cash</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worth</source>
        <translation>Worth</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Company</source>
        <translation>Company</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Treasury</source>
        <comment>companies&apos; table header</comment>
        <translation>Treasury</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Initial offering</source>
        <comment>companies&apos; table header</comment>
        <translation>Initial offering</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bank pool</source>
        <comment>companies&apos; table header</comment>
        <translation>Bank pool</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tokens</source>
        <comment>companies&apos; table header</comment>
        <translation>Tokens</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Share price</source>
        <comment>companies&apos; table header</comment>
        <translation>Share price</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Last revenue</source>
        <translation>Last revenue</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1856.py" line="+283"/>
        <source>Loans</source>
        <translation>Loans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capitalization</source>
        <translation>Capitalization</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Destination</source>
        <translation>Destination</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>escrow</source>
        <translation>escrow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>incremental</source>
        <translation>incremental</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>full</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The first half of the shares sold pays the treasury; the bank holds the rest until the company reaches its destination.</source>
        <translation>The first half of the shares sold pays the treasury; the bank holds the rest until the company reaches its destination.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every share sold from the initial offering pays the treasury.</source>
        <translation>Every share sold from the initial offering pays the treasury.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ten times the par value once enough shares are sold; no more later.</source>
        <translation>Ten times the par value once enough shares are sold; no more later.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(if started now)</source>
        <translation>(if started now)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The bank holds %1.</source>
        <translation>The bank holds %1.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Interest %1 per operating round</source>
        <translation>Interest %1 per operating round</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Destination reached</source>
        <translation>Destination reached</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Destination: a route from %1 to %2</source>
        <translation>Destination: a route from %1 to %2</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="-161"/>
        <source>Started</source>
        <translation>Started</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next in the company order: may be started now</source>
        <translation>Next in the company order: may be started now</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next in the company order: may be started from the next stock round</source>
        <translation>Next in the company order: may be started from the next stock round</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot be started while none of its home cities has room</source>
        <translation>Cannot be started while none of its home cities has room</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Locked: the companies before it in the order must start first</source>
        <translation>Locked: the companies before it in the order must start first</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>Place card</source>
        <translation>Place card</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks/players.py" line="-150"/>
        <source>Owed to the bank, with its interest, until repaid</source>
        <translation>Owed to the bank, with its interest, until repaid</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What the bankruptcy loans take off the player&apos;s wealth at the end</source>
        <translation>What the bankruptcy loans take off the player&apos;s wealth at the end</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="-5"/>
        <source>Bond</source>
        <translation>Bond</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E-token</source>
        <translation>E-token</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1856.py" line="+15"/>
        <source>Loans are over: no company takes a new one.</source>
        <translation>Loans are over: no company takes a new one.</translation>
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
        <translation>%1 holds %2 of %3 on its charter; when it merges, the share goes to its owner.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Runs the bank&apos;s cheapest train, which stays in the bank.</source>
        <translation>Runs the bank&apos;s cheapest train, which stays in the bank.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="+234"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>RouteProblems</name>
    <message>
        <location filename="../railsdesk/ui/engine_messages.py" line="-489"/>
        <source>it names no track</source>
        <translation>it names no track</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>local trains are not supported</source>
        <translation>local trains are not supported</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no track matches {hexes}</source>
        <translation>no track matches {hexes}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its track is used by another route</source>
        <translation>its track is used by another route</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its chains do not join into one route</source>
        <translation>its chains do not join into one route</translation>
    </message>
</context>
<context>
    <name>RouteTool</name>
    <message>
        <location filename="../railsdesk/ui/routetool.py" line="+185"/>
        <source>%1 has not run trains yet.</source>
        <translation>%1 has not run trains yet.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Searching for the best routes…</source>
        <translation>Searching for the best routes…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Route search cancelled.</source>
        <translation>Route search cancelled.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Best routes: %1</source>
        <translation>Best routes: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Route search failed: %1</source>
        <translation>Route search failed: %1</translation>
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
        <translation>Person</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: beginner</source>
        <translation>Computer: beginner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: advanced</source>
        <translation>Computer: advanced</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location line="+162"/>
        <source>&amp;Computer</source>
        <translation>&amp;Computer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pace of its moves</source>
        <translation>Pace of its moves</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play to my next turn</source>
        <translation>Play to my next turn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s moves without a pause until a person decides</source>
        <translation>The computer&apos;s moves without a pause until a person decides</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stop the computer</source>
        <translation>Stop the computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer stops thinking and makes no move until this is undone</source>
        <translation>The computer stops thinking and makes no move until this is undone</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 is played by the computer. To play this turn yourself, stop the computer or take the seat back (Game &gt; Computer).</source>
        <translation>%1 is played by the computer. To play this turn yourself, stop the computer or take the seat back (Game &gt; Computer).</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (computer) is thinking…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer is stopped</source>
        <translation>The computer is stopped</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="+46"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Interface scale:</source>
        <translation>Interface scale:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new interface scale applies when railsdesk starts again.</source>
        <translation>A new interface scale applies when railsdesk starts again.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show coordinates on the map frame</source>
        <translation>Show coordinates on the map frame</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show location names</source>
        <translation>Show location names</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player colours</source>
        <translation>Player colours</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Route colours</source>
        <translation>Route colours</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="+216"/>
        <source>Welcome to railsdesk</source>
        <translation>Welcome to railsdesk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play 18xx railway games at one computer, keep the books beside a board on the table, or open a game recorded on 18xx.games.</source>
        <translation>Play 18xx railway games at one computer, keep the books beside a board on the table, or open a game recorded on 18xx.games.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a game</source>
        <translation>Open a game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options:</source>
        <translation>Options:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only used by games with random setup (1849).</source>
        <translation>Only used by games with random setup (1849).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start game</source>
        <translation>Start game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start companion game</source>
        <translation>Start companion game</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The map stays on the table: the program keeps the money, shares, trains and turns. Tiles and station markers are entered by their cost, runs by their revenue.</source>
        <translation>The map stays on the table: the program keeps the money, shares, trains and turns. Tiles and station markers are entered by their cost, runs by their revenue.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open a saved game or an 18xx.games log…</source>
        <translation>Open a saved game or an 18xx.games log…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent games (double-click to open):</source>
        <translation>Recent games (double-click to open):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recover</source>
        <translation>Recover</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>railsdesk was not closed normally last time. The game that was open can be recovered from its last automatic save.</source>
        <translation>railsdesk was not closed normally last time. The game that was open can be recovered from its last automatic save.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+109"/>
        <source>Player %1:</source>
        <translation>Player %1:</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>The rules of this game are not ready yet: it opens with its map only.</source>
        <translation>The rules of this game are not ready yet: it opens with its map only.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="+28"/>
        <location filename="../railsdesk/ui/startpage.py" line="-86"/>
        <location line="+97"/>
        <location line="+32"/>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="-47"/>
        <source>A game on the screen&apos;s map is not ready yet (it opens with its map only); a companion game keeps the books of a game on the table.</source>
        <translation>A game on the screen&apos;s map is not ready yet (it opens with its map only); a companion game keeps the books of a game on the table.</translation>
    </message>
</context>
<context>
    <name>StockActions</name>
    <message>
        <location filename="../railsdesk/ui/stockactions.py" line="+84"/>
        <source>%1 bids %2 for %3</source>
        <translation>%1 bids %2 for %3</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Face value %1, revenue %2</source>
        <translation>Face value %1, revenue %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Buy for %1</source>
        <translation>Buy for %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bid for %1</source>
        <translation>Bid for %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>%1, {term:Order track} place %2</source>
        <translation>%1, {term:Order track} place %2</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+40"/>
        <source>Buy shares</source>
        <translation>Buy shares</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Nothing to buy now (point at this line for each company&apos;s reason)</source>
        <translation>Nothing to buy now (point at this line for each company&apos;s reason)</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Other players may buy it; the rules do not let you buy it in this turn.</source>
        <translation>Other players may buy it; the rules do not let you buy it in this turn.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Sell shares</source>
        <translation>Sell shares</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Buy %1% %2 from %3 for %4</source>
        <translation>Buy %1% %2 from %3 for %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sell %1% %2 for %3</source>
        <translation>Sell %1% %2 for %3</translation>
    </message>
    <message>
        <location line="-211"/>
        <source>Show all %1</source>
        <translation>Show all %1</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Take {term:Foreign investor} %1</source>
        <translation>Take {term:Foreign investor} %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 pays %2 for its {term:Tokens:lower} as it starts.</source>
        <translation>%1 pays %2 for its {term:Tokens:lower} as it starts.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Nothing to buy now: %1</source>
        <translation>Nothing to buy now: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 from %2: %3</source>
        <translation>%1 from %2: %3</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>sold this round</source>
        <translation>sold this round</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You sold shares of %1 in this {term:Stock Round}: you may buy its shares again only in the next one.</source>
        <translation>You sold shares of %1 in this {term:Stock Round}: you may buy its shares again only in the next one.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bought this turn</source>
        <translation>bought this turn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have bought in this turn already: in your turn you may buy one certificate.</source>
        <translation>You have bought in this turn already: in your turn you may buy one certificate.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>costs %2, you have %3</source>
        <translation>costs %2, you have %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A certificate costs %2 and you have %3 in cash: you may buy only with enough cash.</source>
        <translation>A certificate costs %2 and you have %3 in cash: you may buy only with enough cash.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only %2 % allowed</source>
        <translation>only %2 % allowed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With it you would hold more than %2 % of %1, more than a player may hold.</source>
        <translation>With it you would hold more than %2 % of %1, more than a player may hold.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{term:Certificate limit} %2 reached</source>
        <translation>{term:Certificate limit} %2 reached</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold as many {term:Certificates:lower} as the {term:Certificate limit:lower} allows (%2): with another you would exceed it.</source>
        <translation>You hold as many {term:Certificates:lower} as the {term:Certificate limit:lower} allows (%2): with another you would exceed it.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>last certificate</source>
        <translation>last certificate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last certificate may not be bought while an ordinary share is still to be had in the same place.</source>
        <translation>The last certificate may not be bought while an ordinary share is still to be had in the same place.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>buy %2 first</source>
        <translation>buy %2 first</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold the {term:President&apos;s certificate:lower} of %2 for one share: in this turn you must buy another share of %2, nothing else.</source>
        <translation>You hold the {term:President&apos;s certificate:lower} of %2 for one share: in this turn you must buy another share of %2, nothing else.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not formed yet</source>
        <translation>not formed yet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The shares of %1 can be traded only after it has formed.</source>
        <translation>The shares of %1 can be traded only after it has formed.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{term:Bank pool:lower} first</source>
        <translation>{term:Bank pool:lower} first</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {term:Bank pool:lower} holds %2 % of %1, more than 50 %: its shares must be bought from the {term:Bank pool:lower} first.</source>
        <translation>The {term:Bank pool:lower} holds %2 % of %1, more than 50 %: its shares must be bought from the {term:Bank pool:lower} first.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>second 50 % not yet</source>
        <translation>second 50 % not yet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The second 50 % of the shares are not available before the first 3 train is bought.</source>
        <translation>The second 50 % of the shares are not available before the first 3 train is bought.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stays unavailable</source>
        <translation>stays unavailable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This certificate of the second 50 % came to a player with a change of director and was sold back to the bank: it stays unavailable for the rest of the game.</source>
        <translation>This certificate of the second 50 % came to a player with a change of director and was sold back to the bank: it stays unavailable for the rest of the game.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not for you now</source>
        <translation>not for you now</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 becomes {term:President:lower} of %2</source>
        <translation>%1 becomes {term:President:lower} of %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The shares go from the company&apos;s own holding into the {term:Bank pool:lower}; its share price falls a row for each 10% sold.</source>
        <translation>The shares go from the company&apos;s own holding into the {term:Bank pool:lower}; its share price falls a row for each 10% sold.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 sells %2% of its own shares for %3 into its {term:Treasury:lower}</source>
        <translation>%1 sells %2% of its own shares for %3 into its {term:Treasury:lower}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 buys back %2% of its own shares from the {term:Bank pool:lower} for %3 out of its {term:Treasury:lower}</source>
        <translation>%1 buys back %2% of its own shares from the {term:Bank pool:lower} for %3 out of its {term:Treasury:lower}</translation>
    </message>
    <message>
        <location line="-304"/>
        <source>The investor holds 10 % of your first corporation; the share becomes yours when the investor&apos;s home connects to that corporation&apos;s home.</source>
        <translation>The investor holds 10 % of your first corporation; the share becomes yours when the investor&apos;s home connects to that corporation&apos;s home.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../railsdesk/ui/tableview.py" line="+292"/>
        <source>No trains left in the bank</source>
        <translation>No trains left in the bank</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next train: %1 for %2</source>
        <translation>Next train: %1 for %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>tiles: %1</source>
        <translation>tiles: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1-trains rust</source>
        <translation>%1-trains rust</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Company</source>
        <translation>Company</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cash</source>
        <translation>Cash</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="-96"/>
        <source>Auction</source>
        <translation>Auction</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock Round</source>
        <translation>Stock Round</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operating Round</source>
        <translation>Operating Round</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Merger Round</source>
        <translation>Merger Round</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draft</source>
        <translation>Draft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SR</source>
        <translation>SR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OR</source>
        <translation>OR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Private company</source>
        <translation>Private company</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>President</source>
        <translation>President</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Treasury</source>
        <translation>Treasury</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initial offering</source>
        <translation>Initial offering</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bank pool</source>
        <translation>Bank pool</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Par value</source>
        <translation>Par value</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share price</source>
        <translation>Share price</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Train</source>
        <translation>Train</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trains</source>
        <translation>Trains</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Certificates</source>
        <translation>Certificates</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lay track</source>
        <translation>lay track</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>place a token</source>
        <translation>place a token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run trains</source>
        <translation>run trains</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pay dividends</source>
        <translation>pay dividends</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy trains</source>
        <translation>buy trains</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy private companies</source>
        <translation>buy private companies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discard a train</source>
        <translation>discard a train</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bid</source>
        <translation>bid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy or sell shares</source>
        <translation>buy or sell shares</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>choose a par value</source>
        <translation>choose a par value</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take a loan</source>
        <translation>take a loan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Private companies</source>
        <translation>Private companies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>President&apos;s certificate</source>
        <translation>President&apos;s certificate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Certificate limit</source>
        <translation>Certificate limit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train limit</source>
        <translation>Train limit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay out</source>
        <translation>Pay out</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Withhold</source>
        <translation>Withhold</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loan</source>
        <translation>Loan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operating rounds</source>
        <translation>Operating rounds</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repay loans</source>
        <translation>repay loans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repay debt</source>
        <translation>repay debt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy a station slot</source>
        <translation>buy a station slot</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>choose</source>
        <translation>choose</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assign</source>
        <translation>assign</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../railsdesk/ui/logtext.py" line="-90"/>
        <source>Other action (%1)</source>
        <translation>Other action (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order track</source>
        <translation>Order track</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Building permits</source>
        <translation>Building permits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foreign investor</source>
        <translation>Foreign investor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foreign investors</source>
        <translation>Foreign investors</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Communist takeover</source>
        <translation>Communist takeover</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debt</source>
        <translation>Debt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train marker</source>
        <translation>Train marker</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Narrow gauge</source>
        <translation>Narrow gauge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard gauge</source>
        <translation>Standard gauge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dual gauge</source>
        <translation>Dual gauge</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+44"/>
        <source>Stock market</source>
        <translation>Stock market</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 train</source>
        <translation>%1 train</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 trains</source>
        <translation>%1 trains</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/engine_messages.py" line="+6"/>
        <source>buy shares</source>
        <translation>buy shares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sell shares</source>
        <translation>sell shares</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="-20"/>
        <source>issue or redeem shares</source>
        <translation>issue or redeem shares</translation>
    </message>
</context>
<context>
    <name>TileTray</name>
    <message>
        <location filename="../railsdesk/ui/docks/tray.py" line="+190"/>
        <source>Tile %1: drag it onto a highlighted hex</source>
        <translation>Tile %1: drag it onto a highlighted hex</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile %1: none left</source>
        <translation>Tile %1: none left</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile %1: no track may be laid now</source>
        <translation>Tile %1: no track may be laid now</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile %1: no hex the company reaches can take it</source>
        <translation>Tile %1: no hex the company reaches can take it</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>standard gauge</source>
        <translation>standard gauge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>narrow gauge (drawn thin, with white ties)</source>
        <translation>narrow gauge (drawn thin, with white ties)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dual gauge (drawn as two rails)</source>
        <translation>dual gauge (drawn as two rails)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Track: %1</source>
        <translation>Track: %1</translation>
    </message>
</context>
<context>
    <name>TitleStatus</name>
    <message>
        <location filename="../railsdesk/ui/titles/g1880.py" line="+25"/>
        <source>{term:Communist takeover}: share prices stand still, directors may not sell their own shares, privates pay nothing, investors no longer operate</source>
        <translation>{term:Communist takeover}: share prices stand still, directors may not sell their own shares, privates pay nothing, investors no longer operate</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The last train of a kind has left the bank: a {term:Stock Round} interrupts %1; it resumes with %2 buying trains.</source>
        <translation>The last train of a kind has left the bank: a {term:Stock Round} interrupts %1; it resumes with %2 buying trains.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 resumes where the {term:Stock Round} stopped it</source>
        <translation>%1 resumes where the {term:Stock Round} stopped it</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has no {term:Building permits:lower} for phase %2: it lays no track</source>
        <translation>%1 has no {term:Building permits:lower} for phase %2: it lays no track</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{term:Debt}:</source>
        <translation>{term:Debt}:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/titles/g1849.py" line="+36"/>
        <source>next</source>
        <translation>next</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next, from the next stock round</source>
        <translation>next, from the next stock round</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no home city with room</source>
        <translation>no home city with room</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>locked</source>
        <translation>locked</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Company order:</source>
        <translation>Company order:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not in the game (scenario 5)</source>
        <translation>%1 is not in the game (scenario 5)</translation>
    </message>
</context>
<context>
    <name>TrainsWidget</name>
    <message>
        <location filename="../railsdesk/ui/docks/trains.py" line="+71"/>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left</source>
        <translation>Left</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rusts on</source>
        <translation>Rusts on</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>tiles: %1</source>
        <translation>tiles: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>operating rounds: %1</source>
        <translation>operating rounds: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1% sold to operate</source>
        <translation>%1% sold to operate</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>new companies: escrow capitalization</source>
        <translation>new companies: escrow capitalization</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>new companies: incremental capitalization</source>
        <translation>new companies: incremental capitalization</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>new companies: full capitalization</source>
        <translation>new companies: full capitalization</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>companies may buy {term:Private companies:lower}</source>
        <translation>companies may buy {term:Private companies:lower}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>towns may become cities or plain track</source>
        <translation>towns may become cities or plain track</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no more loans</source>
        <translation>no more loans</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{term:Private companies} close</source>
        <translation>{term:Private companies} close</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loans are repaid, or the indebted companies form the CGR</source>
        <translation>loans are repaid, or the indebted companies form the CGR</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the port marker leaves the map</source>
        <translation>the port marker leaves the map</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>companies may also start at L.144</source>
        <translation>companies may also start at L.144</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>companies may also start at L.216</source>
        <translation>companies may also start at L.216</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>earthquake in Messina: its stations are lost, its tile goes back to the printed one, and it is not upgraded until the next stock round</source>
        <translation>earthquake in Messina: its stations are lost, its tile goes back to the printed one, and it is not upgraded until the next stock round</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>the blue zone of the stock market opens</source>
        <translation>the blue zone of the stock market opens</translation>
    </message>
</context>
<context>
        <name>TitleOptions</name>
        <message>
            <source>Several brown-zone shares may be bought from the IPO, too</source>
            <translation>Several brown-zone shares may be bought from the IPO, too</translation>
        </message>
        <message>
            <source>A third 6-train</source>
            <translation>A third 6-train</translation>
        </message>
        <message>
            <source>Alternate destinations for the corporations</source>
            <translation>Alternate destinations for the corporations</translation>
        </message>
        <message>
            <source>Any number of bridge and tunnel rights</source>
            <translation>Any number of bridge and tunnel rights</translation>
        </message>
        <message>
            <source>8-trains ($1000, $650 with a trade-in) instead of D-trains</source>
            <translation>8-trains ($1000, $650 with a trade-in) instead of D-trains</translation>
        </message>
        <message>
            <source>Advanced game: companies buy places in other companies' stations (from phase 6) and issue a bond (from phase 8)</source>
            <translation>Advanced game: companies buy places in other companies' stations (from phase 6) and issue a bond (from phase 8)</translation>
        </message>
        <message>
            <source>Electric Dreams (only with the advanced game): E-tokens and E-trains from phase 12</source>
            <translation>Electric Dreams (only with the advanced game): E-tokens and E-trains from phase 12</translation>
        </message>
        <message>
            <source>Scenario 5 (five companies) instead of scenario 6</source>
            <translation>Scenario 5 (five companies) instead of scenario 6</translation>
        </message>
        <message>
            <source>The IFT is not among the first three companies of the order (a variant of 18xx.games, not in the rulebook)</source>
            <translation>The IFT is not among the first three companies of the order (a variant of 18xx.games, not in the rulebook)</translation>
        </message>
        <message>
            <source>Scenario 5: five companies</source>
            <translation>Scenario 5: five companies</translation>
        </message>
        <message>
            <source>Scenario 6: six companies</source>
            <translation>Scenario 6: six companies</translation>
        </message>
    </context>
</TS>
