# Svoi Kozyri: its name, rules page, options, and the words of its notes, actions and refusals.

## The game's name and its line on the title screen.

svoi_kozyri-title = Svoi Kozyri
svoi_kozyri-blurb = „Eigene Trümpfe“: jedem seine Trümpfe, alle Karten offen

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

svoi_kozyri-rules =
    Zwei Spieler, ein Kartenspiel zu 32 Karten (7 bis Ass; das Ass ist hoch). Alle Karten liegen das ganze Spiel über offen.

    Vor dem Geben sieht sich der Geber seine Hälfte an, eine zufällige Hälfte des Kartenspiels, und bestimmt eine Trumpffarbe und eine Zweitfarbe. Der andere Spieler nimmt die beiden übrigen Farben und sagt, welche davon sein Trumpf ist. Die Farben bilden Paare: Trumpf mit Trumpf, Zweitfarbe mit Zweitfarbe. Der Geber behält aus seiner Hälfte die Karten seiner beiden Farben; der andere Spieler bekommt dieselben Ränge in den gepaarten Farben; die Ränge, die dem Geber in jeder seiner Farben fehlen, gehen an den anderen Spieler und ihre Spiegelkarten an den Geber. So sind beide Blätter gleichwertig.

    Der Spieler, der nicht gibt, spielt eine beliebige Karte aus und beginnt damit einen Haufen. Wenn du dran bist, schlägst du entweder die oberste Karte und legst dann eine beliebige zweite Karte darauf, oder du nimmst den ganzen Haufen auf; nach dem Aufnehmen beginnt der andere Spieler einen neuen Haufen. Eine Karte wird von einer höheren Karte ihrer eigenen Farbe geschlagen oder von jeder Karte deiner eigenen Trumpffarbe, wenn die oberste Karte nicht deine Trumpffarbe hat. Eine Karte deiner eigenen Trumpffarbe kann nur von einer höheren Karte deiner Trumpffarbe geschlagen werden. In deinem Zug sind nur deine eigenen Trümpfe etwas Besonderes.

    Du gewinnst in dem Moment, in dem du regelgerecht deine letzte Karte spielst, selbst wenn der andere Spieler sie schlagen könnte; wer mit seiner letzten Karte schlägt, gewinnt sofort. Ein langes Spiel endet beim Zuglimit unentschieden.
svoi_kozyri-rule-notes =
    Die Hälfte des Gebers ist die erste Hälfte des gemischten Kartenspiels; der Geber sieht sie bei der Wahl der Farben, der andere Spieler nicht.
    Die Trumpfwahl des anderen Spielers entscheidet nur, welche Farbe welche Rolle hat: Beide Möglichkeiten ergeben dieselbe Blattform.
    Schlagen und das Legen der zweiten Karte sind zwei getrennte Spielzüge desselben Spielers; die zweite Karte ist Pflicht, außer der Schlag war mit deiner letzten Karte.
    Ein Zug ist ein Ausspielen, ein Schlag mit seiner zweiten Karte, ein siegreicher Schlag oder ein Aufnehmen; das Zuglimit zählt Züge und beendet das Spiel unentschieden.
    Die Blätter sind sortiert: zuerst deine Trümpfe, dann deine Zweitfarbe, dann Trümpfe und Zweitfarbe des anderen Spielers, jeweils von hoch nach niedrig.
    Der ganze Haufen bleibt offen und für alle sichtbar, und aufgenommene Karten bleiben auch auf der Hand offen.
    Der Gewinner erhält 1 Punkt und der andere Spieler 0; bei Unentschieden erhält jeder 0.


## Setup options.

svoi_kozyri-option-pack = Kartenspiel
svoi_kozyri-option-pack-help = Ein kleineres Kartenspiel macht das Spiel kürzer.
svoi_kozyri-option-pack-24 = 24 Karten (9 bis A)
svoi_kozyri-option-pack-32 = 32 Karten (7 bis A)
svoi_kozyri-option-pack-36 = 36 Karten (6 bis A)
svoi_kozyri-option-move-cap = Zuglimit
svoi_kozyri-option-move-cap-help = Nach so vielen Zügen endet das Spiel unentschieden.
svoi_kozyri-option-move-cap-count = { $count } { $count ->
        [one] Zug
       *[other] Züge
    }
