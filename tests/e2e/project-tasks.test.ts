// A project's Timeline, Doc View, AI plan, the task page and /tasks in a real browser against
// the local stack (offline AI writer): a project made from "Launch a Product" shows its tasks
// on the timeline; a link added with the keyboard form and one drawn between handles with the
// mouse, a dragged node and one moved with the arrow keys survive a reload, and the waiting
// task says "Blocked by …"; notes are saved across a reload and Export as Markdown downloads
// the tasks; on the task page the AI Writing Assistant's text streams in after a blank line and
// Save Changes keeps it; a comment is added and deleted; /tasks filters by status and search;
// Ask AI to Generate Plan → review (still there after a reload) → Add selected tasks puts them on the board. The pages fit
// 375 px and have no serious axe findings.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { projectEndpoints } from '#contracts/projects';
import { taskEndpoints } from '#contracts/tasks';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { signInPage } from './signed-in.ts';
import { violations } from './a11y/audit.ts';
import { expectToast, heading } from './pages.ts';
import { cafeBrand } from '../support/brand.ts';
import { completeOnboarding, userIdOf } from '../support/seed.ts';
import { callOk, newUser, stackUrl, type TestUser } from '../support/users.ts';

const PROJECT_TITLE = 'Spring menu launch';
const NOTES = 'Launch day is the first Saturday of April.\nAsk Mia about the window display.';

let session: BrowserSession;
let page: Page;
let user: TestUser;
let projectId = '';
let tasks: { taskId: string; title: string }[] = [];

/** Waits for a value the page or the server reaches after a save (debounced or streamed), on a busy machine. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const board = () => callOk(projectEndpoints.tasks, { token: user.accessToken, params: { projectId } });
const taskUrl = (taskId: string) => `${stackUrl()}/projects/${projectId}/tasks/${taskId}`;

/** Picks `label` in the Cloudscape Select under the form field `field`. */
async function choose(p: Page, field: string, label: string) {
  await p
    .getByRole('button', { name: new RegExp(`^${field}`) })
    .first()
    .click();
  await p.getByRole('option', { name: label, exact: true }).first().click();
}

beforeAll(async () => {
  user = await newUser({ fullName: 'Tara Tasks', companyName: 'Corner Café' });
  await completeOnboarding(await userIdOf(user));
  await callOk(brandKitEndpoints.save, { token: user.accessToken, body: cafeBrand as BrandKitInput });
  const created = await callOk(projectEndpoints.create, {
    token: user.accessToken,
    body: { title: PROJECT_TITLE, description: 'Launch the new spring menu in the café.', templateType: 'product-launch' },
  });
  projectId = created.project.projectId;
  tasks = (await board()).tasks.map(({ taskId, title }) => ({ taskId, title }));
  session = await openBrowser();
  page = session.page;
  await signInPage(page, user);
});

afterAll(async () => {
  await session?.close();
});

describe('the Timeline tab', () => {
  it('shows every task of the template as a node', async () => {
    screenshotOnFailure(() => page, 'timeline-nodes');
    expect(tasks).toHaveLength(6);
    await page.goto(`${stackUrl()}/projects/${projectId}?tab=timeline`);
    await heading(page, PROJECT_TITLE);
    await eventually(() => page.getByTestId('timeline-node').count()).toBe(6);
  });

  it('adds a link with the keyboard form; after a reload it is kept and the waiting task says "Blocked by …"', async () => {
    screenshotOnFailure(() => page, 'timeline-keyboard-link');
    const [first, then] = [tasks[0]!, tasks[1]!];
    await choose(page, 'Task that must finish first', first.title);
    await choose(page, 'Task that waits for it', then.title);
    await page.getByRole('button', { name: 'Add link', exact: true }).click();
    await page.getByText('Timeline saved', { exact: true }).waitFor();
    expect((await board()).edges).toEqual([{ source: first.taskId, target: then.taskId }]);

    await page.reload();
    await heading(page, PROJECT_TITLE);
    await page.getByTestId('timeline-links').getByText(`${first.title} must finish before ${then.title}`, { exact: true }).waitFor();
    const waiting = page.locator(`[data-testid="timeline-node"][data-task-id="${then.taskId}"]`);
    expect(await waiting.getByTestId('timeline-blocked').innerText()).toBe(`Blocked by ${first.title}`);
  });

  it('a link drawn from one handle to another with the mouse, and a dragged node, are saved', async () => {
    screenshotOnFailure(() => page, 'timeline-mouse');
    const [from, to] = [tasks[2]!, tasks[3]!];
    const node = (taskId: string) => page.locator(`.react-flow__node[data-id="${taskId}"]`);
    const source = await node(from.taskId).locator('.react-flow__handle.source').boundingBox();
    const target = await node(to.taskId).locator('.react-flow__handle.target').boundingBox();
    expect(source && target).toBeTruthy();
    await page.mouse.move(source!.x + source!.width / 2, source!.y + source!.height / 2);
    await page.mouse.down();
    await page.mouse.move(target!.x + target!.width / 2, target!.y + target!.height / 2, { steps: 12 });
    await page.mouse.up();
    await eventually(async () => (await board()).edges.length).toBe(2);

    const dragged = node(tasks[5]!.taskId).getByTestId('timeline-node');
    const box = (await dragged.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 6);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height + 60, { steps: 10 });
    await page.mouse.up();
    await eventually(async () => (await board()).tasks.find((task) => task.taskId === tasks[5]!.taskId)?.position ?? null).not.toBeNull();

    await page.reload();
    await heading(page, PROJECT_TITLE);
    await page.getByTestId('timeline-links').getByText(`${from.title} must finish before ${to.title}`, { exact: true }).waitFor();
  });

  it('a node moves with the keyboard (Enter selects it, the arrow keys move it) and its place is saved', async () => {
    screenshotOnFailure(() => page, 'timeline-keyboard-move');
    const moved = tasks[4]!;
    const before = (await board()).tasks.find((task) => task.taskId === moved.taskId)!.position;
    await page.locator(`.react-flow__node[data-id="${moved.taskId}"]`).focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
    await eventually(async () => (await board()).tasks.find((task) => task.taskId === moved.taskId)?.position ?? null).not.toEqual(before);
  });

  it('removes a link with its Remove button', async () => {
    screenshotOnFailure(() => page, 'timeline-remove');
    const [from, to] = [tasks[2]!, tasks[3]!];
    await page.getByRole('button', { name: `Remove link: ${from.title} before ${to.title}` }).click();
    await eventually(async () => (await board()).edges.length).toBe(1);
  });
});

