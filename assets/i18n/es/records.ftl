# What the game remembers: the statistics screen, the replays screen, the game in progress
# and the other records kept between runs, and the score chart at the end of a game.

## Dates, as the statistics and the kept games show them (UTC). Every part is a number; the
## English form writes each but the year with two digits: "2026-11-23 14:05".

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
    }/{ $month ->
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
    }/{ $year } { $hour ->
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

stats-title = Estadísticas
stats-back = Atrás
# The first choice of the game picker; the others are the games' names.
stats-all-games = Todos los juegos
stats-nothing-yet = Aún no has terminado ninguna partida
stats-nothing-yet-hint = Termina una partida en la mesa y aquí aparecerán su resultado, tus rachas y tus puntuaciones.
# A cell with nothing to show (no score kept, no streak).
stats-no-value = –

## The record table: a row per level of the computer players (the levels are `level-*`), or
## per game when all games are shown.

stats-level-none = Sin rivales del ordenador
# The same, short enough for a chart's axis and the latest results.
stats-level-none-short = Sin ordenador
stats-all-levels = Todos los niveles
stats-heading-opponents = Rivales
stats-heading-game = Juego
stats-heading-games = Partidas
stats-heading-wins = Victorias
stats-heading-losses = Derrotas
stats-heading-draws = Empates
stats-heading-streak = Racha
stats-heading-best-streak = Mejor racha
stats-heading-best-score = Mejor puntuación
stats-heading-average = Media
stats-heading-hints = Pistas
stats-heading-practice = Práctica
# Wins, with the wins shared with other players beside them.
stats-wins-shared = { $wins } (+{ $shared } compartidas)
# The current streak.
stats-streak-wins = { $count ->
        [one] { $count } victoria
       *[other] { $count } victorias
    }
stats-streak-losses = { $count ->
        [one] { $count } derrota
       *[other] { $count } derrotas
    }
stats-practice-note = Las partidas de práctica (en las que se deshizo una jugada) aparecen en la lista, pero no cuentan.

## The latest results.

stats-latest = Últimos resultados
stats-heading-date = Fecha
stats-heading-result = Resultado
stats-heading-score = Puntuación
stats-heading-moves = Jugadas
# How a game ended for the player.
stats-finish-win = Ganada
stats-finish-shared-win = Victoria compartida
stats-finish-loss = Perdida
stats-finish-draw = Empate
# Beside a game in which a move was taken back.
stats-practice-mark = práctica

## The charts.

stats-win-rate-over-time = Porcentaje de victorias en las últimas { $games } partidas
stats-win-rate-by-level = Porcentaje de victorias por rivales
stats-no-counted-games = Aún no hay partidas que cuenten.
stats-axis-game = Partida
stats-axis-win-rate = % de victorias
# The name of a chart's line or bars.
stats-series-win-rate = % de victorias

## Records that could not be used at startup. $record is `stats` (the statistics) or `kept`
## (the kept games); $error is the store's own report, shown as it is.

saved-record-unopened = { $record ->
        [kept] No se han podido leer las partidas archivadas ({ $error }); las partidas de esta sesión no se archivarán.
       *[stats] No se han podido leer las estadísticas ({ $error }); las partidas de esta sesión no se registrarán.
    }
saved-record-set-aside = { $record ->
        [kept] No se han podido leer las partidas archivadas; se conservan como '{ $key }' y se empieza un archivo nuevo.
       *[stats] No se han podido leer las estadísticas guardadas; se conservan como '{ $key }' y se empiezan unas nuevas.
    }
saved-record-left = { $record ->
        [kept] No se han podido leer ni apartar las partidas archivadas ({ $error }); las partidas de esta sesión no se archivarán, para no sobrescribirlas.
       *[stats] No se han podido leer ni apartar las estadísticas guardadas ({ $error }); las partidas de esta sesión no se registrarán, para no sobrescribirlas.
    }

## The game in progress, on the title's Continue button: "Gotcha, after 24 moves, against
## Hard". $game is the game's name; $progress and $opponents are the phrases below.

saved-describe = { $game }, { $progress }, { $opponents }
saved-just-dealt = recién repartida
saved-after-moves = { $moves ->
        [one] tras { $moves } jugada
       *[other] tras { $moves } jugadas
    }
saved-pass-and-play = pasa y juega
# $level is the level's name (`level-*`).
saved-against = contra nivel { $level }
# Several computer players, the strongest at $level.
saved-against-several = contra { $opponents } rivales, hasta nivel { $level }

## A saved game that could not be used, on the title. $reason is the rules' own sentence
## (not a saved game, saved by another version, damaged); $error is the store's own report;
## $key is where the save was copied.

saved-unopened = No se ha podido abrir la partida guardada: { $error }.
saved-left = No se ha podido leer la partida guardada. { $reason } Se ha dejado como estaba ({ $error }).
saved-set-aside = No se ha podido leer la partida guardada. { $reason } Se ha apartado como «{ $key }».
saved-set-aside-backup = No se ha podido leer la partida guardada. { $reason } Se ha apartado como «{ $key }»; en su lugar se ofrece la copia que se guardaba con ella.
# The save read, but the game did not open from it.
saved-uncontinued = No se ha podido continuar la partida guardada. { $reason }

## The replays screen.

replays-title = Repeticiones
replays-back = Atrás
replays-watch-shared = Ver una partida compartida
# In the empty code field; $prefix is how every code starts (CH-).
replays-code-hint = Pega aquí un código: { $prefix }…
replays-watch = Ver
replays-play-deal = Jugar este reparto
replays-kept = Partidas archivadas
replays-share = Compartir código
replays-hide-code = Ocultar código
replays-copy = Copiar
replays-copied = Copiado
# A kept game's details after its name.
replays-players = { $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    }
# In place of the date, for a game that came as a code.
replays-shared = compartida
replays-moves = { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }
replays-nothing-yet = Aún no hay partidas terminadas: aquí se archiva cada partida que termines, las { $count } más recientes.
replays-nothing-yet-hint = Una partida que alguien haya compartido contigo se puede ver con su código, arriba.
# $reason is the rules' own sentence.
replays-no-share-code = Esta partida no tiene código para compartir. { $reason }
replays-code-empty = Primero pega o escribe un código (empieza por { $prefix }).
replays-code-cannot-watch = Este código no se puede ver. { $reason }
replays-code-cannot-deal = Este código no se puede repartir. { $reason }
replays-no-longer-kept = Esa partida ya no está archivada.
replays-cannot-replay = Esta partida no se puede repetir. { $reason }
replays-cannot-deal-again = Este reparto de { $game } no se ha podido repartir de nuevo.

## The score chart at the end of a game: what a point stands for, what the values are, and
## the first point.

chart-round = Ronda
chart-deal = Reparto
chart-score = Puntuación
chart-tokens = Fichas
chart-start = Inicio
chart-move = Jugada
chart-chance = Probabilidad de ganar (%)
chart-decision-cost = Lo que costó una decisión
