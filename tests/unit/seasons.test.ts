// Seasons follow the date and the brand's hemisphere: no tulips "in" in November, no summer
// terrace in a Melbourne July, Christmas in December on both sides of the equator. Every
// trade's package from the offline writer, and the offline expert's advice, is read sentence
// by sentence for each month of the year in both hemispheres.
import { describe, expect, it } from 'vitest';
import type { Post } from '#contracts/generation';
import { chatOffline } from '#lib/ai/offline/chat';
import { contentBrief } from '#lib/ai/offline/brief';
import { BUSINESS_KINDS } from '#lib/ai/offline/knowledge/index';
import { offlineWriter } from '#lib/ai/offline/writer';
import { checkPackage, qualityContext } from '#lib/ai/quality';
import { fitsSeason, hemisphereOf, HEMISPHERES, monthOf, MONTH_NAMES, seasonName, type Hemisphere } from '#lib/ai/seasons';
import { dayIn as dayInZone, TimeZone } from '#contracts/common';
import { StartRunRequest } from '#contracts/generation';
import { describe as describeForOpenAi } from '#lib/ai/openai';
import type { BrandBrief } from '#lib/ai/types';

const north = (month: number) => ({ month, hemisphere: 'northern' as const });
const south = (month: number) => ({ month, hemisphere: 'southern' as const });

describe('whether a sentence fits the season', () => {
  it('keeps spring flowers to spring, and moves them six months south of the equator', () => {
    const tulips = 'Tulips and ranunculus are in, the first real sign of spring in the shop.';
    expect(fitsSeason(tulips, north(2))).toBe(true);
    expect(fitsSeason(tulips, north(10))).toBe(false);
    expect(fitsSeason(tulips, south(9))).toBe(true);
    expect(fitsSeason(tulips, south(3))).toBe(false);
  });

  it('keeps the calendar where it is: Christmas and month names are the same in both hemispheres', () => {
    const christmas = 'Order by the 18th for delivery before Christmas, and gift-wrapping is free until then.';
    for (const hemisphere of HEMISPHERES) {
      expect(fitsSeason(christmas, { month: 10, hemisphere })).toBe(true);
      expect(fitsSeason(christmas, { month: 5, hemisphere })).toBe(false);
    }
    // June peonies are a northern summer; in the south, June is winter and the date is wrong.
    const peonies = 'Peony season is short, three weeks in June, so the buckets by the door go fast.';
    expect(fitsSeason(peonies, north(5))).toBe(true);
    expect(fitsSeason(peonies, north(10))).toBe(false);
    for (let month = 0; month < 12; month++) expect(fitsSeason(peonies, south(month))).toBe(false);
  });

  it('lets a sentence with no time of year through, and reads "may" and "march" as words, not months', () => {
    expect(fitsSeason('Book a table for Friday and bring a friend.', north(0))).toBe(true);
    expect(fitsSeason('You may bring your dog, and we march to our own beat.', north(0))).toBe(true);
  });

  it('names the season for the prompts', () => {
    expect(seasonName(north(10))).toBe('late autumn in the northern hemisphere');
    expect(seasonName(south(10))).toBe('late spring in the southern hemisphere');
    expect(seasonName(north(0))).toBe('mid winter in the northern hemisphere');
  });
});

describe("a brand's hemisphere", () => {
  const brand = { name: 'Petal', industry: 'Florist', targetAudience: 'Couples planning a wedding', mainGoal: 'More wedding enquiries' };
  it('comes from the place it names, else the northern; the brand kit setting wins', () => {
    expect(hemisphereOf(brand)).toBe('northern');
    expect(hemisphereOf({ ...brand, industry: 'Florist in Fitzroy, Melbourne' })).toBe('southern');
    expect(hemisphereOf({ ...brand, targetAudience: 'Couples marrying in Cape Town' })).toBe('southern');
    expect(hemisphereOf({ ...brand, targetAudience: 'Couples marrying in Cape Town', hemisphere: 'northern' })).toBe('northern');
    expect(hemisphereOf({ ...brand, hemisphere: 'southern' })).toBe('southern');
  });
});

/** A brand of each trade Markk knows, in a place with no hemisphere of its own. */
const brandOf = (industry: string, today: string, hemisphere: Hemisphere): BrandBrief => ({
  name: 'Northgate',
  industry,
  targetAudience: 'Busy families nearby who want something good',
  mainGoal: 'More repeat customers',
  platforms: ['Instagram', 'Facebook', 'Email', 'Blog'],
  toneOfVoice: 'Friendly',
  hemisphere,
  today,
});

