#!/usr/bin/env bash
# Serves the built site (web/dist, see web/build.sh) on http://127.0.0.1:${PORT:-8080}/.
set -euo pipefail
cd "$(dirname "$0")/dist"
echo "open http://127.0.0.1:${PORT:-8080}/"
exec python3 -m http.server "${PORT:-8080}" --bind 127.0.0.1
