# Bluff Poker: its name, rules page, options, poker hands, and the words of its notes, actions,
# refusals and table.

## The game's name and its line on the title screen.

bluff_poker-title = Bluff Poker
bluff_poker-blurb = Ein Pokerblatt Karte für Karte bauen – oder zum Aussteigen bluffen

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

bluff_poker-rules =
    Zwei Spieler bekommen je zehn Karten; der Rest des Kartenspiels bildet den Stapel. In jeder Runde legen die Spieler abwechselnd eine Karte offen in ihre eigene Reihe, der Ausspieler zuerst. Liegen in beiden Reihen fünf Karten, gewinnt das bessere Pokerblatt (höchste Karte, Paar, zwei Paare, Drilling, Straße, Flush, Full House, Vierling, Straight Flush und mit zwei Kartenspielen ganz oben der Fünfling). Gleiche Blätter punkten nicht.

    Sobald du eine Karte in deiner Reihe hast, darfst du aussteigen, statt zu spielen: Dein Gegner gewinnt die Runde. Der Gewinner erhält 1 Punkt für die erste Karte, die einer der beiden Spieler in dieser Runde gespielt hat, 2 für die zweite und so weiter: 3 Punkte bei zwei Karten, 10 bei vier, 55 bei allen zehn. Früh auszusteigen ist also billig, und ein Bluff mit einer stark aussehenden Reihe kann sich lohnen.

    Nach jeder Runde scheiden die gespielten Karten aus dem Spiel aus, und die Spieler ziehen, der Gewinner zuerst, abwechselnd je eine Karte, bis jeder wieder zehn hält. Der Gewinner spielt die nächste Runde aus. Ist der Stapel leer, geht es weiter, bis jemand eine Runde mit weniger als fünf Karten beginnt; die höhere Gesamtpunktzahl gewinnt.

    Lowball: Wenn du eine neue Runde ausspielst, darfst du stattdessen fünf Karten auf einmal legen, offen oder verdeckt. Dein Gegner steigt aus (du erhältst 15), antwortet mit fünf offenen Karten (beide Blätter werden gezeigt, und das niedrigere Pokerblatt erhält 30; gleiche Blätter punkten nicht) oder antwortet mit fünf verdeckten Karten (du erhältst 30, wenn deine offen lagen, sonst 5). Die zehn Karten scheiden aus, beide ziehen nach, und wer gepunktet hat, spielt aus.

    Mit zwei Kartenspielen darfst du nie zwei gleiche Karten (gleicher Rang und gleiche Farbe) in deiner eigenen Reihe haben.
bluff_poker-rule-notes =
    Die Karten werden einzeln gegeben, zuerst an den Spieler, der nicht gibt; gezogen wird oben vom Stapel.
    A-2-3-4-5 ist eine Straße mit der 5 als höchster Karte; sonst ist das Ass hoch.
    Gleiche Blätter werden Karte für Karte bis zum letzten Kicker verglichen, bevor sie als gleich gelten.
    Nach einem Aussteigen oder gleichen Blättern scheiden die gespielten Karten ebenfalls aus, und beide Spieler ziehen nach; nach gleichen Blättern spielt derselbe Spieler aus und zieht zuerst.
    Geht der Stapel beim Nachziehen aus, behalten die Spieler, was sie bis dahin gezogen haben.
    Das Spiel endet, wenn ein Spieler zu Beginn einer Runde weniger als fünf Karten hält; bei gleicher Gesamtpunktzahl ist es unentschieden.
    Lowball kann nur beim Ausspielen einer neuen Runde angesagt werden, bevor eine Karte gespielt wurde.
    Hast du Lowball angesagt, bist du daran gebunden: Wähle deine fünf Karten einzeln; sie werden gemeinsam gelegt, sobald die fünfte gewählt ist, und dein Gegner sieht sie vorher nicht.
    Ein verdecktes Lowball-Blatt wird nur gezeigt, wenn der andere Spieler offen antwortet; sonst scheidet es ungesehen aus.
    Lowball-Blätter werden wie gewöhnliche Pokerblätter verglichen: Das schwächere Pokerblatt ist das niedrigere, also zählen Paare, Straßen und Flushes gegen dich.
    Mit zwei Kartenspielen gilt das Verbot gleicher Karten auch für Lowball-Blätter; Lowball anzusagen oder zu beantworten erfordert also fünf verschiedene Karten auf der Hand.
    Ein Fünfling steht über einem Straight Flush, kann aber nie in einer Reihe entstehen, da fünf Karten eines Rangs immer zwei gleiche Karten enthalten.
    Mit zwei Kartenspielen musst du aussteigen, wenn jede Karte, die du hältst, einer Karte in deiner Reihe gleicht.


