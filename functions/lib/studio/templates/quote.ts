// A customer quote or testimonial: the words, who said it, and a detail (e.g. "Regular since 2019").
import { block, inset, panel, px, text, textBox, type Template } from '../frame.ts';
import type { TextBlock } from '../text.ts';

export const quote: Template = {
  info: {
    id: 'quote',
    label: 'Quote or testimonial',
    description: 'A customer’s kind words, with their name.',
    fields: [
      {
        name: 'quote',
        label: 'Quote',
        kind: 'text',
        max: 240,
        required: true,
        placeholder: 'The best croissants in town, and the friendliest smile with them.',
      },
      { name: 'person', label: 'Person', kind: 'text', max: 60, required: true, placeholder: 'Maya R.' },
      { name: 'detail', label: 'Detail', kind: 'text', max: 80, required: false, placeholder: 'Regular since 2019' },
    ],
    photos: 0,
    variants: 2,
    premium: false,
  },
  build(ctx) {
    const card = ctx.input.variant === 1;
    const align = card ? 'left' : 'center';
    const onPanel = card;
    const blocks: TextBlock[] = [
      // The opening mark is type, not an image: it takes the brand's headline face.
      { ...block(ctx, 'display', 'quote mark', '“', { align, onPanel }), max: px(ctx, 220), min: px(ctx, 110), lineHeight: 0.75 },
      block(ctx, 'subtitle', 'quote', text(ctx, 'quote'), { align, onPanel, space: 0.5 }),
      block(ctx, 'label', 'person', `— ${text(ctx, 'person')}`, { align, onPanel, space: 1.4 }),
    ];
    const detail = text(ctx, 'detail');
    if (detail) blocks.push(block(ctx, 'small', 'detail', detail, { align, onPanel, space: 0.3 }));
    if (!card) return [textBox(ctx, blocks, ctx.content, 'center')];
    return [panel(ctx, ctx.content), textBox(ctx, blocks, inset(ctx.content, px(ctx, 64)), 'center')];
  },
};
