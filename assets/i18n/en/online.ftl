# Online play: the online screen, the lobby of a table before its deal, the line telling how
# the connection stands, and why the server refused or closed something.

## The online screen.

online-title = Play online
online-intro = Deal a table for friends, or join one with the code a friend shares
# Back to the seat held at the table with this invite code.
online-return = Return to { $code }
online-host = Host a table
online-join-heading = Join with a code
online-code = Code
online-code-help = Type the letters | pad: Left/Right pick a letter, A keeps it
online-join = Join
online-watch = Watch
online-back = Back

## Open tables and quick games (the online screen), and listing a table (the lobby).

online-quick = Quick game
online-quick-help = Joins a public table, or opens one that computer players fill if nobody comes
online-open-heading = Open tables
online-open-none = No public table is waiting for players now.
# A listed table: its game, its host's name and language when given, the seats free.
online-open-table = { $game }{ $named ->
        [yes] , { $host }
       *[no] {""}
    }{ $tagged ->
        [yes] {" "}({ $lang })
       *[no] {""}
    }: { $free } of { $seats } { $seats ->
        [one] seat
       *[other] seats
    } free
lobby-make-public = List this table
lobby-make-private = Unlist this table
online-code-length = A code has { $letters } letters.

## The connection, in a corner of the screen.

online-status-offline = Offline
online-status-connecting = Connecting to { $server }…
online-status-connected = Connected to { $server }
# $seconds is 0 when the next attempt is due now.
online-status-reconnecting = { $seconds ->
        [0] Reconnecting…
       *[other] Reconnecting in { $seconds } s
    }
online-status-lost = Connection lost: { $reason }
# Reasons for online-status-lost, worded to follow its colon.
online-lost-unreachable = { $server } cannot be reached
online-lost-version = the server runs another version of Challenge
online-lost-no-network = this device is offline. Games against computer players still play.

## The server's refusals, one per kind, and the refusals of the table itself.

online-error-bad-message = The server did not understand what this game sent.
online-error-version = The server runs another version of Challenge.
online-error-not-found = There is no table with that code, or the seat is no longer kept.
online-error-taken = That seat is taken, or the table is full.
online-error-unauthorised = Only the host can do that.
online-error-wrong-phase = That cannot be done now: the game has started, has not started yet, or is over.
online-error-not-your-turn = It is not your turn.
online-error-stale = The table moved on before your move arrived.
online-error-illegal = That move is not allowed now.
online-error-limit = Too much at once: wait a moment and try again.
online-error-server = The server could not do that; try again.
online-error-move-on-its-way = Your move is on its way to the table.
online-error-unwritable = The move could not be written.

## Why the server closed the table.

online-closed-host-left = The host left, and the table is closed.
online-closed-idle = The table was closed: nobody played for too long.
online-closed-other = The server closed the table.

## The lobby.

# Over the code until the table's game is known; then the game's name.
lobby-title = Table
lobby-share = Friends join with this code
lobby-seat-number = Seat { $number }
lobby-seat-open = Open, waiting for a friend
# $level is the level's name (level-easy, level-normal, level-hard).
lobby-seat-computer = Computer, { $level }
# $state is connected or away.
lobby-seat-player = { $seat } ({ $state ->
        [connected] connected
       *[away] away
    })
lobby-seat-host = { $seat }, host ({ $state ->
        [connected] connected
       *[away] away
    })
lobby-wait-host = Start when everyone is seated: open seats go to computer players
lobby-wait-guest = Waiting for the host to deal
lobby-wait-spectator = You are watching: the table shows when the host deals
lobby-start = Start
lobby-leave = Leave
lobby-sit-here = Sit here
# Under the seats, for the host.
lobby-seats-help = Step a seat to open it or give it to a computer player; "Sit here" moves you there

## The name a player goes by at online tables (the online screen and the settings).

name-row = Your name
# Shown in the row when no name is given.
name-none = none yet
name-help = Others at the table see this name: activate the row to type it, Enter to finish (a pad: Left/Right pick a letter, A keeps it)

## Table chat. Quick phrases and reactions travel between players as ids and are worded
## here, so each player reads them in their own language; typed lines are shown as typed.

# The button that opens the chat; with the lines heard since it was last open.
chat-open = Chat
chat-open-unread = Chat ({ $count })
chat-title = Table chat
chat-empty = Nothing said yet.
# A line of the chat: who said it ($seat, named as everywhere), then what ($said).
chat-line = { $seat }: { $said }
chat-line-spectator = Spectator: { $said }
# The row a line is typed in; its value is the text typed, or chat-type-none.
chat-type = Say
chat-type-none = type a line
chat-type-help = Activate the row to type, Enter sends | Esc closes
chat-read-only = Spectators read the chat; the host may let them speak.
chat-phrases = Quick phrases
chat-mute = Mute { $seat }
chat-unmute = Hear { $seat }
chat-mute-spectators = Mute spectators
chat-unmute-spectators = Hear spectators
# The host's button letting spectators speak, and the one that stops them.
chat-spectators-allow = Let spectators speak
chat-spectators-stop = Spectators only read
chat-close = Close
chat-phrase-hello = Hello!
chat-phrase-good-luck = Good luck!
chat-phrase-well-played = Well played!
chat-phrase-thanks = Thanks!
chat-phrase-oops = Oops!
chat-phrase-one-moment = One moment, please.
chat-phrase-your-turn = Your turn!
chat-phrase-good-game = Good game!
chat-phrase-again = Another game?
# Reactions are drawn, the same in every language.
chat-reaction-smile = ☺
chat-reaction-frown = ☹
chat-reaction-heart = ♥
chat-reaction-star = ★
chat-reaction-wow = ‼
chat-reaction-yes = ✔
