// "Track links" on a newsletter or blog draft: every web address in its body becomes a Markk
// short link (UTM source "newsletter" or "blog", content = the draft), and the body is saved
// with the short links in their place. Each link is named by the draft and its address, so a
// second run makes none and answers the same links. Addresses are found as in a scheduled post
// (post-links.ts), plus what a draft's Markdown or pasted HTML needs: `[a](b)` read as two
// addresses, `&amp;` read as `&`, emphasis marks and balanced parentheses, and images left alone
// (an image fetched through a short link would count every view as a click).
import { LINK_TITLE_MAX, type LinkSource, type LinkView, type TrackContentLinksResponse } from '#contracts/analytics';
import { BODY_MAX, type ContentItem } from '#contracts/content';
import type { ContentItemType } from '#contracts/content-types';
import { db } from '#data/service';
import { appUrl } from '#lib/app-url';
import { Invalid, NotFound } from '#lib/errors';
import * as Content from '../content.ts';
import { CODE_LENGTH, make, shortUrlOf, view } from './links.ts';
import { TRAILING, addressesIn, excerpt, isTrackable, shortCodeOf, withAddressesReplaced, type Address } from './post-links.ts';

/** Distinct addresses one run turns into short links; the rest stay as written (a second run takes the next ones). */
export const MAX_CONTENT_LINKS = 25;

export const DRAFT_NOT_FOUND = 'This draft is not among your content: it may have been deleted.';
export const NOT_A_NEWSLETTER_OR_BLOG = 'Short links are made for newsletters and blog posts; a social post gets its own when you schedule it.';
export const NO_ADDRESSES = 'This draft has no web addresses to track. Add a link to your site or shop first.';
const TOO_LONG = 'With its short links this draft would be too long to save. Shorten it, then track its links.';

const SOURCES: Partial<Record<ContentItemType, { source: LinkSource; title: string }>> = {
  email: { source: 'newsletter', title: 'Newsletter: ' },
  blog: { source: 'blog', title: 'Blog: ' },
};

/** Emphasis marks around an address (`**https://…**`) are Markdown, not part of it. */
const EMPHASIS = /[*_]+$/;
/** What precedes an image's address: Markdown `![alt](`, HTML `src="` or a later entry of `srcset="…`. */
const IMAGE_BEFORE = /(?:!\[[^\]\n]*\]\(\s*<?|\bsrc\s*=\s*["']?|\bsrcset\s*=\s*["'][^"'>]*)$/i;
/** How far back an image's opening is looked for. */
const LOOK_BACK = 300;

function trimmed(text: string, raw: string, index: number): string {
  let url = raw;
  for (let previous = ''; previous !== url;) {
    previous = url;
    url = url.replace(TRAILING, '').replace(EMPHASIS, '');
  }
  // An address ending in its own parentheses (a Wikipedia page) keeps the `)` that closes them.
  while (url.split('(').length > url.split(')').length && text[index + url.length] === ')') url += ')';
  return url;
}

/** The addresses in a draft's body, `url` read as a browser would (`&amp;` is `&`), `index`/`length` the text they occupy. */
export function bodyAddresses(body: string): Address[] {
  const found: Address[] = [];
  for (const run of addressesIn(body)) {
    let at = run.index;
    // `[https://a](https://b)` is one run of address characters: split where Markdown's link starts.
    for (const part of run.url.split('](')) {
      const text = trimmed(body, part, at);
      if (text && !IMAGE_BEFORE.test(body.slice(Math.max(0, at - LOOK_BACK), at))) {
        found.push({ url: text.replace(/&amp;/gi, '&'), index: at, length: text.length });
      }
      at += part.length + 2;
    }
  }
  return found;
}

/** The distinct addresses of a body that get short links: trackable, at most MAX_CONTENT_LINKS. */
export function contentUrlsIn(body: string, origin: string): string[] {
  const urls = new Set<string>();
  for (const { url } of bodyAddresses(body)) {
    if (urls.size < MAX_CONTENT_LINKS && isTrackable(url, origin)) urls.add(url);
  }
  return [...urls];
}

/** The Markk short links' codes a body already holds, in order, each once. */
export function shortCodesIn(body: string, origin: string): string[] {
  const codes = new Set<string>();
  for (const { url } of bodyAddresses(body)) {
    try {
      const code = shortCodeOf(new URL(url), origin);
      if (code) codes.add(code.toLowerCase());
    } catch {
      // Not a web address after all: nothing to read.
    }
  }
  return [...codes];
}

/** The body with each address `links` names (address → short link) replaced by its short link. */
export const bodyWithLinks = (body: string, links: ReadonlyMap<string, string>): string => withAddressesReplaced(body, bodyAddresses(body), links);

/** The owner's links among `codes` (another user's short link pasted in a draft stays theirs). */
async function ownLinks(userId: string, codes: readonly string[], origin: string): Promise<LinkView[]> {
  if (codes.length === 0) return [];
  const { linkCode, trackedLink } = db().entities;
  const { data: found } = await linkCode.get(codes.map((code) => ({ code }))).go({ consistent: true });
  const own = found.filter((c) => c.userId === userId);
  if (own.length === 0) return [];
  const { data: links } = await trackedLink.get(own.map((c) => ({ userId, linkId: c.linkId }))).go({ consistent: true });
  const byCode = new Map(links.map((link) => [link.code, view(link, origin)]));
  return codes.flatMap((code) => byCode.get(code) ?? []);
}

async function draftOf(userId: string, itemId: string): Promise<ContentItem> {
  try {
    return await Content.get(userId, itemId);
  } catch (error) {
    if (error instanceof NotFound) throw new NotFound(DRAFT_NOT_FOUND);
    throw error;
  }
}

/** Makes the short links of a newsletter or blog draft and saves its body with them (only when it changed). */
export async function trackContentLinks(userId: string, itemId: string): Promise<TrackContentLinksResponse> {
  const item = await draftOf(userId, itemId);
  const kind = SOURCES[item.type];
  if (!kind) throw new Invalid(NOT_A_NEWSLETTER_OR_BLOG);
  const origin = await appUrl();
  const urls = contentUrlsIn(item.body, origin);
  // Every short link is as long as this one: a body that would not fit is refused before any link is made.
  const sameLength = shortUrlOf(origin, 'x'.repeat(CODE_LENGTH));
  if (bodyWithLinks(item.body, new Map(urls.map((url) => [url, sameLength]))).length > BODY_MAX) throw new Invalid(TOO_LONG);
  const title = excerpt(`${kind.title}${item.title}`, LINK_TITLE_MAX);
  const made = await Promise.all(
    urls.map(async (url) => {
      const link = await make(userId, `content:${itemId}:${url}`, { url, title, source: kind.source, itemId });
      return [url, shortUrlOf(origin, link.code)] as const;
    }),
  );
  const body = bodyWithLinks(item.body, new Map(made));
  const saved = body === item.body ? item : await Content.update(userId, itemId, { title: item.title, body });
  const links = await ownLinks(userId, shortCodesIn(saved.body, origin), origin);
  if (links.length === 0) throw new Invalid(NO_ADDRESSES);
  return { item: saved, links };
}
