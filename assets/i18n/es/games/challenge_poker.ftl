# Challenge Poker: its name, rules page, options, and the words of its notes, actions and refusals.

## The game's name and its line on the title screen.

challenge_poker-title = Póquer desafío
challenge_poker-blurb = Póquer de tres cartas, alto y bajo, de 2 a 16 jugadores: plántate o desafía

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

challenge_poker-rules =
    El Póquer desafío se juega con una baraja de 52 cartas, de 2 a 16 jugadores, cada uno con un montón de fichas. Todos tienen tres cartas. Las rondas se alternan: en las rondas bajas (I, III, V…) gana la mano más baja, en las rondas altas (II, IV, VI…) la más alta. Antes de cada una de las cuatro primeras rondas todos ponen una ficha en el bote.

    En las manos altas el orden es trío, escalera de color, color, escalera, pareja y carta alta; el as es alto, y A-2-3 es la escalera más baja. Las manos bajas cuentan el as como uno e ignoran escaleras y colores: cualquier mano sin pareja gana a cualquier pareja, cualquier pareja gana a un trío y, si no, gana la mano cuya carta más alta sea más baja (y después la siguiente carta). A-2-3 es la mejor mano baja.

    Desde la ronda II, cada jugador puede primero tirar las cartas que quiera y robar otras nuevas. Después, por turno, cada jugador puede pasar o plantarse mostrando dos de sus cartas a todos. El primer jugador que se planta cierra la elección. Cada uno de los demás jugadores pasa, desafía o redobla. Si todos pasan, el que se plantó se lleva el bote y empieza un nuevo reparto.

    Un desafío es un duelo privado por el valor del bote: solo esos dos jugadores ven las cartas del otro, y la mano más débil paga a la más fuerte. Un redoble dobla la apuesta; el que se plantó puede retirarse (pagando la apuesta anterior sin ver las cartas), aceptar o redoblar de nuevo para volver a doblarla, y así sucesivamente. El bote en sí se queda para la ronda siguiente. El jugador que se queda sin fichas deja la mesa. La partida termina cuando un jugador tiene todas las fichas, o tras el número de repartos elegido; gana quien tenga más fichas.
challenge_poker-rule-notes =
    Cada reparto usa una baraja recién barajada; las cartas se reparten de una en una, empezando por el jugador a la izquierda del repartidor.
    En la ronda I no se roba. Desde la ronda II, los jugadores roban por orden de turno antes de que nadie pueda plantarse.
    Si el mazo se agota durante un robo, se baraja la pila de descartes para formar un nuevo mazo.
    Las cartas mostradas al plantarse quedan boca arriba a la vista de todos mientras sigan en esa mano.
    Cuando un jugador se planta, los demás responden por turno, empezando por el jugador a su izquierda.
    Los desafíos y redobles se resuelven en el orden en que se hicieron, cuando todos han respondido.
    Retirarse paga la apuesta anterior: un bote tras un primer redoble, dos botes tras un nuevo redoble, y así sucesivamente.
    La apuesta se calcula según el bote tal como está cuando se resuelve.
    Los jugadores que no participan en un duelo saben quién se enfrentó a quién y quién pagó cuánto, pero nunca ven las cartas.
    El jugador que llega a 0 fichas, aunque sea al pagar la apuesta inicial, deja la mesa en el acto; sus cartas van a la pila de descartes.
    Si el que se plantó deja la mesa mientras se resuelven las apuestas, los desafíos que quedan contra él se anulan.
    Cuando solo queda un jugador en la mesa, también se lleva el bote y la partida termina.
    Si un reparto llega a la ronda XVI sin que nadie gane el bote, el reparto termina y el bote se reparte a partes iguales entre los jugadores que siguen en la mesa; las fichas sobrantes van al primer jugador a la izquierda del repartidor.
    En cada nuevo reparto, el repartidor pasa al puesto de la izquierda (saltándose a los jugadores que han dejado la mesa).
    Con 0 como número de repartos, se juega hasta que un jugador tenga todas las fichas.


