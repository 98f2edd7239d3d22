// A product highlight: one photo, the product's name, its price and one line about it.
import { block, photoStandIn, px, split, text, textBox, wide, type Template } from '../frame.ts';
import { coverNode } from '../images.ts';
import type { TextBlock } from '../text.ts';

export const product: Template = {
  info: {
    id: 'product',
    label: 'Product highlight',
    description: 'One product with its photo, name and price.',
    fields: [
      { name: 'name', label: 'Product name', kind: 'text', max: 60, required: true, placeholder: 'Cinnamon knots' },
      { name: 'price', label: 'Price', kind: 'text', max: 20, required: false, placeholder: '£3.20' },
      { name: 'line', label: 'Line', kind: 'text', max: 120, required: false, placeholder: 'Soft, buttery and baked fresh every morning.' },
    ],
    photos: 1,
    variants: 2,
    premium: false,
  },
  build(ctx) {
    // Variant 0: photo first (top or left); variant 1: text first, photo after.
    const photoFirst = ctx.input.variant === 0;
    const [a, b] = split(ctx, photoFirst ? 0.58 : 0.42);
    const [photoBox, textArea] = photoFirst ? [a, b] : [b, a];
    const radius = px(ctx, 28);
    const photo = ctx.photos[0];
    const align = wide(ctx) ? 'left' : 'center';
    const blocks: TextBlock[] = [block(ctx, 'title', 'name', text(ctx, 'name'), { align, max: px(ctx, 92) })];
    const [price, line] = [text(ctx, 'price'), text(ctx, 'line')];
    if (price) blocks.push(block(ctx, 'subtitle', 'price', price, { align, space: 0.35, colour: ctx.palette.ink }));
    if (line) blocks.push(block(ctx, 'body', 'line', line, { align, space: 0.7 }));
    return [
      photo ? coverNode(photo, photoBox, photo.focalX, photo.focalY, radius) : photoStandIn(ctx, photoBox, radius),
      textBox(ctx, blocks, textArea, 'center'),
    ];
  },
};
