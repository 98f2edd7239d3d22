// A carousel (premium): 3–10 slides from a list; each slide shows one item, "n / N" and the brand.
import { block, list, px, rule, textBox, type Template } from '../frame.ts';
import { at, h } from '../h.ts';
import { mix } from '../colour.ts';

export const carousel: Template = {
  info: {
    id: 'carousel',
    label: 'Carousel',
    description: 'A swipeable series: one idea per slide, 3 to 10 slides.',
    fields: [
      {
        name: 'slides',
        label: 'Slides',
        kind: 'list',
        max: 160,
        minItems: 3,
        maxItems: 10,
        required: true,
        placeholder: '5 things you didn’t know about sourdough\nIt takes 24 hours to make\nThe starter is 12 years old\nIt keeps fresh for days',
      },
    ],
    photos: 0,
    variants: 2,
    premium: true,
  },
  build(ctx) {
    const p = ctx.palette;
    const c = ctx.content;
    const slides = list(ctx, 'slides');
    const n = ctx.input.slide ?? 0;
    const counter = `${n + 1} / ${slides.length}`;
    const item = slides[n] ?? '';
    // Progress dots along the bottom of the content: the current slide's in the accent colour.
    const dot = px(ctx, 14);
    const dotsH = dot * 3;
    const dots = at(
      c.x,
      c.y + c.h - dot,
      c.w,
      dot,
      { justifyContent: ctx.input.variant === 0 ? 'center' : 'flex-start' },
      ...slides.map((_, i) =>
        h('div', {
          style: {
            width: dot,
            height: dot,
            borderRadius: dot,
            marginRight: i < slides.length - 1 ? dot : 0,
            backgroundColor: i === n ? p.panel : mix(p.bg, p.ink, 0.25),
          },
        }),
      ),
    );
    const area = { ...c, h: c.h - dotsH };
    const labelH = px(ctx, 84);
    if (ctx.input.variant === 0) {
      const label = { ...block(ctx, 'label', 'counter', counter, { align: 'center', tracking: 0.06 }), colour: p.panelInk, pill: p.panel, behind: [p.panel] };
      return [textBox(ctx, [label, block(ctx, 'title', 'slide', item, { align: 'center', space: 0.8 })], area, 'center'), dots];
    }
    // Editorial: the counter top-left, the slide's words low and left.
    return [
      textBox(ctx, [block(ctx, 'label', 'counter', counter, { tracking: 0.06, max: px(ctx, 44) })], { ...area, h: labelH }, 'start'),
      textBox(ctx, [block(ctx, 'title', 'slide', item)], { ...area, y: area.y + labelH, h: area.h - labelH }, 'end', rule(ctx, 'left')),
      dots,
    ];
  },
};
