// The offline writer's "Ask AI to Generate Plan": 5–8 tasks for the project, composed from its
// template (what kind of project it is), its own title and description, and the business
// behind it (the matched trade's products, offers, events and worries, the place, the
// audience, the goal and how to measure it, the platforms). Deterministic for a project and
// brand; never a title the project already has. Used when no OpenAI key is configured.
import { PLAN_PROPOSALS_MAX, PLAN_PROPOSALS_MIN, PROPOSAL_DESCRIPTION_MAX, PROPOSAL_TITLE_MAX, type PlanProposal } from '#contracts/project-ai';
import { sameTitleKey, type PlanRequest } from '#lib/ai/plan-types';
import { random } from './brief.ts';
import { clip, contextOf, type Candidate, type Context } from './plan-context.ts';
import { custom } from './tables/plan-custom.ts';
import { funnelBuild } from './tables/plan-funnel-build.ts';
import { paidAds } from './tables/plan-paid-ads.ts';
import { productLaunch } from './tables/plan-product-launch.ts';
import { rebrand } from './tables/plan-rebrand.ts';
import { socialGrowth } from './tables/plan-social-growth.ts';

const BY_TEMPLATE: Record<string, (c: Context) => Candidate[]> = {
  'product-launch': productLaunch,
  'social-growth': socialGrowth,
  'funnel-build': funnelBuild,
  'paid-ads': paidAds,
  rebrand,
};

const seedOf = (request: PlanRequest) =>
  [
    request.project.title,
    request.project.description,
    request.project.templateType ?? '',
    request.brand ? [request.brand.name, request.brand.industry, request.brand.targetAudience, request.brand.mainGoal].join('|') : '',
  ].join('|');

/** The proposals for a project: 5–8, in the order the work happens, none already on the board. */
export function proposePlanOffline(request: PlanRequest): PlanProposal[] {
  const rand = random(`${seedOf(request)}|plan`);
  const context = contextOf(request, rand);
  const shape = BY_TEMPLATE[request.project.templateType ?? ''] ?? custom;
  const taken = new Set(request.existingTaskTitles.map(sameTitleKey));
  const freshOf = (list: Candidate[]) =>
    list.flatMap((candidate) => {
      const title = clip(candidate.title, PROPOSAL_TITLE_MAX);
      const key = sameTitleKey(title);
      if (taken.has(key)) return [];
      taken.add(key);
      return [{ ...candidate, title }];
    });
  const own = freshOf(shape(context));
  // A project that already has most of the template's tasks still gets five new ones: the custom shape fills in.
  const fill = shape === custom ? [] : freshOf(custom(context));
  const count = PLAN_PROPOSALS_MIN + Math.floor(rand() * (PLAN_PROPOSALS_MAX - PLAN_PROPOSALS_MIN + 1));
  // Beyond the count, drop some from the middle: the first task starts the work and the last one closes it.
  const weight = { low: 0, medium: 1, high: 2 } as const;
  while (own.length > count) {
    const middle = own.slice(1, -1);
    const least = Math.min(...middle.map((c) => weight[c.priority]));
    const droppable = middle.flatMap((c, i) => (weight[c.priority] === least ? [i + 1] : []));
    own.splice(droppable[Math.floor(rand() * droppable.length)]!, 1);
  }
  const chosen = [...own, ...fill.slice(0, Math.max(0, PLAN_PROPOSALS_MIN - own.length))];
  return chosen.map((c) => ({
    title: c.title,
    description: clip(c.description, PROPOSAL_DESCRIPTION_MAX),
    priority: c.priority,
    phase: c.phase,
    estimatedDays: Math.min(30, Math.max(1, Math.round(c.estimatedDays))),
  }));
}
