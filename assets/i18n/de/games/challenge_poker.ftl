# Challenge Poker: its name, rules page, options, and the words of its notes, actions and refusals.

## The game's name and its line on the title screen.

challenge_poker-title = Challenge Poker
challenge_poker-blurb = Drei-Karten-Poker, hoch und tief, für 2 bis 16, mit Rausgehen

## The rules page: paragraphs (a blank line between them), then the rule notes, one a line.

challenge_poker-rules =
    Challenge Poker wird mit einem Kartenspiel zu 52 Karten von 2 bis 16 Spielern gespielt, jeder mit einem Vorrat an Chips. Jeder hält drei Karten. Die Runden wechseln sich ab: In Tief-Runden (I, III, V …) ist das niedrigste Blatt das beste, in Hoch-Runden (II, IV, VI …) das höchste. Vor jeder der ersten vier Runden zahlt jeder einen Chip in den Pott.

    Hohe Blätter ranken so: Drilling, dann Straight Flush, Flush, Straße, Paar und höchste Karte; das Ass ist hoch, und A-2-3 ist die niedrigste Straße. Tiefe Blätter zählen das Ass als eins und ignorieren Straßen und Flushes: Jedes Blatt ohne Paar schlägt jedes Paar, jedes Paar schlägt einen Drilling, und sonst gewinnt das Blatt mit der niedrigeren höchsten Karte (dann der nächsten Karte). A-2-3 ist das beste tiefe Blatt.

    Ab Runde II darf jeder Spieler zuerst beliebige seiner Karten abwerfen und neue ziehen. Dann darf reihum jeder Spieler passen oder rausgehen, indem er allen zwei seiner Karten zeigt. Wer als Erster rausgeht, beendet die Wahl. Jeder andere Spieler passt dann, fordert heraus oder verdoppelt. Passen alle, nimmt der Spieler, der rausgegangen ist, den Pott, und es wird neu gegeben.

    Eine Herausforderung ist ein privater Showdown um die Größe des Potts: Nur die beiden Spieler sehen die Karten des anderen, und das schwächere Blatt zahlt an das stärkere. Wer verdoppelt, fordert um den doppelten Einsatz heraus; der Spieler, der rausgegangen ist, darf aufgeben (und zahlt ungesehen den vorigen Einsatz), annehmen oder zurück verdoppeln, womit sich der Einsatz erneut verdoppelt, und so weiter. Der Pott selbst bleibt für die nächste Runde liegen. Wer keine Chips mehr hat, verlässt den Tisch. Die Partie endet, wenn ein Spieler alle Chips besitzt, oder nach der gewählten Anzahl Spiele; der größte Vorrat gewinnt.
challenge_poker-rule-notes =
    Für jedes Spiel wird das Kartenspiel frisch gemischt; die Karten werden einzeln gegeben, beginnend mit dem Spieler links vom Geber.
    In Runde I wird nicht getauscht. Ab Runde II ziehen die Spieler reihum, bevor jemand rausgehen darf.
    Geht der Stapel beim Ziehen aus, wird der Ablagestapel zu einem neuen Stapel gemischt.
    Beim Rausgehen gezeigte Karten bleiben für alle offen, solange sie in diesem Blatt bleiben.
    Nachdem ein Spieler rausgegangen ist, antworten die anderen reihum, beginnend mit dem Spieler links von ihm.
    Herausforderungen und Verdopplungen werden in der Reihenfolge abgerechnet, in der sie erfolgten, sobald alle geantwortet haben.
    Wer aufgibt, zahlt den vorigen Einsatz: einen Pott bei einer ersten Verdopplung, zwei Pötte nach einem Zurückverdoppeln und so weiter.
    Der Einsatz bemisst sich nach dem Pott, wie er bei der Abrechnung steht.
    Spieler, die an einem Showdown nicht beteiligt waren, erfahren, wer gegen wen antrat und wer wie viel zahlte, aber nie die Karten.
    Wer auf 0 Chips kommt, auch durch das Einzahlen in den Pott, verlässt sofort den Tisch; seine Karten kommen auf den Ablagestapel.
    Verlässt der Spieler, der rausgegangen ist, während der Abrechnung den Tisch, verfallen die übrigen Herausforderungen gegen ihn.
    Bleibt nur noch ein Spieler am Tisch, nimmt er auch den Pott, und die Partie endet.
    Erreicht ein Spiel Runde XVI, ohne dass jemand den Pott gewonnen hat, endet das Spiel, und der Pott wird gleichmäßig unter den Spielern geteilt, die noch am Tisch sitzen; übrige Chips bekommt der erste Spieler links vom Geber.
    Der Geber rückt mit jedem neuen Spiel einen Platz nach links (ausgeschiedene Spieler werden übersprungen).
    Mit 0 als Anzahl Spiele wird gespielt, bis ein Spieler alle Chips besitzt.


