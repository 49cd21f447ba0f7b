# Svoi Kozyri: its name, rules page, options, and the words of its notes, actions and refusals.

## The game's name and its line on the title screen.

svoi_kozyri-title = Svoi Kozyri
svoi_kozyri-blurb = Everyone's own trumps, every card in the open

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

svoi_kozyri-rules =
    Two players, a 32-card pack (7 up to Ace; Ace is high). Every card is face up all game.

    Before the deal the dealer looks at their draw, a random half of the pack, and names a trump suit and a second suit. The other player takes the two suits left and says which of them is their trump. The suits are paired: trump with trump, second with second. The dealer keeps the cards of their own two suits from the draw; the other player gets the same ranks in the paired suits; the ranks the dealer lacks in each of their suits go to the other player, and their mirror cards to the dealer. So both hands are equivalent.

    The non-dealer leads any card to start a pile. On your turn, either beat the top card and then lay any second card on top of it, or pick up the whole pile; after a pick-up the other player leads a new pile. A card is beaten by a higher card of its own suit, or by any card of your own trump suit when the top card is not of your trump suit. A card of your own trump suit can only be beaten by a higher card of your trump suit. Only your own trumps are special on your turn.

    You win the moment you legally play your last card, even if it is a card the other player could beat; beating with your last card wins at once. A long game ends in a draw at the move cap.
svoi_kozyri-rule-notes =
    The dealer's draw is the first half of the shuffled pack; the dealer sees it while choosing suits, the other player does not.
    The other player's choice of trump only decides which suit carries which role: both choices give the same hand shape.
    Beating and laying the second card are two separate plays by the same player; the second card is compulsory unless the beat was your last card.
    A turn is a lead, a beat with its second card, a winning beat, or a pick-up; the move cap counts turns and ends the game in a draw.
    Hands are sorted with your trumps first, then your second suit, then the other player's trumps and second suit, each from high to low.
    The whole pile stays face up and public, and picked-up cards keep their faces up in the hand.
    The winner scores 1 and the other player 0; a draw scores 0 each.


## Setup options.

svoi_kozyri-option-pack = Pack
svoi_kozyri-option-pack-help = A smaller pack makes a shorter game.
svoi_kozyri-option-pack-24 = 24 cards (9 to A)
svoi_kozyri-option-pack-32 = 32 cards (7 to A)
svoi_kozyri-option-pack-36 = 36 cards (6 to A)
svoi_kozyri-option-move-cap = Move limit
svoi_kozyri-option-move-cap-help = The game is a draw after this many moves.
svoi_kozyri-option-move-cap-count = { $count } moves
svoi_kozyri-option-dealer-help = The dealer chooses suits first; the other player leads.

## What happens at the table, as the log tells it. $seat is the seat the note is about.

svoi_kozyri-chooses-suits = { $seat-is ->
        [you] You take
       *[other] { $seat } takes
    } { $trump } as trumps and { $second } as second suit.
svoi_kozyri-chooses-trump = { $seat-is ->
        [you] You take
       *[other] { $seat } takes
    } { $trump } as trumps.
svoi_kozyri-picks-up = { $seat-is ->
        [you] You pick up
       *[other] { $seat } picks up
    } { $count } { $count ->
        [one] card
       *[other] cards
    }.

## How the game ended.

svoi_kozyri-won = { $winner-is ->
        [you] You play out your last card and win
       *[other] { $winner } plays out their last card and wins
    }; { $loser-is ->
        [you] you are
       *[other] { $loser } is
    } left with { $left } { $left ->
        [one] card
       *[other] cards
    }.
svoi_kozyri-draw = A draw: nobody played out within { $turns } turns.

## Actions, as buttons and the log name them.

svoi_kozyri-action-choose-suits = Trumps { $trump }, second { $second }
svoi_kozyri-action-choose-trump = Trumps { $trump }
svoi_kozyri-action-lead = Lead { $card }
svoi_kozyri-action-beat = Beat with { $card }
svoi_kozyri-action-pick-up = Pick up

