# Suit Challenge: its name, rules page, options, score-sheet rows, and the words of its notes,
# actions and refusals.

## The game's name and its line on the title screen.

suit_challenge-title = Farbduell
suit_challenge-blurb = Poker nach Farben, auf einem Spielzettel mit neun Zeilen

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

suit_challenge-rules =
    Zwei Spieler wetteifern darum, einen Spielzettel mit acht Blättern zu füllen. Die Blätter ergeben sich allein aus den Farben: zwei Karten einer Farbe und je eine der anderen Farben sind ein 1 Paar oder eine Straße, zwei doppelte Farben sind 2 Paare, drei Karten einer Farbe ein Drilling, drei und zwei ein Full House, vier Karten einer Farbe ein Vierling, fünf ein Fünfling. Asse zählen 11, Bilder 10, alle anderen Karten ihren Augenwert.

    In jeder Runde bekommen beide Spieler fünf Karten und haben, bevor jemand zieht, eine Gelegenheit zur Ansage, zuerst der Spieler, der nicht gibt. Danach darfst du, wenn du dran bist, ein Blatt ansagen, das deine Karten wirklich bilden, oder beliebig viele Karten abwerfen und ebenso viele ziehen; danach darfst du sofort ansagen oder deinen Zug beenden. Bei einer Ansage werden beide Blätter aufgedeckt. Bildet auch das andere Blatt das angesagte Blatt, entscheiden die Punkte; sonst gewinnt das höherrangige Blatt. Der Gewinner trägt die Punkte des gewinnenden Blatts in dessen Zeile ein, sofern sie noch leer ist; bei gleichen Punkten oder einer schon gefüllten Zeile bleibt die Runde ohne Wertung.

    Das Gesamtblatt zählt alle fünf Karten. Solange deine Zeile Gesamtblatt leer ist, darfst du es ansagen, wenn du dran bist, oder als Antwort auf die Ansage des anderen Spielers, die es dann ersetzt. Die höhere Summe punktet im Gesamtblatt; wer Gesamtblatt ansagt und verliert, trägt dort 0 ein, und wessen Ansage dadurch ersetzt wurde, trägt die Summe seiner fünf Karten in der angesagten Zeile ein.

    Hat ein Spieler alle acht Zeilen gefüllt, darf der andere aufhören oder eine seiner leeren Zeilen herausfordern. In einer Herausforderungsrunde darf nur das herausgeforderte Blatt angesagt werden. Gewinnt der Herausforderer, trägt er die Summe seiner fünf Karten in diese Zeile ein; verliert er, trägt er dort 0 ein, und der andere Spieler addiert die Summe seiner fünf Karten zur Zeile Herausforderung. Die höchste Summe aller Zeilen gewinnt.
suit_challenge-rule-notes =
    Die Karten werden einzeln gegeben, zuerst an den Spieler, der nicht gibt; jede Runde beginnt mit dem frisch gemischten, vollständigen Kartenspiel.
    Kann der andere Spieler nicht mit Gesamtblatt antworten (seine Zeile ist gefüllt), wird eine Ansage sofort aufgedeckt und abgerechnet.
    Auf eine Gesamtblatt-Ansage kann nicht selbst mit Gesamtblatt geantwortet werden; sie wird sofort abgerechnet.
    Trifft ein Farbmuster auf ein anderes, gewinnt das höchstrangige Blatt, das der andere Spieler bildet, selbst wenn ein niedrigeres in einer leeren Zeile gepunktet hätte.
    Keine Karte abzuwerfen ist erlaubt: Es zählt, als ziehe man nichts, und danach darfst du ansagen oder deinen Zug beenden.
    Abgeworfene Karten kommen vor dem Ziehen auf den Ablagestapel, ein neu gebildeter Stapel kann sie also zurückbringen.
    Du darfst deine leere Zeile Gesamtblatt herausfordern: In dieser Runde ist Gesamtblatt die einzige erlaubte Ansage, und die höhere Summe der fünf Karten gewinnt.
    In einer Herausforderungsrunde wechselt der Geber weiterhin, und beide Spieler dürfen wie üblich abwerfen und ziehen.
    Wer entscheidet, ob er herausfordert, darf jederzeit aufhören, ob er vorn liegt oder zurück.

