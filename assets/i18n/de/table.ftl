# The table every game shares: whose turn, the action bar, the log, the result, hand-offs,
# hints, undo and the replay bar.

## Text shown as it is (numbers, codes, names).

verbatim = { $text }

## Whose turn.

table-turn = { $seat-is ->
        [you] Du bist dran
       *[other] { $seat } ist dran
    }
table-game-over = Das Spiel ist vorbei

## The action bar.

table-group = { $group }…
table-back = Zurück

## The log.

table-taken-back = Du hast deinen letzten Zug zurückgenommen.

## Refusals the table gives itself.

table-error-handing-over = Warte, bis { $seat } das Gerät übernimmt.
table-error-undo-off = Rückgängig ist aus: Schalte „Rückgängig (Übung)“ in den Einstellungen ein.
table-error-undo-autoplay = Der Computer spielt gerade für dich.
table-error-undo-people = Züge lassen sich nur in Spielen gegen Computerspieler zurücknehmen.
table-error-undo-nothing = Es gibt keinen Zug von dir, den du zurücknehmen kannst.
table-error-undo-lesson = In einer Lektion werden keine Züge zurückgenommen: Die Anleitung geht von hier aus weiter.
lesson-read-first = Lies zuerst, was die Anleitung sagt, und drücke dann Weiter.

## The result.

table-result-draw = Unentschieden
table-result-you-win = Du gewinnst
table-result-you-lose = Du verlierst
table-result-winners = { $winners-count ->
        [one] { $winners } gewinnt
       *[other] { $winners } teilen sich den Sieg
    }

## The status column and the best-play meter.

table-your-move = Dein Zug

## The action bar: a button with its number key, the cards' hint and the help row.

table-numbered-action = { $key }  { $label }
table-play-a-lit-card = oder spiel eine hervorgehobene Karte
table-suggest = Zug vorschlagen
table-undo = Letzten Zug zurücknehmen
# The control of the table (lower left, or top right on a phone) that opens the pause menu (for a mouse or a finger).
table-menu = Menü
# On a phone or a small window the score sheet and the log fold away; these buttons beside
# the menu control show them (keys S and L too).
table-fold-sheet = Punkte
table-fold-log = Verlauf

## The score sheet (top right); a total counts up to its value, a row not yet scored shows a dot.

table-sheet-title = Spielzettel
table-sheet-total = Summe
table-sheet-empty = ·

## The result panel: each seat's final score, joined into one line, and the ways on.

table-result-score = { $seat } { $score }
table-result-scores = { $first }, { $rest }
table-play-again = Nochmal spielen
table-change-game = Spiel wechseln
table-step-back = Schritt zurück
table-watch-again = Nochmal ansehen
table-title = Hauptmenü

## Revealed hands in the middle of the table.

table-showdown = Showdown
table-shown = Aufgedeckt

## Pass and play: the layer that covers the table until the next player has the device.

table-handoff-title = Weitergeben an { $seat }
table-handoff-covered = Der Tisch bleibt verdeckt, bis { $seat } das Gerät hat.
table-handoff-show-cards = Ich bin { $seat } – zeig meine Karten
table-handoff-keys = Enter, Leertaste oder A

## The replay bar.

