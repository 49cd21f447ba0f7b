# Экраны вокруг стола: заставка, титульный экран, экран настройки партии и меню поверх них
# (пауза, настройки, правила).

## Заставка, пока рисуются карты.

loading-drawing = Рисуем карты…
loading-progress = Рисуем карты… { $done } из { $total }

## Титульный экран. Собственное название игры показывается здесь и на заставке.

title-name = Challenge
# Сколько игр в наборе — словами, где это принято.
title-games = { $count ->
        [1] Одна карточная игра
        [2] Две карточные игры
        [3] Три карточные игры
        [4] Четыре карточные игры
        [5] Пять карточных игр
        [6] Шесть карточных игр
        [7] Семь карточных игр
        [8] Восемь карточных игр
        [9] Девять карточных игр
        [10] Десять карточных игр
        [one] { $count } карточная игра
        [few] { $count } карточные игры
       *[other] { $count } карточных игр
    }
# Над описанием сохранённой партии («Попался!, после 24 ходов, против: Сложный»).
title-continue = Продолжить
title-play-online = Играть по сети
title-statistics = Статистика
title-replays = Повторы
title-settings = Настройки
title-rules = Правила
title-learn = Научиться играть
title-quit = Выход

## Экран настройки партии.

setup-title = Новая игра
setup-title-online = Открыть стол
setup-game = Игра
setup-players = Игроки
setup-seed = Номер сдачи
# Место, за которое играет человек у этого устройства: вы или тот, кому передают устройство.
setup-seat-here = { $seat-is ->
        [you] { $seat }
       *[other] { $seat } (здесь)
    }
# Место, за которое играет компьютер; $level — easy, normal или hard.
setup-seat-computer = { $level ->
        [easy] Компьютер, лёгкий
        [hard] Компьютер, сложный
       *[normal] Компьютер, обычный
    }
# Место для друга, который присоединится к онлайн-столу по коду.
setup-seat-friend = Друг (свободно)
setup-help = Влево/Вправо изменить строку | цифры — номер сдачи | Esc назад
setup-help-gamepad = Крестовина влево/вправо — изменить строку | B — назад
setup-help-mouse = Щёлкните строку, чтобы изменить её | щёлкните номер сдачи для нового или введите цифры
setup-help-touch = Коснитесь строки, чтобы изменить её | коснитесь номера сдачи для нового или введите цифры
setup-deal = Сдать
setup-rules = Правила
setup-back = Назад
setup-learn = Научиться играть
# Предлагается, когда игра с уроком выбрана впервые.
setup-learn-offer = Впервые играете в «{ $game }»? «Научиться играть» — первая игра с подсказками.

## Меню паузы за столом.

pause-title = Пауза
pause-resume = Продолжить
pause-rules = Правила
pause-settings = Настройки
pause-deal-again = Сдать заново
pause-leave = Выйти из-за стола

## Меню настроек: название каждой строки, затем значения строк.

settings-title = Настройки
settings-language = Язык
settings-high-contrast = Высокая контрастность
settings-text-size = Размер текста
settings-volume = Громкость
settings-effects = Звуковые эффекты
settings-music = Музыка
settings-animation-speed = Скорость анимации
settings-bot-pause = Пауза компьютера
settings-suit-colours = Цвета мастей
settings-card-back = Рубашка карт
settings-card-size = Размер карт
settings-fullscreen = Во весь экран
settings-best-play-meter = Оценка лучшей игры
settings-undo = Отмена хода (тренировка)

settings-percent = { $percent } %
# Пауза в секундах: целые секунды и десятые («0,6 с»).
settings-seconds = { $whole },{ $tenths } с
# Выбранный размер текста и размер, с которым текст рисуется в слишком маленьком для него окне (на телефоне).
settings-text-size-here = { $chosen } % (здесь { $shown } %)
settings-no-wait = Без паузы
settings-speed-relaxed = Неспешная
settings-speed-normal = Обычная
settings-speed-fast = Быстрая
settings-speed-instant = Мгновенная
settings-suits-two = Красные и чёрные
settings-suits-four = Четыре цвета
settings-back-lattice = Решётка
settings-back-medallion = Медальон
settings-back-stripes = Полоски
settings-on = Вкл.
settings-off = Выкл.
# Оценка работает в играх, где все карты открыты.
settings-meter-on = Вкл. (игры в открытую)
settings-undo-on = Вкл.: партии считаются тренировкой

settings-help = Изменения сохраняются сразу. Esc — назад.
settings-help-gamepad = Изменения сохраняются сразу. B — назад.
settings-help-pointer = Изменения сохраняются сразу.
settings-done = Готово

## Меню правил. Его страница — правила и уточнения каждой игры.

rules-menu-of = Правила игры
rules-menu-help = Вверх/Вниз или колесо — прокрутка | Влево/Вправо — другая игра | Esc — назад
rules-menu-help-gamepad = Правый стик — прокрутка | Влево/Вправо — другая игра | B — назад
rules-menu-help-mouse = Колесо — прокрутка | щёлкните игру, чтобы читать другую
rules-menu-help-touch = Проведите по правилам, чтобы прокрутить | коснитесь игры, чтобы читать другую
rules-menu-done = Готово

## «Научиться играть» с титульного экрана: игры, в которых есть первая партия с подсказками.

learn-heading = Научиться играть
learn-intro = Первая партия с подсказками: подсказка объясняет каждый шаг, показывает, куда смотреть, и ждёт вашего хода.
learn-game = { $game }
learn-game-learnt = { $game } (изучено)
learn-back = Назад
