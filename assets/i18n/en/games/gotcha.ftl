# Gotcha: its name, rules page, options, and the words of its notes, actions and refusals.

## The game's name and its line on the title screen.

gotcha-title = Gotcha
gotcha-blurb = Guess the cards in your opponents' sorted hands

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

gotcha-rules =
    Aces count 1, Jacks 11, Queens 12 and Kings 13; suits do not matter. Everyone keeps their hand sorted from smallest to largest and hidden. Two players are dealt 26 cards each and secretly discard 6 (or, by option, 20 each with no discard, or 20 each discarding 5). With three to five players the pack is shared out evenly, the few cards left over are set aside unseen, and each player secretly discards one card.

    The player left of the dealer starts by guessing a card of an opponent: "your 3rd smallest card is a 9" (or counting from the largest end). A right guess is shown to everyone and removed; the guesser scores 3 plus the card's distance from the nearer end of that hand (1 for an end card, 2 for the next one in, and so on, counted before the card is removed) and guesses again, with three or more players at any opponent. A wrong guess shows nothing and the turn passes: to the other player with two, otherwise to the previous seat (anticlockwise).

    Before a guess you may call "Gotcha". If the guess is right and not an end card you score 1 more; otherwise you lose points equal to that card's distance from the nearer end. Scores may go below zero.

    With two players, when one hand is emptied the guesser's turn ends and the emptied player has one last turn; then the higher score wins. With three to five players the game stops as soon as anyone has no cards, and the highest score wins.
gotcha-rule-notes =
    Cards are dealt one at a time, starting with the player left of the dealer.
    Discards are made one card at a time: the player left of the dealer makes all of theirs, then the next player, and so on round the table.
    In the two-player games with 20 cards each, the 12 undealt cards are set aside unseen.
    Discarded and set-aside cards stay hidden for the whole game.
    Cards of equal value are kept in suit order (clubs, diamonds, hearts, spades); only the value is ever guessed.
    A position may be counted from either end: the 2nd largest of 10 cards is the 9th smallest, and it scores the same.
    Gotcha counts for the next guess only and cannot be called twice before it.
    A right guess at an end card after Gotcha still scores and keeps the turn, but the Gotcha loses 1 point.
    Scores may go below zero.
    With two players, the last turn ends at the first wrong guess or when the other hand is empty too.
    With three to five players, everyone tied for the highest score shares the win; if all are tied the game is a draw.

## Setup options.

gotcha-option-deal = Deal
gotcha-option-deal-help = How many cards each player gets and how many they secretly discard.
gotcha-option-deal-26-discard-6 = 26 cards each, discard 6
gotcha-option-deal-20 = 20 cards each, no discard
gotcha-option-deal-20-discard-5 = 20 cards each, discard 5
gotcha-option-dealer-help = The player after the dealer guesses first.

## What happens at the table, as the log tells it. $seat is the seat the note is about.

gotcha-starts-guessing = { $seat-is ->
        [you] You start guessing.
       *[other] { $seat } starts guessing.
    }
gotcha-calls-gotcha = { $seat-is ->
        [you] You call Gotcha!
       *[other] { $seat } calls Gotcha!
    }
gotcha-guess = { $seat-is ->
        [you] You guess
       *[other] { $seat } guesses
    } { $target-is ->
        [you] your
       *[other] { $target }'s
    } { NUMBER($position, type: "ordinal") ->
        [one] { $position }st
        [two] { $position }nd
        [few] { $position }rd
       *[other] { $position }th
    } { $end ->
        [smallest] smallest
       *[largest] largest
    } card is { $value }.
gotcha-right = { $seat-is ->
        [you] You: right, your { $card } is shown.
       *[other] { $seat }: right, the { $card } is shown.
    }
gotcha-wrong = { $seat-is ->
        [you] You: wrong.
       *[other] { $seat }: wrong.
    }
gotcha-last-turn = { $seat-is ->
        [you] You have no cards left and take one last turn.
       *[other] { $seat } has no cards left and takes one last turn.
    }
gotcha-won = { $winner-is ->
        [you] You win with { $points } points.
       *[other] { $winner } wins with { $points } points.
    }
gotcha-shared-win = { $winners } share the win with { $points } points.
gotcha-draw = A draw: everyone has { $points } points.

## Actions, as buttons and the log name them.

gotcha-action-discard = Discard { $card }
gotcha-action-gotcha = Gotcha!
gotcha-action-guess = { $target }: { NUMBER($position, type: "ordinal") ->
        [one] { $position }st
        [two] { $position }nd
        [few] { $position }rd
       *[other] { $position }th
    } { $end ->
        [smallest] smallest
       *[largest] largest
    } is { $value }

## Refusals.

gotcha-error-not-held = You do not hold { $card } to discard.
gotcha-error-discard-first = Everyone must finish discarding before the guessing starts.
gotcha-error-discards-made = The discards have all been made.
gotcha-error-gotcha-called = You have already called Gotcha; now make your guess.
gotcha-error-own-cards = You cannot guess your own cards.
gotcha-error-no-cards = { $seat } has no cards you can guess.
gotcha-error-value = Guess a value from Ace (1) to King (13).
gotcha-error-position = { $seat } holds { $count } cards: pick a position from 1 to { $count }.

## At the table: captions, status lines, prompts and the steps of a guess.

