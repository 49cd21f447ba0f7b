# Bluff Poker: its name, rules page, options, poker hands, and the words of its notes, actions,
# refusals and table.

## The game's name and its line on the title screen.

bluff_poker-title = Poker bluff
bluff_poker-blurb = Formez une main de poker carte après carte, ou bluffez pour faire coucher

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

bluff_poker-rules =
    Chacun des deux joueurs reçoit dix cartes ; le reste du paquet forme la pioche. Dans une main, les joueurs posent tour à tour une carte face visible dans leur propre rangée, le meneur en premier. Quand les deux rangées comptent cinq cartes, la meilleure main de poker gagne (carte haute, paire, deux paires, brelan, quinte, couleur, full, carré, quinte flush et, avec deux paquets, cinq cartes de même rang tout en haut). Des mains égales ne rapportent rien.

    Dès que vous avez une carte dans votre rangée, vous pouvez vous coucher au lieu de jouer : votre adversaire gagne la main. Le gagnant marque 1 pour la première carte jouée dans la main par l’un ou l’autre joueur, 2 pour la deuxième, et ainsi de suite : 3 points pour deux cartes, 10 pour quatre, 55 pour les dix. Se coucher tôt coûte donc peu, et bluffer avec une rangée qui paraît forte peut payer.

    Après chaque main, les cartes jouées quittent la partie et, le gagnant en premier, les joueurs piochent une carte à la fois jusqu’à en avoir de nouveau dix. Le gagnant mène la main suivante. Une fois la pioche vide, les mains continuent jusqu’à ce qu’un joueur commence une main avec moins de cinq cartes ; le total le plus élevé gagne.

    Lowball : quand vous menez une nouvelle main, vous pouvez à la place poser cinq cartes d’un coup, face visible ou face cachée. Votre adversaire se couche (vous marquez 15), répond avec cinq cartes face visible (les deux mains sont montrées et la main de poker la plus faible marque 30 ; des mains égales ne rapportent rien), ou répond avec cinq cartes face cachée (vous marquez 30 si les vôtres étaient face visible, sinon 5). Les dix cartes quittent la partie, les deux joueurs complètent leur main, et celui qui a marqué mène.

    Avec deux paquets, vous ne pouvez jamais avoir deux cartes identiques (même rang et même couleur) dans votre propre rangée.
bluff_poker-rule-notes =
    Les cartes sont distribuées une à une, le non-donneur en premier ; on pioche sur le dessus de la pioche.
    A-2-3-4-5 est une quinte hauteur 5 ; sinon l’as est haut.
    Des mains de même rang sont comparées carte par carte jusqu’à la dernière carte d’accompagnement avant d’être déclarées égales.
    Après un abandon ou des mains égales, les cartes jouées quittent aussi la partie et les deux joueurs complètent leur main ; après des mains égales, le même joueur mène et pioche en premier.
    Si la pioche s’épuise pendant qu’on complète les mains, les joueurs gardent ce qu’ils ont déjà pioché.
    La partie se termine quand un joueur a moins de cinq cartes au début d’une main ; des totaux égaux donnent un match nul.
    Le Lowball ne peut être annoncé qu’en menant une nouvelle main, avant qu’aucune carte n’y soit jouée.
    Une fois le Lowball annoncé, vous êtes engagé : choisissez vos cinq cartes une à une ; elles sont posées ensemble quand la cinquième est choisie, et votre adversaire ne les voit pas avant.
    Une main de Lowball face cachée n’est montrée que si l’autre joueur répond face visible ; sinon elle quitte la partie sans être vue.
    Les mains de Lowball se comparent comme des mains de poker ordinaires : la main de poker la plus faible est la plus basse, donc les paires, quintes et couleurs jouent contre vous.
    Avec deux paquets, l’interdiction des cartes identiques vaut aussi pour les mains de Lowball : annoncer un Lowball ou y répondre exige cinq cartes différentes en main.
    Cinq cartes de même rang battent une quinte flush, mais comme cinq cartes d’un même rang comprennent toujours deux cartes identiques, elles ne peuvent jamais se former dans une rangée.
    Avec deux paquets, si chacune de vos cartes est identique à une carte déjà présente dans votre rangée, vous devez vous coucher.


## Setup options.