## Setup options.

suit_challenge-option-dealer-help = Der andere Spieler beginnt; der Geber wechselt jede Runde.

## The rows of the score sheet: the hands, Total Hand and Challenge.

suit_challenge-row-pair = 1 Paar
suit_challenge-row-two-pair = 2 Paare
suit_challenge-row-three-of-a-kind = Drilling
suit_challenge-row-straight = Straße
suit_challenge-row-full-house = Full House
suit_challenge-row-four-of-a-kind = Vierling
suit_challenge-row-five-of-a-kind = Fünfling
suit_challenge-row-total-hand = Gesamtblatt
suit_challenge-row-challenge = Herausforderung

## What players do, as the log tells it. $seat is the seat that speaks.

suit_challenge-calls = { $seat-is ->
        [you] Du sagst { $hand } an.
       *[other] { $seat } sagt { $hand } an.
    }
suit_challenge-passes = { $seat-is ->
        [you] Du passt.
       *[other] { $seat } passt.
    }
suit_challenge-stands-pat = { $seat-is ->
        [you] Du tauschst keine Karte.
       *[other] { $seat } tauscht keine Karte.
    }
suit_challenge-draws = { $seat-is ->
        [you] Du ziehst
       *[other] { $seat } zieht
    } { $count } { $count ->
        [one] Karte
       *[other] Karten
    }.
suit_challenge-ends-turn = { $seat-is ->
        [you] Du beendest deinen Zug.
       *[other] { $seat } beendet den Zug.
    }
suit_challenge-accepts = { $seat-is ->
        [you] Du nimmst an.
       *[other] { $seat } nimmt an.
    }
suit_challenge-answers-total-hand = { $seat-is ->
        [you] Du antwortest mit Gesamtblatt.
       *[other] { $seat } antwortet mit Gesamtblatt.
    }
suit_challenge-challenges = { $seat-is ->
        [you] Du forderst { $row } heraus.
       *[other] { $seat } fordert { $row } heraus.
    }
suit_challenge-quits = { $seat-is ->
        [you] Du beendest das Spiel.
       *[other] { $seat } beendet das Spiel.
    }

## How a call was settled.

suit_challenge-call-tied = Gleiche Punkte bei { $hand }, je { $points }: keine Wertung.
suit_challenge-call-won = { $winner-is ->
        [you] Du gewinnst mit { $hand } und trägst { $points } ein.
       *[other] { $winner } gewinnt mit { $hand } und trägt { $points } ein.
    }
suit_challenge-call-won-row-filled = { $winner-is ->
        [you] Du gewinnst mit { $hand } ({ $points }), die Zeile ist schon gefüllt: keine Wertung.
       *[other] { $winner } gewinnt mit { $hand } ({ $points }), die Zeile ist schon gefüllt: keine Wertung.
    }
suit_challenge-totals-tied = Gleiche Summe ({ $total }): keine Wertung.
suit_challenge-total-hand-won = { $player-is ->
        [you] Du gewinnst Gesamtblatt mit { $total } zu { $against } und trägst { $total } ein.
       *[other] { $player } gewinnt Gesamtblatt mit { $total } zu { $against } und trägt { $total } ein.
    }
suit_challenge-total-hand-lost = { $player-is ->
        [you] Du verlierst Gesamtblatt mit { $total } zu { $against } und trägst 0 ein.
       *[other] { $player } verliert Gesamtblatt mit { $total } zu { $against } und trägt 0 ein.
    }
suit_challenge-answer-lost = { $player-is ->
        [you] Du verlierst Gesamtblatt mit { $total } zu { $against } und trägst 0 ein.
       *[other] { $player } verliert Gesamtblatt mit { $total } zu { $against } und trägt 0 ein.
    } { $caller-is ->
        [you] Du trägst { $against } bei { $call } ein.
       *[other] { $caller } trägt { $against } bei { $call } ein.
    }
