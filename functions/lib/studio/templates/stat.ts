// A statistic: the number ("3 in 4"), the statement it backs, and where it comes from.
import { block, inset, panel, px, split, text, textBox, type Template } from '../frame.ts';
import type { TextBlock } from '../text.ts';

export const stat: Template = {
  info: {
    id: 'stat',
    label: 'Statistic',
    description: 'One striking number and what it means.',
    fields: [
      { name: 'number', label: 'Number', kind: 'text', max: 12, required: true, placeholder: '3 in 4' },
      { name: 'statement', label: 'Statement', kind: 'text', max: 140, required: true, placeholder: 'of our customers come back within a month' },
      { name: 'source', label: 'Source', kind: 'text', max: 80, required: false, placeholder: 'Our 2024 customer survey' },
    ],
    photos: 0,
    variants: 2,
    premium: false,
  },
  build(ctx) {
    const source = text(ctx, 'source');
    const big = (onPanel: boolean, align: 'left' | 'center') => ({
      ...block(ctx, 'display', 'number', text(ctx, 'number'), { onPanel, align }),
      max: px(ctx, 260),
    });
    const words = (align: 'left' | 'center'): TextBlock[] => [
      block(ctx, 'subtitle', 'statement', text(ctx, 'statement'), { align, space: 0.5 }),
      ...(source ? [block(ctx, 'small', 'source', source, { align, space: 1.2 })] : []),
    ];
    if (ctx.input.variant === 0) return [textBox(ctx, [big(false, 'center'), ...words('center')], ctx.content, 'center')];
    const [first, second] = split(ctx, 0.5);
    const rest = words('left');
    rest[0] = { ...rest[0]!, space: 0 };
    return [panel(ctx, first), textBox(ctx, [big(true, 'center')], inset(first, px(ctx, 40)), 'center'), textBox(ctx, rest, second, 'center')];
  },
};
