# Suit Challenge: its name, rules page, options, score-sheet rows, and the words of its notes,
# actions and refusals.

## The game's name and its line on the title screen.

suit_challenge-title = Suit Challenge
suit_challenge-blurb = Poker by suits, on a nine-row score sheet

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

suit_challenge-rules =
    Two players race to fill a score sheet of eight hands. Hands are made by suits alone: two cards of one suit and one of each other suit is a 1 Pair or a Straight, two suits doubled is 2 Pair, three of a suit is 3 of a Kind, three and two is a Full House, four of a suit is 4 of a Kind, five is 5 of a Kind. Aces count 11, court cards 10, the others their pips.

    Each round both players get five cards and one chance to call before anyone draws, the non-dealer first. Then on your turn you may call a hand your cards really form, or discard any number of cards and draw as many, after which you may call at once or end your turn. A call shows both hands. If the other hand forms the called hand too, the two compete on points; otherwise the higher-ranked hand wins. The winner writes the winning hand's points in its row if that row is still empty; equal points, or a filled row, make the round a wash.

    Total Hand counts all five cards. While your Total Hand row is empty you may call it on your turn or as an answer to the other player's call, which it overrides. The higher total scores in Total Hand; a losing Total Hand caller writes 0 there, and a call it overrode scores the caller's five-card total in the called row.

    When one player has filled all eight rows, the other may stop or Challenge one of their empty rows. In a challenge round only the challenged hand may be called. The challenger who wins writes the five-card total in that row; one who loses writes 0 there and the other player adds their five-card total to the Challenge row. The highest sum of all rows wins.
suit_challenge-rule-notes =
    Cards are dealt one at a time, the non-dealer first; every round starts from a fresh shuffle of the whole pack.
    When the other player cannot answer with Total Hand (their row is filled), a call is shown and settled at once.
    A Total Hand call cannot itself be answered with Total Hand; it is settled at once.
    When a pattern hand competes with a different one, the higher-ranked hand the other player forms wins, even if a lower one would have scored in an empty row.
    Discarding no cards is allowed: it counts as drawing nothing, and you may then call or end your turn.
    Discards go to the discard pile before drawing, so a refilled stock may return them.
    You may challenge your empty Total Hand row: in that round Total Hand is the one call allowed, and the higher five-card total wins.
    In a challenge round the dealer still alternates, and both players may discard and draw as usual.
    The player choosing whether to challenge may stop at any time, ahead or behind.

## Setup options.

suit_challenge-option-dealer-help = The other player acts first; the deal alternates each round.

## The rows of the score sheet: the hands, Total Hand and Challenge.

suit_challenge-row-pair = 1 Pair
suit_challenge-row-two-pair = 2 Pair
suit_challenge-row-three-of-a-kind = 3 of a Kind
suit_challenge-row-straight = Straight
suit_challenge-row-full-house = Full House
suit_challenge-row-four-of-a-kind = 4 of a Kind
suit_challenge-row-five-of-a-kind = 5 of a Kind
suit_challenge-row-total-hand = Total Hand
suit_challenge-row-challenge = Challenge

## What players do, as the log tells it. $seat is the seat that speaks.

suit_challenge-calls = { $seat-is ->
        [you] You call { $hand }.
       *[other] { $seat } calls { $hand }.
    }
suit_challenge-passes = { $seat-is ->
        [you] You pass.
       *[other] { $seat } passes.
    }
suit_challenge-stands-pat = { $seat-is ->
        [you] You stand pat.
       *[other] { $seat } stands pat.
    }
suit_challenge-draws = { $seat-is ->
        [you] You draw
       *[other] { $seat } draws
    } { $count } { $count ->
        [one] card
       *[other] cards
    }.
suit_challenge-ends-turn = { $seat-is ->
        [you] You end your turn.
       *[other] { $seat } ends the turn.
    }
suit_challenge-accepts = { $seat-is ->
        [you] You accept.
       *[other] { $seat } accepts.
    }
suit_challenge-answers-total-hand = { $seat-is ->
        [you] You answer with Total Hand.
       *[other] { $seat } answers with Total Hand.
    }
suit_challenge-challenges = { $seat-is ->
        [you] You challenge { $row }.
       *[other] { $seat } challenges { $row }.
    }
suit_challenge-quits = { $seat-is ->
        [you] You stop the game.
       *[other] { $seat } stops the game.
    }

## How a call was settled.

suit_challenge-call-tied = Equal { $hand } points, { $points } each: a wash.
suit_challenge-call-won = { $winner-is ->
        [you] You win with { $hand } and score { $points }.
       *[other] { $winner } wins with { $hand } and scores { $points }.
    }
