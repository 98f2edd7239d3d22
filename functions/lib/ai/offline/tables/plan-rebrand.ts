// Table: the tasks of a rebrand project.
import { lowerFirst, upperFirst } from '../brief.ts';
import { because, clip, forProject, type Candidate, type Context } from '../plan-context.ts';

export function rebrand(c: Context): Candidate[] {
  const [p] = c.product;
  const { brief } = c;
  const name = brief.brand.name === 'your business' ? 'the business' : brief.brand.name;
  return [
    {
      title: `Ask ten regulars what they love about ${name}`,
      description: `${forProject(c)}: five minutes each, in person or by message. Keep what they love (often the ${p}) through the rebrand; it is what the new look must promise.${because(c)}`,
      priority: 'high',
      phase: 'Research',
      estimatedDays: 3,
    },
    {
      title: `Write the new brand promise for ${clip(brief.kind.topic, 50)}`,
      description: `One sentence on what ${name} does for ${brief.audience} ${c.where}, in a ${brief.voice.tone} voice. Every sign, post and page after this follows it.`,
      priority: 'high',
      phase: 'Strategy',
      estimatedDays: 2,
    },
    {
      title: 'Brief a designer on the new logo and colours',
      description: `Give them the brand promise, what regulars said, three places the logo must work (${c.platform} profile picture, shop sign, packaging) and a deadline.`,
      priority: 'medium',
      phase: 'Design',
      estimatedDays: 10,
    },
    {
      title: 'List every place the old look appears',
      description: `Signage ${c.where}, menus or price lists, the website, ${brief.platforms.join(', ')}, e-mail footer, cards and packaging: one checklist to tick off on launch day.`,
      priority: 'medium',
      phase: 'Design',
      estimatedDays: 1,
    },
    {
      title: 'Rewrite the website About page in the new voice',
      description: `Who ${name} is, the ${p} and what makes it good, and proof from a customer: "${c.proof}"`,
      priority: 'medium',
      phase: 'Rollout',
      estimatedDays: 2,
    },
    {
      title: 'Tell regulars about the rebrand first',
      description: `A message or e-mail before the public launch, with a thank-you: ${lowerFirst(c.offer[0])} (${c.offer[1]}).`,
      priority: 'low',
      phase: 'Launch',
      estimatedDays: 1,
    },
    {
      title: `Launch the new look on ${c.platform} and in store`,
      description: `Same day everywhere: new profile picture and cover, a post explaining why, and the new signs up ${c.where}.`,
      priority: 'high',
      phase: 'Launch',
      estimatedDays: 2,
    },
    {
      title: 'Check how the rebrand landed after a month',
      description: `${upperFirst(brief.goal.measure)}, against the month before. Ask the same ten regulars what they think now.`,
      priority: 'low',
      phase: 'Review',
      estimatedDays: 1,
    },
  ];
}
