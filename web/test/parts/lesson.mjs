// Part 7: Svoi Kozyri's lesson, opened from the title's "Learn to play" and followed with the
// keyboard.

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { dist, fail, waitFor } from '../lib/context.mjs';
import { assertDrawn } from '../lib/png.mjs';
import { openPage, reachTitle } from '../lib/page.mjs';

export async function learnsToPlay(browser, quick) {
  const learner = await openPage(browser, { settings: quick });
  await reachTitle(learner);
  await learner.clickOn('Learn to play');
  await learner.focusOn('Svoi Kozyri', () => learner.key('Tab'));
  if ((await learner.body('focus')).trim() !== 'Svoi Kozyri') {
    fail(`"Learn to play" lists the games by name (focus: "${await learner.body('focus')}")`);
  }
  await learner.key('Enter');
  await learner.screen('table');
  const stepOf = async () => (await learner.body('lesson')) || '';
  await waitFor(async () => (await stepOf()) === '1/16 read', 'the lesson\'s first step to read', 30);
  const lessonShot = await learner.page.screenshot();
  writeFileSync(path.join(dist, 'ci-lesson.png'), lessonShot);
  assertDrawn(lessonShot);
  // The guide's Next takes the focus once it is on screen; Tab reaches it in any case.
  await learner.focusOn('Next', () => learner.key('Tab'));
  await learner.key('Enter');
  await waitFor(async () => (await stepOf()) === '2/16', 'the lesson to ask for the suits', 20);
  // Trumps: the third suit of the list (hearts); second suit: the third left (spades).
  await learner.key('Digit3');
  await learner.frames();
  await learner.key('Digit3');
  await waitFor(async () => (await stepOf()) === '4/16 read', 'the mirrored deal to read, after the computer player chose', 30);
  await learner.focusOn('Next', () => learner.key('Tab'));
  await learner.key('Enter');
  await waitFor(async () => (await stepOf()) === '6/16', 'the computer player\'s lead and the step to beat it', 30);
  if ((await learner.body('yourTurn')) !== 'yes') fail('the lesson does not ask for the learner\'s beat');
  if (learner.errors.length) fail(`console errors:\n  ${learner.errors.join('\n  ')}`);
  console.log('lesson: Svoi Kozyri\'s lesson opened from the title\'s "Learn to play" (a click, then the keyboard), read on with Enter, ' +
    'the suits named with number keys, and the guide went on to the beat (step 6 of 16)');
  await learner.page.close();
}
