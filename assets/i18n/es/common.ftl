# Words every part of the game shares: how seats, cards and lists are named, and the rules'
# refusals that are not one game's own.

## Seats. Every seat is named through these: the seat spoken to is "You", others "Player N"
## (or the name a player chose at an online table).

seat-you = Tú
seat-player = Jugador { $number }
# A seat as a choice of its own (who deals first).
seat = { $seat }

## Lists: the last two names joined.

list-and = { $first } y { $last }

## Suits, as a sentence names them, with their symbol.

suit-clubs = ♣ tréboles
suit-diamonds = ♦ diamantes
suit-hearts = ♥ corazones
suit-spades = ♠ picas

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
rank-j = jota
rank-q = reina
rank-k = rey
rank-a = as

## Levels of the computer players.

level-easy = Fácil
level-normal = Normal
level-hard = Difícil

## The rules' refusals shared by every game.

error-game-over = La partida ha terminado.
error-not-your-turn = Es { $to_act-is ->
        [you] tu turno
       *[other] el turno de { $to_act }
    }, no { $seat-is ->
        [you] el tuyo
       *[other] el de { $seat }
    }.
error-illegal = «{ $action }» no está permitido ahora.
error-seats = { $game } se juega con { $min ->
        [2] { $max ->
                [2] exactamente 2
               *[other] de 2 a { $max }
            }
       *[other] de { $min } a { $max }
    } jugadores, no con { $seats }.
error-dealer = El repartidor debe ser uno de los { $seats } jugadores.
error-no-seat = En esta mesa de { $seats } no hay ningún { $seat }.
error-pack-size = El mazo preparado tiene { $given } cartas; esta partida necesita exactamente { $needed }.
error-pack-card = El mazo preparado contiene { $card } más veces que la baraja de esta partida.
error-bad-action = Esa no es una jugada de { $game }.
error-bad-options = Esas no son opciones de { $game }.
error-not-a-save = Esto no es una partida guardada de Challenge.
error-save-version = Esta partida la guardó otra versión de Challenge.
error-unknown-game = La partida guardada es de un juego que esta versión no tiene ({ $id }).
error-damaged = La partida guardada está dañada.
error-internal = Algo ha fallado dentro del juego; no se ha cambiado nada.
error-unfinished = Esta partida de { $game } no ha terminado tras sus { $moves } jugadas.
error-code-damaged = Este código está dañado o mal escrito.
error-code-newer = Este código lo creó una versión más reciente de Challenge.
error-code-prefix = Esto no es un código de partida de Challenge: los códigos empiezan por { $prefix }.
error-code-character = «{ $character }» no puede aparecer en un código de partida: está mal escrito.

## The rules document (docs/rules.md).

rules-document-title = Las reglas de los juegos
rules-document-intro = Tal como las juega Challenge. Esta página se genera a partir de los archivos de mensajes en inglés (`challenge_text::rules_markdown`); el mismo texto aparece en el juego, en cada uno de sus idiomas.
rules-notes-heading = Notas de reglas

## Setup: the row every game has.

option-dealer = Quién reparte primero

scroll-more-below = Más abajo