## Setup options.

bluff_poker-option-packs = Kartenspiele
bluff_poker-option-packs-help = Zwei Kartenspiele erlauben Fünflinge, aber nie zwei gleiche Karten in einer Reihe.
bluff_poker-option-packs-one = Ein Kartenspiel (52 Karten)
bluff_poker-option-packs-two = Zwei Kartenspiele (104 Karten)
bluff_poker-option-lowball = Lowball
bluff_poker-option-lowball-help = Ob der Ausspieler fünf Karten auf einmal statt einer spielen darf.
bluff_poker-option-lowball-allowed = Erlaubt
bluff_poker-option-lowball-off = Wird nicht gespielt
bluff_poker-option-dealer-help = Der andere Spieler spielt in der ersten Runde zuerst.

## Poker hands, by the ranks that name them ($rank is "King", "7").

bluff_poker-hand-high-card = { $high } hoch
bluff_poker-hand-pair = Paar { $rank-key ->
        [a] Asse
        [k] Könige
        [q] Damen
        [j] Buben
       *[other] { $rank }er
    }
bluff_poker-hand-two-pair = Zwei Paare, { $high-key ->
        [a] Asse
        [k] Könige
        [q] Damen
        [j] Buben
       *[other] { $high }er
    } und { $low-key ->
        [a] Asse
        [k] Könige
        [q] Damen
        [j] Buben
       *[other] { $low }er
    }
bluff_poker-hand-three-of-a-kind = Drilling { $rank-key ->
        [a] Asse
        [k] Könige
        [q] Damen
        [j] Buben
       *[other] { $rank }er
    }
bluff_poker-hand-straight = Straße, { $high } hoch
bluff_poker-hand-flush = Flush, { $high } hoch
bluff_poker-hand-full-house = Full House, { $three-key ->
        [a] Asse
        [k] Könige
        [q] Damen
        [j] Buben
       *[other] { $three }er
    } über { $pair-key ->
        [a] Asse
        [k] Könige
        [q] Damen
        [j] Buben
       *[other] { $pair }er
    }
bluff_poker-hand-four-of-a-kind = Vierling { $rank-key ->
        [a] Asse
        [k] Könige
        [q] Damen
        [j] Buben
       *[other] { $rank }er
    }
bluff_poker-hand-straight-flush = Straight Flush, { $high } hoch
bluff_poker-hand-royal-flush = Royal Flush
bluff_poker-hand-five-of-a-kind = Fünfling { $rank-key ->
        [a] Asse
        [k] Könige
        [q] Damen
        [j] Buben
       *[other] { $rank }er
    }

## What players do, as the log tells it. $seat is the seat that speaks.

bluff_poker-folds = { $seat-is ->
        [you] Du steigst aus.
       *[other] { $seat } steigt aus.
    }
bluff_poker-calls-lowball = { $seat-is ->
        [you] Du sagst
       *[other] { $seat } sagt
    } Lowball { $face ->
        [up] offen an.
       *[down] verdeckt an.
    }
bluff_poker-folds-to-lowball = { $seat-is ->
        [you] Du steigst gegen das Lowball aus.
       *[other] { $seat } steigt gegen das Lowball aus.
    }
