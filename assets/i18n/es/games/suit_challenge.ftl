# Suit Challenge: its name, rules page, options, score-sheet rows, and the words of its notes,
# actions and refusals.

## The game's name and its line on the title screen.

suit_challenge-title = Desafío de palos
suit_challenge-blurb = Póquer por palos, en una hoja de nueve filas

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

suit_challenge-rules =
    Dos jugadores compiten por llenar una hoja de puntuación de ocho manos. Las manos se forman solo por palos: dos cartas de un palo y una de cada uno de los demás palos es 1 pareja o escalera, dos palos doblados es 2 parejas, tres de un palo es trío, tres y dos es full, cuatro de un palo es póquer y cinco es repóker. Los ases valen 11, las figuras 10 y las demás cartas su número.

    En cada ronda ambos jugadores reciben cinco cartas y tienen una oportunidad de cantar antes de que nadie robe, empezando por el que no reparte. Después, en tu turno puedes cantar una mano que tus cartas formen de verdad, o descartar las cartas que quieras y robar otras tantas; tras robar puedes cantar en el acto o terminar tu turno. Al cantar se muestran las dos manos. Si la otra mano también forma la mano cantada, las dos compiten por puntos; si no, gana la mano de mayor categoría. El ganador anota los puntos de la mano ganadora en su fila si esa fila aún está vacía; con puntos iguales, o con la fila ya llena, la ronda es nula.

    Mano total cuenta las cinco cartas. Mientras tu fila de Mano total esté vacía, puedes cantarla en tu turno o como respuesta al canto del otro jugador, que queda anulado. El total más alto puntúa en Mano total; si quien canta Mano total pierde, anota 0 en ella, y quien hizo el canto anulado anota el total de sus cinco cartas en la fila cantada.

    Cuando un jugador ha llenado sus ocho filas, el otro puede parar o desafiar una de sus filas vacías. En una ronda de desafío solo se puede cantar la mano desafiada. Si el desafiante gana, anota el total de sus cinco cartas en esa fila; si pierde, anota 0 en ella y el otro jugador suma el total de sus cinco cartas a la fila Desafío. Gana la mayor suma de todas las filas.
suit_challenge-rule-notes =
    Las cartas se reparten de una en una, empezando por el que no reparte; cada ronda empieza con toda la baraja recién barajada.
    Cuando el otro jugador no puede responder con Mano total (su fila está llena), el canto se muestra y se resuelve en el acto.
    Un canto de Mano total no puede responderse con otra Mano total; se resuelve en el acto.
    Cuando una mano de combinación compite con otra distinta, gana la mano de mayor categoría que forme el otro jugador, aunque una menor hubiera puntuado en una fila vacía.
    Se permite no descartar ninguna carta: cuenta como no robar nada, y después puedes cantar o terminar tu turno.
    Los descartes van a la pila de descartes antes de robar, así que un mazo rellenado puede devolverlos.
    Puedes desafiar tu propia fila vacía de Mano total: en esa ronda Mano total es el único canto permitido y gana el total más alto de cinco cartas.
    En una ronda de desafío el reparto se sigue alternando, y ambos jugadores pueden descartar y robar como siempre.
    El jugador que elige si desafiar puede parar en cualquier momento, vaya ganando o perdiendo.

## Setup options.

suit_challenge-option-dealer-help = El otro jugador empieza; el reparto se alterna cada ronda.

## The rows of the score sheet: the hands, Total Hand and Challenge.

suit_challenge-row-pair = 1 pareja
suit_challenge-row-two-pair = 2 parejas
suit_challenge-row-three-of-a-kind = Trío
suit_challenge-row-straight = Escalera
suit_challenge-row-full-house = Full
suit_challenge-row-four-of-a-kind = Póquer
suit_challenge-row-five-of-a-kind = Repóker
suit_challenge-row-total-hand = Mano total
suit_challenge-row-challenge = Desafío

## What players do, as the log tells it. $seat is the seat that speaks.

suit_challenge-calls = { $seat-is ->
        [you] Cantas { $hand }.
       *[other] { $seat } canta { $hand }.
    }
suit_challenge-passes = { $seat-is ->
        [you] Pasas.
       *[other] { $seat } pasa.
    }
