# Suit Challenge: its name, rules page, options, score-sheet rows, and the words of its notes,
# actions and refusals.

## The game's name and its line on the title screen.

suit_challenge-title = Défi des couleurs
suit_challenge-blurb = Le poker par couleurs, sur une feuille de marque à neuf lignes

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

suit_challenge-rules =
    Deux joueurs font la course pour remplir une feuille de marque de huit mains. Les mains se forment uniquement par les couleurs : deux cartes d’une couleur et une de chacune des autres couleurs font 1 paire ou une Quinte, deux couleurs doublées font 2 paires, trois cartes d’une couleur un Brelan, trois et deux un Full, quatre d’une couleur un Carré, cinq d’une couleur un 5 pareilles. L’as compte 11, les figures 10, les autres cartes leur valeur.

    À chaque manche, les deux joueurs reçoivent cinq cartes et ont une seule occasion d’annoncer avant toute pioche, le non-donneur en premier. Ensuite, à votre tour, vous pouvez annoncer une main que vos cartes forment réellement, ou défausser autant de cartes que vous voulez et en piocher autant, après quoi vous pouvez annoncer aussitôt ou finir votre tour. Une annonce dévoile les deux mains. Si l’autre main forme elle aussi la main annoncée, les deux s’affrontent aux points ; sinon, la main de rang supérieur gagne. Le gagnant inscrit les points de la main gagnante sur sa ligne si elle est encore vide ; à égalité de points, ou si la ligne est déjà remplie, la manche est blanche.

    La Main totale compte les cinq cartes. Tant que votre ligne Main totale est vide, vous pouvez l’annoncer à votre tour, ou en réponse à l’annonce de l’autre joueur, qu’elle remplace. Le total le plus élevé marque en Main totale ; celui qui annonce la Main totale et perd y inscrit 0, et l’annonce qu’elle a remplacée rapporte à son auteur le total de ses cinq cartes sur la ligne annoncée.

    Quand un joueur a rempli ses huit lignes, l’autre peut s’arrêter ou défier l’une de ses propres lignes vides. Dans une manche de défi, seule la main défiée peut être annoncée. Le joueur qui défie et gagne inscrit le total de ses cinq cartes sur cette ligne ; s’il perd, il y inscrit 0 et l’autre joueur ajoute le total de ses cinq cartes à sa ligne Défi. La plus grande somme de toutes les lignes l’emporte.
suit_challenge-rule-notes =
    Les cartes sont distribuées une à une, le non-donneur en premier ; chaque manche commence avec tout le paquet fraîchement mélangé.
    Quand l’autre joueur ne peut pas répondre par la Main totale (sa ligne est remplie), une annonce est dévoilée et réglée aussitôt.
    Une annonce de Main totale ne peut pas elle-même recevoir la réponse Main totale ; elle est réglée aussitôt.
    Quand une main à motif affronte une main différente, la main de rang supérieur que forme l’autre joueur gagne, même si une main inférieure aurait marqué sur une ligne vide.
    Il est permis de ne défausser aucune carte : cela compte comme ne rien piocher, et vous pouvez ensuite annoncer ou finir votre tour.
    Les cartes défaussées vont à la défausse avant la pioche, si bien qu’une pioche reconstituée peut les ramener.
    Vous pouvez défier votre ligne Main totale vide : dans cette manche, la Main totale est la seule annonce permise, et le total de cinq cartes le plus élevé gagne.
    Dans une manche de défi, le donneur alterne toujours, et les deux joueurs peuvent défausser et piocher comme d’habitude.
    Le joueur qui choisit de défier ou non peut s’arrêter à tout moment, qu’il mène ou non.

## Setup options.

suit_challenge-option-dealer-help = L’autre joueur joue en premier ; la donne alterne à chaque manche.

## The rows of the score sheet: the hands, Total Hand and Challenge.

suit_challenge-row-pair = 1 paire
suit_challenge-row-two-pair = 2 paires
suit_challenge-row-three-of-a-kind = Brelan
suit_challenge-row-straight = Quinte
suit_challenge-row-full-house = Full
suit_challenge-row-four-of-a-kind = Carré
suit_challenge-row-five-of-a-kind = 5 pareilles
suit_challenge-row-total-hand = Main totale
suit_challenge-row-challenge = Défi

## What players do, as the log tells it. $seat is the seat that speaks.

suit_challenge-calls = { $seat-is ->
        [you] Vous annoncez { $hand }.
       *[other] { $seat } annonce { $hand }.
    }
