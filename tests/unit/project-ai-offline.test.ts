// The offline writer's "Ask AI to Generate Plan" and task assistant, the plan run's steps and
// the readable failure reasons: every template and several businesses give 5–8 valid
// proposals, specific to the project and the business, never repeating a task the project
// has, the same every time for the same input.
import { describe, expect, it } from 'vitest';
import { AI_ERROR_MESSAGE, PLAN_PROPOSALS_MAX, PLAN_PROPOSALS_MIN, PlanProposal } from '#contracts/project-ai';
import { proposePlanOffline } from '#lib/ai/offline/plan';
import { freshProposals } from '#lib/ai/project-plan';
import { assistOffline } from '#lib/ai/task-assist';
import { sameTitleKey, type PlanRequest } from '#lib/ai/plan-types';
import type { BrandBrief } from '#lib/ai/types';
import { stepsOf } from '#domain/project-ai';
import { planFailureReason } from '../../functions/workflow/project-plan/record-failure.ts';

const cafe: BrandBrief = {
  name: 'Corner Café',
  industry: 'Coffee shop in Didsbury',
  targetAudience: 'Busy parents who live nearby',
  mainGoal: 'Get more weekday morning customers',
  platforms: ['Instagram', 'Facebook', 'Email'],
  toneOfVoice: 'Friendly',
};
const florist: BrandBrief = {
  name: 'Petal & Stem',
  industry: 'Florist in Chorlton',
  targetAudience: 'Couples planning weddings',
  mainGoal: 'Book more wedding consultations',
  platforms: ['Instagram', 'Facebook'],
  toneOfVoice: 'Playful',
};
const plumber: BrandBrief = {
  name: 'Flow Right',
  industry: 'Plumber in Leeds',
  targetAudience: 'Homeowners',
  mainGoal: 'Get more quote requests',
  platforms: ['Facebook'],
  toneOfVoice: 'Professional',
};
const TEMPLATES = ['product-launch', 'social-growth', 'funnel-build', 'paid-ads', 'rebrand', 'custom', null] as const;

const request = (brand: BrandBrief | null, templateType: string | null, existingTaskTitles: string[] = [], title = 'Spring push'): PlanRequest => ({
  project: { projectId: 'p-1', title, description: 'Win more regulars before summer.', templateType, dueDate: null },
  existingTaskTitles,
  brand,
});

describe('the offline plan writer', () => {
  it.each(TEMPLATES.flatMap((t) => [cafe, florist, plumber, null].map((b) => [t, b?.name ?? 'no brand kit', b] as const)))(
    '%s for %s: 5–8 valid, distinct proposals',
    (template, _name, brand) => {
      const proposals = proposePlanOffline(request(brand, template));
      expect(proposals.length).toBeGreaterThanOrEqual(PLAN_PROPOSALS_MIN);
      expect(proposals.length).toBeLessThanOrEqual(PLAN_PROPOSALS_MAX);
      for (const proposal of proposals) expect(PlanProposal.parse(proposal)).toEqual(proposal);
      expect(new Set(proposals.map((p) => sameTitleKey(p.title))).size).toBe(proposals.length);
      // Never filler: no placeholders left, every description says something concrete.
      for (const p of proposals) {
        expect(`${p.title} ${p.description}`).not.toMatch(/\{(place|name|when|where|link)\}|undefined|null/);
        expect(p.description.length).toBeGreaterThan(40);
      }
    },
  );

  it('speaks of the business: its products, its place, its name', () => {
    const cafeText = proposePlanOffline(request(cafe, 'product-launch', [], 'Launch cardamom bun boxes'))
      .map((p) => `${p.title} ${p.description}`)
      .join('\n');
    expect(cafeText).toContain('cardamom bun');
    expect(cafeText).toContain('Didsbury');
    const floristText = proposePlanOffline(request(florist, 'social-growth'))
      .map((p) => `${p.title} ${p.description}`)
      .join('\n');
    expect(floristText).toContain('Petal & Stem');
    expect(floristText).toMatch(/flower|bouquet|bloom|wedding/i);
  });

  it('is the same for the same input and differs across businesses and templates', () => {
    expect(proposePlanOffline(request(cafe, 'paid-ads'))).toEqual(proposePlanOffline(request(cafe, 'paid-ads')));
    expect(proposePlanOffline(request(cafe, 'paid-ads'))).not.toEqual(proposePlanOffline(request(plumber, 'paid-ads')));
    expect(proposePlanOffline(request(cafe, 'paid-ads'))).not.toEqual(proposePlanOffline(request(cafe, 'rebrand')));
  });

  it('never proposes a task the project already has, whatever its case and punctuation, and still proposes five', () => {
    const first = proposePlanOffline(request(cafe, 'product-launch'));
    const existing = first.map((p) => `  ${p.title.toUpperCase()}!`);
    const next = proposePlanOffline(request(cafe, 'product-launch', existing));
    expect(next.length).toBeGreaterThanOrEqual(PLAN_PROPOSALS_MIN);
    const taken = new Set(existing.map(sameTitleKey));
    expect(next.filter((p) => taken.has(sameTitleKey(p.title)))).toEqual([]);
  });

  it("drops a model's duplicates and the project's own titles, keeping at most eight", () => {
    const p = (title: string) => ({ title, description: 'd', priority: 'medium' as const, phase: 'Build', estimatedDays: 2 });
    const fresh = freshProposals(request(cafe, null, ['Write the brief']), [
      p('Write the brief'),
      p('Shoot photos'),
      p('shoot  photos.'),
      ...Array.from({ length: 10 }, (_, i) => p(`Task ${i}`)),
    ]);
    expect(fresh.map((x) => x.title)).toEqual(['Shoot photos', 'Task 0', 'Task 1', 'Task 2', 'Task 3', 'Task 4', 'Task 5', 'Task 6']);
  });
});

