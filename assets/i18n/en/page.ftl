# The web page around the game in the browser: what it says while the module downloads and
# compiles, and when the game cannot start. web/build.sh writes these into the page, which
# speaks them before the game itself runs. Plain text with { $values } only: no selectors.

page-title = Challenge — five card games
page-loading = Loading the game…
# $received and $total in megabytes, with one decimal.
page-loading-progress = Loading the game… { $received } of { $total } MB
page-starting = Starting…
page-no-webgl = This browser cannot show the game: it needs WebGL2, which is turned off or missing. Try a current Firefox, Chrome, Edge or Safari, or turn on hardware acceleration.
# $error is the browser's own words.
page-not-started = The game could not start: { $error }
page-not-loaded = The game could not be loaded: { $error }
