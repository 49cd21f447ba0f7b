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
online-back = Atrás
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
lobby-start = Empezar
lobby-leave = Salir

## The name a player goes by at online tables (the online screen and the settings).

name-row = Tu nombre
# Shown in the row when no name is given.
name-none = aún ninguno
name-help = Los demás en la mesa ven este nombre: activa la fila para escribirlo, Enter para terminar (mando: Izq./Der. eligen una letra, A la guarda)
