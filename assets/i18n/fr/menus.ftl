# The screens around the table: the splash, the title, the setup screen, and the menus laid
# over them (pause, settings, rules).

## The splash while the cards are drawn.

loading-drawing = Dessin des cartes…
loading-progress = Dessin des cartes… { $done } sur { $total }

## The title screen. The game's own name is shown here and on the splash.

title-name = Challenge
# How many games the registry holds, spelled out where English would.
title-games = { $count ->
        [1] Un jeu de cartes
        [2] Deux jeux de cartes
        [3] Trois jeux de cartes
        [4] Quatre jeux de cartes
        [5] Cinq jeux de cartes
        [6] Six jeux de cartes
        [7] Sept jeux de cartes
        [8] Huit jeux de cartes
        [9] Neuf jeux de cartes
        [10] Dix jeux de cartes
       *[other] { $count } jeux de cartes
    }
# Above the description of the saved game ("Gotcha, after 24 moves, against Hard").
title-continue = Continuer
title-play-online = Jouer en ligne
title-statistics = Statistiques
title-replays = Replays
title-settings = Réglages
title-rules = Règles
title-learn = Apprendre à jouer
title-quit = Quitter

## The setup screen.

setup-title = Nouvelle partie
setup-title-online = Ouvrir une table
setup-game = Jeu
setup-players = Joueurs
setup-seed = Graine
# A seat played by a person at this device: you, or someone the device is passed to.
setup-seat-here = { $seat-is ->
        [you] { $seat }
       *[other] { $seat } (ici)
    }
# A seat played by the computer; $level is easy, normal or hard.
setup-seat-computer = { $level ->
        [easy] Ordinateur, facile
        [hard] Ordinateur, difficile
       *[normal] Ordinateur, normal
    }
# A seat kept for a friend who joins an online table with its code.
setup-seat-friend = Ami (place libre)
setup-help = Gauche/Droite changer une ligne | tapez des chiffres pour la graine | Échap retour
setup-help-gamepad = Croix gauche/droite changer une ligne | B retour
setup-help-mouse = Cliquez une ligne pour la changer | cliquez la graine pour une autre, ou tapez des chiffres
setup-help-touch = Touchez une ligne pour la changer | touchez la graine pour une autre, ou tapez des chiffres
setup-deal = Donner
setup-rules = Règles
setup-back = Retour
setup-learn = Apprendre à jouer
# Proposé la première fois qu’un jeu avec leçon est choisi.
setup-learn-offer = Nouveau à { $game } ? « Apprendre à jouer » donne une première partie guidée.

## The pause menu at the table.

pause-title = Pause
pause-resume = Reprendre
pause-rules = Règles
pause-settings = Réglages
pause-deal-again = Redonner
pause-leave = Quitter la table

## The settings menu: each row's name, then the values rows show.

settings-title = Réglages
settings-language = Langue
settings-high-contrast = Contraste élevé
settings-text-size = Taille du texte
settings-volume = Volume
settings-effects = Effets sonores
settings-music = Musique
settings-animation-speed = Vitesse d’animation
settings-bot-pause = Attente de l’ordinateur
settings-suit-colours = Couleurs des cartes
settings-card-back = Dos des cartes
settings-card-size = Taille des cartes
settings-fullscreen = Plein écran
settings-best-play-meter = Jauge du jeu optimal
settings-undo = Annulation (entraînement)

settings-percent = { $percent } %
# A pause in seconds, written as its whole seconds and tenths ("0.6 s").
settings-seconds = { $whole },{ $tenths } s
# The text size chosen, and the size a window too small for it (a phone) draws text at.
settings-text-size-here = { $chosen } % (ici { $shown } %)
settings-no-wait = Pas du tout
settings-speed-relaxed = Tranquille
settings-speed-normal = Normale
settings-speed-fast = Rapide
settings-speed-instant = Instantanée
settings-suits-two = Rouge et noir
settings-suits-four = Quatre couleurs
settings-back-lattice = Treillis
settings-back-medallion = Médaillon
settings-back-stripes = Rayures
settings-on = Oui
settings-off = Non
# The meter works in games whose cards are all face up.
settings-meter-on = Oui (jeux à cartes ouvertes)
settings-undo-on = Oui : parties d’entraînement

settings-help = Les changements sont enregistrés aussitôt. Échap pour revenir.
settings-help-gamepad = Les changements sont enregistrés aussitôt. B pour revenir.
settings-help-pointer = Les changements sont enregistrés aussitôt.
settings-done = Terminé

## The rules menu. Its page is each game's own rules and rule notes.

rules-menu-of = Règles de
rules-menu-help = Haut/Bas ou la molette pour défiler | Gauche/Droite autre jeu | Échap retour
rules-menu-help-gamepad = Le stick droit fait défiler | Gauche/Droite autre jeu | B retour
rules-menu-help-mouse = La molette fait défiler | cliquez le jeu pour en lire un autre
rules-menu-help-touch = Glissez les règles pour défiler | touchez le jeu pour en lire un autre
rules-menu-done = Terminé

## "Learn to play" from the title: the games that have a guided first game.

learn-heading = Apprendre à jouer
learn-intro = Une première partie guidée : le guide explique chaque étape, montre où regarder et attend votre coup.
learn-game = { $game }
learn-game-learnt = { $game } (appris)
learn-back = Retour
