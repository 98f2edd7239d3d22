// Sanitising the HTML of community posts and replies on the server: DOMPurify over one jsdom
// window, allowing exactly the spec's tags and attributes (spec 02 §5, ALLOWED_TAGS and
// ALLOWED_ATTR in the contract). Links keep only http(s) and mailto addresses, always carry
// rel="noopener noreferrer", and keep a target only when it is _blank. The browser renders
// stored HTML through DOMPurify again with the same lists (web/src/lib/sanitize.ts).
// jsdom is loaded on the first sanitise only, so reading handlers never pay for it.
import type { DOMPurify } from 'dompurify';
import { ALLOWED_ATTR, ALLOWED_TAGS, EXCERPT_MAX } from '#contracts/community';

/** What an href may be. */
const SAFE_URL = /^(?:https?:|mailto:)/i;
/**
 * DOMPurify tests every attribute value against this (target and rel too): http(s), mailto
 * or no scheme at all; the hook then keeps only SAFE_URL hrefs.
 */
const NO_OTHER_SCHEME = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.\-]+(?:[^a-z+.\-:]|$))/i;

let purifier: Promise<DOMPurify> | undefined;

async function create(): Promise<DOMPurify> {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  const { window } = new JSDOM('');
  const made = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && !SAFE_URL.test(href.trim())) node.removeAttribute('href');
    if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return made;
}

function instance(): Promise<DOMPurify> {
  purifier ??= create().catch((error: unknown) => {
    purifier = undefined;
    throw error;
  });
  return purifier;
}

/** The HTML with only the allowed tags and attributes; '' when nothing is left. */
export async function sanitizeHtml(html: string): Promise<string> {
  const clean = (await instance()).sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR],
    ALLOWED_URI_REGEXP: NO_OTHER_SCHEME,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
  return clean.trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * The text of sanitised HTML (no tags, entities decoded, whitespace collapsed): for excerpts,
 * search and "is anything left". Only for HTML that went through sanitizeHtml.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<\/?(?:br|p|li|ul|ol|blockquote|pre)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (all, name: string) => {
      if (ENTITIES[name.toLowerCase()] !== undefined) return ENTITIES[name.toLowerCase()]!;
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return all;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most EXCERPT_MAX characters of the text, cut at a word with "…". */
export function excerptOf(html: string): string {
  const text = htmlText(html);
  if (text.length <= EXCERPT_MAX) return text;
  const cut = text.slice(0, EXCERPT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
