# Gotcha: its name, rules page, options, and the words of its notes, actions and refusals.

## The game's name and its line on the title screen.

gotcha-title = Je t’ai eu !
gotcha-blurb = Devinez les cartes des mains triées de vos adversaires

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

gotcha-rules =
    L’as vaut 1, le valet 11, la dame 12 et le roi 13 ; les couleurs ne comptent pas. Chacun garde sa main cachée et triée de la plus petite carte à la plus grande. À deux joueurs, chacun reçoit 26 cartes et en défausse 6 en secret (ou, selon l’option, 20 chacun sans défausse, ou 20 chacun avec 5 à défausser). De trois à cinq joueurs, le paquet est distribué équitablement, les quelques cartes restantes sont mises de côté sans être vues, et chaque joueur défausse une carte en secret.

    Le joueur à gauche du donneur commence en devinant une carte d’un adversaire : « ta 3e plus petite carte est un 9 » (ou en comptant depuis la plus grande). Une bonne réponse est montrée à tous et retirée ; celui qui devine marque 3 plus la distance de la carte au bout le plus proche de cette main (1 pour une carte au bout, 2 pour la suivante vers l’intérieur, et ainsi de suite, comptée avant le retrait de la carte) et devine à nouveau, à trois joueurs ou plus chez n’importe quel adversaire. Une erreur ne montre rien et le tour passe : à l’autre joueur à deux, sinon à la place précédente (dans le sens inverse des aiguilles d’une montre).

    Avant de deviner, vous pouvez crier « Je t’ai eu ! ». Si la réponse est juste et que la carte n’est pas au bout, vous marquez 1 de plus ; sinon, vous perdez autant de points que la distance de cette carte au bout le plus proche. Les scores peuvent descendre sous zéro.

    À deux joueurs, quand une main est vide, le tour de celui qui devine s’arrête et le joueur qui n’a plus de cartes joue un dernier tour ; puis le score le plus élevé gagne. De trois à cinq joueurs, la partie s’arrête dès qu’un joueur n’a plus de cartes, et le score le plus élevé gagne.
gotcha-rule-notes =
    Les cartes sont distribuées une à une, en commençant par le joueur à gauche du donneur.
    Les défausses se font une carte à la fois : le joueur à gauche du donneur fait toutes les siennes, puis le joueur suivant, et ainsi de suite autour de la table.
    Dans les parties à deux joueurs avec 20 cartes chacun, les 12 cartes non distribuées sont mises de côté sans être vues.
    Les cartes défaussées et mises de côté restent cachées toute la partie.
    Les cartes de même valeur sont rangées dans l’ordre des couleurs (trèfle, carreau, cœur, pique) ; on ne devine jamais que la valeur.
    Une position peut se compter depuis l’un ou l’autre bout : la 2e plus grande de 10 cartes est la 9e plus petite, et elle rapporte autant.
    « Je t’ai eu ! » ne vaut que pour l’annonce suivante et ne peut pas être crié deux fois avant elle.
    Deviner juste une carte au bout après « Je t’ai eu ! » rapporte quand même des points et garde le tour, mais le « Je t’ai eu ! » coûte 1 point.
    Les scores peuvent descendre sous zéro.
    À deux joueurs, le dernier tour s’arrête à la première erreur ou quand l’autre main est vide elle aussi.
    De trois à cinq joueurs, tous les joueurs à égalité au meilleur score se partagent la victoire ; si tous sont à égalité, la partie est nulle.

## Setup options.

gotcha-option-deal = Donne
gotcha-option-deal-help = Combien de cartes reçoit chaque joueur et combien il en défausse en secret.
gotcha-option-deal-26-discard-6 = 26 cartes chacun, 6 à défausser
gotcha-option-deal-20 = 20 cartes chacun, sans défausse
gotcha-option-deal-20-discard-5 = 20 cartes chacun, 5 à défausser
gotcha-option-dealer-help = Le joueur qui suit le donneur devine en premier.

## What happens at the table, as the log tells it. $seat is the seat the note is about.

gotcha-starts-guessing = { $seat-is ->
        [you] Vous commencez à deviner.
       *[other] { $seat } commence à deviner.
    }
gotcha-calls-gotcha = { $seat-is ->
        [you] Vous criez « Je t’ai eu ! »
       *[other] { $seat } crie « Je t’ai eu ! »
    }
gotcha-guess = { $seat-is ->
        [you] Vous annoncez
       *[other] { $seat } annonce
    } : { $target-is ->
        [you] votre
       *[other] la
    } { $position ->
        [1] { $position }re
       *[other] { $position }e
    } plus { $end ->
        [smallest] petite
       *[largest] grande
    } carte{ $target-is ->
        [you] {""}
       *[other] {" "}de { $target }
    } est { $value-key ->
        [q] une
       *[other] un
    } { $value }.