svoi_kozyri-option-dealer-help = Der Geber wählt zuerst die Farben; der andere Spieler spielt aus.

## What happens at the table, as the log tells it. $seat is the seat the note is about.

svoi_kozyri-chooses-suits = { $seat-is ->
        [you] Du nimmst
       *[other] { $seat } nimmt
    } { $trump } als Trumpf und { $second } als Zweitfarbe.
svoi_kozyri-chooses-trump = { $seat-is ->
        [you] Du nimmst
       *[other] { $seat } nimmt
    } { $trump } als Trumpf.
svoi_kozyri-picks-up = { $seat-is ->
        [you] Du nimmst
       *[other] { $seat } nimmt
    } { $count } { $count ->
        [one] Karte
       *[other] Karten
    } auf.

## How the game ended.

svoi_kozyri-won = { $winner-is ->
        [you] Du spielst deine letzte Karte aus und gewinnst
       *[other] { $winner } spielt die letzte Karte aus und gewinnt
    }; { $loser-is ->
        [you] du hast
       *[other] { $loser } hat
    } noch { $left } { $left ->
        [one] Karte
       *[other] Karten
    }.
svoi_kozyri-draw = Unentschieden: Niemand hat sich innerhalb von { $turns } Zügen freigespielt.

## Actions, as buttons and the log name them.

svoi_kozyri-action-choose-suits = Trumpf { $trump }, Zweitfarbe { $second }
svoi_kozyri-action-choose-trump = Trumpf { $trump }
svoi_kozyri-action-lead = { $card } ausspielen
svoi_kozyri-action-beat = Mit { $card } schlagen
svoi_kozyri-action-pick-up = Aufnehmen

## Refusals.

svoi_kozyri-error-pack = Ein Kartenspiel mit { $pack } Karten gibt es nicht: Wähle 24, 32 oder 36.
svoi_kozyri-error-move-cap = Das Zuglimit muss mindestens 1 Zug betragen.
svoi_kozyri-error-not-held = Du hast { $card } nicht.
svoi_kozyri-error-same-suits = Trumpffarbe und Zweitfarbe müssen verschiedene Farben sein.
svoi_kozyri-error-choose-suits-first = Der Geber muss zuerst eine Trumpffarbe und eine Zweitfarbe wählen.
svoi_kozyri-error-dealers-suit = { $suit } ist eine Farbe des Gebers: Wähle eine der beiden übrigen Farben.
svoi_kozyri-error-choose-trump = Wähle, welche der beiden übrigen Farben dein Trumpf ist.
svoi_kozyri-error-lead = Spiel eine Karte aus, um einen neuen Haufen zu beginnen.
svoi_kozyri-error-second-card = Du hast die oberste Karte geschlagen: Leg jetzt eine beliebige zweite Karte darauf.
svoi_kozyri-error-own-trump = { $top } ist von deiner eigenen Trumpffarbe: Nur ein höherer Trumpf schlägt sie.
svoi_kozyri-error-no-beat = { $card } schlägt { $top } nicht: Spiel ein höheres { $suit } oder einen deiner Trümpfe ({ $trump }).
svoi_kozyri-error-beat-or-pick-up = Schlag die oberste Karte des Haufens oder nimm den Haufen auf.

## At the table: what each phase asks, each player's suits, the pile and the stock.

svoi_kozyri-table-choose-suits = Der Geber bestimmt Trumpf und Zweitfarbe
svoi_kozyri-table-choose-trump = Wähle deinen Trumpf aus den beiden übrigen Farben
svoi_kozyri-table-lead = Spiel eine Karte aus, um einen Haufen zu beginnen
svoi_kozyri-table-respond = Schlag die oberste Karte oder nimm den Haufen auf
svoi_kozyri-table-second-card = Leg eine zweite Karte darauf
svoi_kozyri-table-trumps = { $seat-is ->
        [you] Deine Trümpfe
       *[other] Trümpfe von { $seat }
    }: { $trump } (Zweitfarbe { $second })
svoi_kozyri-table-trump = { $seat-is ->
        [you] Deine Trümpfe
       *[other] Trümpfe von { $seat }
    }: { $trump }
