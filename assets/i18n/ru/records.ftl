# Что игра помнит: экран статистики, экран повторов, партия в процессе и другие записи между
# запусками, а также график счёта в конце партии.

## Даты, как их показывают статистика и сохранённые партии (UTC). Каждая часть — число; в русской
## записи день, месяц, часы и минуты пишутся двумя цифрами: «23.11.2026 14:05».

stats-date = { $day ->
        [1] 01
        [2] 02
        [3] 03
        [4] 04
        [5] 05
        [6] 06
        [7] 07
        [8] 08
        [9] 09
       *[other] { $day }
    }.{ $month ->
        [1] 01
        [2] 02
        [3] 03
        [4] 04
        [5] 05
        [6] 06
        [7] 07
        [8] 08
        [9] 09
       *[other] { $month }
    }.{ $year } { $hour ->
        [0] 00
        [1] 01
        [2] 02
        [3] 03
        [4] 04
        [5] 05
        [6] 06
        [7] 07
        [8] 08
        [9] 09
       *[other] { $hour }
    }:{ $minute ->
        [0] 00
        [1] 01
        [2] 02
        [3] 03
        [4] 04
        [5] 05
        [6] 06
        [7] 07
        [8] 08
        [9] 09
       *[other] { $minute }
    }

## Экран статистики.

stats-title = Статистика
stats-back = Назад
# Первый пункт выбора игры; остальные — названия игр.
stats-all-games = Все игры
stats-nothing-yet = Пока нет законченных партий
stats-nothing-yet-hint = Доиграйте партию за столом, и здесь появятся её результат, ваши серии и ваш счёт.
# Ячейка, где нечего показать (счёт не ведётся, серии нет).
stats-no-value = –

## Таблица рекордов: строка на каждый уровень компьютерных игроков (уровни — `level-*`) или
## на каждую игру, когда показаны все игры.

stats-level-none = Без компьютерных игроков
# То же, достаточно коротко для оси графика и последних результатов.
stats-level-none-short = Без компьютера
stats-all-levels = Все уровни
stats-heading-opponents = Соперники
stats-heading-game = Игра
stats-heading-games = Партии
stats-heading-wins = Победы
stats-heading-losses = Поражения
stats-heading-draws = Ничьи
stats-heading-streak = Серия
stats-heading-best-streak = Лучшая серия
stats-heading-best-score = Лучший счёт
stats-heading-average = В среднем
stats-heading-hints = Подсказки
stats-heading-practice = Тренировка
# Победы, а рядом — победы, разделённые с другими игроками.
stats-wins-shared = { $wins } (+{ $shared } общих)
# Текущая серия.
stats-streak-wins = { $count } { $count ->
        [one] победа
        [few] победы
       *[other] побед
    }
stats-streak-losses = { $count } { $count ->
        [one] поражение
        [few] поражения
       *[other] поражений
    }
stats-practice-note = Тренировочные партии (где ход отменяли) показаны в списке, но не учитываются.

## Последние результаты.

stats-latest = Последние результаты
stats-heading-date = Дата
stats-heading-result = Результат
stats-heading-score = Счёт
stats-heading-moves = Ходы
# Чем партия кончилась для игрока.
stats-finish-win = Победа
stats-finish-shared-win = Общая победа
stats-finish-loss = Поражение
stats-finish-draw = Ничья
# Рядом с партией, в которой отменяли ход.
stats-practice-mark = тренировка

## Графики.

stats-win-rate-over-time = Доля побед за последние { $games } { $games ->
        [one] партию
        [few] партии
       *[other] партий
    }
stats-win-rate-by-level = Доля побед по соперникам
stats-no-counted-games = Пока нет учтённых партий.
stats-axis-game = Партия
stats-axis-win-rate = Доля побед, %
# Название линии или столбцов графика.
stats-series-win-rate = Доля побед

## Записи, которые не удалось использовать при запуске. $record — `stats` (статистика) или `kept`
## (сохранённые партии); $error — собственное сообщение хранилища, как есть.

saved-record-unopened = { $record ->
        [kept] Не удалось прочитать сохранённые партии ({ $error }); партии этого сеанса не сохраняются.
       *[stats] Не удалось прочитать статистику ({ $error }); партии этого сеанса не учитываются.
    }
