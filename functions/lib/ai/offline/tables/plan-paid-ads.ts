// Table: the tasks of a paid ads project.
import { PROPOSAL_TITLE_MAX } from '#contracts/project-ai';
import { lowerFirst } from '../brief.ts';
import { because, business, clip, forProject, type Candidate, type Context } from '../plan-context.ts';

export function paidAds(c: Context): Candidate[] {
  const [p, what] = c.product;
  const { brief } = c;
  return [
    {
      title: 'Set the ad budget and the one result to pay for',
      description: `${forProject(c)}: a daily budget you would not miss, a four-week end date, and one result the ads are judged by: ${brief.goal.text}.${because(c)}`,
      priority: 'high',
      phase: 'Planning',
      estimatedDays: 1,
    },
    {
      title: clip(`Define the ad audience: ${brief.audience} ${c.where}`, PROPOSAL_TITLE_MAX),
      description: `Target ${brief.audience}${brief.place ? ` within a few miles of ${brief.place}` : ' near the business'}, plus a lookalike of people who already follow ${business(c)}.`,
      priority: 'high',
      phase: 'Planning',
      estimatedDays: 1,
    },
    {
      title: `Write three ad versions for the ${p}`,
      description: `Same picture, three openings: the product (${what}), the offer (${lowerFirst(c.offer[0])}) and the worry ("${c.objection[0]}" — ${c.objection[1]}).`,
      priority: 'medium',
      phase: 'Creative',
      estimatedDays: 2,
    },
    {
      title: `Make the ad images and a 15-second video of the ${p}`,
      description: `Square and vertical versions for ${c.platform}. Show the ${p} in the first second; put the offer in text on the image.`,
      priority: 'medium',
      phase: 'Creative',
      estimatedDays: 3,
    },
    {
      title: 'Check the page the ads send people to',
      description: `The ad promises "${c.offer[0]}": the page must say the same in its first line and have one button. Test it on a phone.`,
      priority: 'high',
      phase: 'Creative',
      estimatedDays: 1,
    },
    {
      title: `Launch the ads on ${c.platform}`,
      description: 'Start all three versions at the same small budget, check the next morning that they are running, and change nothing for seven days.',
      priority: 'high',
      phase: 'Launch',
      estimatedDays: 1,
    },
    {
      title: 'Stop the weakest ad after seven days',
      description: 'Move its budget to the version with the lowest cost per result. Write down why you think it won, for the next round.',
      priority: 'medium',
      phase: 'Optimise',
      estimatedDays: 1,
    },
    {
      title: 'Report the cost of each result',
      description: `At the end of the four weeks: ${brief.goal.measure}, divided into the money spent. Decide whether the ads paid for themselves.`,
      priority: 'medium',
      phase: 'Review',
      estimatedDays: 1,
    },
  ];
}
