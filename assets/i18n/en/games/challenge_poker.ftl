# Challenge Poker: its name, rules page, options, and the words of its notes, actions and refusals.

## The game's name and its line on the title screen.

challenge_poker-title = Challenge Poker
challenge_poker-blurb = Three-card high-low poker for 2 to 16, with going out

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

challenge_poker-rules =
    Challenge Poker is played with one 52-card pack by 2 to 16 players, each with a stack of tokens. Everyone holds three cards. Rounds alternate: in Low rounds (I, III, V…) the lowest hand is best, in High rounds (II, IV, VI…) the highest. Before each of the first four rounds everyone puts one token in the pot.

    High hands rank trips, then straight flush, flush, straight, pair and high card; the ace is high, and A-2-3 is the lowest straight. Low hands count the ace as one and ignore straights and flushes: any hand without a pair beats any pair, any pair beats trips, and otherwise the hand with the lower top card wins (then the next card). A-2-3 is the best Low hand.

    From round II on, each player may first throw away any of their cards and draw new ones. Then, in turn, each player may pass or go out by showing two of their cards to everyone. The first player to go out stops the choosing. Every other player then passes, challenges or rechallenges. If all pass, the player who went out takes the pot and a new deal begins.

    A challenge is a private showdown for the size of the pot: only the two players see each other's cards, and the weaker hand pays the stronger. A rechallenge doubles the stake; the player who went out may drop (paying the previous stake unseen), accept, or rechallenge back to double again, and so on. The pot itself stays for the next round. A player who runs out of tokens leaves the table. The match ends when one player holds every token, or after the chosen number of deals; the biggest stack wins.
challenge_poker-rule-notes =
    Each deal uses a freshly shuffled pack; the cards are dealt one at a time, starting with the player left of the dealer.
    Round I has no draw. From round II on, players draw in turn order before anyone may go out.
    When the stock runs out during a draw, the discard pile is shuffled to make a new stock.
    Cards shown when going out stay face up for everyone for as long as they stay in that hand.
    After a player goes out, the others answer in turn starting with the player on the goer's left.
    Challenges and rechallenges are settled in the order they were made, once everyone has answered.
    A drop pays the previous stake: one pot for a first rechallenge, two pots after a rechallenge back, and so on.
    The stake is counted from the pot as it stands when it is settled.
    Players who were not in a showdown learn who faced whom and who paid how much, but never the cards.
    A player who reaches 0 tokens, even by paying an ante, leaves the table at once; their cards go to the discard pile.
    If the player who went out leaves the table while stakes are being settled, the remaining challenges against them lapse.
    When only one player is left at the table, they also take the pot and the match ends.
    If a deal reaches round XVI without anyone winning the pot, the deal ends and the pot is shared equally among the players still at the table; any odd tokens go to the first player left of the dealer.
    The dealer moves one seat to the left (skipping players who left) with each new deal.
    With 0 as the number of deals, play goes on until one player holds every token.


## Setup options.

challenge_poker-option-tokens = Starting tokens
challenge_poker-option-tokens-help = How many tokens each player starts with.
challenge_poker-option-tokens-count = { $count } { $count ->
        [one] token
       *[other] tokens
    }
challenge_poker-option-deals = Deals to play
challenge_poker-option-deals-help = The match ends after this many deals; the biggest stack wins.
challenge_poker-option-deals-count = { $count } { $count ->
        [one] deal
       *[other] deals
    }
challenge_poker-option-deals-0 = Until one player has every token
challenge_poker-option-dealer-help = The player to the dealer's left acts first.

## What players say and do, as the log tells it. $seat is the seat the note is about.

challenge_poker-keeps-all = { $seat-is ->
        [you] You keep all three cards.
       *[other] { $seat } keeps all three cards.
    }
challenge_poker-draws = { $seat-is ->
        [you] You draw
       *[other] { $seat } draws
    } { $count } { $count ->
        [one] card
       *[other] cards
    }.
challenge_poker-passes = { $seat-is ->
        [you] You pass.
       *[other] { $seat } passes.
    }
challenge_poker-goes-out = { $seat-is ->
        [you] You go out
       *[other] { $seat } goes out
    } showing { $cards }.
