# Bluff Poker: its name, rules page, options, poker hands, and the words of its notes, actions,
# refusals and table.

## The game's name and its line on the title screen.

bluff_poker-title = Póquer farol
bluff_poker-blurb = Arma una mano de póquer carta a carta, o haz que tu rival se retire con un farol

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

bluff_poker-rules =
    Cada uno de los dos jugadores recibe diez cartas; el resto de la baraja forma el mazo. En cada mano, los jugadores colocan por turnos una carta boca arriba en su propia fila, empezando por el que sale. Cuando las dos filas tienen cinco cartas, gana la mejor mano de póquer (carta alta, pareja, doble pareja, trío, escalera, color, full, póquer, escalera de color y, con dos barajas, repóker por encima de todas). Las manos iguales no puntúan.

    Cuando ya tienes una carta en la fila, puedes retirarte en lugar de jugar: tu rival gana la mano. El ganador anota 1 por la primera carta jugada en la mano por cualquiera de los dos, 2 por la segunda, y así sucesivamente: 3 puntos por dos cartas, 10 por cuatro, 55 por las diez. Así que retirarse pronto sale barato, y marcarse un farol con una fila que parece fuerte puede compensar.

    Tras cada mano, las cartas jugadas salen del juego y, empezando por el ganador, los jugadores roban de una en una hasta volver a tener diez. El ganador sale en la mano siguiente. Cuando el mazo se acaba, las manos siguen hasta que alguien empieza una mano con menos de cinco cartas; gana el total más alto.

    Lowball: cuando sales en una mano nueva puedes colocar en su lugar cinco cartas a la vez, boca arriba o boca abajo. Tu rival se retira (anotas 15), responde con cinco boca arriba (se muestran las dos manos y la mano de póquer más baja anota 30; las manos iguales no puntúan) o responde con cinco boca abajo (anotas 30 si las tuyas estaban boca arriba; si no, 5). Las diez cartas salen del juego, los dos rellenan su mano y sale quien ha puntuado.

    Con dos barajas nunca puedes tener dos cartas idénticas (mismo valor y palo) en tu propia fila.
bluff_poker-rule-notes =
    Las cartas se reparten de una en una, empezando por el que no reparte; se roba de la parte superior del mazo.
    A-2-3-4-5 es una escalera con el cinco como carta más alta; en los demás casos el as es alto.
    Las manos iguales se comparan carta a carta hasta la última carta antes de contar como iguales.
    Tras una retirada o manos iguales, las cartas jugadas también salen del juego y los dos jugadores rellenan; tras manos iguales sale el mismo jugador y roba primero.
    Si el mazo se agota al rellenar, los jugadores se quedan con lo que hayan robado hasta entonces.
    La partida termina cuando un jugador tiene menos de cinco cartas al empezar una mano; con totales iguales hay empate.
    Solo se puede cantar Lowball al salir en una mano nueva, antes de jugar ninguna carta en ella.
    Una vez cantado Lowball estás comprometido: elige tus cinco cartas de una en una; se colocan juntas al elegir la quinta, y tu rival no las ve antes.
    Una mano de Lowball boca abajo solo se muestra si el otro jugador responde boca arriba; si no, sale del juego sin verse.
    Las manos de Lowball se comparan como manos de póquer normales: la mano de póquer más débil es la más baja, así que las parejas, escaleras y colores cuentan en tu contra.
    Con dos barajas, la prohibición de cartas idénticas también se aplica a las manos de Lowball, así que cantar o responder Lowball requiere cinco cartas distintas en la mano.
    El repóker está por encima de la escalera de color, pero como cinco cartas del mismo valor siempre incluyen dos idénticas, nunca puede formarse en una fila.
    Con dos barajas, si todas tus cartas son idénticas a alguna que ya está en tu fila, debes retirarte.


## Setup options.

bluff_poker-option-packs = Baraja
bluff_poker-option-packs-help = Con dos barajas se puede hacer repóker, pero nunca tener dos cartas idénticas en una fila.
bluff_poker-option-packs-one = Una baraja (52 cartas)
bluff_poker-option-packs-two = Dos barajas (104 cartas)
bluff_poker-option-lowball = Lowball
bluff_poker-option-lowball-help = Si el que sale puede jugar cinco cartas a la vez en lugar de una.
bluff_poker-option-lowball-allowed = Permitido
bluff_poker-option-lowball-off = No se juega
bluff_poker-option-dealer-help = El otro jugador juega primero en la primera mano.

