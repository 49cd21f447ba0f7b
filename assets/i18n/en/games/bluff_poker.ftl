# Bluff Poker: its name, rules page, options, poker hands, and the words of its notes, actions,
# refusals and table.

## The game's name and its line on the title screen.

bluff_poker-title = Bluff Poker
bluff_poker-blurb = Build a poker hand card by card, or bluff a fold

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

bluff_poker-rules =
    Two players each get ten cards; the rest of the pack is the stock. In a hand the players take turns laying one card face up in their own row, the leader first. When both rows hold five cards the better poker hand wins (high card, pair, two pair, three of a kind, straight, flush, full house, four of a kind, straight flush, and with two packs five of a kind on top). Equal hands score nothing.

    Once you have a card in the row you may fold instead of playing: your opponent wins the hand. The winner scores 1 for the first card played to the hand by either player, 2 for the second, and so on: 3 points for two cards, 10 for four, 55 for all ten. So folding early is cheap, and bluffing with a strong-looking row can pay.

    After each hand the played cards leave the game and, winner first, the players draw one card at a time until each holds ten again. The winner leads the next hand. Once the stock is empty the hands go on until someone starts a hand with fewer than five cards; the higher total wins.

    Lowball: when you lead a new hand you may instead lay five cards at once, face up or face down. Your opponent folds (you score 15), answers with five face up (both hands are shown and the lower poker hand scores 30; equal hands score nothing), or answers with five face down (you score 30 if yours were face up, otherwise 5). The ten cards leave the game, both refill, and the scorer leads.

    With two packs you may never have two identical cards (same rank and suit) in your own row.
bluff_poker-rule-notes =
    The cards are dealt one at a time, the non-dealer first; draws come from the top of the stock.
    A-2-3-4-5 is a straight with the five high; otherwise the ace is high.
    Equal hands are compared card by card down to the last kicker before they count as equal.
    After a fold or equal hands the played cards also leave the game and both players refill; after equal hands the same player leads and draws first.
    If the stock runs out during a refill, players keep what they have drawn so far.
    The game ends when a player holds fewer than five cards at the start of a hand; equal totals are a draw.
    Lowball can be called only on the lead of a new hand, before any card is played to it.
    Once you call Lowball you are committed: pick your five cards one at a time; they go down together when the fifth is chosen, and your opponent does not see them before that.
    A face-down Lowball hand is shown only if the other player answers face up; otherwise it leaves the game unseen.
    Lowball hands compare as ordinary poker hands: the weaker poker hand is the lower one, so pairs, straights and flushes count against you.
    With two packs the identical-card ban also applies to Lowball hands, so calling or answering Lowball needs five different cards in hand.
    Five of a kind ranks above a straight flush, but since five cards of one rank always include two identical cards, it can never be made in a row.
    With two packs, if every card you hold is identical to one already in your row, you must fold.


## Setup options.

bluff_poker-option-packs = Pack
bluff_poker-option-packs-help = Two packs allow five of a kind but never two identical cards in one row.
bluff_poker-option-packs-one = One pack (52 cards)
bluff_poker-option-packs-two = Two packs (104 cards)
bluff_poker-option-lowball = Lowball
bluff_poker-option-lowball-help = Whether the leader may play five cards at once instead of one.
bluff_poker-option-lowball-allowed = Allowed
bluff_poker-option-lowball-off = Not played
bluff_poker-option-dealer-help = The other player plays first in the first hand.

## Poker hands, by the ranks that name them ($rank is "King", "7").

bluff_poker-hand-high-card = { $high } high
bluff_poker-hand-pair = Pair of { $rank }s
bluff_poker-hand-two-pair = Two Pair, { $high }s and { $low }s
bluff_poker-hand-three-of-a-kind = Three { $rank }s
bluff_poker-hand-straight = Straight, { $high } high
bluff_poker-hand-flush = Flush, { $high } high
bluff_poker-hand-full-house = Full House, { $three }s over { $pair }s
bluff_poker-hand-four-of-a-kind = Four { $rank }s
bluff_poker-hand-straight-flush = Straight Flush, { $high } high
bluff_poker-hand-royal-flush = Royal Flush
bluff_poker-hand-five-of-a-kind = Five { $rank }s

