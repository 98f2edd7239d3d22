// A plain branded text card: a headline and an optional line or two under it.
import { at } from '../h.ts';
import { px, rule, text, textBox, type Template } from '../frame.ts';
import type { TextBlock } from '../text.ts';

export const textCard: Template = {
  info: {
    id: 'text-card',
    label: 'Text card',
    description: 'A headline on your brand colours, with an optional line of detail.',
    fields: [
      { name: 'headline', label: 'Headline', kind: 'text', max: 120, required: true, placeholder: 'Fresh sourdough, every morning from 7' },
      {
        name: 'body',
        label: 'Body',
        kind: 'text',
        max: 280,
        required: false,
        placeholder: 'Baked in small batches with local flour. Come early for the cinnamon buns.',
      },
    ],
    photos: 0,
    variants: 2,
    premium: false,
  },
  build(ctx) {
    const { palette: p, content: c } = ctx;
    const centred = ctx.input.variant === 0;
    const align = centred ? 'center' : 'left';
    const blocks: TextBlock[] = [
      {
        name: 'headline',
        text: text(ctx, 'headline'),
        face: ctx.heading,
        max: px(ctx, 112),
        min: px(ctx, 44),
        lineHeight: 1.1,
        colour: p.heading,
        behind: [p.bg, p.pattern],
        align,
        balance: true,
      },
    ];
    const body = text(ctx, 'body');
    if (body)
      blocks.push({
        name: 'body',
        text: body,
        face: ctx.body,
        max: px(ctx, 44),
        min: px(ctx, 26),
        lineHeight: 1.4,
        colour: p.ink,
        behind: [p.bg, p.pattern],
        align,
        space: 1.2,
      });
    if (centred) return [textBox(ctx, blocks, c, 'center', rule(ctx, 'center'))];
    // Editorial: a full-height accent bar on the left, text sitting low like a magazine cover.
    const bar = px(ctx, 10);
    return [
      at(c.x, c.y, bar, c.h, { backgroundColor: p.panel, borderRadius: bar }),
      textBox(ctx, blocks, { x: c.x + bar * 4, y: c.y, w: c.w - bar * 4, h: c.h }, 'end'),
    ];
  },
};