bluff_poker-answers-lowball = { $seat-is ->
        [you] Du beantwortest
       *[other] { $seat } beantwortet
    } das Lowball { $face ->
        [up] offen.
       *[down] verdeckt.
    }
bluff_poker-shows = { $seat-is ->
        [you] Du zeigst
       *[other] { $seat } zeigt
    } { $hand }: { $cards }.

## How a hand ended.

bluff_poker-folded = { $folder-is ->
        [you] Du steigst
       *[other] { $folder } steigt
    } nach { $played } { $played ->
        [one] Karte
       *[other] Karten
    } aus: { $winner-is ->
        [you] Du erhältst
       *[other] { $winner } erhält
    } { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }.
bluff_poker-showdown-won = { $winner-is ->
        [you] Du gewinnst den Showdown mit { $hand } gegen { $against } und erhältst { $points } { $points ->
            [one] Punkt
           *[other] Punkte
        }.
       *[other] { $winner } gewinnt den Showdown mit { $hand } gegen { $against } und erhält { $points } { $points ->
            [one] Punkt
           *[other] Punkte
        }.
    }
bluff_poker-showdown-tied = Gleiche Blätter ({ $hand }): Niemand punktet.
bluff_poker-lowball-folded = { $folder-is ->
        [you] Du steigst
       *[other] { $folder } steigt
    } gegen das Lowball aus: { $leader-is ->
        [you] Du erhältst
       *[other] { $leader } erhält
    } { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }.
bluff_poker-lowball-won = { $winner-is ->
        [you] Du gewinnst das Lowball mit dem niedrigeren Blatt, { $hand } ({ $cards }) gegen { $against } ({ $against_cards }), und erhältst { $points } Punkte.
       *[other] { $winner } gewinnt das Lowball mit dem niedrigeren Blatt, { $hand } ({ $cards }) gegen { $against } ({ $against_cards }), und erhält { $points } Punkte.
    }
bluff_poker-lowball-answered-down = { $answerer-is ->
        [you] Du beantwortest
       *[other] { $answerer } beantwortet
    } das Lowball verdeckt: { $leader-is ->
        [you] Du erhältst
       *[other] { $leader } erhält
    } { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }.
bluff_poker-lowball-tied = Gleiche Lowball-Blätter ({ $hand }): Niemand punktet.

## How the game ended.

bluff_poker-won = { $winner-is ->
        [you] Du gewinnst
       *[other] { $winner } gewinnt
    } mit { $points } zu { $against } Punkten.
bluff_poker-draw = Unentschieden mit je { $points } { $points ->
        [one] Punkt
       *[other] Punkten
    }.

## Actions, as buttons and the log name them.

bluff_poker-action-play = { $card } spielen
bluff_poker-action-fold = Aussteigen
bluff_poker-action-lowball = Lowball { $face ->
        [up] offen
       *[down] verdeckt
    }
bluff_poker-action-choose = { $card } wählen
bluff_poker-action-answer = { $face ->
        [up] Offen antworten
       *[down] Verdeckt antworten
    }

## Refusals.

