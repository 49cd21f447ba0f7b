// The page's worker: a second instance of the game's module that does the game's work off the
// frame (src/off_frame: the computer players' moves, Suggest, the best-play meter, the sounds),
// so none of it happens inside one of the game's frames. The page sends the compiled module
// once ({ module }), then jobs ({ ticket, job, request }), each answered with
// { ticket, reply } — text, or a sound's samples as a Float32Array — or { ticket, error }, on
// which the game does that job on its own thread.

import init, { work } from './challenge.js';

let ready = null;

self.onmessage = async ({ data }) => {
  if (data.module) {
    // The game's entry point sees it runs in a worker and returns without opening a window.
    ready = init({ module_or_path: data.module });
    return;
  }
  try {
    if (!ready) throw new Error('the module was never sent');
    await ready;
    const reply = work(data.job, data.request);
    const moved = reply instanceof Float32Array ? [reply.buffer] : [];
    self.postMessage({ ticket: data.ticket, reply }, moved);
  } catch (error) {
    self.postMessage({ ticket: data.ticket, error: `the worker failed: ${error}` });
  }
};