suit_challenge-challenge-tied = Gleiche Summe ({ $total }): Die Herausforderung von { $row } endet unentschieden.
suit_challenge-challenge-won = { $challenger-is ->
        [you] Du gewinnst die Herausforderung und trägst { $total } bei { $row } ein.
       *[other] { $challenger } gewinnt die Herausforderung und trägt { $total } bei { $row } ein.
    }
suit_challenge-challenge-lost = { $challenger-is ->
        [you] Du verlierst die Herausforderung von { $row }; { $defender } trägt { $total } bei Herausforderung ein.
       *[other] { $challenger } verliert die Herausforderung von { $row }; { $defender-is ->
            [you] du trägst { $total } bei Herausforderung ein.
           *[other] { $defender } trägt { $total } bei Herausforderung ein.
        }
    }

## How the game ended.

suit_challenge-game-won = { $winner-is ->
        [you] Du gewinnst mit { $points } zu { $against }.
       *[other] { $winner } gewinnt mit { $points } zu { $against }.
    }
suit_challenge-game-drawn = Unentschieden mit je { $points } { $points ->
        [one] Punkt
       *[other] Punkten
    }.

## Actions, as buttons and the log name them.

suit_challenge-action-call = { $hand } ansagen
suit_challenge-action-discard = { $cards } abwerfen
suit_challenge-action-draw-nothing = Nichts tauschen
suit_challenge-action-pass = Passen
suit_challenge-action-end-turn = Zug beenden
suit_challenge-action-accept = Annehmen
suit_challenge-action-total-hand = Gesamtblatt
suit_challenge-action-challenge = { $row } herausfordern
suit_challenge-action-quit = Aufhören

## Refusals.

suit_challenge-error-challenge-call = In dieser Herausforderungsrunde ist nur { $row } als Ansage erlaubt.
suit_challenge-error-challenge-row-call = Herausforderung ist eine Wertungszeile, kein Blatt zum Ansagen.
suit_challenge-error-total-hand-filled = Deine Zeile Gesamtblatt ist schon gefüllt, du kannst es nicht ansagen.
suit_challenge-error-not-formed = Deine Karten ergeben nicht „{ $hand }“.
suit_challenge-error-not-held = Du hast { $card } nicht.
suit_challenge-error-listed-twice = { $card } ist doppelt angegeben.
suit_challenge-error-answer-filled = Du kannst nicht mit Gesamtblatt antworten: Diese Zeile ist schon gefüllt.
suit_challenge-error-challenge-filled = Du kannst nur eine deiner leeren Zeilen herausfordern; { $row } gehört nicht dazu.
suit_challenge-error-opening = Direkt nach dem Geben darfst du nur ein Blatt ansagen oder passen.
suit_challenge-error-turn = Wenn du dran bist, darfst du ein Blatt ansagen oder abwerfen und ziehen.
suit_challenge-error-after-draw = Nach dem Ziehen darfst du ein Blatt ansagen oder deinen Zug beenden.
suit_challenge-error-answer = Antworte auf die Ansage: Nimm sie an oder kontere mit Gesamtblatt.
suit_challenge-error-challenge-choice = Wähle eine deiner leeren Zeilen zum Herausfordern oder hör auf.
suit_challenge-error-sheets-at-start = Mit diesen Spielblättern kann kein Spiel beginnen: Jede Zahl muss zwischen 0 und dem liegen, was Karten erzielen können, und kein Blatt darf voll sein.

## At the table: status lines, prompts, captions and buttons that show what a call scores.

suit_challenge-table-round = Runde { $round }, { $dealer-is ->
        [you] du gibst
       *[other] { $dealer } gibt
    }
suit_challenge-table-called = { $caller-is ->
        [you] Du hast { $hand } angesagt
       *[other] { $caller } hat { $hand } angesagt
    }
