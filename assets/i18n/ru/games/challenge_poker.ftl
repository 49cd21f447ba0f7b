# Покер с вызовом: название, страница правил, настройки и слова его заметок, ходов и отказов.

## Название игры и её строка на титульном экране.

challenge_poker-title = Покер с вызовом
challenge_poker-blurb = Трёхкарточный покер хай-лоу с выходом, от 2 до 16 игроков

## Страница правил: абзацы (между ними пустая строка), затем уточнения, по одному на строку.

challenge_poker-rules =
    В «Покер с вызовом» играют одной колодой из 52 карт от 2 до 16 игроков, у каждого — стопка фишек. У всех на руках по три карты. Раунды чередуются: в младших раундах (I, III, V…) лучшая рука — самая младшая, в старших (II, IV, VI…) — самая старшая. Перед каждым из первых четырёх раундов все кладут в банк по одной фишке.

    В старших раундах комбинации идут так: сет (три карты одного достоинства), затем стрит-флеш, флеш, стрит, пара и старшая карта; туз старший, а A-2-3 — самый младший стрит. В младших раундах туз считается единицей, а стриты и флеши не учитываются: любая рука без пары бьёт любую пару, любая пара бьёт сет, а в остальном побеждает рука с меньшей старшей картой (затем сравнивают следующую). A-2-3 — лучшая младшая рука.

    Начиная со II раунда каждый игрок может сначала сбросить любые свои карты и прикупить новые. Затем по очереди каждый может спасовать или выйти, показав всем две свои карты. Первый вышедший прекращает выбор. Каждый из остальных после этого пасует, бросает вызов или двойной вызов. Если все пасуют, вышедший забирает банк и начинается новая сдача.

    Вызов — это закрытое вскрытие на размер банка: карты друг друга видят только эти двое, и слабая рука платит сильной. Двойной вызов удваивает ставку; вышедший может сдаться (заплатив предыдущую ставку не вскрываясь), принять или ответить двойным вызовом, снова удвоив ставку, и так далее. Сам банк остаётся на следующий раунд. Игрок, у которого кончились фишки, выбывает из-за стола. Матч заканчивается, когда у одного игрока оказываются все фишки, или после выбранного числа сдач; побеждает тот, у кого больше всех фишек.
challenge_poker-rule-notes =
    Для каждой сдачи колода заново тасуется; карты сдаются по одной, начиная с игрока слева от сдающего.
    В I раунде прикупа нет. Начиная со II раунда игроки прикупают по очереди, и только потом кто-то может выйти.
    Если во время прикупа кончаются карты, сброс тасуется и становится новым прикупом.
    Карты, показанные при выходе, остаются открытыми для всех, пока они в этой руке.
    После выхода остальные отвечают по очереди, начиная с игрока слева от вышедшего.
    Вызовы и двойные вызовы разыгрываются в том порядке, в каком были сделаны, когда ответят все.
    Сдавшийся платит предыдущую ставку: один банк после первого двойного вызова, два банка после ответного двойного вызова и так далее.
    Ставка считается от банка в том размере, какой у него на момент расчёта.
    Игроки, не участвовавшие во вскрытии, узнают, кто с кем вскрывался и кто сколько заплатил, но карт не видят.
    Игрок, у которого осталось 0 фишек (даже после уплаты анте), сразу выбывает из-за стола; его карты уходят в сброс.
    Если вышедший игрок выбывает из-за стола во время расчёта ставок, оставшиеся вызовы против него снимаются.
    Когда за столом остаётся один игрок, он также забирает банк, и матч заканчивается.
    Если сдача доходит до XVI раунда, а банк так никто и не выиграл, сдача заканчивается и банк делится поровну между оставшимися за столом; лишние фишки получает первый игрок слева от сдающего.
    С каждой новой сдачей сдающий сдвигается на одно место влево (пропуская выбывших).
    Если число сдач — 0, игра идёт, пока у одного игрока не окажутся все фишки.


