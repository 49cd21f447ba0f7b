# Svoi Kozyri: its name, rules page, options, and the words of its notes, actions and refusals.

## The game's name and its line on the title screen.

svoi_kozyri-title = Svoi Kozyri
svoi_kozyri-blurb = Triunfos propios para cada uno, todas las cartas a la vista

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

svoi_kozyri-rules =
    Dos jugadores, baraja de 32 cartas (del 7 al as; el as es la más alta). Todas las cartas están boca arriba durante toda la partida.

    Antes del reparto, el repartidor mira su lote, una mitad de la baraja al azar, y elige un palo de triunfo y un segundo palo. El otro jugador se queda con los dos palos restantes y dice cuál de ellos es su triunfo. Los palos se emparejan: triunfo con triunfo, segundo con segundo. El repartidor se queda con las cartas de sus dos palos que hay en su lote; el otro jugador recibe los mismos valores en los palos emparejados; los valores que le faltan al repartidor en cada uno de sus palos van al otro jugador, y sus cartas espejo, al repartidor. Así las dos manos son equivalentes.

    El que no reparte sale con cualquier carta para empezar un montón. En tu turno, o bien matas la carta de arriba y después colocas encima cualquier segunda carta, o bien recoges todo el montón; tras recoger, el otro jugador sale con un montón nuevo. Una carta se mata con una carta más alta de su mismo palo, o con cualquier carta de tu propio palo de triunfo si la carta de arriba no es de tu palo de triunfo. Una carta de tu propio palo de triunfo solo se puede matar con una carta más alta de tu palo de triunfo. En tu turno solo cuentan como especiales tus propios triunfos.

    Ganas en el momento en que juegas legalmente tu última carta, aunque sea una carta que el otro jugador podría matar; matar con tu última carta gana en el acto. Una partida larga termina en empate al llegar al límite de jugadas.
svoi_kozyri-rule-notes =
    El lote del repartidor es la primera mitad de la baraja barajada; el repartidor lo ve mientras elige los palos, el otro jugador no.
    La elección de triunfo del otro jugador solo decide qué papel tiene cada palo: las dos opciones dan la misma forma de mano.
    Matar y colocar la segunda carta son dos jugadas separadas del mismo jugador; la segunda carta es obligatoria salvo que hayas matado con tu última carta.
    Un turno es salir, matar y colocar la segunda carta, matar para ganar, o recoger; el límite de jugadas cuenta turnos y termina la partida en empate.
    Las manos se ordenan con tus triunfos primero, luego tu segundo palo, luego los triunfos y el segundo palo del otro jugador, cada uno de mayor a menor.
    Todo el montón queda boca arriba y a la vista, y las cartas recogidas siguen boca arriba en la mano.
    El ganador anota 1 y el otro jugador 0; un empate da 0 a cada uno.


## Setup options.

svoi_kozyri-option-pack = Baraja
svoi_kozyri-option-pack-help = Una baraja más pequeña da una partida más corta.
svoi_kozyri-option-pack-24 = 24 cartas (del 9 al A)
svoi_kozyri-option-pack-32 = 32 cartas (del 7 al A)
svoi_kozyri-option-pack-36 = 36 cartas (del 6 al A)
svoi_kozyri-option-move-cap = Límite de jugadas
svoi_kozyri-option-move-cap-help = La partida acaba en empate tras este número de jugadas.
svoi_kozyri-option-move-cap-count = { $count } jugadas
svoi_kozyri-option-dealer-help = El repartidor elige palos primero; el otro jugador sale.

## What happens at the table, as the log tells it. $seat is the seat the note is about.

svoi_kozyri-chooses-suits = { $seat-is ->
        [you] Eliges
       *[other] { $seat } elige
    } { $trump } como triunfo y { $second } como segundo palo.
svoi_kozyri-chooses-trump = { $seat-is ->
        [you] Eliges
       *[other] { $seat } elige
    } { $trump } como triunfo.
svoi_kozyri-picks-up = { $seat-is ->
        [you] Recoges
       *[other] { $seat } recoge
    } { $count } { $count ->
        [one] carta
       *[other] cartas
    }.

## How the game ended.

svoi_kozyri-won = { $winner-is ->
        [you] Juegas tu última carta y ganas
       *[other] { $winner } juega su última carta y gana
    }; { $loser-is ->
        [you] te quedas
       *[other] { $loser } se queda
    } con { $left } { $left ->
        [one] carta
       *[other] cartas
    }.
svoi_kozyri-draw = Empate: nadie se quedó sin cartas en { $turns } turnos.

## Actions, as buttons and the log name them.

svoi_kozyri-action-choose-suits = Triunfo { $trump }, segundo { $second }
svoi_kozyri-action-choose-trump = Triunfo { $trump }
svoi_kozyri-action-lead = Jugar { $card }
svoi_kozyri-action-beat = Matar con { $card }
svoi_kozyri-action-pick-up = Recoger

## Refusals.

