# What the game remembers: the statistics screen, the replays screen, the game in progress
# and the other records kept between runs, and the score chart at the end of a game.

## Dates, as the statistics and the kept games show them (UTC). Every part is a number; the
## German form is day.month.year, each but the year with two digits: "23.11.2026 14:05".

stats-date = { $day ->
        [1] 01
        [2] 02
        [3] 03
        [4] 04
        [5] 05
        [6] 06
        [7] 07
        [8] 08
        [9] 09
       *[other] { $day }
    }.{ $month ->
        [1] 01
        [2] 02
        [3] 03
        [4] 04
        [5] 05
        [6] 06
        [7] 07
        [8] 08
        [9] 09
       *[other] { $month }
    }.{ $year } { $hour ->
        [0] 00
        [1] 01
        [2] 02
        [3] 03
        [4] 04
        [5] 05
        [6] 06
        [7] 07
        [8] 08
        [9] 09
       *[other] { $hour }
    }:{ $minute ->
        [0] 00
        [1] 01
        [2] 02
        [3] 03
        [4] 04
        [5] 05
        [6] 06
        [7] 07
        [8] 08
        [9] 09
       *[other] { $minute }
    }

## The statistics screen.

stats-title = Statistik
stats-back = Zurück
# The first choice of the game picker; the others are the games' names.
stats-all-games = Alle Spiele
stats-nothing-yet = Noch keine Spiele beendet
stats-nothing-yet-hint = Beende ein Spiel am Tisch, dann erscheinen hier das Ergebnis, deine Serien und deine Punkte.
# A cell with nothing to show (no score kept, no streak).
stats-no-value = –

## The record table: a row per level of the computer players (the levels are `level-*`), or
## per game when all games are shown.

stats-level-none = Keine Computerspieler
# The same, short enough for a chart's axis and the latest results.
stats-level-none-short = Kein Computer
stats-all-levels = Alle Stufen
stats-heading-opponents = Gegner
stats-heading-game = Spiel
stats-heading-games = Spiele
stats-heading-wins = Siege
stats-heading-losses = Niederlagen
stats-heading-draws = Remis
stats-heading-streak = Serie
stats-heading-best-streak = Beste Serie
stats-heading-best-score = Bestwert
stats-heading-average = Schnitt
stats-heading-hints = Tipps
stats-heading-practice = Übung
# Wins, with the wins shared with other players beside them.
stats-wins-shared = { $wins } (+{ $shared } geteilt)
# The current streak.
stats-streak-wins = { $count ->
        [one] { $count } Sieg
       *[other] { $count } Siege
    }
stats-streak-losses = { $count ->
        [one] { $count } Niederlage
       *[other] { $count } Niederlagen
    }
stats-practice-note = Übungsspiele (mit zurückgenommenem Zug) werden aufgeführt, aber nicht gezählt.

## The latest results.

stats-latest = Letzte Ergebnisse
stats-heading-date = Datum
stats-heading-result = Ergebnis
stats-heading-score = Punkte
stats-heading-moves = Züge
# How a game ended for the player.
stats-finish-win = Gewonnen
stats-finish-shared-win = Geteilter Sieg
stats-finish-loss = Verloren
stats-finish-draw = Unentschieden
# Beside a game in which a move was taken back.
stats-practice-mark = Übung

## The charts.

stats-win-rate-over-time = Siegquote der letzten { $games } Spiele
stats-win-rate-by-level = Siegquote nach Gegnern
stats-no-counted-games = Noch keine gezählten Spiele.
stats-axis-game = Spiel
stats-axis-win-rate = Siegquote %
# The name of a chart's line or bars.
stats-series-win-rate = Siegquote

## Records that could not be used at startup. $record is `stats` (the statistics) or `kept`
## (the kept games); $error is the store's own report, shown as it is.

saved-record-unopened = { $record ->
        [kept] Die gespeicherten Partien konnten nicht gelesen werden ({ $error }); die Partien dieser Sitzung werden nicht gespeichert.
       *[stats] Die Statistik konnte nicht gelesen werden ({ $error }); die Spiele dieser Sitzung werden nicht erfasst.
    }
