// What the browser build's module is made of, printed by web/build.sh after every build: its
// sections, its code by crate, its largest functions, and its data (the largest named items
// the linker placed there, as the linker's map lists them, and the fonts found in it).
//
// Usage: node web/size-report.mjs MODULE.wasm [--map LINKER.map] [--keys KEYS.json]
//   MODULE.wasm  a module with its name section: the one wasm-opt writes with -g in the build
//                (the code as it is sent), or the one rustc links (before anything is dropped)
//   --map        the linker's map (`-C link-arg=--Map=…`), for the data section's items
//   --keys       the names web/order-functions.mjs replaced with sort keys, to read them back
//
// How code is counted by crate: each function's body size (as in the code section) goes to the
// crate of the outermost path of its demangled name (web/rust-names.mjs says more): a generic
// function counts for the crate that defines it, whatever types it was instantiated with
// (`core::ptr::drop_in_place<T>` is core's, `<T as bevy_ecs::system::System>::run` is
// bevy_ecs's), and a trait method implemented for a type counts for the type's crate. Functions
// wasm-opt made (outlined or merged) and ones without a Rust name are counted apart.
import { readFileSync } from 'node:fs';
import { WasmModule, failer } from './wasm-module.mjs';
import { crateOf, demangle } from './rust-names.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  if (at < 0) return null;
  const value = args[at + 1];
  args.splice(at, 2);
  return value;
};
const mapFile = option('--map');
const keysFile = option('--keys');
const [input] = args;
if (!input) {
  console.error('usage: node web/size-report.mjs MODULE.wasm [--map LINKER.map] [--keys KEYS.json]');
  process.exit(2);
}
const fail = failer('size-report');
const bytes = readFileSync(input);
const wasm = new WasmModule(bytes, (message) => fail(`${input}: ${message}`));

const kB = (n) => `${(n / 1000).toFixed(1).padStart(8)} kB`;
const pct = (n, of) => `${((100 * n) / of).toFixed(1).padStart(5)} %`;
const cut = (text, width) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

// Sections.
const SECTION_NAMES = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global',
  'export', 'start', 'element', 'code', 'data', 'data count', 'tag'];
const total = bytes.length;
const bySection = new Map();
for (const s of wasm.sections) {
  const label = s.id === 0 ? `custom "${wasm.customName(s)[0]}"` : SECTION_NAMES[s.id] ?? `id ${s.id}`;
  bySection.set(label, (bySection.get(label) ?? 0) + (s.end - s.header));
}
const named = wasm.sections.find((s) => s.id === 0 && wasm.customName(s)[0] === 'name');
const sentTotal = total - (named ? named.end - named.header : 0);
console.log(`${input}: ${kB(total)}, ${kB(sentTotal).trim()} without its names`);
console.log('by section:');
const sectionRows = [...bySection].sort((a, b) => b[1] - a[1]);
const small = sectionRows.filter(([, size]) => size < 0.005 * total);
for (const [label, size] of sectionRows.filter(([, size]) => size >= 0.005 * total)) {
  console.log(`  ${label.padEnd(28)}${kB(size)}${pct(size, total)}`);
}
if (small.length) {
  const size = small.reduce((sum, [, s]) => sum + s, 0);
  console.log(`  ${`the ${small.length} others`.padEnd(28)}${kB(size)}${pct(size, total)}  (${small.map(([l]) => l).join(', ')})`);
}

