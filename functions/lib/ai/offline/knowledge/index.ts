// The writer's knowledge base: every business kind Markk knows, and the matcher that finds
// the kind (or two, for a "café and flower shop") behind a brand's free-text industry.
import type { BusinessKind } from './types.ts';
import { foodKinds } from './food.ts';
import { retailKinds } from './retail.ts';
import { beautyFitnessKinds } from './beauty-fitness.ts';
import { homeKinds } from './home.ts';
import { homeOutdoorKinds } from './home-outdoor.ts';
import { healthKinds } from './health.ts';
import { healthCareKinds } from './health-care.ts';
import { professionalKinds } from './professional.ts';
import { creativeKinds } from './creative.ts';
import { creativeEventKinds } from './creative-events.ts';
import { generalKind } from './general.ts';

export type { BusinessKind } from './types.ts';
export { generalKind, tradeWords } from './general.ts';

export const BUSINESS_KINDS: readonly BusinessKind[] = [
  ...foodKinds,
  ...retailKinds,
  ...beautyFitnessKinds,
  ...homeKinds,
  ...homeOutdoorKinds,
  ...healthKinds,
  ...healthCareKinds,
  ...professionalKinds,
  ...creativeKinds,
  ...creativeEventKinds,
];

/**
 * The kinds an industry names, in the order it names them (at most two): the earliest match
 * wins, a longer match wins a tie ("fitness coach" is a trainer, not a gym), and a second
 * kind counts only where it names a different part of the text ("café and flower shop").
 * Nothing matched: the general kind, in the brand's own words.
 */
export function matchKinds(industry: string): BusinessKind[] {
  const hits = BUSINESS_KINDS.flatMap((kind) => {
    const m = new RegExp(kind.match.source, kind.match.flags.replace('g', '')).exec(industry);
    return m ? [{ kind, start: m.index, end: m.index + m[0].length }] : [];
  }).sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const chosen: typeof hits = [];
  for (const hit of hits) {
    if (chosen.length === 2) break;
    const apart = chosen.every((c) => hit.start >= c.end || hit.end <= c.start);
    // A second kind only when the text joins two trades ("café and flower shop"), not "dog grooming salon".
    const gap = chosen[0] ? industry.slice(chosen[0].end, hit.start) : '';
    if (apart && (!chosen[0] || (/\b(and|plus|with)\b|[,&+/]/i.test(gap) && !/\b(for|to|of|in|on|at)\b/i.test(gap)))) chosen.push(hit);
  }
  return chosen.length ? chosen.map((c) => c.kind) : [generalKind(industry)];
}

/** Two kinds read as one: their lists interleaved, so posts alternate between them. */
export function blendKinds(kinds: BusinessKind[]): BusinessKind {
  if (kinds.length === 1) return kinds[0]!;
  const mix = <T>(lists: T[][]): T[] => {
    const out: T[] = [];
    for (let i = 0; i < Math.max(...lists.map((l) => l.length)); i++) for (const list of lists) if (list[i] !== undefined) out.push(list[i]!);
    return out;
  };
  const [first] = kinds as [BusinessKind, ...BusinessKind[]];
  return {
    id: kinds.map((k) => k.id).join('+'),
    label: kinds.map((k) => k.label).join(' and '),
    // "coffee and brunch" + "flowers" → "coffee, brunch and flowers"
    topic: kinds
      .map((k) => k.topic)
      .join(' and ')
      .replace(/ and (?=.* and )/g, ', '),
    match: first.match,
    terms: [...new Set(kinds.flatMap((k) => k.terms))],
    products: mix(kinds.map((k) => k.products)),
    seasonal: mix(kinds.map((k) => k.seasonal)),
    local: mix(kinds.map((k) => k.local)),
    offers: mix(kinds.map((k) => k.offers)),
    objections: mix(kinds.map((k) => k.objections)),
    proof: mix(kinds.map((k) => k.proof)),
    tips: mix(kinds.map((k) => k.tips)),
    howTo: first.howTo,
    behindScenes: mix(kinds.map((k) => k.behindScenes)),
    events: mix(kinds.map((k) => k.events)),
    hashtags: mix(kinds.map((k) => k.hashtags)),
  };
}