bluff_poker-error-packs = Bluff Poker wird mit einem oder zwei Kartenspielen gespielt, nicht mit { $packs }.
bluff_poker-error-not-held = Du hast { $card } nicht.
bluff_poker-error-identical-play = Du hast { $card } in dieser Runde schon gespielt: Mit zwei Kartenspielen darfst du keine gleiche Karte in deine eigene Reihe spielen.
bluff_poker-error-fold-too-early = Aussteigen darfst du erst, wenn du in dieser Runde mindestens eine Karte gespielt hast.
bluff_poker-error-lowball-off = Lowball wird in diesem Spiel nicht gespielt.
bluff_poker-error-lowball-lead = Lowball darfst du nur ansagen, wenn du eine neue Runde ausspielst, bevor eine Karte gespielt wurde.
bluff_poker-error-lowball-different = Für Lowball brauchst du fünf verschiedene Karten auf der Hand (mit zwei Kartenspielen dürfen gleiche Karten nicht in eine Reihe).
bluff_poker-error-lowball-five = Für Lowball müssen beide Spieler fünf Karten halten.
bluff_poker-error-not-choosing = Du wählst gerade kein Lowball-Blatt: Spiel eine Karte oder steig aus.
bluff_poker-error-nothing-to-answer = Es gibt kein Lowball zu beantworten: Spiel eine Karte oder steig aus.
bluff_poker-error-not-left = Du hast { $card } nicht mehr zur Auswahl.
bluff_poker-error-identical-pick = Du hast { $card } schon für dieses Lowball-Blatt gewählt: Mit zwei Kartenspielen darfst du keine gleiche Karte in deine eigene Reihe spielen.
bluff_poker-error-choose-five = Wähle die fünf Karten deines Lowball-Blatts, eine nach der anderen.
bluff_poker-error-answer-needs-five = Du brauchst fünf verschiedene Karten, um das Lowball zu beantworten: Du kannst nur aussteigen.
bluff_poker-error-answer = Beantworte das Lowball: Steig aus oder antworte mit fünf Karten, offen oder verdeckt.

## At the table: status lines, captions, prompts, and buttons that show what a choice scores.

bluff_poker-table-score = { $seat }: { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }
bluff_poker-table-packs = { $packs } { $packs ->
        [one] Kartenspiel
       *[other] Kartenspiele
    }{ $lowball ->
        [yes] , Lowball erlaubt
       *[no] {""}
    }
bluff_poker-table-last-hand = Letzte Runde: { $result }
bluff_poker-table-row = { $seat-is ->
        [you] Deine Reihe
       *[other] Reihe von { $seat }
    }
bluff_poker-table-row-best = { $seat-is ->
        [you] Deine Reihe
       *[other] Reihe von { $seat }
    } · { $hand }
bluff_poker-table-stock = Stapel { $count }
bluff_poker-table-prompt-play = Spiel eine Karte in deine Reihe oder steig aus
bluff_poker-table-prompt-lowball-pick = Wähle dein Lowball-Blatt: { $picked } von 5 gewählt
bluff_poker-table-prompt-lowball-answer = Lowball! Antworte mit fünf eigenen Karten oder steig aus
bluff_poker-table-prompt-lowball-respond = Wähle dein Antwortblatt: { $picked } von 5 gewählt
bluff_poker-table-they-score = { $action } · Gegner erhält { $points }
bluff_poker-table-lowball = { $action } · Gegner steigt aus: du { $fold }; offen: niedrigeres Blatt { $lower }; verdeckt: du { $down }
bluff_poker-table-answer-up = { $action } · das niedrigere Blatt erhält { $points }
bluff_poker-table-why-identical = { $card } liegt schon in deiner Reihe: Mit zwei Kartenspielen darf eine Reihe keine zwei gleichen Karten enthalten

## The guided first game ("Learn to play"): what the guide says at each step, and why another
## move will not do there. $other is the computer player, who deals; the learner leads first.

