# Gotcha: its name, rules page, options, and the words of its notes, actions and refusals.

## The game's name and its line on the title screen.

gotcha-title = ¡Te pillé!
gotcha-blurb = Adivina las cartas de las manos ordenadas de tus rivales

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

gotcha-rules =
    El as vale 1, la jota 11, la reina 12 y el rey 13; los palos no importan. Cada jugador mantiene su mano oculta y ordenada de menor a mayor. Con dos jugadores se reparten 26 cartas a cada uno y cada uno descarta 6 en secreto (o, según la opción, 20 cada uno sin descarte, o 20 cada uno descartando 5). Con tres a cinco jugadores la baraja se reparte a partes iguales, las pocas cartas sobrantes se apartan sin verlas y cada jugador descarta una carta en secreto.

    Empieza el jugador a la izquierda del repartidor, adivinando una carta de un rival: «tu 3.ª carta más baja es un 9» (o contando desde el extremo más alto). Si acierta, la carta se muestra a todos y se retira; quien adivina anota 3 más la distancia de la carta al extremo más cercano de esa mano (1 para una carta del extremo, 2 para la siguiente hacia dentro, y así sucesivamente, contada antes de retirar la carta) y vuelve a adivinar, con tres o más jugadores a cualquier rival. Si falla, no se muestra nada y el turno pasa: al otro jugador si son dos; si no, al asiento anterior (en sentido antihorario).

    Antes de adivinar puedes cantar «¡Te pillé!». Si aciertas y no es una carta del extremo, anotas 1 más; si no, pierdes tantos puntos como la distancia de esa carta al extremo más cercano. Las puntuaciones pueden bajar de cero.

    Con dos jugadores, cuando una mano se vacía termina el turno de quien adivina y el jugador que se ha quedado sin cartas tiene un último turno; después gana la puntuación más alta. Con tres a cinco jugadores la partida se detiene en cuanto alguien se queda sin cartas, y gana la puntuación más alta.
gotcha-rule-notes =
    Las cartas se reparten de una en una, empezando por el jugador a la izquierda del repartidor.
    Los descartes se hacen de carta en carta: el jugador a la izquierda del repartidor hace todos los suyos, luego el siguiente jugador, y así alrededor de la mesa.
    En las partidas de dos jugadores con 20 cartas cada uno, las 12 cartas sin repartir se apartan sin verlas.
    Las cartas descartadas y apartadas quedan ocultas toda la partida.
    Las cartas del mismo valor se ordenan por palo (tréboles, diamantes, corazones, picas); solo se adivina el valor.
    Una posición puede contarse desde cualquiera de los dos extremos: la 2.ª más alta de 10 cartas es la 9.ª más baja, y puntúa lo mismo.
    «¡Te pillé!» vale solo para la siguiente adivinanza y no puede cantarse dos veces antes de ella.
    Acertar una carta del extremo tras cantar «¡Te pillé!» sigue puntuando y conserva el turno, pero «¡Te pillé!» pierde 1 punto.
    Las puntuaciones pueden bajar de cero.
    Con dos jugadores, el último turno termina con el primer fallo o cuando la otra mano también se vacía.
    Con tres a cinco jugadores, todos los empatados con la puntuación más alta comparten la victoria; si todos empatan, la partida es un empate.

## Setup options.

gotcha-option-deal = Reparto
gotcha-option-deal-help = Cuántas cartas recibe cada jugador y cuántas descarta en secreto.
gotcha-option-deal-26-discard-6 = 26 cartas cada uno, descartar 6
gotcha-option-deal-20 = 20 cartas cada uno, sin descarte
gotcha-option-deal-20-discard-5 = 20 cartas cada uno, descartar 5
gotcha-option-dealer-help = Adivina primero el jugador que sigue al repartidor.

## What happens at the table, as the log tells it. $seat is the seat the note is about.

gotcha-starts-guessing = { $seat-is ->
        [you] Empiezas a adivinar.
       *[other] { $seat } empieza a adivinar.
    }
gotcha-calls-gotcha = { $seat-is ->
        [you] Cantas «¡Te pillé!».
       *[other] { $seat } canta «¡Te pillé!».
    }
gotcha-guess = { $seat-is ->
        [you] Adivinas
       *[other] { $seat } adivina
    }: { $target-is ->
        [you] tu
       *[other] la
    } { $position }.ª carta { $end ->
        [smallest] más baja
       *[largest] más alta
    }{ $target-is ->
        [you] {""}
       *[other] {" "}de { $target }
    } es { $value-key ->
        [q] una
        [j] una
       *[other] un
    } { $value }.
