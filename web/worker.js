// The page's worker: a second instance of the game's module that thinks for the computer
// players and synthesises the music, so neither happens inside one of the game's frames. The
// page sends the compiled module once ({ module }), then bot requests ({ ticket, request }),
// each answered with { ticket, reply } — the bot's action, or an error the game recovers from
// by thinking on its own thread — and music requests ({ ticket, job: 'music' }), answered
// with { ticket, samples } (interleaved stereo) or { ticket, musicError }, and best-play
// meter questions ({ ticket, job: 'meter', request }), answered with { ticket, meter }.

import init, { bot_think, meter_think, synthesize_music } from './challenge.js';

let ready = null;

self.onmessage = async ({ data }) => {
  if (data.module) {
    // The game's entry point sees it runs in a worker and returns without opening a window.
    ready = init({ module_or_path: data.module });
    return;
  }
  if (data.job === 'music') {
    try {
      if (!ready) throw new Error('the module was never sent');
      await ready;
      const samples = synthesize_music();
      self.postMessage({ ticket: data.ticket, samples }, [samples.buffer]);
    } catch (error) {
      self.postMessage({ ticket: data.ticket, musicError: `the worker failed: ${error}` });
    }
    return;
  }
  if (data.job === 'meter') {
    let meter;
    try {
      if (!ready) throw new Error('the module was never sent');
      await ready;
      meter = meter_think(data.request);
    } catch (error) {
      meter = JSON.stringify({ error: `the worker failed: ${error}` });
    }
    self.postMessage({ ticket: data.ticket, meter });
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
