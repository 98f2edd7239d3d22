// Before and after: two photos side by side (or stacked on tall images), each labelled, and a caption.
import { block, photoStandIn, px, text, textBox, wide, type Ctx, type Template } from '../frame.ts';
import type { Box, El } from '../h.ts';
import { coverNode } from '../images.ts';

function photos(ctx: Ctx, area: Box, labelsOnPhotos: boolean): El[] {
  const p = ctx.palette;
  const gutter = px(ctx, 24);
  const radius = px(ctx, 24);
  // Side by side when each half would still be at least as wide as it is tall-ish; else stacked.
  const sideBySide = area.w / 2 >= area.h * 0.7;
  const boxes: Box[] = sideBySide
    ? [
        { ...area, w: (area.w - gutter) / 2 },
        { ...area, x: area.x + (area.w + gutter) / 2, w: (area.w - gutter) / 2 },
      ]
    : [
        { ...area, h: (area.h - gutter) / 2 },
        { ...area, y: area.y + (area.h + gutter) / 2, h: (area.h - gutter) / 2 },
      ];
  const out: El[] = [];
  const labels = [text(ctx, 'before') || 'Before', text(ctx, 'after') || 'After'];
  boxes.forEach((box, i) => {
    const photo = ctx.photos[i];
    out.push(photo ? coverNode(photo, box, photo.focalX, photo.focalY, radius) : photoStandIn(ctx, box, radius));
    // A solid pill keeps the label readable whatever the photo shows.
    const pad = px(ctx, 20);
    const label = { ...block(ctx, 'label', i ? 'after' : 'before', labels[i]!, { tracking: 0.04 }), colour: p.panelInk, pill: p.panel, behind: [p.panel] };
    const labelBox = labelsOnPhotos
      ? { x: box.x + pad, y: box.y + pad, w: box.w - 2 * pad, h: px(ctx, 80) }
      : { x: box.x + pad, y: box.y + box.h - pad - px(ctx, 80), w: box.w - 2 * pad, h: px(ctx, 80) };
    out.push(textBox(ctx, [label], labelBox, labelsOnPhotos ? 'start' : 'end'));
  });
  return out;
}

export const beforeAfter: Template = {
  info: {
    id: 'before-after',
    label: 'Before and after',
    description: 'Two photos that show the difference you make.',
    fields: [
      { name: 'caption', label: 'Caption', kind: 'text', max: 120, required: false, placeholder: 'A tired hallway, fresh in two days' },
      { name: 'before', label: 'Before label', kind: 'text', max: 20, required: false, placeholder: 'Before' },
      { name: 'after', label: 'After label', kind: 'text', max: 20, required: false, placeholder: 'After' },
    ],
    photos: 2,
    variants: 2,
    premium: false,
  },
  build(ctx) {
    const c = ctx.content;
    const caption = text(ctx, 'caption');
    const captionH = caption ? Math.round(c.h * (wide(ctx) ? 0.26 : 0.2)) : 0;
    const gap = caption ? px(ctx, 36) : 0;
    const captionFirst = ctx.input.variant === 1;
    const photoArea: Box = { ...c, y: captionFirst ? c.y + captionH + gap : c.y, h: c.h - captionH - gap };
    const out = photos(ctx, photoArea, !captionFirst);
    if (caption) {
      const box: Box = { ...c, y: captionFirst ? c.y : c.y + c.h - captionH, h: captionH };
      out.push(textBox(ctx, [block(ctx, 'subtitle', 'caption', caption, { align: 'center' })], box, 'center'));
    }
    return out;
  },
};