describe('the Doc View tab', () => {
  it('shows the overview and saves the notes across a reload', async () => {
    screenshotOnFailure(() => page, 'doc-notes');
    await page.goto(`${stackUrl()}/projects/${projectId}?tab=doc`);
    await heading(page, PROJECT_TITLE);
    expect(await page.getByTestId('doc-overview').innerText()).toContain('0 of 6 tasks completed');
    await page.getByTestId('doc-ai-tips').waitFor();
    await page.getByLabel('Project notes', { exact: true }).fill(NOTES);
    await page.getByRole('button', { name: 'Save Notes', exact: true }).click();
    await expectToast(page, 'Saved', 'Project notes saved');
    await page.reload();
    await heading(page, PROJECT_TITLE);
    expect(await page.getByLabel('Project notes', { exact: true }).inputValue()).toBe(NOTES);
  });

  it('"Export as Markdown" downloads the project with its tasks', async () => {
    screenshotOnFailure(() => page, 'doc-export');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as Markdown', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.md$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toContain(PROJECT_TITLE);
    for (const task of tasks) expect(text).toContain(task.title);
  });
});

describe('the task page', () => {
  it('says the task is blocked, and the AI Writing Assistant appends its streamed text after a blank line', async () => {
    screenshotOnFailure(() => page, 'task-assist');
    const task = tasks[1]!;
    await page.goto(taskUrl(task.taskId));
    await heading(page, task.title);
    expect(await page.getByTestId('task-blocked').innerText()).toBe(`Blocked by ${tasks[0]!.title}`);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const description = page.getByLabel('Description', { exact: true });
    await description.fill('Book the venue.');
    await page.getByLabel('What should the AI write?').fill('write a checklist');
    // Samples the editor's text as the answer streams in: it grows in steps, after the user's text.
    await page.evaluate(() => {
      // The description's editor is the page's first text area (the comment box comes after it).
      const area = document.querySelector('textarea');
      const seen: string[] = [];
      (window as unknown as { __descriptions: string[] }).__descriptions = seen;
      const timer = setInterval(() => {
        const value = area?.value ?? '';
        if (seen.at(-1) !== value) seen.push(value);
        if (seen.length > 500) clearInterval(timer);
      }, 5);
    });
    await page.getByRole('button', { name: 'Generate with AI', exact: true }).click();
    await expectToast(page, 'AI Content Generated');
    const written = await description.inputValue();
    expect(written.startsWith('Book the venue.\n\n')).toBe(true);
    expect(written.length).toBeGreaterThan('Book the venue.\n\n'.length + 40);
    const seen = await page.evaluate(() => (window as unknown as { __descriptions: string[] }).__descriptions);
    const growing = seen.filter((value) => value.startsWith('Book the venue.\n\n'));
    expect(growing.length).toBeGreaterThanOrEqual(3);
    expect(growing.map((value) => value.length)).toEqual(growing.map((value) => value.length).sort((a, b) => a - b));
    expect(growing.at(-1)).toBe(written);

    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await choose(page, 'Status', 'In Progress');
    await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await expectToast(page, 'Saved', 'Task updated successfully');
    const saved = await callOk(taskEndpoints.get, { token: user.accessToken, params: { projectId, taskId: task.taskId } });
    expect(saved.task.description).toBe(written);
    expect(saved.task.status).toBe('in_progress');
  });

  it('Cancel puts the saved description back', async () => {
    screenshotOnFailure(() => page, 'task-cancel');
    const before = await page.getByTestId('task-description').innerText();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Description', { exact: true }).fill('Something else entirely');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await page.getByTestId('task-description').innerText()).toBe(before);
  });

  it('adds a comment and deletes it', async () => {
    screenshotOnFailure(() => page, 'task-comments');
    await page.getByText('No comments yet. Start the conversation.').waitFor();
    await page.getByLabel('Add a comment', { exact: true }).fill('Venue shortlist is in the shared folder.');
    await page.getByRole('button', { name: 'Post Comment', exact: true }).click();
    await page.getByTestId('task-comment').getByText('Venue shortlist is in the shared folder.').waitFor();
    const params = { projectId, taskId: tasks[1]!.taskId };
    expect((await callOk(taskEndpoints.comments, { token: user.accessToken, params })).comments.map((c) => c.body)).toEqual([
      'Venue shortlist is in the shared folder.',
    ]);

    await page.getByRole('button', { name: /^Delete your comment/ }).click();
    await page.getByText('No comments yet. Start the conversation.').waitFor();
    await eventually(async () => (await callOk(taskEndpoints.comments, { token: user.accessToken, params })).comments).toEqual([]);
  });

  it('an unknown task says so, with a way back to the project', async () => {
    screenshotOnFailure(() => page, 'task-not-found');
    await page.goto(taskUrl('00000000-0000-4000-8000-000000000000'));
    await page.getByText("Task not found or you don't have access to it.").waitFor();
    await page.getByRole('link', { name: 'Back to project' }).click();
    await heading(page, PROJECT_TITLE);
  });
});