## What players do, as the log tells it. $seat is the seat that speaks.

bluff_poker-folds = { $seat-is ->
        [you] You fold.
       *[other] { $seat } folds.
    }
bluff_poker-calls-lowball = { $seat-is ->
        [you] You call
       *[other] { $seat } calls
    } Lowball { $face ->
        [up] face up.
       *[down] face down.
    }
bluff_poker-folds-to-lowball = { $seat-is ->
        [you] You fold to the Lowball.
       *[other] { $seat } folds to the Lowball.
    }
bluff_poker-answers-lowball = { $seat-is ->
        [you] You answer
       *[other] { $seat } answers
    } the Lowball { $face ->
        [up] face up.
       *[down] face down.
    }
bluff_poker-shows = { $seat-is ->
        [you] You show
       *[other] { $seat } shows
    } { $hand }: { $cards }.

## How a hand ended.

bluff_poker-folded = { $folder-is ->
        [you] You fold
       *[other] { $folder } folds
    } after { $played } { $played ->
        [one] card
       *[other] cards
    }: { $winner-is ->
        [you] you score
       *[other] { $winner } scores
    } { $points }.
bluff_poker-showdown-won = { $winner-is ->
        [you] You win the showdown with { $hand } against { $against } and score { $points }.
       *[other] { $winner } wins the showdown with { $hand } against { $against } and scores { $points }.
    }
bluff_poker-showdown-tied = Equal hands ({ $hand }): nobody scores.
bluff_poker-lowball-folded = { $folder-is ->
        [you] You fold
       *[other] { $folder } folds
    } to the Lowball: { $leader-is ->
        [you] you score
       *[other] { $leader } scores
    } { $points }.
bluff_poker-lowball-won = { $winner-is ->
        [you] You win the Lowball with the lower hand, { $hand } ({ $cards }) against { $against } ({ $against_cards }), and score { $points }.
       *[other] { $winner } wins the Lowball with the lower hand, { $hand } ({ $cards }) against { $against } ({ $against_cards }), and scores { $points }.
    }
bluff_poker-lowball-answered-down = { $answerer-is ->
        [you] You answer
       *[other] { $answerer } answers
    } the Lowball face down: { $leader-is ->
        [you] you score
       *[other] { $leader } scores
    } { $points }.
bluff_poker-lowball-tied = Equal Lowball hands ({ $hand }): nobody scores.

## How the game ended.

bluff_poker-won = { $winner-is ->
        [you] You win
       *[other] { $winner } wins
    } by { $points } points to { $against }.
bluff_poker-draw = A draw at { $points } points each.

## Actions, as buttons and the log name them.

bluff_poker-action-play = Play { $card }
bluff_poker-action-fold = Fold
bluff_poker-action-lowball = Lowball { $face ->
        [up] face up
       *[down] face down
    }
bluff_poker-action-choose = Choose { $card }
bluff_poker-action-answer = Answer { $face ->
        [up] face up
       *[down] face down
    }

## Refusals.

bluff_poker-error-packs = Bluff Poker is played with one pack or two packs, not { $packs }.
bluff_poker-error-not-held = You do not hold the { $card }.
bluff_poker-error-identical-play = You already played the { $card } to this hand: with two packs you may not play an identical card to your own row.
bluff_poker-error-fold-too-early = You may fold only after you have played at least one card to this hand.
bluff_poker-error-lowball-off = Lowball is not played in this game.
bluff_poker-error-lowball-lead = You may call Lowball only when you lead a new hand, before any card is played to it.
bluff_poker-error-lowball-different = Lowball needs five different cards in your hand (with two packs identical cards may not go in one row).
bluff_poker-error-lowball-five = Lowball needs both players to hold five cards.
bluff_poker-error-not-choosing = You are not choosing a Lowball hand now: play a card or fold.
bluff_poker-error-nothing-to-answer = There is no Lowball to answer: play a card or fold.
bluff_poker-error-not-left = You do not have the { $card } left to choose.
bluff_poker-error-identical-pick = You already chose the { $card } for this Lowball hand: with two packs you may not play an identical card to your own row.
bluff_poker-error-choose-five = Choose the five cards of your Lowball hand, one at a time.
bluff_poker-error-answer-needs-five = You need five different cards to answer the Lowball: you can only fold.
bluff_poker-error-answer = Answer the Lowball: fold, or answer with five cards face up or face down.