// Functions, their names and sizes.
const imported = wasm.importedFunctions();
const rawNames = named ? wasm.functionNames() : new Map();
const keys = keysFile ? JSON.parse(readFileSync(keysFile, 'utf8')) : null;
const code = wasm.only(10);
const functions = [];
{
  let [count, at] = wasm.readU32(code.start);
  for (let i = 0; count > 0; count--, i++) {
    const [size, start] = wasm.readU32(at);
    const index = imported + i;
    let raw = rawNames.get(index) ?? '';
    if (keys) raw = keys[raw] ?? raw;
    const name = demangle(raw).replace(/::h[0-9a-f]{16}$/, '');
    functions.push({ index, size: size + (start - at), raw, name });
    at = start + size;
  }
}
const codeTotal = code.end - code.start;
const byCrate = new Map();
let made = 0;
for (const f of functions) {
  let crate = crateOf(f.name);
  if (!crate) {
    if (f.raw === '' || /^(byn\$|byn-|f\d+$)/.test(f.raw)) {
      crate = '(made by wasm-opt, or unnamed)';
      made += f.size;
    } else if (/^(__wbg|__wbindgen|__externref|wasm_bindgen)/.test(f.raw)) {
      crate = 'wasm_bindgen';
    } else {
      crate = '(C library, compiler built-ins)';
    }
  }
  f.crate = crate;
  const entry = byCrate.get(crate) ?? { size: 0, count: 0 };
  entry.size += f.size;
  entry.count++;
  byCrate.set(crate, entry);
}

// Crates are grouped where one project ships several (bevy_*, naga, icu_*, …) and the groups
// listed with their largest members.
const GROUPS = [
  ['Rust standard library', /^(core|alloc|std|__rustc|dlmalloc|compiler_builtins|hashbrown|(C library.*))$/],
  ['the game', /^(challenge(_\w+)?)$/],
  ['Bevy', /^bevy(_\w+)?$/],
  ['egui (egui, epaint, emath, ecolor, egui_plot, bevy_egui)', /^(egui|epaint|emath|ecolor|egui_plot|bevy_egui|epaint_default_fonts)$/],
  ['wgpu and naga (shaders)', /^(wgpu\w*|naga\w*|codespan_reporting|spirv|glow|khronos_egl|hexf_parse|half|petgraph)$/],
  ['text: parley, fontique, harfrust, skrifa, read_fonts, swash, icu', /^(parley|fontique|harfrust|skrifa|read_fonts|font_types|swash|zeno|icu_\w+|zerovec|zerotrie|yoke|potential_utf|tinystr|writeable|linebender_resource_handle|cosmic_text|unicode_\w+|ttf_parser|ab_glyph\w*|rustybuzz)$/],
  ['regular expressions (regex, regex_automata, regex_syntax)', /^regex(_\w+)?$/],
  ['serialisation (serde, serde_json, ron, erased_serde)', /^(serde\w*|ron|erased_serde)$/],
  ['audio (kira, bevy_kira_audio, cpal)', /^(kira|bevy_kira_audio|cpal|symphonia\w*)$/],
  ['wasm-bindgen, js-sys, web-sys', /^(wasm_bindgen\w*|js_sys|web_sys)$/],
];
const groupOf = (crate) => GROUPS.find(([, re]) => re.test(crate))?.[0] ?? 'others';
const byGroup = new Map();
for (const [crate, entry] of byCrate) {
  const group = groupOf(crate);
  const g = byGroup.get(group) ?? { size: 0, crates: [] };
  g.size += entry.size;
  g.crates.push([crate, entry.size]);
  byGroup.set(group, g);
}
console.log(`code: ${kB(codeTotal).trim()} in ${functions.length} functions; by crate (each group with its largest crates):`);
for (const [group, g] of [...byGroup].sort((a, b) => b[1].size - a[1].size)) {
  g.crates.sort((a, b) => b[1] - a[1]);
  const members = g.crates.slice(0, 5).map(([c, s]) => `${c} ${(s / 1000).toFixed(0)}`).join(', ');
  console.log(`  ${cut(group, 44).padEnd(46)}${kB(g.size)}${pct(g.size, codeTotal)}`);
  console.log(`      ${cut(members + (g.crates.length > 5 ? `, … (${g.crates.length} crates)` : ''), 92)}`);
}
if (made) console.log(`  (of which made by wasm-opt or unnamed: ${kB(made).trim()})`);

// The largest functions.
console.log('largest functions:');
for (const f of [...functions].sort((a, b) => b.size - a.size).slice(0, 8)) {
  console.log(`  ${kB(f.size)}  ${cut(f.name || `(function ${f.index})`, 84)}`);
}

