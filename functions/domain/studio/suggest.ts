// "Create image" on a post: the studio opens with the template that fits the post (an offer,
// tips, a quote, an event …), the post's hook as the headline and alt text written from the
// post. Markk's own writer reads the post (it never invents numbers); with OPENAI_API_KEY the
// model writes the headline and the alt text (lib/ai/image-words.ts), falling back to these.
import { TEMPLATES } from '#lib/studio/catalog';
import type { FieldSpec, TemplateId } from '#lib/studio/types';
import { db } from '#data/service';
import { Invalid, NotFound } from '#lib/errors';
import type { SuggestResponse } from '#contracts/studio';
import { config } from '#lib/config';
import { keptClient } from '#lib/ai/client';
import { imageWordsFromModel } from '#lib/ai/image-words';
import * as BrandKits from '../brand-kits.ts';

/** The post's text without hashtags, links and emoji, one space between words. */
const plain = (body: string) =>
  body
    .replace(/https?:\/\/\S+/g, '')
    .replace(/(^|\s)#[\p{L}\p{N}_]+/gu, ' ')
    .replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, '')
    .replace(/[ \t]+/g, ' ')
    .trim();

/** At most `max` characters, cut at a word, without trailing punctuation other than ! or ?. */
export function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line.replace(/[,;:–—-]+$/, '').trim();
  const cut = line.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : line.slice(0, max - 1)).replace(/[\s,;:.–—-]+$/, '')}…`;
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 2);

/** The template a post's words call for. */
export function templateFor(body: string): TemplateId {
  const text = body.toLowerCase();
  if (/[£$€]\s?\d|\d+\s?% off|\bdiscount\b|\bpromo\b|\bcode\b|\boffer\b|\bsale\b/.test(text)) return 'offer';
  if (/^\s*(\d+[.)]|[-•])\s+\S/m.test(body) && /\b(tips?|how to|steps?|ways?)\b/.test(text)) return 'tip';
  if (/[“"][^”"]{12,}[”"]/.test(body) || /\b(review|testimonial|said|says)\b/.test(text)) return 'quote';
  if (/\b(\d{1,2}(:\d{2})?\s?(am|pm)|\d{1,2}:\d{2})\b/.test(text) && /\b(join us|event|workshop|class|tasting|open day|launch|party)\b/.test(text))
    return 'event';
  if (/\bnew\b.*\b(opening hours|hours|service|menu|location|shop|team member)\b|\bwe('| a)re (now )?open\b|\bannounc/.test(text)) return 'announcement';
  if (/\b\d+ in \d+\b|\b\d{1,3}% of\b/.test(text)) return 'stat';
  if (/^\s*(\d+[.)]|[-•])\s+\S/m.test(body)) return 'tip';
  return 'text-card';
}

const PRICE = /[£$€]\s?\d+(?:[.,]\d{2})?/g;

/** A value for one field of the template, from the post, or undefined to leave it for the owner. */
function valueFor(field: FieldSpec, index: number, body: string, hook: string, sentences: string[], brandName: string): string | string[] | undefined {
  const name = field.name.toLowerCase();
  if (field.kind === 'list') {
    const listed = body
      .split('\n')
      .map((l) => /^\s*(?:\d+[.)]|[-•])\s+(.*)$/.exec(l)?.[1]?.trim())
      .filter((l): l is string => Boolean(l));
    const items = (listed.length >= 2 ? listed : sentences.slice(1)).map((s) => clip(plain(s), field.max)).filter(Boolean);
    const count = Math.min(items.length, field.maxItems ?? 6);
    return count > 0 ? items.slice(0, count) : undefined;
  }
  if (index === 0) return clip(hook, Math.min(field.max, 90));
  if (/price/.test(name) && !/old|was/.test(name)) return body.match(PRICE)?.[0];
  if (/old|was/.test(name)) return body.match(PRICE)?.[1];
  if (/code/.test(name)) return /\bcode:?\s+([A-Z0-9]{3,20})\b/i.exec(body)?.[1]?.toUpperCase();
  if (/person|author|name|who/.test(name)) return brandName.slice(0, field.max);
  if (/date|time|place|when|where|source|number|stat|end/.test(name)) return undefined;
  const next = sentences[1];
  return next ? clip(plain(next), Math.min(field.max, 160)) : undefined;
}

/** The studio's starting point for a post: template, fields, alt text. */
export async function suggest(userId: string, itemId: string): Promise<SuggestResponse> {
  const { data } = await db().entities.contentItem.query.byId({ userId, itemId }).go({ limit: 1 });
  const item = data[0];
  if (!item) throw new NotFound('Content not found.');
  if (item.type !== 'post') throw new Invalid('Images go on posts: choose a post, not a newsletter, blog post or document.');
  const brand = await BrandKits.getLatest(userId);
  const brandName = brand?.name ?? 'your business';
  const body = item.body;
  const sentences = sentencesOf(plain(body));
  const hook = sentences[0] ?? clip(plain(item.title), 90);
  const template = templateFor(body);
  const fields: Record<string, string | string[]> = {};
  TEMPLATES[template].fields.forEach((field, i) => {
    const value = valueFor(field, i, body, hook, sentences, brandName);
    if (value !== undefined && value.length > 0) fields[field.name] = value;
  });
  const headline = clip(hook, 90);
  const kind = TEMPLATES[template].label.toLowerCase();
  let altText = clip(`${brandName} ${kind} image in the brand’s colours with the words “${headline.replace(/[.,;:]+$/, '')}”.`, 300);
  // With a model, it writes the headline and the alt text; the rest stays as read from the post.
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL } = config();
  if (OPENAI_API_KEY) {
    const client = await keptClient({ apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL, maxRetries: 1, timeout: 15_000 });
    const words = await imageWordsFromModel(client, OPENAI_MODEL, {
      brandName,
      industry: brand?.industry ?? '',
      template: TEMPLATES[template].label,
      post: body,
    });
    const first = TEMPLATES[template].fields[0];
    if (words) {
      if (first?.kind === 'text') fields[first.name] = clip(words.headline, first.max);
      altText = words.altText;
    }
  }
  return { template, fields, altText, caption: body };
}
