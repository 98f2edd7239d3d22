// Table: the tasks of a funnel build project.
import { lowerFirst } from '../brief.ts';
import { because, business, clip, forProject, type Candidate, type Context } from '../plan-context.ts';

export function funnelBuild(c: Context): Candidate[] {
  const [p, what] = c.product;
  const { brief } = c;
  return [
    {
      title: `Write the landing page for the ${p}`,
      description: `${forProject(c)}: a headline for ${brief.audience}, what the ${p} is (${what}), proof, the price and one button towards the goal: ${brief.goal.text}.${because(c)}`,
      priority: 'high',
      phase: 'Build',
      estimatedDays: 3,
    },
    {
      title: `Turn "${clip(c.tip[0], 60)}" into a free guide`,
      description: `A one-page guide people swap their e-mail address for. The heart of it: ${c.tip[1]}`,
      priority: 'medium',
      phase: 'Build',
      estimatedDays: 2,
    },
    {
      title: 'Set up the sign-up form and welcome e-mail',
      description: `The form on the landing page sends the guide at once, then a welcome e-mail from ${business(c)} that says what to expect and when.`,
      priority: 'high',
      phase: 'Build',
      estimatedDays: 2,
    },
    {
      title: `Write three follow-up e-mails ending with "${clip(c.offer[0], 50)}"`,
      description: `E-mail 1: the story behind the ${p}. E-mail 2: the answer to "${c.objection[0]}" (${c.objection[1]}). E-mail 3: the offer, ${lowerFirst(c.offer[1])}.`,
      priority: 'medium',
      phase: 'Build',
      estimatedDays: 3,
    },
    {
      title: 'Test the funnel on a phone from start to finish',
      description: 'Sign up with a new address on a phone, check every e-mail arrives, every link works and the button at the end really books or buys.',
      priority: 'high',
      phase: 'Test',
      estimatedDays: 1,
    },
    {
      title: `Send ${c.platform} traffic to the landing page`,
      description: `Three posts over a week pointing to the free guide, each with a different hook for ${brief.audience} ${c.where}.`,
      priority: 'medium',
      phase: 'Launch',
      estimatedDays: 5,
    },
    {
      title: 'Measure each step of the funnel',
      description: `Visits to the page, sign-ups, e-mails opened, and the result that matters: ${brief.goal.measure}. Fix the step where most people drop out first.`,
      priority: 'medium',
      phase: 'Review',
      estimatedDays: 1,
    },
  ];
}
