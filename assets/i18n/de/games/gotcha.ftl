# Gotcha: its name, rules page, options, and the words of its notes, actions and refusals.

## The game's name and its line on the title screen.

gotcha-title = Gotcha
gotcha-blurb = Errate die Karten in den sortierten Blättern der Gegner

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

gotcha-rules =
    Asse zählen 1, Buben 11, Damen 12 und Könige 13; die Farben spielen keine Rolle. Jeder hält sein Blatt von der kleinsten zur größten Karte sortiert und verdeckt. Bei zwei Spielern bekommt jeder 26 Karten und wirft heimlich 6 ab (oder, je nach Option, jeder 20 ohne Abwerfen oder jeder 20 und wirft 5 ab). Bei drei bis fünf Spielern wird das Kartenspiel gleichmäßig verteilt, die wenigen übrigen Karten werden ungesehen beiseitegelegt, und jeder Spieler wirft heimlich eine Karte ab.

    Der Spieler links vom Geber beginnt und rät eine Karte eines Gegners: „Deine 3.-kleinste Karte ist eine 9“ (oder vom größten Ende her gezählt). Ein richtiger Tipp wird allen gezeigt und entfernt; der Ratende erhält 3 Punkte plus den Abstand der Karte vom näheren Ende dieses Blatts (1 für eine Endkarte, 2 für die nächste nach innen und so weiter, gezählt, bevor die Karte entfernt wird) und rät erneut, bei drei oder mehr Spielern bei einem beliebigen Gegner. Ein falscher Tipp zeigt nichts, und das Raten geht weiter: bei zwei Spielern an den anderen Spieler, sonst an den vorigen Platz (gegen den Uhrzeigersinn).

    Vor einem Tipp darfst du „Gotcha“ rufen. Ist der Tipp richtig und keine Endkarte, erhältst du 1 Punkt mehr; sonst verlierst du so viele Punkte, wie die Karte vom näheren Ende entfernt ist. Punktestände dürfen unter null fallen.

    Bei zwei Spielern endet der Zug des Ratenden, sobald ein Blatt leer ist, und der Spieler mit dem leeren Blatt hat noch einen letzten Zug; dann gewinnt der höhere Punktestand. Bei drei bis fünf Spielern endet das Spiel, sobald jemand keine Karten mehr hat, und der höchste Punktestand gewinnt.
gotcha-rule-notes =
    Die Karten werden einzeln gegeben, beginnend mit dem Spieler links vom Geber.
    Abgeworfen wird Karte für Karte: Der Spieler links vom Geber wirft alle seine Karten ab, dann der nächste Spieler und so weiter reihum.
    In den Zwei-Spieler-Varianten mit je 20 Karten werden die 12 nicht gegebenen Karten ungesehen beiseitegelegt.
    Abgeworfene und beiseitegelegte Karten bleiben das ganze Spiel über verdeckt.
    Karten gleichen Werts liegen in Farbreihenfolge (Kreuz, Karo, Herz, Pik); geraten wird immer nur der Wert.
    Eine Position darf von beiden Enden gezählt werden: Die 2.-größte von 10 Karten ist die 9.-kleinste und bringt gleich viele Punkte.
    Gotcha gilt nur für den nächsten Tipp und kann davor nicht zweimal gerufen werden.
    Ein richtiger Tipp auf eine Endkarte nach Gotcha punktet trotzdem und du darfst weiterraten, aber das Gotcha kostet 1 Punkt.
    Punktestände dürfen unter null fallen.
    Bei zwei Spielern endet der letzte Zug beim ersten falschen Tipp oder wenn auch das andere Blatt leer ist.
    Bei drei bis fünf Spielern teilen sich alle mit dem höchsten Punktestand den Sieg; sind alle gleichauf, endet das Spiel unentschieden.

## Setup options.

gotcha-option-deal = Kartenverteilung
gotcha-option-deal-help = Wie viele Karten jeder Spieler bekommt und wie viele er heimlich abwirft.
gotcha-option-deal-26-discard-6 = Je 26 Karten, 6 abwerfen
gotcha-option-deal-20 = Je 20 Karten, kein Abwerfen
gotcha-option-deal-20-discard-5 = Je 20 Karten, 5 abwerfen
gotcha-option-dealer-help = Der Spieler nach dem Geber rät zuerst.

## What happens at the table, as the log tells it. $seat is the seat the note is about.