suit_challenge-passes = { $seat-is ->
        [you] Vous passez.
       *[other] { $seat } passe.
    }
suit_challenge-stands-pat = { $seat-is ->
        [you] Vous gardez vos cartes.
       *[other] { $seat } garde ses cartes.
    }
suit_challenge-draws = { $seat-is ->
        [you] Vous piochez
       *[other] { $seat } pioche
    } { $count } { $count ->
        [one] carte
       *[other] cartes
    }.
suit_challenge-ends-turn = { $seat-is ->
        [you] Vous finissez votre tour.
       *[other] { $seat } finit son tour.
    }
suit_challenge-accepts = { $seat-is ->
        [you] Vous acceptez.
       *[other] { $seat } accepte.
    }
suit_challenge-answers-total-hand = { $seat-is ->
        [you] Vous répondez par la Main totale.
       *[other] { $seat } répond par la Main totale.
    }
suit_challenge-challenges = { $seat-is ->
        [you] Vous défiez la ligne { $row }.
       *[other] { $seat } défie la ligne { $row }.
    }
suit_challenge-quits = { $seat-is ->
        [you] Vous arrêtez la partie.
       *[other] { $seat } arrête la partie.
    }

## How a call was settled.

suit_challenge-call-tied = Égalité en { $hand }, { $points } { $points ->
        [one] point
       *[other] points
    } chacun : manche blanche.
suit_challenge-call-won = { $winner-is ->
        [you] Vous gagnez avec { $hand } et marquez { $points }.
       *[other] { $winner } gagne avec { $hand } et marque { $points }.
    }
suit_challenge-call-won-row-filled = { $winner-is ->
        [you] Vous gagnez avec { $hand } ({ $points }), ligne déjà remplie : manche blanche.
       *[other] { $winner } gagne avec { $hand } ({ $points }), ligne déjà remplie : manche blanche.
    }
suit_challenge-totals-tied = Totaux égaux, { $total } partout : manche blanche.
suit_challenge-total-hand-won = { $player-is ->
        [you] Vous gagnez la Main totale, { $total } à { $against }, et marquez { $total }.
       *[other] { $player } gagne la Main totale, { $total } à { $against }, et marque { $total }.
    }
suit_challenge-total-hand-lost = { $player-is ->
        [you] Vous perdez la Main totale, { $total } à { $against }, et inscrivez 0.
       *[other] { $player } perd la Main totale, { $total } à { $against }, et inscrit 0.
    }
suit_challenge-answer-lost = { $player-is ->
        [you] Vous perdez la Main totale, { $total } à { $against }, et inscrivez 0.
       *[other] { $player } perd la Main totale, { $total } à { $against }, et inscrit 0.
    } { $caller-is ->
        [you] Vous marquez { $against } sur la ligne { $call }.
       *[other] { $caller } marque { $against } sur la ligne { $call }.
    }
suit_challenge-challenge-tied = Totaux égaux, { $total } partout : le défi de la ligne { $row } est nul.
suit_challenge-challenge-won = { $challenger-is ->
        [you] Vous gagnez le défi et marquez { $total } sur la ligne { $row }.
       *[other] { $challenger } gagne le défi et marque { $total } sur la ligne { $row }.
    }
suit_challenge-challenge-lost = { $challenger-is ->
        [you] Vous perdez le défi de la ligne { $row } ; { $defender } ajoute { $total } à la ligne Défi.
       *[other] { $challenger } perd le défi de la ligne { $row } ; { $defender-is ->
            [you] vous ajoutez { $total } à la ligne Défi.
           *[other] { $defender } ajoute { $total } à la ligne Défi.
        }
    }

## How the game ended.

suit_challenge-game-won = { $winner-is ->
        [you] Vous gagnez, { $points } à { $against }.
       *[other] { $winner } gagne, { $points } à { $against }.
    }
suit_challenge-game-drawn = Match nul, { $points } partout.

## Actions, as buttons and the log name them.

suit_challenge-action-call = Annoncer { $hand }
suit_challenge-action-discard = Défausser { $cards }
suit_challenge-action-draw-nothing = Ne rien piocher
suit_challenge-action-pass = Passer
suit_challenge-action-end-turn = Finir le tour
suit_challenge-action-accept = Accepter
suit_challenge-action-total-hand = Main totale
suit_challenge-action-challenge = Défier { $row }
suit_challenge-action-quit = Arrêter

## Refusals.

