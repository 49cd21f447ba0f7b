# The table every game shares: whose turn, the action bar, the log, the result, hand-offs,
# hints, undo and the replay bar.

## Text shown as it is (numbers, codes, names).

verbatim = { $text }

## Whose turn.

table-turn = { $seat-is ->
        [you] Your turn
       *[other] { $seat }'s turn
    }
table-game-over = The game is over

## The action bar.

table-group = { $group }…
table-back = Back

## The log.

table-taken-back = You took back your last move.

## Refusals the table gives itself.

table-error-handing-over = Waiting for { $seat } to take the device.
table-error-undo-off = Undo is off: turn on “Undo (practice)” in the settings.
table-error-undo-autoplay = The computer is playing your seat.
table-error-undo-people = Moves are taken back only in games against computer players.
table-error-undo-nothing = There is no move of yours to take back.
table-error-undo-lesson = Moves are not taken back in a lesson: the guide goes on from here.
lesson-read-first = Read what the guide says first, then press Next.

## The result.

table-result-draw = A draw
table-result-you-win = You win
table-result-you-lose = You lose
table-result-winners = { $winners-count ->
        [one] { $winners } wins
       *[other] { $winners } share the win
    }

## The status column and the best-play meter.

table-your-move = Your move

## The action bar: a button with its number key, the cards' hint and the help row.

table-numbered-action = { $key }  { $label }
table-play-a-lit-card = or play a lit card
table-suggest = Suggest a move
table-undo = Undo last move
# The control of the table (lower left, or top right on a phone) that opens the pause menu (for a mouse or a finger).
table-menu = Menu
# On a phone or a small window the score sheet and the log fold away; these buttons beside
# the menu control show them (keys S and L too).
table-fold-sheet = Scores
table-fold-log = Log

## The score sheet (top right); a total counts up to its value, a row not yet scored shows a dot.

table-sheet-title = Score sheet
table-sheet-total = Total
table-sheet-empty = ·

## The result panel: each seat's final score, joined into one line, and the ways on.

table-result-score = { $seat } { $score }
table-result-scores = { $first }, { $rest }
table-play-again = Play again
table-change-game = Change game
table-step-back = Step back
table-watch-again = Watch again
table-title = Title

## Revealed hands in the middle of the table.

table-showdown = Showdown
table-shown = Shown

## Pass and play: the layer that covers the table until the next player has the device.

table-handoff-title = Pass to { $seat }
table-handoff-covered = The table stays covered until { $seat } has the device.
table-handoff-show-cards = I am { $seat } — show my cards
table-handoff-keys = Enter, Space or A

## The replay bar.

