<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_GB">
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="137" />
        <source>Viewing an earlier moment of the game</source>
        <translation>Viewing an earlier moment of the game</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="138" />
        <source>Moves can be made only in the present.</source>
        <translation>Moves can be made only in the present.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="142" />
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="147" />
        <source>Nobody can act</source>
        <translation>Nobody can act</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="161" />
        <source>Drag a tile from the tray onto a highlighted hex, or click a hex.</source>
        <translation>Drag a tile from the tray onto a highlighted hex, or click a hex.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="167" />
        <source>Click a highlighted city slot on the map.</source>
        <translation>Click a highlighted city slot on the map.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="169" />
        <source>Cost: %1</source>
        <translation>Cost: %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="196" />
        <source>Discard %1</source>
        <translation>Discard %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="208" />
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="210" />
        <source>Done / skip this step</source>
        <translation>Done / skip this step</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="212" />
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="226" />
        <source>Face value %1, revenue %2</source>
        <translation>Face value %1, revenue %2</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="245" />
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="267" />
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="277" />
        <source>Buy shares</source>
        <translation>Buy shares</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="277" />
        <source>Sell shares</source>
        <translation>Sell shares</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="291" />
        <source>Buy %1% %2 from %3 for %4</source>
        <translation>Buy %1% %2 from %3 for %4</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="298" />
        <source>Sell %1% %2 for %3</source>
        <translation>Sell %1% %2 for %3</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="308" />
        <source>Revenue: %1</source>
        <translation>Revenue: %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="310" />
        <source>No routes chosen yet. Auto finds the best routes.</source>
        <translation>No routes chosen yet. Auto finds the best routes.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="315" />
        <location filename="../railsdesk/ui/actionpanel.py" line="419" />
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="316" />
        <source>Run trains</source>
        <translation>Run trains</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="329" />
        <source>Pay out</source>
        <translation>Pay out</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="331" />
        <source>(%1 per share)</source>
        <translation>(%1 per share)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="335" />
        <source>Withhold</source>
        <translation>Withhold</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="337" />
        <source>(%1 to the treasury)</source>
        <translation>(%1 to the treasury)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="349" />
        <source>the bank</source>
        <translation>the bank</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="351" />
        <source>Buy a %1 train from %2 for %3</source>
        <translation>Buy a %1 train from %2 for %3</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="362" />
        <source>%1 train from %2</source>
        <translation>%1 train from %2</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="369" />
        <location filename="../railsdesk/ui/actionpanel.py" line="389" />
        <source>Buy</source>
        <translation>Buy</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="402" />
        <source>Final standings</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/actionpanel.py" line="419" />
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>BoardController</name>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="72" />
        <source>Tile %1 cannot be laid anywhere now.</source>
        <translation>Tile %1 cannot be laid anywhere now.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="78" />
        <source>Tile %1: drop it on a highlighted hex. R or the wheel turns it, Esc cancels.</source>
        <translation>Tile %1: drop it on a highlighted hex. R or the wheel turns it, Esc cancels.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="157" />
        <source>Tile laying cancelled.</source>
        <translation>Tile laying cancelled.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="211" />
        <source>Tile %1</source>
        <translation>Tile %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="227" />
        <source>R or the wheel turns the tile; Enter or a click lays it; Esc cancels.</source>
        <translation>R or the wheel turns the tile; Enter or a click lays it; Esc cancels.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="298" />
        <source>%1 is reserved by the private company %2.</source>
        <translation>%1 is reserved by the private company %2.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="305" />
        <source>%1 cannot be built on.</source>
        <translation>%1 cannot be built on.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="313" />
        <source>A %1 tile cannot be laid on a %2 hex (%3).</source>
        <translation>A %1 tile cannot be laid on a %2 hex (%3).</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="322" />
        <source>Tile %1 does not fit %2: its track, cities or label do not match.</source>
        <translation>Tile %1 does not fit %2: its track, cities or label do not match.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="330" />
        <source>Choose one of the tiles offered for %1.</source>
        <translation>Choose one of the tiles offered for %1.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="334" />
        <source>%1 cannot be reached by %2's track now, or is not upgradable.</source>
        <translation>%1 cannot be reached by %2's track now, or is not upgradable.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../railsdesk/ui/board/scene.py" line="212" />
        <source>Token of %1</source>
        <translation>Token of %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/scene.py" line="214" />
        <source>Reserved for %1</source>
        <translation>Reserved for %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/scene.py" line="215" />
        <source>Place a token here for %1</source>
        <translation>Place a token here for %1</translation>
    </message>
