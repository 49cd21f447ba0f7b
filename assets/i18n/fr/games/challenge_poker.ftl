# Challenge Poker: its name, rules page, options, and the words of its notes, actions and refusals.

## The game's name and its line on the title screen.

challenge_poker-title = Poker défi
challenge_poker-blurb = Poker à trois cartes, haut et bas, de 2 à 16 joueurs, avec sortie

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

challenge_poker-rules =
    Le Poker défi se joue avec un paquet de 52 cartes, de 2 à 16 joueurs, chacun avec une pile de jetons. Chacun a trois cartes en main. Les manches alternent : dans les manches Basses (I, III, V…), la main la plus faible est la meilleure ; dans les manches Hautes (II, IV, VI…), la plus forte. Avant chacune des quatre premières manches, chacun met un jeton au pot.

    En Haut, les mains se classent ainsi : brelan, puis quinte flush, couleur, quinte, paire et carte haute ; l’as est haut, et A-2-3 est la plus petite quinte. En Bas, l’as compte pour un et les quintes et couleurs ne comptent pas : toute main sans paire bat toute paire, toute paire bat un brelan, et sinon la main dont la plus haute carte est la plus basse gagne (puis la carte suivante). A-2-3 est la meilleure main Basse.

    À partir de la manche II, chaque joueur peut d’abord jeter autant de ses cartes qu’il veut et en piocher de nouvelles. Puis, à tour de rôle, chaque joueur peut passer ou sortir en montrant deux de ses cartes à tous. Le premier joueur qui sort arrête ce tour de choix. Chacun des autres joueurs passe alors, défie ou relance. Si tous passent, le joueur sorti prend le pot et une nouvelle donne commence.

    Un défi est un abattage privé pour la valeur du pot : seuls les deux joueurs voient les cartes l’un de l’autre, et la main la plus faible paie la plus forte. Une relance double l’enjeu ; le joueur sorti peut se coucher (en payant l’enjeu précédent sans rien voir), accepter, ou relancer à son tour pour doubler encore, et ainsi de suite. Le pot lui-même reste pour la manche suivante. Un joueur qui n’a plus de jetons quitte la table. La partie se termine quand un joueur détient tous les jetons, ou après le nombre de donnes choisi ; la plus grosse pile gagne.
challenge_poker-rule-notes =
    Chaque donne se fait avec un paquet fraîchement mélangé ; les cartes sont distribuées une à une, en commençant par le joueur à gauche du donneur.
    La manche I n’a pas de pioche. À partir de la manche II, les joueurs piochent dans l’ordre du jeu avant que quiconque puisse sortir.
    Quand la pioche s’épuise pendant un tirage, la défausse est mélangée pour former une nouvelle pioche.
    Les cartes montrées en sortant restent face visible pour tous tant qu’elles restent dans cette main.
    Après la sortie d’un joueur, les autres répondent à tour de rôle en commençant par le joueur à sa gauche.
    Les défis et relances sont réglés dans l’ordre où ils ont été faits, une fois que tout le monde a répondu.
    Se coucher coûte l’enjeu précédent : un pot pour une première relance, deux pots après une relance en retour, et ainsi de suite.
    L’enjeu est calculé d’après le pot tel qu’il est au moment du règlement.
    Les joueurs qui n’étaient pas dans un abattage apprennent qui a affronté qui et qui a payé combien, mais jamais les cartes.
    Un joueur qui tombe à 0 jeton, même en payant une mise initiale, quitte aussitôt la table ; ses cartes vont à la défausse.
    Si le joueur sorti quitte la table pendant le règlement des enjeux, les défis restants contre lui tombent.
    Quand il ne reste qu’un joueur à la table, il prend aussi le pot et la partie se termine.
    Si une donne atteint la manche XVI sans que personne n’ait gagné le pot, la donne s’arrête et le pot est partagé également entre les joueurs encore à table ; les jetons en trop vont au premier joueur à gauche du donneur.
    Le donneur avance d’une place vers la gauche (en sautant les joueurs partis) à chaque nouvelle donne.
    Avec 0 comme nombre de donnes, le jeu continue jusqu’à ce qu’un joueur détienne tous les jetons.


