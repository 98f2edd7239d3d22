// The SEO outline's internal link ideas: the owner's drafts whose titles share most of the
// topic's words, each with words to link from; and the short form of a topic or title.
import { SEO_LINKS_MAX, type SeoOutlineDraft } from '#contracts/seo-outlines';
import type { LinkableDraft } from '#lib/ai/seo-types';
import { lowerFirst } from './brief.ts';
import { fitting, oneLine, sayingOf, stem, wordsOf } from './seo-text.ts';

/** The topic's first part when it has parts ("Wedding cakes: flavours, tiers and budgets" → "Wedding cakes"). */
export function shortTopic(bare: string): string | null {
  const [head] = bare.split(/\s*[:;,(–—]\s*|\s+-\s+/);
  return head && head !== bare && head.split(' ').length >= 2 ? head : null;
}

/** Internal link ideas: the drafts whose titles share most of the topic's words (the newest first among equals), each with words to link from. */
export function internalLinks(drafts: readonly LinkableDraft[], focus: ReadonlySet<string>): SeoOutlineDraft['internalLinks'] {
  const scored = drafts
    .map((draft, order) => ({ draft, order, shared: [...wordsOf(draft.title)].filter((word) => focus.has(word)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || a.order - b.order);
  const links: SeoOutlineDraft['internalLinks'] = [];
  const anchors = new Set<string>();
  for (const { draft } of scored) {
    if (links.length === SEO_LINKS_MAX) break;
    if (links.some((link) => link.itemId === draft.itemId)) continue;
    const title = oneLine(draft.title);
    // The words the title shares with the topic, in the title's order.
    const sharedWords = title
      .split(' ')
      .filter((word) => focus.has(stem(word.replace(/[^\p{L}\p{N}'’-]+/gu, ''))))
      .join(' ');
    const [anchorText] = fitting('anchorText', [lowerFirst(title.replace(/[.!?]+$/, '')), shortTopic(title), sharedWords], 1, anchors);
    if (!anchorText) continue;
    anchors.add(sayingOf(anchorText));
    links.push({ itemId: draft.itemId, title: draft.title, anchorText });
  }
  return links;
}