## Poker hands, by the ranks that name them ($rank is "King", "7").

bluff_poker-hand-high-card = carta alta { $high }
bluff_poker-hand-pair = pareja de { $rank-key ->
        [a] { $rank }es
        [k] { $rank }es
        [q] { $rank }s
        [j] { $rank }s
       *[other] { $rank }
    }
bluff_poker-hand-two-pair = doble pareja de { $high-key ->
        [a] { $high }es
        [k] { $high }es
        [q] { $high }s
        [j] { $high }s
       *[other] { $high }
    } y { $low-key ->
        [a] { $low }es
        [k] { $low }es
        [q] { $low }s
        [j] { $low }s
       *[other] { $low }
    }
bluff_poker-hand-three-of-a-kind = trío de { $rank-key ->
        [a] { $rank }es
        [k] { $rank }es
        [q] { $rank }s
        [j] { $rank }s
       *[other] { $rank }
    }
bluff_poker-hand-straight = escalera { $high-key ->
        [q] a la { $high }
        [j] a la { $high }
       *[other] al { $high }
    }
bluff_poker-hand-flush = color { $high-key ->
        [q] a la { $high }
        [j] a la { $high }
       *[other] al { $high }
    }
bluff_poker-hand-full-house = full de { $three-key ->
        [a] { $three }es
        [k] { $three }es
        [q] { $three }s
        [j] { $three }s
       *[other] { $three }
    } con { $pair-key ->
        [a] { $pair }es
        [k] { $pair }es
        [q] { $pair }s
        [j] { $pair }s
       *[other] { $pair }
    }
bluff_poker-hand-four-of-a-kind = póquer de { $rank-key ->
        [a] { $rank }es
        [k] { $rank }es
        [q] { $rank }s
        [j] { $rank }s
       *[other] { $rank }
    }
bluff_poker-hand-straight-flush = escalera de color { $high-key ->
        [q] a la { $high }
        [j] a la { $high }
       *[other] al { $high }
    }
bluff_poker-hand-royal-flush = escalera real
bluff_poker-hand-five-of-a-kind = repóker de { $rank-key ->
        [a] { $rank }es
        [k] { $rank }es
        [q] { $rank }s
        [j] { $rank }s
       *[other] { $rank }
    }

## What players do, as the log tells it. $seat is the seat that speaks.

bluff_poker-folds = { $seat-is ->
        [you] Te retiras.
       *[other] { $seat } se retira.
    }
bluff_poker-calls-lowball = { $seat-is ->
        [you] Cantas
       *[other] { $seat } canta
    } Lowball { $face ->
        [up] boca arriba.
       *[down] boca abajo.
    }
bluff_poker-folds-to-lowball = { $seat-is ->
        [you] Te retiras ante el Lowball.
       *[other] { $seat } se retira ante el Lowball.
    }
bluff_poker-answers-lowball = { $seat-is ->
        [you] Respondes
       *[other] { $seat } responde
    } al Lowball { $face ->
        [up] boca arriba.
       *[down] boca abajo.
    }
bluff_poker-shows = { $seat-is ->
        [you] Muestras
       *[other] { $seat } muestra
    } { $hand }: { $cards }.

## How a hand ended.

bluff_poker-folded = { $folder-is ->
        [you] Te retiras
       *[other] { $folder } se retira
    } tras { $played } { $played ->
        [one] carta
       *[other] cartas
    }: { $winner-is ->
        [you] anotas
       *[other] { $winner } anota
    } { $points }.
bluff_poker-showdown-won = { $winner-is ->
        [you] Ganas el duelo con { $hand } contra { $against } y anotas { $points }.
       *[other] { $winner } gana el duelo con { $hand } contra { $against } y anota { $points }.
    }
