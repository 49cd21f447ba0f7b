// Part 4: an online table served by the table server itself, hosted by taps on a phone, joined
// from a desktop page and watched from a third; the players talk, play to the end and again.

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { dist, fail, freePort, state, waitFor } from '../lib/context.mjs';
import { assertDrawn } from '../lib/png.mjs';
import { openPage, reachTitle } from '../lib/page.mjs';
import { keyboard, liveWords, makeMove, moveByEar, tapMove, typesOnThePhoneKeyboard } from '../lib/moves.mjs';

export async function playsOnline(browser, quick) {
  const serverBin = process.env.CHALLENGE_SERVER || path.join(
    process.env.CARGO_TARGET_DIR || path.join(homedir(), '.cache', 'challenge-target'),
    'debug', 'challenge-server');
  if (!existsSync(serverBin)) fail(`no table server at ${serverBin} (cargo test -p challenge-server builds it)`);
  const onlinePort = await freePort();
  state.tableServer = spawn(serverBin, [
    '--addr', `127.0.0.1:${onlinePort}`, '--web', dist, '--bot-delay-ms', '200',
    '--db', path.join(mkdtempSync(path.join(tmpdir(), 'challenge-online-')), 'tables.sqlite'),
  ], { stdio: 'ignore' });
  const site = `http://127.0.0.1:${onlinePort}/`;
  await waitFor(async () => {
    try { return (await fetch(site)).ok; } catch { return false; }
  }, 'the table server', 20);
  const host = await openPage(browser, { settings: quick, phone: { width: 844, height: 390 } });
  await reachTitle(host, site);
  await waitFor(async () => host.download.encoding !== undefined, 'the module\'s response', 20);
  if (host.download.encoding === 'none') fail('the table server sent the module uncompressed');
  console.log(`the table server sent the module with ${host.download.encoding}: ${host.download.bytes} bytes`);
  if (!(await host.tap('Play online'))) fail('online: no "Play online" to tap on the phone\'s title');
  await host.screen('online');
  // The first visit asks for the name the others see.
  await typesOnThePhoneKeyboard(host, /Your name/, 'text', 'Ann', /Your name Ann/);
  if (!(await host.tap('Host a table'))) fail('online: no "Host a table" to tap on the phone');
  await host.screen('setup');
  // A setup row reads "◀ Player 2 Computer, normal ▶"; a tap on it steps its value. The host
  // picks a short game, Svoi Kozyri with 24 cards, so that it is played to its end below.
  const stepRowTo = async (row, value) => {
    const words = async () => (await host.tappable()).find(item => row.test(item.words))?.words || '';
    for (let i = 0; i < 8 && !(await words()).includes(value); i++) {
      if (!(await host.swipeIntoView(row))) fail(`online: no row ${row} to slide into view on the phone's setup`);
      if (!(await host.tap(row))) fail(`online: no row ${row} to tap on the phone's setup`);
    }
    if (!(await words()).includes(value)) fail(`online: the phone's setup row never read "${value}": ${await words()}`);
  };
  await stepRowTo(/^\W*Game /, 'Svoi Kozyri');
  await stepRowTo(/Pack/, '24 cards');
  await stepRowTo(/Player 2/, 'Friend');
  if (!(await host.tap('Deal'))) fail('online: no "Deal" to tap on the phone');
  await host.screen('lobby');
  const code = await waitFor(async () => (await host.body('code')) || false, 'the invite code', 20);
  // The host's lobby: a row per other seat to step, Sit here, List this table.
  await waitFor(async () => (await host.tappable()).some(item => item.words === 'Sit here'),
    'online: the phone\'s lobby to offer the host its seats', 20);
  const lobbyShot = await host.page.screenshot();
  writeFileSync(path.join(dist, 'ci-lobby-phone.png'), lobbyShot);
  assertDrawn(lobbyShot);
  const guest = await openPage(browser, { settings: quick });
  await reachTitle(guest, site);
  await guest.focusOn('Play online', () => guest.key('Tab'));
  await guest.key('Enter');
  await guest.screen('online');
  // Asked for a name first: typed, and Enter ends it; then the code.
  await guest.page.keyboard.type('Boris', { delay: 60 });
  await waitFor(async () => (await guest.tappable()).some(item => /Your name Boris/.test(item.words)),
    'online: the desktop page to show the name typed', 10);
  await guest.key('Enter');
  // The online screen lists the public tables: none yet, since this one is private.
  await waitFor(async () => (await guest.tappable()).some(item => item.words === 'Quick game'),
    'online: the desktop page to offer a quick game', 20);
  const onlineScreen = await guest.page.screenshot();
  writeFileSync(path.join(dist, 'ci-online-screen.png'), onlineScreen);
  assertDrawn(onlineScreen);
  await guest.page.keyboard.type(code.toLowerCase(), { delay: 60 });
  await guest.focusOn('Join', () => guest.key('Tab'));
  await guest.key('Enter');
  await guest.screen('lobby');
  // Each page names the players as they named themselves.
  for (const [who, page] of [['phone', host], ['desktop', guest]]) {
    await waitFor(async () => (await page.body('names')) === 'Ann|Boris',
      `online: the ${who} page to name the players Ann and Boris (${await page.body('names')})`, 20);
  }
  console.log('online: the players named themselves Ann (on the phone\'s keyboard) and Boris, and both pages say so');
  // A third page watches: its name, the code, and Watch, before the deal.
  const watcher = await openPage(browser, { settings: quick });
  await reachTitle(watcher, site);
  await watcher.focusOn('Play online', () => watcher.key('Tab'));
  await watcher.key('Enter');
  await watcher.screen('online');
  await watcher.page.keyboard.type('Vera', { delay: 60 });
  await waitFor(async () => (await watcher.tappable()).some(item => /Your name Vera/.test(item.words)),
    'online: the watching page to show the name typed', 10);
  await watcher.key('Enter');
  await watcher.page.keyboard.type(code.toLowerCase(), { delay: 60 });
  await watcher.focusOn('Watch', () => watcher.key('Tab'));
  await watcher.key('Enter');
  await watcher.screen('lobby');
  // Start counts once the friend is in the lobby: tapped until the table is dealt.
  await waitFor(async () => {
    if ((await host.body('screen')) === 'table') return true;
    await host.tap('Start');
    await host.page.waitForTimeout(500);
    return false;
  }, 'online: the phone to start the table with a tap', 30);
  await guest.screen('table');
  await watcher.screen('table');
  const onlineMoves = [0, 0];
  const eventsAtDeal = [await host.number('events'), await guest.number('events')];
  // The desktop player plays by ear, through the page's mirror, and hears the other player's
  // moves by her name in the live region.
  const guestHeard = [];
  await waitFor(async () => {
    if ((await host.body('yourTurn')) === 'yes') {
      if (!(await tapMove(host))) fail('online: the phone could not move by taps');
      onlineMoves[0]++;
    }
    guestHeard.push(await liveWords(guest));
    if ((await guest.body('yourTurn')) === 'yes') {
      if (await moveByEar(guest, 'online: the desktop')) onlineMoves[1]++;
    }
    return onlineMoves[0] > 0 && onlineMoves[1] > 0 && onlineMoves[0] + onlineMoves[1] >= 4;
  }, 'both online players to move', 180);
  const annHeard = guestHeard.flatMap(words => words.split(/(?<=\.)\s+/)).filter(s => /^Ann /.test(s));
  if (!annHeard.length) fail(`online: the desktop's live region never named Ann's moves: ${[...new Set(guestHeard)].join(' / ')}`);
  console.log(`online by ear: the desktop player moved through the mirror and heard "${annHeard[annHeard.length - 1]}"`);
  const eventsSeen = [await host.number('events') - eventsAtDeal[0], await guest.number('events') - eventsAtDeal[1]];
  if (!(eventsSeen[0] > 0 && eventsSeen[1] > 0)) fail(`online: a page saw no events of the game (${eventsSeen})`);
  // The spectator sees the game go on, names the players, and is never asked to move.
  if ((await watcher.body('yourTurn')) === 'yes') fail('online: the watching page was asked to move');
  if ((await watcher.body('names')) !== 'Ann|Boris') fail(`online: the watching page names ${await watcher.body('names')}`);
  if (!((await watcher.number('events')) > 0)) fail('online: the watching page saw no events of the game');
  console.log(`online: table ${code} hosted by taps on a phone (844x390) and joined from a desktop page, ` +
    `served by the table server; moves ${onlineMoves[0]} and ${onlineMoves[1]}; ` +
    `events shown ${eventsSeen[0]} and ${eventsSeen[1]}`);
  // The players talk: the desktop opens the chat with C and types a line on its keyboard;
  // the phone taps Chat and a quick phrase. Each page reads both lines in its player's words.
  await guest.key('c');
  await guest.page.keyboard.type('hello there', { delay: 60 });
  await guest.key('Enter');
  if (!(await host.tap('Chat'))) fail('online: no "Chat" to tap at the phone\'s table');
  await waitFor(async () => (await host.tappable()).some(item => item.words === 'Good luck!'),
    'online: the phone\'s chat panel', 20);
  if (!(await host.swipeIntoView('Good luck!'))) fail('online: "Good luck!" never slid into view');
  if (!(await host.tap('Good luck!'))) fail('online: no "Good luck!" to tap in the phone\'s chat');
  for (const [who, page, lines] of [
    ['phone', host, ['Boris: hello there', 'You: Good luck!']],
    ['desktop', guest, ['You: hello there', 'Ann: Good luck!']],
    ['watching', watcher, ['Boris: hello there', 'Ann: Good luck!']],
  ]) {
    await waitFor(async () => {
      const shown = ((await page.body('chat')) || '').split('|');
      return lines.every(line => shown.includes(line));
    }, `online: the ${who} page to read both chat lines (${await page.body('chat')})`, 20);
  }
  // By ear, the line of chat is spoken with who said it.
  await waitFor(async () => /Ann\W.*Good luck!/.test(await liveWords(guest)),
    `online: the desktop's live region to speak Ann's line (${await liveWords(guest)})`, 20);
  for (const [page, file] of [[host, 'ci-chat-phone.png'], [guest, 'ci-chat.png'], [watcher, 'ci-watch.png']]) {
    const shot = await page.page.screenshot();
    writeFileSync(path.join(dist, file), shot);
    assertDrawn(shot);
  }
  console.log(`online: the players talked: ${await host.body('chat')} (phone), ${await guest.body('chat')} (desktop)`);
  if (!(await host.tap('Close'))) fail('online: no "Close" to tap in the phone\'s chat');
  await guest.key('Escape');
  const online = await guest.page.screenshot();
  writeFileSync(path.join(dist, 'ci-online.png'), online);
  assertDrawn(online);
  const onlinePhone = await host.page.screenshot();
  writeFileSync(path.join(dist, 'ci-online-phone.png'), onlinePhone);
  assertDrawn(onlinePhone);
  // They play the game to its end, and both ask to play again: the server deals the next game
  // at the same table to the same seats, with no new code, and the spectator watches it too.
  const movesToEnd = [0, 0];
  const playedFrom = Date.now();
  await waitFor(async () => {
    if ((await host.body('result')) === 'shown' && (await guest.body('result')) === 'shown') return true;
    if ((await host.body('yourTurn')) === 'yes') {
      if (!(await tapMove(host))) fail('online: the phone could not move by taps');
      movesToEnd[0]++;
    }
    if ((await guest.body('yourTurn')) === 'yes') {
      if (!(await makeMove(guest, keyboard(guest), 4000))) fail('online: the desktop could not move');
      movesToEnd[1]++;
    }
    return false;
  }, 'the online game to its end', 420);
  await waitFor(async () => (await watcher.body('result')) === 'shown', 'online: the watching page to show the result', 20);
  const result = await guest.page.screenshot();
  writeFileSync(path.join(dist, 'ci-online-result.png'), result);
  assertDrawn(result);
  if (!(await host.tap('Play again'))) fail('online: no "Play again" to tap on the phone\'s result');
  await guest.focusOn('Play again', () => guest.key('Tab'));
  await guest.key('Enter');
  for (const [who, page] of [['phone', host], ['desktop', guest], ['watching', watcher]]) {
    await waitFor(async () => (await page.body('tableGames')) === '2' && (await page.body('result')) === '' &&
      (await page.body('screen')) === 'table', `online: the ${who} page to be dealt the next game at the same table`, 30);
    if ((await page.body('code')) !== code) fail(`online: the ${who} page's table changed its code to ${await page.body('code')}`);
  }
  if ((await host.body('names')) !== 'Ann|Boris') fail(`online: the next game names ${await host.body('names')}`);
  // The next game goes on: whoever is asked first makes a move.
  await waitFor(async () => {
    if ((await host.body('yourTurn')) === 'yes') return await tapMove(host);
    if ((await guest.body('yourTurn')) === 'yes') return await makeMove(guest, keyboard(guest), 4000);
    return false;
  }, 'online: a move in the next game', 60);
  if ((await watcher.body('yourTurn')) === 'yes') fail('online: the watching page was asked to move in the next game');
  console.log(`online: the game played to its end in ${((Date.now() - playedFrom) / 1000).toFixed(1)} s ` +
    `(${movesToEnd[0]} moves by taps, ${movesToEnd[1]} by keys), played again at table ${code}, and the next game moved on`);
  for (const player of [host, guest, watcher]) {
    if (player.errors.length) fail(`console errors:\n  ${player.errors.join('\n  ')}`);
    // A page left open goes on drawing, and slows every page after it.
    await player.page.close();
  }
}
