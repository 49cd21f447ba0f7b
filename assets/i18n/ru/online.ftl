# Игра по сети: экран сетевой игры, лобби стола до сдачи, строка о состоянии соединения и
# почему сервер отказал или что-то закрыл.

## Экран сетевой игры.

online-title = Играть по сети
online-intro = Откройте стол для друзей или присоединитесь к столу по коду, которым поделился друг
# Вернуться на место за столом с этим кодом приглашения.
online-return = Вернуться за стол { $code }
online-host = Открыть стол
online-join-heading = Войти по коду
online-code = Код
online-code-help = Набирайте буквы | геймпад: Влево/Вправо — буква, A — оставить
online-join = Войти
online-watch = Смотреть
online-back = Назад

online-quick = Быстрая игра
online-quick-help = Садитесь за открытый стол или откройте свой: если никто не придёт, места займёт компьютер
online-open-heading = Открытые столы
online-open-none = Сейчас ни один открытый стол не ждёт игроков.
online-open-table = { $game }{ $named ->
        [yes] , { $host }
       *[no] {""}
    }{ $tagged ->
        [yes] {" "}({ $lang })
       *[no] {""}
    }: свободно { $free } из { $seats }
lobby-make-public = Открыть стол для всех
lobby-make-private = Закрыть стол для всех
online-code-length = В коде { $letters } { $letters ->
        [one] буква
        [few] буквы
       *[other] букв
    }.

## Соединение, в углу экрана.

online-status-offline = Не в сети
online-status-connecting = Подключение к { $server }…
online-status-connected = Подключено к { $server }
# $seconds равно 0, когда следующая попытка — прямо сейчас.
online-status-reconnecting = { $seconds ->
        [0] Переподключение…
       *[other] Переподключение через { $seconds } с
    }
online-status-lost = Соединение потеряно: { $reason }
# Причины для online-status-lost, продолжающие фразу после двоеточия.
online-lost-unreachable = { $server } недоступен
online-lost-version = на сервере другая версия Challenge
online-lost-no-network = нет подключения к сети. Игры с компьютерными соперниками доступны.

## Отказы сервера, по одному на вид, и отказы самого стола.

online-error-bad-message = Сервер не понял, что прислала игра.
online-error-version = На сервере другая версия Challenge.
online-error-not-found = Стола с таким кодом нет, или место больше не держится.
online-error-taken = Это место занято, или стол заполнен.
online-error-unauthorised = Это может сделать только хозяин стола.
online-error-wrong-phase = Сейчас это сделать нельзя: игра уже началась, ещё не началась или закончилась.
online-error-not-your-turn = Сейчас не ваш ход.
online-error-stale = Пока ваш ход шёл, за столом всё изменилось.
online-error-illegal = Этот ход сейчас невозможен.
online-error-limit = Слишком много сразу: подождите немного и попробуйте снова.
online-error-server = Сервер не смог это сделать; попробуйте снова.
online-error-move-on-its-way = Ваш ход уже отправлен на стол.
online-error-unwritable = Не удалось записать ход.

## Почему сервер закрыл стол.

online-closed-host-left = Хозяин стола ушёл, и стол закрыт.
online-closed-idle = Стол закрыт: слишком долго никто не играл.
online-closed-other = Сервер закрыл стол.

## Лобби.

# Над кодом, пока игра стола неизвестна; потом — название игры.
lobby-title = Стол
lobby-share = Друзья входят по этому коду
lobby-seat-number = Место { $number }
lobby-seat-open = Свободно, ждём друга
# $level — название уровня (level-easy, level-normal, level-hard).
lobby-seat-computer = Компьютер · { $level }
# $state — connected или away.
lobby-seat-player = { $seat } ({ $state ->
        [connected] в сети
       *[away] не в сети
    })
lobby-seat-host = { $seat }, хозяин ({ $state ->
        [connected] в сети
       *[away] не в сети
    })
lobby-wait-host = Начинайте, когда все сядут: свободные места займут компьютерные игроки
lobby-wait-guest = Ждём, пока хозяин сдаст карты
lobby-wait-spectator = Вы зритель: стол появится, когда хозяин сдаст карты
lobby-start = Начать
lobby-leave = Уйти
lobby-sit-here = Сесть сюда
lobby-seats-help = Переключайте место: свободно или компьютер; «Сесть сюда» пересаживает вас

## The name a player goes by at online tables (the online screen and the settings).

name-row = Ваше имя
# Shown in the row when no name is given.
name-none = пока нет
name-help = Это имя видят остальные за столом: выберите строку, чтобы ввести его, Enter — готово (геймпад: Влево/Вправо — буква, A — оставить её)

## Чат стола.

chat-open = Чат
chat-open-unread = Чат ({ $count })
chat-title = Чат стола
chat-empty = Пока никто ничего не сказал.
chat-line = { $seat }: { $said }
chat-line-spectator = Зритель: { $said }
chat-type = Сказать
chat-type-none = введите строку
chat-type-help = Нажмите на строку, чтобы печатать, Enter отправляет | Esc закрывает
chat-read-only = Зрители читают чат; хозяин стола может дать им слово.
chat-phrases = Быстрые фразы
chat-mute = Заглушить: { $seat }
chat-unmute = Слушать: { $seat }
chat-mute-spectators = Заглушить зрителей
chat-unmute-spectators = Слушать зрителей
chat-spectators-allow = Дать слово зрителям
chat-spectators-stop = Зрители только читают
chat-close = Закрыть
chat-phrase-hello = Привет!
chat-phrase-good-luck = Удачи!
chat-phrase-well-played = Хорошо сыграно!
chat-phrase-thanks = Спасибо!
chat-phrase-oops = Ой!
chat-phrase-one-moment = Минутку, пожалуйста.
chat-phrase-your-turn = Ваш ход!
chat-phrase-good-game = Хорошая игра!
chat-phrase-again = Ещё партию?
chat-reaction-smile = ☺
chat-reaction-frown = ☹
chat-reaction-heart = ♥
chat-reaction-star = ★
chat-reaction-wow = ‼
chat-reaction-yes = ✔
