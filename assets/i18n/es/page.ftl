# La página que rodea el juego en el navegador: lo que dice mientras el módulo se descarga y se
# compila, y cuando el juego no puede empezar. web/build.sh escribe estos textos en la página.
# Solo texto y { $valores }, sin selectores.

page-title = Challenge — cinco juegos de cartas
page-loading = Cargando el juego…
# $received y $total en megabytes, con un decimal.
page-loading-progress = Cargando el juego… { $received } de { $total } MB
page-starting = Empezando…
page-no-webgl = Este navegador no puede mostrar el juego: necesita WebGL2, que está desactivado o no existe. Prueba un Firefox, Chrome, Edge o Safari actual, o activa la aceleración por hardware.
# $error son las palabras del propio navegador.
page-not-started = El juego no pudo empezar: { $error }
page-not-loaded = No se pudo cargar el juego: { $error }