gotcha-right = { $seat-is ->
        [you] Exact : votre carte { $card } est dévoilée.
       *[other] Exact : la carte { $card } de { $seat } est dévoilée.
    }
gotcha-wrong = { $seat-is ->
        [you] Raté : votre carte reste cachée.
       *[other] Raté : la carte de { $seat } reste cachée.
    }
gotcha-last-turn = { $seat-is ->
        [you] Vous n’avez plus de cartes et jouez un dernier tour.
       *[other] { $seat } n’a plus de cartes et joue un dernier tour.
    }
gotcha-won = { $winner-is ->
        [you] Vous gagnez avec { $points } { $points ->
            [one] point
           *[other] points
        }.
       *[other] { $winner } gagne avec { $points } { $points ->
            [one] point
           *[other] points
        }.
    }
gotcha-shared-win = { $winners } se partagent la victoire avec { $points } { $points ->
        [one] point
       *[other] points
    }.
gotcha-draw = Match nul : tout le monde a { $points } { $points ->
        [one] point
       *[other] points
    }.

## Actions, as buttons and the log name them.

gotcha-action-discard = Défausser { $card }
gotcha-action-gotcha = Je t’ai eu !
gotcha-action-guess = { $target-is ->
        [you] Votre
       *[other] { $target } :
    } { $position ->
        [1] { $position }re
       *[other] { $position }e
    } plus { $end ->
        [smallest] petite
       *[largest] grande
    } est { $value-key ->
        [q] une
       *[other] un
    } { $value }

## Refusals.

gotcha-error-not-held = Vous n’avez pas la carte { $card } à défausser.
gotcha-error-discard-first = Tout le monde doit finir de défausser avant que l’on commence à deviner.
gotcha-error-discards-made = Les défausses sont toutes faites.
gotcha-error-gotcha-called = Vous avez déjà crié « Je t’ai eu ! » ; faites maintenant votre annonce.
gotcha-error-own-cards = Vous ne pouvez pas deviner vos propres cartes.
gotcha-error-no-cards = { $seat-is ->
        [you] Vous n’avez aucune carte à deviner.
       *[other] { $seat } n’a aucune carte que vous puissiez deviner.
    }
gotcha-error-value = Devinez une valeur de l’as (1) au roi (13).
gotcha-error-position = { $seat-is ->
        [you] Vous avez
       *[other] { $seat } a
    } { $count } { $count ->
        [one] carte
       *[other] cartes
    } : choisissez une position de 1 à { $count }.

## At the table: captions, status lines, prompts and the steps of a guess.

gotcha-table-caption-own = { $seat } · { $points }
gotcha-table-caption = { $to_act ->
        [yes] ▶ { $seat }
       *[no] { $seat }
    } · { $cards } { $cards ->
        [one] carte
       *[other] cartes
    } · { $points } pts
gotcha-table-discarding = Encore { $count } à défausser
gotcha-table-last-turn = Dernier tour
gotcha-table-guessing = Devinettes
gotcha-table-guessed-right = { $guess } — exact : { $card }.
gotcha-table-guessed-wrong = { $guess } — raté.
gotcha-table-prompt-discard = Défaussez { $count } { $count ->
        [one] carte
       *[other] cartes
    } : choisissez-les une à une
gotcha-table-prompt-guess = Devinez une carte : choisissez un joueur, un bout, une position, puis une valeur
gotcha-table-count-from = { $end ->
        [smallest] Compter depuis la plus petite
       *[largest] Compter depuis la plus grande
    }
gotcha-table-position = { $position ->
        [1] { $position }re
       *[other] { $position }e
    } carte
gotcha-table-value = { $value } · rapporte { $points }
gotcha-table-value-ruled-out = { $value } (exclu)
gotcha-table-call-gotcha = Crier « Je t’ai eu ! » · +1 si juste et pas au bout, sinon perte de sa distance

## The guided first game ("Learn to play"): what the guide says at each step, and why another
## move will not do there. $other is the computer player, who deals; the learner guesses first.