suit_challenge-table-challenge-round = Herausforderungsrunde: { $row }, herausgefordert von { $challenger-is ->
        [you] dir
       *[other] { $challenger }
    }
suit_challenge-table-last-call = Letzte Ansage: { $result }
suit_challenge-table-piles = Stapel: { $stock }, Ablage: { $discards }
suit_challenge-table-prompt-opening = Sag ein Blatt an, das du jetzt hast, oder passe (einmalig, bevor jemand zieht)
suit_challenge-table-prompt-turn = Sag ein Blatt an oder wähle Karten und wirf sie ab
suit_challenge-table-prompt-after-draw = Sag jetzt ein Blatt an oder beende deinen Zug
suit_challenge-table-prompt-answer = { $caller-is ->
        [you] Du hast { $hand } angesagt
       *[other] { $caller } hat { $hand } angesagt
    }: annehmen oder mit Gesamtblatt kontern
suit_challenge-table-prompt-challenge = Fordere eine deiner leeren Zeilen heraus oder beende das Spiel hier
suit_challenge-table-stock = Stapel { $count }
suit_challenge-table-discards = Ablage { $count }
suit_challenge-table-call = { $hand } ansagen · { $points } Pkt.
suit_challenge-table-total-hand = Gesamtblatt · { $points } Pkt.

## The lesson ("Learn to play"): each step the guide says, and why another move is refused
## there. $other is the computer player.

suit_challenge-lesson-welcome = Bei Farbduell ergeben sich die Blätter allein aus den Farben: zwei Karten einer Farbe und je eine der anderen Farben ergeben ein 1 Paar oder eine Straße, drei Karten einer Farbe einen Drilling und so weiter. Wer eine Ansage gewinnt, trägt die Punkte in die Zeile dieses Blatts auf dem Spielzettel ein, und wer bei vollen Zetteln die höhere Summe hat, gewinnt. Diese Partie läuft schon eine Weile. Drücke Weiter.
suit_challenge-lesson-sheet = Du hast noch zwei leere Zeilen (hervorgehoben): Drilling und Gesamtblatt. { $other } hat eine: Drilling. Bei seinem Gesamtblatt steht eine 0 aus einem verlorenen Gesamtblatt: auch eine 0 füllt eine Zeile. Drücke Weiter.
suit_challenge-lesson-opening = Direkt nach dem Geben hat jeder von euch eine Gelegenheit zur Ansage, du zuerst. Deine zwei Pik und je eine Karte der anderen Farben (hervorgehoben) ergeben ein 1 Paar oder eine Straße, aber beide Zeilen sind gefüllt. Passe.
suit_challenge-lesson-opening-why = Passe: deine Karten ergeben nur Blätter, deren Zeilen du schon gefüllt hast.
suit_challenge-lesson-other-passes = { $other } passt auch.
suit_challenge-lesson-draw = Wenn du dran bist, darfst du ansagen oder beliebig viele Karten abwerfen und ebenso viele ziehen. Gesamtblatt zählt alle fünf Karten (Asse 11, Bilder 10), also wirf { $cards } für höhere Karten ab.
suit_challenge-lesson-draw-why = Wirf { $cards } ab: sie tragen am wenigsten zu deiner Summe bei.
suit_challenge-lesson-end-turn = Du hast { $cards } gezogen: deine fünf Karten zählen zusammen 52. Du könntest jetzt Gesamtblatt ansagen, aber beende stattdessen deinen Zug: sagt { $other } an, kannst du mit Gesamtblatt antworten.
suit_challenge-lesson-end-turn-why = Beende deinen Zug: du antwortest { $other } mit Gesamtblatt.
suit_challenge-lesson-other-draws = { $other } zieht eine Karte und darf ansagen.
suit_challenge-lesson-total-hand = { $other } hat Drilling angesagt, seine letzte leere Zeile. Antworte mit Gesamtblatt: es ersetzt seine Ansage, und ihr zählt beide alle fünf Karten zusammen. Ist deine Summe höher, trägst du sie bei Gesamtblatt ein, und seine Ansage bringt nichts.
suit_challenge-lesson-total-hand-why = Antworte mit Gesamtblatt: es stoppt die Ansage, die den Zettel von { $other } füllen würde.
suit_challenge-lesson-total-hand-won = Deine 52 schlagen seine 35: 52 kommt in deine Zeile Gesamtblatt, und seine Zeile Drilling bleibt leer. Hättest du verloren, hättest du bei Gesamtblatt 0 eingetragen und er seine Summe bei Drilling. Eine neue Runde wird gegeben, und jetzt gibst du. Drücke Weiter.
suit_challenge-lesson-other-calls = { $other } ist jetzt zuerst dran und sagt sofort Drilling an. Deine Zeile Gesamtblatt ist gefüllt, du kannst also nicht darauf antworten: die Ansage wird sofort abgerechnet.
suit_challenge-lesson-other-full = Sein Drilling hat dein Blatt geschlagen, also kommen die Punkte in seine Zeile, und sein Zettel ist voll. Drücke Weiter.
suit_challenge-lesson-challenge = Da der Zettel von { $other } voll ist, darfst du aufhören, und die höhere Summe gewinnt: das ist seine. Oder du forderst eine deiner leeren Zeilen heraus. Fordere Drilling heraus.
suit_challenge-lesson-challenge-why = Fordere Drilling heraus: du liegst zurück, mit Aufhören verlierst du gegen { $other }.
suit_challenge-lesson-challenge-round = Eine Herausforderungsrunde wird gegeben. Die einzige Ansage ist das herausgeforderte Blatt, Drilling, und niemand darf mit Gesamtblatt antworten. Gewinnst du, trägst du die Summe deiner fünf Karten bei Drilling ein. Verlierst du, trägst du dort 0 ein, und { $other } addiert seine Summe zu seiner Zeile Herausforderung (hervorgehoben). Drücke Weiter.
suit_challenge-lesson-challenge-call = Deine drei Karten einer Farbe (hervorgehoben) ergeben einen Drilling: sag ihn an.
suit_challenge-lesson-challenge-call-why = Sag Drilling an, das herausgeforderte Blatt.