bluff_poker-lesson-welcome = Bei Bluff Poker baut ihr, du und { $other }, je ein Pokerblatt aus fünf Karten in einer Reihe, Karte für Karte und offen. Sind beide Reihen voll, gewinnt das bessere Pokerblatt; aber jeder von euch darf vorher aussteigen. Was noch in deiner Hand ist, bleibt verdeckt, also kann eine Reihe stärker aussehen, als sie wird. Du hast drei Asse (hervorgehoben). Drücke Weiter.
bluff_poker-lesson-lead = Du spielst im ersten Blatt aus: lege eine Karte in deine Reihe. Beginne mit deinem { $card }.
bluff_poker-lesson-lead-why = Spiele in dieser Lektion { $card }.
bluff_poker-lesson-other-plays = { $other } antwortet mit einer Karte in seine eigene Reihe.
bluff_poker-lesson-pair = Spiele { $card }: deine Reihe zeigt ein Paar Asse.
bluff_poker-lesson-pair-why = Spiele { $card } für ein Paar Asse.
bluff_poker-lesson-other-plays-again = { $other } spielt eine weitere Karte.
bluff_poker-lesson-three = Jetzt { $card }: drei Asse in einer Reihe, die { $other } sieht.
bluff_poker-lesson-three-why = Spiele { $card } für drei Asse.
bluff_poker-lesson-other-folds = { $other } hat eine Karte gespielt, also darf er in seinem Zug aussteigen. Gegen drei Asse tut er es.
bluff_poker-lesson-folded = { $other } ist ausgestiegen: du gewinnst das Blatt, und es zählt für jede Karte, die ihr beide hineingespielt habt. 5 Karten ergeben 1 + 2 + 3 + 4 + 5 = 15; ein Blatt bis zu zehn Karten ist 55 wert. Die Karten verlassen das Spiel, beide ziehen aus dem Stapel auf 10 nach, der Gewinner zuerst, und der Gewinner spielt aus.
bluff_poker-lesson-lowball = Wenn du ausspielst, darfst du stattdessen Lowball spielen: fünf Karten auf einmal. Offen gespielt kann { $other } aussteigen (du bekommst 15), verdeckt antworten (du bekommst 30) oder mit fünf offenen Karten antworten, und dann bekommt das niedrigere Pokerblatt 30. Spiele Lowball offen.
bluff_poker-lesson-lowball-why = Spiele in dieser Lektion Lowball offen.
bluff_poker-lesson-lowball-choose = Beim Lowball ist niedrig gut: kein Paar, keine Straße, kein Flush, kleine Karten. Wähle { $cards }, eine nach der anderen. Nicht die 6: 2 3 4 5 6 wäre eine Straße.
bluff_poker-lesson-lowball-choose-why = Wähle { $cards }: fünf niedrige Karten ohne Paar, Straße oder Flush.
bluff_poker-lesson-other-answers = { $other } antwortet: sieh, was er tut.
bluff_poker-lesson-lowball-won = { $other } hat mit fünf offenen Karten geantwortet: 9 8 6 4 2. Deine 7 5 4 3 2 sind niedriger, also bekommst du 30. Die zehn Karten verlassen das Spiel, beide ziehen auf 10 nach, und du spielst wieder aus.
bluff_poker-lesson-lead-again = Spiele { $card } aus.
bluff_poker-lesson-lead-again-why = Spiele in dieser Lektion { $card } aus.
bluff_poker-lesson-other-king = { $other } spielt eine Karte.
bluff_poker-lesson-second-card = Sein König schlägt vorerst deine Dame. Spiele { $card }.
bluff_poker-lesson-second-card-why = Spiele in dieser Lektion { $card }.
bluff_poker-lesson-other-kings = { $other } spielt seine zweite Karte.
bluff_poker-lesson-fold = { $other } zeigt ein Paar Könige. Deine zehn Karten ergeben höchstens ein Paar 3en, also kannst du dieses Blatt nur verlieren, und je länger es dauert, desto mehr kostet es. Steig jetzt aus: er bekommt 10 für 4 Karten statt 55 am Ende.
bluff_poker-lesson-fold-why = Steig aus: deine Karten schlagen das Paar Könige von { $other } nicht, und jede gespielte Karte macht das Blatt für ihn mehr wert.
bluff_poker-lesson-ending = So geht es weiter: der Gewinner eines Blatts spielt das nächste aus. Eine Partie ist ein Durchgang durch den Stapel; ist er leer, geht es weiter, bis jemand weniger als 5 Karten hält, und die höhere Summe gewinnt. Das ist ganz Bluff Poker: spiele diese Partie weiter oder beginne eine echte.

