// Sanitising the HTML of community posts and replies on the server with sanitize-html (a
// streaming parser, no DOM), allowing exactly the spec's tags and attributes (spec 02 §5,
// ALLOWED_TAGS and ALLOWED_ATTR in the contract). Links keep only http(s) and mailto
// addresses, always carry rel="noopener noreferrer", and keep a target only when it is
// _blank. The browser renders stored HTML through DOMPurify again with the same lists
// (web/src/lib/sanitize.ts); the rules below give the answers the DOMPurify rules gave here.
import sanitize from 'sanitize-html';
import { ALLOWED_ATTR, ALLOWED_TAGS, EXCERPT_MAX } from '#contracts/community';

/** What an href may be. */
const SAFE_URL = /^(?:https?:|mailto:)/i;
/** Any allowed attribute's value (target and rel too): http(s), mailto or no scheme at all; `a` then keeps only SAFE_URL hrefs. */
const NO_OTHER_SCHEME = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** What browsers skip inside a URL: removed before the scheme is read, as DOMPurify does. */
const URL_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
/** Attribute values that could close a comment, a raw-text element or a tag once re-parsed: dropped whole. */
const BREAKS_OUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)|\/>/i;
/** Elements whose content is not text a reader wrote: dropped with the element. */
const DROPPED_WITH_CONTENT = [
  'annotation-xml',
  'audio',
  'colgroup',
  'desc',
  'foreignobject',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'script',
  'style',
  'svg',
  'template',
  'thead',
  'title',
  'video',
  'xmp',
];

function allowedAttributes(tagName: string, attribs: sanitize.Attributes): sanitize.Attributes {
  const kept: sanitize.Attributes = {};
  for (const [name, raw] of Object.entries(attribs)) {
    const value = raw.trim();
    if (!(ALLOWED_ATTR as readonly string[]).includes(name) || BREAKS_OUT.test(value)) continue;
    if (value && !NO_OTHER_SCHEME.test(value.replace(URL_WHITESPACE, ''))) continue;
    kept[name] = value;
  }
  if (tagName === 'a') {
    if (kept['href'] !== undefined && !SAFE_URL.test(kept['href'].trim())) delete kept['href'];
    if (kept['target'] !== '_blank') delete kept['target'];
    kept['rel'] = 'noopener noreferrer';
  }
  return kept;
}

/** sanitize-html's options; allowedEmptyAttributes (since 2.12) is missing from @types/sanitize-html. */
const OPTIONS: sanitize.IOptions & { allowedEmptyAttributes: string[] } = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { '*': [...ALLOWED_ATTR] },
  // The schemes are checked above, for every allowed attribute.
  allowedSchemesAppliedToAttributes: [],
  // An empty value is written as ="", as a browser serialises it.
  allowedEmptyAttributes: [...ALLOWED_ATTR],
  selfClosing: ['br'],
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  // No style attribute is allowed; Lambda bundles do not even carry postcss (infra/lambda-bundling.ts).
  parseStyleAttributes: false,
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: allowedAttributes(tagName, attribs) }) },
  // A no-break space is written as the entity, as a browser serialises it.
  textFilter: (text) => text.replace(/\u00a0/g, '&nbsp;'),
};

/** The HTML with only the allowed tags and attributes; '' when nothing is left. */
export async function sanitizeHtml(html: string): Promise<string> {
  // No tag at all: the text as written (DOMPurify answered so too).
  if (!html.includes('<')) return html.trim();
  // An HTML parser reads CR LF and CR as LF and drops NUL from text; <br /> is written as <br>.
  const input = html.replace(/\r\n?/g, '\n').replace(/\u0000/g, '');
  return sanitize(input, OPTIONS)
    .replace(/<br \/>/g, '<br>')
    .trim();
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