## At the table: status lines, captions, prompts, and buttons that show what a choice scores.

bluff_poker-table-score = { $seat }: { $points } { $points ->
        [one] point
       *[other] points
    }
bluff_poker-table-packs = { $packs } { $packs ->
        [one] pack
       *[other] packs
    }{ $lowball ->
        [yes] , Lowball allowed
       *[no] {""}
    }
bluff_poker-table-last-hand = Last hand: { $result }
bluff_poker-table-row = { $seat-is ->
        [you] Your row
       *[other] { $seat }'s row
    }
bluff_poker-table-row-best = { $seat-is ->
        [you] Your row
       *[other] { $seat }'s row
    } · { $hand }
bluff_poker-table-stock = Stock { $count }
bluff_poker-table-prompt-play = Play a card to your row, or fold
bluff_poker-table-prompt-lowball-pick = Pick your Lowball hand: { $picked } of 5 chosen
bluff_poker-table-prompt-lowball-answer = Lowball! Answer with five cards of your own, or fold
bluff_poker-table-prompt-lowball-respond = Pick your answering hand: { $picked } of 5 chosen
bluff_poker-table-they-score = { $action } · they score { $points }
bluff_poker-table-lowball = { $action } · they fold: you { $fold }; face up: lower hand { $lower }; face down: you { $down }
bluff_poker-table-answer-up = { $action } · the lower hand scores { $points }
bluff_poker-table-why-identical = { $card } is already in your row: with two packs a row may not hold two identical cards

## The guided first game ("Learn to play"): what the guide says at each step, and why another
## move will not do there. $other is the computer player, who deals; the learner leads first.

bluff_poker-lesson-welcome = In Bluff Poker you and { $other } each build a poker hand of five cards in a row, one card at a time and face up. When both rows are full, the better poker hand wins; but either of you may fold first. What is still in your hand stays hidden, so a row can look stronger than it will be. You hold three Aces (lit). Press Next.
bluff_poker-lesson-lead = You lead the first hand: play a card to your row. Start with the { $card }.
bluff_poker-lesson-lead-why = For this lesson, play the { $card }.
bluff_poker-lesson-other-plays = { $other } answers with a card to his own row.
bluff_poker-lesson-pair = Play the { $card }: your row shows a pair of Aces.
bluff_poker-lesson-pair-why = Play the { $card } to show a pair of Aces.
bluff_poker-lesson-other-plays-again = { $other } plays another card.
bluff_poker-lesson-three = Now the { $card }: three Aces in a row that { $other } can see.
bluff_poker-lesson-three-why = Play the { $card } for three Aces.
bluff_poker-lesson-other-folds = { $other } has played a card, so he may fold on his turn. Against three Aces he will.
bluff_poker-lesson-folded = { $other } folded: you win the hand, and it scores for every card played to it by both of you. 5 cards make 1 + 2 + 3 + 4 + 5 = 15; a hand played to ten cards is worth 55. The cards leave the game, both draw back to 10 from the stock, winner first, and the winner leads.
bluff_poker-lesson-lowball = On your lead you may play Lowball instead: five cards at once. Face up, { $other } may fold (you score 15), answer face down (you score 30), or answer with five face up, and then the lower poker hand scores 30. Play Lowball face up.
bluff_poker-lesson-lowball-why = For this lesson, play Lowball face up.
bluff_poker-lesson-lowball-choose = In Lowball, low is good: no pair, no straight, no flush, small cards. Choose { $cards }, one at a time. Not the 6: 2 3 4 5 6 would be a straight.
bluff_poker-lesson-lowball-choose-why = Choose { $cards }: five low cards that make no pair, straight or flush.
bluff_poker-lesson-other-answers = { $other } answers: watch what he does.
bluff_poker-lesson-lowball-won = { $other } answered with five face up: 9 8 6 4 2. Your 7 5 4 3 2 is lower, so you score 30. The ten cards leave the game, both draw back to 10, and you lead again.
bluff_poker-lesson-lead-again = Lead the { $card }.
bluff_poker-lesson-lead-again-why = For this lesson, lead the { $card }.
bluff_poker-lesson-other-king = { $other } plays a card.
bluff_poker-lesson-second-card = His King beats your Queen for now. Play the { $card }.
bluff_poker-lesson-second-card-why = For this lesson, play the { $card }.
bluff_poker-lesson-other-kings = { $other } plays his second card.
bluff_poker-lesson-fold = { $other } shows a pair of Kings. Your ten cards make a pair of 3s at best, so you can only lose this hand, and the longer it goes, the more it costs. Fold now: he scores 10 for 4 cards instead of 55 at the end.
bluff_poker-lesson-fold-why = Fold: your cards cannot beat the pair of Kings { $other } shows, and every card played makes the hand worth more to him.
bluff_poker-lesson-ending = So it goes: the winner of a hand leads the next. The game is one pass through the stock; once it is empty, hands go on until someone holds fewer than 5 cards, and the higher total wins. That is all of Bluff Poker: play this game on, or start a real one.