bluff_poker-option-packs = Paquets
bluff_poker-option-packs-help = Deux paquets permettent cinq cartes de même rang, mais jamais deux cartes identiques dans une rangée.
bluff_poker-option-packs-one = Un paquet (52 cartes)
bluff_poker-option-packs-two = Deux paquets (104 cartes)
bluff_poker-option-lowball = Lowball
bluff_poker-option-lowball-help = Le meneur peut-il jouer cinq cartes d’un coup au lieu d’une.
bluff_poker-option-lowball-allowed = Permis
bluff_poker-option-lowball-off = Non joué
bluff_poker-option-dealer-help = L’autre joueur joue en premier dans la première main.

## Poker hands, by the ranks that name them ($rank is "King", "7").

bluff_poker-hand-high-card = hauteur { $high }
bluff_poker-hand-pair = paire { $rank-key ->
        [a] d’{ $rank }
        [j] de { $rank }s
        [q] de { $rank }s
        [k] de { $rank }s
       *[other] de { $rank }
    }
bluff_poker-hand-two-pair = double paire aux { $high }{ $high-key ->
        [j] s
        [q] s
        [k] s
       *[other] {""}
    } par les { $low }{ $low-key ->
        [j] s
        [q] s
        [k] s
       *[other] {""}
    }
bluff_poker-hand-three-of-a-kind = brelan { $rank-key ->
        [a] d’{ $rank }
        [j] de { $rank }s
        [q] de { $rank }s
        [k] de { $rank }s
       *[other] de { $rank }
    }
bluff_poker-hand-straight = quinte hauteur { $high }
bluff_poker-hand-flush = couleur hauteur { $high }
bluff_poker-hand-full-house = full aux { $three }{ $three-key ->
        [j] s
        [q] s
        [k] s
       *[other] {""}
    } par les { $pair }{ $pair-key ->
        [j] s
        [q] s
        [k] s
       *[other] {""}
    }
bluff_poker-hand-four-of-a-kind = carré { $rank-key ->
        [a] d’{ $rank }
        [j] de { $rank }s
        [q] de { $rank }s
        [k] de { $rank }s
       *[other] de { $rank }
    }
bluff_poker-hand-straight-flush = quinte flush hauteur { $high }
bluff_poker-hand-royal-flush = quinte flush royale
bluff_poker-hand-five-of-a-kind = cinq { $rank }{ $rank-key ->
        [j] s
        [q] s
        [k] s
       *[other] {""}
    }

## What players do, as the log tells it. $seat is the seat that speaks.

bluff_poker-folds = { $seat-is ->
        [you] Vous vous couchez.
       *[other] { $seat } se couche.
    }
bluff_poker-calls-lowball = { $seat-is ->
        [you] Vous annoncez
       *[other] { $seat } annonce
    } un Lowball { $face ->
        [up] face visible.
       *[down] face cachée.
    }
bluff_poker-folds-to-lowball = { $seat-is ->
        [you] Vous vous couchez face au Lowball.
       *[other] { $seat } se couche face au Lowball.
    }
bluff_poker-answers-lowball = { $seat-is ->
        [you] Vous répondez
       *[other] { $seat } répond
    } au Lowball { $face ->
        [up] face visible.
       *[down] face cachée.
    }
bluff_poker-shows = { $seat-is ->
        [you] Vous montrez
       *[other] { $seat } montre
    } { $cards } : { $hand }.

## How a hand ended.

bluff_poker-folded = { $folder-is ->
        [you] Vous vous couchez
       *[other] { $folder } se couche
    } après { $played } { $played ->
        [one] carte
       *[other] cartes
    } : { $winner-is ->
        [you] vous marquez
       *[other] { $winner } marque
    } { $points }.
bluff_poker-showdown-won = { $winner-is ->
        [you] Vous remportez l’abattage avec { $hand } contre { $against }, et marquez { $points }.
       *[other] { $winner } remporte l’abattage avec { $hand } contre { $against }, et marque { $points }.
    }
bluff_poker-showdown-tied = Mains égales ({ $hand }) : personne ne marque.
bluff_poker-lowball-folded = { $folder-is ->
        [you] Vous vous couchez
       *[other] { $folder } se couche
    } face au Lowball : { $leader-is ->
        [you] vous marquez
       *[other] { $leader } marque
    } { $points }.