bluff_poker-showdown-tied = Manos iguales ({ $hand }): nadie puntúa.
bluff_poker-lowball-folded = { $folder-is ->
        [you] Te retiras
       *[other] { $folder } se retira
    } ante el Lowball: { $leader-is ->
        [you] anotas
       *[other] { $leader } anota
    } { $points }.
bluff_poker-lowball-won = { $winner-is ->
        [you] Ganas el Lowball con la mano más baja, { $hand } ({ $cards }) contra { $against } ({ $against_cards }), y anotas { $points }.
       *[other] { $winner } gana el Lowball con la mano más baja, { $hand } ({ $cards }) contra { $against } ({ $against_cards }), y anota { $points }.
    }
bluff_poker-lowball-answered-down = { $answerer-is ->
        [you] Respondes
       *[other] { $answerer } responde
    } al Lowball boca abajo: { $leader-is ->
        [you] anotas
       *[other] { $leader } anota
    } { $points }.
bluff_poker-lowball-tied = Manos de Lowball iguales ({ $hand }): nadie puntúa.

## How the game ended.

bluff_poker-won = { $winner-is ->
        [you] Ganas
       *[other] { $winner } gana
    } por { $points } { $points ->
        [one] punto
       *[other] puntos
    } a { $against }.
bluff_poker-draw = Empate a { $points } { $points ->
        [one] punto
       *[other] puntos
    }.

## Actions, as buttons and the log name them.

bluff_poker-action-play = Jugar { $card }
bluff_poker-action-fold = Retirarse
bluff_poker-action-lowball = Lowball { $face ->
        [up] boca arriba
       *[down] boca abajo
    }
bluff_poker-action-choose = Elegir { $card }
bluff_poker-action-answer = Responder { $face ->
        [up] boca arriba
       *[down] boca abajo
    }

## Refusals.

bluff_poker-error-packs = El Póquer farol se juega con una o dos barajas, no con { $packs }.
bluff_poker-error-not-held = No tienes { $card }.
bluff_poker-error-identical-play = Ya jugaste { $card } en esta mano: con dos barajas no puedes jugar una carta idéntica en tu propia fila.
bluff_poker-error-fold-too-early = Solo puedes retirarte después de haber jugado al menos una carta en esta mano.
bluff_poker-error-lowball-off = En esta partida no se juega Lowball.
bluff_poker-error-lowball-lead = Solo puedes cantar Lowball al salir en una mano nueva, antes de jugar ninguna carta en ella.
bluff_poker-error-lowball-different = El Lowball requiere cinco cartas distintas en tu mano (con dos barajas no puede haber cartas idénticas en una fila).
bluff_poker-error-lowball-five = El Lowball requiere que los dos jugadores tengan cinco cartas.
bluff_poker-error-not-choosing = No estás eligiendo una mano de Lowball: juega una carta o retírate.
bluff_poker-error-nothing-to-answer = No hay ningún Lowball al que responder: juega una carta o retírate.
bluff_poker-error-not-left = No te queda { $card } para elegir.
bluff_poker-error-identical-pick = Ya elegiste { $card } para esta mano de Lowball: con dos barajas no puedes jugar una carta idéntica en tu propia fila.
bluff_poker-error-choose-five = Elige las cinco cartas de tu mano de Lowball, de una en una.
bluff_poker-error-answer-needs-five = Necesitas cinco cartas distintas para responder al Lowball: solo puedes retirarte.
bluff_poker-error-answer = Responde al Lowball: retírate, o responde con cinco cartas boca arriba o boca abajo.

## At the table: status lines, captions, prompts, and buttons that show what a choice scores.

bluff_poker-table-score = { $seat }: { $points } { $points ->
        [one] punto
       *[other] puntos
    }
bluff_poker-table-packs = { $packs } { $packs ->
        [one] baraja
       *[other] barajas
    }{ $lowball ->
        [yes] , Lowball permitido
       *[no] {""}
    }
bluff_poker-table-last-hand = Última mano: { $result }
bluff_poker-table-row = { $seat-is ->
        [you] Tu fila
       *[other] Fila de { $seat }
    }
bluff_poker-table-row-best = { $seat-is ->
        [you] Tu fila
       *[other] Fila de { $seat }
    } · { $hand }
