// The bot worker: a second instance of the game's module that only answers bot requests, so
// computer players think beside the game instead of inside its frames. The page sends the
// compiled module once ({ module }), then requests ({ ticket, request }); every request gets
// a reply ({ ticket, reply }) — the bot's action, or an error the game recovers from by
// thinking on its own thread.

import init, { bot_think } from './challenge.js';

let ready = null;

self.onmessage = async ({ data }) => {
  if (data.module) {
    // The game's entry point sees it runs in a worker and returns without opening a window.
    ready = init({ module_or_path: data.module });
    return;
  }
  let reply;
  try {
    if (!ready) throw new Error('the module was never sent');
    await ready;
    reply = bot_think(data.request);
  } catch (error) {
    reply = JSON.stringify({ error: `the bot worker failed: ${error}` });
  }
  self.postMessage({ ticket: data.ticket, reply });
};