gotcha-table-caption-own = { $seat } · { $points }
gotcha-table-caption = { $to_act ->
        [yes] ▶ { $seat }
       *[no] { $seat }
    } · { $cards } { $cards ->
        [one] card
       *[other] cards
    } · { $points } pts
gotcha-table-discarding = Discard { $count } more
gotcha-table-last-turn = Last turn
gotcha-table-guessing = Guessing
gotcha-table-guessed-right = { $guess } Right: { $card }.
gotcha-table-guessed-wrong = { $guess } Wrong.
gotcha-table-prompt-discard = Discard { $count } { $count ->
        [one] card
       *[other] cards
    }: choose them one at a time
gotcha-table-prompt-guess = Guess a card: pick a player, an end, a position, then a value
gotcha-table-count-from = { $end ->
        [smallest] Count from the smallest
       *[largest] Count from the largest
    }
gotcha-table-position = { NUMBER($position, type: "ordinal") ->
        [one] { $position }st
        [two] { $position }nd
        [few] { $position }rd
       *[other] { $position }th
    } card
gotcha-table-value = { $value } · scores { $points }
gotcha-table-value-ruled-out = { $value } (ruled out)
gotcha-table-call-gotcha = Call Gotcha · +1 if right and not an end card, else lose its distance

## The guided first game ("Learn to play"): what the guide says at each step, and why another
## move will not do there. $other is the computer player, who deals; the learner guesses first.

gotcha-lesson-welcome = In Gotcha you guess the cards hidden in the other hands. Only values count: Ace 1, Jack 11, Queen 12, King 13; suits do not. Every hand is kept sorted from smallest to largest, so a card is named by its place: your smallest is the lit Ace, your largest the lit Queen. You and { $other } have 20 cards each. Press Next.
gotcha-lesson-discard = First each of you puts 5 cards aside, face down and for good: nobody else ever sees them. Choose 5 cards of your hand, one at a time. Remember them: every card you hold or put aside is one { $other } cannot hold.
gotcha-lesson-discard-why = Put aside any 5 cards of your hand, one at a time.
gotcha-lesson-other-discards = Now { $other } puts 5 cards aside. He dealt, so you guess first.
gotcha-lesson-guess-largest = { $other } kept 15 cards. A guess names a hand, a place in it counted from its smallest card, and a value. You hold no King, so his largest card is likely one: it is his 15th smallest. Count from the smallest and guess that his 15th card is a King (or choose the card itself). A card at an end scores 3 + 1 = 4.
gotcha-lesson-guess-largest-why = For this lesson, guess that { $other }'s 15th smallest card, his largest, is a King.
gotcha-lesson-guess-further-in = Right: the King is shown and taken out, you score 4, and a right guess lets you guess again. A card further in scores more: 3 plus its place counted from the nearer end. You hold all four Aces, so his small cards start at 2. Guess that his 3rd smallest card is a 3: it scores 3 + 3 = 6.
gotcha-lesson-guess-further-in-why = For this lesson, guess that { $other }'s 3rd smallest card is a 3.
gotcha-lesson-call-gotcha = Right again. Now work it out: his 3rd smallest was a 3, so his two smallest are 3 or less. You hold every Ace and three of the 2s, so at most one of them is a 2: his 2nd smallest must be a 3. When you are sure of a card that is not at an end, call Gotcha first: right, it scores 1 more; wrong, or at an end, it costs you the card's distance from the end. Call Gotcha.
gotcha-lesson-call-gotcha-why = Call Gotcha first: you are sure of { $other }'s 2nd smallest card.
gotcha-lesson-gotcha-guess = Now guess that his 2nd smallest card is a 3.
gotcha-lesson-gotcha-guess-why = Guess that { $other }'s 2nd smallest card is a 3: the card you are sure of.
gotcha-lesson-miss = Right: 5 points, and 1 more for the Gotcha. The middle of a hand scores most but is the hardest to guess. Guess that his 6th smallest card is a 7: it would score 3 + 6 = 9.
gotcha-lesson-miss-why = For this lesson, guess that { $other }'s 6th smallest card is a 7.
gotcha-lesson-other-turn = Wrong: nothing is shown, you score nothing, and the turn passes to { $other }. Watch his guess.
gotcha-lesson-other-missed = { $other } called Gotcha and guessed that your 5th smallest card is a 9. You hold no 9, so he is wrong, and his Gotcha costs him 5 points: your 5th smallest lies 5 places from the end. It is your turn again.
gotcha-lesson-ending = So it goes on until a hand is empty. Then the other player has one last turn, and the higher score wins. That is all of Gotcha: play this game on, or start a real one.

## The coach: why "Suggest" suggests a move, from the hard player's own figures. $guess is the
## guess as its button says it.

gotcha-coach-guess = { $guess }: { $percent } % likely, and worth { $points } points if right.
gotcha-coach-guess-after-gotcha = { $guess }: { $percent } % likely. Right, it scores { $points } points and { $bonus } more for the Gotcha; wrong, the Gotcha costs { $cost ->
        [one] 1 point
       *[other] { $cost } points
    }.
gotcha-coach-gotcha = Call Gotcha, then guess { $guess }: { $percent } % likely. Right, it scores { $points } points and { $bonus } more for the Gotcha; wrong, the Gotcha costs { $cost ->
        [one] 1 point
       *[other] { $cost } points
    }. That is worth more than any guess without it.
gotcha-coach-discard = Put aside the { $card }: others guess the end cards first, and your { $end ->
        [smallest] smallest
       *[largest] largest
    } card is then the { $next }, further from where they will look.
