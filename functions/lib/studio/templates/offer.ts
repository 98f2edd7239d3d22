// An offer or promotion: headline, price (and the old one struck through), a code, an end date, details.
import { block, inset, panel, px, split, text, textBox, type Ctx, type Template } from '../frame.ts';
import type { TextBlock } from '../text.ts';

function parts(ctx: Ctx, align: 'left' | 'center', onPanel: boolean) {
  const p = ctx.palette;
  const [oldPrice, price] = [text(ctx, 'oldPrice'), text(ctx, 'price')];
  const prices: TextBlock[] = [];
  if (oldPrice) prices.push(block(ctx, 'subtitle', 'old price', oldPrice, { align, onPanel, strike: true, max: px(ctx, 52), space: 1 }));
  if (price) prices.push(block(ctx, 'display', 'price', price, { align, onPanel, max: px(ctx, 170), min: px(ctx, 64), space: oldPrice ? 0.1 : 0.4 }));
  const rest: TextBlock[] = [];
  const [details, code, ends] = [text(ctx, 'details'), text(ctx, 'code'), text(ctx, 'ends')];
  if (details) rest.push(block(ctx, 'body', 'details', details, { align, space: 1 }));
  // The code sits on a pill in the accent colour so it reads as something to copy.
  if (code) rest.push({ ...block(ctx, 'label', 'code', code, { align, space: 1.2, tracking: 0.08 }), colour: p.panelInk, pill: p.panel, behind: [p.panel] });
  if (ends) rest.push(block(ctx, 'small', 'ends', ends, { align, space: 0.8 }));
  return { prices, rest };
}

export const offer: Template = {
  info: {
    id: 'offer',
    label: 'Offer or promotion',
    description: 'A deal with its price, code and end date.',
    fields: [
      { name: 'headline', label: 'Headline', kind: 'text', max: 80, required: true, placeholder: 'Half-price pastries after 4pm' },
      { name: 'price', label: 'Price', kind: 'text', max: 20, required: false, placeholder: '£2.50' },
      { name: 'oldPrice', label: 'Old price', kind: 'text', max: 20, required: false, placeholder: '£5' },
      { name: 'code', label: 'Code', kind: 'text', max: 24, required: false, placeholder: 'SWEET50' },
      { name: 'ends', label: 'End date', kind: 'text', max: 40, required: false, placeholder: 'Ends Sunday 12 May' },
      { name: 'details', label: 'Details', kind: 'text', max: 160, required: false, placeholder: 'Every weekday in the shop. While stocks last.' },
    ],
    photos: 0,
    variants: 2,
    premium: false,
  },
  build(ctx) {
    const headline = text(ctx, 'headline');
    if (ctx.input.variant === 0) {
      const { prices, rest } = parts(ctx, 'center', false);
      return [textBox(ctx, [block(ctx, 'title', 'headline', headline, { align: 'center' }), ...prices, ...rest], ctx.content, 'center')];
    }
    // Split: the price (or, without one, the headline) fills an accent panel; the rest beside it.
    const { prices, rest } = parts(ctx, 'left', true);
    const [left, right] = split(ctx, 0.45);
    const inPanel = prices.length ? prices.map((b, i) => (i === 0 ? { ...b, space: 0 } : b)) : [block(ctx, 'title', 'headline', headline, { onPanel: true })];
    const beside = prices.length ? [block(ctx, 'title', 'headline', headline), ...rest] : rest;
    const out = [panel(ctx, left), textBox(ctx, inPanel, inset(left, px(ctx, 48)), 'center')];
    if (beside.length)
      out.push(
        textBox(
          ctx,
          beside.map((b, i) => (i === 0 ? { ...b, space: 0 } : b)),
          right,
          'center',
        ),
      );
    return out;
  },
};