describe('the offline task assistant', () => {
  const base = {
    brand: cafe,
    project: { title: 'Launch cardamom bun boxes', description: '' },
    task: { title: 'Shoot the launch photos', status: 'todo', priority: 'high', dueDate: '2026-12-01' },
    text: 'Photos for Instagram.',
  };
  it('answers the instruction: steps, a checklist, a summary, questions, or a suggestion', () => {
    expect(assistOffline({ ...base, instruction: 'Break it into steps' })).toMatch(/^Building on what is written above, the steps:\n1\. /);
    expect(assistOffline({ ...base, instruction: 'Make a checklist' })).toContain('- [ ] ');
    expect(assistOffline({ ...base, instruction: 'Summarise' }).split('\n')).toHaveLength(1);
    expect(assistOffline({ ...base, instruction: 'What questions should I ask?' })).toMatch(/^Questions to answer/);
    const suggestion = assistOffline({ ...base, instruction: '' });
    expect(suggestion).toContain('Done when:');
    expect(suggestion).toContain('before 2026-12-01');
    expect(suggestion).toContain('busy parents in Didsbury');
  });
  it('is the same for the same input', () => {
    expect(assistOffline({ ...base, instruction: 'steps' })).toBe(assistOffline({ ...base, instruction: 'steps' }));
  });
});

describe('a plan run', () => {
  it('shows each step pending, active, done or failed from what the workflow recorded', () => {
    expect(stepsOf({ status: 'running', contextLoaded: false, proposed: false }).map((s) => s.status)).toEqual(['active', 'pending', 'pending']);
    expect(stepsOf({ status: 'running', contextLoaded: true, proposed: false }).map((s) => s.status)).toEqual(['done', 'active', 'pending']);
    expect(stepsOf({ status: 'running', contextLoaded: true, proposed: true }).map((s) => s.status)).toEqual(['done', 'done', 'active']);
    expect(stepsOf({ status: 'failed', contextLoaded: true, proposed: false }).map((s) => s.status)).toEqual(['done', 'failed', 'pending']);
    expect(stepsOf({ status: 'succeeded', contextLoaded: true, proposed: true }).map((s) => s.status)).toEqual(['done', 'done', 'done']);
  });

  it('says why it failed in words a user can act on, always ending with the AI error', () => {
    expect(planFailureReason(undefined)).toBe(AI_ERROR_MESSAGE);
    expect(
      planFailureReason({
        Error: 'AiAnswerError',
        Cause: JSON.stringify({ errorType: 'AiAnswerError', errorMessage: 'The AI gave an unusable plan twice (x).' }),
      }),
    ).toBe(`The AI gave an unusable plan twice (x). ${AI_ERROR_MESSAGE}`);
    expect(
      planFailureReason({
        Error: 'PlanStepError',
        Cause: JSON.stringify({ errorType: 'PlanStepError', errorMessage: 'The project was deleted before its plan could be made.' }),
      }),
    ).toBe(`The project was deleted before its plan could be made. ${AI_ERROR_MESSAGE}`);
    // Anything else (a bug, a timeout's internals) is not shown.
    expect(
      planFailureReason({ Error: 'TypeError', Cause: JSON.stringify({ errorType: 'TypeError', errorMessage: 'x is undefined at /var/task/index.js' }) }),
    ).toBe(AI_ERROR_MESSAGE);
  });
});
