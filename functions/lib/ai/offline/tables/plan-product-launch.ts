// Table: the tasks of a product launch project.
import { PROPOSAL_TITLE_MAX } from '#contracts/project-ai';
import { lowerFirst, upperFirst } from '../brief.ts';
import { because, business, clip, forProject, type Candidate, type Context } from '../plan-context.ts';

export function productLaunch(c: Context): Candidate[] {
  const [p, what] = c.product;
  const { brief } = c;
  return [
    {
      title: `Write the launch story for the ${p}`,
      description: `${forProject(c)}: one page on who the ${p} is for (${brief.audience}), what makes it good (${what}) and why now. Every launch post, e-mail and sign works from it.${because(c)}`,
      priority: 'high',
      phase: 'Planning',
      estimatedDays: 2,
    },
    {
      title: `Set the launch offer: ${lowerFirst(c.offer[0])}`,
      description: `Decide the dates and the limit for the launch offer (${c.offer[1]}), and how the team will recognise it at the till or checkout. Tie it to the goal: ${brief.goal.text}.`,
      priority: 'high',
      phase: 'Planning',
      estimatedDays: 1,
    },
    {
      title: `Photograph the ${p} for ${c.platform} and the website`,
      description: `Shoot the ${p} in natural light ${c.where}: one hero shot, one close-up, one in use with a customer. Save them where the team can find them for every launch post.`,
      priority: 'medium',
      phase: 'Build',
      estimatedDays: 2,
    },
    {
      title: `Answer "${clip(c.objection[0], 60)}" before launch`,
      description: `Customers of ${business(c)} ask it. Put the honest answer on the ${p} page, the menu or the FAQ, and in the launch posts: ${c.objection[1]}`,
      priority: 'medium',
      phase: 'Build',
      estimatedDays: 1,
    },
    {
      title: `Brief the team on the ${p}`,
      description: `Ten minutes before opening: what the ${p} is, the price, the launch offer and the one sentence to say when someone asks. Everyone tries it before launch day.`,
      priority: 'medium',
      phase: 'Build',
      estimatedDays: 1,
    },
    c.emails
      ? {
          title: `Announce the ${p} to the e-mail list`,
          description: `A short e-mail on launch morning: the ${p} (${what}), the launch offer and one clear next step towards the goal (${brief.goal.text}).`,
          priority: 'high',
          phase: 'Launch',
          estimatedDays: 1,
        }
      : {
          title: `Tease the ${p} on ${c.platform} three days before launch`,
          description: `Three posts, one a day: a close-up with no name, the story behind it, then the launch day and the offer. End each with one next step towards the goal (${brief.goal.text}).`,
          priority: 'high',
          phase: 'Launch',
          estimatedDays: 3,
        },
    {
      title: clip(`Host ${c.event} to launch the ${p}`, PROPOSAL_TITLE_MAX),
      description: `Invite regulars and ${brief.audience} ${c.where} to ${c.event}, with the ${p} at the centre. Collect e-mail addresses at the door so the launch keeps paying back.`,
      priority: 'medium',
      phase: 'Launch',
      estimatedDays: 3,
    },
    {
      title: `Ask the first ${p} customers for a review`,
      description: `In the first week, ask every customer who tried the ${p} for a one-line review on Google or ${c.platform}. The kind of proof that works: "${c.proof}"`,
      priority: 'low',
      phase: 'Review',
      estimatedDays: 2,
    },
    {
      title: 'Measure the launch after two weeks',
      description: `${upperFirst(brief.goal.measure)}. Compare with the two weeks before the launch and decide whether the ${p} stays, changes or goes.`,
      priority: 'medium',
      phase: 'Review',
      estimatedDays: 1,
    },
  ];
}
