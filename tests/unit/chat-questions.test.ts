// The experts answer the question asked: 42 real questions from six kinds of business, each
// checked for what its owner would look for first — the number asked for, the network named,
// the subject's words — in the offline expert's answer, and the rule that makes the OpenAI
// path do the same, in its system prompt.
import { describe, expect, it } from 'vitest';
import { chatSystemPrompt } from '#lib/ai/chat-prompt';
import { chatOffline, generalNote } from '#lib/ai/offline/chat';
import { answerProblems, BRANDS, QUESTIONS } from '../support/expert-questions.ts';

describe('the offline expert answers the question asked', () => {
  it('has forty-odd questions over six kinds of business', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(QUESTIONS.map(([kind]) => kind)).size).toBe(6);
  });

  it.each(QUESTIONS.map(([kind, q]) => [`${kind}: ${q.message}`, kind, q] as const))('%s', (_label, kind, question) => {
    const answer = chatOffline({ persona: question.persona, useCase: 'general', brand: BRANDS[kind], history: [], message: question.message });
    expect(answerProblems(question, answer, true), answer).toEqual([]);
  });
});

describe('a question that names nothing', () => {
  it('gets general advice that says it is general', () => {
    const answer = chatOffline({ persona: 'thomas', useCase: 'general', brand: BRANDS.bakery, history: [], message: 'What should I be doing this week?' });
    expect(answer).toContain("Your question doesn't name a channel or a task, so here is general advice on your marketing plan.");
    const focused = chatOffline({ persona: 'thomas', useCase: 'email', brand: BRANDS.bakery, history: [], message: 'What should I be doing this week?' });
    expect(focused).toContain('general advice for your focus area, E-mail marketing.');
  });

  it('is the only kind that is told so', () => {
    for (const [kind, question] of QUESTIONS) {
      const answer = chatOffline({ persona: question.persona, useCase: 'general', brand: BRANDS[kind], history: [], message: question.message });
      expect(answer, question.message).not.toContain(generalNote('general', 'x').slice(0, 40));
    }
    const named = chatOffline({ persona: 'thomas', useCase: 'general', brand: BRANDS.salon, history: [], message: 'How do I get more Google reviews?' });
    expect(named).not.toContain('general advice');
  });
});

describe('the checks', () => {
  it('catch the answers new users were given', () => {
    const [, boiler] = QUESTIONS.find(([, q]) => q.message.startsWith('3 Facebook post ideas'))!;
    const stopcock = ['### A post for Pipeworks', '1. Where is your stopcock? Show followers how to find it.', 'Action: Book the bathroom installation.'].join(
      '\n',
    );
    expect(answerProblems(boiler, stopcock, false)).toEqual(['1 numbered items, not 3', 'Facebook is not named', 'the subject "boiler" is not in the answer']);
    const [, instagramAds] = QUESTIONS.find(([kind, q]) => kind === 'plumber' && q.kind === 'ads' && q.network === 'Instagram')!;
    const search = ['### Instagram ads for Pipeworks', 'Start small.', '**Action:** Launch a Google Search campaign on "boiler service".'].join('\n');
    expect(answerProblems(instagramAds, search, false)).toEqual([
      'the Action is for Google Search: **Action:** Launch a Google Search campaign on "boiler service".',
    ]);
  });
});

describe('the OpenAI path', () => {
  it('is told to give the number asked, keep to the network named and write about the subject', () => {
    const prompt = chatSystemPrompt({ persona: 'social', useCase: 'general', brand: BRANDS.plumber });
    expect(prompt).toMatch(/give exactly that many, numbered/);
    expect(prompt).toMatch(/keep to the network it names/);
    expect(prompt).toMatch(/write about its subject, with its season/);
  });
});