## Setup options.

challenge_poker-option-tokens = Fichas iniciales
challenge_poker-option-tokens-help = Cuántas fichas recibe cada jugador al empezar.
challenge_poker-option-tokens-count = { $count } { $count ->
        [one] ficha
       *[other] fichas
    }
challenge_poker-option-deals = Repartos
challenge_poker-option-deals-help = La partida termina tras este número de repartos; gana quien tenga más fichas.
challenge_poker-option-deals-count = { $count } { $count ->
        [one] reparto
       *[other] repartos
    }
challenge_poker-option-deals-0 = Hasta que un jugador tenga todas las fichas
challenge_poker-option-dealer-help = Empieza el jugador a la izquierda del repartidor.

## What players say and do, as the log tells it. $seat is the seat the note is about.

challenge_poker-keeps-all = { $seat-is ->
        [you] Te quedas con las tres cartas.
       *[other] { $seat } se queda con las tres cartas.
    }
challenge_poker-draws = { $seat-is ->
        [you] Robas
       *[other] { $seat } roba
    } { $count } { $count ->
        [one] carta
       *[other] cartas
    }.
challenge_poker-passes = { $seat-is ->
        [you] Pasas.
       *[other] { $seat } pasa.
    }
challenge_poker-goes-out = { $seat-is ->
        [you] Te plantas
       *[other] { $seat } se planta
    } mostrando { $cards }.
challenge_poker-lets-stand = { $seat-is ->
        [you] Pasas
       *[other] { $seat } pasa
    }, sin { $goer-is ->
        [you] desafiarte
       *[other] desafiar a { $goer }
    }.
challenge_poker-challenges = { $goer-is ->
        [you] { $seat } te desafía.
       *[other] { $seat-is ->
            [you] Desafías a { $goer }.
           *[other] { $seat } desafía a { $goer }.
        }
    }
challenge_poker-rechallenges = { $seat-is ->
        [you] Redoblas
       *[other] { $seat } redobla
    } contra { $goer-is ->
        [you] ti
       *[other] { $goer }
    }.
challenge_poker-drops = { $seat-is ->
        [you] Te retiras y pagas
       *[other] { $seat } se retira y { $winner-is ->
            [you] te paga
           *[other] paga
        }
    } { $stake } { $stake ->
        [one] ficha
       *[other] fichas
    }{ $winner-is ->
        [you] {""}
       *[other] {" "}a { $winner }
    }.
challenge_poker-drops-short = { $seat-is ->
        [you] Te retiras y pagas
       *[other] { $seat } se retira y { $winner-is ->
            [you] te paga
           *[other] paga
        }
    } { $paid } { $paid ->
        [one] ficha
       *[other] fichas
    }{ $winner-is ->
        [you] {""}
       *[other] {" "}a { $winner }
    }, todo lo que { $seat-is ->
        [you] tienes
       *[other] tiene
    } de las { $stake } que { $seat-is ->
        [you] debías
       *[other] debía
    }.
challenge_poker-accepts = { $seat-is ->
        [you] Aceptas
       *[other] { $seat } acepta
    } { $against-is ->
        [you] tu redoble
       *[other] el redoble de { $against }
    }: duelo por { $stake } { $stake ->
        [one] ficha
       *[other] fichas
    }.
challenge_poker-rechallenges-back = { $seat-is ->
        [you] Redoblas
       *[other] { $seat } redobla
    } de nuevo contra { $against-is ->
        [you] ti
       *[other] { $against }
    }: la apuesta es ahora de { $stake } { $stake ->
        [one] ficha
       *[other] fichas
    }.
challenge_poker-wins-showdown = { $seat-is ->
        [you] Ganas
       *[other] { $seat } gana
    } un duelo contra { $loser-is ->
        [you] ti
       *[other] { $loser }
    } por { $stake } { $stake ->
        [one] ficha
       *[other] fichas
    }.
