# Online play: the online screen, the lobby of a table before its deal, the line telling how
# the connection stands, and why the server refused or closed something.

## The online screen.

online-title = Jouer en ligne
online-intro = Ouvrez une table pour vos amis, ou rejoignez-en une avec le code qu’un ami vous donne
# Back to the seat held at the table with this invite code.
online-return = Revenir à { $code }
online-host = Ouvrir une table
online-join-heading = Rejoindre avec un code
online-code = Code
online-code-help = Tapez les lettres | manette : Gauche/Droite choisir une lettre, A la valider
online-join = Rejoindre
online-watch = Regarder
online-back = Retour

online-quick = Partie rapide
online-quick-help = Vous installe à une table publique, ou en ouvre une que l’ordinateur complète si personne ne vient
online-open-heading = Tables ouvertes
online-open-none = Aucune table publique n’attend de joueurs pour l’instant.
online-open-table = { $game }{ $named ->
        [yes] , { $host }
       *[no] {""}
    }{ $tagged ->
        [yes] {" "}({ $lang })
       *[no] {""}
    } : { $free } { $free ->
        [one] place libre
       *[other] places libres
    } sur { $seats }
lobby-make-public = Rendre la table publique
lobby-make-private = Ne plus afficher la table
online-code-length = Un code compte { $letters } lettres.

## The connection, in a corner of the screen.

online-status-offline = Hors ligne
online-status-connecting = Connexion à { $server }…
online-status-connected = Connecté à { $server }
# $seconds is 0 when the next attempt is due now.
online-status-reconnecting = { $seconds ->
        [0] Reconnexion…
       *[other] Reconnexion dans { $seconds } s
    }
online-status-lost = Connexion perdue : { $reason }
# Reasons for online-status-lost, worded to follow its colon.
online-lost-unreachable = { $server } est injoignable
online-lost-version = le serveur utilise une autre version de Challenge
online-lost-no-network = cet appareil est hors ligne. Les parties contre l’ordinateur restent jouables.

## The server's refusals, one per kind, and the refusals of the table itself.

online-error-bad-message = Le serveur n’a pas compris ce que ce jeu a envoyé.
online-error-version = Le serveur utilise une autre version de Challenge.
online-error-not-found = Aucune table n’a ce code, ou la place n’est plus réservée.
online-error-taken = Cette place est prise, ou la table est complète.
online-error-unauthorised = Seul l’hôte peut faire cela.
online-error-wrong-phase = Impossible pour l’instant : la partie a commencé, n’a pas encore commencé ou est terminée.
online-error-not-your-turn = Ce n’est pas votre tour.
online-error-stale = La table a avancé avant l’arrivée de votre coup.
online-error-illegal = Ce coup n’est pas permis maintenant.
online-error-limit = Trop de choses à la fois : attendez un instant et réessayez.
online-error-server = Le serveur n’a pas pu faire cela ; réessayez.
online-error-move-on-its-way = Votre coup est en route vers la table.
online-error-unwritable = Le coup n’a pas pu être écrit.

## Why the server closed the table.

online-closed-host-left = L’hôte est parti, et la table est fermée.
online-closed-idle = La table a été fermée : personne n’a joué depuis trop longtemps.
online-closed-other = Le serveur a fermé la table.

## The lobby.

# Over the code until the table's game is known; then the game's name.
lobby-title = Table
lobby-share = Vos amis rejoignent la table avec ce code
lobby-seat-number = Place { $number }
lobby-seat-open = Libre, en attente d’un ami
# $level is the level's name (level-easy, level-normal, level-hard).
lobby-seat-computer = Ordinateur, { $level }
# $state is connected or away.
lobby-seat-player = { $seat } ({ $state ->
        [connected] connecté
       *[away] absent
    })
lobby-seat-host = { $seat }, hôte ({ $state ->
        [connected] connecté
       *[away] absent
    })
lobby-wait-host = Lancez quand tout le monde est assis : les places libres iront à l’ordinateur
lobby-wait-guest = En attente de la donne de l’hôte
lobby-wait-spectator = Vous regardez : la table s’affiche quand l’hôte distribue
lobby-start = Lancer
lobby-leave = Quitter
lobby-sit-here = M’asseoir ici
lobby-seats-help = Changez une place entre libre et un joueur ordinateur ; « M’asseoir ici » vous y déplace

## The name a player goes by at online tables (the online screen and the settings).

name-row = Votre nom
# Shown in the row when no name is given.
name-none = pas encore
name-help = Les autres joueurs de la table voient ce nom : activez la ligne pour le saisir, Entrée pour finir (manette : Gauche/Droite choisit une lettre, A la garde)

## Le chat de la table.

chat-open = Chat
chat-open-unread = Chat ({ $count })
chat-title = Chat de la table
chat-empty = Personne n’a encore rien dit.
chat-line = { $seat } : { $said }
chat-line-spectator = Spectateur : { $said }
chat-type = Dire
chat-type-none = tapez une ligne
chat-type-help = Activez la ligne pour écrire, Entrée l’envoie | Échap ferme
chat-read-only = Les spectateurs lisent le chat ; l’hôte peut leur donner la parole.
chat-phrases = Phrases rapides
chat-mute = Couper { $seat }
chat-unmute = Réentendre { $seat }
chat-mute-spectators = Couper les spectateurs
chat-unmute-spectators = Réentendre les spectateurs
chat-spectators-allow = Donner la parole aux spectateurs
chat-spectators-stop = Les spectateurs lisent seulement
chat-close = Fermer
chat-phrase-hello = Bonjour !
chat-phrase-good-luck = Bonne chance !
chat-phrase-well-played = Bien joué !
chat-phrase-thanks = Merci !
chat-phrase-oops = Oups !
chat-phrase-one-moment = Un instant, s’il vous plaît.
chat-phrase-your-turn = À vous !
chat-phrase-good-game = Belle partie !
chat-phrase-again = Une autre partie ?
chat-reaction-smile = ☺
chat-reaction-frown = ☹
chat-reaction-heart = ♥
chat-reaction-star = ★
chat-reaction-wow = ‼
chat-reaction-yes = ✔
