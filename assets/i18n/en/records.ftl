# What the game remembers: the statistics screen, the replays screen, the game in progress
# and the other records kept between runs, and the score chart at the end of a game.

## Dates, as the statistics and the kept games show them (UTC). Every part is a number; the
## English form writes each but the year with two digits: "2026-11-23 14:05".

stats-date = { $year }-{ $month ->
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
    }-{ $day ->
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
    } { $hour ->
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

stats-title = Statistics
stats-back = Back
# The first choice of the game picker; the others are the games' names.
stats-all-games = All games
stats-nothing-yet = No games finished yet
stats-nothing-yet-hint = Finish a game at the table and its result, your streaks and your scores appear here.
# A cell with nothing to show (no score kept, no streak).
stats-no-value = –

## The record table: a row per level of the computer players (the levels are `level-*`), or
## per game when all games are shown.

stats-level-none = No computer players
# The same, short enough for a chart's axis and the latest results.
stats-level-none-short = No computer
stats-all-levels = All levels
stats-heading-opponents = Opponents
stats-heading-game = Game
stats-heading-games = Games
stats-heading-wins = Wins
stats-heading-losses = Losses
stats-heading-draws = Draws
stats-heading-streak = Streak
stats-heading-best-streak = Best streak
stats-heading-best-score = Best score
stats-heading-average = Average
stats-heading-hints = Hints
stats-heading-practice = Practice
# Wins, with the wins shared with other players beside them.
stats-wins-shared = { $wins } (+{ $shared } shared)
# The current streak.
stats-streak-wins = { $count ->
        [one] { $count } win
       *[other] { $count } wins
    }
stats-streak-losses = { $count ->
        [one] { $count } loss
       *[other] { $count } losses
    }
stats-practice-note = Practice games (where a move was taken back) are listed but not counted.

## The latest results.

stats-latest = Latest results
stats-heading-date = Date
stats-heading-result = Result
stats-heading-score = Score
stats-heading-moves = Moves
# How a game ended for the player.
stats-finish-win = Won
stats-finish-shared-win = Shared win
stats-finish-loss = Lost
stats-finish-draw = Draw
# Beside a game in which a move was taken back.
stats-practice-mark = practice

## The charts.

stats-win-rate-over-time = Win rate over the last { $games } games
stats-win-rate-by-level = Win rate by opponents
stats-no-counted-games = No counted games yet.
stats-axis-game = Game
stats-axis-win-rate = Win rate %
# The name of a chart's line or bars.
stats-series-win-rate = Win rate

## Records that could not be used at startup. $record is `stats` (the statistics) or `kept`
## (the kept games); $error is the store's own report, shown as it is.

saved-record-unopened = { $record ->
        [kept] The kept games could not be read ({ $error }); this session's games are not kept.
       *[stats] The statistics could not be read ({ $error }); this session's games are not recorded.
    }
saved-record-set-aside = { $record ->
        [kept] The saved kept games could not be read; they are kept as '{ $key }' and new ones are started.
       *[stats] The saved statistics could not be read; they are kept as '{ $key }' and new ones are started.
    }
saved-record-left = { $record ->
        [kept] The saved kept games could not be read nor set aside ({ $error }); this session's games are not kept, so they are not overwritten.
       *[stats] The saved statistics could not be read nor set aside ({ $error }); this session's games are not recorded, so they are not overwritten.
    }

## The game in progress, on the title's Continue button: "Gotcha, after 24 moves, against
## Hard". $game is the game's name; $progress and $opponents are the phrases below.

saved-describe = { $game }, { $progress }, { $opponents }
saved-just-dealt = just dealt
saved-after-moves = { $moves ->
        [one] after { $moves } move
       *[other] after { $moves } moves
    }
saved-pass-and-play = pass and play
# $level is the level's name (`level-*`).
saved-against = against { $level }
# Several computer players, the strongest at $level.
saved-against-several = against { $opponents } up to { $level }

## A saved game that could not be used, on the title. $reason is the rules' own sentence
## (not a saved game, saved by another version, damaged); $error is the store's own report;
## $key is where the save was copied.

saved-unopened = The saved game could not be opened: { $error }.
saved-left = The saved game could not be read. { $reason } It was left as it is ({ $error }).
saved-set-aside = The saved game could not be read. { $reason } It was set aside as "{ $key }".
saved-set-aside-backup = The saved game could not be read. { $reason } It was set aside as "{ $key }"; the copy kept with it is offered instead.
# The save read, but the game did not open from it.
saved-uncontinued = The saved game could not be continued. { $reason }

## The replays screen.

replays-title = Replays
replays-back = Back
replays-watch-shared = Watch a shared game
# In the empty code field; $prefix is how every code starts (CH-).
replays-code-hint = Paste a code here: { $prefix }…
replays-watch = Watch
replays-play-deal = Play this deal
replays-kept = Kept games
replays-share = Share code
replays-hide-code = Hide code
replays-copy = Copy
replays-copied = Copied
# A kept game's details after its name.
replays-players = { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
# In place of the date, for a game that came as a code.
replays-shared = shared
replays-moves = { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
replays-nothing-yet = No finished games yet — every game you finish is kept here, the newest { $count }.
replays-nothing-yet-hint = A game someone shared with you can be watched from its code above.
# $reason is the rules' own sentence.
replays-no-share-code = This game has no share code. { $reason }
replays-code-empty = Paste or type a share code first (it starts with { $prefix }).
replays-code-cannot-watch = This code cannot be watched. { $reason }
replays-code-cannot-deal = This code cannot be dealt. { $reason }
replays-no-longer-kept = That game is no longer kept.
replays-cannot-replay = This game cannot be replayed. { $reason }
replays-cannot-deal-again = This { $game } deal could not be dealt again.

## The score chart at the end of a game: what a point stands for, what the values are, and
## the first point.

chart-round = Round
chart-deal = Deal
chart-score = Score
chart-tokens = Tokens
chart-start = Start
chart-move = Move
chart-chance = Chance to win (%)
chart-decision-cost = What a decision cost
