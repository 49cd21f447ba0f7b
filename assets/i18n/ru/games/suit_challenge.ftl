# Вызов мастей: название, страница правил, настройки, строки листа записи и слова её заметок,
# ходов и отказов.

## Название игры и её строка на титульном экране.

suit_challenge-title = Вызов мастей
suit_challenge-blurb = Покер по мастям, с листом записи из девяти строк

## Страница правил: абзацы (между ними пустая строка), затем уточнения, по одному на строку.

suit_challenge-rules =
    Двое игроков наперегонки заполняют лист записи из восьми комбинаций. Комбинации составляются только по мастям: две карты одной масти и по одной карте каждой из остальных мастей — это «Пара» или «Стрит», две масти по две карты — «Две пары», три карты одной масти — «Тройка», три и две — «Фулл-хаус», четыре карты одной масти — «Каре», пять — «Покер». Туз стоит 11 очков, картинки — по 10, остальные карты — по номиналу.

    В каждом раунде оба игрока получают по пять карт и по одной возможности сделать заявку, пока никто не прикупил; первым говорит не сдающий. Затем в свой ход можно заявить комбинацию, которая действительно есть в ваших картах, или сбросить сколько угодно карт и прикупить столько же, после чего можно сразу сделать заявку или закончить ход. При заявке обе руки вскрываются. Если у соперника тоже есть заявленная комбинация, они соревнуются по очкам; иначе побеждает старшая комбинация. Победитель записывает очки выигравшей комбинации в её строку, если та ещё пуста; при равных очках или заполненной строке раунд проходит впустую.

    «Сумма» — это очки всех пяти карт. Пока ваша строка «Сумма» пуста, её можно заявить в свой ход или в ответ на заявку соперника, и тогда она перебивает его заявку. Большая сумма записывается в строку «Сумма»; если заявивший «Сумму» проигрывает, он пишет туда 0, а перебитая им заявка приносит сопернику сумму его пяти карт в заявленной строке.

    Когда один игрок заполнит все восемь строк, другой может остановить игру или бросить вызов на одну из своих пустых строк. В раунде вызова заявить можно только комбинацию этой строки. Если бросивший вызов выигрывает, он записывает в эту строку сумму своих пяти карт; если проигрывает — пишет туда 0, а соперник прибавляет сумму своих пяти карт к строке «Вызов». Побеждает наибольшая сумма всех строк.
suit_challenge-rule-notes =
    Карты сдаются по одной, начиная с не сдающего; каждый раунд начинается с новой тасовки всей колоды.
    Если соперник не может ответить «Суммой» (его строка заполнена), заявка вскрывается и разрешается сразу.
    На заявку «Сумма» нельзя ответить «Суммой»; она разрешается сразу.
    Когда заявленной комбинации противостоит другая, у соперника учитывается его старшая комбинация, даже если младшая принесла бы очки в пустой строке.
    Можно не сбрасывать ни одной карты: это считается прикупом без карт, после чего можно сделать заявку или закончить ход.
    Сброшенные карты уходят в сброс ещё до прикупа, поэтому, если прикуп пополняется из сброса, они могут вернуться.
    Можно бросить вызов на свою пустую строку «Сумма»: в этом раунде разрешена только заявка «Сумма», и побеждает большая сумма пяти карт.
    В раунде вызова сдающий по-прежнему чередуется, и оба игрока, как обычно, могут сбрасывать и прикупать.
    Игрок, решающий, бросать ли вызов, может остановить игру в любой момент — и впереди, и позади по очкам.

## Настройки.

suit_challenge-option-dealer-help = Первым ходит другой игрок; сдающий меняется каждый раунд.

## Строки листа записи: комбинации, «Сумма» и «Вызов».

suit_challenge-row-pair = Пара
suit_challenge-row-two-pair = Две пары
suit_challenge-row-three-of-a-kind = Тройка
suit_challenge-row-straight = Стрит
suit_challenge-row-full-house = Фулл-хаус
suit_challenge-row-four-of-a-kind = Каре
suit_challenge-row-five-of-a-kind = Покер
suit_challenge-row-total-hand = Сумма
suit_challenge-row-challenge = Вызов