svoi_kozyri-table-no-trumps = { $seat-is ->
        [you] Deine Trümpfe
       *[other] Trümpfe von { $seat }
    }: noch keine
svoi_kozyri-table-pile = Haufen: { $count }, Zug { $turn } von { $cap }
svoi_kozyri-table-stock = Stapel: { $count }

## Captions beside each hand.

svoi_kozyri-table-caption = { $seat } · Trumpf { $trump }, dann { $second }
svoi_kozyri-table-caption-trump = { $seat } · Trumpf { $trump }
svoi_kozyri-table-caption-no-trumps = { $seat } · noch kein Trumpf

## Prompts over the hand of the player to act.

svoi_kozyri-table-prompt-choose-suits = Bestimme deinen Trumpf und deine Zweitfarbe
svoi_kozyri-table-prompt-choose-trump = Wähle deine Trumpffarbe
svoi_kozyri-table-prompt-lead = Spiel eine beliebige Karte aus, um einen Haufen zu beginnen
svoi_kozyri-table-prompt-respond = Schlag { $top } mit einer hervorgehobenen Karte und leg dann eine zweite, oder nimm auf
svoi_kozyri-table-prompt-second-card = Geschlagen! Leg jetzt eine beliebige Karte darauf, um deinen Zug zu beenden

## Buttons: the dealer's second suit (after its trump), a card laid on the pile.

svoi_kozyri-table-second-suit = Zweitfarbe { $second }
svoi_kozyri-table-lay = { $card } legen

## The best-play meter: how the seat at the screen fares with best play from here.

svoi_kozyri-table-best-play-win = Bei bestem Spiel ab hier: { $seat-is ->
        [you] Du gewinnst
       *[other] { $seat } gewinnt
    }
svoi_kozyri-table-best-play-lose = Bei bestem Spiel ab hier: { $seat-is ->
        [you] Du verlierst
       *[other] { $seat } verliert
    }
svoi_kozyri-table-best-play-draw = Bei bestem Spiel ab hier: Keine Seite kann den Sieg erzwingen
svoi_kozyri-table-best-play-unknown = Bestes Spiel: Noch zu viele Karten für eine Vorhersage

## Das geführte erste Spiel („Spielen lernen“): was die Anleitung bei jedem Schritt sagt und
## warum ein anderer Zug dort nicht passt. $other ist der Computerspieler; du gibst.