## Настройки.

challenge_poker-option-tokens = Фишек на старте
challenge_poker-option-tokens-help = Сколько фишек получает каждый игрок в начале.
challenge_poker-option-tokens-count = { $count } { $count ->
        [one] фишка
        [few] фишки
       *[other] фишек
    }
challenge_poker-option-deals = Число сдач
challenge_poker-option-deals-help = Матч заканчивается после стольких сдач; побеждает тот, у кого больше фишек.
challenge_poker-option-deals-count = { $count } { $count ->
        [one] сдача
        [few] сдачи
       *[other] сдач
    }
challenge_poker-option-deals-0 = Пока у одного не окажутся все фишки
challenge_poker-option-dealer-help = Первым ходит игрок слева от сдающего.

## Что игроки говорят и делают, как это рассказывает журнал. $seat — место, о котором заметка.

challenge_poker-keeps-all = { $seat-is ->
        [you] Вы оставляете все три карты.
       *[other] { $seat } оставляет все три карты.
    }
challenge_poker-draws = { $seat-is ->
        [you] Вы прикупаете
       *[other] { $seat } прикупает
    } { $count } { $count ->
        [one] карту
        [few] карты
       *[other] карт
    }.
challenge_poker-passes = { $seat-is ->
        [you] Вы пасуете.
       *[other] { $seat } пасует.
    }
challenge_poker-goes-out = { $seat-is ->
        [you] Вы выходите
       *[other] { $seat } выходит
    }, показав { $cards }.
challenge_poker-lets-stand = { $seat-is ->
        [you] Вы пасуете
       *[other] { $seat } пасует
    }: { $goer-is ->
        [you] вы остаётесь
       *[other] { $goer } остаётся
    } без вызова.
challenge_poker-challenges = { $seat-is ->
        [you] Вы бросаете
       *[other] { $seat } бросает
    } { $goer-is ->
        [you] вам вызов.
       *[other] вызов: { $goer }.
    }
challenge_poker-rechallenges = { $seat-is ->
        [you] Вы бросаете
       *[other] { $seat } бросает
    } { $goer-is ->
        [you] вам двойной вызов.
       *[other] двойной вызов: { $goer }.
    }
challenge_poker-drops = { $seat-is ->
        [you] Вы сдаётесь и платите
       *[other] { $seat } сдаётся и платит
    } { $winner-is ->
        [you] вам { $stake } { $stake ->
            [one] фишку
            [few] фишки
           *[other] фишек
        }.
       *[other] { $stake } { $stake ->
            [one] фишку
            [few] фишки
           *[other] фишек
        }; их забирает { $winner }.
    }
challenge_poker-drops-short = { $seat-is ->
        [you] Вы сдаётесь и платите
       *[other] { $seat } сдаётся и платит
    } { $paid } { $paid ->
        [one] фишку
        [few] фишки
       *[other] фишек
    } — всё, что { $seat-is ->
        [you] у вас есть
       *[other] осталось
    }, вместо положенных { $stake }; { $winner-is ->
        [you] их забираете вы.
       *[other] их забирает { $winner }.
    }
challenge_poker-accepts = { $seat-is ->
        [you] Вы принимаете
       *[other] { $seat } принимает
    } { $against-is ->
        [you] ваш двойной вызов
       *[other] двойной вызов (соперник — { $against })
    }: вскрытие на { $stake } { $stake ->
        [one] фишку
        [few] фишки
       *[other] фишек
    }.
challenge_poker-rechallenges-back = { $seat-is ->
        [you] Вы отвечаете
       *[other] { $seat } отвечает
    } { $against-is ->
        [you] вам двойным вызовом
       *[other] двойным вызовом (соперник — { $against })
    }: ставка теперь { $stake } { $stake ->
        [one] фишка
        [few] фишки
       *[other] фишек
    }.
