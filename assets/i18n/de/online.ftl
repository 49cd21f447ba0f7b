# Online play: the online screen, the lobby of a table before its deal, the line telling how
# the connection stands, and why the server refused or closed something.

## The online screen.

online-title = Online spielen
online-intro = Eröffne einen Tisch für Freunde oder tritt mit dem Code bei, den dir jemand schickt
# Back to the seat held at the table with this invite code.
online-return = Zurück zu { $code }
online-host = Tisch eröffnen
online-join-heading = Mit Code beitreten
online-code = Code
online-code-help = Buchstaben tippen | Pad: Links/Rechts Buchstaben wählen, A übernimmt ihn
online-join = Beitreten
online-watch = Zuschauen
online-back = Zurück

online-quick = Schnelles Spiel
online-quick-help = Setzt dich an einen offenen Tisch oder eröffnet einen, den Computer füllen, wenn niemand kommt
online-open-heading = Offene Tische
online-open-none = Gerade wartet kein offener Tisch auf Spieler.
online-open-table = { $game }{ $named ->
        [yes] , { $host }
       *[no] {""}
    }{ $tagged ->
        [yes] {" "}({ $lang })
       *[no] {""}
    }: { $free } von { $seats } Plätzen frei
lobby-make-public = Tisch öffentlich machen
lobby-make-private = Tisch nicht mehr anzeigen
online-code-length = Ein Code hat { $letters } Buchstaben.

## The connection, in a corner of the screen.

online-status-offline = Offline
online-status-connecting = Verbinde mit { $server }…
online-status-connected = Verbunden mit { $server }
# $seconds is 0 when the next attempt is due now.
online-status-reconnecting = { $seconds ->
        [0] Verbinde neu…
       *[other] Neuer Versuch in { $seconds } s
    }
online-status-lost = Verbindung verloren: { $reason }
# Reasons for online-status-lost, worded to follow its colon.
online-lost-unreachable = { $server } ist nicht erreichbar
online-lost-version = Der Server läuft mit einer anderen Version von Challenge
online-lost-no-network = dieses Gerät ist offline. Spiele gegen Computerspieler gehen weiterhin.

## The server's refusals, one per kind, and the refusals of the table itself.

online-error-bad-message = Der Server hat nicht verstanden, was dieses Spiel gesendet hat.
online-error-version = Der Server läuft mit einer anderen Version von Challenge.
online-error-not-found = Es gibt keinen Tisch mit diesem Code, oder der Platz wird nicht mehr freigehalten.
online-error-taken = Dieser Platz ist besetzt, oder der Tisch ist voll.
online-error-unauthorised = Das darf nur der Gastgeber.
online-error-wrong-phase = Das geht jetzt nicht: Das Spiel hat schon begonnen, hat noch nicht begonnen oder ist vorbei.
online-error-not-your-turn = Du bist nicht dran.
online-error-stale = Der Tisch war schon weiter, als dein Zug ankam.
online-error-illegal = Dieser Zug ist jetzt nicht erlaubt.
online-error-limit = Zu viel auf einmal: Warte kurz und versuch es noch einmal.
online-error-server = Der Server konnte das nicht ausführen; versuch es noch einmal.
online-error-move-on-its-way = Dein Zug ist unterwegs zum Tisch.
online-error-unwritable = Der Zug konnte nicht geschrieben werden.

## Why the server closed the table.

online-closed-host-left = Der Gastgeber ist gegangen, der Tisch ist geschlossen.
online-closed-idle = Der Tisch wurde geschlossen: Zu lange hat niemand gespielt.
online-closed-other = Der Server hat den Tisch geschlossen.

## The lobby.

# Over the code until the table's game is known; then the game's name.
lobby-title = Tisch
lobby-share = Freunde treten mit diesem Code bei
lobby-seat-number = Platz { $number }
lobby-seat-open = Frei, wartet auf einen Freund
# $level is the level's name (level-easy, level-normal, level-hard).
lobby-seat-computer = Computer, { $level }
# $state is connected or away.
lobby-seat-player = { $seat } ({ $state ->
        [connected] verbunden
       *[away] abwesend
    })
lobby-seat-host = { $seat }, Gastgeber ({ $state ->
        [connected] verbunden
       *[away] abwesend
    })
lobby-wait-host = Starte, wenn alle sitzen: Freie Plätze übernehmen Computerspieler
lobby-wait-guest = Warte, bis der Gastgeber gibt
lobby-wait-spectator = Du schaust zu: Der Tisch erscheint, wenn der Gastgeber gibt
lobby-start = Starten
lobby-leave = Verlassen
lobby-sit-here = Hier sitzen
lobby-seats-help = Einen Platz umschalten: frei oder ein Computer; „Hier sitzen“ setzt dich dorthin

## The name a player goes by at online tables (the online screen and the settings).

name-row = Dein Name
# Shown in the row when no name is given.
name-none = noch keiner
name-help = Die anderen am Tisch sehen diesen Namen: Zeile wählen, um ihn einzutippen, Enter beendet (Gamepad: Links/Rechts wählt einen Buchstaben, A behält ihn)

## Der Tischchat.

chat-open = Chat
chat-open-unread = Chat ({ $count })
chat-title = Tischchat
chat-empty = Noch hat niemand etwas gesagt.
chat-line = { $seat }: { $said }
chat-line-spectator = Zuschauer: { $said }
chat-type = Sagen
chat-type-none = eine Zeile tippen
chat-type-help = Zeile aktivieren zum Tippen, Enter sendet | Esc schließt
chat-read-only = Zuschauer lesen den Chat; der Gastgeber kann sie mitreden lassen.
chat-phrases = Schnelle Sätze
chat-mute = { $seat } stummschalten
chat-unmute = { $seat } wieder hören
chat-mute-spectators = Zuschauer stummschalten
chat-unmute-spectators = Zuschauer wieder hören
chat-spectators-allow = Zuschauer mitreden lassen
chat-spectators-stop = Zuschauer nur lesen lassen
chat-close = Schließen
chat-phrase-hello = Hallo!
chat-phrase-good-luck = Viel Glück!
chat-phrase-well-played = Gut gespielt!
chat-phrase-thanks = Danke!
chat-phrase-oops = Hoppla!
chat-phrase-one-moment = Einen Moment, bitte.
chat-phrase-your-turn = Du bist dran!
chat-phrase-good-game = Gutes Spiel!
chat-phrase-again = Noch eine Runde?
chat-reaction-smile = ☺
chat-reaction-frown = ☹
chat-reaction-heart = ♥
chat-reaction-star = ★
chat-reaction-wow = ‼
chat-reaction-yes = ✔
