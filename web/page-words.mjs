// Writes the page (web/index.html) with its words in every language the game speaks, read from
// assets/i18n/<lang>/page.ftl: the page speaks before the game's module, and its text layer, have
// loaded, so web/build.sh puts the words in as a JSON object where the page marks them.
//
//   node web/page-words.mjs web/index.html assets/i18n web/dist/index.html
//
// The page's messages are plain text with `{ $name }` values: a message with anything else (a
// selector, a term, a function) is refused, as is a language missing a message English has.

import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const MARK = '/* page words */ {}';

function fail(message) {
  console.error(`page-words: ${message}`);
  process.exit(1);
}

// The messages of one page.ftl: id to text. Continuation lines (indented) join the value with a
// newline, as Fluent reads them.
function parse(file) {
  const messages = {};
  let current = null;
  for (const [index, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    const where = `${file}:${index + 1}`;
    if (line.startsWith('#') || line.trim() === '') {
      current = null;
      continue;
    }
    const start = /^([a-z][a-z0-9-]*) = (.*)$/.exec(line);
    if (start) {
      current = start[1];
      if (current in messages) fail(`${where}: '${current}' is defined twice`);
      messages[current] = start[2];
    } else if (/^\s/.test(line) && current) {
      messages[current] += `\n${line.trim()}`;
    } else {
      fail(`${where}: not a message line: ${line}`);
    }
    const placeables = messages[current].match(/\{[^}]*\}?/g) || [];
    for (const placeable of placeables) {
      if (!/^\{ \$[a-z_]+ \}$/.test(placeable)) fail(`${where}: only { $value } may stand in a page message: ${placeable}`);
    }
  }
  return messages;
}

const [source, folder, target] = process.argv.slice(2);
if (!source || !folder || !target) fail('usage: node web/page-words.mjs PAGE I18N_FOLDER OUT');
const words = {};
for (const lang of readdirSync(folder).sort()) {
  const file = path.join(folder, lang, 'page.ftl');
  if (existsSync(file)) words[lang] = parse(file);
}
if (!words.en) fail(`no ${path.join(folder, 'en', 'page.ftl')}`);
for (const [lang, messages] of Object.entries(words)) {
  for (const id of Object.keys(words.en)) {
    if (!(id in messages)) fail(`${lang} lacks '${id}'`);
  }
}
const page = readFileSync(source, 'utf8');
const at = page.indexOf(MARK);
if (at < 0 || page.indexOf(MARK, at + 1) >= 0) fail(`${source} must mark the words' place once with ${MARK}`);
writeFileSync(target, page.replace(MARK, JSON.stringify(words)));
console.log(`page words: ${Object.keys(words).join(', ')} (${Object.keys(words.en).length} messages each)`);