saved-record-set-aside = { $record ->
        [kept] Die gespeicherten Partien konnten nicht gelesen werden; sie werden als „{ $key }“ aufbewahrt, und es wird neu begonnen.
       *[stats] Die gespeicherte Statistik konnte nicht gelesen werden; sie wird als „{ $key }“ aufbewahrt, und es wird neu begonnen.
    }
saved-record-left = { $record ->
        [kept] Die gespeicherten Partien konnten weder gelesen noch beiseitegelegt werden ({ $error }); die Partien dieser Sitzung werden nicht gespeichert, damit nichts überschrieben wird.
       *[stats] Die gespeicherte Statistik konnte weder gelesen noch beiseitegelegt werden ({ $error }); die Spiele dieser Sitzung werden nicht erfasst, damit nichts überschrieben wird.
    }

## The game in progress, on the title's Continue button: "Gotcha, after 24 moves, against
## Hard". $game is the game's name; $progress and $opponents are the phrases below.

saved-describe = { $game }, { $progress }, { $opponents }
saved-just-dealt = gerade gegeben
saved-after-moves = { $moves ->
        [one] nach { $moves } Zug
       *[other] nach { $moves } Zügen
    }
saved-pass-and-play = an einem Gerät
# $level is the level's name (`level-*`).
saved-against = gegen Computer ({ $level })
# Several computer players, the strongest at $level.
saved-against-several = gegen { $opponents } Computer (bis { $level })

## A saved game that could not be used, on the title. $reason is the rules' own sentence
## (not a saved game, saved by another version, damaged); $error is the store's own report;
## $key is where the save was copied.

saved-unopened = Der Spielstand konnte nicht geöffnet werden: { $error }.
saved-left = Der Spielstand konnte nicht gelesen werden. { $reason } Er wurde unverändert gelassen ({ $error }).
saved-set-aside = Der Spielstand konnte nicht gelesen werden. { $reason } Er wurde als „{ $key }“ beiseitegelegt.
saved-set-aside-backup = Der Spielstand konnte nicht gelesen werden. { $reason } Er wurde als „{ $key }“ beiseitegelegt; stattdessen wird die mit ihm aufbewahrte Kopie angeboten.
# The save read, but the game did not open from it.
saved-uncontinued = Das gespeicherte Spiel konnte nicht fortgesetzt werden. { $reason }

## The replays screen.

replays-title = Wiederholungen
replays-back = Zurück
replays-watch-shared = Geteiltes Spiel ansehen
# In the empty code field; $prefix is how every code starts (CH-).
replays-code-hint = Code hier einfügen: { $prefix }…
replays-watch = Ansehen
replays-play-deal = Dieses Spiel spielen
replays-kept = Gespeicherte Partien
replays-share = Code teilen
replays-hide-code = Code ausblenden
replays-copy = Kopieren
replays-copied = Kopiert
# A kept game's details after its name.
replays-players = { $count ->
        [one] { $count } Spieler
       *[other] { $count } Spieler
    }
# In place of the date, for a game that came as a code.
replays-shared = geteilt
replays-moves = { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }
replays-nothing-yet = Noch keine beendeten Partien – jede Partie, die du beendest, wird hier gespeichert, die neuesten { $count }.
replays-nothing-yet-hint = Ein Spiel, das jemand mit dir geteilt hat, kannst du oben über seinen Code ansehen.
# $reason is the rules' own sentence.
replays-no-share-code = Für dieses Spiel gibt es keinen Code zum Teilen. { $reason }
replays-code-empty = Füge zuerst einen Code ein oder tippe ihn ab (er beginnt mit { $prefix }).
replays-code-cannot-watch = Dieser Code kann nicht angesehen werden. { $reason }
replays-code-cannot-deal = Dieser Code kann nicht gegeben werden. { $reason }
replays-no-longer-kept = Diese Partie ist nicht mehr gespeichert.
replays-cannot-replay = Dieses Spiel kann nicht wiedergegeben werden. { $reason }
replays-cannot-deal-again = Diese Verteilung von { $game } konnte nicht erneut gegeben werden.

## The score chart at the end of a game: what a point stands for, what the values are, and
## the first point.

chart-round = Runde
chart-deal = Spiel
chart-score = Punkte
chart-tokens = Chips
chart-start = Start
chart-move = Zug
chart-chance = Gewinnchance (%)
chart-decision-cost = Was eine Entscheidung kostete
