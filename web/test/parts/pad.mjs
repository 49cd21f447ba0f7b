// Part 3: a whole game of Bluff Poker with a gamepad alone, its review, the statistics and a
// replay watched with the pad, and pass and play with the pad.

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { dist, fail, waitFor } from '../lib/context.mjs';
import { assertDrawn } from '../lib/png.mjs';
import { openPage, reachTitle } from '../lib/page.mjs';
import { dealPassAndPlay, gamepad, gamepadNav, leaveTable, makeMove, passAndPlay } from '../lib/moves.mjs';

export async function playsWithAGamepad(browser, quick) {
  const padSession = await openPage(browser, { settings: quick, gamepad: true });
  await reachTitle(padSession);
  await padSession.focusOn('Bluff Poker', () => padSession.pad('down'));
  await padSession.pad('a');
  await padSession.screen('setup');
  await padSession.focusOn('Deal', () => padSession.pad('down'));
  await padSession.pad('a');
  await padSession.screen('table');
  // Select asks for a suggestion, which the hard search works out in the page's worker.
  await waitFor(async () => (await padSession.body('yourTurn')) === 'yes', 'Bluff Poker: a turn', 60);
  const padHints = await padSession.number('hints');
  await padSession.resetGaps();
  await padSession.pad('select');
  await waitFor(async () => (await padSession.number('hints')) > padHints, 'Bluff Poker: a suggestion after Select', 60);
  const padSuggestGaps = await padSession.gaps();
  await padSession.resetGaps();
  const started = Date.now();
  let padMoves = 0;
  await waitFor(async () => {
    if ((await padSession.number('finished')) > 0) return true;
    if ((await padSession.body('yourTurn')) === 'yes') {
      if (!(await makeMove(padSession, gamepad(padSession), 2500))) fail('Bluff Poker: no pad press made a move');
      padMoves++;
    }
    return false;
  }, 'Bluff Poker to end', 600);
  const padGaps = await padSession.gaps();
  const stored = await padSession.page.evaluate(() => localStorage.getItem('challenge.settings'));
  if (!stored || !stored.includes('instant')) fail(`the saved settings were lost: ${stored}`);
  console.log(`Bluff Poker played to the end with the gamepad: ${padMoves} moves in ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s, ${await padSession.number('botReplies')} bot replies ` +
    `from the worker; frame gaps while Suggest thought: the longest ${padSuggestGaps.longest.toFixed(0)} ms, ` +
    `the median ${padSuggestGaps.median.toFixed(0)} ms; while the game went on: the longest ` +
    `${padGaps.longest.toFixed(0)} ms, the median ${padGaps.median.toFixed(0)} ms (${padGaps.frames} frames)`);
  // The review of the game just played, worked out in the page's worker, within 10 s.
  const reviewStarted = Date.now();
  const reviewed = await waitFor(async () => {
    const review = await padSession.body('review');
    if (review === 'failed') fail('Bluff Poker: the review failed');
    return review?.startsWith('ready') && review;
  }, 'Bluff Poker: the review of the game', 10);
  const [listed, valued] = reviewed.slice('ready '.length).split('/').map(Number);
  if (!(valued > 0) || listed > 3) fail(`Bluff Poker: the review reads "${reviewed}"`);
  if (!((await padSession.number('reviewReplies')) > 0)) fail('Bluff Poker: the review was not worked out in the worker');
  console.log(`review of the game shown ${((Date.now() - reviewStarted) / 1000).toFixed(1)} s after ` +
    `its end: ${listed} costliest of ${valued} decisions valued (the worker's ` +
    `${await padSession.number('reviewReplies')} review replies)`);
  const end = await padSession.page.screenshot();
  writeFileSync(path.join(dist, 'ci-finished.png'), end);
  assertDrawn(end);
  // The finished game is in the statistics and among the replays: both screens with the pad.
  await padSession.focusOn('Title', () => padSession.pad('right'));
  await padSession.pad('a');
  await padSession.screen('title');
  await padSession.focusOn('Statistics', () => padSession.pad('down'));
  await padSession.pad('a');
  await padSession.screen('stats');
  await padSession.page.waitForTimeout(1500);
  const stats = await padSession.page.screenshot();
  writeFileSync(path.join(dist, 'ci-stats.png'), stats);
  console.log(`statistics screen: ${assertDrawn(stats)} colours (web/dist/ci-stats.png)`);
  await padSession.pad('b');
  await padSession.screen('title');
  await padSession.focusOn('Replays', () => padSession.pad('down'));
  await padSession.pad('a');
  await padSession.screen('replays');
  await padSession.page.waitForTimeout(500);
  await padSession.pad('a');
  await padSession.screen('table');
  const shownAt = await waitFor(async () => (await padSession.body('replay')) || false, 'the replay to show a move', 30);
  await padSession.pad('rt');
  await padSession.pad('rt');
  const stepped = await waitFor(async () => {
    const now = await padSession.body('replay');
    return now !== shownAt && now;
  }, 'the replay to step forward with RT', 30);
  await padSession.pad('lt');
  const back = await waitFor(async () => {
    const now = await padSession.body('replay');
    return now !== stepped && now;
  }, 'the replay to step back with LT', 30);
  const replayShot = await padSession.page.screenshot();
  writeFileSync(path.join(dist, 'ci-replay.png'), replayShot);
  assertDrawn(replayShot);
  console.log(`replay watched with the pad: move ${shownAt}, forward to ${stepped}, back to ${back}`);
  await leaveTable(padSession, gamepadNav(padSession));

  // Pass and play with the gamepad alone.
  await dealPassAndPlay(padSession, gamepadNav(padSession));
  await passAndPlay(padSession, gamepad(padSession), () => padSession.pad('a'), 2, 'pass and play with the gamepad');

  if (padSession.errors.length) fail(`console errors:\n  ${padSession.errors.join('\n  ')}`);
  await padSession.page.close();
}