gotcha-lesson-welcome = Dans Je t’ai eu !, vous devinez les cartes cachées des autres mains. Seule la valeur compte : As 1, Valet 11, Dame 12, Roi 13 ; pas les couleurs. Chaque main reste triée de la plus petite à la plus grande, donc une carte se nomme par sa place : votre plus petite est l’As en surbrillance, votre plus grande la Dame en surbrillance. { $other } et vous avez 20 cartes chacun. Appuyez sur Suivant.
gotcha-lesson-discard = D’abord, chacun met 5 cartes de côté, face cachée et pour de bon : personne d’autre ne les verra. Choisissez 5 cartes de votre main, une à une. Retenez-les : chaque carte que vous tenez ou avez écartée est une carte que { $other } ne peut pas avoir.
gotcha-lesson-discard-why = Écartez 5 cartes de votre choix, une à une.
gotcha-lesson-other-discards = Maintenant { $other } écarte 5 cartes. Il a donné, donc vous devinez en premier.
gotcha-lesson-guess-largest = { $other } a gardé 15 cartes. Une annonce nomme une main, une place comptée depuis sa plus petite carte et une valeur. Vous n’avez aucun Roi, donc sa plus grande carte en est probablement un : c’est sa 15e depuis la plus petite. Comptez depuis la plus petite et annoncez que sa 15e carte est un Roi (ou choisissez la carte elle-même). Une carte au bout rapporte 3 + 1 = 4.
gotcha-lesson-guess-largest-why = Pour cette leçon, annoncez que la 15e carte de { $other } depuis la plus petite, sa plus grande, est un Roi.
gotcha-lesson-guess-further-in = Juste : le Roi est montré et retiré, vous marquez 4, et après une bonne annonce vous annoncez encore. Une carte plus à l’intérieur rapporte plus : 3 plus sa place comptée depuis le bout le plus proche. Vous avez les quatre As, donc ses petites cartes commencent au 2. Annoncez que sa 3e plus petite carte est un 3 : elle rapporte 3 + 3 = 6.
gotcha-lesson-guess-further-in-why = Pour cette leçon, annoncez que la 3e plus petite carte de { $other } est un 3.
gotcha-lesson-call-gotcha = Encore juste. Réfléchissez : sa 3e plus petite était un 3, donc ses deux plus petites valent 3 ou moins. Vous avez tous les As et trois des 2, donc une seule d’entre elles au plus est un 2 : sa 2e plus petite est forcément un 3. Quand vous êtes sûr d’une carte qui n’est pas à un bout, dites d’abord Je t’ai eu ! : juste, elle rapporte 1 de plus ; fausse, ou au bout, elle vous coûte la distance de la carte au bout. Dites Je t’ai eu !.
gotcha-lesson-call-gotcha-why = Dites d’abord Je t’ai eu ! : vous êtes sûr de la 2e plus petite carte de { $other }.
gotcha-lesson-gotcha-guess = Annoncez maintenant que sa 2e plus petite carte est un 3.
gotcha-lesson-gotcha-guess-why = Annoncez que la 2e plus petite carte de { $other } est un 3 : la carte dont vous êtes sûr.
gotcha-lesson-miss = Juste : 5 points, et 1 de plus pour le Je t’ai eu !. Le milieu d’une main rapporte le plus mais se devine le plus mal. Annoncez que sa 6e plus petite carte est un 7 : elle rapporterait 3 + 6 = 9.
gotcha-lesson-miss-why = Pour cette leçon, annoncez que la 6e plus petite carte de { $other } est un 7.
gotcha-lesson-other-turn = Faux : rien n’est montré, vous ne marquez rien, et la main passe à { $other }. Regardez son annonce.
gotcha-lesson-other-missed = { $other } a dit Je t’ai eu ! et annoncé que votre 5e plus petite carte est un 9. Vous n’avez aucun 9, donc il se trompe, et son Je t’ai eu ! lui coûte 5 points : votre 5e plus petite est à 5 places du bout. C’est de nouveau à vous.
gotcha-lesson-ending = Le jeu continue ainsi jusqu’à ce qu’une main soit vide. L’autre joueur a alors un dernier tour, et le plus haut score gagne. C’est tout Je t’ai eu ! : continuez cette partie ou commencez-en une vraie.

## The coach: why "Suggest" suggests a move, from the hard player's own figures. $guess is the
## guess as its button says it.

gotcha-coach-guess = { $guess } : probable à { $percent } %, et rapporte { $points } points si c’est juste.
gotcha-coach-guess-after-gotcha = { $guess } : probable à { $percent } %. Juste, elle rapporte { $points } points et { $bonus } de plus pour le « Je t’ai eu ! » ; fausse, le « Je t’ai eu ! » coûte { $cost ->
        [one] 1 point
       *[other] { $cost } points
    }.
gotcha-coach-gotcha = Criez « Je t’ai eu ! », puis annoncez { $guess } : probable à { $percent } %. Juste, elle rapporte { $points } points et { $bonus } de plus pour le « Je t’ai eu ! » ; fausse, le « Je t’ai eu ! » coûte { $cost ->
        [one] 1 point
       *[other] { $cost } points
    }. Cela vaut plus que toute annonce sans lui.
gotcha-coach-discard = Écartez votre { $card } : les autres devinent d’abord les cartes des bouts, et votre plus { $end ->
        [smallest] petite
       *[largest] grande
    } carte est alors { $next }, plus loin de là où ils chercheront.