bluff_poker-lowball-won = { $winner-is ->
        [you] Vous gagnez le Lowball avec la main la plus faible, { $hand } ({ $cards }) contre { $against } ({ $against_cards }), et marquez { $points }.
       *[other] { $winner } gagne le Lowball avec la main la plus faible, { $hand } ({ $cards }) contre { $against } ({ $against_cards }), et marque { $points }.
    }
bluff_poker-lowball-answered-down = { $answerer-is ->
        [you] Vous répondez
       *[other] { $answerer } répond
    } au Lowball face cachée : { $leader-is ->
        [you] vous marquez
       *[other] { $leader } marque
    } { $points }.
bluff_poker-lowball-tied = Mains de Lowball égales ({ $hand }) : personne ne marque.

## How the game ended.

bluff_poker-won = { $winner-is ->
        [you] Vous gagnez
       *[other] { $winner } gagne
    } par { $points } { $points ->
        [one] point
       *[other] points
    } à { $against }.
bluff_poker-draw = Match nul, { $points } { $points ->
        [one] point
       *[other] points
    } partout.

## Actions, as buttons and the log name them.

bluff_poker-action-play = Jouer { $card }
bluff_poker-action-fold = Se coucher
bluff_poker-action-lowball = Lowball { $face ->
        [up] face visible
       *[down] face cachée
    }
bluff_poker-action-choose = Choisir { $card }
bluff_poker-action-answer = Répondre { $face ->
        [up] face visible
       *[down] face cachée
    }

## Refusals.

bluff_poker-error-packs = Le Poker bluff se joue avec un ou deux paquets, pas { $packs }.
bluff_poker-error-not-held = Vous n’avez pas la carte { $card }.
bluff_poker-error-identical-play = Vous avez déjà joué la carte { $card } dans cette main : avec deux paquets, vous ne pouvez pas poser une carte identique dans votre propre rangée.
bluff_poker-error-fold-too-early = Vous ne pouvez vous coucher qu’après avoir joué au moins une carte dans cette main.
bluff_poker-error-lowball-off = Le Lowball n’est pas joué dans cette partie.
bluff_poker-error-lowball-lead = Vous ne pouvez annoncer un Lowball qu’en menant une nouvelle main, avant qu’aucune carte n’y soit jouée.
bluff_poker-error-lowball-different = Le Lowball exige cinq cartes différentes dans votre main (avec deux paquets, deux cartes identiques ne peuvent aller dans une même rangée).
bluff_poker-error-lowball-five = Le Lowball exige que les deux joueurs aient cinq cartes.
bluff_poker-error-not-choosing = Vous n’êtes pas en train de choisir une main de Lowball : jouez une carte ou couchez-vous.
bluff_poker-error-nothing-to-answer = Il n’y a pas de Lowball auquel répondre : jouez une carte ou couchez-vous.
bluff_poker-error-not-left = Il ne vous reste pas de carte { $card } à choisir.
bluff_poker-error-identical-pick = Vous avez déjà choisi la carte { $card } pour cette main de Lowball : avec deux paquets, vous ne pouvez pas poser une carte identique dans votre propre rangée.
bluff_poker-error-choose-five = Choisissez les cinq cartes de votre main de Lowball, une à une.
bluff_poker-error-answer-needs-five = Il vous faut cinq cartes différentes pour répondre au Lowball : vous ne pouvez que vous coucher.
bluff_poker-error-answer = Répondez au Lowball : couchez-vous, ou répondez avec cinq cartes face visible ou face cachée.

## At the table: status lines, captions, prompts, and buttons that show what a choice scores.

bluff_poker-table-score = { $seat } : { $points } { $points ->
        [one] point
       *[other] points
    }
bluff_poker-table-packs = { $packs } { $packs ->
        [one] paquet
       *[other] paquets
    }{ $lowball ->
        [yes] , Lowball permis
       *[no] {""}
    }
bluff_poker-table-last-hand = Dernière main : { $result }
bluff_poker-table-row = { $seat-is ->
        [you] Votre rangée
       *[other] Rangée de { $seat }
    }
bluff_poker-table-row-best = { $seat-is ->
        [you] Votre rangée
       *[other] Rangée de { $seat }
    } · { $hand }
