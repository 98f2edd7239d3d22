// The AI Assistant in a real browser against the local stack (the offline expert writes the
// replies). A user with a brand kit picks Thomas: "Connecting with Thomas..." then the chat at
// /assistant/thomas; a focus area adds Thomas's greeting for it, with the brand's name; a
// blank message sends nothing; a question sends on Enter and its reply appears piece by piece,
// then shows a heading and bullets while the address becomes the conversation's; New Chat
// empties the chat and the history lists the conversation; choosing it reopens its messages
// oldest first (and a reload keeps them); the reply is saved (Saved Responses lists it) and
// "Create Doc from Output" makes a draft /content lists. A 4,001-character message is refused:
// "AI request failed" with the server's reason, and the text stays in the box. A workflow runs
// step by step. The history renames, searches by what was said, exports Markdown and deletes.
// On a phone the conversation comes first, the history and quick actions in tabs above it;
// axe finds nothing serious at 1280 and 375 px, and nothing scrolls sideways at 375 px.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { chatEndpoints } from '#contracts/chat';
import { focusGreeting, PERSONAS } from '#contracts/chat-personas';
import { contentEndpoints } from '#contracts/content';
import { AI_CREDIT_BUYS, UPGRADE_MESSAGES } from '#contracts/plans';
import { db } from '#data/service';
import { auditBothWidths, DESKTOP, PHONE } from './a11y/audit.ts';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { signInPage } from './signed-in.ts';
import { chooseFromMenu, expectToast, heading } from './pages.ts';
import { callOk, newUser, stackUrl, type TestUser } from '../support/users.ts';
import { completeOnboarding, userIdOf } from '../support/seed.ts';

const BRAND: BrandKitInput = {
  name: 'Harbour Bakery',
  industry: 'Bakery',
  targetAudience: 'Families and office workers near the harbour',
  mainGoal: 'Sell 200 bread subscriptions by spring',
  platforms: ['Instagram', 'Email'],
  toneOfVoice: 'Friendly',
};
/** "Crumb Club" is said only here: the offline expert's bakery words (sourdough among them) may come up in any reply. */
const QUESTION = 'Give me a launch plan for our new sourdough subscription, the Crumb Club.';
const thomas = PERSONAS.thomas;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

let session: BrowserSession;
let page: Page;
let user: TestUser;
let threadId = '';

/** The /assistant page as a user sees it. */
const chatBox = () => page.getByTestId('chat-box');
const messages = () => page.getByTestId('chat-messages');
const userMessages = () => page.getByTestId('chat-message-user');
const replies = () => page.getByTestId('chat-message-assistant');
const messageBox = () => chatBox().getByRole('textbox', { name: 'Message' });
const history = () => page.getByTestId('chat-history');
const historyThreads = () => page.getByTestId('chat-threads').getByRole('listitem');
const savedPanel = () => page.getByTestId('saved-panel');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A history entry's open button, by the start of its title (its actions button says "Actions for …"). */
const threadButton = (title: string) => history().getByRole('button', { name: new RegExp(`^${escapeRegExp(title.slice(0, 20))}`) });