challenge_poker-wins-showdown = Вскрытие на { $stake } { $stake ->
        [one] фишку
        [few] фишки
       *[other] фишек
    }: { $seat-is ->
        [you] вы
       *[other] { $seat }
    } сильнее, чем { $loser-is ->
        [you] вы
       *[other] { $loser }
    }.
challenge_poker-wins-showdown-short = Вскрытие на { $stake } { $stake ->
        [one] фишку
        [few] фишки
       *[other] фишек
    }: { $seat-is ->
        [you] вы
       *[other] { $seat }
    } сильнее, чем { $loser-is ->
        [you] вы, но вы можете
       *[other] { $loser }, но { $loser } может
    } заплатить только { $paid }.
challenge_poker-ties-showdown = Вскрытие на { $stake } { $stake ->
        [one] фишку
        [few] фишки
       *[other] фишек
    }: { $seat-is ->
        [you] вы
       *[other] { $seat }
    } и { $against-is ->
        [you] вы
       *[other] { $against }
    } равны, никто не платит.

## Чем кончились раунд, сдача и матч. $round — римская цифра (I, II, … XVI).

challenge_poker-nobody-out = Раунд { $round } ({ $kind ->
        [low] младший
       *[high] старший
    }): никто не вышел.
challenge_poker-round-settled = Раунд { $round } ({ $kind ->
        [low] младший
       *[high] старший
    }) разыгран; банк ({ $pot } { $pot ->
        [one] фишка
        [few] фишки
       *[other] фишек
    }) остаётся.
challenge_poker-unchallenged = Вызовов нет: { $goer-is ->
        [you] вы забираете
       *[other] { $goer } забирает
    } банк — { $pot } { $pot ->
        [one] фишку
        [few] фишки
       *[other] фишек
    }.
challenge_poker-pot-shared = Сдача { $deal } дошла до раунда { $round } без победителя: банк ({ $pot } { $pot ->
        [one] фишка
        [few] фишки
       *[other] фишек
    }) делится.
challenge_poker-won = { $winner-is ->
        [you] Вы побеждаете
       *[other] { $winner } побеждает
    } с { $tokens } { $tokens ->
        [one] фишкой
       *[other] фишками
    } после { $deals } { $deals ->
        [one] сдачи
       *[other] сдач
    }.
challenge_poker-shared-lead = { $leaders } делят первое место: у каждого { $tokens } { $tokens ->
        [one] фишка
        [few] фишки
       *[other] фишек
    } после { $deals } { $deals ->
        [one] сдачи
       *[other] сдач
    }.

## Ходы, как их называют кнопки и журнал.

challenge_poker-action-keep = Оставить все
challenge_poker-action-discard = Сбросить { $cards }
challenge_poker-action-pass = Пас
challenge_poker-action-go-out = Выйти, показав { $cards }
challenge_poker-action-challenge = Вызов
challenge_poker-action-rechallenge = Двойной вызов
challenge_poker-action-drop = Сдаться
challenge_poker-action-accept = Принять

## Отказы.

challenge_poker-error-not-in-hand = Карты { $card } нет у вас на руке.
challenge_poker-error-listed-twice = Карта { $card } указана дважды.
challenge_poker-error-draw-first = Сначала выберите, какие карты сбросить (или оставьте все).
challenge_poker-error-show-two = Покажите две разные карты.
challenge_poker-error-show-own = Показывать можно только карты со своей руки.
challenge_poker-error-pass-or-go-out = Сейчас можно только спасовать или выйти.
challenge_poker-error-answer = { $goer-is ->
        [you] Вы выходите
       *[other] { $goer } выходит
    }: пас, вызов или двойной вызов.
challenge_poker-error-rechallenged = { $by-is ->
        [you] Вы бросаете
       *[other] { $by } бросает
    } двойной вызов: сдаться, принять или ответить двойным вызовом.
challenge_poker-error-tokens = У каждого игрока должно быть от { $min } до { $max } фишек.

