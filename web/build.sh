#!/usr/bin/env bash
# Builds the browser version of the game into web/dist/, ready to serve: the game compiled for
# wasm32, its JavaScript bindings, a size pass with wasm-opt, and the page. Installs what it
# needs when missing (the wasm32 target, the standard library's sources, wasm-bindgen-cli of the
# version in Cargo.lock, wasm-opt, esbuild), then prints the download sizes.
set -euo pipefail
cd "$(dirname "$0")/.."

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/challenge-target}"
PROFILE="${WEB_PROFILE:-web}"
OUT="web/dist"
TOOLS="$HOME/.cache/challenge-tools"
mkdir -p "$TOOLS"

rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
# The standard library's sources, which the module's build compiles again (below): the toolchain
# file names them, but a rustup that does not install what it names leaves them out.
rustup component list --installed | grep -q '^rust-src' || rustup component add rust-src

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

# Crates' sources as cargo unpacked them, to patch some below and to shorten the paths that
# warnings and panics name.
cargo fetch --target wasm32-unknown-unknown >/dev/null
METADATA="$(mktemp)"
cargo metadata --format-version 1 --filter-platform wasm32-unknown-unknown > "$METADATA"
# The directory of the package NAME as unpacked from the registry.
package_dir() {
  node -e 'const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
           const p = m.packages.find((p) => p.name === process.argv[2] && p.source?.startsWith("registry+"));
           if (!p) { console.error(`no package ${process.argv[2]} in the build`); process.exit(1); }
           process.stdout.write(require("path").dirname(p.manifest_path))' "$METADATA" "$1"
}
REGISTRY="$(dirname "$(package_dir bevy_egui)")"

