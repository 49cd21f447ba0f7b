// Part 9: games played by ear, through the screen readers' mirror of the page (#access), and a
// kept game's code shared and watched there.

import { fail, waitFor } from '../lib/context.mjs';
import { openPage, reachTitle } from '../lib/page.mjs';
import { pressIfThere } from '../lib/moves.mjs';

// A whole game played through the page's mirror of the accessibility tree (#access), found by
// roles and names as a screen reader user finds them. What the live region says is checked
// against the moves: each card the player plays must be spoken as played ("You play 7 of
// hearts"), the turn coming back must be spoken, and so must the other players' moves.
export async function playsByEar(browser, settings, game, upTo = Infinity) {
  const session = await openPage(browser, { settings });
  await reachTitle(session);
  const { page } = session;
  const mirror = page.locator('#access');
  const press = async (locator) => {
    await locator.first().dispatchEvent('click');
  };
  const titleButton = mirror.getByRole('button', { name: game, exact: true });
  await waitFor(async () => (await titleButton.count()) === 1, `the title's "${game}" button in the mirror`, 30);
  await press(titleButton);
  await session.screen('setup');
  const deal = mirror.getByRole('button', { name: 'Deal', exact: true });
  await waitFor(async () => (await deal.count()) === 1, 'the setup\'s "Deal" in the mirror', 30);
  await press(deal);
  await session.screen('table');
  const hand = mirror.getByRole('list', { name: /^Your hand/ });
  await waitFor(async () => (await hand.count()) === 1, 'the hand list in the mirror', 30);
  // Every value the live region takes, as a screen reader hears it: the page notes each change
  // as it is made, so none is missed between two looks of the test.
  await page.evaluate(() => {
    const access = document.getElementById('access');
    const spoken = (window.challengeSpoken = []);
    const note = () => {
      const words = access.querySelector('[aria-live="polite"]')?.textContent;
      if (words && words !== spoken[spoken.length - 1]) spoken.push(words);
    };
    new MutationObserver(note).observe(access, { childList: true, characterData: true, subtree: true });
    note();
  });
  // The page's state in one look per poll (each look waits for a frame of a busy page): what
  // the body says of the game, the live region's words and the moves offered.
  const look = () => page.evaluate(() => {
    const data = document.body.dataset;
    const live = document.querySelector('#access [aria-live="polite"]');
    return {
      finished: Number(data.finished) || 0,
      yourTurn: data.yourTurn === 'yes',
      events: Number(data.events) || 0,
      heard: (live && live.textContent) || '',
      offered: [...document.querySelectorAll('#access button')].map((b) => b.textContent).join('|'),
    };
  });
  const playable = hand.getByRole('listitem').filter({ hasText: /can be played/ });
  const moveButtons = mirror.getByRole('button', { name: /^\d+\s/ });
  const started = Date.now();
  let moves = 0;
  const heard = [];
  const hear = (words) => {
    if (words && words !== heard[heard.length - 1]) heard.push(words);
  };
  // The cards played, in words (a list item reads "7 of hearts, 3 of 6, can be played"), and
  // how many presses went unanswered.
  const played = [];
  let unanswered = 0;
  // A card pressed that made no move was picked (Challenge Poker's cards to show): the next
  // press is a move of the list (Show), not the same card again, which would put it back.
  let picked = false;
  await waitFor(async () => {
    const now = await look();
    hear(now.heard);
    if (now.finished > 0 || moves >= upTo) return true;
    if (!now.yourTurn) return false;
    const card = playable.first();
    let pressedCard = null;
    let pressed = false;
    if (picked && (await moveButtons.count())) {
      pressed = await pressIfThere(moveButtons);
    } else if (await playable.count()) {
      pressedCard = ((await card.textContent()) || '').split(',')[0].trim();
      pressed = await pressIfThere(card);
    } else if (await moveButtons.count()) {
      pressed = await pressIfThere(moveButtons);
    }
    if (!pressed) {
      picked = false;
      return false;
    }
    // The move is taken: the events go on, or the choice opens its next step. A press the
    // page did not take (its button was being made anew) is made again, as a listener would.
    const until = Date.now() + 10000;
    for (;;) {
      const after = await look();
      hear(after.heard);
      if (after.events > now.events || after.finished > 0 || !after.yourTurn
        || after.heard !== now.heard || after.offered !== now.offered) break;
      if (Date.now() > until) {
        unanswered++;
        if (unanswered > 5) fail(`${game}: ${unanswered} presses by ear went unanswered, the last at move ${moves + 1}`);
        return false;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    moves++;
    const after = await look();
    picked = pressedCard !== null && after.events === now.events && !after.finished;
    if (pressedCard && !picked) played.push(pressedCard);
    if (moves > 400) fail(`${game}: more than 400 moves by ear`);
    return false;
  }, `${game} played ${upTo === Infinity ? 'to its end' : `for ${upTo} moves`} by ear`, 300, 25);
  // The last words of the game, which may come after the last move.
  await page.waitForTimeout(300);
  hear((await look()).heard);
  const cardsNamed = await hand.getByRole('listitem').allTextContents();
  if (cardsNamed.some((words) => !words.trim())) fail(`${game}: a card of the hand has no words`);
  const spoken = await page.evaluate(() => window.challengeSpoken || []);
  if (spoken.length >= heard.length) heard.splice(0, heard.length, ...spoken);
  const sentences = heard.flatMap((words) => words.split(/(?<=\.)\s+/));
  const unspoken = played.filter((card) => !sentences.some((s) => s.startsWith('You play') && s.includes(card)));
  if (game === 'Svoi Kozyri' && (played.length < 10 || unspoken.length)) {
    fail(`${game}: of ${played.length} cards played by ear, these were never spoken as played: ${unspoken.join('; ')}`);
  }
  if (!sentences.some((s) => s === 'Your turn.')) fail(`${game}: the turn coming back was never spoken`);
  const others = sentences.filter((s) => /^Player \d/.test(s));
  if (others.length < 3) fail(`${game}: the other players' moves were spoken ${others.length} times`);
  const events = (await look()).events;
  if (session.errors.length) fail(`console errors:\n  ${session.errors.join('\n  ')}`);
  const howFar = (await look()).finished > 0 ? 'to its end' : `for ${moves} moves`;
  const whole = (await look()).finished > 0;
  console.log(`by ear: ${game} played ${howFar} through the page's mirror, by roles and names alone: ` +
    `${moves} moves in ${((Date.now() - started) / 1000).toFixed(1)} s; the live region spoke ${heard.length} ` +
    `times for ${events} events (${played.length} cards played, each spoken as played; ${others.length} moves ` +
    `of the others), e.g. "${heard.slice(-2).join('" / "')}"`);
  if (whole) await sharesAndWatchesByEar(session, game);
  await page.close();
}

// By ear on the replays screen (egui draws it; the page's mirror holds its description): the
// game just played is kept, its "Share code" reads the code out, and that code typed into the
// mirror's field for a shared game, then its Watch, opens the game's replay.
async function sharesAndWatchesByEar(session, game) {
  const { page } = session;
  const mirror = page.locator('#access');
  const press = async (locator) => {
    await locator.first().dispatchEvent('click');
  };
  const button = (name) => mirror.getByRole('button', { name, exact: true });
  // The game is over: its result offers Play again and Title.
  const leave = button('Title');
  await waitFor(async () => (await leave.count()) > 0, `${game}: the result's "Title" in the mirror`, 20);
  await press(leave);
  await session.screen('title');
  await waitFor(async () => (await button('Replays').count()) === 1, 'the title\'s "Replays" in the mirror', 20);
  await press(button('Replays'));
  await session.screen('replays');
  const kept = mirror.getByText(new RegExp(`^${game}, `));
  await waitFor(async () => (await kept.count()) > 0, `the kept ${game} game read on the replays page`, 20);
  await waitFor(async () => (await button('Share code').count()) > 0, '"Share code" in the mirror', 20);
  await press(button('Share code'));
  const shown = mirror.getByText(/^CH-/);
  await waitFor(async () => (await shown.count()) === 1, 'the share code read out', 20);
  const code = ((await shown.textContent()) || '').trim();
  await waitFor(async () => (await button('Copy').count()) === 1, 'the code\'s "Copy" in the mirror', 20);
  await press(button('Hide code'));
  const field = mirror.getByRole('textbox', { name: 'Watch a shared game' });
  await waitFor(async () => (await field.count()) === 1, 'the share code\'s field in the mirror', 20);
  // As a reader types: the field takes focus, then each change is an input event.
  await field.evaluate((element, typed) => {
    element.focus();
    element.value = typed;
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, code);
  await waitFor(async () => (await field.evaluate((element) => element.value)) === code,
    'the field to keep what was typed', 10);
  // The field's own Watch comes before the kept games' ones.
  await page.waitForTimeout(300);
  await press(button('Watch'));
  await session.screen('table');
  await waitFor(async () => (await session.body('replay')) || false, 'the shared code\'s replay to show a move', 30);
  console.log(`by ear on the replays page: the kept ${game} game read, its code (${code.length} characters) ` +
    'read out by "Share code", typed into the field and watched');
}
