# The table every game shares: whose turn, the action bar, the log, the result, hand-offs,
# hints, undo and the replay bar.

## Text shown as it is (numbers, codes, names).

verbatim = { $text }

## Whose turn.

table-turn = { $seat-is ->
        [you] Tu turno
       *[other] Turno de { $seat }
    }
table-game-over = La partida ha terminado

## The action bar.

table-group = { $group }…
table-back = Atrás

## The log.

table-taken-back = Has deshecho tu última jugada.

## Refusals the table gives itself.

table-error-handing-over = Esperando a que { $seat } tome el dispositivo.
table-error-undo-off = Deshacer está desactivado: activa «Deshacer (práctica)» en los ajustes.
table-error-undo-autoplay = El ordenador está jugando por ti.
table-error-undo-people = Solo se pueden deshacer jugadas en partidas contra el ordenador.
table-error-undo-nothing = No tienes ninguna jugada que deshacer.
table-error-undo-lesson = En una lección no se deshacen jugadas: la guía sigue desde aquí.
lesson-read-first = Lee primero lo que dice la guía y pulsa Siguiente.

## The result.

table-result-draw = Empate
table-result-you-win = Has ganado
table-result-you-lose = Has perdido
table-result-winners = { $winners-count ->
        [one] { $winners } gana
       *[other] { $winners } comparten la victoria
    }

## The status column and the best-play meter.

table-your-move = Tu jugada

## The action bar: a button with its number key, the cards' hint and the help row.

table-numbered-action = { $key }  { $label }
table-play-a-lit-card = o juega una carta resaltada
table-suggest = Sugerir jugada
table-undo = Deshacer jugada
# The control of the table (lower left, or top right on a phone) that opens the pause menu (for a mouse or a finger).
table-menu = Menú
# On a phone or a small window the score sheet and the log fold away; these buttons beside
# the menu control show them (keys S and L too).
table-fold-sheet = Puntos
table-fold-log = Registro

## The score sheet (top right); a total counts up to its value, a row not yet scored shows a dot.

table-sheet-title = Hoja de puntos
table-sheet-total = Total
table-sheet-empty = ·

## The result panel: each seat's final score, joined into one line, and the ways on.

table-result-score = { $seat } { $score }
table-result-scores = { $first }, { $rest }
table-play-again = Jugar otra vez
table-change-game = Cambiar de juego
table-step-back = Paso atrás
table-watch-again = Ver otra vez
table-title = Inicio

## Revealed hands in the middle of the table.

table-showdown = Duelo
table-shown = Mostradas

## Pass and play: the layer that covers the table until the next player has the device.

table-handoff-title = Pasa a { $seat }
table-handoff-covered = La mesa sigue tapada hasta que { $seat } tenga el dispositivo.
table-handoff-show-cards = Soy { $seat }: mostrar mis cartas
table-handoff-keys = Intro, Espacio o A

## The replay bar.