## Setup options.

challenge_poker-option-tokens = Jetons de départ
challenge_poker-option-tokens-help = Le nombre de jetons de chaque joueur au départ.
challenge_poker-option-tokens-count = { $count } { $count ->
        [one] jeton
       *[other] jetons
    }
challenge_poker-option-deals = Donnes à jouer
challenge_poker-option-deals-help = La partie se termine après ce nombre de donnes ; la plus grosse pile gagne.
challenge_poker-option-deals-count = { $count } { $count ->
        [one] donne
       *[other] donnes
    }
challenge_poker-option-deals-0 = Jusqu’à ce qu’un joueur ait tous les jetons
challenge_poker-option-dealer-help = Le joueur à gauche du donneur joue en premier.

## What players say and do, as the log tells it. $seat is the seat the note is about.

challenge_poker-keeps-all = { $seat-is ->
        [you] Vous gardez vos trois cartes.
       *[other] { $seat } garde ses trois cartes.
    }
challenge_poker-draws = { $seat-is ->
        [you] Vous piochez
       *[other] { $seat } pioche
    } { $count } { $count ->
        [one] carte
       *[other] cartes
    }.
challenge_poker-passes = { $seat-is ->
        [you] Vous passez.
       *[other] { $seat } passe.
    }
challenge_poker-goes-out = { $seat-is ->
        [you] Vous sortez
       *[other] { $seat } sort
    } en montrant { $cards }.
challenge_poker-lets-stand = { $seat-is ->
        [you] Vous passez
       *[other] { $seat } passe
    }, sans { $goer-is ->
        [you] vous défier
       *[other] défier { $goer }
    }.
challenge_poker-challenges = { $seat-is ->
        [you] Vous défiez { $goer }.
       *[other] { $goer-is ->
            [you] { $seat } vous défie.
           *[other] { $seat } défie { $goer }.
        }
    }
challenge_poker-rechallenges = { $seat-is ->
        [you] Vous relancez contre { $goer }.
       *[other] { $seat } relance contre { $goer-is ->
            [you] vous
           *[other] { $goer }
        }.
    }
challenge_poker-drops = { $seat-is ->
        [you] Vous vous couchez et payez { $stake } { $stake ->
            [one] jeton
           *[other] jetons
        } à { $winner }.
       *[other] { $seat } se couche et { $winner-is ->
            [you] vous paie
           *[other] paie à { $winner }
        } { $stake } { $stake ->
            [one] jeton
           *[other] jetons
        }.
    }
challenge_poker-drops-short = { $seat-is ->
        [you] Vous vous couchez et payez { $paid } { $paid ->
            [one] jeton
           *[other] jetons
        } à { $winner }, tout ce que vous avez sur les { $stake } dus.
       *[other] { $seat } se couche et { $winner-is ->
            [you] vous paie
           *[other] paie à { $winner }
        } { $paid } { $paid ->
            [one] jeton
           *[other] jetons
        }, tout ce qu’il a sur les { $stake } dus.
    }
challenge_poker-accepts = { $seat-is ->
        [you] Vous acceptez
       *[other] { $seat } accepte
    } { $against-is ->
        [you] votre relance
       *[other] la relance de { $against }
    } : abattage pour { $stake } { $stake ->
        [one] jeton
       *[other] jetons
    }.
challenge_poker-rechallenges-back = { $seat-is ->
        [you] Vous relancez à votre tour contre { $against }
       *[other] { $seat } relance à son tour contre { $against-is ->
            [you] vous
           *[other] { $against }
        }
    } : l’enjeu passe à { $stake } { $stake ->
        [one] jeton
       *[other] jetons
    }.
challenge_poker-wins-showdown = { $seat-is ->
        [you] Vous gagnez
       *[other] { $seat } gagne
    } un abattage contre { $loser-is ->
        [you] vous
       *[other] { $loser }
    } pour { $stake } { $stake ->
        [one] jeton
       *[other] jetons
    }.