suit_challenge-call-won-row-filled = { $winner-is ->
        [you] You win with { $hand } ({ $points }), already filled: a wash.
       *[other] { $winner } wins with { $hand } ({ $points }), already filled: a wash.
    }
suit_challenge-totals-tied = Equal totals of { $total }: a wash.
suit_challenge-total-hand-won = { $player-is ->
        [you] You win Total Hand, { $total } to { $against }, and score { $total }.
       *[other] { $player } wins Total Hand, { $total } to { $against }, and scores { $total }.
    }
suit_challenge-total-hand-lost = { $player-is ->
        [you] You lose Total Hand, { $total } to { $against }, and write 0.
       *[other] { $player } loses Total Hand, { $total } to { $against }, and writes 0.
    }
suit_challenge-answer-lost = { $player-is ->
        [you] You lose Total Hand, { $total } to { $against }, and write 0.
       *[other] { $player } loses Total Hand, { $total } to { $against }, and writes 0.
    } { $caller-is ->
        [you] You score { $against } in { $call }.
       *[other] { $caller } scores { $against } in { $call }.
    }
suit_challenge-challenge-tied = Equal totals of { $total }: the challenge of { $row } is a tie.
suit_challenge-challenge-won = { $challenger-is ->
        [you] You win the challenge and score { $total } in { $row }.
       *[other] { $challenger } wins the challenge and scores { $total } in { $row }.
    }
suit_challenge-challenge-lost = { $challenger-is ->
        [you] You lose the challenge of { $row }; { $defender } adds { $total } to Challenge.
       *[other] { $challenger } loses the challenge of { $row }; { $defender-is ->
            [you] you add { $total } to Challenge.
           *[other] { $defender } adds { $total } to Challenge.
        }
    }

## How the game ended.

suit_challenge-game-won = { $winner-is ->
        [you] You win, { $points } to { $against }.
       *[other] { $winner } wins, { $points } to { $against }.
    }
suit_challenge-game-drawn = A draw at { $points } each.

## Actions, as buttons and the log name them.

suit_challenge-action-call = Call { $hand }
suit_challenge-action-discard = Discard { $cards }
suit_challenge-action-draw-nothing = Draw nothing
suit_challenge-action-pass = Pass
suit_challenge-action-end-turn = End turn
suit_challenge-action-accept = Accept
suit_challenge-action-total-hand = Total Hand
suit_challenge-action-challenge = Challenge { $row }
suit_challenge-action-quit = Quit

## Refusals.

suit_challenge-error-challenge-call = In this challenge round the only call is { $row }.
suit_challenge-error-challenge-row-call = Challenge is a score row, not a hand you can call.
suit_challenge-error-total-hand-filled = Your Total Hand row is already filled, so you cannot call it.
suit_challenge-error-not-formed = Your cards do not form { $hand }.
suit_challenge-error-not-held = You do not hold { $card }.
suit_challenge-error-listed-twice = { $card } is listed twice.
suit_challenge-error-answer-filled = You cannot answer with Total Hand: that row is already filled.
suit_challenge-error-challenge-filled = You can only challenge one of your empty rows; { $row } is not one.
suit_challenge-error-opening = Right after the deal you may only call a hand or pass.
suit_challenge-error-turn = On your turn you may call a hand or discard and draw.
suit_challenge-error-after-draw = After drawing you may call a hand or end your turn.
suit_challenge-error-answer = Answer the call: accept it, or override it with Total Hand.
suit_challenge-error-challenge-choice = Choose one of your empty rows to challenge, or quit.
suit_challenge-error-sheets-at-start = The score sheets to start from are not possible: every number must be from 0 up to what cards can score, and neither sheet may be full.

## At the table: status lines, prompts, captions and buttons that show what a call scores.

suit_challenge-table-round = Round { $round }, { $dealer-is ->
        [you] you deal
       *[other] { $dealer } deals
    }
suit_challenge-table-called = { $caller-is ->
        [you] You called { $hand }
       *[other] { $caller } called { $hand }
    }
suit_challenge-table-challenge-round = Challenge round: { $row }, challenged by { $challenger-is ->
        [you] you
       *[other] { $challenger }
    }
suit_challenge-table-last-call = Last call: { $result }
suit_challenge-table-piles = Stock: { $stock }, discards: { $discards }
suit_challenge-table-prompt-opening = Call a hand you hold now, or pass (one chance before anyone draws)
suit_challenge-table-prompt-turn = Call a hand, or choose the cards to throw away and press Discard
suit_challenge-table-prompt-after-draw = Call a hand now, or end your turn
suit_challenge-table-prompt-answer = { $caller } called { $hand }: accept, or override with Total Hand
suit_challenge-table-prompt-challenge = Challenge one of your empty rows, or stop the game here
suit_challenge-table-stock = Stock { $count }
suit_challenge-table-discards = Discards { $count }
suit_challenge-table-call = Call { $hand } · { $points } pts
suit_challenge-table-total-hand = Total Hand · { $points } pts