## Setup options.

challenge_poker-option-tokens = Start-Chips
challenge_poker-option-tokens-help = Wie viele Chips jeder Spieler zu Beginn hat.
challenge_poker-option-tokens-count = { $count } { $count ->
        [one] Chip
       *[other] Chips
    }
challenge_poker-option-deals = Anzahl Spiele
challenge_poker-option-deals-help = Die Partie endet nach so vielen Spielen; der größte Vorrat gewinnt.
challenge_poker-option-deals-count = { $count } { $count ->
        [one] Spiel
       *[other] Spiele
    }
challenge_poker-option-deals-0 = Bis einer alle Chips hat
challenge_poker-option-dealer-help = Der Spieler links vom Geber beginnt.

## What players say and do, as the log tells it. $seat is the seat the note is about.

challenge_poker-keeps-all = { $seat-is ->
        [you] Du behältst alle drei Karten.
       *[other] { $seat } behält alle drei Karten.
    }
challenge_poker-draws = { $seat-is ->
        [you] Du ziehst
       *[other] { $seat } zieht
    } { $count } { $count ->
        [one] Karte
       *[other] Karten
    }.
challenge_poker-passes = { $seat-is ->
        [you] Du passt.
       *[other] { $seat } passt.
    }
challenge_poker-goes-out = { $seat-is ->
        [you] Du gehst raus und zeigst
       *[other] { $seat } geht raus und zeigt
    } { $cards }.
challenge_poker-lets-stand = { $seat-is ->
        [you] Du passt und forderst
       *[other] { $seat } passt und fordert
    } { $goer-is ->
        [you] dich
       *[other] { $goer }
    } nicht heraus.
challenge_poker-challenges = { $seat-is ->
        [you] Du forderst
       *[other] { $seat } fordert
    } { $goer-is ->
        [you] dich
       *[other] { $goer }
    } heraus.
challenge_poker-rechallenges = { $seat-is ->
        [you] Du verdoppelst
       *[other] { $seat } verdoppelt
    } gegen { $goer-is ->
        [you] dich
       *[other] { $goer }
    }.
challenge_poker-drops = { $seat-is ->
        [you] Du gibst auf und zahlst
       *[other] { $seat } gibt auf und zahlt
    } { $stake } { $stake ->
        [one] Chip
       *[other] Chips
    } an { $winner-is ->
        [you] dich
       *[other] { $winner }
    }.
challenge_poker-drops-short = { $seat-is ->
        [you] Du gibst auf und zahlst
       *[other] { $seat } gibt auf und zahlt
    } { $paid } { $paid ->
        [one] Chip
       *[other] Chips
    } an { $winner-is ->
        [you] dich
       *[other] { $winner }
    }, { $seat-is ->
        [you] alles, was du hast
       *[other] alles, was übrig ist
    } (geschuldet: { $stake }).
challenge_poker-accepts = { $seat-is ->
        [you] Du nimmst
       *[other] { $seat } nimmt
    } { $against-is ->
        [you] deine Verdopplung
       *[other] die Verdopplung von { $against }
    } an: Showdown um { $stake } { $stake ->
        [one] Chip
       *[other] Chips
    }.
challenge_poker-rechallenges-back = { $seat-is ->
        [you] Du verdoppelst
       *[other] { $seat } verdoppelt
    } gegen { $against-is ->
        [you] dich
       *[other] { $against }
    } zurück: Der Einsatz beträgt jetzt { $stake } { $stake ->
        [one] Chip
       *[other] Chips
    }.
challenge_poker-wins-showdown = { $seat-is ->
        [you] Du gewinnst
       *[other] { $seat } gewinnt
    } einen Showdown gegen { $loser-is ->
        [you] dich
       *[other] { $loser }
    } um { $stake } { $stake ->
        [one] Chip
       *[other] Chips
    }.
