# Svoi Kozyri: its name, rules page, options, and the words of its notes, actions and refusals.

## The game's name and its line on the title screen.

svoi_kozyri-title = Svoi Kozyri
svoi_kozyri-blurb = Chacun ses atouts, toutes les cartes à découvert

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

svoi_kozyri-rules =
    Deux joueurs, un paquet de 32 cartes (du 7 à l’as ; l’as est la plus forte). Toutes les cartes restent face visible pendant toute la partie.

    Avant la donne, le donneur regarde son tirage, une moitié du paquet prise au hasard, et nomme une couleur d’atout et une seconde couleur. L’autre joueur prend les deux couleurs restantes et dit laquelle est son atout. Les couleurs sont appariées : atout avec atout, seconde avec seconde. Le donneur garde les cartes de ses deux couleurs issues du tirage ; l’autre joueur reçoit les mêmes rangs dans les couleurs appariées ; les rangs qui manquent au donneur dans chacune de ses couleurs vont à l’autre joueur, et leurs cartes miroirs au donneur. Les deux mains sont donc équivalentes.

    Le non-donneur entame avec n’importe quelle carte pour commencer une pile. À votre tour, soit vous battez la carte du dessus puis posez n’importe quelle seconde carte par-dessus, soit vous ramassez toute la pile ; après un ramassage, l’autre joueur entame une nouvelle pile. Une carte est battue par une carte plus forte de sa propre couleur, ou par n’importe quelle carte de votre propre atout quand la carte du dessus n’est pas de votre atout. Une carte de votre propre atout ne peut être battue que par une carte plus forte de votre atout. À votre tour, seuls vos propres atouts sont spéciaux.

    Vous gagnez dès que vous jouez régulièrement votre dernière carte, même si l’autre joueur pourrait la battre ; battre avec votre dernière carte fait gagner aussitôt. Une partie trop longue se termine par un match nul à la limite de coups.
svoi_kozyri-rule-notes =
    Le tirage du donneur est la première moitié du paquet mélangé ; le donneur la voit en choisissant les couleurs, l’autre joueur non.
    Le choix d’atout de l’autre joueur décide seulement quelle couleur joue quel rôle : les deux choix donnent la même forme de main.
    Battre et poser la seconde carte sont deux actions distinctes du même joueur ; la seconde carte est obligatoire, sauf si la carte qui a battu était votre dernière.
    Un tour est une entame, une carte battue avec sa seconde carte, une carte battue gagnante ou un ramassage ; la limite de coups compte les tours et termine la partie par un match nul.
    Les mains sont triées avec vos atouts en premier, puis votre seconde couleur, puis les atouts et la seconde couleur de l’autre joueur, chacune de la plus forte à la plus faible.
    Toute la pile reste face visible et à la vue de tous, et les cartes ramassées restent face visible dans la main.
    Le gagnant marque 1 et l’autre joueur 0 ; un match nul rapporte 0 à chacun.


## Setup options.

svoi_kozyri-option-pack = Paquet
svoi_kozyri-option-pack-help = Un paquet plus petit donne une partie plus courte.
svoi_kozyri-option-pack-24 = 24 cartes (du 9 à l’as)
svoi_kozyri-option-pack-32 = 32 cartes (du 7 à l’as)
svoi_kozyri-option-pack-36 = 36 cartes (du 6 à l’as)
svoi_kozyri-option-move-cap = Limite de coups
svoi_kozyri-option-move-cap-help = La partie est nulle après ce nombre de coups.
svoi_kozyri-option-move-cap-count = { $count } { $count ->
        [one] coup
       *[other] coups
    }
svoi_kozyri-option-dealer-help = Le donneur choisit les couleurs en premier ; l’autre joueur entame.

## What happens at the table, as the log tells it. $seat is the seat the note is about.

svoi_kozyri-chooses-suits = { $seat-is ->
        [you] Vous prenez
       *[other] { $seat } prend
    } { $trump } comme atout et { $second } comme seconde couleur.
