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
// Usage: node web/order-functions.mjs IN.wasm OUT.wasm  (IN with its name section, as
// wasm-bindgen writes it unless told to remove it). OUT's name section holds only the sort keys;
// wasm-opt sorts by them after optimising (sizes are taken before, which orders as well) and
// strips them.
import { readFileSync, writeFileSync } from 'node:fs';

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: node web/order-functions.mjs IN.wasm OUT.wasm');
  process.exit(2);
}

function fail(message) {
  console.error(`order-functions: ${message}`);
  process.exit(1);
}

const bytes = readFileSync(input);
if (bytes.length < 8 || bytes.readUInt32LE(0) !== 0x6d736100 || bytes.readUInt32LE(4) !== 1) {
  fail(`${input} is not a wasm module`);
}

function readU32(at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    if (at >= bytes.length) fail('the module ends inside a number');
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

function u32(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return Buffer.from(out);
}

const sections = [];
for (let at = 8; at < bytes.length; ) {
  const id = bytes[at];
  const [size, start] = readU32(at + 1);
  sections.push({ id, header: at, start, end: start + size });
  at = start + size;
}
function customName(s) {
  const [length, at] = readU32(s.start);
  return [bytes.toString('utf8', at, at + length), at + length];
}

// Imported functions come first in the index space and are not sorted.
let importedFunctions = 0;
const imports = sections.find((s) => s.id === 2);
if (imports) {
  let [count, at] = readU32(imports.start);
  for (; count > 0; count--) {
    for (let field = 0; field < 2; field++) {
      const [length, next] = readU32(at);
      at = next + length;
    }
    const kind = bytes[at++];
    if (kind === 0) {
      importedFunctions++;
      [, at] = readU32(at);
    } else if (kind === 1 || kind === 2) {
      if (kind === 1) at++; // reftype
      const flags = bytes[at++];
      [, at] = readU32(at);
      if (flags & 1) [, at] = readU32(at);
    } else if (kind === 3) {
      at += 2; // valtype, mutability
    } else if (kind === 4) {
      at++;
      [, at] = readU32(at);
    } else {
      fail(`unknown import kind ${kind}`);
    }
  }
}

// Each defined function's body size.
const code = sections.find((s) => s.id === 10);
if (!code) fail(`${input} has no code section`);
const sizes = [];
{
  let [count, at] = readU32(code.start);
  for (; count > 0; count--) {
    const [size, start] = readU32(at);
    sizes.push(size);
    at = start + size;
  }
}

const names = new Map();
const nameSection = sections.find((s) => s.id === 0 && customName(s)[0] === 'name');
if (!nameSection) fail(`${input} has no name section`);
for (let at = customName(nameSection)[1]; at < nameSection.end; ) {
  const kind = bytes[at];
  const [size, start] = readU32(at + 1);
  if (kind === 1) {
    let [count, p] = readU32(start);
    for (; count > 0; count--) {
      let index, length;
      [index, p] = readU32(p);
      [length, p] = readU32(p);
      names.set(index, bytes.toString('utf8', p, p + length));
      p += length;
    }
  }
  at = start + size;
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

const defined = sizes.map((size, i) => {
  const index = importedFunctions + i;
  return { index, size, family: family(names.get(index) ?? '') };
});
const order = [...defined].sort(
  (a, b) => (a.family < b.family ? -1 : a.family > b.family ? 1 : 0) || a.size - b.size || a.index - b.index,
);

// A name section of function names only: position in the order, zero-padded so that names sort
// as numbers do.
const width = String(order.length).length;
const entries = new Array(defined.length);
order.forEach((f, position) => {
  const name = Buffer.from(`f${String(position).padStart(width, '0')}`);
  entries[f.index - importedFunctions] = Buffer.concat([u32(f.index), u32(name.length), name]);
});
const functionNames = Buffer.concat([u32(entries.length), ...entries]);
const label = Buffer.from('name');
const payload = Buffer.concat([u32(label.length), label, Buffer.from([1]), u32(functionNames.length), functionNames]);

const parts = [bytes.subarray(0, 8)];
for (const s of sections) {
  if (s !== nameSection) parts.push(bytes.subarray(s.header, s.end));
}
parts.push(Buffer.from([0]), u32(payload.length), payload);
writeFileSync(output, Buffer.concat(parts));
const families = new Set(defined.map((f) => f.family)).size;
console.log(`functions ordered: ${defined.length} in ${families} families`);
