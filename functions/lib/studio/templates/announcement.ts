// An announcement (new opening hours, a new service): a headline and up to five details.
import { block, inset, list, panel, px, rule, text, textBox, type Template } from '../frame.ts';
import type { TextBlock } from '../text.ts';

export const announcement: Template = {
  info: {
    id: 'announcement',
    label: 'Announcement',
    description: 'News for your customers: new hours, a new service, a move.',
    fields: [
      { name: 'headline', label: 'Headline', kind: 'text', max: 90, required: true, placeholder: 'New summer opening hours' },
      {
        name: 'details',
        label: 'Details',
        kind: 'list',
        max: 100,
        maxItems: 5,
        required: false,
        placeholder: 'Monday to Friday: 7am – 6pm\nSaturday: 8am – 4pm\nSunday: closed',
      },
    ],
    photos: 0,
    variants: 2,
    premium: false,
  },
  build(ctx) {
    const p = ctx.palette;
    const details = list(ctx, 'details');
    if (ctx.input.variant === 0) {
      const blocks: TextBlock[] = [
        block(ctx, 'title', 'headline', text(ctx, 'headline')),
        ...details.map((d, i) => block(ctx, 'body', `detail ${i + 1}`, d, { marker: { text: '•', colour: p.heading }, space: i === 0 ? 1.3 : 0.5 })),
      ];
      return [textBox(ctx, blocks, ctx.content, 'center', rule(ctx, 'left'))];
    }
    // A centred notice card in the accent colour.
    const blocks: TextBlock[] = [
      block(ctx, 'title', 'headline', text(ctx, 'headline'), { onPanel: true, align: 'center' }),
      ...details.map((d, i) => block(ctx, 'body', `detail ${i + 1}`, d, { onPanel: true, align: 'center', space: i === 0 ? 1.3 : 0.4 })),
    ];
    return [panel(ctx, ctx.content), textBox(ctx, blocks, inset(ctx.content, px(ctx, 64)), 'center')];
  },
};
