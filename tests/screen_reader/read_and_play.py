#!/usr/bin/python3
"""Reads and plays the game through AT-SPI, as a Linux screen reader does.

Run inside a D-Bus session of its own (tests/screen_reader.rs starts it under dbus-run-session):
turns the desktop's accessibility on (the org.a11y.Status switch that screen readers turn on),
starts the game on a virtual display, and then, by the accessibility tree alone (roles, names
and actions; no coordinates, no keys):
  1. finds the title's buttons by their names;
  2. presses the button of a game, then "Deal", by AT-SPI's click action;
  3. at the table, finds the hand as a list of named cards, the lines of the table and the
     legal actions;
  4. plays a move by invoking a card's or a button's action, and sees the table answer.
Prints what it read; exits non-zero, saying why, when something is missing.

    tests/screen_reader/read_and_play.py GAME_BINARY LANG GAME_TITLE
"""

import os
import re
import signal
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402

TIMEOUT = 90.0
# Moves made at most, to reach one made with a card.
MOVES = 30
# How the hand's list is named, in the languages the test reads.
HAND = ("Your hand", "Ваша рука")
# How a card that can be played ends its name, in those languages.
PLAYABLE = (", can be played", ", можно сыграть")
# How the table's live region tells a card the player played, in those languages.
PLAYED = ("You play", "Вы играете")


def fail(message):
    print(f"screen reader test: {message}", file=sys.stderr, flush=True)
    sys.exit(1)


def turn_accessibility_on():
    """What Orca does on start: tells applications a screen reader wants their trees (AccessKit
    listens to ScreenReaderEnabled; toolkits such as GTK to IsEnabled)."""
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    for switch in ("IsEnabled", "ScreenReaderEnabled"):
        bus.call_sync(
            "org.a11y.Bus",
            "/org/a11y/bus",
            "org.freedesktop.DBus.Properties",
            "Set",
            GLib.Variant("(ssv)", ("org.a11y.Status", switch, GLib.Variant("b", True))),
            None,
            Gio.DBusCallFlags.NONE,
            10000,
            None,
        )


def walk(node, depth=0, limit=40):
    """Every node under `node` (itself first), depth first."""
    if node is None or depth > limit:
        return
    yield node
    try:
        count = node.get_child_count()
    except GLib.Error:
        return
    for index in range(count):
        try:
            child = node.get_child_at_index(index)
        except GLib.Error:
            continue
        yield from walk(child, depth + 1, limit)


def role(node):
    try:
        return node.get_role_name()
    except GLib.Error:
        return ""


def name(node):
    try:
        return node.get_name() or ""
    except GLib.Error:
        return ""


def showing(node):
    try:
        return node.get_state_set().contains(Atspi.StateType.VISIBLE)
    except GLib.Error:
        return False


def text_of(node):
    """A label's words: its name, else its value as AT-SPI's Text or Value interface gives it."""
    words = name(node)
    if words:
        return words
    try:
        text = node.get_text_iface()
        if text is not None:
            return text.get_text(0, text.get_character_count())
    except (GLib.Error, AttributeError):
        pass
    return ""


def applications():
    desktop = Atspi.get_desktop(0)
    return [desktop.get_child_at_index(i) for i in range(desktop.get_child_count())]


# The application once found, whose tree is printed when a wait fails.
READ = {}


def wait_for(what, find, timeout=TIMEOUT):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = find()
        if found:
            return found
        time.sleep(0.5)
    if "app" in READ:
        for node in walk(READ["app"]):
            print(f"  {role(node)}: {name(node) or text_of(node)}", file=sys.stderr)
    fail(f"no {what} within {timeout:.0f} s")


def buttons(app):
    return [n for n in walk(app) if role(n) == "push button" and showing(n)]


def click(node):
    """AT-SPI's click action on `node`, as a screen reader's "activate" does. A card's action
    comes and goes with the turn, and the client may still hold the node's older list of
    interfaces, so the action is asked for by D-Bus whatever that list says."""
    node.clear_cache()
    action = node.get_action_iface()
    if action is not None and action.get_n_actions() > 0:
        names = [action.get_action_name(i) for i in range(action.get_n_actions())]
        index = names.index("click") if "click" in names else 0
    else:
        index = 0
    try:
        done = Atspi.Action.do_action(node, index)
    except GLib.Error as error:
        fail(f"'{name(node)}' refused its action: {error.message}")
    if not done:
        fail(f"'{name(node)}' refused its action")


