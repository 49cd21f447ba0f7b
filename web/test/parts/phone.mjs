// Part 8: phone pages, upright and on their side, where the games are dealt, played and left
// by taps alone.

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { dist, fail, waitFor } from '../lib/context.mjs';
import { assertDrawn } from '../lib/png.mjs';
import { openPage, reachTitle } from '../lib/page.mjs';
import { tapMove, typesOnThePhoneKeyboard } from '../lib/moves.mjs';

// A phone page: `games` are dealt, played (a move by taps, a computer player's answer) and
// left by taps alone; the title, the setup and each table are kept as screenshots. On the
// first table a finger held on a card only looks, and Suggest is asked for by a tap; the
// frame gaps while it and the computer players think are printed.
// `games` picks the games to play from those the page names (data-games).
export async function playsByTouch(browser, settings, phone, pick) {
  const size = `${phone.width}x${phone.height}`;
  const touch = await openPage(browser, { settings, phone });
  const { page, body, tap, screen, gaps, resetGaps } = touch;
  await reachTitle(touch);
  const shown = await body('window');
  if (!shown.startsWith(`${phone.width}x${phone.height}@2`)) {
    fail(`on a ${size} phone the game sees its window as ${shown}`);
  }
  writeFileSync(path.join(dist, `ci-phone-title-${size}.png`), await page.screenshot());
  const games = pick((await body('games')).split('|').filter(Boolean));
  const gapWords = ({ longest, median, frames }) =>
    `the longest gap between frames ${longest.toFixed(0)} ms, the median ${median.toFixed(0)} ms ` +
    `(${frames} frames)`;
  for (const game of games) {
    const started = Date.now();
    if (!(await tap(game))) fail(`${size}: no "${game}" to tap on the title`);
    await screen('setup');
    if (game === games[0]) {
      writeFileSync(path.join(dist, `ci-phone-setup-${size}.png`), await page.screenshot());
      await typesOnThePhoneKeyboard(touch, /Seed/, 'numeric', '42', /Seed 42\b/);
    }
    writeFileSync(path.join(dist, `ci-phone-setup-${size}-${game.replace(/ /g, '-')}.png`), await page.screenshot());
    if (!(await tap(/^Deal$/))) fail(`${size}: no "Deal" to tap on the setup screen`);
    await screen('table');
    await waitFor(async () => (await body('yourTurn')) === 'yes', `${size} ${game}: a turn`, 60);
    let suggestGaps = null;
    const suggestShown = async () => (await touch.tappable()).some(item => item.words.startsWith('Suggest'));
    if (game === games[0]) {
      await longPressOnlyLooks(touch, `${size} ${game}`);
      await waitFor(suggestShown, `${size} ${game}: "Suggest a move" at the table`, 20);
      // Suggest thinks in the page's worker: the frames go on meanwhile.
      const hints = await touch.number('hints');
      await resetGaps();
      await tap('Suggest');
      await waitFor(async () => (await touch.number('hints')) > hints, `${size} ${game}: a suggestion`, 60);
      suggestGaps = await gaps();
    }
    await resetGaps();
    // Where no tap made a move, what was on the page and what it offered to tap are kept.
    const noMove = async () => {
      writeFileSync(path.join(dist, `ci-phone-no-move-${size}-${game.replace(/ /g, '-')}.png`), await page.screenshot());
      const offered = (await touch.tappable()).map(item =>
        `${item.kind} "${item.words}" at ${item.x.toFixed(0)},${item.y.toFixed(0)} (${item.w.toFixed(0)}x${item.h.toFixed(0)})${item.shown === false ? ', scrolled out of view' : ''}`);
      fail(`${size} ${game}: no tap made a move; offered:\n  ${offered.join('\n  ')}`);
    };
    if (!(await tapMove(touch))) await noMove();
    const replies = await touch.number('botReplies');
    await waitFor(async () => {
      if ((await touch.number('botReplies')) > replies || (await touch.number('finished')) > 0) return true;
      if ((await body('yourTurn')) === 'yes' && !(await tapMove(touch))) await noMove();
      return false;
    }, `${size} ${game}: a computer player's answer`, 60);
    const botGaps = await gaps();
    if (suggestGaps !== null) {
      console.log(`${size} ${game} by touch: while Suggest thought ${gapWords(suggestGaps)}; ` +
        `while a computer player did ${gapWords(botGaps)}`);
    }
    await page.waitForTimeout(400);
    const shot = await page.screenshot();
    writeFileSync(path.join(dist, `ci-phone-${game.toLowerCase().replace(/ /g, '-')}-${size}.png`), shot);
    assertDrawn(shot);
    if (!(await tap('Menu'))) fail(`${size} ${game}: no "Menu" to tap at the table`);
    await waitFor(async () => (await touch.tappable()).some(item => item.words.startsWith('Leave the table')),
      `${size} ${game}: the pause menu`, 20);
    await tap('Leave the table');
    await screen('title');
    console.log(`${size}: ${game} dealt, played and left by taps alone ` +
      `(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  if (phone.height > phone.width) {
    // The player's name and the invite code are typed on the phone's keyboard too.
    if (!(await tap('Play online'))) fail(`${size}: no "Play online" to tap on the title`);
    await screen('online');
    await typesOnThePhoneKeyboard(touch, /Your name/, 'text', 'Ann Lee', /Your name Ann Lee/);
    await typesOnThePhoneKeyboard(touch, /Code/, 'text', 'ace', /Code A C E ·/);
    if (!(await tap('Back'))) fail(`${size}: no "Back" on the online screen`);
    await screen('title');
  }
  // The static test site has no table server: the online screen's attempts to reach one fail.
  const problems = touch.errors.filter(error => !/WebSocket connection/.test(error));
  if (problems.length) fail(`console errors:\n  ${problems.join('\n  ')}`);
  await page.close();
}

// A finger held on a hand card lifts it, as the mouse's hover does; lifted after that long
// press, it has only looked: nothing is played or chosen, and the card goes back down.
async function longPressOnlyLooks(session, where) {
  const { tappable, touchHeld, number, frames, page } = session;
  const cardNamed = async words => (await tappable()).find(item => item.kind === 'card' && item.words === words);
  // The card drawn on top of the others shows whole.
  const [card] = (await tappable()).filter(item => item.kind === 'card').sort((a, b) => b.z - a.z);
  if (!card) fail(`${where}: no hand card to hold a finger on`);
  const events = await number('events');
  let held = null;
  await touchHeld(card.words, 'card', 900, async () => {
    await frames();
    held = await cardNamed(card.words);
  });
  await page.waitForTimeout(500);
  await frames();
  const after = await cardNamed(card.words);
  if (!held || !(held.y < card.y - held.h * 0.05)) {
    fail(`${where}: a finger held on ${card.words} did not lift it (y ${card.y.toFixed(0)} → ${held?.y.toFixed(0)})`);
  }
  if ((await number('events')) !== events) fail(`${where}: a long press on ${card.words} played it`);
  if (!after || Math.abs(after.y - card.y) > 1) {
    fail(`${where}: ${card.words} stayed lifted after a long press (y ${card.y.toFixed(0)} → ${after?.y.toFixed(0)})`);
  }
  console.log(`${where}: a finger held on ${card.words} lifted it by ${(card.y - held.y).toFixed(0)} px ` +
    'and played nothing');
}
