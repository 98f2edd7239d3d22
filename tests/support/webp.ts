// Real WebP files for the tests, encoded with libwebp (@jsquash/webp's encoder, the codec the
// studio decodes with): a block of one colour, as a phone's WebP photo would arrive.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import encode, { init } from '@jsquash/webp/encode.js';

let ready: Promise<unknown> | undefined;

/** A `width` × `height` WebP of one colour (lossless, so the colour comes back exactly). */
export async function webpOf(width: number, height: number, [r, g, b]: [number, number, number]): Promise<Buffer> {
  const wasm = createRequire(import.meta.url).resolve('@jsquash/webp/codec/enc/webp_enc.wasm');
  ready ??= init(await WebAssembly.compile(readFileSync(wasm)));
  await ready;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([r, g, b, 255], i);
  return Buffer.from(await encode({ data, width, height, colorSpace: 'srgb' } as ImageData, { lossless: 1 }));
}
