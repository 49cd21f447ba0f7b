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
import { WasmModule, failer, section, u32, vector } from './wasm-module.mjs';

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: node web/order-functions.mjs IN.wasm OUT.wasm');
  process.exit(2);
}

const fail = failer('order-functions');
const bytes = readFileSync(input);
const wasm = new WasmModule(bytes, (message) => fail(`${input}: ${message}`));
const importedFunctions = wasm.importedFunctions();
const names = wasm.functionNames();
const nameSection = wasm.nameSection();

// Each defined function's body size.
const code = wasm.only(10);
const sizes = [];
{
  let [count, at] = wasm.readU32(code.start);
  for (; count > 0; count--) {
    const [size, start] = wasm.readU32(at);
    sizes.push(size);
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
