// Reading and writing the parts of a WebAssembly module that the browser build's scripts change
// (web/order-functions.mjs, web/size-report.mjs, web/strip-names.mjs): sections, function names and
// the count of imported functions. Any module it cannot read stops the script with a message.

// Reports `message` as the script `script` and stops with a failure.
export function failer(script) {
  return (message) => {
    console.error(`${script}: ${message}`);
    process.exit(1);
  };
}

// LEB128 encoding of an unsigned number.
export function u32(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return Buffer.from(out);
}

// A vector: its length, then its items.
export function vector(count, items) {
  return Buffer.concat([u32(count), ...items]);
}

// A section with its id and length.
export function section(id, payload) {
  return Buffer.concat([Buffer.from([id]), u32(payload.length), payload]);
}

// A parsed module over `bytes`: `sections` in order as `{ id, header, start, end }` (`start` and
// `end` bound the payload), calling `fail` on anything it cannot read.
export class WasmModule {
  constructor(bytes, fail) {
    this.bytes = bytes;
    this.fail = fail;
    if (bytes.length < 8 || bytes.readUInt32LE(0) !== 0x6d736100 || bytes.readUInt32LE(4) !== 1) {
      fail('not a wasm module');
    }
    this.sections = [];
    for (let at = 8; at < bytes.length; ) {
      const id = bytes[at];
      const [size, start] = this.readU32(at + 1);
      if (start + size > bytes.length) fail('a section runs past the end of the module');
      this.sections.push({ id, header: at, start, end: start + size });
      at = start + size;
    }
  }

  // The unsigned LEB128 number at `at`, and where the next thing starts.
  readU32(at) {
    let value = 0;
    let shift = 0;
    for (;;) {
      if (at >= this.bytes.length) this.fail('the module ends inside a number');
      const byte = this.bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
      if (byte < 0x80) return [value, at];
    }
  }

  // The one section with `id`.
  only(id) {
    const found = this.sections.filter((s) => s.id === id);
    if (found.length !== 1) this.fail(`expected one section ${id}, found ${found.length}`);
    return found[0];
  }

  // A custom section's name, and where its contents start.
  customName(s) {
    const [length, at] = this.readU32(s.start);
    return [this.bytes.toString('utf8', at, at + length), at + length];
  }

  // The "name" custom section.
  nameSection() {
    const found = this.sections.find((s) => s.id === 0 && this.customName(s)[0] === 'name');
    if (!found) this.fail('the module has no name section');
    return found;
  }

  // Function index → name, from the "name" section.
  functionNames() {
    const names = new Map();
    const nameSection = this.nameSection();
    for (let at = this.customName(nameSection)[1]; at < nameSection.end; ) {
      const kind = this.bytes[at];
      const [size, start] = this.readU32(at + 1);
      if (kind === 1) {
        let [count, p] = this.readU32(start);
        for (; count > 0; count--) {
          let index, length;
          [index, p] = this.readU32(p);
          [length, p] = this.readU32(p);
          names.set(index, this.bytes.toString('utf8', p, p + length));
          p += length;
        }
      }
      at = start + size;
    }
    return names;
  }

  // How many functions are imported: they come first in the index space.
  importedFunctions() {
    let imported = 0;
    const imports = this.sections.find((s) => s.id === 2);
    if (!imports) return 0;
    let [count, at] = this.readU32(imports.start);
    for (; count > 0; count--) {
      for (let field = 0; field < 2; field++) {
        const [length, next] = this.readU32(at);
        at = next + length;
      }
      const kind = this.bytes[at++];
      if (kind === 0) {
        imported++;
        [, at] = this.readU32(at);
      } else if (kind === 1 || kind === 2) {
        if (kind === 1) at++; // reftype
        const flags = this.bytes[at++];
        [, at] = this.readU32(at);
        if (flags & 1) [, at] = this.readU32(at);
      } else if (kind === 3) {
        at += 2; // valtype, mutability
      } else if (kind === 4) {
        at++;
        [, at] = this.readU32(at);
      } else {
        this.fail(`unknown import kind ${kind}`);
      }
    }
    return imported;
  }
}
