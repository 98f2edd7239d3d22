// WebP photos: resvg cannot decode WebP, so a WebP is decoded with libwebp compiled to
// WebAssembly (@jsquash/webp, Squoosh's codec) and handed to the renderer as a JPEG (any
// transparency flattened onto white). The decoder's .wasm is read from node_modules, or in a
// render function's Lambda from STUDIO_WEBP_WASM (infra/studio-bundling.ts copies it there).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import decode, { init } from '@jsquash/webp/decode.js';
import jpeg from 'jpeg-js';
import { studioConfig } from './config.ts';
import { nodeModules } from './fonts.ts';

/** The decoder's WebAssembly, relative to node_modules: the Lambda bundle copies it. */
export const WEBP_WASM = '@jsquash/webp/codec/dec/webp_dec.wasm';

let ready: Promise<void> | undefined;

function load(): Promise<void> {
  ready ??= (async () => {
    const path = studioConfig().STUDIO_WEBP_WASM ?? join(nodeModules(), WEBP_WASM);
    await init(await WebAssembly.compile(await readFile(path)));
  })();
  return ready;
}

const ascii = (data: Uint8Array, from: number, to: number) => String.fromCharCode(...data.subarray(from, to));

/** A WebP file: "RIFF", its size, "WEBP". */
export const isWebp = (data: Uint8Array) => data.length >= 12 && ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP';

/** The WebP as a JPEG the renderer can draw, or null when it cannot be decoded. */
export async function webpToJpeg(data: Uint8Array, quality = 90): Promise<Uint8Array | null> {
  await load();
  let image: ImageData;
  try {
    image = await decode(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
  } catch {
    return null;
  }
  const rgba = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  for (let i = 0; i < rgba.length; i += 4) {
    const alpha = rgba[i + 3]!;
    if (alpha === 255) continue;
    for (let c = 0; c < 3; c++) rgba[i + c] = Math.round((rgba[i + c]! * alpha + 255 * (255 - alpha)) / 255);
    rgba[i + 3] = 255;
  }
  return new Uint8Array(jpeg.encode({ data: rgba, width: image.width, height: image.height }, quality).data);
}