svoi_kozyri-chooses-trump = { $seat-is ->
        [you] Vous prenez
       *[other] { $seat } prend
    } { $trump } comme atout.
svoi_kozyri-picks-up = { $seat-is ->
        [you] Vous ramassez
       *[other] { $seat } ramasse
    } { $count } { $count ->
        [one] carte
       *[other] cartes
    }.

## How the game ended.

svoi_kozyri-won = { $winner-is ->
        [you] Vous jouez votre dernière carte et gagnez
       *[other] { $winner } joue sa dernière carte et gagne
    } ; { $loser-is ->
        [you] il vous reste
       *[other] { $loser } garde
    } { $left } { $left ->
        [one] carte
       *[other] cartes
    }.
svoi_kozyri-draw = Match nul : personne n’a vidé sa main en { $turns } tours.

## Actions, as buttons and the log name them.

svoi_kozyri-action-choose-suits = Atout { $trump }, seconde { $second }
svoi_kozyri-action-choose-trump = Atout { $trump }
svoi_kozyri-action-lead = Entamer { $card }
svoi_kozyri-action-beat = Battre avec { $card }
svoi_kozyri-action-pick-up = Ramasser

## Refusals.

svoi_kozyri-error-pack = Un paquet de { $pack } cartes n’est pas proposé : choisissez 24, 32 ou 36.
svoi_kozyri-error-move-cap = La limite de coups doit être d’au moins 1 tour.
svoi_kozyri-error-not-held = Vous n’avez pas la carte { $card }.
svoi_kozyri-error-same-suits = Votre atout et votre seconde couleur doivent être deux couleurs différentes.
svoi_kozyri-error-choose-suits-first = Le donneur doit d’abord choisir une couleur d’atout et une seconde couleur.
svoi_kozyri-error-dealers-suit = { $suit } est une couleur du donneur : choisissez l’une des deux couleurs restantes.
svoi_kozyri-error-choose-trump = Choisissez laquelle des deux couleurs restantes est votre atout.
svoi_kozyri-error-lead = Entamez une carte pour commencer une nouvelle pile.
svoi_kozyri-error-second-card = Vous avez battu la carte du dessus : posez maintenant n’importe quelle seconde carte par-dessus.
svoi_kozyri-error-own-trump = { $top } est de votre propre atout : seul un atout plus fort peut le battre.
svoi_kozyri-error-no-beat = { $card } ne bat pas { $top } : jouez un { $suit-key ->
        [clubs] ♣ trèfle
        [diamonds] ♦ carreau
        [hearts] ♥ cœur
       *[spades] ♠ pique
    } plus fort ou l’un de vos atouts ({ $trump }).
svoi_kozyri-error-beat-or-pick-up = Battez la carte du dessus de la pile ou ramassez la pile.

## At the table: what each phase asks, each player's suits, the pile and the stock.

svoi_kozyri-table-choose-suits = Le donneur nomme un atout et une seconde couleur
svoi_kozyri-table-choose-trump = Choisissez votre atout parmi les deux couleurs restantes
svoi_kozyri-table-lead = Entamez une carte pour commencer une pile
svoi_kozyri-table-respond = Battez la carte du dessus, ou ramassez la pile
svoi_kozyri-table-second-card = Posez une seconde carte par-dessus
svoi_kozyri-table-trumps = { $seat-is ->
        [you] Votre atout
       *[other] Atout de { $seat }
    } : { $trump } (seconde : { $second })
svoi_kozyri-table-trump = { $seat-is ->
        [you] Votre atout
       *[other] Atout de { $seat }
    } : { $trump }
svoi_kozyri-table-no-trumps = { $seat-is ->
        [you] Votre atout
       *[other] Atout de { $seat }
    } : pas encore choisi