challenge_poker-wins-showdown-short = { $seat-is ->
        [you] Ganas
       *[other] { $seat } gana
    } un duelo contra { $loser-is ->
        [you] ti
       *[other] { $loser }
    } por { $stake } { $stake ->
        [one] ficha
       *[other] fichas
    }, pero { $loser-is ->
        [you] solo tienes
       *[other] { $loser } solo tiene
    } { $paid } para pagar.
challenge_poker-ties-showdown = { $seat-is ->
        [you] Empatas
       *[other] { $seat } empata
    } un duelo { $against-is ->
        [you] contigo
       *[other] con { $against }
    } por { $stake } { $stake ->
        [one] ficha
       *[other] fichas
    }: nadie paga.

## How a round or a deal ended, and the match. $round is a Roman numeral (I, II, … XVI).

challenge_poker-nobody-out = Ronda { $round } ({ $kind ->
        [low] baja
       *[high] alta
    }): nadie se plantó.
challenge_poker-round-settled = La ronda { $round } ({ $kind ->
        [low] baja
       *[high] alta
    }) queda resuelta; el bote de { $pot } { $pot ->
        [one] ficha
       *[other] fichas
    } sigue en la mesa.
challenge_poker-unchallenged = { $goer-is ->
        [you] Te plantaste sin recibir desafíos y te llevas
       *[other] { $goer } se plantó sin recibir desafíos y se lleva
    } el bote de { $pot } { $pot ->
        [one] ficha
       *[other] fichas
    }.
challenge_poker-pot-shared = El reparto { $deal } llegó a la ronda { $round } sin ganador: el bote de { $pot } { $pot ->
        [one] ficha
       *[other] fichas
    } se reparte.
challenge_poker-won = { $winner-is ->
        [you] Ganas
       *[other] { $winner } gana
    } con { $tokens } { $tokens ->
        [one] ficha
       *[other] fichas
    } tras { $deals } { $deals ->
        [one] reparto
       *[other] repartos
    }.
challenge_poker-shared-lead = { $leaders } comparten el primer puesto con { $tokens } { $tokens ->
        [one] ficha
       *[other] fichas
    } tras { $deals } { $deals ->
        [one] reparto
       *[other] repartos
    }.

## Actions, as buttons and the log name them.

challenge_poker-action-keep = Quedarse todas
challenge_poker-action-discard = Descartar { $cards }
challenge_poker-action-pass = Pasar
challenge_poker-action-go-out = Plantarse mostrando { $cards }
challenge_poker-action-challenge = Desafiar
challenge_poker-action-rechallenge = Redoblar
challenge_poker-action-drop = Retirarse
challenge_poker-action-accept = Aceptar

## Refusals.

challenge_poker-error-not-in-hand = { $card } no está en tu mano.
challenge_poker-error-listed-twice = { $card } aparece dos veces.
challenge_poker-error-draw-first = Primero elige qué cartas tirar (o quédate con todas).
challenge_poker-error-show-two = Muestra dos cartas distintas.
challenge_poker-error-show-own = Solo puedes mostrar cartas de tu mano.
challenge_poker-error-pass-or-go-out = Ahora solo puedes pasar o plantarte.
challenge_poker-error-answer = { $goer-is ->
        [you] Te plantaste
       *[other] { $goer } se plantó
    }: pasa, desafía o redobla.
challenge_poker-error-rechallenged = { $by-is ->
        [you] Redoblaste
       *[other] { $by } redobló
    }: retírate, acepta o redobla de nuevo.
challenge_poker-error-tokens = Cada jugador necesita entre { $min } y { $max } fichas.

## At the table: captions, status lines, prompts and the stakes on the buttons.

challenge_poker-table-caption-own = { $seat } · { $tokens }
challenge_poker-table-caption = { $to_act ->
        [yes] ▶ { $seat }
       *[no] { $seat }
    } · { $tokens }
# At a crowded table the stack goes under the name, so neighbours' captions stay apart.
challenge_poker-table-caption-crowded = { $to_act ->
        [yes] ▶ { $seat }
       *[no] { $seat }
    }
    { $tokens }
challenge_poker-table-caption-out = { $seat } · fuera
challenge_poker-table-caption-out-crowded =
    { $seat }
    fuera
