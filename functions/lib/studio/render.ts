// From a RenderInput to pixels: validate, lay out (templates + frame), then satori draws SVG
// and resvg rasterises it. layoutReport stops after the layout: it needs no drawing at all,
// because our fitting measured every line with the same font files satori draws with.
import { Resvg } from '@resvg/resvg-js';
import jpeg from 'jpeg-js';
import satori from 'satori';
import type { ReactNode } from 'react';
import { Invalid } from '#lib/errors';
import { BUILDERS } from './catalog.ts';
import { contrastRatio } from './colour.ts';
import { emojiUri } from './emoji.ts';
import { validate } from './fields.ts';
import { fontsFor } from './fonts.ts';
import { makeCtx } from './frame.ts';
import { h, type El } from './h.ts';
import { STUDIO_SIZES, TEMPLATE_IDS, type LayoutReport, type RenderInput, type StudioBrand, type TemplateId } from './types.ts';

function template(id: unknown) {
  if (!TEMPLATE_IDS.includes(id as TemplateId)) throw new Invalid(`There is no template called ${JSON.stringify(id)}.`);
  return BUILDERS[id as TemplateId];
}

/** Checks the fields against the template, trims them and strips control characters. */
export function parseFields(id: TemplateId, fields: unknown): Record<string, string | string[]> {
  return validate(template(id).info.fields, fields);
}

/** How many images the post is: the carousel's slides, else 1. */
export function slideCount(id: TemplateId, fields: Record<string, string | string[]>): number {
  if (id !== 'carousel') return 1;
  const slides = fields.slides;
  return Array.isArray(slides) ? Math.min(10, Math.max(3, slides.length)) : 3;
}

/** The checked layout of an image, before drawing: the bench draws it with satori and resvg alone. */
export function compose(input: RenderInput, brand: StudioBrand) {
  const t = template(input.template);
  if (!(input.size in STUDIO_SIZES)) throw new Invalid(`There is no image size called ${JSON.stringify(input.size)}.`);
  if (!Number.isInteger(input.variant) || input.variant < 0 || input.variant >= t.info.variants)
    throw new Invalid(`The ${t.info.label} template has layouts 1 to ${t.info.variants}.`);
  const fields = parseFields(input.template, input.fields);
  if (input.template === 'carousel') {
    const n = slideCount('carousel', fields);
    const slide = input.slide ?? 0;
    if (!Number.isInteger(slide) || slide < 0 || slide >= n) throw new Invalid(`This carousel has slides 1 to ${n}.`);
  }
  const { ctx, chrome, overlay } = makeCtx(input, brand, fields);
  const { W, H } = ctx;
  const root: El = h(
    'div',
    { style: { position: 'relative', width: W, height: H, backgroundColor: ctx.palette.bg, overflow: 'hidden' } },
    ...chrome,
    ...t.build(ctx),
    ...overlay,
  );
  return { ctx, root };
}

/**
 * Draws an image. `scale` below 1 rasterises the same layout smaller (the live preview draws
 * at half size: a quarter of the pixels to fill and encode); the answer's width and height
 * are the pixels drawn.
 */
export async function renderImage(
  input: RenderInput,
  brand: StudioBrand,
  format: 'png' | 'jpeg',
  scale = 1,
): Promise<{ data: Buffer; contentType: 'image/png' | 'image/jpeg'; width: number; height: number }> {
  const { ctx, root } = compose(input, brand);
  const svg = await satori(root as unknown as ReactNode, satoriOptions(ctx.W, ctx.H, brand));
  const rendered = new Resvg(svg, scale === 1 ? RESVG_OPTIONS : { ...RESVG_OPTIONS, fitTo: { mode: 'zoom', value: scale } }).render();
  const { width, height } = rendered;
  if (format === 'png') return { data: rendered.asPng(), contentType: 'image/png', width, height };
  const data = jpeg.encode({ data: rendered.pixels, width, height }, 88).data;
  return { data, contentType: 'image/jpeg', width, height };
}

export const RESVG_OPTIONS = { fitTo: { mode: 'original' as const }, font: { loadSystemFonts: false } };

/** satori's options for an image: the tone's fonts (behind the brand's own, when it has them), and Twemoji for emoji. */
export function satoriOptions(width: number, height: number, brand: StudioBrand) {
  return {
    width,
    height,
    fonts: fontsFor(brand.tone, brand.fonts),
    // Emoji come as Twemoji images; a script no font covers (Arabic, Thai…) gets nothing and
    // draws as boxes.
    loadAdditionalAsset: async (code: string, segment: string) => (code === 'emoji' ? (emojiUri(segment) ?? '') : []),
  };
}

export async function layoutReport(input: RenderInput, brand: StudioBrand): Promise<LayoutReport> {
  const { ctx } = compose(input, brand);
  const overflow = ctx.stacks.flatMap((s) => s.overflow);
  const contrast = ctx.stacks.flatMap((s) =>
    s.blocks.flatMap((b) => [
      { text: b.name, ratio: Math.min(...(b.pill ? [b.pill] : b.behind).map((bg) => contrastRatio(b.colour, bg))) },
      ...(b.marker
        ? [{ text: `${b.name} marker`, ratio: Math.min(...(b.marker.bg ? [b.marker.bg] : b.behind).map((bg) => contrastRatio(b.marker!.colour, bg))) }]
        : []),
    ]),
  );
  return { overflow, contrast };
}