gotcha-right = { $seat-is ->
        [you] Acierto: muestras tu { $card }.
       *[other] Acierto: { $seat } muestra su { $card }.
    }
gotcha-wrong = { $seat-is ->
        [you] Fallo: tu carta no es esa.
       *[other] Fallo: la carta de { $seat } no es esa.
    }
gotcha-last-turn = { $seat-is ->
        [you] Te has quedado sin cartas y juegas un último turno.
       *[other] { $seat } se ha quedado sin cartas y juega un último turno.
    }
gotcha-won = { $winner-is ->
        [you] Ganas
       *[other] { $winner } gana
    } con { $points } { $points ->
        [one] punto
       *[other] puntos
    }.
gotcha-shared-win = { $winners } comparten la victoria con { $points } { $points ->
        [one] punto
       *[other] puntos
    }.
gotcha-draw = Empate: todos tienen { $points } { $points ->
        [one] punto
       *[other] puntos
    }.

## Actions, as buttons and the log name them.

gotcha-action-discard = Descartar { $card }
gotcha-action-gotcha = ¡Te pillé!
gotcha-action-guess = { $target }: la { $position }.ª { $end ->
        [smallest] más baja
       *[largest] más alta
    } es { $value-key ->
        [q] una
        [j] una
       *[other] un
    } { $value }

## Refusals.

gotcha-error-not-held = No tienes { $card } para descartar.
gotcha-error-discard-first = Todos deben terminar de descartar antes de empezar a adivinar.
gotcha-error-discards-made = Ya se han hecho todos los descartes.
gotcha-error-gotcha-called = Ya has cantado «¡Te pillé!»; ahora adivina.
gotcha-error-own-cards = No puedes adivinar tus propias cartas.
gotcha-error-no-cards = { $seat } no tiene cartas que puedas adivinar.
gotcha-error-value = Adivina un valor del as (1) al rey (13).
gotcha-error-position = { $seat } tiene { $count } cartas: elige una posición del 1 al { $count }.

## At the table: captions, status lines, prompts and the steps of a guess.

gotcha-table-caption-own = { $seat } · { $points }
gotcha-table-caption = { $to_act ->
        [yes] ▶ { $seat }
       *[no] { $seat }
    } · { $cards } { $cards ->
        [one] carta
       *[other] cartas
    } · { $points } pts
gotcha-table-discarding = Descarta { $count } más
gotcha-table-last-turn = Último turno
gotcha-table-guessing = Adivinando
gotcha-table-guessed-right = { $guess } Acierto: { $card }.
gotcha-table-guessed-wrong = { $guess } Fallo.
gotcha-table-prompt-discard = Descarta { $count } { $count ->
        [one] carta
       *[other] cartas
    }: elígelas de una en una
gotcha-table-prompt-guess = Adivina una carta: elige un jugador, un extremo, una posición y luego un valor
gotcha-table-count-from = { $end ->
        [smallest] Contar desde la más baja
       *[largest] Contar desde la más alta
    }
gotcha-table-position = { $position }.ª carta
gotcha-table-value = { $value } · { $points } pts
gotcha-table-value-ruled-out = { $value } (imposible)
gotcha-table-call-gotcha = Cantar «¡Te pillé!» · +1 si aciertas y no es del extremo; si no, pierdes su distancia

## The guided first game ("Learn to play"): what the guide says at each step, and why another
## move will not do there. $other is the computer player, who deals; the learner guesses first.