const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim().length > 0);
const dayIn = (month: number) => `2026-${String(month + 1).padStart(2, '0')}-15`;

describe('what Markk knows of each trade', () => {
  it('has a seasonal sentence for every month in both hemispheres', () => {
    const missing: string[] = [];
    for (const kind of BUSINESS_KINDS) {
      for (const hemisphere of HEMISPHERES) {
        for (let month = 0; month < 12; month++) {
          if (!kind.seasonal.some((sentence) => fitsSeason(sentence, { month, hemisphere })))
            missing.push(`${kind.id} in ${MONTH_NAMES[month]} (${hemisphere})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('what Markk writes, month by month, in both hemispheres', () => {
  it('no package of any trade speaks of another time of year', async () => {
    const wrong: string[] = [];
    for (const kind of BUSINESS_KINDS) {
      for (const hemisphere of HEMISPHERES) {
        for (let month = 0; month < 12; month++) {
          const brand = brandOf(kind.label, dayIn(month), hemisphere);
          const strategy = await offlineWriter.strategy(brand);
          const posts: Post[] = [];
          for (let n = 1; n <= 7; n++) posts.push(await offlineWriter.post(brand, strategy, n));
          const [email, blog] = await Promise.all([offlineWriter.newsletter(brand, strategy), offlineWriter.blog(brand, strategy)]);
          const text = [
            strategy.summary,
            ...strategy.weeklyPlan,
            ...posts.map((p) => `${p.title}\n${p.caption}`),
            email.subject,
            email.body,
            blog.title,
            blog.body,
          ];
          for (const sentence of text.flatMap(sentences)) {
            if (!fitsSeason(sentence, { month, hemisphere })) wrong.push(`${kind.id} in ${MONTH_NAMES[month]} (${hemisphere}): ${sentence}`);
          }
          // Keeping to the season leaves enough to say: no sentence repeats, every check holds.
          for (const problem of checkPackage({ strategy, posts, email, blog }, qualityContext(brand))) {
            wrong.push(`${kind.id} in ${MONTH_NAMES[month]} (${hemisphere}): ${problem}`);
          }
        }
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  }, 120_000);

  it('the offline expert’s advice and the brief for OpenAI keep to the season too', () => {
    const wrong: string[] = [];
    for (const kind of BUSINESS_KINDS) {
      for (const hemisphere of HEMISPHERES) {
        for (let month = 0; month < 12; month++) {
          const brand = brandOf(kind.label, dayIn(month), hemisphere);
          const advice = chatOffline({ persona: 'thomas', useCase: 'general', brand, history: [], message: 'What should we post this week?' });
          const hooks = describeForOpenAi(brand, contentBrief(brand));
          for (const sentence of [advice, hooks].flatMap(sentences)) {
            if (!fitsSeason(sentence, { month, hemisphere })) wrong.push(`${kind.id} in ${MONTH_NAMES[month]} (${hemisphere}): ${sentence}`);
          }
        }
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  }, 120_000);
});

describe("the run's day is the user's", () => {
  it('is the calendar day in the browser’s time zone, so a season turns at the user’s midnight, not at UTC’s', () => {
    const lateFebruaryUtc = new Date('2026-02-28T23:30:00Z');
    expect(dayInZone('UTC', lateFebruaryUtc)).toBe('2026-02-28');
    expect(dayInZone('Australia/Sydney', lateFebruaryUtc)).toBe('2026-03-01');
    expect(dayInZone('America/Los_Angeles', new Date('2026-12-01T05:00:00Z'))).toBe('2026-11-30');
    // In Sydney it is already autumn; the same instant in UTC is still the southern summer.
    expect(seasonName({ month: monthOf(dayInZone('Australia/Sydney', lateFebruaryUtc)), hemisphere: 'southern' })).toBe(
      'early autumn in the southern hemisphere',
    );
    expect(seasonName({ month: monthOf(dayInZone('UTC', lateFebruaryUtc)), hemisphere: 'southern' })).toBe('late summer in the southern hemisphere');
  });

  it('takes only IANA time zones from the browser', () => {
    expect(TimeZone.safeParse('Europe/London').success).toBe(true);
    expect(TimeZone.safeParse('Mars/Olympus').success).toBe(false);
    expect(StartRunRequest.safeParse({ requestId: '0e8f2a52-3c1b-4c55-9d8e-2b7a1f0c9e11', timeZone: 'Not a zone' }).success).toBe(false);
    expect(StartRunRequest.safeParse({ requestId: '0e8f2a52-3c1b-4c55-9d8e-2b7a1f0c9e11' }).success).toBe(true);
  });
});
