# Words every part of the game shares: how seats, cards and lists are named, and the rules'
# refusals that are not one game's own.

## Seats. Every seat is named through these: the seat spoken to is "You", others "Player N"
## (or the name a player chose at an online table).

seat-you = Du
seat-player = Spieler { $number }
# A seat as a choice of its own (who deals first).
seat = { $seat }

## Lists: the last two names joined.

list-and = { $first } und { $last }

## Suits, as a sentence names them, with their symbol.

suit-clubs = ♣ Kreuz
suit-diamonds = ♦ Karo
suit-hearts = ♥ Herz
suit-spades = ♠ Pik

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
rank-j = Bube
rank-q = Dame
rank-k = König
rank-a = Ass

## Levels of the computer players.

level-easy = Leicht
level-normal = Normal
level-hard = Schwer

## The rules' refusals shared by every game.

error-game-over = Das Spiel ist vorbei.
error-not-your-turn = { $to_act-is ->
        [you] Du bist dran
       *[other] { $to_act } ist dran
    }, nicht { $seat-is ->
        [you] du
       *[other] { $seat }
    }.
error-illegal = „{ $action }“ ist jetzt nicht erlaubt.
error-seats = { $game } wird von { $min ->
        [2] { $max ->
                [2] genau 2
               *[other] 2 bis { $max }
            }
       *[other] { $min } bis { $max }
    } Spielern gespielt, nicht von { $seats }.
error-dealer = Der Geber muss einer der { $seats } Spieler sein.
error-no-seat = An diesem Tisch mit { $seats } Plätzen gibt es { $seat } nicht.
error-pack-size = Das vorgegebene Kartenspiel hat { $given } Karten; dieses Spiel braucht genau { $needed }.
error-pack-card = Das vorgegebene Kartenspiel enthält { $card } öfter als das Kartenspiel dieses Spiels.
error-bad-action = Das ist kein Zug in { $game }.
error-bad-options = Das sind keine Optionen von { $game }.
error-not-a-save = Das ist kein gespeichertes Challenge-Spiel.
error-save-version = Dieses Spiel wurde von einer anderen Version von Challenge gespeichert.
error-unknown-game = Der Spielstand gehört zu einem Spiel, das diese Version nicht kennt ({ $id }).
error-damaged = Der Spielstand ist beschädigt.
error-internal = Im Spiel ist etwas schiefgegangen; nichts wurde verändert.
error-unfinished = Diese Partie { $game } ist nach { $moves } Zügen nicht beendet.
error-code-damaged = Dieser Code ist beschädigt oder falsch eingegeben.
error-code-newer = Dieser Code stammt von einer neueren Version von Challenge.
error-code-prefix = Das ist kein Challenge-Spielcode: Codes beginnen mit { $prefix }.
error-code-character = „{ $character }“ kommt in Spielcodes nicht vor: Der Code ist falsch eingegeben.

## The rules document (docs/rules.md).

rules-document-title = Die Spielregeln
rules-document-intro = So, wie Challenge sie spielt. Diese Seite wird aus den englischen Textdateien erzeugt (`challenge_text::rules_markdown`); derselbe Text wird im Spiel in jeder seiner Sprachen gezeigt.
rules-notes-heading = Regelhinweise

## Setup: the row every game has.

option-dealer = Wer zuerst gibt

scroll-more-below = Weiter unten
