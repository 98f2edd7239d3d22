// Logos and photos: what format the bytes are, how big, and the crop that fills a box around
// the focal point. resvg (which rasterises satori's SVG) decodes PNG, JPEG and GIF (first
// frame) but not WebP, so a WebP image is left out: no logo, or the built-in background in
// place of the photo. The upload endpoint can convert WebP to JPEG if that matters.
import { at, h, type El } from './h.ts';

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp';

export interface ImageInfo {
  kind: ImageKind;
  width: number;
  height: number;
}

function jpegSize(b: Buffer): [number, number] | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    // SOF0..SOF15 carry the frame size, except DHT (c4), JPG (c8) and DAC (cc).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return [b.readUInt16BE(i + 7), b.readUInt16BE(i + 5)];
    i += 2 + b.readUInt16BE(i + 2);
  }
  return null;
}

/** The image's kind and pixel size from its header, or null when it is none of the four or is damaged. */
export function imageInfo(data: Uint8Array): ImageInfo | null {
  const b = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (b.length < 30) return null;
  if (b.readUInt32BE(0) === 0x89504e47) return { kind: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (b[0] === 0xff && b[1] === 0xd8) {
    const size = jpegSize(b);
    return size ? { kind: 'jpeg', width: size[0], height: size[1] } : null;
  }
  if (b.toString('latin1', 0, 4) === 'GIF8') return { kind: 'gif', width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  if (b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return { kind: 'webp', width: 0, height: 0 };
  return null;
}

export interface UsableImage extends ImageInfo {
  uri: string;
}

/** A data URI the renderer can draw, or null (unknown, damaged, zero-sized or WebP). */
export function usable(data: Uint8Array | null | undefined): UsableImage | null {
  if (!data) return null;
  const info = imageInfo(data);
  if (!info || info.kind === 'webp' || info.width < 1 || info.height < 1) return null;
  return { ...info, uri: `data:image/${info.kind};base64,${Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64')}` };
}

/** The image scaled to fit inside w × h, aspect kept. */
export function contain(img: ImageInfo, w: number, h: number): { width: number; height: number } {
  const s = Math.min(w / img.width, h / img.height);
  return { width: Math.round(img.width * s), height: Math.round(img.height * s) };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A box filled by the image (cover), cropped so the focal point stays as central as the edges allow. */
export function coverNode(img: UsableImage, box: { x: number; y: number; w: number; h: number }, focalX: number, focalY: number, radius = 0): El {
  const s = Math.max(box.w / img.width, box.h / img.height);
  const [dw, dh] = [Math.ceil(img.width * s), Math.ceil(img.height * s)];
  const fx = clamp(Number.isFinite(focalX) ? focalX : 0.5, 0, 1);
  const fy = clamp(Number.isFinite(focalY) ? focalY : 0.5, 0, 1);
  const left = Math.round(clamp(box.w / 2 - fx * dw, box.w - dw, 0));
  const top = Math.round(clamp(box.h / 2 - fy * dh, box.h - dh, 0));
  return at(
    box.x,
    box.y,
    box.w,
    box.h,
    { overflow: 'hidden', borderRadius: radius },
    h('img', { src: img.uri, width: dw, height: dh, style: { position: 'absolute', left, top, width: dw, height: dh } }),
  );
}