challenge_poker-wins-showdown-short = { $seat-is ->
        [you] Vous gagnez
       *[other] { $seat } gagne
    } un abattage contre { $loser-is ->
        [you] vous
       *[other] { $loser }
    } pour { $stake } { $stake ->
        [one] jeton
       *[other] jetons
    }, mais { $loser-is ->
        [you] vous n’avez
       *[other] { $loser } n’a
    } que { $paid } à payer.
challenge_poker-ties-showdown = { $seat-is ->
        [you] Vous faites égalité
       *[other] { $seat } fait égalité
    } avec { $against-is ->
        [you] vous
       *[other] { $against }
    } dans un abattage pour { $stake } { $stake ->
        [one] jeton
       *[other] jetons
    } : personne ne paie.

## How a round or a deal ended, and the match. $round is a Roman numeral (I, II, … XVI).

challenge_poker-nobody-out = Manche { $round } ({ $kind ->
        [low] Basse
       *[high] Haute
    }) : personne n’est sorti.
challenge_poker-round-settled = Manche { $round } ({ $kind ->
        [low] Basse
       *[high] Haute
    }) réglée ; le pot de { $pot } { $pot ->
        [one] jeton
       *[other] jetons
    } reste.
challenge_poker-unchallenged = { $goer-is ->
        [you] Vous êtes sorti sans être défié et prenez
       *[other] { $goer } est sorti sans être défié et prend
    } le pot de { $pot } { $pot ->
        [one] jeton
       *[other] jetons
    }.
challenge_poker-pot-shared = La donne { $deal } a atteint la manche { $round } sans gagnant : le pot de { $pot } { $pot ->
        [one] jeton
       *[other] jetons
    } est partagé.
challenge_poker-won = { $winner-is ->
        [you] Vous gagnez
       *[other] { $winner } gagne
    } avec { $tokens } { $tokens ->
        [one] jeton
       *[other] jetons
    } après { $deals } { $deals ->
        [one] donne
       *[other] donnes
    }.
challenge_poker-shared-lead = { $leaders } se partagent la tête avec { $tokens } { $tokens ->
        [one] jeton
       *[other] jetons
    } après { $deals } { $deals ->
        [one] donne
       *[other] donnes
    }.

## Actions, as buttons and the log name them.

challenge_poker-action-keep = Tout garder
challenge_poker-action-discard = Défausser { $cards }
challenge_poker-action-pass = Passer
challenge_poker-action-go-out = Sortir en montrant { $cards }
challenge_poker-action-challenge = Défier
challenge_poker-action-rechallenge = Relancer
challenge_poker-action-drop = Se coucher
challenge_poker-action-accept = Accepter

## Refusals.

challenge_poker-error-not-in-hand = { $card } n’est pas dans votre main.
challenge_poker-error-listed-twice = { $card } figure deux fois.
challenge_poker-error-draw-first = Choisissez d’abord les cartes à jeter (ou gardez-les toutes).
challenge_poker-error-show-two = Montrez deux cartes différentes.
challenge_poker-error-show-own = Vous ne pouvez montrer que des cartes de votre main.
challenge_poker-error-pass-or-go-out = Vous pouvez seulement passer ou sortir.
challenge_poker-error-answer = { $goer-is ->
        [you] Vous êtes sorti
       *[other] { $goer } est sorti
    } : passez, défiez ou relancez.
challenge_poker-error-rechallenged = { $by-is ->
        [you] Vous avez relancé
       *[other] { $by } a relancé
    } : couchez-vous, acceptez ou relancez à votre tour.
challenge_poker-error-tokens = Chaque joueur doit avoir entre { $min } et { $max } jetons.

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
challenge_poker-table-caption-out = { $seat } · éliminé
challenge_poker-table-caption-out-crowded =
    { $seat }
    éliminé
challenge_poker-table-round = Manche { $round } · { $kind ->
        [low] Basse : la main la plus faible gagne
       *[high] Haute : la main la plus forte gagne
    }