bluff_poker-table-stock = Mazo { $count }
bluff_poker-table-prompt-play = Juega una carta en tu fila, o retírate
bluff_poker-table-prompt-lowball-pick = Elige tu mano de Lowball: { $picked } de 5 elegidas
bluff_poker-table-prompt-lowball-answer = ¡Lowball! Responde con cinco cartas tuyas, o retírate
bluff_poker-table-prompt-lowball-respond = Elige tu mano de respuesta: { $picked } de 5 elegidas
bluff_poker-table-they-score = { $action } · el rival anota { $points }
bluff_poker-table-lowball = { $action } · si se retira: tú { $fold }; boca arriba: la más baja { $lower }; boca abajo: tú { $down }
bluff_poker-table-answer-up = { $action } · la mano más baja anota { $points }
bluff_poker-table-why-identical = { $card } ya está en tu fila: con dos barajas una fila no puede tener dos cartas idénticas

## The guided first game ("Learn to play"): what the guide says at each step, and why another
## move will not do there. $other is the computer player, who deals; the learner leads first.

bluff_poker-lesson-welcome = En Póquer farol, { $other } y tú formáis cada uno una mano de póquer de cinco cartas en fila, una carta cada vez y boca arriba. Cuando ambas filas están completas gana la mejor mano de póquer; pero cualquiera de los dos puede retirarse antes. Lo que aún tienes en la mano sigue oculto, así que una fila puede parecer más fuerte de lo que será. Tienes tres Ases (resaltados). Pulsa Siguiente.
bluff_poker-lesson-lead = Sales tú en la primera mano: juega una carta a tu fila. Empieza con tu { $card }.
bluff_poker-lesson-lead-why = En esta lección, juega tu { $card }.
bluff_poker-lesson-other-plays = { $other } responde con una carta a su propia fila.
bluff_poker-lesson-pair = Juega tu { $card }: tu fila muestra una pareja de Ases.
bluff_poker-lesson-pair-why = Juega tu { $card } para mostrar una pareja de Ases.
bluff_poker-lesson-other-plays-again = { $other } juega otra carta.
bluff_poker-lesson-three = Ahora tu { $card }: tres Ases en una fila que { $other } ve.
bluff_poker-lesson-three-why = Juega tu { $card } para tener tres Ases.
bluff_poker-lesson-other-folds = { $other } ya ha jugado una carta, así que puede retirarse en su turno. Contra tres Ases lo hará.
bluff_poker-lesson-folded = { $other } se retiró: ganas la mano, y puntúa por cada carta que jugasteis los dos. 5 cartas valen 1 + 2 + 3 + 4 + 5 = 15; una mano jugada hasta diez cartas vale 55. Las cartas salen del juego, los dos robáis del mazo hasta tener 10, primero el ganador, y el ganador sale.
bluff_poker-lesson-lowball = Cuando sales puedes jugar Lowball: cinco cartas a la vez. Boca arriba, { $other } puede retirarse (sumas 15), responder boca abajo (sumas 30) o responder con cinco boca arriba, y entonces la mano de póquer más baja suma 30. Juega Lowball boca arriba.
bluff_poker-lesson-lowball-why = En esta lección, juega Lowball boca arriba.
bluff_poker-lesson-lowball-choose = En Lowball, bajo es bueno: sin pareja, sin escalera, sin color, cartas pequeñas. Elige { $cards }, una a una. El 6 no: 2 3 4 5 6 sería escalera.
bluff_poker-lesson-lowball-choose-why = Elige { $cards }: cinco cartas bajas sin pareja, escalera ni color.
bluff_poker-lesson-other-answers = { $other } responde: mira lo que hace.
bluff_poker-lesson-lowball-won = { $other } respondió con cinco boca arriba: 9 8 6 4 2. Tu 7 5 4 3 2 es más baja, así que sumas 30. Las diez cartas salen del juego, los dos robáis hasta 10 y vuelves a salir tú.
bluff_poker-lesson-lead-again = Sal con tu { $card }.
bluff_poker-lesson-lead-again-why = En esta lección, sal con tu { $card }.
bluff_poker-lesson-other-king = { $other } juega una carta.
bluff_poker-lesson-second-card = Su Rey supera a tu Reina por ahora. Juega tu { $card }.
bluff_poker-lesson-second-card-why = En esta lección, juega tu { $card }.
bluff_poker-lesson-other-kings = { $other } juega su segunda carta.
bluff_poker-lesson-fold = { $other } muestra una pareja de Reyes. Tus diez cartas dan como mucho una pareja de 3, así que esta mano solo puedes perderla, y cuanto más dure, más cuesta. Retírate ya: él suma 10 por 4 cartas en vez de 55 al final.
bluff_poker-lesson-fold-why = Retírate: tus cartas no superan la pareja de Reyes que muestra { $other }, y cada carta jugada hace que la mano valga más para él.
bluff_poker-lesson-ending = Así sigue: el ganador de una mano sale en la siguiente. La partida es una pasada por el mazo; cuando se acaba, las manos siguen hasta que alguien tiene menos de 5 cartas, y gana el total más alto. Eso es todo el Póquer farol: sigue esta partida o empieza una de verdad.

