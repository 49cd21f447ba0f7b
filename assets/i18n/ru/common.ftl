# Слова, общие для всех частей игры: как называются места, карты и списки, и общие для всех
# игр отказы правил.

## Места. Каждое место называется через эти сообщения: место, к которому обращаются, — «Вы»,
## остальные — «Игрок N» (или имя, выбранное игроком за онлайн-столом).

seat-you = Вы
seat-player = Игрок { $number }
# Место как отдельный выбор (кто сдаёт первым).
seat = { $seat }

## Списки: два последних имени соединяются.

list-and = { $first } и { $last }

## Масти, как их называет предложение, с символом.

suit-clubs = ♣ трефы
suit-diamonds = ♦ бубны
suit-hearts = ♥ червы
suit-spades = ♠ пики

## Названия рангов.

rank-2 = двойка
rank-3 = тройка
rank-4 = четвёрка
rank-5 = пятёрка
rank-6 = шестёрка
rank-7 = семёрка
rank-8 = восьмёрка
rank-9 = девятка
rank-10 = десятка
rank-j = валет
rank-q = дама
rank-k = король
rank-a = туз

## Уровни компьютерных игроков.

level-easy = Лёгкий
level-normal = Обычный
level-hard = Сложный

## Общие для всех игр отказы правил.

error-game-over = Игра окончена.
error-not-your-turn = Сейчас { $to_act-is ->
        [you] ходите вы
       *[other] ходит { $to_act }
    }, а не { $seat-is ->
        [you] вы
       *[other] { $seat }
    }.
error-illegal = Ход «{ $action }» сейчас невозможен.
error-seats = В «{ $game }» играют { $min ->
        [2] { $max ->
                [2] ровно 2 игрока
               *[other] от 2 до { $max } игроков
            }
       *[other] от { $min } до { $max } игроков
    }, а не { $seats }.
error-dealer = Сдающим должен быть один из { $seats } { $seats ->
        [one] игрока
       *[other] игроков
    }.
error-no-seat = Места «{ $seat }» за этим столом нет: { $seats ->
        [one] здесь всего { $seats } место
        [few] здесь всего { $seats } места
       *[other] здесь всего { $seats } мест
    }.
error-pack-size = В подготовленной колоде { $given } { $given ->
        [one] карта
        [few] карты
       *[other] карт
    }, а этой игре нужно ровно { $needed }.
error-pack-card = В подготовленной колоде карта { $card } встречается чаще, чем в колоде этой игры.
error-bad-action = Это не ход игры «{ $game }».
error-bad-options = Это не настройки игры «{ $game }».
error-not-a-save = Это не сохранённая партия Challenge.
error-save-version = Эта партия сохранена другой версией Challenge.
error-unknown-game = Сохранена игра, которой нет в этой версии ({ $id }).
error-damaged = Сохранённая партия повреждена.
error-internal = Что-то пошло не так внутри игры; ничего не изменено.
error-unfinished = Партия «{ $game }» не закончена после { $moves } { $moves ->
        [one] хода
       *[other] ходов
    }.
error-code-damaged = Код повреждён или набран с ошибкой.
error-code-newer = Этот код создан более новой версией Challenge.
error-code-prefix = Это не код партии Challenge: коды начинаются с { $prefix }.
error-code-character = Символ «{ $character }» не может быть в коде партии: код набран с ошибкой.

## Документ с правилами (docs/rules.md).

rules-document-title = Правила игр
rules-document-intro = Так, как в них играет Challenge. Эта страница создаётся из английских файлов сообщений (`challenge_text::rules_markdown`); тот же текст показывается в игре, на каждом из её языков.
rules-notes-heading = Уточнения правил

## Настройка: строка, которая есть в каждой игре.

option-dealer = Кто сдаёт первым

scroll-more-below = Ниже ещё
