// How a saved reply reads in the Saved & Projects panel: a one-paragraph excerpt, the title a
// draft or a task made from it starts with, and the line under it (expert and date).
import { PERSONAS, type PersonaId } from '#contracts/chat-personas';
import { formatDate } from '../../../lib/format.ts';

export const EXCERPT_MAX = 160;
/** A button's name says which reply it acts on in a few words, not the whole excerpt. */
export const LABEL_EXCERPT_MAX = 60;
/** Spec-silent: a task or draft title made from a reply starts as its first line, at most 120 characters. */
export const TITLE_FROM_REPLY_MAX = 120;
export const UNTITLED_REPLY = 'Saved response';

/** A line without its Markdown dressing: heading marks, bullets, numbering, bold and italics markers. */
function plainLine(line: string): string {
  return line
    .replace(/^\s*#{1,6}\s+/, '')
    .replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts `text` to `max` characters at a word where it can, with "…" when something was cut. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > max / 2 ? room.slice(0, space) : room).trimEnd()}…`;
}

/** The reply as one short paragraph for the list. */
export function excerptOf(content: string): string {
  const text = content.split('\n').map(plainLine).filter(Boolean).join(' ');
  return cut(text, EXCERPT_MAX);
}

/** The reply in a few words, for the names of the buttons that act on it. */
export function labelExcerptOf(content: string): string {
  return cut(excerptOf(content), LABEL_EXCERPT_MAX);
}

/** The first line with words in it, plain, at most 120 characters; "Saved response" when there is none. */
export function titleFromReply(content: string): string {
  const first = content.split('\n').map(plainLine).find(Boolean);
  return first ? cut(first, TITLE_FROM_REPLY_MAX) : UNTITLED_REPLY;
}

/** "Thomas · Nov 23, 2026" */
export function savedByline(persona: PersonaId, createdAt: string): string {
  const date = formatDate(createdAt);
  const name = PERSONAS[persona]?.name ?? persona;
  return date ? `${name} · ${date}` : name;
}