describe('/tasks', () => {
  it('shows Completed tasks by default, and filters by status and search', async () => {
    screenshotOnFailure(() => page, 'tasks-browser');
    await page.goto(`${stackUrl()}/tasks`);
    await heading(page, 'Tasks');
    await page.getByText('No tasks found', { exact: true }).waitFor();

    await choose(page, 'Status', 'In Progress');
    await page.waitForURL(/status=in_progress/);
    await page.getByRole('link', { name: tasks[1]!.title, exact: true }).waitFor();
    expect(await page.getByText(PROJECT_TITLE, { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText(/^Updated /).count()).toBe(1);

    await page.goto(`${stackUrl()}/tasks?status=all`);
    await page.getByRole('link', { name: tasks[0]!.title, exact: true }).waitFor();
    await page.getByPlaceholder('Search tasks...').fill('no such task anywhere');
    await page.getByText('No tasks found', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Clear filter', exact: true }).click();
    await page.getByRole('link', { name: tasks[0]!.title, exact: true }).click();
    await heading(page, tasks[0]!.title);
  });
});

describe('Ask AI to Generate Plan', () => {
  it('shows the steps, then the proposals; the chosen ones are added to the board', async () => {
    screenshotOnFailure(() => page, 'plan');
    await page.goto(`${stackUrl()}/projects/${projectId}`);
    await heading(page, PROJECT_TITLE);
    await page.getByRole('button', { name: 'Ask AI to Generate Plan', exact: true }).click();
    await page.getByText('Choose the tasks to add', { exact: true }).waitFor({ timeout: 30_000 });
    // A reload does not lose the plan: the page offers it again, without another credit.
    await page.reload();
    await heading(page, PROJECT_TITLE);
    await page.getByRole('button', { name: 'AI plan ready to review' }).click();
    await page.getByText('Choose the tasks to add', { exact: true }).waitFor({ timeout: 30_000 });
    const proposals = page.getByTestId('plan-proposals').getByRole('checkbox');
    const offered = await proposals.count();
    expect(offered).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < offered; i += 1) expect(await proposals.nth(i).isChecked()).toBe(true);
    await proposals.first().uncheck();
    await page.getByRole('button', { name: 'Add selected tasks', exact: true }).click();
    await expectToast(page, 'Tasks added');
    await eventually(async () => (await board()).tasks.length).toBe(6 + offered - 1);
  });
});

describe('small screens and accessibility', () => {
  it('the task page, /tasks and the Timeline and Doc View fit 375 px and have no serious axe findings', async () => {
    const context = await session.browser.newContext({ viewport: { width: 375, height: 800 } });
    const small = await context.newPage();
    screenshotOnFailure(() => small, 'project-tasks-375');
    await signInPage(small, user);
    const found: string[] = [];
    for (const [label, url, ready] of [
      ['task page', taskUrl(tasks[1]!.taskId), 'Task details'],
      ['/tasks', `${stackUrl()}/tasks?status=all`, 'Tasks'],
      ['timeline', `${stackUrl()}/projects/${projectId}?tab=timeline`, 'Task order'],
      ['doc view', `${stackUrl()}/projects/${projectId}?tab=doc`, 'Project notes'],
    ] as const) {
      await small.goto(url);
      await small.getByRole('heading', { name: ready, exact: true }).first().waitFor();
      expect(await small.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(375);
      found.push(...(await violations(small, label)));
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it('no page broke the Content-Security-Policy', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