## The coach: why "Suggest" suggests a move, from the hard player's own search. $move and $next
## are moves as their buttons say them; $percent and $against are the chances to win the game
## it reckons each leaves (from where the score sheets end up), over $tries tries; $call is a
## row's name; $standing is ahead, level or behind.

suit_challenge-coach-play = { $move }: { $tries }-mal zu Ende gespielt, jeweils mit einer neuen Verteilung der Karten, die du nicht siehst, lässt dir dieser Zug eine geschätzte Chance von { $percent } %, die Partie zu gewinnen; { $next }, der beste andere Zug, kommt auf { $against } %.
suit_challenge-coach-respond = { $move }: Gegen { $tries } { $tries ->
        [one] Blatt
       *[other] Blätter
    } mit „{ $call }“ für { $other }, gegeben aus den Karten, die du nicht siehst, lässt dir dieser Zug eine geschätzte Chance von { $percent } %, die Partie zu gewinnen; { $next } kommt auf { $against } %.
suit_challenge-coach-challenge = { $move }: In { $tries } { $tries ->
        [one] Herausforderungsrunde
       *[other] Herausforderungsrunden
    }, jeweils frisch gegeben und zu Ende gespielt, lässt dir dieser Zug eine geschätzte Chance von { $percent } %, die Partie zu gewinnen; { $next } kommt auf { $against } %.
suit_challenge-coach-quit = Aufhören: Wenn du jetzt aufhörst, { $standing ->
        [ahead] gewinnst du die Partie, da du vorn liegst
        [level] endet die Partie unentschieden, da ihr gleichauf liegt
       *[behind] verlierst du die Partie, da du zurückliegst
    }, und keine Herausforderung ist besser: Die beste, { $next }, lässt dir eine geschätzte Chance von { $against } %, ermittelt in { $tries } zu Ende gespielten { $tries ->
        [one] Runde
       *[other] Runden
    }.
