// What the offline plan writer composes tasks from: the project, and the business behind it read through Markk's knowledge of the trade.
import type { PlanProposal } from '#contracts/project-ai';
import type { PlanRequest } from '#lib/ai/plan-types';
import type { BrandBrief } from '#lib/ai/types';
import { contentBrief, lowerFirst, shuffled, upperFirst, type ContentBrief } from './brief.ts';
import { matchKinds } from './knowledge/index.ts';

export type Priority = PlanProposal['priority'];

/** One candidate task: the writer keeps the ones that fit, in the template's order. */
export interface Candidate {
  title: string;
  description: string;
  priority: Priority;
  phase: string;
  estimatedDays: number;
}

export interface Context {
  brief: ContentBrief;
  /** The project's title as written, and in a sentence ("the spring menu launch"). */
  project: string;
  /** The project's description, first sentence, or null. */
  aim: string | null;
  /** The product the project is about: one its title or description names, else one in the brand's order. */
  product: [string, string];
  other: [string, string];
  offer: [string, string];
  event: string;
  objection: [string, string];
  tip: [string, string];
  proof: string;
  local: string;
  behind: string;
  /** The main social platform, and whether the brand e-mails its customers. */
  platform: string;
  emails: boolean;
  where: string;
  due: string | null;
}

export const clip = (text: string, max: number) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).replace(/[,:;—–-]+$/, '')}…`;
};
export const sentence = (s: string) => {
  const t = upperFirst(s.trim());
  return /[.!?…]$/.test(t) ? t : `${t}.`;
};
export const firstSentence = (text: string) =>
  text
    .trim()
    .split(/(?<=[.!?])\s+/)[0]
    ?.trim() ?? '';

/** Words of a text worth matching a product against ("Launch our cardamom buns" → cardamom, buns). */
export const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2),
  );

/** Words in product names that say nothing about which product a project is about. */
export const COMMON = new Set(['the', 'and', 'for', 'with', 'house', 'seasonal', 'signature', 'starter', 'package', 'service', 'made', 'measure']);

export function productFor(brief: ContentBrief, text: string, order: number[]): [string, string] {
  const words = wordsOf(text);
  const named = brief.kind.products.find(([name]) =>
    name
      .toLowerCase()
      .split(/\s+/)
      .some((w) => w.length > 2 && !COMMON.has(w) && (words.has(w) || words.has(`${w}s`) || words.has(w.replace(/s$/, '')))),
  );
  return named ?? brief.kind.products[order[0]! % brief.kind.products.length]!;
}

/** A brand brief for a user without a brand kit: the project names the trade when it names one Markk knows. */
export function briefWithout(request: PlanRequest): BrandBrief {
  const text = `${request.project.title} ${request.project.description}`;
  const named = matchKinds(text)[0]?.id !== 'general';
  return {
    name: 'your business',
    industry: named ? text : 'small business',
    targetAudience: 'your customers',
    mainGoal: 'Win more customers',
    platforms: ['Instagram', 'Email'],
    toneOfVoice: 'Friendly',
  };
}

export function contextOf(request: PlanRequest, rand: () => number): Context {
  const brand = request.brand ?? briefWithout(request);
  const brief = contentBrief(brand);
  const { kind } = brief;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const order = shuffled(
    rand,
    kind.products.map((_, i) => i),
  );
  const product = productFor(brief, `${request.project.title} ${request.project.description}`, order);
  const other =
    kind.products.find((p) => p !== product && p === kind.products[order[1]! % kind.products.length]) ?? kind.products.find((p) => p !== product) ?? product;
  const aim = request.project.description.trim() ? firstSentence(request.project.description) : null;
  return {
    brief,
    project: request.project.title.trim(),
    aim,
    product,
    other,
    offer: pick(kind.offers),
    event: pick(kind.events),
    objection: pick(kind.objections),
    tip: pick(kind.tips),
    proof: pick(kind.proof),
    local: pick(kind.local)
      .replaceAll('{place}', brief.place ?? 'the neighbourhood')
      .replaceAll('{name}', brand.name),
    behind: pick(kind.behindScenes),
    platform: brief.platforms[0]!,
    emails: brand.platforms.some((p) => /e-?mail|newsletter/i.test(p)),
    where: brief.place ? `in ${brief.place}` : 'nearby',
    due: request.project.dueDate,
  };
}

/** Who the business is, in a phrase: "Corner Café, a café in Didsbury". */
export const business = (c: Context) =>
  `${c.brief.brand.name === 'your business' ? 'the business' : c.brief.brand.name}${c.brief.place ? ` in ${c.brief.place}` : ''}`;
export const forProject = (c: Context) => `For "${c.project}"`;
export const because = (c: Context) => (c.aim ? ` The project's aim: ${lowerFirst(c.aim.replace(/[.!?]+$/, ''))}.` : '');
