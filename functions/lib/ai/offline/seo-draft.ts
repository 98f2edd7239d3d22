// The offline writer's blog draft from an SEO outline ("Write it"): the outline's title, an
// opening on the topic, each H2 and H3 with a paragraph that covers its points, the questions
// answered in an FAQ (each from the trade's knowledge: the worry's honest answer, the price, the
// how-to's steps), the drafts worth reading next, and a call to action towards the goal.
import type { SeoBlogDraft, SeoDraftRequest } from '#lib/ai/seo-types';
import { lowerFirst, upperFirst } from './brief.ts';
import { askedOf, partsOf, valuesOf, type Parts } from './seo-outline.ts';
import { asSentence, phrase, sayingOf, wordsOf } from './seo-text.ts';
import { DRAFT_OPENINGS, FAQ_HEADING, NEXT_HEADING, RELATED_HEADING } from './tables/seo-phrases.ts';

/** The line of the trade's knowledge that shares most words with `question` (the first among equals). */
function nearestAnswer(parts: Parts, question: string): string {
  const words = wordsOf(question);
  const lines = [
    ...parts.objections.map(([, answer]) => answer),
    ...parts.tips.map(([, tip]) => tip),
    ...parts.products.map(([product, what]) => `The ${product}: ${what}`),
  ];
  const score = (line: string) => [...wordsOf(line)].filter((word) => words.has(word)).length;
  const best = lines.reduce((chosen, line) => (score(line) > score(chosen) ? line : chosen), lines[0]!);
  return `${asSentence(best)} ${asSentence(parts.cta)}`;
}

/** A draft to read next: its title, after the words to link from when they say something else. */
const readNext = (link: SeoDraftRequest['outline']['internalLinks'][number]) =>
  sayingOf(link.anchorText) === sayingOf(link.title) ? `“${link.title}”` : `${upperFirst(link.anchorText)}: “${link.title}”`;

const paragraph = (points: readonly string[]) => points.map(asSentence).join(' ');

export function writeSeoDraftOffline(request: SeoDraftRequest): SeoBlogDraft {
  const { outline } = request;
  // The order of the trade's lines does not depend on the click, so each question finds its answer again.
  const parts = partsOf(request, outline.title);
  const answers = new Map(askedOf(parts).map((asked) => [sayingOf(asked.question), asked.answer]));
  const values = { ...valuesOf(parts, parts.bare), question: parts.question };
  const opening = [phrase(parts.question ? DRAFT_OPENINGS.question : DRAFT_OPENINGS.subject, values), phrase(DRAFT_OPENINGS.guide, values)]
    .filter((line) => line !== null)
    .join(' ');
  const sections = outline.sections.map((section) =>
    [
      `## ${section.heading}`,
      paragraph(section.points),
      ...section.subsections.map((subsection) => `### ${subsection.heading}\n\n${paragraph(subsection.points)}`),
    ].join('\n\n'),
  );
  const faq = [
    `## ${FAQ_HEADING}`,
    ...outline.questions.map((question) => `### ${question}\n\n${answers.get(sayingOf(question)) ?? nearestAnswer(parts, question)}`),
  ].join('\n\n');
  const related = outline.internalLinks.length
    ? [`## ${RELATED_HEADING}`, outline.internalLinks.map((link) => `- ${readNext(link)}`).join('\n')].join('\n\n')
    : null;
  const closing = parts.question ? DRAFT_OPENINGS.closingAsked : DRAFT_OPENINGS.closing;
  const next = [`## ${NEXT_HEADING}`, `${phrase(closing, { ...values, topic: lowerFirst(parts.bare) }) ?? ''} ${asSentence(parts.cta)}`.trim()].join('\n\n');
  const body = [opening, ...sections, faq, related, next].filter((part) => part !== null && part !== '').join('\n\n');
  return { title: outline.title, body };
}
