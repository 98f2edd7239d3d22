// A small Markdown subset parsed into blocks and inline spans, with no HTML anywhere: headings,
// paragraphs (line breaks kept), bullet and numbered lists, quotes, **bold**, *italic* and
// `code`. Markdown.tsx turns these into React elements, so any "<script>" in a draft stays text.

export type Inline = { kind: 'text' | 'strong' | 'em' | 'code'; text: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; content: Inline[] }
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'quote'; lines: Inline[][] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;

// Longest markers first: "**" before "*". A marker only counts with text right inside it.
const INLINE = /(\*\*|__)(?=\S)([\s\S]*?\S)\1|(\*|_)(?=\S)([\s\S]*?\S)\3(?![\p{L}\p{N}])|`([^`]+)`/gu;

/** Bold, italic and code spans of one line; everything else is plain text. */
export function parseInline(text: string): Inline[] {
  const spans: Inline[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    const start = match.index;
    // "_" inside a word (snake_case, #brand_name) is not emphasis.
    if (match[3] === '_' && start > 0 && /[\p{L}\p{N}]/u.test(text[start - 1]!)) continue;
    if (start > at) spans.push({ kind: 'text', text: text.slice(at, start) });
    if (match[2] !== undefined) spans.push({ kind: 'strong', text: match[2] });
    else if (match[4] !== undefined) spans.push({ kind: 'em', text: match[4] });
    else spans.push({ kind: 'code', text: match[5]! });
    at = start + match[0].length;
  }
  if (at < text.length) spans.push({ kind: 'text', text: text.slice(at) });
  return spans;
}

/** The blocks of a Markdown text, in order. Blank lines end paragraphs, lists and quotes. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let open: Block | null = null;
  const close = () => {
    if (open) blocks.push(open);
    open = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6, content: parseInline(heading[2]!) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const text = (bullet ?? numbered)![1]!;
      const current = open as Block | null;
      if (current?.kind === 'list' && current.ordered === ordered) current.items.push(parseInline(text));
      else {
        close();
        open = { kind: 'list', ordered, items: [parseInline(text)] };
      }
      continue;
    }
    const quote = QUOTE.exec(line);
    if (quote) {
      const current = open as Block | null;
      if (current?.kind === 'quote') current.lines.push(parseInline(quote[1]!));
      else {
        close();
        open = { kind: 'quote', lines: [parseInline(quote[1]!)] };
      }
      continue;
    }
    const current = open as Block | null;
    if (current?.kind === 'paragraph') current.lines.push(parseInline(line.trim()));
    else {
      close();
      open = { kind: 'paragraph', lines: [parseInline(line.trim())] };
    }
  }
  close();
  return blocks;
}

/** The text a reader sees, without Markdown markers (for excerpts and counts). */
export function plainText(source: string): string {
  return parseMarkdown(source)
    .map((block) => {
      const line = (spans: Inline[]) => spans.map((s) => s.text).join('');
      if (block.kind === 'heading') return line(block.content);
      if (block.kind === 'list') return block.items.map(line).join('\n');
      return block.lines.map(line).join('\n');
    })
    .join('\n\n');
}