svoi_kozyri-lesson-welcome = Svoi Kozyri ist für zwei Spieler, und alle Karten liegen das ganze Spiel offen. Du gibst, also wählst du zuerst deine Farben. Die hervorgehobenen Karten sind dein Vorrat: die Hälfte des Spiels, und nur du siehst sie. Sieh sie dir an und drücke dann Weiter.
svoi_kozyri-lesson-choose-suits = Wähle deine eigene Trumpffarbe und eine Zweitfarbe. Dein Vorrat hat die drei höchsten Pik und nur kleine Herz, aber was du auch wählst, beide Blätter werden gleichwertig. Wähle als Trumpf: { $trump }, als Zweitfarbe: { $second }.
svoi_kozyri-lesson-choose-suits-why = Nimm in dieser Lektion als Trumpf { $trump } und als Zweitfarbe { $second }.
svoi_kozyri-lesson-other-chooses = { $other } nimmt jetzt eine der beiden übrigen Farben als Trumpf; die andere wird die Zweitfarbe.
svoi_kozyri-lesson-mirrored-deal = { $other } hat als Trumpf { $other_trump } und als Zweitfarbe { $other_second } genommen. Die Farben sind gepaart: dein Trumpf { $trump } mit dem Trumpf { $other_trump }, deine Zweitfarbe { $second } mit { $other_second }. Das Geben spiegelt: Du behältst die Karten deiner Farben aus dem Vorrat, und { $other } bekommt dieselben Werte in den gepaarten Farben. Was deinem Vorrat in deinen Farben fehlte, ging an { $other }, die Spiegelkarten an dich. So sind beide Blätter gleich.
svoi_kozyri-lesson-other-leads = { $other } hat nicht gegeben und spielt darum aus: eine beliebige Karte beginnt einen Haufen.
svoi_kozyri-lesson-beat-higher = Eine Karte nimmst du an, indem du sie schlägst: mit einer höheren Karte ihrer Farbe oder mit einer Karte deiner eigenen Trumpffarbe. Schlag { $top } mit { $card }.
svoi_kozyri-lesson-beat-higher-why = Schlag mit { $card }: Die kleinste Karte, die es schafft, spart deine höheren für später.
svoi_kozyri-lesson-second-card = Nach dem Schlagen legst du eine zweite Karte darauf, und { $other } muss diese schlagen. Eine Karte der eigenen Trumpffarbe von { $other } ({ $other_trump }) schlägt nur eine höhere dieser Farbe, und { $other } hat davon nur { $trumps }. Leg { $card }.
svoi_kozyri-lesson-second-card-why = Leg { $card }: { $other } kann sie nicht schlagen.
svoi_kozyri-lesson-other-picks-up = { $other } kann sie nicht schlagen und nimmt darum den ganzen Haufen auf.
svoi_kozyri-lesson-lead = Wer nicht schlagen kann oder will, nimmt den ganzen Haufen auf, und der andere beginnt einen neuen: Du spielst aus. Du darfst jede Karte ausspielen; spiel { $card } aus.
svoi_kozyri-lesson-lead-why = Spiel in dieser Lektion { $card } aus: eine kleine Karte, die du entbehren kannst.
svoi_kozyri-lesson-other-beats = { $other } schlägt deine Karte und legt dann eine zweite.
svoi_kozyri-lesson-other-second-card = { $other } legt eine zweite Karte darauf.
svoi_kozyri-lesson-pick-up = { $top } ist von deiner eigenen Trumpffarbe ({ $trump }): Nur eine höhere dieser Farbe schlägt sie, und du hast davon nur { $hearts }. Nimm den Haufen auf.
svoi_kozyri-lesson-pick-up-why = Keine deiner Karten schlägt { $top }: Nimm den Haufen auf.
svoi_kozyri-lesson-other-leads-again = Du hast aufgenommen, darum beginnt { $other } einen neuen Haufen.
svoi_kozyri-lesson-beat-trump = Eine Karte deiner eigenen Trumpffarbe ({ $trump }) schlägt jede Karte einer anderen Farbe, egal wie hoch. Schlag { $top } mit { $card }.
svoi_kozyri-lesson-beat-trump-why = Schlag diesmal mit { $card }: Jeder deiner Trümpfe ({ $trump }) schlägt eine Karte einer anderen Farbe.
svoi_kozyri-lesson-play-on = Das ist das ganze Spiel: schlagen und eine zweite Karte legen, oder aufnehmen. Wer zuerst seine letzte Karte spielt, gewinnt sofort. Drück Weiter und spiel gegen { $other } bis zum Ende.
svoi_kozyri-lesson-playing-on = Spiel weiter: schlagen und eine zweite Karte legen, oder aufnehmen. Deine letzte Karte gewinnt.

## The coach: why "Suggest" suggests a move, from the hard player's own search. $move is the
## move as its button says it.

svoi_kozyri-coach-either-trump = Beliebige Farbe: Die beiden übrigen tauschen nur ihre Namen, also ergeben beide dasselbe Spiel.
svoi_kozyri-coach-suits = { $move }: Diese Farben gewannen { $percent } % von { $count } { $count ->
        [one] Partie
       *[other] Partien
    }, zu Ende gespielt aus den Verteilungen, die sie ergeben können.
svoi_kozyri-coach-forced = { $move }: Das gewinnt zwingend, egal was der andere Spieler tut, innerhalb von { $turns } { $turns ->
        [one] Zug
       *[other] Zügen
    }.
svoi_kozyri-coach-holds-out = { $move }: Bei bestem Spiel verliert jeder Zug; dieser hält am längsten durch, { $turns } { $turns ->
        [one] Zug
       *[other] Züge
    }.
svoi_kozyri-coach-best-hope = { $move }: Bei bestem Spiel verliert jeder Zug, aber die Suche konnte diesem keinen Verlust nachweisen, also ist er die beste Hoffnung.
svoi_kozyri-coach-playouts = { $move }: Er gewann { $percent } % der { $count } { $count ->
        [one] Partie
       *[other] Partien
    }, die der Computer auf Schwer von hier aus zu Ende gespielt hat.
