// Table: the pieces of writing the expert drafts when a question asks for one.
import { lowerFirst, upperFirst } from '../brief.ts';
import { endSentence, fit, main, noDot, p, signature, where, within, type Ctx } from '../chat-context.ts';
import type { DraftKind } from '../chat-topic.ts';
import { BUTTONS } from './chat-buttons.ts';

export interface Draft {
  heading: string;
  lines: string[];
  why: string[];
  action: string;
}

export const DRAFTS: Record<DraftKind, (c: Ctx) => Draft> = {
  welcome: (c) => ({
    heading: `Your welcome e-mail for ${c.name}`,
    lines: [
      `Subject: Welcome to ${c.name} (a little something inside)`,
      `Preview text: ${upperFirst(lowerFirst(noDot(c.offer[0])))}, and what to expect from us.`,
      '',
      `${c.greeting},`,
      '',
      `Thank you for joining ${c.name}. Every couple of weeks you will get one useful tip, first news of anything new, and the odd story from behind the scenes. No spam, ever.`,
      '',
      `To say hello properly: ${lowerFirst(noDot(c.offer[1]))}.`,
      '',
      `Your first tip (${lowerFirst(noDot(c.tip[0]))}): ${endSentence(c.tip[1])}`,
      '',
      `${endSentence(c.ctas[0]!)}`,
      '',
      ...signature(c),
    ],
    why: [
      'It delivers value in the first e-mail, when opens are highest.',
      'It sets expectations, so people stay subscribed.',
      'It has one call to action, so the reader knows what to do.',
    ],
    action: 'Paste this into your e-mail tool as the automatic welcome, and send yourself a test before switching it on.',
  }),
  newsletter: (c) => ({
    heading: `This week's newsletter for ${c.name}`,
    lines: [
      `Subject: ${fit(upperFirst(noDot(c.tip[0])), 45)}`,
      `Preview text: Plus ${lowerFirst(noDot(c.offer[0]))} this week.`,
      '',
      `${c.greeting},`,
      '',
      `${endSentence(c.seasonal)}`,
      '',
      `This week's tip (${lowerFirst(noDot(c.tip[0]))}): ${endSentence(c.tip[1])}`,
      '',
      `In the spotlight: the ${p(c)}${c.productWhy.get(p(c)) ? `, ${c.productWhy.get(p(c))}` : ''}.`,
      '',
      `This week only: ${lowerFirst(noDot(c.offer[0]))} (${lowerFirst(noDot(c.offer[1]))}).`,
      '',
      `${endSentence(c.ctas[0]!)}`,
      '',
      ...signature(c),
    ],
    why: [
      'The subject line promises the tip, and the e-mail delivers it in full.',
      'One product and one offer keep it from reading like an advert.',
      'It ends with a single call to action.',
    ],
    action: 'Schedule it for a weekday morning, then check opens and clicks after 48 hours.',
  }),
  email: (c) => ({
    heading: `An e-mail for ${c.name}`,
    lines: [
      `Subject: ${fit(noDot(c.offer[0]), 45)}, for our list first`,
      `Preview text: ${upperFirst(noDot(c.offer[1]))}.`,
      '',
      `${c.greeting},`,
      '',
      `You are on our list, so you hear it first: ${lowerFirst(noDot(c.offer[1]))}.`,
      '',
      `If you have not tried the ${p(c)} yet, now is the moment: ${c.productWhy.get(p(c)) ?? 'it is the one people come back for'}.`,
      '',
      `${endSentence(c.proof)}`,
      '',
      `${endSentence(c.ctas[0]!)}`,
      '',
      ...signature(c),
    ],
    why: [
      'It rewards subscribers for being on the list.',
      'The proof answers "is it worth it" before they ask.',
      'One call to action, repeated nowhere else, so nothing competes with it.',
    ],
    action: 'Send it to your list this week, and add an end date to the offer in the first line.',
  }),
  subjects: (c) => ({
    heading: `Subject lines for ${c.name}`,
    lines: [
      `1. ${fit(upperFirst(noDot(c.tip[0])), 45)}`,
      `2. The ${p(c)} our regulars keep quiet about`,
      `3. ${fit(noDot(c.offer[0]), 35)} (this week only)`,
      `4. A quick question for you`,
      `5. ${c.brandKnown ? `What's new at ${c.name}` : "What's new this week"}`,
      `6. "${noDot(c.objection[0])}": our honest answer`,
      `7. You're invited: ${c.event}`,
      `8. 2 minutes, 1 tip, 0 fluff`,
    ],
    why: [
      'Curiosity (2, 4) and specifics (1, 6) are the two angles to test against each other.',
      'Keep them under about 45 characters so they show in full on a phone.',
    ],
    action: 'Test line 1 against line 2 on your next send, half the list each, and keep the winner as your style.',
  }),
  headlines: (c) => ({
    heading: `Headlines for ${c.name}`,
    lines: [
      `1. Result: ${upperFirst(c.subject)}${where(c)}, done properly`,
      `2. Audience: Made for ${c.audience}`,
      `3. Curiosity: Why ${c.audience} keep coming back for the ${p(c)}`,
      `4. Number: ${c.brandKnown ? `3 reasons ${c.name} is worth the trip` : '3 reasons people choose us'}`,
      `5. Objection: ${noDot(c.objection[0])}? Here is the honest answer`,
      `6. Offer: ${noDot(c.offer[0])}`,
      `7. Proof: ${c.proof.length <= 90 ? noDot(c.proof) : `Why ${c.audience} recommend ${c.brandKnown ? c.name : 'us'}`}`,
      `8. Command: ${noDot(c.ctas[0]!)}`,
    ],
    why: [
      'Each uses a different angle, so a test tells you what your customers respond to.',
      'The result and proof headlines usually win for a small business; test them first.',
    ],
    action: 'Put headline 1 on your page this week and headline 3 next week, and compare the clicks on your main button.',
  }),
  landing: (c) => ({
    heading: `Landing page copy for ${c.name}`,
    lines: [
      `Headline: ${upperFirst(c.subject)}${where(c)}, done properly`,
      `Subheadline: ${c.brandKnown ? `${c.name} is the ${c.trade} ${c.audience} trust for the ${p(c)}` : `Why ${c.audience} choose us`}, and it takes one step to start.`,
      `Button: ${BUTTONS[c.goalKind]}`,
      '',
      'Benefits:',
      ...c.products.slice(0, 3).map((product) => `- The ${product}: ${c.productWhy.get(product) ?? 'what it does for you'}`),
      '',
      `Proof: "${noDot(c.proof)}."`,
      '',
      `Question: ${c.objection[0]}`,
      `Answer: ${c.objection[1]}`,
      '',
      `Offer: ${c.offer[0]} (${lowerFirst(noDot(c.offer[1]))}).`,
      `Final button: ${BUTTONS[c.goalKind]}`,
    ],
    why: [
      'The headline sells the result, the benefits sell the products.',
      'The objection is answered right before the final button.',
      'The same call to action at the top and the bottom.',
    ],
    action: 'Build the page in this order, then send one week of traffic to it and count the clicks on the button.',
  }),
  ad: (c) => ({
    heading: `Ad copy for ${c.name}`,
    lines: [
      'Variation 1 (offer):',
      `- Primary text: ${noDot(c.offer[0])}. ${upperFirst(noDot(c.offer[1]))}. ${endSentence(c.ctas[0]!)}`,
      `- Headline: ${fit(noDot(c.offer[0]), 40)}`,
      `- Button: ${BUTTONS[c.goalKind]}`,
      'Variation 2 (proof):',
      `- Primary text: ${endSentence(c.proof)} See why ${c.audience}${where(c)} choose ${c.name}.`,
      `- Headline: ${c.place ? `Loved in ${c.place}` : 'Loved by our regulars'}`,
      'Variation 3 (objection):',
      `- Primary text: ${c.objection[0]} ${c.objection[1]}`,
      `- Headline: ${fit(`The ${p(c)}, without the worry`, 40)}`,
    ],
    why: ['Three different angles, so the platform can find the one your audience responds to.', 'Each names something specific: an offer, a result, a worry.'],
    action: `Run all three in one ad set for seven days at ${c.currency}${Math.max(5, Math.round((c.budget ?? 300) / 30))} a day, then keep the one with the lowest cost per result.`,
  }),
  post: (c) => ({
    heading: `A post for ${main(c)}, from ${c.name}`,
    lines: [
      `${upperFirst(noDot(c.tip[0]))} 👇`,
      '',
      `${endSentence(c.tip[1])}`,
      '',
      `It is one of the questions we hear most${c.place ? ` in ${c.place}` : ''}, and the ${p(c)} is where we put it into practice.`,
      '',
      `${endSentence(c.ctas[0]!)}`,
      '',
      c.hashtags,
    ],
    why: ['The first line is the hook and the promise; the tip is given in full, so people save it.', 'One call to action, then the hashtags.'],
    action: `Post it with a photo of the ${p(c)} on your best day and time, and reply to every comment in the first hour.`,
  }),
  script: (c) => ({
    heading: `A reel script for ${c.name}`,
    lines: [
      `Shot 1 (0-2 s): On screen: "${upperFirst(noDot(c.tip[0]))}" (you, straight to camera).`,
      `Shot 2 (2-6 s): Show the problem: what most people get wrong about ${c.subject}.`,
      `Shot 3 (6-12 s): The tip itself: ${endSentence(c.tip[1])}`,
      `Shot 4 (12-18 s): ${endSentence(c.behind)}`,
      `Shot 5 (18-22 s): The ${p(c)}, finished, and the words "${fit(noDot(c.ctas[0]!), 50)}".`,
      `Caption: ${upperFirst(noDot(c.tip[0]))}. Save this for later. ${c.hashtags}`,
    ],
    why: ['The hook shows the payoff in the first two seconds.', 'It teaches something real, which earns saves and shares.'],
    action: 'Film all five shots in one go this week, in natural light, and post it with on-screen captions.',
  }),
  tagline: (c) => ({
    heading: `Tagline options for ${c.name}`,
    lines: [
      `1. ${upperFirst(c.subject)}, done properly.`,
      `2. ${c.place ? `${c.place}'s` : 'Your'} ${c.trade}, since day one.`,
      `3. Made for ${c.audience}.`,
      `4. The ${p(c)} people talk about.`,
      `5. ${c.voice.includes('playful') ? 'Seriously good, not too serious.' : 'Simply done well.'}`,
      `6. Come for the ${p(c)}. Stay for the people.`,
    ],
    why: [`Option ${c.place ? '2' : '3'} claims your ground; option 6 is the warmest.`, 'A tagline should be true on your worst day, not just your best.'],
    action: 'Read your top two aloud to three customers, and keep the one they repeat back to you.',
  }),
  bio: (c) => ({
    heading: `Bios for ${c.name}`,
    lines: [
      ...c.social
        .slice(0, 3)
        .map(
          (platform) =>
            `- ${platform}: ${within([`${upperFirst(c.subject)}${where(c)} for ${c.audience}.`, `${noDot(c.offer[0])}.`, `${BUTTONS[c.goalKind]} ↓`], platform === 'TikTok' ? 80 : 150)}`,
        ),
      `- One line for everywhere else: ${c.name}: ${c.subject}${where(c)}, made for ${c.audience}.`,
    ],
    why: [
      'Each bio says what you do, for whom and what to do next, within the platform limit.',
      'The link in the bio should go straight to the page for that call to action.',
    ],
    action: `Update your ${main(c)} bio now and point the link at the page where people ${c.goalKind === 'bookings' ? 'book' : c.goalKind === 'sales' ? 'buy' : 'get in touch'}.`,
  }),
  description: (c) => ({
    heading: `A description of the ${p(c)}`,
    lines: [
      `Title: The ${p(c)}${c.brandKnown ? ` at ${c.name}` : ''}`,
      '',
      `${upperFirst(c.productWhy.get(p(c)) ?? `the one ${c.audience} come back for`)}.`,
      '',
      `- Made for ${c.audience}`,
      `- ${upperFirst(noDot(c.objection[1]))}`,
      `- ${upperFirst(noDot(c.offer[0]))}`,
      '',
      `${endSentence(c.ctas[0]!)}`,
    ],
    why: ['It opens with what the customer gets, not what it is made of.', 'The bullets answer the usual worry before it stops the sale.'],
    action: 'Use it on the product page and in the next post about it, and change only the first line for each channel.',
  }),
};