challenge_poker-lets-stand = { $seat-is ->
        [you] You pass
       *[other] { $seat } passes
    }, not challenging { $goer-is ->
        [you] you
       *[other] { $goer }
    }.
challenge_poker-challenges = { $seat-is ->
        [you] You challenge
       *[other] { $seat } challenges
    } { $goer-is ->
        [you] you
       *[other] { $goer }
    }.
challenge_poker-rechallenges = { $seat-is ->
        [you] You rechallenge
       *[other] { $seat } rechallenges
    } { $goer-is ->
        [you] you
       *[other] { $goer }
    }.
challenge_poker-drops = { $seat-is ->
        [you] You drop and pay
       *[other] { $seat } drops and pays
    } { $stake } { $stake ->
        [one] token
       *[other] tokens
    } to { $winner-is ->
        [you] you
       *[other] { $winner }
    }.
challenge_poker-drops-short = { $seat-is ->
        [you] You drop and pay
       *[other] { $seat } drops and pays
    } { $paid } { $paid ->
        [one] token
       *[other] tokens
    } to { $winner-is ->
        [you] you
       *[other] { $winner }
    }, all { $seat-is ->
        [you] you have
       *[other] they have
    } of the { $stake } owed.
challenge_poker-accepts = { $seat-is ->
        [you] You accept
       *[other] { $seat } accepts
    } { $against-is ->
        [you] your
       *[other] { $against }'s
    } rechallenge: a showdown for { $stake } { $stake ->
        [one] token
       *[other] tokens
    }.
challenge_poker-rechallenges-back = { $seat-is ->
        [you] You rechallenge
       *[other] { $seat } rechallenges
    } { $against-is ->
        [you] you
       *[other] { $against }
    } back: the stake is now { $stake } { $stake ->
        [one] token
       *[other] tokens
    }.
challenge_poker-wins-showdown = { $seat-is ->
        [you] You win
       *[other] { $seat } wins
    } a showdown against { $loser-is ->
        [you] you
       *[other] { $loser }
    } for { $stake } { $stake ->
        [one] token
       *[other] tokens
    }.
challenge_poker-wins-showdown-short = { $seat-is ->
        [you] You win
       *[other] { $seat } wins
    } a showdown against { $loser-is ->
        [you] you
       *[other] { $loser }
    } for { $stake } { $stake ->
        [one] token
       *[other] tokens
    }, but { $loser-is ->
        [you] you have
       *[other] { $loser } has
    } only { $paid } to pay.
challenge_poker-ties-showdown = { $seat-is ->
        [you] You tie
       *[other] { $seat } ties
    } a showdown with { $against-is ->
        [you] you
       *[other] { $against }
    } for { $stake } { $stake ->
        [one] token
       *[other] tokens
    }: nobody pays.

## How a round or a deal ended, and the match. $round is a Roman numeral (I, II, … XVI).

challenge_poker-nobody-out = Round { $round } ({ $kind ->
        [low] Low
       *[high] High
    }): nobody went out.
challenge_poker-round-settled = Round { $round } ({ $kind ->
        [low] Low
       *[high] High
    }) is settled; the pot of { $pot } { $pot ->
        [one] token
       *[other] tokens
    } stays.
challenge_poker-unchallenged = { $goer-is ->
        [you] You went out unchallenged and take
       *[other] { $goer } went out unchallenged and takes
    } the pot of { $pot } { $pot ->
        [one] token
       *[other] tokens
    }.
challenge_poker-pot-shared = Deal { $deal } reached round { $round } unwon: the pot of { $pot } { $pot ->
        [one] token
       *[other] tokens
    } is shared.
challenge_poker-won = { $winner-is ->
        [you] You win
       *[other] { $winner } wins
    } with { $tokens } { $tokens ->
        [one] token
       *[other] tokens
    } after { $deals } { $deals ->
        [one] deal
       *[other] deals
    }.
challenge_poker-shared-lead = { $leaders } share the lead with { $tokens } { $tokens ->
        [one] token
       *[other] tokens
    } after { $deals } { $deals ->
        [one] deal
       *[other] deals
    }.

## Actions, as buttons and the log name them.