saved-record-set-aside = { $record ->
        [kept] Не удалось прочитать сохранённые партии; они отложены как «{ $key }», начаты новые.
       *[stats] Не удалось прочитать сохранённую статистику; она отложена как «{ $key }», начата новая.
    }
saved-record-left = { $record ->
        [kept] Сохранённые партии не удалось ни прочитать, ни отложить ({ $error }); партии этого сеанса не сохраняются, чтобы не перезаписать их.
       *[stats] Сохранённую статистику не удалось ни прочитать, ни отложить ({ $error }); партии этого сеанса не учитываются, чтобы не перезаписать её.
    }

## Партия в процессе, на кнопке «Продолжить» титульного экрана: «Попался!, после 24 ходов,
## уровень «Сложный»». $game — название игры; $progress и $opponents — фразы ниже.

saved-describe = { $game }, { $progress }, { $opponents }
saved-just-dealt = только что сдано
saved-after-moves = после { $moves } { $moves ->
        [one] хода
       *[other] ходов
    }
saved-pass-and-play = на одном устройстве
# $level — название уровня (`level-*`).
saved-against = уровень «{ $level }»
# Несколько компьютерных игроков, сильнейший — уровня $level.
saved-against-several = { $opponents } { $opponents ->
        [one] соперник
        [few] соперника
       *[other] соперников
    } до уровня «{ $level }»

## Сохранённая партия, которую не удалось использовать, на титульном экране. $reason —
## собственная фраза правил (не сохранённая партия, сохранена другой версией, повреждена);
## $error — собственное сообщение хранилища; $key — куда скопировано сохранение.

saved-unopened = Не удалось открыть сохранённую партию: { $error }.
saved-left = Не удалось прочитать сохранённую партию. { $reason } Она оставлена как есть ({ $error }).
saved-set-aside = Не удалось прочитать сохранённую партию. { $reason } Она отложена как «{ $key }».
saved-set-aside-backup = Не удалось прочитать сохранённую партию. { $reason } Она отложена как «{ $key }»; вместо неё предлагается сохранённая с ней копия.
# Сохранение прочитано, но партия из него не открылась.
saved-uncontinued = Не удалось продолжить сохранённую партию. { $reason }

## Экран повторов.

replays-title = Повторы
replays-back = Назад
replays-watch-shared = Смотреть присланную партию
# В пустом поле кода; $prefix — начало каждого кода (CH-).
replays-code-hint = Вставьте код сюда: { $prefix }…
replays-watch = Смотреть
replays-play-deal = Сыграть эту сдачу
replays-kept = Сохранённые партии
replays-share = Код для отправки
replays-hide-code = Скрыть код
replays-copy = Копировать
replays-copied = Скопировано
# Подробности сохранённой партии после её названия.
replays-players = { $count } { $count ->
        [one] игрок
        [few] игрока
       *[other] игроков
    }
# Вместо даты, для партии, пришедшей кодом.
replays-shared = присланная
replays-moves = { $count } { $count ->
        [one] ход
        [few] хода
       *[other] ходов
    }
replays-nothing-yet = Пока нет законченных партий — здесь сохраняется каждая доигранная партия, последние { $count }.
replays-nothing-yet-hint = Партию, которой с вами поделились, можно посмотреть по её коду выше.
# $reason — собственная фраза правил.
replays-no-share-code = У этой партии нет кода для отправки. { $reason }
replays-code-empty = Сначала вставьте или наберите код (он начинается с { $prefix }).
replays-code-cannot-watch = Этот код нельзя посмотреть. { $reason }
replays-code-cannot-deal = По этому коду нельзя сдать. { $reason }
replays-no-longer-kept = Эта партия больше не хранится.
replays-cannot-replay = Эту партию нельзя воспроизвести. { $reason }
replays-cannot-deal-again = Эту сдачу «{ $game }» не удалось сдать заново.

## График счёта в конце партии: что обозначает точка, что за значения и первая точка.

chart-round = Раунд
chart-deal = Сдача
chart-score = Счёт
chart-tokens = Фишки
chart-start = Старт
chart-move = Ход
chart-chance = Шанс на победу (%)
chart-decision-cost = Во что обошлось решение