def main():
    binary, lang, game_title = sys.argv[1:4]
    turn_accessibility_on()
    home = tempfile.mkdtemp(prefix="challenge-a11y-")
    env = dict(os.environ, HOME=home, CHALLENGE_CONFIG_DIR=os.path.join(home, "config"))
    # In a process group of its own, so that the game and its display end with the run.
    game = subprocess.Popen(
        ["xvfb-run", "-a", "-s", "-screen 0 1280x720x24", binary, "--window", "1280x720", "--lang", lang],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        play(game_title)
    finally:
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(game.pid, sig)
                game.wait(timeout=10)
                break
            except (ProcessLookupError, subprocess.TimeoutExpired):
                continue


def play(game_title):
    # 1. The title's buttons, by name.
    def title():
        for app in applications():
            named = {name(b): b for b in buttons(app)}
            if game_title in named:
                return app, named
        return None

    app, named = wait_for(f"title screen with a '{game_title}' button", title)
    READ["app"] = app
    print(f"application: '{name(app)}'; the title's buttons: {' | '.join(sorted(named))}", flush=True)
    if len(named) < 5:
        fail("fewer than five buttons on the title")

    # 2. The game's button, then Deal, pressed through AT-SPI.
    click(named[game_title])
    deal = wait_for(
        "setup screen with a Deal button",
        lambda: next((b for b in buttons(app) if name(b) in ("Deal", "Сдать")), None),
    )
    print(f"setup: pressing '{name(deal)}'", flush=True)
    click(deal)

    # 3. The table: the hand as a list of cards, the table's lines, the legal actions (the
    # numbered buttons of the action bar). 4. Moves made by AT-SPI's actions alone: a button's
    # when no card can be played (Svoi Kozyri opens with the dealer naming suits), then a card's.
    def hand_list():
        return next((n for n in walk(app) if role(n) == "list" and name(n).startswith(HAND)), None)

    def legal_actions():
        return [b for b in buttons(app) if re.match(r"^\d+\s", name(b))]

    def playable_cards(hand):
        cards = [hand.get_child_at_index(i) for i in range(hand.get_child_count())]
        return cards, [c for c in cards if name(c).endswith(PLAYABLE)]

    def heard():
        return [name(n) for n in walk(app) if role(n) == "list item"] + [
            text_of(n) for n in walk(app) if role(n) == "label"
        ]

    played_a_card = False
    for move in range(1, MOVES + 1):
        def turn():
            hand = hand_list()
            if hand is None:
                return None
            cards, playable = playable_cards(hand)
            actions = legal_actions()
            return (hand, cards, playable, actions) if playable or actions else None

        hand, cards, playable, actions = wait_for(f"move to make (move {move})", turn)
        print(f"move {move}: the hand, '{name(hand)}':", flush=True)
        for card in cards:
            print(f"  {role(card)}: {name(card)}", flush=True)
        if not all(name(card) for card in cards):
            fail("a card of the hand has no name")
        lines = [text_of(n) for n in walk(app) if role(n) == "label" and text_of(n)]
        print(f"  the table's lines: {' | '.join(lines[:30])}", flush=True)
        print(f"  the legal actions: {' | '.join(name(b) for b in actions) or '(cards)'}", flush=True)
        before = heard()
        # The card in words, as the hand names it (its list item names the next card after).
        card_words = name(playable[0]).split(",")[0] if playable else None
        if playable:
            chosen = playable[0]
            print(f"  playing the card '{name(chosen)}'", flush=True)
            played_a_card = True
        else:
            chosen = actions[0]
            print(f"  pressing '{name(chosen)}'", flush=True)
        click(chosen)

        def answered():
            changed = [line for line in heard() if line and line not in before]
            return changed and " | ".join(changed[:6])

        print(f"  the table reads anew: {wait_for('answer to the move', answered, 30)}", flush=True)
        if played_a_card:
            # What just happened is told: the card played, in the words the hand named it.
            def told():
                return next((line for line in heard()
                             if card_words in line and any(p in line for p in PLAYED)), None)

            print(f"  the live region tells it: {wait_for(f'the move with {card_words} told', told, 30)}",
                  flush=True)
            break
    if not played_a_card:
        fail(f"no card could be played in {MOVES} moves")
    print("screen reader test passed", flush=True)


if __name__ == "__main__":
    main()
