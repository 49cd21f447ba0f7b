// Drops Bevy's automatic reflection registrations from the browser build's module.
//
// Every type that derives `Reflect` submits a registration function at start-up (bevy_reflect's
// `auto_register_inventory`, on by default in every Bevy crate). Only an app built with Bevy's
// `reflect_auto_register` feature ever calls them; this game is not (see Cargo.toml), so they are
// dead, but the linker keeps them because start-up code takes their addresses. This points their
// slots in the function table at one function that traps, and wasm-opt then removes them and all
// the reflection code that only they reach.
//
// Usage: node web/drop-reflect-registrations.mjs IN.wasm OUT.wasm  (IN as rustc wrote it: the
// function names are needed). Fails, writing nothing, if the module could run the registrations.
import { readFileSync, writeFileSync } from 'node:fs';
import { WasmModule, failer, section, u32, vector } from './wasm-module.mjs';

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: node web/drop-reflect-registrations.mjs IN.wasm OUT.wasm');
  process.exit(2);
}

const fail = failer('drop-reflect-registrations');
const bytes = readFileSync(input);
const wasm = new WasmModule(bytes, (message) => fail(`${input}: ${message}`));
const readU32 = (at) => wasm.readU32(at);
const only = (id) => wasm.only(id);
const names = wasm.functionNames();

for (const name of names.values()) {
  if (name.includes('register_derived_types')) {
    fail('the module registers derived types (Bevy\'s reflect_auto_register is on): nothing dropped');
  }
}
const registrations = new Set(
  [...names].filter(([, name]) => /RegisterForReflection.*__register/.test(name)).map(([index]) => index),
);
if (registrations.size === 0) fail('no registration functions found');

const importedFunctions = wasm.importedFunctions();

// The trapping stub takes the registrations' type and is appended after every other function.
const functions = only(3);
let [definedCount, at] = readU32(functions.start);
const types = [];
for (let i = 0; i < definedCount; i++) {
  let type;
  [type, at] = readU32(at);
  types.push(type);
}
const stubType = types[[...registrations][0] - importedFunctions];
for (const index of registrations) {
  if (types[index - importedFunctions] !== stubType) fail('registration functions differ in type');
}
const stub = importedFunctions + definedCount;
const newFunctions = vector(definedCount + 1, [bytes.subarray(readU32(functions.start)[1], functions.end), u32(stubType)]);

const code = only(10);
const [bodies, bodiesAt] = readU32(code.start);
if (bodies !== definedCount) fail('function and code sections disagree');

// The start-up calls that would file the registrations (inventory's constructors in Bevy's
// crates) become no-ops, so the constructors go too; any other constructor stays.
let constructorsSilenced = 0;
const callCtors = [...names].find(([, name]) => name === '__wasm_call_ctors')?.[0];
if (callCtors !== undefined) {
  let at = bodiesAt;
  for (let i = 0; i < callCtors - importedFunctions; i++) {
    const [size, next] = readU32(at);
    at = next + size;
  }
  const [size, start] = readU32(at);
  const end = start + size;
  let [localGroups, p] = readU32(start);
  if (localGroups === 0) {
    const calls = [];
    while (p < end - 1 && bytes[p] === 0x10) {
      const [callee, next] = readU32(p + 1);
      calls.push([p, next, callee]);
      p = next;
    }
    // Only a body of plain calls is understood; anything else is left as it is.
    if (p === end - 1 && bytes[p] === 0x0b) {
      for (const [from, to, callee] of calls) {
        if (/^_ZN\d+bevy_\w*.*__ctor17h[0-9a-f]{16}E$/.test(names.get(callee) ?? '')) {
          bytes.fill(0x01, from, to); // nop
          constructorsSilenced++;
        }
      }
    }
  }
}
// Body: no locals, `unreachable`, `end`.
const stubBody = Buffer.from([0x03, 0x00, 0x00, 0x0b]);
const newCode = vector(bodies + 1, [bytes.subarray(bodiesAt, code.end), stubBody]);

// Element segments of function indices get the stub in place of every registration.
const elements = only(9);
let [segments, p] = readU32(elements.start);
const segmentBytes = [];
let redirected = 0;
for (let s = 0; s < segments; s++) {
  const begin = p;
  const flags = bytes[p++];
  if (flags === 2) [, p] = readU32(p); // table index
  if (flags === 0 || flags === 2) {
    // The offset: i32.const N or global.get G, then end.
    if (bytes[p] !== 0x41 && bytes[p] !== 0x23) fail(`unexpected offset opcode ${bytes[p]}`);
    [, p] = readU32(p + 1); // a signed LEB has the same length as an unsigned one
    if (bytes[p++] !== 0x0b) fail('unexpected offset expression');
  }
  if (flags === 1 || flags === 2 || flags === 3) p++; // elemkind
  if (flags > 3) fail(`element segment form ${flags} is not handled`);
  const head = bytes.subarray(begin, p);
  let count;
  [count, p] = readU32(p);
  const entries = [];
  for (let i = 0; i < count; i++) {
    let index;
    [index, p] = readU32(p);
    if (registrations.has(index)) {
      index = stub;
      redirected++;
    }
    entries.push(u32(index));
  }
  segmentBytes.push(head, vector(count, entries));
}
if (p !== elements.end) fail('element section not read to its end');

const parts = [bytes.subarray(0, 8)];
for (const s of wasm.sections) {
  if (s === functions) parts.push(section(3, newFunctions));
  else if (s === code) parts.push(section(10, newCode));
  else if (s === elements) parts.push(section(9, vector(segments, segmentBytes)));
  else parts.push(bytes.subarray(s.header, s.end));
}
writeFileSync(output, Buffer.concat(parts));
console.log(`reflection registrations dropped: ${redirected} table slots of ${registrations.size} ` +
  `functions, ${constructorsSilenced} start-up calls`);