## Refusals.

svoi_kozyri-error-pack = A pack of { $pack } cards is not offered: choose 24, 32 or 36.
svoi_kozyri-error-move-cap = The move limit must be at least 1 turn.
svoi_kozyri-error-not-held = You do not hold { $card }.
svoi_kozyri-error-same-suits = Your trump suit and second suit must be different suits.
svoi_kozyri-error-choose-suits-first = The dealer must first choose a trump suit and a second suit.
svoi_kozyri-error-dealers-suit = { $suit } is one of the dealer's suits: choose one of the two suits left.
svoi_kozyri-error-choose-trump = Choose which of the two suits left is your trump suit.
svoi_kozyri-error-lead = Lead a card to start a new pile.
svoi_kozyri-error-second-card = You beat the top card: now lay any second card on top.
svoi_kozyri-error-own-trump = { $top } is of your own trump suit: only a higher trump beats it.
svoi_kozyri-error-no-beat = { $card } does not beat { $top }: play a higher { $suit-key ->
        [clubs] ♣ club
        [diamonds] ♦ diamond
        [hearts] ♥ heart
       *[spades] ♠ spade
    } or one of your trumps ({ $trump }).
svoi_kozyri-error-beat-or-pick-up = Beat the top card of the pile or pick the pile up.

## At the table: what each phase asks, each player's suits, the pile and the stock.

svoi_kozyri-table-choose-suits = The dealer names a trump and a second suit
svoi_kozyri-table-choose-trump = Pick your trump from the two suits left
svoi_kozyri-table-lead = Lead a card to start a pile
svoi_kozyri-table-respond = Beat the top card, or pick up the pile
svoi_kozyri-table-second-card = Lay a second card on top
svoi_kozyri-table-trumps = { $seat-is ->
        [you] Your
       *[other] { $seat }'s
    } trumps: { $trump } (second { $second })
svoi_kozyri-table-trump = { $seat-is ->
        [you] Your
       *[other] { $seat }'s
    } trumps: { $trump }
svoi_kozyri-table-no-trumps = { $seat-is ->
        [you] Your
       *[other] { $seat }'s
    } trumps: none yet
svoi_kozyri-table-pile = Pile: { $count }, turn { $turn } of { $cap }
svoi_kozyri-table-stock = Stock: { $count }

## Captions beside each hand.

svoi_kozyri-table-caption = { $seat } · trumps { $trump }, then { $second }
svoi_kozyri-table-caption-trump = { $seat } · trumps { $trump }
svoi_kozyri-table-caption-no-trumps = { $seat } · no trumps yet

## Prompts over the hand of the player to act.

svoi_kozyri-table-prompt-choose-suits = Name your trump and your second suit
svoi_kozyri-table-prompt-choose-trump = Pick your trump suit
svoi_kozyri-table-prompt-lead = Lead any card to start a pile
svoi_kozyri-table-prompt-respond = Beat the { $top } with a lit card, then lay a second one, or pick up
svoi_kozyri-table-prompt-second-card = Beaten! Now lay any card on top to finish your move

## Buttons: the dealer's second suit (after its trump), a card laid on the pile.

svoi_kozyri-table-second-suit = Second suit { $second }
svoi_kozyri-table-lay = Lay { $card }

## The best-play meter: how the seat at the screen fares with best play from here.

svoi_kozyri-table-best-play-win = Best play from here: { $seat-is ->
        [you] you win
       *[other] { $seat } wins
    }
svoi_kozyri-table-best-play-lose = Best play from here: { $seat-is ->
        [you] you lose
       *[other] { $seat } loses
    }
svoi_kozyri-table-best-play-draw = Best play from here: neither side can force a win
svoi_kozyri-table-best-play-unknown = Best play: too many cards left to tell yet

## The guided first game ("Learn to play"): what the guide says at each step, and why another
## move will not do there. $other is the computer player; the learner deals.

