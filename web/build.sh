#!/usr/bin/env bash
# Builds the browser version of the game into web/dist/, ready to serve: the game compiled for
# wasm32, its JavaScript bindings, a size pass with wasm-opt, and the page. Installs what it
# needs when missing (the wasm32 target, wasm-bindgen-cli of the version in Cargo.lock,
# wasm-opt, esbuild), then prints the download sizes.
set -euo pipefail
cd "$(dirname "$0")/.."

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/challenge-target}"
PROFILE="${WEB_PROFILE:-web}"
OUT="web/dist"
TOOLS="$HOME/.cache/challenge-tools"
mkdir -p "$TOOLS"

rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown

# wasm-bindgen-cli must be exactly the version the game links against.
WANT="$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"/\1/p')"
if [ "$(wasm-bindgen --version 2>/dev/null | cut -d' ' -f2)" != "$WANT" ]; then
  echo "installing wasm-bindgen-cli $WANT"
  cargo install wasm-bindgen-cli --version "$WANT"
fi

# wasm-opt from npm's binaryen: Debian's (version 108 in bookworm) predates the reference-type
# tables wasm-bindgen now emits and writes a module browsers refuse.
WASM_OPT="$TOOLS/node_modules/.bin/wasm-opt"
if [ ! -x "$WASM_OPT" ]; then
  npm install --prefix "$TOOLS" --no-audit --no-fund binaryen >/dev/null
fi
# esbuild minifies the bindings and the worker: whitespace, comments and long local names are
# about a fifth of their download.
ESBUILD="$TOOLS/node_modules/.bin/esbuild"
if [ ! -x "$ESBUILD" ]; then
  npm install --prefix "$TOOLS" --no-audit --no-fund esbuild@0.28 >/dev/null
fi

start=$(date +%s)
cargo build --profile "$PROFILE" --target wasm32-unknown-unknown --bin challenge
echo "cargo build: $(( $(date +%s) - start )) s"

rm -rf "$OUT"
mkdir -p "$OUT"
# Bevy's reflection registrations, which this game never runs, out of the module (the script
# says why).
node web/drop-reflect-registrations.mjs \
  "$CARGO_TARGET_DIR/wasm32-unknown-unknown/$PROFILE/challenge.wasm" "$OUT/linked.wasm"
wasm-bindgen --target web --no-typescript --remove-name-section --remove-producers-section \
  --out-dir "$OUT" --out-name challenge "$OUT/linked.wasm"
rm "$OUT/linked.wasm"
"$WASM_OPT" -Oz --strip-debug --strip-producers \
  --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-reference-types --enable-multivalue --enable-simd \
  "$OUT/challenge_bg.wasm" -o "$OUT/challenge_bg.wasm"
cp web/index.html "$OUT/"
"$ESBUILD" web/worker.js --minify --format=esm --log-level=warning --outfile="$OUT/worker.js"
"$ESBUILD" "$OUT/challenge.js" --minify --format=esm --log-level=warning --allow-overwrite \
  --outfile="$OUT/challenge.js"

# The module and its bindings precompressed, as web/serve.py and the table server send them to a
# browser that accepts the encoding: gzip made with zopfli (a smaller stream any gzip reader
# takes), and brotli for browsers on HTTPS.
wasm="$OUT/challenge_bg.wasm"
for file in "$wasm" "$OUT/challenge.js"; do
  if command -v zopfli >/dev/null; then
    zopfli --i15 -c "$file" > "$file.gz"
  else
    gzip -9 -n -c "$file" > "$file.gz"
  fi
  if command -v brotli >/dev/null; then
    brotli -q 11 -c "$file" > "$file.br"
  fi
done
gz_tool=$(command -v zopfli >/dev/null && echo "zopfli" || echo "gzip -9, zopfli not installed")

# Sizes as a browser downloads them.
size() { wc -c < "$1"; }
raw=$(size "$wasm")
gz9=$(gzip -9 -c "$wasm" | wc -c)
gz=$(size "$wasm.gz")
br=$([ -f "$wasm.br" ] && size "$wasm.br" || true)
page=$(( gz + $(size "$OUT/challenge.js.gz") + $(gzip -9 -c "$OUT/index.html" | wc -c) + $(gzip -9 -c "$OUT/worker.js" | wc -c) ))
mb() { awk -v b="$1" 'BEGIN { printf "%.2f MB (%d bytes)", b / 1000000, b }'; }
echo "challenge_bg.wasm: $(mb "$raw") raw, $(mb "$gz9") gzip -9"
echo "  sent as gzip ($gz_tool): $(mb "$gz")${br:+; as brotli: $(mb "$br")}"
echo "the whole page as gzip (module, bindings, page, worker): $(mb "$page")"
echo "site ready in $OUT (serve it with: bash web/serve.sh)"