svoi_kozyri-error-pack = No se ofrece una baraja de { $pack } cartas: elige 24, 32 o 36.
svoi_kozyri-error-move-cap = El límite de jugadas debe ser de al menos 1 turno.
svoi_kozyri-error-not-held = No tienes { $card }.
svoi_kozyri-error-same-suits = Tu palo de triunfo y tu segundo palo deben ser distintos.
svoi_kozyri-error-choose-suits-first = Primero el repartidor debe elegir un palo de triunfo y un segundo palo.
svoi_kozyri-error-dealers-suit = El palo de { $suit } es del repartidor: elige uno de los dos palos restantes.
svoi_kozyri-error-choose-trump = Elige cuál de los dos palos restantes es tu triunfo.
svoi_kozyri-error-lead = Sal con una carta para empezar un montón nuevo.
svoi_kozyri-error-second-card = Has matado la carta de arriba: ahora coloca encima cualquier segunda carta.
svoi_kozyri-error-own-trump = { $top } es de tu propio palo de triunfo: solo la mata un triunfo más alto.
svoi_kozyri-error-no-beat = { $card } no mata a { $top }: juega { $suit-key ->
        [clubs] un ♣ trébol más alto
        [diamonds] un ♦ diamante más alto
        [hearts] un ♥ corazón más alto
       *[spades] una ♠ pica más alta
    } o uno de tus triunfos ({ $trump }).
svoi_kozyri-error-beat-or-pick-up = Mata la carta de arriba del montón o recoge el montón.

## At the table: what each phase asks, each player's suits, the pile and the stock.

svoi_kozyri-table-choose-suits = El repartidor elige triunfo y segundo palo
svoi_kozyri-table-choose-trump = Elige tu triunfo entre los dos palos restantes
svoi_kozyri-table-lead = Sal con una carta para empezar un montón
svoi_kozyri-table-respond = Mata la carta de arriba, o recoge el montón
svoi_kozyri-table-second-card = Coloca una segunda carta encima
svoi_kozyri-table-trumps = { $seat-is ->
        [you] Tus triunfos
       *[other] Triunfos de { $seat }
    }: { $trump } (segundo { $second })
svoi_kozyri-table-trump = { $seat-is ->
        [you] Tus triunfos
       *[other] Triunfos de { $seat }
    }: { $trump }
svoi_kozyri-table-no-trumps = { $seat-is ->
        [you] Tus triunfos
       *[other] Triunfos de { $seat }
    }: aún ninguno
svoi_kozyri-table-pile = Montón: { $count }, turno { $turn } de { $cap }
svoi_kozyri-table-stock = Mazo: { $count }

## Captions beside each hand.

svoi_kozyri-table-caption = { $seat } · triunfo { $trump }, luego { $second }
svoi_kozyri-table-caption-trump = { $seat } · triunfo { $trump }
svoi_kozyri-table-caption-no-trumps = { $seat } · aún sin triunfo

## Prompts over the hand of the player to act.

svoi_kozyri-table-prompt-choose-suits = Elige tu triunfo y tu segundo palo
svoi_kozyri-table-prompt-choose-trump = Elige tu palo de triunfo
svoi_kozyri-table-prompt-lead = Sal con cualquier carta para empezar un montón
svoi_kozyri-table-prompt-respond = Mata el { $top } con una carta resaltada y coloca otra encima, o recoge
svoi_kozyri-table-prompt-second-card = ¡Matada! Ahora coloca cualquier carta encima para terminar tu jugada

## Buttons: the dealer's second suit (after its trump), a card laid on the pile.

svoi_kozyri-table-second-suit = Segundo palo { $second }
svoi_kozyri-table-lay = Colocar { $card }

## The best-play meter: how the seat at the screen fares with best play from here.

svoi_kozyri-table-best-play-win = Con juego perfecto desde aquí: { $seat-is ->
        [you] ganas
       *[other] { $seat } gana
    }
svoi_kozyri-table-best-play-lose = Con juego perfecto desde aquí: { $seat-is ->
        [you] pierdes
       *[other] { $seat } pierde
    }
svoi_kozyri-table-best-play-draw = Con juego perfecto desde aquí: nadie puede forzar la victoria
svoi_kozyri-table-best-play-unknown = Juego perfecto: aún quedan demasiadas cartas para saberlo

## La primera partida guiada («Aprender a jugar»): lo que dice la guía en cada paso y por qué
## otra jugada no sirve ahí. $other es el jugador del ordenador; tú repartes.

