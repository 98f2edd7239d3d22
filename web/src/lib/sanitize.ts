// Community HTML in the browser (spec 02 §5): posts and replies are rendered through DOMPurify
// with the same allow-list the server applies (p, br, strong, em, u, a, ul, ol, li, blockquote,
// code, pre; href, target, rel). Links keep only http(s) and mailto URLs, open in a new tab and
// always carry rel="noopener noreferrer". The rich-text editor's own markup (<b>, <i>, <div>)
// is turned into the allowed tags before it is sent.
import createDOMPurify, { type WindowLike } from 'dompurify';
import { ALLOWED_ATTR, ALLOWED_TAGS } from '#contracts/community';

/** Only these link targets survive: web pages and e-mail addresses. */
export const SAFE_URL = /^(?:https?:|mailto:)/i;

export type Sanitize = (html: string) => string;

/**
 * A sanitiser over `window` (the page's own by default; a jsdom window in tests). Each has its
 * own DOMPurify instance, so the link hook is added once per instance.
 */
export function createSanitizer(window?: WindowLike): Sanitize {
  const purify = window ? createDOMPurify(window) : createDOMPurify();
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && !SAFE_URL.test(href.trim())) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  const config = {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR],
    ALLOWED_URI_REGEXP: SAFE_URL,
    KEEP_CONTENT: true,
  };
  return (html: string) => purify.sanitize(html, config);
}

let browserSanitizer: Sanitize | undefined;

/** Sanitises community HTML with the page's window: the only input to dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  browserSanitizer ??= createSanitizer();
  return browserSanitizer(html);
}

/** What the editor's browser-made markup becomes in the allowed tags: bold → strong, italic → em, blocks → paragraphs. */
const RENAMES: [RegExp, string][] = [
  [/<(\/?)b(?=[\s>])[^>]*>/gi, '<$1strong>'],
  [/<(\/?)i(?=[\s>])[^>]*>/gi, '<$1em>'],
  [/<(\/?)div(?=[\s>])[^>]*>/gi, '<$1p>'],
];

/** The editor's innerHTML as the allowed markup, sanitised with `sanitize`. */
export function editorHtmlToContent(html: string, sanitize: Sanitize = sanitizeHtml): string {
  let out = html;
  for (const [pattern, replacement] of RENAMES) out = out.replace(pattern, replacement);
  out = sanitize(out).trim();
  // An editor emptied by the user leaves "<br>" or "<p><br></p>" behind: that is no content.
  return /^(?:<p>)?(?:<br>|\s|&nbsp;)*(?:<\/p>)?$/i.test(out) ? '' : out;
}

/** The text a reader sees in community HTML (for blank checks and lengths), without tags. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