challenge_poker-action-keep = Keep all
challenge_poker-action-discard = Discard { $cards }
challenge_poker-action-pass = Pass
challenge_poker-action-go-out = Go out showing { $cards }
challenge_poker-action-challenge = Challenge
challenge_poker-action-rechallenge = Rechallenge
challenge_poker-action-drop = Drop
challenge_poker-action-accept = Accept

## Refusals.

challenge_poker-error-not-in-hand = { $card } is not in your hand.
challenge_poker-error-listed-twice = { $card } is listed twice.
challenge_poker-error-draw-first = First choose which cards to throw away (or keep them all).
challenge_poker-error-show-two = Show two different cards.
challenge_poker-error-show-own = You can only show cards from your hand.
challenge_poker-error-pass-or-go-out = Now you may only pass or go out.
challenge_poker-error-answer = { $goer-is ->
        [you] You
       *[other] { $goer }
    } went out: pass, challenge or rechallenge.
challenge_poker-error-rechallenged = { $by-is ->
        [you] You
       *[other] { $by }
    } rechallenged: drop, accept or rechallenge back.
challenge_poker-error-tokens = Each player needs between { $min } and { $max } tokens.

## At the table: captions, status lines, prompts and the stakes on the buttons.

challenge_poker-table-caption-own = { $seat } · { $tokens }
challenge_poker-table-caption = { $to_act ->
        [yes] ▶ { $seat }
       *[no] { $seat }
    } · { $tokens }
# At a crowded table the stack goes under the name, so neighbours' captions stay apart.
challenge_poker-table-caption-crowded = { $to_act ->
        [yes] ▶ { $seat }
       *[no] { $seat }
    }
    { $tokens }
challenge_poker-table-caption-out = { $seat } · out
challenge_poker-table-caption-out-crowded =
    { $seat }
    out
challenge_poker-table-round = Round { $round } · { $kind ->
        [low] Low: the lowest hand wins
       *[high] High: the highest hand wins
    }
challenge_poker-table-deal = Deal { $deal } · pot { $pot }
challenge_poker-table-deal-of = Deal { $deal } of { $deals } · pot { $pot }
challenge_poker-table-stake = Stake now { $stake }
challenge_poker-table-stock = Stock { $count }
challenge_poker-table-showdown = { $winner } beat { $loser-is ->
        [you] you
       *[other] { $loser }
    } in a showdown and took { $paid } { $paid ->
        [one] token
       *[other] tokens
    }
challenge_poker-table-showdown-seen = { $winner-is ->
        [you] Your
       *[other] { $winner }'s
    } { $winner_cards } beat { $loser-is ->
        [you] your
       *[other] { $loser }'s
    } { $loser_cards }: { $paid } { $paid ->
        [one] token
       *[other] tokens
    } to { $winner-is ->
        [you] you
       *[other] { $winner }
    }
challenge_poker-table-showdown-tied = { $goer } and { $opponent-is ->
        [you] you
       *[other] { $opponent }
    } tied a showdown: nobody paid
challenge_poker-table-showdown-tied-seen = { $goer-is ->
        [you] Your
       *[other] { $goer }'s
    } { $goer_cards } tied { $opponent-is ->
        [you] your
       *[other] { $opponent }'s
    } { $opponent_cards }: nobody paid
challenge_poker-table-dropped = { $loser } dropped against { $winner-is ->
        [you] you
       *[other] { $winner }
    } and paid { $paid } { $paid ->
        [one] token
       *[other] tokens
    }
challenge_poker-table-lapsed = { $opponent-is ->
        [you] Your
       *[other] { $opponent }'s
    } challenge to { $goer-is ->
        [you] you
       *[other] { $goer }
    } lapsed
challenge_poker-table-prompt-draw = Choose the cards to replace and press Discard, or keep all
challenge_poker-table-prompt-go-out = Pass, or go out: choose the two cards to show everyone
challenge_poker-table-prompt-answer = { $goer } went out: pass, challenge or rechallenge
challenge_poker-table-prompt-rechallenged = { $by } rechallenged: drop, accept or rechallenge back
challenge_poker-table-challenge = Challenge · stake { $stake }
challenge_poker-table-rechallenge = Rechallenge · stake { $stake }
challenge_poker-table-drop = Drop · pay { $pay }
challenge_poker-table-accept = Accept · showdown for { $stake }

