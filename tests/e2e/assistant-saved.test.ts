// Saved & Projects in a real browser against the local stack. A user's reply is sent and saved
// through the API (twice: it is kept once); on /assistant/thomas the reply is listed under Saved
// Responses with its expert; selecting it and double-clicking "Create Doc from Output" makes one
// draft, which /content lists; "Attach to Project" adds one task with the reply as its
// description to the chosen project, which its board shows. The panel passes axe at 1280 and
// 375 px and fits the phone's width. Around the chat, by keyboard: "Ask … anything..." and
// Browse Prompts fill the message box, the Workflows arrows wrap, and a chosen focus area shows
// pressed with its own quick actions.
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chatEndpoints, THREAD_ID_HEADER } from '#contracts/chat';
import { PERSONAS, USE_CASE_LABELS, quickActionsFor } from '#contracts/chat-personas';
import { contentEndpoints } from '#contracts/content';
import { projectEndpoints } from '#contracts/projects';
import { STREAM_AUTHORIZATION_HEADER, STREAM_PATH_PREFIX } from '../../infra/routes.ts';
import { DESKTOP, PHONE } from './a11y/audit.ts';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { signInPage } from './signed-in.ts';
import { expectToast } from './pages.ts';
import { callOk, newUser, stackUrl, type TestUser } from '../support/users.ts';
import { completeOnboarding, userIdOf } from '../support/seed.ts';
import { excerptOf, titleFromReply } from '../../web/src/pages/assistant/panels/saved-format.ts';

const PROJECT_TITLE = 'Harbour Bakery Spring Launch';
const QUESTION = 'Give me a launch checklist for our new sourdough subscription.';
const persona = PERSONAS.thomas;

let session: BrowserSession;
let page: Page;
let user: TestUser;
let projectId = '';
let reply = '';
let savedId = '';

/** A message to the expert through the streamed route, as the browser sends it: the whole reply and its conversation. */
async function sendChatMessage(token: string, body: unknown): Promise<{ threadId: string; text: string }> {
  const res = await fetch(`${stackUrl()}${STREAM_PATH_PREFIX}${chatEndpoints.send.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [STREAM_AUTHORIZATION_HEADER]: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${chatEndpoints.send.path} answered ${res.status}: ${text}`);
  return { threadId: res.headers.get(THREAD_ID_HEADER) ?? '', text };
}

const panel = () => page.getByTestId('saved-panel');
const savedItems = () => panel().getByTestId('saved-item');

/** Serious or critical axe findings inside the Saved & Projects panel. */
async function panelViolations(label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[data-testid="saved-panel"]').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${label}: ${violation.id} at ${node.target.map(String).join(' >> ')}`));
}

/** With MARKK_PANELS_SCREENSHOT set, a picture of the page for a look by eye. */
async function picture(name: string) {
  if (process.env.MARKK_PANELS_SCREENSHOT) await page.screenshot({ path: `tests/e2e/artifacts/${name}.png`, fullPage: true });
}

async function openAssistant() {
  await page.goto(`${stackUrl()}/assistant/${persona.id}`);
  await panel().waitFor({ timeout: 15_000 });
}

/** Saved Responses → Select the reply: the Projects tab opens on it. */
async function selectReply() {
  await panel().getByRole('tab', { name: 'Saved Responses' }).click();
  await savedItems()
    .first()
    .getByRole('button', { name: /^Select saved response:/ })
    .click();
  await panel().getByTestId('selected-response').waitFor();
}

beforeAll(async () => {
  user = await newUser({ fullName: 'Sofia Saver', companyName: 'Harbour Bakery' });
  await completeOnboarding(await userIdOf(user));
  projectId = (await callOk(projectEndpoints.create, { token: user.accessToken, body: { title: PROJECT_TITLE } })).project.projectId;

  const sent = await sendChatMessage(user.accessToken, { message: QUESTION, persona: persona.id, use_case: 'launch' });
  const thread = await callOk(chatEndpoints.getThread, { token: user.accessToken, params: { threadId: sent.threadId } });
  const answer = thread.messages.find((message) => message.role === 'assistant')!;
  reply = answer.content;
  const body = { content: reply, persona: persona.id, thread_id: sent.threadId, message_id: answer.id };
  savedId = (await callOk(chatEndpoints.saveResponse, { token: user.accessToken, body })).saved.id;
  // Saving the same reply again keeps it once.
  expect((await callOk(chatEndpoints.saveResponse, { token: user.accessToken, body })).saved.id).toBe(savedId);

  session = await openBrowser();
  page = session.page;
  await signInPage(page, user);
});

