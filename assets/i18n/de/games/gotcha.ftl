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
    } abwerfen: Wähle sie einzeln
gotcha-table-prompt-guess = Rate eine Karte: Wähle Spieler, Ende, Position und dann einen Wert
gotcha-table-count-from = { $end ->
        [smallest] Von der kleinsten zählen
       *[largest] Von der größten zählen
    }
gotcha-table-position = { $position }. Karte
gotcha-table-value = { $value } · { $points } Pkt.
gotcha-table-value-ruled-out = { $value } (ausgeschlossen)
gotcha-table-call-gotcha = Gotcha rufen · +1 bei Treffer ohne Endkarte, sonst minus Abstand

## The guided first game ("Learn to play"): what the guide says at each step, and why another
## move will not do there. $other is the computer player, who deals; the learner guesses first.

gotcha-lesson-welcome = Bei Gotcha errätst du die verdeckten Karten der anderen Blätter. Nur der Wert zählt: Ass 1, Bube 11, Dame 12, König 13; Farben nicht. Jedes Blatt bleibt von der kleinsten zur größten Karte sortiert, also nennt man eine Karte nach ihrem Platz: deine kleinste ist das hervorgehobene Ass, deine größte die hervorgehobene Dame. Du und { $other } habt je 20 Karten. Drücke Weiter.
gotcha-lesson-discard = Zuerst legt ihr beide 5 Karten verdeckt und für immer ab: niemand sonst sieht sie je. Wähle nacheinander 5 Karten deines Blatts. Merk sie dir: jede Karte, die du hältst oder abgelegt hast, kann { $other } nicht haben.
gotcha-lesson-discard-why = Lege beliebige 5 Karten deines Blatts ab, eine nach der anderen.
gotcha-lesson-other-discards = Jetzt legt { $other } 5 Karten ab. Er hat gegeben, also tippst du zuerst.
gotcha-lesson-guess-largest = { $other } hat 15 Karten behalten. Ein Tipp nennt ein Blatt, einen Platz darin, von der kleinsten Karte an gezählt, und einen Wert. Du hast keinen König, also ist seine größte Karte wohl einer: Sie ist seine 15. von der kleinsten. Zähle von der kleinsten und tippe, dass seine 15. Karte ein König ist (oder wähle die Karte selbst). Eine Karte am Ende bringt 3 + 1 = 4.
gotcha-lesson-guess-largest-why = Tippe in dieser Lektion, dass die 15. Karte von { $other } von der kleinsten an, seine größte, ein König ist.
gotcha-lesson-guess-further-in = Richtig: der König wird gezeigt und herausgenommen, du bekommst 4, und nach einem richtigen Tipp tippst du gleich noch einmal. Eine Karte weiter innen bringt mehr: 3 plus ihr Platz, vom näheren Ende gezählt. Du hast alle vier Asse, also beginnen seine kleinen Karten bei 2. Tippe, dass seine 3. kleinste Karte eine 3 ist: das bringt 3 + 3 = 6.
gotcha-lesson-guess-further-in-why = Tippe in dieser Lektion, dass die 3. kleinste Karte von { $other } eine 3 ist.
gotcha-lesson-call-gotcha = Wieder richtig. Jetzt überlege: seine 3. kleinste war eine 3, also sind seine zwei kleinsten höchstens 3. Du hast jedes Ass und drei der 2en, also ist höchstens eine davon eine 2: seine 2. kleinste muss eine 3 sein. Bist du dir bei einer Karte sicher, die nicht am Ende liegt, rufe zuerst Gotcha: richtig bringt das 1 mehr; falsch oder am Ende kostet es dich den Abstand der Karte vom Ende. Rufe Gotcha.
gotcha-lesson-call-gotcha-why = Rufe zuerst Gotcha: bei der 2. kleinsten Karte von { $other } bist du dir sicher.
gotcha-lesson-gotcha-guess = Tippe jetzt, dass seine 2. kleinste Karte eine 3 ist.
gotcha-lesson-gotcha-guess-why = Tippe, dass die 2. kleinste Karte von { $other } eine 3 ist: die Karte, bei der du dir sicher bist.
gotcha-lesson-miss = Richtig: 5 Punkte und 1 mehr für das Gotcha. Die Mitte eines Blatts bringt am meisten, ist aber am schwersten zu erraten. Tippe, dass seine 6. kleinste Karte eine 7 ist: das brächte 3 + 6 = 9.
gotcha-lesson-miss-why = Tippe in dieser Lektion, dass die 6. kleinste Karte von { $other } eine 7 ist.
gotcha-lesson-other-turn = Falsch: nichts wird gezeigt, du bekommst nichts, und { $other } ist am Zug. Sieh dir seinen Tipp an.
gotcha-lesson-other-missed = { $other } hat Gotcha gerufen und getippt, dass deine 5. kleinste Karte eine 9 ist. Du hast keine 9, also liegt er falsch, und sein Gotcha kostet ihn 5 Punkte: deine 5. kleinste liegt 5 Plätze vom Ende. Du bist wieder dran.
gotcha-lesson-ending = So geht es weiter, bis ein Blatt leer ist. Dann hat der andere Spieler einen letzten Zug, und die höhere Punktzahl gewinnt. Das ist ganz Gotcha: spiele diese Partie weiter oder beginne eine echte.

## The coach: why "Suggest" suggests a move, from the hard player's own figures. $guess is the
## guess as its button says it.

gotcha-coach-guess = { $guess }: zu { $percent } % wahrscheinlich, und bei Treffer { $points } Punkte wert.
gotcha-coach-guess-after-gotcha = { $guess }: zu { $percent } % wahrscheinlich. Richtig bringt das { $points } Punkte und { $bonus } mehr für das Gotcha; falsch kostet das Gotcha { $cost ->
        [one] 1 Punkt
       *[other] { $cost } Punkte
    }.
gotcha-coach-gotcha = Rufe Gotcha, dann tippe { $guess }: zu { $percent } % wahrscheinlich. Richtig bringt das { $points } Punkte und { $bonus } mehr für das Gotcha; falsch kostet das Gotcha { $cost ->
        [one] 1 Punkt
       *[other] { $cost } Punkte
    }. Das ist mehr wert als jeder Tipp ohne Gotcha.
gotcha-coach-discard = Leg { $card } ab: Die anderen raten zuerst die Endkarten, und deine { $end ->
        [smallest] kleinste
       *[largest] größte
    } Karte ist dann { $next }, weiter weg von der Stelle, an der sie suchen.