bluff_poker-table-stock = Pioche { $count }
bluff_poker-table-prompt-play = Jouez une carte dans votre rangée, ou couchez-vous
bluff_poker-table-prompt-lowball-pick = Choisissez votre main de Lowball : { $picked } sur 5
bluff_poker-table-prompt-lowball-answer = Lowball ! Répondez avec cinq de vos cartes, ou couchez-vous
bluff_poker-table-prompt-lowball-respond = Choisissez votre main de réponse : { $picked } sur 5
bluff_poker-table-they-score = { $action } · l’adversaire marque { $points }
bluff_poker-table-lowball = { $action } · s’il se couche : vous { $fold } ; visible : main la plus faible { $lower } ; cachée : vous { $down }
bluff_poker-table-answer-up = { $action } · la main la plus faible marque { $points }
bluff_poker-table-why-identical = { $card } est déjà dans votre rangée : avec deux paquets, une rangée ne peut pas contenir deux cartes identiques

## The guided first game ("Learn to play"): what the guide says at each step, and why another
## move will not do there. $other is the computer player, who deals; the learner leads first.

bluff_poker-lesson-welcome = Au Poker bluff, { $other } et vous formez chacun une main de poker de cinq cartes en rangée, une carte à la fois et face visible. Quand les deux rangées sont pleines, la meilleure main de poker gagne ; mais chacun peut se coucher avant. Ce qui reste dans votre main est caché, donc une rangée peut paraître plus forte qu’elle ne le sera. Vous avez trois As (en surbrillance). Appuyez sur Suivant.
bluff_poker-lesson-lead = Vous ouvrez la première main : jouez une carte dans votre rangée. Commencez par votre { $card }.
bluff_poker-lesson-lead-why = Pour cette leçon, jouez votre { $card }.
bluff_poker-lesson-other-plays = { $other } répond par une carte dans sa propre rangée.
bluff_poker-lesson-pair = Jouez votre { $card } : votre rangée montre une paire d’As.
bluff_poker-lesson-pair-why = Jouez votre { $card } pour montrer une paire d’As.
bluff_poker-lesson-other-plays-again = { $other } joue une autre carte.
bluff_poker-lesson-three = Maintenant votre { $card } : trois As dans une rangée que { $other } voit.
bluff_poker-lesson-three-why = Jouez votre { $card } pour trois As.
bluff_poker-lesson-other-folds = { $other } a joué une carte, il peut donc se coucher à son tour. Face à trois As, il le fera.
bluff_poker-lesson-folded = { $other } s’est couché : vous gagnez la main, et elle compte pour chaque carte que vous y avez jouée tous les deux. 5 cartes font 1 + 2 + 3 + 4 + 5 = 15 ; une main jouée jusqu’à dix cartes vaut 55. Les cartes quittent le jeu, chacun repioche jusqu’à 10, le gagnant d’abord, et le gagnant ouvre.
bluff_poker-lesson-lowball = Quand vous ouvrez, vous pouvez jouer Lowball : cinq cartes d’un coup. Face visible, { $other } peut se coucher (vous marquez 15), répondre face cachée (vous marquez 30) ou répondre par cinq cartes visibles, et la main de poker la plus basse marque alors 30. Jouez Lowball face visible.
bluff_poker-lesson-lowball-why = Pour cette leçon, jouez Lowball face visible.
bluff_poker-lesson-lowball-choose = Au Lowball, bas c’est bien : ni paire, ni quinte, ni couleur, des petites cartes. Choisissez { $cards }, une à une. Pas le 6 : 2 3 4 5 6 ferait une quinte.
bluff_poker-lesson-lowball-choose-why = Choisissez { $cards } : cinq cartes basses sans paire, quinte ni couleur.
bluff_poker-lesson-other-answers = { $other } répond : regardez ce qu’il fait.
bluff_poker-lesson-lowball-won = { $other } a répondu par cinq cartes visibles : 9 8 6 4 2. Votre 7 5 4 3 2 est plus bas, vous marquez donc 30. Les dix cartes quittent le jeu, chacun repioche jusqu’à 10, et vous ouvrez de nouveau.
bluff_poker-lesson-lead-again = Ouvrez avec votre { $card }.
bluff_poker-lesson-lead-again-why = Pour cette leçon, ouvrez avec votre { $card }.
bluff_poker-lesson-other-king = { $other } joue une carte.
bluff_poker-lesson-second-card = Son Roi bat votre Dame pour l’instant. Jouez votre { $card }.
bluff_poker-lesson-second-card-why = Pour cette leçon, jouez votre { $card }.
bluff_poker-lesson-other-kings = { $other } joue sa deuxième carte.
bluff_poker-lesson-fold = { $other } montre une paire de Rois. Vos dix cartes font au mieux une paire de 3, vous ne pouvez donc que perdre cette main, et plus elle dure, plus elle coûte. Couchez-vous maintenant : il marque 10 pour 4 cartes au lieu de 55 à la fin.
bluff_poker-lesson-fold-why = Couchez-vous : vos cartes ne battent pas la paire de Rois que montre { $other }, et chaque carte jouée rend la main plus chère pour vous.
bluff_poker-lesson-ending = Le jeu continue ainsi : le gagnant d’une main ouvre la suivante. Une partie est un passage dans la pioche ; une fois vide, les mains continuent jusqu’à ce que quelqu’un ait moins de 5 cartes, et le plus haut total gagne. C’est tout le Poker bluff : continuez cette partie ou commencez-en une vraie.

