// The page's service worker: keeps the game's files so the page starts, and plays against
// computer players, without a network. Each file is fetched from the network first whenever
// there is one, and the copy kept is brought up to date, so a new build is what the next start
// gets; only when the network fails is the kept copy served. web/build.sh writes the build's
// id below, which makes every build's worker a new one that replaces the old and its files.

const BUILD = '/* build id */';
const CACHE = `challenge-${BUILD}`;
// Everything the page needs to start; the table server's socket is never kept.
const FILES = [
  './', './index.html', './challenge.js', './challenge_bg.wasm', './worker.js',
  './manifest.webmanifest', './icons/icon-192.png', './icons/icon-512.png',
  './icons/apple-touch-icon.png',
  // The words of every language but English (web/words-files.mjs), written in by web/build.sh,
  // so the page starts offline in any language.
  /* word files */
];

self.addEventListener('install', event => {
  // `reload` skips the browser's HTTP cache, so the files kept are this build's.
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(FILES.map(file => new Request(file, { cache: 'reload' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', event => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('challenge-') && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', event => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    try {
      const response = await fetch(request);
      if (response.ok && response.status === 200) {
        // Kept under its path alone, so "./" and "./?game=..." share the page's copy.
        const key = request.mode === 'navigate' ? './' : url.pathname;
        event.waitUntil(cache.put(key, response.clone()).catch(() => {}));
      }
      return response;
    } catch (offline) {
      const kept = await cache.match(request.mode === 'navigate' ? './' : url.pathname,
        { ignoreSearch: true });
      if (kept) return kept;
      throw offline;
    }
  })());
});
