# Online play: the online screen, the lobby of a table before its deal, the line telling how
# the connection stands, and why the server refused or closed something.

## The online screen.

online-title = Jugar en línea
online-intro = Abre una mesa para tus amigos, o únete a una con el código que te pase un amigo
# Back to the seat held at the table with this invite code.
online-return = Volver a { $code }
online-host = Crear una mesa
online-join-heading = Unirse con un código
online-code = Código
online-code-help = Escribe las letras | mando: Izq./Der. elige una letra, A la fija
online-join = Unirse
online-watch = Mirar
online-back = Atrás

online-quick = Partida rápida
online-quick-help = Te sienta en una mesa pública, o abre una que la computadora llena si no viene nadie
online-open-heading = Mesas abiertas
online-open-none = Ahora no hay ninguna mesa pública esperando jugadores.
online-open-table = { $game }{ $named ->
        [yes] , { $host }
       *[no] {""}
    }{ $tagged ->
        [yes] {" "}({ $lang })
       *[no] {""}
    }: { $free } libres de { $seats }
lobby-make-public = Hacer pública la mesa
lobby-make-private = Dejar de mostrar la mesa
online-code-length = Un código tiene { $letters } letras.

## The connection, in a corner of the screen.

online-status-offline = Sin conexión
online-status-connecting = Conectando con { $server }…
online-status-connected = Conectado a { $server }
# $seconds is 0 when the next attempt is due now.
online-status-reconnecting = { $seconds ->
        [0] Reconectando…
       *[other] Reconectando en { $seconds } s
    }
online-status-lost = Conexión perdida: { $reason }
# Reasons for online-status-lost, worded to follow its colon.
online-lost-unreachable = no se puede acceder a { $server }
online-lost-version = el servidor usa otra versión de Challenge
online-lost-no-network = este dispositivo no tiene conexión. Las partidas contra el ordenador siguen disponibles.

## The server's refusals, one per kind, and the refusals of the table itself.

online-error-bad-message = El servidor no ha entendido lo que ha enviado este juego.
online-error-version = El servidor usa otra versión de Challenge.
online-error-not-found = No hay ninguna mesa con ese código, o el asiento ya no está reservado.
online-error-taken = Ese asiento está ocupado, o la mesa está llena.
online-error-unauthorised = Solo el anfitrión puede hacer eso.
online-error-wrong-phase = Eso no se puede hacer ahora: la partida ha empezado, aún no ha empezado o ya ha terminado.
online-error-not-your-turn = No es tu turno.
online-error-stale = La mesa avanzó antes de que llegara tu jugada.
online-error-illegal = Esa jugada no está permitida ahora.
online-error-limit = Demasiadas cosas a la vez: espera un momento y vuelve a intentarlo.
online-error-server = El servidor no ha podido hacerlo; vuelve a intentarlo.
online-error-move-on-its-way = Tu jugada va de camino a la mesa.
online-error-unwritable = No se ha podido escribir la jugada.

## Why the server closed the table.

online-closed-host-left = El anfitrión se ha ido y la mesa se ha cerrado.
online-closed-idle = La mesa se ha cerrado: nadie jugó durante demasiado tiempo.
online-closed-other = El servidor ha cerrado la mesa.

## The lobby.

# Over the code until the table's game is known; then the game's name.
lobby-title = Mesa
lobby-share = Tus amigos se unen con este código
lobby-seat-number = Asiento { $number }
lobby-seat-open = Libre, esperando a un amigo
# $level is the level's name (level-easy, level-normal, level-hard).
lobby-seat-computer = Ordenador, { $level }
# $state is connected or away.
lobby-seat-player = { $seat } ({ $state ->
        [connected] conectado
       *[away] ausente
    })
lobby-seat-host = { $seat }, anfitrión ({ $state ->
        [connected] conectado
       *[away] ausente
    })
lobby-wait-host = Empieza cuando todos estén sentados: los asientos libres serán para el ordenador
lobby-wait-guest = Esperando a que el anfitrión reparta
lobby-wait-spectator = Estás mirando: la mesa aparece cuando el anfitrión reparta
lobby-start = Empezar
lobby-leave = Salir
lobby-sit-here = Sentarme aquí
lobby-seats-help = Cambia un asiento entre libre y un jugador de la computadora; «Sentarme aquí» te pasa a él

## The name a player goes by at online tables (the online screen and the settings).

name-row = Tu nombre
# Shown in the row when no name is given.
name-none = aún ninguno
name-help = Los demás en la mesa ven este nombre: activa la fila para escribirlo, Enter para terminar (mando: Izq./Der. eligen una letra, A la guarda)

## El chat de la mesa.

chat-open = Chat
chat-open-unread = Chat ({ $count })
chat-title = Chat de la mesa
chat-empty = Nadie ha dicho nada todavía.
chat-line = { $seat }: { $said }
chat-line-spectator = Espectador: { $said }
chat-type = Decir
chat-type-none = escribe una línea
chat-type-help = Activa la fila para escribir, Intro envía | Esc cierra
chat-read-only = Los espectadores leen el chat; el anfitrión puede dejarles hablar.
chat-phrases = Frases rápidas
chat-mute = Silenciar a { $seat }
chat-unmute = Volver a oír a { $seat }
chat-mute-spectators = Silenciar a los espectadores
chat-unmute-spectators = Volver a oír a los espectadores
chat-spectators-allow = Dejar hablar a los espectadores
chat-spectators-stop = Los espectadores solo leen
chat-close = Cerrar
chat-phrase-hello = ¡Hola!
chat-phrase-good-luck = ¡Suerte!
chat-phrase-well-played = ¡Bien jugado!
chat-phrase-thanks = ¡Gracias!
chat-phrase-oops = ¡Uy!
chat-phrase-one-moment = Un momento, por favor.
chat-phrase-your-turn = ¡Te toca!
chat-phrase-good-game = ¡Buena partida!
chat-phrase-again = ¿Otra partida?
chat-reaction-smile = ☺
chat-reaction-frown = ☹
chat-reaction-heart = ♥
chat-reaction-star = ★
chat-reaction-wow = ‼
chat-reaction-yes = ✔
