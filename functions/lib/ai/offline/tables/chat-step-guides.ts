// Table: what to do in a workflow step, by what the step asks (its words), for this brand.
import { lowerFirst, upperFirst } from '../brief.ts';
import { endSentence, fit, main, money, noDot, p, where, type Ctx } from '../chat-context.ts';
import { CONTENT_STEP_GUIDES } from './chat-step-guides-content.ts';

export const STEP_GUIDES = {
  offerDefine: (c) => [
    `Write what is new in one line, e.g. "The new ${p(c)} at ${c.name}: ${c.productWhy.get(p(c)) ?? 'made for ' + c.audience}."`,
    `Name who it is for: ${c.audience}${where(c)}, and the moment they need it.`,
    `Write the sentence that sells it: the result first, then what makes it different, in a ${c.voice} voice.`,
  ],
  launchHook: (c) => [
    `Pick a date with a reason: ${endSentence(c.seasonal)}`,
    `Give a reason to act now: a launch-only bonus such as ${lowerFirst(c.offer[0])}, for the first 50 or the first week only.`,
    `Sum it up in one hook line for every post and e-mail: "New at ${c.name}: be first, get ${lowerFirst(c.offer[0])}."`,
  ],
  waitlist: (c) => [
    `Make a one-screen sign-up page: the headline (what is coming), the bonus, one field for the e-mail and one button.`,
    `Post a teaser on ${main(c)}: a close-up of the ${p(c)}, "Coming soon to ${c.name}. Join the list for ${lowerFirst(c.offer[0])}", link in bio.`,
    `Tell your best customers in person or by message first; they sign up and share.`,
  ],
  launchWeek: (c) => [
    `Monday: the reveal post and${c.hasEmail ? ' the launch e-mail to your list' : ' a message to your best customers'}.`,
    `Tuesday and Wednesday: a demo reel of the ${p(c)} and a customer's first reaction.`,
    `Thursday: a partner or local mention${c.place ? ` (a neighbour business in ${c.place})` : ''}, each sharing the other.`,
    `Friday: last call for the launch bonus${c.hasEmail ? ', plus the second e-mail' : ''}.`,
  ],
  launchDay: (c) => [
    `Morning: publish the announcement on ${main(c)} and pin it; send${c.hasEmail ? ' the e-mail' : ' a message to the waitlist'} at the same time.`,
    `Midday: go live or post stories showing the ${p(c)} and the first customers.`,
    `All day: reply to every comment and message within the hour; thank each first buyer by name.`,
  ],
  followUp: (_c) => [
    `Within two days, thank every buyer and ask one question: what nearly stopped you buying?`,
    `Ask for a review a week later, with a direct link.`,
    `Write down the numbers (sign-ups, sales, best post) and the one thing to change next time.`,
  ],
  moment: (c) => [
    `Seasonal moment: ${endSentence(c.seasonal)}`,
    `Local moment: ${c.event}${where(c)}, or a neighbourhood date your customers already mark.`,
    `Pick the one with a clear start and end date, at least three weeks away.`,
  ],
  themedOffer: (c) => [
    `Theme the offer to the moment: ${c.offer[0]} (${c.offer[1]}).`,
    `Set a hard end date and a number, e.g. the first 40 customers.`,
    `Say it in one line: "${noDot(c.offer[0])}, until Sunday only."`,
  ],
  campaignStory: (c) => [
    `Situation: what ${c.audience} struggle with at this time.`,
    `Turning point: how ${c.name} helps, shown through the ${p(c)}.`,
    `Result: ${endSentence(c.proof)}`,
  ],
  rawStories: (c) => [
    `How ${c.name} started, and the moment you knew it would work.`,
    `A hard day and what you learned from it.`,
    `A favourite customer: ${endSentence(c.proof)}`,
    `Behind the scenes: ${endSentence(c.behind)}`,
  ],
  oneMessage: (c) => [
    `Finish this sentence: "${c.name} helps ${c.audience} to …"`,
    `Check it against your goal (${c.goal}): would hearing it make someone act?`,
    `Keep it under 15 words and use it, word for word, in every piece.`,
  ],
  formats: (c) => [
    `A reel on ${main(c)}: ${endSentence(c.behind)}`,
    `A carousel: ${c.tip[0]}: ${endSentence(c.tip[1])}`,
    `A post with the offer: ${c.offer[0]}.`,
    c.hasEmail ? `An e-mail to your list with the story and one call to action.` : `A story sequence with a poll about the ${p(c, 1)}.`,
  ],
  schedule: (c) => [
    `Post on the days your audience is most active; for ${c.audience}, early morning and evening are a safe start.`,
    `A rhythm you can keep: three posts a week plus daily stories on ${main(c)}.`,
    `Put every piece in the calendar with its call to action: "${noDot(c.ctas[0]!)}".`,
  ],
  tracking: (c) => [
    `Decide the action that counts for your goal (${c.goal}), and its value to ${c.name}.`,
    `Give each channel its own link (UTM tags) or code, e.g. ${
      c.name
        .replace(/[^A-Za-z]/g, '')
        .toUpperCase()
        .slice(0, 6) || 'SHOP'
    }10 for ${main(c)}.`,
    `Install the Meta pixel and Google tag, then do a test purchase or booking and check it shows up.`,
  ],
  measure: (c) => [
    `Compare the numbers with your goal (${c.goal}): what moved, and by how much?`,
    `Find the one piece that did best and the one that did worst, and say why in a sentence each.`,
    `Keep the winners in next month's plan, drop the losers, and change one thing to test.`,
  ],
  research: (c) => [
    `Talk to three recent customers (${c.audience}) for 15 minutes each.`,
    `Ask: what were you looking for, what nearly stopped you, and what would you tell a friend about ${c.name}?`,
    `Write down their exact words; the phrases they repeat become your headlines.`,
  ],
  headline: (c) => [
    `Result: "${upperFirst(c.subject)}${where(c)}, done properly"`,
    `Curiosity: "The ${p(c)} ${c.audience} keep coming back for"`,
    `Objection: "${noDot(c.objection[0])}? Here is the honest answer"`,
  ],
  benefits: (c) => [
    ...c.products.slice(0, 3).map((product) => `The ${product} → ${c.productWhy.get(product) ?? 'what it does for them'}.`),
    `In the copy, lead with the outcome on the right and mention the feature second.`,
  ],
  proof: (c) => [
    `A review with a name: ${endSentence(c.proof)}`,
    `A number: how many customers, years or orders.`,
    `A photo or short video of a real customer with the ${p(c)}.`,
  ],
  objections: (c) => [
    `Biggest worry: "${c.objection[0]}" Answer: ${c.objection[1]}`,
    `Write a plain guarantee, e.g. "If you are not happy, tell us and we will put it right."`,
    `Place the answer right before the button, where the doubt appears.`,
  ],
  cta: (c) => [
    `Use one call to action, in the words of what happens next: "${noDot(c.ctas[0]!)}".`,
    `Write a second version to test: "${noDot(c.ctas[1] ?? c.ctas[0]!)}".`,
    `Run each to half the visitors for two weeks, and keep the one with more ${c.goalKind === 'bookings' ? 'bookings' : 'clicks'}.`,
  ],
  email1: (c) => [
    `Subject: "Welcome to ${c.name}"`,
    `Deliver what they signed up for in the first line, then say what they will get and how often.`,
    `End with one small ask: reply and tell us what brought you here.`,
  ],
  email2: (c) => [
    `Subject: "Why we started ${c.name}"`,
    `Tell the story in five sentences: the problem you saw, the moment you decided, and what ${c.name} does differently because of it.`,
    `Close with a photo and a link to the ${p(c)}.`,
  ],
  email3: (c) => [`Subject: "${noDot(c.tip[0])}"`, `Give the tip in full: ${endSentence(c.tip[1])}`, `Close with: "${noDot(c.ctas[0]!)}".`],
  email4: (c) => [`Subject: "${c.objection[0]}"`, `Answer it honestly: ${c.objection[1]}`, `Add proof: ${endSentence(c.proof)}`],
  email5: (c) => [
    `Subject: "${noDot(c.offer[0])} (ends Friday)"`,
    `The offer: ${c.offer[1]}, with the end date in bold.`,
    `One button, and a P.S. repeating the deadline.`,
  ],
  goal: (c) => [
    `The goal: ${c.goal}.`,
    `The number that proves it, counted weekly, and where you will count it.`,
    `The one offer everything leads to: ${c.offer[0]}.`,
  ],
  valueStack: (c) => [
    `The result: what ${c.audience} get from the ${p(c)}, and how soon.`,
    `The stack: the ${p(c)}, plus the ${p(c, 1)} as a bonus or a small saving in a bundle.`,
    `The price story: compare it with the cost of not solving the problem, not with the cheapest competitor.`,
  ],
  urgency: (_c) => [
    `A real deadline: the offer ends on a named day.`,
    `A real limit: a number of places or items.`,
    `Say it once in the headline and once beside the button; never fake it.`,
  ],
  market: (c) => [
    `List three competitors${c.place ? ` around ${c.place}` : ''} and copy the first line of each one's website or bio.`,
    `Note what each one promises and who they seem to be for.`,
    `Circle what nobody says; that gap is where ${c.name} can stand.`,
  ],
  difference: (c) => [
    `List three things ${c.name} does differently: the ${p(c)}, how you work, where you are.`,
    `Score each: does it matter to ${c.audience}, and can a competitor easily copy it?`,
    `Keep the one that scores highest on both.`,
  ],
  positioning: (c) => [
    `Positioning: "For ${c.audience}${where(c)}, ${c.name} is the ${c.trade} that …", finished with your one difference.`,
    `Tagline: five words or fewer that carry that difference.`,
    `Elevator pitch: who you help, the problem, how you solve it, one proof, in 30 seconds.`,
  ],
  pillars: (c) => [
    `Teach: tips such as "${c.tip[0]}".`,
    `Show: ${endSentence(c.behind)}`,
    `Sell: the ${p(c)} and ${lowerFirst(c.offer[0])}.`,
    `Prove: ${endSentence(c.proof)}`,
  ],
  voice: (c) => [
    `Trait 1: ${c.voice}. Do: talk like you do at the counter. Don't: use jargon.`,
    `Trait 2: specific. Do: name the ${p(c)} and the price. Don't: "quality products".`,
    `Trait 3: helpful. Do: give the tip itself. Don't: tease without delivering.`,
  ],
  rollOut: (c) => [
    `Update your ${c.social.join(' and ')} bio with the new line.`,
    `Change your homepage headline and your e-mail signature.`,
    `Brief anyone who writes for ${c.name} with the one-page framework.`,
  ],
  attention: (c) => [
    `Online: ${c.social.join(', ')}, local groups and the searches they make.`,
    `Offline: the places${c.place ? ` in ${c.place}` : ''} they pass every week.`,
    `Pick the two places where you can show up every week.`,
  ],
  keywords: (c) => [
    `Buyer-intent keywords: "${c.searchTerm}${c.place ? ` ${c.place}` : ' near me'}", "${p(c)}${c.place ? ` ${c.place}` : ''}", "best ${c.searchTerm}${c.place ? ` in ${c.place}` : ''}".`,
    `Match types: start with phrase match, and exact match for your three best terms.`,
    `Negatives: jobs, free, course, DIY, second hand, and your competitors' names.`,
  ],
  structure: (c) => [
    `One ad group per product or service: the ${p(c)}, the ${p(c, 1)}.`,
    `Five to fifteen close keywords per group, so each ad can repeat the search.`,
    `Send each group to the page about that product, not the homepage.`,
  ],
  rsa: (c) => [
    `Headlines (30 characters each): "${fit(`${upperFirst(c.searchTerm)}${c.place ? ` in ${c.place}` : ''}`, 30)}", "${fit(noDot(c.offer[0]), 30)}", "${fit(`Loved by ${c.audience}`, 30)}".`,
    `Descriptions (90 characters): the benefit, the proof, the call to action.`,
    `Sitelinks: prices, reviews, contact; callouts: your guarantee and ${c.place ? 'your location' : 'your hours'}.`,
  ],
  budget: (c) => {
    const budget = c.budget ?? 300;
    return [
      `Start at ${money(c, budget)} a month, about ${money(c, budget / 30)} a day.`,
      `Bidding: maximise clicks with a cap of ${c.currency}1.50 for two weeks, then switch to maximise conversions.`,
      `Review every Monday; never change more than one thing at once.`,
    ];
  },
  numbers: (c) => {
    const value = { visits: 15, bookings: 60, email: 20, sales: 40, leads: 150, signups: 30, members: 120, awareness: 25 }[c.goalKind];
    return [
      `Customer value: say ${money(c, value)} (use your real average).`,
      `At a 50% margin, break-even ROAS is 2.0, so you can pay up to ${money(c, value / 2)} per customer.`,
      `Test budget: ${money(c, (c.budget ?? 300) / 30)} a day for seven days per ad set.`,
    ];
  },
  audiences: (c) => [
    `Interests: people near ${c.place ?? 'you'} interested in ${c.subject}.`,
    `Lookalike: 1% lookalike of your customer list or best followers.`,
    `Retargeting: website visitors and ${main(c)} engagers from the last 30 days.`,
  ],
  creatives: (c) => [
    `A demo video of the ${p(c)} (15 seconds, captions on).`,
    `A customer review over a photo: ${endSentence(c.proof)}`,
    `An offer image: ${c.offer[0]}.`,
  ],
  adCopy: (c) => [
    `Hook: "${noDot(c.objection[0])}?"`,
    `Benefit and proof: ${c.productWhy.get(p(c)) ?? 'what it does for them'}; ${lowerFirst(endSentence(c.proof))}`,
    `Call to action: "${noDot(c.ctas[0]!)}".`,
  ],
  launchTest: (_c) => [
    `Launch everything on the same day so results compare fairly.`,
    `Do not edit for seven days; the platform needs that to learn.`,
    `Write down the date and what you expect, so you can judge honestly.`,
  ],
  // Content, community, search and sales steps: the table's second half.
  ...CONTENT_STEP_GUIDES,
} satisfies Record<string, (c: Ctx) => string[]>;

export type GuideName = keyof typeof STEP_GUIDES;