suit_challenge-stands-pat = { $seat-is ->
        [you] No cambias ninguna carta.
       *[other] { $seat } no cambia ninguna carta.
    }
suit_challenge-draws = { $seat-is ->
        [you] Robas
       *[other] { $seat } roba
    } { $count } { $count ->
        [one] carta
       *[other] cartas
    }.
suit_challenge-ends-turn = { $seat-is ->
        [you] Terminas tu turno.
       *[other] { $seat } termina su turno.
    }
suit_challenge-accepts = { $seat-is ->
        [you] Aceptas.
       *[other] { $seat } acepta.
    }
suit_challenge-answers-total-hand = { $seat-is ->
        [you] Respondes con Mano total.
       *[other] { $seat } responde con Mano total.
    }
suit_challenge-challenges = { $seat-is ->
        [you] Desafías { $row }.
       *[other] { $seat } desafía { $row }.
    }
suit_challenge-quits = { $seat-is ->
        [you] Terminas la partida.
       *[other] { $seat } termina la partida.
    }

## How a call was settled.

suit_challenge-call-tied = Mismos puntos de { $hand }, { $points } cada uno: ronda nula.
suit_challenge-call-won = { $winner-is ->
        [you] Ganas con { $hand } y anotas { $points }.
       *[other] { $winner } gana con { $hand } y anota { $points }.
    }
suit_challenge-call-won-row-filled = { $winner-is ->
        [you] Ganas con { $hand } ({ $points }), pero esa fila ya está llena: ronda nula.
       *[other] { $winner } gana con { $hand } ({ $points }), pero esa fila ya está llena: ronda nula.
    }
suit_challenge-totals-tied = Totales iguales, { $total }: ronda nula.
suit_challenge-total-hand-won = { $player-is ->
        [you] Ganas Mano total, { $total } a { $against }, y anotas { $total }.
       *[other] { $player } gana Mano total, { $total } a { $against }, y anota { $total }.
    }
suit_challenge-total-hand-lost = { $player-is ->
        [you] Pierdes Mano total, { $total } a { $against }, y anotas 0.
       *[other] { $player } pierde Mano total, { $total } a { $against }, y anota 0.
    }
suit_challenge-answer-lost = { $player-is ->
        [you] Pierdes Mano total, { $total } a { $against }, y anotas 0.
       *[other] { $player } pierde Mano total, { $total } a { $against }, y anota 0.
    } { $caller-is ->
        [you] Anotas { $against } en { $call }.
       *[other] { $caller } anota { $against } en { $call }.
    }
suit_challenge-challenge-tied = Totales iguales, { $total }: el desafío de { $row } queda en empate.
suit_challenge-challenge-won = { $challenger-is ->
        [you] Ganas el desafío y anotas { $total } en { $row }.
       *[other] { $challenger } gana el desafío y anota { $total } en { $row }.
    }
suit_challenge-challenge-lost = { $challenger-is ->
        [you] Pierdes el desafío de { $row }; { $defender } suma { $total } a Desafío.
       *[other] { $challenger } pierde el desafío de { $row }; { $defender-is ->
            [you] sumas { $total } a Desafío.
           *[other] { $defender } suma { $total } a Desafío.
        }
    }

## How the game ended.

suit_challenge-game-won = { $winner-is ->
        [you] Ganas, { $points } a { $against }.
       *[other] { $winner } gana, { $points } a { $against }.
    }
suit_challenge-game-drawn = Empate a { $points } puntos.

## Actions, as buttons and the log name them.

suit_challenge-action-call = Cantar { $hand }
suit_challenge-action-discard = Descartar { $cards }
suit_challenge-action-draw-nothing = No robar
suit_challenge-action-pass = Pasar
suit_challenge-action-end-turn = Terminar turno
suit_challenge-action-accept = Aceptar
suit_challenge-action-total-hand = Mano total
suit_challenge-action-challenge = Desafiar { $row }
suit_challenge-action-quit = Terminar

## Refusals.

