# The table every game shares: whose turn, the action bar, the log, the result, hand-offs,
# hints, undo and the replay bar.

## Text shown as it is (numbers, codes, names).

verbatim = { $text }

## Whose turn.

table-turn = { $seat-is ->
        [you] À vous de jouer
       *[other] Au tour de { $seat }
    }
table-game-over = La partie est terminée

## The action bar.

table-group = { $group }…
table-back = Retour

## The log.

table-taken-back = Vous avez repris votre dernier coup.

## Refusals the table gives itself.

table-error-handing-over = En attente que { $seat } prenne l’appareil.
table-error-undo-off = L’annulation est désactivée : activez « Annulation (entraînement) » dans les réglages.
table-error-undo-autoplay = L’ordinateur joue à votre place.
table-error-undo-people = On ne peut reprendre un coup que dans les parties contre l’ordinateur.
table-error-undo-nothing = Vous n’avez aucun coup à reprendre.
table-error-undo-lesson = On ne reprend pas de coup pendant une leçon : le guide continue d’ici.
lesson-read-first = Lisez d’abord ce que dit le guide, puis appuyez sur Suivant.

## The result.

table-result-draw = Match nul
table-result-you-win = Vous gagnez
table-result-you-lose = Vous perdez
table-result-winners = { $winners-count ->
        [one] { $winners } gagne
       *[other] { $winners } se partagent la victoire
    }

## The status column and the best-play meter.

table-your-move = À vous de jouer

## The action bar: a button with its number key, the cards' hint and the help row.

table-numbered-action = { $key }  { $label }
table-play-a-lit-card = ou jouez une carte en surbrillance
table-suggest = Suggérer un coup
table-undo = Annuler le dernier coup
# The control of the table (lower left, or top right on a phone) that opens the pause menu (for a mouse or a finger).
table-menu = Menu
# On a phone or a small window the score sheet and the log fold away; these buttons beside
# the menu control show them (keys S and L too).
table-fold-sheet = Scores
table-fold-log = Journal

## The score sheet (top right); a total counts up to its value, a row not yet scored shows a dot.

table-sheet-title = Feuille de marque
table-sheet-total = Total
table-sheet-empty = ·

## The result panel: each seat's final score, joined into one line, and the ways on.

table-result-score = { $seat } { $score }
table-result-scores = { $first }, { $rest }
table-play-again = Rejouer
table-change-game = Changer de jeu
table-step-back = Revenir d’un coup
table-watch-again = Revoir
table-title = Écran titre

## Revealed hands in the middle of the table.

table-showdown = Abattage
table-shown = Dévoilé

## Pass and play: the layer that covers the table until the next player has the device.

table-handoff-title = Passez l’appareil à { $seat }
table-handoff-covered = La table reste couverte jusqu’à ce que { $seat } ait l’appareil.
table-handoff-show-cards = Je suis { $seat } — montrer mes cartes
table-handoff-keys = Entrée, Espace ou A

## The replay bar.

