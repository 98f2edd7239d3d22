// The offline expert's answer to a question that counts: "3 Facebook post ideas for boiler
// servicing in November", "five Instagram captions about our sourdough", "4 subject lines for
// the Christmas menu". Exactly that many, on that network, about that subject, each one
// different in kind (a tip, an offer, proof, the season, behind the scenes, a question
// answered…), with the brand's knowledge filling them in.
import type { ChatRequest } from '#lib/ai/chat-prompt';
import { lowerFirst, upperFirst } from './brief.ts';
import type { Ask, Counted, Network } from './chat-ask.ts';
import { endSentence, main, noDot, p, pick, where, type Ctx } from './chat-context.ts';
import { CLOSINGS } from './tables/chat-closings.ts';

/** How a post looks on each network: the format each idea suggests. */
const FORMATS: Record<Network, readonly string[]> = {
  Instagram: ['a reel', 'a carousel', 'a photo post', 'a story with a poll'],
  Facebook: ['a photo post', 'a short video', 'a post with a question', 'an album'],
  TikTok: ['a 20-second video', 'a talking-head video', 'a before-and-after clip', 'a duet-style reply'],
  LinkedIn: ['a text post', 'a document post', 'a photo post', 'a short video'],
  Google: ['a Google Business update', 'a Google Business offer post', 'a Google Business photo update', 'a Google Business event post'],
  Pinterest: ['a pin', 'an idea pin', 'a pin with a checklist', 'a pin board'],
  YouTube: ['a Short', 'a 3-minute video', 'a Short with captions', 'a how-to video'],
  X: ['a post', 'a thread', 'a post with a photo', 'a poll'],
};

interface Idea {
  title: string;
  text: string;
}

/** Up to ten different kinds of post about `topic`, from what Markk knows of the trade. */
function ideasAbout(c: Ctx, topic: string): Idea[] {
  const subject = lowerFirst(topic);
  return [
    { title: `${upperFirst(subject)}: ${noDot(c.tip[0])}`, text: `Give the tip in full: ${endSentence(lowerFirst(c.tip[1]))} Tie it back to ${subject}.` },
    {
      title: c.offer[0].toLowerCase().includes(subject.toLowerCase()) ? noDot(c.offer[0]) : `${noDot(c.offer[0])}, for ${subject}`,
      text: `Lead with the offer (${noDot(c.offer[1])}) and say when it ends.`,
    },
    {
      title: `Why people${where(c)} trust us with ${subject}`,
      text: `Share proof: ${endSentence(lowerFirst(c.proof))} Ask the customer if you may quote them.`,
    },
    { title: `${upperFirst(subject)}, right now`, text: `Make it timely: ${endSentence(lowerFirst(c.seasonal))}` },
    { title: `Behind the scenes of ${subject}`, text: `Show the work: ${endSentence(lowerFirst(c.behind))}` },
    {
      title: `"${noDot(c.objection[0])}" — about ${subject}`,
      text: `Answer the worry people have before they buy: ${endSentence(lowerFirst(c.objection[1]))}`,
    },
    {
      title: c.howToGoal ? `How to ${c.howToGoal}` : `${upperFirst(subject)} in three steps`,
      text: `Teach one small thing about ${subject} in three steps, and end with where you come in.`,
    },
    {
      title: `Spotlight: our ${p(c)}`,
      text: `Show the ${p(c)} and what makes it good${c.productWhy.get(p(c)) ? ` (${c.productWhy.get(p(c))})` : ''}, tied to ${subject}.`,
    },
    { title: `Join us for ${c.event}`, text: `Invite people to ${c.event}, and make ${subject} the reason to come.` },
    { title: `Your ${subject} questions, answered`, text: `Ask people to send their questions about ${subject}, and answer the best three next week.` },
  ];
}

const SUBJECT_LINES = (c: Ctx, topic: string): string[] => [
  `${upperFirst(topic)}: the two-minute guide`,
  `${noDot(c.offer[0])} on ${topic}, this week only`,
  `What our regulars know about ${topic}`,
  `${upperFirst(topic)} before the rush`,
  `A quick question about ${topic}`,
  `${upperFirst(topic)}, done properly at ${c.name}`,
  `The ${topic} mistake we see most`,
  `Your ${topic} checklist`,
  `${upperFirst(topic)}: what's new at ${c.name}`,
  `Last call for ${topic}`,
];