challenge_poker-table-round = Ronda { $round } · { $kind ->
        [low] Baja: gana la mano más baja
       *[high] Alta: gana la mano más alta
    }
challenge_poker-table-deal = Reparto { $deal } · bote { $pot }
challenge_poker-table-deal-of = Reparto { $deal } de { $deals } · bote { $pot }
challenge_poker-table-stake = Apuesta actual { $stake }
challenge_poker-table-stock = Mazo { $count }
challenge_poker-table-showdown = { $loser-is ->
        [you] { $winner } te ganó
       *[other] { $winner } ganó a { $loser }
    } en un duelo y se llevó { $paid } { $paid ->
        [one] ficha
       *[other] fichas
    }
challenge_poker-table-showdown-seen = { $winner-is ->
        [you] Tus { $winner_cards }
       *[other] Las { $winner_cards } de { $winner }
    } ganaron a { $loser-is ->
        [you] tus { $loser_cards }
       *[other] las { $loser_cards } de { $loser }
    }: { $paid } { $paid ->
        [one] ficha
       *[other] fichas
    } para { $winner-is ->
        [you] ti
       *[other] { $winner }
    }
challenge_poker-table-showdown-tied = Empate en el duelo entre { $goer } y { $opponent-is ->
        [you] tú
       *[other] { $opponent }
    }: nadie pagó
challenge_poker-table-showdown-tied-seen = { $goer-is ->
        [you] Tus { $goer_cards }
       *[other] Las { $goer_cards } de { $goer }
    } empataron con { $opponent-is ->
        [you] tus { $opponent_cards }
       *[other] las { $opponent_cards } de { $opponent }
    }: nadie pagó
challenge_poker-table-dropped = { $loser } se retiró ante { $winner-is ->
        [you] ti
       *[other] { $winner }
    } y pagó { $paid } { $paid ->
        [one] ficha
       *[other] fichas
    }
challenge_poker-table-lapsed = { $opponent-is ->
        [you] Tu desafío
       *[other] El desafío de { $opponent }
    } contra { $goer-is ->
        [you] ti
       *[other] { $goer }
    } quedó anulado
challenge_poker-table-prompt-draw = Elige las cartas que quieras cambiar y pulsa Descartar, o quédate con todas
challenge_poker-table-prompt-go-out = Pasa, o plántate: elige las dos cartas que mostrarás a todos
challenge_poker-table-prompt-answer = { $goer } se plantó: pasa, desafía o redobla
challenge_poker-table-prompt-rechallenged = { $by } redobló: retírate, acepta o redobla de nuevo
challenge_poker-table-challenge = Desafiar · apuesta { $stake }
challenge_poker-table-rechallenge = Redoblar · apuesta { $stake }
challenge_poker-table-drop = Retirarse · pagar { $pay }
challenge_poker-table-accept = Aceptar · duelo por { $stake }

## The lesson ("Learn to play"): each step the guide says, and why another move is refused
## there. $second and $third are the two computer players.