gotcha-starts-guessing = { $seat-is ->
        [you] Du beginnst mit dem Raten.
       *[other] { $seat } beginnt mit dem Raten.
    }
gotcha-calls-gotcha = { $seat-is ->
        [you] Du rufst Gotcha!
       *[other] { $seat } ruft Gotcha!
    }
gotcha-guess = { $seat-is ->
        [you] Du tippst
       *[other] { $seat } tippt
    }: { $target-is ->
        [you] Deine { $position }.-{ $end ->
            [smallest] kleinste
           *[largest] größte
        } Karte
       *[other] Die { $position }.-{ $end ->
            [smallest] kleinste
           *[largest] größte
        } Karte von { $target }
    } ist { $value-key ->
        [a] ein
        [k] ein
        [j] ein
       *[other] eine
    } { $value }.
gotcha-right = { $seat-is ->
        [you] Du: richtig, deine Karte { $card } wird aufgedeckt.
       *[other] { $seat }: richtig, { $card } wird aufgedeckt.
    }
gotcha-wrong = { $seat-is ->
        [you] Du: falsch.
       *[other] { $seat }: falsch.
    }
gotcha-last-turn = { $seat-is ->
        [you] Du hast keine Karten mehr und hast noch einen letzten Zug.
       *[other] { $seat } hat keine Karten mehr und hat noch einen letzten Zug.
    }
gotcha-won = { $winner-is ->
        [you] Du gewinnst
       *[other] { $winner } gewinnt
    } mit { $points } { $points ->
        [one] Punkt
       *[other] Punkten
    }.
gotcha-shared-win = { $winners } teilen sich den Sieg mit je { $points } { $points ->
        [one] Punkt
       *[other] Punkten
    }.
gotcha-draw = Unentschieden: Alle haben { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }.

## Actions, as buttons and the log name them.

gotcha-action-discard = { $card } abwerfen
gotcha-action-gotcha = Gotcha!
gotcha-action-guess = { $target }: { $position }.-{ $end ->
        [smallest] kleinste
       *[largest] größte
    } ist { $value-key ->
        [a] ein
        [k] ein
        [j] ein
       *[other] eine
    } { $value }

## Refusals.

gotcha-error-not-held = Du hast { $card } nicht zum Abwerfen.
gotcha-error-discard-first = Alle müssen fertig abwerfen, bevor das Raten beginnt.
gotcha-error-discards-made = Es wurde schon alles abgeworfen.
gotcha-error-gotcha-called = Du hast schon Gotcha gerufen; jetzt gib deinen Tipp ab.
gotcha-error-own-cards = Du kannst nicht deine eigenen Karten raten.
gotcha-error-no-cards = { $seat-is ->
        [you] Du hast keine Karten, die man raten kann.
       *[other] { $seat } hat keine Karten, die du raten kannst.
    }
gotcha-error-value = Rate einen Wert von Ass (1) bis König (13).
gotcha-error-position = { $seat-is ->
        [you] Du hast
       *[other] { $seat } hat
    } { $count } { $count ->
        [one] Karte
       *[other] Karten
    }: Wähle eine Position von 1 bis { $count }.

## At the table: captions, status lines, prompts and the steps of a guess.

gotcha-table-caption-own = { $seat } · { $points }
gotcha-table-caption = { $to_act ->
        [yes] ▶ { $seat }
       *[no] { $seat }
    } · { $cards } { $cards ->
        [one] Karte
       *[other] Karten
    } · { $points } Pkt.
gotcha-table-discarding = Noch { $count } abwerfen
gotcha-table-last-turn = Letzter Zug
gotcha-table-guessing = Raten
gotcha-table-guessed-right = { $guess } Richtig: { $card }.
gotcha-table-guessed-wrong = { $guess } Falsch.
gotcha-table-prompt-discard = { $count } { $count ->
        [one] Karte
       *[other] Karten
    } abwerfen: Klicke sie einzeln an
gotcha-table-prompt-guess = Rate eine Karte: Wähle Spieler, Ende, Position und dann einen Wert
gotcha-table-count-from = { $end ->
        [smallest] Von der kleinsten zählen
       *[largest] Von der größten zählen
    }
gotcha-table-position = { $position }. Karte
gotcha-table-value = { $value } · { $points } Pkt.
gotcha-table-value-ruled-out = { $value } (ausgeschlossen)
gotcha-table-call-gotcha = Gotcha rufen · +1 bei Treffer ohne Endkarte, sonst minus Abstand