challenge_poker-table-deal = Donne { $deal } · pot { $pot }
challenge_poker-table-deal-of = Donne { $deal } sur { $deals } · pot { $pot }
challenge_poker-table-stake = Enjeu actuel : { $stake }
challenge_poker-table-stock = Pioche { $count }
challenge_poker-table-showdown = { $winner-is ->
        [you] Vous avez battu { $loser } à l’abattage et pris
       *[other] { $winner } a battu { $loser-is ->
            [you] vous
           *[other] { $loser }
        } à l’abattage et pris
    } { $paid } { $paid ->
        [one] jeton
       *[other] jetons
    }
challenge_poker-table-showdown-seen = { $winner-is ->
        [you] Vos
       *[other] Les
    } { $winner_cards }{ $winner-is ->
        [you] {""}
       *[other] {" "}de { $winner }
    } battent { $loser-is ->
        [you] vos
       *[other] les
    } { $loser_cards }{ $loser-is ->
        [you] {""}
       *[other] {" "}de { $loser }
    } : { $paid } { $paid ->
        [one] jeton
       *[other] jetons
    } pour { $winner-is ->
        [you] vous
       *[other] { $winner }
    }
challenge_poker-table-showdown-tied = { $goer-is ->
        [you] Vous
       *[other] { $goer }
    } et { $opponent-is ->
        [you] vous
       *[other] { $opponent }
    } à égalité à l’abattage : personne n’a payé
challenge_poker-table-showdown-tied-seen = { $goer-is ->
        [you] Vos
       *[other] Les
    } { $goer_cards }{ $goer-is ->
        [you] {""}
       *[other] {" "}de { $goer }
    } égalent { $opponent-is ->
        [you] vos
       *[other] les
    } { $opponent_cards }{ $opponent-is ->
        [you] {""}
       *[other] {" "}de { $opponent }
    } : personne n’a payé
challenge_poker-table-dropped = { $loser-is ->
        [you] Vous vous êtes couché face à { $winner } et avez payé
       *[other] { $loser } s’est couché face à { $winner-is ->
            [you] vous
           *[other] { $winner }
        } et a payé
    } { $paid } { $paid ->
        [one] jeton
       *[other] jetons
    }
challenge_poker-table-lapsed = { $opponent-is ->
        [you] Votre défi
       *[other] Le défi de { $opponent }
    } contre { $goer-is ->
        [you] vous
       *[other] { $goer }
    } est tombé
challenge_poker-table-prompt-draw = Choisissez les cartes à remplacer et appuyez sur Défausser, ou gardez tout
challenge_poker-table-prompt-go-out = Passez, ou sortez : choisissez les deux cartes à montrer à tous
challenge_poker-table-prompt-answer = { $goer } est sorti : passez, défiez ou relancez
challenge_poker-table-prompt-rechallenged = { $by } a relancé : couchez-vous, acceptez ou relancez à votre tour
challenge_poker-table-challenge = Défier · enjeu { $stake }
challenge_poker-table-rechallenge = Relancer · enjeu { $stake }
challenge_poker-table-drop = Se coucher · payer { $pay }
challenge_poker-table-accept = Accepter · abattage pour { $stake }

## The lesson ("Learn to play"): each step the guide says, and why another move is refused
## there. $second and $third are the two computer players.