suit_challenge-error-challenge-call = En esta ronda de desafío solo se puede cantar { $row }.
suit_challenge-error-challenge-row-call = Desafío es una fila de puntuación, no una mano que se pueda cantar.
suit_challenge-error-total-hand-filled = Tu fila de Mano total ya está llena, así que no puedes cantarla.
suit_challenge-error-not-formed = Tus cartas no forman { $hand }.
suit_challenge-error-not-held = No tienes { $card }.
suit_challenge-error-listed-twice = { $card } aparece dos veces.
suit_challenge-error-answer-filled = No puedes responder con Mano total: esa fila ya está llena.
suit_challenge-error-challenge-filled = Solo puedes desafiar una de tus filas vacías; { $row } no lo es.
suit_challenge-error-opening = Justo después del reparto solo puedes cantar una mano o pasar.
suit_challenge-error-turn = En tu turno puedes cantar una mano o descartar y robar.
suit_challenge-error-after-draw = Después de robar puedes cantar una mano o terminar tu turno.
suit_challenge-error-answer = Responde al canto: acéptalo o anúlalo con Mano total.
suit_challenge-error-challenge-choice = Elige una de tus filas vacías para desafiar, o termina.
suit_challenge-error-sheets-at-start = No se puede empezar con estas hojas de puntos: cada número debe ir de 0 a lo que las cartas pueden sumar, y ninguna hoja puede estar completa.

## At the table: status lines, prompts, captions and buttons that show what a call scores.

suit_challenge-table-round = Ronda { $round }, { $dealer-is ->
        [you] repartes tú
       *[other] reparte { $dealer }
    }
suit_challenge-table-called = { $caller-is ->
        [you] Cantaste { $hand }
       *[other] { $caller } cantó { $hand }
    }
suit_challenge-table-challenge-round = Ronda de desafío: { $row }, desafiada por { $challenger-is ->
        [you] ti
       *[other] { $challenger }
    }
suit_challenge-table-last-call = Último canto: { $result }
suit_challenge-table-piles = Mazo: { $stock }, descartes: { $discards }
suit_challenge-table-prompt-opening = Canta una mano que ya tengas, o pasa (una oportunidad antes de que nadie robe)
suit_challenge-table-prompt-turn = Canta una mano, o elige las cartas que quieras tirar y pulsa Descartar
suit_challenge-table-prompt-after-draw = Canta una mano ahora, o termina tu turno
suit_challenge-table-prompt-answer = { $caller } cantó { $hand }: acepta, o anúlalo con Mano total
suit_challenge-table-prompt-challenge = Desafía una de tus filas vacías, o termina la partida aquí
suit_challenge-table-stock = Mazo { $count }
suit_challenge-table-discards = Descartes { $count }
suit_challenge-table-call = Cantar { $hand } · { $points } pts
suit_challenge-table-total-hand = Mano total · { $points } pts

## The lesson ("Learn to play"): each step the guide says, and why another move is refused
## there. $other is the computer player.

