# Стол, общий для всех игр: чей ход, панель ходов, журнал, результат, передача устройства,
# подсказки, отмена хода и панель повтора.

## Текст, показываемый как есть (числа, коды, имена).

verbatim = { $text }

## Чей ход.

table-turn = { $seat-is ->
        [you] Ваш ход
       *[other] Ход: { $seat }
    }
table-game-over = Игра окончена

## Панель ходов.

table-group = { $group }…
table-back = Назад

## Журнал.

table-taken-back = Вы отменили свой последний ход.

## Отказы самого стола.

table-error-handing-over = Ждём, пока { $seat } возьмёт устройство.
table-error-undo-off = Отмена хода выключена: включите «Отмена хода (тренировка)» в настройках.
table-error-undo-autoplay = За ваше место играет компьютер.
table-error-undo-people = Ходы отменяются только в играх против компьютера.
table-error-undo-nothing = Нет вашего хода, который можно отменить.
table-error-undo-lesson = В уроке ходы не отменяются: подсказка продолжает отсюда.
lesson-read-first = Сначала прочитайте подсказку, затем нажмите «Далее».

## Результат.

table-result-draw = Ничья
table-result-you-win = Вы победили
table-result-you-lose = Вы проиграли
table-result-winners = { $winners-count ->
        [one] Победа: { $winners }
       *[other] Победу делят: { $winners }
    }

## Колонка состояния и оценка лучшей игры.

table-your-move = Ваш ход

## Панель ходов: кнопка с цифровой клавишей, подсказка для карт и строка помощи.

table-numbered-action = { $key }  { $label }
table-play-a-lit-card = или сыграйте подсвеченную карту
table-suggest = Подсказать ход
table-undo = Отменить ход
# The control of the table (lower left, or top right on a phone) that opens the pause menu (for a mouse or a finger).
table-menu = Меню
# On a phone or a small window the score sheet and the log fold away; these buttons beside
# the menu control show them (keys S and L too).
table-fold-sheet = Счёт
table-fold-log = Журнал

## Лист записи (справа вверху); итог досчитывает до своего значения, пустая строка показывает точку.

table-sheet-title = Лист записи
table-sheet-total = Итого
table-sheet-empty = ·

## Панель результата: итоговый счёт каждого места, собранный в одну строку, и что дальше.

table-result-score = { $seat } { $score }
table-result-scores = { $first }, { $rest }
table-play-again = Ещё раз
table-change-game = Другая игра
table-step-back = Шаг назад
table-watch-again = Смотреть снова
table-title = В главное меню

## Открытые руки в центре стола.

table-showdown = Вскрытие
table-shown = Открыто

## Игра на одном устройстве: заслонка над столом, пока устройство не у следующего игрока.

table-handoff-title = Передайте устройство: { $seat }
table-handoff-covered = Стол закрыт, пока устройство не возьмёт { $seat }.
table-handoff-show-cards = Я — { $seat }, покажите мои карты
table-handoff-keys = Enter, пробел или A

## Панель повтора.

table-replay-title = Повтор · { $game }
table-replay-deal = Сдача · { $moves } { $moves ->
        [one] ход
        [few] хода
       *[other] ходов
    }
table-replay-move = Ход { $move } из { $moves }
table-replay-open = { $seat-is ->
        [you] Все карты открыты, внизу — ваши
       *[other] Все карты открыты, внизу — { $seat }
    }
table-replay-seen-by = { $seat-is ->
        [you] Вашими глазами
       *[other] Глазами: { $seat }
    }
table-replay-back = ◀ Назад
table-replay-forward = Вперёд ▶
table-replay-to-start = К сдаче
table-replay-to-end = В конец
table-replay-play = Пуск
table-replay-pause = Пауза
table-replay-view = Вид
table-replay-replays = Повторы

## Подсказки по клавишам (слева внизу) для последнего использованного устройства. Названия клавиш — как на клавишах.

