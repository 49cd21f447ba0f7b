# The screens around the table: the splash, the title, the setup screen, and the menus laid
# over them (pause, settings, rules).

## The splash while the cards are drawn.

loading-drawing = Drawing the cards…
loading-progress = Drawing the cards… { $done } of { $total }

## The title screen. The game's own name is shown here and on the splash.

title-name = Challenge
# How many games the registry holds, spelled out where English would.
title-games = { $count ->
        [one] One card game
        [2] Two card games
        [3] Three card games
        [4] Four card games
        [5] Five card games
        [6] Six card games
        [7] Seven card games
        [8] Eight card games
        [9] Nine card games
        [10] Ten card games
       *[other] { $count } card games
    }
# Above the description of the saved game ("Gotcha, after 24 moves, against Hard").
title-continue = Continue
title-play-online = Play online
title-statistics = Statistics
title-replays = Replays
title-settings = Settings
title-rules = Rules
title-learn = Learn to play
title-quit = Quit

## The setup screen.

setup-title = New game
setup-title-online = Host a table
setup-game = Game
setup-players = Players
setup-seed = Seed
# A seat played by a person at this device: you, or someone the device is passed to.
setup-seat-here = { $seat-is ->
        [you] { $seat }
       *[other] { $seat } (here)
    }
# A seat played by the computer; $level is easy, normal or hard.
setup-seat-computer = { $level ->
        [easy] Computer, easy
        [hard] Computer, hard
       *[normal] Computer, normal
    }
# A seat kept for a friend who joins an online table with its code.
setup-seat-friend = Friend (open)
setup-help = Left/Right change a row | type digits for the seed | Esc back
setup-help-gamepad = D-pad Left/Right change a row | B back
setup-help-mouse = Click a row to change it | click the seed for a new one, or type digits
setup-help-touch = Tap a row to change it | tap the seed for a new one, or type digits
setup-deal = Deal
setup-rules = Rules
setup-back = Back
setup-learn = Learn to play
# Offered the first time a game with a lesson is chosen.
setup-learn-offer = New to { $game }? "Learn to play" deals a guided first game.

## The pause menu at the table.

pause-title = Paused
pause-resume = Resume
pause-rules = Rules
pause-settings = Settings
pause-deal-again = Deal again
pause-leave = Leave the table

## The settings menu: each row's name, then the values rows show.

settings-title = Settings
settings-language = Language
settings-high-contrast = High contrast
settings-text-size = Text size
settings-volume = Volume
settings-effects = Sound effects
settings-music = Music
settings-animation-speed = Animation speed
settings-bot-pause = Computer players wait
settings-suit-colours = Suit colours
settings-card-back = Card back
settings-card-size = Card size
settings-fullscreen = Full screen
settings-best-play-meter = Best-play meter
settings-undo = Undo (practice)

settings-percent = { $percent } %
# A pause in seconds, written as its whole seconds and tenths ("0.6 s").
settings-seconds = { $whole }.{ $tenths } s
# The text size chosen, and the size a window too small for it (a phone) draws text at.
settings-text-size-here = { $chosen } % (here { $shown } %)
settings-no-wait = Not at all
settings-speed-relaxed = Relaxed
settings-speed-normal = Normal
settings-speed-fast = Fast
settings-speed-instant = Instant
settings-suits-two = Red and black
settings-suits-four = Four colours
settings-back-lattice = Lattice
settings-back-medallion = Medallion
settings-back-stripes = Stripes
settings-on = On
settings-off = Off
# The meter works in games whose cards are all face up.
settings-meter-on = On (open-card games)
settings-undo-on = On: games count as practice

settings-help = Changes are saved at once. Esc to go back.
settings-help-gamepad = Changes are saved at once. B to go back.
settings-help-pointer = Changes are saved at once.
settings-done = Done

## The rules menu. Its page is each game's own rules and rule notes.

rules-menu-of = Rules of
rules-menu-help = Up/Down or the wheel scroll | Left/Right other game | Esc back
rules-menu-help-gamepad = Right stick scrolls | Left/Right other game | B back
rules-menu-help-mouse = The wheel scrolls | click the game to read another
rules-menu-help-touch = Drag the rules to scroll | tap the game to read another
rules-menu-done = Done

## "Learn to play" from the title: the games that have a guided first game.

learn-heading = Learn to play
learn-intro = A guided first game: the guide explains each step, points at what to look at, and waits for your move.
learn-game = { $game }
learn-game-learnt = { $game } (learnt)
learn-back = Back