## Что делают игроки, как это рассказывает журнал. $seat — место, которое говорит.

suit_challenge-calls = { $seat-is ->
        [you] Вы заявляете «{ $hand }».
       *[other] { $seat } заявляет «{ $hand }».
    }
suit_challenge-passes = { $seat-is ->
        [you] Вы пасуете.
       *[other] { $seat } пасует.
    }
suit_challenge-stands-pat = { $seat-is ->
        [you] Вы не меняете карты.
       *[other] { $seat } не меняет карты.
    }
suit_challenge-draws = { $seat-is ->
        [you] Вы прикупаете
       *[other] { $seat } прикупает
    } { $count } { $count ->
        [one] карту
        [few] карты
       *[other] карт
    }.
suit_challenge-ends-turn = { $seat-is ->
        [you] Вы заканчиваете ход.
       *[other] { $seat } заканчивает ход.
    }
suit_challenge-accepts = { $seat-is ->
        [you] Вы принимаете заявку.
       *[other] { $seat } принимает заявку.
    }
suit_challenge-answers-total-hand = { $seat-is ->
        [you] Вы отвечаете заявкой «Сумма».
       *[other] { $seat } отвечает заявкой «Сумма».
    }
suit_challenge-challenges = { $seat-is ->
        [you] Вы бросаете вызов на строку «{ $row }».
       *[other] { $seat } бросает вызов на строку «{ $row }».
    }
suit_challenge-quits = { $seat-is ->
        [you] Вы останавливаете игру.
       *[other] { $seat } останавливает игру.
    }

## Чем кончилась заявка.

suit_challenge-call-tied = Очки за «{ $hand }» равны ({ $points }): раунд впустую.
suit_challenge-call-won = { $winner-is ->
        [you] Вы выигрываете с комбинацией «{ $hand }» и получаете
       *[other] { $winner } выигрывает с комбинацией «{ $hand }» и получает
    } { $points } { $points ->
        [one] очко
        [few] очка
       *[other] очков
    }.
suit_challenge-call-won-row-filled = { $winner-is ->
        [you] Вы выигрываете
       *[other] { $winner } выигрывает
    } с комбинацией «{ $hand }» ({ $points }), но строка уже заполнена: раунд впустую.
suit_challenge-totals-tied = Суммы равны, по { $total }: раунд впустую.
suit_challenge-total-hand-won = { $player-is ->
        [you] Вы выигрываете «Сумму», { $total } против { $against }, и записываете { $total }.
       *[other] { $player } выигрывает «Сумму», { $total } против { $against }, и записывает { $total }.
    }
suit_challenge-total-hand-lost = { $player-is ->
        [you] Вы проигрываете «Сумму», { $total } против { $against }, и записываете 0.
       *[other] { $player } проигрывает «Сумму», { $total } против { $against }, и записывает 0.
    }
suit_challenge-answer-lost = { $player-is ->
        [you] Вы проигрываете «Сумму», { $total } против { $against }, и записываете 0.
       *[other] { $player } проигрывает «Сумму», { $total } против { $against }, и записывает 0.
    } { $caller-is ->
        [you] Вы записываете { $against } в строку «{ $call }».
       *[other] { $caller } записывает { $against } в строку «{ $call }».
    }
suit_challenge-challenge-tied = Суммы равны, по { $total }: вызов на «{ $row }» — ничья.
suit_challenge-challenge-won = { $challenger-is ->
        [you] Вы выигрываете вызов и записываете { $total } в строку «{ $row }».
       *[other] { $challenger } выигрывает вызов и записывает { $total } в строку «{ $row }».
    }