table-keys-mouse = Щёлкните или перетащите карту либо нажмите кнопку | 1-9 выбор | Esc меню
table-keys-keyboard-cards = Влево/Вправо карта | Вверх/Вниз/Tab кнопка | Enter сыграть | 1-9 | Esc меню
table-keys-keyboard = Вверх/Вниз/Tab выбор | Enter выбрать | 1-9 | Esc меню
table-keys-gamepad-cards = Влево/Вправо или LB/RB карта | Вверх/Вниз кнопка | A сыграть | X/Y первые две | Start меню
table-keys-gamepad = Крестовина выбор | A выбрать | X/Y первые две | Start меню
table-keys-touch = Коснитесь карты или перетащите её либо коснитесь кнопки
# Строка подсказок с клавишей, которая просит подсказку («H» или «Select» геймпада).
table-keys-suggest = { $keys } | { $key } подсказка
table-replay-keys-mouse = Кнопки справа внизу | Esc меню
table-replay-keys-keyboard = , и . шаг | Home, End | P пуск | V вид | Tab кнопки | Esc меню
table-replay-keys-gamepad = LT/RT шаг | X пуск | Y вид | Крестовина, A кнопки | Start меню
table-replay-keys-touch = Кнопки повтора: шаг, воспроизведение, вид

table-rematch-ready = Готовы играть снова: { $agreed } из { $players }
table-session-wins = Победы за { $games } { $games ->
        [one] партию
        [few] партии
       *[other] партий
    }: { $wins }
table-session-points = Очки за все партии: { $points }
# Over the hand that a spectator does not hold.
table-watching = Вы смотрите за этим столом

## Подсказка урока (справа вверху): заголовок, «Далее» и конец урока.

table-lesson-heading = Учимся играть: { $game } · шаг { $step } из { $steps }
table-lesson-next = Далее
table-lesson-done-heading = { $game }: урок пройден
table-lesson-done = Теперь вы знаете всё, что требует игра. Попробуйте настоящую партию против компьютера.
table-lesson-real-game = Настоящая партия

## Разбор на панели результата: самые дорогие решения игрока по расчётам компьютера на сложном
## уровне. $move — номер хода в игре, считая с 1; $played и $best — ходы так, как их называют
## кнопки; $unit — win_chance (тогда $cost — в процентах шанса на победу), points или tokens
## (тогда $cost — в среднем).
## $grade — оценка решения (best, good, inaccuracy, mistake, blunder; none, где его не
## оценивали); $accuracy — от 0 до 100; количества — числа.

table-review-working = Разбираем ваши решения…
table-review-title = Ваши самые дорогие решения
table-review-none = Компьютер на сложном уровне не улучшил бы ни одного из ваших решений.
table-review-decision = Ход { $move }{ $grade ->
        [inaccuracy] , неточность
        [mistake] , ошибка
        [blunder] , зевок
       *[other] {""}
    }: вы выбрали «{ $played }», а компьютер на сложном уровне выбрал бы «{ $best }». { $unit ->
        [win_chance] Это стоило вам { $cost } % шансов на победу.
        [tokens] Это стоило вам в среднем { $cost } { $cost ->
            [one] фишку
            [few] фишки
            [many] фишек
           *[other] фишек
        }.
       *[points] Это стоило вам в среднем { $cost } { $cost ->
            [one] очко
            [few] очка
            [many] очков
           *[other] очков
        }.
    }
table-review-show = Смотреть
table-review-accuracy = Точность { $accuracy } %
table-review-grades = Лучших { $best } · Хороших { $good } · Неточностей { $inaccuracy } · Ошибок { $mistake } · Зевков { $blunder }
table-review-luck = { $sign ->
        [gave] Карты принесли вам
       *[cost] Карты стоили вам
    } { $cards } { $cards ->
        [one] пункт
        [few] пункта
       *[other] пунктов
    } шанса на победу; ваши решения стоили вам { $decisions }.

## Стол так, как его читает программа экранного доступа: рука того, кто смотрит, — списком, затем
## по строке на каждое другое место. $count, $position — числа; $who — место так, как его называет
## подпись на столе; $cards, $top — карты словами (access-card) через запятую.

access-table = Стол
access-card = { $rank } { $suit-key ->
        [clubs] треф
        [diamonds] бубен
        [hearts] червей
       *[spades] пик
    }
access-card-face-down = карта рубашкой вверх
access-seat = Игрок { $seat }
access-hand = Ваша рука, { $count ->
        [0] карт нет
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карт
    }
access-hand-card = { $card }, { $position } из { $count }{ $playable ->
        [yes] , можно сыграть
       *[no] {""}
    }
access-hand-hidden = { $who }: { $count ->
        [0] нет карт
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карт
    }
access-hand-shown = { $who }: { $cards }
access-row = { $who }, на столе: { $count ->
        [0] нет карт
       *[other] { $cards }
    }