svoi_kozyri-table-pile = Pile : { $count }, tour { $turn } sur { $cap }
svoi_kozyri-table-stock = Pioche : { $count }

## Captions beside each hand.

svoi_kozyri-table-caption = { $seat } · atout { $trump }, puis { $second }
svoi_kozyri-table-caption-trump = { $seat } · atout { $trump }
svoi_kozyri-table-caption-no-trumps = { $seat } · pas encore d’atout

## Prompts over the hand of the player to act.

svoi_kozyri-table-prompt-choose-suits = Nommez votre atout et votre seconde couleur
svoi_kozyri-table-prompt-choose-trump = Choisissez votre atout
svoi_kozyri-table-prompt-lead = Jouez n’importe quelle carte pour commencer une pile
svoi_kozyri-table-prompt-respond = Battez { $top } avec une carte en surbrillance, puis posez-en une autre, ou ramassez
svoi_kozyri-table-prompt-second-card = Battue ! Posez maintenant n’importe quelle carte par-dessus pour finir votre coup

## Buttons: the dealer's second suit (after its trump), a card laid on the pile.

svoi_kozyri-table-second-suit = Seconde couleur { $second }
svoi_kozyri-table-lay = Poser { $card }

## The best-play meter: how the seat at the screen fares with best play from here.

svoi_kozyri-table-best-play-win = En jouant au mieux : { $seat-is ->
        [you] vous gagnez
       *[other] { $seat } gagne
    }
svoi_kozyri-table-best-play-lose = En jouant au mieux : { $seat-is ->
        [you] vous perdez
       *[other] { $seat } perd
    }
svoi_kozyri-table-best-play-draw = En jouant au mieux : aucun camp ne peut forcer la victoire
svoi_kozyri-table-best-play-unknown = Jeu optimal : encore trop de cartes pour le dire

## La première partie guidée (« Apprendre à jouer ») : ce que dit le guide à chaque étape, et
## pourquoi un autre coup ne convient pas là. $other est le joueur de l’ordinateur ; vous donnez.

