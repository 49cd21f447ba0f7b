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
  # At opt-level 1 rather than 3, and without its default TLS feature, which only its test
  # runner's downloads use: built alone on two cores, 1 min 31 s rather than 1 min 47 s with the
  # feature, and the same module and bindings, made in the same 3.5 s.
  CARGO_PROFILE_RELEASE_OPT_LEVEL=1 cargo install wasm-bindgen-cli --version "$WANT" --no-default-features
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

# Crates' sources as cargo unpacked them, to find bevy_egui below and to shorten the paths that
# warnings and panics name.
cargo fetch --target wasm32-unknown-unknown >/dev/null
REGISTRY="$(dirname "$(cargo metadata --format-version 1 --filter-platform wasm32-unknown-unknown \
  | node -e 'const m = JSON.parse(require("fs").readFileSync(0, "utf8"));
             process.stdout.write(m.packages.find((p) => p.name === "bevy_egui").manifest_path)')")"
EGUI_NAME="$(basename "$REGISTRY")"
REGISTRY="$(dirname "$REGISTRY")"

# bevy_egui turns on bevy_utils' "debug" feature, which keeps the type name of every system,
# system parameter, component and resource of the game and of Bevy in the module as text, only
# to word Bevy's own error reports. The browser build uses a copy of bevy_egui whose manifest
# lacks that one line; its code is unchanged (DebugName works either way). The copy is remade
# only when the manifest changes, keeping file times, so cargo does not rebuild it every time.
PATCHED="$TOOLS/patched/$EGUI_NAME"
sed '/^\[dependencies.bevy_utils\]$/,/^$/{/^features = \["debug"\]$/d}' \
  "$REGISTRY/$EGUI_NAME/Cargo.toml" > "$TOOLS/egui-manifest.toml"
if grep -q '"debug"' "$TOOLS/egui-manifest.toml"; then
  echo "could not patch $EGUI_NAME's manifest" >&2
  exit 1
fi
if ! cmp -s "$TOOLS/egui-manifest.toml" "$PATCHED/Cargo.toml"; then
  rm -rf "$PATCHED"
  mkdir -p "$(dirname "$PATCHED")"
  cp -rp "$REGISTRY/$EGUI_NAME" "$PATCHED.tmp"
  cp "$TOOLS/egui-manifest.toml" "$PATCHED.tmp/Cargo.toml"
  mv "$PATCHED.tmp" "$PATCHED"
fi
# Cargo records a patched crate in Cargo.lock; the lock as committed is put back after the build.
KEPT_LOCK="$(mktemp)"
cp Cargo.lock "$KEPT_LOCK"
restore_lock() { cp "$KEPT_LOCK" Cargo.lock; }
trap restore_lock EXIT

# Warnings and panics name their source file; without the registry's directory (about 60
# characters, repeated thousands of times) the names stay as clear and the module is smaller.
start=$(date +%s)
cargo build --profile "$PROFILE" --target wasm32-unknown-unknown --bin challenge --timings \
  --config "patch.crates-io.bevy_egui.path = '$PATCHED'" \
  --config "target.wasm32-unknown-unknown.rustflags = ['--remap-path-prefix=$REGISTRY/=']"
echo "cargo build: $(( $(date +%s) - start )) s"
restore_lock
start=$(date +%s)

rm -rf "$OUT"
mkdir -p "$OUT"
# Bevy's reflection registrations, which this game never runs, out of the module (the script
# says why).
node web/drop-reflect-registrations.mjs \
  "$CARGO_TARGET_DIR/wasm32-unknown-unknown/$PROFILE/challenge.wasm" "$OUT/linked.wasm"
wasm-bindgen --target web --no-typescript --remove-producers-section \
  --out-dir "$OUT" --out-name challenge "$OUT/linked.wasm"
rm "$OUT/linked.wasm"
# Similar functions side by side, where gzip can use each to shorten the next (the script says
# how; 6.03 to 5.46 MB through gzip -9), then squeezed; the function names go with this pass.
node web/order-functions.mjs "$OUT/challenge_bg.wasm" "$OUT/keyed.wasm"
WASM_OPT_FLAGS=(-Oz --reorder-functions-by-name --strip-debug --strip-producers
  --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext
  --enable-mutable-globals --enable-reference-types --enable-multivalue --enable-simd)
# wasm-opt and the compressors below take minutes on one core and give the same bytes for the
# same input, so their outputs are kept by the hash of what went in (with the tool's version and
# flags): a build whose module did not change reuses them.
SQUEEZED="$CARGO_TARGET_DIR/web-squeezed"
mkdir -p "$SQUEEZED"
# Runs "$@" (which writes $out from $in) unless the output for this input is kept.
# Usage: kept_or_made IN OUT KEY-EXTRA COMMAND...
kept_or_made() {
  local in="$1" out="$2" extra="$3"
  shift 3
  local key
  key="$( { sha256sum < "$in"; echo "$extra"; } | sha256sum | cut -c1-32)"
  if [ -f "$SQUEEZED/$key" ]; then
    cp "$SQUEEZED/$key" "$out"
  else
    "$@"
    cp "$out" "$SQUEEZED/$key.tmp" && mv "$SQUEEZED/$key.tmp" "$SQUEEZED/$key"
  fi
}
kept_or_made "$OUT/keyed.wasm" "$OUT/challenge_bg.wasm" "$("$WASM_OPT" --version) ${WASM_OPT_FLAGS[*]}" \
  "$WASM_OPT" "${WASM_OPT_FLAGS[@]}" "$OUT/keyed.wasm" -o "$OUT/challenge_bg.wasm"
rm "$OUT/keyed.wasm"
# The page, with its words in every language the game speaks (the script says why).
node web/page-words.mjs web/index.html assets/i18n "$OUT/index.html"
# The module's own size, for the progress bar: a compressed download's Content-Length counts
# the bytes sent, while the page reads the bytes they unpack to.
MODULE_BYTES="$(wc -c < "$OUT/challenge_bg.wasm")"
sed -i "s/<body data-module-bytes=\"0\">/<body data-module-bytes=\"$MODULE_BYTES\">/" "$OUT/index.html"
grep -q "<body data-module-bytes=\"$MODULE_BYTES\">" "$OUT/index.html" \
  || { echo "could not write the module's size into the page" >&2; exit 1; }
# The game's words in each language but English, fetched by the page (the script says why).
WORD_FILES="$(node web/words-files.mjs assets/i18n "$OUT/words")"
"$ESBUILD" web/worker.js --minify --format=esm --log-level=warning --outfile="$OUT/worker.js"
"$ESBUILD" "$OUT/challenge.js" --minify --format=esm --log-level=warning --allow-overwrite \
  --outfile="$OUT/challenge.js"
# What installs the page and lets it start offline: the manifest, its icons, and the service
# worker, which carries the build's id so a new build replaces the files it keeps.
cp web/manifest.webmanifest "$OUT/"
mkdir -p "$OUT/icons"
cp web/icons/*.png "$OUT/icons/"
BUILD_ID="$(cat "$OUT/challenge_bg.wasm" "$OUT/challenge.js" "$OUT/index.html" "$OUT/worker.js" \
  "$OUT"/words/*.json | sha256sum | cut -c1-16)"
KEPT_WORDS="$(printf "'./%s', " $WORD_FILES)"
sed -e "s|/\* build id \*/|$BUILD_ID|" -e "s|/\* word files \*/|$KEPT_WORDS|" web/sw.js > "$OUT/sw.js"
grep -q "'./words/" "$OUT/sw.js" || { echo "could not write the word files into sw.js" >&2; exit 1; }
grep -q "$BUILD_ID" "$OUT/sw.js" || { echo "could not write the build id into sw.js" >&2; exit 1; }

# The module and its bindings precompressed, as web/serve.py and the table server send them to a
# browser that accepts the encoding: gzip made with zopfli (a smaller stream any gzip reader
# takes), and brotli for browsers on HTTPS.
# The two compressors run side by side (each takes most of a minute on one core for the module).
wasm="$OUT/challenge_bg.wasm"
compressing=()
for file in "$wasm" "$OUT/challenge.js" "$OUT"/words/*.json; do
  if command -v zopfli >/dev/null; then
    kept_or_made "$file" "$file.gz" "zopfli --i15" sh -c 'zopfli --i15 -c "$1" > "$1.gz"' - "$file" &
  else
    kept_or_made "$file" "$file.gz" "gzip -9 -n" sh -c 'gzip -9 -n -c "$1" > "$1.gz"' - "$file" &
  fi
  compressing+=($!)
  if command -v brotli >/dev/null; then
    kept_or_made "$file" "$file.br" "brotli -q 11" sh -c 'brotli -q 11 -c "$1" > "$1.br"' - "$file" &
    compressing+=($!)
  fi
done
for job in "${compressing[@]}"; do
  wait "$job"
done
# Only the newest outputs are kept (a few builds' worth).
ls -t "$SQUEEZED" | tail -n +41 | sed "s|^|$SQUEEZED/|" | xargs -r rm -f
echo "the module's passes, the page and the compressed copies: $(( $(date +%s) - start )) s"
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