svoi_kozyri-lesson-welcome = Svoi Kozyri es para dos jugadores, y todas las cartas están boca arriba toda la partida. Tú repartes, así que eliges tus palos primero. Las cartas resaltadas son tu robo: la mitad de la baraja, que solo ves tú. Míralas y pulsa Siguiente.
svoi_kozyri-lesson-choose-suits = Elige tu propio palo de triunfo y un segundo palo. Tu robo tiene las tres picas más altas y solo corazones pequeños, pero elijas lo que elijas, las dos manos salen iguales. Elige como triunfo: { $trump }; como segundo palo: { $second }.
svoi_kozyri-lesson-choose-suits-why = En esta lección, toma como triunfo { $trump } y como segundo palo { $second }.
svoi_kozyri-lesson-other-chooses = Ahora { $other } toma uno de los dos palos que quedan como triunfo; el otro será su segundo palo.
svoi_kozyri-lesson-mirrored-deal = { $other } tomó como triunfo { $other_trump } y como segundo palo { $other_second }. Los palos van en pareja: tu triunfo ({ $trump }) con el suyo ({ $other_trump }), tu segundo palo ({ $second }) con el suyo ({ $other_second }). El reparto es un espejo: te quedas las cartas de tus palos que había en tu robo, y { $other } recibe los mismos valores en los palos de su pareja. Lo que a tu robo le faltaba de tus palos fue para { $other }, y las cartas espejo para ti. Así las dos manos son iguales.
svoi_kozyri-lesson-other-leads = { $other } no repartió, así que sale: juega cualquier carta para empezar un montón.
svoi_kozyri-lesson-beat-higher = Para responder a una carta, mátala: con una carta más alta de su palo o con una carta de tu propio palo de triunfo. Mata el { $top } con tu { $card }.
svoi_kozyri-lesson-beat-higher-why = Mata con tu { $card }: la carta más baja que lo consigue guarda las más altas para después.
svoi_kozyri-lesson-second-card = Después de matar colocas una segunda carta encima, y { $other } tiene que matarla. Una carta de su propio triunfo ({ $other_trump }) solo la mata una más alta de ese palo, y solo tiene { $trumps }. Coloca tu { $card }.
svoi_kozyri-lesson-second-card-why = Coloca tu { $card }: { $other } no puede matarla.
svoi_kozyri-lesson-other-picks-up = { $other } no puede matarla, así que recoge todo el montón.
svoi_kozyri-lesson-lead = Quien no puede o no quiere matar recoge todo el montón, y el otro empieza uno nuevo: te toca salir. Puedes salir con cualquier carta; sal con tu { $card }.
svoi_kozyri-lesson-lead-why = En esta lección sal con tu { $card }: una carta baja de la que puedes prescindir.
svoi_kozyri-lesson-other-beats = { $other } mata tu carta y después coloca otra.
svoi_kozyri-lesson-other-second-card = { $other } coloca una segunda carta encima.
svoi_kozyri-lesson-pick-up = El { $top } es de tu propio palo de triunfo ({ $trump }): solo lo mata uno más alto de ese palo, y los tuyos son { $hearts }. Recoge el montón.
svoi_kozyri-lesson-pick-up-why = Ninguna de tus cartas mata el { $top }: recoge el montón.
svoi_kozyri-lesson-other-leads-again = Has recogido, así que { $other } empieza un montón nuevo.
svoi_kozyri-lesson-beat-trump = Una carta de tu propio palo de triunfo ({ $trump }) mata cualquier carta de otro palo, por alta que sea. Mata el { $top } con tu { $card }.
svoi_kozyri-lesson-beat-trump-why = Esta vez mata con tu { $card }: cualquiera de tus triunfos ({ $trump }) mata una carta de otro palo.
svoi_kozyri-lesson-play-on = Eso es todo el juego: matar y colocar una segunda carta, o recoger. Quien juega primero su última carta gana en el acto. Pulsa Siguiente y juega hasta el final contra { $other }.
svoi_kozyri-lesson-playing-on = Sigue jugando: mata y coloca una segunda carta, o recoge. Tu última carta gana.

## The coach: why "Suggest" suggests a move, from the hard player's own search. $move is the
## move as its button says it.

svoi_kozyri-coach-either-trump = Cualquiera de los dos palos: los dos que quedan solo intercambian nombres, así que ambos dan la misma partida.
svoi_kozyri-coach-suits = { $move }: estos palos ganaron el { $percent } % de { $count } { $count ->
        [one] partida jugada
       *[other] partidas jugadas
    } hasta el final desde los repartos que pueden dar.
svoi_kozyri-coach-forced = { $move }: esto gana a la fuerza, haga lo que haga el otro jugador, en { $turns } { $turns ->
        [one] turno
       *[other] turnos
    } como mucho.
svoi_kozyri-coach-holds-out = { $move }: con juego perfecto toda jugada pierde; esta es la que más resiste, { $turns } { $turns ->
        [one] turno
       *[other] turnos
    }.
svoi_kozyri-coach-best-hope = { $move }: con juego perfecto toda jugada pierde, pero la búsqueda no pudo probar que esta pierda, así que es la mejor esperanza.
svoi_kozyri-coach-playouts = { $move }: ganó el { $percent } % de { $count } { $count ->
        [one] partida que el ordenador en difícil jugó
       *[other] partidas que el ordenador en difícil jugó
    } hasta el final desde aquí.