table-replay-title = Replay · { $game }
table-replay-deal = The deal · { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
table-replay-move = Move { $move } of { $moves }
table-replay-open = { $seat-is ->
        [you] Every card open, yours at the bottom
       *[other] Every card open, { $seat } at the bottom
    }
table-replay-seen-by = { $seat-is ->
        [you] Seen by you
       *[other] Seen by { $seat }
    }
table-replay-back = ◀ Back
table-replay-forward = Forward ▶
table-replay-to-start = To the deal
table-replay-to-end = To the end
table-replay-play = Play
table-replay-pause = Pause
table-replay-view = View
table-replay-replays = Replays

## The key hints (bottom left), for the device used last. Key names are as printed on the keys.

table-keys-mouse = Click or drag a card, or click a button | 1-9 choose | Esc menu
table-keys-keyboard-cards = Left/Right choose card | Up/Down/Tab choose button | Enter play | 1-9 | Esc menu
table-keys-keyboard = Up/Down/Tab choose | Enter select | 1-9 | Esc menu
table-keys-gamepad-cards = Left/Right or LB/RB choose card | Up/Down button | A play | X/Y first two | Start menu
table-keys-gamepad = D-pad choose | A select | X/Y first two | Start menu
table-keys-touch = Tap or drag a card, or tap a button
# The hint line with the key that asks for a suggestion ("H", or a gamepad's "Select").
table-keys-suggest = { $keys } | { $key } suggest
table-replay-keys-mouse = Click the buttons lower right | Esc menu
table-replay-keys-keyboard = , and . step | Home, End | P play | V view | Tab buttons | Esc menu
table-replay-keys-gamepad = LT/RT step | X play | Y view | D-pad, A buttons | Start menu
table-replay-keys-touch = Tap the replay buttons to step, play or change the view

# Under the result of an online game: who is ready for the next one at the same table, and
# the running totals of the games played there ($wins and $points list the seats).
table-rematch-ready = Ready to play again: { $agreed } of { $players } { $players ->
        [one] player
       *[other] players
    }
table-session-wins = Games won in { $games } { $games ->
        [one] game
       *[other] games
    }: { $wins }
table-session-points = Points over the games: { $points }
# Over the hand that a spectator does not hold.
table-watching = You are watching this table

## A lesson's guide (top right): its heading, "Next", and its end.

table-lesson-heading = Learning { $game } · step { $step } of { $steps }
table-lesson-next = Next
table-lesson-done-heading = { $game }: lesson complete
table-lesson-done = You have met everything the game asks of you. Try a real game against computer players.
table-lesson-real-game = Play a real game

## The review in the result panel: the player's costliest decisions by the hard player's
## searches. $move counts the game's moves from 1; $played and $best are moves as their
## buttons say them; $unit is win_chance (then $cost is in percent of the chance to win),
## points or tokens (then $cost is on average).
## $grade is the decision's grade (best, good, inaccuracy, mistake, blunder; none where it
## was not graded); $accuracy is from 0 to 100; the grades' counts are numbers.
## table-review-luck splits the game's result: $sign is gave (the cards raised the player's
## chance to win) or cost; $cards and $decisions are whole points of the chance to win, never
## below 0: what the cards gave or cost, and what the player's decisions cost.

table-review-working = Looking over your decisions…
table-review-title = Your costliest decisions
table-review-none = The hard player would not have done better by changing any of your decisions.
table-review-decision = Move { $move }{ $grade ->
        [inaccuracy] , an inaccuracy
        [mistake] , a mistake
        [blunder] , a blunder
       *[other] {""}
    }: you chose { $played }; the hard player would choose { $best }. { $unit ->
        [win_chance] That cost { $cost } % of your chance to win.
        [tokens] That cost { $cost } { $cost ->
            [one] token
           *[other] tokens
        } on average.
       *[points] That cost { $cost } { $cost ->
            [one] point
           *[other] points
        } on average.
    }
table-review-show = Show
table-review-accuracy = Accuracy { $accuracy } %
table-review-grades = Best { $best } · Good { $good } · Inaccuracies { $inaccuracy } · Mistakes { $mistake } · Blunders { $blunder }
table-review-luck = { $sign ->
        [gave] The cards gave you
       *[cost] The cards cost you
    } { $cards } { $cards ->
        [one] point
       *[other] points
    } of your chance to win; your decisions cost you { $decisions }.

## The table as a screen reader reads it: the viewer's hand as a list, then a line for each
## other place. $count, $position: numbers; $who: a seat as the table's caption names it;
## $cards, $top: cards in words (access-card), separated by commas.

access-table = Table
access-card = { $rank } of { $suit-key ->
        [clubs] clubs
        [diamonds] diamonds
        [hearts] hearts
       *[spades] spades
    }
access-card-face-down = a card face down
access-seat = Player { $seat }
access-hand = Your hand, { $count ->
        [0] empty
        [one] 1 card
       *[other] { $count } cards
    }
access-hand-card = { $card }, { $position } of { $count }{ $playable ->
        [yes] , can be played
       *[no] {""}
    }
access-hand-hidden = { $who }: { $count ->
        [0] no cards
        [one] 1 card
       *[other] { $count } cards
    }
access-hand-shown = { $who }: { $cards }
access-row = { $who }, on the table: { $count ->
        [0] no cards
       *[other] { $cards }
    }
access-pile = { $count ->
        [0] The pile is empty
        [one] Pile: { $top }
       *[other] Pile of { $count } cards, { $top } on top
    }
access-stock = Stock: { $count ->
        [0] empty
        [one] 1 card
       *[other] { $count } cards
    }
access-discard = Discards: { $count ->
        [0] none
        [one] 1 card
       *[other] { $count } cards
    }
access-discard-top = Discards: { $count ->
        [one] { $top }
       *[other] { $count } cards, { $top } on top
    }
access-pot = Pot: { $count ->
        [one] 1 token
       *[other] { $count } tokens
    }
access-stack = { $who }: { $count ->
        [one] 1 token
       *[other] { $count } tokens
    }
access-sheet-row = Score sheet, { $row }: { $entries }
access-sheet-total = Score sheet, total: { $entries }
access-sheet-empty = nothing yet

## What happens at the table, told through the live region as it happens. $seat: who moved
## (with $seat-is: you or other); $to: the seat cards or tokens went to; $count: how many;
## $cards: the cards in words (access-card), where the listener may see them; $seen: yes when
## any of them may be seen; $points, $total: numbers.

access-told-plays = { $seat-is ->
        [you] You play
       *[other] { $seat } plays
    } { $seen ->
        [yes] { $cards }
       *[no] { $count ->
            [one] a card
           *[other] { $count } cards
        } face down
    }.
access-told-lays = { $seat-is ->
        [you] You lay
       *[other] { $seat } lays
    } { $seen ->
        [yes] { $cards }
       *[no] { $count ->
            [one] a card
           *[other] { $count } cards
        } face down
    } on the table.
access-told-gets = { $seat-is ->
        [you] You get
       *[other] { $seat } gets
    } { $count ->
        [one] 1 card
       *[other] { $count } cards
    }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-takes-pile = { $seat-is ->
        [you] You take
       *[other] { $seat } takes
    } { $count ->
        [one] 1 card
       *[other] { $count } cards
    } from the pile{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-takes = { $seat-is ->
        [you] You take
       *[other] { $seat } takes
    } { $count ->
        [one] 1 card
       *[other] { $count } cards
    }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-passes = { $seat-is ->
        [you] You pass
       *[other] { $seat } passes
    } { $count ->
        [one] 1 card
       *[other] { $count } cards
    } to { $to-is ->
        [you] you
       *[other] { $to }
    }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-discarded = { $count ->
        [one] 1 card goes
       *[other] { $count } cards go
    } to the discards{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-out-of-play = { $count ->
        [one] 1 card leaves
       *[other] { $count } cards leave
    } the game{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-to-stock = { $count ->
        [one] 1 card goes
       *[other] { $count } cards go
    } to the stock.
access-told-set-aside = { $count ->
        [one] 1 card is
       *[other] { $count } cards are
    } set aside.
access-told-moved = { $count ->
        [one] 1 card moves
       *[other] { $count } cards move
    }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-shuffled = { $count ->
        [one] 1 card is
       *[other] { $count } cards are
    } shuffled.
access-told-shows = { $seat-is ->
        [you] You show
       *[other] { $seat } shows
    } { $cards }.
access-told-scored = { $seat-is ->
        [you] You score
       *[other] { $seat } scores
    } { $points } ({ $total } in all).
access-told-to-pot = { $seat-is ->
        [you] You put
       *[other] { $seat } puts
    } { $count ->
        [one] 1 token
       *[other] { $count } tokens
    } in the pot.
access-told-from-pot = { $seat-is ->
        [you] You take
       *[other] { $seat } takes
    } { $count ->
        [one] 1 token
       *[other] { $count } tokens
    } from the pot.
access-told-pays = { $seat-is ->
        [you] You pay
       *[other] { $seat } pays
    } { $to-is ->
        [you] you
       *[other] { $to }
    } { $count ->
        [one] 1 token
       *[other] { $count } tokens
    }.
access-told-left = { $seat-is ->
        [you] You leave
       *[other] { $seat } leaves
    } the table.
access-told-your-turn = Your turn.

## A suggestion the player asked for ("Suggest a move"), told as it shows; $move: the move as
## its button names it; $count: how many cards it uses, and $cards: those cards in words. The
## coach's reason, where there is one, follows as a line of its own.
access-told-suggested = Suggested: { $move }{ $count ->
        [0] {""}
       *[other] {" "}({ $cards })
    }.