challenge_poker-wins-showdown-short = { $seat-is ->
        [you] Du gewinnst
       *[other] { $seat } gewinnt
    } einen Showdown gegen { $loser-is ->
        [you] dich
       *[other] { $loser }
    } um { $stake } { $stake ->
        [one] Chip
       *[other] Chips
    }, aber { $loser-is ->
        [you] du kannst
       *[other] { $loser } kann
    } nur { $paid } zahlen.
challenge_poker-ties-showdown = Der Showdown zwischen { $seat-is ->
        [you] dir
       *[other] { $seat }
    } und { $against-is ->
        [you] dir
       *[other] { $against }
    } um { $stake } { $stake ->
        [one] Chip
       *[other] Chips
    } endet unentschieden: Niemand zahlt.

## How a round or a deal ended, and the match. $round is a Roman numeral (I, II, … XVI).

challenge_poker-nobody-out = Runde { $round } ({ $kind ->
        [low] Tief
       *[high] Hoch
    }): Niemand ist rausgegangen.
challenge_poker-round-settled = Runde { $round } ({ $kind ->
        [low] Tief
       *[high] Hoch
    }) ist abgerechnet; der Pott von { $pot } { $pot ->
        [one] Chip
       *[other] Chips
    } bleibt liegen.
challenge_poker-unchallenged = { $goer-is ->
        [you] Du bist unangefochten rausgegangen und nimmst
       *[other] { $goer } ist unangefochten rausgegangen und nimmt
    } den Pott von { $pot } { $pot ->
        [one] Chip
       *[other] Chips
    }.
challenge_poker-pot-shared = Spiel { $deal } hat ohne Gewinner Runde { $round } erreicht: Der Pott von { $pot } { $pot ->
        [one] Chip
       *[other] Chips
    } wird geteilt.
challenge_poker-won = { $winner-is ->
        [you] Du gewinnst
       *[other] { $winner } gewinnt
    } mit { $tokens } { $tokens ->
        [one] Chip
       *[other] Chips
    } nach { $deals } { $deals ->
        [one] Spiel
       *[other] Spielen
    }.
challenge_poker-shared-lead = { $leaders } teilen sich die Führung mit je { $tokens } { $tokens ->
        [one] Chip
       *[other] Chips
    } nach { $deals } { $deals ->
        [one] Spiel
       *[other] Spielen
    }.

## Actions, as buttons and the log name them.

challenge_poker-action-keep = Alle behalten
challenge_poker-action-discard = { $cards } abwerfen
challenge_poker-action-pass = Passen
challenge_poker-action-go-out = Mit { $cards } rausgehen
challenge_poker-action-challenge = Herausfordern
challenge_poker-action-rechallenge = Verdoppeln
challenge_poker-action-drop = Aufgeben
challenge_poker-action-accept = Annehmen

## Refusals.

challenge_poker-error-not-in-hand = { $card } ist nicht in deinem Blatt.
challenge_poker-error-listed-twice = { $card } ist doppelt angegeben.
challenge_poker-error-draw-first = Wähle zuerst, welche Karten du abwirfst (oder behalte alle).
challenge_poker-error-show-two = Zeig zwei verschiedene Karten.
challenge_poker-error-show-own = Du kannst nur Karten aus deinem Blatt zeigen.
challenge_poker-error-pass-or-go-out = Jetzt darfst du nur passen oder rausgehen.
challenge_poker-error-answer = { $goer-is ->
        [you] Du bist
       *[other] { $goer } ist
    } rausgegangen: passen, herausfordern oder verdoppeln.
challenge_poker-error-rechallenged = { $by-is ->
        [you] Du hast
       *[other] { $by } hat
    } verdoppelt: aufgeben, annehmen oder zurück verdoppeln.
challenge_poker-error-tokens = Jeder Spieler braucht zwischen { $min } und { $max } Chips.

## At the table: captions, status lines, prompts and the stakes on the buttons.

challenge_poker-table-caption-own = { $seat } · { $tokens }
challenge_poker-table-caption = { $to_act ->
        [yes] ▶ { $seat }
       *[no] { $seat }
    } · { $tokens }
# At a crowded table the stack goes under the name, so neighbours' captions stay apart.
challenge_poker-table-caption-crowded = { $to_act ->
        [yes] ▶ { $seat }
       *[no] { $seat }
    }
    { $tokens }
challenge_poker-table-caption-out = { $seat } · ausgeschieden
challenge_poker-table-caption-out-crowded =
    { $seat }
    ausgeschieden