suit_challenge-error-challenge-call = Dans cette manche de défi, la seule annonce possible est { $row }.
suit_challenge-error-challenge-row-call = Défi est une ligne de la feuille, pas une main à annoncer.
suit_challenge-error-total-hand-filled = Votre ligne Main totale est déjà remplie : vous ne pouvez plus l’annoncer.
suit_challenge-error-not-formed = Vos cartes ne forment pas la main { $hand }.
suit_challenge-error-not-held = Vous n’avez pas la carte { $card }.
suit_challenge-error-listed-twice = { $card } figure deux fois.
suit_challenge-error-answer-filled = Vous ne pouvez pas répondre par la Main totale : cette ligne est déjà remplie.
suit_challenge-error-challenge-filled = Vous ne pouvez défier qu’une de vos lignes vides ; { $row } n’en est pas une.
suit_challenge-error-opening = Juste après la donne, vous pouvez seulement annoncer une main ou passer.
suit_challenge-error-turn = À votre tour, vous pouvez annoncer une main, ou défausser et piocher.
suit_challenge-error-after-draw = Après avoir pioché, vous pouvez annoncer une main ou finir votre tour.
suit_challenge-error-answer = Répondez à l’annonce : acceptez-la, ou remplacez-la par la Main totale.
suit_challenge-error-challenge-choice = Choisissez une de vos lignes vides à défier, ou arrêtez.
suit_challenge-error-sheets-at-start = Impossible de commencer avec ces feuilles de marque : chaque nombre doit aller de 0 à ce que les cartes peuvent rapporter, et aucune feuille ne peut être pleine.

## At the table: status lines, prompts, captions and buttons that show what a call scores.

suit_challenge-table-round = Manche { $round }, { $dealer-is ->
        [you] vous donnez
       *[other] { $dealer } donne
    }
suit_challenge-table-called = { $caller-is ->
        [you] Vous avez annoncé { $hand }
       *[other] { $caller } a annoncé { $hand }
    }
suit_challenge-table-challenge-round = Manche de défi : { $row }, défiée par { $challenger-is ->
        [you] vous
       *[other] { $challenger }
    }
suit_challenge-table-last-call = Dernière annonce : { $result }
suit_challenge-table-piles = Pioche : { $stock }, défausse : { $discards }
suit_challenge-table-prompt-opening = Annoncez une main que vous avez, ou passez (une seule chance avant toute pioche)
suit_challenge-table-prompt-turn = Annoncez une main, ou choisissez les cartes à jeter et appuyez sur Défausser
suit_challenge-table-prompt-after-draw = Annoncez une main maintenant, ou finissez votre tour
suit_challenge-table-prompt-answer = { $caller-is ->
        [you] Vous avez annoncé
       *[other] { $caller } a annoncé
    } { $hand } : acceptez, ou répondez par la Main totale
suit_challenge-table-prompt-challenge = Défiez une de vos lignes vides, ou arrêtez la partie ici
suit_challenge-table-stock = Pioche { $count }
suit_challenge-table-discards = Défausse { $count }
suit_challenge-table-call = Annoncer { $hand } · { $points } pts
suit_challenge-table-total-hand = Main totale · { $points } pts

## The lesson ("Learn to play"): each step the guide says, and why another move is refused
## there. $other is the computer player.