challenge_poker-lesson-welcome = Au Poker défi, chacun a trois cartes et une pile de jetons. Avant chacune des quatre premières manches, chacun met un jeton au pot (en surbrillance), qui en contient donc 3. Celui qui sort sans être battu le prend. Les manches alternent : la manche I est Basse, la II Haute, et ainsi de suite. Appuyez sur Suivant.
challenge_poker-lesson-low = Dans une manche Basse, la main la plus faible est la meilleure. L’As compte pour un, les quintes et couleurs ne comptent pas, et toute main sans paire bat toute paire. Votre paire de Rois (en surbrillance) est faible ici. Appuyez sur Suivant.
challenge_poker-lesson-pass = À tour de rôle, chaque joueur passe ou sort en montrant deux de ses cartes à tous. Avec une paire en Bas, passez.
challenge_poker-lesson-pass-why = Passez : en Bas, toute main sans paire bat votre paire de Rois.
challenge_poker-lesson-others-pass = { $second } et { $third } passent aussi.
challenge_poker-lesson-high = Personne n’est sorti, le pot reste donc, et la manche II commence : elle est Haute, la main la plus forte est la meilleure. Chacun remet un jeton, le pot en contient donc 6. Dès la manche II, chacun peut d’abord jeter des cartes et en piocher de nouvelles, et le premier à jouer avance d’une place vers la gauche à chaque manche. Appuyez sur Suivant.
challenge_poker-lesson-others-draw = { $second } et { $third } piochent d’abord. Chacun voit combien de cartes les autres piochent, pas lesquelles.
challenge_poker-lesson-draw = En Haut, le brelan est la meilleure main, meilleure même qu’une quinte flush. Défaussez votre { $card } et piochez une carte pour tenter le troisième Roi.
challenge_poker-lesson-draw-why = Défaussez seulement votre { $card } : gardez les deux Rois.
challenge_poker-lesson-others-stay = { $second } et { $third } ne sortent pas.
challenge_poker-lesson-go-out = Vous avez pioché { $card } : trois Rois. Seuls trois As les battent. Sortez en montrant deux de vos Rois à tous ; le troisième reste caché.
challenge_poker-lesson-go-out-why = Sortez en montrant deux Rois : trois Rois valent bien une sortie.
challenge_poker-lesson-answers = Chacun des autres joueurs répond maintenant à son tour : passer, défier ou relancer. Si tous passent, vous prenez le pot et la donne se termine.
challenge_poker-lesson-showdown = { $second } a défié : un abattage pour le pot, 6. Seuls { $second } et vous voyez les deux mains ; { $third } ne les voit jamais. Sa quinte flush (en surbrillance) perd contre vos trois Rois, il vous paie donc 6 de sa pile. Le pot lui-même reste sur la table. Appuyez sur Suivant.
challenge_poker-lesson-rechallenge-back = { $third } a relancé : l’enjeu vaut deux fois le pot, 12. Vous pouvez vous coucher (payer 12 sans montrer), accepter (un abattage pour 12) ou relancer à votre tour, pour le doubler à 24. Seuls trois As vous battent : relancez à votre tour.
challenge_poker-lesson-rechallenge-back-why = Relancez à votre tour : avec trois Rois, augmentez l’enjeu.
challenge_poker-lesson-drops = { $third } répond maintenant à votre relance : se coucher, accepter ou doubler encore.
challenge_poker-lesson-ending = { $third } s’est couché : il vous paie l’enjeu précédent, 12, sans montrer ses cartes. Le pot reste, et la manche III (Basse) commence avec une nouvelle mise (les mises s’arrêtent après la manche IV). Une donne se termine quand quelqu’un sort et que tous passent : il prend le pot, le donneur passe à gauche, et chacun reçoit de nouvelles cartes. La plus grosse pile gagne à la fin. C’est tout le Poker défi : continuez cette partie ou commencez-en une vraie.

## The coach: why "Suggest" suggests a move, from the hard player's own search. $move and $next
## are moves as their buttons say them; $deals is how many ways the search dealt the cards you
## cannot see; $worth and $against are tokens, rounded: your stack at the end of this deal plus
## your share of the pot, on average.

challenge_poker-coach-search = { $move } : l’ordinateur en difficile a distribué { $deals } fois les cartes que vous ne voyez pas, chaque fois en accord avec ce qu’ont fait les autres, et a joué chaque coup jusqu’à la fin de cette donne. Celui-ci vous a laissé en moyenne { $worth } { $worth ->
        [one] jeton
       *[other] jetons
    }, votre part du pot comprise ; { $next } vous en a laissé { $against }.
challenge_poker-coach-search-close = { $move } : l’ordinateur en difficile a distribué { $deals } fois les cartes que vous ne voyez pas, chaque fois en accord avec ce qu’ont fait les autres, et a joué chaque coup jusqu’à la fin de cette donne. Celui-ci vous a laissé en moyenne { $worth } { $worth ->
        [one] jeton
       *[other] jetons
    }, votre part du pot comprise ; { $next } s’en est approché à moins d’un demi-jeton.
