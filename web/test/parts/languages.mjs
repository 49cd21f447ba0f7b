// Part 6: a browser set to Russian: the page and the game speak Russian, and Settings → Language
// turns the game to German at once and for next time.

import { fail, state, waitFor } from '../lib/context.mjs';
import { openPage, reachTitle } from '../lib/page.mjs';
import { keyboard, makeMove } from '../lib/moves.mjs';

// Words of more than one Latin letter: none may show to a player of a language written in
// Cyrillic (card corners such as "Q♠" are single letters, the game's name is its brand).
function latinWords(text) {
  return (text.replace(/Challenge/g, '').match(/[A-Za-z]{2,}/g) || []);
}

export async function speaksOtherLanguages(browser, settings) {
  const russian = await openPage(browser, { settings, locale: 'ru-RU' });
  const { page, body, key, focusOn, screen } = russian;
  await page.goto(`http://127.0.0.1:${state.port}/`);
  const pageWords = await page.evaluate(() => ({
    lang: document.documentElement.lang, title: document.title,
    status: document.getElementById('status')?.textContent ?? '',
  }));
  if (pageWords.lang !== 'ru' || latinWords(pageWords.title + pageWords.status).length) {
    fail(`the page does not speak Russian while the game loads: ${JSON.stringify(pageWords)}`);
  }
  await reachTitle(russian);
  if ((await body('lang')) !== 'ru') fail(`the game speaks "${await body('lang')}" in a Russian browser`);
  await focusOn('Свои козыри', () => key('Tab'));
  await key('Enter');
  await screen('setup');
  await focusOn('Сдать', () => key('Tab'));
  await key('Enter');
  await screen('table');
  await waitFor(async () => (await body('yourTurn')) === 'yes', 'the Russian table to offer a turn', 60);
  // The buttons come once the deal has landed.
  await waitFor(async () => {
    await key('Tab');
    return (await body('focus')) !== '';
  }, 'a button of the Russian table to take the focus', 60);
  // Every button the table offers, as the focus reads it going round them, then a move.
  const seen = new Set();
  for (let i = 0; i < 8; i++) {
    await key('Tab');
    const focused = await body('focus');
    if (focused) seen.add(focused);
  }
  if (seen.size < 2) fail(`the Russian table offered ${seen.size} button(s) to Tab through: ${[...seen]}`);
  if (!(await makeMove(russian, keyboard(russian), 4000))) fail('a Russian game took no move');
  const words = [...seen].join(' | ');
  if (!/[А-Яа-яЁё]/.test(words) || latinWords(words).length) {
    fail(`the Russian table offered other words: ${words} (${latinWords(words)})`);
  }
  console.log(`in Russian: the page "${pageWords.title}", the table's buttons: ${words}`);
  await key('Escape');
  await focusOn('Выйти из-за стола', () => key('Tab'));
  await key('Enter');
  await screen('title');
  // Settings → Language: the next language after Russian is German, spoken at once and kept.
  await focusOn('Настройки', () => key('Tab'));
  await key('Enter');
  // A settings row reads "◀ Язык Русский ▶" to the page.
  const toRow = async label => {
    for (let i = 0; i < 40 && !(await body('focus')).includes(label); i++) await key('Tab');
    if (!(await body('focus')).includes(label)) fail(`no settings row "${label}": ${await body('focus')}`);
  };
  await toRow('Язык');
  await key('ArrowRight');
  await waitFor(async () => (await body('lang')) === 'de', 'the game to speak German', 10);
  await key('Tab');
  await toRow('Sprache');
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('challenge.settings') || '{}').language);
  if (kept !== 'de') fail(`the language chosen was not kept: ${kept}`);
  await page.reload();
  const german = await page.evaluate(() => ({ lang: document.documentElement.lang, title: document.title }));
  if (german.lang !== 'de' || !german.title.includes('Kartenspiele')) {
    fail(`after choosing German the page says ${JSON.stringify(german)}`);
  }
  await reachTitle(russian);
  if ((await body('lang')) !== 'de') fail(`the game came back in "${await body('lang')}", not German`);
  console.log(`Settings → Language: German at once and kept; the page says "${german.title}" next time`);
  if (russian.errors.length) fail(`console errors:\n  ${russian.errors.join('\n  ')}`);
  await page.close();
}