## За столом: подписи, строки состояния, подсказки и ставки на кнопках.

challenge_poker-table-caption-own = { $seat } · { $tokens }
challenge_poker-table-caption = { $to_act ->
        [yes] ▶ { $seat }
       *[no] { $seat }
    } · { $tokens }
# За тесным столом стопка фишек уходит под имя, чтобы подписи соседей не сливались.
challenge_poker-table-caption-crowded = { $to_act ->
        [yes] ▶ { $seat }
       *[no] { $seat }
    }
    { $tokens }
challenge_poker-table-caption-out = { $seat } · вне игры
challenge_poker-table-caption-out-crowded =
    { $seat }
    вне игры
challenge_poker-table-round = Раунд { $round } · { $kind ->
        [low] Младший: побеждает младшая рука
       *[high] Старший: побеждает старшая рука
    }
challenge_poker-table-deal = Сдача { $deal } · банк { $pot }
challenge_poker-table-deal-of = Сдача { $deal } из { $deals } · банк { $pot }
challenge_poker-table-stake = Ставка сейчас { $stake }
challenge_poker-table-stock = Прикуп { $count }
challenge_poker-table-showdown = Вскрытие: { $winner-is ->
        [you] вы
       *[other] { $winner }
    } сильнее, чем { $loser-is ->
        [you] вы
       *[other] { $loser }
    }, { $winner-is ->
        [you] вам
       *[other] выигрыш —
    } { $paid } { $paid ->
        [one] фишка
        [few] фишки
       *[other] фишек
    }
challenge_poker-table-showdown-seen = { $winner-is ->
        [you] Ваши { $winner_cards }
       *[other] { $winner_cards } ({ $winner })
    } бьют { $loser-is ->
        [you] ваши { $loser_cards }
       *[other] { $loser_cards } ({ $loser })
    }: { $paid } { $paid ->
        [one] фишка
        [few] фишки
       *[other] фишек
    } { $winner-is ->
        [you] вам
       *[other] — { $winner }
    }
challenge_poker-table-showdown-tied = Вскрытие: { $goer-is ->
        [you] вы
       *[other] { $goer }
    } и { $opponent-is ->
        [you] вы
       *[other] { $opponent }
    } равны, никто не платит
challenge_poker-table-showdown-tied-seen = { $goer-is ->
        [you] Ваши { $goer_cards }
       *[other] { $goer_cards } ({ $goer })
    } и { $opponent-is ->
        [you] ваши { $opponent_cards }
       *[other] { $opponent_cards } ({ $opponent })
    } равны: никто не платит
challenge_poker-table-dropped = { $loser-is ->
        [you] Вы сдаётесь и платите
       *[other] { $loser } сдаётся и платит
    } { $winner-is ->
        [you] вам { $paid } { $paid ->
            [one] фишку
            [few] фишки
           *[other] фишек
        }
       *[other] { $paid } { $paid ->
            [one] фишку
            [few] фишки
           *[other] фишек
        }; их забирает { $winner }
    }
challenge_poker-table-lapsed = Вызов снят: { $opponent-is ->
        [you] вы
       *[other] { $opponent }
    } → { $goer-is ->
        [you] вы
       *[other] { $goer }
    }
challenge_poker-table-prompt-draw = Выберите карты для замены и нажмите «Сбросить» или оставьте все
challenge_poker-table-prompt-go-out = Пас или выход: выберите две карты, которые увидят все
challenge_poker-table-prompt-answer = { $goer } выходит: пас, вызов или двойной вызов
challenge_poker-table-prompt-rechallenged = { $by } бросает двойной вызов: сдаться, принять или ответить двойным вызовом
challenge_poker-table-challenge = Вызов · ставка { $stake }
challenge_poker-table-rechallenge = Двойной вызов · ставка { $stake }
challenge_poker-table-drop = Сдаться · плата { $pay }
challenge_poker-table-accept = Принять · вскрытие на { $stake }