svoi_kozyri-lesson-welcome = Svoi Kozyri se joue à deux, et toutes les cartes sont visibles toute la partie. Vous donnez, donc vous choisissez vos couleurs en premier. Les cartes en surbrillance sont votre tirage : la moitié du jeu, que vous seul voyez. Regardez-les, puis appuyez sur Suivant.
svoi_kozyri-lesson-choose-suits = Choisissez votre propre couleur d’atout et une seconde couleur. Votre tirage a les trois plus hauts piques et seulement de petits cœurs, mais quoi que vous choisissiez, les deux mains seront égales. Choisissez comme atout : { $trump } ; comme seconde couleur : { $second }.
svoi_kozyri-lesson-choose-suits-why = Pour cette leçon, prenez comme atout { $trump } et comme seconde couleur { $second }.
svoi_kozyri-lesson-other-chooses = { $other } prend maintenant l’une des deux couleurs restantes comme atout ; l’autre devient sa seconde couleur.
svoi_kozyri-lesson-mirrored-deal = { $other } a pris comme atout { $other_trump } et comme seconde couleur { $other_second }. Les couleurs vont par paires : votre atout ({ $trump }) avec le sien ({ $other_trump }), votre seconde couleur ({ $second }) avec la sienne ({ $other_second }). La donne est en miroir : vous gardez les cartes de vos couleurs de votre tirage, et { $other } reçoit les mêmes valeurs dans les couleurs associées. Ce qui manquait à votre tirage dans vos couleurs est allé à { $other }, et les cartes miroir à vous. Les deux mains sont donc égales.
svoi_kozyri-lesson-other-leads = { $other } n’a pas donné, donc entame : une carte quelconque commence une pile.
svoi_kozyri-lesson-beat-higher = Pour répondre à une carte, battez-la : avec une carte plus forte de sa couleur, ou avec une carte de votre propre atout. Battez { $top } avec votre { $card }.
svoi_kozyri-lesson-beat-higher-why = Battez avec votre { $card } : la plus petite carte qui suffit garde les plus fortes pour plus tard.
svoi_kozyri-lesson-second-card = Après avoir battu, vous posez une seconde carte par-dessus, et { $other } doit la battre. Une carte de son propre atout ({ $other_trump }) ne se bat que par une plus forte de cette couleur, et { $other } n’a que { $trumps }. Posez votre { $card }.
svoi_kozyri-lesson-second-card-why = Posez votre { $card } : { $other } ne peut pas la battre.
svoi_kozyri-lesson-other-picks-up = { $other } ne peut pas la battre et ramasse donc toute la pile.
svoi_kozyri-lesson-lead = Qui ne peut ou ne veut pas battre ramasse toute la pile, et l’autre en commence une nouvelle : c’est à vous d’entamer. Vous pouvez entamer n’importe quelle carte ; entamez votre { $card }.
svoi_kozyri-lesson-lead-why = Pour cette leçon, entamez votre { $card } : une petite carte dont vous pouvez vous passer.
svoi_kozyri-lesson-other-beats = { $other } bat votre carte, puis en pose une seconde.
svoi_kozyri-lesson-other-second-card = { $other } pose une seconde carte par-dessus.
svoi_kozyri-lesson-pick-up = { $top } est de votre propre atout ({ $trump }) : seule une plus forte de cette couleur la bat, et vous n’avez que { $hearts }. Ramassez la pile.
svoi_kozyri-lesson-pick-up-why = Aucune de vos cartes ne bat { $top } : ramassez la pile.
svoi_kozyri-lesson-other-leads-again = Vous avez ramassé, donc { $other } commence une nouvelle pile.
svoi_kozyri-lesson-beat-trump = Une carte de votre propre atout ({ $trump }) bat toute carte d’une autre couleur, si forte soit-elle. Battez { $top } avec votre { $card }.
svoi_kozyri-lesson-beat-trump-why = Cette fois, battez avec votre { $card } : chacun de vos atouts ({ $trump }) bat une carte d’une autre couleur.
svoi_kozyri-lesson-play-on = Voilà tout le jeu : battre et poser une seconde carte, ou ramasser. Le premier qui joue sa dernière carte gagne aussitôt. Appuyez sur Suivant et jouez jusqu’au bout contre { $other }.
svoi_kozyri-lesson-playing-on = Continuez : battez et posez une seconde carte, ou ramassez. Votre dernière carte gagne.

## The coach: why "Suggest" suggests a move, from the hard player's own search. $move is the
## move as its button says it.

svoi_kozyri-coach-either-trump = L’une ou l’autre couleur : les deux restantes ne font qu’échanger leurs noms, donc elles donnent la même partie.
svoi_kozyri-coach-suits = { $move } : ces couleurs ont gagné { $percent } % de { $count } { $count ->
        [one] partie jouée
       *[other] parties jouées
    } jusqu’au bout à partir des donnes qu’elles peuvent produire.
svoi_kozyri-coach-forced = { $move } : ce coup gagne à coup sûr, quoi que fasse l’autre joueur, en { $turns } { $turns ->
        [one] tour
       *[other] tours
    } au plus.
svoi_kozyri-coach-holds-out = { $move } : en jouant au mieux, tout coup perd ; celui-ci résiste le plus longtemps, { $turns } { $turns ->
        [one] tour
       *[other] tours
    }.
svoi_kozyri-coach-best-hope = { $move } : en jouant au mieux, tout coup perd, mais la recherche n’a pas pu prouver que celui-ci perd, c’est donc le meilleur espoir.
svoi_kozyri-coach-playouts = { $move } : il a gagné { $percent } % des { $count } { $count ->
        [one] partie que l’ordinateur en difficile a jouée
       *[other] parties que l’ordinateur en difficile a jouées
    } jusqu’au bout à partir d’ici.