suit_challenge-lesson-welcome = Au Défi des couleurs, les mains se forment uniquement par les couleurs : deux cartes d’une couleur et une de chacune des autres font 1 paire ou une Quinte, trois d’une couleur un Brelan, et ainsi de suite. Le gagnant d’une annonce inscrit ses points sur la ligne de cette main de la feuille de marque, et la plus grande somme, une fois les feuilles pleines, l’emporte. Cette partie est déjà bien avancée. Appuyez sur Suivant.
suit_challenge-lesson-sheet = Il vous reste deux lignes vides (en surbrillance) : Brelan et Main totale. { $other } en a une : Brelan. Sa Main totale contient un 0, d’une Main totale qu’il a perdue : un 0 remplit aussi une ligne. Appuyez sur Suivant.
suit_challenge-lesson-opening = Juste après la donne, chacun a une seule occasion d’annoncer, vous d’abord. Vos deux piques et une carte de chaque autre couleur (en surbrillance) font 1 paire ou une Quinte, mais ces deux lignes sont remplies. Passez.
suit_challenge-lesson-opening-why = Passez : vos cartes ne forment que des mains aux lignes déjà remplies.
suit_challenge-lesson-other-passes = { $other } passe aussi.
suit_challenge-lesson-draw = À votre tour, vous pouvez annoncer, ou jeter des cartes et en piocher autant. La Main totale compte les cinq cartes (As 11, figures 10) : défaussez donc { $cards } pour des cartes plus hautes.
suit_challenge-lesson-draw-why = Défaussez { $cards } : elles ajoutent le moins à votre total.
suit_challenge-lesson-end-turn = Vous avez pioché { $cards } : vos cinq cartes totalisent 52. Vous pourriez annoncer la Main totale, mais finissez plutôt votre tour : si { $other } annonce, vous pourrez répondre par la Main totale.
suit_challenge-lesson-end-turn-why = Finissez votre tour : vous répondrez à { $other } par la Main totale.
suit_challenge-lesson-other-draws = { $other } pioche une carte, et peut annoncer.
suit_challenge-lesson-total-hand = { $other } a annoncé Brelan, sa dernière ligne vide. Répondez par la Main totale : elle remplace son annonce, et chacun totalise ses cinq cartes. Si votre total est plus élevé, vous l’inscrivez en Main totale et son annonce ne rapporte rien.
suit_challenge-lesson-total-hand-why = Répondez par la Main totale : elle arrête l’annonce qui remplirait la feuille de { $other }.
suit_challenge-lesson-total-hand-won = Vos 52 battent ses 35 : 52 va sur votre ligne Main totale, et sa ligne Brelan reste vide. Si vous aviez perdu, vous auriez inscrit 0 en Main totale, et lui son total en Brelan. Une nouvelle manche est distribuée, et c’est à vous de donner. Appuyez sur Suivant.
suit_challenge-lesson-other-calls = { $other } parle en premier cette fois, et annonce aussitôt Brelan. Votre ligne Main totale est remplie, vous ne pouvez donc pas répondre : l’annonce est réglée sur-le-champ.
suit_challenge-lesson-other-full = Son Brelan a battu votre main, ses points vont donc sur sa ligne, et sa feuille est pleine. Appuyez sur Suivant.
suit_challenge-lesson-challenge = La feuille de { $other } étant pleine, vous pouvez arrêter, et la plus grande somme gagne : la sienne. Ou vous pouvez défier une de vos lignes vides. Défiez Brelan.
suit_challenge-lesson-challenge-why = Défiez Brelan : vous êtes derrière, arrêter ferait gagner { $other }.
suit_challenge-lesson-challenge-round = Une manche de défi est distribuée. La seule annonce est la main défiée, Brelan, et personne ne peut répondre par la Main totale. Si vous gagnez, vous inscrivez le total de vos cinq cartes en Brelan. Si vous perdez, vous y inscrivez 0 et { $other } ajoute son total à sa ligne Défi (en surbrillance). Appuyez sur Suivant.
suit_challenge-lesson-challenge-call = Vos trois cartes d’une couleur (en surbrillance) font un Brelan : annoncez-le.
suit_challenge-lesson-challenge-call-why = Annoncez Brelan, la main que vous avez défiée.

## The coach: why "Suggest" suggests a move, from the hard player's own search. $move and $next
## are moves as their buttons say them; $percent and $against are the chances to win the game
## it reckons each leaves (from where the score sheets end up), over $tries tries; $call is a
## row's name; $standing is ahead, level or behind.

suit_challenge-coach-play = { $move } : joué { $tries } fois jusqu’au bout, en redistribuant chaque fois les cartes que vous ne voyez pas, ce coup vous laisse une chance estimée à { $percent } % de gagner la partie ; { $next }, le meilleur des autres coups, { $against } %.
suit_challenge-coach-respond = { $move } : contre { $tries } { $tries ->
        [one] main de { $call } distribuée
       *[other] mains de { $call } distribuées
    } à { $other } parmi les cartes que vous ne voyez pas, ce coup vous laisse une chance estimée à { $percent } % de gagner la partie ; { $next }, { $against } %.
suit_challenge-coach-challenge = { $move } : sur { $tries } { $tries ->
        [one] manche de défi jouée
       *[other] manches de défi jouées
    } jusqu’au bout avec de nouvelles donnes, ce coup vous laisse une chance estimée à { $percent } % de gagner la partie ; { $next }, { $against } %.
suit_challenge-coach-quit = Arrêter : s’arrêter maintenant { $standing ->
        [ahead] vous fait gagner la partie, puisque vous menez
        [level] donne un match nul, puisque vous êtes à égalité
       *[behind] vous fait perdre la partie, puisque vous êtes derrière
    }, et aucun défi ne fait mieux : le meilleur, { $next }, laisse une chance estimée à { $against } % sur { $tries } { $tries ->
        [one] manche jouée
       *[other] manches jouées
    } jusqu’au bout.