const noSidewaysScroll = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Records the length of reply number `index`'s text each time it changes, until `stopRecording`. */
async function recordReplyLengths(p: Page, index: number) {
  await p.evaluate((index) => {
    const w = window as unknown as { __replyLengths: number[]; __replyObserver?: MutationObserver };
    w.__replyLengths = [];
    const observer = new MutationObserver(() => {
      const reply = document.querySelectorAll('[data-testid="chat-message-assistant"]')[index]?.querySelector('.markk-reply');
      const length = reply?.textContent?.length ?? 0;
      if (length && w.__replyLengths.at(-1) !== length) w.__replyLengths.push(length);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    w.__replyObserver = observer;
  }, index);
}

async function stopRecording(p: Page): Promise<number[]> {
  return p.evaluate(() => {
    const w = window as unknown as { __replyLengths: number[]; __replyObserver?: MutationObserver };
    w.__replyObserver?.disconnect();
    return w.__replyLengths;
  });
}

/** With MARKK_ASSISTANT_SCREENSHOT set, a picture of the page for a look by eye. */
async function picture(name: string) {
  if (process.env.MARKK_ASSISTANT_SCREENSHOT) await page.screenshot({ path: `tests/e2e/artifacts/${name}.png`, fullPage: true });
}

/** Waits until a reply is stored: its Save button (or "saved" mark) appears once the conversation is read again. */
async function replyStored(reply: Locator) {
  await reply.getByRole('button', { name: /^(Save this reply|This reply is saved)$/ }).waitFor({ timeout: 20_000 });
}

beforeAll(async () => {
  user = await newUser({ fullName: 'Hana Harbour', companyName: 'Harbour Bakery' });
  await completeOnboarding(await userIdOf(user));
  await callOk(brandKitEndpoints.save, { token: user.accessToken, body: BRAND });
  session = await openBrowser();
  page = session.page;
  await signInPage(page, user);
});

afterAll(async () => {
  await session?.close();
});

describe('chatting with an expert', () => {
  it('picking Thomas shows "Connecting with Thomas..." and then the chat at /assistant/thomas', async () => {
    screenshotOnFailure(() => page, 'assistant-pick');
    await page.goto(`${stackUrl()}/assistant`);
    await heading(page, 'AI Assistant');
    expect(await page.title()).toBe('AI Assistant — Markk');
    await picture('assistant-picker');
    await page.setViewportSize(PHONE);
    await expect.poll(() => noSidewaysScroll(page), { timeout: 3000 }).toBe(true);
    await page.setViewportSize(DESKTOP);
    const cards = page.getByTestId('persona-picker');
    for (const persona of Object.values(PERSONAS)) await cards.getByRole('button', { name: `Chat with ${persona.name}`, exact: true }).waitFor();
    // Keyboard: the Chat buttons are reachable and work with Enter.
    await cards.getByRole('button', { name: `Chat with ${thomas.name}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`Connecting with ${thomas.name}...`, { exact: true }).waitFor();
    await picture('assistant-connecting');
    await page.waitForURL('**/assistant/thomas');
    await heading(page, `${thomas.name} · ${thomas.role}`);
    await chatBox().getByText('Ready to help you succeed!', { exact: true }).waitFor();
    await history().getByText('No conversations yet.', { exact: true }).waitFor();
    expect(await auditBothWidths(page, 'assistant chat, empty', () => chatBox().getByText('Ready to help you succeed!').waitFor())).toEqual([]);
  });

  it('a focus area on the empty chat adds the expert’s greeting for it, with the brand', async () => {
    screenshotOnFailure(() => page, 'assistant-focus');
    await page.getByTestId('focus-areas').getByRole('button', { name: 'Product Launch', exact: true }).click();
    await expect.poll(() => replies().count(), { timeout: 5000 }).toBe(1);
    expect(await replies().first().innerText()).toContain(focusGreeting(thomas, 'launch', BRAND.name).slice(0, 60));
    expect(await replies().first().innerText()).toContain(BRAND.name);
  });

  it('a blank message sends nothing', async () => {
    await messageBox().fill('   \n  ');
    await messageBox().press('Enter');
    expect(await chatBox().getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await page.waitForTimeout(300);
    expect(await userMessages().count()).toBe(0);
    expect((await callOk(chatEndpoints.listThreads, { token: user.accessToken, query: {} })).threads).toEqual([]);
  });

  it('Enter sends; the reply grows as it streams, then shows a heading and bullets; the address becomes the conversation', async () => {
    screenshotOnFailure(() => page, 'assistant-send');
    await messageBox().fill(QUESTION);
    // Shift+Enter is a new line, not a send.
    await messageBox().press('Shift+Enter');
    expect(await messageBox().inputValue()).toBe(`${QUESTION}\n`);
    expect(await userMessages().count()).toBe(0);
    await recordReplyLengths(page, 1);
    await messageBox().press('Enter');
    await userMessages().first().getByText(QUESTION).waitFor();
    expect(await messageBox().inputValue()).toBe('');
    await page.waitForURL(UUID);
    threadId = UUID.exec(page.url())![0];
    // The address changed without reloading the chat: the message box keeps the keyboard focus.
    expect(await messageBox().evaluate((box) => box === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/assistant/threads/${threadId}`);

    const reply = replies().nth(1);
    await replyStored(reply);
    const lengths = await stopRecording(page);
    // A screen reader hears that the reply is in.
    await expect.poll(() => page.getByTestId('chat-announcement').textContent()).toBe(`${thomas.name} replied.`);
    const full = (await reply.locator('.markk-reply').textContent())!.length;
    // Partial text came first, several times, before the whole reply (a mark such as ** can
    // shorten the text for a moment once it closes, so growth is not strictly monotonic).
    expect(lengths.filter((length) => length < full).length).toBeGreaterThan(2);
    expect(lengths[0]).toBeLessThan(full / 2);
    expect(lengths.at(-1)).toBe(full);

    await reply.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await reply.getByRole('listitem').count()).toBeGreaterThan(2);
    await picture('assistant-reply-1280');
    // The greeting stays first, then the question, then the reply.
    expect(await replies().count()).toBe(2);
    const stored = await callOk(chatEndpoints.getThread, { token: user.accessToken, params: { threadId } });
    expect(stored.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(stored.thread.useCase).toBe('launch');
    await threadButton(stored.thread.title).waitFor();
  });

  it('New Chat empties the chat; the history lists the conversation; choosing it reopens its messages oldest first, and a reload keeps them', async () => {
    screenshotOnFailure(() => page, 'assistant-reopen');
    await history().getByRole('button', { name: 'New Chat', exact: true }).click();
    await chatBox().getByText('Ready to help you succeed!', { exact: true }).waitFor();
    await page.waitForURL('**/assistant/thomas');
    expect(await historyThreads().count()).toBe(1);

    const { thread } = await callOk(chatEndpoints.getThread, { token: user.accessToken, params: { threadId } });
    await threadButton(thread.title).click();
    await page.waitForURL(`**/assistant/threads/${threadId}`);
    await replyStored(replies().first());
    const order = await messages()
      .locator('[data-testid^="chat-message-"]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
    expect(order).toEqual(['chat-message-user', 'chat-message-assistant']);
    expect(await userMessages().first().innerText()).toContain(QUESTION);

    await page.reload();
    await replyStored(replies().first());
    expect(await userMessages().first().innerText()).toContain(QUESTION);
    await replies().first().getByRole('heading', { level: 3 }).first().waitFor();
  });

  it('saves the reply (Saved Responses lists it) and makes a draft of it that /content lists', async () => {
    screenshotOnFailure(() => page, 'assistant-save');
    await replies().first().getByRole('button', { name: 'Save this reply' }).click();
    await expectToast(page, 'Response saved');
    await replies().first().getByRole('button', { name: 'This reply is saved' }).waitFor();
    await savedPanel().getByRole('tab', { name: 'Saved Responses' }).click();
    await savedPanel().getByTestId('saved-item').first().waitFor();
    expect(await savedPanel().getByTestId('saved-item').count()).toBe(1);

    await savedPanel()
      .getByTestId('saved-item')
      .first()
      .getByRole('button', { name: /^Select saved response:/ })
      .click();
    await savedPanel().getByRole('button', { name: 'Create Doc from Output', exact: true }).click();
    await savedPanel().getByTestId('doc-created').waitFor();
    const docs = (await callOk(contentEndpoints.list, { token: user.accessToken })).items.filter((item) => item.type === 'doc');
    expect(docs).toHaveLength(1);
    await page.goto(`${stackUrl()}/content`);
    await page.getByRole('link', { name: docs[0]!.title, exact: true }).waitFor();
  });

  it('a refused message says "AI request failed" with the server’s reason and stays in the box', async () => {
    screenshotOnFailure(() => page, 'assistant-refused');
    await page.goto(`${stackUrl()}/assistant/thomas`);
    await chatBox().getByText('Ready to help you succeed!', { exact: true }).waitFor();
    const long = 'a'.repeat(4001);
    await messageBox().fill(long);
    await chatBox().getByRole('button', { name: 'Send' }).click();
    await expectToast(page, 'AI request failed', 'Messages can be at most 4,000 characters.');
    expect(await messageBox().inputValue()).toBe(long);
    expect(await userMessages().count()).toBe(0);
    expect(await chatBox().getByRole('button', { name: 'Send' }).isDisabled()).toBe(false);
    await messageBox().fill('');
  });
});

describe('a workflow', () => {
  it('Start This Workflow runs step 1, and Next step moves to step 2', async () => {
    screenshotOnFailure(() => page, 'assistant-workflow');
    const workflow = thomas.workflows[0]!;
    await page.getByRole('button', { name: 'Start This Workflow' }).first().click();
    await userMessages().first().getByText(`Let's work through the ${workflow.title} workflow.`).waitFor();
    await page.getByTestId('workflow-status').getByText(`Step 1 of 6: ${workflow.steps[0]}`).waitFor();
    await replyStored(replies().last());
    await page.getByRole('button', { name: 'Next step', exact: true }).click();
    await page.getByTestId('workflow-status').getByText(`Step 2 of 6: ${workflow.steps[1]}`).waitFor();
    await picture('assistant-workflow');
    await expect.poll(() => userMessages().count(), { timeout: 5000 }).toBe(2);
    expect(await userMessages().nth(1).innerText()).toContain("Let's move on to step 2:");
    await expect.poll(() => replies().count(), { timeout: 20_000 }).toBe(2);
    await replyStored(replies().last());
    const id = UUID.exec(page.url())![0];
    const stored = await callOk(chatEndpoints.getThread, { token: user.accessToken, params: { threadId: id } });
    expect(stored.thread.workflow).toEqual({ id: workflow.id, step: 2 });

    // Reopened, the conversation is on step 2 still.
    await page.reload();
    await page.getByTestId('workflow-status').getByText(`Step 2 of 6: ${workflow.steps[1]}`).waitFor();
  });
});

describe('the chat history', () => {
  it('searches by what was said, renames, exports Markdown and deletes', async () => {
    screenshotOnFailure(() => page, 'assistant-history');
    await page.goto(`${stackUrl()}/assistant/threads/${threadId}`);
    await replyStored(replies().first());
    await expect.poll(() => historyThreads().count(), { timeout: 10_000 }).toBe(2);

    // "Crumb Club" is only in the first conversation's messages.
    await history().getByRole('searchbox').fill('crumb club');
    await expect.poll(() => historyThreads().count(), { timeout: 10_000 }).toBe(1);

    await chooseFromMenu(
      page,
      historyThreads()
        .first()
        .getByRole('button', { name: /^Actions for/ }),
      'Rename',
    );
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Sourdough launch');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await history()
      .getByRole('button', { name: /^Sourdough launch/ })
      .waitFor();

    const download = page.waitForEvent('download');
    await chooseFromMenu(page, historyThreads().first().getByRole('button', { name: 'Actions for Sourdough launch' }), 'Export as Markdown');
    const file = await download;
    expect(file.suggestedFilename()).toBe('sourdough-launch.md');
    const markdown = await readFile((await file.path())!, 'utf8');
    expect(markdown.startsWith('# Sourdough launch\n')).toBe(true);
    expect(markdown.indexOf(QUESTION)).toBeGreaterThan(-1);
    expect(markdown.indexOf('## You')).toBeLessThan(markdown.indexOf(`## ${thomas.name}`));

    await chooseFromMenu(page, historyThreads().first().getByRole('button', { name: 'Actions for Sourdough launch' }), 'Delete');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Conversation deleted');
    // The open conversation was the deleted one: the chat starts afresh.
    await page.waitForURL('**/assistant/thomas');
    await history().getByText('No conversations mention “crumb club”.', { exact: true }).waitFor();
    await callOk(chatEndpoints.listThreads, { token: user.accessToken, query: {} }).then(({ threads }) => expect(threads).toHaveLength(1));
  });

  it('an unknown conversation says so', async () => {
    await page.goto(`${stackUrl()}/assistant/threads/00000000-0000-4000-8000-000000000000`);
    await page.getByText('Conversation not found', { exact: true }).waitFor();
  });
});

describe('"Use Your ChatGPT"', () => {
  // The local stack sends own keys to a fake OpenAI: a key starting "sk-bad" is refused with OpenAI's own 401.
  const GOOD_KEY = 'sk-e2e-good-0123456789';
  const chatgpt = PERSONAS.chatgpt;

  it('asks for the key (masked, show/hide, Connect disabled while blank), names a refused key, and connects a good one', async () => {
    screenshotOnFailure(() => page, 'assistant-own-key');
    await page.goto(`${stackUrl()}/assistant`);
    await page.getByRole('button', { name: `Chat with ${chatgpt.name}`, exact: true }).click();
    // No "Connecting with ..." card for the own-key expert: the key form at once.
    await page.waitForURL('**/assistant/chatgpt');
    const form = page.getByTestId('key-form');
    const key = form.getByLabel('OpenAI API key');
    const connect = form.getByRole('button', { name: 'Connect', exact: true });
    await key.waitFor();
    expect(await key.getAttribute('type')).toBe('password');
    expect(await connect.isDisabled()).toBe(true);
    await key.fill('    ');
    expect(await connect.isDisabled()).toBe(true);

    await key.fill('sk-bad-key-0000');
    await form.getByRole('button', { name: 'Show key' }).click();
    expect(await key.getAttribute('type')).toBe('text');
    await form.getByRole('button', { name: 'Hide key' }).click();
    expect(await key.getAttribute('type')).toBe('password');
    await connect.click();
    await form.getByText(/^OpenAI refused this key: /).waitFor();
    await picture('assistant-key-refused');
    await page.setViewportSize(PHONE);
    await expect.poll(() => noSidewaysScroll(page), { timeout: 3000 }).toBe(true);
    await page.setViewportSize(DESKTOP);

    await key.fill(`  ${GOOD_KEY}  `);
    await connect.click();
    await expectToast(page, 'Connected successfully!', 'Your ChatGPT API is ready for unlimited conversations.');
    await chatBox().getByText('Ready to help you succeed!', { exact: true }).waitFor();
  });

  it('answers on the user’s key, which is in no storage, cookie or address; a reload asks for it again', async () => {
    screenshotOnFailure(() => page, 'assistant-own-key-chat');
    await messageBox().fill('What should we post this week?');
    await messageBox().press('Enter');
    await page.waitForURL(UUID);
    const reply = replies().first();
    await replyStored(reply);
    await reply.getByRole('heading', { name: `Plan for ${BRAND.name}` }).waitFor();
    const stored = await page.evaluate(() =>
      JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie, url: location.href }),
    );
    expect(stored).not.toContain(GOOD_KEY);

    await page.reload();
    await page.getByTestId('key-form').getByLabel('OpenAI API key').waitFor();
    expect(await page.getByTestId('key-form').getByLabel('OpenAI API key').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Back to experts', exact: true }).click();
    await heading(page, 'AI Assistant');
    await page.waitForURL(/\/assistant$/);
  });
});

describe('on a phone', () => {
  it('puts the conversation first at 375 px with the rest one tap away, scrolls nothing sideways, and passes axe', async () => {
    screenshotOnFailure(() => page, 'assistant-phone');
    const { threads } = await callOk(chatEndpoints.listThreads, { token: user.accessToken, query: {} });
    // A conversation with Thomas (the own-key one would ask for the key again).
    const withThomas = threads.find((thread) => thread.persona === 'thomas')!;
    await page.goto(`${stackUrl()}/assistant/threads/${withThomas.id}`);
    await replyStored(replies().first());
    await page.setViewportSize(PHONE);
    await expect.poll(() => noSidewaysScroll(page), { timeout: 3000 }).toBe(true);
    // The conversation starts on the first screen; the history is behind its tab.
    await expect.poll(async () => (await chatBox().boundingBox())?.y ?? Number.POSITIVE_INFINITY, { timeout: 3000 }).toBeLessThan(PHONE.height * 0.6);
    expect(await history().count()).toBe(0);
    const tabs = page.getByTestId('assistant-phone-tabs');
    await tabs.getByRole('tab', { name: 'History' }).click();
    await history().waitFor();
    // A quick action fills the message box and brings the chat back, focused.
    await tabs.getByRole('tab', { name: 'Quick actions' }).click();
    expect(await messageBox().count()).toBe(0);
    await page.getByTestId('quick-actions').getByRole('button').first().click();
    await expect.poll(() => messageBox().inputValue()).not.toBe('');
    await expect.poll(() => messageBox().evaluate((el) => el === document.activeElement)).toBe(true);
    await messageBox().fill('');
    await picture('assistant-reply-375');
    await page.setViewportSize(DESKTOP);
    expect(await auditBothWidths(page, 'assistant conversation', () => replies().first().waitFor())).toEqual([]);
  });
});

describe('out of expert replies for today', () => {
  it('the chat box counts today’s replies down; a send past them says so with Upgrade, and the message stays in the box', async () => {
    screenshotOnFailure(() => page, 'assistant-no-replies');
    // A month of spent credits does not stop the chat: its replies are counted per day.
    const userId = await userIdOf(user);
    await db()
      .entities.aiUsage.put({ userId, month: new Date().toISOString().slice(0, 7), credits: 20 })
      .go();
    await db()
      .entities.chatUsage.put({ userId, day: new Date().toISOString().slice(0, 10), replies: 29 })
      .go();
    await page.goto(`${stackUrl()}/assistant/thomas`);
    await chatBox().getByText('Ready to help you succeed!', { exact: true }).waitFor();
    await chatBox()
      .getByText(/1 of 30 expert replies left today\./)
      .waitFor();
    await messageBox().fill('The last idea for today, please.');
    await messageBox().press('Enter');
    await replyStored(replies().last());
    // Counted at once, without a reload.
    await chatBox()
      .getByText(/0 of 30 expert replies left today\./)
      .waitFor();

    await messageBox().fill('One more campaign idea, please.');
    await messageBox().press('Enter');
    await expectToast(page, 'AI request failed', UPGRADE_MESSAGES.chatReplies);
    expect(await messageBox().inputValue()).toBe('One more campaign idea, please.');
    await page.getByTestId('toasts').getByRole('link', { name: 'Upgrade', exact: true }).click();
    await page.waitForURL('**/pricing');
    await page.getByTestId('credit-rule').getByText(AI_CREDIT_BUYS).waitFor();
  });
});

describe('the Content-Security-Policy', () => {
  it('was not violated by any page above', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
