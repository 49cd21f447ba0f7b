# Words every part of the game shares: how seats, cards and lists are named, and the rules'
# refusals that are not one game's own.

## Seats. Every seat is named through these: the seat spoken to is "You", others "Player N"
## (or the name a player chose at an online table).

seat-you = You
seat-player = Player { $number }
# A seat as a choice of its own (who deals first).
seat = { $seat }

## Lists: the last two names joined.

list-and = { $first } and { $last }

## Suits, as a sentence names them, with their symbol.

suit-clubs = ♣ Clubs
suit-diamonds = ♦ Diamonds
suit-hearts = ♥ Hearts
suit-spades = ♠ Spades

## Ranks by name.

rank-2 = 2
rank-3 = 3
rank-4 = 4
rank-5 = 5
rank-6 = 6
rank-7 = 7
rank-8 = 8
rank-9 = 9
rank-10 = 10
rank-j = Jack
rank-q = Queen
rank-k = King
rank-a = Ace

## Levels of the computer players.

level-easy = Easy
level-normal = Normal
level-hard = Hard

## The rules' refusals shared by every game.

error-game-over = The game is over.
error-not-your-turn = It is { $to_act-is ->
        [you] your turn
       *[other] { $to_act }'s turn
    }, not { $seat-is ->
        [you] yours
       *[other] { $seat }'s
    }.
error-illegal = “{ $action }” is not allowed now.
error-seats = { $game } is played by { $min ->
        [2] { $max ->
                [2] exactly 2
               *[other] 2 to { $max }
            }
       *[other] { $min } to { $max }
    } players, not { $seats }.
error-dealer = The dealer must be one of the { $seats } players.
error-no-seat = There is no { $seat } at this table of { $seats }.
error-pack-size = The stacked pack has { $given } cards; this game needs exactly { $needed }.
error-pack-card = The stacked pack holds { $card } more often than this game's pack does.
error-bad-action = That is not a move of { $game }.
error-bad-options = These are not options of { $game }.
error-not-a-save = This is not a saved game of Challenge.
error-save-version = This game was saved by another version of Challenge.
error-unknown-game = The save is of a game this version does not have ({ $id }).
error-damaged = The saved game is damaged.
error-internal = Something went wrong inside the game; nothing was changed.
error-unfinished = This game of { $game } is not finished after its { $moves } moves.
error-code-damaged = This code is damaged or mistyped.
error-code-newer = This code was made by a newer version of Challenge.
error-code-prefix = This is not a Challenge game code: codes start with { $prefix }.
error-code-character = “{ $character }” cannot appear in a game code: it is mistyped.

## The rules document (docs/rules.md).

rules-document-title = The rules of the games
rules-document-intro = As Challenge plays them. This page is generated from the English message files (`challenge_text::rules_markdown`); the same text is shown in the game, in each of its languages.
rules-notes-heading = Rule notes

## Setup: the row every game has.

option-dealer = Who deals first

## A list that scrolls, at its foot while more of it lies below.

scroll-more-below = More below
