// Rust symbol names as people read them, and the crate each belongs to: used by the browser
// build's size report (web/size-report.mjs).
//
// Both manglings rustc writes are read: the legacy one (`_ZN…17h<hash>E`, rustc's default) and
// v0 (`_R…`, with `-C symbol-mangling-version=v0`). A name that is neither (the C library,
// wasm-bindgen's glue) is returned as it is. A suffix that LLVM adds to a copy (`.123`,
// `.llvm.…`) is dropped.

const LEGACY_ESCAPES = {
  SP: '@', BP: '*', RF: '&', LT: '<', GT: '>', LP: '(', RP: ')', C: ',',
};

// The legacy name `_ZN…E` as `a::b::<c as d>::e` (without the hash), or null if it is not one.
function demangleLegacy(symbol) {
  let s = symbol.replace(/^__ZN/, '_ZN');
  if (!s.startsWith('_ZN')) return null;
  let at = 3;
  const parts = [];
  while (at < s.length && s[at] !== 'E') {
    const digits = /^\d+/.exec(s.slice(at));
    if (!digits) return null;
    const length = Number(digits[0]);
    at += digits[0].length;
    if (at + length > s.length) return null;
    parts.push(s.slice(at, at + length));
    at += length;
  }
  if (s[at] !== 'E') return null;
  if (parts.length > 1 && /^h[0-9a-f]{16}$/.test(parts[parts.length - 1])) parts.pop();
  return parts.map(unescapeLegacy).join('::');
}

function unescapeLegacy(part) {
  let s = part.startsWith('_$') ? part.slice(1) : part;
  s = s.replace(/\$([A-Za-z]+|u[0-9a-f]+)\$/g, (whole, code) => {
    if (code in LEGACY_ESCAPES) return LEGACY_ESCAPES[code];
    if (code[0] === 'u') return String.fromCodePoint(parseInt(code.slice(1), 16));
    return whole;
  });
  return s.replace(/\.\./g, '::');
}

// A reader of v0 names (https://doc.rust-lang.org/rustc/symbol-mangling/v0.html), enough to
// print paths and types; constants and `dyn` bounds are printed loosely.
class V0 {
  constructor(s) {
    this.s = s;
    this.at = 0;
    this.depth = 0;
  }
  peek() { return this.s[this.at]; }
  next() { return this.s[this.at++]; }
  eat(c) {
    if (this.s[this.at] === c) { this.at++; return true; }
    return false;
  }
  base62() {
    if (this.eat('_')) return 0;
    let value = 0;
    for (;;) {
      const c = this.next();
      if (c === undefined) throw new Error('end');
      if (c === '_') return value + 1;
      const digit = c >= '0' && c <= '9' ? c.charCodeAt(0) - 48
        : c >= 'a' && c <= 'z' ? c.charCodeAt(0) - 87
        : c >= 'A' && c <= 'Z' ? c.charCodeAt(0) - 29 : -1;
      if (digit < 0) throw new Error('base62');
      value = value * 62 + digit;
    }
  }
  disambiguator() { if (this.eat('s')) this.base62(); }
  ident() {
    const punycode = this.eat('u');
    const digits = /^(0|[1-9][0-9]*)/.exec(this.s.slice(this.at));
    if (!digits) throw new Error('ident');
    this.at += digits[0].length;
    this.eat('_');
    const text = this.s.slice(this.at, this.at + Number(digits[0]));
    this.at += Number(digits[0]);
    return punycode ? `{punycode ${text}}` : text;
  }
  // Runs `read` at the position a back-reference points to.
  backref(read) {
    const start = this.at - 1;
    const target = this.base62() + 2; // offsets count from after "_R"
    if (target >= start || ++this.depth > 64) throw new Error('backref');
    const saved = this.at;
    this.at = target;
    const out = read();
    this.at = saved;
    this.depth--;
    return out;
  }
  path() {
    const tag = this.next();
    switch (tag) {
      case 'C': { this.disambiguator(); return this.ident(); }
      case 'N': {
        const ns = this.next();
        const parent = this.path();
        this.disambiguator();
        const name = this.ident();
        if (ns === 'C') return `${parent}::{closure${name ? `:${name}` : ''}}`;
        if (ns === 'S') return `${parent}::{shim${name ? `:${name}` : ''}}`;
        if (ns >= 'A' && ns <= 'Z') return `${parent}::{${ns}${name ? `:${name}` : ''}}`;
        return `${parent}::${name}`;
      }
      case 'M': { this.impl(); this.path(); const self = this.type(); return `<${self}>`; }
      case 'X': { this.impl(); this.path(); const self = this.type(); const tr = this.path(); return `<${self} as ${tr}>`; }
      case 'Y': { const self = this.type(); const tr = this.path(); return `<${self} as ${tr}>`; }
      case 'I': {
        const base = this.path();
        const args = [];
        while (!this.eat('E')) args.push(this.genericArg());
        return `${base}<${args.join(', ')}>`;
      }
      case 'B': return this.backref(() => this.path());
      default: throw new Error(`path ${tag}`);
    }
  }
  impl() { this.disambiguator(); }
  genericArg() {
    if (this.eat('L')) { this.base62(); return "'_"; }
    if (this.eat('K')) return this.constant();
    return this.type();
  }
  constant() {
    if (this.eat('p')) return '_';
    if (this.peek() === 'B') { this.next(); return this.backref(() => this.constant()); }
    const type = this.next();
    if (/[hmyjtlxsaicbe]/.test(type) || type === 'o' || type === 'n') {
      const negative = this.eat('n');
      const digits = /^[0-9a-f]*/.exec(this.s.slice(this.at))[0];
      this.at += digits.length;
      this.eat('_');
      if (type === 'b') return digits === '1' ? 'true' : 'false';
      return `${negative ? '-' : ''}${digits ? parseInt(digits, 16) : 0}`;
    }
    // Structured constants are only skipped over as far as needed to go on.
    if (type === 'A') { const xs = []; while (!this.eat('E')) xs.push(this.constant()); return `[${xs.join(', ')}]`; }
    if (type === 'T') { const xs = []; while (!this.eat('E')) xs.push(this.constant()); return `(${xs.join(', ')})`; }
    if (type === 'R' || type === 'Q') return `&${this.constant()}`;
    if (type === 'V') { const p = this.path(); if (this.eat('U')) return p; if (this.eat('T')) { while (!this.eat('E')) this.constant(); return `${p}(…)`; } if (this.eat('S')) { while (!this.eat('E')) { this.disambiguator(); this.ident(); this.constant(); } return `${p} {…}`; } }
    throw new Error(`const ${type}`);
  }
  type() {
    const c = this.next();
    const basic = {
      a: 'i8', b: 'bool', c: 'char', d: 'f64', e: 'str', f: 'f32', h: 'u8', i: 'isize', j: 'usize',
      l: 'i32', m: 'u32', n: 'i128', o: 'u128', s: 'i16', t: 'u16', u: '()', v: '...', x: 'i64',
      y: 'u64', z: '!', p: '_',
    };
    if (c in basic) return basic[c];
    switch (c) {
      case 'A': { const t = this.type(); const n = this.constant(); return `[${t}; ${n}]`; }
      case 'S': return `[${this.type()}]`;
      case 'T': { const xs = []; while (!this.eat('E')) xs.push(this.type()); return `(${xs.join(', ')}${xs.length === 1 ? ',' : ''})`; }
      case 'R': if (this.peek() === 'L') { this.next(); this.base62(); } return `&${this.type()}`;
      case 'Q': if (this.peek() === 'L') { this.next(); this.base62(); } return `&mut ${this.type()}`;
      case 'P': return `*const ${this.type()}`;
      case 'O': return `*mut ${this.type()}`;
      case 'F': {
        if (this.eat('G')) this.base62();
        this.eat('U');
        if (this.eat('K')) { if (!this.eat('C')) this.ident(); }
        const xs = [];
        while (!this.eat('E')) xs.push(this.type());
        const ret = this.type();
        return `fn(${xs.join(', ')}) -> ${ret}`;
      }
      case 'D': {
        if (this.eat('G')) this.base62();
        const bounds = [];
        while (!this.eat('E')) {
          let bound = this.path();
          const assoc = [];
          while (this.eat('p')) { const name = this.ident(); assoc.push(`${name} = ${this.type()}`); }
          if (assoc.length) bound = `${bound}<${assoc.join(', ')}>`;
          bounds.push(bound);
        }
        if (this.peek() === 'L') { this.next(); this.base62(); }
        return `dyn ${bounds.join(' + ')}`;
      }
      case 'B': return this.backref(() => this.type());
      default:
        this.at--;
        return this.path();
    }
  }
}

