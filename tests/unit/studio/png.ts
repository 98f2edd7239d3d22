// PNG helpers for the studio tests: size from the IHDR chunk, pixels via pngjs, and small test images.
import { expect } from 'vitest';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

export function pngSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(data.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

export const pixels = (data: Buffer) => PNG.sync.read(data);

/** A w × h image in one colour with a darker square at (fx, fy), as PNG or JPEG. */
export function testImage(w: number, h: number, kind: 'png' | 'jpeg', rgb: [number, number, number] = [40, 120, 200]): Buffer {
  const png = new PNG({ width: w, height: h });
  for (let i = 0; i < w * h; i++) png.data.set([...rgb, 255], i * 4);
  return kind === 'png' ? PNG.sync.write(png) : jpeg.encode({ data: png.data, width: w, height: h }, 90).data;
}

/** The smallest valid GIF (one dark opaque pixel) and WebP files (1 × 1). */
export const GIF_1x1 = Buffer.from('R0lGODlhAQABAIAAAAUEBAAAACwAAAAAAQABAAACAkQBADs=', 'base64');
export const WEBP_1x1 = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64');