## The lesson ("Learn to play"): each step the guide says, and why another move is refused
## there. $second and $third are the two computer players.

challenge_poker-lesson-welcome = In Challenge Poker everyone holds three cards and a stack of tokens. Before each of the first four rounds everyone puts one token in the pot (lit), so it holds 3 now. Whoever goes out and is not beaten takes it. Rounds alternate: round I is Low, round II High, and so on. Press Next.
challenge_poker-lesson-low = In a Low round the lowest hand is best. The ace counts as one, straights and flushes do not count, and any hand without a pair beats any pair. Your pair of Kings (lit) is weak here. Press Next.
challenge_poker-lesson-pass = In turn, each player passes or goes out by showing two of their cards to everyone. With a pair at Low, pass.
challenge_poker-lesson-pass-why = Pass: at Low any hand without a pair beats your pair of Kings.
challenge_poker-lesson-others-pass = { $second } and { $third } pass too.
challenge_poker-lesson-high = Nobody went out, so the pot stays, and round II begins: it is High, the highest hand is best. Everyone antes again, so the pot holds 6. From round II on, each player may first throw away cards and draw new ones, and the first to act moves one seat to the left each round. Press Next.
challenge_poker-lesson-others-draw = { $second } and { $third } draw first. Everyone sees how many cards each draws, not which.
challenge_poker-lesson-draw = At High, three of a kind is the best hand, better even than a straight flush. Throw away the { $card } and draw one card for a chance at the third King.
challenge_poker-lesson-draw-why = Throw away only the { $card }: keep both Kings.
challenge_poker-lesson-others-stay = { $second } and { $third } do not go out.
challenge_poker-lesson-go-out = You drew the { $card }: three Kings. Only three Aces beat them. Go out, showing two of your Kings to everyone; the third stays hidden.
challenge_poker-lesson-go-out-why = Go out showing two Kings: three Kings are worth going out with.
challenge_poker-lesson-answers = Now each other player answers in turn: pass, challenge or rechallenge. If everyone passes, you take the pot and the deal ends.
challenge_poker-lesson-showdown = { $second } challenged: a showdown for the pot, 6. Only you and { $second } see both hands; { $third } never sees them. His straight flush (lit) loses to your three Kings, so he pays you 6 from his stack. The pot itself stays on the table. Press Next.
challenge_poker-lesson-rechallenge-back = { $third } rechallenged: the stake is twice the pot, 12. You may drop (pay 12 without showing), accept (a showdown for 12), or rechallenge back, doubling it to 24. Only three Aces beat you: rechallenge back.
challenge_poker-lesson-rechallenge-back-why = Rechallenge back: with three Kings, make the stake bigger.
challenge_poker-lesson-drops = Now { $third } answers your rechallenge: drop, accept, or double once more.
challenge_poker-lesson-ending = { $third } dropped: he pays you the stake before yours, 12, without showing his cards. The pot stays, and round III (Low) begins with another ante (the antes stop after round IV). A deal ends when someone goes out and everyone passes: they take the pot, the dealer moves left, and everyone is dealt anew. The biggest stack wins at the end. That is all of Challenge Poker: play this game on, or start a real one.

## The coach: why "Suggest" suggests a move, from the hard player's own search. $move and $next
## are moves as their buttons say them; $deals is how many ways the search dealt the cards you
## cannot see; $worth and $against are tokens, rounded: your stack at the end of this deal plus
## your share of the pot, on average.

challenge_poker-coach-search = { $move }: the hard player dealt the cards you cannot see { $deals } ways, each fitting what the others have done, and played every move out to the end of this deal. This one left you { $worth } { $worth ->
        [one] token
       *[other] tokens
    } on average, counting your share of the pot; { $next } left { $against }.
challenge_poker-coach-search-close = { $move }: the hard player dealt the cards you cannot see { $deals } ways, each fitting what the others have done, and played every move out to the end of this deal. This one left you { $worth } { $worth ->
        [one] token
       *[other] tokens
    } on average, counting your share of the pot; { $next } came within half a token of it.