challenge_poker-table-round = Runde { $round } · { $kind ->
        [low] Tief: Das niedrigste Blatt gewinnt
       *[high] Hoch: Das höchste Blatt gewinnt
    }
challenge_poker-table-deal = Spiel { $deal } · Pott { $pot }
challenge_poker-table-deal-of = Spiel { $deal } von { $deals } · Pott { $pot }
challenge_poker-table-stake = Einsatz jetzt { $stake }
challenge_poker-table-stock = Stapel { $count }
challenge_poker-table-showdown = { $winner-is ->
        [you] Du hast
       *[other] { $winner } hat
    } { $loser-is ->
        [you] dich
       *[other] { $loser }
    } im Showdown geschlagen und { $paid } { $paid ->
        [one] Chip
       *[other] Chips
    } kassiert
challenge_poker-table-showdown-seen = { $winner-is ->
        [you] Deine { $winner_cards }
       *[other] { $winner_cards } von { $winner }
    } schlagen { $loser-is ->
        [you] deine { $loser_cards }
       *[other] { $loser_cards } von { $loser }
    }: { $paid } { $paid ->
        [one] Chip
       *[other] Chips
    } an { $winner-is ->
        [you] dich
       *[other] { $winner }
    }
challenge_poker-table-showdown-tied = { $goer } und { $opponent-is ->
        [you] du
       *[other] { $opponent }
    }: Showdown unentschieden, niemand zahlt
challenge_poker-table-showdown-tied-seen = { $goer-is ->
        [you] Deine { $goer_cards }
       *[other] { $goer_cards } von { $goer }
    } und { $opponent-is ->
        [you] deine { $opponent_cards }
       *[other] { $opponent_cards } von { $opponent }
    }: unentschieden, niemand zahlt
challenge_poker-table-dropped = { $loser-is ->
        [you] Du hast
       *[other] { $loser } hat
    } gegen { $winner-is ->
        [you] dich
       *[other] { $winner }
    } aufgegeben und { $paid } { $paid ->
        [one] Chip
       *[other] Chips
    } gezahlt
challenge_poker-table-lapsed = { $opponent-is ->
        [you] Deine Herausforderung
       *[other] Die Herausforderung von { $opponent }
    } an { $goer-is ->
        [you] dich
       *[other] { $goer }
    } ist verfallen
challenge_poker-table-prompt-draw = Wähle die Karten zum Tauschen und wirf sie ab, oder behalte alle
challenge_poker-table-prompt-go-out = Passen oder rausgehen: Wähle die zwei Karten, die alle sehen sollen
challenge_poker-table-prompt-answer = { $goer-is ->
        [you] Du bist
       *[other] { $goer } ist
    } rausgegangen: passen, herausfordern oder verdoppeln
challenge_poker-table-prompt-rechallenged = { $by-is ->
        [you] Du hast
       *[other] { $by } hat
    } verdoppelt: aufgeben, annehmen oder zurück verdoppeln
challenge_poker-table-challenge = Herausfordern · Einsatz { $stake }
challenge_poker-table-rechallenge = Verdoppeln · Einsatz { $stake }
challenge_poker-table-drop = Aufgeben · { $pay } zahlen
challenge_poker-table-accept = Annehmen · Showdown um { $stake }

## The lesson ("Learn to play"): each step the guide says, and why another move is refused
## there. $second and $third are the two computer players.