// Data: its segments, then the items the linker's map places in it.
const dataSection = wasm.sections.find((s) => s.id === 11);
if (dataSection) {
  const segments = [];
  let [count, at] = wasm.readU32(dataSection.start);
  for (; count > 0; count--) {
    const [flags, next] = wasm.readU32(at);
    at = next;
    let address = null;
    if (flags === 2) [, at] = wasm.readU32(at);
    if (flags === 0 || flags === 2) {
      if (bytes[at] === 0x41) {
        // i32.const, signed LEB128
        let value = 0;
        let shift = 0;
        let byte;
        at++;
        do {
          byte = bytes[at++];
          value |= (byte & 0x7f) << shift;
          shift += 7;
        } while (byte & 0x80);
        address = value;
      } else {
        [, at] = wasm.readU32(at + 1);
      }
      at++; // end
    }
    const [size, start] = wasm.readU32(at);
    segments.push({ address, size, start });
    at = start + size;
  }
  const dataTotal = dataSection.end - dataSection.start;
  const sorted = [...segments].sort((a, b) => b.size - a.size);
  console.log(`data: ${kB(dataTotal).trim()} in ${segments.length} segments; the largest: ${sorted.slice(0, 4).map((s) => kB(s.size).trim()).join(', ')}`);

  // Fonts the game embeds: TrueType/OpenType files, found by their headers.
  const fonts = [];
  for (const s of segments) {
    const data = bytes.subarray(s.start, s.start + s.size);
    for (let i = data.indexOf(Buffer.from([0, 1, 0, 0])); i >= 0 && i + 12 < data.length; i = data.indexOf(Buffer.from([0, 1, 0, 0]), i + 4)) {
      const tables = data.readUInt16BE(i + 4);
      if (tables < 8 || tables > 40 || i + 12 + 16 * tables > data.length) continue;
      let end = 0;
      let valid = true;
      for (let t = 0; t < tables; t++) {
        const entry = i + 12 + 16 * t;
        const tag = data.toString('latin1', entry, entry + 4);
        if (!/^[A-Za-z0-9/ ]{4}$/.test(tag)) { valid = false; break; }
        end = Math.max(end, data.readUInt32BE(entry + 8) + data.readUInt32BE(entry + 12));
      }
      if (valid && end > 1000 && i + end <= data.length) {
        fonts.push(end);
        i += end - 4;
      }
    }
  }
  if (fonts.length) {
    const size = fonts.reduce((a, b) => a + b, 0);
    console.log(`  fonts embedded: ${fonts.length}, ${kB(size).trim()} (${fonts.map((f) => kB(f).trim()).join(', ')})`);
  }

  if (mapFile) reportMap(readFileSync(mapFile, 'utf8'), segments);
}

