// Text fitting: a stack of text blocks (headline, body, …) shares one box. All blocks scale
// down together from their largest sizes until the wrapped lines fit, so the hierarchy holds;
// each block stops at its own minimum. Lines break at spaces; a word is split only when it
// alone is wider than the box. We emit each line as its own non-wrapping element, so what
// satori draws is exactly what we measured.
import { h, type El } from './h.ts';
import { measure, splitGraphemes, type FaceStack } from './fonts.ts';

export interface TextBlock {
  /** Reported in layoutReport (e.g. 'headline'). */
  name: string;
  text: string;
  face: FaceStack;
  /** Largest and smallest font size, px. */
  max: number;
  min: number;
  lineHeight: number;
  colour: string;
  /** Every colour the text may sit on (for the contrast report). */
  behind: string[];
  align?: 'left' | 'center' | 'right';
  /** Even out line lengths (headlines): no long first line over a lonely last word. */
  balance?: boolean;
  /** Space above this block, in its own font size (default 0.6). */
  space?: number;
  /** Letter spacing in em (small uppercase labels). */
  tracking?: number;
  /** A number or bullet in the margin of the first line, optionally in a filled circle. */
  marker?: { text: string; colour: string; bg?: string };
  /** Draw the lines on a rounded pill of this colour (a code, a date). */
  pill?: string;
  /** Strike through (an old price). */
  strike?: boolean;
}

export interface FittedBlock extends TextBlock {
  size: number;
  lines: string[];
  height: number;
  gap: number;
}

export interface FittedStack {
  blocks: FittedBlock[];
  height: number;
  /** Names of blocks that did not fit even at their minimum sizes. */
  overflow: string[];
  /** Whether some word had to be split across lines. */
  splits?: boolean;
}

/** Measuring slack: kerning and shaping never make a line this much wider than our sum. */
const SLACK = 0.98;

const widthOf = (text: string, b: TextBlock, size: number) => measure(text, b.face, size, (b.tracking ?? 0) * size);

/** Greedy word wrap at `width`; only a word wider than a whole line is split (by grapheme). */
export function wrap(b: TextBlock, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of b.text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate, b, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    if (widthOf(word, b, size) > width) {
      let piece = '';
      for (const g of splitGraphemes(word)) {
        if (piece && widthOf(piece + g, b, size) > width) {
          lines.push(piece);
          piece = '';
        }
        piece += g;
      }
      line = piece;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The narrowest width that keeps the same number of lines: balanced lines, same height. */
function balanced(b: TextBlock, size: number, width: number): string[] {
  const lines = wrap(b, size, width);
  if (!b.balance || lines.length < 2) return lines;
  // Never narrower than the widest word: balancing must not split one.
  const widest = Math.max(...b.text.split(/\s+/).map((w) => widthOf(w, b, size)));
  if (widest > width) return lines;
  let [lo, hi] = [Math.max(width * 0.4, widest), width];
  while (hi - lo > 4) {
    const mid = (lo + hi) / 2;
    if (wrap(b, size, mid).length <= lines.length) hi = mid;
    else lo = mid;
  }
  return wrap(b, size, hi);
}

/** Horizontal room a block's marker or pill takes at a size, and the pill's extra height. */
export const markerWidth = (b: TextBlock, size: number) => (b.marker ? Math.round(size * b.lineHeight + size * 0.5) : 0);
const pillPad = (b: TextBlock, size: number) => (b.pill ? { x: Math.round(size * 0.7), y: Math.round(size * 0.3) } : { x: 0, y: 0 });
const textWidth = (b: TextBlock, size: number, width: number) => width - markerWidth(b, size) - 2 * pillPad(b, size).x;

function layout(blocks: TextBlock[], scale: number, width: number): FittedStack {
  let height = 0;
  const fitted = blocks.map((b, i) => {
    const size = Math.max(b.min, Math.round(b.max * scale));
    const lines = balanced(b, size, textWidth(b, size, width) * SLACK);
    const gap = i === 0 ? 0 : Math.round((b.space ?? 0.6) * size);
    const blockHeight = Math.ceil(lines.length * size * b.lineHeight) + 2 * pillPad(b, size).y;
    height += gap + blockHeight;
    return { ...b, size, lines, height: blockHeight, gap };
  });
  // A word split across lines is a last resort: shrink the type first.
  const splits = fitted.some((b) => b.text.split(/\s+/).some((w) => widthOf(w, b, b.size) > textWidth(b, b.size, width) * SLACK));
  const overflow = fitted.filter((b) => b.lines.some((l) => widthOf(l, b, b.size) > textWidth(b, b.size, width))).map((b) => b.name);
  return { blocks: fitted, height, overflow, splits };
}

/** Fit the blocks into width × height, shrinking them together; overflow names what still does not fit. */
export function fitStack(blocks: TextBlock[], width: number, height: number): FittedStack {
  let result = layout(blocks, 1, width);
  for (let scale = 0.95; result.height > height || result.overflow.length || result.splits; scale -= 0.05) {
    const atMin = blocks.every((b) => Math.round(b.max * scale) <= b.min);
    result = layout(blocks, scale, width);
    if (atMin) break;
  }
  if (result.height > height) result.overflow = [...new Set([...result.overflow, ...blocks.map((b) => b.name)])];
  return result;
}

const justify = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** One block as elements: a column of single-line rows, with its marker or pill. */
export function blockNode(b: FittedBlock): El {
  const rowHeight = b.size * b.lineHeight;
  const rows = b.lines.map((line) =>
    h(
      'div',
      {
        style: {
          justifyContent: justify[b.align ?? 'left'],
          height: rowHeight,
          fontFamily: b.face.stems.join(', '),
          fontSize: b.size,
          lineHeight: `${rowHeight}px`,
          color: b.colour,
          whiteSpace: 'pre',
          letterSpacing: b.tracking ? b.tracking * b.size : undefined,
          textDecoration: b.strike ? 'line-through' : undefined,
        },
      },
      line,
    ),
  );
  const pad = pillPad(b, b.size);
  const column = h(
    'div',
    {
      style: {
        flexDirection: 'column',
        flexGrow: b.pill ? 0 : 1,
        padding: `${pad.y}px ${pad.x}px`,
        backgroundColor: b.pill,
        borderRadius: b.pill ? rowHeight : 0,
      },
    },
    ...rows,
  );
  const marker = b.marker
    ? h(
        'div',
        {
          style: {
            width: rowHeight,
            height: rowHeight,
            marginRight: markerWidth(b, b.size) - rowHeight,
            flexShrink: 0,
            justifyContent: 'center',
            alignItems: 'center',
            borderRadius: rowHeight,
            backgroundColor: b.marker.bg,
            color: b.marker.colour,
            fontFamily: b.face.stems.join(', '),
            fontSize: Math.round(b.size * 0.85),
          },
        },
        b.marker.text,
      )
    : null;
  return h('div', { style: { marginTop: b.gap, width: '100%', justifyContent: justify[b.align ?? 'left'] } }, marker, column);
}