svoi_kozyri-lesson-welcome = Svoi Kozyri is for two players, and every card is face up all game. You deal, so you name your suits first. The cards lit up are your draw: half the pack, which only you see. Look it over, then press Next.
svoi_kozyri-lesson-choose-suits = Name your own trump suit and a second suit. Your draw holds the top three spades and only small hearts, but whatever you choose, both hands come out equal. Choose { $trump } as trumps and { $second } as your second suit.
svoi_kozyri-lesson-choose-suits-why = For this lesson, take { $trump } as trumps and { $second } as your second suit.
svoi_kozyri-lesson-other-chooses = { $other } now takes one of the two suits left as trumps; the other one becomes their second suit.
svoi_kozyri-lesson-mirrored-deal = { $other } took { $other_trump } as trumps and { $other_second } as second suit: your { $trump } are paired with their { $other_trump }, your { $second } with their { $other_second }. The deal mirrors: you keep the { $trump } and { $second } of your draw, and { $other } gets the same ranks in the paired suits. What your draw lacked of your suits went to { $other }, and the mirror cards to you. So both hands are equal.
svoi_kozyri-lesson-other-leads = { $other } did not deal, so they lead: they lay any card to start a pile.
svoi_kozyri-lesson-beat-higher = To take a card on, beat it: with a higher card of its suit, or with a card of your own trump suit. Beat the { $top } with your { $card }.
svoi_kozyri-lesson-beat-higher-why = Beat with your { $card }: the smallest card that does it keeps your higher ones for later.
svoi_kozyri-lesson-second-card = After a beat you lay a second card on top, and { $other } must beat that. A card of their own trump suit, { $other_trump }, is beaten only by a higher one of it, and they hold only { $trumps }. Lay your { $card }.
svoi_kozyri-lesson-second-card-why = Lay your { $card }: { $other } cannot beat it.
svoi_kozyri-lesson-other-picks-up = { $other } cannot beat it, so they pick up the whole pile.
svoi_kozyri-lesson-lead = Whoever cannot or will not beat picks up the whole pile, and the other player starts a new one: it is your lead. You may lead any card; lead your { $card }.
svoi_kozyri-lesson-lead-why = Lead your { $card } for this lesson: a small card you can spare.
svoi_kozyri-lesson-other-beats = { $other } beats your card, and then lays a second one.
svoi_kozyri-lesson-other-second-card = { $other } lays a second card on top.
svoi_kozyri-lesson-pick-up = The { $top } is of your own trump suit, { $trump }: only a higher one of it beats it, and yours are { $hearts }. Pick up the pile.
svoi_kozyri-lesson-pick-up-why = Nothing you hold beats the { $top }: pick up the pile.
svoi_kozyri-lesson-other-leads-again = You picked up, so { $other } leads a new pile.
svoi_kozyri-lesson-beat-trump = A card of your own trump suit, { $trump }, beats any card of another suit, however high. Beat the { $top } with your { $card }.
svoi_kozyri-lesson-beat-trump-why = Beat with your { $card } this time: any of your { $trump } beats a card of another suit.
svoi_kozyri-lesson-play-on = That is the whole game: beat and lay a second card, or pick up. Whoever plays their last card first wins at once. Press Next and play on to the end against { $other }.
svoi_kozyri-lesson-playing-on = Play on: beat and lay a second card, or pick up. Your last card wins.

## The coach: why "Suggest" suggests a move, from the hard player's own search. $move is the
## move as its button says it.

svoi_kozyri-coach-either-trump = Either suit: the two left only trade names, so both give the same game.
svoi_kozyri-coach-suits = { $move }: these suits won { $percent } % of { $count } games played out from the deals they can give.
svoi_kozyri-coach-forced = { $move }: this wins by force, whatever the other player does, within { $turns } turns.
svoi_kozyri-coach-holds-out = { $move }: against best play every move loses; this one holds out longest, { $turns } turns.
svoi_kozyri-coach-best-hope = { $move }: against best play every move loses, but the search could not prove this one lost, so it is the best hope.
svoi_kozyri-coach-playouts = { $move }: it won { $percent } % of the { $count } games the hard player played out from here.
