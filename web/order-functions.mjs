// Names the browser build's functions so that sorting them by name (binaryen's
// reorder-functions-by-name pass) puts similar functions next to each other.
//
// gzip finds repeats only within the last 32 kB of a file. Rust instantiates a generic function
// once per type it is used with: Bevy's system machinery, for instance, once per system. Those
// copies differ in little but lie scattered over a module of several megabytes, so gzip cannot
// use one copy to shorten the next. Placed side by side, each copy mostly repeats the one before.
// The order: by the function's name with its hash dropped and every `<…>` part emptied (the
// copies of one generic function, and one method of a trait across the types implementing it),
// then by size (copies of similar size are the most alike). The code is unchanged; only where
// each function sits in the module moves.
//
// Usage: node web/order-functions.mjs IN.wasm OUT.wasm [KEYS.json]  (IN with its name section,
// as wasm-bindgen writes it unless told to remove it). OUT's name section holds only the sort
// keys; wasm-opt sorts by them after optimising (sizes are taken before, which orders as well).
// KEYS.json, if named, maps each key back to the function's name, for the size report
// (web/size-report.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { WasmModule, failer, section, u32, vector } from './wasm-module.mjs';

const [input, output, keysOutput] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: node web/order-functions.mjs IN.wasm OUT.wasm [KEYS.json]');
  process.exit(2);
}

const fail = failer('order-functions');
const bytes = readFileSync(input);
const wasm = new WasmModule(bytes, (message) => fail(`${input}: ${message}`));
const importedFunctions = wasm.importedFunctions();
const names = wasm.functionNames();
const nameSection = wasm.nameSection();

// Each defined function's body.
const code = wasm.only(10);
const bodies = [];
{
  let [count, at] = wasm.readU32(code.start);
  for (; count > 0; count--) {
    const [size, start] = wasm.readU32(at);
    bodies.push(bytes.subarray(start, start + size));
    at = start + size;
  }
}

// `<bevy_ecs::system::FunctionSystem<M, F> as bevy_ecs::system::System>::run_unsafe::h0123…`
// becomes `<>::run_unsafe`.
function family(name) {
  let out = '';
  let depth = 0;
  for (const c of name.replace(/::h[0-9a-f]{16}$/, '').replace(/17h[0-9a-f]{16}E$/, '')) {
    if (c === '<') {
      if (depth++ === 0) out += c;
    } else if (c === '>' && depth > 0) {
      if (--depth === 0) out += c;
    } else if (depth === 0) {
      out += c;
    }
  }
  return out;
}

// A sketch of a body's content for telling how alike two bodies are: for each of SKETCH hash
// functions, the least hash of its 4-byte runs (two bodies share about as many of these minima
// as the share of runs they have in common).
const SKETCH = 16;
const seeds = Array.from({ length: SKETCH }, (_, i) => Math.imul(0x9e3779b1, i + 1) >>> 0);
function sketch(body) {
  const minima = new Uint32Array(SKETCH).fill(0xffffffff);
  for (let i = 0; i + 4 <= body.length; i++) {
    const run = body.readUInt32LE(i);
    for (let k = 0; k < SKETCH; k++) {
      let h = Math.imul(run ^ seeds[k], 0x85ebca6b) >>> 0;
      h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
      if (h < minima[k]) minima[k] = h;
    }
  }
  return minima;
}

const defined = bodies.map((body, i) => {
  const index = importedFunctions + i;
  return { index, size: body.length, family: family(names.get(index) ?? '') };
});
// First by family, then by size (copies of similar size are the most alike).
const byFamily = [...defined].sort(
  (a, b) => (a.family < b.family ? -1 : a.family > b.family ? 1 : 0) || a.size - b.size || a.index - b.index,
);
// Then each function is followed by the one most like it among those not yet placed, of any
// family, if one is alike enough: found through the functions sharing a pair of sketch minima
// with it, and scored by the minima shared, less for a difference in size, more within the
// family. Otherwise the next in the family order comes. (Chains of alike functions across
// families: 5.87 to 5.77 MB through gzip -9 measured on the module as it was, brotli unchanged.)
const ALIKE = 6;
const CANDIDATES = 60;
const order = [];
if (process.env.ORDER_BY_FAMILY_ONLY) {
  order.push(...byFamily);
} else {
  for (const f of byFamily) f.sketch = sketch(bodies[f.index - importedFunctions]);
  const buckets = new Map();
  const bucketKey = (f, band) => `${band}:${f.sketch[band]}:${f.sketch[band + 1]}`;
  for (const f of byFamily) {
    for (let band = 0; band < SKETCH; band += 2) {
      const key = bucketKey(f, band);
      const bucket = buckets.get(key);
      if (bucket) bucket.push(f);
      else buckets.set(key, [f]);
    }
  }
  const placed = new Set();
  let next = 0;
  let current = byFamily[0];
  for (;;) {
    placed.add(current);
    order.push(current);
    if (order.length === byFamily.length) break;
    let best = null;
    let bestScore = -Infinity;
    for (let band = 0; band < SKETCH; band += 2) {
      let looked = 0;
      for (const other of buckets.get(bucketKey(current, band))) {
        if (placed.has(other)) continue;
        if (++looked > CANDIDATES) break;
        let score = 0;
        for (let k = 0; k < SKETCH; k++) if (other.sketch[k] === current.sketch[k]) score++;
        score -= 2 * Math.abs(Math.log((other.size + 1) / (current.size + 1)));
        if (other.family === current.family) score += 1;
        if (score > bestScore) {
          bestScore = score;
          best = other;
        }
      }
    }
    if (!best || bestScore < ALIKE) {
      while (placed.has(byFamily[next])) next++;
      best = byFamily[next];
    }
    current = best;
  }
}

// A name section of function names only: position in the order, zero-padded so that names sort
// as numbers do.
const width = String(order.length).length;
const entries = new Array(defined.length);
const keys = {};
order.forEach((f, position) => {
  const key = `f${String(position).padStart(width, '0')}`;
  const name = Buffer.from(key);
  entries[f.index - importedFunctions] = Buffer.concat([u32(f.index), u32(name.length), name]);
  keys[key] = names.get(f.index) ?? '';
});
if (keysOutput) writeFileSync(keysOutput, JSON.stringify(keys));
const functionNames = vector(entries.length, entries);
const label = Buffer.from('name');
const payload = Buffer.concat([u32(label.length), label, section(1, functionNames)]);

const parts = [bytes.subarray(0, 8)];
for (const s of wasm.sections) {
  if (s !== nameSection) parts.push(bytes.subarray(s.header, s.end));
}
parts.push(section(0, payload));
writeFileSync(output, Buffer.concat(parts));
const families = new Set(defined.map((f) => f.family)).size;
console.log(`functions ordered: ${defined.length} in ${families} families`);