gotcha-lesson-welcome = En ¡Te pillé! adivinas las cartas ocultas de las otras manos. Solo cuenta el valor: As 1, Jota 11, Reina 12, Rey 13; los palos no. Cada mano se mantiene ordenada de la más baja a la más alta, así que una carta se nombra por su lugar: tu más baja es el As resaltado, tu más alta la Reina resaltada. { $other } y tú tenéis 20 cartas cada uno. Pulsa Siguiente.
gotcha-lesson-discard = Primero cada uno aparta 5 cartas, boca abajo y para siempre: nadie más las verá. Elige 5 cartas de tu mano, una a una. Recuérdalas: cada carta que tienes o apartaste es una que { $other } no puede tener.
gotcha-lesson-discard-why = Aparta 5 cartas cualesquiera de tu mano, una a una.
gotcha-lesson-other-discards = Ahora { $other } aparta 5 cartas. Él repartió, así que adivinas tú primero.
gotcha-lesson-guess-largest = { $other } se quedó con 15 cartas. Una apuesta nombra una mano, un lugar en ella contado desde su carta más baja y un valor. No tienes ningún Rey, así que su carta más alta probablemente lo sea: es su 15.ª desde la más baja. Cuenta desde la más baja y adivina que su 15.ª carta es un Rey (o elige la carta misma). Una carta de un extremo vale 3 + 1 = 4.
gotcha-lesson-guess-largest-why = En esta lección, adivina que la 15.ª carta de { $other } desde la más baja, la más alta, es un Rey.
gotcha-lesson-guess-further-in = Correcto: el Rey se muestra y se retira, sumas 4, y tras un acierto vuelves a adivinar. Una carta más hacia dentro vale más: 3 más su lugar contado desde el extremo más cercano. Tienes los cuatro Ases, así que sus cartas bajas empiezan en el 2. Adivina que su 3.ª más baja es un 3: vale 3 + 3 = 6.
gotcha-lesson-guess-further-in-why = En esta lección, adivina que la 3.ª carta más baja de { $other } es un 3.
gotcha-lesson-call-gotcha = Correcto otra vez. Ahora razona: su 3.ª más baja era un 3, así que sus dos más bajas son 3 o menos. Tienes todos los Ases y tres de los 2, así que como mucho una de ellas es un 2: su 2.ª más baja tiene que ser un 3. Cuando estés seguro de una carta que no está en un extremo, canta ¡Te pillé! antes: si aciertas, suma 1 más; si fallas, o si está en un extremo, te cuesta la distancia de la carta al extremo. Canta ¡Te pillé!.
gotcha-lesson-call-gotcha-why = Canta ¡Te pillé! primero: estás seguro de la 2.ª carta más baja de { $other }.
gotcha-lesson-gotcha-guess = Ahora adivina que su 2.ª carta más baja es un 3.
gotcha-lesson-gotcha-guess-why = Adivina que la 2.ª carta más baja de { $other } es un 3: la carta de la que estás seguro.
gotcha-lesson-miss = Correcto: 5 puntos y 1 más por el ¡Te pillé!. El centro de una mano vale más pero es lo más difícil de adivinar. Adivina que su 6.ª más baja es un 7: valdría 3 + 6 = 9.
gotcha-lesson-miss-why = En esta lección, adivina que la 6.ª carta más baja de { $other } es un 7.
gotcha-lesson-other-turn = Fallo: no se muestra nada, no sumas nada y el turno pasa a { $other }. Mira su apuesta.
gotcha-lesson-other-missed = { $other } cantó ¡Te pillé! y adivinó que tu 5.ª carta más baja es un 9. No tienes ningún 9, así que se equivoca, y su ¡Te pillé! le cuesta 5 puntos: tu 5.ª más baja está a 5 lugares del extremo. Te toca otra vez.
gotcha-lesson-ending = Así sigue hasta que una mano se vacía. Entonces el otro jugador tiene un último turno, y gana la puntuación más alta. Eso es todo ¡Te pillé!: sigue esta partida o empieza una de verdad.

## The coach: why "Suggest" suggests a move, from the hard player's own figures. $guess is the
## guess as its button says it.

gotcha-coach-guess = { $guess }: { $percent } % de probabilidad, y vale { $points } puntos si aciertas.
gotcha-coach-guess-after-gotcha = { $guess }: { $percent } % de probabilidad. Si aciertas, suma { $points } puntos y { $bonus } más por el «¡Te pillé!»; si fallas, el «¡Te pillé!» cuesta { $cost ->
        [one] 1 punto
       *[other] { $cost } puntos
    }.
gotcha-coach-gotcha = Canta «¡Te pillé!» y luego adivina { $guess }: { $percent } % de probabilidad. Si aciertas, suma { $points } puntos y { $bonus } más por el «¡Te pillé!»; si fallas, el «¡Te pillé!» cuesta { $cost ->
        [one] 1 punto
       *[other] { $cost } puntos
    }. Vale más que cualquier adivinanza sin él.
gotcha-coach-discard = Aparta el { $card }: los demás adivinan primero las cartas de los extremos, y tu carta { $end ->
        [smallest] más baja
       *[largest] más alta
    } pasa a ser el { $next }, más lejos de donde buscarán.