table-replay-title = Repetición · { $game }
table-replay-deal = El reparto · { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
table-replay-move = Jugada { $move } de { $moves }
table-replay-open = { $seat-is ->
        [you] Todas las cartas a la vista, las tuyas abajo
       *[other] Todas las cartas a la vista, { $seat } abajo
    }
table-replay-seen-by = { $seat-is ->
        [you] Como lo ves tú
       *[other] Como lo ve { $seat }
    }
table-replay-back = ◀ Atrás
table-replay-forward = Adelante ▶
table-replay-to-start = Al reparto
table-replay-to-end = Al final
table-replay-play = Reproducir
table-replay-pause = Pausa
table-replay-view = Vista
table-replay-replays = Repeticiones

## The key hints (bottom left), for the device used last. Key names are as printed on the keys.

table-keys-mouse = Haz clic o arrastra una carta, o pulsa un botón | 1-9 elegir | Esc menú
table-keys-keyboard-cards = Izq./Der. elegir carta | Arriba/Abajo/Tab elegir botón | Intro jugar | 1-9 | Esc menú
table-keys-keyboard = Arriba/Abajo/Tab elegir | Intro aceptar | 1-9 | Esc menú
table-keys-gamepad-cards = Izq./Der. o LB/RB elegir carta | Arriba/Abajo botón | A jugar | X/Y los dos primeros | Start menú
table-keys-gamepad = Cruceta elegir | A aceptar | X/Y los dos primeros | Start menú
table-keys-touch = Toca o arrastra una carta, o toca un botón
# The hint line with the key that asks for a suggestion ("H", or a gamepad's "Select").
table-keys-suggest = { $keys } | { $key } sugerir
table-replay-keys-mouse = Pulsa los botones de abajo a la derecha | Esc menú
table-replay-keys-keyboard = , y . paso a paso | Inicio, Fin | P reproducir | V vista | Tab botones | Esc menú
table-replay-keys-gamepad = LT/RT paso a paso | X reproducir | Y vista | Cruceta, A botones | Start menú
table-replay-keys-touch = Toca los botones de la repetición para avanzar, reproducir o cambiar la vista

table-rematch-ready = Listos para otra partida: { $agreed } de { $players }
table-session-wins = Partidas ganadas de { $games }: { $wins }
table-session-points = Puntos en todas las partidas: { $points }
# Over the hand that a spectator does not hold.
table-watching = Estás mirando esta mesa

## La guía de una lección (arriba a la derecha): su título, «Siguiente» y su final.

table-lesson-heading = Aprendiendo { $game } · paso { $step } de { $steps }
table-lesson-next = Siguiente
table-lesson-done-heading = { $game }: lección completada
table-lesson-done = Ya conoces todo lo que el juego te pide. Prueba una partida de verdad contra el ordenador.
table-lesson-real-game = Partida de verdad

## La revisión en el panel del resultado: las decisiones más costosas del jugador según las
## búsquedas del ordenador en difícil. $move cuenta las jugadas de la partida desde 1; $played y
## $best son jugadas tal como las dicen sus botones; $unit es win_chance (entonces $cost va en
## porcentaje de la probabilidad de ganar), points o tokens (entonces $cost es de media).
## $grade es la nota de la decisión (best, good, inaccuracy, mistake, blunder; none donde no
## se calificó); $accuracy va de 0 a 100; los recuentos son números.

table-review-working = Revisando tus decisiones…
table-review-title = Tus decisiones más costosas
table-review-none = El ordenador en difícil no habría mejorado ninguna de tus decisiones.
table-review-decision = Jugada { $move }{ $grade ->
        [inaccuracy] , una imprecisión
        [mistake] , un error
        [blunder] , un error grave
       *[other] {""}
    }: has elegido «{ $played }»; el ordenador en difícil habría elegido «{ $best }». { $unit ->
        [win_chance] Eso te ha costado un { $cost } % de probabilidad de ganar.
        [tokens] Eso te ha costado { $cost } { $cost ->
            [one] ficha
           *[other] fichas
        } de media.
       *[points] Eso te ha costado { $cost } { $cost ->
            [one] punto
           *[other] puntos
        } de media.
    }
table-review-show = Ver
table-review-accuracy = Precisión { $accuracy } %
table-review-grades = Mejores { $best } · Buenas { $good } · Imprecisiones { $inaccuracy } · Errores { $mistake } · Errores graves { $blunder }
table-review-luck = { $sign ->
        [gave] Las cartas te dieron
       *[cost] Las cartas te costaron
    } { $cards } { $cards ->
        [one] punto
       *[other] puntos
    } de tu probabilidad de ganar; tus decisiones te costaron { $decisions }.

## La mesa tal como la lee un lector de pantalla: la mano de quien mira, como lista, y luego una
## línea por cada otro lugar. $count, $position: números; $who: un puesto tal como lo nombra el
## rótulo de la mesa; $cards, $top: cartas en palabras (access-card), separadas por comas.

access-table = Mesa
access-card = { $rank } de { $suit-key ->
        [clubs] tréboles
        [diamonds] diamantes
        [hearts] corazones
       *[spades] picas
    }
access-card-face-down = una carta boca abajo
access-seat = Jugador { $seat }
access-hand = Tu mano, { $count ->
        [0] vacía
        [one] 1 carta
       *[other] { $count } cartas
    }
access-hand-card = { $card }, { $position } de { $count }{ $playable ->
        [yes] , se puede jugar
       *[no] {""}
    }
access-hand-hidden = { $who }: { $count ->
        [0] sin cartas
        [one] 1 carta
       *[other] { $count } cartas
    }
access-hand-shown = { $who }: { $cards }
access-row = { $who }, en la mesa: { $count ->
        [0] sin cartas
       *[other] { $cards }
    }
access-pile = { $count ->
        [0] El montón está vacío
        [one] Montón: { $top }
       *[other] Montón de { $count } cartas, { $top } encima
    }
access-stock = Mazo: { $count ->
        [0] vacío
        [one] 1 carta
       *[other] { $count } cartas
    }
access-discard = Descartes: { $count ->
        [0] ninguno
        [one] 1 carta
       *[other] { $count } cartas
    }
access-discard-top = Descartes: { $count ->
        [one] { $top }
       *[other] { $count } cartas, { $top } encima
    }
access-pot = Bote: { $count ->
        [one] 1 ficha
       *[other] { $count } fichas
    }
access-stack = { $who }: { $count ->
        [one] 1 ficha
       *[other] { $count } fichas
    }
access-sheet-row = Hoja de puntos, { $row }: { $entries }
access-sheet-total = Hoja de puntos, total: { $entries }
access-sheet-empty = aún nada

## Lo que pasa en la mesa, anunciado por la región dinámica en cuanto pasa. $seat: quién jugó
## (con $seat-is: you u other); $to: a quién van las cartas o las fichas; $count: cuántas;
## $cards: las cartas en palabras (access-card), cuando se pueden ver; $seen: yes si se ve al
## menos una; $points, $total: números.

access-told-plays = { $seat-is ->
        [you] Juegas
       *[other] { $seat } juega
    } { $seen ->
        [yes] { $cards }
       *[no] { $count ->
            [one] una carta
           *[other] { $count } cartas
        } boca abajo
    }.
access-told-lays = { $seat-is ->
        [you] Pones
       *[other] { $seat } pone
    } { $seen ->
        [yes] { $cards }
       *[no] { $count ->
            [one] una carta
           *[other] { $count } cartas
        } boca abajo
    } sobre la mesa.
access-told-gets = { $seat-is ->
        [you] Recibes
       *[other] { $seat } recibe
    } { $count ->
        [one] 1 carta
       *[other] { $count } cartas
    }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-takes-pile = { $seat-is ->
        [you] Tomas
       *[other] { $seat } toma
    } { $count ->
        [one] 1 carta
       *[other] { $count } cartas
    } del montón{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-takes = { $seat-is ->
        [you] Tomas
       *[other] { $seat } toma
    } { $count ->
        [one] 1 carta
       *[other] { $count } cartas
    }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-passes = { $seat-is ->
        [you] Pasas
       *[other] { $seat } pasa
    } { $count ->
        [one] 1 carta
       *[other] { $count } cartas
    } a { $to-is ->
        [you] ti
       *[other] { $to }
    }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-discarded = { $count ->
        [one] 1 carta va
       *[other] { $count } cartas van
    } a los descartes{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-out-of-play = { $count ->
        [one] 1 carta sale
       *[other] { $count } cartas salen
    } del juego{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-to-stock = { $count ->
        [one] 1 carta vuelve
       *[other] { $count } cartas vuelven
    } al mazo.
access-told-set-aside = { $count ->
        [one] 1 carta queda apartada
       *[other] { $count } cartas quedan apartadas
    }.
access-told-moved = { $count ->
        [one] 1 carta cambia
       *[other] { $count } cartas cambian
    } de sitio{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-shuffled = { $count ->
        [one] Se baraja 1 carta
       *[other] Se barajan { $count } cartas
    }.
access-told-shows = { $seat-is ->
        [you] Muestras
       *[other] { $seat } muestra
    } { $cards }.
access-told-scored = { $seat-is ->
        [you] Sumas
       *[other] { $seat } suma
    } { $points } ({ $total } en total).
access-told-to-pot = { $seat-is ->
        [you] Pones
       *[other] { $seat } pone
    } { $count ->
        [one] 1 ficha
       *[other] { $count } fichas
    } en el bote.
access-told-from-pot = { $seat-is ->
        [you] Tomas
       *[other] { $seat } toma
    } { $count ->
        [one] 1 ficha
       *[other] { $count } fichas
    } del bote.
access-told-pays = { $seat-is ->
        [you] Pagas
       *[other] { $seat } paga
    } { $count ->
        [one] 1 ficha
       *[other] { $count } fichas
    } a { $to-is ->
        [you] ti
       *[other] { $to }
    }.
access-told-left = { $seat-is ->
        [you] Dejas
       *[other] { $seat } deja
    } la mesa.
access-told-your-turn = Te toca.

access-told-suggested = Sugerencia: { $move }{ $count ->
        [0] {""}
       *[other] {" "}({ $cards })
    }.