## The coach: why "Suggest" suggests a move, from the hard player's own figures. $deals is how
## many hands it dealt $other from the cards you have not seen; $hand is a poker hand's name;
## a figure "on average" is in points, rounded, and may be below zero; $now is what a fold gives
## $other now, $end what the hand played out to ten cards would.

bluff_poker-coach-lowball-up = Lowball face up: in { $deals } hands dealt to { $other } from the cards you have not seen, theirs was not lower than yours in { $lower } %. Lowball scores { $lowball } on average there, a row { $play }.
bluff_poker-coach-lowball-down = Lowball face down: in { $deals } hands dealt to { $other } from the cards you have not seen, their best five beat yours in { $beaten } %, so a row scores { $play } on average.
bluff_poker-coach-lead = Lead the { $card }, towards { $hand }, the best five your cards make. In { $deals } hands dealt to { $other } from the cards you have not seen, a row scores { $play } on average and Lowball face up { $lowball }: too little to give up the row.
bluff_poker-coach-build = Play the { $card }, towards { $hand }, the best five your cards make: loose and low cards first, so your row gives little away.
bluff_poker-coach-fold-beaten = Fold now: { $other }'s row already beats { $hand }, the best five you can make, and a row only gains. A fold now gives { $other } { $now } points; played out to ten cards, the hand would give { $end }.
bluff_poker-coach-fold-short = Fold now: your cards cannot fill your row to five, so this hand is lost. A fold now gives { $other } { $now } points, and every card played adds more.
bluff_poker-coach-fold-odds = Fold now: your { $hand } won the showdown in only { $percent } % of { $deals } hands dealt to { $other } from the cards you have not seen. Playing on scores { $keep } on average; a fold costs { $now } points.
bluff_poker-coach-play-on = Play the { $card }: your { $hand } won the showdown in { $percent } % of { $deals } hands dealt to { $other } from the cards you have not seen. Playing on scores { $keep } on average; a fold would cost { $now } points.
bluff_poker-coach-answer-up = Answer face up: { $other } chose a lowest five from up to ten cards. Against { $deals } such hands dealt from the cards you have not seen, your { $hand } was lower in { $lower } %, so a face-up answer scores { $edge } on average.
bluff_poker-coach-answer-down = Answer face down: it gives { $other } 5 points. Against { $deals } lowest fives dealt from the cards you have not seen, your { $hand } was lower in only { $lower } %, so a face-up answer would score { $edge } on average.
bluff_poker-coach-choose = Choose the { $card }: it belongs to { $hand }, the lowest five your cards make.