challenge_poker-lesson-welcome = Bei Challenge Poker hält jeder drei Karten und einen Vorrat an Chips. Vor jeder der ersten vier Runden zahlt jeder einen Chip in den Pott (hervorgehoben), jetzt sind also 3 darin. Wer rausgeht und nicht geschlagen wird, nimmt ihn. Die Runden wechseln sich ab: Runde I ist Tief, Runde II Hoch und so weiter. Drücke Weiter.
challenge_poker-lesson-low = In einer Tief-Runde ist das niedrigste Blatt das beste. Das Ass zählt als eins, Straßen und Flushes zählen nicht, und jedes Blatt ohne Paar schlägt jedes Paar. Dein Paar Könige (hervorgehoben) ist hier schwach. Drücke Weiter.
challenge_poker-lesson-pass = Reihum passt jeder Spieler oder geht raus, indem er allen zwei seiner Karten zeigt. Du hast ein Paar in einer Tief-Runde: passe.
challenge_poker-lesson-pass-why = Passe: in Tief schlägt jedes Blatt ohne Paar dein Paar Könige.
challenge_poker-lesson-others-pass = { $second } und { $third } passen auch.
challenge_poker-lesson-high = Niemand ist rausgegangen, also bleibt der Pott liegen, und Runde II beginnt: sie ist Hoch, das höchste Blatt ist das beste. Alle zahlen wieder ein, also sind 6 im Pott. Ab Runde II darf jeder zuerst Karten abwerfen und neue ziehen, und wer zuerst dran ist, rückt jede Runde einen Platz nach links. Drücke Weiter.
challenge_poker-lesson-others-draw = { $second } und { $third } ziehen zuerst. Alle sehen, wie viele Karten jeder zieht, aber nicht welche.
challenge_poker-lesson-draw = In Hoch ist ein Drilling das beste Blatt, sogar besser als ein Straight Flush. Wirf { $card } ab und ziehe eine Karte, für eine Chance auf den dritten König.
challenge_poker-lesson-draw-why = Wirf nur { $card } ab: behalte beide Könige.
challenge_poker-lesson-others-stay = { $second } und { $third } gehen nicht raus.
challenge_poker-lesson-go-out = Du hast { $card } gezogen: drei Könige. Nur drei Asse schlagen sie. Geh raus und zeig allen zwei deiner Könige; der dritte bleibt verdeckt.
challenge_poker-lesson-go-out-why = Geh mit zwei gezeigten Königen raus: mit drei Königen lohnt sich das Rausgehen.
challenge_poker-lesson-answers = Jetzt antwortet reihum jeder andere Spieler: passen, herausfordern oder verdoppeln. Passen alle, nimmst du den Pott, und das Spiel endet.
challenge_poker-lesson-showdown = { $second } hat herausgefordert: ein Showdown um den Pott, 6. Nur du und { $second } seht beide Blätter; { $third } sieht sie nie. Sein Straight Flush (hervorgehoben) verliert gegen deine drei Könige, also zahlt er dir 6 aus seinem Vorrat. Der Pott selbst bleibt auf dem Tisch. Drücke Weiter.
challenge_poker-lesson-rechallenge-back = { $third } hat verdoppelt: der Einsatz ist der doppelte Pott, 12. Du darfst aufgeben (12 zahlen, ohne zu zeigen), annehmen (ein Showdown um 12) oder zurück verdoppeln, auf 24. Nur drei Asse schlagen dich: verdopple zurück.
challenge_poker-lesson-rechallenge-back-why = Verdopple zurück: mit drei Königen erhöhst du den Einsatz.
challenge_poker-lesson-drops = Jetzt antwortet { $third } auf deine Verdopplung: aufgeben, annehmen oder noch einmal verdoppeln.
challenge_poker-lesson-ending = { $third } hat aufgegeben: er zahlt dir den vorigen Einsatz, 12, ohne seine Karten zu zeigen. Der Pott bleibt liegen, und Runde III (Tief) beginnt mit einer weiteren Einzahlung (nach Runde IV gibt es keine mehr). Ein Spiel endet, wenn jemand rausgeht und alle passen: er nimmt den Pott, der Geber rückt nach links, und alle bekommen neue Karten. Am Ende gewinnt der größte Vorrat. Das ist ganz Challenge Poker: spiele diese Partie weiter oder beginne eine echte.

## The coach: why "Suggest" suggests a move, from the hard player's own search. $move and $next
## are moves as their buttons say them; $deals is how many ways the search dealt the cards you
## cannot see; $worth and $against are tokens, rounded: your stack at the end of this deal plus
## your share of the pot, on average.

challenge_poker-coach-search = { $move }: Der Computer auf Schwer hat die Karten, die du nicht siehst, { $deals }-mal neu verteilt, immer passend zu dem, was die anderen getan haben, und jeden Zug bis zum Ende dieses Spiels durchgespielt. Dieser Zug ließ dir im Schnitt { $worth } { $worth ->
        [one] Chip
       *[other] Chips
    }, deinen Anteil am Pott mitgerechnet; { $next } ließ dir { $against }.
challenge_poker-coach-search-close = { $move }: Der Computer auf Schwer hat die Karten, die du nicht siehst, { $deals }-mal neu verteilt, immer passend zu dem, was die anderen getan haben, und jeden Zug bis zum Ende dieses Spiels durchgespielt. Dieser Zug ließ dir im Schnitt { $worth } { $worth ->
        [one] Chip
       *[other] Chips
    }, deinen Anteil am Pott mitgerechnet; { $next } kam bis auf einen halben Chip heran.
