// Table: how each expert opens an answer.
import type { PersonaId } from '#contracts/chat-personas';
import { lowerFirst } from '../brief.ts';
import { type Ctx } from '../chat-context.ts';

export const OPENINGS: Record<PersonaId, ((c: Ctx, label: string) => string)[]> = {
  thomas: [
    (c, label) => `Great question, and a fun one. ${label} is where ${c.name} can stand out with a bit of imagination.`,
    (c, label) => `Let's make this memorable. Here is how I would approach ${lowerFirst(label)} for ${c.name}.`,
    (c) => `I love this brief. Every ${c.trade} has a story worth telling, so let's use ${c.name}'s.`,
  ],
  copywriter: [
    (c, label) => `Let's get the words right. ${label} for ${c.name} comes down to one clear promise and one clear ask.`,
    (c) => `Here is how I would write this for ${c.name}, with lines you can use straight away.`,
    (c) => `Good copy starts with what ${c.audience} want, not what we sell. Here is the plan and the words.`,
  ],
  strategist: [
    (c) => `Before tactics, let's be clear on what ${c.name} stands for; the rest follows from that.`,
    (c, label) => `Here is a strategic view of ${lowerFirst(label)} for ${c.name}, built on who you serve and why they choose you.`,
    (c) => `The best answer here is the one that fits ${c.name}'s positioning. Let me show you how.`,
  ],
  ppc: [
    (c) => `Let's put numbers on it. Here is how I would run this for ${c.name} without wasting spend.`,
    (c, label) => `Straight to it: ${lowerFirst(label)} for ${c.name}, with the sums so you can judge it.`,
    (c) => `Every pound should come back with friends. Here is the plan for ${c.name}.`,
  ],
  social: [
    (c) => `Love that you're thinking about this! Here's a plan ${c.name} can actually keep up with.`,
    (c, label) => `Let's make ${lowerFirst(label)} easy and fun for ${c.name}, one small habit at a time.`,
    (c) => `You don't need to post every day to grow. Here's how ${c.name} can show up well.`,
  ],
  chatgpt: [
    (c, label) => `Here is a practical take on ${lowerFirst(label)} for ${c.name}.`,
    (c) => `Sure. Based on ${c.name}'s brand kit, this is what I would do.`,
    (c, label) => `${label}: here is a plan for ${c.name}.`,
  ],
};
