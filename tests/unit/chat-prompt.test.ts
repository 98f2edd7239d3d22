// The AI expert chat's prompt: the expert's voice and expertise, the brand kit (name,
// industry, audience, goal, tone, platforms, place), the focus area, the formatting the
// chat renders, a running workflow's current step, and the thread's history trimmed to a
// budget of characters with the newest messages kept.
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '#contracts/chat-personas';
import { CHAT_CONTEXT_CHARS, chatMessages, chatSystemPrompt, threadTitleFrom, trimHistory, type ChatTurn } from '#lib/ai/chat';
import type { BrandBrief } from '#lib/ai/types';

const brand: BrandBrief = {
  name: 'Bean There',
  industry: 'Independent café in Didsbury, Manchester',
  targetAudience: 'Local office workers and young families who want good coffee',
  mainGoal: 'Get more weekday morning customers',
  platforms: ['Instagram', 'Facebook', 'Email'],
  toneOfVoice: 'Friendly and playful',
};

describe('the chat system prompt', () => {
  it('carries the brand kit, the expert, the focus area and the formatting', () => {
    const prompt = chatSystemPrompt({ persona: 'ppc', useCase: 'ads', brand });
    for (const part of [
      'Bean There',
      'Independent café in Didsbury, Manchester',
      'Local office workers and young families',
      'Get more weekday morning customers',
      'Friendly and playful',
      'Instagram, Facebook, Email',
      'Location: Didsbury',
      'flat white',
    ])
      expect(prompt).toContain(part);
    expect(prompt).toContain('You are Raj');
    expect(prompt).toContain('ROAS');
    expect(prompt).toContain('Focus area chosen by the user: Paid Ads');
    expect(prompt).toContain('### ');
    expect(prompt).toContain('Action: ');
    expect(prompt).toContain('Next: ');
  });

  it("speaks in each expert's own voice", () => {
    const prompts = (['thomas', 'copywriter', 'strategist', 'ppc', 'social', 'chatgpt'] as const).map((persona) =>
      chatSystemPrompt({ persona, useCase: 'general', brand }),
    );
    expect(new Set(prompts).size).toBe(6);
    expect(prompts[0]).toContain('You are Thomas');
    expect(prompts[0]).toMatch(/campaign/);
    expect(prompts[1]).toContain('You are Clara');
    expect(prompts[1]).toMatch(/headlines/);
    expect(prompts[2]).toMatch(/positioning/);
    expect(prompts[4]).toMatch(/reels/);
    expect(prompts[5]).toContain("user's own OpenAI key");
  });

  it('asks for the brand once when there is no brand kit', () => {
    const prompt = chatSystemPrompt({ persona: 'thomas', useCase: 'general', brand: null });
    expect(prompt).toContain('has not filled in a brand kit');
    expect(prompt).not.toContain('- Name:');
  });

  it('while a workflow runs, works through the current step only and offers the next', () => {
    const workflow = PERSONAS.copywriter.workflows[0]!;
    const prompt = chatSystemPrompt({ persona: 'copywriter', useCase: 'copy', brand, workflow: { workflow, step: 3 } });
    expect(prompt).toContain(workflow.title);
    expect(prompt).toContain('Work through step 3 of 6 only');
    expect(prompt).toContain(`"${workflow.steps[2]}"`);
    expect(prompt).toContain(`Next: Step 4 of 6 — ${workflow.steps[3]}`);
    const last = chatSystemPrompt({ persona: 'copywriter', useCase: 'copy', brand, workflow: { workflow, step: 6 } });
    expect(last).toContain('This is the last step');
  });
});

describe('the thread history sent with each reply', () => {
  const turn = (i: number, size: number): ChatTurn => ({ role: i % 2 ? 'assistant' : 'user', content: `${i}:`.padEnd(size, 'x') });

  it('sends the system prompt, the earlier messages oldest first and the new message last', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'How do I plan a launch?' },
      { role: 'assistant', content: '### Launch plan\n1. Set a date.' },
    ];
    const messages = chatMessages({ persona: 'thomas', useCase: 'launch', brand, history, message: '  And the e-mails?  ' });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[1]!.content).toBe('How do I plan a launch?');
    expect(messages.at(-1)!.content).toBe('And the e-mails?');
  });

  it('keeps the newest messages within the budget of characters', () => {
    const history = Array.from({ length: 40 }, (_, i) => turn(i, 1000));
    const kept = trimHistory(history);
    const total = kept.reduce((n, t) => n + t.content.length, 0);
    expect(total).toBeLessThanOrEqual(CHAT_CONTEXT_CHARS);
    expect(total).toBeGreaterThan(CHAT_CONTEXT_CHARS - 1000);
    expect(kept.at(-1)!.content.startsWith('39:')).toBe(true);
    expect(kept.some((t) => t.content.startsWith('0:'))).toBe(false);
    // Oldest first, as they were said.
    const numbers = kept.filter((t) => !t.content.startsWith('…')).map((t) => Number(t.content.split(':')[0]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('cuts the oldest message that does not fit from its start, and sends everything when it fits', () => {
    const short = [turn(0, 100), turn(1, 100)];
    expect(trimHistory(short)).toEqual(short);
    const kept = trimHistory([turn(0, 5000), turn(1, 1000)], 3000);
    expect(kept).toHaveLength(2);
    expect(kept[0]!.content.startsWith('…')).toBe(true);
    expect(kept[0]!.content.length).toBe(2000);
    expect(kept[1]!.content.startsWith('1:')).toBe(true);
  });

  it('counts the new message against the budget', () => {
    const history = Array.from({ length: 20 }, (_, i) => turn(i, 1000));
    const messages = chatMessages({ persona: 'social', useCase: 'general', brand, history, message: 'y'.repeat(4000) });
    const historyChars = messages.slice(1, -1).reduce((n, m) => n + m.content.length, 0);
    expect(historyChars + 4000).toBeLessThanOrEqual(CHAT_CONTEXT_CHARS);
  });
});

describe('thread titles', () => {
  it('are the first message on one line, at most 60 characters, cut at a word, without trailing punctuation', () => {
    expect(threadTitleFrom('How do I get more reviews?')).toBe('How do I get more reviews');
    expect(threadTitleFrom('  Plan my\nlaunch!!  ')).toBe('Plan my launch');
    const long = threadTitleFrom('Write a landing page for our new autumn brunch menu with headlines, benefits and proof, please');
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toBe('Write a landing page for our new autumn brunch menu');
    expect(threadTitleFrom('???')).toBe('New conversation');
  });
});
