// Table: the tasks of a custom project (or none).
import { PROPOSAL_TITLE_MAX } from '#contracts/project-ai';
import { lowerFirst, upperFirst } from '../brief.ts';
import { because, business, clip, sentence, type Candidate, type Context } from '../plan-context.ts';

/** A custom project (or none): the same shape of work, around the project's own title. */
export function custom(c: Context): Candidate[] {
  const [p, what] = c.product;
  const { brief } = c;
  const topic = `"${c.project}"`;
  return [
    {
      title: clip(`Define what ${topic} must achieve`, PROPOSAL_TITLE_MAX),
      description: `Write down the one result that makes ${topic} worth it for ${business(c)} (for example: ${brief.goal.text}), the deadline${c.due ? ` (${c.due})` : ''} and who does what.${because(c)}`,
      priority: 'high',
      phase: 'Planning',
      estimatedDays: 1,
    },
    {
      title: clip(`Ask ${brief.audience} what they need from ${topic}`, PROPOSAL_TITLE_MAX),
      description: `Five short conversations with customers ${c.where}. What would make them notice, try or recommend it? Note their words to use later.`,
      priority: 'medium',
      phase: 'Research',
      estimatedDays: 3,
    },
    {
      title: clip(`Break ${topic} into weekly milestones`, PROPOSAL_TITLE_MAX),
      description: 'One milestone a week, each with a visible result, so progress shows on the timeline and nothing waits for the last week.',
      priority: 'medium',
      phase: 'Planning',
      estimatedDays: 1,
    },
    {
      title: clip(`Feature the ${p} in ${topic}`, PROPOSAL_TITLE_MAX),
      description: `It is what ${brief.audience} already come for: ${what}. Make it the centre of what you show and say.`,
      priority: 'medium',
      phase: 'Build',
      estimatedDays: 3,
    },
    {
      title: clip(`Prepare "${c.offer[0]}" for ${topic}`, PROPOSAL_TITLE_MAX),
      description: `${sentence(c.offer[1])} Decide the dates and how the team will recognise it.`,
      priority: 'medium',
      phase: 'Build',
      estimatedDays: 2,
    },
    {
      title: clip(`Tell customers about ${topic} on ${c.platform}`, PROPOSAL_TITLE_MAX),
      description: `Three posts: why you are doing it, a behind-the-scenes moment (${lowerFirst(c.behind.replace(/[.!?]+$/, ''))}), and the day it happens. Each ends with one next step: ${brief.goal.text}.`,
      priority: 'high',
      phase: 'Launch',
      estimatedDays: 3,
    },
    {
      title: clip(`Answer "${c.objection[0]}" up front`, PROPOSAL_TITLE_MAX),
      description: `The worry that stops people: answer it where they will see it. ${c.objection[1]}`,
      priority: 'low',
      phase: 'Build',
      estimatedDays: 1,
    },
    {
      title: clip(`Review the results of ${topic}`, PROPOSAL_TITLE_MAX),
      description: `${upperFirst(brief.goal.measure)}. Write down what to repeat and what to drop next time.`,
      priority: 'medium',
      phase: 'Review',
      estimatedDays: 1,
    },
  ];
}
