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

stats-title = Statistiques
stats-back = Retour
# The first choice of the game picker; the others are the games' names.
stats-all-games = Tous les jeux
stats-nothing-yet = Aucune partie terminée pour l’instant
stats-nothing-yet-hint = Terminez une partie à la table : son résultat, vos séries et vos scores apparaîtront ici.
# A cell with nothing to show (no score kept, no streak).
stats-no-value = –

## The record table: a row per level of the computer players (the levels are `level-*`), or
## per game when all games are shown.

stats-level-none = Sans ordinateur
# The same, short enough for a chart's axis and the latest results.
stats-level-none-short = Sans ordi
stats-all-levels = Tous les niveaux
stats-heading-opponents = Adversaires
stats-heading-game = Jeu
stats-heading-games = Parties
stats-heading-wins = Victoires
stats-heading-losses = Défaites
stats-heading-draws = Nuls
stats-heading-streak = Série
stats-heading-best-streak = Meilleure série
stats-heading-best-score = Meilleur score
stats-heading-average = Moyenne
stats-heading-hints = Conseils
stats-heading-practice = Entraînement
# Wins, with the wins shared with other players beside them.
stats-wins-shared = { $wins } (+{ $shared } partagées)
# The current streak.
stats-streak-wins = { $count ->
        [one] { $count } victoire
       *[other] { $count } victoires
    }
stats-streak-losses = { $count ->
        [one] { $count } défaite
       *[other] { $count } défaites
    }
stats-practice-note = Les parties d’entraînement (où un coup a été repris) sont listées mais pas comptées.

## The latest results.

stats-latest = Derniers résultats
stats-heading-date = Date
stats-heading-result = Résultat
stats-heading-score = Score
stats-heading-moves = Coups
# How a game ended for the player.
stats-finish-win = Gagnée
stats-finish-shared-win = Victoire partagée
stats-finish-loss = Perdue
stats-finish-draw = Nulle
# Beside a game in which a move was taken back.
stats-practice-mark = entraînement

## The charts.

stats-win-rate-over-time = Taux de victoire sur les { $games } dernières parties
stats-win-rate-by-level = Taux de victoire par adversaires
stats-no-counted-games = Aucune partie comptée pour l’instant.
stats-axis-game = Partie
stats-axis-win-rate = Victoires %
# The name of a chart's line or bars.
stats-series-win-rate = Taux de victoire

## Records that could not be used at startup. $record is `stats` (the statistics) or `kept`
## (the kept games); $error is the store's own report, shown as it is.

saved-record-unopened = { $record ->
        [kept] Les parties conservées n’ont pas pu être lues ({ $error }) ; les parties de cette session ne seront pas conservées.
       *[stats] Les statistiques n’ont pas pu être lues ({ $error }) ; les parties de cette session ne seront pas enregistrées.
    }
saved-record-set-aside = { $record ->
        [kept] Les parties conservées n’ont pas pu être lues ; elles sont gardées sous « { $key } » et une nouvelle liste commence.
       *[stats] Les statistiques enregistrées n’ont pas pu être lues ; elles sont gardées sous « { $key } » et de nouvelles commencent.
    }
saved-record-left = { $record ->
        [kept] Les parties conservées n’ont pu être ni lues ni mises de côté ({ $error }) ; les parties de cette session ne seront pas conservées, pour ne pas les écraser.
       *[stats] Les statistiques enregistrées n’ont pu être ni lues ni mises de côté ({ $error }) ; les parties de cette session ne seront pas enregistrées, pour ne pas les écraser.
    }

## The game in progress, on the title's Continue button: "Gotcha, after 24 moves, against
## Hard". $game is the game's name; $progress and $opponents are the phrases below.

saved-describe = { $game }, { $progress }, { $opponents }
saved-just-dealt = cartes tout juste données
saved-after-moves = { $moves ->
        [one] après { $moves } coup
       *[other] après { $moves } coups
    }
saved-pass-and-play = à plusieurs sur l’appareil
# $level is the level's name (`level-*`).
saved-against = contre l’ordinateur ({ $level })
# Several computer players, the strongest at $level.
saved-against-several = contre { $opponents } ordinateurs (jusqu’à { $level })

## A saved game that could not be used, on the title. $reason is the rules' own sentence
## (not a saved game, saved by another version, damaged); $error is the store's own report;
## $key is where the save was copied.

saved-unopened = La partie sauvegardée n’a pas pu être ouverte : { $error }.
saved-left = La partie sauvegardée n’a pas pu être lue. { $reason } Elle a été laissée telle quelle ({ $error }).
saved-set-aside = La partie sauvegardée n’a pas pu être lue. { $reason } Elle a été mise de côté sous « { $key } ».
saved-set-aside-backup = La partie sauvegardée n’a pas pu être lue. { $reason } Elle a été mise de côté sous « { $key } » ; la copie gardée avec elle est proposée à la place.
# The save read, but the game did not open from it.
saved-uncontinued = La partie sauvegardée n’a pas pu être reprise. { $reason }

## The replays screen.

replays-title = Replays
replays-back = Retour
replays-watch-shared = Regarder une partie partagée
# In the empty code field; $prefix is how every code starts (CH-).
replays-code-hint = Collez un code ici : { $prefix }…
replays-watch = Regarder
replays-play-deal = Jouer cette donne
replays-kept = Parties conservées
replays-share = Code de partage
replays-hide-code = Masquer le code
replays-copy = Copier
replays-copied = Copié
# A kept game's details after its name.
replays-players = { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }
# In place of the date, for a game that came as a code.
replays-shared = partagée
replays-moves = { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }
replays-nothing-yet = Aucune partie terminée pour l’instant — chaque partie que vous terminez est conservée ici, les { $count } plus récentes.
replays-nothing-yet-hint = Une partie qu’on vous a partagée peut se regarder à partir de son code, ci-dessus.
# $reason is the rules' own sentence.
replays-no-share-code = Cette partie n’a pas de code de partage. { $reason }
replays-code-empty = Collez ou tapez d’abord un code de partage (il commence par { $prefix }).
replays-code-cannot-watch = Ce code ne peut pas être regardé. { $reason }
replays-code-cannot-deal = Ce code ne peut pas être donné. { $reason }
replays-no-longer-kept = Cette partie n’est plus conservée.
replays-cannot-replay = Cette partie ne peut pas être rejouée. { $reason }
replays-cannot-deal-again = Cette donne de { $game } n’a pas pu être redonnée.

## The score chart at the end of a game: what a point stands for, what the values are, and
## the first point.

chart-round = Manche
chart-deal = Donne
chart-score = Score
chart-tokens = Jetons
chart-start = Départ
chart-move = Coup
chart-chance = Chance de gagner (%)
chart-decision-cost = Ce qu’a coûté une décision