## The coach: why "Suggest" suggests a move, from the hard player's own figures. $deals is how
## many hands it dealt $other from the cards you have not seen; $hand is a poker hand's name;
## a figure "on average" is in points, rounded, and may be below zero; $now is what a fold gives
## $other now, $end what the hand played out to ten cards would.

bluff_poker-coach-lowball-up = Lowball face visible : sur { $deals } mains distribuées à { $other } à partir des cartes que vous n’avez pas vues, la sienne n’était pas plus basse que la vôtre dans { $lower } % des cas. Le Lowball y rapporte { $lowball } en moyenne, une rangée { $play }.
bluff_poker-coach-lowball-down = Lowball face cachée : sur { $deals } mains distribuées à { $other } à partir des cartes que vous n’avez pas vues, ses cinq meilleures cartes battaient les vôtres dans { $beaten } % des cas, donc une rangée rapporte { $play } en moyenne.
bluff_poker-coach-lead = Ouvrez avec votre { $card }, en visant { $hand }, la meilleure main de cinq que forment vos cartes. Sur { $deals } mains distribuées à { $other } à partir des cartes que vous n’avez pas vues, une rangée rapporte { $play } en moyenne et le Lowball face visible { $lowball } : trop peu pour renoncer à la rangée.
bluff_poker-coach-build = Jouez votre { $card }, en visant { $hand }, la meilleure main de cinq que forment vos cartes : d’abord les cartes isolées et basses, pour que votre rangée en révèle peu.
bluff_poker-coach-fold-beaten = Couchez-vous maintenant : la rangée de { $other } bat déjà { $hand }, la meilleure main de cinq que vous puissiez former, et une rangée ne peut que s’améliorer. Se coucher maintenant donne { $now } points à { $other } ; jouée jusqu’à dix cartes, la main lui en donnerait { $end }.
bluff_poker-coach-fold-short = Couchez-vous maintenant : vos cartes ne peuvent pas compléter votre rangée jusqu’à cinq, cette main est donc perdue. Se coucher maintenant donne { $now } points à { $other }, et chaque carte jouée en ajoute davantage.
bluff_poker-coach-fold-odds = Couchez-vous maintenant : avec { $hand }, vous n’avez remporté l’abattage que dans { $percent } % des { $deals } mains distribuées à { $other } à partir des cartes que vous n’avez pas vues. Continuer rapporte { $keep } en moyenne ; se coucher coûte { $now } points.
bluff_poker-coach-play-on = Jouez votre { $card } : avec { $hand }, vous avez remporté l’abattage dans { $percent } % des { $deals } mains distribuées à { $other } à partir des cartes que vous n’avez pas vues. Continuer rapporte { $keep } en moyenne ; se coucher coûterait { $now } points.
bluff_poker-coach-answer-up = Répondez face visible : { $other } a choisi sa main de cinq la plus basse parmi dix cartes au plus. Face à { $deals } mains de ce type, distribuées à partir des cartes que vous n’avez pas vues, votre main, { $hand }, était plus basse dans { $lower } % des cas, donc répondre face visible rapporte { $edge } en moyenne.
bluff_poker-coach-answer-down = Répondez face cachée : cela donne 5 points à { $other }. Face aux cinq cartes les plus basses de { $deals } mains distribuées à partir des cartes que vous n’avez pas vues, votre main, { $hand }, n’était plus basse que dans { $lower } % des cas, donc répondre face visible rapporterait { $edge } en moyenne.
bluff_poker-coach-choose = Choisissez votre { $card } : elle fait partie de { $hand }, la main de cinq la plus basse que forment vos cartes.