suit_challenge-challenge-lost = { $challenger-is ->
        [you] Вы проигрываете вызов на «{ $row }»; { $defender } прибавляет { $total } к строке «Вызов».
       *[other] { $challenger } проигрывает вызов на «{ $row }»; { $defender-is ->
            [you] вы прибавляете { $total } к строке «Вызов».
           *[other] { $defender } прибавляет { $total } к строке «Вызов».
        }
    }

## Чем кончилась игра.

suit_challenge-game-won = { $winner-is ->
        [you] Вы побеждаете
       *[other] { $winner } побеждает
    } со счётом { $points }:{ $against }.
suit_challenge-game-drawn = Ничья: у каждого по { $points }.

## Ходы, как их называют кнопки и журнал.

suit_challenge-action-call = Заявить «{ $hand }»
suit_challenge-action-discard = Сбросить { $cards }
suit_challenge-action-draw-nothing = Не прикупать
suit_challenge-action-pass = Пас
suit_challenge-action-end-turn = Закончить ход
suit_challenge-action-accept = Принять
suit_challenge-action-total-hand = Сумма
suit_challenge-action-challenge = Вызов: «{ $row }»
suit_challenge-action-quit = Закончить игру

## Отказы.

suit_challenge-error-challenge-call = В этом раунде вызова можно заявить только «{ $row }».
suit_challenge-error-challenge-row-call = «Вызов» — это строка очков, а не комбинация для заявки.
suit_challenge-error-total-hand-filled = Ваша строка «Сумма» уже заполнена, заявить её нельзя.
suit_challenge-error-not-formed = В ваших картах нет комбинации «{ $hand }».
suit_challenge-error-not-held = У вас нет карты { $card }.
suit_challenge-error-listed-twice = Карта { $card } указана дважды.
suit_challenge-error-answer-filled = Ответить «Суммой» нельзя: эта строка уже заполнена.
suit_challenge-error-challenge-filled = Вызов можно бросить только на свою пустую строку; «{ $row }» не из их числа.
suit_challenge-error-opening = Сразу после сдачи можно только заявить комбинацию или спасовать.
suit_challenge-error-turn = В свой ход можно заявить комбинацию или сбросить карты и прикупить.
suit_challenge-error-after-draw = После прикупа можно заявить комбинацию или закончить ход.
suit_challenge-error-answer = Ответьте на заявку: примите её или перебейте «Суммой».
suit_challenge-error-challenge-choice = Выберите свою пустую строку для вызова или закончите игру.

## За столом: строки состояния, подсказки, подписи и кнопки, показывающие, сколько даст заявка.

suit_challenge-table-round = Раунд { $round }, { $dealer-is ->
        [you] сдаёте вы
       *[other] сдаёт { $dealer }
    }
suit_challenge-table-called = { $caller-is ->
        [you] Вы заявляете «{ $hand }»
       *[other] { $caller } заявляет «{ $hand }»
    }
suit_challenge-table-challenge-round = Раунд вызова: «{ $row }», { $challenger-is ->
        [you] вызов бросаете вы
       *[other] вызов бросает { $challenger }
    }
suit_challenge-table-last-call = Последняя заявка: { $result }
suit_challenge-table-piles = Прикуп: { $stock }, сброс: { $discards }
suit_challenge-table-prompt-opening = Заявите комбинацию, которая у вас есть, или пас (один шанс до прикупа)
suit_challenge-table-prompt-turn = Заявите комбинацию или выберите карты для сброса и нажмите «Сбросить»
suit_challenge-table-prompt-after-draw = Заявите комбинацию сейчас или закончите ход
suit_challenge-table-prompt-answer = { $caller } заявляет «{ $hand }»: примите или перебейте «Суммой»
suit_challenge-table-prompt-challenge = Бросьте вызов на одну из своих пустых строк или закончите игру здесь
suit_challenge-table-stock = Прикуп { $count }
suit_challenge-table-discards = Сброс { $count }
suit_challenge-table-call = Заявить «{ $hand }» · { $points } оч.
suit_challenge-table-total-hand = Сумма · { $points } оч.
