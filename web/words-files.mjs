// Writes the game's words for the browser: one file per language other than English,
// words/<lang>.json, an object of its message files (path under assets/i18n/<lang>/ to
// contents, without the comments, which are for translators). The browser build carries English
// alone (crates/text/build.rs); the page fetches the language the game will speak beside the
// module, and another when the player chooses it, so nobody downloads four languages they do
// not read. Prints the files written, one a line, for the service worker's list.
//
//   node web/words-files.mjs assets/i18n web/dist/words

import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [root, out] = process.argv.slice(2);
if (!root || !out) {
  console.error('usage: node web/words-files.mjs I18N_DIR OUT_DIR');
  process.exit(2);
}

// Every .ftl under `dir`, as paths relative to `base` written with `/`, sorted.
function messageFiles(base, dir = base) {
  const found = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...messageFiles(base, full));
    else if (entry.endsWith('.ftl')) found.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return found.sort();
}

mkdirSync(out, { recursive: true });
const languages = readdirSync(root).filter((entry) => statSync(path.join(root, entry)).isDirectory()).sort();
if (!languages.includes('en')) {
  console.error(`words-files: no English under ${root}`);
  process.exit(1);
}
for (const lang of languages) {
  if (lang === 'en') continue;
  const files = {};
  for (const file of messageFiles(path.join(root, lang))) {
    // As crates/text/build.rs embeds English: a line starting with `#` is always a comment.
    const text = readFileSync(path.join(root, lang, file), 'utf8');
    files[file] = text.split('\n').filter((line) => !line.startsWith('#')).map((line) => `${line}\n`).join('');
  }
  if (Object.keys(files).length === 0) {
    console.error(`words-files: ${lang} has no message files`);
    process.exit(1);
  }
  writeFileSync(path.join(out, `${lang}.json`), JSON.stringify(files));
  console.log(`words/${lang}.json`);
}
