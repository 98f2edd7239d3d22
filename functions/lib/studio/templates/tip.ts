// A tip or how-to: a title and 2–6 numbered steps.
import { block, inset, list, panel, px, rule, text, textBox, type Template } from '../frame.ts';
import type { TextBlock } from '../text.ts';

export const tip: Template = {
  info: {
    id: 'tip',
    label: 'Tip or how-to',
    description: 'A handy tip in a few numbered steps.',
    fields: [
      { name: 'title', label: 'Title', kind: 'text', max: 90, required: true, placeholder: 'Keep your sourdough fresh for days' },
      {
        name: 'steps',
        label: 'Steps',
        kind: 'list',
        max: 90,
        minItems: 2,
        maxItems: 6,
        required: true,
        placeholder: 'Wrap it in a linen cloth\nStore it cut side down\nRevive it in a hot oven for 5 minutes',
      },
    ],
    photos: 0,
    variants: 2,
    premium: false,
  },
  build(ctx) {
    const p = ctx.palette;
    const card = ctx.input.variant === 1;
    const onPanel = card;
    // On the background the numbers sit in accent circles; on the accent card, in background-coloured ones.
    const marker = (n: number) => (card ? { text: String(n), colour: p.ink, bg: p.bg } : { text: String(n), colour: p.panelInk, bg: p.panel });
    const blocks: TextBlock[] = [
      block(ctx, 'title', 'title', text(ctx, 'title'), { onPanel, max: px(ctx, 88) }),
      ...list(ctx, 'steps').map((step, i) => block(ctx, 'body', `step ${i + 1}`, step, { onPanel, marker: marker(i + 1), space: i === 0 ? 1.4 : 0.7 })),
    ];
    if (!card) return [textBox(ctx, blocks, ctx.content, 'center', rule(ctx, 'left'))];
    return [panel(ctx, ctx.content), textBox(ctx, blocks, inset(ctx.content, px(ctx, 60)), 'center')];
  },
};