challenge_poker-lesson-welcome = En Póquer desafío todos tienen tres cartas y un montón de fichas. Antes de cada una de las cuatro primeras rondas todos ponen una ficha en el bote (resaltado), así que ahora tiene 3. Quien se planta y no es superado se lo lleva. Las rondas se alternan: la ronda I es baja, la II alta, y así sucesivamente. Pulsa Siguiente.
challenge_poker-lesson-low = En una ronda baja gana la mano más baja. El as cuenta como uno, las escaleras y los colores no cuentan, y cualquier mano sin pareja gana a cualquier pareja. Tu pareja de Reyes (resaltada) es débil aquí. Pulsa Siguiente.
challenge_poker-lesson-pass = Por turno, cada jugador pasa o se planta mostrando dos de sus cartas a todos. Con una pareja en ronda baja, pasa.
challenge_poker-lesson-pass-why = Pasa: en ronda baja cualquier mano sin pareja gana a tu pareja de Reyes.
challenge_poker-lesson-others-pass = { $second } y { $third } también pasan.
challenge_poker-lesson-high = Nadie se plantó, así que el bote se queda, y empieza la ronda II: es alta, gana la mano más alta. Todos vuelven a poner una ficha, así que el bote tiene 6. Desde la ronda II, cada jugador puede primero tirar cartas y robar otras nuevas, y quien actúa primero pasa un puesto a la izquierda en cada ronda. Pulsa Siguiente.
challenge_poker-lesson-others-draw = { $second } y { $third } roban primero. Todos ven cuántas cartas roba cada uno, pero no cuáles.
challenge_poker-lesson-draw = En ronda alta, el trío es la mejor mano, mejor incluso que la escalera de color. Tira tu { $card } y roba una carta para intentar el tercer Rey.
challenge_poker-lesson-draw-why = Tira solo tu { $card }: quédate con los dos Reyes.
challenge_poker-lesson-others-stay = { $second } y { $third } no se plantan.
challenge_poker-lesson-go-out = Robaste { $card }: tres Reyes. Solo tres Ases les ganan. Plántate mostrando dos de tus Reyes a todos; el tercero sigue oculto.
challenge_poker-lesson-go-out-why = Plántate mostrando dos Reyes: con tres Reyes vale la pena plantarse.
challenge_poker-lesson-answers = Ahora cada uno de los demás jugadores responde por turno: pasa, desafía o redobla. Si todos pasan, te llevas el bote y el reparto termina.
challenge_poker-lesson-showdown = { $second } te desafió: un duelo por el bote, 6. Solo { $second } y tú veis las dos manos; { $third } nunca las ve. Su escalera de color (resaltada) pierde contra tus tres Reyes, así que te paga 6 de su montón. El bote en sí se queda en la mesa. Pulsa Siguiente.
challenge_poker-lesson-rechallenge-back = { $third } redobló: la apuesta es el doble del bote, 12. Puedes retirarte (pagar 12 sin mostrar), aceptar (un duelo por 12) o redoblar de nuevo, doblándola a 24. Solo tres Ases te ganan: redobla de nuevo.
challenge_poker-lesson-rechallenge-back-why = Redobla de nuevo: con tres Reyes, sube la apuesta.
challenge_poker-lesson-drops = Ahora { $third } responde a tu redoble: retirarse, aceptar o doblar otra vez.
challenge_poker-lesson-ending = { $third } se retiró: te paga la apuesta anterior a la tuya, 12, sin mostrar sus cartas. El bote se queda, y empieza la ronda III (baja) con otra ficha de cada uno (después de la ronda IV ya no se ponen). Un reparto termina cuando alguien se planta y todos pasan: se lleva el bote, el repartidor pasa a la izquierda y se reparte de nuevo. Al final gana quien tenga más fichas. Eso es todo el Póquer desafío: sigue esta partida o empieza una de verdad.

## The coach: why "Suggest" suggests a move, from the hard player's own search. $move and $next
## are moves as their buttons say them; $deals is how many ways the search dealt the cards you
## cannot see; $worth and $against are tokens, rounded: your stack at the end of this deal plus
## your share of the pot, on average.

challenge_poker-coach-search = { $move }: el ordenador en difícil repartió { $deals } { $deals ->
        [one] vez
       *[other] veces
    } las cartas que no ves, siempre de forma coherente con lo que han hecho los demás, y jugó cada opción hasta el final de este reparto. Esta jugada te dejó de media { $worth } { $worth ->
        [one] ficha
       *[other] fichas
    }, contando tu parte del bote; { $next } te dejó { $against }.
challenge_poker-coach-search-close = { $move }: el ordenador en difícil repartió { $deals } { $deals ->
        [one] vez
       *[other] veces
    } las cartas que no ves, siempre de forma coherente con lo que han hecho los demás, y jugó cada opción hasta el final de este reparto. Esta jugada te dejó de media { $worth } { $worth ->
        [one] ficha
       *[other] fichas
    }, contando tu parte del bote; { $next } se quedó a menos de media ficha.
