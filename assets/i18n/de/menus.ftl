# The screens around the table: the splash, the title, the setup screen, and the menus laid
# over them (pause, settings, rules).

## The splash while the cards are drawn.

loading-drawing = Die Karten werden gezeichnet…
loading-progress = Die Karten werden gezeichnet… { $done } von { $total }

## The title screen. The game's own name is shown here and on the splash.

title-name = Challenge
# How many games the registry holds, spelled out where English would.
title-games = { $count ->
        [one] Ein Kartenspiel
        [2] Zwei Kartenspiele
        [3] Drei Kartenspiele
        [4] Vier Kartenspiele
        [5] Fünf Kartenspiele
        [6] Sechs Kartenspiele
        [7] Sieben Kartenspiele
        [8] Acht Kartenspiele
        [9] Neun Kartenspiele
        [10] Zehn Kartenspiele
       *[other] { $count } Kartenspiele
    }
# Above the description of the saved game ("Gotcha, after 24 moves, against Hard").
title-continue = Weiterspielen
title-play-online = Online spielen
title-statistics = Statistik
title-replays = Wiederholungen
title-settings = Einstellungen
title-rules = Regeln
title-learn = Spielen lernen
title-quit = Beenden

## The setup screen.

setup-title = Neues Spiel
setup-title-online = Tisch eröffnen
setup-game = Spiel
setup-players = Spieler
setup-seed = Startwert
# A seat played by a person at this device: you, or someone the device is passed to.
setup-seat-here = { $seat-is ->
        [you] { $seat }
       *[other] { $seat } (hier)
    }
# A seat played by the computer; $level is easy, normal or hard.
setup-seat-computer = { $level ->
        [easy] Computer, leicht
        [hard] Computer, schwer
       *[normal] Computer, normal
    }
# A seat kept for a friend who joins an online table with its code.
setup-seat-friend = Freund (frei)
setup-help = Links/Rechts Zeile ändern | Ziffern tippen für den Startwert | Esc zurück
setup-help-gamepad = Steuerkreuz links/rechts Zeile ändern | B zurück
setup-help-mouse = Zeile anklicken, um sie zu ändern | Startwert anklicken für einen neuen, oder Ziffern tippen
setup-help-touch = Zeile antippen, um sie zu ändern | Startwert antippen für einen neuen, oder Ziffern tippen
setup-deal = Geben
setup-rules = Regeln
setup-back = Zurück
setup-learn = Spielen lernen
# Angeboten, wenn ein Spiel mit Lektion zum ersten Mal gewählt wird.
setup-learn-offer = Neu bei { $game }? „Spielen lernen“ gibt ein erstes Spiel mit Anleitung.

## The pause menu at the table.

pause-title = Pause
pause-resume = Weiter
pause-rules = Regeln
pause-settings = Einstellungen
pause-deal-again = Neu geben
pause-leave = Tisch verlassen

## The settings menu: each row's name, then the values rows show.

settings-title = Einstellungen
settings-language = Sprache
settings-high-contrast = Hoher Kontrast
settings-text-size = Textgröße
settings-volume = Lautstärke
settings-effects = Soundeffekte
settings-music = Musik
settings-animation-speed = Animationstempo
settings-bot-pause = Wartezeit Computer
settings-suit-colours = Kartenfarben
settings-card-back = Kartenrücken
settings-card-size = Kartengröße
settings-fullscreen = Vollbild
settings-best-play-meter = Bestspiel-Anzeige
settings-undo = Rückgängig (Übung)

settings-percent = { $percent } %
# A pause in seconds, written as its whole seconds and tenths ("0.6 s").
settings-seconds = { $whole },{ $tenths } s
# The text size chosen, and the size a window too small for it (a phone) draws text at.
settings-text-size-here = { $chosen } % (hier { $shown } %)
settings-no-wait = Gar nicht
settings-speed-relaxed = Gemütlich
settings-speed-normal = Normal
settings-speed-fast = Schnell
settings-speed-instant = Sofort
settings-suits-two = Rot und Schwarz
settings-suits-four = Vier Farben
settings-back-lattice = Gitter
settings-back-medallion = Medaillon
settings-back-stripes = Streifen
settings-on = An
settings-off = Aus
# The meter works in games whose cards are all face up.
settings-meter-on = An (Spiele mit offenen Karten)
settings-undo-on = An: Spiele zählen als Übung

settings-help = Änderungen werden sofort gespeichert. Esc: zurück.
settings-help-gamepad = Änderungen werden sofort gespeichert. B: zurück.
settings-help-pointer = Änderungen werden sofort gespeichert.
settings-done = Fertig

## The rules menu. Its page is each game's own rules and rule notes.

rules-menu-of = Regeln von
rules-menu-help = Hoch/Runter oder Mausrad scrollen | Links/Rechts anderes Spiel | Esc zurück
rules-menu-help-gamepad = Rechter Stick scrollt | Links/Rechts anderes Spiel | B zurück
rules-menu-help-mouse = Mausrad scrollt | Spiel anklicken für ein anderes
rules-menu-help-touch = Regeln ziehen zum Scrollen | Spiel antippen für ein anderes
rules-menu-done = Fertig

## "Learn to play" from the title: the games that have a guided first game.

learn-heading = Spielen lernen
learn-intro = Eine geführte erste Partie: die Anleitung erklärt jeden Schritt, zeigt, worauf du achten sollst, und wartet auf deinen Zug.
learn-game = { $game }
learn-game-learnt = { $game } (gelernt)
learn-back = Zurück
