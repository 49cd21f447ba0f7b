# The screens around the table: the splash, the title, the setup screen, and the menus laid
# over them (pause, settings, rules).

## The splash while the cards are drawn.

loading-drawing = Dibujando las cartas…
loading-progress = Dibujando las cartas… { $done } de { $total }

## The title screen. The game's own name is shown here and on the splash.

title-name = Challenge
# How many games the registry holds, spelled out where English would.
title-games = { $count ->
        [one] Un juego de cartas
        [2] Dos juegos de cartas
        [3] Tres juegos de cartas
        [4] Cuatro juegos de cartas
        [5] Cinco juegos de cartas
        [6] Seis juegos de cartas
        [7] Siete juegos de cartas
        [8] Ocho juegos de cartas
        [9] Nueve juegos de cartas
        [10] Diez juegos de cartas
       *[other] { $count } juegos de cartas
    }
# Above the description of the saved game ("Gotcha, after 24 moves, against Hard").
title-continue = Continuar
title-play-online = Jugar en línea
title-statistics = Estadísticas
title-replays = Repeticiones
title-settings = Ajustes
title-rules = Reglas
title-learn = Aprender a jugar
title-quit = Salir

## The setup screen.

setup-title = Nueva partida
setup-title-online = Crear una mesa
setup-game = Juego
setup-players = Jugadores
setup-seed = Semilla
# A seat played by a person at this device: you, or someone the device is passed to.
setup-seat-here = { $seat-is ->
        [you] { $seat }
       *[other] { $seat } (aquí)
    }
# A seat played by the computer; $level is easy, normal or hard.
setup-seat-computer = { $level ->
        [easy] Ordenador, fácil
        [hard] Ordenador, difícil
       *[normal] Ordenador, normal
    }
# A seat kept for a friend who joins an online table with its code.
setup-seat-friend = Amigo (libre)
setup-help = Izq./Der. cambiar una fila | escribe cifras para la semilla | Esc atrás
setup-help-gamepad = Cruceta izq./der. cambiar una fila | B atrás
setup-help-mouse = Haz clic en una fila para cambiarla | clic en la semilla para otra, o escribe cifras
setup-help-touch = Toca una fila para cambiarla | toca la semilla para otra, o escribe cifras
setup-deal = Repartir
setup-rules = Reglas
setup-back = Atrás
setup-learn = Aprender a jugar
# Se ofrece la primera vez que se elige un juego con lección.
setup-learn-offer = ¿Nuevo en { $game }? «Aprender a jugar» reparte una primera partida guiada.

## The pause menu at the table.

pause-title = En pausa
pause-resume = Continuar
pause-rules = Reglas
pause-settings = Ajustes
pause-deal-again = Repartir de nuevo
pause-leave = Dejar la mesa

## The settings menu: each row's name, then the values rows show.

settings-title = Ajustes
settings-language = Idioma
settings-high-contrast = Alto contraste
settings-text-size = Tamaño del texto
settings-volume = Volumen
settings-effects = Efectos de sonido
settings-music = Música
settings-animation-speed = Velocidad de animación
settings-bot-pause = Espera del ordenador
settings-suit-colours = Colores de los palos
settings-card-back = Reverso de las cartas
settings-card-size = Tamaño de las cartas
settings-fullscreen = Pantalla completa
settings-best-play-meter = Medidor de juego perfecto
settings-undo = Deshacer (práctica)

settings-percent = { $percent } %
# A pause in seconds, written as its whole seconds and tenths ("0.6 s").
settings-seconds = { $whole },{ $tenths } s
# The text size chosen, and the size a window too small for it (a phone) draws text at.
settings-text-size-here = { $chosen } % (aquí { $shown } %)
settings-no-wait = Sin espera
settings-speed-relaxed = Tranquila
settings-speed-normal = Normal
settings-speed-fast = Rápida
settings-speed-instant = Instantánea
settings-suits-two = Rojo y negro
settings-suits-four = Cuatro colores
settings-back-lattice = Celosía
settings-back-medallion = Medallón
settings-back-stripes = Rayas
settings-on = Activado
settings-off = Desactivado
# The meter works in games whose cards are all face up.
settings-meter-on = Activado (juegos a cartas vistas)
settings-undo-on = Activado: las partidas cuentan como práctica

settings-help = Los cambios se guardan al instante. Esc para volver.
settings-help-gamepad = Los cambios se guardan al instante. B para volver.
settings-help-pointer = Los cambios se guardan al instante.
settings-done = Listo

## The rules menu. Its page is each game's own rules and rule notes.

rules-menu-of = Reglas de
rules-menu-help = Arriba/Abajo o la rueda desplazar | Izq./Der. otro juego | Esc atrás
rules-menu-help-gamepad = El stick derecho desplaza | Izq./Der. otro juego | B atrás
rules-menu-help-mouse = La rueda desplaza | haz clic en el juego para leer otro
rules-menu-help-touch = Arrastra las reglas para desplazar | toca el juego para leer otro
rules-menu-done = Listo

## "Learn to play" from the title: the games that have a guided first game.

learn-heading = Aprender a jugar
learn-intro = Una primera partida guiada: la guía explica cada paso, señala lo que hay que mirar y espera tu jugada.
learn-game = { $game }
learn-game-learnt = { $game } (aprendido)
learn-back = Atrás