## The coach: why "Suggest" suggests a move, from the hard player's own figures. $deals is how
## many hands it dealt $other from the cards you have not seen; $hand is a poker hand's name;
## a figure "on average" is in points, rounded, and may be below zero; $now is what a fold gives
## $other now, $end what the hand played out to ten cards would.

bluff_poker-coach-lowball-up = Lowball boca arriba: en { $deals } manos repartidas a { $other } con las cartas que no has visto, la suya no era más baja que la tuya en el { $lower } % de los casos. Ahí el Lowball rinde { $lowball } de media, y una fila, { $play }.
bluff_poker-coach-lowball-down = Lowball boca abajo: en { $deals } manos repartidas a { $other } con las cartas que no has visto, sus cinco mejores cartas superaron a las tuyas en el { $beaten } % de los casos, así que una fila rinde { $play } de media.
bluff_poker-coach-lead = Sal con tu { $card }, hacia { $hand }, la mejor mano de cinco que forman tus cartas. En { $deals } manos repartidas a { $other } con las cartas que no has visto, una fila rinde { $play } de media y el Lowball boca arriba, { $lowball }: demasiado poco para renunciar a la fila.
bluff_poker-coach-build = Juega tu { $card }, hacia { $hand }, la mejor mano de cinco que forman tus cartas: primero las cartas sueltas y bajas, para que tu fila revele poco.
bluff_poker-coach-fold-beaten = Retírate ya: la fila de { $other } ya supera a { $hand }, la mejor mano de cinco que puedes formar, y una fila solo puede mejorar. Retirarte ahora le da { $now } puntos a { $other }; jugada hasta diez cartas, la mano le daría { $end }.
bluff_poker-coach-fold-short = Retírate ya: tus cartas no bastan para completar tu fila hasta cinco, así que esta mano está perdida. Retirarte ahora le da { $now } puntos a { $other }, y cada carta jugada suma más.
bluff_poker-coach-fold-odds = Retírate ya: tu { $hand } solo ganó el duelo en el { $percent } % de las { $deals } manos repartidas a { $other } con las cartas que no has visto. Seguir jugando rinde { $keep } de media; retirarte cuesta { $now } puntos.
bluff_poker-coach-play-on = Juega tu { $card }: tu { $hand } ganó el duelo en el { $percent } % de las { $deals } manos repartidas a { $other } con las cartas que no has visto. Seguir jugando rinde { $keep } de media; retirarte costaría { $now } puntos.
bluff_poker-coach-answer-up = Responde boca arriba: { $other } eligió la mano de cinco más baja de entre un máximo de diez cartas. Frente a { $deals } manos así, repartidas con las cartas que no has visto, tu mano, { $hand }, era más baja en el { $lower } % de los casos, así que responder boca arriba rinde { $edge } de media.
bluff_poker-coach-answer-down = Responde boca abajo: esto le da 5 puntos a { $other }. Frente a las cinco cartas más bajas de { $deals } manos repartidas con las cartas que no has visto, tu mano, { $hand }, solo era más baja en el { $lower } % de los casos, así que responder boca arriba rendiría { $edge } de media.
bluff_poker-coach-choose = Elige tu { $card }: forma parte de { $hand }, la mano de cinco más baja que forman tus cartas.
