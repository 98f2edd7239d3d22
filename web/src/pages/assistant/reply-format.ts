// How an expert's reply is shown (spec 02 §2.1 item 3), as data: headings for lines that are
// bold alone (`**Title**`) or start with `#` marks (`### Title`), numbered items, bullets and
// their indented sub-bullets, highlighted boxes for lines that start with Action, Next or Step
// and for lines that end in a question mark, and paragraphs for the rest. `**bold**` inside a
// line stays bold. Pure: ReplyText.tsx draws the blocks as React elements, so text from the
// model is always text, never HTML.

/** A run of a line's text, bold or not. */
export interface Span {
  text: string;
  bold: boolean;
}

export interface ListItem {
  /** The item's text. */
  spans: Span[];
  /** Its indented sub-bullets. */
  children: Span[][];
}

export type HighlightKind = 'action' | 'question';

export type ReplyBlock =
  | { kind: 'heading'; spans: Span[] }
  | { kind: 'paragraph'; lines: Span[][] }
  | { kind: 'numbered'; start: number; items: ListItem[] }
  | { kind: 'bullets'; items: ListItem[] }
  | { kind: 'highlight'; tone: HighlightKind; spans: Span[] };

const HASH_HEADING = /^#{1,6}\s+(.*)$/;
/** A line that is bold alone, optionally with its colon inside or after: `**Plan:**`, `**Plan**:`. */
const BOLD_HEADING = /^\*\*((?:(?!\*\*)[^])+)\*\*:?$/;
const NUMBERED = /^(\d{1,3})[.)]\s+(.*)$/;
const BULLET = /^[-*•]\s+(.*)$/;
/** Spaces (two or more) or a tab before the marker: a sub-bullet. */
const SUB_BULLET = /^(?: {2,}|\t)\s*(?:[-*•]|\d{1,3}[.)])\s+(.*)$/;
const ACTION_START = /^(?:Action|Next|Step)\b/;

/** The runs of one line: `**…**` pairs become bold, an unpaired `**` stays as written. */
export function parseInline(line: string): Span[] {
  const spans: Span[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    const index = match.index;
    if (index > last) spans.push({ text: line.slice(last, index), bold: false });
    spans.push({ text: match[1]!, bold: true });
    last = index + match[0].length;
  }
  if (last < line.length) spans.push({ text: line.slice(last), bold: false });
  return spans;
}

/** The text of a line without its bold marks, to test what it starts or ends with. */
function plain(line: string): string {
  return line.replace(/\*\*/g, '').trim();
}

/** Whether a line (not a heading or a list item) is shown in a highlighted box, and which. */
export function highlightOf(line: string): HighlightKind | null {
  const text = plain(line);
  if (!text) return null;
  if (ACTION_START.test(text)) return 'action';
  if (text.endsWith('?')) return 'question';
  return null;
}

/** Splits a reply into the blocks it is shown as. Works on a partial (still streaming) reply too. */
export function parseReply(text: string): ReplyBlock[] {
  const blocks: ReplyBlock[] = [];
  // The list a sub-bullet or the next item joins; blank lines between items keep the list open.
  let list: Extract<ReplyBlock, { kind: 'numbered' | 'bullets' }> | null = null;
  let paragraph: Extract<ReplyBlock, { kind: 'paragraph' }> | null = null;

  const push = (block: ReplyBlock) => {
    blocks.push(block);
    paragraph = block.kind === 'paragraph' ? block : null;
    list = block.kind === 'numbered' || block.kind === 'bullets' ? block : null;
  };

  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (!line.trim()) {
      paragraph = null;
      continue;
    }

    const sub = SUB_BULLET.exec(line);
    if (sub) {
      const current = list as Extract<ReplyBlock, { kind: 'numbered' | 'bullets' }> | null;
      const parent = current?.items.at(-1);
      if (current && parent) {
        parent.children.push(parseInline(sub[1]!.trim()));
        paragraph = null;
      } else {
        push({ kind: 'bullets', items: [{ spans: parseInline(sub[1]!.trim()), children: [] }] });
      }
      continue;
    }

    const trimmed = line.trim();
    const hash = HASH_HEADING.exec(trimmed);
    if (hash) {
      push({ kind: 'heading', spans: parseInline(hash[1]!.trim()) });
      continue;
    }
    const bold = BOLD_HEADING.exec(trimmed);
    if (bold?.[1]!.trim()) {
      push({ kind: 'heading', spans: [{ text: bold![1]!.trim().replace(/:$/, ''), bold: false }] });
      continue;
    }

    const numbered = NUMBERED.exec(trimmed);
    if (numbered) {
      const item: ListItem = { spans: parseInline(numbered[2]!.trim()), children: [] };
      const current = list as Extract<ReplyBlock, { kind: 'numbered' | 'bullets' }> | null;
      if (current?.kind === 'numbered') {
        current.items.push(item);
        paragraph = null;
      } else {
        push({ kind: 'numbered', start: Number(numbered[1]), items: [item] });
      }
      continue;
    }

    const bullet = BULLET.exec(trimmed);
    if (bullet) {
      const item: ListItem = { spans: parseInline(bullet[1]!.trim()), children: [] };
      const current = list as Extract<ReplyBlock, { kind: 'numbered' | 'bullets' }> | null;
      if (current?.kind === 'bullets') {
        current.items.push(item);
        paragraph = null;
      } else {
        push({ kind: 'bullets', items: [item] });
      }
      continue;
    }

    const tone = highlightOf(trimmed);
    if (tone) {
      push({ kind: 'highlight', tone, spans: parseInline(trimmed) });
      continue;
    }

    const open = paragraph as Extract<ReplyBlock, { kind: 'paragraph' }> | null;
    if (open) {
      open.lines.push(parseInline(trimmed));
    } else {
      push({ kind: 'paragraph', lines: [parseInline(trimmed)] });
    }
  }
  return blocks;
}
