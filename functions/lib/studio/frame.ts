// What every template shares: the canvas, margins (stories keep clear of the app's top and
// bottom bars), the background and pattern, the logo, and a footer row that always keeps its
// space so switching the watermark on or off changes nothing but its own corner.
import { paletteFor, type Palette } from './colour.ts';
import { facesFor, MARK_FACE, type FaceStack } from './fonts.ts';
import { at, h, type Box, type El } from './h.ts';
import { contain, usable, type UsableImage } from './images.ts';
import { patternNode } from './patterns.ts';
import { blockNode, fitStack, type FittedStack, type TextBlock } from './text.ts';
import { STUDIO_SIZES, type RenderInput, type StudioBrand } from './types.ts';

export interface Photo extends UsableImage {
  focalX: number;
  focalY: number;
}

export interface Ctx {
  input: RenderInput;
  brand: StudioBrand;
  fields: Record<string, string | string[]>;
  W: number;
  H: number;
  /** px per design unit: designs are drawn for 1080 and scale with the shorter side. */
  u: number;
  margin: number;
  /** Where the template's text goes: inside the margins, clear of the header and footer. */
  content: Box;
  palette: Palette;
  heading: FaceStack;
  body: FaceStack;
  /** The usable photos (a WebP or damaged one is null: draw the built-in background). */
  /** Indexed by box: an empty box is null. */
  photos: (Photo | null)[];
  /** Every fitted text on the image, for layoutReport. */
  stacks: FittedStack[];
}

const LOGO_HEIGHT = { small: 84, medium: 124, large: 176 } as const;

export function makeCtx(input: RenderInput, brand: StudioBrand, fields: Record<string, string | string[]>): { ctx: Ctx; chrome: El[]; overlay: El[] } {
  const { width: W, height: H } = STUDIO_SIZES[input.size];
  const u = Math.min(W, H) / 1080;
  const margin = Math.round(76 * u);
  // Instagram and Facebook stories cover about 14% top and bottom with their own controls.
  const marginY = input.size === 'story' ? Math.round(H * 0.11) : margin;
  const palette = paletteFor(brand, input.background);
  const fonts = facesFor(brand);
  const logo = input.logo.position === 'none' ? null : usable(brand.logo);
  const logoBox = logo ? contain(logo, LOGO_HEIGHT[input.logo.scale] * u * 2.6, LOGO_HEIGHT[input.logo.scale] * u) : null;
  const markSize = Math.max(18, Math.round(24 * u));
  const footerH = Math.max(Math.round(markSize * 1.4), logoBox && input.logo.position.startsWith('bottom') ? logoBox.height : 0);
  const headerH = logoBox && input.logo.position.startsWith('top') ? logoBox.height : 0;
  const gap = Math.round(margin * 0.5);
  const top = marginY + (headerH ? headerH + gap : 0);
  const bottom = H - marginY - footerH - gap;
  const ctx: Ctx = {
    input,
    brand,
    fields,
    W,
    H,
    u,
    margin,
    content: { x: margin, y: top, w: W - 2 * margin, h: bottom - top },
    palette,
    heading: fonts.heading,
    body: fonts.body,
    photos: placePhotos(input.photos),
    stacks: [],
  };
  const chrome = [patternNode(input.pattern, 0, 0, W, H, u, palette.pattern)].filter((n): n is El => n !== null);
  const overlay: El[] = [];
  if (logo && logoBox) {
    const [vert, side] = input.logo.position.split('-') as ['top' | 'bottom', 'left' | 'right'];
    const x = side === 'left' ? margin : W - margin - logoBox.width;
    const y = vert === 'top' ? marginY : H - marginY - logoBox.height;
    overlay.push(h('img', { src: logo.uri, width: logoBox.width, height: logoBox.height, style: { position: 'absolute', left: x, top: y } }));
  }
  // Footer slots: the logo takes its corner; the watermark the right unless the logo is there;
  // the brand name shows bottom-left only when no logo is drawn (the logo already says it).
  const footerY = H - marginY - footerH;
  const slotW = Math.round((W - 2 * margin) / 2 - gap / 2);
  const footerText = (name: string, text: string, face: FaceStack, side: 'left' | 'right') => {
    const x = side === 'left' ? margin : W - margin - slotW;
    overlay.push(
      textBox(
        ctx,
        [
          {
            name,
            text,
            face,
            max: markSize,
            min: Math.round(markSize * 0.75),
            lineHeight: 1.3,
            colour: palette.muted,
            behind: [palette.bg, palette.pattern],
            align: side,
          },
        ],
        { x, y: footerY, w: slotW, h: footerH },
        'center',
      ),
    );
  };
  if (!logo && brand.name.trim()) footerText('brand', brand.name.trim(), fonts.body, 'left');
  if (input.watermark) footerText('watermark', 'Made with Markk', MARK_FACE, input.logo.position === 'bottom-right' && logo ? 'left' : 'right');
  return { ctx, chrome, overlay };
}

/** Fit blocks into a box and place them; the fit is recorded for layoutReport. */
export function textBox(ctx: Ctx, blocks: TextBlock[], box: Box, valign: 'start' | 'center' | 'end' = 'center', lead?: { node: El; height: number }): El {
  const fitted = fitStack(blocks, box.w, box.h - (lead?.height ?? 0));
  ctx.stacks.push(fitted);
  const justifyContent = { start: 'flex-start', center: 'center', end: 'flex-end' }[valign];
  return at(box.x, box.y, box.w, box.h, { flexDirection: 'column', justifyContent }, lead?.node, ...fitted.blocks.map(blockNode));
}