# Some crates are built from patched copies (cargo's [patch], given on the command line so that
# only this build uses them). A copy is remade only when its manifest or sources change, keeping
# file times, so cargo does not rebuild it every time.
PATCHES=()
# Usage: patch_crate NAME MANIFEST [LIB.rs [PATH FILE]...]: NAME built from a copy of its
# unpacked sources with MANIFEST as its Cargo.toml, LIB.rs (unless empty) as its src/lib.rs,
# and each FILE in place of its PATH.
patch_crate() {
  local name="$1" manifest="$2" lib="${3:-}" source target
  shift 2
  [ $# -eq 0 ] || shift
  source="$(package_dir "$name")"
  target="$TOOLS/patched/$(basename "$source")"
  local replaced=(Cargo.toml "$manifest")
  [ -z "$lib" ] || replaced+=(src/lib.rs "$lib")
  replaced+=("$@")
  local fresh=1 i
  for (( i = 0; i < ${#replaced[@]}; i += 2 )); do
    cmp -s "${replaced[i+1]}" "$target/${replaced[i]}" || fresh=0
  done
  if [ "$fresh" = 0 ]; then
    rm -rf "$target" "$target.tmp"
    mkdir -p "$(dirname "$target")"
    cp -rp "$source" "$target.tmp"
    for (( i = 0; i < ${#replaced[@]}; i += 2 )); do
      cp "${replaced[i+1]}" "$target.tmp/${replaced[i]}"
    done
    mv "$target.tmp" "$target"
  fi
  PATCHES+=(--config "patch.crates-io.$name.path = '$target'")
}
# Usage: edited_file NAME FILE SED-SCRIPT CHECK: NAME's FILE (Cargo.toml, src/lib.rs…) through
# SED-SCRIPT, in a file whose path it prints; fails unless CHECK, an extended regex, matches the
# result with its lines joined by "|" (so that an upgrade that moves what the script edits stops
# the build rather than silently building the crate unchanged).
edited_file() {
  local out="$TOOLS/edited/$1/$2"
  mkdir -p "$(dirname "$out")"
  sed "$3" "$(package_dir "$1")/$2" > "$out.tmp"
  if ! tr '\n' '|' < "$out.tmp" | grep -Eq "$4"; then
    echo "could not patch $1's $2: the result does not match $4" >&2
    exit 1
  fi
  cmp -s "$out.tmp" "$out" || mv "$out.tmp" "$out"
  rm -f "$out.tmp"
  echo "$out"
}

# bevy_egui turns on bevy_utils' "debug" feature, which keeps the type name of every system,
# system parameter, component and resource of the game and of Bevy in the module as text, only
# to word Bevy's own error reports. The browser build uses a copy of bevy_egui whose manifest
# lacks that one line; its code is unchanged (DebugName works either way).
EGUI_MANIFEST="$(edited_file bevy_egui Cargo.toml \
  '/^\[dependencies.bevy_utils\]$/,/^$/{/^features = \["debug"\]$/d}' \
  '\[dependencies\.bevy_utils\]\|version = "[^"]*"\|\|')"
patch_crate bevy_egui "$EGUI_MANIFEST"
# egui fills each glyph's outline into its font atlas with vello_cpu, a whole 2D renderer (two
# pipelines, a SIMD layer, colour and curve crates: about 170 kB of the module's code) used only
# to fill one path in white. epaint's copy fills it with zeno, the coverage rasteriser Bevy's
# text already brings through swash, behind the few names the font code uses
# (web/egui-glyph-fill.rs). Over a seventh of the glyphs of the game's font at six sizes, its
# coverage is within 1.3 levels of 255 of a 256-sample reference on average, vello_cpu's 3.0.
EPAINT_MANIFEST="$(edited_file epaint Cargo.toml \
  '/^\[dependencies.vello_cpu\]$/,/^$/c\
[dependencies.zeno]\
version = "0.3.3"\
features = ["eval", "std"]\
default-features = false\
' \
  '\[dependencies\.zeno\]\|version = "0\.3\.3"\|features = \["eval", "std"\]\|default-features = false\|\|')"
grep -q 'vello' "$EPAINT_MANIFEST" && { echo "could not patch epaint's Cargo.toml: it still takes vello_cpu" >&2; exit 1; }
EPAINT_FONT="$(edited_file epaint src/text/font.rs \
  's/^use vello_cpu::{color, kurbo};$/#[path = "glyph_fill.rs"]\
mod vello_cpu;\
use vello_cpu::{color, kurbo};/' \
  '#\[path = "glyph_fill\.rs"\]\|mod vello_cpu;\|use vello_cpu::\{color, kurbo\};')"
patch_crate epaint "$EPAINT_MANIFEST" "" src/text/font.rs "$EPAINT_FONT" \
  src/text/glyph_fill.rs web/egui-glyph-fill.rs
# Bevy's text lays out with parley 0.9, which reads fonts and shapes text with older releases
# of the font stack (skrifa 0.42, read-fonts 0.39, harfrust 0.6) than egui's (0.44, 0.41, 0.12),
# so the module held two of each. The copies of parley and of fontique, its font list, take
# egui's releases; harfrust 0.12 moved the size its tracking table is applied at from the shaper
# to the shaping options, the one change parley's shaping needs.
PARLEY_MANIFEST="$(edited_file parley Cargo.toml \
  '/^\[dependencies.harfrust\]$/,/^$/s/^version = "0\.6\.0"$/version = "0.12.0"/
/^\[dependencies.skrifa\]$/,/^$/s/^version = "0\.42\.0"$/version = "0.44.0"/' \
  '\[dependencies\.harfrust\]\|version = "0\.12\.0"\|.*\[dependencies\.skrifa\]\|version = "0\.44\.0"\|')"
PARLEY_SHAPE="$(edited_file parley src/shape/mod.rs \
  '/^            \.point_size(Some(item\.size))$/d
s/^        let glyph_buffer = harf_shaper\.shape_with_plan(shaper_plan, buffer, &scx\.features);$/        let glyph_buffer = harf_shaper.shape(\
            buffer,\
            harfrust::ShapeOptions::new()\
                .plan(Some(shaper_plan))\
                .point_size(Some(item.size))\
                .features(\&scx.features),\
        );/' \
  '\.instance\(Some\(instance\)\)\|            \.build\(\);.*let glyph_buffer = harf_shaper\.shape\(\|            buffer,\|            harfrust::ShapeOptions::new\(\)\|                \.plan\(Some\(shaper_plan\)\)\|                \.point_size\(Some\(item\.size\)\)\|                \.features\(&scx\.features\),\|        \);')"
patch_crate parley "$PARLEY_MANIFEST" "" src/shape/mod.rs "$PARLEY_SHAPE"
FONTIQUE_MANIFEST="$(edited_file fontique Cargo.toml \
  '/^\[dependencies.read-fonts\]$/,/^$/s/^version = "0\.39\.0"$/version = "0.41.0"/' \
  '\[dependencies\.read-fonts\]\|version = "0\.41\.0"\|')"
patch_crate fontique "$FONTIQUE_MANIFEST"
# Bevy's reflection derive submits each type's registration to the inventory crate, a start-up
# constructor per type that keeps the type's whole reflection in the module (its type
# information, dynamic forms and serialisation: about 2.5 MB before wasm-opt), though only an
# app with Bevy's reflect_auto_register feature ever runs them. The browser build replaces
# inventory with a stand-in that collects nothing (web/no-inventory.rs says more), so the linker
# leaves them out.
INVENTORY_VERSION="$(grep -A1 '^name = "inventory"$' Cargo.lock | sed -n 's/^version = "\(.*\)"/\1/p')"
printf '%s\n' '[package]' 'name = "inventory"' "version = \"$INVENTORY_VERSION\"" 'edition = "2021"' \
  'license = "MIT OR Apache-2.0"' 'build = false' 'autoexamples = false' 'autotests = false' \
  'autobenches = false' '[lib]' 'path = "src/lib.rs"' > "$TOOLS/inventory-manifest.toml"
patch_crate inventory "$TOOLS/inventory-manifest.toml" web/no-inventory.rs
# naga_oil, which puts Bevy's shaders together at start-up, matches lines with a few regular
# expressions over ASCII shader text, using only Perl's classes (\s, \w, \d), escapes,
# captures and replacement, yet takes the regex crate, whose matching engines (and, with its
# default features, tables for every Unicode property) are about 330 kB of the module's code.
# Its copy takes regex-lite under regex's name: the same API for what naga_oil calls, with a
# simpler engine a fraction of the size and ASCII classes (the game's build already has it,
# for kira's metadata). A shader that would not compose stops the page at its first frame, which the
# browser test opens.
NAGA_OIL_MANIFEST="$(edited_file naga_oil Cargo.toml \
  '/^\[dependencies.regex\]$/,/^$/{s/^version = .*/package = "regex-lite"\
version = "0.1.9"/
}' \
  '\[dependencies\.regex\]\|package = "regex-lite"\|version = "0\.1\.9"\|\|')"
# regex-lite has one general engine where regex has several fast ones, and the preprocessor tries
# its patterns on every line of every shader as the game starts; its copy skips the lines a
# pattern cannot match (web/naga-oil-line-regex.rs).
NAGA_OIL_PREPROCESS="$(edited_file naga_oil src/compose/preprocess.rs \
  's/^use regex::Regex;$/#[path = "line_regex.rs"]\
mod line_regex;\
use line_regex::Regex;/' \
  '#\[path = "line_regex\.rs"\]\|mod line_regex;\|use line_regex::Regex;')"
# The needles fit the patterns of naga_oil 0.22.0; another release must be checked against them.
[ "$(basename "$(package_dir naga_oil)")" = naga_oil-0.22.0 ] \
  || { echo "naga_oil is not 0.22.0: check its preprocessor's patterns against web/naga-oil-line-regex.rs" >&2; exit 1; }
patch_crate naga_oil "$NAGA_OIL_MANIFEST" "" src/compose/preprocess.rs "$NAGA_OIL_PREPROCESS" \
  src/compose/line_regex.rs web/naga-oil-line-regex.rs
# On the web, Bevy takes naga_oil with its GLSL support, so that a game can load .vert and .frag
# shaders; this game's shaders and Bevy's are all WGSL, and WebGL's GLSL is written by wgpu from
# naga's own form, not read. bevy_shader's copy takes naga_oil without GLSL as it does on the
# desktop (its two conversions of a GLSL source then panic as they do there): naga's GLSL reader
# and its preprocessor leave the module.
SHADER_MANIFEST="$(edited_file bevy_shader Cargo.toml \
  '/^\[target.'"'"'cfg(target_arch = "wasm32")'"'"'.dependencies.naga_oil\]$/,/^$/{/^version = /a\
features = ["test_shader"]\
default-features = false
}' \
  'wasm32"\)'"'"'\.dependencies\.naga_oil\]\|version = "[^"]*"\|features = \["test_shader"\]\|default-features = false\|\|')"
GLSL='feature = "shader_format_glsl"'
SHADER_SOURCE="$(edited_file bevy_shader src/shader.rs \
  "s/#\[cfg(any($GLSL, target_arch = \"wasm32\"))\]/#[cfg($GLSL)]/; s/#\[cfg(all(not($GLSL), not(target_arch = \"wasm32\")))\]/#[cfg(not($GLSL))]/" \
  "(#\[cfg\($GLSL\)\].*#\[cfg\(not\($GLSL\)\)\].*){2}")"
grep -q 'wasm32' "$SHADER_SOURCE" && { echo "could not patch bevy_shader's src/shader.rs: wasm32 is still named" >&2; exit 1; }
patch_crate bevy_shader "$SHADER_MANIFEST" "" src/shader.rs "$SHADER_SOURCE"
# Nothing in the game reads Bevy's type registry: it serves scenes, inspectors and remote tools,
# none of which the game has. Yet each plugin's registrations (every asset type, every input
# event, and through each type its fields' types) keep that type's whole reflection in the module:
# its type information, its dynamic forms and its serialisation through erased_serde. The copy of
# bevy_reflect the browser build uses keeps its registry empty, so none of it is reached: a type
# registered is left out, and type data or a conversion for a type is dropped (with nothing
# registered there is nothing to add it to) rather than a panic.
REFLECT_SOURCE="$(edited_file bevy_reflect src/type_registry.rs \
  's/^        if self\.registrations\.contains_key(&type_id) {$/        if true || self.registrations.contains_key(\&type_id) {/
/^        let data = self\.get_mut(TypeId::of::<[TU]>())\.unwrap_or_else(|| {$/,/^        });$/c\
        let Some(data) = None::<\&mut TypeRegistration> else { return };' \
  'if true \|\| self\.registrations\.contains_key\(&type_id\) \{.*(let Some\(data\) = None::<&mut TypeRegistration> else \{ return \};.*){3}')"
grep -q 'without registering' "$REFLECT_SOURCE" \
  && { echo "could not patch bevy_reflect's src/type_registry.rs: a registration still panics" >&2; exit 1; }
patch_crate bevy_reflect "$(package_dir bevy_reflect)/Cargo.toml" "" src/type_registry.rs "$REFLECT_SOURCE"
# The game draws in 2D only (its cameras are all Camera2d): the core pipeline's copy leaves out
# the 3D passes and what serves only them (deferred lighting, order-independent transparency,
# the depth pyramid's mip generation, motion vectors). The UI and egui still name the 3D
# schedule to draw over a 3D camera; with no 3D camera it never runs.
CORE_PIPELINE_SOURCE="$(edited_file bevy_core_pipeline src/lib.rs \
  's/^        app\.add_plugins((Core2dPlugin, Core3dPlugin, CopyDeferredLightingIdPlugin))$/        app.add_plugins(Core2dPlugin)/
/^                OrderIndependentTransparencyPlugin,$/d
/^                MipGenerationPlugin,$/d
/^                BackgroundMotionVectorsPlugin,$/d' \
  'app\.add_plugins\(Core2dPlugin\)\|            \.add_plugins\(\(\|                BlitPlugin,\|                TonemappingPlugin,\|                UpscalingPlugin,\|            \)\);')"
patch_crate bevy_core_pipeline "$(package_dir bevy_core_pipeline)/Cargo.toml" "" src/lib.rs "$CORE_PIPELINE_SOURCE"
# The game loads nothing from files and never asks for an asset's .meta file (src/app.rs:
# AssetMetaCheck::Never), yet every asset loader keeps the code that reads and writes a meta
# file in RON, and with it the RON parser and writer. bevy_asset's copy reads no meta file (one
# would be refused, as an empty one is) and writes an empty one.
META_SOURCE="$(edited_file bevy_asset src/meta.rs \
  's/^        Ok(ron::de::from_bytes(bytes)?)$/        Err(no_meta().into())/
/^        ron::ser::to_string_pretty($/,/^        \.into_bytes()$/c\
        Vec::new()
$a\
\
/// What reading a meta file gives in this build, which reads none.\
pub(crate) fn no_meta() -> ron::error::SpannedError {\
    let at = ron::error::Position { line: 1, col: 1 };\
    ron::error::SpannedError {\
        code: ron::Error::Message("this build reads no asset meta files".into()),\
        span: ron::error::Span { start: at, end: at },\
    }\
}' \
  'Err\(no_meta\(\)\.into\(\)\).*        Vec::new\(\).*pub\(crate\) fn no_meta\(\)')"
grep -q 'ron::de::\|ron::ser::to_string' "$META_SOURCE" \
  && { echo "could not patch bevy_asset's src/meta.rs: it still reads or writes RON" >&2; exit 1; }
META_SERVER_SOURCE="$(edited_file bevy_asset src/server/mod.rs \
  's/^                        ron::de::from_bytes(&meta_bytes)\.map_err(|e| {$/                        Err(crate::meta::no_meta()).map_err(|e| {/' \
  'Err\(crate::meta::no_meta\(\)\)\.map_err')"
META_LOADER_SOURCE="$(edited_file bevy_asset src/loader.rs \
  's/^            let minimal: ProcessedInfoMinimal = ron::de::from_bytes(&meta_bytes)$/            let minimal: ProcessedInfoMinimal = Err(crate::meta::no_meta())/' \
  'let minimal: ProcessedInfoMinimal = Err\(crate::meta::no_meta\(\)\)')"
patch_crate bevy_asset "$(package_dir bevy_asset)/Cargo.toml" "" src/meta.rs "$META_SOURCE" \
  src/server/mod.rs "$META_SERVER_SOURCE" src/loader.rs "$META_LOADER_SOURCE"
rm "$METADATA"

# Cargo records a patched crate in Cargo.lock; the lock as committed is put back after the build.
KEPT_LOCK="$(mktemp)"
cp Cargo.lock "$KEPT_LOCK"
restore_lock() { cp "$KEPT_LOCK" Cargo.lock; }
trap restore_lock EXIT

# A panic in the browser stops the game where it is (the page's one thread and the worker's
# run nothing after it), and its message went nowhere: the page has no console that Rust's panic
# hook writes to. So the module is built with the compiler's immediate-abort panics: a panic is
# a trap at once, without formatting its message, the Debug forms of the values unwrap and
# expect name, or the source locations, and the standard library is compiled again with the
# module (from the toolchain's rust-src, rust-toolchain.toml) so its own panics go the same way:
# 13.20 to 12.24 MB raw, 4.19 to 3.95 MB through gzip -9, 3.13 to 2.95 MB through brotli. Both
# are unstable options of this release, which RUSTC_BOOTSTRAP lets it take; the toolchain is
# pinned, so they cannot change under the build. The symbols keep the legacy form that the size
# report and the function order read.
# (Cargo resolves the standard library's own crates apart from the game's, and warns there that
# the patches above were not used in that graph: they are, in the game's.)
# Warnings name their source file; without the registry's directory (about 60 characters,
# repeated thousands of times) the names stay as clear and the module is smaller.
# The linker writes a map of what it placed where, for the size report's account of the data.
start=$(date +%s)
MAP="$CARGO_TARGET_DIR/wasm32-unknown-unknown/$PROFILE/challenge.map"
RUSTC_BOOTSTRAP=1 cargo rustc --profile "$PROFILE" --target wasm32-unknown-unknown --bin challenge \
  --timings -Z build-std=std,panic_abort "${PATCHES[@]}" \
  --config "target.wasm32-unknown-unknown.rustflags = ['--remap-path-prefix=$REGISTRY/=', '-Zunstable-options', '-Cpanic=immediate-abort', '-Csymbol-mangling-version=legacy']" \
  -- -C "link-arg=--Map=$MAP"
echo "cargo build: $(( $(date +%s) - start )) s"
restore_lock
start=$(date +%s)

rm -rf "$OUT"
mkdir -p "$OUT"
LINKED="$CARGO_TARGET_DIR/wasm32-unknown-unknown/$PROFILE/challenge.wasm"
# The stand-in for inventory must have been used: no start-up constructor may submit anything.
node -e 'import("./web/wasm-module.mjs").then(({ WasmModule, failer }) => {
  const fail = failer("build.sh");
  const names = new WasmModule(require("fs").readFileSync(process.argv[1]), fail).functionNames();
  if ([...names.values()].some((name) => /__ctor17h[0-9a-f]{16}E$/.test(name))) {
    fail("the module has start-up constructors: the stand-in for inventory was not used");
  }
})' "$LINKED"
wasm-bindgen --target web --no-typescript --remove-producers-section \
  --out-dir "$OUT" --out-name challenge "$LINKED"
# Similar functions side by side, where gzip can use each to shorten the next (the script says
# how; 6.03 to 5.46 MB through gzip -9), then squeezed. wasm-opt keeps the names (-g, which
# changes nothing else: the module is the same byte for byte once they are stripped) for the
# size report, and they are stripped after it.
KEYS="$CARGO_TARGET_DIR/web-function-keys.json"
node web/order-functions.mjs "$OUT/challenge_bg.wasm" "$OUT/keyed.wasm" "$KEYS"
WASM_OPT_FLAGS=(-Oz --reorder-functions-by-name -g --strip-producers
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
NAMED="$CARGO_TARGET_DIR/web-named.wasm"
kept_or_made "$OUT/keyed.wasm" "$NAMED" "$("$WASM_OPT" --version) ${WASM_OPT_FLAGS[*]}" \
  "$WASM_OPT" "${WASM_OPT_FLAGS[@]}" "$OUT/keyed.wasm" -o "$NAMED"
rm "$OUT/keyed.wasm"
# What the module is made of (web/size-report.mjs says how it counts).
node web/size-report.mjs "$NAMED" --keys "$KEYS" --map "$MAP"
node web/strip-names.mjs "$NAMED" "$OUT/challenge_bg.wasm"
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
