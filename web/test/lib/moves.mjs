// Moves as a player makes them: by keys or the pad (a device, and its way between buttons), by
// taps, by ear through the page's mirror; leaving a table, and pass and play at one page.

import { fail, waitFor } from './context.mjs';

// One move on the player's turn, tried as a player would: the first listed action, or the
// next card of the hand and act on it (a selection then waits for its button). `device`
// says how. Returns once the game shows new events, or false if nothing worked.
export async function makeMove(session, device, attemptWait) {
  const { number, body } = session;
  const events = await number('events');
  const finished = await number('finished');
  const progressed = async () => (await number('events')) > events || (await number('finished')) > finished;
  const tries = [
    [device.first], [device.nextCard, device.act], [device.first],
    [device.nextCard, device.act, device.first], [device.first], [device.nextCard, device.act],
  ];
  // The moves the table lists, as the page's mirror names them ("1  Pick up"): with none, the
  // first listed move's press does nothing, and a try that starts with it would only wait.
  const listsMoves = () => session.page.evaluate(() =>
    [...document.querySelectorAll('#access button')].some(button => /^\d+\s/.test(button.textContent)));
  for (const steps of tries) {
    if (steps[0] === device.first && !(await listsMoves())) continue;
    for (const step of steps) await step();
    const until = Date.now() + attemptWait;
    while (Date.now() < until) {
      if (await progressed()) return true;
      await session.frames();
    }
    if ((await body('yourTurn')) !== 'yes') return await progressed();
  }
  return false;
}

export const keyboard = session => ({
  first: () => session.key('Digit1'),
  nextCard: () => session.key('ArrowRight'),
  act: () => session.key('Enter'),
});
export const gamepad = session => ({
  first: () => session.pad('x'),
  nextCard: () => session.pad('rb'),
  act: () => session.pad('a'),
});

// How a device moves between buttons: open the menu, move the focus, press, change a value.
export const keyboardNav = session => ({
  menu: () => session.key('Escape'), next: () => session.key('Tab'),
  press: () => session.key('Enter'), change: () => session.key('ArrowRight'),
});
export const gamepadNav = session => ({
  menu: () => session.pad('start'), next: () => session.pad('down'),
  press: () => session.pad('a'), change: () => session.pad('right'),
});

// Leaves the table for the title through the pause menu.
export async function leaveTable(session, nav) {
  await nav.menu();
  await session.focusOn('Leave the table', nav.next);
  await nav.press();
  await session.screen('title');
}

// From the title, deals Svoi Kozyri to two players at this page.
export async function dealPassAndPlay(session, nav) {
  await session.focusOn('Svoi Kozyri', nav.next);
  await nav.press();
  await session.screen('setup');
  await seatSecondPlayerHere(session, nav.next, nav.change);
  await session.focusOn('Deal', nav.next);
  await nav.press();
  await session.screen('table');
}

// Sets the setup row of Player 2 to a second player at this device ("Player 2 (here)"):
// `next` moves the focus, `change` steps the focused row's value. The page reads the focused
// row's words when the focus moves, so after each change the focus leaves the row and comes back.
export async function seatSecondPlayerHere(session, next, change) {
  const onRow = async () => (await session.body('focus')).includes('Player 2');
  const toRow = async () => {
    await next();
    for (let i = 0; i < 40 && !(await onRow()); i++) await next();
  };
  if (!(await onRow())) await toRow();
  for (let i = 0; i < 8 && !(await session.body('focus')).includes('(here)'); i++) {
    await change();
    await toRow();
  }
  if (!(await session.body('focus')).includes('(here)')) {
    fail(`no second player at this device: ${await session.body('focus')}`);
  }
}

// Plays pass and play until `handOffs` hand-offs are confirmed, each with `confirm(player,
// handOff)` (the device's own way to say "I am Player N"), and checks that the table is covered, with no
// turn to take, until the next player confirms.
export async function passAndPlay(session, device, confirm, handOffs, label) {
  const { number, body } = session;
  const before = await number('handOffs');
  let moves = 0;
  await waitFor(async () => {
    if ((await number('handOffs')) - before >= handOffs) return true;
    const waitingFor = await body('handOff');
    if (waitingFor) {
      if ((await body('yourTurn')) === 'yes' && (await body('focus')).includes('show my cards')) {
        fail(`${label}: the table offered a turn while it waited for ${waitingFor}`);
      }
      // The cover comes once the last move has landed; until then a press does nothing.
      const confirmed = await number('handOffs');
      await waitFor(async () => {
        if ((await number('handOffs')) > confirmed) return true;
        await confirm(waitingFor, confirmed - before);
        for (let i = 0; i < 15; i++) {
          if ((await number('handOffs')) > confirmed) return true;
          await session.frames();
        }
        return false;
      }, `${label}: ${waitingFor} to take the device`, 60);
      return false;
    }
    if ((await body('yourTurn')) === 'yes') {
      if (!(await makeMove(session, device, 3000))) fail(`${label}: no move was made`);
      moves++;
    }
    return false;
  }, `${label}: ${handOffs} hand-offs`, 240);
  console.log(`${label}: ${moves} moves, ${(await number('handOffs')) - before} hand-offs confirmed`);
}