## Урок («Научиться играть»): что говорит подсказка на каждом шаге и почему другой ход здесь
## не принимается. $second и $third — два компьютерных игрока.

challenge_poker-lesson-welcome = В игре «Покер с вызовом» у всех по три карты и стопка фишек. Перед каждым из первых четырёх раундов все кладут по фишке в банк (подсвечен), так что сейчас в нём 3. Его забирает тот, кто вышел и кого не побили. Раунды чередуются: I раунд младший, II — старший и так далее. Нажмите «Далее».
challenge_poker-lesson-low = В младшем раунде лучшая рука — самая младшая. Туз считается единицей, стриты и флеши не учитываются, и любая рука без пары бьёт любую пару. Ваша пара королей (подсвечена) здесь слаба. Нажмите «Далее».
challenge_poker-lesson-pass = По очереди каждый игрок пасует или выходит, показав всем две свои карты. С парой в младшем раунде пасуйте.
challenge_poker-lesson-pass-why = Пасуйте: в младшем раунде любая рука без пары бьёт вашу пару королей.
challenge_poker-lesson-others-pass = { $second } и { $third } тоже пасуют.
challenge_poker-lesson-high = Никто не вышел, поэтому банк остаётся, и начинается II раунд: он старший, лучшая рука — самая старшая. Все снова кладут по фишке, и в банке 6. Начиная со II раунда каждый может сначала сбросить карты и прикупить новые, а право ходить первым каждый раунд сдвигается на одно место влево. Нажмите «Далее».
challenge_poker-lesson-others-draw = { $second } и { $third } прикупают первыми. Все видят, сколько карт прикупает каждый, но не какие.
challenge_poker-lesson-draw = В старшем раунде сет — лучшая рука, даже лучше стрит-флеша. Сбросьте { $card } и прикупите одну карту: вдруг придёт третий король.
challenge_poker-lesson-draw-why = Сбросьте только { $card }: оставьте обоих королей.
challenge_poker-lesson-others-stay = { $second } и { $third } не выходят.
challenge_poker-lesson-go-out = Вы прикупили { $card }: три короля. Их бьют только три туза. Выйдите, показав всем двух своих королей; третий останется скрытым.
challenge_poker-lesson-go-out-why = Выйдите, показав двух королей: с тремя королями стоит выходить.
challenge_poker-lesson-answers = Теперь остальные игроки по очереди отвечают: пас, вызов или двойной вызов. Если все пасуют, вы забираете банк и сдача заканчивается.
challenge_poker-lesson-showdown = { $second } бросил вызов: вскрытие на размер банка, 6. Обе руки видите только вы и { $second }; { $third } их никогда не увидит. Его стрит-флеш (подсвечен) проигрывает вашим трём королям, поэтому он платит вам 6 из своей стопки. Сам банк остаётся на столе. Нажмите «Далее».
challenge_poker-lesson-rechallenge-back = { $third } бросил двойной вызов: ставка — два банка, 12. Можно сдаться (заплатить 12, не вскрываясь), принять (вскрытие на 12) или ответить двойным вызовом, удвоив ставку до 24. Вас бьют только три туза: ответьте двойным вызовом.
challenge_poker-lesson-rechallenge-back-why = Ответьте двойным вызовом: с тремя королями стоит поднять ставку.
challenge_poker-lesson-drops = Теперь { $third } отвечает на ваш двойной вызов: сдаться, принять или удвоить ещё раз.
challenge_poker-lesson-ending = { $third } сдался: он платит вам предыдущую ставку, 12, не показывая карт. Банк остаётся, и начинается III раунд (младший) с новым анте (после IV раунда анте больше нет). Сдача заканчивается, когда кто-то выходит и все пасуют: он забирает банк, сдающий сдвигается влево, и всем сдают заново. В конце побеждает самая большая стопка. Это и есть весь «Покер с вызовом»: доиграйте эту партию или начните настоящую.
