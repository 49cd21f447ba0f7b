// Part 5: a page opened on a damaged save sets it aside, and the game's warning reaches the
// console.

import { fail, pageLog, waitFor } from '../lib/context.mjs';
import { openPage, reachTitle } from '../lib/page.mjs';

export async function setsADamagedSaveAside(browser) {
  const damaged = await openPage(browser);
  await damaged.page.addInitScript(() => localStorage.setItem('challenge.game-in-progress', '{not a save'));
  await reachTitle(damaged);
  const warning = await waitFor(async () => pageLog.find(line =>
    line.startsWith('[warning] challenge_play::table::resume:') && line.includes('set aside')) || false,
  'the warning about the damaged save in the console', 30);
  if (damaged.errors.length) fail(`console errors:\n  ${damaged.errors.join('\n  ')}`);
  console.log(`a damaged save: ${warning}`);
  await damaged.page.close();
}