// The linker's map: each input section of the data section with its address and symbol. Each
// counts for the bytes of it the module still holds (wasm-opt leaves out runs of zeros), summed
// by crate, with the largest items named.
function reportMap(map, segments) {
  const read = (address, size) => {
    for (const seg of segments) {
      if (seg.address !== null && address >= seg.address && address + size <= seg.address + seg.size) {
        return bytes.subarray(seg.start + address - seg.address, seg.start + address - seg.address + size);
      }
    }
    return null;
  };
  let inData = false;
  const items = [];
  for (const line of map.split('\n')) {
    const m = /^\s*([0-9a-f]+|-)\s+([0-9a-f]+)\s+([0-9a-f]+)\s+(.*)$/.exec(line);
    if (!m) continue;
    const [, addressHex, , sizeHex, rest] = m;
    if (/^[A-Z]/.test(rest)) {
      inData = rest === 'DATA';
      continue;
    }
    if (!inData || addressHex === '-') continue;
    const input = /:\((\.[a-z]+)(?:\.(.*))?\)$/.exec(rest.trim());
    if (!input || input[1] === '.bss') continue;
    items.push({ address: parseInt(addressHex, 16), size: parseInt(sizeHex, 16), symbol: input[2] ?? input[1] });
  }
  if (items.length === 0) fail('the linker map lists no data');
  // The bytes of each item inside the module's segments.
  items.sort((a, b) => a.address - b.address);
  const ranges = segments.filter((s) => s.address !== null).map((s) => [s.address, s.address + s.size]).sort((a, b) => a[0] - b[0]);
  let r = 0;
  for (const item of items) {
    const end = item.address + item.size;
    while (r < ranges.length && ranges[r][1] <= item.address) r++;
    let held = 0;
    for (let k = r; k < ranges.length && ranges[k][0] < end; k++) {
      held += Math.min(end, ranges[k][1]) - Math.max(item.address, ranges[k][0]);
    }
    item.held = held;
  }
  // Named items count for their crate. Unnamed constants are named by the linker
  // `.Lanon.<hash>.<n>`, one hash for each crate they came from, so each hash is put down to the
  // crate whose source files its constants name most often: panic locations, which point at a
  // file's path (`bevy_ecs-0.19.1/src/…` for a dependency, `src/…` or `crates/<name>/src/…`
  // for the game).
  const crateOfPath = (path) => {
    const dependency = /^([A-Za-z_][A-Za-z0-9_-]*)-\d+\.\d+\.\d+[^/]*\/src\/[\w/.-]+\.rs$/.exec(path);
    if (dependency) return dependency[1].replace(/-/g, '_');
    const game = /^(?:crates\/(\w+)\/)?src\/[\w/.-]+\.rs$/.exec(path);
    if (game) return game[1] ? `challenge_${game[1]}` : 'challenge';
    return null;
  };
  const votes = new Map();
  for (const item of items) {
    const group = /^\.Lanon\.([0-9a-f]+)\./.exec(item.symbol)?.[1];
    if (!group) continue;
    item.group = group;
    const data = read(item.address, item.size);
    if (!data) continue;
    const counts = votes.get(group) ?? new Map();
    for (let at = 0; at + 8 <= data.length; at += 4) {
      const length = data.readUInt32LE(at + 4);
      if (length < 8 || length > 200) continue;
      const text = read(data.readUInt32LE(at), length);
      const crate = text && crateOfPath(text.toString('latin1'));
      if (crate) counts.set(crate, (counts.get(crate) ?? 0) + 1);
    }
    votes.set(group, counts);
  }
  if (process.env.SIZE_REPORT_VOTES) for (const [g, c] of votes) { const t = [...c].sort((a, b) => b[1] - a[1]); if (t.length) console.log(g.slice(0, 8), t.slice(0, 6).map((x) => x.join(":")).join(" ")); }
  const groupCrate = new Map();
  for (const [group, counts] of votes) {
    const best = [...counts].sort((a, b) => b[1] - a[1])[0];
    if (best) groupCrate.set(group, best[0]);
  }
  const byCrate = new Map();
  let unknown = 0;
  for (const item of items) {
    item.name = demangle(item.symbol.replace(/^\.Lswitch\.table\./, '')).replace(/::h[0-9a-f]{16}$/, '');
    const crate = item.group ? groupCrate.get(item.group) : crateOf(item.name);
    if (!crate) unknown += item.held;
    else byCrate.set(crate, (byCrate.get(crate) ?? 0) + item.held);
  }
  console.log(`  by crate (kB; unnamed constants by the crate their panic locations name; ${kB(unknown).trim()} not placed):`);
  const rows = [...byCrate].sort((a, b) => b[1] - a[1]).slice(0, 14);
  console.log(`    ${rows.slice(0, 7).map(([c, s]) => `${c} ${(s / 1000).toFixed(0)}`).join(', ')},`);
  console.log(`    ${rows.slice(7).map(([c, s]) => `${c} ${(s / 1000).toFixed(0)}`).join(', ')}`);
  console.log('  largest items:');
  for (const item of [...items].sort((a, b) => b.held - a.held).slice(0, 8)) {
    console.log(`  ${kB(item.held)}  ${cut(item.name, 84)}`);
  }
}
