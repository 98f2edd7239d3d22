// An event: its name, date, time and place.
import { block, inset, panel, px, split, text, textBox, type Template } from '../frame.ts';
import type { TextBlock } from '../text.ts';

export const event: Template = {
  info: {
    id: 'event',
    label: 'Event',
    description: 'A date for the diary: what, when and where.',
    fields: [
      { name: 'name', label: 'Event name', kind: 'text', max: 90, required: true, placeholder: 'Bread-making workshop for beginners' },
      { name: 'date', label: 'Date', kind: 'text', max: 40, required: true, placeholder: 'Saturday 18 May' },
      { name: 'time', label: 'Time', kind: 'text', max: 30, required: false, placeholder: '10am – 1pm' },
      { name: 'place', label: 'Place', kind: 'text', max: 80, required: false, placeholder: 'Rosie’s Bakery, 4 Mill Lane' },
    ],
    photos: 0,
    variants: 2,
    premium: false,
  },
  build(ctx) {
    const p = ctx.palette;
    const [time, place] = [text(ctx, 'time'), text(ctx, 'place')];
    if (ctx.input.variant === 0) {
      const blocks: TextBlock[] = [
        { ...block(ctx, 'label', 'date', text(ctx, 'date'), { align: 'center', tracking: 0.04 }), colour: p.panelInk, pill: p.panel, behind: [p.panel] },
        block(ctx, 'title', 'name', text(ctx, 'name'), { align: 'center', space: 0.5 }),
      ];
      if (time) blocks.push(block(ctx, 'subtitle', 'time', time, { align: 'center', space: 0.6, colour: p.ink }));
      if (place) blocks.push(block(ctx, 'body', 'place', place, { align: 'center', space: 0.5 }));
      return [textBox(ctx, blocks, ctx.content, 'center')];
    }
    // Ticket: the date and time on an accent panel, the name and place beside or below it.
    const [first, second] = split(ctx, 0.4);
    const when: TextBlock[] = [block(ctx, 'title', 'date', text(ctx, 'date'), { onPanel: true, max: px(ctx, 96) })];
    if (time) when.push(block(ctx, 'subtitle', 'time', time, { onPanel: true, space: 0.4 }));
    const what: TextBlock[] = [block(ctx, 'title', 'name', text(ctx, 'name'))];
    if (place) what.push(block(ctx, 'body', 'place', place, { space: 0.8 }));
    return [panel(ctx, first), textBox(ctx, when, inset(first, px(ctx, 48)), 'center'), textBox(ctx, what, second, 'center')];
  },
};
