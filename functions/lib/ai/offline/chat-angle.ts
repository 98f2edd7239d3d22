// Each expert's own angle on any topic (Thomas's big idea, Clara's words, Maya's positioning, Raj's numbers, Sofia's posts).
import { lowerFirst, upperFirst } from './brief.ts';
import { endSentence, main, noDot, p, pick, where, type Ctx } from './chat-context.ts';
import { TOPIC_LABELS, type ChatTopic } from './chat-topic.ts';

export function personaAngle(c: Ctx, topic: ChatTopic): { heading: string; lines: string[] } {
  switch (c.persona) {
    case 'thomas': {
      const title = (t: string) => t.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, ch: string) => space + ch.toUpperCase());
      const names = [
        `The ${title(p(c))} Week`,
        `${c.place ?? 'Local'} Loves ${title(c.subject)}`,
        `Behind the ${title(c.trade === 'business' ? 'Scenes' : c.trade)} Door`,
      ];
      return {
        heading: 'The big idea',
        lines: [
          `Campaign name: "${pick(c.rand, names)}", a short, themed burst around ${topic === 'general' ? 'one product' : lowerFirst(TOPIC_LABELS[topic])}.`,
          `Hook: ${endSentence(c.seasonal)}`,
          `Story: ${endSentence(c.proof)} Tell it with the customer's permission, in their words.`,
          `Twist: team up with a neighbouring business${where(c)} for ${c.event}, and share each other's audiences.`,
        ],
      };
    }
    case 'copywriter':
      return {
        heading: 'Words you can use',
        lines: [
          `Headline: "${upperFirst(c.subject)}${where(c)}, the way it should be"`,
          `Headline: "Why ${c.audience} choose the ${p(c)}"`,
          `Objection line: "${c.objection[0]}" ${c.objection[1]}`,
          `Call to action: "${noDot(c.ctas[1] ?? c.ctas[0]!)}"`,
        ],
      };
    case 'strategist':
      return {
        heading: 'Keep it on-brand',
        lines: [
          `Positioning: for ${c.audience}${where(c)}, ${c.name} is the ${c.trade} known for the ${p(c)}.`,
          `Message: lead with the difference (${c.productWhy.get(p(c)) ?? 'how you work'}), not with the price.`,
          `Voice: ${c.voice}; read every line aloud and cut anything you would not say to a customer.`,
          `Focus: say no to anything that does not help you ${c.goal}.`,
        ],
      };
    case 'ppc': {
      const budget = c.budget ?? 300;
      const value = { visits: 15, bookings: 60, email: 20, sales: 40, leads: 150, signups: 30, members: 120, awareness: 25 }[c.goalKind];
      const cpc = topic === 'ads' ? 0.8 : 0.6;
      const clicks = Math.round(budget / cpc);
      const customers = Math.max(1, Math.round(clicks * 0.03));
      return {
        heading: 'The numbers',
        lines: [
          `Assume a customer is worth ${c.currency}${value} to ${c.name} at a 50% margin (swap in your real figures): break-even ROAS is 2.0 and you can pay up to ${c.currency}${Math.round(value / 2)} to win one.`,
          `${c.currency}${budget} at about ${c.currency}${cpc.toFixed(2)} a click buys roughly ${clicks} clicks; at a 3% conversion rate that is about ${customers} customers.`,
          `  - Cost per customer: about ${c.currency}${Math.round(budget / customers)}. Above ${c.currency}${Math.round(value / 2)}, fix the page or the offer before spending more.`,
          `Boost only what already works: put ${c.currency}${Math.max(5, Math.round(budget / 20))} behind your best organic ${main(c)} post of the month.`,
        ],
      };
    }
    case 'social':
      return {
        heading: `Make it work on ${main(c)}`,
        lines: [
          `Reel idea: "3 things nobody tells you about ${c.subject}", one tip per shot, ending on the ${p(c)}.`,
          `Story: a poll or quiz about the ${p(c, 1)}, then reply to everyone who votes.`,
          `Community: repost customers who tag ${c.name}, and thank them by name.`,
          `Hashtags: ${c.hashtags}`,
        ],
      };
    case 'chatgpt':
      return {
        heading: 'Quick wins',
        lines: [`Feature the ${p(c)} this week.`, `Share the tip: ${endSentence(c.tip[1])}`, `Use one call to action everywhere: "${noDot(c.ctas[0]!)}"`],
      };
  }
}