## The lesson ("Learn to play"): each step the guide says, and why another move is refused
## there. $other is the computer player.

suit_challenge-lesson-welcome = In Suit Challenge hands are made by suits alone: two cards of one suit and one of each other suit make a 1 Pair or a Straight, three of a suit make 3 of a Kind, and so on. A winning call writes its points in that hand's row of the score sheet, and whoever has the higher sum when the sheets are full wins. This game is well on. Press Next.
suit_challenge-lesson-sheet = You have two empty rows left (lit): 3 of a Kind and Total Hand. { $other } has one: 3 of a Kind. His Total Hand holds a 0, from a Total Hand he lost: a 0 fills a row too. Press Next.
suit_challenge-lesson-opening = Right after the deal each of you has one chance to call, you first. Your two spades and one card of each other suit (lit) make a 1 Pair or a Straight, but both those rows are filled. Pass.
suit_challenge-lesson-opening-why = Pass: your cards make only hands whose rows you have filled.
suit_challenge-lesson-other-passes = { $other } passes too.
suit_challenge-lesson-draw = On your turn you may call, or throw away any cards and draw as many. Total Hand counts all five cards (Aces 11, court cards 10), so throw away { $cards } for higher cards.
suit_challenge-lesson-draw-why = Throw away { $cards }: they add least to your total.
suit_challenge-lesson-end-turn = You drew { $cards }: your five cards total 52. You could call Total Hand now, but end your turn instead: if { $other } calls, you can answer with Total Hand.
suit_challenge-lesson-end-turn-why = End your turn: you will answer { $other } with Total Hand.
suit_challenge-lesson-other-draws = { $other } draws a card, and may call.
suit_challenge-lesson-total-hand = { $other } called 3 of a Kind, his last empty row. Answer with Total Hand: it overrides his call, and both of you total all five cards. If yours is higher, you write it in Total Hand and his call scores nothing.
suit_challenge-lesson-total-hand-why = Answer with Total Hand: it stops the call that would fill { $other }'s sheet.
suit_challenge-lesson-total-hand-won = Your 52 beat his 35: 52 goes in your Total Hand row, and his 3 of a Kind row stays empty. Had you lost, you would have written 0 in Total Hand and he his total in 3 of a Kind. A new round is dealt, and the deal passes to you. Press Next.
suit_challenge-lesson-other-calls = { $other } speaks first now, and calls 3 of a Kind at once. Your Total Hand row is filled, so you cannot answer it: the call is settled straight away.
suit_challenge-lesson-other-full = His 3 of a Kind beat your hand, so its points go in his row, and his sheet is full. Press Next.
suit_challenge-lesson-challenge = With { $other }'s sheet full, you may quit, and the higher sum wins: that is his. Or you may Challenge one of your empty rows. Challenge 3 of a Kind.
suit_challenge-lesson-challenge-why = Challenge 3 of a Kind: you are behind, so quitting would lose to { $other }.
suit_challenge-lesson-challenge-round = A challenge round is dealt. The only call is the hand challenged, 3 of a Kind, and nobody may answer with Total Hand. If you win, you write your five-card total in 3 of a Kind. If you lose, you write 0 there and { $other } adds his total to his Challenge row (lit). Press Next.
suit_challenge-lesson-challenge-call = Your three cards of one suit (lit) make 3 of a Kind: call it.
suit_challenge-lesson-challenge-call-why = Call 3 of a Kind, the hand you challenged.

## The coach: why "Suggest" suggests a move, from the hard player's own search. $move and $next
## are moves as their buttons say them; $percent and $against are the chances to win the game
## it reckons each leaves (from where the score sheets end up), over $tries tries; $call is a
## row's name; $standing is ahead, level or behind.

suit_challenge-coach-play = { $move }: played out { $tries } times from deals of the cards you cannot see, it leaves you an estimated { $percent } % chance to win the game; { $next }, the best other move, { $against } %.
suit_challenge-coach-respond = { $move }: against { $tries } hands of { $call } dealt to { $other } from the cards you cannot see, it leaves you an estimated { $percent } % chance to win the game; { $next }, { $against } %.
suit_challenge-coach-challenge = { $move }: in { $tries } challenge rounds played out from fresh deals, it leaves you an estimated { $percent } % chance to win the game; { $next }, { $against } %.
suit_challenge-coach-quit = Quit: stopping now { $standing ->
        [ahead] wins the game, as you are ahead
        [level] ties the game, as you are level
       *[behind] loses the game, as you are behind
    }, and no challenge does better: the best, { $next }, leaves an estimated { $against } % chance over { $tries } rounds played out.