</context>
<context>
    <name>Colors</name>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="344" />
        <source>white</source>
        <translation>white</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="345" />
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="346" />
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="347" />
        <source>brown</source>
        <translation>brown</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="348" />
        <source>gray</source>
        <translation>gray</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="349" />
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/board/controller.py" line="350" />
        <source>blue</source>
        <translation>blue</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../railsdesk/ui/session.py" line="169" />
        <source>The rules engine failed: %1</source>
        <translation>The rules engine failed: %1</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="39" />
        <source>{who} bids {price} for {target}</source>
        <translation>{who} bids {price} for {target}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="45" />
        <source>{who} passes</source>
        <translation>{who} passes</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="49" />
        <source>{who} starts {corp} at {price}</source>
        <translation>{who} starts {corp} at {price}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="58" />
        <source>{who} buys {pct}% of {corp}</source>
        <translation>{who} buys {pct}% of {corp}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="60" />
        <source>{who} sells {pct}% of {corp}</source>
        <translation>{who} sells {pct}% of {corp}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="64" />
        <source>{who} lays tile {tile} on {hex} (rotation {rot})</source>
        <translation>{who} lays tile {tile} on {hex} (rotation {rot})</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="75" />
        <source>{who} places a token in {city}</source>
        <translation>{who} places a token in {city}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="83" />
        <source>{who} runs {n} train(s) for {revenue}</source>
        <translation>{who} runs {n} train(s) for {revenue}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="90" />
        <source>{who} withholds</source>
        <translation>{who} withholds</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="91" />
        <source>{who} pays out</source>
        <translation>{who} pays out</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="94" />
        <source>{who} buys a {train} train for {price}</source>
        <translation>{who} buys a {train} train for {price}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="101" />
        <source>{who} discards a {train} train</source>
        <translation>{who} discards a {train} train</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="107" />
        <source>{who} buys {company} for {price}</source>
        <translation>{who} buys {company} for {price}</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="113" />
        <source>{who} goes bankrupt</source>
        <translation>{who} goes bankrupt</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="116" />
        <source>{who} takes back the last action</source>
        <translation>{who} takes back the last action</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/logtext.py" line="119" />
        <source>{who} redoes an action</source>
        <translation>{who} redoes an action</translation>
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
        <translation>Back to the present</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="280" />
        <source>No recent games</source>
        <translation>No recent games</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="308" />
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="309" />
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="310" />
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="311" />
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="312" />
        <source>&amp;Panels</source>
        <translation>&amp;Panels</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="313" />
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="314" />
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="316" />
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="316" />
        <source>Start a new game</source>
        <translation>Start a new game</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="317" />
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="317" />
        <source>Open a saved game or an 18xx.games log</source>
        <translation>Open a saved game or an 18xx.games log</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="318" />
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="318" />
        <location filename="../railsdesk/ui/mainwindow.py" line="900" />
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="319" />
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="320" />
        <source>&amp;Export for 18xx.games…</source>
        <translation>&amp;Export for 18xx.games…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="321" />
        <source>&amp;Close game</source>
        <translation>&amp;Close game</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="322" />
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="323" />
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="323" />
        <source>Take back the last action (Ctrl+Z)</source>
        <translation>Take back the last action (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="324" />
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="324" />
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Redo (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="325" />
        <source>&amp;Auto routes</source>
        <translation>&amp;Auto routes</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="325" />
        <source>Find the best routes for the trains</source>
        <translation>Find the best routes for the trains</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="326" />
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="327" />
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="328" />
        <source>&amp;Fit to window</source>
        <translation>&amp;Fit to window</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="329" />
        <source>Show &amp;coordinates</source>
        <translation>Show &amp;coordinates</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="330" />
        <source>Show location &amp;names</source>
        <translation>Show location &amp;names</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="331" />
        <source>&amp;Reset panel layout</source>
        <translation>&amp;Reset panel layout</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="332" />
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="333" />
        <source>&amp;About railsdesk</source>
        <translation>&amp;About railsdesk</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="340" />
        <source>Toolbar</source>
        <translation>Toolbar</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="341" />
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="347" />
        <source>Tiles</source>
        <translation>Tiles</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="348" />
        <source>Tile manifest</source>
        <translation>Tile manifest</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="349" />
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="350" />
        <source>Stock market</source>
        <translation>Stock market</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="352" />
        <source>Players and companies</source>
        <translation>Players and companies</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="353" />
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="360" />
        <source>%1 and phases</source>
        <translation>%1 and phases</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="366" />
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="389" />
        <source>Cannot start the game</source>
        <translation>Cannot start the game</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="390" />
        <source>The game could not be started: %1</source>
        <translation>The game could not be started: %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="402" />
        <source>Open a game</source>
        <translation>Open a game</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="404" />
        <source>Games (*.json *.rdsave);;All files (*)</source>
        <translation>Games (*.json *.rdsave);;All files (*)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="409" />
        <source>Opening files is not available yet.</source>
        <translation>Opening files is not available yet.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="413" />
        <source>Opening %1…</source>
        <translation>Opening %1…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="426" />
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="433" />
        <source>Cannot open the game</source>
        <translation>Cannot open the game</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="434" />
        <source>%1 could not be opened.

%2

The file has not been changed.</source>
        <translation>%1 could not be opened.

%2

The file has not been changed.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="505" />
        <source>Unsaved game</source>
        <translation>Unsaved game</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="506" />
        <source>Save the game before closing it?</source>
        <translation>Save the game before closing it?</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="682" />
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="684" />
        <source>%1 — map only</source>
        <translation>%1 — map only</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="687" />
        <source>Bank %1</source>
        <translation>Bank %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="707" />
        <source>Showing the game after action %1</source>
        <translation>Showing the game after action %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="747" />
        <source>Not allowed</source>
        <translation>Not allowed</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="765" />
        <source>The route finder is not available yet.</source>
        <translation>The route finder is not available yet.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="773" />
        <source>Searching for the best routes…</source>
        <translation>Searching for the best routes…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="779" />
        <source>Route search cancelled.</source>
        <translation>Route search cancelled.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="797" />
        <source>Best routes: %1</source>
        <translation>Best routes: %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="804" />
        <source>Route search failed: %1</source>
        <translation>Route search failed: %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="870" />
        <source>Cannot show that moment: %1</source>
        <translation>Cannot show that moment: %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="874" />
        <source>Rebuilding the game at that moment…</source>
        <translation>Rebuilding the game at that moment…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="902" />
        <source>railsdesk games (*.json)</source>
        <translation>railsdesk games (*.json)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="914" />
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="915" />
        <source>The game could not be saved to %1:
%2</source>
        <translation>The game could not be saved to %1:
%2</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="923" />
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="931" />
        <source>Export for 18xx.games</source>
        <translation>Export for 18xx.games</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="933" />
        <source>18xx.games logs (*.json)</source>
        <translation>18xx.games logs (*.json)</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="940" />
        <source>Cannot export</source>
        <translation>Cannot export</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="942" />
        <source>Exported %1</source>
        <translation>Exported %1</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="993" />
        <source>About railsdesk</source>
        <translation>About railsdesk</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/mainwindow.py" line="994" />
        <source>railsdesk %1

Play and keep the books of 18xx railway games.</source>
        <translation>railsdesk %1

Play and keep the books of 18xx railway games.</translation>
    </message>
</context>
<context>
    <name>PlayersWidget</name>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="436" />
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="436" />
        <source>Cash</source>
        <translation>Cash</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="437" />
        <source>Private companies</source>
        <translation>Private companies</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="437" />
        <source>Worth</source>
        <translation>Worth</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="469" />
        <source>Company</source>
        <translation>Company</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="473" />
        <source>Last revenue</source>
        <translation>Last revenue</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="46" />
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="56" />
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="62" />
        <source>Interface scale:</source>
        <translation>Interface scale:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="63" />
        <source>A new interface scale applies when railsdesk starts again.</source>
        <translation>A new interface scale applies when railsdesk starts again.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="68" />
        <source>Show coordinates on the map frame</source>
        <translation>Show coordinates on the map frame</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="71" />
        <source>Show location names</source>
        <translation>Show location names</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="78" />
        <source>Player colours</source>
        <translation>Player colours</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/settingsdialog.py" line="80" />
        <source>Route colours</source>
        <translation>Route colours</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="184" />
        <source>Welcome to railsdesk</source>
        <translation>Welcome to railsdesk</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="187" />
        <source>Play 18xx railway games at one computer, keep the books beside a board on the table, or open a game recorded on 18xx.games.</source>
        <translation>Play 18xx railway games at one computer, keep the books beside a board on the table, or open a game recorded on 18xx.games.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="191" />
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="192" />
        <source>Open a game</source>
        <translation>Open a game</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="193" />
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="194" />
        <source>Players:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="195" />
        <source>Options:</source>
        <translation>Options:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="196" />
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="197" />
        <source>Only used by games with random setup (1849).</source>
        <translation>Only used by games with random setup (1849).</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="198" />
        <source>Start game</source>
        <translation>Start game</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="199" />
        <source>Open a saved game or an 18xx.games log…</source>
        <translation>Open a saved game or an 18xx.games log…</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="200" />
        <source>Recent games (double-click to open):</source>
        <translation>Recent games (double-click to open):</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="201" />
        <source>Recover</source>
        <translation>Recover</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="202" />
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="205" />
        <source>railsdesk was not closed normally last time. The game that was open can be recovered from its last automatic save.</source>
        <translation>railsdesk was not closed normally last time. The game that was open can be recovered from its last automatic save.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="212" />
        <location filename="../railsdesk/ui/startpage.py" line="259" />
        <source>Player %1:</source>
        <translation>Player %1:</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="247" />
        <source>The rules of this game are not ready yet: it opens with its map only.</source>
        <translation>The rules of this game are not ready yet: it opens with its map only.</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/startpage.py" line="258" />
        <location filename="../railsdesk/ui/startpage.py" line="268" />
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="76" />
        <source>Auction</source>
        <translation>Auction</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="77" />
        <source>Stock Round</source>
        <translation>Stock Round</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="78" />
        <source>Operating Round</source>
        <translation>Operating Round</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="79" />
        <source>Merger Round</source>
        <translation>Merger Round</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="80" />
        <source>Draft</source>
        <translation>Draft</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="81" />
        <source>SR</source>
        <translation>SR</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="82" />
        <source>OR</source>
        <translation>OR</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="83" />
        <source>Private company</source>
        <translation>Private company</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="84" />
        <source>President</source>
        <translation>President</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="85" />
        <source>Treasury</source>
        <translation>Treasury</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="86" />
        <source>Initial offering</source>
        <translation>Initial offering</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="87" />
        <source>Bank pool</source>
        <translation>Bank pool</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="88" />
        <source>Par value</source>
        <translation>Par value</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="89" />
        <source>Share price</source>
        <translation>Share price</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="90" />
        <source>Train</source>
        <translation>Train</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="91" />
        <source>Trains</source>
        <translation>Trains</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="92" />
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="93" />
        <source>Certificates</source>
        <translation>Certificates</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="94" />
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="95" />
        <source>lay track</source>
        <translation>lay track</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="96" />
        <source>place a token</source>
        <translation>place a token</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="97" />
        <source>run trains</source>
        <translation>run trains</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="98" />
        <source>pay dividends</source>
        <translation>pay dividends</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="99" />
        <source>buy trains</source>
        <translation>buy trains</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="100" />
        <source>buy private companies</source>
        <translation>buy private companies</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="101" />
        <source>discard a train</source>
        <translation>discard a train</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="102" />
        <source>bid</source>
        <translation>bid</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="103" />
        <source>buy or sell shares</source>
        <translation>buy or sell shares</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="104" />
        <source>choose a par value</source>
        <translation>choose a par value</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="105" />
        <source>take a loan</source>
        <translation>take a loan</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="106" />
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
</context>
<context>
    <name>TileTray</name>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="170" />
        <source>Tile %1: drag it onto a highlighted hex</source>
        <translation>Tile %1: drag it onto a highlighted hex</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="172" />
        <source>Tile %1: none left</source>
        <translation>Tile %1: none left</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="174" />
        <source>Tile %1: no track may be laid now</source>
        <translation>Tile %1: no track may be laid now</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="177" />
        <source>Tile %1: no hex the company reaches can take it</source>
        <translation>Tile %1: no hex the company reaches can take it</translation>
    </message>
</context>
<context>
    <name>Title1830</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="110" />
        <source>Operating Round</source>
        <translation>Operating Round</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="111" />
        <source>Private company</source>
        <translation>Private company</translation>
    </message>
</context>
<context>
    <name>Title1849</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="108" />
        <source>Operating Round</source>
        <translation>Operating Round</translation>
    </message>
</context>
<context>
    <name>Title1856</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="107" />
        <source>Operating Round</source>
        <translation>Operating Round</translation>
    </message>
</context>
<context>
    <name>Title1880</name>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="109" />
        <source>Operating Round</source>
        <translation>Operating Round</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="112" />
        <source>Private company</source>
        <translation>Private company</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/i18n.py" line="113" />
        <source>Stock Round</source>
        <translation>Stock Round</translation>
    </message>
</context>
<context>
    <name>TrainsWidget</name>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="338" />
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="338" />
        <source>Left</source>
        <translation>Left</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="338" />
        <source>Rusts on</source>
        <translation>Rusts on</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="339" />
        <source>Train limit</source>
        <translation>Train limit</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="381" />
        <source>%1 %2 — tiles: %3 — operating rounds: %4</source>
        <translation>%1 %2 — tiles: %3 — operating rounds: %4</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="391" />
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="392" />
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="393" />
        <source>brown</source>
        <translation>brown</translation>
    </message>
    <message>
        <location filename="../railsdesk/ui/docks.py" line="394" />
        <source>gray</source>
        <translation>gray</translation>
    </message>
</context>
</TS>