import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

// bwip-js is the API's barcode library (the labels print Code 128 with it).
const require = createRequire(import.meta.url);
const bwipjs = require('bwip-js') as {
  raw: (opts: { bcid: string; text: string }) => Array<{ sbs: number[] }>;
};

const WIDTH = 640;
const HEIGHT = 360;
const MODULE_PX = 2;
const FPS = 5;

/** Code 128 of `text` as bar/space widths in modules (bar first). */
function code128(text: string): number[] {
  return bwipjs.raw({ bcid: 'code128', text })[0]!.sbs;
}

/** One luma plane: white, with the barcode's bars across the middle band. */
function lumaFrame(widths: number[] | null): Buffer {
  const y = Buffer.alloc(WIDTH * HEIGHT, 235);
  if (!widths) return y;
  const total = widths.reduce((a, b) => a + b, 0) * MODULE_PX;
  if (total > WIDTH - 40) throw new Error('serial too long for the fake camera frame');
  let x = Math.floor((WIDTH - total) / 2);
  const top = Math.floor(HEIGHT * 0.25);
  const bottom = Math.floor(HEIGHT * 0.75);
  widths.forEach((w, i) => {
    const px = w * MODULE_PX;
    if (i % 2 === 0) {
      for (let row = top; row < bottom; row++) y.fill(16, row * WIDTH + x, row * WIDTH + x + px);
    }
    x += px;
  });
  return y;
}

/**
 * A Y4M video for Chromium's fake camera (`--use-file-for-fake-video-capture`): each serial as a
 * Code 128 barcode for two seconds, a blank second after each. Chromium loops the file.
 * Answers the file's path (in the OS temp folder).
 */
export function barcodeVideo(serials: string[]): string {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const parts: Buffer[] = [
    Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`),
  ];
  const frame = (luma: Buffer, count: number) => {
    for (let i = 0; i < count; i++) parts.push(Buffer.from('FRAME\n'), luma, chroma);
  };
  const blank = lumaFrame(null);
  for (const serial of serials) {
    frame(lumaFrame(code128(serial)), FPS * 2);
    frame(blank, FPS);
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-cam-')), 'barcodes.y4m');
  fs.writeFileSync(file, Buffer.concat(parts));
  return file;
}