function demangleV0(symbol) {
  const s = symbol.replace(/^__R/, '_R');
  if (!s.startsWith('_R')) return null;
  const reader = new V0(s);
  reader.at = 2;
  if (/[0-9]/.test(reader.peek())) reader.base62(); // encoding version
  try {
    return reader.path();
  } catch {
    return null;
  }
}

// The readable form of `symbol`: demangled if it is a Rust name, else itself.
export function demangle(symbol) {
  const bare = symbol.replace(/\.(llvm\.\d+|\d+)$/, '').replace(/\.\d+$/, '');
  return demangleLegacy(bare) ?? demangleV0(bare) ?? symbol;
}

// The crate a demangled name belongs to: the first segment of its outermost path. For a
// qualified path `<T as Trait>::f` that is the crate of `T` when `T` is a named type, else the
// crate of `Trait` (`<&T as core::fmt::Debug>::fmt` is core's); `<[T]>::sort` and the like go to
// core. So a generic function of one crate, instantiated for another crate's types, counts
// for the crate that wrote the generic code (`core::ptr::drop_in_place<bevy_ecs::World>` is
// core's; `<bevy_ecs::World as core::ops::Drop>::drop` is bevy_ecs's), as the legacy mangling
// names no type arguments anyway. Null for a name that is not Rust's.
export function crateOf(name) {
  if (name.startsWith('<')) {
    const inner = outerBracket(name);
    if (inner === null) return null;
    const as = splitTopLevel(inner, ' as ');
    const self = as[0].replace(/^(&mut |&|\*const |\*mut |dyn )+/, '');
    const selfCrate = /^[A-Za-z_][A-Za-z0-9_]*::/.test(self) ? self.split('::')[0] : null;
    if (selfCrate) return selfCrate;
    if (as.length > 1) return crateOf(as[1]) ?? as[1].split('::')[0];
    return 'core';
  }
  const m = /^([A-Za-z_][A-Za-z0-9_]*)::/.exec(name);
  return m ? m[1] : null;
}

// The text inside the `<…>` a name starts with.
function outerBracket(name) {
  let depth = 0;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === '<') depth++;
    else if (name[i] === '>' && name[i - 1] !== '-') {
      if (--depth === 0) return name.slice(1, i);
    }
  }
  return null;
}

// `text` split at `separator` where it is not inside brackets.
function splitTopLevel(text, separator) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '<' || c === '(' || c === '[') depth++;
    else if ((c === '>' && text[i - 1] !== '-') || c === ')' || c === ']') depth--;
    else if (depth === 0 && text.startsWith(separator, i)) {
      return [text.slice(0, i), text.slice(i + separator.length)];
    }
  }
  return [text];
}