// One move by taps: an offered action if there is one that plays; else a hand card, then the
// action it offers. Returns once the game shows new events.
export async function tapMove(session) {
  const { number, tap, tappable } = session;
  const events = await number('events');
  const finished = await number('finished');
  const progressed = async () => (await number('events')) > events || (await number('finished')) > finished;
  for (let attempt = 0; attempt < 6; attempt++) {
    // What a finger can reach now: not a button scrolled out of its list's view, nor one whose
    // words are not there yet (a button is listed in the frame it is made, its words the next;
    // a tap is aimed by words).
    const items = (await tappable()).filter(item => item.shown !== false && item.words.trim());
    const cards = items.filter(item => item.kind === 'card').sort((a, b) => b.z - a.z);
    // The table's own buttons: everything but the menu, the fold buttons and Suggest / Undo.
    const actions = items.filter(item => item.kind === 'button' &&
      !/^(Menu|Log|Scores|Suggest|Undo|Chat)/.test(item.words));
    if (attempt % 2 === 0 && actions.length) {
      await tap(actions[0].words);
    } else if (cards.length) {
      await tap(cards[attempt % cards.length].words, 'card');
    } else if (actions.length) {
      await tap(actions[0].words);
    }
    // A few frames and a few seconds for the game to answer: frames come slowly in software
    // rendering on a phone-sized page.
    const until = Date.now() + 3000;
    for (let i = 0; i < 4 || Date.now() < until; i++) {
      if (await progressed()) return true;
      await session.frames();
    }
  }
  return await progressed();
}

// Taps the field whose words match `field`: the page must bring up the phone's keyboard
// in `mode` (its hidden field takes the focus), and `text` typed there must reach the game,
// whose field then reads `expected`.
export async function typesOnThePhoneKeyboard(session, field, mode, text, expected) {
  const { page, body, tap, tappable, swipeIntoView } = session;
  // A phone on its side shows the longer setups in a list that scrolls.
  if (!(await swipeIntoView(field))) fail(`no "${field}" field to slide into view`);
  if (!(await tap(field))) fail(`no "${field}" field to tap`);
  await waitFor(async () => (await body('keyboard')) === mode &&
    (await page.evaluate(() => document.activeElement?.id)) === 'keyboard',
    `the phone's keyboard (${mode}) for "${field}"`, 10);
  await page.keyboard.type(text);
  await waitFor(async () => (await tappable()).some(item => expected.test(item.words)),
    `"${field}" to read what was typed on the phone's keyboard`, 10);
  console.log(`${field}: the phone's keyboard came up (${mode}) and "${text}" was typed into it`);
}

// What the page's live region says now.
export async function liveWords(session) {
  return session.page.evaluate(() => document.querySelector('#access [aria-live="polite"]')?.textContent || '');
}

// A press, through the page's mirror, of an item the page may have remade between the look and
// the press (its lists are brought up to date as the game goes on, the turn moving on): false
// when it was gone, and the next look decides again, as a listener would.
export async function pressIfThere(locator) {
  try {
    await locator.first().dispatchEvent('click', undefined, { timeout: 3000 });
    return true;
  } catch (error) {
    if (error.name === 'TimeoutError') return false;
    throw error;
  }
}

// One move by ear, through the page's mirror as a screen reader user makes it: a card of the
// hand that can be played, else the first numbered move, pressed once the mirror offers one and
// again (up to five presses) when the page does not answer. True once the game goes on or
// offers the move's next step; false when the turn had already moved on before anything was
// pressed (the page's turn flag is read a moment before the mirror is); else a failure that
// says what the mirror offered.
export async function moveByEar(session, where) {
  const { page, number, body } = session;
  const mirror = page.locator('#access');
  const hand = mirror.getByRole('list', { name: /^Your hand/ }).getByRole('listitem');
  const playable = hand.filter({ hasText: /can be played/ });
  const moveButtons = mirror.getByRole('button', { name: /^\d+\s/ });
  const offered = () => page.evaluate(() =>
    [...document.querySelectorAll('#access button')].map((b) => b.textContent).join('|'));
  const events = await number('events');
  const before = await offered();
  let presses = 0;
  let nextPress = Date.now();
  const until = Date.now() + 30000;
  while (Date.now() < until) {
    const myTurn = (await body('yourTurn')) === 'yes';
    if (presses === 0 && !myTurn) return false;
    if (presses > 0 && ((await number('events')) > events || !myTurn
      || (await offered()) !== before)) return true;
    if (presses < 5 && Date.now() >= nextPress) {
      let pressed = false;
      if (await playable.count()) {
        pressed = await pressIfThere(playable);
      } else if (await moveButtons.count()) {
        pressed = await pressIfThere(moveButtons);
      }
      if (pressed) {
        presses++;
        nextPress = Date.now() + 4000;
      }
    }
    await page.waitForTimeout(50);
  }
  fail(`${where}: no move by ear after ${presses} press(es); the mirror offered the buttons ` +
    `${await offered()} and the hand ${(await hand.allTextContents()).join(' | ')}; ` +
    `the live region said "${await liveWords(session)}"`);
}