## The coach: why "Suggest" suggests a move, from the hard player's own figures. $deals is how
## many hands it dealt $other from the cards you have not seen; $hand is a poker hand's name;
## a figure "on average" is in points, rounded, and may be below zero; $now is what a fold gives
## $other now, $end what the hand played out to ten cards would.

bluff_poker-coach-lowball-up = Lowball offen: Bei { $deals } Blättern, die { $other } aus den Karten ausgeteilt wurden, die du nicht gesehen hast, waren deren niedrigste fünf Karten in { $lower } % der Fälle nicht niedriger als deine. Lowball bringt dabei im Schnitt { $lowball }, eine Reihe { $play }.
bluff_poker-coach-lowball-down = Lowball verdeckt: Bei { $deals } Blättern, die { $other } aus den Karten ausgeteilt wurden, die du nicht gesehen hast, schlugen deren beste fünf Karten deine in { $beaten } % der Fälle, also bringt eine Reihe im Schnitt { $play }.
bluff_poker-coach-lead = Spiele { $card } aus, auf dem Weg zu { $hand }, dem besten Pokerblatt, das deine Karten ergeben. Bei { $deals } Blättern, die { $other } aus den Karten ausgeteilt wurden, die du nicht gesehen hast, bringt eine Reihe im Schnitt { $play } und Lowball offen { $lowball }: zu wenig, um die Reihe aufzugeben.
bluff_poker-coach-build = Spiele { $card }, auf dem Weg zu { $hand }, dem besten Pokerblatt, das deine Karten ergeben: erst Einzelkarten und niedrige Karten, damit deine Reihe wenig verrät.
bluff_poker-coach-fold-beaten = Steig jetzt aus: Die Reihe von { $other } schlägt schon { $hand }, das beste Pokerblatt, das du bilden kannst, und eine Reihe wird nur stärker. Jetzt auszusteigen gibt { $other } { $now } Punkte; bis zur zehnten Karte gespielt, brächte die Runde { $end }.
bluff_poker-coach-fold-short = Steig jetzt aus: Deine Karten reichen nicht, um deine Reihe auf fünf zu füllen, also ist diese Runde verloren. Jetzt auszusteigen gibt { $other } { $now } Punkte, und jede weitere gespielte Karte bringt mehr.
bluff_poker-coach-fold-odds = Steig jetzt aus: Mit { $hand } gewinnst du den Showdown nur bei { $percent } % der { $deals } Blätter, die { $other } aus den Karten ausgeteilt wurden, die du nicht gesehen hast. Weiterspielen bringt im Schnitt { $keep }; Aussteigen kostet { $now } Punkte.
bluff_poker-coach-play-on = Spiele { $card }: Mit { $hand } gewinnst du den Showdown bei { $percent } % der { $deals } Blätter, die { $other } aus den Karten ausgeteilt wurden, die du nicht gesehen hast. Weiterspielen bringt im Schnitt { $keep }; Aussteigen würde { $now } Punkte kosten.
bluff_poker-coach-answer-up = Antworte offen: { $other } hat aus bis zu zehn Karten das niedrigste Blatt aus fünf gewählt. Gegen { $deals } solche Blätter, ausgeteilt aus den Karten, die du nicht gesehen hast, liegst du mit { $hand } in { $lower } % der Fälle niedriger, also bringt eine offene Antwort im Schnitt { $edge }.
bluff_poker-coach-answer-down = Antworte verdeckt: Das gibt { $other } 5 Punkte. Gegen die niedrigsten fünf Karten aus { $deals } Blättern, ausgeteilt aus den Karten, die du nicht gesehen hast, liegst du mit { $hand } nur in { $lower } % der Fälle niedriger, also brächte eine offene Antwort im Schnitt { $edge }.
bluff_poker-coach-choose = Wähle { $card }: Die Karte gehört zu { $hand }, dem niedrigsten Pokerblatt, das deine Karten ergeben.