suit_challenge-lesson-welcome = En Desafío de palos las manos se forman solo por palos: dos cartas de un palo y una de cada uno de los demás palos forman 1 pareja o Escalera, tres de un palo forman Trío, y así sucesivamente. Un canto ganador anota sus puntos en la fila de esa mano de la hoja de puntuación, y cuando las hojas están llenas gana quien tenga la suma más alta. Esta partida ya está avanzada. Pulsa Siguiente.
suit_challenge-lesson-sheet = Te quedan dos filas vacías (resaltadas): Trío y Mano total. A { $other } le queda una: Trío. Su Mano total tiene un 0, de una Mano total que perdió: un 0 también llena una fila. Pulsa Siguiente.
suit_challenge-lesson-opening = Justo después del reparto cada uno tiene una oportunidad de cantar, tú primero. Tus dos picas y una carta de cada uno de los demás palos (resaltadas) forman 1 pareja o Escalera, pero esas dos filas están llenas. Pasa.
suit_challenge-lesson-opening-why = Pasa: tus cartas solo forman manos cuyas filas ya has llenado.
suit_challenge-lesson-other-passes = { $other } también pasa.
suit_challenge-lesson-draw = En tu turno puedes cantar, o tirar las cartas que quieras y robar otras tantas. Mano total cuenta las cinco cartas (Ases 11, figuras 10), así que tira { $cards } para buscar cartas más altas.
suit_challenge-lesson-draw-why = Tira { $cards }: son las que menos suman a tu total.
suit_challenge-lesson-end-turn = Robaste { $cards }: tus cinco cartas suman 52. Podrías cantar Mano total ahora, pero termina tu turno: si { $other } canta, puedes responder con Mano total.
suit_challenge-lesson-end-turn-why = Termina tu turno: responderás a { $other } con Mano total.
suit_challenge-lesson-other-draws = { $other } roba una carta, y puede cantar.
suit_challenge-lesson-total-hand = { $other } cantó Trío, su última fila vacía. Responde con Mano total: anula su canto, y los dos sumáis las cinco cartas. Si tu total es más alto, lo anotas en Mano total y su canto no puntúa nada.
suit_challenge-lesson-total-hand-why = Responde con Mano total: frena el canto que llenaría la hoja de { $other }.
suit_challenge-lesson-total-hand-won = Tu 52 gana a su 35: el 52 va a tu fila de Mano total, y su fila de Trío sigue vacía. Si hubieras perdido, habrías anotado 0 en Mano total y él su total en Trío. Se reparte una nueva ronda, y ahora repartes tú. Pulsa Siguiente.
suit_challenge-lesson-other-calls = Ahora { $other } habla primero, y canta Trío en el acto. Tu fila de Mano total está llena, así que no puedes responder: el canto se resuelve enseguida.
suit_challenge-lesson-other-full = Su Trío supera a tu mano, así que sus puntos van a su fila, y su hoja queda completa. Pulsa Siguiente.
suit_challenge-lesson-challenge = Con la hoja de { $other } completa, puedes terminar, y gana la suma más alta: la suya. O puedes desafiar una de tus filas vacías. Desafía Trío.
suit_challenge-lesson-challenge-why = Desafía Trío: vas perdiendo, así que terminar sería perder ante { $other }.
suit_challenge-lesson-challenge-round = Se reparte una ronda de desafío. Solo se puede cantar la mano desafiada, Trío, y nadie puede responder con Mano total. Si ganas, anotas el total de tus cinco cartas en Trío. Si pierdes, anotas 0 ahí y { $other } suma su total a su fila Desafío (resaltada). Pulsa Siguiente.
suit_challenge-lesson-challenge-call = Tus tres cartas de un mismo palo (resaltadas) forman Trío: cántalo.
suit_challenge-lesson-challenge-call-why = Canta Trío, la mano que desafiaste.

## The coach: why "Suggest" suggests a move, from the hard player's own search. $move and $next
## are moves as their buttons say them; $percent and $against are the chances to win the game
## it reckons each leaves (from where the score sheets end up), over $tries tries; $call is a
## row's name; $standing is ahead, level or behind.

suit_challenge-coach-play = { $move }: tras jugarla { $tries } { $tries ->
        [one] vez
       *[other] veces
    } hasta el final, repartiendo cada vez de otra forma las cartas que no ves, te deja una probabilidad estimada del { $percent } % de ganar la partida; { $next }, la mejor de las demás jugadas, el { $against } %.
suit_challenge-coach-respond = { $move }: contra { $tries } { $tries ->
        [one] mano de { $call } repartida
       *[other] manos de { $call } repartidas
    } a { $other } de entre las cartas que no ves, te deja una probabilidad estimada del { $percent } % de ganar la partida; { $next }, el { $against } %.
suit_challenge-coach-challenge = { $move }: en { $tries } { $tries ->
        [one] ronda de desafío jugada
       *[other] rondas de desafío jugadas
    } hasta el final con repartos nuevos, te deja una probabilidad estimada del { $percent } % de ganar la partida; { $next }, el { $against } %.
suit_challenge-coach-quit = Terminar: si terminas ahora, { $standing ->
        [ahead] te llevas la partida, porque vas por delante
        [level] la partida acaba en empate, porque estáis igualados
       *[behind] pierdes la partida, porque vas por detrás
    }, y ningún desafío lo mejora: el mejor, { $next }, te deja una probabilidad estimada del { $against } % en { $tries } { $tries ->
        [one] ronda jugada
       *[other] rondas jugadas
    } hasta el final.
