# La page autour du jeu dans le navigateur : ce qu'elle affiche pendant que le module se
# télécharge et se compile, et quand le jeu ne peut pas démarrer. web/build.sh écrit ces textes
# dans la page. Du texte et des { $valeurs } seulement, sans sélecteur.

page-title = Challenge — cinq jeux de cartes
page-loading = Chargement du jeu…
# $received et $total en mégaoctets, avec une décimale.
page-loading-progress = Chargement du jeu… { $received } sur { $total } Mo
page-starting = Démarrage…
page-no-webgl = Ce navigateur ne peut pas afficher le jeu : il lui faut WebGL2, qui est désactivé ou absent. Essayez un Firefox, Chrome, Edge ou Safari récent, ou activez l’accélération matérielle.
# $error, ce sont les mots du navigateur lui-même.
page-not-started = Le jeu n’a pas pu démarrer : { $error }
page-not-loaded = Le jeu n’a pas pu être chargé : { $error }