/** A short accent rule to lead a text column (its height includes the space under it). */
export function rule(ctx: Ctx, align: 'left' | 'center'): { node: El; height: number } {
  const t = px(ctx, 10);
  return {
    node: h(
      'div',
      { style: { height: t * 4, flexShrink: 0, justifyContent: align === 'center' ? 'center' : 'flex-start' } },
      h('div', { style: { width: t * 10, height: t, borderRadius: t, backgroundColor: ctx.palette.panel } }),
    ),
    height: t * 4,
  };
}

/** The string value of a field ('' when empty). */
export const text = (ctx: Ctx, name: string) => {
  const v = ctx.fields[name];
  return typeof v === 'string' ? v : '';
};
export const list = (ctx: Ctx, name: string) => {
  const v = ctx.fields[name];
  return Array.isArray(v) ? v : [];
};

/** Design units to px. */
export const px = (ctx: Ctx, n: number) => Math.round(n * ctx.u);

/** A box inset by n px on every side. */
export const inset = (b: Box, n: number): Box => ({ x: b.x + n, y: b.y + n, w: b.w - 2 * n, h: b.h - 2 * n });

/** The built-in stand-in for a missing photo: the brand colours in a soft diagonal blend with a pattern. */
export function photoStandIn(ctx: Ctx, box: Box, radius = 0): El {
  const { primary, secondary } = ctx.brand;
  return at(
    box.x,
    box.y,
    box.w,
    box.h,
    { backgroundImage: `linear-gradient(135deg, ${primary}, ${secondary})`, borderRadius: radius, overflow: 'hidden' },
    patternNode('waves', 0, 0, box.w, box.h, ctx.u, 'rgba(255,255,255,0.18)'),
  );
}

/** One template: its catalogue entry and the elements it draws on a Ctx (in front of the background, behind the logo). */
export interface Template {
  info: import('./types.ts').TemplateInfo;
  build(ctx: Ctx): El[];
}

/** Is the content area wider than tall (side-by-side layouts) ? */
export const wide = (ctx: Ctx) => ctx.content.w > ctx.content.h * 1.15;

/** The type scale, in design units at 1080: each role's largest and smallest size and its leading. */
const ROLES = {
  display: { face: 'heading', max: 200, min: 84, lineHeight: 1.05, balance: true },
  title: { face: 'heading', max: 108, min: 40, lineHeight: 1.12, balance: true },
  subtitle: { face: 'heading', max: 64, min: 30, lineHeight: 1.25, balance: true },
  body: { face: 'body', max: 42, min: 25, lineHeight: 1.4, balance: false },
  small: { face: 'body', max: 30, min: 21, lineHeight: 1.35, balance: false },
  label: { face: 'heading', max: 32, min: 22, lineHeight: 1.2, balance: false },
} as const;
export type Role = keyof typeof ROLES;

/** A text block in a role; on a panel it takes the panel's ink, else the role's colour on the background. */
export function block(ctx: Ctx, role: Role, name: string, value: string, opts: Partial<TextBlock> & { onPanel?: boolean } = {}): TextBlock {
  const r = ROLES[role];
  const p = ctx.palette;
  const { onPanel, ...rest } = opts;
  const colour = onPanel ? p.panelInk : role === 'body' ? p.ink : role === 'small' ? p.muted : p.heading;
  return {
    name,
    text: value,
    face: r.face === 'heading' ? ctx.heading : ctx.body,
    max: px(ctx, r.max),
    min: px(ctx, r.min),
    lineHeight: r.lineHeight,
    balance: r.balance,
    colour,
    behind: onPanel ? [p.panel] : [p.bg, p.pattern],
    ...rest,
  };
}

/** A rounded panel in the accent colour. */
export const panel = (ctx: Ctx, b: Box, radius = px(ctx, 28)) => at(b.x, b.y, b.w, b.h, { backgroundColor: ctx.palette.panel, borderRadius: radius });

/** Split the content area: the first part (left when wide, else top) takes `ratio`, with a gutter between. */
export function split(ctx: Ctx, ratio: number): [Box, Box] {
  const c = ctx.content;
  const gutter = px(ctx, 48);
  if (wide(ctx)) {
    const w = Math.round((c.w - gutter) * ratio);
    return [
      { ...c, w },
      { ...c, x: c.x + w + gutter, w: c.w - w - gutter },
    ];
  }
  const hh = Math.round((c.h - gutter) * ratio);
  return [
    { ...c, h: hh },
    { ...c, y: c.y + hh + gutter, h: c.h - hh - gutter },
  ];
}

/** Each photo in its box (its slot, else its place in the list): a before/after with only the "after" photo keeps it on the right. */
function placePhotos(photos: RenderInput['photos']) {
  const placed: (Photo | null)[] = [];
  photos.forEach((p, i) => {
    const img = usable(p.data);
    placed[p.slot ?? i] = img ? { ...img, focalX: p.focalX, focalY: p.focalY } : null;
  });
  return Array.from(placed, (p) => p ?? null);
}
