"""Serves the built site (web/dist) on 127.0.0.1, as a web host would.

A file with a precompressed copy beside it (challenge_bg.wasm.gz, .br: see web/build.sh) is sent
compressed to a browser that accepts the encoding, with Content-Encoding set, so the download is
the size web/build.sh reports. Everything else is sent as it is.

    python3 web/serve.py [PORT] [DIR]      (defaults: 8080, web/dist)
"""

import functools
import http.server
import os
import sys

# Best first: brotli where the browser takes it (HTTPS), then gzip (every browser).
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
    }

    def send_head(self):
        path = self.translate_path(self.path)
        accepted = {
            part.split(";")[0].strip()
            for part in self.headers.get("Accept-Encoding", "").split(",")
        }
        if os.path.isfile(path):
            for encoding, suffix in ENCODINGS:
                if encoding in accepted and os.path.isfile(path + suffix):
                    return self.send_compressed(path, encoding, path + suffix)
        return super().send_head()

    def send_compressed(self, path, encoding, compressed):
        try:
            file = open(compressed, "rb")
        except OSError:
            return super().send_head()
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(os.fstat(file.fileno()).st_size))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return file


def main():
    port = int(sys.argv[1]) if len(sys.argv) > 1 else int(os.environ.get("PORT", "8080"))
    root = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), "dist")
    handler = functools.partial(Handler, directory=root)
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"open http://127.0.0.1:{port}/", flush=True)
        server.serve_forever()


if __name__ == "__main__":
    main()
