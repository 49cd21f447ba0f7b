// Screenshots read back: a tiny PNG reader, and the check that a screenshot shows a drawn table.

import { inflateSync } from 'node:zlib';
import { fail } from './context.mjs';

// A tiny PNG reader (8-bit RGB or RGBA, not interlaced: what Chromium writes).
function decodePng(buffer) {
  let offset = 8;
  let width = 0, height = 0, channels = 0;
  const data = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('ascii', offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const colour = body[9];
      if (body[8] !== 8 || body[12] !== 0) fail('unexpected PNG format');
      channels = colour === 6 ? 4 : colour === 2 ? 3 : fail(`PNG colour type ${colour}`);
    } else if (type === 'IDAT') {
      data.push(body);
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const at = y * (stride + 1) + 1 + x;
      const left = x >= channels ? pixels[y * stride + x - channels] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const upLeft = y > 0 && x >= channels ? pixels[(y - 1) * stride + x - channels] : 0;
      let value = raw[at];
      if (filter === 1) value += left;
      else if (filter === 2) value += up;
      else if (filter === 3) value += (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left), pb = Math.abs(p - up), pc = Math.abs(p - upLeft);
        value += pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      pixels[y * stride + x] = value & 255;
    }
  }
  return { width, height, channels, pixels };
}

export function assertDrawn(png) {
  const { width, height, channels, pixels } = decodePng(png);
  const colours = new Set();
  let corner = null, same = 0, total = 0;
  for (let y = 0; y < height; y += 4) {
    for (let x = 0; x < width; x += 4) {
      const i = (y * width + x) * channels;
      const key = (pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2];
      if (corner === null) corner = key;
      colours.add(key);
      if (key === corner) same++;
      total++;
    }
  }
  if (colours.size <= 200) fail(`the table looks blank: only ${colours.size} colours`);
  if (same * 100 >= total * 90) fail(`the table looks blank: ${same} of ${total} samples are one colour`);
  return colours.size;
}
