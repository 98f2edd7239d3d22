// Table: the tasks of a social growth project.
import { because, clip, forProject, sentence, type Candidate, type Context } from '../plan-context.ts';

export function socialGrowth(c: Context): Candidate[] {
  const [p, what] = c.product;
  const { brief } = c;
  return [
    {
      title: `Plan four weeks of ${c.platform} posts for ${brief.brand.name === 'your business' ? 'the business' : brief.brand.name}`,
      description: `${forProject(c)}: one post a day, rotating a tip, behind the scenes, the ${p} and an offer. Each post speaks to ${brief.audience} and ends with one next step: ${brief.goal.text}.${because(c)}`,
      priority: 'high',
      phase: 'Planning',
      estimatedDays: 2,
    },
    {
      title: `Post the tip "${clip(c.tip[0], 70)}"`,
      description: `Give the tip itself, not a promise of it: ${c.tip[1]} Make it a carousel or a 20-second video so people save and share it.`,
      priority: 'medium',
      phase: 'Content',
      estimatedDays: 1,
    },
    {
      title: 'Film a behind-the-scenes short',
      description: `${c.behind} Film it on a phone in one take, add captions, and post it at the time ${brief.audience} are most likely to be scrolling.`,
      priority: 'medium',
      phase: 'Content',
      estimatedDays: 1,
    },
    {
      title: `Spotlight the ${p}`,
      description: `A close-up and two lines on what makes it good: ${what}. Ask people to tag someone who would love it.`,
      priority: 'medium',
      phase: 'Content',
      estimatedDays: 1,
    },
    {
      title: `Run "${clip(c.offer[0], 70)}" for followers`,
      description: `${sentence(c.offer[1])} Say it is for followers only and ask them to mention the post, so you can count who came from ${c.platform}.`,
      priority: 'high',
      phase: 'Growth',
      estimatedDays: 3,
    },
    {
      title: `Share a customer story from ${c.brief.place ?? 'a regular'}`,
      description: `With their permission, tell one customer's story in their words. The kind of proof that works: "${c.proof}"`,
      priority: 'low',
      phase: 'Content',
      estimatedDays: 2,
    },
    {
      title: `Team up with a neighbour business ${c.where}`,
      description: `${sentence(c.local)} Agree one joint post or giveaway with a business your customers already visit, and tag each other.`,
      priority: 'low',
      phase: 'Growth',
      estimatedDays: 3,
    },
    {
      title: 'Reply to every comment and message within a day',
      description: `For the four weeks of "${c.project}", answer every comment and DM the same day. Replies are what make ${c.platform} show your posts to more of ${brief.audience}.`,
      priority: 'medium',
      phase: 'Growth',
      estimatedDays: 1,
    },
    {
      title: 'Review which posts worked',
      description: `After four weeks: ${brief.goal.measure}. Keep the two kinds of post that did best and drop the weakest.`,
      priority: 'medium',
      phase: 'Review',
      estimatedDays: 1,
    },
  ];
}