const HOOKS = (c: Ctx, topic: string): string[] => [
  `Nobody tells you this about ${topic}…`,
  `${upperFirst(topic)} in 20 seconds.`,
  `Stop doing this before ${topic}.`,
  `The question we get most about ${topic}.`,
  `Here's what ${topic} looks like at ${c.name}.`,
  `Three things to check before ${topic}.`,
  `Why ${c.audience} ask us about ${topic}.`,
  `We tried it so you don't have to: ${topic}.`,
  `${upperFirst(topic)}: expectation vs reality.`,
  `Save this for ${topic} season.`,
];

const tagOf = (words: string) =>
  `#${words
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => upperFirst(w.toLowerCase()))
    .join('')}`;

/** Hashtags about the subject: alone, with the place, the brand and the trade. */
const HASHTAGS = (c: Ctx, topic: string): string[] => [
  tagOf(topic),
  ...(c.place ? [tagOf(`${topic} ${c.place}`)] : []),
  tagOf(`${c.name} ${topic}`),
  tagOf(`${topic} tips`),
  tagOf(`local ${topic}`),
  tagOf(`${c.trade} ${topic}`),
  tagOf(`${topic} lovers`),
  tagOf(`${topic} of the week`),
  tagOf(`fresh ${topic}`),
  tagOf(`${topic} day`),
  tagOf(`best ${topic}`),
];

const LABELS: Record<Counted, (n: number) => string> = {
  'post ideas': (n) => `post idea${n === 1 ? '' : 's'}`,
  captions: (n) => `caption${n === 1 ? '' : 's'}`,
  'subject lines': (n) => `subject line${n === 1 ? '' : 's'}`,
  hooks: (n) => `hook${n === 1 ? '' : 's'}`,
  hashtags: (n) => `hashtag${n === 1 ? '' : 's'}`,
  headlines: (n) => `headline${n === 1 ? '' : 's'}`,
};

/** True when the question counts something listed here (headlines have their own draft, with the page's sections). */
export const isCounted = (ask: Ask): boolean => ask.count !== null && ask.counted !== null && ask.counted !== 'headlines';

export function countedReply(c: Ctx, request: ChatRequest): string[] {
  const { ask } = c;
  const count = ask.count ?? 3;
  const counted = ask.counted ?? 'post ideas';
  const topic = ask.topic ?? p(c);
  const network: Network = ask.network ?? (NETWORK_OF[main(c)] || 'Instagram');
  const onNetwork = counted === 'subject lines' ? '' : ` ${network}`;
  const lines = [`### ${count}${onNetwork} ${LABELS[counted](count)} about ${topic}`];
  if (!ask.topic) lines.push(`You didn't name a subject, so these are about the ${topic}. Tell me the subject and I'll write them for it.`);
  else lines.push(`Here are ${count} for ${c.name}, each a different kind, so the week doesn't repeat itself.`);
  lines.push('');
  if (counted === 'post ideas' || counted === 'captions') {
    const formats = FORMATS[network];
    ideasAbout(c, topic)
      .slice(0, count)
      .forEach((idea, i) => {
        const cta = c.ctas[i % c.ctas.length]!;
        const body = counted === 'captions' ? `${idea.text} ${cta}` : `${idea.text} Post it as ${formats[i % formats.length]}, and end with: "${noDot(cta)}"`;
        lines.push(`${i + 1}. **${idea.title}** — ${body}`);
      });
  } else {
    const items = counted === 'subject lines' || counted === 'headlines' ? SUBJECT_LINES(c, topic) : counted === 'hooks' ? HOOKS(c, topic) : HASHTAGS(c, topic);
    const unique = [...new Set(items)];
    for (let i = 0; i < count; i++) lines.push(`${i + 1}. ${unique[i % unique.length]}${i >= unique.length ? ` (${i + 1})` : ''}`);
  }
  lines.push(
    '',
    `Action: Pick the first one and ${counted === 'subject lines' ? 'send it to half your list, the second to the other half' : `post it on ${network} this week`}, then see which gets the most replies.`,
    '',
    pick(c.rand, CLOSINGS[request.persona])(c),
  );
  return lines;
}

const NETWORK_OF: Record<string, Network> = { Instagram: 'Instagram', Facebook: 'Facebook', TikTok: 'TikTok', LinkedIn: 'LinkedIn' };
