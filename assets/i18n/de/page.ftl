# Die Webseite um das Spiel im Browser: was sie zeigt, während das Modul lädt und übersetzt
# wird, und wenn das Spiel nicht starten kann. web/build.sh schreibt diese Texte in die Seite.
# Nur Text und { $Werte }, keine Auswahl.

page-title = Challenge — fünf Kartenspiele
page-loading = Das Spiel wird geladen…
# $received und $total in Megabyte, mit einer Nachkommastelle.
page-loading-progress = Das Spiel wird geladen… { $received } von { $total } MB
page-starting = Wird gestartet…
page-no-webgl = Dieser Browser kann das Spiel nicht zeigen: Es braucht WebGL2, das ausgeschaltet ist oder fehlt. Versuche ein aktuelles Firefox, Chrome, Edge oder Safari, oder schalte die Hardwarebeschleunigung ein.
# $error sind die Worte des Browsers.
page-not-started = Das Spiel konnte nicht starten: { $error }
page-not-loaded = Das Spiel konnte nicht geladen werden: { $error }
