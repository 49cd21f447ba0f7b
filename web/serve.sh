#!/usr/bin/env bash
# Serves the built site (web/dist, see web/build.sh) on http://127.0.0.1:${PORT:-8080}/, the
# module precompressed as a web host sends it (web/serve.py).
set -euo pipefail
cd "$(dirname "$0")"
exec python3 serve.py "${PORT:-8080}" dist