table-replay-title = Wiederholung · { $game }
table-replay-deal = Das Geben · { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
table-replay-move = Zug { $move } von { $moves }
table-replay-open = { $seat-is ->
        [you] Alle Karten offen, deine unten
       *[other] Alle Karten offen, { $seat } unten
    }
table-replay-seen-by = { $seat-is ->
        [you] Aus deiner Sicht
       *[other] Aus Sicht von { $seat }
    }
table-replay-back = ◀ Zurück
table-replay-forward = Vor ▶
table-replay-to-start = Zum Geben
table-replay-to-end = Zum Ende
table-replay-play = Abspielen
table-replay-pause = Pause
table-replay-view = Ansicht
table-replay-replays = Wiederholungen

## The key hints (bottom left), for the device used last. Key names are as printed on the keys.

table-keys-mouse = Karte klicken oder ziehen, oder Schaltfläche klicken | 1-9 wählen | Esc Menü
table-keys-keyboard-cards = Links/Rechts Karte wählen | Hoch/Runter/Tab Schaltfläche wählen | Enter spielen | 1-9 | Esc Menü
table-keys-keyboard = Hoch/Runter/Tab wählen | Enter auswählen | 1-9 | Esc Menü
table-keys-gamepad-cards = Links/Rechts oder LB/RB Karte wählen | Hoch/Runter Schaltfläche | A spielen | X/Y die ersten zwei | Start Menü
table-keys-gamepad = Steuerkreuz wählen | A auswählen | X/Y die ersten zwei | Start Menü
table-keys-touch = Karte antippen oder ziehen, oder Schaltfläche antippen
# The hint line with the key that asks for a suggestion ("H", or a gamepad's "Select").
table-keys-suggest = { $keys } | { $key } Vorschlag
table-replay-keys-mouse = Schaltflächen unten rechts klicken | Esc Menü
table-replay-keys-keyboard = , und . Schritt | Pos1, Ende | P abspielen | V Ansicht | Tab Schaltflächen | Esc Menü
table-replay-keys-gamepad = LT/RT Schritt | X abspielen | Y Ansicht | Steuerkreuz, A Schaltflächen | Start Menü
table-replay-keys-touch = Wiederholungstasten antippen: Schritt, Abspielen, Ansicht

table-rematch-ready = Bereit für noch ein Spiel: { $agreed } von { $players }
table-session-wins = Siege in { $games } { $games ->
        [one] Spiel
       *[other] Spielen
    }: { $wins }
table-session-points = Punkte über alle Spiele: { $points }
# Over the hand that a spectator does not hold.
table-watching = Du schaust an diesem Tisch zu

## Die Anleitung einer Lektion (oben rechts): Überschrift, „Weiter“ und ihr Ende.

table-lesson-heading = { $game } lernen · Schritt { $step } von { $steps }
table-lesson-next = Weiter
table-lesson-done-heading = { $game }: Lektion geschafft
table-lesson-done = Du kennst jetzt alles, was das Spiel von dir verlangt. Versuch ein echtes Spiel gegen Computerspieler.
table-lesson-real-game = Echtes Spiel

## Die Auswertung im Ergebnisfeld: die teuersten Entscheidungen des Spielers, nach den Suchen des
## Computers auf Schwer. $move zählt die Züge des Spiels ab 1; $played und $best sind Züge, wie
## ihre Schaltflächen sie nennen; $unit ist win_chance (dann ist $cost in Prozent der
## Gewinnchance), points oder tokens (dann ist $cost ein Durchschnitt).
## $grade ist die Bewertung der Entscheidung (best, good, inaccuracy, mistake, blunder; none,
## wo sie nicht bewertet wurde); $accuracy reicht von 0 bis 100; die Anzahlen sind Zahlen.

table-review-working = Deine Entscheidungen werden ausgewertet…
table-review-title = Deine teuersten Entscheidungen
table-review-none = Der Computer auf Schwer hätte keine deiner Entscheidungen verbessern können.
table-review-decision = Zug { $move }{ $grade ->
        [inaccuracy] , eine Ungenauigkeit
        [mistake] , ein Fehler
        [blunder] , ein grober Fehler
       *[other] {""}
    }: Du hast „{ $played }“ gewählt, der Computer auf Schwer hätte „{ $best }“ gewählt. { $unit ->
        [win_chance] Das hat dich { $cost } % deiner Gewinnchance gekostet.
        [tokens] Das hat dich im Schnitt { $cost } { $cost ->
            [one] Chip
           *[other] Chips
        } gekostet.
       *[points] Das hat dich im Schnitt { $cost } { $cost ->
            [one] Punkt
           *[other] Punkte
        } gekostet.
    }
table-review-show = Ansehen
table-review-accuracy = Genauigkeit { $accuracy } %
table-review-grades = Beste { $best } · Gute { $good } · Ungenauigkeiten { $inaccuracy } · Fehler { $mistake } · Grobe Fehler { $blunder }
table-review-luck = { $sign ->
        [gave] Die Karten brachten dir
       *[cost] Die Karten kosteten dich
    } { $cards } { $cards ->
        [one] Punkt
       *[other] Punkte
    } deiner Gewinnchance, deine Entscheidungen kosteten dich { $decisions }.

## Der Tisch, wie ein Bildschirmleser ihn vorliest: die Hand dessen, der zusieht, als Liste,
## dann eine Zeile für jeden anderen Platz. $count, $position: Zahlen; $who: ein Platz, wie die
## Beschriftung am Tisch ihn nennt; $cards, $top: Karten in Worten (access-card), durch Kommas
## getrennt.

access-table = Tisch
access-card = { $suit-key ->
        [clubs] Kreuz
        [diamonds] Karo
        [hearts] Herz
       *[spades] Pik
    }-{ $rank }
access-card-face-down = eine verdeckte Karte
access-seat = Spieler { $seat }
access-hand = Deine Hand, { $count ->
        [0] leer
        [one] 1 Karte
       *[other] { $count } Karten
    }
access-hand-card = { $card }, { $position } von { $count }{ $playable ->
        [yes] , kann gespielt werden
       *[no] {""}
    }
access-hand-hidden = { $who }: { $count ->
        [0] keine Karten
        [one] 1 Karte
       *[other] { $count } Karten
    }
access-hand-shown = { $who }: { $cards }
access-row = { $who }, auf dem Tisch: { $count ->
        [0] keine Karten
       *[other] { $cards }
    }
access-pile = { $count ->
        [0] Der Haufen ist leer
        [one] Haufen: { $top }
       *[other] Haufen aus { $count } Karten, oben { $top }
    }
access-stock = Stapel: { $count ->
        [0] leer
        [one] 1 Karte
       *[other] { $count } Karten
    }
access-discard = Ablage: { $count ->
        [0] leer
        [one] 1 Karte
       *[other] { $count } Karten
    }
access-discard-top = Ablage: { $count ->
        [one] { $top }
       *[other] { $count } Karten, oben { $top }
    }
access-pot = Pott: { $count ->
        [one] 1 Chip
       *[other] { $count } Chips
    }
access-stack = { $who }: { $count ->
        [one] 1 Chip
       *[other] { $count } Chips
    }
access-sheet-row = Spielzettel, { $row }: { $entries }
access-sheet-total = Spielzettel, Summe: { $entries }
access-sheet-empty = noch nichts

## Was am Tisch geschieht, angesagt über den Live-Bereich, sobald es geschieht. $seat: wer zog
## (mit $seat-is: you oder other); $to: an wen Karten oder Chips gingen; $count: wie viele;
## $cards: die Karten in Worten (access-card), wo man sie sehen darf; $seen: yes, wenn
## mindestens eine zu sehen ist; $points, $total: Zahlen.

access-told-plays = { $seat-is ->
        [you] Du spielst
       *[other] { $seat } spielt
    } { $seen ->
        [yes] { $cards }
       *[no] { $count ->
            [one] eine Karte
           *[other] { $count } Karten
        } verdeckt
    }.
access-told-lays = { $seat-is ->
        [you] Du legst
       *[other] { $seat } legt
    } { $seen ->
        [yes] { $cards }
       *[no] { $count ->
            [one] eine Karte
           *[other] { $count } Karten
        } verdeckt
    } auf den Tisch.
access-told-gets = { $seat-is ->
        [you] Du bekommst
       *[other] { $seat } bekommt
    } { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-takes-pile = { $seat-is ->
        [you] Du nimmst
       *[other] { $seat } nimmt
    } { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    } vom Haufen{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-takes = { $seat-is ->
        [you] Du nimmst
       *[other] { $seat } nimmt
    } { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-passes = { $seat-is ->
        [you] Du gibst
       *[other] { $seat } gibt
    } { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    } weiter an { $to-is ->
        [you] dich
       *[other] { $to }
    }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-discarded = { $count ->
        [one] 1 Karte kommt
       *[other] { $count } Karten kommen
    } auf die Ablage{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-out-of-play = { $count ->
        [one] 1 Karte scheidet
       *[other] { $count } Karten scheiden
    } aus dem Spiel aus{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-to-stock = { $count ->
        [one] 1 Karte kommt
       *[other] { $count } Karten kommen
    } in den Stapel.
access-told-set-aside = { $count ->
        [one] 1 Karte wird
       *[other] { $count } Karten werden
    } beiseitegelegt.
access-told-moved = { $count ->
        [one] 1 Karte wandert
       *[other] { $count } Karten wandern
    }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-shuffled = { $count ->
        [one] 1 Karte wird
       *[other] { $count } Karten werden
    } gemischt.
access-told-shows = { $seat-is ->
        [you] Du zeigst
       *[other] { $seat } zeigt
    } { $cards }.
access-told-scored = { $seat-is ->
        [you] Du bekommst
       *[other] { $seat } bekommt
    } { $points } ({ $total } insgesamt).
access-told-to-pot = { $seat-is ->
        [you] Du legst
       *[other] { $seat } legt
    } { $count ->
        [one] 1 Chip
       *[other] { $count } Chips
    } in den Pott.
access-told-from-pot = { $seat-is ->
        [you] Du nimmst
       *[other] { $seat } nimmt
    } { $count ->
        [one] 1 Chip
       *[other] { $count } Chips
    } aus dem Pott.
access-told-pays = { $seat-is ->
        [you] Du zahlst
       *[other] { $seat } zahlt
    } { $to-is ->
        [you] dir
       *[other] { $to }
    } { $count ->
        [one] 1 Chip
       *[other] { $count } Chips
    }.
access-told-left = { $seat-is ->
        [you] Du verlässt
       *[other] { $seat } verlässt
    } den Tisch.
access-told-your-turn = Du bist am Zug.

access-told-suggested = Vorschlag: { $move }{ $count ->
        [0] {""}
       *[other] {" "}({ $cards })
    }.
