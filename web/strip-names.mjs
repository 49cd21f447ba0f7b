// Writes a copy of a WebAssembly module without its "name" section (the function names that
// web/build.sh keeps through wasm-opt for the size report): the module the page downloads.
//
// Usage: node web/strip-names.mjs IN.wasm OUT.wasm
import { readFileSync, writeFileSync } from 'node:fs';
import { WasmModule, failer } from './wasm-module.mjs';

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: node web/strip-names.mjs IN.wasm OUT.wasm');
  process.exit(2);
}
const bytes = readFileSync(input);
const wasm = new WasmModule(bytes, failer('strip-names'));
const names = wasm.nameSection();
writeFileSync(output, Buffer.concat([bytes.subarray(0, names.header), bytes.subarray(names.end)]));