afterAll(async () => {
  await session?.close();
});

describe('Saved & Projects', () => {
  it('lists the saved reply once under Saved Responses, with its expert', async () => {
    screenshotOnFailure(() => page, 'assistant-saved-list');
    await openAssistant();
    await savedItems().first().waitFor();
    expect(await savedItems().count()).toBe(1);
    const item = await savedItems().first().innerText();
    expect(item).toContain(excerptOf(reply).slice(0, 40));
    expect(item).toContain(persona.name);
    expect(await panelViolations('saved list at 1280 px')).toEqual([]);
    await picture('assistant-saved-1280');
  });

  it('Create Doc from Output makes one draft, even on a double-click, and /content lists it', async () => {
    screenshotOnFailure(() => page, 'assistant-saved-doc');
    await selectReply();
    await panel().getByRole('button', { name: 'Create Doc from Output', exact: true }).dblclick();
    const created = panel().getByTestId('doc-created');
    await created.waitFor();

    const docs = (await callOk(contentEndpoints.list, { token: user.accessToken })).items.filter((item) => item.type === 'doc');
    expect(docs).toHaveLength(1);
    expect(docs[0]!.body.trim()).toBe(reply.trim());

    await created.getByRole('link', { name: 'Open the draft' }).click();
    await page.waitForURL(`**/content/${encodeURIComponent(docs[0]!.id)}`);
    await page.goto(`${stackUrl()}/content`);
    await page.getByRole('link', { name: docs[0]!.title, exact: true }).waitFor();
  });

  it('Attach to Project adds one task with the reply as its description, shown on the project board', async () => {
    screenshotOnFailure(() => page, 'assistant-saved-attach');
    await openAssistant();
    await selectReply();
    const title = panel().getByLabel('Task title');
    expect(await title.inputValue()).toBe(titleFromReply(reply));
    await title.fill('Plan the sourdough subscription launch');

    await panel()
      .getByRole('button', { name: /^Project/ })
      .first()
      .click();
    await page.getByRole('option', { name: PROJECT_TITLE, exact: true }).click();
    await panel().getByRole('button', { name: 'Attach to Project', exact: true }).dblclick();
    const attached = panel().getByTestId('task-attached');
    await attached.waitFor();
    await picture('assistant-attached-1280');

    const board = await callOk(projectEndpoints.tasks, { token: user.accessToken, params: { projectId } });
    const tasks = board.tasks.filter((task) => task.title === 'Plan the sourdough subscription launch');
    expect(tasks).toHaveLength(1);
    expect(tasks[0]!.description.trim()).toBe(reply.trim());

    await attached.getByRole('link', { name: 'Open the task' }).click();
    await page.waitForURL(`**/projects/${encodeURIComponent(projectId)}/tasks/${encodeURIComponent(tasks[0]!.taskId)}`);
    await page.goto(`${stackUrl()}/projects/${encodeURIComponent(projectId)}`);
    await page.getByTestId('kanban-card').getByRole('link', { name: 'Plan the sourdough subscription launch', exact: true }).waitFor();
  });

  it('fits 375 px and passes axe there', async () => {
    screenshotOnFailure(() => page, 'assistant-saved-phone');
    await openAssistant();
    await page.setViewportSize(PHONE);
    // On a phone the chat comes first; Saved is one tap away.
    await page.getByTestId('assistant-phone-tabs').getByRole('tab', { name: 'Saved' }).click();
    await savedItems().first().waitFor();
    await expect.poll(async () => (await panel().boundingBox())!.x + (await panel().boundingBox())!.width, { timeout: 3000 }).toBeLessThanOrEqual(PHONE.width);
    expect(await panelViolations('saved list at 375 px')).toEqual([]);
    await picture('assistant-saved-375');
    await selectReply();
    await picture('assistant-projects-375');
    expect(await panelViolations('projects tab at 375 px')).toEqual([]);
    await page.setViewportSize(DESKTOP);
  });

  it('deletes a saved reply after confirming', async () => {
    screenshotOnFailure(() => page, 'assistant-saved-delete');
    await openAssistant();
    await panel().getByRole('tab', { name: 'Saved Responses' }).click();
    await savedItems()
      .first()
      .getByRole('button', { name: /^Delete saved response:/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await panel().getByText('No saved responses yet.', { exact: true }).waitFor();
    // The list empties at once; the toast says the server has deleted it.
    await expectToast(page, 'Saved response deleted');
    expect((await callOk(chatEndpoints.listSaved, { token: user.accessToken })).saved).toEqual([]);
  });
});

describe('the panels around the chat', () => {
  const messageBox = () => page.getByLabel('Message', { exact: true });

  it('copies the "Ask … anything..." text into the message box on Enter', async () => {
    screenshotOnFailure(() => page, 'assistant-panels-ask');
    await openAssistant();
    const ask = page.getByLabel(`Ask ${persona.name} anything`, { exact: true });
    await ask.fill('What should our Mother’s Day offer be?');
    await ask.press('Enter');
    expect(await messageBox().inputValue()).toBe('What should our Mother’s Day offer be?');
    expect(await ask.inputValue()).toBe('');
  });

  it('fills the message box with a prompt from Browse Prompts', async () => {
    screenshotOnFailure(() => page, 'assistant-panels-prompts');
    await openAssistant();
    const prompt = persona.promptCategories[1].prompts[2];
    const menu = page.getByRole('button', { name: `Browse Prompts for ${persona.name}` });
    // By keyboard: open, then down to the second category's third prompt (the sixth item).
    await menu.press('Enter');
    await page.getByRole('menuitem', { name: prompt, exact: true }).waitFor();
    for (let n = 0; n < 5; n += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => messageBox().inputValue()).toBe(prompt);

    // And by pointer.
    const first = persona.promptCategories[0].prompts[0];
    await menu.click();
    await page.getByRole('menuitem', { name: first, exact: true }).click();
    await expect.poll(() => messageBox().inputValue()).toBe(first);
  });

  it('steps through the workflows with the arrow buttons by keyboard, wrapping at both ends', async () => {
    screenshotOnFailure(() => page, 'assistant-panels-workflows');
    await openAssistant();
    const workflows = page.getByTestId('workflows');
    const count = persona.workflows.length;
    const next = workflows.getByRole('button', { name: 'Next workflow' });
    for (let n = 0; n < count; n += 1) await next.press('Enter');
    expect(await workflows.getByTestId('workflow-position').innerText()).toBe(`1 of ${count}`);
    await workflows.getByRole('button', { name: 'Previous workflow' }).press('Enter');
    expect(await workflows.getByTestId('workflow-position').innerText()).toBe(`${count} of ${count}`);
    expect(await workflows.getByTestId('workflow-title').innerText()).toBe(persona.workflows[count - 1]!.title);
    expect(await workflows.locator('ol > li').count()).toBe(6);
  });

  it('shows the chosen focus area pressed and its quick actions, which fill the message box', async () => {
    screenshotOnFailure(() => page, 'assistant-panels-focus');
    await openAssistant();
    const useCase = persona.useCases.at(-1)!;
    const area = page.getByTestId('focus-areas').getByRole('button', { name: USE_CASE_LABELS[useCase], exact: true });
    await area.press('Enter');
    await expect.poll(() => area.getAttribute('aria-pressed')).toBe('true');
    const expected = quickActionsFor(persona, useCase);
    const actions = page.getByTestId('quick-actions').getByRole('button');
    await expect.poll(() => actions.allInnerTexts()).toEqual(expected.map((action) => action.label));
    await actions.first().press('Enter');
    expect(await messageBox().inputValue()).toBe(expected[0]!.prompt);
  });
});

describe('the Content-Security-Policy', () => {
  it('was not violated by any page above', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