access-pile = { $count ->
        [0] Стопка пуста
        [one] Стопка: { $count } карта, сверху { $top }
        [few] Стопка: { $count } карты, сверху { $top }
        [many] Стопка: { $count } карт, сверху { $top }
       *[other] Стопка: { $count } карт, сверху { $top }
    }
access-stock = Прикуп: { $count ->
        [0] пуст
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карт
    }
access-discard = Сброс: { $count ->
        [0] пуст
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карт
    }
access-discard-top = Сброс: { $count ->
        [one] { $count } карта, сверху { $top }
        [few] { $count } карты, сверху { $top }
        [many] { $count } карт, сверху { $top }
       *[other] { $count } карт, сверху { $top }
    }
access-pot = Банк: { $count ->
        [one] { $count } фишка
        [few] { $count } фишки
        [many] { $count } фишек
       *[other] { $count } фишек
    }
access-stack = { $who }: { $count ->
        [one] { $count } фишка
        [few] { $count } фишки
        [many] { $count } фишек
       *[other] { $count } фишек
    }
access-sheet-row = Лист записи, { $row }: { $entries }
access-sheet-total = Лист записи, итого: { $entries }
access-sheet-empty = пока ничего

## Что происходит за столом, — сообщается через живую область по мере событий. $seat — кто
## сходил (с $seat-is: you или other); $to — кому ушли карты или фишки; $count — сколько;
## $cards — карты словами (access-card), если их можно видеть; $seen — yes, если видна хоть
## одна; $points, $total — числа.

access-told-plays = { $seat-is ->
        [you] Вы играете
       *[other] { $seat } играет
    } { $seen ->
        [yes] { $cards }
       *[no] рубашкой вверх: { $count ->
            [one] { $count } карту
            [few] { $count } карты
            [many] { $count } карт
           *[other] { $count } карт
        }
    }.
access-told-lays = { $seat-is ->
        [you] Вы кладёте на стол
       *[other] { $seat } кладёт на стол
    } { $seen ->
        [yes] { $cards }
       *[no] рубашкой вверх: { $count ->
            [one] { $count } карту
            [few] { $count } карты
            [many] { $count } карт
           *[other] { $count } карт
        }
    }.
access-told-gets = { $seat-is ->
        [you] Вы получаете
       *[other] { $seat } получает
    } { $count ->
        [one] { $count } карту
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карт
    }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-takes-pile = { $seat-is ->
        [you] Вы берёте из стопки
       *[other] { $seat } берёт из стопки
    } { $count ->
        [one] { $count } карту
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карт
    }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-takes = { $seat-is ->
        [you] Вы берёте
       *[other] { $seat } берёт
    } { $count ->
        [one] { $count } карту
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карт
    }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-passes = { $seat-is ->
        [you] Вы передаёте
       *[other] { $seat } передаёт
    } { $count ->
        [one] { $count } карту
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карт
    }, получатель — { $to-is ->
        [you] вы
       *[other] { $to }
    }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-discarded = В сброс уходит карт: { $count }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-out-of-play = Из игры выходит карт: { $count }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-to-stock = В прикуп уходит карт: { $count }.
access-told-set-aside = Отложено карт: { $count }.
access-told-moved = Перемещено карт: { $count }{ $seen ->
        [yes] : { $cards }
       *[no] {""}
    }.
access-told-shuffled = Перемешано карт: { $count }.
access-told-shows = { $seat-is ->
        [you] Вы показываете
       *[other] { $seat } показывает
    }: { $cards }.
access-told-scored = { $seat-is ->
        [you] Вам записано
       *[other] { $seat }: записано
    } очков: { $points } (всего { $total }).
access-told-to-pot = { $seat-is ->
        [you] Вы кладёте
       *[other] { $seat } кладёт
    } в банк фишек: { $count }.
access-told-from-pot = { $seat-is ->
        [you] Вы берёте
       *[other] { $seat } берёт
    } из банка фишек: { $count }.
access-told-pays = { $seat-is ->
        [you] Вы платите
       *[other] { $seat } платит
    } фишек: { $count }, получатель — { $to-is ->
        [you] вы
       *[other] { $to }
    }.
access-told-left = { $seat-is ->
        [you] Вы покидаете стол
       *[other] { $seat } покидает стол
    }.
access-told-your-turn = Ваш ход.

access-told-suggested = Совет: { $move }{ $count ->
        [0] {""}
       *[other] {" "}({ $cards })
    }.