table-replay-title = Replay · { $game }
table-replay-deal = La donne · { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
table-replay-move = Coup { $move } sur { $moves }
table-replay-open = { $seat-is ->
        [you] Toutes les cartes visibles, les vôtres en bas
       *[other] Toutes les cartes visibles, { $seat } en bas
    }
table-replay-seen-by = { $seat-is ->
        [you] Vu par vous
       *[other] Vu par { $seat }
    }
table-replay-back = ◀ Reculer
table-replay-forward = Avancer ▶
table-replay-to-start = À la donne
table-replay-to-end = À la fin
table-replay-play = Lecture
table-replay-pause = Pause
table-replay-view = Vue
table-replay-replays = Replays

## The key hints (bottom left), for the device used last. Key names are as printed on the keys.

table-keys-mouse = Cliquez ou glissez une carte, ou cliquez un bouton | 1-9 choisir | Échap menu
table-keys-keyboard-cards = Gauche/Droite choisir une carte | Haut/Bas/Tab choisir un bouton | Entrée jouer | 1-9 | Échap menu
table-keys-keyboard = Haut/Bas/Tab choisir | Entrée valider | 1-9 | Échap menu
table-keys-gamepad-cards = Gauche/Droite ou LB/RB choisir une carte | Haut/Bas bouton | A jouer | X/Y les deux premiers | Start menu
table-keys-gamepad = Croix choisir | A valider | X/Y les deux premiers | Start menu
table-keys-touch = Touchez ou glissez une carte, ou touchez un bouton
# The hint line with the key that asks for a suggestion ("H", or a gamepad's "Select").
table-keys-suggest = { $keys } | { $key } suggérer
table-replay-keys-mouse = Cliquez les boutons en bas à droite | Échap menu
table-replay-keys-keyboard = , et . pas à pas | Début, Fin | P lecture | V vue | Tab boutons | Échap menu
table-replay-keys-gamepad = LT/RT pas à pas | X lecture | Y vue | Croix, A boutons | Start menu
table-replay-keys-touch = Touchez les boutons du replay pour avancer, lire ou changer de vue

table-rematch-ready = Prêts pour une autre partie : { $agreed } sur { $players }
table-session-wins = Parties gagnées sur { $games } : { $wins }
table-session-points = Points sur l’ensemble des parties : { $points }
# Over the hand that a spectator does not hold.
table-watching = Vous regardez cette table

## Le guide d’une leçon (en haut à droite) : son titre, « Suivant » et sa fin.

table-lesson-heading = Apprendre { $game } · étape { $step } sur { $steps }
table-lesson-next = Suivant
table-lesson-done-heading = { $game } : leçon terminée
table-lesson-done = Vous connaissez tout ce que le jeu demande. Essayez une vraie partie contre l’ordinateur.
table-lesson-real-game = Vraie partie

## La revue dans le panneau de résultat : les décisions les plus coûteuses du joueur, selon les
## recherches de l’ordinateur en difficile. $move compte les coups de la partie à partir de 1 ;
## $played et $best sont des coups tels que leurs boutons les disent ; $unit vaut win_chance
## (alors $cost est en pourcentage de la chance de gagner), points ou tokens (alors $cost est
## une moyenne).
## $grade est la note de la décision (best, good, inaccuracy, mistake, blunder ; none là où
## elle n’a pas été notée) ; $accuracy va de 0 à 100 ; les décomptes sont des nombres.

table-review-working = Analyse de vos décisions…
table-review-title = Vos décisions les plus coûteuses
table-review-none = L’ordinateur en difficile n’aurait amélioré aucune de vos décisions.
table-review-decision = Coup { $move }{ $grade ->
        [inaccuracy] , une imprécision
        [mistake] , une erreur
        [blunder] , une gaffe
       *[other] {""}
    } : vous avez choisi « { $played } » ; l’ordinateur en difficile aurait choisi « { $best } ». { $unit ->
        [win_chance] Cela vous a coûté { $cost } % de vos chances de gagner.
        [tokens] Cela vous a coûté en moyenne { $cost } { $cost ->
            [one] jeton
           *[other] jetons
        }.
       *[points] Cela vous a coûté en moyenne { $cost } { $cost ->
            [one] point
           *[other] points
        }.
    }
table-review-show = Voir
table-review-accuracy = Précision { $accuracy } %
table-review-grades = Meilleurs { $best } · Bons { $good } · Imprécisions { $inaccuracy } · Erreurs { $mistake } · Gaffes { $blunder }
table-review-luck = { $sign ->
        [gave] Les cartes vous ont rapporté
       *[cost] Les cartes vous ont coûté
    } { $cards } { $cards ->
        [one] point
       *[other] points
    } de votre chance de gagner ; vos décisions vous ont coûté { $decisions }.

## La table telle qu’un lecteur d’écran la lit : la main de celui qui regarde, sous forme de liste,
## puis une ligne pour chaque autre endroit. $count, $position : des nombres ; $who : une place
## telle que la légende de la table la nomme ; $cards, $top : des cartes en toutes lettres
## (access-card), séparées par des virgules.

access-table = Table
access-card = { $rank } de { $suit-key ->
        [clubs] trèfle
        [diamonds] carreau
        [hearts] cœur
       *[spades] pique
    }
access-card-face-down = une carte face cachée
access-seat = Joueur { $seat }
access-hand = Votre main, { $count ->
        [0] vide
        [one] { $count } carte
       *[other] { $count } cartes
    }
access-hand-card = { $card }, { $position } sur { $count }{ $playable ->
        [yes] , peut être jouée
       *[no] {""}
    }
access-hand-hidden = { $who } : { $count ->
        [0] aucune carte
        [one] { $count } carte
       *[other] { $count } cartes
    }
access-hand-shown = { $who } : { $cards }
access-row = { $who }, sur la table : { $count ->
        [0] aucune carte
       *[other] { $cards }
    }
access-pile = { $count ->
        [0] La pile est vide
        [one] Pile : { $top }
       *[other] Pile de { $count } cartes, { $top } sur le dessus
    }
access-stock = Pioche : { $count ->
        [0] vide
        [one] { $count } carte
       *[other] { $count } cartes
    }
access-discard = Défausse : { $count ->
        [0] vide
        [one] { $count } carte
       *[other] { $count } cartes
    }
access-discard-top = Défausse : { $count ->
        [one] { $top }
       *[other] { $count } cartes, { $top } sur le dessus
    }
access-pot = Pot : { $count ->
        [one] { $count } jeton
       *[other] { $count } jetons
    }
access-stack = { $who } : { $count ->
        [one] { $count } jeton
       *[other] { $count } jetons
    }
access-sheet-row = Feuille de marque, { $row } : { $entries }
access-sheet-total = Feuille de marque, total : { $entries }
access-sheet-empty = rien pour l’instant

## Ce qui se passe à la table, annoncé par la zone dynamique au moment où cela arrive. $seat :
## qui a joué (avec $seat-is : you ou other) ; $to : à qui vont les cartes ou les jetons ;
## $count : combien ; $cards : les cartes en toutes lettres (access-card), quand on peut les
## voir ; $seen : yes si au moins une est visible ; $points, $total : des nombres.

access-told-plays = { $seat-is ->
        [you] Vous jouez
       *[other] { $seat } joue
    } { $seen ->
        [yes] { $cards }
       *[no] { $count ->
            [one] une carte
           *[other] { $count } cartes
        } face cachée
    }.
access-told-lays = { $seat-is ->
        [you] Vous posez
       *[other] { $seat } pose
    } { $seen ->
        [yes] { $cards }
       *[no] { $count ->
            [one] une carte
           *[other] { $count } cartes
        } face cachée
    } sur la table.
access-told-gets = { $seat-is ->
        [you] Vous recevez
       *[other] { $seat } reçoit
    } { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-takes-pile = { $seat-is ->
        [you] Vous prenez
       *[other] { $seat } prend
    } { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } de la pile{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-takes = { $seat-is ->
        [you] Vous prenez
       *[other] { $seat } prend
    } { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-passes = { $seat-is ->
        [you] Vous passez
       *[other] { $seat } passe
    } { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } à { $to-is ->
        [you] vous
       *[other] { $to }
    }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-discarded = { $count ->
        [one] { $count } carte part
       *[other] { $count } cartes partent
    } à la défausse{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-out-of-play = { $count ->
        [one] { $count } carte quitte
       *[other] { $count } cartes quittent
    } le jeu{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-to-stock = { $count ->
        [one] { $count } carte retourne
       *[other] { $count } cartes retournent
    } à la pioche.
access-told-set-aside = { $count ->
        [one] { $count } carte est mise
       *[other] { $count } cartes sont mises
    } de côté.
access-told-moved = { $count ->
        [one] { $count } carte change
       *[other] { $count } cartes changent
    } de place{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-shuffled = { $count ->
        [one] { $count } carte est mélangée
       *[other] { $count } cartes sont mélangées
    }.
access-told-shows = { $seat-is ->
        [you] Vous montrez
       *[other] { $seat } montre
    } { $cards }.
access-told-scored = { $seat-is ->
        [you] Vous marquez
       *[other] { $seat } marque
    } { $points } ({ $total } au total).
access-told-to-pot = { $seat-is ->
        [you] Vous mettez
       *[other] { $seat } met
    } { $count ->
        [one] { $count } jeton
       *[other] { $count } jetons
    } au pot.
access-told-from-pot = { $seat-is ->
        [you] Vous prenez
       *[other] { $seat } prend
    } { $count ->
        [one] { $count } jeton
       *[other] { $count } jetons
    } du pot.
access-told-pays = { $seat-is ->
        [you] Vous payez
       *[other] { $seat } paie
    } { $count ->
        [one] { $count } jeton
       *[other] { $count } jetons
    } à { $to-is ->
        [you] vous
       *[other] { $to }
    }.
access-told-left = { $seat-is ->
        [you] Vous quittez
       *[other] { $seat } quitte
    } la table.
access-told-your-turn = À vous de jouer.

access-told-suggested = Suggestion : { $move }{ $count ->
        [0] {""}
       *[other] {" "}({ $cards })
    }.
