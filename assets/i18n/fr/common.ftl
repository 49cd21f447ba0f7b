# Words every part of the game shares: how seats, cards and lists are named, and the rules'
# refusals that are not one game's own.

## Seats. Every seat is named through these: the seat spoken to is "You", others "Player N"
## (or the name a player chose at an online table).

seat-you = Vous
seat-player = Joueur { $number }
# A seat as a choice of its own (who deals first).
seat = { $seat }

## Lists: the last two names joined.

list-and = { $first } et { $last }

## Suits, as a sentence names them, with their symbol.

suit-clubs = ♣ trèfle
suit-diamonds = ♦ carreau
suit-hearts = ♥ cœur
suit-spades = ♠ pique

## Ranks by name.

rank-2 = 2
rank-3 = 3
rank-4 = 4
rank-5 = 5
rank-6 = 6
rank-7 = 7
rank-8 = 8
rank-9 = 9
rank-10 = 10
rank-j = valet
rank-q = dame
rank-k = roi
rank-a = as

## Levels of the computer players.

level-easy = Facile
level-normal = Normal
level-hard = Difficile

## The rules' refusals shared by every game.

error-game-over = La partie est terminée.
error-not-your-turn = C’est { $to_act-is ->
        [you] à vous
       *[other] à { $to_act }
    } de jouer, pas { $seat-is ->
        [you] à vous
       *[other] à { $seat }
    }.
error-illegal = « { $action } » n’est pas permis maintenant.
error-seats = { $game } se joue { $min ->
        [2] { $max ->
                [2] à exactement 2
               *[other] de 2 à { $max }
            }
       *[other] de { $min } à { $max }
    } joueurs, pas à { $seats }.
error-dealer = Le donneur doit être l’un des { $seats } joueurs.
error-no-seat = Il n’y a pas de { $seat } à cette table de { $seats }.
error-pack-size = Le paquet préparé compte { $given } cartes ; ce jeu en demande exactement { $needed }.
error-pack-card = Le paquet préparé contient { $card } plus souvent que le paquet de ce jeu.
error-bad-action = Ce coup n’existe pas dans { $game }.
error-bad-options = Ces options n’existent pas dans { $game }.
error-not-a-save = Ce n’est pas une partie sauvegardée de Challenge.
error-save-version = Cette partie a été sauvegardée par une autre version de Challenge.
error-unknown-game = La sauvegarde est celle d’un jeu que cette version ne connaît pas ({ $id }).
error-damaged = La partie sauvegardée est endommagée.
error-internal = Une erreur s’est produite dans le jeu ; rien n’a été modifié.
error-unfinished = Cette partie de { $game } n’est pas terminée après ses { $moves } { $moves ->
        [one] coup
       *[other] coups
    }.
error-code-damaged = Ce code est endommagé ou mal saisi.
error-code-newer = Ce code vient d’une version plus récente de Challenge.
error-code-prefix = Ce n’est pas un code de partie Challenge : les codes commencent par { $prefix }.
error-code-character = « { $character } » ne peut pas figurer dans un code de partie : il a été mal saisi.

## The rules document (docs/rules.md).

rules-document-title = Les règles des jeux
rules-document-intro = Telles que Challenge les applique. Cette page est générée à partir des fichiers de messages anglais (`challenge_text::rules_markdown`) ; le même texte est affiché dans le jeu, dans chacune de ses langues.
rules-notes-heading = Précisions

## Setup: the row every game has.

option-dealer = Premier donneur

scroll-more-below = Suite plus bas
